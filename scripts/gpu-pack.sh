#!/bin/sh
# Pack what a GPU check needs into .gpu/pack.tar.xz, on this machine, for the
# device machine that runs scripts/gpu-check.sh.
#
# Why: the GPU machines of this workplace reach no package registry, so they
# cannot install the -dev packages `make` needs, and the ../shared beside the
# checkout does not travel with it. Everything is therefore built here
# (nvcc compiles the CUDA backend for sm_90a here too; this machine's glibc
# 2.36 is older than theirs, so the binaries run there) and packed with the
# few shared libraries the trainer's binaries need beyond glibc, libstdc++
# and CUDA (OpenBLAS and its Fortran runtime, zstd, zlib), plus the bits of
# shared/ the checks read (GPT-2 vocabulary, two texts, the PyTorch peer).
# About 15 MB compressed; name `.gpu` in the device tool's carry.
#
#   sh scripts/gpu-pack.sh        then, on the device: sh scripts/gpu-check.sh
set -e
cd "$(dirname "$0")/.."
S=${MTK_SHARED:-../shared}
[ -n "$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null)" ] || { echo "gpu-pack: no nvcc here" >&2; exit 1; }
bins="build/bin/mtrain build/bin/msample build/bin/mtok build/bin/mplan"
for t in tests/unit/test_nn_*.c; do bins="$bins build/tests/$(basename "$t" .c)"; done
bins="$bins build/bench/nn_ops_bench build/lib/mtk/libmtk_cuda.so"   # the commands' CUDA plugin
# shellcheck disable=SC2086
make -s -j2 $bins
rm -rf .gpu
st=.gpu/stage
mkdir -p $st/.gpu/lib $st/.gpu/mpilib $st/.gpu/shared/data/text $st/.gpu/shared/tools
for b in $bins; do
	mkdir -p "$st/$(dirname "$b")"
	cp "$b" "$st/$b"
done
# shellcheck disable=SC2086
ldd $bins | awk '/=> \// { print $1, $3 }' | sort -u | while read -r name path; do
	case $name in
	# (NCCL: the device machine has its own, 2.28 as here, and ours is 200 MB)
	libc.so* | libm.so* | libstdc++* | libgcc_s* | libpthread* | libdl.so* | librt.so* | ld-linux* | libcu* | libnccl*) ;;
	# Open MPI and what it loads: used there only without a system Open MPI
	libmpi.so* | libopen-pal* | libopen-rte* | libhwloc* | libevent* | libudev*)
		cp -L "$path" "$st/.gpu/mpilib/$name" ;;
	*) cp -L "$path" "$st/.gpu/lib/$name" ;;
	esac
done
cp -r "$S/data/gpt2" $st/.gpu/shared/data/
cp "$S/data/text/tinyshakespeare.txt" "$S/data/text/wikitext-2-raw-test.txt" $st/.gpu/shared/data/text/
cp "$S/tools/torch_gpt2_bench.py" $st/.gpu/shared/tools/
tar -C $st -cJf .gpu/pack.tar.xz .
rm -rf $st
ls -l .gpu/pack.tar.xz
