/*
 * docbatch: a batch of one-line documents read from a stream, with the line
 * number of each, for the commands that process JSONL (or plain lines) in
 * ordered parallel batches through pool (mscore, mtok).
 *
 * The batch owns its storage: the lines back to back in one buffer, without
 * their '\n' (and without a '\r' before it under DB_CRLF), where each one
 * starts, and its line number in its file. It is reused from one fill to the
 * next, so reading allocates nothing once it has grown to its budget. A fill
 * appends lines until the batch holds max_docs documents or max_bytes bytes,
 * checked after each line: a line longer than the byte budget makes a batch
 * of its own, never an error. Per-document results and the pool callbacks
 * stay in each command; so does what to do with a file that cannot be
 * opened or is damaged, except for the commands that go on with the next
 * one as cat does, which share docfiles_fill. Messages about a document read
 * `file:line: what` (docbatch_msg), printed after `prog: ` by the command.
 */
#ifndef MTK_DOCBATCH_H
#define MTK_DOCBATCH_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

struct rd;

enum { DB_CRLF = 1 };   /* drop a '\r' that ends a line (CRLF files) */

struct docbatch {
	struct buf text;       /* the documents back to back */
	size_t *off;           /* document i is text.p + off[i], off[i+1] - off[i] bytes */
	uint64_t *line;        /* its line number (1-based) in file */
	size_t n, cap;
	const char *file;      /* for messages; borrowed, set by the caller */
	uint64_t raw;          /* stream bytes read into this batch, a '\n' counted per line */
	uint64_t *big;         /* per document: the length of a line over the maximum, else 0 */
	size_t nbig;           /* documents with big[i] set */
};

#define DOCBATCH_INIT {BUF_INIT, NULL, NULL, 0, 0, NULL, 0, NULL, 0}

void docbatch_release(struct docbatch *b);            /* free the storage; back to DOCBATCH_INIT */
void docbatch_clear(struct docbatch *b);              /* empty, storage kept; file kept */

/* Append one document (a copy of p) read at line. */
void docbatch_add(struct docbatch *b, const void *p, size_t len, uint64_t line);
/* End one document made of what the caller appended to text since the last
 * one (a whole file read straight into the batch, no copy). */
void docbatch_mark(struct docbatch *b, uint64_t line);
/* A document of len bytes over the maximum size, passed over unread (see
 * rd_set_max_line): an empty document with big[i] = len, which a command
 * names and counts (docbatch_long) instead of processing. */
void docbatch_add_long(struct docbatch *b, uint64_t len, uint64_t line);

/* Append the lines of r until the budget is reached or r ends. line is the
 * caller's scratch buffer (one a reader, not one a batch: it grows to the
 * longest line held). A line over r's maximum is a docbatch_add_long. 1: the budget is reached (more may follow), 0: r is at its
 * end, -1: a read error (mtk_errmsg; the complete lines before it are in b). */
int docbatch_fill(struct docbatch *b, struct rd *r, struct buf *line,
                  size_t max_docs, size_t max_bytes, int flags);

/* The files of a command line read in order into batches, as cat reads
 * them: a file that cannot be opened, or that is damaged (truncated gzip,
 * ...), is passed to warn (when set) and counted, and reading goes on with
 * the next; the documents before the damage are kept. A batch never spans
 * two files. Zero it, then set files, nfiles and warn. */
struct docfiles {
	char *const *files;          /* "-" is standard input */
	int nfiles, fi;              /* fi: the file being read */
	struct rd *rd;
	struct buf line;             /* docbatch_fill's scratch */
	int read_errors;             /* files not opened or not read to the end */
	void (*warn)(const char *msg);
};

/* Fill b (cleared first) from the next documents. 1: b holds some, 0:
 * every file is read. b->raw is what the fill read (for progress). */
int docfiles_fill(struct docfiles *f, struct docbatch *b, size_t max_docs, size_t max_bytes, int flags);
/* Close the file being read, free the scratch. */
void docfiles_release(struct docfiles *f);

/* Document i. */
static inline const char *docbatch_doc(const struct docbatch *b, size_t i, size_t *len)
{
	*len = b->off[i + 1] - b->off[i];
	return b->text.p + b->off[i];
}

/* A line of spaces, tabs and CRs only: no record, which the commands
 * count as blank (mtk(7)) */
static inline int docbatch_blank(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != ' ' && p[i] != '\t' && p[i] != '\r' && p[i] != '\n')
			return 0;
	return 1;
}

/* The length of document i when it was over the maximum size (not held), else 0. */
static inline uint64_t docbatch_long(const struct docbatch *b, size_t i)
{
	return b->big[i];
}

/* Append `file:line: ` for document i, then the formatted message, to out. */
void docbatch_msg(const struct docbatch *b, size_t i, struct buf *out, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#endif
