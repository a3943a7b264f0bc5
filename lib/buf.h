/*
 * buf: a growable byte buffer, the one string type of mtk.
 *
 * A struct buf owns p (malloc'd, always NUL-terminated after any append, so
 * p can be passed to C string functions when the content has no NUL). Reuse
 * one buffer across records (buf_clear keeps the allocation): hot paths do
 * not malloc per document. Allocation failure aborts: out of memory is not a
 * data error a caller can recover from, and every call site checking it
 * would hide the logic.
 */
#ifndef MTK_BUF_H
#define MTK_BUF_H

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

struct buf {
	char *p;
	size_t len, cap;
};

#define BUF_INIT {0, 0, 0}

void buf_grow(struct buf *b, size_t extra);       /* ensure cap >= len+extra+1 */
void buf_release(struct buf *b);                  /* free p, back to BUF_INIT */
char *buf_detach(struct buf *b);                  /* caller owns the returned p */
void buf_printf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_vprintf(struct buf *b, const char *fmt, va_list ap);

static inline void buf_clear(struct buf *b)
{
	b->len = 0;
	if (b->p)
		b->p[0] = 0;
}

static inline void buf_add(struct buf *b, const void *p, size_t n)
{
	if (b->cap - b->len < n + 1)
		buf_grow(b, n);
	if (n)
		memcpy(b->p + b->len, p, n);
	b->len += n;
	b->p[b->len] = 0;
}

static inline void buf_puts(struct buf *b, const char *s) { buf_add(b, s, strlen(s)); }

static inline void buf_putc(struct buf *b, int c)
{
	if (b->cap - b->len < 2)
		buf_grow(b, 1);
	b->p[b->len++] = (char)c;
	b->p[b->len] = 0;
}

/* Malloc wrappers that abort on failure with a message on stderr. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#endif
