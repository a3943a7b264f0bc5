/* uf: see uf.h. */
#include "uf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

void uf_init(struct uf *u)
{
	memset(u, 0, sizeof *u);
}

void uf_release(struct uf *u)
{
	free(u->key), free(u->rank), free(u->parent), free(u->best), free(u->sz), free(u->slot);
	memset(u, 0, sizeof *u);
}

static size_t slot_of(uint64_t key, size_t mask)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdull;
	key ^= key >> 33;
	return (size_t)key & mask;
}

static void rehash(struct uf *u, size_t nslot)
{
	free(u->slot);
	u->slot = xcalloc(nslot, sizeof *u->slot);
	u->nslot = nslot;
	for (uint32_t i = 0; i < u->n; i++) {
		size_t s = slot_of(u->key[i], nslot - 1);
		while (u->slot[s])
			s = (s + 1) & (nslot - 1);
		u->slot[s] = i + 1;
	}
}

uint32_t uf_lookup(const struct uf *u, uint64_t key)
{
	if (!u->nslot)
		return UINT32_MAX;
	size_t s = slot_of(key, u->nslot - 1);
	while (u->slot[s]) {
		if (u->key[u->slot[s] - 1] == key)
			return u->slot[s] - 1;
		s = (s + 1) & (u->nslot - 1);
	}
	return UINT32_MAX;
}

uint32_t uf_node(struct uf *u, uint64_t key, uint32_t rank)
{
	if ((size_t)(u->n + 1) * 2 > u->nslot)
		rehash(u, u->nslot ? u->nslot * 2 : 1024);
	size_t s = slot_of(key, u->nslot - 1);
	while (u->slot[s]) {
		if (u->key[u->slot[s] - 1] == key)
			return u->slot[s] - 1;
		s = (s + 1) & (u->nslot - 1);
	}
	if (u->n == u->cap) {
		if (u->cap >= UINT32_MAX / 2) {
			fprintf(stderr, "uf: more than 2^31 nodes\n");
			abort();
		}
		u->cap = u->cap ? u->cap + u->cap / 2 : 1024;
		u->key = xrealloc(u->key, u->cap * sizeof *u->key);
		u->rank = xrealloc(u->rank, u->cap * sizeof *u->rank);
		u->parent = xrealloc(u->parent, u->cap * sizeof *u->parent);
		u->best = xrealloc(u->best, u->cap * sizeof *u->best);
		u->sz = xrealloc(u->sz, u->cap * sizeof *u->sz);
	}
	uint32_t i = u->n++;
	u->key[i] = key, u->rank[i] = rank, u->parent[i] = i, u->best[i] = i, u->sz[i] = 1;
	u->slot[s] = i + 1;
	return i;
}

uint32_t uf_find(struct uf *u, uint32_t x)
{
	while (u->parent[x] != x) {
		u->parent[x] = u->parent[u->parent[x]];
		x = u->parent[x];
	}
	return x;
}

static int better(const struct uf *u, uint32_t a, uint32_t b)
{
	if (u->rank[a] != u->rank[b])
		return u->rank[a] < u->rank[b];
	return u->key[a] < u->key[b];
}

void uf_union(struct uf *u, uint32_t a, uint32_t b)
{
	a = uf_find(u, a), b = uf_find(u, b);
	if (a == b)
		return;
	if (u->sz[a] < u->sz[b]) {
		uint32_t t = a;
		a = b, b = t;
	}
	u->parent[b] = a;
	u->sz[a] += u->sz[b];
	if (better(u, u->best[b], u->best[a]))
		u->best[a] = u->best[b];
}

uint32_t uf_best(struct uf *u, uint32_t x)
{
	return u->best[uf_find(u, x)];
}

size_t uf_bytes(const struct uf *u)
{
	return (size_t)u->cap * (sizeof *u->key + 4 * sizeof(uint32_t)) + u->nslot * sizeof *u->slot;
}
