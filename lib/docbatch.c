#include "docbatch.h"
#include "err.h"
#include "stream.h"

#include <stdlib.h>
#include <string.h>

void docbatch_release(struct docbatch *b)
{
	buf_release(&b->text);
	free(b->off);
	free(b->line);
	free(b->big);
	*b = (struct docbatch)DOCBATCH_INIT;
}

void docbatch_clear(struct docbatch *b)
{
	buf_clear(&b->text);
	b->n = 0;
	b->raw = 0;
	b->nbig = 0;
	if (b->off)
		b->off[0] = 0;
}

static void reserve(struct docbatch *b)
{
	if (b->n + 1 < b->cap)
		return;
	b->cap = b->cap ? 2 * b->cap : 256;
	b->off = xrealloc(b->off, b->cap * sizeof *b->off);      /* n + 1 used */
	b->line = xrealloc(b->line, b->cap * sizeof *b->line);
	b->big = xrealloc(b->big, b->cap * sizeof *b->big);
	if (!b->n)
		b->off[0] = 0;
}

void docbatch_mark(struct docbatch *b, uint64_t line)
{
	reserve(b);
	b->big[b->n] = 0;
	b->line[b->n++] = line;
	b->off[b->n] = b->text.len;
}

void docbatch_add_long(struct docbatch *b, uint64_t len, uint64_t line)
{
	docbatch_mark(b, line);
	b->big[b->n - 1] = len ? len : 1;
	b->nbig++;
}

void docbatch_add(struct docbatch *b, const void *p, size_t len, uint64_t line)
{
	buf_add(&b->text, p, len);
	docbatch_mark(b, line);
}

int docbatch_fill(struct docbatch *b, struct rd *r, struct buf *line,
                  size_t max_docs, size_t max_bytes, int flags)
{
	while (b->n < max_docs && b->text.len < max_bytes) {
		int rc = rd_getline(r, line);
		if (rc <= 0)
			return rc;
		if (rc == RD_LONG) {
			b->raw += rd_long_len(r) + 1;
			docbatch_add_long(b, rd_long_len(r), rd_lineno(r));
			continue;
		}
		size_t len = line->len;
		b->raw += len + 1;
		if (flags & DB_CRLF && len && line->p[len - 1] == '\r')
			len--;
		docbatch_add(b, line->p, len, rd_lineno(r));
	}
	return 1;
}

static void docfiles_failed(struct docfiles *f)
{
	if (f->warn)
		f->warn(mtk_errmsg());
	f->read_errors++;
}

int docfiles_fill(struct docfiles *f, struct docbatch *b, size_t max_docs, size_t max_bytes, int flags)
{
	docbatch_clear(b);
	for (;;) {
		if (!f->rd) {
			if (f->fi >= f->nfiles)
				return 0;
			if (!(f->rd = rd_open(f->files[f->fi]))) {
				docfiles_failed(f);
				f->fi++;
				continue;
			}
		}
		/* the name in argv outlives the reader, whose own dies with rd_close */
		b->file = strcmp(f->files[f->fi], "-") ? f->files[f->fi] : "<stdin>";
		int rc = docbatch_fill(b, f->rd, &f->line, max_docs, max_bytes, flags);
		if (rc > 0)
			return 1;
		if (rc < 0)
			docfiles_failed(f);
		rd_close(f->rd);
		f->rd = NULL;
		f->fi++;
		if (b->n)
			return 1;
	}
}

void docfiles_release(struct docfiles *f)
{
	if (f->rd)
		rd_close(f->rd);
	f->rd = NULL;
	buf_release(&f->line);
}

void docbatch_msg(const struct docbatch *b, size_t i, struct buf *out, const char *fmt, ...)
{
	buf_printf(out, "%s:%llu: ", b->file, (unsigned long long)b->line[i]);
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(out, fmt, ap);
	va_end(ap);
}
