/* stats: see stats.h. */
#include "stats.h"
#include "buf.h"
#include "json.h"
#include "stream.h"

#include <stdlib.h>
#include <string.h>

void stats_init(struct stats *s, const char *command)
{
	memset(s, 0, sizeof *s);
	s->command = command;
}

static struct stat_ent *find(struct stats *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->e[i].name, name))
			return &s->e[i];
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->e = xrealloc(s->e, (size_t)s->cap * sizeof *s->e);
	}
	s->e[s->n] = (struct stat_ent){xstrdup(name), 0, 0, 0};
	return &s->e[s->n++];
}

void stats_add(struct stats *s, const char *name, uint64_t v)
{
	find(s, name)->v += v;
}

void stats_set_double(struct stats *s, const char *name, double v)
{
	struct stat_ent *e = find(s, name);
	e->d = v;
	e->is_d = 1;
}

uint64_t stats_get(const struct stats *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->e[i].name, name))
			return s->e[i].v;
	return 0;
}

void stats_merge(struct stats *into, const struct stats *from)
{
	for (int i = 0; i < from->n; i++) {
		if (from->e[i].is_d)
			stats_set_double(into, from->e[i].name, from->e[i].d);
		else
			stats_add(into, from->e[i].name, from->e[i].v);
	}
}

int stats_write(const struct stats *s, const char *path)
{
	struct buf o = BUF_INIT;
	char *done = xcalloc((size_t)s->n + 1, 1);
	jw_begin(&o);
	if (s->command)
		jw_cstr(&o, "command", s->command);
	for (int i = 0; i < s->n; i++) {
		if (done[i])
			continue;
		const char *dot = strchr(s->e[i].name, '.');
		if (!dot) {
			jw_num(&o, s->e[i].name, s->e[i].is_d ? s->e[i].d : (double)s->e[i].v);
			continue;
		}
		/* a group: every entry with the same prefix, in first-use order */
		size_t plen = (size_t)(dot - s->e[i].name);
		char *prefix = xstrndup(s->e[i].name, plen);
		struct buf g = BUF_INIT;
		jw_begin(&g);
		for (int j = i; j < s->n; j++)
			if (!strncmp(s->e[j].name, prefix, plen) && s->e[j].name[plen] == '.') {
				jw_num(&g, s->e[j].name + plen + 1, s->e[j].is_d ? s->e[j].d : (double)s->e[j].v);
				done[j] = 1;
			}
		buf_putc(&g, '}');
		jw_raw(&o, prefix, g.p, g.len);
		buf_release(&g);
		free(prefix);
	}
	jw_end(&o);
	int rc = write_file(path, o.p, o.len);
	buf_release(&o);
	free(done);
	return rc;
}

void stats_release(struct stats *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->e[i].name);
	free(s->e);
	memset(s, 0, sizeof *s);
}
