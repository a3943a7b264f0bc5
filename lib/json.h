/*
 * json: the JSONL document reader and writer.
 *
 * Reading does not build a tree. jdoc_parse validates one JSON object (a
 * whole line) and records its top-level fields as spans into the line:
 * key (without quotes, still escaped) and raw value text. Nothing is copied,
 * so a tool that rewrites one field writes every other field back byte for
 * byte, in order (jdoc_write). Nested values are validated and kept raw.
 *
 * Why our own: records are large strings with few fields; a span scanner
 * touches each byte once and allocates nothing per document, where jansson
 * and cJSON build and free a tree. tests/bench/bench_json.sh (read "text" and
 * write the record back, DCLM documents): mtk 663 MB/s, cJSON 236 MB/s
 * (2.8x slower), jansson 59 MB/s (11x slower).
 *
 * Writing: json_put_str escapes a string and replaces invalid UTF-8 with
 * U+FFFD, so what we write is always valid JSON in UTF-8. The jw_* helpers
 * build an object field by field ('{' and the commas are handled).
 */
#ifndef MTK_JSON_H
#define MTK_JSON_H

#include <stddef.h>
#include "buf.h"

enum jtype { J_STR = 's', J_NUM = 'n', J_OBJ = 'o', J_ARR = 'a', J_TRUE = 't', J_FALSE = 'f', J_NULL = 'z' };

struct jfield {
	const char *key;   /* points after the opening quote */
	size_t klen;       /* raw (escaped) length */
	const char *val;   /* raw value text: for strings, including the quotes */
	size_t vlen;
	int type;          /* enum jtype */
};

struct jdoc {
	struct jfield *f;
	int n, cap;
};

#define JDOC_INIT {0, 0, 0}

/* Parse one JSON object occupying line[0..len) (surrounding whitespace is
 * allowed). 0 on success; -1 with mtk_errmsg() naming the byte offset. The
 * spans point into line, which must outlive their use. */
int jdoc_parse(struct jdoc *d, const char *line, size_t len);
void jdoc_release(struct jdoc *d);

/* The field named key (keys are compared unescaped-equal for plain ASCII
 * keys), or NULL. */
const struct jfield *jdoc_get(const struct jdoc *d, const char *key);

/* Decode field key's string value into out (cleared first). 1 found,
 * 0 missing, -1 present but not a string (message set). */
int jdoc_str(const struct jdoc *d, const char *key, struct buf *out);

/* Numeric value of field key into *v: 1 found, 0 missing, -1 not a number. */
int jdoc_num(const struct jdoc *d, const char *key, double *v);

/* Unescape the raw string token s[0..n) (with its quotes) appending to out.
 * Invalid UTF-8 and lone surrogates become U+FFFD. Returns the number of
 * such replacements (>= 0), or -1 on a malformed escape. */
int json_unescape(const char *s, size_t n, struct buf *out);

/* Append s[0..n) as a quoted JSON string; invalid UTF-8 becomes U+FFFD. */
void json_put_str(struct buf *out, const char *s, size_t n);
/* Append a number: integers exactly, others with up to 6 significant digits
 * ("%.6g"); NaN and infinities are written as null. */
void json_put_num(struct buf *out, double v);

/* Rewrite d into out: every field in order, with the value of a field named
 * in set[i].key replaced by the raw JSON text set[i].val (NULL val: field
 * dropped), then the set fields d did not have appended, in set order.
 * Ends with "}\n". */
struct jset {
	const char *key;
	const char *val;
	size_t vlen;
};
void jdoc_write(const struct jdoc *d, struct buf *out, const struct jset *set, int nset);

/* Build an object: jw_begin, any number of fields, jw_end ("}\n"). */
void jw_begin(struct buf *o);
void jw_str(struct buf *o, const char *key, const char *s, size_t n);
void jw_cstr(struct buf *o, const char *key, const char *s);   /* NUL-terminated */
void jw_num(struct buf *o, const char *key, double v);
void jw_raw(struct buf *o, const char *key, const char *raw, size_t n);
void jw_end(struct buf *o);

#endif
