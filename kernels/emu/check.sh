#!/bin/sh
# Run the CUDA backend's kernels on the host (kernels/emu/emu.h) under
# tests/unit/test_nn_cuda.c: the op-by-op and whole-model comparison with the
# CPU twin, on a machine without a GPU. `make test` runs it through
# tests/cli/test_cuda_emu.sh (about 25 s on 2 cores); it proves nothing
# about the real device or speed.
#   sh kernels/emu/check.sh [test_nn_cuda test_nn_cuda_shapes test_nn_cuda_attn]
# The emulated GemmEx is exact fp32, so the default math is fp32 (which also
# keeps attention on the fp32 kernels for the 1e-4 comparisons;
# test_nn_cuda_attn asks for the tensor-core path itself).
cd "$(dirname "$0")/../.." || exit 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/kernels"
# kernel<<<grid, block>>>(args) -> emu_launch(grid, block, kernel, args)
for f in kernels/*.cu kernels/*.cuh kernels/*.h; do
	python3 - "$f" "$tmp/$f" <<'PY' || exit 1
import re, sys
s = open(sys.argv[1]).read()
s = re.sub(r'(\w+(?:<[^<>;()]*>)?)<<<(.*?)>>>\(', lambda m: 'emu_launch(%s, &%s, ' % (m.group(2), m.group(1)), s, flags=re.S)
open(sys.argv[2], 'w').write(s)
PY
done
tests=${*:-test_nn_cuda test_nn_cuda_shapes test_nn_cuda_attn}
export MTK_CUDA_MATH="${MTK_CUDA_MATH:-fp32}"
for t in $tests; do make -s build/tests/unit/$t.o || exit 1; done
make -s build/libmtk.a || exit 1
CXX="g++ -std=c++17 -O1 -g -pthread -Wall -Wno-unknown-pragmas -Wno-unused-function -Wno-unused-parameter"
$CXX -DMTK_EMU -Ikernels/emu -I"$tmp" -Ilib -I. -x c++ -c "$tmp/kernels/ops_cuda.cu" -o "$tmp/ops.o" || exit 1
$CXX -c kernels/emu/emu.cc -o "$tmp/emu.o" || exit 1
rc=0
for t in $tests; do
	g++ -pthread -o "$tmp/$t" build/tests/unit/$t.o "$tmp/ops.o" "$tmp/emu.o" build/libmtk.a \
		-lxml2 -lzstd -ldeflate -lz -lxxhash -lpcre2-8 -lcld2 -lutf8proc -lopenblas -lpthread -lm || exit 1
	echo "== $t (emulated)"
	"$tmp/$t" || rc=1
done
exit $rc
