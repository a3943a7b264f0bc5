/*
 * dedup: exact and MinHash-LSH near-duplicate removal over JSONL shards, as
 * four restartable steps whose intermediates are plain binary files:
 *
 *   dd_sig      one JSONL shard -> .sig: per document its priority rank,
 *               flags, 128-bit exact hash and bands*rows MinHash minima,
 *               then the document ids (for --removed).
 *   dd_bucket   all .sig files (their order fixes the shard ordinals) ->
 *               .pairs of ONE band (or the exact hash): documents with equal
 *               bucket keys, as edges from the group's best document to each
 *               other member.
 *   dd_verify   drops candidate pairs whose exact Jaccard of shingle sets is
 *               below a threshold (reads the JSONL shards again, keeps the
 *               shingle sets of paired documents only).
 *   dd_cluster  all .pairs -> dups file: union-find over the edges, one
 *               representative per component (smallest priority rank, then
 *               first seen = smallest (shard, line)), every other member
 *               listed with its representative and a reason: exact when it
 *               is in the exact-hash group of its representative, else fuzzy.
 *   dd_apply    one JSONL shard + dups -> the kept lines, byte for byte.
 *
 * The one-pipe form of mdedup runs the same steps in a temporary directory,
 * so both forms keep exactly the same documents by construction.
 *
 * A document is named by docref = shard ordinal << 40 | line ordinal (blank
 * lines are not documents). Blank lines are skipped the same way by every
 * step; a malformed line (bad JSON, no string text) is warned about, counted
 * and KEPT untouched (never paired), --strict makes it fatal.
 *
 * Files (little-endian, x86-64 and arm64 alike): an 80-byte header (magic,
 * version, every parameter that must agree between shards, counts, the
 * length of a variable part), the variable part (source name, or the shard
 * table), fixed-size records, the ids for .sig, and a 16-byte trailer
 * ("MTKEND" + xxh3 of all that came before, header last). Readers check the
 * magic, version, size from the header against the file size, and the
 * checksum, and refuse files whose parameters differ from the first one.
 * Writers write PATH.tmp.PID and rename, so a finished file is complete.
 *
 * Memory: dd_sig holds one batch per thread plus the shard's ids;
 * dd_bucket min(32 x documents, mem) bytes for its band's entries plus the
 * shard table and ~2 MB: past mem, sorted runs of mem/32 entries spill to
 * one temporary file (32 bytes per document of disk, twice that during an
 * intermediate pass) and are merged max(2, mem / 128 KiB) at a time, so
 * ceil(log_fanin(32 x documents / mem)) passes (one up to 238 billion
 * documents at 1 GB); dd_pipe gives each of its concurrent bands mem/threads;
 * dd_cluster the union-find over documents that have a duplicate (see uf.h),
 * pairs streamed in chunks, not the corpus; dd_apply the removed line
 * numbers of its shard.
 *
 * Edges are stars from each bucket's best document, as datatrove does: with
 * dd_verify a member similar to another member but not to the head loses
 * that edge (it may still join through another band).
 */
#ifndef MTK_DEDUP_H
#define MTK_DEDUP_H

#include <stdint.h>

#include "minhash.h"
#include "stats.h"
#include "stream.h"

enum { DD_EXACT = 1, DD_FUZZY = 2 };
#define DD_BAND_EXACT (-1)
#define DD_SHARD_BITS 40            /* docref = shard << 40 | line ordinal */

struct dd_cfg {
	struct mh_params mh;            /* owned by the caller */
	int flags;                      /* DD_EXACT | DD_FUZZY */
	const char *priority;           /* "src1,src2,...", or NULL */
	int threads, strict;
	int progress;                   /* force progress lines on stderr (else: when a terminal) */
	double threshold;               /* dd_verify: keep pairs with Jaccard >= this */
	int verify;                     /* dd_pipe: run dd_verify */
	uint64_t mem;                   /* dd_pipe: sort budget of all bands at once (0: none) */
	const char *tmpdir;             /* dd_pipe: its work directory goes here (NULL: $TMPDIR, /tmp) */
	void (*warn)(const char *msg);  /* per-record problems; NULL: silent */
};

/* Signatures of the JSONL shard input into the .sig file out. name is the
 * shard's name recorded for dd_apply (NULL: the basename of input). */
int dd_sig(const struct dd_cfg *c, const char *input, const char *name, const char *out, struct stats *st);

/* Candidate pairs of band (0..bands-1, or DD_BAND_EXACT) over sig[0..n).
 * mem: bytes of sort buffer (0: no limit, all in memory); beyond it sorted
 * runs spill to a file in tmpdir (NULL: $TMPDIR, else out's directory).
 * The output does not depend on mem. Stats: docs, buckets, pairs,
 * spill.runs, spill.bytes (all passes), spill.passes. */
int dd_bucket(int band, char *const *sig, int n, const char *out, uint64_t mem, const char *tmpdir,
              struct stats *st);

/* Copy each pairs_in[i] to pairs_out[i] keeping only the pairs whose
 * documents' shingle sets have exact Jaccard >= c->threshold. inputs are the
 * JSONL shards in shard order, read once for all npf files; memory: the
 * shingle sets of the paired documents. */
int dd_verify(const struct dd_cfg *c, char *const *pairs_in, char *const *pairs_out, int npf,
              char *const *inputs, int ninputs, struct stats *st);

/* Connected components of all pairs files -> dups file out. removed (or
 * NULL): a JSONL file {"id":...,"duplicate_of":...} per removed document,
 * ids read from the .sig files named in the shard table. */
int dd_cluster(char *const *pairs, int n, const char *out, const char *removed, struct stats *st);

/* Write the kept lines of the JSONL shard input to w. shard >= 0 picks the
 * shard ordinal; -1 looks input's basename (or name, when not NULL) up in
 * the shard table of dups. */
int dd_apply(const char *dups, const char *input, int shard, const char *name, struct wr *w,
             int strict, struct stats *st);

/* The one-pipe form: every step for inputs[0..n) (n == 0 or "-": standard
 * input, spooled to a temporary file) in a temporary directory under
 * c->tmpdir (else $TMPDIR, else /tmp), kept documents written to w in input
 * order. Buckets run in c->threads threads, each with c->mem / threads of
 * sort buffer, spilling into that directory; st gets spill.runs and
 * spill.bytes of them all. removed as for dd_cluster. */
int dd_pipe(const struct dd_cfg *c, char *const *inputs, int n, struct wr *w, const char *removed,
            struct stats *st);

/* 1 when path is a complete file of that kind ("sig", "pairs", "dups") whose
 * header matches c (c may be NULL: any parameters) and whose checksum holds
 * (it is read whole), 0 otherwise. Used to skip finished steps. */
int dd_done(const char *path, const char *kind, const struct dd_cfg *c);

#endif
