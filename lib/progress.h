/*
 * progress: a one-line rate/ETA display on stderr, for long runs.
 *
 * Shown when stderr is a terminal or when forced (--progress); redrawn at
 * most every half second, so calling progress_tick per record is cheap.
 * total_bytes may be 0 when the input size is unknown (a pipe): then no ETA.
 */
#ifndef MTK_PROGRESS_H
#define MTK_PROGRESS_H

#include <stdint.h>

struct progress {
	int on;
	uint64_t total, bytes, items;
	double start, last;
	const char *unit;
};

void progress_init(struct progress *p, int force, uint64_t total_bytes, const char *unit);
void progress_tick(struct progress *p, uint64_t bytes, uint64_t items);   /* add and maybe redraw */
void progress_done(struct progress *p);   /* final line */
/* Sum of the sizes of regular files in argv (0 if any is stdin or a pipe). */
uint64_t progress_total(char *const *files, int n);

#endif
