/*
 * warc: a WARC 1.0/1.1 record reader, fast on Common Crawl's layout.
 *
 * Input is a file, standard input ("-" or NULL), or a memory buffer; plain,
 * gzip- or zstd-compressed (detected by magic bytes). Common Crawl writes one gzip
 * member per record: each member is inflated whole with libdeflate straight
 * into the reader's record buffer (no per-record malloc, no zlib stream
 * state), which is what makes reading fast. zlib streaming is the fallback
 * for what libdeflate cannot do in one call: a member larger than the input
 * window (a whole file compressed as one stream), or a truncated member,
 * where zlib recovers every byte before the damage.
 *
 * zstd input follows the IIPC "WARC zstd" layout: one frame per record,
 * optionally preceded by a skippable frame (magic 0x184D2A5D) holding the
 * dictionary every frame uses, itself plain or zstd-compressed; a whole
 * WARC compressed as one frame (zstd file.warc) is read too. Other
 * skippable frames are skipped.
 *
 * Records are borrowed: every pointer in struct warc_rec points into the
 * reader's buffers and stays valid until the next warc_next() or
 * warc_close(). Header values are NUL-terminated ("" when absent); the block
 * is not (it is binary) but is followed by a NUL byte.
 *
 * Errors: a corrupt gzip member or zstd frame, a record without a WARC
 * header (a gzip member or zstd frame that holds no record), a bad
 * Content-Length (one that runs past the record's member or frame into
 * one that starts a record: Common Crawl's layout has a member per
 * record) or a record cut short makes warc_next()
 * return -1 with a message naming the input and the byte offset (of the
 * compressed file for gzip and zstd input) in mtk_errmsg(); the error is
 * counted and the next call resumes at the next record (the next gzip
 * member or zstd frame, or the next "WARC/1." line) when there is one.
 * Input that is not WARC at all (an ARC file, HTML, JSON, only blanks or
 * NULs) and a zstd dictionary that cannot be read are a single -1 with a
 * clear message, then EOF. An empty input (no bytes once decompressed) is
 * no error: warc_next returns 0 at once.
 */
#ifndef MTK_WARC_H
#define MTK_WARC_H

#include <stddef.h>
#include <stdint.h>

enum warc_type {
	WARC_OTHER, WARC_WARCINFO, WARC_RESPONSE, WARC_RESOURCE, WARC_REQUEST,
	WARC_METADATA, WARC_REVISIT, WARC_CONVERSION, WARC_CONTINUATION
};

struct warc_rec {
	int type;                 /* enum warc_type */
	const char *type_str;     /* WARC-Type as written */
	const char *uri;          /* WARC-Target-URI, "<...>" wrapping removed */
	const char *id;           /* WARC-Record-ID, as written ("<urn:uuid:...>") */
	const char *date;         /* WARC-Date */
	const char *ctype;        /* Content-Type of the block */
	const char *truncated;    /* WARC-Truncated reason, "" when not truncated */
	const char *payload_type; /* WARC-Identified-Payload-Type (Common Crawl's
	                             own sniffing of the payload), "" when absent */
	const char *block;        /* Content-Length bytes (NUL-terminated copy) */
	size_t block_len;
	uint64_t offset;          /* where the record starts in the input: byte
	                             offset of its gzip member or zstd frame, or
	                             of its header */
};

struct warc;

/* Open a file ("-" or NULL: standard input). NULL + mtk_errmsg on error. */
struct warc *warc_open(const char *path);
/* Read from memory (borrowed; must outlive the reader). name is used in
 * messages (may be NULL). */
struct warc *warc_open_mem(const void *p, size_t n, const char *name);

/* Next record: 1 record in *r, 0 end of input, -1 error (message set;
 * call again to go on with the next record), WARC_LONG a record over
 * warc_set_max_line's limit, passed over. */
int warc_next(struct warc *w, struct warc_rec *r);

/* The first byte of the (decompressed) input, without consuming it, or -1
 * at EOF/error: lets a caller tell JSONL ('{') from WARC ('W'). */
int warc_peek(struct warc *w);
/* Read the decompressed input as lines instead of records (a caller that
 * found JSONL with warc_peek). 1 line in line, len (borrowed until the next
 * call, no '\n', NUL-terminated), 0 EOF, -1 error. Do not mix with
 * warc_next on one reader. */
int warc_getline(struct warc *w, char **line, size_t *len);
/* warc_getline passes over a line longer than max (0: no limit, the
 * default) to its end without holding it, and returns WARC_LONG;
 * warc_long_len is its length. So does warc_next with a record whose
 * Content-Length is over max: r has its type and offset, the other fields
 * "" and block_len 0; warc_long_len is its Content-Length (the reader then
 * holds at most max bytes of a block). */
enum { WARC_LONG = 2 };
void warc_set_max_line(struct warc *w, size_t max);
uint64_t warc_long_len(const struct warc *w);

const char *warc_name(const struct warc *w);     /* the path, or "<stdin>" */
uint64_t warc_errors(const struct warc *w);      /* errors returned so far */
uint64_t warc_in_bytes(const struct warc *w);    /* raw input bytes consumed */
void warc_close(struct warc *w);

/* The record type for a WARC-Type value (case-insensitive). */
int warc_type_of(const char *s);

#endif
