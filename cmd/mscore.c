/*
 * mscore: annotate JSONL documents with heuristic quality values and a
 * classifier score, and optionally filter them; train and evaluate the
 * classifier. The rules live in lib/quality, the classifier in
 * lib/classify; this file parses options, moves documents through the
 * ordered pool, and reports.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "buf.h"
#include "classify.h"
#include "docbatch.h"
#include "err.h"
#include "json.h"
#include "opt.h"
#include "pool.h"
#include "progress.h"
#include "quality.h"
#include "stats.h"
#include "stream.h"
#include "utf8.h"
#include "words.h"

static const char usage_main[] =
	"usage: mscore [-j threads] [-o file] [--rules list] [--model file] [--keep expr]\n"
	"       [--pareto alpha] [--seed n] [--threshold name=value] [--max-bytes n]\n"
	"       [--max-record size] [--stats file] [--strict] [file ...]\n"
	"       mscore train -o model [-j threads] --pos file ... --neg file ...\n"
	"       [--epochs n] [--ngrams n] [--dim n] [--l2 lambda] [--balance] [--valid file ...]\n"
	"       [--seed n] [--strict]\n"
	"       mscore eval --model model [-j threads] --pos file ... --neg file ... [--strict]\n"
	"\n"
	"Add quality values, rule failures and a classifier score to JSONL documents\n"
	"(files or standard input), and keep those that pass --keep or --pareto.\n"
	"\n"
	"Scoring\n"
	"      --rules LIST        rule sets: gopher, c4, fineweb, all (default), none\n"
	"      --threshold N=V     change one rule threshold (repeatable)\n"
	"      --model FILE        score each document with this classifier\n"
	"      --max-bytes N       longer texts are not scored (default 16M)\n"
	"      --max-record SIZE   longer lines are removed unread (default 64M; 0: none)\n"
	"Filtering\n"
	"      --keep EXPR         keep documents for which every term holds:\n"
	"                          pass, NAME OP NUMBER, or a rule failure name NAME\n"
	"                          (fails) or !NAME (passes): e.g. 'pass,score>0.5'\n"
	"      --pareto ALPHA      GPT-3's stochastic filter on the score\n"
	"      --seed N            seed for --pareto (default 0)\n"
	"Output\n"
	"  -o, --output FILE       write FILE (.gz/.zst compressed), not stdout\n"
	"      --stats FILE        write counts (in, out, removed per reason) as JSON\n"
	"      --strict            a malformed line is fatal (exit 1)\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n"
	"\n"
	"Subcommands (mscore CMD --help for their options)\n"
	"  train    train the classifier on positive and negative documents\n"
	"  eval     measure a classifier on positive and negative documents\n";

static const char usage_train[] =
	"usage: mscore train -o model [-j threads] --pos file ... --neg file ...\n"
	"       [--epochs n] [--ngrams n] [--dim n] [--l2 lambda] [--balance] [--valid file ...]\n"
	"       [--seed n] [--strict]\n"
	"\n"
	"Train a logistic regression on hashed word n-grams of JSONL documents.\n"
	"\n"
	"      --pos FILE ...      high quality documents (JSONL)\n"
	"      --neg FILE ...      low quality documents (JSONL)\n"
	"      --valid FILE ...    JSONL with a label, to report accuracy on\n"
	"      --epochs N          L-BFGS iterations at most (default 100)\n"
	"      --ngrams N          longest word n-gram (default 2)\n"
	"      --dim N             hash buckets, a power of two (default 2^20)\n"
	"      --l2 LAMBDA         L2 regularization (default 1e-4)\n"
	"      --balance           weight the classes equally\n"
	"      --seed N            feature hashing seed (default 1)\n"
	"      --strict            a malformed line is fatal (exit 1)\n"
	"  -o, --output FILE       the model\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -q, -v, -h, -V\n";

static const char usage_eval[] =
	"usage: mscore eval --model model [-j threads] --pos file ... --neg file ... [--strict]\n"
	"\n"
	"Measure a classifier on labelled documents: accuracy, precision, recall.\n"
	"\n"
	"      --model FILE        the classifier\n"
	"      --pos FILE ...      high quality documents (JSONL)\n"
	"      --neg FILE ...      low quality documents (JSONL)\n"
	"      --strict            a malformed line is fatal (exit 1)\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -q, -v, -h, -V\n";

/* The current subcommand's usage: what --help and usage errors print. */
static const char *usage = usage_main;

/* ---- --keep expressions: terms joined by ',' or "&&", all must hold ----
 * pass (no rule fails), NAME OP NUMBER (score or a quality value), or a rule
 * failure name: NAME holds when the document fails that rule, !NAME when it
 * does not. A name that is both a value and a failure is the value when an
 * operator follows it. */

enum { K_PASS, K_CMP, K_FAIL };
enum { OP_GT, OP_GE, OP_LT, OP_LE, OP_EQ, OP_NE };

struct term {
	int kind, op;
	int var;          /* K_CMP: -1 score, else a quality value; K_FAIL: a failure */
	int neg;          /* K_FAIL: !NAME, holds when the rule does not fail */
	unsigned sets;    /* K_PASS: which sets must pass */
	double num;
};

static struct term terms[32];
static int nterms;

static int parse_keep(const char *expr)
{
	const char *p = expr;
	while (*p) {
		while (*p == ' ')
			p++;
		if (nterms == 32)
			return mtk_seterr("--keep: too many terms");
		struct term t = {0, 0, -1, 0, 0, 0};
		int neg = *p == '!' && p[1] != '=';
		p += neg;
		size_t n = strcspn(p, "<>=!,& ");
		if (!n)
			return mtk_seterr("--keep: expected a name at '%s'", p);
		const char *after = p + n + strspn(p + n, " ");
		int fail = -1;   /* a failure name with no operator after it */
		if (!*after || *after == ',' || *after == '&')
			for (int i = 0; i < Q_NFAIL; i++)
				if (strlen(quality_fail_name(i)) == n && !strncmp(quality_fail_name(i), p, n))
					fail = i;
		if (neg && fail < 0)
			return mtk_seterr("--keep: '!' goes before a rule failure name, not '%.*s'", (int)n, p);
		if (fail >= 0) {
			t.kind = K_FAIL;
			t.var = fail;
			t.neg = neg;
			p += n;
		} else if (n == 4 && !strncmp(p, "pass", 4)) {
			t.kind = K_PASS;
			t.sets = QS_ALL;
			p += n;
			if (*p == ':') {
				return mtk_seterr("--keep: use --rules to choose the sets that 'pass' checks");
			}
		} else {
			t.kind = K_CMP;
			if (n == 5 && !strncmp(p, "score", 5)) {
				t.var = -1;
			} else {
				t.var = -2;
				for (int i = 0; i < Q_NVAL; i++)
					if (strlen(quality_value_name(i)) == n && !strncmp(quality_value_name(i), p, n))
						t.var = i;
				if (t.var == -2)
					return mtk_seterr("--keep: unknown name '%.*s' (score, pass, a quality value, or a rule"
					                  " failure name; see mscore(1))", (int)n, p);
			}
			p += n;
			while (*p == ' ')
				p++;
			if (!strncmp(p, ">=", 2)) t.op = OP_GE, p += 2;
			else if (!strncmp(p, "<=", 2)) t.op = OP_LE, p += 2;
			else if (!strncmp(p, "==", 2)) t.op = OP_EQ, p += 2;
			else if (!strncmp(p, "!=", 2)) t.op = OP_NE, p += 2;
			else if (*p == '>') t.op = OP_GT, p++;
			else if (*p == '<') t.op = OP_LT, p++;
			else if (*p == '=') t.op = OP_EQ, p++;
			else
				return mtk_seterr("--keep: expected a comparison after the name at '%s'", p);
			char *end;
			errno = 0;
			t.num = strtod(p, &end);
			if (end == p || errno)
				return mtk_seterr("--keep: expected a number at '%s'", p);
			if (isnan(t.num))   /* every comparison with NaN is false: it would remove everything */
				return mtk_seterr("--keep: '%.*s' is not a number", (int)(end - p), p);
			p = end;
		}
		terms[nterms++] = t;
		while (*p == ' ')
			p++;
		if (*p == ',')
			p++;
		else if (!strncmp(p, "&&", 2))
			p += 2;
		else if (*p)
			return mtk_seterr("--keep: unexpected '%s'", p);
	}
	if (!nterms)
		return mtk_seterr("--keep: empty expression");
	return 0;
}

/* ---- scoring run ---- */

enum { R_BAD_JSON, R_NO_TEXT, R_NOT_STRING, R_TOO_LONG, R_KEEP, R_SCORE, R_PARETO, R_PASSES, R_OVER_MAX, R_N,
	R_BLANK = R_N };   /* a blank line: no record, counted as mdedup and mdecon count it */
static const char *const reason_names[R_N] = {
	"removed.bad_json", "removed.no_text", "removed.text_not_string", "removed.too_long",
	NULL /* a failing rule, named per document */, "removed.score", "removed.pareto",
	"removed.passes",   /* --keep NAME: the document does not fail rule NAME */
	"removed.over_max_record",   /* a line over --max-record, passed over unread */
};

struct doc {            /* the results for document i of batch->db */
	int status;          /* -1 kept, else R_* */
	int fail_first;      /* first failing rule for R_KEEP */
	int bad_utf8;
	int bad_other;       /* invalid UTF-8 outside "text" (an id, a key), passed through */
	size_t msg_off;      /* into batch->msgs, (size_t)-1 none */
};

struct batch {
	struct docbatch db;
	struct buf out, msgs;
	struct doc *d;            /* db.cap entries */
	size_t dcap;
	uint64_t docno;           /* of the first line */
	uint64_t fails[Q_NFAIL];
};

struct tls {
	struct jdoc jd;
	struct buf text, q;
	struct qscratch *qs;
	struct clf_scratch cs;
};

struct run {
	struct qconf qc;
	struct clf_model model;
	int have_model, have_keep, strict;
	double pareto;
	uint64_t seed, max_bytes, max_record;
	struct docfiles in;
	struct wr *wr;
	uint64_t docno;
	struct tls *tls;
	struct stats st;
	struct progress pg;
	int data_errors, write_failed;
	uint64_t said_other;
};

static void *batch_new(void *ctx) { (void)ctx; return xcalloc(1, sizeof(struct batch)); }

static void batch_free(void *ctx, void *bp)
{
	(void)ctx;
	struct batch *b = bp;
	docbatch_release(&b->db);
	buf_release(&b->out);
	buf_release(&b->msgs);
	free(b->d);
	free(b);
}

/* Fill one batch with up to 4096 lines or 8 MiB from one file; a file
 * that cannot be read is named, counted and passed over (docfiles_fill).
 * Read errors never reach the pool, so what is written does not depend on
 * -j. */
static int batch_read(void *ctx, void *bp)
{
	struct run *r = ctx;
	struct batch *b = bp;
	if (!docfiles_fill(&r->in, &b->db, 4096, 8u << 20, DB_CRLF))
		return 0;
	b->docno = r->docno;
	if (b->dcap < b->db.cap) {
		b->dcap = b->db.cap;
		b->d = xrealloc(b->d, b->dcap * sizeof *b->d);
	}
	for (size_t i = 0; i < b->db.n; i++)
		b->d[i] = (struct doc){-1, -1, 0, 0, (size_t)-1};
	r->docno += b->db.n;
	progress_tick(&r->pg, b->db.raw, b->db.n);
	return 1;
}

static void doc_msg(struct batch *b, struct doc *d, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void doc_msg(struct batch *b, struct doc *d, const char *fmt, ...)
{
	d->msg_off = b->msgs.len;
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(&b->msgs, fmt, ap);
	va_end(ap);
	buf_putc(&b->msgs, 0);
}

static int term_holds(const struct term *t, const struct qres *q, double score)
{
	if (t->kind == K_PASS)
		return q->fail == 0;
	if (t->kind == K_FAIL)
		return (int)(q->fail >> t->var & 1) != t->neg;
	double v = t->var < 0 ? score : q->v[t->var];
	switch (t->op) {
	case OP_GT: return v > t->num;
	case OP_GE: return v >= t->num;
	case OP_LT: return v < t->num;
	case OP_LE: return v <= t->num;
	case OP_EQ: return v == t->num;
	default: return v != t->num;
	}
}

static void batch_work(void *ctx, void *bp, int thread)
{
	struct run *r = ctx;
	struct batch *b = bp;
	struct tls *t = &r->tls[thread];
	buf_clear(&b->out);
	buf_clear(&b->msgs);
	memset(b->fails, 0, sizeof b->fails);
	for (size_t i = 0; i < b->db.n; i++) {
		struct doc *d = &b->d[i];
		size_t len;
		const char *line = docbatch_doc(&b->db, i, &len);
		if (docbatch_long(&b->db, i)) {
			d->status = R_OVER_MAX;
			doc_msg(b, d, "line of %llu bytes is over --max-record %llu; removed",
			        (unsigned long long)docbatch_long(&b->db, i), (unsigned long long)r->max_record);
			continue;
		}
		if (docbatch_blank(line, len)) {
			d->status = R_BLANK;
			continue;
		}
		if (jdoc_parse(&t->jd, line, len) < 0) {
			d->status = R_BAD_JSON;
			doc_msg(b, d, "bad JSON: %s", mtk_errmsg());
			continue;
		}
		const struct jfield *f = jdoc_get(&t->jd, "text");
		if (!f) {
			d->status = R_NO_TEXT;
			doc_msg(b, d, "no \"text\" field");
			continue;
		}
		if (f->type != J_STR) {
			d->status = R_NOT_STRING;
			doc_msg(b, d, "\"text\" is not a string");
			continue;
		}
		/* the other fields pass through as they are, invalid UTF-8 and all:
		 * counted (W3), the text is checked below */
		{
			size_t a = (size_t)(f->val - line), z = a + f->vlen;
			d->bad_other = a <= len && z <= len &&
			               (utf8_valid_prefix(line, a) != a || utf8_valid_prefix(line + z, len - z) != len - z);
		}
		buf_clear(&t->text);
		int fixed = json_unescape(f->val, f->vlen, &t->text);
		if (fixed < 0) {
			d->status = R_BAD_JSON;
			doc_msg(b, d, "\"text\": %s", mtk_errmsg());
			continue;
		}
		if (t->text.len > r->max_bytes) {
			d->status = R_TOO_LONG;
			doc_msg(b, d, "text of %zu bytes is over --max-bytes %llu; not scored", t->text.len,
			        (unsigned long long)r->max_bytes);
			if (!r->have_keep && r->pareto <= 0) {   /* annotate-only: pass it through untouched */
				d->status = -1;
				buf_add(&b->out, line, len);
				buf_putc(&b->out, '\n');
			}
			continue;
		}
		d->bad_utf8 = fixed > 0;
		struct qres q;
		quality_eval(t->qs, &r->qc, t->text.p, t->text.len, &q);
		for (int k = 0; k < Q_NFAIL; k++)
			b->fails[k] += q.fail >> k & 1;
		double score = r->have_model ? clf_score(&r->model, &t->cs, t->text.p, t->text.len) : 0;
		for (int k = 0; k < nterms; k++) {
			if (term_holds(&terms[k], &q, score))
				continue;
			if (terms[k].kind == K_PASS) {
				d->status = R_KEEP;
				for (int j = 0; j < Q_NFAIL && d->fail_first < 0; j++)
					if (q.fail >> j & 1)
						d->fail_first = j;
			} else if (terms[k].kind == K_FAIL && terms[k].neg) {   /* it fails the rule */
				d->status = R_KEEP;
				d->fail_first = terms[k].var;
			} else if (terms[k].kind == K_FAIL) {   /* it passes the rule NAME asks to fail */
				d->status = R_PASSES;
			} else {
				d->status = R_SCORE;
			}
			break;
		}
		if (d->status < 0 && r->pareto > 0) {
			/* GPT-3's filter: keep when a Pareto(alpha) draw exceeds 1 - score;
			 * the draw depends on the seed and the document's position only */
			uint64_t h = XXH3_64bits_withSeed(&(uint64_t){b->docno + (uint64_t)i}, 8, r->seed);
			double u = (double)(h >> 11) * 0x1.0p-53;
			double draw = pow(1 - u, -1 / r->pareto) - 1;
			if (!(draw > 1 - score))
				d->status = R_PARETO;
		}
		if (d->status >= 0)
			continue;
		struct jset set[4];
		int ns = 0;
		buf_clear(&t->q);
		size_t qo = 0, fo = 0, so = 0, to = 0;
		if (r->qc.sets) {
			quality_put_values(&t->q, &r->qc, &q);
			fo = t->q.len;
			quality_put_fails(&t->q, &q);
		}
		so = t->q.len;
		if (r->have_model)
			json_put_num(&t->q, score);
		to = t->q.len;
		if (d->bad_utf8)
			json_put_str(&t->q, t->text.p, t->text.len);
		if (d->bad_utf8)
			set[ns++] = (struct jset){"text", t->q.p + to, t->q.len - to};
		if (r->qc.sets) {
			set[ns++] = (struct jset){"quality", t->q.p + qo, fo - qo};
			set[ns++] = (struct jset){"quality_fail", t->q.p + fo, so - fo};
		}
		if (r->have_model)
			set[ns++] = (struct jset){"score", t->q.p + so, to - so};
		jdoc_write(&t->jd, &b->out, set, ns);
	}
}

static int batch_write(void *ctx, void *bp)
{
	struct run *r = ctx;
	struct batch *b = bp;
	uint64_t out = 0;
	for (size_t i = 0; i < b->db.n; i++) {
		struct doc *d = &b->d[i];
		if (d->status == R_BLANK) {
			stats_add(&r->st, "blank", 1);
			continue;
		}
		stats_add(&r->st, "in", 1);
		if (d->bad_other) {
			if (!r->said_other++)
				mtk_warn("%s:%llu: invalid UTF-8 outside \"text\" (an id, a key: passed through as it is); "
				         "said once, counted in --stats as invalid_utf8_fields",
				         b->db.file, (unsigned long long)b->db.line[i]);
			stats_add(&r->st, "invalid_utf8_fields", 1);
		}
		if (d->msg_off != (size_t)-1 || d->bad_utf8) {
			const char *msg = d->msg_off != (size_t)-1 ? b->msgs.p + d->msg_off : "invalid UTF-8 in \"text\" (replaced by U+FFFD)";
			if (d->status == R_BAD_JSON || d->status == R_NO_TEXT || d->status == R_NOT_STRING ||
			    d->status == R_OVER_MAX) {
				r->data_errors++;
				if (r->strict)
					mtk_die("%s:%llu: %s", b->db.file, (unsigned long long)b->db.line[i], msg);
			}
			struct buf m = BUF_INIT;
			buf_printf(&m, "%s:%llu: %s", b->db.file, (unsigned long long)b->db.line[i], msg);
			mtk_warn_line(m.p);
			buf_release(&m);
			if (d->bad_utf8)
				stats_add(&r->st, "invalid_utf8", 1);
			if (d->msg_off != (size_t)-1 && d->status < 0)
				stats_add(&r->st, "too_long_unscored", 1);
		}
		if (d->status < 0) {
			out++;
		} else if (d->status == R_KEEP) {
			char name[96];
			snprintf(name, sizeof name, "removed.%s", quality_fail_name(d->fail_first));
			stats_add(&r->st, name, 1);
		} else {
			stats_add(&r->st, reason_names[d->status], 1);
		}
	}
	stats_add(&r->st, "out", out);
	for (int k = 0; k < Q_NFAIL; k++) {
		if (!b->fails[k])
			continue;
		char name[96];
		snprintf(name, sizeof name, "fail.%s", quality_fail_name(k));
		stats_add(&r->st, name, b->fails[k]);
	}
	if (wr_write(r->wr, b->out.p, b->out.len) < 0) {
		r->write_failed = 1;
		mtk_warn("%s", mtk_errmsg());
		return -1;
	}
	return 0;
}

static int cmd_score(int argc, char **argv)
{
	static const struct option lo[] = {
		COMMON_LONGOPTS,
		{"rules", required_argument, 0, 'r'},
		{"model", required_argument, 0, 'm'},
		{"keep", required_argument, 0, 'k'},
		{"pareto", required_argument, 0, 'p'},
		{"seed", required_argument, 0, 's'},
		{"threshold", required_argument, 0, 't'},
		{"max-bytes", required_argument, 0, 'B'},
		MAX_RECORD_LONGOPT,
		{0, 0, 0, 0},
	};
	struct common co = {0};
	struct run r;
	memset(&r, 0, sizeof r);
	qconf_init(&r.qc);
	r.max_bytes = 16u << 20;
	const char *model = NULL;
	int c;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, lo, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case 'r':
			if (qconf_sets(&r.qc, optarg)) {
				mtk_warn("--rules: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case 'm': model = optarg; break;
		case 'k':
			if (parse_keep(optarg)) {
				mtk_warn("%s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			r.have_keep = 1;
			break;
		case 'p':
			if (opt_double(optarg, &r.pareto) || !(r.pareto > 0)) {
				mtk_warn("--pareto: want a positive number, not '%s'", optarg);
				mtk_die_usage(usage);
			}
			break;
		case 's':
			if (opt_u64(optarg, &r.seed)) {
				mtk_warn("--seed: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case 't':
			if (qconf_threshold(&r.qc, optarg)) {
				mtk_warn("--threshold: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		case 'B':
			if (opt_u64(optarg, &r.max_bytes)) {
				mtk_warn("--max-bytes: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			break;
		default:
			mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	r.strict = co.strict;
	r.max_record = co.max_record;
	for (int k = 0; k < nterms; k++) {
		if (terms[k].kind == K_CMP && terms[k].var < 0 && !model) {
			mtk_warn("--keep uses score but no --model was given");
			mtk_die_usage(usage);
		}
		if (terms[k].kind == K_CMP && terms[k].var >= 0 && !(r.qc.sets & quality_value_set(terms[k].var))) {
			mtk_warn("--keep uses %s but --rules does not measure it", quality_value_name(terms[k].var));
			mtk_die_usage(usage);
		}
		if (terms[k].kind == K_FAIL && !(r.qc.sets & quality_fail_set(terms[k].var))) {
			mtk_warn("--keep uses %s but --rules does not run it", quality_fail_name(terms[k].var));
			mtk_die_usage(usage);
		}
	}
	if (r.pareto > 0 && !model) {
		mtk_warn("--pareto needs --model");
		mtk_die_usage(usage);
	}
	if (model) {
		if (clf_load(&r.model, model) < 0)
			mtk_die("%s", mtk_errmsg());
		r.have_model = 1;
	}
	static char *stdin_only[] = {"-"};
	r.in.files = optind < argc ? argv + optind : stdin_only;
	r.in.nfiles = optind < argc ? argc - optind : 1;
	r.in.warn = mtk_warn_msg;
	wr_signal_cleanup();
	r.wr = wr_open(co.out);
	if (!r.wr)
		mtk_die("%s", mtk_errmsg());
	stats_init(&r.st, "mscore");
	stats_add(&r.st, "in", 0);
	stats_add(&r.st, "out", 0);
	r.tls = xcalloc((size_t)co.threads, sizeof *r.tls);
	for (int i = 0; i < co.threads; i++)
		r.tls[i].qs = qscratch_new();
	progress_init(&r.pg, co.progress, progress_total(r.in.files, r.in.nfiles), "docs");
	struct pool_ops ops = {batch_new, batch_free, batch_read, batch_work, batch_write};
	int rc = pool_run(&ops, &r, co.threads);
	progress_done(&r.pg);
	/* A damaged input keeps the documents before it (exit 1); a failed
	 * write leaves the previous output in place. */
	if (rc < 0 && !r.write_failed)
		mtk_warn("%s", mtk_errmsg());
	docfiles_release(&r.in);
	if (r.in.read_errors)
		stats_add(&r.st, "unreadable_files", (uint64_t)r.in.read_errors);
	if (r.write_failed)
		wr_abort(r.wr);
	else if (wr_close(r.wr) < 0)
		mtk_die("%s", mtk_errmsg());
	/* lines, but every one blank: no record (mtk(7)'s empty input) */
	uint64_t blanks = stats_get(&r.st, "blank");
	if (blanks && !stats_get(&r.st, "in") && rc == 0) {
		const char *what = r.in.nfiles != 1 ? "the inputs" : strcmp(r.in.files[0], "-") ? r.in.files[0] : "stdin";
		mtk_warn("%s: no valid document (%llu line%s, all blank)", what,
		         (unsigned long long)blanks, blanks == 1 ? "" : "s");
		r.data_errors++;
	}
	if (co.stats && stats_write(&r.st, co.stats) < 0)
		mtk_die("%s", mtk_errmsg());
	mtk_info(2, "%llu in, %llu out", (unsigned long long)stats_get(&r.st, "in"),
	         (unsigned long long)stats_get(&r.st, "out"));
	for (int i = 0; i < co.threads; i++) {
		qscratch_free(r.tls[i].qs);
		jdoc_release(&r.tls[i].jd);
		buf_release(&r.tls[i].text);
		buf_release(&r.tls[i].q);
		clf_scratch_release(&r.tls[i].cs);
	}
	free(r.tls);
	stats_release(&r.st);
	if (r.have_model)
		clf_model_release(&r.model);
	return r.data_errors || r.in.read_errors || r.write_failed || rc < 0 ? EXIT_DATA : EXIT_OK;
}

/* ---- train / eval: whole files in memory ---- */

struct corpus {
	size_t skipped;         /* malformed lines, named on stderr */
	struct buf text;        /* unescaped texts, back to back */
	size_t *off;            /* text i: text.p[off[i] .. off[i+1]) */
	float *y;
	size_t n, cap;
};

static void corpus_add(struct corpus *c, const char *s, size_t n, float y)
{
	if (c->n + 2 > c->cap) {
		c->cap = c->cap ? 2 * c->cap : 1024;
		c->off = xrealloc(c->off, c->cap * sizeof *c->off);
		c->y = xrealloc(c->y, c->cap * sizeof *c->y);
	}
	if (!c->n)
		c->off[0] = 0;
	buf_add(&c->text, s, n);
	c->y[c->n++] = y;
	c->off[c->n] = c->text.len;
}

/* Read every document of path; label < 0: take it from the "label" field. */
static void corpus_read(struct corpus *c, const char *path, int label, int strict)
{
	struct rd *rd = rd_open(path);
	if (!rd)
		mtk_die("%s", mtk_errmsg());
	struct buf line = BUF_INIT, text = BUF_INIT;
	struct jdoc jd = JDOC_INIT;
	int rc;
	char over[96];
	while ((rc = rd_getline(rd, &line)) > 0) {
		unsigned long long ln = (unsigned long long)rd_lineno(rd);
		const char *why = NULL;
		double y = label;
		if (rc == RD_LONG) {
			snprintf(over, sizeof over, "line of %llu bytes is over the maximum record size",
			         (unsigned long long)rd_long_len(rd));
			why = over;
		} else if (jdoc_parse(&jd, line.p, line.len) < 0)
			why = mtk_errmsg();
		else if (jdoc_str(&jd, "text", &text) != 1)
			why = "no \"text\" string";
		else if (label < 0) {
			const struct jfield *f = jdoc_get(&jd, "label");
			if (f && (f->type == J_TRUE || f->type == J_FALSE))
				y = f->type == J_TRUE;
			else if (jdoc_num(&jd, "label", &y) != 1)
				why = "no numeric \"label\"";
		}
		if (why) {
			if (strict)
				mtk_die("%s:%llu: %s", rd_name(rd), ln, why);
			mtk_warn("%s:%llu: %s; skipped", rd_name(rd), ln, why);
			c->skipped++;
			continue;
		}
		corpus_add(c, text.p, text.len, y > 0.5 ? 1.0f : 0.0f);
	}
	if (rc < 0)
		mtk_die("%s", mtk_errmsg());
	rd_close(rd);
	buf_release(&line);
	buf_release(&text);
	jdoc_release(&jd);
}

static void corpus_release(struct corpus *c)
{
	buf_release(&c->text);
	free(c->off);
	free(c->y);
	memset(c, 0, sizeof *c);
}

struct fjob {
	const struct corpus *c;
	size_t lo, hi;
	uint32_t dim_log2, ngrams;
	uint64_t seed;
	struct clf_data d;
	const struct clf_model *m;   /* scoring instead of extracting */
	double *score;
};

static void *fjob_run(void *arg)
{
	struct fjob *j = arg;
	struct clf_scratch s = {0};
	for (size_t i = j->lo; i < j->hi; i++) {
		const char *t = j->c->text.p + j->c->off[i];
		size_t n = j->c->off[i + 1] - j->c->off[i];
		if (j->m) {
			j->score[i] = clf_score(j->m, &s, t, n);
		} else {
			size_t k = clf_features(&s, j->dim_log2, j->ngrams, j->seed, t, n);
			clf_data_add(&j->d, s.feat, k, j->c->y[i] > 0.5f);
		}
	}
	clf_scratch_release(&s);
	return NULL;
}

/* Split work over threads by contiguous ranges; results land in order. */
static void run_jobs(struct fjob *jobs, int T, const struct corpus *c)
{
	pthread_t th[256];
	for (int t = 0; t < T; t++) {
		jobs[t].c = c;
		jobs[t].lo = c->n * (size_t)t / (size_t)T;
		jobs[t].hi = c->n * (size_t)(t + 1) / (size_t)T;
		pthread_create(&th[t], NULL, fjob_run, &jobs[t]);
	}
	for (int t = 0; t < T; t++)
		pthread_join(th[t], NULL);
}

static double *score_corpus(const struct clf_model *m, const struct corpus *c, int T)
{
	double *score = xmalloc((c->n + 1) * sizeof *score);
	struct fjob jobs[256];
	memset(jobs, 0, sizeof jobs);
	for (int t = 0; t < T; t++)
		jobs[t].m = m, jobs[t].score = score;
	run_jobs(jobs, T, c);
	return score;
}

static void print_metrics(const char *what, const struct clf_model *m, const struct corpus *c, int T)
{
	double *score = score_corpus(m, c, T);
	struct clf_metrics mt;
	clf_metrics(score, c->y, c->n, &mt);
	printf("%s docs %zu pos %zu accuracy %.4f precision %.4f recall %.4f auc %.4f logloss %.4f\n", what, mt.n,
	       mt.pos, mt.accuracy, mt.precision, mt.recall, mt.auc, mt.logloss);
	free(score);
}

/* Collect "--pos a b c" style lists: files until the next option. */
static int take_files(int argc, char **argv, int i, const char ***list, int *n)
{
	while (i < argc && !(argv[i][0] == '-' && argv[i][1])) {
		*list = xrealloc(*list, (size_t)(*n + 1) * sizeof **list);
		(*list)[(*n)++] = argv[i++];
	}
	return i;
}

static int cmd_train_eval(int argc, char **argv, int train)
{
	const char **pos = NULL, **neg = NULL, **valid = NULL;
	int npos = 0, nneg = 0, nvalid = 0;
	struct clf_conf cf;
	clf_conf_init(&cf);
	const char *out = NULL, *model = NULL;
	int threads = 1, strict = 0;
	size_t skipped = 0;
	for (int i = 1; i < argc;) {
		const char *a = argv[i++];
		const char *v = i < argc ? argv[i] : NULL;
		long l;
		uint64_t u;
		if (!strcmp(a, "--pos"))
			i = take_files(argc, argv, i, &pos, &npos);
		else if (!strcmp(a, "--neg"))
			i = take_files(argc, argv, i, &neg, &nneg);
		else if (!strcmp(a, "--valid") && train)
			i = take_files(argc, argv, i, &valid, &nvalid);
		else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage, stdout);
			exit(EXIT_OK);
		} else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
			printf("%s (mtk) %s\n", mtk_prog, MTK_VERSION);
			exit(EXIT_OK);
		} else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
			mtk_verbosity = 0;
		} else if (!strcmp(a, "-v") || !strcmp(a, "--verbose")) {
			mtk_verbosity++;
		} else if (!strcmp(a, "--strict")) {
			strict = 1;
		} else if (train && !strcmp(a, "--balance")) {
			cf.balance = 1;
		} else if (!v) {
			mtk_warn("%s: unknown option or missing value", a);
			mtk_die_usage(usage);
		} else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && train)
			out = v, i++;
		else if (!strcmp(a, "--model") && !train)
			model = v, i++;
		else if (!strcmp(a, "-j") || !strcmp(a, "--threads")) {
			if (opt_long(v, 0, 256, &l)) {
				mtk_warn("-j: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			threads = l ? (int)l : pool_ncpu();
			if (threads > 256)
				threads = 256;
			i++;
		} else if (train && (!strcmp(a, "--epochs") || !strcmp(a, "--ngrams"))) {
			if (opt_long(v, 1, a[2] == 'e' ? 100000 : 8, &l)) {
				mtk_warn("%s: %s", a, mtk_errmsg());
				mtk_die_usage(usage);
			}
			if (a[2] == 'e')
				cf.iters = (int)l;
			else
				cf.ngrams = (uint32_t)l;
			i++;
		} else if (train && !strcmp(a, "--dim")) {
			if (opt_u64(v, &u) || u < 2 || u > (1u << 30) || (u & (u - 1))) {
				mtk_warn("--dim: want a power of two from 2 to 2^30, not '%s'", v);
				mtk_die_usage(usage);
			}
			cf.dim_log2 = 0;
			while ((1ull << cf.dim_log2) < u)
				cf.dim_log2++;
			i++;
		} else if (train && !strcmp(a, "--l2")) {
			if (opt_double(v, &cf.l2) || cf.l2 < 0) {
				mtk_warn("--l2: want a number >= 0, not '%s'", v);
				mtk_die_usage(usage);
			}
			i++;
		} else if (train && !strcmp(a, "--seed")) {
			if (opt_u64(v, &cf.seed)) {
				mtk_warn("--seed: %s", mtk_errmsg());
				mtk_die_usage(usage);
			}
			i++;
		} else {
			mtk_warn("%s: unknown option", a);
			mtk_die_usage(usage);
		}
	}
	if (!npos || !nneg || (train && !out) || (!train && !model)) {
		mtk_warn(train ? "train needs -o, --pos and --neg" : "eval needs --model, --pos and --neg");
		mtk_die_usage(usage);
	}
	struct corpus c = {0};
	for (int i = 0; i < npos; i++)
		corpus_read(&c, pos[i], 1, strict);
	for (int i = 0; i < nneg; i++)
		corpus_read(&c, neg[i], 0, strict);
	if ((size_t)threads > c.n)
		threads = c.n ? (int)c.n : 1;
	struct clf_model m;
	if (train) {
		struct fjob jobs[256];
		memset(jobs, 0, sizeof jobs);
		for (int t = 0; t < threads; t++)
			jobs[t].dim_log2 = cf.dim_log2, jobs[t].ngrams = cf.ngrams, jobs[t].seed = cf.seed;
		run_jobs(jobs, threads, &c);
		struct clf_data d = {0};
		for (int t = 0; t < threads; t++) {
			for (size_t i = 0; i < jobs[t].d.n; i++)
				clf_data_add(&d, jobs[t].d.feat + jobs[t].d.off[i], jobs[t].d.off[i + 1] - jobs[t].d.off[i],
				             jobs[t].d.y[i] > 0.5f);
			clf_data_release(&jobs[t].d);
		}
		cf.threads = threads;
		cf.verbose = mtk_verbosity >= 3;
		if (clf_train(&d, &cf, &m) < 0)
			mtk_die("%s", mtk_errmsg());
		clf_data_release(&d);
		if (clf_save(&m, out) < 0)
			mtk_die("%s", mtk_errmsg());
		if (mtk_verbosity >= 1)
			print_metrics("train", &m, &c, threads);
		if (nvalid) {
			struct corpus v = {0};
			for (int i = 0; i < nvalid; i++)
				corpus_read(&v, valid[i], -1, strict);
			print_metrics("valid", &m, &v, threads);
			skipped += v.skipped;
			corpus_release(&v);
		}
	} else {
		if (clf_load(&m, model) < 0)
			mtk_die("%s", mtk_errmsg());
		print_metrics("eval", &m, &c, threads);
	}
	clf_model_release(&m);
	skipped += c.skipped;
	corpus_release(&c);
	free(pos), free(neg), free(valid);
	if (skipped)
		mtk_warn("%zu malformed lines skipped", skipped);
	return skipped ? EXIT_DATA : EXIT_OK;
}

int main(int argc, char **argv)
{
	mtk_prog = "mscore";
	if (argc > 1 && !strcmp(argv[1], "train")) {
		usage = usage_train;
		return cmd_train_eval(argc - 1, argv + 1, 1);
	}
	if (argc > 1 && !strcmp(argv[1], "eval")) {
		usage = usage_eval;
		return cmd_train_eval(argc - 1, argv + 1, 0);
	}
	return cmd_score(argc, argv);
}
