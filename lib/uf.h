/*
 * uf: union-find (disjoint sets) over sparse 64-bit keys, for the duplicate
 * graph of mdedup.
 *
 * Only documents that appear in a candidate pair ever become nodes, so memory
 * is proportional to the number of documents that have a duplicate, not to
 * the corpus: per node 24 bytes of arrays (key, rank, parent, best, size) plus a
 * 4-byte slot in an open-addressing index kept at most half full (8 to 16
 * bytes), so 32 to 40 bytes per node, plus growth slack of the arrays.
 *
 * Every node carries a priority (rank: smaller wins, e.g. the position of
 * the document's source in --priority); uf_best gives the member of a set
 * with the smallest (rank, key), so the representative of a component does
 * not depend on the order in which unions happened. Union by size with path
 * halving. Node indices are dense, 0..uf_count-1, in insertion order.
 * Not thread-safe. uf_release frees everything.
 */
#ifndef MTK_UF_H
#define MTK_UF_H

#include <stddef.h>
#include <stdint.h>

struct uf {
	uint64_t *key;
	uint32_t *rank, *parent, *best;   /* best: best member, valid at roots */
	uint32_t *sz;
	uint32_t n, cap;
	uint32_t *slot;                           /* index + 1, 0 = empty */
	size_t nslot;                             /* power of two */
};

void uf_init(struct uf *u);
void uf_release(struct uf *u);
/* The node of key, created with rank if new (an existing node keeps its
 * rank). Aborts like xmalloc past 2^32-2 nodes. */
uint32_t uf_node(struct uf *u, uint64_t key, uint32_t rank);
/* The node of key, or UINT32_MAX when key never was added. */
uint32_t uf_lookup(const struct uf *u, uint64_t key);
uint32_t uf_find(struct uf *u, uint32_t x);
void uf_union(struct uf *u, uint32_t a, uint32_t b);
/* The member of x's set with the smallest (rank, key). */
uint32_t uf_best(struct uf *u, uint32_t x);
/* Bytes held, for reports. */
size_t uf_bytes(const struct uf *u);

#endif
