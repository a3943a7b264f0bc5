#!/bin/sh
# Install the Debian packages mtk needs to build and test. Idempotent: a no-op
# when everything is present. Called by `make deps` (and so by `make test` and
# `make demo`). Set MTK_NO_DEPS=1 to skip it (offline machines that already
# have the packages).
set -e
[ -n "$MTK_NO_DEPS" ] && exit 0

# Build dependencies (libraries and headers; Open MPI for mtrain's ranks).
BUILD="gcc g++ make pkg-config zlib1g-dev libzstd-dev libdeflate-dev libxml2-dev
libxxhash-dev libpcre2-dev libcld2-dev libutf8proc-dev libopenblas-dev libbrotli-dev
libopenmpi-dev openmpi-bin"
# Test-only tools: a numpy reader of Megatron shards, PyTorch (the float64
# autograd reference of tests/torch_ref.py), jq, chromium (loads the
# pipeline's report.html headless in tests/cli/test_cc_mk.sh; about 100 MB
# to download). Benchmark peers are installed by `make bench`
# (scripts/deps.sh bench).
TEST="python3 python3-numpy python3-torch jq chromium"
BENCH="libjansson-dev libcjson-dev python3-readability python3-lxml fasttext lynx hyperfine python3-xxhash"

want="$BUILD $TEST"
[ "$1" = bench ] && want="$want $BENCH"

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
