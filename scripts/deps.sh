#!/bin/sh
# Install the Debian packages mtk needs. Idempotent: a no-op when everything
# is present. Set MTK_NO_DEPS=1 to skip it (offline machines that already have
# the packages).
#   sh scripts/deps.sh          BUILD, PLOT, PIPE and TEST: `make deps`, `make test`
#   sh scripts/deps.sh demo     BUILD, PLOT and PIPE only: `make demo`
#   sh scripts/deps.sh bench    everything, and the benchmark peers: `make bench`
set -e

# Build dependencies (libraries and headers; Open MPI for mtrain's ranks).
BUILD="gcc g++ make pkg-config zlib1g-dev libzstd-dev libdeflate-dev libxml2-dev
libxxhash-dev libpcre2-dev libcld2-dev libutf8proc-dev libopenblas-dev libbrotli-dev
libopenmpi-dev openmpi-bin"
# Pictures: scripts/mplot draws training logs with gnuplot (the demo's
# build/demo/run.png); tests/cli/test_mplot.sh checks it.
PLOT="gnuplot-nox"
# The dataset build's report (pipelines/report, run by pipelines/cc.mk and
# so by `make demo`): Python's standard library only.
PIPE="python3"
# Test-only tools: a numpy reader of Megatron shards, PyTorch (the float64
# autograd reference of tests/torch_ref.py), jq, chromium (loads the
# pipeline's report.html headless in tests/cli/test_cc_mk.sh; about 100 MB
# to download), Slurm and munge (tests/cli/test_slurm.sh starts slurmctld,
# slurmd and munged of its own on localhost and runs pipelines/slurm/ on
# them; 3.6 MB to download), zstd (the command: tests read and write .zst
# files with it). Benchmark peers are installed by `make bench`
# (scripts/deps.sh bench).
TEST="python3-numpy python3-torch jq chromium slurm-wlm munge zstd"
BENCH="libjansson-dev libcjson-dev python3-readability python3-lxml python3-html-text fasttext lynx hyperfine python3-xxhash"

case $1 in
"") want="$BUILD $PLOT $PIPE $TEST";;
demo) want="$BUILD $PLOT $PIPE";;
bench) want="$BUILD $PLOT $PIPE $TEST $BENCH";;
*) echo "usage: sh scripts/deps.sh [demo | bench]" >&2; exit 2;;
esac
[ -n "$MTK_NO_DEPS" ] && [ -z "$MTK_DEPS_PRINT" ] && exit 0

# MTK_DEPS_PRINT=1: print the packages wanted and install nothing (the
# tests check that `make demo` asks for no test tool)
if [ -n "$MTK_DEPS_PRINT" ]; then echo $want; exit 0; fi

missing=""
for p in $want; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
		missing="$missing $p"
done
[ -z "$missing" ] && exit 0

echo "deps.sh: installing:$missing" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null || echo "deps.sh: apt-get update failed; trying the install anyway" >&2
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
