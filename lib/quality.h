/*
 * quality: the published heuristic quality rules for web text.
 *
 * Three rule sets, each following datatrove's definitions (which follow the
 * papers) so that thresholds carry over:
 *   gopher   Gopher quality (Rae et al. 2021, Table A1) and Gopher
 *            repetition (duplicate lines/paragraphs, top and duplicated
 *            word n-grams)
 *   c4       C4 line rules (Raffel et al. 2020): terminal punctuation,
 *            words per line, sentences, "lorem ipsum", "{", javascript and
 *            cookie/policy lines
 *   fineweb  FineWeb's own line rules (Penedo et al. 2024)
 *
 * Every rule stores its measured value (struct qres.v, named by
 * quality_value_name) and the rules whose threshold it breaks (qres.fail, a
 * bit set named by quality_fail_name). Unlike datatrove, which stops at the
 * first failure, all values are always measured: a later --keep can then
 * change its mind without rescoring. C4 here annotates and never rewrites
 * the text (datatrove drops the failing lines); its line counts say what
 * would be dropped.
 *
 * Words are words.h tokens (punctuation runs are tokens, as with NLTK);
 * lengths are in code points. Where datatrove's Python would divide by zero
 * (an empty text), the ratio is 0. C4's sentence count approximates NLTK's
 * Punkt: a run of . ! ? (then closing quotes or brackets) that ends the line
 * or is followed by space and a character that is not a lowercase ASCII
 * letter ends a sentence; a line has at least one. Word n-grams are
 * compared as word sequences (datatrove compares the words joined without a
 * separator, so "ab c" and "a bc" collide there and not here).
 *
 * Thresholds (struct qconf.thr, named by quality_threshold_name) default to
 * the published values. Scratch memory lives in struct qscratch, one per
 * thread, reused across documents.
 */
#ifndef MTK_QUALITY_H
#define MTK_QUALITY_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

enum { QS_GOPHER = 1, QS_C4 = 2, QS_FINEWEB = 4, QS_ALL = 7 };

/* Measured values: X(id, name, set) */
#define QUALITY_VALUES(X) \
	X(GW_COUNT, "gopher_word_count", QS_GOPHER) \
	X(GW_MEANLEN, "gopher_mean_word_len", QS_GOPHER) \
	X(GW_HASH, "gopher_hash_ratio", QS_GOPHER) \
	X(GW_ELLIPSIS, "gopher_ellipsis_ratio", QS_GOPHER) \
	X(GW_BULLET, "gopher_bullet_lines", QS_GOPHER) \
	X(GW_ELLLINES, "gopher_ellipsis_lines", QS_GOPHER) \
	X(GW_ALPHA, "gopher_alpha_words", QS_GOPHER) \
	X(GW_STOP, "gopher_stop_words", QS_GOPHER) \
	X(GR_PARA, "gopher_dup_para_frac", QS_GOPHER) \
	X(GR_PARACH, "gopher_dup_para_chars", QS_GOPHER) \
	X(GR_LINE, "gopher_dup_line_frac", QS_GOPHER) \
	X(GR_LINECH, "gopher_dup_line_chars", QS_GOPHER) \
	X(GR_TOP2, "gopher_top_2gram", QS_GOPHER) \
	X(GR_TOP3, "gopher_top_3gram", QS_GOPHER) \
	X(GR_TOP4, "gopher_top_4gram", QS_GOPHER) \
	X(GR_DUP5, "gopher_dup_5gram", QS_GOPHER) \
	X(GR_DUP6, "gopher_dup_6gram", QS_GOPHER) \
	X(GR_DUP7, "gopher_dup_7gram", QS_GOPHER) \
	X(GR_DUP8, "gopher_dup_8gram", QS_GOPHER) \
	X(GR_DUP9, "gopher_dup_9gram", QS_GOPHER) \
	X(GR_DUP10, "gopher_dup_10gram", QS_GOPHER) \
	X(C4_LINES, "c4_lines", QS_C4) \
	X(C4_NOPUNCT, "c4_lines_no_terminal_punct", QS_C4) \
	X(C4_FEWWORDS, "c4_lines_few_words", QS_C4) \
	X(C4_LONGWORD, "c4_lines_long_word", QS_C4) \
	X(C4_JS, "c4_lines_javascript", QS_C4) \
	X(C4_POLICY, "c4_lines_policy", QS_C4) \
	X(C4_SENT, "c4_sentences", QS_C4) \
	X(C4_LOREM, "c4_lorem_ipsum", QS_C4) \
	X(C4_CURLY, "c4_curly_bracket", QS_C4) \
	X(FW_PUNCT, "fineweb_line_punct_ratio", QS_FINEWEB) \
	X(FW_SHORT, "fineweb_short_line_ratio", QS_FINEWEB) \
	X(FW_DUP, "fineweb_char_dup_ratio", QS_FINEWEB) \
	X(FW_NL, "fineweb_newline_ratio", QS_FINEWEB)

/* Thresholds: X(id, name, default) */
#define QUALITY_THRESHOLDS(X) \
	X(T_GW_MIN, "gopher_min_words", 50) \
	X(T_GW_MAX, "gopher_max_words", 100000) \
	X(T_GW_MINLEN, "gopher_min_mean_word_len", 3) \
	X(T_GW_MAXLEN, "gopher_max_mean_word_len", 10) \
	X(T_GW_SYMBOL, "gopher_max_symbol_ratio", 0.1) \
	X(T_GW_BULLET, "gopher_max_bullet_lines", 0.9) \
	X(T_GW_ELLLINES, "gopher_max_ellipsis_lines", 0.3) \
	X(T_GW_ALPHA, "gopher_min_alpha_words", 0.8) \
	X(T_GW_STOP, "gopher_min_stop_words", 2) \
	X(T_GR_PARA, "gopher_max_dup_para_frac", 0.3) \
	X(T_GR_PARACH, "gopher_max_dup_para_chars", 0.2) \
	X(T_GR_LINE, "gopher_max_dup_line_frac", 0.3) \
	X(T_GR_LINECH, "gopher_max_dup_line_chars", 0.2) \
	X(T_GR_TOP2, "gopher_max_top_2gram", 0.20) \
	X(T_GR_TOP3, "gopher_max_top_3gram", 0.18) \
	X(T_GR_TOP4, "gopher_max_top_4gram", 0.16) \
	X(T_GR_DUP5, "gopher_max_dup_5gram", 0.15) \
	X(T_GR_DUP6, "gopher_max_dup_6gram", 0.14) \
	X(T_GR_DUP7, "gopher_max_dup_7gram", 0.13) \
	X(T_GR_DUP8, "gopher_max_dup_8gram", 0.12) \
	X(T_GR_DUP9, "gopher_max_dup_9gram", 0.11) \
	X(T_GR_DUP10, "gopher_max_dup_10gram", 0.10) \
	X(T_C4_SENT, "c4_min_sentences", 5) \
	X(T_C4_WORDS, "c4_min_words_per_line", 3) \
	X(T_C4_WORDLEN, "c4_max_word_len", 1000) \
	X(T_FW_PUNCT, "fineweb_min_line_punct", 0.12) \
	X(T_FW_SHORTLEN, "fineweb_short_line_len", 30) \
	X(T_FW_SHORT, "fineweb_max_short_lines", 0.67) \
	X(T_FW_DUP, "fineweb_max_char_dup", 0.01) \
	X(T_FW_NL, "fineweb_max_newline_ratio", 0.3)

/* Failures (datatrove's reasons, prefixed by rule set): X(id, name, set) */
#define QUALITY_FAILS(X) \
	X(F_GW_SHORT, "gopher_short_doc", QS_GOPHER) \
	X(F_GW_LONG, "gopher_long_doc", QS_GOPHER) \
	X(F_GW_BELOWLEN, "gopher_below_avg_word_len", QS_GOPHER) \
	X(F_GW_ABOVELEN, "gopher_above_avg_word_len", QS_GOPHER) \
	X(F_GW_HASH, "gopher_too_many_hashes", QS_GOPHER) \
	X(F_GW_ELLIPSIS, "gopher_too_many_ellipsis", QS_GOPHER) \
	X(F_GW_BULLET, "gopher_too_many_bullets", QS_GOPHER) \
	X(F_GW_ELLLINES, "gopher_too_many_end_ellipsis", QS_GOPHER) \
	X(F_GW_ALPHA, "gopher_below_alpha_threshold", QS_GOPHER) \
	X(F_GW_STOP, "gopher_few_stop_words", QS_GOPHER) \
	X(F_GR_PARA, "gopher_dup_para_frac", QS_GOPHER) \
	X(F_GR_PARACH, "gopher_dup_para_chars", QS_GOPHER) \
	X(F_GR_LINE, "gopher_dup_line_frac", QS_GOPHER) \
	X(F_GR_LINECH, "gopher_dup_line_chars", QS_GOPHER) \
	X(F_GR_TOP2, "gopher_top_2gram", QS_GOPHER) \
	X(F_GR_TOP3, "gopher_top_3gram", QS_GOPHER) \
	X(F_GR_TOP4, "gopher_top_4gram", QS_GOPHER) \
	X(F_GR_DUP5, "gopher_dup_5gram", QS_GOPHER) \
	X(F_GR_DUP6, "gopher_dup_6gram", QS_GOPHER) \
	X(F_GR_DUP7, "gopher_dup_7gram", QS_GOPHER) \
	X(F_GR_DUP8, "gopher_dup_8gram", QS_GOPHER) \
	X(F_GR_DUP9, "gopher_dup_9gram", QS_GOPHER) \
	X(F_GR_DUP10, "gopher_dup_10gram", QS_GOPHER) \
	X(F_C4_LOREM, "c4_lorem_ipsum", QS_C4) \
	X(F_C4_CURLY, "c4_curly_bracket", QS_C4) \
	X(F_C4_SENT, "c4_too_few_sentences", QS_C4) \
	X(F_FW_PUNCT, "fineweb_line_punct_ratio", QS_FINEWEB) \
	X(F_FW_SHORT, "fineweb_short_line_ratio", QS_FINEWEB) \
	X(F_FW_DUP, "fineweb_char_dup_ratio", QS_FINEWEB) \
	X(F_FW_NL, "fineweb_list_ratio", QS_FINEWEB)

#define QX_ENUM(id, name, x) Q_##id,
enum { QUALITY_VALUES(QX_ENUM) Q_NVAL };
enum { QUALITY_THRESHOLDS(QX_ENUM) Q_NTHR };
enum { QUALITY_FAILS(QX_ENUM) Q_NFAIL };
#undef QX_ENUM

struct qconf {
	unsigned sets;          /* QS_* bits: which rule sets run */
	double thr[Q_NTHR];
};

struct qres {
	double v[Q_NVAL];       /* only the enabled sets' entries are meaningful */
	uint64_t fail;          /* bit Q_F_* set: that rule failed */
};

/* All sets, published thresholds. */
void qconf_init(struct qconf *c);
/* "gopher,c4,fineweb" (any subset), "all" or "none". 0, or -1 + message. */
int qconf_sets(struct qconf *c, const char *list);
/* "name=value" with a name from QUALITY_THRESHOLDS. 0, or -1 + message. */
int qconf_threshold(struct qconf *c, const char *assign);

const char *quality_value_name(int i);
const char *quality_threshold_name(int i);
const char *quality_fail_name(int i);
int quality_value_set(int i);     /* the QS_* set a value belongs to */
int quality_fail_set(int i);      /* the QS_* set a failure belongs to */

struct qscratch;
struct qscratch *qscratch_new(void);
void qscratch_free(struct qscratch *s);

/* Measure text[0..n) (UTF-8; invalid bytes count as symbols) under c. */
void quality_eval(struct qscratch *s, const struct qconf *c, const char *text, size_t n, struct qres *r);

/* Append the "quality" object {"gopher_word_count":812,...} of the enabled
 * sets, and the "quality_fail" array ["c4_too_few_sentences",...]. */
void quality_put_values(struct buf *out, const struct qconf *c, const struct qres *r);
void quality_put_fails(struct buf *out, const struct qres *r);

#endif
