/*
 * kernels/load: the CUDA backend, loaded by the commands when one asks for
 * it (--device cuda).
 *
 * Why a plugin: cuBLASLt's library runs about 0.35 s of constructors when
 * it is loaded, whether or not a GPU is there. Linked into mtrain, every
 * CPU run and every usage error paid it (make test starts mtrain hundreds
 * of times). So the commands link this file instead of the kernels, and
 * nn_cuda_new here opens DIR/../lib/mtk/libmtk_cuda.so, DIR being the
 * executable's folder (build/bin -> build/lib/mtk; PREFIX/bin ->
 * PREFIX/lib/mtk, where `make install` puts it), and calls its
 * nn_cuda_new. The plugin reports errors through the command's own
 * mtk_seterr, which the commands export (the Makefile's
 * --export-dynamic-symbol). Tests and benchmarks link the backend
 * directly (build/libmtk_cuda.a).
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "err.h"
#include "nn/ops.h"

struct nn_be *nn_cuda_new(const struct nn_cuda_opts *o)
{
	static struct nn_be *(*make)(const struct nn_cuda_opts *);
	if (!make) {
		char exe[PATH_MAX], path[PATH_MAX + 32];
		ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
		if (n <= 0) {
			mtk_seterr("cannot find this program's folder (/proc/self/exe) to load the CUDA backend");
			return NULL;
		}
		exe[n] = 0;
		char *slash = strrchr(exe, '/');
		*slash = 0;
		snprintf(path, sizeof path, "%s/../lib/mtk/libmtk_cuda.so", exe);
		void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
		if (!h) {
			mtk_seterr("cannot load the CUDA backend: %s", dlerror());
			return NULL;
		}
		*(void **)&make = dlsym(h, "nn_cuda_new");   /* POSIX's way to a function */
		if (!make) {
			mtk_seterr("%s has no nn_cuda_new: %s", path, dlerror());
			return NULL;
		}
	}
	return make(o);
}
