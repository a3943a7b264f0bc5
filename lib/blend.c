/* blend: the words of a dataset blend; see blend.h. */
#include "blend.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"
#include "opt.h"

static void push(struct blend_words *w, const char *s, const char *file, long line)
{
	if (w->n == w->cap)
		w->v = xrealloc(w->v, (size_t)(w->cap = w->cap ? 2 * w->cap : 16) * sizeof *w->v);
	w->v[w->n++] = (struct blend_word){xstrdup(s), file, line};
}

const char *blend_where(const struct blend_word *w, char *b, int n)
{
	if (!w->file)
		return "";
	snprintf(b, (size_t)n, "%s:%ld: ", w->file, w->line);
	return b;
}

/* the words of one blend file; -1 with the message */
static int expand_file(const char *path, struct blend_words *out)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return mtk_seterr("%s: %s", path, strerror(errno));
	char *line = NULL;
	size_t cap = 0;
	long ln = 0;
	int first = out->n, weighted = -1, rc = 0;
	while (rc == 0 && getline(&line, &cap, f) > 0) {
		ln++;
		char *hash = strchr(line, '#'), *save = NULL, *tok[3];
		if (hash)
			*hash = 0;
		int k = 0;
		for (char *t = strtok_r(line, " \t\r\n", &save); t; t = strtok_r(NULL, " \t\r\n", &save)) {
			if (k < 3)
				tok[k] = t;
			k++;
		}
		if (!k)
			continue;
		double w;
		int isw = opt_double(tok[0], &w) == 0;
		if (weighted < 0)
			weighted = isw || k == 2;   /* "x prefix": a bad weight, not two prefixes */
		if (weighted && k == 2 && !(isw && w > 0))
			rc = mtk_seterr("%s:%ld: '%s' is not a positive weight", path, ln, tok[0]);
		else if (k != (weighted ? 2 : 1) || (!weighted && isw))
			rc = mtk_seterr("%s:%ld: want %s on each line, as on the first", path, ln,
			                weighted ? "a weight and a prefix" : "one prefix");
		for (int j = 0; rc == 0 && j < k; j++)
			push(out, tok[j], path, ln);
	}
	if (rc == 0 && (ferror(f) || out->n == first))
		rc = mtk_seterr("%s: %s", path, ferror(f) ? strerror(errno) : "no datasets in it");
	free(line);
	fclose(f);
	return rc;
}

int blend_expand(char **args, int n, struct blend_words *out)
{
	for (int i = 0; i < n; i++) {
		if (args[i][0] != '@')
			push(out, args[i], NULL, 0);
		else if (expand_file(args[i] + 1, out) < 0)
			return -1;
	}
	return 0;
}

void blend_free(struct blend_words *w)
{
	for (int i = 0; i < w->n; i++)
		free(w->v[i].s);
	free(w->v);
	memset(w, 0, sizeof *w);
}
