/* progress: see progress.h. */
#include "progress.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void progress_init(struct progress *p, int force, uint64_t total_bytes, const char *unit)
{
	memset(p, 0, sizeof *p);
	p->on = force || isatty(2);
	p->total = total_bytes;
	p->start = p->last = now();
	p->unit = unit ? unit : "docs";
}

static void draw(struct progress *p, double t, int final)
{
	double el = t - p->start > 1e-9 ? t - p->start : 1e-9;
	double mbs = (double)p->bytes / 1e6 / el;
	fprintf(stderr, "\r%llu %s, %.1f MB, %.0f %s/s, %.1f MB/s",
	        (unsigned long long)p->items, p->unit, (double)p->bytes / 1e6,
	        (double)p->items / el, p->unit, mbs);
	if (p->total && !final && p->bytes <= p->total && mbs > 0)
		fprintf(stderr, ", %.0f%%, ETA %.0fs", 100.0 * (double)p->bytes / (double)p->total,
		        (double)(p->total - p->bytes) / 1e6 / mbs);
	fputs(final ? "\n" : "   ", stderr);
}

void progress_tick(struct progress *p, uint64_t bytes, uint64_t items)
{
	p->bytes += bytes;
	p->items += items;
	if (!p->on)
		return;
	double t = now();
	if (t - p->last >= 0.5) {
		p->last = t;
		draw(p, t, 0);
	}
}

void progress_done(struct progress *p)
{
	if (p->on)
		draw(p, now(), 1);
}

uint64_t progress_total(char *const *files, int n)
{
	uint64_t sum = 0;
	for (int i = 0; i < n; i++) {
		struct stat st;
		if (!strcmp(files[i], "-") || stat(files[i], &st) || !S_ISREG(st.st_mode))
			return 0;
		sum += (uint64_t)st.st_size;
	}
	return sum;
}
