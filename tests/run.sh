#!/bin/sh
# Run every test and sum their "N passed, N failed" lines into one total.
#   unit tests      build/tests/test_*, then the same under ASan+UBSan
#   CLI tests       tests/cli/*.sh (each prints its own N passed, N failed)
#   fuzz            build/fuzz/fuzz_* for 4 seconds each (MTK_FUZZ_SECONDS) over tests/fuzz/corpus/NAME
# A test binary that crashes or prints no total counts as one failure.
# `sh tests/run.sh gpu` runs only tests that need a GPU (MTK_TEST_GPU=1).
# `sh tests/run.sh test ...` runs only those tests: CLI scripts (*.sh) or
# binaries, as paths from the project root or absolute.
# MTK_TEST_FILTER=substr runs only tests whose name contains substr.
# MTK_TEST_TIMEOUT=seconds (an integer, default 900) bounds each test; one
# that runs past it fails with its last "now: " line (its progress marker)
# and the tail of its output, and its whole process tree is killed.
# Each test gets an empty $TMPDIR of its own, removed after it whatever way it
# ended; a test that exits by itself and leaves something there fails.
# Each ok/FAIL line ends with the test's wall time; the total and the slowest
# tests come before the last line, which stays "N passed, N failed".
cd "$(dirname "$0")/.." || exit 2
export MTK_BIN="$PWD/build/bin" PATH="$PWD/build/bin:$PATH"
export MTK_SHARED="${MTK_SHARED:-$PWD/../shared}"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
limit=${MTK_TEST_TIMEOUT:-900}
log=$(mktemp -d "${TMPDIR:-/tmp}/mtk-test.XXXXXX") || exit 2
pass=0 fail=0
failed_names=""
start=$(date +%s)
pg=""   # the running test's process group: timeout's pid (timeout makes itself its leader)

# Kill what is left of the running test: its process group, and the processes
# that left the group but carry its MTK_TEST_RUN mark in their environment
# (Open MPI puts each rank in a group of its own; when mpirun is killed the
# ranks would live on).
sweep() {
	[ -n "$pg" ] || return 0
	kill -KILL -"$pg" 2>/dev/null
	for p in $(grep -lsxzF "MTK_TEST_RUN=$log" /proc/[0-9]*/environ | cut -d/ -f3); do
		kill -KILL "$p" 2>/dev/null
	done
	pg=""
}
# dash runs no EXIT trap when a signal ends it, so ^C, kill and hangup stop the
# test and remove the log here, then exit 128 + the signal's number.
trap 'sweep; rm -rf "$log"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

# run name seconds command...: run it with its output in $log/out; sets rc,
# secs (wall seconds) and timed_out. In the background and waited for, so
# that a signal to this script is handled at once (a foreground command would
# delay the trap until it ended).
run() {
	name=$1 lim=$2; shift 2
	rm -rf "$log/tmp" && mkdir "$log/tmp" || exit 2
	t0=$(date +%s)
	MTK_TEST_RUN=$log TMPDIR=$log/tmp timeout --kill-after=10 "$lim" "$@" >"$log/out" 2>&1 </dev/null &
	pg=$!
	wait "$pg"; rc=$?
	sweep   # a child that ignored SIGTERM, or was left running in the background
	secs=$(($(date +%s) - t0))
	echo "$secs $name" >>"$log/times"
	# 124: timeout sent SIGTERM; 137: it had to send SIGKILL too (both could
	# also be the test's own status, hence the time)
	timed_out=""
	{ [ $rc -eq 124 ] || [ $rc -eq 137 ]; } && [ $secs -ge "$lim" ] && timed_out=$lim
	left=""
	[ -z "$timed_out" ] && left=$(cd "$log/tmp" && ls -A)
	rm -rf "$log/tmp"
}

count() { # name: counts $log/out and the rc, secs, timed_out and left of run
	line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log/out" | tail -n 1)
	if [ -z "$line" ]; then
		p=0 f=1
	else
		p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
		[ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && f=1
	fi
	[ -n "$left" ] && [ "$f" -eq 0 ] && f=1
	pass=$((pass + p)); fail=$((fail + f))
	if [ -n "$timed_out" ]; then
		failed_names="$failed_names $1"
		echo "FAIL $1: timed out after $timed_out s (MTK_TEST_TIMEOUT), its processes killed"
		now=$(grep '^now: ' "$log/out" | tail -n 1)
		[ -n "$now" ] && echo "    last progress: $now"
		if [ -s "$log/out" ]; then
			echo "    the last 40 lines of its output:"
			sed 's/^/    /' "$log/out" | tail -n 40
		else
			echo "    it printed nothing"
		fi
	elif [ "$f" -ne 0 ]; then
		failed_names="$failed_names $1"
		echo "FAIL $1 (exit $rc, $secs s):"; sed 's/^/    /' "$log/out" | tail -n 40
		[ -n "$left" ] && echo "    left in its \$TMPDIR:" $left
	else
		echo "ok   $1: $line ($secs s)"
	fi
}

want() { [ -z "$MTK_TEST_FILTER" ] || case "$1" in *"$MTK_TEST_FILTER"*) return 0;; *) return 1;; esac; }

if [ "$1" = gpu ]; then
	for t in build/tests/test_*gpu* build/tests/test_*cuda*; do
		[ -x "$t" ] || continue; want "$t" || continue
		run "$t" "$limit" "$t"; count "$t"
	done
elif [ $# -gt 0 ]; then
	for t in "$@"; do
		want "$t" || continue
		case $t in
		*.sh) run "$t" "$limit" sh "$t";;
		*) run "$t" "$limit" "$t";;
		esac
		count "$t"
	done
else
	for t in build/tests/test_* build/asan/tests/test_*; do
		[ -x "$t" ] || continue; want "$t" || continue
		run "$t" "$limit" "$t"; count "$t"
	done
	for t in tests/cli/test_*.sh; do
		[ -f "$t" ] || continue; want "$t" || continue
		run "$t" "$limit" sh "$t"; count "$t"
	done
	for t in build/fuzz/fuzz_*; do
		[ -x "$t" ] || continue; want "$t" || continue
		n=$(basename "$t"); c=tests/fuzz/corpus/${n#fuzz_}
		mkdir -p "$log/$n"
		if "$t" -help=1 >/dev/null 2>&1; then   # libFuzzer
			run "$t" 120 "$t" -max_total_time=${MTK_FUZZ_SECONDS:-4} -timeout=10 -rss_limit_mb=2048 \
				-print_final_stats=0 -artifact_prefix="build/fuzz/crash-$n-" "$log/$n" "$c"
		else
			run "$t" 120 "$t" "$c"
		fi
		[ $rc -eq 0 ] && echo "1 passed, 0 failed" >>"$log/out"
		count "$t"
	done
fi
if [ -s "$log/times" ]; then
	echo "time: $(($(date +%s) - start)) s in all; the slowest:"
	sort -rn "$log/times" | head -n 5 | while read -r s n; do printf '  %5d s  %s\n' "$s" "$n"; done
fi
[ -n "$failed_names" ] && echo "failed:$failed_names"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
