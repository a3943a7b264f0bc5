/*
 * decon: benchmark decontamination with word n-grams (GPT-3's method, as in
 * Megatron-LM's filter_ngrams and NeMo Curator's task decontamination).
 *
 *   task set   every text of every benchmark record (the string fields named
 *              by --fields, arrays of strings, objects one level down) is
 *              cut into segments (llm-foundry's "Question:", "Passage:", ...
 *              line labels are removed and end a segment; a "Choices:" line
 *              ends the text: answer options are not task text), normalized
 *              to words (dc_norm: lowercase, runs of letters, marks, digits
 *              and connectors; everything else separates), and each segment
 *              gives its n-grams (n = 13); a segment of min_len..n-1 words is
 *              one key whole; a shorter one gives nothing.
 *   index      the keys in one open-addressing table of 64-bit hashes (a
 *              polynomial hash over per-word hashes (word_hash), so a document is
 *              scanned with a rolling hash and no allocation), load <= 3/4,
 *              with a 16-bit task number per slot (10 bytes per slot), and a
 *              bitmap of 16 to 32 bits per key in front of it: a word whose
 *              window's bit is clear (15 in 16 or more) costs one bit test
 *              in a table that fits the cache (bits by the window's hash
 *              before the key's finalizer, which only the others need). About 15.5 to 17.5 bytes per
 *              key in all (dc_index_bytes). Short texts are found through
 *              a second, small table of markers (hashes of their last
 *              min_len words), tested at every word through a bitmap of
 *              16 to 32 bits per marker built on load. Saved as one file and
 *              mapped read-only (dc_index_load), so tasks on one node share
 *              its pages.
 *   counts     dc_count adds, for every key, how often it occurs in a
 *              corpus (every position); counts of several shards add up
 *              (dc_counts_*). A key seen max_matches times or more is
 *              common text and not used by the filter.
 *   filter     each used key found in a document removes the match plus
 *              cut (200) characters each side, widened to the nearest
 *              sentence end (. ! ?), scanning matches from the start; the
 *              pieces between cuts, trimmed of white space, are kept when
 *              longer than min_piece (200) characters; a document left with
 *              more than max_splits (10) pieces is dropped. Pieces become
 *              documents ID#0, ID#1, ... with "split_id"; documents without
 *              a match are written back byte for byte. Offsets and lengths
 *              are in characters (code points), as Python counts them.
 *
 * Library side only: nothing here prints or exits; per-record problems go to
 * dc_conf.warn, errors to mtk_errmsg().
 */
#ifndef MTK_DECON_H
#define MTK_DECON_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "stats.h"
#include "stream.h"

#define DC_MAX_N 64              /* longest n-gram */
#define DC_MAX_TASKS 65535       /* task numbers are 16-bit */

struct dc_conf {
	int n;                       /* words per n-gram (13) */
	int min_len;                 /* shorter task texts are skipped (8) */
	const char *fields;          /* "a,b,c": benchmark fields; NULL: the default list */
	uint64_t max_matches;        /* keys seen this often are not used (10); 0: rule off */
	int cut;                     /* characters removed each side of a match (200) */
	int min_piece;               /* pieces of this many characters or fewer are dropped (200) */
	int max_splits;              /* documents left in more pieces are dropped (10) */
	int threads, strict, progress;
	const char *tmpdir;          /* standard input is spooled here (NULL: $TMPDIR, /tmp) */
	void (*warn)(const char *msg);   /* per-record problems; NULL: silent */
};

void dc_conf_init(struct dc_conf *c);   /* the defaults above */

/* ---- normalization ---- */

/* Append the normalized words of s[0..n), separated by one space, to out. */
void dc_norm(struct buf *out, const char *s, size_t n);

/* ---- the task set ---- */

struct dc_index {
	int n, min_len;
	uint64_t nslots, nkeys;
	const uint64_t *keys;        /* nslots; 0 = empty */
	const uint16_t *task;        /* nslots: the first benchmark that gave the key */
	uint64_t nmslots;            /* the markers: hashes of the last min_len words of */
	const uint64_t *marks;       /* each short text (a small table, in cache) */
	uint64_t fmask;              /* filter bits - 1 (a power of two, >= 16 per key) */
	const uint64_t *filter;      /* the bit of every key and marker by its raw value */
	                             /* (the hash before the finalizer: see bit_set) */
	uint64_t mfmask;             /* the markers' own filter: bits - 1 (>= 16 per marker) */
	uint64_t *mfilter;           /* the bit of every marker (raw, too): built on */
	                             /* load (owned), small enough for the L1/L2 cache */
	int ntasks;
	char **names;                /* ntasks task names (owned) */
	uint64_t *task_keys;         /* keys first seen in each task (owned) */
	uint64_t sum;                /* checksum of the index file: counts name it */
	void *map;                   /* the mapped file, or NULL */
	size_t maplen;
	void *own;                   /* keys, marks, filter and task when built in memory; */
	                             /* the filter's copy when mapped (owned) */
};

struct dc_builder;
/* A builder for n-grams of n words, texts of min_len..n-1 words whole. */
struct dc_builder *dc_builder_new(int n, int min_len);
/* The number of task name (added on first use). -1 when there are too many. */
int dc_builder_task(struct dc_builder *b, const char *name);
/* Add one task text (segmented, normalized). Returns the keys it gave. */
uint64_t dc_builder_text(struct dc_builder *b, int task, const char *s, size_t n);
/* Add a benchmark: a JSONL file (gzip/zstd too) or a directory searched
 * recursively for *.jsonl / *.json (optionally .gz / .zst), in name order.
 * The task is named after the file (its name less those extensions).
 * Errors (fatal: a benchmark must load whole): unreadable or empty files,
 * a malformed line, invalid UTF-8, a file with no usable text field,
 * a directory with no benchmark in it. st gets per-task counts. */
int dc_builder_add(struct dc_builder *b, const char *path, const char *fields, struct stats *st);
/* Build the index into ix; frees b. */
void dc_builder_finish(struct dc_builder *b, struct dc_index *ix);
void dc_builder_free(struct dc_builder *b);

/* Save / map an index file (magic, version, sizes and an xxh3 checksum are
 * checked on load). */
int dc_index_save(const struct dc_index *ix, const char *path);
int dc_index_load(struct dc_index *ix, const char *path);
void dc_index_release(struct dc_index *ix);
/* Bytes of the index in memory (keys + task numbers). */
uint64_t dc_index_bytes(const struct dc_index *ix);
/* The slot of key, or -1. */
int64_t dc_index_find(const struct dc_index *ix, uint64_t key);

/* ---- scanning ---- */

struct dc_match {
	size_t start, end;           /* bytes: first word's start, last word's end */
	uint64_t slot;               /* in the index */
	int words;                   /* n, or a short text's length */
};

struct dc_scan {
	struct dc_match *m;
	size_t nm, cap;
	struct dc_match *pend;       /* keys that passed the filter, their slots prefetched, */
	size_t npend, pcap;          /* probed a batch of words later (slot holds the key) */
	struct buf w;                /* a word's normalized bytes */
	struct buf low;              /* the text, ASCII letters lowercased */
	uint64_t *bits;              /* per 64 bytes of it: ASCII word characters, bytes >= 128 */
	size_t bcap;                 /* pairs of words allocated */
};
void dc_scan_release(struct dc_scan *s);

/* Every key of ix found in text[0..n) (all positions, overlaps included),
 * into s->m sorted by start, longer first. Returns s->nm. */
size_t dc_find(const struct dc_index *ix, struct dc_scan *s, const char *text, size_t n);

/* ---- cutting one document ---- */

struct dc_cutrec {
	size_t match;                /* index into the matches */
	size_t cut_start, cut_end;   /* bytes removed: [cut_start, cut_end) */
};

struct dc_result {
	size_t *piece;               /* npieces (offset, length) pairs, in bytes */
	size_t npieces, pcap;
	struct dc_cutrec *cut;
	size_t ncuts, ccap;
	size_t short_pieces;         /* pieces dropped as too short */
	size_t piece_chars;          /* characters in the pieces, all together */
};
void dc_result_release(struct dc_result *r);

/* Apply the matches m[0..nm) (sorted as dc_find leaves them) whose key is
 * used (counts == NULL, or counts[slot] < c->max_matches) to text[0..n).
 * Returns the number of cuts (0: the document is untouched). */
size_t dc_cut(const struct dc_conf *c, const char *text, size_t n, const struct dc_match *m, size_t nm,
              const uint32_t *counts, struct dc_result *r);

/* ---- counts ---- */

/* counts[nslots] for ix, zeroed (on 2 MB pages where granted: they are
 * added to at random); free() them. */
uint32_t *dc_counts_new(const struct dc_index *ix);
/* counts[nslots] from the count files paths[0..n) (added, saturating), for
 * ix; NULL + message on error. */
uint32_t *dc_counts_load(const struct dc_index *ix, char *const *paths, int n);
/* Write counts (the non-zero ones) for ix. */
int dc_counts_save(const struct dc_index *ix, const uint32_t *counts, const char *path);

/* ---- runs ---- */

/* Count every key of ix over the JSONL inputs[0..n) (n == 0: standard
 * input), adding into counts[nslots]. quiet: a damaged input is not warned
 * about (the filter pass that follows does). */
int dc_count(const struct dc_conf *c, const struct dc_index *ix, char *const *inputs, int n, uint32_t *counts,
             int quiet, struct stats *st);

/* The filter: documents of inputs[0..n) (n == 0: "-") to w, removals to
 * report (or NULL): one JSONL line per cut, one per dropped document, then a
 * summary line per task and a total. counts: as for dc_cut; NULL with
 * c->max_matches > 0 runs dc_count over the inputs first (standard input is
 * spooled to a temporary file for it), which also notes the documents with
 * no match and nothing to warn about: the filter copies those without a
 * second parse (a bit per document), and takes the matches of the others
 * from it (up to 64 MiB of them). Damaged inputs are warned about and
 * counted ("unreadable_files"); the run goes on and returns 1. */
int dc_filter(const struct dc_conf *c, const struct dc_index *ix, char *const *inputs, int n,
              const uint32_t *counts, struct wr *w, struct wr *report, struct stats *st);

#endif
