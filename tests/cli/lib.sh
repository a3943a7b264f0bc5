# Sourced by tests/cli/*.sh: tiny assertions that end with "N passed, N failed".
#   ok "name" cmd...            passes when cmd exits 0
#   fails "name" code cmd...    passes when cmd exits with exactly code
#   eq "name" got want          string equality
#   golden "name" file cmd...   stdout of cmd equals tests/cli/golden/file;
#                               MTK_REGOLD=1 rewrites the golden file instead
#   done_tests                  prints the total and exits
#   need_ranks file             skips the test (exit 0) without mpirun,
#                               python3 or file; else lets mpirun run as
#                               root (CI) and put more ranks than cores
T_PASS=0 T_FAIL=0
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=${MTK_BIN:-$ROOT/build/bin}
SHARED=${MTK_SHARED:-$ROOT/../shared}
PATH="$BIN:$PATH"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/mtk-cli.XXXXXX") || exit 2
# dash runs the EXIT trap on exit, but not when a signal ends the shell (as
# tests/run.sh's timeout does with SIGTERM): on a signal, exit 128 + its
# number, which runs the EXIT trap.
trap 'rm -rf "$TMP"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
pass_() { T_PASS=$((T_PASS + 1)); }
fail_() { T_FAIL=$((T_FAIL + 1)); echo "FAIL: $*" >&2; }
ok() { n=$1; shift; if "$@" >"$TMP/.out" 2>"$TMP/.err"; then pass_; else fail_ "$n (exit $?)"; sed 's/^/  /' "$TMP/.err" | head -20 >&2; fi; }
fails() {
	n=$1 code=$2; shift 2
	"$@" >"$TMP/.out" 2>"$TMP/.err"; rc=$?
	if [ "$rc" -eq "$code" ]; then pass_; else fail_ "$n: exit $rc, want $code"; sed 's/^/  /' "$TMP/.err" | head -20 >&2; fi
}
eq() { if [ "$2" = "$3" ]; then pass_; else fail_ "$1: got [$2] want [$3]"; fi; }
golden() {
	n=$1 g=$ROOT/tests/cli/golden/$2; shift 2
	"$@" >"$TMP/.gold" 2>"$TMP/.err"
	if [ -n "$MTK_REGOLD" ]; then mkdir -p "$(dirname "$g")"; cp "$TMP/.gold" "$g"; pass_; return; fi
	if cmp -s "$TMP/.gold" "$g"; then pass_; else fail_ "$n: output differs from $g"; diff "$g" "$TMP/.gold" | head -20 >&2; fi
}
done_tests() { echo "$T_PASS passed, $T_FAIL failed"; [ "$T_FAIL" -eq 0 ]; }

need_ranks() {
	if ! command -v mpirun >/dev/null || ! command -v python3 >/dev/null || [ ! -f "$1" ]; then
		echo "skipping: needs mpirun (scripts/deps.sh installs openmpi-bin), python3 and $1"
		done_tests
		exit 0
	fi
	export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
}
