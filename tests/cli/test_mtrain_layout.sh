#!/bin/sh
# The ranks' layout (lib/nn/layout.c): the collectives over the tensor-,
# data- and pipeline-parallel groups of every layout of four ranks (the
# unit test test_nn_layout under mpirun), and mtrain's layout options: each
# bad layout stops before anything is opened or allocated with its message
# and exit 2; a valid pipeline layout goes on to open the data.
. "$(dirname "$0")/lib.sh"

if ! command -v mpirun >/dev/null; then
	echo "skipping: needs mpirun (scripts/deps.sh installs openmpi-bin)"
	done_tests
	exit 0
fi
# CI runs as root; 4 ranks on a 2-core machine
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
UNIT=${MTK_UNIT_BIN:-$ROOT/build/tests}

ok "collectives over every group of 4 ranks" mpirun -np 4 "$UNIT/test_nn_layout"
eq "every rank passed" "$(grep -c ' passed, 0 failed$' "$TMP/.out")" 4

# the data is never opened: the layout is checked first
M="--data $TMP/none --layers 4 --heads 4 --dim 32 --vocab 256 --seq 32 --batch 2 --global-batch 8"
# (every rank says it: lines of several ranks may interleave, but not all)
says() { grep -q -- "$1" "$TMP/.err"; eq "$2" $? 0; }
# shellcheck disable=SC2086
{
fails "--tp 2 on one rank" 2 mtrain $M --tp 2
says "mtrain: 1 rank is not divisible by --tp 2 x --pp 1" "says so"
fails "--sp without --tp" 2 mtrain $M --sp
says "mtrain: --sp needs --tp 2 or more" "says so"
fails "--virtual-stages without --pp" 2 mtrain $M --virtual-stages 2
says "mtrain: --virtual-stages needs --pp 2 or more" "says so"
fails "srun's tasks without MPI" 1 env SLURM_STEP_NUM_TASKS=2 mtrain $M
says "mtrain: srun started 2 tasks, but not as MPI ranks (no PMI or PMIx in the environment): srun --mpi=pmix" "says so"
fails "--comm of an unknown way" 2 mtrain $M --comm tcp
says "mtrain: --comm tcp: want auto, nccl or mpi" "says so"
fails "--comm nccl on the CPU" 2 mtrain $M --comm nccl
says "mtrain: --comm nccl needs --device cuda" "says so"
fails "heads not divisible by --tp" 2 mpirun -np 2 "$BIN/mtrain" $M --heads 1 --tp 2
says "--tp 2 does not divide the 1 heads" "says so"
fails "sequence not divisible by --tp under --sp" 2 mpirun -np 2 "$BIN/mtrain" $M --seq 31 --tp 2 --sp
says "--sp: --tp 2 does not divide the sequence 31" "says so"
fails "layers not divisible by --pp x --virtual-stages" 2 mpirun -np 2 "$BIN/mtrain" $M --pp 2 \
	--virtual-stages 4
says "--pp 2 x --virtual-stages 4 does not divide the 4 layers" "says so"
fails "global batch not a multiple of batch x data-parallel ranks" 2 mpirun -np 4 "$BIN/mtrain" $M \
	--tp 2 --global-batch 6
says "not a multiple of --batch 2 x 2 ranks of data parallelism" "says so"
fails "--pp 2 with one micro-batch a step a rank" 2 mpirun -np 4 "$BIN/mtrain" $M --pp 2 --global-batch 4 \
	--distributed-optimizer --log "$TMP/l.jsonl"
says "--pp 2 with one micro-batch a step: the stages would only take turns" "says so"
ok "and wrote nothing" test ! -e "$TMP/l.jsonl"
fails "a valid pipeline layout goes on to the data" 1 mpirun -np 4 "$BIN/mtrain" $M --pp 2 --virtual-stages 2 \
	--distributed-optimizer --log "$TMP/l.jsonl"
says "$TMP/none" "and names it"
}
done_tests
