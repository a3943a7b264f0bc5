/* kernels/emu: the emulator's globals */
#include "emu.h"
thread_local dim3 threadIdx, blockIdx;
dim3 blockDim, gridDim;
emu_block *emu_cur;
std::mutex emu_atomic_mu;
