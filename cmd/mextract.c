/*
 * mextract: WARC -> JSONL documents (id, url, date, lang, lang_score, text,
 * title). The calling thread reads records and drops what needs no parsing
 * (non-response records, blocked URLs); worker threads parse HTTP, extract
 * the text and detect the language; output is written in input order, so
 * it is the same for any -j.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "buf.h"
#include "err.h"
#include "extract.h"
#include "http.h"
#include "json.h"
#include "langid.h"
#include "opt.h"
#include "pool.h"
#include "progress.h"
#include "stats.h"
#include "stream.h"
#include "utf8.h"
#include "urlfilter.h"
#include "warc.h"

static const char usage[] =
	"usage: mextract [-j N] [-o out.jsonl[.zst]] [--lang en[,de...]] [--min-lang-score X]\n"
	"       [--url-blocklist FILE] [--max-record size] [--stats FILE] [--strict]\n"
	"       [--html FILE.html] [FILE.warc[.gz|.zst] ...]\n"
	"\n"
	"Extract the main text of the HTML pages in WARC files (or standard input)\n"
	"as JSONL: one {\"id\",\"url\",\"date\",\"lang\",\"lang_score\",\"text\",\"title\"} per page.\n"
	"WARC may be plain, gzip or zstd (one frame per record, with or without a dictionary).\n"
	"Input may also be JSONL with an \"html\" field (detected by a leading '{').\n"
	"\n"
	"  -j, --threads N         worker threads (0: all cores; default 1)\n"
	"  -o, --output FILE       write FILE (.gz/.zst compressed), not stdout\n"
	"      --lang L[,L...]     keep only pages in these languages (CLD2 codes)\n"
	"      --min-lang-score X  keep only pages whose language score is >= X (0..1)\n"
	"      --url-blocklist F   drop pages whose host is in F (a domain per line)\n"
	"      --html FILE.html    extract one page instead of reading WARC\n"
	"      --max-record SIZE   longer records and pages are removed (default 64M; 0: none)\n"
	"      --stats FILE        write counts (in, out, removed per reason) as JSON\n"
	"      --strict            stop at the first damaged record (exit 1)\n"
	"  -q, -v, --progress, -h, -V\n";

/* Why a record was not written: each is a "removed.<name>" counter. */
enum reason {
	R_WARCINFO, R_REQUEST, R_METADATA, R_REVISIT, R_OTHER_RECORD, R_NOT_HTTP,
	R_HTTP_STATUS, R_NOT_HTML, R_ENCODING, R_URL_BLOCKED, R_URL_EXT,
	R_EXTRACT_ERROR, R_EMPTY, R_LANG, R_LANG_SCORE, R_BAD_JSON, R_NO_HTML, R_BAD_ENCODING, R_OVER_MAX,
	R_BODY_TOO_LARGE, NREASON
};
static const char *const reason_name[NREASON] = {
	"removed.warcinfo", "removed.request", "removed.metadata", "removed.revisit",
	"removed.other_record", "removed.not_http", "removed.http_status", "removed.not_html",
	"removed.encoding", "removed.url_blocked", "removed.url_ext", "removed.extract_error",
	"removed.empty", "removed.lang", "removed.lang_score", "removed.bad_json", "removed.no_html",
	"removed.bad_encoding", "removed.over_max_record", "removed.body_too_large",
};

#define BATCH_RECORDS 64
#define BATCH_BYTES (8u << 20)

/* JOB_RESOURCE: a WARC resource record holding HTML, a page without HTTP
 * headers (wget --warc-file, Webrecorder). */
enum { JOB_WARC, JOB_RESOURCE, JOB_JSONL, JOB_HTML };

struct job {
	int kind;
	size_t block, block_len;      /* into the batch arena */
	size_t uri, id, date, ptype, ctype;  /* NUL-terminated strings in the arena */
	const char *file;             /* where the record or line came from */
	uint64_t line;                /* JSONL: its line; WARC: the record's offset */
};

struct batch {
	struct buf arena, out;
	struct job *job;
	int n, cap;
	uint64_t in, outn, errors, bytes;
	uint64_t removed[NREASON];
	uint64_t jl_in, jl_bad;       /* JSONL lines read, and those without a page */
	uint64_t bad_fields;          /* pages whose WARC id, URL or date is not UTF-8 */
	uint64_t bad_field_off;       /* the first one's record offset */
	const char *bad_field_file;   /* ... and file */
};

struct worker {
	struct extractor *x;
	struct http *http;
	struct buf text, html, num;
	struct jdoc doc;
};

struct ctx {
	struct common co;
	char **files;
	int nfiles, next_file;
	const char *html_file;
	int html_done;
	struct warc *w;               /* the input being read */
	int jsonl;                    /* it holds JSONL lines, not WARC */
	uint64_t lineno;
	const char *name;             /* its name, in storage that outlives it */
	uint64_t last_in_bytes;
	char langs[32][16];
	int nlangs;
	double min_score;
	struct urlfilter *uf;
	struct worker *wk;
	struct wr *out;
	struct stats st;
	struct progress pg;
	int status;                   /* exit status so far */
	int write_failed;
	int strict_stop;              /* --strict met damage: stop reading */
	uint64_t jl_in, jl_bad;       /* JSONL lines read, and those without a page */
};

static void *batch_new(void *ctx)
{
	(void)ctx;
	return xcalloc(1, sizeof(struct batch));
}

static void batch_free(void *ctx, void *bp)
{
	(void)ctx;
	struct batch *b = bp;
	buf_release(&b->arena);
	buf_release(&b->out);
	free(b->job);
	free(b);
}

static size_t arena_str(struct buf *a, const char *s)
{
	size_t at = a->len;
	buf_add(a, s, strlen(s) + 1);
	return at;
}

static struct job *add_job(struct batch *b, int kind)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : BATCH_RECORDS;
		b->job = xrealloc(b->job, (size_t)b->cap * sizeof *b->job);
	}
	struct job *j = &b->job[b->n++];
	memset(j, 0, sizeof *j);
	j->kind = kind;
	return j;
}

/* Open the next input; 1 opened, 0 none left. Failures are named,
 * counted in b, and skipped. */
static int next_input(struct ctx *c, struct batch *b)
{
	while (c->next_file < c->nfiles || (c->nfiles == 0 && c->next_file == 0)) {
		const char *f = c->nfiles ? c->files[c->next_file] : NULL;
		c->next_file++;
		c->w = warc_open(f);
		if (!c->w) {
			mtk_warn("%s", mtk_errmsg());
			b->errors++;
			continue;
		}
		c->last_in_bytes = 0;
		int first = warc_peek(c->w);
		if (first < 0 && warc_errors(c->w)) {        /* unreadable (a directory, EIO) */
			mtk_warn("%s", mtk_errmsg());
			b->errors++;
			warc_close(c->w);
			c->w = NULL;
			continue;
		}
		c->jsonl = first == '{';
		warc_set_max_line(c->w, (size_t)c->co.max_record);
		c->lineno = 0;
		c->name = f && strcmp(f, "-") ? f : "<stdin>";
		return 1;
	}
	return 0;
}

/* The largest page a Content-Encoding body may decode to: --max-record,
 * at most HTTP_BODY_MAX (http_set_max_body) */
static size_t max_body(const struct ctx *c)
{
	uint64_t m = c->co.max_record;
	return m && m < HTTP_BODY_MAX ? (size_t)m : HTTP_BODY_MAX;
}

/* Whether a page without Content-Type is HTML by Common Crawl's sniffing */
static int ptype_html(const struct http_resp *hr, const char *ptype)
{
	return !hr->mime[0] && (!strcmp(ptype, "text/html") || !strcmp(ptype, "application/xhtml+xml"));
}

/* Record-level filtering on the reading thread: what is dropped here is
 * never copied. Returns the reason, or -1 to keep. */
static int early_reason(const struct ctx *c, const struct warc_rec *r)
{
	struct http_resp hr;
	switch (r->type) {
	case WARC_RESPONSE: break;
	case WARC_RESOURCE:
		/* by its Content-Type, or sniffed when that is missing or generic */
		http_resource(r->ctype, r->block, r->block_len, &hr);
		if (!http_is_html(&hr) && !ptype_html(&hr, r->payload_type))
			return R_NOT_HTML;
		goto url;
	case WARC_WARCINFO: return R_WARCINFO;
	case WARC_REQUEST: return R_REQUEST;
	case WARC_METADATA: return R_METADATA;
	case WARC_REVISIT: return R_REVISIT;
	default: return R_OTHER_RECORD;
	}
	if (!http_is_response_ctype(r->ctype))
		return R_NOT_HTTP;
url:
	switch (urlfilter_check(c->uf, r->uri)) {
	case URL_BLOCKED_DOMAIN: return R_URL_BLOCKED;
	case URL_BINARY_EXT: return R_URL_EXT;
	}
	return -1;
}

static int read_batch(void *ctxp, void *bp)
{
	struct ctx *c = ctxp;
	struct batch *b = bp;
	buf_clear(&b->arena);
	buf_clear(&b->out);
	b->n = 0;
	b->in = b->outn = b->errors = b->bytes = b->jl_in = b->jl_bad = b->bad_fields = b->bad_field_off = 0;
	memset(b->removed, 0, sizeof b->removed);
	if (c->strict_stop)
		return -1;
	if (c->html_file) {
		if (c->html_done)
			return 0;
		c->html_done = 1;
		if (read_file_max(c->html_file, &b->arena, (size_t)c->co.max_record) < 0) {
			mtk_warn("%s", mtk_errmsg());
			b->errors++;
			return 1;
		}
		struct job *j = add_job(b, JOB_HTML);
		j->block_len = b->arena.len;
		j->uri = arena_str(&b->arena, c->html_file);
		b->in = 1;
		b->bytes = j->block_len;
		return 1;
	}
	while (b->n < BATCH_RECORDS && b->arena.len < BATCH_BYTES) {
		if (!c->w && !next_input(c, b))
			break;
		if (c->jsonl) {
			char *line;
			size_t len;
			int rc = warc_getline(c->w, &line, &len);
			if (rc == WARC_LONG) {   /* not held: named, counted, removed */
				c->lineno++;
				mtk_warn("%s:%llu: line of %llu bytes is over --max-record; removed", c->name,
				         (unsigned long long)c->lineno, (unsigned long long)warc_long_len(c->w));
				b->in++;
				b->jl_in++;
				b->jl_bad++;
				b->removed[R_OVER_MAX]++;
				continue;
			}
			if (rc > 0) {
				c->lineno++;
				if (!len)
					continue;
				b->jl_in++;
				struct job *j = add_job(b, JOB_JSONL);
				j->file = c->name;
				j->line = c->lineno;
				j->block = b->arena.len;
				j->block_len = len;
				buf_add(&b->arena, line, len + 1);
				b->in++;
				continue;
			}
			if (rc < 0) {
				mtk_warn("%s", mtk_errmsg());
				b->errors++;
				c->status = EXIT_DATA;
			}
		} else {
			struct warc_rec r;
			int rc = warc_next(c->w, &r);
			if (rc == WARC_LONG) {   /* read past, not held: named, counted, removed */
				b->in++;
				mtk_warn("%s: offset %llu: record of %llu bytes is over --max-record; removed", c->name,
				         (unsigned long long)r.offset, (unsigned long long)warc_long_len(c->w));
				b->removed[R_OVER_MAX]++;
				continue;
			}
			if (rc > 0) {
				b->in++;
				int why = early_reason(c, &r);
				if (why < 0 && c->co.max_record && r.block_len > c->co.max_record) {
					mtk_warn("%s: offset %llu: record of %zu bytes is over --max-record; removed", c->name,
					         (unsigned long long)r.offset, r.block_len);
					why = R_OVER_MAX;
				}
				if (why >= 0) {
					b->removed[why]++;
					continue;
				}
				struct job *j = add_job(b, r.type == WARC_RESOURCE ? JOB_RESOURCE : JOB_WARC);
				j->file = c->name;
				j->line = r.offset;
				j->block = b->arena.len;
				j->block_len = r.block_len;
				buf_add(&b->arena, r.block, r.block_len);
				buf_putc(&b->arena, 0);
				j->uri = arena_str(&b->arena, r.uri);
				j->id = arena_str(&b->arena, r.id);
				j->date = arena_str(&b->arena, r.date);
				j->ptype = arena_str(&b->arena, r.payload_type);
				j->ctype = arena_str(&b->arena, r.ctype);
				continue;
			}
			if (rc < 0) {
				mtk_warn("%s", mtk_errmsg());
				b->errors++;
				c->status = EXIT_DATA;
				if (c->co.strict) {
					/* hand on what came before; the next read stops */
					c->strict_stop = 1;
					break;
				}
				continue;
			}
		}
		/* end of this input */
		uint64_t nb = warc_in_bytes(c->w);
		b->bytes += nb - c->last_in_bytes;
		warc_close(c->w);
		c->w = NULL;
	}
	if (c->w) {
		uint64_t nb = warc_in_bytes(c->w);
		b->bytes += nb - c->last_in_bytes;
		c->last_in_bytes = nb;
	}
	return b->n || b->in || b->errors ? 1 : 0;
}

static int lang_ok(const struct ctx *c, const char *code)
{
	if (!c->nlangs)
		return 1;
	for (int i = 0; i < c->nlangs; i++)
		if (!strcmp(c->langs[i], code))
			return 1;
	return 0;
}

/* Extract and filter one page; on success append its JSON line to b->out. */
static void do_page(struct ctx *c, struct worker *wk, struct batch *b, const struct job *j,
                    const char *html, size_t len, const char *charset)
{
	struct extract_info info;
	if (extract_html(wk->x, html, len, charset, &wk->text, &info) < 0) {
		/* named: a page the extractor refuses (EXTRACT_MAX_ELEMENTS) */
		if (j->kind == JOB_JSONL)
			mtk_warn("%s:%llu: %s; page removed", j->file, (unsigned long long)j->line, mtk_errmsg());
		else if (j->kind == JOB_HTML)
			mtk_warn("%s: %s; page removed", b->arena.p + j->uri, mtk_errmsg());
		else
			mtk_warn("%s: offset %llu: %s; page removed", j->file, (unsigned long long)j->line,
			         mtk_errmsg());
		b->removed[R_EXTRACT_ERROR]++;
		return;
	}
	if (!wk->text.len) {
		b->removed[R_EMPTY]++;
		return;
	}
	struct langid_result lr;
	langid_detect(wk->text.p, wk->text.len, &lr);
	if (!lang_ok(c, lr.code)) {
		b->removed[R_LANG]++;
		return;
	}
	if (lr.score < c->min_score) {
		b->removed[R_LANG_SCORE]++;
		return;
	}
	/* round the score so that the text is the same on every platform */
	double score = (double)(long)(lr.score * 100 + 0.5) / 100;
	const char *a = b->arena.p;
	if (j->kind == JOB_JSONL) {
		struct buf *nb = &wk->num;
		buf_clear(nb);
		json_put_str(nb, lr.code, strlen(lr.code));
		size_t lang_end = nb->len;
		json_put_num(nb, score);
		size_t score_end = nb->len;
		json_put_str(nb, wk->text.p, wk->text.len);
		size_t text_end = nb->len;
		if (info.title[0])
			json_put_str(nb, info.title, strlen(info.title));
		struct jset set[6] = {
			{"html", NULL, 0},
			{"lang", nb->p, lang_end},
			{"lang_score", nb->p + lang_end, score_end - lang_end},
			{"text", nb->p + score_end, text_end - score_end},
			{"title", nb->p + text_end, nb->len - text_end},
		};
		int nset = info.title[0] ? 5 : 4;
		char idbuf[24];
		if (!jdoc_get(&wk->doc, "id")) {
			/* no id: a hash of the page, stable across runs */
			snprintf(idbuf, sizeof idbuf, "\"%016llx\"", (unsigned long long)XXH64(html, len, 0));
			set[nset].key = "id";
			set[nset].val = idbuf;
			set[nset].vlen = strlen(idbuf);
			nset++;
		}
		jdoc_write(&wk->doc, &b->out, set, nset);
	} else {
		jw_begin(&b->out);
		if (j->kind == JOB_WARC || j->kind == JOB_RESOURCE) {
			/* written with U+FFFD for the bad bytes (json_put_str), and counted */
			const char *hv[3] = {a + j->id, a + j->uri, a + j->date};
			for (int k = 0; k < 3; k++)
				if (utf8_valid_prefix(hv[k], strlen(hv[k])) != strlen(hv[k])) {
					if (!b->bad_fields++) {
						b->bad_field_off = j->line;
						b->bad_field_file = j->file;
					}
					break;
				}
			jw_cstr(&b->out, "id", a + j->id);
			jw_cstr(&b->out, "url", a + j->uri);
			jw_cstr(&b->out, "date", a + j->date);
		} else {
			char idbuf[20];
			snprintf(idbuf, sizeof idbuf, "%016llx", (unsigned long long)XXH64(html, len, 0));
			jw_cstr(&b->out, "id", idbuf);
		}
		jw_cstr(&b->out, "lang", lr.code);
		jw_num(&b->out, "lang_score", score);
		jw_str(&b->out, "text", wk->text.p, wk->text.len);
		if (info.title[0])
			jw_cstr(&b->out, "title", info.title);
		jw_end(&b->out);
	}
	b->outn++;
}

/* The "binary data bytes" of WHATWG's MIME sniffing (0x00-0x08, 0x0B,
 * 0x0E-0x1A, 0x1C-0x1F), which no text holds, in the first 1024 bytes
 * (after a UTF-16 byte order mark, none is looked for, as WHATWG's) */
static int binary(const char *p, size_t n)
{
	if (n >= 2 && ((p[0] == '\xfe' && p[1] == '\xff') || (p[0] == '\xff' && p[1] == '\xfe')))
		return 0;   /* UTF-16, by its byte order mark: its NULs are text */
	for (size_t i = 0; i < n && i < 1024; i++) {
		unsigned char ch = (unsigned char)p[i];
		if (ch <= 0x08 || ch == 0x0b || (ch >= 0x0e && ch <= 0x1a) || (ch >= 0x1c && ch <= 0x1f))
			return 1;
	}
	return 0;
}

static void work_batch(void *ctxp, void *bp, int thread)
{
	struct ctx *c = ctxp;
	struct batch *b = bp;
	struct worker *wk = &c->wk[thread];
	for (int i = 0; i < b->n; i++) {
		const struct job *j = &b->job[i];
		const char *blk = b->arena.p + j->block;
		if (j->kind == JOB_HTML) {
			if (binary(blk, j->block_len)) {   /* not a page: named, and an input error */
				mtk_warn("%s: binary data, not HTML (a byte no text has, in its first 1024)",
				         b->arena.p + j->uri);
				b->removed[R_NOT_HTML]++;
				b->errors++;
				continue;
			}
			do_page(c, wk, b, j, blk, j->block_len, NULL);
			continue;
		}
		if (j->kind == JOB_JSONL) {
			if (jdoc_parse(&wk->doc, blk, j->block_len) < 0) {
				mtk_warn("%s:%llu: %s", j->file, (unsigned long long)j->line, mtk_errmsg());
				b->removed[R_BAD_JSON]++;
				b->errors++;
				b->jl_bad++;
				continue;
			}
			int hr = jdoc_str(&wk->doc, "html", &wk->html);
			if (hr <= 0) {
				if (hr < 0)
					mtk_warn("%s:%llu: %s", j->file, (unsigned long long)j->line, mtk_errmsg());
				b->removed[hr < 0 ? R_BAD_JSON : R_NO_HTML]++;
				b->errors += hr < 0;
				b->jl_bad++;
				continue;
			}
			do_page(c, wk, b, j, wk->html.p ? wk->html.p : "", wk->html.len, NULL);
			continue;
		}
		struct http_resp hr;
		if (j->kind == JOB_RESOURCE) {
			http_resource(b->arena.p + j->ctype, blk, j->block_len, &hr);
			do_page(c, wk, b, j, hr.body, hr.body_len, hr.charset[0] ? hr.charset : NULL);
			continue;
		}
		if (http_parse(wk->http, blk, j->block_len, &hr) < 0) {
			b->removed[R_NOT_HTTP]++;
			continue;
		}
		if (hr.status < 200 || hr.status > 299) {
			b->removed[R_HTTP_STATUS]++;
			continue;
		}
		if (hr.body_flags & HTTP_UNKNOWN_ENCODING) {
			b->removed[R_ENCODING]++;
			continue;
		}
		if (hr.body_flags & HTTP_UNDECODED) {
			/* the server's bytes, not the file, are damaged: named and
			 * counted, but not an input error */
			mtk_warn("%s: offset %llu: corrupt %s body (Content-Encoding), page skipped", j->file,
				(unsigned long long)j->line, hr.encoding);
			b->removed[R_BAD_ENCODING]++;
			continue;
		}
		if (hr.body_flags & HTTP_TOO_LARGE) {
			/* not cut silently: a page is whole or not at all */
			mtk_warn("%s: offset %llu: %s body decodes to more than %zu bytes, page removed", j->file,
			         (unsigned long long)j->line, hr.encoding, max_body(c));
			b->removed[R_BODY_TOO_LARGE]++;
			continue;
		}
		/* no Content-Type: Common Crawl's own sniffing may still say HTML */
		if (!http_is_html(&hr) && !ptype_html(&hr, b->arena.p + j->ptype)) {
			b->removed[R_NOT_HTML]++;
			continue;
		}
		do_page(c, wk, b, j, hr.body, hr.body_len, hr.charset[0] ? hr.charset : NULL);
	}
}

static int write_batch(void *ctxp, void *bp)
{
	struct ctx *c = ctxp;
	struct batch *b = bp;
	if (b->out.len && wr_write(c->out, b->out.p, b->out.len) < 0) {
		mtk_warn("%s", mtk_errmsg());
		c->write_failed = 1;
		return -1;
	}
	stats_add(&c->st, "in", b->in);
	stats_add(&c->st, "out", b->outn);
	c->jl_in += b->jl_in;
	c->jl_bad += b->jl_bad;
	if (b->bad_fields) {
		if (!stats_get(&c->st, "invalid_utf8_fields"))
			mtk_warn("%s: offset %llu: invalid UTF-8 in the WARC id, URL or date (written with U+FFFD);"
			         " said once, counted in --stats as invalid_utf8_fields", b->bad_field_file,
			         (unsigned long long)b->bad_field_off);
		stats_add(&c->st, "invalid_utf8_fields", b->bad_fields);
	}
	for (int i = 0; i < NREASON; i++)
		if (b->removed[i])
			stats_add(&c->st, reason_name[i], b->removed[i]);
	if (b->errors) {
		stats_add(&c->st, "errors", b->errors);
		c->status = EXIT_DATA;
	}
	progress_tick(&c->pg, b->bytes, b->in);
	return c->co.strict && b->errors ? -1 : 0;
}

static void parse_langs(struct ctx *c, const char *arg)
{
	const char *p = arg;
	while (*p) {
		size_t n = strcspn(p, ",");
		if (!n || n >= sizeof c->langs[0] || c->nlangs == 32) {
			mtk_warn("--lang: bad language list '%s'", arg);
			mtk_die_usage(usage);
		}
		memcpy(c->langs[c->nlangs], p, n);
		c->langs[c->nlangs][n] = 0;
		c->nlangs++;
		p += n;
		if (*p == ',')
			p++;
	}
	if (!c->nlangs) {
		mtk_warn("--lang: empty language list");
		mtk_die_usage(usage);
	}
}

enum { OPT_LANG = OPT_COMMON_LAST + 1, OPT_MIN_SCORE, OPT_BLOCKLIST, OPT_HTML };

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		COMMON_LONGOPTS,
		{"lang", required_argument, 0, OPT_LANG},
		{"min-lang-score", required_argument, 0, OPT_MIN_SCORE},
		{"url-blocklist", required_argument, 0, OPT_BLOCKLIST},
		{"html", required_argument, 0, OPT_HTML},
		MAX_RECORD_LONGOPT,
		{0, 0, 0, 0},
	};
	static struct ctx c;
	const char *blocklist = NULL;
	int opt;
	mtk_prog = "mextract";
	while ((opt = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&c.co, opt, optarg, usage))
			continue;
		switch (opt) {
		case OPT_LANG:
			parse_langs(&c, optarg);
			break;
		case OPT_MIN_SCORE:
			if (opt_double(optarg, &c.min_score) < 0 || c.min_score < 0 || c.min_score > 1) {
				mtk_warn("--min-lang-score: want a number from 0 to 1, got '%s'", optarg);
				mtk_die_usage(usage);
			}
			break;
		case OPT_BLOCKLIST:
			blocklist = optarg;
			break;
		case OPT_HTML:
			c.html_file = optarg;
			break;
		default:
			mtk_die_usage(usage);
		}
	}
	cmd_common_done(&c.co);
	c.files = argv + optind;
	c.nfiles = argc - optind;
	if (c.html_file && c.nfiles) {
		mtk_warn("--html takes one page; it cannot be combined with input files");
		mtk_die_usage(usage);
	}
	c.uf = urlfilter_new();
	if (blocklist && urlfilter_load(c.uf, blocklist) < 0)
		mtk_die("%s", mtk_errmsg());
	c.wk = xcalloc((size_t)c.co.threads, sizeof *c.wk);
	for (int i = 0; i < c.co.threads; i++) {
		c.wk[i].x = extractor_new();
		c.wk[i].http = http_new();
		http_set_max_body(c.wk[i].http, (size_t)c.co.max_record);
	}
	stats_init(&c.st, "mextract");
	stats_add(&c.st, "in", 0);
	stats_add(&c.st, "out", 0);
	wr_signal_cleanup();
	c.out = wr_open(c.co.out);
	if (!c.out)
		mtk_die("%s", mtk_errmsg());
	progress_init(&c.pg, c.co.progress, c.html_file ? 0 : progress_total(c.files, c.nfiles), "records");
	static const struct pool_ops ops = {batch_new, batch_free, read_batch, work_batch, write_batch};
	int rc = pool_run(&ops, &c, c.co.threads);
	progress_done(&c.pg);
	if (c.w)
		warc_close(c.w);
	/* A damaged input (--strict stops at it) keeps what was written before
	 * it; a failed write leaves the previous output in place. */
	if (rc < 0)
		c.status = EXIT_DATA;
	/* JSONL lines read and not one page among them (text, not pages, fed
	 * to mextract): the rule of every command (mtk(7)) */
	if (c.jl_in && c.jl_in == c.jl_bad) {
		if (c.nfiles <= 1)
			mtk_warn("%s: no valid document (%llu record%s, none a JSON object with an \"html\" string)",
			         c.nfiles && strcmp(c.files[0], "-") ? c.files[0] : "<stdin>",
			         (unsigned long long)c.jl_in, c.jl_in == 1 ? "" : "s");
		else
			mtk_warn("no valid document in the %d inputs (%llu JSONL record%s, none a JSON object with an"
			         " \"html\" string)", c.nfiles, (unsigned long long)c.jl_in, c.jl_in == 1 ? "" : "s");
		c.status = EXIT_DATA;
	}
	if (c.write_failed) {
		wr_abort(c.out);
		c.out = NULL;
	}
	if (c.out && wr_close(c.out) < 0) {
		mtk_warn("%s", mtk_errmsg());
		c.status = EXIT_DATA;
	}
	if (c.co.stats && stats_write(&c.st, c.co.stats) < 0) {
		mtk_warn("%s", mtk_errmsg());
		c.status = EXIT_DATA;
	}
	mtk_info(2, "%llu records in, %llu documents out", (unsigned long long)stats_get(&c.st, "in"),
		(unsigned long long)stats_get(&c.st, "out"));
	for (int i = 0; i < c.co.threads; i++) {
		extractor_free(c.wk[i].x);
		http_free(c.wk[i].http);
		buf_release(&c.wk[i].text);
		buf_release(&c.wk[i].html);
		buf_release(&c.wk[i].num);
		jdoc_release(&c.wk[i].doc);
	}
	free(c.wk);
	urlfilter_free(c.uf);
	stats_release(&c.st);
	return c.status;
}
