/* Fuzz the mtrain checkpoint reader (nn_ckpt_header, nn_ckpt_load): the
 * input is written to a file, as --resume, --init-from and msample --ckpt
 * read it. Whatever the header check accepts must describe exactly the bytes
 * of the file (so no size in it can ask for more memory than the file
 * holds), and must load, with and without the optimizer state, both into a
 * model built from the header (msample's way) and into a fixed tiny model
 * (mtrain's way: a mismatch is a clean error). An input of exactly a header
 * (NN_CKPT_HDR bytes) is padded with zeros to the size it claims, when that
 * is at most 4 MiB, so that the fuzzer reaches other model shapes without
 * having to write out their parameters.
 *
 * The corpus (corpus/ckpt/) holds nn_ckpt_save of that tiny model (layers 1,
 * heads 2, dim 4, vocab 8, seq 8, seed 1) with and without the moments, in
 * version 1 (tiny, tiny-opt) and 2 (v2, v2-opt), the same cut short, and
 * one with a wrong magic. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "nn/train.h"

static char path[256];
static struct nn_be *be;
static struct gpt tiny;

static void cleanup(void)
{
	unlink(path);
	gpt_release(&tiny);
	nn_be_free(be);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!be) {
		const char *tmp = getenv("TMPDIR");   /* tests/run.sh gives each test a $TMPDIR and removes it after the run */
		snprintf(path, sizeof path, "%s/mtk-fuzz-ckpt-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
		be = nn_cpu_new(1);
		struct gpt_config c = {.layers = 1, .heads = 2, .dim = 4, .vocab = 8, .max_seq = 8};
		if (!be || gpt_init(&tiny, be, &c, 1, 8, GPT_RECOMPUTE_NONE, 1) < 0)
			abort();
		atexit(cleanup);
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return 0;
	fwrite(data, 1, size, f);
	if (size == NN_CKPT_HDR) {
		uint64_t n = 0;
		for (int i = 7; i >= 0; i--)
			n = n << 8 | data[56 + i];
		uint64_t pad = n * 4 * (data[40] & NN_CKPT_OPT ? 3 : 1);
		if (n < (1u << 20) && pad <= (4u << 20)) {
			static const char zeros[4096];
			for (uint64_t k = 0; k < pad; k += sizeof zeros)
				fwrite(zeros, 1, pad - k < sizeof zeros ? (size_t)(pad - k) : sizeof zeros, f);
			size += (size_t)pad;
		}
	}
	if (fclose(f))
		return 0;

	struct nn_ckpt st;
	if (nn_ckpt_header(path, &st) == 0) {
		/* what the header says is what the file holds */
		struct gpt_config c = st.cfg;
		uint64_t data = NN_CKPT_HDR + st.nparams * 4 * (st.flags & NN_CKPT_OPT ? 3 : 1);
		if (gpt_config_check(&c) < 0 || gpt_num_params(&c) != st.nparams ||
		    (st.version < 2 ? data : st.table + (uint64_t)st.records * NN_CKPT_REC) != size)
			abort();
		/* it loads, unless its values say otherwise: a tensor's checksum
		 * (version 2) or a non-finite value, each named */
		struct gpt g;
		if (gpt_init(&g, be, &st.cfg, 1, 1, GPT_RECOMPUTE_NONE, 1) == 0) {
			struct nn_ckpt got;
			int rc = nn_ckpt_load(path, &g, &got, 0);
			int valued = rc < 0 && (strstr(mtk_errmsg(), "checksum") || strstr(mtk_errmsg(), " holds "));
			if (rc < 0 && !valued)
				abort();
			int opt = nn_ckpt_load(path, &g, &got, 1);
			if (!valued && (opt == 0) != !!(st.flags & NN_CKPT_OPT) &&
			    !(opt < 0 && (strstr(mtk_errmsg(), "checksum") || strstr(mtk_errmsg(), " holds "))))
				abort();
			gpt_release(&g);
		}
	}
	struct nn_ckpt got;
	nn_ckpt_load(path, &tiny, &got, 0);
	nn_ckpt_load(path, &tiny, &got, 1);
	return 0;
}
