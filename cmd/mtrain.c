/* mtrain: train a GPT on Megatron shards, in one process or as data-parallel
 * ranks under mpirun or srun. See man/mtrain.1. */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "blend.h"
#include "buf.h"
#include "err.h"
#include "nn/comm.h"
#include "nn/data.h"
#include "nn/gpt.h"
#include "nn/layout.h"
#include "nn/prof.h"
#include "nn/run.h"
#include "nn/sched.h"
#include "nn/trace.h"
#include "nn/train.h"
#include "opt.h"
#include "stats.h"

/* one string, longer than the 4095 bytes ISO C promises: GCC and Clang
 * take any length */
#pragma GCC diagnostic ignored "-Woverlength-strings"
static const char usage[] =
	"usage: mtrain --data [W1] PREFIX1 [W2 PREFIX2 ...] [--device cpu|cuda]\n"
	"              [--act bf16|fp32] [--matmul tf32|fp32|bf16] [--attn-bwd recompute|atomic]\n"
	"              [--tune-file FILE]\n"
	"              [--model d12 | --layers L --heads A --dim H] [--vocab V] [--seq T]\n"
	"              [--batch B] [--global-batch G] [--steps N] [--lr X] [--min-lr X]\n"
	"              [--warmup N] [--decay cosine|linear|constant] [--weight-decay X]\n"
	"              [--adam-beta1 X] [--adam-beta2 X] [--adam-eps X]\n"
	"              [--clip X] [--seed S] [--log FILE] [--ckpt DIR] [--ckpt-every N]\n"
	"              [--keep K] [--resume] [--init-from CKPT] [--split 99,1] [--eval-every N]\n"
	"              [--eval-batches N] [--recompute none|selective|full[:N]] [--stop-at N]\n"
	"              [--distributed-optimizer] [--tp T] [--pp P] [--sp] [--virtual-stages V]\n"
	"              [--schedule 1f1b|gpipe] [--dropout P] [--attn-dropout P] [--schedule-only]\n"
	"              [--trace FILE] [--comm auto|nccl|mpi] [--profile] [--stats FILE] [-q] [-v]\n"
	"              [-j threads]\n"
	"       mpirun -np N mtrain ...\n"
	"       srun --ntasks N mtrain ...\n"
	"\n"
	"Train a GPT on Megatron shards (mtok's output), on one process or as\n"
	"ranks under mpirun or srun (data, tensor, sequence and pipeline parallelism).\n"
	"\n"
	"Data\n"
	"      --data [W] PREFIX.. shards by prefix, optional weights; @FILE: a blend\n"
	"      --split TRAIN,VALID document split (default 99,1)\n"
	"      --seed S            init and data order seed (1234)\n"
	"Model\n"
	"      --model d12         GPT-2 d12, d24, d36 or d48 (default d12)\n"
	"      --layers L, --heads A, --dim H   an explicit shape\n"
	"      --vocab V           vocabulary size (default 50257)\n"
	"      --seq T             sequence length (the model's positions)\n"
	"Optimizer\n"
	"      --batch B           micro-batch in sequences (default 4)\n"
	"      --global-batch G    sequences per step, a multiple of B (B)\n"
	"      --steps N           optimizer steps (default 1000)\n"
	"      --lr X, --min-lr X  peak and final learning rate (6e-4, lr/10)\n"
	"      --warmup N          linear warmup steps (default 0)\n"
	"      --decay SHAPE       cosine (default), linear or constant\n"
	"      --weight-decay X    AdamW weight decay (default 0.1)\n"
	"      --adam-beta1 X, --adam-beta2 X, --adam-eps X   (0.9, 0.95, 1e-8)\n"
	"      --clip X            clip the global gradient norm (1; 0: off)\n"
	"      --dropout P         hidden dropout (default 0)\n"
	"      --attn-dropout P    attention dropout (default 0)\n"
	"Checkpoints and logs\n"
	"      --log FILE          one JSON line per step\n"
	"      --ckpt DIR          write DIR/model.ckpt\n"
	"      --ckpt-every N      also every N steps (0: at the end only)\n"
	"      --keep K            keep the last K checkpoints (0: one file)\n"
	"      --resume            continue from DIR/model.ckpt\n"
	"      --init-from CKPT    start from a checkpoint's parameters\n"
	"      --stop-at N         stop after step N, as if preempted\n"
	"      --eval-every N      validation loss every N steps (0: never)\n"
	"      --eval-batches N    micro-batches per evaluation (default 8)\n"
	"Device and memory\n"
	"      --device cpu|cuda   backend (default cpu)\n"
	"      --act bf16|fp32     cuda: activation storage (default bf16)\n"
	"      --matmul tf32|fp32|bf16   cuda, fp32 activations: product math (tf32)\n"
	"      --attn-bwd recompute|atomic   cuda: attention backward (recompute)\n"
	"      --tune-file FILE    cuda: tuned products (DIR/cublaslt-tune.txt)\n"
	"      --recompute none|selective|full[:N]   what to recompute (none)\n"
	"      --profile           where a step's time went, at the end\n"
	"      --trace FILE        each rank's passes as a Chrome trace (JSON)\n"
	"      --stats FILE        the run's summary (steps, tokens, loss) as JSON\n"
	"  -j, --threads N         CPU backend threads (0: all cores; default 1)\n"
	"Parallelism\n"
	"      --distributed-optimizer   AdamW's moments sharded over data ranks\n"
	"      --tp T              tensor-parallel ranks (default 1)\n"
	"      --pp P              pipeline stages (default 1)\n"
	"      --sp                sequence parallelism (needs --tp)\n"
	"      --virtual-stages V  layer chunks a stage (default 1; 2+: interleaved)\n"
	"      --schedule KIND     1f1b (default) or gpipe\n"
	"      --schedule-only     print the pipeline schedule, exit\n"
	"      --comm WAY          cuda: collectives by nccl, mpi or auto (NCCL where\n"
	"                          each rank has a GPU of its own)\n"
	"  -q, -v, -h, -V\n";

enum {
	O_DATA = OPT_COMMON_LAST + 1, O_DEVICE, O_MODEL, O_LAYERS, O_HEADS, O_DIM, O_VOCAB, O_SEQ,
	O_BATCH, O_GBATCH, O_STEPS, O_LR, O_MINLR, O_WARMUP, O_DECAY, O_WD, O_CLIP, O_SEED, O_LOG,
	O_CKPT, O_CKPT_EVERY, O_RESUME, O_INIT, O_SPLIT, O_EVAL, O_EVALB, O_RECOMP, O_STOP, O_KEEP,
	O_BETA1, O_BETA2, O_EPS, O_PROFILE, O_DISTOPT, O_TP, O_PP, O_SP, O_VSTAGES, O_ACT, O_MATMUL, O_ATTN_BWD,
	O_TUNE_FILE, O_DROPOUT, O_ATTN_DROPOUT, O_SCHEDULE, O_SCHEDKIND, O_TRACE, O_COMM,
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"data", required_argument, 0, O_DATA}, {"device", required_argument, 0, O_DEVICE},
	{"model", required_argument, 0, O_MODEL}, {"layers", required_argument, 0, O_LAYERS},
	{"heads", required_argument, 0, O_HEADS}, {"dim", required_argument, 0, O_DIM},
	{"vocab", required_argument, 0, O_VOCAB}, {"seq", required_argument, 0, O_SEQ},
	{"batch", required_argument, 0, O_BATCH}, {"global-batch", required_argument, 0, O_GBATCH},
	{"steps", required_argument, 0, O_STEPS}, {"lr", required_argument, 0, O_LR},
	{"min-lr", required_argument, 0, O_MINLR}, {"warmup", required_argument, 0, O_WARMUP},
	{"decay", required_argument, 0, O_DECAY}, {"weight-decay", required_argument, 0, O_WD},
	{"clip", required_argument, 0, O_CLIP}, {"seed", required_argument, 0, O_SEED},
	{"log", required_argument, 0, O_LOG}, {"ckpt", required_argument, 0, O_CKPT},
	{"ckpt-every", required_argument, 0, O_CKPT_EVERY}, {"resume", no_argument, 0, O_RESUME},
	{"init-from", required_argument, 0, O_INIT}, {"split", required_argument, 0, O_SPLIT},
	{"eval-every", required_argument, 0, O_EVAL}, {"eval-batches", required_argument, 0, O_EVALB},
	{"recompute", required_argument, 0, O_RECOMP}, {"stop-at", required_argument, 0, O_STOP},
	{"keep", required_argument, 0, O_KEEP}, {"adam-beta1", required_argument, 0, O_BETA1},
	{"adam-beta2", required_argument, 0, O_BETA2}, {"adam-eps", required_argument, 0, O_EPS},
	{"profile", no_argument, 0, O_PROFILE}, {"distributed-optimizer", no_argument, 0, O_DISTOPT},
	{"tp", required_argument, 0, O_TP}, {"pp", required_argument, 0, O_PP},
	{"sp", no_argument, 0, O_SP}, {"virtual-stages", required_argument, 0, O_VSTAGES},
	{"act", required_argument, 0, O_ACT}, {"matmul", required_argument, 0, O_MATMUL},
	{"attn-bwd", required_argument, 0, O_ATTN_BWD}, {"tune-file", required_argument, 0, O_TUNE_FILE},
	{"dropout", required_argument, 0, O_DROPOUT}, {"schedule-only", no_argument, 0, O_SCHEDULE}, {"attn-dropout", required_argument, 0, O_ATTN_DROPOUT},
	{"schedule", required_argument, 0, O_SCHEDKIND}, {"trace", required_argument, 0, O_TRACE},
	{"comm", required_argument, 0, O_COMM},
	{0, 0, 0, 0},
};

static long num(const char *opt, const char *s, long min, long max)
{
	long v;
	if (opt_long(s, min, max, &v) < 0) {
		mtk_warn("%s: %s", opt, mtk_errmsg());
		mtk_die_usage(usage);
	}
	return v;
}

static double real(const char *opt, const char *s, double min)
{
	double v;
	if (opt_double(s, &v) < 0 || v < min) {
		mtk_warn("%s: '%s': want a number >= %g", opt, s, min);
		mtk_die_usage(usage);
	}
	return v;
}

/* an AdamW beta: in [0, 1) */
static double beta(const char *opt, const char *s)
{
	double v = real(opt, s, 0);
	if (v >= 1) {
		mtk_warn("%s: '%s': want a number in [0, 1)", opt, s);
		mtk_die_usage(usage);
	}
	return v;
}

/* SIGINT / SIGTERM (Slurm's preemption signal) / SIGUSR1 (what mpirun
 * forwards to its ranks; Slurm's --signal): finish the step, write the
 * checkpoint, exit; a second signal kills as usual. The ranks of a job
 * agree on the step to stop at (nn_comm_any). */
static volatile sig_atomic_t stop_signal;

static void on_signal(int sig)
{
	stop_signal = sig;
	signal(sig, SIG_DFL);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* "0.7 a 0.3 b" or "a b" (equal weights) */
static void parse_data(char **items, int n, char ***prefixes, double **weights, int *count)
{
	double w;
	int weighted = n > 0 && opt_double(items[0], &w) == 0;
	if (n == 0)
		mtk_die_usage(usage);
	if (weighted && n % 2) {
		mtk_warn("--data: weights and prefixes must come in pairs (got %d items)", n);
		mtk_die_usage(usage);
	}
	*count = weighted ? n / 2 : n;
	*prefixes = xcalloc(*count, sizeof **prefixes);
	*weights = xcalloc(*count, sizeof **weights);
	for (int i = 0; i < *count; i++) {
		if (weighted) {
			(*weights)[i] = real("--data weight", items[2 * i], 0);
			(*prefixes)[i] = items[2 * i + 1];
			if ((*weights)[i] <= 0) {
				mtk_warn("--data: weight of %s must be positive", items[2 * i + 1]);
				mtk_die_usage(usage);
			}
		} else {
			(*weights)[i] = 1;
			(*prefixes)[i] = items[i];
		}
	}
}

/* --schedule-only: each pipeline stage's order of passes for this layout
 * (nn/sched.h), and the simulated step: the bubble against the papers'
 * (p - 1)/(v m), the activations a stage holds */
static void print_schedule(const struct nn_layout *l)
{
	int p = l->pp, v = l->vstages, m = l->micro, per = 2 * m * v;
	if (p == 1) {
		printf("one pipeline stage (--pp 1): no schedule; %d micro-batches a step a rank\n", m);
		return;
	}
	enum nn_sched_kind k = l->sched;
	struct nn_sched_step *x = xmalloc((size_t)per * sizeof *x);
	struct nn_sched_stats st;
	printf("%s, %d stages, %d chunks a stage, %d micro-batches a step\n",
	       nn_sched_kind_name(k), p, v, m);
	for (int s = 0; s < p; s++) {
		if (nn_sched_build(k, p, s, m, v, x) < 0)
			mtk_die("%s", mtk_errmsg());
		printf("stage %d:", s);
		for (int i = 0; i < per; i++) {
			char nm[32];
			printf(" %s", nn_sched_name(&x[i], nm, sizeof nm));
		}
		putchar('\n');
	}
	if (nn_sched_sim(k, p, m, v, &st) < 0)
		mtk_die("%s", mtk_errmsg());
	printf("bubble %.4f of the ideal step ((p - 1)/(v m) = %.4f); at most %d chunk activations held"
	       " (%.2f stages' worth)\n", st.bubble, (double)(p - 1) / (v * m), st.max_inflight,
	       (double)st.max_inflight / v);
	free(x);
}

int main(int argc, char **argv)
{
	mtk_prog = "mtrain";
	struct nn_comm comm;
	if (nn_comm_init(&comm, &argc, &argv) < 0)
		mtk_die("%s", mtk_errmsg());
	int rank = comm.rank;
	char progname[32];
	if (rank) {   /* rank 0 logs and writes; the others say only what goes wrong */
		snprintf(progname, sizeof progname, "mtrain[rank %d]", rank);
		mtk_prog = progname;
	}
	struct common co = {0};
	const char *device = "cpu", *model = NULL, *logpath = NULL, *ckdir = NULL, *init_from = NULL;
	const char *trace_path = NULL;
	enum nn_comm_way comm_way = NN_COMM_AUTO;
	struct gpt_config cfg = {0};
	long seq = 0, B = 4, G = 0, steps = 1000, warmup = 0, eval_every = 0, eval_batches = 8;
	long ckpt_every = 0, stop_at = 0, keep = 0;
	double lr = 6e-4, min_lr = -1, wd = 0.1, clip = 1.0, split[2] = {99, 1};
	double beta1 = 0.9, beta2 = 0.95, eps = 1e-8;   /* GPT-3's, Megatron's --adam-* */
	double dropout = 0, attn_dropout = 0;
	uint64_t seed = 1234;
	int resume = 0, profile = 0, schedule_only = 0;
	struct nn_layout lay = {0};   /* the options; nn_layout_decide the rest */
	struct nn_cuda_opts cuda = {.device = -1};   /* --device cuda's words; NULL: their defaults */
	struct buf picks = BUF_INIT;
	const char *tune_file = NULL;   /* --tune-file; default beside the checkpoint */
	enum nn_decay decay = NN_DECAY_COSINE;
	enum gpt_recompute rc = GPT_RECOMPUTE_NONE;
	char **items = xcalloc(argc + 1, sizeof *items);
	int nitems = 0, c;

	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case O_DATA: items[nitems++] = optarg; break;
		case O_DEVICE: device = optarg; break;
		case O_ACT: cuda.act = optarg; break;
		case O_MATMUL: cuda.math = optarg; break;
		case O_ATTN_BWD: cuda.attn_bwd = optarg; break;
		case O_TUNE_FILE: tune_file = optarg; break;
		case O_MODEL: model = optarg; break;
		case O_LAYERS: cfg.layers = (int)num("--layers", optarg, 1, 4096); break;
		case O_HEADS: cfg.heads = (int)num("--heads", optarg, 1, 1 << 12); break;
		case O_DIM: cfg.dim = (int)num("--dim", optarg, 1, 1 << 16); break;
		case O_VOCAB: cfg.vocab = (int)num("--vocab", optarg, 1, 1 << 30); break;
		case O_SEQ: seq = num("--seq", optarg, 1, 1 << 20); break;
		case O_BATCH: B = num("--batch", optarg, 1, 1 << 20); break;
		case O_GBATCH: G = num("--global-batch", optarg, 1, 1 << 30); break;
		case O_STEPS: steps = num("--steps", optarg, 1, 1L << 40); break;
		case O_LR: lr = real("--lr", optarg, 0); break;
		case O_MINLR: min_lr = real("--min-lr", optarg, 0); break;
		case O_WARMUP: warmup = num("--warmup", optarg, 0, 1L << 40); break;
		case O_WD: wd = real("--weight-decay", optarg, 0); break;
		case O_CLIP: clip = real("--clip", optarg, 0); break;
		case O_BETA1: beta1 = beta("--adam-beta1", optarg); break;
		case O_DROPOUT: dropout = beta("--dropout", optarg); break;
		case O_SCHEDULE: schedule_only = 1; break;
		case O_ATTN_DROPOUT: attn_dropout = beta("--attn-dropout", optarg); break;
		case O_BETA2: beta2 = beta("--adam-beta2", optarg); break;
		case O_EPS:
			eps = real("--adam-eps", optarg, 0);
			if (!(eps > 0)) {
				mtk_warn("--adam-eps: '%s': want a number > 0", optarg);
				mtk_die_usage(usage);
			}
			break;
		case O_SEED: {
			uint64_t v;
			if (opt_u64(optarg, &v) < 0) {
				mtk_warn("--seed: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			seed = v;
			break;
		}
		case O_DECAY:
			if (!strcmp(optarg, "cosine")) decay = NN_DECAY_COSINE;
			else if (!strcmp(optarg, "linear")) decay = NN_DECAY_LINEAR;
			else if (!strcmp(optarg, "constant")) decay = NN_DECAY_CONSTANT;
			else { mtk_warn("--decay: '%s': want cosine, linear or constant", optarg); mtk_die_usage(usage); }
			break;
		case O_RECOMP:
			if (!strcmp(optarg, "none")) rc = GPT_RECOMPUTE_NONE;
			else if (!strcmp(optarg, "selective")) rc = GPT_RECOMPUTE_SELECTIVE;
			else if (!strcmp(optarg, "full")) rc = GPT_RECOMPUTE_FULL + (1 << 12);   /* every layer */
			else if (!strncmp(optarg, "full:", 5))
				rc = GPT_RECOMPUTE_FULL + (int)num("--recompute full:N", optarg + 5, 1, 1 << 12);
			else { mtk_warn("--recompute: '%s': want none, selective, full or full:N", optarg); mtk_die_usage(usage); }
			break;
		case O_LOG: logpath = optarg; break;
		case O_CKPT: ckdir = optarg; break;
		case O_CKPT_EVERY: ckpt_every = num("--ckpt-every", optarg, 0, 1L << 40); break;
		case O_RESUME: resume = 1; break;
		case O_INIT: init_from = optarg; break;
		case O_SPLIT: {
			char *comma = strchr(optarg, ',');
			struct buf a = BUF_INIT;
			if (!comma) {
				mtk_warn("--split: '%s': want TRAIN,VALID[,TEST]", optarg);
				mtk_die_usage(usage);
			}
			buf_add(&a, optarg, comma - optarg);
			char *comma2 = strchr(comma + 1, ',');   /* a test share is accepted and unused */
			struct buf b = BUF_INIT;
			buf_add(&b, comma + 1, comma2 ? (size_t)(comma2 - comma - 1) : strlen(comma + 1));
			split[0] = real("--split", a.p, 0);
			split[1] = real("--split", b.p, 0);
			buf_release(&a);
			buf_release(&b);
			break;
		}
		case O_EVAL: eval_every = num("--eval-every", optarg, 0, 1L << 40); break;
		case O_EVALB: eval_batches = num("--eval-batches", optarg, 1, 1 << 20); break;
		case O_STOP: stop_at = num("--stop-at", optarg, 1, 1L << 40); break;
		case O_KEEP: keep = num("--keep", optarg, 0, 1L << 30); break;
		case O_PROFILE: profile = 1; break;
		case O_TRACE: trace_path = optarg; break;
		case O_COMM:
			if (!strcmp(optarg, "auto") || !strcmp(optarg, "nccl") || !strcmp(optarg, "mpi"))
				comm_way = *optarg == 'a' ? NN_COMM_AUTO : *optarg == 'n' ? NN_COMM_DEVICE : NN_COMM_HOST;
			else {
				mtk_warn("--comm %s: want auto, nccl or mpi", optarg);
				mtk_die_usage(usage);
			}
			break;
		case O_DISTOPT: lay.distopt = 1; break;
		case O_TP: lay.tp = (int)num("--tp", optarg, 1, 1 << 16); break;
		case O_PP: lay.pp = (int)num("--pp", optarg, 1, 1 << 16); break;
		case O_SP: lay.sp = 1; break;
		case O_VSTAGES: lay.vstages = (int)num("--virtual-stages", optarg, 1, 1 << 12); break;
		case O_SCHEDKIND:
			if (!strcmp(optarg, "gpipe") || !strcmp(optarg, "1f1b"))
				lay.gpipe = optarg[0] == 'g';
			else {
				mtk_warn("--schedule %s: want 1f1b or gpipe", optarg);
				mtk_die_usage(usage);
			}
			break;
		default: mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	/* common options with no meaning here: refused, not ignored */
	if (co.out || co.strict || co.progress) {
		mtk_warn("%s", co.out ? "-o: mtrain writes no output stream (see --ckpt DIR and --log FILE)"
		         : co.strict ? "--strict: mtrain checks every shard before training; there is no malformed record to skip"
		         : "--progress: mtrain prints a line per step anyway (-q hides them)");
		exit(EXIT_USAGE);
	}
	if (rank && mtk_verbosity > 0)
		mtk_verbosity = 0;
	for (int i = optind; i < argc; i++)
		items[nitems++] = argv[i];
	if (nitems == 0 && !schedule_only) {
		mtk_warn("--data is required");
		mtk_die_usage(usage);
	}
	/* --data @FILE: the blend file's words in its place (lib/blend.h) */
	char **prefixes = NULL;
	double *weights = NULL;
	int ndata = 0;
	struct blend_words bw = {0};
	if (blend_expand(items, nitems, &bw) < 0) {
		mtk_warn("--data @%s", mtk_errmsg());
		exit(EXIT_USAGE);
	}
	char **expanded = xcalloc((size_t)bw.n + 1, sizeof *expanded);
	for (int i = 0; i < bw.n; i++)
		expanded[i] = bw.v[i].s;
	if (bw.n || !schedule_only)   /* --schedule-only needs no data */
		parse_data(expanded, bw.n, &prefixes, &weights, &ndata);

	/* model shape: a preset, explicit sizes, or both (explicit wins) */
	struct gpt_config base = {0};
	if (model || !(cfg.layers || cfg.heads || cfg.dim)) {
		if (gpt_preset(&base, model ? model : "d12") < 0) {
			mtk_warn("--model: %s", mtk_errmsg());
			mtk_die_usage(usage);
		}
	} else {
		if (!cfg.layers || !cfg.heads || !cfg.dim) {
			mtk_warn("--layers, --heads and --dim go together (or use --model)");
			mtk_die_usage(usage);
		}
		base.vocab = 50257;
		base.max_seq = seq ? (int)seq : 1024;
	}
	if (cfg.layers) base.layers = cfg.layers;
	if (cfg.heads) base.heads = cfg.heads;
	if (cfg.dim) base.dim = cfg.dim;
	if (cfg.vocab) base.vocab = cfg.vocab;
	cfg = base;
	if (!seq)
		seq = cfg.max_seq;
	if (!G)
		G = B;
	const char *bad = NULL;
	struct buf why = BUF_INIT;
	if (seq > cfg.max_seq)
		buf_printf(&why, "--seq %ld is longer than the model's %d positions", seq, cfg.max_seq);
	else if (gpt_config_check(&cfg) < 0)
		buf_puts(&why, mtk_errmsg());
	else if (G % B)
		buf_printf(&why, "--global-batch %ld is not a multiple of --batch %ld", G, B);
	/* --schedule-only on one process: the layout's tp x pp ranks */
	else if (nn_layout_decide(&lay, schedule_only && comm.size == 1 ? (lay.tp > 1 ? lay.tp : 1) *
	                          (lay.pp > 1 ? lay.pp : 1) : comm.size, rank, &cfg, (int)seq, B, G) < 0)
		buf_puts(&why, mtk_errmsg());
	else if (lay.distopt && gpt_num_params(&cfg) > INT32_MAX)   /* MPI's int counts and displacements */
		buf_printf(&why, "--distributed-optimizer: %zu parameters: at most 2^31 - 1 for now",
		           gpt_num_params(&cfg));
	else if (init_from && resume)
		bad = "--resume and --init-from exclude each other";
	else if (resume && !ckdir)
		bad = "--resume needs --ckpt DIR";
	else if (keep && !ckdir)
		bad = "--keep needs --ckpt DIR";
	else if (comm_way == NN_COMM_DEVICE && strcasecmp(device, "cuda"))
		bad = "--comm nccl needs --device cuda";
	if (bad || why.len) {
		mtk_warn("%s", bad ? bad : why.p);
		mtk_die_usage(usage);
	}
	buf_release(&why);
	if (schedule_only) {
		print_schedule(&lay);
		exit(EXIT_OK);
	}
	if (nn_layout_join(&lay, &comm) < 0)
		mtk_die("%s", mtk_errmsg());
	if (min_lr < 0)
		min_lr = lr / 10;

	/* everything that can be wrong with the inputs is found before training */
	struct buf ckpath = BUF_INIT;
	struct nn_ckpt st = {0};
	int have_ckpt = 0;
	if (ckdir) {
		if (mkdir(ckdir, 0777) < 0 && errno != EEXIST)
			mtk_die("%s: %s", ckdir, strerror(errno));
		buf_printf(&ckpath, "%s/model.ckpt", ckdir);
	}
	/* the CUDA backend's tuned cuBLASLt picks, by default beside the
	 * checkpoint, so that --resume computes with the algorithms the run
	 * started with: bit-exact (kernels/matmul.cuh) */
	if (tune_file)
		buf_puts(&picks, tune_file);
	else if (ckdir)
		buf_printf(&picks, "%s/cublaslt-tune.txt", ckdir);
	if (picks.len) {
		if (lay.world > 1)   /* each rank its own: they tune apart */
			buf_printf(&picks, ".rank%d", rank);
		cuda.picks = picks.p;
	}
	if (resume) {
		if (access(ckpath.p, F_OK) == 0) {
			if (nn_ckpt_header(ckpath.p, &st) < 0)
				mtk_die("%s", mtk_errmsg());
			have_ckpt = 1;
			if (st.seq != (uint32_t)seq || st.global_batch != (uint32_t)G || st.seed != seed)
				mtk_die("%s: written by a run with --seq %u --global-batch %u --seed %llu;"
				        " this run has --seq %ld --global-batch %ld --seed %llu", ckpath.p,
				        st.seq, st.global_batch, (unsigned long long)st.seed, seq, G,
				        (unsigned long long)seed);
		} else {
			mtk_info(1, "%s: no checkpoint yet, starting from step 0", ckpath.p);
		}
	}
	struct nn_be *be = nn_be_new(device, co.threads, &cuda);
	if (!be)
		mtk_die("--device %s: %s", device, mtk_errmsg());
	int nccl = 0;
	if (nn_layout_attach(&lay, &comm, be, comm_way, &nccl) < 0)
		mtk_die("%s", mtk_errmsg());
	struct nn_data data;
	if (nn_data_open(&data, ndata, prefixes, weights, split, (int)seq, seed, cfg.vocab) < 0)
		mtk_die("%s", mtk_errmsg());
	if (eval_every && nn_data_tokens(&data, NN_VALID) == 0)
		mtk_die("--eval-every: the validation split is empty (see --split)");
	struct gpt g;
	/* a resumed run's parameters and moments all come from its checkpoint */
	if ((have_ckpt ? gpt_alloc(&g, be, &cfg, (int)B, (int)seq, rc, &lay)
	               : gpt_init_layout(&g, be, &cfg, (int)B, (int)seq, rc, seed, &lay)) < 0 ||
	    gpt_set_dropout(&g, (float)dropout, (float)attn_dropout, seed ^ 0x64726f706f7574ULL) < 0)
		mtk_die("%s", mtk_errmsg());
	if (lay.distopt) {
		size_t lo, hi;
		nn_layout_opt_range(&lay, g.nparams, &lo, &hi);
		if (gpt_shard_optimizer(&g, lo, hi) < 0)
			mtk_die("%s", mtk_errmsg());
	}
	long start = 0;
	if (have_ckpt) {
		if (nn_ckpt_load(ckpath.p, &g, &st, 1) < 0)
			mtk_die("%s", mtk_errmsg());
		start = (long)st.step;
		mtk_info(1, "resuming from %s at step %ld", ckpath.p, start);
	} else if (init_from) {
		struct nn_ckpt ist;
		if (nn_ckpt_load(init_from, &g, &ist, 0) < 0)
			mtk_die("%s", mtk_errmsg());
		mtk_info(1, "initialised from %s (step %llu)", init_from, (unsigned long long)ist.step);
	}
	FILE *logf = NULL;
	if (logpath && !rank && !(logf = nn_log_open(logpath, start)))
		mtk_die("%s: %s", logpath, strerror(errno));

	struct nn_hparams h = {.B = (int)B, .T = (int)seq, .accum = lay.micro, .wd = (float)wd,
	                       .beta1 = (float)beta1, .beta2 = (float)beta2, .eps = (float)eps, .clip = (float)clip};
	h.sched = (struct nn_sched){.lr = lr, .min_lr = min_lr, .warmup = warmup, .steps = steps,
	                            .decay = decay};
	double fpt = gpt_flops_per_token(&cfg, (int)seq), peak = nn_be_peak_flops(be);
	char desc[512], ranks[320] = "", pipe[96] = "";
	if (lay.pp > 1)
		snprintf(pipe, sizeof pipe, " x pipeline %d (%s%s)", lay.pp,
		         nn_sched_kind_name(lay.sched),
		         lay.vstages > 1 ? ", virtual stages" : "");
	if (lay.world > 1)
		snprintf(ranks, sizeof ranks, "; %d ranks: data %d x tensor %d%s%s%s, collectives by %s", lay.world,
		         lay.dp, lay.tp, lay.sp ? " (sequence parallel)" : "", pipe,
		         lay.distopt ? ", distributed optimizer" : "", nccl ? "NCCL" : "MPI");
	mtk_info(1, "model: %d layers, %d heads, dim %d, vocab %d (padded %d), seq %ld: %.2fM parameters;"
	         " batch %ld x %ld, %ld per step%s; %s",
	         cfg.layers, cfg.heads, cfg.dim, cfg.vocab, g.cfg.vocab_padded, seq, g.nparams / 1e6,
	         B, seq, G, ranks, nn_be_describe(be, desc, sizeof desc));
	{   /* activation memory: the arena, and a layer's share next to the formula */
		char expr[160];
		struct gpt_config less = cfg;
		less.layers--;
		size_t lb = gpt_layer_bytes(&cfg, (int)B, (int)seq, rc, be->act_dtype, lay.tp, lay.sp, expr, sizeof expr);
		size_t grow = g.arena_bytes - (less.layers ? gpt_arena_bytes(&less, (int)B, (int)seq, rc, be->act_dtype,
		                                                              lay.tp, lay.sp) : 0);
		if (lay.pp > 1)   /* a stage's layers, for each micro-batch in flight */
			mtk_info(1, "activations: %.1f MiB on stage %d, %d micro-batch%s of %d layers in flight;"
			         " a layer by Korthikanti et al.'s formula as mtk keeps them %s = %.2f MiB",
			         g.arena_bytes / 1048576.0, lay.pp_rank, g.nslots, g.nslots == 1 ? "" : "es", g.Lc,
			         expr, lb / 1048576.0);
		else
			mtk_info(1, "activations: %.1f MiB a rank; a layer %.2f MiB, by Korthikanti et al.'s formula as mtk"
			         " keeps them %s = %.2f MiB (s b = %ld x %ld, h = %d, a = %d, t = %d)",
			         g.arena_bytes / 1048576.0, grow / 1048576.0, expr, lb / 1048576.0, seq, B, cfg.dim,
			         cfg.heads, lay.tp);
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGUSR1, on_signal);
	struct nn_prof *prof = NULL;
	if (profile && !(prof = nn_prof_attach(be)))
		mtk_die("--profile: %s", mtk_errmsg());
	struct nn_trace trace;
	if (trace_path) {
		if (nn_trace_start(&trace, &comm, trace_path) < 0)
			mtk_die("%s", mtk_errmsg());
		g.trace = &trace;
	}
	struct nn_step_out o = {0};
	long s, nrun = 0;   /* steps this run trained */
	double run_s = 0, last_vl = -1;
	int rcode = EXIT_OK, log_err = 0;
	for (s = start + 1; s <= steps; s++) {
		double t0 = now();
		nn_train_step(&g, &data, &h, s, &o);
		double dt = now() - t0;
		nrun++;
		run_s += dt;
		if (prof)   /* the first step tunes and allocates: not counted */
			nn_prof_step(prof, s > start + 1, dt * 1e3);
		if (!isfinite(o.loss)) {
			mtk_warn("step %ld: loss is %g; stopping", s, o.loss);
			rcode = EXIT_DATA;
			break;
		}
		double tps = (double)G * seq / dt, mfu = tps * fpt / (peak * lay.world);   /* all ranks' */
		double mem = be->bytes_in_use / 1048576.0;
		double vl = -1;
		if (eval_every && (s % eval_every == 0 || s == steps))
			vl = last_vl = nn_eval(&g, &data, (int)B, (int)seq, (int)eval_batches);
		if (mtk_verbosity >= 1) {
			fprintf(stderr, "step %ld/%ld | loss %.4f | lr %.3e | norm %.3f | %.0f tok/s | mfu %.2f%% | mem %.0f MiB | %.0f ms",
			        s, steps, o.loss, o.lr, o.grad_norm, tps, 100 * mfu, mem, dt * 1e3);
			if (vl >= 0)
				fprintf(stderr, " | val %.4f", vl);
			fputc('\n', stderr);
		}
		if (logf) {
			fprintf(logf, "{\"step\":%ld,\"loss\":%.9g,\"lr\":%.9g,\"grad_norm\":%.9g,\"tokens_per_s\":%.1f,"
			        "\"mfu\":%.6f,\"mem_mib\":%.1f,\"ms\":%.3f", s, o.loss, o.lr, o.grad_norm, tps, mfu, mem, dt * 1e3);
			if (vl >= 0)
				fprintf(logf, ",\"val_loss\":%.9g", vl);
			fputs("}\n", logf);
			/* a full disk: stop here, with a checkpoint, rather than train on unlogged */
			if (fflush(logf) || ferror(logf))
				log_err = errno ? errno : EIO;
		}
		int halt = nn_comm_any(&comm, stop_signal || log_err);   /* the same step on every rank */
		int last = s == steps || (stop_at && s >= stop_at) || halt;
		if (ckdir && (last || (ckpt_every && s % ckpt_every == 0))) {
			st = (struct nn_ckpt){.seq = (uint32_t)seq, .global_batch = (uint32_t)G,
			                      .micro_batch = (uint32_t)B, .step = (uint64_t)s,
			                      .samples = (uint64_t)s * G, .seed = seed, .loss = o.loss};
			if (nn_ckpt_keep(ckdir, ckpath.p, &g, &st, keep) < 0)
				mtk_die("%s", mtk_errmsg());
		}
		if (prof)   /* evaluation and checkpoints: not a step's ops */
			nn_prof_step(prof, 0, 0);
		if (log_err) {
			mtk_warn("%s: write failed: %s; stopping at step %ld%s", logpath, strerror(log_err), s,
			         ckdir ? " (checkpoint written)" : "");
			rcode = EXIT_DATA;
			break;
		}
		if (stop_at && s >= stop_at)
			break;
		if (halt) {   /* a signal here, or on another rank */
			if (stop_signal)
				mtk_warn("%s at step %ld%s", strsignal(stop_signal), s,
				         ckdir ? "; checkpoint written" : "");
			rcode = EXIT_DATA;
			break;
		}
	}
	if (logf && fclose(logf) && !log_err)
		mtk_die("%s: %s", logpath, strerror(errno));
	if (co.stats && !rank) {   /* the run's summary, written however it ended */
		struct stats sum;
		stats_init(&sum, "mtrain");
		stats_add(&sum, "steps", (uint64_t)nrun);
		stats_add(&sum, "last_step", (uint64_t)(start + nrun));
		stats_add(&sum, "tokens", (uint64_t)nrun * (uint64_t)G * (uint64_t)seq);
		if (nrun)
			stats_set_double(&sum, "loss", o.loss);
		if (last_vl >= 0)
			stats_set_double(&sum, "val_loss", last_vl);
		stats_set_double(&sum, "seconds", run_s);
		stats_set_double(&sum, "tokens_per_s", run_s > 0 ? (double)nrun * G * seq / run_s : 0);
		if (stats_write(&sum, co.stats) < 0) {
			mtk_warn("%s", mtk_errmsg());
			rcode = EXIT_DATA;
		}
		stats_release(&sum);
	}
	if (prof && !rank) {
		struct buf rep = BUF_INIT;
		nn_prof_report(prof, &rep);
		fputs(rep.p, stderr);
		buf_release(&rep);
	}
	if (trace_path) {   /* every rank's events, written by rank 0 */
		char who[96];
		snprintf(who, sizeof who, "(stage %d, data %d, tensor %d)", lay.pp_rank, lay.dp_rank, lay.tp_rank);
		if (nn_trace_write(&trace, &comm, who) < 0) {
			mtk_warn("%s", mtk_errmsg());
			rcode = EXIT_DATA;
		}
		nn_trace_free(&trace);
	}
	gpt_release(&g);
	nn_prof_detach(prof);
	nn_layout_release(&lay);   /* its NCCL groups before the device they run on */
	nn_be_free(be);
	nn_data_close(&data);
	buf_release(&ckpath);
	buf_release(&picks);
	free(prefixes);
	free(weights);
	free(items);
	free(expanded);
	blend_free(&bw);
	nn_comm_free(&comm);
	return rcode;
}
