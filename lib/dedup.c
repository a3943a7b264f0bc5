/* dedup: see dedup.h. */
#include "dedup.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "buf.h"
#include "docbatch.h"
#include "err.h"
#include "json.h"
#include "pool.h"
#include "progress.h"
#include "uf.h"
#include "utf8.h"

#define DD_VERSION 2   /* 2: .sig and the shard table carry the input's content hash */
#define DD_MAXSHARDS (1u << 24)
#define DD_MAXDOCS ((uint64_t)1 << DD_SHARD_BITS)

enum { DOC_SKIP = 1, DOC_EMPTY = 2 };   /* per-document flags in .sig */

struct dd_hdr {
	char magic[8];
	uint32_t version, flags;
	uint32_t bands, rows, shingle, n;
	uint64_t seed, prio;
	uint64_t count;      /* records */
	int64_t band;        /* .pairs: the band, DD_BAND_EXACT for exact; .sig: its input's content hash */
	uint32_t extra;      /* bytes of the variable part after the header */
	uint32_t recsize;
	uint64_t tail;       /* bytes after the records (.sig: the ids) */
};
_Static_assert(sizeof(struct dd_hdr) == 80, "header layout");

static const char MAGIC_SIG[8] = "MTKSIG\0\0", MAGIC_PAIRS[8] = "MTKPAIR\0", MAGIC_DUPS[8] = "MTKDUPS\0";
static const char MAGIC_END[8] = "MTKEND\0\0";

struct pair { uint64_t a, b; uint32_t ra, rb; };
/* reason: DUP_EXACT when doc has the exact hash of its representative */
enum { DUP_FUZZY = 0, DUP_EXACT = 1 };
struct dup { uint64_t doc, rep; uint32_t reason, pad; };

static uint64_t prio_hash(const char *p)
{
	return p ? XXH3_64bits(p, strlen(p)) : 0;
}

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

static void shingle_str(const struct dd_hdr *h, char *o, size_t n)
{
	snprintf(o, n, "%ux%u %s:%u%s%s", h->bands, h->rows, h->shingle == MH_CHARS ? "chars" : "words", h->n,
	         h->flags & DD_EXACT ? " exact" : "", h->flags & DD_FUZZY ? " fuzzy" : "");
}

/* 0 when two headers were made with the same settings. */
static int same_params(const struct dd_hdr *a, const char *pa, const struct dd_hdr *b, const char *pb)
{
	if (a->flags == b->flags && a->bands == b->bands && a->rows == b->rows && a->shingle == b->shingle &&
	    a->n == b->n && a->seed == b->seed && a->prio == b->prio)
		return 0;
	char sa[96], sb[96];
	shingle_str(a, sa, sizeof sa), shingle_str(b, sb, sizeof sb);
	if (a->prio != b->prio && !strcmp(sa, sb))
		return mtk_seterr("%s: made with another --priority than %s", pb, pa);
	if (a->seed != b->seed && !strcmp(sa, sb))
		return mtk_seterr("%s: made with another seed than %s", pb, pa);
	return mtk_seterr("%s: settings differ from %s (%s vs %s)", pb, pa, sb, sa);
}

static void hdr_from_cfg(struct dd_hdr *h, const char *magic, const struct dd_cfg *c)
{
	memset(h, 0, sizeof *h);
	memcpy(h->magic, magic, 8);
	h->version = DD_VERSION;
	h->flags = (uint32_t)c->flags;
	h->bands = (uint32_t)c->mh.bands, h->rows = (uint32_t)c->mh.rows;
	h->shingle = (uint32_t)c->mh.shingle, h->n = (uint32_t)c->mh.n;
	h->seed = c->mh.seed, h->prio = prio_hash(c->priority);
}

/* ---- binary writer: temp + rename, checksum in the trailer ---- */

struct bw {
	FILE *f;
	char *tmp;      /* NULL: written in place (a special file) */
	char *target;   /* what tmp replaces: path, or where a link at path leads */
	const char *path;
	XXH3_state_t *xs;
};

static int bw_open(struct bw *w, const char *path)
{
	int in_place;
	memset(w, 0, sizeof *w);
	w->target = out_target(path, &in_place);
	if (!in_place) {
		struct buf t = BUF_INIT;
		buf_printf(&t, "%s.tmp.%ld", w->target, (long)getpid());
		w->tmp = buf_detach(&t);
	}
	w->path = path;
	w->f = fopen(w->tmp ? w->tmp : path, "wb");
	if (w->f && w->tmp)
		tmp_register(w->tmp);   /* removed on a signal, or an exit before bw_close (stream.h) */
	if (!w->f) {
		int e = errno;
		free(w->tmp), free(w->target);
		w->tmp = w->target = NULL;
		return mtk_seterr("%s: %s", path, strerror(e));
	}
	w->xs = XXH3_createState();
	XXH3_64bits_reset(w->xs);
	static const char zero[sizeof(struct dd_hdr)];
	fwrite(zero, 1, sizeof zero, w->f);
	return 0;
}

static void bw_write(struct bw *w, const void *p, size_t n)
{
	if (!n)
		return;   /* p may be NULL (an empty buffer) */
	fwrite(p, 1, n, w->f);
	XXH3_64bits_update(w->xs, p, n);
}

static void bw_abort(struct bw *w)
{
	if (w->f)
		fclose(w->f);
	if (w->tmp) {
		tmp_unregister(w->tmp);
		unlink(w->tmp);
	}
	free(w->tmp);
	free(w->target);
	if (w->xs)
		XXH3_freeState(w->xs);
	memset(w, 0, sizeof *w);
}

static int bw_close(struct bw *w, const struct dd_hdr *h)
{
	XXH3_64bits_update(w->xs, h, sizeof *h);
	uint64_t sum = XXH3_64bits_digest(w->xs);
	fwrite(MAGIC_END, 1, 8, w->f);
	fwrite(&sum, 1, 8, w->f);
	int bad = fseek(w->f, 0, SEEK_SET) || fwrite(h, sizeof *h, 1, w->f) != 1;
	bad |= fflush(w->f) != 0 || ferror(w->f);
	int e = errno;
	bad |= fclose(w->f) != 0;
	w->f = NULL;
	if (!bad && w->tmp && rename(w->tmp, w->target) != 0)
		bad = 1, e = errno;
	if (bad) {
		mtk_seterr("%s: write failed: %s", w->path, strerror(e));
		bw_abort(w);
		return -1;
	}
	if (w->tmp)
		tmp_unregister(w->tmp);
	free(w->tmp);
	free(w->target);
	XXH3_freeState(w->xs);
	memset(w, 0, sizeof *w);
	return 0;
}

/* ---- binary reader: magic, version, size, checksum ---- */

struct br {
	FILE *f;
	const char *path;
	struct dd_hdr h;
	char *extra;
	XXH3_state_t *xs;
};

static void br_close(struct br *r)
{
	if (r->f)
		fclose(r->f);
	free(r->extra);
	if (r->xs)
		XXH3_freeState(r->xs);
	memset(r, 0, sizeof *r);
}

static int br_read(struct br *r, void *p, size_t n)
{
	if (fread(p, 1, n, r->f) != n)
		return mtk_seterr("%s: truncated", r->path);
	XXH3_64bits_update(r->xs, p, n);
	return 0;
}

static const char *kind_of(const char *magic)
{
	return magic == MAGIC_SIG ? "signature (.sig)" : magic == MAGIC_PAIRS ? "pairs" : "dups";
}

/* Open and check everything but the checksum (br_finish checks that). */
static int br_open(struct br *r, const char *path, const char *magic)
{
	memset(r, 0, sizeof *r);
	r->path = path;
	r->f = fopen(path, "rb");
	if (!r->f)
		return mtk_seterr("%s: %s", path, strerror(errno));
	struct stat sb;
	if (fstat(fileno(r->f), &sb) != 0)
		return mtk_seterr("%s: %s", path, strerror(errno));
	size_t got = fread(&r->h, 1, sizeof r->h, r->f);
	if (got != sizeof r->h || memcmp(r->h.magic, magic, 8)) {
		if (!sb.st_size)   /* not "bad magic": there is none */
			return mtk_seterr("%s: empty file (not an mdedup %s file)", path, kind_of(magic));
		if (got >= 8 && got < sizeof r->h && !memcmp(r->h.magic, magic, 8))
			return mtk_seterr("%s: truncated (%lld bytes, shorter than the %zu-byte header)", path,
			                  (long long)sb.st_size, sizeof r->h);
		if ((size_t)sb.st_size >= 8 && (!memcmp(r->h.magic, MAGIC_SIG, 8) || !memcmp(r->h.magic, MAGIC_PAIRS, 8) ||
		                                !memcmp(r->h.magic, MAGIC_DUPS, 8)))
			return mtk_seterr("%s: not a %s file (wrong kind of mdedup file)", path, kind_of(magic));
		return mtk_seterr("%s: bad magic (not an mdedup %s file)", path, kind_of(magic));
	}
	if (r->h.version != DD_VERSION)
		return mtk_seterr("%s: format version %u, this mdedup reads %u", path, r->h.version, DD_VERSION);
	uint64_t want = sizeof r->h + (uint64_t)r->h.extra + r->h.count * r->h.recsize + r->h.tail + 16;
	if (r->h.count > ((uint64_t)1 << 50) || r->h.tail > ((uint64_t)1 << 50))
		return mtk_seterr("%s: corrupt header", path);
	if ((uint64_t)sb.st_size < want)
		return mtk_seterr("%s: truncated (%lld bytes, header says %llu)", path, (long long)sb.st_size,
		                  (unsigned long long)want);
	if ((uint64_t)sb.st_size > want)
		return mtk_seterr("%s: %llu bytes of trailing garbage", path,
		                  (unsigned long long)((uint64_t)sb.st_size - want));
	r->xs = XXH3_createState();
	XXH3_64bits_reset(r->xs);
	r->extra = xmalloc((size_t)r->h.extra + 1);
	return br_read(r, r->extra, r->h.extra);
}

static int br_skip(struct br *r, uint64_t n)
{
	char tmp[65536];
	while (n) {
		size_t k = n < sizeof tmp ? (size_t)n : sizeof tmp;
		if (br_read(r, tmp, k))
			return -1;
		n -= k;
	}
	return 0;
}

static int br_finish(struct br *r)
{
	char t[16];
	XXH3_64bits_update(r->xs, &r->h, sizeof r->h);
	uint64_t sum = XXH3_64bits_digest(r->xs), got;
	if (fread(t, 1, 16, r->f) != 16 || memcmp(t, MAGIC_END, 8))
		return mtk_seterr("%s: corrupt (no end marker)", r->path);
	memcpy(&got, t + 8, 8);
	if (got != sum)
		return mtk_seterr("%s: checksum mismatch (corrupt file)", r->path);
	return 0;
}

int dd_done(const char *path, const char *kind, const struct dd_cfg *c)
{
	const char *m = !strcmp(kind, "sig") ? MAGIC_SIG : !strcmp(kind, "pairs") ? MAGIC_PAIRS : MAGIC_DUPS;
	struct br r;
	int ok = 0;
	memset(&r, 0, sizeof r);   /* closed below even when never opened */
	if (access(path, R_OK) == 0 && br_open(&r, path, m) == 0) {
		ok = 1;
		if (c) {
			struct dd_hdr h;
			hdr_from_cfg(&h, m, c);
			ok = h.flags == r.h.flags && h.bands == r.h.bands && h.rows == r.h.rows &&
			     h.shingle == r.h.shingle && h.n == r.h.n && h.seed == r.h.seed && h.prio == r.h.prio;
		}
		/* complete and intact: its checksum holds (a corrupt output is
		 * redone, not skipped to fail every later step) */
		if (ok && (br_skip(&r, r.h.count * r.h.recsize + r.h.tail) || br_finish(&r)))
			ok = 0;
	}
	br_close(&r);
	return ok;
}

/* ---- the shard table (variable part of .pairs and dups) ---- */

struct shard { uint64_t ndocs, hash; char *name, *sig; };

/* The identity of a shard's content: XXH3 of the lines that are documents
 * (not blank, not over --max-record), each with its '\n', in order. sig
 * records it; verify and apply compute it again from the file they are
 * given, so that another file of the same name and count is refused. */
static void content_add(XXH3_state_t *xs, const struct buf *line)
{
	XXH3_64bits_update(xs, line->p, line->len);
	XXH3_64bits_update(xs, "\n", 1);
}

static int content_check(XXH3_state_t *xs, const struct shard *sh, const char *input)
{
	if (XXH3_64bits_digest(xs) == sh->hash)
		return 0;
	return mtk_seterr("%s: not the file %s was made from (its content differs; same number of documents)",
	                  input, sh->sig);
}

static void put_u32(struct buf *b, uint32_t v) { buf_add(b, &v, 4); }
static void put_u64(struct buf *b, uint64_t v) { buf_add(b, &v, 8); }

static void table_add(struct buf *t, uint64_t ndocs, uint64_t hash, const char *name, size_t nlen, const char *sig)
{
	put_u64(t, ndocs);
	put_u64(t, hash);
	put_u32(t, (uint32_t)nlen);
	buf_add(t, name, nlen);
	put_u32(t, (uint32_t)strlen(sig));
	buf_puts(t, sig);
}

static void shards_free(struct shard *s, uint32_t n)
{
	for (uint32_t i = 0; s && i < n; i++)
		free(s[i].name), free(s[i].sig);
	free(s);
}

/* Parse the table in r->extra: u32 n, then per shard u64 ndocs, u64 content
 * hash, name, sig. */
static int table_parse(const struct br *r, struct shard **out, uint32_t *nout)
{
	const char *p = r->extra, *e = r->extra + r->h.extra;
	uint32_t n, len;
	*out = NULL, *nout = 0;
	if (e - p < 4)
		return mtk_seterr("%s: corrupt shard table", r->path);
	memcpy(&n, p, 4), p += 4;
	if (n > DD_MAXSHARDS || (uint64_t)n * 24 > (uint64_t)(e - p))
		return mtk_seterr("%s: corrupt shard table", r->path);
	struct shard *s = xcalloc(n ? n : 1, sizeof *s);
	for (uint32_t i = 0; i < n; i++) {
		if (e - p < 20)
			goto bad;
		memcpy(&s[i].ndocs, p, 8), memcpy(&s[i].hash, p + 8, 8), memcpy(&len, p + 16, 4), p += 20;
		if ((uint64_t)(e - p) < (uint64_t)len + 4)
			goto bad;
		s[i].name = xstrndup(p, len), p += len;
		memcpy(&len, p, 4), p += 4;
		if ((uint64_t)(e - p) < len)
			goto bad;
		s[i].sig = xstrndup(p, len), p += len;
	}
	*out = s, *nout = n;
	return 0;
bad:
	shards_free(s, n);
	return mtk_seterr("%s: corrupt shard table", r->path);
}

/* ---- step 1: signatures ---- */

struct sbatch {
	struct buf lines;
	size_t *off;            /* nl + 1 line offsets */
	uint64_t *lineno;
	size_t nl, cap;
	/* results */
	struct buf rec, ids, warn;
	struct buf over;        /* messages for lines over the maximum (sb_read) */
	uint64_t nover;
	uint64_t nbad, nnotext, nnoid, nempty, bytes;
	uint64_t noid_line;     /* the line of the first document without an id (0: none) */
	uint64_t nutf8, utf8_line;   /* documents with invalid UTF-8 (anywhere), the first's line */
	/* scratch */
	struct jdoc jd;
	struct buf text, id, src, norm;
	struct mh_scratch ms;
	struct u64vec h;
	size_t *hoff;
	uint32_t *sig, *rank, *flags;
	uint64_t *exact;
	size_t scap;
};

struct sctx {
	const struct dd_cfg *c;
	struct rd *r;
	const char *name;
	const char *shown;      /* the input in messages: its path, or <stdin> when spooled */
	XXH3_state_t *content;  /* content_add of every document line */
	struct bw *out;
	struct buf ids;
	uint64_t ndocs, nblank, nbad, nnotext, nnoid, nempty, bytes, nover;
	uint64_t noid_line, nutf8, utf8_line;
	char **prio;
	size_t *priolen;
	int nprio;
	size_t recsize;
	int err;
	struct progress pr;
};

#define SB_DOCS 512
#define SB_BYTES (4u << 20)

static void *sb_new(void *ctx)
{
	(void)ctx;
	struct sbatch *b = xcalloc(1, sizeof *b);
	b->cap = SB_DOCS + 1;
	b->off = xmalloc((b->cap + 1) * sizeof *b->off);
	b->lineno = xmalloc(b->cap * sizeof *b->lineno);
	return b;
}

static void sb_free(void *ctx, void *p)
{
	(void)ctx;
	struct sbatch *b = p;
	buf_release(&b->lines), buf_release(&b->rec), buf_release(&b->ids), buf_release(&b->warn), buf_release(&b->over);
	buf_release(&b->text), buf_release(&b->id), buf_release(&b->src), buf_release(&b->norm);
	jdoc_release(&b->jd);
	mh_scratch_release(&b->ms);
	u64vec_release(&b->h);
	free(b->off), free(b->lineno), free(b->hoff), free(b->sig), free(b->rank), free(b->flags), free(b->exact);
	free(b);
}

static int sb_read(void *ctx, void *p)
{
	struct sctx *x = ctx;
	struct sbatch *b = p;
	static __thread struct buf line;   /* the reader runs on one thread */
	buf_clear(&b->lines);
	buf_clear(&b->over);
	b->nl = 0;
	b->nover = 0;
	while (b->nl < SB_DOCS && b->lines.len < SB_BYTES) {
		int k = rd_getline(x->r, &line);
		if (k < 0)
			return -1;
		if (k == 0)
			break;
		if (k == RD_LONG) {   /* not held, so not kept: no document (apply skips it too) */
			buf_printf(&b->over, "%s:%llu: line of %llu bytes is over --max-record; removed\n", x->shown,
			           (unsigned long long)rd_lineno(x->r), (unsigned long long)rd_long_len(x->r));
			b->nover++;
			continue;
		}
		if (docbatch_blank(line.p, line.len)) {
			x->nblank++;
			continue;
		}
		if (b->nl + 1 >= b->cap) {
			b->cap *= 2;
			b->off = xrealloc(b->off, (b->cap + 1) * sizeof *b->off);
			b->lineno = xrealloc(b->lineno, b->cap * sizeof *b->lineno);
		}
		b->off[b->nl] = b->lines.len;
		b->lineno[b->nl] = rd_lineno(x->r);
		buf_add(&b->lines, line.p, line.len);
		content_add(x->content, &line);
		b->nl++;
	}
	b->off[b->nl] = b->lines.len;
	if (b->nl == 0)
		buf_release(&line);
	return b->nl > 0 || b->nover > 0;
}

static void sb_warn(struct sctx *x, struct sbatch *b, size_t i, const char *what)
{
	buf_printf(&b->warn, "%s:%llu: %s\n", x->shown, (unsigned long long)b->lineno[i], what);
}

static void sb_work(void *ctx, void *p, int thread)
{
	(void)thread;
	struct sctx *x = ctx;
	const struct dd_cfg *c = x->c;
	struct sbatch *b = p;
	size_t np = (size_t)c->mh.nperm;
	buf_clear(&b->rec), buf_clear(&b->ids), buf_clear(&b->warn);
	b->nbad = b->nnotext = b->nnoid = b->nempty = b->bytes = 0;
	b->noid_line = b->nutf8 = b->utf8_line = 0;
	if (b->scap < b->nl + 1) {
		b->scap = b->nl + 1;
		b->hoff = xrealloc(b->hoff, (b->scap + 1) * sizeof *b->hoff);
		b->sig = xrealloc(b->sig, b->scap * np * sizeof *b->sig);
		b->rank = xrealloc(b->rank, b->scap * sizeof *b->rank);
		b->flags = xrealloc(b->flags, b->scap * sizeof *b->flags);
		b->exact = xrealloc(b->exact, b->scap * 2 * sizeof *b->exact);
	}
	b->h.n = 0;
	for (size_t i = 0; i < b->nl; i++) {
		const char *line = b->lines.p + b->off[i];
		size_t len = b->off[i + 1] - b->off[i];
		b->hoff[i] = b->h.n;
		b->rank[i] = (uint32_t)x->nprio, b->flags[i] = 0;
		b->exact[2 * i] = b->exact[2 * i + 1] = 0;
		buf_clear(&b->id);
		int ok = jdoc_parse(&b->jd, line, len) == 0;
		if (!ok) {
			struct buf m = BUF_INIT;
			buf_printf(&m, "bad JSON (%s), kept as is", mtk_errmsg());
			sb_warn(x, b, i, m.p);
			buf_release(&m);
			b->nbad++;
		} else {
			/* passed through as it is (text, id or a key): said once a file, counted */
			if (utf8_valid_prefix(line, len) != len && !b->nutf8++)
				b->utf8_line = b->lineno[i];
			int t = jdoc_str(&b->jd, "text", &b->text);
			if (t <= 0) {
				sb_warn(x, b, i, t == 0 ? "missing text, kept as is" : "text is not a string, kept as is");
				b->nnotext++;
				ok = 0;
			}
			int k = jdoc_str(&b->jd, "id", &b->id);
			if (k <= 0) {
				const struct jfield *f = jdoc_get(&b->jd, "id");
				buf_clear(&b->id);
				if (f && f->type == J_NUM) {
					buf_add(&b->id, f->val, f->vlen);
				} else {
					/* said once per input with a count (dd_sig), unless --strict */
					if (c->strict)
						sb_warn(x, b, i, "missing id");
					if (!b->nnoid++)
						b->noid_line = b->lineno[i];
				}
			}
			if (x->nprio && jdoc_str(&b->jd, "source", &b->src) == 1)
				for (int s = 0; s < x->nprio; s++)
					if (b->src.len == x->priolen[s] && !memcmp(b->src.p, x->prio[s], b->src.len)) {
						b->rank[i] = (uint32_t)s;
						break;
					}
		}
		if (!b->id.len)
			buf_printf(&b->id, "%s:%llu", x->name, (unsigned long long)b->lineno[i]);
		put_u32(&b->ids, (uint32_t)b->id.len);
		buf_add(&b->ids, b->id.p, b->id.len);
		if (!ok) {
			b->flags[i] = DOC_SKIP;
			continue;
		}
		b->bytes += b->text.len;
		mh_normalize(&b->ms, b->text.p, b->text.len, &b->norm);
		if (b->norm.len == 0) {
			b->flags[i] = DOC_EMPTY;   /* nothing to compare: never a duplicate */
			b->nempty++;
			continue;
		}
		if (c->flags & DD_EXACT)
			mh_exact(b->norm.p, b->norm.len, b->exact + 2 * i);
		if (c->flags & DD_FUZZY)
			mh_shingles(c->mh.shingle, c->mh.n, b->norm.p, b->norm.len, &b->h);
	}
	b->hoff[b->nl] = b->h.n;
	if (c->flags & DD_FUZZY)
		mh_sig_batch(&c->mh, b->h.v, b->hoff, b->nl, b->sig);
	for (size_t i = 0; i < b->nl; i++) {
		put_u32(&b->rec, b->rank[i]);
		put_u32(&b->rec, b->flags[i]);
		if (c->flags & DD_EXACT)
			buf_add(&b->rec, b->exact + 2 * i, 16);
		if (c->flags & DD_FUZZY)
			buf_add(&b->rec, b->sig + i * np, np * 4);
	}
}

static int sb_write(void *ctx, void *p)
{
	struct sctx *x = ctx;
	struct sbatch *b = p;
	if (b->over.len) {
		char *nl = strchr(b->over.p, '\n');
		if (x->c->strict)
			return mtk_seterr("%.*s", (int)(nl - b->over.p), b->over.p);
		for (char *s = b->over.p; x->c->warn && (nl = strchr(s, '\n')); s = nl + 1) {
			*nl = 0;
			x->c->warn(s);
		}
		x->nover += b->nover;
	}
	if (b->warn.len) {
		if (x->c->strict) {
			char *nl = strchr(b->warn.p, '\n');
			*nl = 0;
			return mtk_seterr("%s", b->warn.p);
		}
		if (x->c->warn) {
			char *s = b->warn.p, *nl;
			while ((nl = strchr(s, '\n'))) {
				*nl = 0;
				x->c->warn(s);
				s = nl + 1;
			}
		}
	}
	if (x->ndocs + b->nl > DD_MAXDOCS)
		return mtk_seterr("%s: more than 2^40 documents in one shard", x->shown);
	bw_write(x->out, b->rec.p, b->rec.len);
	buf_add(&x->ids, b->ids.p, b->ids.len);
	x->ndocs += b->nl;
	if (!x->noid_line)
		x->noid_line = b->noid_line;
	if (!x->utf8_line)
		x->utf8_line = b->utf8_line;
	x->nutf8 += b->nutf8;
	x->nbad += b->nbad, x->nnotext += b->nnotext, x->nnoid += b->nnoid, x->nempty += b->nempty;
	x->bytes += b->bytes;
	progress_tick(&x->pr, b->lines.len + b->nl, b->nl);
	return 0;
}

/* dd_sig, with shown the input's name in messages (NULL: its path) */
static int sig_run(const struct dd_cfg *c, const char *input, const char *name, const char *shown,
                   const char *out, struct stats *st)
{
	struct sctx x;
	struct bw w = {0};
	int rc = -1;
	memset(&x, 0, sizeof x);
	x.c = c;
	char *pl = c->priority ? xstrdup(c->priority) : NULL;
	for (char *s = pl, *e; s && *s; s = e ? e + 1 : NULL) {
		e = strchr(s, ',');
		if (e)
			*e = 0;
		x.prio = xrealloc(x.prio, (size_t)(x.nprio + 1) * sizeof *x.prio);
		x.priolen = xrealloc(x.priolen, (size_t)(x.nprio + 1) * sizeof *x.priolen);
		x.prio[x.nprio] = s, x.priolen[x.nprio] = strlen(s);
		x.nprio++;
		if (!e)
			break;
	}
	x.r = rd_open(input);
	if (!x.r)
		goto out;
	x.name = name ? name : base_name(rd_name(x.r));
	x.shown = shown ? shown : rd_name(x.r);
	x.content = XXH3_createState();
	XXH3_64bits_reset(x.content);
	if (bw_open(&w, out))
		goto out;
	bw_write(&w, x.name, strlen(x.name));   /* the variable part */
	x.out = &w;
	struct pool_ops ops = {sb_new, sb_free, sb_read, sb_work, sb_write};
	char *inp = (char *)input;
	progress_init(&x.pr, c->progress, progress_total(&inp, 1), "docs");
	if (pool_run(&ops, &x, c->threads) != 0)
		goto out;
	progress_done(&x.pr);
	/* the counts, also when what follows fails (--stats says what was read) */
	if (st) {
		stats_add(st, "in", x.ndocs);
		stats_add(st, "bytes", x.bytes);
		stats_add(st, "blank", x.nblank);
		stats_add(st, "malformed.json", x.nbad);
		stats_add(st, "malformed.no_text", x.nnotext);
		stats_add(st, "malformed.no_id", x.nnoid);
		if (x.nutf8)
			stats_add(st, "invalid_utf8", x.nutf8);
		stats_add(st, "empty", x.nempty);
		if (x.nover)
			stats_add(st, "removed.over_max_record", x.nover);
	}
	/* records read and not one document among them: the rule of every command (mtk(7)) */
	if (x.ndocs + x.nover + x.nblank && x.ndocs == x.nbad + x.nnotext) {
		if (x.ndocs + x.nover)
			mtk_seterr("%s: no valid document (%llu record%s, none a JSON object with a text); nothing"
			           " written, the lines named above neither", x.shown,
			           (unsigned long long)(x.ndocs + x.nover), x.ndocs + x.nover == 1 ? "" : "s");
		else   /* not empty, so not an empty shard (mtk(7)) */
			mtk_seterr("%s: no valid document (%llu line%s, all blank)", x.shown,
			           (unsigned long long)x.nblank, x.nblank == 1 ? "" : "s");
		goto out;
	}
	if (x.nnoid && c->warn) {
		struct buf m = BUF_INIT;
		buf_printf(&m, "%s: %llu document%s without an id, the first at line %llu (named %s:LINE in --removed)",
		           x.shown, (unsigned long long)x.nnoid, x.nnoid == 1 ? "" : "s",
		           (unsigned long long)x.noid_line, x.name);
		c->warn(m.p);
		buf_release(&m);
	}
	if (x.nutf8 && c->warn) {
		struct buf m = BUF_INIT;
		buf_printf(&m, "%s:%llu: invalid UTF-8 (passed through as it is); %llu document%s with it, counted in"
		           " --stats as invalid_utf8", x.shown, (unsigned long long)x.utf8_line,
		           (unsigned long long)x.nutf8, x.nutf8 == 1 ? "" : "s");
		c->warn(m.p);
		buf_release(&m);
	}
	bw_write(&w, x.ids.p, x.ids.len);
	struct dd_hdr h;
	hdr_from_cfg(&h, MAGIC_SIG, c);
	h.count = x.ndocs;
	uint64_t hash = XXH3_64bits_digest(x.content);
	memcpy(&h.band, &hash, 8);
	h.recsize = 8 + (c->flags & DD_EXACT ? 16 : 0) + (c->flags & DD_FUZZY ? 4u * (uint32_t)c->mh.nperm : 0);
	h.tail = x.ids.len;
	h.extra = (uint32_t)strlen(x.name);
	if (bw_close(&w, &h))
		goto out;
	rc = 0;
out:
	if (rc && w.f)
		bw_abort(&w);
	if (x.r)
		rd_close(x.r);
	buf_release(&x.ids);
	if (x.content)
		XXH3_freeState(x.content);
	free(x.prio), free(x.priolen), free(pl);
	return rc;
}

int dd_sig(const struct dd_cfg *c, const char *input, const char *name, const char *out, struct stats *st)
{
	return sig_run(c, input, name, NULL, out, st);
}

/* ---- step 2: buckets of one band ---- */

struct ent { uint64_t k1, k2, ref; uint32_t rank, pad; };

static int cmp_ent(const void *pa, const void *pb)
{
	const struct ent *a = pa, *b = pb;
	if (a->k1 != b->k1)
		return a->k1 < b->k1 ? -1 : 1;
	if (a->k2 != b->k2)
		return a->k2 < b->k2 ? -1 : 1;
	if (a->rank != b->rank)
		return a->rank < b->rank ? -1 : 1;
	return (a->ref > b->ref) - (a->ref < b->ref);
}

/* Sort in place, so a band costs its 32 bytes per document and no more:
 * one American-flag pass on the top byte of the (random) bucket key, then
 * qsort within each of the 256 parts, whose scratch is 1/256 of the array. */
static void sort_ents(struct ent *a, size_t n)
{
	size_t cnt[256] = {0}, next[256], end[256];
	for (size_t i = 0; i < n; i++)
		cnt[a[i].k1 >> 56]++;
	for (size_t b = 0, at = 0; b < 256; b++)
		next[b] = at, at += cnt[b], end[b] = at;
	for (size_t b = 0; b < 256; b++) {
		while (next[b] < end[b]) {
			size_t t = (size_t)(a[next[b]].k1 >> 56);
			if (t == b) {
				next[b]++;
			} else {
				struct ent x = a[next[b]];
				a[next[b]] = a[next[t]];
				a[next[t]++] = x;
			}
		}
	}
	for (size_t b = 0, at = 0; b < 256; at += cnt[b], b++)
		if (cnt[b] > 1)
			qsort(a + at, cnt[b], sizeof *a, cmp_ent);
}

/* ---- external sort: sorted runs spilled to one file, k-way merged ---- */

/* All runs of a pass go to one spill file, read back with pread at each
 * run's offset: two files at most (passes ping-pong), whatever the number
 * of runs, so there is no limit on open files. A spill file is unlinked as
 * soon as it is created: it vanishes on any exit, SIGKILL and the OOM
 * killer included, which a signal handler cannot promise. Its name is kept
 * for messages (a full disk names the file). */
#define SPILL_MINBUF (128u << 10)   /* merge read size per run when the budget allows */

struct spill { int fd; char *path; };
struct run { uint64_t off, n; };

struct xsort {
	struct ent *a;          /* the run being filled */
	size_t n, alloc, cap;   /* cap: entries the budget holds */
	uint64_t mem;           /* 0: no limit */
	char *dir;
	struct spill f[2];
	int cur;                /* the file holding the runs of this pass */
	struct run *runs;
	size_t nruns, rcap;
	uint64_t total, spilled_runs, spilled_bytes, passes;
};

static int spill_open(struct spill *s, const char *dir)
{
	struct buf p = BUF_INIT;
	buf_printf(&p, "%s/mdedup-bucket.XXXXXX", dir);
	s->fd = mkstemp(p.p);
	if (s->fd < 0) {
		int e = errno;
		mtk_seterr("%s: cannot create a spill file (--tmp): %s", p.p, strerror(e));
		buf_release(&p);
		return -1;
	}
	unlink(p.p);
	s->path = buf_detach(&p);
	return 0;
}

static void spill_close(struct spill *s)
{
	if (s->path)
		close(s->fd);
	free(s->path);
	s->path = NULL;
}

static int spill_write(struct xsort *x, struct spill *s, uint64_t off, const void *p, size_t n)
{
	const char *c = p;
	while (n) {
		ssize_t k = pwrite(s->fd, c, n, (off_t)off);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return mtk_seterr("%s: spill file write failed: %s", s->path, k < 0 ? strerror(errno) : "no progress");
		c += k, n -= (size_t)k, off += (uint64_t)k;
		x->spilled_bytes += (uint64_t)k;
	}
	return 0;
}

static int spill_read(const struct spill *s, uint64_t off, void *p, size_t n)
{
	char *c = p;
	while (n) {
		ssize_t k = pread(s->fd, c, n, (off_t)off);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return mtk_seterr("%s: spill file read failed: %s", s->path, k < 0 ? strerror(errno) : "short file");
		c += k, n -= (size_t)k, off += (uint64_t)k;
	}
	return 0;
}

static void add_run(struct xsort *x, uint64_t off, uint64_t n)
{
	if (x->nruns == x->rcap)
		x->runs = xrealloc(x->runs, (x->rcap = x->rcap ? 2 * x->rcap : 64) * sizeof *x->runs);
	x->runs[x->nruns].off = off, x->runs[x->nruns].n = n;
	x->nruns++;
}

/* Sort the collected entries and append them as a run to the spill file. */
static int spill_run(struct xsort *x)
{
	if (!x->f[0].path && spill_open(&x->f[0], x->dir))
		return -1;
	uint64_t off = x->nruns ? x->runs[x->nruns - 1].off + x->runs[x->nruns - 1].n * sizeof *x->a : 0;
	sort_ents(x->a, x->n);
	if (spill_write(x, &x->f[0], off, x->a, x->n * sizeof *x->a))
		return -1;
	add_run(x, off, x->n);
	x->spilled_runs++;
	x->n = 0;
	return 0;
}

static int xs_add(struct xsort *x, const struct ent *e)
{
	if (x->n == x->alloc) {
		if (x->alloc >= x->cap) {
			if (spill_run(x))
				return -1;
		} else {
			size_t want = x->alloc < 65536 ? 65536 : x->alloc * 2;
			x->alloc = want < x->cap ? want : x->cap;
			x->a = xrealloc(x->a, x->alloc * sizeof *x->a);
		}
	}
	x->a[x->n++] = *e;
	x->total++;
	return 0;
}

static void xs_release(struct xsort *x)
{
	free(x->a), free(x->runs), free(x->dir);
	spill_close(&x->f[0]), spill_close(&x->f[1]);
	memset(x, 0, sizeof *x);
}

/* Edges of the sorted stream: from each group's first (best) entry to every
 * other entry with the same key. Fed the in-memory array or the merge, it
 * writes the same bytes for the same order. */
struct grp {
	struct bw *w;
	struct ent head;
	int have, in_group;
	uint64_t np, groups;
};

static void grp_put(struct grp *g, const struct ent *e)
{
	if (g->have && e->k1 == g->head.k1 && e->k2 == g->head.k2) {
		struct pair p = {g->head.ref, e->ref, g->head.rank, e->rank};
		bw_write(g->w, &p, sizeof p);
		g->np++;
		g->groups += !g->in_group;
		g->in_group = 1;
	} else {
		g->head = *e;
		g->have = 1, g->in_group = 0;
	}
}

struct mrun { struct ent *buf; size_t i, n, cap; uint64_t off, left; };

static int ent_less(const struct mrun *r, uint32_t a, uint32_t b)
{
	return cmp_ent(&r[a].buf[r[a].i], &r[b].buf[r[b].i]) < 0;
}

static void heap_down(const struct mrun *r, uint32_t *h, size_t n, size_t i)
{
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= n)
			return;
		if (c + 1 < n && ent_less(r, h[c + 1], h[c]))
			c++;
		if (!ent_less(r, h[c], h[i]))
			return;
		uint32_t t = h[i];
		h[i] = h[c], h[c] = t;
		i = c;
	}
}

static int mrun_fill(const struct spill *f, struct mrun *m)
{
	size_t k = m->left < m->cap ? (size_t)m->left : m->cap;
	if (spill_read(f, m->off, m->buf, k * sizeof *m->buf))
		return -1;
	m->off += k * sizeof *m->buf, m->left -= k;
	m->i = 0, m->n = k;
	return 0;
}

/* Merge runs[0..k) of file in into g (g != NULL) or into one run of out
 * at offset *at. Each run gets per entries of buffer, the output too. */
static int merge(struct xsort *x, const struct spill *in, const struct run *runs, size_t k, size_t per,
                 struct grp *g, struct spill *out, uint64_t *at)
{
	struct mrun *m = xcalloc(k, sizeof *m);
	uint32_t *h = xmalloc(k * sizeof *h);
	struct ent *ob = g ? NULL : xmalloc(per * sizeof *ob), *mem = xmalloc(k * per * sizeof *mem);
	size_t nh = 0, no = 0;
	int rc = -1;
	for (size_t i = 0; i < k; i++) {
		m[i].buf = mem + i * per, m[i].cap = per;
		m[i].off = runs[i].off, m[i].left = runs[i].n;
		if (m[i].left) {
			if (mrun_fill(in, &m[i]))
				goto out;
			h[nh++] = (uint32_t)i;
		}
	}
	for (size_t i = nh / 2; i-- > 0;)
		heap_down(m, h, nh, i);
	while (nh) {
		struct mrun *r = &m[h[0]];
		const struct ent *e = &r->buf[r->i];
		if (g) {
			grp_put(g, e);
		} else {
			ob[no++] = *e;
			if (no == per) {
				if (spill_write(x, out, *at, ob, no * sizeof *ob))
					goto out;
				*at += no * sizeof *ob, no = 0;
			}
		}
		if (++r->i == r->n) {
			if (r->left) {
				if (mrun_fill(in, r))
					goto out;
			} else {
				h[0] = h[--nh];
			}
		}
		heap_down(m, h, nh, 0);
	}
	if (!g && no) {
		if (spill_write(x, out, *at, ob, no * sizeof *ob))
			goto out;
		*at += no * sizeof *ob;
	}
	rc = 0;
out:
	free(m), free(h), free(ob), free(mem);
	return rc;
}

/* Everything collected, in order, into g: in memory when nothing spilled;
 * else the last run spilled too and merge passes of fan-in F until one
 * pass can feed g. Merge buffers share the budget: F + 1 of mem / (F + 1). */
static int xs_finish(struct xsort *x, struct grp *g)
{
	if (!x->nruns) {
		sort_ents(x->a, x->n);
		for (size_t i = 0; i < x->n; i++)
			grp_put(g, &x->a[i]);
		return 0;
	}
	if (x->n && spill_run(x))
		return -1;
	free(x->a);
	x->a = NULL, x->alloc = 0;
	uint64_t budget = x->mem / sizeof(struct ent);
	size_t fan = (size_t)(x->mem / SPILL_MINBUF);
	if (fan < 2)
		fan = 2;
	if (fan > x->nruns)
		fan = x->nruns;
	size_t per = (size_t)(budget / (fan + 1));
	if (per < 1)
		per = 1;
	while (x->nruns > fan) {
		struct spill *in = &x->f[x->cur], *out = &x->f[1 - x->cur];
		if (!out->path && spill_open(out, x->dir))
			return -1;
		if (ftruncate(out->fd, 0) != 0)
			return mtk_seterr("%s: spill file: %s", out->path, strerror(errno));
		struct run *old = x->runs;
		size_t nold = x->nruns;
		x->runs = NULL, x->nruns = x->rcap = 0;
		uint64_t at = 0;
		for (size_t i = 0; i < nold; i += fan) {
			size_t k = nold - i < fan ? nold - i : fan;
			uint64_t from = at;
			if (merge(x, in, old + i, k, per, NULL, out, &at)) {
				free(old);
				return -1;
			}
			add_run(x, from, (at - from) / sizeof(struct ent));
		}
		free(old);
		x->cur = 1 - x->cur;
		x->passes++;
		/* the input of this pass is dead: give its disk back */
		if (ftruncate(in->fd, 0) != 0)
			return mtk_seterr("%s: spill file: %s", in->path, strerror(errno));
	}
	x->passes++;
	return merge(x, &x->f[x->cur], x->runs, x->nruns, per, g, NULL, NULL);
}

/* Open every .sig, check they agree, build the shard table. With x, also
 * collect the bucket entries of band into it. */
static int read_sigs(int band, char *const *sig, int n, struct dd_hdr *h0, struct buf *table, struct xsort *x)
{
	struct br r;
	struct mh_params mp = {0};
	uint8_t *rec = NULL;
	size_t cap = 0;
	int rc = -1;
	memset(&r, 0, sizeof r);
	if (n < 1)
		return mtk_seterr("no signature files");
	if ((uint64_t)n > DD_MAXSHARDS)
		return mtk_seterr("more than %u shards", DD_MAXSHARDS);
	buf_clear(table);
	put_u32(table, (uint32_t)n);
	for (int i = 0; i < n; i++) {
		if (br_open(&r, sig[i], MAGIC_SIG))
			goto out;
		if (i == 0) {
			*h0 = r.h;
			if (x) {
				if (band == DD_BAND_EXACT && !(h0->flags & DD_EXACT))
					{ mtk_seterr("%s: made without exact hashes (--fuzzy only)", sig[i]); goto out; }
				if (band != DD_BAND_EXACT && !(h0->flags & DD_FUZZY))
					{ mtk_seterr("%s: made without MinHash signatures (--exact only)", sig[i]); goto out; }
				if (band != DD_BAND_EXACT && (band < 0 || (uint32_t)band >= h0->bands))
					{ mtk_seterr("band %d out of range: signatures have %u bands", band, h0->bands); goto out; }
				if (mh_params_init(&mp, (int)h0->bands, (int)h0->rows, (int)h0->shingle, (int)h0->n, h0->seed))
					{ mtk_seterr("%s: %s", sig[i], mtk_errmsg()); goto out; }
			}
		} else if (same_params(h0, sig[0], &r.h, sig[i])) {
			goto out;
		}
		uint32_t want = 8 + (r.h.flags & DD_EXACT ? 16 : 0) + (r.h.flags & DD_FUZZY ? 4 * r.h.bands * r.h.rows : 0);
		if (r.h.recsize != want) {
			mtk_seterr("%s: corrupt header (record size %u, want %u)", sig[i], r.h.recsize, want);
			goto out;
		}
		uint64_t hash;
		memcpy(&hash, &r.h.band, 8);
		table_add(table, r.h.count, hash, r.extra, r.h.extra, sig[i]);
		if (!x) {   /* header and size checks only */
			br_close(&r);
			continue;
		}
		if (cap < r.h.recsize)
			rec = xrealloc(rec, cap = r.h.recsize);
		size_t sigoff = 8 + (r.h.flags & DD_EXACT ? 16 : 0);
		for (uint64_t d = 0; d < r.h.count; d++) {
			if (br_read(&r, rec, r.h.recsize))
				goto out;
			uint32_t rank, fl;
			memcpy(&rank, rec, 4), memcpy(&fl, rec + 4, 4);
			if (fl & (DOC_SKIP | DOC_EMPTY))
				continue;
			struct ent e = {0, 0, (uint64_t)i << DD_SHARD_BITS | d, rank, 0};
			if (band == DD_BAND_EXACT)
				memcpy(&e.k1, rec + 8, 8), memcpy(&e.k2, rec + 16, 8);
			else
				e.k1 = mh_band_key(&mp, (const uint32_t *)(rec + sigoff), band);
			if (xs_add(x, &e))
				goto out;
		}
		if (br_skip(&r, r.h.tail) || br_finish(&r))
			goto out;
		br_close(&r);
	}
	rc = 0;
out:
	br_close(&r);
	mh_params_release(&mp);
	free(rec);
	return rc;
}

/* Where spill files go: tmpdir, else $TMPDIR, else out's directory (never
 * a bare /tmp, often a small tmpfs: the output's file system must have
 * room for the output anyway). */
static char *spill_dir(const char *tmpdir, const char *out)
{
	const char *t = getenv("TMPDIR");
	if (tmpdir && *tmpdir)
		return xstrdup(tmpdir);
	if (t && *t)
		return xstrdup(t);
	const char *s = strrchr(out, '/');
	return s ? xstrndup(out, s == out ? 1 : (size_t)(s - out)) : xstrdup(".");
}

int dd_bucket(int band, char *const *sig, int n, const char *out, uint64_t mem, const char *tmpdir,
              struct stats *st)
{
	struct dd_hdr h;
	struct buf table = BUF_INIT;
	struct xsort x;
	struct bw w = {0};
	struct grp g;
	int rc = -1;
	memset(&x, 0, sizeof x);
	memset(&g, 0, sizeof g);
	x.mem = mem ? (mem < 2 * sizeof(struct ent) ? 2 * sizeof(struct ent) : mem) : 0;
	x.cap = mem ? (size_t)(x.mem / sizeof(struct ent)) : SIZE_MAX;
	x.dir = spill_dir(tmpdir, out);
	if (read_sigs(band, sig, n, &h, &table, &x))
		goto out;
	if (bw_open(&w, out))
		goto out;
	bw_write(&w, table.p, table.len);
	g.w = &w;
	if (xs_finish(&x, &g))
		goto out;
	memcpy(h.magic, MAGIC_PAIRS, 8);
	h.count = g.np, h.band = band, h.extra = (uint32_t)table.len, h.recsize = sizeof(struct pair), h.tail = 0;
	if (bw_close(&w, &h))
		goto out;
	if (st) {
		stats_add(st, "docs", x.total);
		stats_add(st, "buckets", g.groups);
		stats_add(st, "pairs", g.np);
		stats_add(st, "spill.runs", x.spilled_runs);
		stats_add(st, "spill.bytes", x.spilled_bytes);
		stats_add(st, "spill.passes", x.passes);
	}
	rc = 0;
out:
	if (rc && w.f)
		bw_abort(&w);
	xs_release(&x);
	buf_release(&table);
	return rc;
}

/* ---- read a whole pairs file ---- */

static int read_pairs(const char *path, struct br *r, struct pair **p)
{
	*p = NULL;
	if (br_open(r, path, MAGIC_PAIRS))
		return -1;
	if (r->h.recsize != sizeof **p)
		return mtk_seterr("%s: corrupt header (record size %u)", path, r->h.recsize);
	*p = xmalloc((size_t)(r->h.count ? r->h.count : 1) * sizeof **p);
	if (br_read(r, *p, (size_t)r->h.count * sizeof **p) || br_finish(r))
		return -1;
	for (uint64_t i = 0; i < r->h.count; i++) {
		uint32_t nsh;
		memcpy(&nsh, r->extra, 4);
		if (((*p)[i].a >> DD_SHARD_BITS) >= nsh || ((*p)[i].b >> DD_SHARD_BITS) >= nsh)
			return mtk_seterr("%s: pair %llu names a shard outside the table", path, (unsigned long long)i);
	}
	return 0;
}

/* ---- optional: exact Jaccard of candidate pairs ---- */

static int cmp_u64p(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

int dd_verify(const struct dd_cfg *c, char *const *pairs_in, char *const *pairs_out, int npf,
              char *const *inputs, int ninputs, struct stats *st)
{
	struct br *r = xcalloc((size_t)npf + 1, sizeof *r);
	struct pair **p = xcalloc((size_t)npf + 1, sizeof *p);
	struct shard *sh = NULL;
	uint32_t nsh = 0;
	uint64_t *need = NULL, *setoff = NULL;
	struct u64vec sets = U64VEC_INIT;
	struct buf line = BUF_INIT, text = BUF_INIT, norm = BUF_INIT;
	struct mh_scratch ms = MH_SCRATCH_INIT;
	struct jdoc jd = JDOC_INIT;
	struct rd *in = NULL;
	XXH3_state_t *content = XXH3_createState();
	struct bw w = {0};
	int rc = -1;
	size_t nn = 0, np = 0;
	if (npf < 1) {
		mtk_seterr("no pairs files");
		goto out;
	}
	for (int f = 0; f < npf; f++) {
		if (read_pairs(pairs_in[f], &r[f], &p[f]))
			goto out;
		if (f && same_params(&r[0].h, pairs_in[0], &r[f].h, pairs_in[f]))
			goto out;
		if (f && (r[f].h.extra != r[0].h.extra || memcmp(r[f].extra, r[0].extra, r[0].h.extra))) {
			mtk_seterr("%s: made from other signature files than %s", pairs_in[f], pairs_in[0]);
			goto out;
		}
		np += (size_t)r[f].h.count;
	}
	if (table_parse(&r[0], &sh, &nsh))
		goto out;
	if ((uint32_t)ninputs != nsh) {
		mtk_seterr("%s: made from %u shards, %d inputs given", pairs_in[0], nsh, ninputs);
		goto out;
	}
	need = xmalloc((2 * np + 1) * sizeof *need);
	for (int f = 0; f < npf; f++)
		for (uint64_t i = 0; i < r[f].h.count; i++)
			need[nn++] = p[f][i].a, need[nn++] = p[f][i].b;
	if (nn)
		qsort(need, nn, sizeof *need, cmp_u64p);
	size_t k = 0;
	for (size_t i = 0; i < nn; i++)
		if (!k || need[i] != need[k - 1])
			need[k++] = need[i];
	nn = k;
	setoff = xmalloc((nn + 1) * sizeof *setoff);
	size_t at = 0;
	for (int s = 0; s < ninputs; s++) {
		in = rd_open(inputs[s]);
		if (!in)
			goto out;
		uint64_t d = 0;
		int g;
		XXH3_64bits_reset(content);
		while ((g = rd_getline(in, &line)) > 0) {
			if (g == RD_LONG || docbatch_blank(line.p, line.len))
				continue;   /* no document in the signatures either */
			content_add(content, &line);
			uint64_t ref = (uint64_t)s << DD_SHARD_BITS | d++;
			if (at >= nn || need[at] != ref)
				continue;
			setoff[at] = sets.n;
			if (jdoc_parse(&jd, line.p, line.len) == 0 && jdoc_str(&jd, "text", &text) == 1) {
				mh_normalize(&ms, text.p, text.len, &norm);
				size_t before = sets.n;
				mh_shingles((int)r[0].h.shingle, (int)r[0].h.n, norm.p, norm.len, &sets);
				sets.n = before + mh_set(sets.v + before, sets.n - before);
			}
			at++;
		}
		if (g < 0)
			goto out;
		if (d != sh[s].ndocs) {
			mtk_seterr("%s: %llu documents, but shard %d of %s had %llu: changed or wrong file", inputs[s],
			           (unsigned long long)d, s, pairs_in[0], (unsigned long long)sh[s].ndocs);
			goto out;
		}
		if (content_check(content, &sh[s], inputs[s]))
			goto out;
		rd_close(in);
		in = NULL;
	}
	setoff[nn] = sets.n;
	size_t kept_all = 0;
	for (int f = 0; f < npf; f++) {
		size_t kept = 0;
		for (uint64_t i = 0; i < r[f].h.count; i++) {
			const struct pair *q = &p[f][i];
			size_t a = (size_t)((uint64_t *)bsearch(&q->a, need, nn, sizeof *need, cmp_u64p) - need);
			size_t b = (size_t)((uint64_t *)bsearch(&q->b, need, nn, sizeof *need, cmp_u64p) - need);
			double j = mh_jaccard(sets.v + setoff[a], setoff[a + 1] - setoff[a], sets.v + setoff[b],
			                      setoff[b + 1] - setoff[b]);
			if (j >= c->threshold)
				p[f][kept++] = *q;
		}
		if (bw_open(&w, pairs_out[f]))
			goto out;
		bw_write(&w, r[f].extra, r[f].h.extra);
		bw_write(&w, p[f], kept * sizeof *p[f]);
		struct dd_hdr h = r[f].h;
		h.count = kept;
		if (bw_close(&w, &h))
			goto out;
		kept_all += kept;
	}
	if (st) {
		stats_add(st, "candidates", np);
		stats_add(st, "verified", kept_all);
		stats_add(st, "rejected", np - kept_all);
	}
	rc = 0;
out:
	if (rc && w.f)
		bw_abort(&w);
	if (in)
		rd_close(in);
	for (int f = 0; f < npf; f++)
		br_close(&r[f]), free(p[f]);
	free(r), free(p), free(need), free(setoff);
	shards_free(sh, nsh);
	u64vec_release(&sets);
	buf_release(&line), buf_release(&text), buf_release(&norm);
	mh_scratch_release(&ms);
	jdoc_release(&jd);
	XXH3_freeState(content);
	return rc;
}

/* ---- step 3: connected components ---- */

/* In-place heapsort by doc: qsort would allocate a copy of the array, and
 * this array is the cluster step's largest after the union-find. */
static void sift(struct dup *d, size_t i, size_t n)
{
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= n)
			return;
		if (c + 1 < n && d[c + 1].doc > d[c].doc)
			c++;
		if (d[i].doc >= d[c].doc)
			return;
		struct dup t = d[i];
		d[i] = d[c], d[c] = t;
		i = c;
	}
}

static void sort_dups(struct dup *d, size_t n)
{
	for (size_t i = n / 2; i-- > 0;)
		sift(d, i, n);
	for (size_t k = n; k > 1; k--) {
		struct dup t = d[0];
		d[0] = d[k - 1], d[k - 1] = t;
		sift(d, 0, k - 1);
	}
}

/* --removed: ids of every node, from the .sig files of the table. */
static int write_removed(const char *path, struct uf *u, const struct dup *d, size_t nd,
                         const struct shard *sh, uint32_t nsh)
{
	struct buf arena = BUF_INIT, o = BUF_INIT, idb = BUF_INIT;
	size_t *at = xcalloc((size_t)u->n + 1, sizeof *at);
	struct br r;
	struct wr *w = NULL;
	int rc = -1;
	memset(&r, 0, sizeof r);
	buf_putc(&arena, 0);   /* offset 0: no id */
	for (uint32_t s = 0; s < nsh; s++) {
		if (br_open(&r, sh[s].sig, MAGIC_SIG)) {
			mtk_seterr("--removed needs the .sig files: %s", mtk_errmsg());
			goto out;
		}
		if (r.h.count != sh[s].ndocs) {
			mtk_seterr("%s: %llu documents, the pairs say %llu (file changed?)", sh[s].sig,
			           (unsigned long long)r.h.count, (unsigned long long)sh[s].ndocs);
			goto out;
		}
		if (memcmp(&r.h.band, &sh[s].hash, 8)) {
			mtk_seterr("%s: made from another input than the pairs were (file changed?)", sh[s].sig);
			goto out;
		}
		if (br_skip(&r, r.h.count * r.h.recsize))
			goto out;
		uint64_t left = r.h.tail;
		for (uint64_t dn = 0; dn < r.h.count; dn++) {
			uint32_t len;
			if (left < 4 || br_read(&r, &len, 4) || left - 4 < len) {
				mtk_seterr("%s: corrupt id section", sh[s].sig);
				goto out;
			}
			buf_clear(&idb);
			buf_grow(&idb, len);
			if (br_read(&r, idb.p, len))
				goto out;
			left -= 4 + (uint64_t)len;
			uint32_t node = uf_lookup(u, (uint64_t)s << DD_SHARD_BITS | dn);
			if (node != UINT32_MAX) {
				at[node] = arena.len;
				buf_add(&arena, idb.p, len);
				buf_putc(&arena, 0);
			}
		}
		if (br_skip(&r, left) || br_finish(&r))
			goto out;
		br_close(&r);
	}
	w = wr_open(path);
	if (!w)
		goto out;
	for (size_t i = 0; i < nd; i++) {
		uint32_t a = uf_lookup(u, d[i].doc), b = uf_lookup(u, d[i].rep);
		buf_clear(&o);
		jw_begin(&o);
		jw_cstr(&o, "id", arena.p + at[a]);
		jw_cstr(&o, "duplicate_of", arena.p + at[b]);
		jw_cstr(&o, "reason", d[i].reason == DUP_EXACT ? "exact" : "fuzzy");
		jw_end(&o);
		if (wr_write(w, o.p, o.len))
			goto out;
	}
	rc = wr_close(w);
	w = NULL;
out:
	if (w)
		wr_abort(w);
	br_close(&r);
	free(at);
	buf_release(&arena), buf_release(&o), buf_release(&idb);
	return rc;
}

int dd_cluster(char *const *pairs, int n, const char *out, const char *removed, struct stats *st)
{
	struct br r, r0;
	struct pair *p = NULL;
	struct uf u;
	struct dup *d = NULL;
	uint8_t *seen = NULL;
	uint32_t *exh = NULL;      /* per node: node of its exact group's head, or UINT32_MAX */
	uint32_t nexh = 0, cexh = 0;
	struct shard *sh = NULL;
	uint32_t nsh = 0;
	struct bw w = {0};
	int rc = -1, seen_exact = 0;
	uint64_t npairs = 0;
	uf_init(&u);
	memset(&r0, 0, sizeof r0);
	memset(&r, 0, sizeof r);
	if (n < 1)
		return mtk_seterr("no pairs files");
	/* pairs are streamed in chunks: memory is the union-find, not the pairs */
	enum { CHUNK = 65536 };
	p = xmalloc(CHUNK * sizeof *p);
	for (int i = 0; i < n; i++) {
		if (br_open(&r, pairs[i], MAGIC_PAIRS))
			goto out;
		if (r.h.recsize != sizeof *p) {
			mtk_seterr("%s: corrupt header (record size %u)", pairs[i], r.h.recsize);
			goto out;
		}
		if (i == 0) {
			r0.h = r.h;
			r0.h.extra = r.h.extra;
			r0.extra = xmalloc((size_t)r.h.extra + 1);
			memcpy(r0.extra, r.extra, r.h.extra);
			seen = xcalloc(r0.h.bands + 1, 1);
		} else if (same_params(&r0.h, pairs[0], &r.h, pairs[i])) {
			goto out;
		} else if (r.h.extra != r0.h.extra || memcmp(r.extra, r0.extra, r0.h.extra)) {
			mtk_seterr("%s: made from other signature files than %s", pairs[i], pairs[0]);
			goto out;
		}
		if (r.h.band == DD_BAND_EXACT) {
			if (seen_exact++) {
				mtk_seterr("%s: exact pairs given twice", pairs[i]);
				goto out;
			}
		} else if (r.h.band < 0 || r.h.band >= (int64_t)r0.h.bands) {
			mtk_seterr("%s: corrupt header (band %lld)", pairs[i], (long long)r.h.band);
			goto out;
		} else if (seen[r.h.band]++) {
			mtk_seterr("%s: band %lld given twice", pairs[i], (long long)r.h.band);
			goto out;
		}
		uint32_t nsh0;
		memcpy(&nsh0, r0.extra, 4);
		for (uint64_t k = 0; k < r.h.count;) {
			size_t m = r.h.count - k < CHUNK ? (size_t)(r.h.count - k) : CHUNK;
			if (br_read(&r, p, m * sizeof *p))
				goto out;
			for (size_t q = 0; q < m; q++) {
				if ((p[q].a >> DD_SHARD_BITS) >= nsh0 || (p[q].b >> DD_SHARD_BITS) >= nsh0) {
					mtk_seterr("%s: pair %llu names a shard outside the table", pairs[i],
					           (unsigned long long)(k + q));
					goto out;
				}
				uint32_t na = uf_node(&u, p[q].a, p[q].ra), nb = uf_node(&u, p[q].b, p[q].rb);
				uf_union(&u, na, nb);
				if (r.h.band == DD_BAND_EXACT) {
					/* exact pairs are stars from the group's head: the head
					 * names a document's exact-duplicate group */
					while (nexh < u.n) {
						if (nexh == cexh)
							exh = xrealloc(exh, (cexh = cexh ? cexh + cexh / 2 : 4096) * sizeof *exh);
						exh[nexh++] = UINT32_MAX;
					}
					exh[na] = exh[nb] = na;
				}
			}
			k += m;
		}
		if (br_finish(&r))
			goto out;
		npairs += r.h.count;
		br_close(&r);
	}
	if (r0.h.flags & DD_FUZZY)
		for (uint32_t b = 0; b < r0.h.bands; b++)
			if (!seen[b]) {
				mtk_seterr("pairs of band %u missing (give every band of %ux%u)", b, r0.h.bands, r0.h.rows);
				goto out;
			}
	if ((r0.h.flags & DD_EXACT) && !seen_exact) {
		mtk_seterr("exact pairs missing (signatures have exact hashes: run bucket --band exact)");
		goto out;
	}
	size_t nd = 0;
	uint64_t clusters = 0, nexact = 0;
	d = xmalloc(((size_t)u.n + 1) * sizeof *d);
	for (uint32_t i = 0; i < u.n; i++) {
		uint32_t b = uf_best(&u, i);
		if (b == i) {
			clusters++;
			continue;
		}
		d[nd].doc = u.key[i], d[nd].rep = u.key[b];
		d[nd].reason = i < nexh && b < nexh && exh[i] != UINT32_MAX && exh[i] == exh[b] ? DUP_EXACT : DUP_FUZZY;
		d[nd].pad = 0;
		nexact += d[nd].reason == DUP_EXACT;
		nd++;
	}
	/* peak memory is here: give back what the rest does not need first */
	free(exh);
	exh = NULL;
	uint64_t ndup = u.n, ufb = uf_bytes(&u);
	if (!removed)
		uf_release(&u);
	sort_dups(d, nd);
	if (bw_open(&w, out))
		goto out;
	bw_write(&w, r0.extra, r0.h.extra);
	bw_write(&w, d, nd * sizeof *d);
	struct dd_hdr h = r0.h;
	memcpy(h.magic, MAGIC_DUPS, 8);
	h.count = nd, h.band = 0, h.recsize = sizeof *d, h.tail = 0;
	if (bw_close(&w, &h))
		goto out;
	if (removed) {
		if (table_parse(&r0, &sh, &nsh) || write_removed(removed, &u, d, nd, sh, nsh))
			goto out;
	}
	if (st) {
		stats_add(st, "pairs", npairs);
		stats_add(st, "docs_with_duplicates", ndup);
		stats_add(st, "clusters", clusters);
		stats_add(st, "removed.exact", nexact);
		stats_add(st, "removed.fuzzy", nd - nexact);
		stats_add(st, "uf_bytes", ufb);
	}
	rc = 0;
out:
	if (rc && w.f)
		bw_abort(&w);
	br_close(&r);
	free(r0.extra);
	free(p), free(d), free(seen), free(exh);
	shards_free(sh, nsh);
	uf_release(&u);
	return rc;
}

/* ---- step 4: write the kept documents ---- */

int dd_apply(const char *dups, const char *input, int shard, const char *name, struct wr *w,
             int strict, struct stats *st)
{
	struct br r;
	struct shard *sh = NULL;
	uint32_t nsh = 0;
	uint64_t *rm = NULL;
	size_t nrm = 0;
	uint8_t *why = NULL;   /* per removed line: 1 exact, 0 fuzzy */
	struct rd *in = NULL;
	XXH3_state_t *content = NULL;
	struct buf line = BUF_INIT;
	int rc = -1;
	(void)strict;
	if (br_open(&r, dups, MAGIC_DUPS) || table_parse(&r, &sh, &nsh))
		goto out;
	if (r.h.recsize != sizeof(struct dup)) {
		mtk_seterr("%s: corrupt header (record size %u)", dups, r.h.recsize);
		goto out;
	}
	if (shard < 0) {
		const char *want = name ? name : base_name(input);
		for (uint32_t s = 0; s < nsh; s++) {
			if (strcmp(sh[s].name, want))
				continue;
			if (shard >= 0) {
				mtk_seterr("%s: two shards are named %s: give --shard", dups, want);
				goto out;
			}
			shard = (int)s;
		}
		if (shard < 0) {
			mtk_seterr("%s: no shard named %s (signatures were made from other files)", dups, want);
			goto out;
		}
	}
	if ((uint32_t)shard >= nsh) {
		mtk_seterr("%s: shard %d out of range (%u shards)", dups, shard, nsh);
		goto out;
	}
	rm = xmalloc(((size_t)r.h.count + 1) * sizeof *rm);
	why = xmalloc((size_t)r.h.count + 1);
	uint64_t prev = 0;
	for (uint64_t i = 0; i < r.h.count; i++) {
		struct dup d;
		if (br_read(&r, &d, sizeof d))
			goto out;
		if (i && d.doc <= prev) {
			mtk_seterr("%s: corrupt (records out of order)", dups);
			goto out;
		}
		prev = d.doc;
		if ((d.doc >> DD_SHARD_BITS) == (uint64_t)shard)
			why[nrm] = d.reason == DUP_EXACT, rm[nrm++] = d.doc & (DD_MAXDOCS - 1);
	}
	if (br_finish(&r))
		goto out;
	in = rd_open(input);
	if (!in)
		goto out;
	uint64_t d = 0, kept = 0, blanks = 0, nex = 0, over = 0;
	size_t k = 0;
	int g;
	content = XXH3_createState();
	XXH3_64bits_reset(content);
	while ((g = rd_getline(in, &line)) > 0) {
		if (g == RD_LONG) {   /* named by sig, and no document there either */
			over++;
			continue;
		}
		if (docbatch_blank(line.p, line.len)) {
			blanks++;
			continue;
		}
		content_add(content, &line);
		if (k < nrm && rm[k] == d) {
			nex += why[k];
			k++, d++;
			continue;
		}
		d++;
		buf_putc(&line, '\n');
		if (wr_write(w, line.p, line.len))
			goto out;
		kept++;
	}
	if (g < 0)
		goto out;
	if (d != sh[shard].ndocs) {
		mtk_seterr("%s: %llu documents, but its signatures (%s) had %llu: changed or wrong file", rd_name(in),
		           (unsigned long long)d, sh[shard].sig, (unsigned long long)sh[shard].ndocs);
		goto out;
	}
	if (content_check(content, &sh[shard], rd_name(in)))
		goto out;
	if (st) {
		stats_add(st, "in", d);
		stats_add(st, "out", kept);
		stats_add(st, "removed.exact", nex);
		stats_add(st, "removed.fuzzy", d - kept - nex);
		stats_add(st, "blank", blanks);
		if (over)
			stats_add(st, "removed.over_max_record", over);
	}
	rc = 0;
out:
	if (in)
		rd_close(in);
	br_close(&r);
	shards_free(sh, nsh);
	free(rm), free(why);
	buf_release(&line);
	if (content)
		XXH3_freeState(content);
	return rc;
}

/* ---- the one-pipe form ---- */

struct bjob {
	char *const *sig;
	int nsig, nband, next;
	char **out;
	int *band;
	uint64_t mem;        /* per band sorted at once */
	const char *tmp;
	struct stats st;     /* spill counts of all bands */
	pthread_mutex_t mu;
	char err[1024];
	int failed;
};

static void *bucket_worker(void *arg)
{
	struct bjob *j = arg;
	for (;;) {
		pthread_mutex_lock(&j->mu);
		int i = j->failed ? j->nband : j->next++;
		pthread_mutex_unlock(&j->mu);
		if (i >= j->nband)
			return NULL;
		struct stats st;
		stats_init(&st, "bucket");
		int bad = dd_bucket(j->band[i], j->sig, j->nsig, j->out[i], j->mem, j->tmp, &st);
		pthread_mutex_lock(&j->mu);
		if (bad && !j->failed++)
			snprintf(j->err, sizeof j->err, "%s", mtk_errmsg());
		stats_add(&j->st, "spill.runs", stats_get(&st, "spill.runs"));
		stats_add(&j->st, "spill.bytes", stats_get(&st, "spill.bytes"));
		pthread_mutex_unlock(&j->mu);
		stats_release(&st);
	}
}

static int spool_stdin(const char *path)
{
	struct rd *r = rd_open("-");
	if (!r)
		return -1;
	FILE *f = fopen(path, "wb");
	if (!f) {
		rd_close(r);
		return mtk_seterr("%s: %s", path, strerror(errno));
	}
	char b[1 << 16];
	ssize_t k;
	while ((k = rd_read(r, b, sizeof b)) > 0)
		fwrite(b, 1, (size_t)k, f);
	int bad = ferror(f);
	bad |= fclose(f) != 0;
	rd_close(r);
	if (k < 0)
		return -1;
	if (bad)
		return mtk_seterr("%s: write failed", path);
	return 0;
}

int dd_pipe(const struct dd_cfg *c, char *const *inputs, int n, struct wr *w, const char *removed,
            struct stats *st)
{
	static char *const dash[] = {"-"};
	const char *tmp = c->tmpdir && *c->tmpdir ? c->tmpdir : getenv("TMPDIR");
	struct buf dir = BUF_INIT, pb = BUF_INIT;
	char **in = NULL, **sig = NULL, **pairs = NULL, **vpairs = NULL;
	int *band = NULL, npairs = 0, stdin_seen = 0, rc = -1;
	uint64_t spill_runs = 0, spill_bytes = 0;
	struct stats s1, s2;
	stats_init(&s1, "sig"), stats_init(&s2, "cluster");
	if (n == 0)
		inputs = dash, n = 1;
	buf_printf(&dir, "%s/mdedup.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir.p)) {
		mtk_seterr("%s: %s", dir.p, strerror(errno));
		buf_release(&dir);
		return -1;
	}
	tmp_register_dir(dir.p);     /* SIGINT/SIGTERM remove it (wr_signal_cleanup) */
#define TMPNAME(...) (buf_clear(&pb), buf_printf(&pb, "%s/", dir.p), buf_printf(&pb, __VA_ARGS__), xstrdup(pb.p))
	in = xcalloc((size_t)n, sizeof *in);
	sig = xcalloc((size_t)n, sizeof *sig);
	for (int i = 0; i < n; i++) {
		if (!strcmp(inputs[i], "-")) {
			if (stdin_seen++) {
				mtk_seterr("standard input named twice");
				goto out;
			}
			in[i] = TMPNAME("stdin.jsonl");
			if (spool_stdin(in[i]))
				goto out;
		} else {
			in[i] = xstrdup(inputs[i]);
		}
		sig[i] = TMPNAME("%d.sig", i);
		if (sig_run(c, in[i], NULL, strcmp(inputs[i], "-") ? NULL : "<stdin>", sig[i], &s1))
			goto out;
	}
	int nb = (c->flags & DD_FUZZY ? c->mh.bands : 0) + (c->flags & DD_EXACT ? 1 : 0);
	pairs = xcalloc((size_t)nb, sizeof *pairs);
	vpairs = xcalloc((size_t)nb, sizeof *vpairs);
	band = xcalloc((size_t)nb, sizeof *band);
	if (c->flags & DD_EXACT)
		band[npairs] = DD_BAND_EXACT, pairs[npairs] = TMPNAME("exact.pairs"), npairs++;
	for (int b = 0; (c->flags & DD_FUZZY) && b < c->mh.bands; b++)
		band[npairs] = b, pairs[npairs] = TMPNAME("%d.pairs", b), npairs++;
	{
		int nt = c->threads < npairs ? c->threads : npairs;
		/* --mem is the budget of the whole run: the bands sorted at once share it */
		struct bjob j = {sig, n, npairs, 0, pairs, band, c->mem / (uint64_t)(nt > 0 ? nt : 1), dir.p,
		                 {0}, PTHREAD_MUTEX_INITIALIZER, "", 0};
		if (c->mem && !j.mem)
			j.mem = 1;
		stats_init(&j.st, "bucket");
		pthread_t *t = xcalloc((size_t)nt + 1, sizeof *t);
		int started = 0;
		for (int i = 1; i < nt; i++)
			started += pthread_create(&t[started], NULL, bucket_worker, &j) == 0;
		bucket_worker(&j);
		for (int i = 0; i < started; i++)
			pthread_join(t[i], NULL);
		free(t);
		spill_runs = stats_get(&j.st, "spill.runs"), spill_bytes = stats_get(&j.st, "spill.bytes");
		stats_release(&j.st);
		if (j.failed) {
			mtk_seterr("%s", j.err);
			goto out;
		}
	}
	char **use = pairs;
	if (c->flags & DD_FUZZY && c->threshold > 0 && c->verify) {
		for (int i = 0; i < npairs; i++)
			vpairs[i] = TMPNAME("%d.vpairs", i);
		/* exact pairs are equal texts: nothing to verify, but verify them
		 * anyway so every file goes the same way (Jaccard 1 passes) */
		if (dd_verify(c, pairs, vpairs, npairs, in, n, &s2))
			goto out;
		use = vpairs;
	}
	char *dups = TMPNAME("dups.bin");
	int crc = dd_cluster(use, npairs, dups, removed, &s2);
	if (!crc)
		for (int i = 0; i < n && !crc; i++)
			crc = dd_apply(dups, in[i], i, NULL, w, c->strict, st);
	free(dups);
	if (crc)
		goto out;
	if (st) {
		static const char *keep[] = {"malformed.json", "malformed.no_text", "malformed.no_id", "empty", "bytes"};
		for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
			stats_add(st, keep[i], stats_get(&s1, keep[i]));
		if (stats_get(&s1, "invalid_utf8"))
			stats_add(st, "invalid_utf8", stats_get(&s1, "invalid_utf8"));
		static const char *keep2[] = {"pairs", "candidates", "rejected", "docs_with_duplicates", "clusters"};
		/* removed.exact and removed.fuzzy come from apply */
		for (size_t i = 0; i < sizeof keep2 / sizeof *keep2; i++)
			stats_add(st, keep2[i], stats_get(&s2, keep2[i]));
		stats_add(st, "spill.runs", spill_runs);
		stats_add(st, "spill.bytes", spill_bytes);
	}
	rc = 0;
out:
	if (rc && st && !stats_get(st, "in")) {   /* failed before apply: what the signatures read */
		static const char *read[] = {"in", "blank", "malformed.json", "malformed.no_text", "malformed.no_id",
		                             "empty", "bytes"};
		for (size_t i = 0; i < sizeof read / sizeof *read; i++)
			stats_add(st, read[i], stats_get(&s1, read[i]));
	}
	for (int i = 0; i < n; i++) {
		if (in && in[i] && !strncmp(in[i], dir.p, dir.len))
			unlink(in[i]);
		if (sig && sig[i])
			unlink(sig[i]);
		if (in)
			free(in[i]);
		if (sig)
			free(sig[i]);
	}
	for (int i = 0; i < npairs; i++) {
		if (pairs[i])
			unlink(pairs[i]);
		if (vpairs[i])
			unlink(vpairs[i]);
		free(pairs[i]), free(vpairs[i]);
	}
	buf_clear(&pb), buf_printf(&pb, "%s/dups.bin", dir.p), unlink(pb.p);
	rmdir(dir.p);
	tmp_unregister_dir(dir.p);
	free(in), free(sig), free(pairs), free(vpairs), free(band);
	buf_release(&dir), buf_release(&pb);
	stats_release(&s1), stats_release(&s2);
	return rc;
#undef TMPNAME
}
