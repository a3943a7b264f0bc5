/* msample: generate tokens from an mtrain checkpoint. See man/msample.1. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpe.h"
#include "buf.h"
#include "err.h"
#include "json.h"
#include "nn/gpt.h"
#include "nn/layout.h"
#include "nn/train.h"
#include "opt.h"
#include "stream.h"

static const char usage[] =
	"usage: msample --ckpt FILE [--prompt IDS | --text STRING] [-n tokens]\n"
	"               [--temperature X] [--top-k K] [--seed S] [--samples N]\n"
	"               [--bytes | --vocab file|dir [--merges file]]\n"
	"               [--device cpu|cuda] [-o file] [-j threads]\n"
	"\n"
	"Generate tokens from an mtrain checkpoint, after a prompt.\n"
	"\n"
	"Model and prompt\n"
	"      --ckpt FILE         the checkpoint\n"
	"      --prompt IDS        token ids separated by spaces or commas (default 0)\n"
	"      --text STRING       a text prompt, encoded with --vocab (else its bytes,\n"
	"                          for byte-level models)\n"
	"Sampling\n"
	"  -n, --tokens N          tokens to generate (default 256)\n"
	"      --temperature X     divide the logits by X (default 1; 0: greedy)\n"
	"      --top-k K           sample among the K most likely tokens (0: all)\n"
	"      --seed S            sampling seed (default 1)\n"
	"      --samples N         N continuations of the prompt, generated together\n"
	"                          as one batch, a line each (text: JSONL) (default 1)\n"
	"Output\n"
	"      --bytes             write the ids as bytes\n"
	"      --vocab F|DIR       write text, decoded with this tokenizer (as for mtok)\n"
	"      --merges F          GPT-2 merges (vocab.bpe) for an encoder.json\n"
	"  -o, --output FILE       write FILE, not standard output\n"
	"Device\n"
	"      --device cpu|cuda   where the model runs (default cpu)\n"
	"  -j, --threads N         CPU threads (0: all cores; default 1)\n"
	"  -q, -v, -h, -V\n"
	"\n"
	"Under mpirun -np T the model is split over T ranks (tensor parallelism).\n";

enum { O_CKPT = OPT_COMMON_LAST + 1, O_PROMPT, O_TEXT, O_TEMP, O_TOPK, O_SEED, O_BYTES, O_DEVICE,
	O_VOCAB, O_MERGES, O_SAMPLES };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"ckpt", required_argument, 0, O_CKPT}, {"prompt", required_argument, 0, O_PROMPT},
	{"text", required_argument, 0, O_TEXT}, {"temperature", required_argument, 0, O_TEMP},
	{"top-k", required_argument, 0, O_TOPK}, {"seed", required_argument, 0, O_SEED},
	{"bytes", no_argument, 0, O_BYTES}, {"device", required_argument, 0, O_DEVICE},
	{"tokens", required_argument, 0, 'n'}, {"vocab", required_argument, 0, O_VOCAB},
	{"merges", required_argument, 0, O_MERGES}, {"samples", required_argument, 0, O_SAMPLES},
	{0, 0, 0, 0},
};

static int cmp_desc(const void *a, const void *b)
{
	float x = *(const float *)a, y = *(const float *)b;
	return (x < y) - (x > y);
}

/* Write what b holds to w and empty b; a write error is fatal. */
static void put(struct wr *w, struct buf *b, const char *name)
{
	if (b->len && w && wr_write(w, b->p, b->len) < 0)
		mtk_die("%s: %s", name, mtk_errmsg());
	buf_clear(b);
}

/* Sample from logits[V] with temperature and top-k (0: all); temperature 0
 * is greedy. */
static int pick(float *logits, float *scratch, int V, double temp, int topk, uint64_t *rng)
{
	int best = 0;
	for (int i = 1; i < V; i++)
		if (logits[i] > logits[best])
			best = i;
	if (temp <= 0)
		return best;
	float cut = -INFINITY;
	if (topk > 0 && topk < V) {
		memcpy(scratch, logits, V * sizeof(float));
		qsort(scratch, V, sizeof(float), cmp_desc);
		cut = scratch[topk - 1];
	}
	double z = 0;
	for (int i = 0; i < V; i++)
		z += logits[i] >= cut ? exp((logits[i] - logits[best]) / temp) : 0;
	double u = nn_rng_unif(rng) * z, acc = 0;
	for (int i = 0; i < V; i++) {
		if (logits[i] < cut)
			continue;
		acc += exp((logits[i] - logits[best]) / temp);
		if (u < acc)
			return i;
	}
	return best;
}

int main(int argc, char **argv)
{
	mtk_prog = "msample";
	/* under mpirun -np T the T ranks split the model by tensor parallelism;
	 * rank 0 writes */
	struct nn_comm comm;
	if (nn_comm_init(&comm, &argc, &argv) < 0)
		mtk_die("%s", mtk_errmsg());
	char progname[40];
	if (comm.rank) {
		snprintf(progname, sizeof progname, "msample[rank %d]", comm.rank);
		mtk_prog = progname;
	}
	struct common co = {0};
	const char *ckpt = NULL, *prompt = NULL, *text = NULL, *device = "cpu";
	const char *vocab = NULL, *merges = NULL;
	long n = 256, topk = 0, ns = 1;
	double temp = 1.0;
	uint64_t seed = 1;
	int bytes = 0, c;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "n:", longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case O_CKPT: ckpt = optarg; break;
		case O_PROMPT: prompt = optarg; break;
		case O_TEXT: text = optarg; break;
		case O_DEVICE: device = optarg; break;
		case O_BYTES: bytes = 1; break;
		case O_VOCAB: vocab = optarg; break;
		case O_MERGES: merges = optarg; break;
		case 'n':
			if (opt_long(optarg, 0, 1L << 30, &n) < 0) {
				mtk_warn("-n: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case O_TOPK:
			if (opt_long(optarg, 0, 1L << 30, &topk) < 0) {
				mtk_warn("--top-k: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case O_SAMPLES:
			if (opt_long(optarg, 1, 1 << 16, &ns) < 0) {
				mtk_warn("--samples: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case O_TEMP:
			if (opt_double(optarg, &temp) < 0 || temp < 0) {
				mtk_warn("--temperature: '%s': want a number >= 0", optarg);
				mtk_die_usage(usage);
			}
			break;
		case O_SEED:
			if (opt_u64(optarg, &seed) < 0) {
				mtk_warn("--seed: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		default: mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	/* common options with no meaning here: refused, not ignored */
	if (co.stats || co.strict || co.progress) {
		mtk_warn("%s", co.stats ? "--stats: msample writes no summary"
		         : co.strict ? "--strict: msample reads no records (a bad checkpoint is always an error)"
		         : "--progress: msample shows no progress (the tokens are the output)");
		exit(EXIT_USAGE);
	}
	if (!ckpt || optind < argc || (prompt && text) || (bytes && vocab) || (merges && !vocab)) {
		if (!ckpt)
			mtk_warn("--ckpt is required");
		mtk_die_usage(usage);
	}
	struct nn_ckpt st;
	if (nn_ckpt_header(ckpt, &st) < 0)
		mtk_die("%s", mtk_errmsg());
	int V = st.cfg.vocab, T = st.seq ? (int)st.seq : st.cfg.max_seq;
	if (bytes && ns > 1) {
		mtk_warn("--samples %ld with --bytes: the samples could not be told apart (write ids, or text"
		         " with --vocab)", ns);
		exit(EXIT_USAGE);
	}
	if (bytes && V > 256)
		mtk_die("--bytes: the model's vocabulary has %d ids, more than bytes", V);
	if (text && !vocab && V > 256) {   /* its bytes would be taken for token ids */
		mtk_warn("--text: the model's vocabulary has %d ids, not bytes: give its tokenizer with --vocab"
		         " (or the prompt's token ids with --prompt)", V);
		exit(EXIT_USAGE);
	}
	struct bpe tok;
	int nsample = V;   /* ids the sampler may pick */
	if (vocab) {
		if (bpe_load(&tok, vocab, merges) < 0)
			mtk_die("%s", mtk_errmsg());
		if ((int)tok.nvocab > V)
			mtk_die("%s: the tokenizer has %u ids, the model only %d", vocab, tok.nvocab, V);
		nsample = (int)tok.nvocab;   /* ids past the tokenizer's cannot be decoded */
	}

	/* the prompt: ids, or the bytes of a string for byte-level models */
	size_t cap = 16 + (size_t)n + (text ? strlen(text) : 0) + (prompt ? strlen(prompt) : 0);
	int32_t *ids = xmalloc(cap * sizeof(int32_t));
	size_t len = 0;
	if (text && vocab) {
		struct bpe_enc enc;
		struct bpe_ids got = {0};
		bpe_enc_init(&enc, &tok);
		bpe_encode(&enc, text, strlen(text), 1, &got);
		ids = xrealloc(ids, (got.n + cap) * sizeof(int32_t));
		cap += got.n;
		for (size_t i = 0; i < got.n; i++)
			ids[len++] = (int32_t)got.v[i];
		free(got.v);
		bpe_enc_release(&enc);
	} else if (text) {
		if (V < 256)
			mtk_die("--text: the model's vocabulary has %d ids, fewer than bytes (use --prompt)", V);
		for (const unsigned char *p = (const unsigned char *)text; *p; p++)
			ids[len++] = *p;
	} else if (prompt) {
		const char *p = prompt;
		while (*p) {
			char *e;
			errno = 0;
			long v = strtol(p, &e, 10);
			if (e == p || errno || v < 0 || v >= V)
				mtk_die("--prompt: '%s': want token ids in [0, %d) separated by spaces or commas", prompt, V);
			ids[len++] = (int32_t)v;
			p = e;
			while (*p == ' ' || *p == ',')
				p++;
		}
	}
	if (len == 0)
		ids[len++] = vocab && tok.eot != UINT32_MAX ? (int32_t)tok.eot : 0;

	/* the window never holds more than the prompt and the tokens to come, so
	 * the memory follows what is asked for, not the longest context the
	 * checkpoint claims (a small hostile file could claim 65,536 positions
	 * of a 65,536-id vocabulary: 17 GB of logits) */
	int slides = (size_t)T < len + (size_t)n;
	if (!slides)
		T = (int)(len + (size_t)n);

	struct nn_layout lay = {.tp = comm.size};
	if (comm.size > 1) {
		if (nn_layout_decide(&lay, comm.size, comm.rank, &st.cfg, T, 1, 1) < 0) {
			if (!comm.rank)   /* every rank finds it; one says it */
				mtk_warn("%d ranks split the model by tensor parallelism, as mtrain --tp %d: %s",
				         comm.size, comm.size, mtk_errmsg());
			/* and the others wait for it: mpirun kills rank 0 as
			 * soon as another rank exits with an error, before it
			 * has said why on a loaded machine */
			nn_comm_barrier(&comm);
			exit(EXIT_USAGE);
		}
		if (nn_layout_join(&lay, &comm) < 0)
			mtk_die("%s", mtk_errmsg());
	}

	/* -o: a temporary name renamed at the end, as for every command */
	const char *oname = co.out ? co.out : "stdout";
	wr_signal_cleanup();
	struct wr *out = comm.rank ? NULL : wr_open(co.out);
	if (!comm.rank && !out)
		mtk_die("%s", mtk_errmsg());
	struct buf ob = BUF_INIT;
	struct nn_be *be = nn_be_new(device, co.threads, NULL);
	if (!be)
		mtk_die("--device %s: %s", device, mtk_errmsg());
	int nccl;
	if (comm.size > 1 && nn_layout_attach(&lay, &comm, be, NN_COMM_AUTO, &nccl) < 0)
		mtk_die("%s", mtk_errmsg());
	/* the model's window holds every sample's where it is recomputed
	 * (a backend without the cache, or text past the positions) */
	int B = (int)ns, rows = slides || !be->ops->attention_decode ? B : 1;
	struct gpt g;
	if (gpt_alloc(&g, be, &st.cfg, rows, T, GPT_INFERENCE, comm.size > 1 ? &lay : NULL) < 0 ||
	    nn_ckpt_load(ckpt, &g, &st, 0) < 0)
		mtk_die("%s", mtk_errmsg());
	/* sample k's tokens in row k of all (the prompt copied into each);
	 * sample 0 draws from --seed's stream, so one sample is what it always
	 * was, sample k from a stream seeded by a hash of (seed, k) */
	int32_t *all = xmalloc((size_t)B * cap * sizeof *all), *col = xmalloc((size_t)B * sizeof *col);
	int32_t *win = xmalloc((size_t)B * T * sizeof *win);
	uint64_t *rng = xmalloc((size_t)B * sizeof *rng);
	for (int k = 0; k < B; k++) {
		memcpy(all + (size_t)k * cap, ids, len * sizeof *ids);
		uint64_t h = seed ^ ((uint64_t)k * 0xd1b54a32d192ed03ULL);
		rng[k] = k ? nn_rng_next(&h) : seed;
	}
	float *logits = xmalloc((size_t)B * V * sizeof(float)), *scratch = xmalloc(V * sizeof(float));
	struct buf txt = BUF_INIT;
	for (size_t i = 0; i < len && !vocab && B == 1; i++)
		bytes ? buf_putc(&ob, ids[i]) : buf_printf(&ob, i ? " %d" : "%d", ids[i]);
	put(out, &ob, oname);
	/* A key/value cache where the backend has one (the CPU's): each token
	 * one row a sample through the model, the samples side by side. Without
	 * it, or once the text is longer than the model's positions (the window
	 * slides: every position moves), the samples' windows are recomputed
	 * for each token, together. */
	struct gpt_cache kv;
	int cached = len < (size_t)T && gpt_cache_init(&g, &kv, B, T) == 0;
	if (!cached && rows < B)   /* the cache was planned on and could not be had */
		mtk_die("%s", mtk_errmsg());
	for (size_t i = 0; cached && i < len; i++) {
		for (int k = 0; k < B; k++)
			col[k] = ids[i];
		gpt_decode(&g, &kv, col, logits);
	}
	for (long j = 0; j < n; j++) {
		if (!cached) {
			/* the last w <= T tokens of each sample, padded to T: causal
			 * attention keeps the padding out of position w - 1, and the
			 * products keep one shape (cuBLASLt plans one per shape) */
			size_t from = len > (size_t)T ? len - T : 0;
			int w = (int)(len - from);
			memset(win, 0, (size_t)B * T * sizeof *win);
			for (int k = 0; k < B; k++)
				memcpy(win + (size_t)k * T, all + (size_t)k * cap + from, (size_t)w * sizeof *win);
			gpt_forward(&g, win, NULL, B, T, 0);
			for (int k = 0; k < B; k++)
				gpt_logits(&g, k, w - 1, logits + (size_t)k * V);
		}
		for (int k = 0; k < B; k++)
			all[(size_t)k * cap + len] = col[k] =
				pick(logits + (size_t)k * V, scratch, nsample, temp, (int)topk, &rng[k]);
		len++;
		if (cached && j + 1 < n) {
			if (kv.n < kv.Tc) {
				gpt_decode(&g, &kv, col, logits);
			} else {
				gpt_cache_release(&g, &kv);
				cached = 0;
			}
		}
		if (vocab || B > 1)
			continue;
		if (bytes)
			buf_putc(&ob, col[0]);
		else
			buf_printf(&ob, " %d", col[0]);
		put(out, &ob, oname);
	}
	for (int k = 0; k < B; k++) {
		const int32_t *row = all + (size_t)k * cap;
		if (vocab) {
			/* the prompt's own text, then the continuation: decoding ids
			 * one by one could split a multi-byte character, so decode
			 * once; several samples as JSONL documents, whose text may
			 * hold newlines */
			if (bpe_decode(&tok, (const uint32_t *)row, len, &txt) < 0)
				mtk_die("%s", mtk_errmsg());
			if (B > 1) {
				buf_printf(&ob, "{\"id\":\"%d\",\"text\":", k);
				json_put_str(&ob, txt.p, txt.len);
				buf_putc(&ob, '}');
			} else {
				buf_add(&ob, txt.p, txt.len);
			}
			buf_putc(&ob, '\n');
			buf_clear(&txt);
		} else if (B > 1) {
			for (size_t i = 0; i < len; i++)
				buf_printf(&ob, i ? " %d" : "%d", row[i]);
			buf_putc(&ob, '\n');
		} else if (!bytes) {
			buf_putc(&ob, '\n');
		}
		put(out, &ob, oname);
	}
	buf_release(&txt);
	if (vocab)
		bpe_release(&tok);
	put(out, &ob, oname);
	if (out && wr_close(out) < 0)
		mtk_die("%s", mtk_errmsg());
	buf_release(&ob);
	if (cached)
		gpt_cache_release(&g, &kv);
	gpt_release(&g);
	nn_layout_release(&lay);
	nn_be_free(be);
	free(ids);
	free(all);
	free(win);
	free(col);
	free(rng);
	free(logits);
	free(scratch);
	nn_comm_free(&comm);
	return EXIT_OK;
}
