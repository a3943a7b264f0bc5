/* mplan: rank mtrain's layouts of a job by predicted step time, among those
 * that fit the GPUs' memory, from a model of memory and time (lib/nn/plan.c);
 * mplan calibrate measures this machine's backend into a profile. See
 * man/mplan.1. */
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "buf.h"
#include "err.h"
#include "nn/comm.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "nn/plan.h"
#include "opt.h"
#include "stream.h"

/* the files of data/plan, compiled in (Makefile: build/gen/plan_profiles.h) */
static const struct { const char *name, *text; } profiles[] = {
#include "plan_profiles.h"
};

static const char usage[] =
	"usage: mplan [--model d12 | --layers L --heads A --dim H] [--vocab V] [--seq T]\n"
	"             --gpus N [--gpu h100|a100|cpu|FILE] [--gpu-mem BYTES] [--gpus-per-node G]\n"
	"             [--global-batch B] [--top K] [--with-pp] [--data PREFIX]\n"
	"             [--tp T] [--pp P] [--virtual-stages V] [--sp] [--batch B]\n"
	"             [--recompute none|selective|full[:N]] [-v] [--trial [N]] [--trial-logs DIR]\n"
	"       mplan --serve [model and machine as above] [--prompt-len P] [--gen N]\n"
	"             [--max-batch B] [--latency-cap MS] [--tp T] [--pp P] [--batch B] [--top K]\n"
	"       mplan calibrate [--device cpu|cuda] [--model d12 | --layers L --heads A --dim H]\n"
	"             [--seq T] [--batch B] [-j threads] [-o FILE]\n"
	"\n"
	"Rank mtrain's layouts (data, tensor, sequence parallelism, micro-batch,\n"
	"recomputation, distributed optimizer, pipeline stages) of a model on N\n"
	"GPUs by predicted step time, among those that fit, and print each one's\n"
	"mtrain command; --trial runs them and ranks them by measured time.\n"
	"\n"
	"Model\n"
	"      --model d12         GPT-2 d12, d24, d36 or d48 (default d12)\n"
	"      --layers L, --heads A, --dim H   an explicit shape\n"
	"      --vocab V           vocabulary size (default 50257)\n"
	"      --seq T             sequence length (default: the model's positions)\n"
	"Machine\n"
	"      --gpus N            GPUs (ranks) of the job\n"
	"      --gpu NAME|FILE     profile: h100, a100, cpu (built in) or a file (h100)\n"
	"      --gpu-mem BYTES     memory a GPU, e.g. 80G or 80Gi (the profile's)\n"
	"      --gpus-per-node G   GPUs a node: tensor groups stay inside (the profile's, or 8)\n"
	"Search\n"
	"      --global-batch B    sequences a step (default 8 a GPU)\n"
	"      --top K             layouts to print (default 10; 0: all that fit)\n"
	"      --with-pp           also pipeline layouts\n"
	"      --data PREFIX       the --data of the printed commands (default PREFIX)\n"
	"      --tp T, --pp P, --virtual-stages V, --sp, --batch B, --recompute R\n"
	"                          only layouts with these\n"
	"Trial\n"
	"      --trial [N]         run the printed commands, N steps each (default 5),\n"
	"                          and rank them by measured step time (needs --data)\n"
	"      --trial-logs DIR    keep each run's log and output in DIR\n"
	"Serving (--serve: generation as msample runs it, with a key/value cache)\n"
	"      --prompt-len P      prompt tokens (default 128, at most the positions)\n"
	"      --gen N             tokens generated a sequence (default 128)\n"
	"      --max-batch B       largest batch of sequences tried (default 256)\n"
	"      --latency-cap MS    only layouts whose step (a token) takes at most MS\n"
	"  -v, --verbose           each layout's memory and time, part by part\n"
	"  -q, -h, -V\n"
	"\n"
	"mplan calibrate --help: measuring this machine's backend into a profile.\n";

static const char usage_cal[] =
	"usage: mplan calibrate [--device cpu|cuda] [--model d12 | --layers L --heads A --dim H]\n"
	"             [--seq T] [--batch B] [-j threads] [-o FILE]\n"
	"\n"
	"Measure this machine's backend with mtrain's own ops (matrix products,\n"
	"attention, LayerNorm, GELU, residual adds, AdamW, copies) and write a\n"
	"profile (PROFILES in man/mplan.1). Under mpirun -np N the ranks measure\n"
	"at once, and the all-reduce between them.\n"
	"\n"
	"      --device cpu|cuda   backend (default cpu)\n"
	"      --model d12         the shapes measured: a model (default d12)\n"
	"      --layers L, --heads A, --dim H   or an explicit shape\n"
	"      --seq T             sequence length measured (default 1024)\n"
	"      --batch B           micro-batch measured (default 4)\n"
	"  -j, --threads N         CPU backend threads, as mtrain's -j (default 1)\n"
	"  -o, --output FILE       write the profile to FILE (default standard output)\n"
	"  -q, -v, -h, -V\n";

enum {
	O_MODEL = OPT_COMMON_LAST + 1, O_LAYERS, O_HEADS, O_DIM, O_VOCAB, O_SEQ, O_GPUS, O_GPU, O_GPUMEM,
	O_PERNODE, O_GBATCH, O_TOP, O_WITHPP, O_DATA, O_TP, O_PP, O_SP, O_BATCH, O_RECOMP, O_DEVICE,
	O_TRIAL, O_TRIAL_LOGS, O_VST, O_SERVE, O_PROMPT_LEN, O_GEN, O_MAXB, O_LATCAP,
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"model", required_argument, 0, O_MODEL}, {"layers", required_argument, 0, O_LAYERS},
	{"heads", required_argument, 0, O_HEADS}, {"dim", required_argument, 0, O_DIM},
	{"vocab", required_argument, 0, O_VOCAB}, {"seq", required_argument, 0, O_SEQ},
	{"gpus", required_argument, 0, O_GPUS}, {"gpu", required_argument, 0, O_GPU},
	{"gpu-mem", required_argument, 0, O_GPUMEM}, {"gpus-per-node", required_argument, 0, O_PERNODE},
	{"global-batch", required_argument, 0, O_GBATCH}, {"top", required_argument, 0, O_TOP},
	{"with-pp", no_argument, 0, O_WITHPP}, {"data", required_argument, 0, O_DATA},
	{"tp", required_argument, 0, O_TP}, {"pp", required_argument, 0, O_PP},
	{"sp", no_argument, 0, O_SP}, {"batch", required_argument, 0, O_BATCH},
	{"recompute", required_argument, 0, O_RECOMP}, {"device", required_argument, 0, O_DEVICE},
	{"trial", optional_argument, 0, O_TRIAL}, {"trial-logs", required_argument, 0, O_TRIAL_LOGS},
	{"virtual-stages", required_argument, 0, O_VST}, {"serve", no_argument, 0, O_SERVE},
	{"prompt-len", required_argument, 0, O_PROMPT_LEN}, {"gen", required_argument, 0, O_GEN},
	{"max-batch", required_argument, 0, O_MAXB}, {"latency-cap", required_argument, 0, O_LATCAP},
	{0, 0, 0, 0},
};

static const char *cur_usage = usage;

static long num(const char *opt, const char *s, long min, long max)
{
	long v;
	if (opt_long(s, min, max, &v) < 0)
		mtk_usage_error(cur_usage, "%s: %s", opt, mtk_errmsg());
	return v;
}

static double gib(double b) { return b / 1073741824.0; }
static double mib(double b) { return b / 1048576.0; }

/* the profile: a built-in name or a file */
static void load_profile(const char *name, struct plan_gpu *g)
{
	for (size_t i = 0; i < sizeof profiles / sizeof profiles[0]; i++)
		if (!strcmp(name, profiles[i].name)) {
			if (plan_gpu_parse(g, profiles[i].text, name) < 0)
				mtk_die("%s", mtk_errmsg());
			return;
		}
	FILE *f = fopen(name, "r");
	if (!f)
		mtk_die("--gpu %s: %s (built in: h100, a100, cpu)", name, strerror(errno));
	struct buf b = BUF_INIT;
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(&b, chunk, n);
	if (ferror(f))
		mtk_die("%s: %s", name, strerror(errno));
	fclose(f);
	buf_puts(&b, "");
	if (plan_gpu_parse(g, b.p ? b.p : "", name) < 0)
		mtk_die("%s", mtk_errmsg());
	buf_release(&b);
}

struct shape {
	const char *model;
	struct gpt_config cfg;
	long seq;
};

/* the model as mtrain builds it from the same options */
static void make_config(struct shape *s)
{
	struct gpt_config base = {0}, *c = &s->cfg;
	if (s->model || !(c->layers || c->heads || c->dim)) {
		if (gpt_preset(&base, s->model ? s->model : "d12") < 0)
			mtk_usage_error(cur_usage, "--model: %s", mtk_errmsg());
	} else {
		if (!c->layers || !c->heads || !c->dim)
			mtk_usage_error(cur_usage, "--layers, --heads and --dim go together (or use --model)");
		base.vocab = 50257;
		base.max_seq = s->seq ? (int)s->seq : 1024;
	}
	if (c->layers) base.layers = c->layers;
	if (c->heads) base.heads = c->heads;
	if (c->dim) base.dim = c->dim;
	if (c->vocab) base.vocab = c->vocab;
	*c = base;
	if (!s->seq)
		s->seq = c->max_seq;
	if (s->seq > c->max_seq)
		mtk_usage_error(cur_usage, "--seq %ld is longer than the model's %d positions", s->seq, c->max_seq);
	if (gpt_config_check(c) < 0)
		mtk_usage_error(cur_usage, "%s", mtk_errmsg());
}

static int parse_rc(const char *s, enum gpt_recompute *rc)
{
	if (!strcmp(s, "none")) *rc = GPT_RECOMPUTE_NONE;
	else if (!strcmp(s, "selective")) *rc = GPT_RECOMPUTE_SELECTIVE;
	else if (!strcmp(s, "full")) *rc = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + (1 << 12));
	else if (!strncmp(s, "full:", 5)) *rc = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + (int)num("--recompute full:N", s + 5, 1, 1 << 12));
	else return -1;
	return 0;
}

static int calibrate(int argc, char **argv)
{
	cur_usage = usage_cal;
	struct common co = {0};
	struct shape s = {0};
	const char *device = "cpu";
	long B = 4;
	int c;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage_cal))
			continue;
		switch (c) {
		case O_DEVICE: device = optarg; break;
		case O_MODEL: s.model = optarg; break;
		case O_LAYERS: s.cfg.layers = (int)num("--layers", optarg, 1, 4096); break;
		case O_HEADS: s.cfg.heads = (int)num("--heads", optarg, 1, 1 << 12); break;
		case O_DIM: s.cfg.dim = (int)num("--dim", optarg, 1, 1 << 16); break;
		case O_SEQ: s.seq = num("--seq", optarg, 1, 1 << 20); break;
		case O_BATCH: B = num("--batch", optarg, 1, 1 << 16); break;
		default: mtk_die_usage(usage_cal);
		}
	}
	cmd_common_done(&co);
	if (optind < argc)
		mtk_usage_error(usage_cal, "unexpected argument '%s'", argv[optind]);
	make_config(&s);
	/* under mpirun: every rank measures, and the collectives between them */
	struct nn_comm world;
	if (nn_comm_init(&world, &argc, &argv) < 0)
		mtk_die("%s", mtk_errmsg());
	if (world.rank && mtk_verbosity > 0)
		mtk_verbosity = 0;
	struct nn_be *be = nn_be_new(device, co.threads, NULL);
	if (!be)
		mtk_die("--device %s: %s", device, mtk_errmsg());
	struct plan_gpu g;
	mtk_info(2, "measuring %s at dim %d, %d heads, %ld x %ld tokens", device, s.cfg.dim, s.cfg.heads, B, s.seq);
	if (plan_calibrate(be, &s.cfg, (int)B, (int)s.seq, &world, &g) < 0)
		mtk_die("calibrate: %s", mtk_errmsg());
	if (!g.cuda) {
		long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
		g.mem = pages > 0 && psz > 0 ? (double)pages * psz : 0;
		g.threads = co.threads;   /* ranks on one host: any number (gpus_per_node unset) */
	} else {
		g.mem = 80.0 * 1073741824;   /* not measured: edit to the device's */
		g.reserve = 1073741824;
		g.per_node = 8;
	}
	char comment[320], text[2048];
	snprintf(comment, sizeof comment, "mplan calibrate --device %s -j %d --dim %d --heads %d --seq %ld --batch %ld,"
	         " %d rank%s%s", device, co.threads, s.cfg.dim, s.cfg.heads, s.seq, B, world.size,
	         world.size > 1 ? "s at once (latency, intra_bw measured)" : " (latency, intra_bw: guesses)",
	         g.cuda ? "; mem, reserve, gpus_per_node, inter_bw: not measured" : "");
	if (world.rank) {   /* rank 0 writes */
		nn_be_free(be);
		nn_comm_free(&world);
		return 0;
	}
	plan_gpu_write(&g, comment, text, sizeof text);
	FILE *f = stdout;
	struct buf tmp = BUF_INIT;
	if (co.out && strcmp(co.out, "-")) {
		buf_printf(&tmp, "%s.tmp.%ld", co.out, (long)getpid());
		if (!(f = fopen(tmp.p, "w")))
			mtk_die("%s: %s", tmp.p, strerror(errno));
	}
	fputs(text, f);
	if (f != stdout) {
		if (fclose(f) || rename(tmp.p, co.out) < 0) {
			int e = errno;
			unlink(tmp.p);
			mtk_die("%s: %s", co.out, strerror(e));
		}
	} else if (fflush(f)) {
		mtk_die("standard output: %s", strerror(errno));
	}
	buf_release(&tmp);
	nn_be_free(be);
	nn_comm_free(&world);
	return 0;
}

/* the mtrain command of a layout */
static void command(struct buf *b, const struct shape *s, const struct plan_job *j, const struct plan_gpu *g,
                    const struct plan_layout *l, const char *data)
{
	char rc[32];
	if (j->gpus > j->per_node && j->gpus % j->per_node == 0)
		buf_printf(b, "srun --nodes %d --ntasks-per-node %d ", j->gpus / j->per_node, j->per_node);
	else if (j->gpus > j->per_node)
		buf_printf(b, "srun --ntasks %d ", j->gpus);
	else if (j->gpus > 1)
		buf_printf(b, "mpirun -np %d ", j->gpus);
	buf_printf(b, "mtrain --data %s", data);
	if (g->cuda)
		buf_puts(b, " --device cuda");
	else if (g->threads > 1)
		buf_printf(b, " -j %d", g->threads);
	if (g->cuda && g->act_dtype == NN_F32)
		buf_puts(b, " --act fp32");
	struct gpt_config pre;
	int preset = s->model && gpt_preset(&pre, s->model) == 0 && pre.layers == j->cfg.layers &&
	             pre.heads == j->cfg.heads && pre.dim == j->cfg.dim;
	if (preset)
		buf_printf(b, " --model %s", s->model);
	else
		buf_printf(b, " --layers %d --heads %d --dim %d", j->cfg.layers, j->cfg.heads, j->cfg.dim);
	if (j->cfg.vocab != 50257)
		buf_printf(b, " --vocab %d", j->cfg.vocab);
	buf_printf(b, " --seq %d --batch %d --global-batch %ld", j->T, l->mbs, j->G);
	if (l->tp > 1)
		buf_printf(b, " --tp %d", l->tp);
	if (l->sp)
		buf_puts(b, " --sp");
	if (l->pp > 1)
		buf_printf(b, " --pp %d", l->pp);
	if (l->vstages > 1)
		buf_printf(b, " --virtual-stages %d", l->vstages);
	if (l->distopt)
		buf_puts(b, " --distributed-optimizer");
	if (l->rc != GPT_RECOMPUTE_NONE)
		buf_printf(b, " --recompute %s", plan_rc_name(l->rc, j->cfg.layers, rc, sizeof rc));
}

static void row(int i, const struct shape *s, const struct plan_job *j, const struct plan_gpu *g,
                const struct plan_result *r, const char *data)
{
	char rc[32];
	const struct plan_layout *l = &r->l;
	int big = r->m.total >= 1073741824.0;
	printf("%3d %3d %2s %3d %2d %5d %4d %-10s %4s %9.*f %s %10.4f s %12.0f %6.1f%%\n", i, l->tp,
	       l->sp ? "sp" : "-", l->pp, l->vstages, l->dp, l->mbs, plan_rc_name(l->rc, j->cfg.layers, rc, sizeof rc),
	       l->distopt ? "yes" : "-", big ? 2 : 1, big ? gib(r->m.total) : mib(r->m.total), big ? "GiB" : "MiB",
	       r->t.step, r->t.tokens_per_s, 100 * r->t.mfu);
	struct buf b = BUF_INIT;
	command(&b, s, j, g, l, data);
	printf("    %s\n", b.p);
	buf_release(&b);
	if (mtk_verbosity >= 2) {
		const struct plan_mem *m = &r->m;
		const struct plan_time *t = &r->t;
		char st[48] = "";
		if (r->l.pp > 1)   /* the first stage or the last, whichever needs more */
			snprintf(st, sizeof st, " (stage %d of %d)", m->stage, r->l.pp);
		printf("    memory MiB%s: params %.1f, grads %.1f, moments %.1f, shadow %.1f, activations %.1f,"
		       " workspace %.1f; total %.1f\n", st, mib(m->params), mib(m->grads), mib(m->moments),
		       mib(m->shadow), mib(m->acts), mib(m->workspace), mib(m->total));
		printf("    time s: matmul %.4g, attention %.4g, memory-bound %.4g, recompute %.4g, tp comm %.4g,"
		       " pp comm %.4g, bubble %.4g, dp comm %.4g, optimizer %.4g\n", t->matmul, t->attn, t->membound,
		       t->recompute, t->tp_comm, t->pp_comm, t->bubble, t->dp_comm, t->optimizer);
	}
}

static void header(void)
{
	printf("  #  tp sp  pp  v    dp  mbs recompute  dopt       mem/GPU         step     tokens/s    MFU\n");
}

/* ---- --trial ---- */

struct trial {
	long plan;          /* the layout's place in the predicted table (from 0) */
	int ok;
	double ms, mem;     /* measured: median step (ms), memory in use (MiB) */
	int steps;
};

static int cmp_trial(const void *a, const void *b)
{
	const struct trial *x = a, *y = b;
	if (x->ok != y->ok)
		return y->ok - x->ok;
	if (x->ok && x->ms != y->ms)
		return x->ms < y->ms ? -1 : 1;
	return x->plan < y->plan ? -1 : x->plan > y->plan;
}

/* a word for sh -c: as it is when it needs no quotes, else in '' */
static void sh_word(struct buf *b, const char *w)
{
	if (*w && strspn(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./:=+,@%-") == strlen(w)) {
		buf_puts(b, w);
		return;
	}
	buf_puts(b, "'");
	for (; *w; w++)
		*w == '\'' ? buf_puts(b, "'\\''") : buf_add(b, w, 1);
	buf_puts(b, "'");
}

/* why a run failed, from its output: the last line mtrain's own error
 * starts ("mtrain: ..."; mpirun's report follows it), else the last
 * non-empty line (at most len - 1 bytes of it) */
static void last_line(const char *file, char *out, size_t len)
{
	struct buf b = BUF_INIT;
	const char *last = NULL, *own = NULL;
	out[0] = 0;
	if (read_file(file, &b) < 0 || !b.p)
		goto done;
	for (char *p = b.p; *p;) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = 0;
		if (p[strspn(p, " \t\r")])
			last = p;
		if (!strncmp(p, "mtrain: ", 8))
			own = p;
		if (!nl)
			break;
		p = nl + 1;
	}
	if (own || last)
		snprintf(out, len, "%s", own ? own : last);
done:
	buf_release(&b);
}

/* Run the first k layouts' commands, steps steps each, as printed (through
 * sh -c, so PATH finds mtrain, mpirun or srun), each with --log into dir;
 * fill t[0..k) (unsorted). The count that ran to the end. */
static long run_trials(const struct shape *s, const struct plan_job *j, const struct plan_gpu *g,
                       const struct plan_result *r, long k, const char *data, long steps, const char *dir,
                       struct trial *t)
{
	long good = 0;
	for (long i = 0; i < k; i++) {
		struct buf cmd = BUF_INIT, log = BUF_INIT, out = BUF_INIT, text = BUF_INIT;
		t[i] = (struct trial){.plan = i};
		buf_printf(&log, "%s/trial-%ld.jsonl", dir, i + 1);
		buf_printf(&out, "%s/trial-%ld.out", dir, i + 1);
		command(&cmd, s, j, g, &r[i].l, data);
		buf_printf(&cmd, " --steps %ld", steps);
		mtk_info(1, "trial %ld/%ld: %s", i + 1, k, cmd.p);
		buf_puts(&cmd, " --log ");
		sh_word(&cmd, log.p);
		buf_puts(&cmd, " >");
		sh_word(&cmd, out.p);
		buf_puts(&cmd, " 2>&1 </dev/null");
		if (unlink(log.p) < 0 && errno != ENOENT)
			mtk_die("%s: %s", log.p, strerror(errno));
		fflush(NULL);
		int st = system(cmd.p);
		char why[512];
		if (st == -1) {
			mtk_die("trial %ld: cannot run a shell: %s", i + 1, strerror(errno));
		} else if (WIFSIGNALED(st) && (WTERMSIG(st) == SIGINT || WTERMSIG(st) == SIGQUIT)) {
			mtk_die("trial %ld: interrupted", i + 1);
		} else if (!WIFEXITED(st) || WEXITSTATUS(st)) {
			last_line(out.p, why, sizeof why);
			if (WIFEXITED(st) && WEXITSTATUS(st) == 127)
				mtk_warn("trial %ld: a program of the command is not found (%s): is mtk's bin directory on PATH?",
				         i + 1, why[0] ? why : "exit 127");
			else
				mtk_warn("trial %ld: %s %d%s%s", i + 1, WIFEXITED(st) ? "exit" : "signal",
				         WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st), why[0] ? ": " : "", why);
		} else if (read_file_max(log.p, &text, 0) < 0) {
			mtk_warn("trial %ld: the log: %s", i + 1, mtk_errmsg());
		} else if (plan_log_figures(text.p ? text.p : "", &t[i].ms, &t[i].mem, &t[i].steps) < 0) {
			mtk_warn("trial %ld: %s: %s", i + 1, log.p, mtk_errmsg());
		} else {
			t[i].ok = 1;
			good++;
		}
		buf_release(&cmd);
		buf_release(&log);
		buf_release(&out);
		buf_release(&text);
	}
	return good;
}

static void trial_row(int i, const struct shape *s, const struct plan_job *j, const struct plan_gpu *g,
                      const struct plan_result *r, const struct trial *t, const char *data, long steps)
{
	char rc[32];
	const struct plan_layout *l = &r->l;
	int big = r->m.total >= 1073741824.0;
	printf("%3d %3d %2s %3d %2d %5d %4d %-10s %4s %9.*f %s %10.4f s ", i, l->tp, l->sp ? "sp" : "-", l->pp,
	       l->vstages, l->dp, l->mbs, plan_rc_name(l->rc, j->cfg.layers, rc, sizeof rc), l->distopt ? "yes" : "-",
	       big ? 2 : 1, big ? gib(r->m.total) : mib(r->m.total), big ? "GiB" : "MiB", r->t.step);
	if (t->ok) {
		double tps = (double)j->G * j->T / (t->ms / 1e3);
		printf("%10.4f s %12.0f %6.1f%% %4ld\n", t->ms / 1e3, tps,
		       100 * tps * gpt_flops_per_token(&j->cfg, j->T) / ((double)j->gpus * g->peak_flops), t->plan + 1);
	} else {
		printf("%10s - %12s %7s %4ld\n", "failed", "-", "-", t->plan + 1);
	}
	struct buf b = BUF_INIT;
	command(&b, s, j, g, l, data);
	printf("    %s --steps %ld\n", b.p, steps);
	buf_release(&b);
	if (t->ok && mtk_verbosity >= 2)
		printf("    measured: %d steps, median %.3f ms of steps 2 to %d, %.1f MiB in use\n", t->steps, t->ms,
		       t->steps, t->mem);
}

/* remove dir's trial files (those run_trials makes) and dir */
static void remove_trials(const char *dir, long k)
{
	struct buf b = BUF_INIT;
	for (long i = 0; i < k; i++) {
		buf_clear(&b);
		buf_printf(&b, "%s/trial-%ld.jsonl", dir, i + 1);
		unlink(b.p);
		buf_clear(&b);
		buf_printf(&b, "%s/trial-%ld.out", dir, i + 1);
		unlink(b.p);
	}
	buf_release(&b);
	rmdir(dir);
}

/* ---- --serve ---- */

struct serve_opts {
	long prompt, gen, max_batch, tp, pp, batch, top;
	double cap_ms;
};

static void serve_row(int i, const struct plan_serve *r, const struct plan_serve_job *j, int cuda)
{
	int big = r->mem >= 1073741824.0;
	printf("%3d %3d %3d %6d %8d %9.*f %s %11.2f ms %10.2f ms %12.0f\n", i, r->tp, r->pp, r->batch, r->replicas,
	       big ? 2 : 1, big ? gib(r->mem) : mib(r->mem), big ? "GiB" : "MiB", 1e3 * r->first_s, 1e3 * r->token_s,
	       r->tokens_per_s);
	if (r->pp == 1) {   /* what msample runs: a replica's tensor ranks, its batch */
		char mpi[32] = "", samples[32] = "";
		if (r->tp > 1)
			snprintf(mpi, sizeof mpi, "mpirun -np %d ", r->tp);
		if (r->batch > 1)
			snprintf(samples, sizeof samples, " --samples %d", r->batch);
		printf("    %smsample --ckpt CKPT%s --prompt IDS -n %d%s\n", mpi, cuda ? " --device cuda" : "", j->gen,
		       samples);
	}
	if (mtk_verbosity >= 2)
		printf("    memory MiB: params %.1f, shadow %.1f, window arena %.1f, cache %.1f, workspace %.1f\n",
		       mib(r->params), mib(r->shadow), mib(r->arena), mib(r->cache), mib(r->workspace));
}

static int serve(const struct shape *s, const struct plan_gpu *g, double mem, long gpus, long per_node,
                 const struct serve_opts *o)
{
	struct plan_serve_job j = {.cfg = s->cfg, .prompt = (int)o->prompt, .gen = (int)o->gen, .gpus = (int)gpus,
	                           .per_node = (int)(per_node ? per_node : g->per_node ? g->per_node : 8)};
	struct plan_serve *r;
	long n = plan_serve_search(&j, g, mem, o->cap_ms / 1e3, (int)o->max_batch, &r);
	if (n < 0)
		mtk_usage_error(usage, "%s", mtk_errmsg());
	long kept = 0, nfit = 0, nmem = 0;
	for (long i = 0; i < n; i++) {
		if ((o->tp && r[i].tp != o->tp) || (o->pp && r[i].pp != o->pp) || (o->batch && r[i].batch != o->batch))
			continue;
		r[kept] = r[i];
		nfit += r[kept].fits;
		nmem += r[kept].mem <= mem;
		kept++;
	}
	if (!kept) {
		mtk_warn("no serving layout of %ld GPUs has the --tp, --pp and --batch given (tp a power of two inside"
		         " a node dividing the heads, pp dividing the layers, tp x pp dividing the GPUs)", gpus);
		free(r);
		return EXIT_USAGE;
	}
	size_t P = gpt_num_params(&j.cfg);
	printf("mplan --serve: %d layers, dim %d, %d heads, vocab %d: %.2f%s parameters; prompt %d, %d tokens"
	       " generated; %d GPUs (%d a node), %.1f GiB usable of %s%s; %ld layouts, %ld fit\n", j.cfg.layers,
	       j.cfg.dim, j.cfg.heads, j.cfg.vocab, P >= 1e9 ? P / 1e9 : P / 1e6, P >= 1e9 ? "B" : "M", j.prompt,
	       j.gen, j.gpus, j.per_node, gib(mem), g->name, o->cap_ms > 0 ? "; a step at most the cap" : "", kept,
	       nfit);
	const char *head = "  #  tp  pp  batch replicas       mem/GPU   first token    a token     tokens/s\n";
	if (!nfit) {
		/* the nearest: within memory, the fastest step; else the least memory */
		long best = 0;
		for (long i = 1; i < kept; i++)
			if (nmem ? (r[i].mem <= mem && (r[best].mem > mem || r[i].token_s < r[best].token_s))
			         : r[i].mem < r[best].mem)
				best = i;
		if (!nmem)
			mtk_warn("no serving layout fits %.1f GiB a GPU: the least memory one needs is %.1f GiB"
			         " (parameters %.1f GiB, key/value cache %.1f GiB)", gib(mem), gib(r[best].mem),
			         gib(r[best].params + r[best].shadow), gib(r[best].cache));
		else
			mtk_warn("no serving layout meets --latency-cap %g ms: the fastest step that fits is %.2f ms",
			         o->cap_ms, 1e3 * r[best].token_s);
		printf("nearest layout (does not fit):\n%s", head);
		serve_row(1, &r[best], &j, g->cuda);
		free(r);
		return EXIT_DATA;
	}
	if (g->cuda)   /* what the rows model and what msample runs there today differ */
		printf("(times of a decoder with a key/value cache: msample --device cuda has none yet and"
		       " recomputes its window each token, far slower)\n");
	fputs(head, stdout);
	for (long i = 0; i < nfit && (!o->top || i < o->top); i++)
		serve_row((int)i + 1, &r[i], &j, g->cuda);
	free(r);
	if (fflush(stdout))
		mtk_die("standard output: %s", strerror(errno));
	return 0;
}

int main(int argc, char **argv)
{
	mtk_prog = "mplan";
	if (argc > 1 && !strcmp(argv[1], "calibrate")) {
		mtk_prog = "mplan calibrate";
		return calibrate(argc - 1, argv + 1);
	}
	struct common co = {0};
	struct shape s = {0};
	const char *gpu = "h100", *data = "PREFIX";
	long gpus = 0, per_node = 0, G = 0, top = 10, f_tp = 0, f_pp = 0, f_vst = 0, f_batch = 0;
	uint64_t gpu_mem = 0;
	int with_pp = 0, f_sp = 0, f_rc = 0, data_set = 0, c;
	long trial = 0;
	const char *trial_logs = NULL;
	int serving = 0;
	struct serve_opts so = {.prompt = 128, .gen = 128, .max_batch = 256};
	enum gpt_recompute rcf = GPT_RECOMPUTE_NONE;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case O_MODEL: s.model = optarg; break;
		case O_LAYERS: s.cfg.layers = (int)num("--layers", optarg, 1, 4096); break;
		case O_HEADS: s.cfg.heads = (int)num("--heads", optarg, 1, 1 << 12); break;
		case O_DIM: s.cfg.dim = (int)num("--dim", optarg, 1, 1 << 16); break;
		case O_VOCAB: s.cfg.vocab = (int)num("--vocab", optarg, 1, 1 << 30); break;
		case O_SEQ: s.seq = num("--seq", optarg, 1, 1 << 20); break;
		case O_GPUS: gpus = num("--gpus", optarg, 1, 1 << 20); break;
		case O_GPU: gpu = optarg; break;
		case O_GPUMEM:
			if (opt_u64(optarg, &gpu_mem) < 0 || !gpu_mem)
				mtk_usage_error(usage, "--gpu-mem: '%s': want a size such as 80G or 80Gi", optarg);
			break;
		case O_PERNODE: per_node = num("--gpus-per-node", optarg, 1, 1 << 12); break;
		case O_GBATCH: G = num("--global-batch", optarg, 1, 1 << 30); break;
		case O_TOP: top = num("--top", optarg, 0, 1L << 30); break;
		case O_WITHPP: with_pp = 1; break;
		case O_DATA: data = optarg; data_set = 1; break;
		case O_TRIAL:   /* --trial, --trial=N or --trial N */
			if (!optarg && optind < argc && isdigit((unsigned char)argv[optind][0]))
				optarg = argv[optind++];
			trial = optarg ? num("--trial", optarg, 2, 1 << 20) : 5;
			break;
		case O_TRIAL_LOGS: trial_logs = optarg; break;
		case O_SERVE: serving = 1; break;
		case O_PROMPT_LEN: so.prompt = num("--prompt-len", optarg, 1, 1 << 20); break;
		case O_GEN: so.gen = num("--gen", optarg, 1, 1 << 20); break;
		case O_MAXB: so.max_batch = num("--max-batch", optarg, 1, 1 << 20); break;
		case O_LATCAP:
			if (opt_double(optarg, &so.cap_ms) < 0 || !(so.cap_ms > 0))
				mtk_usage_error(usage, "--latency-cap: '%s': want milliseconds above 0", optarg);
			break;
		case O_TP: f_tp = num("--tp", optarg, 1, 1 << 12); break;
		case O_PP: f_pp = num("--pp", optarg, 1, 1 << 16); break;
		case O_SP: f_sp = 1; break;
		case O_VST: f_vst = num("--virtual-stages", optarg, 1, 1 << 12); break;
		case O_BATCH: f_batch = num("--batch", optarg, 1, 1 << 20); break;
		case O_RECOMP:
			if (parse_rc(optarg, &rcf) < 0)
				mtk_usage_error(usage, "--recompute: '%s': want none, selective, full or full:N", optarg);
			f_rc = 1;
			break;
		default: mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	if (co.out || co.strict || co.progress || co.stats)
		mtk_usage_error(usage, "%s: not an option of mplan (only of mplan calibrate: -o)",
		                co.out ? "-o" : co.strict ? "--strict" : co.progress ? "--progress" : "--stats");
	if (optind < argc)
		mtk_usage_error(usage, "unexpected argument '%s'", argv[optind]);
	if (!gpus)
		mtk_usage_error(usage, "--gpus is required");
	if (serving && (trial || with_pp || f_sp || f_vst || f_rc || G || data_set))
		mtk_usage_error(usage, "--serve ranks generation layouts: --trial, --with-pp, --sp, --virtual-stages,"
		                " --recompute, --global-batch and --data are training's");
	if (!serving && (so.prompt != 128 || so.gen != 128 || so.max_batch != 256 || so.cap_ms > 0))
		mtk_usage_error(usage, "--prompt-len, --gen, --max-batch and --latency-cap go with --serve");
	if (trial && !data_set)
		mtk_usage_error(usage, "--trial needs --data PREFIX: the shards the trial runs train on");
	if (trial_logs && !trial)
		mtk_usage_error(usage, "--trial-logs goes with --trial");
	if (trial && !strchr(data, ' ') && data[0] != '@') {
		struct buf idx = BUF_INIT;
		buf_printf(&idx, "%s.idx", data);
		if (access(idx.p, R_OK) < 0)
			mtk_die("--trial: --data %s: %s: %s", data, idx.p, strerror(errno));
		buf_release(&idx);
	}
	make_config(&s);
	struct plan_gpu g;
	load_profile(gpu, &g);
	if (f_pp > 1 || f_vst > 1)
		with_pp = 1;
	struct plan_job j = {.cfg = s.cfg, .T = (int)s.seq, .G = G ? G : 8 * gpus, .gpus = (int)gpus,
	                     .per_node = (int)(per_node ? per_node : g.per_node ? g.per_node : 8),
	                     .rc = f_rc ? rcf : GPT_RECOMPUTE_NONE};
	double mem = (gpu_mem ? (double)gpu_mem : g.mem) - g.reserve;
	if (!(mem > 0))
		mtk_usage_error(usage, "--gpu-mem: the profile %s gives no memory a GPU (or less than its reserve)", gpu);
	if (serving) {
		so.tp = f_tp, so.pp = f_pp, so.batch = f_batch, so.top = top;
		return serve(&s, &g, mem, gpus, per_node, &so);
	}

	struct plan_result *r;
	long n = plan_search(&j, &g, mem, with_pp, &r);
	if (n < 0)
		mtk_die("%s", mtk_errmsg());
	if (n == 0) {
		mtk_warn("no layout of %ld GPUs is valid: %s", gpus, mtk_errmsg());
		exit(EXIT_USAGE);
	}
	/* the filters: the axes given on the command line */
	long kept = 0, nfit = 0;
	for (long i = 0; i < n; i++) {
		const struct plan_layout *l = &r[i].l;
		if ((f_tp && l->tp != f_tp) || (f_pp && l->pp != f_pp) || (f_vst && l->vstages != f_vst) || (f_sp && !l->sp) ||
		    (f_batch && l->mbs != f_batch) || (f_rc && gpt_full_layers(l->rc, j.cfg.layers) !=
		                                                   gpt_full_layers(rcf, j.cfg.layers)) ||
		    (f_rc && !gpt_full_layers(rcf, j.cfg.layers) && l->rc != rcf))
			continue;
		r[kept++] = r[i];
		nfit += r[i].fits;
	}
	if (!kept) {   /* the rule the layout asked for breaks, as mtrain would name it */
		struct plan_layout l = {.tp = f_tp ? (int)f_tp : 1, .pp = f_pp ? (int)f_pp : 1, .vstages = f_vst ? (int)f_vst : 1,
		                        .sp = f_sp, .mbs = f_batch ? (int)f_batch : 1, .rc = rcf};
		if (plan_check(&j, &l) < 0)
			mtk_warn("no layout of %ld GPUs is valid: %s", gpus, mtk_errmsg());
		else
			mtk_warn("no valid layout of %ld GPUs has the --tp, --pp, --virtual-stages, --sp, --batch and --recompute"
			         " given", gpus);
		exit(EXIT_USAGE);
	}
	size_t P = gpt_num_params(&j.cfg);
	printf("mplan: %d layers, dim %d, %d heads, vocab %d, seq %d: %.2f%s parameters; %d GPUs (%d a node),"
	       " %.1f GiB usable of %s; global batch %ld; %ld layouts, %ld fit\n", j.cfg.layers, j.cfg.dim, j.cfg.heads,
	       j.cfg.vocab, j.T, P >= 1e9 ? P / 1e9 : P / 1e6, P >= 1e9 ? "B" : "M", j.gpus, j.per_node, gib(mem), g.name, j.G, kept, nfit);
	if (!nfit) {
		/* the nearest: the one that needs the least memory (sorted first) */
		mtk_warn("no layout fits %.1f GiB a GPU: the least memory a layout needs is %.1f GiB"
		         " (parameters, gradients and optimizer %.1f GiB, activations %.1f GiB)%s", gib(mem),
		         gib(r[0].m.total), gib(r[0].m.params + r[0].m.grads + r[0].m.moments + r[0].m.shadow),
		         gib(r[0].m.acts), with_pp ? "" : "; --with-pp also searches pipeline layouts");
		printf("nearest layout (does not fit):\n");
		header();
		row(1, &s, &j, &g, &r[0], data);
		free(r);
		return EXIT_DATA;
	}
	header();
	long shown = 0;
	for (long i = 0; i < nfit && (!top || i < top); i++, shown++)
		row((int)i + 1, &s, &j, &g, &r[i], data);
	int rcode = 0;
	if (trial) {
		/* the printed commands, run: ranked by the measured step time */
		char tmpl[] = "/tmp/mplan-trial.XXXXXX";
		const char *dir = trial_logs;
		if (dir && mkdir(dir, 0777) < 0 && errno != EEXIST)
			mtk_die("--trial-logs %s: %s", dir, strerror(errno));
		if (!dir && !(dir = mkdtemp(tmpl)))
			mtk_die("--trial: a directory for the logs: %s", strerror(errno));
		struct trial *t = calloc((size_t)shown, sizeof *t);
		if (!t)
			mtk_die("out of memory");
		long good = run_trials(&s, &j, &g, r, shown, data, trial, dir, t);
		qsort(t, (size_t)shown, sizeof *t, cmp_trial);
		printf("trial: %ld steps each, ranked by the measured step time (the median of steps 2 to %ld);"
		       " plan: the predicted rank\n", trial, trial);
		printf("  #  tp sp  pp  v    dp  mbs recompute  dopt       mem/GPU    predicted     measured"
		       "     tokens/s    MFU plan\n");
		for (long i = 0; i < shown; i++)
			trial_row((int)i + 1, &s, &j, &g, &r[t[i].plan], &t[i], data, trial);
		if (!trial_logs)
			remove_trials(dir, shown);
		free(t);
		if (good < shown) {
			mtk_warn("%ld of %ld trial runs failed%s%s", shown - good, shown,
			         trial_logs ? "; their output is in " : " (--trial-logs DIR keeps their output)",
			         trial_logs ? trial_logs : "");
			rcode = EXIT_DATA;
		}
	}
	free(r);
	if (fflush(stdout))
		mtk_die("standard output: %s", strerror(errno));
	return rcode;
}
