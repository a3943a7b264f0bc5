/* mtok: tokenize JSONL or text into Megatron shards; train, decode and
 * inspect. See man/mtok.1. */
#include "blend.h"
#include "bpe.h"
#include "bpe_train.h"
#include "buf.h"
#include "docbatch.h"
#include "err.h"
#include "json.h"
#include "opt.h"
#include "pool.h"
#include "pretok.h"
#include "progress.h"
#include "shard.h"
#include "stats.h"
#include "stream.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char usage_main[] =
	"usage: mtok [-j threads] --vocab file|dir [--merges file] [--field name]\n"
	"       [--text | --lines | --doc-sep sep] [--append-eod] [--allow-special]\n"
	"       [--shard-tokens n] [--pattern name] [--max-record size] [--stats file] [--strict]\n"
	"       -o prefix [file ...]\n"
	"       mtok train --vocab-size n [--special token] [--pattern gpt2|cl100k|o200k]\n"
	"       [--text | --lines | --doc-sep sep] [--field name] [-j threads]\n"
	"       [--max-record size] [--stats file] [--strict] -o tok.json [file ...]\n"
	"       mtok decode --vocab file|dir [--merges file] [-o file] [file ...]\n"
	"       mtok cat [--vocab file|dir [--merges file]] [--doc n] prefix\n"
	"       mtok stats [--train-tokens n] prefix | [weight] prefix ... | @blend.txt\n"
	"       mtok export --format llmc -o file prefix\n"
	"\n"
	"Tokenize JSONL or plain text (files or standard input) into Megatron shards\n"
	"prefix.bin and prefix.idx.\n"
	"\n"
	"Vocabulary\n"
	"      --vocab F|DIR       encoder.json, tiktoken ranks, tok.json, or a directory\n"
	"      --merges F          GPT-2 merges (vocab.bpe) for an encoder.json\n"
	"      --pattern NAME      pre-tokenization pattern: gpt2, cl100k or o200k\n"
	"Input\n"
	"      --field NAME        the JSONL field to tokenize (default text)\n"
	"      --text              plain text: each file is one document\n"
	"      --lines             plain text: each line is one document\n"
	"      --doc-sep SEP       plain text: documents separated by SEP (\\n \\t escapes)\n"
	"      --max-record SIZE   longer documents are skipped unread (default 64M; 0: none)\n"
	"      --strict            a malformed record is fatal (exit 1)\n"
	"Output\n"
	"  -o, --output PREFIX     write PREFIX.bin and PREFIX.idx\n"
	"      --append-eod        append <|endoftext|> after each document\n"
	"      --allow-special     special tokens written in the text become their ids\n"
	"      --shard-tokens N    start a new shard after N tokens\n"
	"      --stats FILE        write counts (documents, tokens, bytes) as JSON\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n"
	"\n"
	"Subcommands (mtok CMD --help for their options)\n"
	"  train    learn a byte-level BPE vocabulary from text\n"
	"  decode   token ids (one document per line) back to text\n"
	"  cat      print a shard's documents as ids or text\n"
	"  stats    a shard's dtype, document and token counts; a blend's table\n"
	"  export   convert a shard to another trainer's layout\n";

static const char usage_train[] =
	"usage: mtok train --vocab-size n [--special token] [--pattern gpt2|cl100k|o200k]\n"
	"       [--text | --lines | --doc-sep sep] [--field name] [-j threads]\n"
	"       [--max-record size] [--stats file] [--strict] -o tok.json [file ...]\n"
	"\n"
	"Learn a byte-level BPE vocabulary from the input and write it as tok.json.\n"
	"\n"
	"Vocabulary\n"
	"      --vocab-size N      ids in all, bytes and special tokens included\n"
	"      --special TOKEN     a special token (repeatable; default <|endoftext|>)\n"
	"      --pattern NAME      pre-tokenization: gpt2 (default), cl100k or o200k\n"
	"Input\n"
	"      --field NAME        the JSONL field to read (default text)\n"
	"      --text              plain text: each file is one document\n"
	"      --lines             plain text: each line is one document\n"
	"      --doc-sep SEP       plain text: documents separated by SEP\n"
	"      --max-record SIZE   longer documents are skipped unread (default 64M; 0: none)\n"
	"      --strict            a malformed record is fatal (exit 1)\n"
	"Output\n"
	"  -o, --output FILE       the vocabulary (tok.json)\n"
	"      --stats FILE        write counts (documents, pieces) as JSON\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n";

static const char usage_decode[] =
	"usage: mtok decode --vocab file|dir [--merges file] [-o file] [file ...]\n"
	"\n"
	"Turn token ids (separated by white space or commas, one document per line)\n"
	"back into text, one line per document.\n"
	"\n"
	"      --vocab F|DIR       the vocabulary, as for mtok\n"
	"      --merges F          GPT-2 merges (vocab.bpe) for an encoder.json\n"
	"  -o, --output FILE       write FILE, not standard output\n"
	"  -q, -v, -h, -V\n";

static const char usage_cat[] =
	"usage: mtok cat [--vocab file|dir [--merges file]] [--doc n] prefix\n"
	"\n"
	"Print the documents of shard prefix: one line of ids per document, or\n"
	"text with --vocab.\n"
	"\n"
	"      --vocab F|DIR       print text, decoded with this vocabulary\n"
	"      --merges F          GPT-2 merges (vocab.bpe) for an encoder.json\n"
	"      --doc N             only document N (from 0)\n"
	"  -q, -v, -h, -V\n";

static const char usage_stats[] =
	"usage: mtok stats [--train-tokens n] prefix | [weight] prefix ... | @blend.txt\n"
	"\n"
	"One shard prefix: its dtype, document, sequence and token counts and lengths.\n"
	"Several, with weights or not, or a blend file (\"weight prefix\" a line, the\n"
	"blend mtrain reads): a table of the datasets, their tokens and documents,\n"
	"weights and the share of training tokens each weight gives.\n"
	"\n"
	"      --train-tokens N    also the tokens each dataset is trained on, and its epochs\n"
	"  -q, -v, -h, -V\n";

static const char usage_export[] =
	"usage: mtok export --format llmc -o file prefix\n"
	"\n"
	"Convert shard prefix to another trainer's layout.\n"
	"\n"
	"      --format llmc       llm.c's data shard (header of 256 int32, uint16 ids)\n"
	"  -o, --output FILE       the converted shard\n"
	"  -q, -v, -h, -V\n";

/* The current subcommand's usage: what --help and usage errors print. */
static const char *usage = usage_main;

enum { O_VOCAB = OPT_COMMON_LAST + 1, O_MERGES, O_FIELD, O_TEXT, O_LINES, O_SEP, O_EOD, O_SPECIAL_OK,
	O_SHARD_TOKENS, O_VOCAB_SIZE, O_SPECIAL, O_PATTERN, O_DOC, O_FORMAT, O_TRAIN_TOKENS };

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"vocab", required_argument, 0, O_VOCAB},
	{"merges", required_argument, 0, O_MERGES},
	{"field", required_argument, 0, O_FIELD},
	{"text", no_argument, 0, O_TEXT},
	{"lines", no_argument, 0, O_LINES},
	{"doc-sep", required_argument, 0, O_SEP},
	MAX_RECORD_LONGOPT,
	{"append-eod", no_argument, 0, O_EOD},
	{"allow-special", no_argument, 0, O_SPECIAL_OK},
	{"shard-tokens", required_argument, 0, O_SHARD_TOKENS},
	{"vocab-size", required_argument, 0, O_VOCAB_SIZE},
	{"special", required_argument, 0, O_SPECIAL},
	{"pattern", required_argument, 0, O_PATTERN},
	{"doc", required_argument, 0, O_DOC},
	{"format", required_argument, 0, O_FORMAT},
	{"train-tokens", required_argument, 0, O_TRAIN_TOKENS},
	{0, 0, 0, 0},
};

enum { IN_JSONL, IN_TEXT, IN_LINES, IN_SEP };

struct opts {
	struct common co;
	const char *vocab, *merges, *field, *pattern, *format;
	struct buf sep;   /* --doc-sep, escapes undone */
	int mode, eod, allow_special, have_doc;
	uint64_t shard_tokens, vocab_size, doc, train_tokens;
	const char **special;
	int nspecial;
	unsigned seen;   /* bit (option - O_VOCAB) for each mtok option given */
};

#define OPT(x) (1u << ((x) - O_VOCAB))

static uint64_t max_record;   /* --max-record (0: no limit) */

/* An option that does nothing for this subcommand is a usage error, not
 * something to ignore silently. */
static void only(const struct opts *o, unsigned allowed, const char *what)
{
	unsigned bad = o->seen & ~allowed;
	if (!bad)
		return;
	for (const struct option *l = longopts; l->name; l++)
		if (l->val >= O_VOCAB && (bad & OPT(l->val))) {
			mtk_warn("--%s does not apply to %s", l->name, what);
			break;
		}
	mtk_die_usage(usage);
}

/* the common options that promise something (a --stats file, --strict's
 * failure, an -o file) and that a subcommand would not do: refused, not
 * ignored. out: whether it writes -o */
static void no_common(const struct opts *o, int out, const char *what)
{
	const char *bad = o->co.stats ? "--stats" : o->co.strict ? "--strict" : o->co.have_max_record ? "--max-record" :
	                  o->co.out && !out ? "-o" : NULL;
	if (!bad)
		return;
	mtk_warn("%s does not apply to %s", bad, what);
	mtk_die_usage(usage);
}

static void parse(int argc, char **argv, struct opts *o)
{
	int c;
	memset(o, 0, sizeof *o);
	o->field = "text";
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&o->co, c, optarg, usage))
			continue;
		if (c >= O_VOCAB && c <= O_TRAIN_TOKENS)
			o->seen |= OPT(c);
		switch (c) {
		case O_VOCAB: o->vocab = optarg; break;
		case O_MERGES: o->merges = optarg; break;
		case O_FIELD: o->field = optarg; break;
		case O_TEXT: o->mode = IN_TEXT; break;
		case O_LINES: o->mode = IN_LINES; break;
		case O_SEP:
			o->mode = IN_SEP;
			buf_clear(&o->sep);
			for (const char *q = optarg; *q; q++) {   /* \n \t \r \\ */
				if (*q != '\\' || !q[1]) {
					buf_putc(&o->sep, *q);
					continue;
				}
				q++;
				buf_putc(&o->sep, *q == 'n' ? '\n' : *q == 't' ? '\t' : *q == 'r' ? '\r' : *q);
			}
			if (!o->sep.len) {
				mtk_warn("--doc-sep: empty separator");
				mtk_die_usage(usage);
			}
			break;
		case O_EOD: o->eod = 1; break;
		case O_SPECIAL_OK: o->allow_special = 1; break;
		case O_PATTERN: o->pattern = optarg; break;
		case O_FORMAT: o->format = optarg; break;
		case O_SPECIAL:
			/* an empty token cannot be read back; a repeated one would
			 * leave an id without a token */
			if (!*optarg)
				mtk_usage_error(usage, "--special: an empty token");
			for (int k = 0; k < o->nspecial; k++)
				if (!strcmp(o->special[k], optarg))
					mtk_usage_error(usage, "--special %s: given twice", optarg);
			o->special = xrealloc(o->special, (size_t)(o->nspecial + 1) * sizeof *o->special);
			o->special[o->nspecial++] = optarg;
			break;
		case O_SHARD_TOKENS: case O_VOCAB_SIZE: case O_DOC: case O_TRAIN_TOKENS: {
			uint64_t *dst = c == O_SHARD_TOKENS ? &o->shard_tokens : c == O_DOC ? &o->doc :
				c == O_TRAIN_TOKENS ? &o->train_tokens : &o->vocab_size;
			if (opt_u64(optarg, dst)) {
				mtk_warn("%s: %s", c == O_SHARD_TOKENS ? "--shard-tokens" : c == O_DOC ? "--doc" :
					c == O_TRAIN_TOKENS ? "--train-tokens" : "--vocab-size", mtk_errmsg());
				mtk_die_usage(usage);
			}
			o->have_doc |= c == O_DOC;
			break;
		}
		default:
			mtk_die_usage(usage);
		}
	}
	cmd_common_done(&o->co);
	max_record = o->co.max_record;
}

static void load_vocab(const struct opts *o, struct bpe *b)
{
	if (!o->vocab) {
		mtk_warn("--vocab is required");
		mtk_die_usage(usage);
	}
	if (bpe_load(b, o->vocab, o->merges))
		mtk_die("%s", mtk_errmsg());
	if (o->pattern) {
		int p = pretok_pattern_by_name(o->pattern);
		if (p < 0) {
			mtk_warn("--pattern: unknown pattern '%s' (gpt2, cl100k or o200k)", o->pattern);
			mtk_die_usage(usage);
		}
		b->pattern = p;
	}
}

/* ---- reading documents in batches (shared by encode and train) ---- */

enum { BATCH_BYTES = 1 << 20, BATCH_DOCS = 4096 };

struct doc { size_t ntok; int skip; };   /* the results for document i of batch->db */

struct batch {
	struct docbatch db;
	struct doc *d;            /* db.n entries */
	size_t dcap;
	struct bpe_ids ids;
	struct buf tmp, err;      /* err: messages for skipped docs, "\n"-separated */
	struct jdoc jd;
	uint64_t malformed, notext, overmax, badutf8, blank;
	struct buf utf8msg;       /* the first document of the batch with invalid UTF-8 */
};

struct reader {
	char **files;
	int nfiles, fi;
	struct rd *rd;
	int mode;
	struct buf line, pending;   /* pending: an input error to report after the lines before it */
	struct buf carry;           /* --doc-sep: text read but not yet cut into documents */
	size_t scanned;             /* --doc-sep: carry before this holds no separator start */
	uint64_t skip_len;          /* --doc-sep: bytes of an over-long document passed over */
	const struct buf *sep;
	uint64_t ndoc;              /* --doc-sep: documents of this file so far */
	uint64_t bytes_in;
	struct progress prog;
};

static void *batch_new(void *ctx)
{
	(void)ctx;
	return xcalloc(1, sizeof(struct batch));
}

static void batch_free(void *ctx, void *p)
{
	struct batch *b = p;
	(void)ctx;
	docbatch_release(&b->db);
	buf_release(&b->tmp);
	buf_release(&b->err);
	buf_release(&b->utf8msg);
	jdoc_release(&b->jd);
	free(b->d);
	free(b->ids.v);
	free(b);
}

/* Records read, not one valid document among them: an error (mtk(7)) that
 * names the input when there is one; -1 with the message set. */
static int no_valid_doc(const struct reader *r, uint64_t nrec)
{
	if (r->nfiles == 1)
		return mtk_seterr("%s: no valid document (%llu record%s, all skipped); nothing written",
		                  strcmp(r->files[0], "-") ? r->files[0] : "<stdin>", (unsigned long long)nrec,
		                  nrec == 1 ? "" : "s");
	return mtk_seterr("no valid document in the %d inputs (%llu record%s, all skipped); nothing written",
	                  r->nfiles, (unsigned long long)nrec, nrec == 1 ? "" : "s");
}

/* Fill b from the current input (a batch never spans two files). */
static int reader_fill(struct reader *r, struct batch *b)
{
	if (r->pending.len) {
		mtk_seterr("%s", r->pending.p);
		return -1;
	}
	docbatch_clear(&b->db);
	buf_clear(&b->err);
	b->ids.n = 0;
	b->malformed = b->notext = b->overmax = b->badutf8 = b->blank = 0;
	buf_clear(&b->utf8msg);
	for (;;) {
		if (!r->rd) {
			if (r->fi >= r->nfiles)
				return 0;
			r->rd = rd_open(r->files[r->fi]);
			if (!r->rd)
				return -1;
		}
		b->db.file = strcmp(r->files[r->fi], "-") ? r->files[r->fi] : "<stdin>";   /* outlives rd */
		if (r->mode == IN_SEP) {
			int eof = 0;
			for (;;) {
				/* cut every complete document out of carry; what was
				 * searched before is not searched again (linear time
				 * however long a document) */
				size_t at = 0;
				while (b->db.text.len < BATCH_BYTES && b->db.n < BATCH_DOCS && r->carry.len > at) {
					size_t from = r->scanned > at ? r->scanned : at;
					const char *hit = memmem(r->carry.p + from, r->carry.len - from, r->sep->p, r->sep->len);
					if (!hit) {   /* a separator may still start in its last len - 1 bytes */
						size_t keep = r->sep->len - 1;
						r->scanned = r->carry.len - from > keep ? r->carry.len - keep : from;
						if (max_record && r->carry.len - at > max_record + keep) {
							/* over --max-record: the document is passed
							 * over (counted), not held */
							size_t drop = r->carry.len - keep - at;
							r->skip_len += drop;
							memmove(r->carry.p + at, r->carry.p + at + drop, keep);
							r->carry.len = at + keep;
							r->scanned = at;
						}
						break;
					}
					size_t len = (size_t)(hit - (r->carry.p + at));
					if (r->skip_len) {
						docbatch_add_long(&b->db, r->skip_len + len, ++r->ndoc);
						r->skip_len = 0;
					} else {
						docbatch_add(&b->db, r->carry.p + at, len, ++r->ndoc);
					}
					at += len + r->sep->len;
				}
				if (at) {
					memmove(r->carry.p, r->carry.p + at, r->carry.len - at);
					r->carry.len -= at;
					r->scanned = r->scanned > at ? r->scanned - at : 0;
				}
				if (b->db.text.len >= BATCH_BYTES || b->db.n >= BATCH_DOCS || eof)
					break;
				buf_grow(&r->carry, 1 << 16);
				ssize_t k = rd_read(r->rd, r->carry.p + r->carry.len, 1 << 16);
				if (k < 0) {
					if (!b->db.n)
						return -1;
					buf_puts(&r->pending, mtk_errmsg());
					break;
				}
				r->carry.len += (size_t)k;
				eof = k == 0;
			}
			if (!eof || r->pending.len)
				break;   /* more in this file (or an error after this batch) */
			if (r->skip_len) {   /* the last document, over --max-record */
				docbatch_add_long(&b->db, r->skip_len + r->carry.len, ++r->ndoc);
				r->skip_len = 0;
			} else if (r->carry.len) {   /* the last document: no separator after it */
				docbatch_add(&b->db, r->carry.p, r->carry.len, ++r->ndoc);
			}
			r->carry.len = 0;
			r->scanned = 0;
			r->ndoc = 0;
		} else if (r->mode == IN_TEXT) {
			/* a file over --max-record is read to its end, not held */
			char tmp[1 << 16];
			ssize_t k;
			uint64_t total = 0;
			size_t start = b->db.text.len;
			int over = 0;
			while ((k = rd_read(r->rd, tmp, sizeof tmp)) > 0) {
				total += (uint64_t)k;
				if (over)
					continue;
				if (max_record && total > max_record) {
					over = 1;
					b->db.text.len = start;
					continue;
				}
				buf_add(&b->db.text, tmp, (size_t)k);
			}
			if (k < 0)
				return -1;
			if (over)
				docbatch_add_long(&b->db, total, 1);
			else if (total)   /* an empty file is no document (mtk(7)), not one of 0 tokens */
				docbatch_mark(&b->db, 1);
		} else {
			/* CRLF: in --lines the line ending is not text (JSON skips it) */
			int g = docbatch_fill(&b->db, r->rd, &r->line, BATCH_DOCS, BATCH_BYTES,
			                      r->mode == IN_LINES ? DB_CRLF : 0);
			if (g < 0) {
				if (!b->db.n)
					return -1;
				buf_puts(&r->pending, mtk_errmsg());   /* the complete lines go first */
				break;
			}
			if (g > 0)
				break;   /* more in this file */
		}
		/* this file is done */
		rd_close(r->rd);
		r->rd = NULL;
		r->fi++;
		if (b->db.n)
			break;
	}
	if (b->dcap < b->db.n) {
		b->dcap = b->db.cap;
		b->d = xrealloc(b->d, b->dcap * sizeof *b->d);
	}
	memset(b->d, 0, b->db.n * sizeof *b->d);
	r->bytes_in += b->db.text.len;
	progress_tick(&r->prog, b->db.text.len, b->db.n);
	return 1;
}

/* The text of doc i into s and n (for JSONL, the unescaped field); 0 ok,
 * 1 skip (counted, message in b->err), 2 a blank JSONL line: no record,
 * counted as blank (as mscore, mdedup and mdecon count it). */
static int doc_text(struct batch *b, size_t i, int mode, const char *field, const char **s, size_t *n)
{
	size_t len;
	const char *line = docbatch_doc(&b->db, i, &len);
	if (docbatch_long(&b->db, i)) {
		docbatch_msg(&b->db, i, &b->err, "%s of %llu bytes is over --max-record %llu\n",
		             mode == IN_TEXT ? "file" : mode == IN_SEP ? "document" : "line",
		             (unsigned long long)docbatch_long(&b->db, i), (unsigned long long)max_record);
		b->overmax++;
		return 1;
	}
	if (mode != IN_JSONL) {
		*s = line;
		*n = len;
		return 0;
	}
	if (docbatch_blank(line, len)) {
		b->blank++;
		return 2;
	}
	if (jdoc_parse(&b->jd, line, len)) {
		docbatch_msg(&b->db, i, &b->err, "%s\n", mtk_errmsg());
		b->malformed++;
		return 1;
	}
	const struct jfield *f = jdoc_get(&b->jd, field);
	int bad = -1;
	buf_clear(&b->tmp);
	if (f && f->type == J_STR)
		bad = json_unescape(f->val, f->vlen, &b->tmp);
	if (bad < 0) {
		if (!f) {
			docbatch_msg(&b->db, i, &b->err, "no \"%s\" field\n", field);
			b->notext++;
		} else {
			if (f->type != J_STR)
				docbatch_msg(&b->db, i, &b->err, "field \"%s\" is not a string\n", field);
			else
				docbatch_msg(&b->db, i, &b->err, "%s\n", mtk_errmsg());
			b->malformed++;
		}
		return 1;
	}
	if (bad > 0 && !b->badutf8++)   /* counted; the first of a batch named (said once a run) */
		docbatch_msg(&b->db, i, &b->utf8msg, "invalid UTF-8 in \"%s\" (replaced by U+FFFD)", field);
	*s = b->tmp.p;
	*n = b->tmp.len;
	return 0;
}

/* ---- encode ---- */

/* Refuse to write PREFIX.bin or PREFIX.idx over one of the inputs. */
static void check_not_input(const char *prefix, char **files, int n)
{
	struct buf name = BUF_INIT;
	for (int k = 0; k < 2; k++) {
		buf_clear(&name);
		buf_printf(&name, "%s%s", prefix, k ? ".idx" : ".bin");
		struct stat so;
		if (stat(name.p, &so))
			continue;
		for (int i = 0; i < n; i++) {
			struct stat si;
			if (!stat(files[i], &si) && si.st_dev == so.st_dev && si.st_ino == so.st_ino) {
				mtk_warn("%s: the output %s would overwrite this input", files[i], name.p);
				mtk_die_usage(usage);
			}
		}
	}
	buf_release(&name);
}

struct enc_ctx {
	struct opts *o;
	struct reader rd;
	struct bpe bpe;
	struct bpe_enc *enc;
	struct shard_writer w;
	int w_open, shard_no, dtype;
	struct stats st;
	uint64_t warned;
	int utf8_said;
};

static int enc_read(void *ctx, void *batch)
{
	struct enc_ctx *c = ctx;
	return reader_fill(&c->rd, batch);
}

static void enc_work(void *ctx, void *batch, int thread)
{
	struct enc_ctx *c = ctx;
	struct batch *b = batch;
	for (size_t i = 0; i < b->db.n; i++) {
		const char *s;
		size_t n, before = b->ids.n;
		int skip = doc_text(b, i, c->o->mode, c->o->field, &s, &n);
		if (skip) {
			b->d[i].skip = skip;
			continue;
		}
		bpe_encode(&c->enc[thread], s, n, c->o->allow_special, &b->ids);
		if (c->o->eod)
			bpe_ids_push(&b->ids, c->bpe.eot);
		b->d[i].ntok = b->ids.n - before;
	}
}

static int open_shard(struct enc_ctx *c)
{
	struct buf name = BUF_INIT;
	if (c->o->shard_tokens)
		buf_printf(&name, "%s_%05d", c->o->co.out, c->shard_no);
	else
		buf_puts(&name, c->o->co.out);
	int rc = shardw_open(&c->w, name.p, c->dtype);
	buf_release(&name);
	if (rc == 0) {
		c->w_open = 1;
		c->shard_no++;
	}
	return rc;
}

static int close_shard(struct enc_ctx *c)
{
	c->w_open = 0;
	return shardw_close(&c->w);
}

static int enc_write(void *ctx, void *batch)
{
	struct enc_ctx *c = ctx;
	struct batch *b = batch;
	const uint32_t *ids = b->ids.v;
	if (b->err.len) {
		if (c->o->co.strict) {
			char *nl = strchr(b->err.p, '\n');
			return mtk_seterr("%.*s (--strict)", (int)(nl - b->err.p), b->err.p);
		}
		for (char *p = b->err.p, *nl; (nl = strchr(p, '\n')); p = nl + 1) {
			if (c->warned < 20)
				mtk_warn("%.*s (skipped)", (int)(nl - p), p);
			else if (c->warned == 20)
				mtk_warn("more skipped records are not shown (counts in --stats)");
			c->warned++;
		}
	}
	stats_add(&c->st, "removed.malformed", b->malformed);
	stats_add(&c->st, "removed.no_text", b->notext);
	stats_add(&c->st, "removed.over_max_record", b->overmax);
	if (b->badutf8) {
		if (!c->utf8_said++)
			mtk_warn("%s; said once, counted in --stats as invalid_utf8", b->utf8msg.p);
		stats_add(&c->st, "invalid_utf8", b->badutf8);
	}
	uint64_t in = 0, out = 0, tokens = 0;   /* added once a batch: stats_add looks names up */
	int rc = 0;
	for (size_t i = 0; i < b->db.n; i++) {
		if (b->d[i].skip == 2)   /* a blank line: no record */
			continue;
		in++;
		if (b->d[i].skip)
			continue;
		if (c->o->shard_tokens && c->w.tokens >= c->o->shard_tokens && c->w.n &&
		    (close_shard(c) || open_shard(c))) {
			rc = -1;
			break;
		}
		if (shardw_add(&c->w, ids, b->d[i].ntok)) {
			rc = -1;
			break;
		}
		ids += b->d[i].ntok;
		out++;
		tokens += b->d[i].ntok;
	}
	stats_add(&c->st, "in", in);
	stats_add(&c->st, "out", out);
	stats_add(&c->st, "tokens", tokens);
	if (b->blank)
		stats_add(&c->st, "blank", b->blank);
	return rc;
}

static int cmd_encode(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_VOCAB) | OPT(O_MERGES) | OPT(O_FIELD) | OPT(O_TEXT) | OPT(O_LINES) | OPT(O_SEP) |
		OPT(O_EOD) | OPT(O_SPECIAL_OK) | OPT(O_SHARD_TOKENS) | OPT(O_PATTERN), "mtok (encoding)");
	if (!o.co.out) {
		mtk_warn("-o prefix is required");
		mtk_die_usage(usage);
	}
	struct enc_ctx c = {.o = &o};
	load_vocab(&o, &c.bpe);
	if (o.eod && c.bpe.eot == UINT32_MAX)
		mtk_die("%s: --append-eod: the vocabulary has no <|endoftext|> token", o.vocab);
	c.dtype = shard_dtype_for(c.bpe.nvocab);
	static char *stdin_only[] = {"-"};
	c.rd.files = optind < argc ? argv + optind : stdin_only;
	c.rd.nfiles = optind < argc ? argc - optind : 1;
	c.rd.mode = o.mode;
	c.rd.sep = &o.sep;
	if (!o.shard_tokens)
		check_not_input(o.co.out, c.rd.files, c.rd.nfiles);
	progress_init(&c.rd.prog, o.co.progress, progress_total(c.rd.files, c.rd.nfiles), "docs");
	c.enc = xcalloc((size_t)o.co.threads, sizeof *c.enc);
	for (int i = 0; i < o.co.threads; i++)
		bpe_enc_init(&c.enc[i], &c.bpe);
	stats_init(&c.st, "mtok");
	stats_add(&c.st, "in", 0);    /* an empty input still says in 0, out 0 (mtk(7)) */
	stats_add(&c.st, "out", 0);
	stats_add(&c.st, "tokens", 0);
	wr_signal_cleanup();
	if (open_shard(&c))
		mtk_die("%s", mtk_errmsg());
	static const struct pool_ops ops = {batch_new, batch_free, enc_read, enc_work, enc_write};
	int rc = pool_run(&ops, &c, o.co.threads);
	uint64_t nin = stats_get(&c.st, "in"), nblank = stats_get(&c.st, "blank");
	if (rc == 0 && (nin || nblank) && !stats_get(&c.st, "out"))   /* the rule of every command (mtk(7)) */
		rc = no_valid_doc(&c.rd, nin + nblank);
	if (rc == 0)
		rc = close_shard(&c);
	else if (c.w_open)
		shardw_abort(&c.w);
	progress_done(&c.rd.prog);
	if (rc)
		mtk_warn("%s", mtk_errmsg());
	stats_add(&c.st, "bytes", c.rd.bytes_in);
	stats_add(&c.st, "shards", (uint64_t)c.shard_no);
	mtk_info(2, "%llu documents, %llu tokens, %d shard(s)", (unsigned long long)stats_get(&c.st, "out"),
		(unsigned long long)stats_get(&c.st, "tokens"), c.shard_no);
	if (o.co.stats && stats_write(&c.st, o.co.stats)) {
		mtk_warn("%s", mtk_errmsg());
		rc = -1;
	}
	if (c.rd.rd)
		rd_close(c.rd.rd);
	buf_release(&c.rd.line);
	buf_release(&c.rd.pending);
	buf_release(&c.rd.carry);
	buf_release(&o.sep);
	for (int i = 0; i < o.co.threads; i++)
		bpe_enc_release(&c.enc[i]);
	free(c.enc);
	bpe_release(&c.bpe);
	stats_release(&c.st);
	free(o.special);
	return rc ? EXIT_DATA : EXIT_OK;
}

/* ---- train ---- */

struct train_ctx {
	struct opts *o;
	struct reader rd;
	struct bpe_counts **counts;
	uint64_t docs, skipped;
};

static int train_read(void *ctx, void *batch)
{
	struct train_ctx *c = ctx;
	return reader_fill(&c->rd, batch);
}

static void train_work(void *ctx, void *batch, int thread)
{
	struct train_ctx *c = ctx;
	struct batch *b = batch;
	for (size_t i = 0; i < b->db.n; i++) {
		const char *s;
		size_t n;
		if (doc_text(b, i, c->o->mode, c->o->field, &s, &n)) {
			b->d[i].skip = 1;
			continue;
		}
		bpe_counts_add(c->counts[thread], s, n);
	}
}

static int train_write(void *ctx, void *batch)
{
	struct train_ctx *c = ctx;
	struct batch *b = batch;
	if (b->err.len) {
		if (c->o->co.strict) {
			char *nl = strchr(b->err.p, '\n');
			return mtk_seterr("%.*s (--strict)", (int)(nl - b->err.p), b->err.p);
		}
		if (!c->skipped) {
			char *nl = strchr(b->err.p, '\n');
			mtk_warn("%.*s (skipped; all skips are counted)", (int)(nl - b->err.p), b->err.p);
		}
	}
	c->skipped += b->malformed + b->notext + b->overmax + b->blank;
	c->docs += b->db.n;
	return 0;
}

static int cmd_train(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_VOCAB_SIZE) | OPT(O_SPECIAL) | OPT(O_PATTERN) | OPT(O_TEXT) | OPT(O_LINES) | OPT(O_SEP) |
		OPT(O_FIELD), "mtok train");
	if (!o.co.out || !o.vocab_size) {
		mtk_warn("train: --vocab-size and -o are required");
		mtk_die_usage(usage);
	}
	int pattern = o.pattern ? pretok_pattern_by_name(o.pattern) : PRETOK_GPT2;
	if (pattern < 0) {
		mtk_warn("--pattern: unknown pattern '%s' (gpt2, cl100k or o200k)", o.pattern);
		mtk_die_usage(usage);
	}
	if (!o.nspecial) {
		static const char *eot[] = {"<|endoftext|>"};
		o.special = xmalloc(sizeof *o.special);
		o.special[0] = eot[0];
		o.nspecial = 1;
	}
	struct train_ctx c = {.o = &o};
	static char *stdin_only[] = {"-"};
	c.rd.files = optind < argc ? argv + optind : stdin_only;
	c.rd.nfiles = optind < argc ? argc - optind : 1;
	c.rd.mode = o.mode;
	c.rd.sep = &o.sep;
	progress_init(&c.rd.prog, o.co.progress, progress_total(c.rd.files, c.rd.nfiles), "docs");
	c.counts = xcalloc((size_t)o.co.threads, sizeof *c.counts);
	for (int i = 0; i < o.co.threads; i++)
		c.counts[i] = bpe_counts_new(pattern);
	static const struct pool_ops ops = {batch_new, batch_free, train_read, train_work, train_write};
	int rc = pool_run(&ops, &c, o.co.threads);
	progress_done(&c.rd.prog);
	if (rc)
		mtk_die("%s", mtk_errmsg());
	if (c.docs && c.skipped == c.docs) {
		no_valid_doc(&c.rd, c.docs);
		mtk_die("%s", mtk_errmsg());
	}
	for (int i = 1; i < o.co.threads; i++)
		bpe_counts_merge(c.counts[0], c.counts[i]);
	mtk_info(2, "%llu documents, %llu pieces, %llu distinct", (unsigned long long)c.docs,
		(unsigned long long)bpe_counts_total(c.counts[0]), (unsigned long long)bpe_counts_unique(c.counts[0]));
	struct bpe_model m;
	if (o.vocab_size > UINT32_MAX || bpe_train(c.counts[0], (uint32_t)o.vocab_size, o.special, o.nspecial, &m)) {
		mtk_warn("--vocab-size: %s", o.vocab_size > UINT32_MAX ? "too large" : mtk_errmsg());
		mtk_die_usage(usage);
	}
	m.pattern = pattern;
	uint32_t got = 256 + m.nmerge + (uint32_t)m.nspecial;
	if (got < o.vocab_size)
		mtk_warn("only %u tokens: the input has no more pairs to merge", got);
	if (bpe_model_write(&m, o.co.out))
		mtk_die("%s", mtk_errmsg());
	if (o.co.stats) {
		struct stats st;
		stats_init(&st, "mtok train");
		stats_add(&st, "in", c.docs);
		stats_add(&st, "removed.skipped", c.skipped);
		stats_add(&st, "bytes", c.rd.bytes_in);
		stats_add(&st, "pieces", bpe_counts_total(c.counts[0]));
		stats_add(&st, "distinct_pieces", bpe_counts_unique(c.counts[0]));
		stats_add(&st, "vocab_size", got);
		if (stats_write(&st, o.co.stats))
			mtk_die("%s", mtk_errmsg());
		stats_release(&st);
	}
	bpe_model_release(&m);
	for (int i = 0; i < o.co.threads; i++)
		bpe_counts_free(c.counts[i]);
	free(c.counts);
	buf_release(&c.rd.line);
	buf_release(&c.rd.pending);
	buf_release(&c.rd.carry);
	buf_release(&o.sep);
	free(o.special);
	return EXIT_OK;
}

/* ---- decode, cat, stats, export ---- */

static int write_out(struct wr *w, struct buf *b)
{
	int rc = wr_write(w, b->p, b->len);
	buf_clear(b);
	return rc;
}

static int cmd_decode(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_VOCAB) | OPT(O_MERGES), "mtok decode");
	no_common(&o, 1, "mtok decode");
	struct bpe b;
	load_vocab(&o, &b);
	static char *stdin_only[] = {"-"};
	char **files = optind < argc ? argv + optind : stdin_only;
	int nfiles = optind < argc ? argc - optind : 1, rc = 0;
	struct wr *w = wr_open(o.co.out);
	if (!w)
		mtk_die("%s", mtk_errmsg());
	struct buf line = BUF_INIT, out = BUF_INIT;
	uint32_t *ids = NULL;
	size_t cap = 0;
	for (int f = 0; f < nfiles && !rc; f++) {
		struct rd *r = rd_open(files[f]);
		if (!r) {
			mtk_warn("%s", mtk_errmsg());
			rc = 1;
			break;
		}
		int g;
		while (!rc && (g = rd_getline(r, &line)) > 0) {
			size_t n = 0;
			if (g == RD_LONG) {
				mtk_warn("%s:%llu: line of %llu bytes is over the maximum record size", rd_name(r),
				         (unsigned long long)rd_lineno(r), (unsigned long long)rd_long_len(r));
				rc = 1;
				break;
			}
			for (char *p = line.p; *p;) {
				while (isspace((unsigned char)*p) || *p == ',' || *p == '[' || *p == ']')
					p++;
				if (!*p)
					break;
				char *e;
				errno = 0;
				unsigned long long v = strtoull(p, &e, 10);
				if (e == p || errno || v > UINT32_MAX || (*e && !isspace((unsigned char)*e) && *e != ',' && *e != ']')) {
					/* quoted as JSON: the input's bytes, escaped (they
					 * may be binary or terminal escapes), at most 20 */
					struct buf q = BUF_INIT;
					size_t wl = strcspn(p, " \t\r\n,]");
					json_put_str(&q, p, wl < 20 ? wl : 20);
					mtk_warn("%s:%llu: %s is not a token id", rd_name(r),
						(unsigned long long)rd_lineno(r), q.p);
					buf_release(&q);
					rc = 1;
					break;
				}
				if (n == cap)
					cap = cap ? 2 * cap : 1024, ids = xrealloc(ids, cap * sizeof *ids);
				ids[n++] = (uint32_t)v;
				p = e;
			}
			if (!rc && bpe_decode(&b, ids, n, &out)) {
				mtk_warn("%s:%llu: %s", rd_name(r), (unsigned long long)rd_lineno(r), mtk_errmsg());
				rc = 1;
			}
			if (!rc && write_out(w, &out)) {
				mtk_warn("%s", mtk_errmsg());
				rc = 1;
			}
		}
		if (!rc && g < 0) {
			mtk_warn("%s", mtk_errmsg());
			rc = 1;
		}
		rd_close(r);
	}
	/* the lines decoded before an error are output on stdout (a stream);
	 * an -o file keeps its previous content */
	if (rc && o.co.out && strcmp(o.co.out, "-"))
		wr_abort(w);
	else if (wr_close(w) && !rc) {
		mtk_warn("%s", mtk_errmsg());
		rc = 1;
	}
	free(ids);
	buf_release(&line);
	buf_release(&out);
	bpe_release(&b);
	return rc ? EXIT_DATA : EXIT_OK;
}

static void open_shard_arg(int argc, char **argv, struct shard *s)
{
	if (optind != argc - 1) {
		mtk_warn("expected one shard prefix");
		mtk_die_usage(usage);
	}
	const char *p = argv[optind];
	size_t n = strlen(p);
	char *prefix = xstrdup(p);
	if (n > 4 && (!strcmp(p + n - 4, ".bin") || !strcmp(p + n - 4, ".idx")))
		prefix[n - 4] = 0;   /* accept shard.bin / shard.idx for the prefix */
	if (shard_open(s, prefix))
		mtk_die("%s", mtk_errmsg());
	free(prefix);
}

static uint64_t doc_first(const struct shard *s, uint64_t d)
{
	uint64_t v = 0;
	for (int i = 7; i >= 0; i--)
		v = v << 8 | s->docs[8 * d + (uint64_t)i];
	return v;
}

static int cmd_cat(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_VOCAB) | OPT(O_MERGES) | OPT(O_DOC), "mtok cat");
	no_common(&o, 1, "mtok cat");
	struct bpe b;
	int have_vocab = o.vocab != NULL;
	if (have_vocab)
		load_vocab(&o, &b);
	struct shard s;
	open_shard_arg(argc, argv, &s);
	uint64_t ndocs = s.ndoc - 1, d0 = 0, d1 = ndocs;
	if (o.have_doc) {
		if (o.doc >= ndocs)
			mtk_die("%s: --doc %llu: the shard has %llu documents", s.prefix, (unsigned long long)o.doc,
				(unsigned long long)ndocs);
		d0 = o.doc, d1 = o.doc + 1;
	}
	struct wr *w = wr_open(o.co.out);
	if (!w)
		mtk_die("%s", mtk_errmsg());
	struct buf out = BUF_INIT;
	uint32_t *ids = NULL;
	size_t cap = 0;
	int rc = 0;
	for (uint64_t d = d0; d < d1 && !rc; d++) {
		int first = 1;   /* a document of several sequences (Megatron allows it) is one line */
		for (uint64_t q = doc_first(&s, d); q < doc_first(&s, d + 1) && !rc; q++) {
			size_t n = shard_seq_len(&s, q);
			if (n > cap)
				cap = n, ids = xrealloc(ids, cap * sizeof *ids);
			shard_tokens(&s, shard_seq_off(&s, q), n, ids);
			if (have_vocab) {
				if (bpe_decode(&b, ids, n, &out)) {
					mtk_warn("%s: document %llu: %s", s.prefix, (unsigned long long)d, mtk_errmsg());
					rc = 1;
				}
			} else {
				uint64_t at = shard_seq_off(&s, q);   /* as stored: a signed dtype's negative values too */
				for (size_t i = 0; i < n; i++, first = 0)
					buf_printf(&out, first ? "%lld" : " %lld", (long long)shard_token_value(&s, at + i));
			}
			if (!rc && write_out(w, &out)) {
				mtk_warn("%s", mtk_errmsg());
				rc = 1;
			}
		}
		if (!have_vocab && !rc) {
			buf_putc(&out, '\n');
			if (write_out(w, &out)) {
				mtk_warn("%s", mtk_errmsg());
				rc = 1;
			}
		}
	}
	if (rc)
		wr_abort(w);
	else if (wr_close(w))
		mtk_warn("%s", mtk_errmsg()), rc = 1;
	free(ids);
	buf_release(&out);
	shard_close(&s);
	if (have_vocab)
		bpe_release(&b);
	return rc ? EXIT_DATA : EXIT_OK;
}

/* ---- stats of a blend ---- */

/* "mtok stats [--train-tokens n] [weight] prefix ... | @blend": a row per
 * dataset, then the total. Weights pair with prefixes as in mtrain --data:
 * all weighted when the first word is a number, else all equal. */
static int stats_blend(char **args, int nargs, uint64_t train_tokens)
{
	struct blend_words w = {0};
	char at[512];
	if (blend_expand(args, nargs, &w) < 0) {   /* exit 2, as mtrain */
		mtk_warn("%s", mtk_errmsg());
		exit(EXIT_USAGE);
	}
	double w0;
	int weighted = opt_double(w.v[0].s, &w0) == 0;
	if (weighted && w.n % 2)
		mtk_usage_error(usage, "%sweights and prefixes must come in pairs (got %d words)",
		                blend_where(&w.v[w.n - 1], at, sizeof at), w.n);
	int n = weighted ? w.n / 2 : w.n;
	struct shard *sh = xcalloc((size_t)n, sizeof *sh);
	double *wt = xcalloc((size_t)n, sizeof *wt), wsum = 0;
	const char **name = xcalloc((size_t)n, sizeof *name);
	int rc = EXIT_OK, opened = 0;
	for (int i = 0; i < n; i++) {
		const struct blend_word *pw = &w.v[weighted ? 2 * i + 1 : i];
		name[i] = pw->s;
		wt[i] = 1;
		if (weighted && (opt_double(w.v[2 * i].s, &wt[i]) || !(wt[i] > 0)))
			mtk_usage_error(usage, "%s'%s' is not a positive weight (for %s)", blend_where(&w.v[2 * i], at, sizeof at),
			                w.v[2 * i].s, pw->s);
		wsum += wt[i];
	}
	for (; opened < n; opened++)
		if (shard_open(&sh[opened], name[opened])) {
			mtk_warn("%s%s", blend_where(&w.v[weighted ? 2 * opened + 1 : opened], at, sizeof at), mtk_errmsg());
			rc = EXIT_DATA;
			goto out;
		}

	/* columns: dataset, tokens, documents, weight, share [, trained, epochs] */
	int wn = 7, ww = 6;   /* "dataset", "weight" */
	char wb[64];
	for (int i = 0; i <= n; i++) {
		if (i < n && (int)strlen(name[i]) > wn)
			wn = (int)strlen(name[i]);
		int l = snprintf(wb, sizeof wb, "%.12g", i < n ? wt[i] : wsum);
		if (l > ww)
			ww = l;
	}
	printf("%-*s %14s %12s %*s %8s", wn, "dataset", "tokens", "documents", ww, "weight", "share");
	if (train_tokens)
		printf(" %14s %8s", "trained", "epochs");
	putchar('\n');
	uint64_t ttok = 0, tdoc = 0;
	for (int i = 0; i <= n; i++) {
		int tot = i == n;
		uint64_t tok = tot ? ttok : sh[i].ntokens, docs = tot ? tdoc : sh[i].ndoc - 1;
		double share = tot ? 1 : wt[i] / wsum;
		printf("%-*s %14llu %12llu %*.12g %7.2f%%", wn, tot ? "total" : name[i], (unsigned long long)tok,
		       (unsigned long long)docs, ww, tot ? wsum : wt[i], 100 * share);
		if (train_tokens) {
			/* the tokens this dataset gives to training, and how many
			 * passes over it that is (MT-NLG's "epochs") */
			double trained = share * (double)train_tokens;
			printf(" %14.0f", trained);
			if (tok)
				printf(" %8.2f", trained / (double)tok);
			else
				printf(" %8s", "-");
		}
		putchar('\n');
		ttok += tok, tdoc += docs;
	}
	if (fflush(stdout) || ferror(stdout)) {
		mtk_warn("standard output: %s", strerror(errno));
		rc = EXIT_DATA;
	}
out:
	for (int i = 0; i < opened; i++)
		shard_close(&sh[i]);
	blend_free(&w);
	free(sh);
	free(wt);
	free(name);
	return rc;
}

static int cmd_stats(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_TRAIN_TOKENS), "mtok stats");
	no_common(&o, 0, "mtok stats");
	if ((o.seen & OPT(O_TRAIN_TOKENS)) && !o.train_tokens)
		mtk_usage_error(usage, "--train-tokens: want a positive number of tokens");
	if (optind == argc) {
		mtk_warn("expected a shard prefix, weights and prefixes, or @blend.txt");
		mtk_die_usage(usage);
	}
	if (optind < argc - 1 || argv[optind][0] == '@' || o.train_tokens)
		return stats_blend(argv + optind, argc - optind, o.train_tokens);
	struct shard s;
	open_shard_arg(argc, argv, &s);
	uint64_t minl = UINT64_MAX, maxl = 0;
	uint32_t maxid = 0, buf[4096];
	for (uint64_t i = 0; i < s.nseq; i++) {
		uint64_t l = shard_seq_len(&s, i);
		if (l < minl) minl = l;
		if (l > maxl) maxl = l;
	}
	for (uint64_t t = 0; t < s.ntokens; t += 4096) {
		size_t n = s.ntokens - t < 4096 ? (size_t)(s.ntokens - t) : 4096;
		shard_tokens(&s, t, n, buf);
		for (size_t i = 0; i < n; i++)
			if (buf[i] > maxid)
				maxid = buf[i];
	}
	const char *dt = s.dtype == SHARD_U16 ? "uint16" : s.dtype == SHARD_I32 ? "int32" :
		s.dtype == SHARD_U8 ? "uint8" : s.dtype == 3 ? "int16" : "int64";
	printf("prefix %s\ndtype %s\ndocuments %llu\nsequences %llu\ntokens %llu\n", s.prefix, dt,
		(unsigned long long)(s.ndoc - 1), (unsigned long long)s.nseq, (unsigned long long)s.ntokens);
	if (s.nseq)
		printf("min_length %llu\nmax_length %llu\nmean_length %.1f\nmax_id %u\n",
			(unsigned long long)minl, (unsigned long long)maxl, (double)s.ntokens / (double)s.nseq, maxid);
	shard_close(&s);
	return EXIT_OK;
}

/* llm.c's data shard: 256 int32 header (magic 20240520, version 1, token
 * count), then the tokens as uint16. */
static int cmd_export(int argc, char **argv)
{
	struct opts o;
	parse(argc, argv, &o);
	only(&o, OPT(O_FORMAT), "mtok export");
	no_common(&o, 1, "mtok export");
	if (!o.format || strcmp(o.format, "llmc")) {
		mtk_warn("export: --format llmc is the one format");
		mtk_die_usage(usage);
	}
	if (!o.co.out) {
		mtk_warn("export: -o file is required");
		mtk_die_usage(usage);
	}
	struct shard s;
	open_shard_arg(argc, argv, &s);
	if (s.ntokens > INT32_MAX)
		mtk_die("%s: %llu tokens do not fit llm.c's int32 count", s.prefix, (unsigned long long)s.ntokens);
	unsigned char hdr[1024] = {0};
	uint32_t h[3] = {20240520, 1, (uint32_t)s.ntokens};
	for (int i = 0; i < 3; i++)
		for (int k = 0; k < 4; k++)
			hdr[4 * i + k] = (unsigned char)(h[i] >> (8 * k));
	struct wr *w = wr_open(o.co.out);
	if (!w)
		mtk_die("%s", mtk_errmsg());
	int rc = wr_write(w, hdr, sizeof hdr);
	uint32_t ids[4096];
	unsigned char b16[8192];
	for (uint64_t t = 0; !rc && t < s.ntokens; t += 4096) {
		size_t n = s.ntokens - t < 4096 ? (size_t)(s.ntokens - t) : 4096;
		shard_tokens(&s, t, n, ids);
		for (size_t i = 0; i < n; i++) {
			if (ids[i] > 0xffff) {
				mtk_seterr("%s: token %llu has id %u, which llm.c's uint16 shards cannot hold", s.prefix,
					(unsigned long long)(t + i), ids[i]);
				rc = -1;
				break;
			}
			b16[2 * i] = (unsigned char)ids[i];
			b16[2 * i + 1] = (unsigned char)(ids[i] >> 8);
		}
		if (!rc)
			rc = wr_write(w, b16, 2 * n);
	}
	if (rc) {
		mtk_warn("%s", mtk_errmsg());
		wr_abort(w);
	} else if (wr_close(w)) {
		mtk_warn("%s", mtk_errmsg());
		rc = -1;
	}
	shard_close(&s);
	return rc ? EXIT_DATA : EXIT_OK;
}

int main(int argc, char **argv)
{
	mtk_prog = "mtok";
	if (argc > 1) {
		static const struct {
			const char *name, *usage;
			int (*fn)(int, char **);
		} sub[] = {
			{"train", usage_train, cmd_train}, {"decode", usage_decode, cmd_decode},
			{"cat", usage_cat, cmd_cat}, {"stats", usage_stats, cmd_stats},
			{"export", usage_export, cmd_export},
		};
		for (size_t i = 0; i < sizeof sub / sizeof *sub; i++)
			if (!strcmp(argv[1], sub[i].name)) {
				usage = sub[i].usage;
				return sub[i].fn(argc - 1, argv + 1);
			}
	}
	return cmd_encode(argc, argv);
}
