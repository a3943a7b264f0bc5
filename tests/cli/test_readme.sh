#!/bin/sh
# README.md's examples run as printed. The convention (README's "Tests"):
#   - every fenced block names its language; each ```sh block is a command
#     example, run as printed, in order, all in one shell (`sh -e`: the first
#     failing command fails the test), from the top of a scratch copy of the
#     clone: each entry of the clone linked into it, so build/bin/ is the
#     build under test, and what the blocks write lands in the scratch copy;
#   - a block that cannot run on the sample data (Common Crawl, a GPU, a
#     cluster, minutes of work) has `<!-- readme-test: skip: why -->` on the
#     line before it; the test prints why it skipped it;
#   - a command example in an indented code block is an error: it would
#     escape this test.
# Then what the blocks made is checked (documents, shards, a picture, text),
# and what the README says of `make demo` and `make test` installing.
. "$(dirname "$0")/lib.sh"
R=$ROOT/README.md

# The blocks: $TMP/blocks/N.sh for each run block, "skip" lines and errors
# on stdout.
mkdir "$TMP/blocks"
awk -v dir="$TMP/blocks" '
	/^<!-- readme-test: skip: .* -->$/ { why = $0; sub(/^<!-- readme-test: skip: /, "", why); sub(/ -->$/, "", why); skipln = NR; next }
	!inb && /^```/ {
		inb = 1; lang = substr($0, 4); start = NR; n++
		if (lang == "") printf "error: line %d: a fenced block without a language\n", NR
		run = lang == "sh" && skipln != NR - 1
		if (lang == "sh" && !run) printf "skip: line %d: %s\n", NR, why
		if (lang != "sh" && skipln == NR - 1) printf "error: line %d: a skip mark before a %s block\n", NR, lang
		if (run) { f = sprintf("%s/%03d.sh", dir, n); printf "# README.md line %d\n", NR > f; runs++ }
		next
	}
	inb && /^```[ \t]*$/ { inb = 0; if (run) close(f); run = 0; next }
	inb { if (run) print > f; next }
	/^    [ \t]*(\$ )?(make|mextract|mscore|mdedup|mdecon|mtok|mtrain|msample|mplot|mpirun|srun|sh|scripts\/)( |$)/ {
		printf "error: line %d: an indented command example (fence it as ```sh): %s\n", NR, $0
	}
	END {
		if (inb) printf "error: line %d: a fenced block is not closed\n", start
		printf "blocks: %d run\n", runs
	}' "$R" >"$TMP/parse"
sed -n 's/^skip: /skip: README.md /p' "$TMP/parse"
grep '^error: ' "$TMP/parse" | while read -r l; do echo "FAIL: README.md $l" >&2; done
eq "README.md: blocks well formed" "$(grep -c '^error: ' "$TMP/parse")" 0
nrun=$(sed -n 's/^blocks: \([0-9]*\) run$/\1/p' "$TMP/parse")
[ "${nrun:-0}" -gt 0 ] && pass_ || fail_ "README.md: no sh block to run"

# The scratch clone: the top-level entries linked (not .git), then the
# blocks, one shell, from there.
S=$TMP/clone
mkdir "$S"
for e in "$ROOT"/* "$ROOT"/.[!.]*; do
	[ -e "$e" ] || continue
	case ${e##*/} in .git) continue;; esac
	ln -s "$e" "$S/${e##*/}"
done
cat "$TMP"/blocks/*.sh >"$TMP/readme.sh"
echo "now: the README's blocks: $(grep -c . "$TMP/readme.sh") lines"
# (CI runs as root, which mpirun refuses unless told; 2 ranks on 2 cores)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
(cd "$S" && PATH=$(echo "$PATH" | sed "s|$BIN:||g") sh -e "$TMP/readme.sh") >"$TMP/out" 2>"$TMP/err"
rc=$?
eq "README.md blocks: exit 0" "$rc" 0
# on a failure, the messages (cmd: what) of its stderr, then its last lines
[ $rc -eq 0 ] || { grep -E '^[a-z]+: ' "$TMP/err" | grep -v '^step ' | tail -n 5 >&2
	echo "its stderr, the last lines:" >&2; tail -n 8 "$TMP/err" >&2; }

# What "A first run by hand" makes (each check only when the README still
# names that file).
made() { grep -q "$1" "$TMP/readme.sh"; }
if made run/docs.jsonl; then
	n=$(grep -c '"text"' "$S/run/docs.jsonl" 2>/dev/null)
	[ "${n:-0}" -ge 5 ] && pass_ || fail_ "run/docs.jsonl: ${n:-no} documents"
fi
if made run/sample; then
	[ -s "$S/run/sample.bin" ] && [ -s "$S/run/sample.idx" ] && pass_ || fail_ "no run/sample.bin and .idx"
fi
if made run/train.jsonl; then
	grep -q '"val_loss"' "$S/run/train.jsonl" && pass_ || fail_ "run/train.jsonl: no val_loss"
fi
if made run/train.png; then
	eq "run/train.png is a PNG" "$(od -An -c -N4 "$S/run/train.png" 2>/dev/null | tr -d ' \n')" "211PNG"
fi
if made run/trace.svg; then
	eq "run/trace.svg: a pass a box, 2 stages x 2 chunks x 8 micro-batches x F and B" \
		"$(grep -c '<title>[FB]' "$S/run/trace.svg" 2>/dev/null)" 64
fi
if made msample; then
	[ "$(wc -w <"$TMP/out")" -ge 5 ] && pass_ || fail_ "msample printed: $(cat "$TMP/out")"
fi

# "make demo installs the build's packages, gnuplot and python3 (the
# pipeline's report), not the test tools;
# make test installs those too"
want() { MTK_DEPS_PRINT=1 sh "$ROOT/scripts/deps.sh" "$@" | tr ' ' '\n'; }
want demo >"$TMP/demo.deps"
want >"$TMP/test.deps"
for p in gcc libopenblas-dev gnuplot-nox python3; do
	grep -qx "$p" "$TMP/demo.deps" && pass_ || fail_ "deps.sh demo: no $p"
done
for p in python3-torch python3-numpy jq; do
	grep -qx "$p" "$TMP/demo.deps" && fail_ "deps.sh demo installs $p" || pass_
	grep -qx "$p" "$TMP/test.deps" && pass_ || fail_ "deps.sh (make test): no $p"
done
grep -qx gnuplot-nox "$TMP/test.deps" && pass_ || fail_ "deps.sh (make test): no gnuplot-nox"
# the Makefile's recipes (the recursive make stubbed out by MAKE=:)
env -u MAKEFLAGS -u MAKELEVEL make -s -n -C "$ROOT" demo MAKE=: 2>/dev/null >"$TMP/demo.n"
grep -qx 'sh scripts/deps.sh demo' "$TMP/demo.n" && pass_ || fail_ "make demo: no 'sh scripts/deps.sh demo': $(cat "$TMP/demo.n")"
grep -qx 'sh scripts/deps.sh' "$TMP/demo.n" && fail_ "make demo runs the full deps.sh" || pass_
env -u MAKEFLAGS -u MAKELEVEL make -s -n -C "$ROOT" test MAKE=: 2>/dev/null >"$TMP/test.n"
grep -qx 'sh scripts/deps.sh' "$TMP/test.n" && pass_ || fail_ "make test: no 'sh scripts/deps.sh': $(cat "$TMP/test.n")"
done_tests
