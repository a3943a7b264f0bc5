/*
 * langid: which language a UTF-8 text is in, through CLD2.
 *
 * A C shim over CLD2 (Debian libcld2, Google's Compact Language Detector
 * 2), the detector Common Crawl and CCNet-era pipelines used: a naive Bayes
 * over quadgrams with ~80 languages, no model file to ship, thread-safe.
 * The result is the top language's ISO 639-1 code ("en", "de", "zh",
 * "zh-Hant", ...; "un" when unknown) and a score in [0, 1]: the share of
 * the text's letters CLD2 assigns to that language. Invalid UTF-8 is not
 * fed to CLD2 (it is stopped at); only the first LANGID_MAX_BYTES are read.
 */
#ifndef MTK_LANGID_H
#define MTK_LANGID_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LANGID_MAX_BYTES (128 * 1024)

struct langid_result {
	char code[16];      /* "en", "un" when unknown */
	double score;       /* 0..1 */
	int reliable;       /* CLD2's own reliability flag */
};

/* Detect the language of text[0..len). Never fails: unknown is "un", 0. */
void langid_detect(const char *text, size_t len, struct langid_result *out);

#ifdef __cplusplus
}
#endif

#endif
