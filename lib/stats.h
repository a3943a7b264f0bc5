/*
 * stats: the --stats JSON summary every command writes.
 *
 * A flat list of named counters in first-use order. A name with one dot,
 * "removed.lang", is written nested: {"removed":{"lang":3}}. Not
 * thread-safe: count into per-batch counters and merge in order.
 *   {"command":"mextract","in":111,"out":109,"removed":{"lang":2},...}
 */
#ifndef MTK_STATS_H
#define MTK_STATS_H

#include <stdint.h>

struct stats {
	const char *command;
	struct stat_ent { char *name; uint64_t v; double d; int is_d; } *e;
	int n, cap;
};

void stats_init(struct stats *s, const char *command);
void stats_add(struct stats *s, const char *name, uint64_t v);
void stats_set_double(struct stats *s, const char *name, double v);
uint64_t stats_get(const struct stats *s, const char *name);
void stats_merge(struct stats *into, const struct stats *from);
int stats_write(const struct stats *s, const char *path);     /* 0 or -1 */
void stats_release(struct stats *s);

#endif
