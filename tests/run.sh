#!/bin/sh
# Run every test and sum their "N passed, N failed" lines into one total.
#   unit tests      build/tests/test_*, then the same under ASan+UBSan
#   CLI tests       tests/cli/*.sh (each prints its own N passed, N failed)
#   fuzz            build/fuzz/fuzz_* for a few seconds each over tests/fuzz/corpus/NAME
# A test binary that crashes or prints no total counts as one failure.
# `sh tests/run.sh gpu` runs only tests that need a GPU (MTK_TEST_GPU=1).
# MTK_TEST_FILTER=substr runs only tests whose name contains substr.
cd "$(dirname "$0")/.." || exit 2
export MTK_BIN="$PWD/build/bin" PATH="$PWD/build/bin:$PATH"
export MTK_SHARED="${MTK_SHARED:-$PWD/../shared}"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
log=$(mktemp -d /tmp/mtk-test.XXXXXX)
pass=0 fail=0
failed_names=""

count() { # name, log file, exit status
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$2" | tail -n 1)
	if [ -z "$line" ]; then
		p=0 f=1
	else
		p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
		[ "$3" -ne 0 ] && [ "$f" -eq 0 ] && f=1
	fi
	pass=$((pass + p)); fail=$((fail + f))
	if [ "$f" -ne 0 ]; then
		failed_names="$failed_names $1"
		echo "FAIL $1 (exit $3):"; sed 's/^/    /' "$2" | tail -n 40
	else
		echo "ok   $1: $line"
	fi
}

want() { [ -z "$MTK_TEST_FILTER" ] || case "$1" in *"$MTK_TEST_FILTER"*) return 0;; *) return 1;; esac; }

if [ "$1" = gpu ]; then
	for t in build/tests/test_*gpu* build/tests/test_*cuda*; do
		[ -x "$t" ] || continue; want "$t" || continue
		"$t" >"$log/out" 2>&1; count "$t" "$log/out" $?
	done
else
	for t in build/tests/test_* build/asan/tests/test_*; do
		[ -x "$t" ] || continue; want "$t" || continue
		timeout 900 "$t" >"$log/out" 2>&1; count "$t" "$log/out" $?
	done
	for t in tests/cli/test_*.sh; do
		[ -f "$t" ] || continue; want "$t" || continue
		timeout 900 sh "$t" >"$log/out" 2>&1; count "$t" "$log/out" $?
	done
	for t in build/fuzz/fuzz_*; do
		[ -x "$t" ] || continue; want "$t" || continue
		n=$(basename "$t"); c=tests/fuzz/corpus/${n#fuzz_}
		mkdir -p "$log/$n"
		if "$t" -help=1 >/dev/null 2>&1; then   # libFuzzer
			timeout 120 "$t" -max_total_time=${MTK_FUZZ_SECONDS:-15} -timeout=10 -rss_limit_mb=2048 \
				-print_final_stats=0 -artifact_prefix="build/fuzz/crash-$n-" "$log/$n" "$c" >"$log/out" 2>&1
		else
			timeout 120 "$t" "$c" >"$log/out" 2>&1
		fi
		rc=$?
		[ $rc -eq 0 ] && echo "1 passed, 0 failed" >>"$log/out"
		count "$t" "$log/out" $rc
	done
fi
rm -rf "$log"
[ -n "$failed_names" ] && echo "failed:$failed_names"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
