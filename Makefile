# mtk: one non-recursive Makefile.
#
#   make              build lib/libmtk.a and every cmd/*.c into build/bin/
#   make test         install deps, build, run unit tests (plain + ASan/UBSan),
#                     CLI tests and short fuzz runs; ends with "N passed, N failed"
#   make demo         install what the demo needs (not the test tools), build,
#                     build data/'s sample WARC with pipelines/cc.mk, train a
#                     tiny model on it, sample text, draw build/demo/run.png
#   make bench        benchmarks against peer tools (tests/bench/)
#   make test-gpu     CUDA ops against their CPU twins (needs a GPU)
#   make install PREFIX=/usr/local
#
# Adding a module is adding files: lib/*.c, lib/nn/*.c, lib/extract/*.c,
# lib/*.cc, cmd/*.c, tests/unit/test_*.c and kernels/*.cu are found by
# wildcard.

ifeq ($(origin CC),default)
CC := gcc
endif
ifeq ($(origin CXX),default)
CXX := g++
endif
PREFIX ?= /usr/local
B      := build

WARN     := -Wall -Wextra -Wpedantic -Wshadow -Wno-unused-parameter
ifeq ($(CI),true)
WARN     += -Werror
endif
OPT      ?= -O2 -g
ARCHFLAGS ?= -march=x86-64-v2
CPPFLAGS := -D_GNU_SOURCE -Ilib -Itests -I. $(shell pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
# cblas.h lives under the openblas variant's directory on Debian.
CPPFLAGS += $(shell pkg-config --cflags openblas 2>/dev/null || echo -I/usr/include/x86_64-linux-gnu/openblas-pthread)
CFLAGS   := -std=c11 $(OPT) $(ARCHFLAGS) $(WARN) -pthread
CXXFLAGS := -std=c++17 $(OPT) $(ARCHFLAGS) -Wall -Wextra -Wno-unused-parameter -pthread
LDLIBS   := -lxml2 -lzstd -lbrotlidec -lbrotlienc -ldeflate -lz -lxxhash -lpcre2-8 -lcld2 -lutf8proc -lopenblas -lstdc++ -lpthread -lm
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

# MPI (Open MPI's libopenmpi-dev, from scripts/deps.sh): mtrain's data-parallel
# ranks (lib/nn/comm.c). Without it mtrain is one process only.
MPI_CFLAGS := $(shell pkg-config --cflags ompi-c 2>/dev/null)
MPI_LIBS   := $(shell pkg-config --libs ompi-c 2>/dev/null)
ifneq ($(MPI_LIBS),)
$(B)/lib/nn/comm.o $(B)/asan/lib/nn/comm.o: CPPFLAGS += -DMTK_MPI=1 $(MPI_CFLAGS)
LDLIBS += $(MPI_LIBS)
endif
MPI_FLAG := $(if $(MPI_LIBS),on,off)
$(shell mkdir -p $(B) && [ "$$(cat $(B)/mpi.flag 2>/dev/null)" = $(MPI_FLAG) ] || echo $(MPI_FLAG) >$(B)/mpi.flag)
$(B)/lib/nn/comm.o $(B)/asan/lib/nn/comm.o: $(B)/mpi.flag

# CUDA: built whenever nvcc is found. NCCL may live under /usr/local/cuda
# (dev machines) or in the system paths (the GPU machine); either works.
NVCC ?= $(shell command -v nvcc 2>/dev/null || ls /usr/local/cuda/bin/nvcc 2>/dev/null)
CUDA_HOME ?= /usr/local/cuda
# --threads 0: the two architectures compiled at once (one core each)
NVCCFLAGS ?= -O3 -std=c++17 -gencode arch=compute_90a,code=sm_90a -gencode arch=compute_80,code=sm_80 --expt-relaxed-constexpr \
	--threads 0
CUDA_LDLIBS := -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcublasLt -lcublas -lcudart
# NCCL (the backend's device collectives, kernels/nccl.cuh) whenever its
# header is found, in the toolkit or the system's include folder
NCCL_H := $(firstword $(wildcard $(CUDA_HOME)/include/nccl.h /usr/include/nccl.h))
ifneq ($(NCCL_H),)
NCCL_DEF := -DMTK_NCCL=1
CUDA_LDLIBS += -lnccl
endif

LIB_C   := $(sort $(wildcard lib/*.c lib/nn/*.c lib/extract/*.c))
LIB_CC  := $(sort $(wildcard lib/*.cc))
CMD_C   := $(sort $(wildcard cmd/*.c))
TEST_C  := $(sort $(wildcard tests/unit/test_*.c))
FUZZ_C  := $(sort $(wildcard tests/fuzz/fuzz_*.c))
BENCH_C := $(sort $(wildcard tests/bench/*.c))
CU      := $(sort $(wildcard kernels/*.cu))

LIB_O   := $(LIB_C:%.c=$(B)/%.o) $(LIB_CC:%.cc=$(B)/%.o)
ASAN_O  := $(LIB_C:%.c=$(B)/asan/%.o) $(LIB_CC:%.cc=$(B)/asan/%.o)
CMDS    := $(CMD_C:cmd/%.c=$(B)/bin/%)
TESTS   := $(TEST_C:tests/unit/%.c=$(B)/tests/%)
ASAN_TESTS := $(TEST_C:tests/unit/%.c=$(B)/asan/tests/%)
ASAN_CMDS  := $(CMD_C:cmd/%.c=$(B)/asan/bin/%)
FUZZ_BINS  := $(FUZZ_C:tests/fuzz/%.c=$(B)/fuzz/%)
BENCH_BINS := $(BENCH_C:tests/bench/%.c=$(B)/bench/%)

ifneq ($(NVCC),)
CU_O     := $(CU:%.cu=$(B)/%.o)
CUDA_LIB := $(B)/libmtk_cuda.a
CPPFLAGS += -DMTK_CUDA=1
LINK_CUDA := $(CUDA_LIB) $(CUDA_LDLIBS)
# The commands load the backend as a plugin when --device cuda asks for it
# (kernels/load.c says why): build/lib/mtk/libmtk_cuda.so, found from the
# executable's folder; tests and benchmarks link the archive.
CUDA_SO  := $(B)/lib/mtk/libmtk_cuda.so
CMD_CUDA_O := $(B)/kernels/load.o
CMD_CUDA := $(CMD_CUDA_O) -ldl -Wl,--export-dynamic-symbol=mtk_seterr
# the kernels are rebuilt when nvcc's flags change (build/nvcc.flags)
NVCC_LINE := $(NVCC) $(NVCCFLAGS) $(NCCL_DEF) -Xcompiler -fPIC
$(shell mkdir -p $(B) && [ "$$(cat $(B)/nvcc.flags 2>/dev/null)" = "$(NVCC_LINE)" ] || echo "$(NVCC_LINE)" >$(B)/nvcc.flags)
$(CU_O): $(B)/nvcc.flags
# kernels/ops_cuda.cu provides nn_cuda_new: the CPU stub yields, but only in
# the plain build (the ASan and fuzz builds link no CUDA and keep the stub).
$(B)/lib/nn/ops_cpu.o: CPPFLAGS += -DMTK_NN_CUDA_BACKEND
endif
# ...so ops_cpu.o is rebuilt when nvcc appears or goes: build/cuda.flag is
# rewritten (at parse time; .SECONDARY would skip a missing stamp) on a change
CUDA_FLAG := $(if $(NVCC),on,off)
$(shell mkdir -p $(B) && [ "$$(cat $(B)/cuda.flag 2>/dev/null)" = $(CUDA_FLAG) ] || echo $(CUDA_FLAG) >$(B)/cuda.flag)
$(B)/lib/nn/ops_cpu.o: $(B)/cuda.flag

# mplan's built-in profiles (data/plan/*.txt), compiled into cmd/mplan.c as
# strings: the files are the one source
PLAN_TXT := $(sort $(wildcard data/plan/*.txt))
$(B)/gen/plan_profiles.h: $(PLAN_TXT)
	@mkdir -p $(@D)
	@for f in $(PLAN_TXT); do printf '{"%s",\n' "$$(basename $$f .txt)"; \
		sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' $$f; printf '},\n'; done >$@.tmp && mv $@.tmp $@
$(B)/cmd/mplan.o $(B)/asan/cmd/mplan.o: $(B)/gen/plan_profiles.h
$(B)/cmd/mplan.o $(B)/asan/cmd/mplan.o: CPPFLAGS += -I$(B)/gen

.DEFAULT_GOAL := all
.PHONY: all deps test test-unit test-gpu demo bench install clean fuzz
.SECONDARY:
.DELETE_ON_ERROR:

all: $(CMDS) $(BENCH_BINS) $(CUDA_SO)

deps:
	@sh scripts/deps.sh

$(B)/libmtk.a: $(LIB_O)
	@rm -f $@
	ar rcs $@ $^

$(B)/asan/libmtk.a: $(ASAN_O)
	@rm -f $@
	ar rcs $@ $^

$(CUDA_LIB): $(CU_O)
	@rm -f $@
	ar rcs $@ $^

$(CUDA_SO): $(CU_O)
	@mkdir -p $(@D)
	$(CXX) -shared -o $@ $^ $(CUDA_LDLIBS)

$(B)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/%.o: %.cc
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -MMD -MP -c $< -o $@

$(B)/asan/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -O1 $(SANFLAGS) -MMD -MP -c $< -o $@

$(B)/asan/%.o: %.cc
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -O1 $(SANFLAGS) -MMD -MP -c $< -o $@

$(B)/kernels/%.o: kernels/%.cu
	@mkdir -p $(@D)
	$(NVCC_LINE) -Ilib -I. -MMD -MP -c $< -o $@

$(B)/bin/%: $(B)/cmd/%.o $(B)/libmtk.a $(CMD_CUDA_O)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $< $(B)/libmtk.a $(CMD_CUDA) $(LDLIBS)

$(B)/tests/%: $(B)/tests/unit/%.o $(B)/libmtk.a $(CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $< $(B)/libmtk.a $(LINK_CUDA) $(LDLIBS)

$(B)/bench/%: $(B)/tests/bench/%.o $(B)/libmtk.a $(CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $< $(B)/libmtk.a $(LINK_CUDA) $(LDLIBS)

$(B)/asan/bin/%: $(B)/asan/cmd/%.o $(B)/asan/libmtk.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SANFLAGS) -o $@ $< $(B)/asan/libmtk.a $(LDLIBS)

$(B)/asan/tests/%: $(B)/asan/tests/unit/%.o $(B)/asan/libmtk.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SANFLAGS) -o $@ $< $(B)/asan/libmtk.a $(LDLIBS)

# Fuzz targets (tests/fuzz/fuzz_*.c, libFuzzer's LLVMFuzzerTestOneInput):
# with clang, real libFuzzer binaries over a clang+ASan build of the library;
# without clang, the same targets linked to tests/fuzz/driver.c, which replays
# the corpus and a fixed number of deterministic mutations of it.
FUZZCC := $(shell command -v clang 2>/dev/null)
ifneq ($(FUZZCC),)
FZ_O := $(LIB_C:%.c=$(B)/fz/%.o) $(LIB_CC:%.cc=$(B)/fz/%.o)
FZFLAGS := -O1 -g -fsanitize=fuzzer-no-link,address,undefined
$(B)/fz/%.o: %.c
	@mkdir -p $(@D)
	$(FUZZCC) $(CPPFLAGS) -std=c11 $(FZFLAGS) -MMD -MP -c $< -o $@
$(B)/fz/%.o: %.cc
	@mkdir -p $(@D)
	$(FUZZCC)++ $(CPPFLAGS) -std=c++17 $(FZFLAGS) -MMD -MP -c $< -o $@
$(B)/fuzz/%: tests/fuzz/%.c $(FZ_O)
	@mkdir -p $(@D)
	$(FUZZCC) $(CPPFLAGS) -std=c11 -O1 -g -fsanitize=fuzzer,address,undefined -o $@ $< $(FZ_O) $(LDLIBS)
else
$(B)/fuzz/%: tests/fuzz/%.c tests/fuzz/driver.c $(B)/asan/libmtk.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(SANFLAGS) -o $@ $< tests/fuzz/driver.c $(B)/asan/libmtk.a $(LDLIBS)
endif

# test, demo and bench build on every core unless make was given -j: the
# build is half of `make test`'s time on a 2-core machine
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PAR = $(if $(findstring -j,$(MAKEFLAGS))$(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS))

test-unit: deps $(TESTS) $(ASAN_TESTS) $(CMDS)
test: deps
	@$(MAKE) $(PAR) --no-print-directory all $(TESTS) $(ASAN_TESTS) $(ASAN_CMDS) $(FUZZ_BINS)
	@sh tests/run.sh

fuzz: $(FUZZ_BINS)

test-gpu: deps all $(TESTS)
	@MTK_TEST_GPU=1 MTK_CUDA_MATH=$${MTK_CUDA_MATH:-fp32} sh tests/run.sh gpu

demo:
	@sh scripts/deps.sh demo
	@$(MAKE) $(PAR) --no-print-directory all
	@sh scripts/demo.sh

bench: deps
	@sh scripts/deps.sh bench
	@$(MAKE) $(PAR) --no-print-directory all
	@sh tests/bench/run.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man7
	install -m 755 $(CMDS) $(DESTDIR)$(PREFIX)/bin/
	install -m 755 scripts/mplot $(DESTDIR)$(PREFIX)/bin/mplot
	install -m 755 scripts/mtrace $(DESTDIR)$(PREFIX)/bin/mtrace
	$(if $(CUDA_SO),install -d $(DESTDIR)$(PREFIX)/lib/mtk && install -m 755 $(CUDA_SO) $(DESTDIR)$(PREFIX)/lib/mtk/)
	install -m 644 $(wildcard man/*.1) $(DESTDIR)$(PREFIX)/share/man/man1/
	install -m 644 $(wildcard man/*.7) $(DESTDIR)$(PREFIX)/share/man/man7/

clean:
	rm -rf $(B)

-include $(shell find $(B) -name '*.d' 2>/dev/null)
