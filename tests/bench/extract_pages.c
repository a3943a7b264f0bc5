/*
 * extract_pages: run extract_html over HTML files and time it.
 *
 *   extract_pages [-d] [-n rounds] [-o out.json] DIR_OR_FILE...
 *
 * Reads every *.html / *.html.gz named (or found in a named directory) into
 * memory first, so the timing covers only extraction (charset decoding,
 * parsing, selection) on one thread. Writes {"id": {"articleBody": text}}
 * (the format of shared/tools/aeb-score.py; id = file name less .html[.gz])
 * to -o or stdout, and "pages/s" figures on stderr. -n repeats the timed loop.
 * -d instead prints each page's blocks and decisions (extract_dump).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include "buf.h"
#include "err.h"
#include "extract.h"

struct page {
	char *id;
	struct buf html;
};

static struct page *pages;
static int npages, cappages;

static int ends_with(const char *s, const char *suf)
{
	size_t a = strlen(s), b = strlen(suf);
	return a >= b && !strcmp(s + a - b, suf);
}

static void load(const char *path)
{
	gzFile f = gzopen(path, "rb");
	if (!f) {
		fprintf(stderr, "extract_pages: %s: cannot open\n", path);
		exit(1);
	}
	if (npages == cappages) {
		cappages = cappages ? cappages * 2 : 128;
		pages = xrealloc(pages, (size_t)cappages * sizeof *pages);
	}
	struct page *p = &pages[npages++];
	memset(p, 0, sizeof *p);
	char tmp[65536];
	int r;
	while ((r = gzread(f, tmp, sizeof tmp)) > 0)
		buf_add(&p->html, tmp, (size_t)r);
	gzclose(f);
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	p->id = xstrdup(base);
	char *dot = strstr(p->id, ".html");
	if (dot)
		*dot = 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void load_arg(const char *arg)
{
	DIR *d = opendir(arg);
	if (!d) {
		load(arg);
		return;
	}
	char **names = NULL;
	int n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (!ends_with(e->d_name, ".html") && !ends_with(e->d_name, ".html.gz") &&
		    !ends_with(e->d_name, ".htm"))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 128;
			names = xrealloc(names, (size_t)cap * sizeof *names);
		}
		struct buf b = BUF_INIT;
		buf_printf(&b, "%s/%s", arg, e->d_name);
		names[n++] = buf_detach(&b);
	}
	closedir(d);
	qsort(names, (size_t)n, sizeof *names, cmp_str);
	for (int i = 0; i < n; i++) {
		load(names[i]);
		free(names[i]);
	}
	free(names);
}

static void json_str(FILE *f, const char *s, size_t n)
{
	putc('"', f);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			putc(c, f);
	}
	putc('"', f);
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	int rounds = 1, dump = 0;
	const char *outpath = NULL;
	int i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc)
			rounds = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-d"))
			dump = 1;
		else if (!strcmp(argv[i], "-o") && i + 1 < argc)
			outpath = argv[++i];
		else {
			fprintf(stderr, "usage: extract_pages [-d] [-n rounds] [-o out.json] dir_or_file ...\n");
			return 2;
		}
	}
	if (i >= argc || rounds < 1) {
		fprintf(stderr, "usage: extract_pages [-d] [-n rounds] [-o out.json] dir_or_file ...\n");
		return 2;
	}
	for (; i < argc; i++)
		load_arg(argv[i]);
	struct extractor *x = extractor_new();
	if (!x) {
		fprintf(stderr, "extract_pages: %s\n", mtk_errmsg());
		return 1;
	}
	struct buf *outs = xcalloc((size_t)npages, sizeof *outs);
	if (dump) {
		struct buf d = BUF_INIT;
		for (int k = 0; k < npages; k++) {
			struct extract_info info;
			extract_html(x, pages[k].html.p, pages[k].html.len, NULL, &outs[k], &info);
			buf_clear(&d);
			extract_dump(x, &d);
			printf("=== %s charset=%s fallback=%d title=%s\n%s=== text\n%s\n", pages[k].id,
			       info.charset, info.fallback, info.title, d.p ? d.p : "",
			       outs[k].p ? outs[k].p : "");
		}
		buf_release(&d);
		return 0;
	}
	size_t bytes = 0;
	int fallbacks = 0;
	double t0 = now();
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < npages; k++) {
			struct extract_info info;
			if (extract_html(x, pages[k].html.p, pages[k].html.len, NULL, &outs[k], &info) < 0)
				fprintf(stderr, "extract_pages: %s: %s\n", pages[k].id, mtk_errmsg());
			if (r == 0) {
				bytes += pages[k].html.len;
				fallbacks += info.fallback;
			}
		}
	double dt = now() - t0;
	FILE *f = outpath ? fopen(outpath, "w") : stdout;
	if (!f) {
		fprintf(stderr, "extract_pages: %s: cannot write\n", outpath);
		return 1;
	}
	fputs("{", f);
	for (int k = 0; k < npages; k++) {
		fputs(k ? ",\n" : "\n", f);
		json_str(f, pages[k].id, strlen(pages[k].id));
		fputs(": {\"articleBody\": ", f);
		json_str(f, outs[k].p ? outs[k].p : "", outs[k].len);
		fputs("}", f);
	}
	fputs("\n}\n", f);
	if (f != stdout)
		fclose(f);
	double pps = (double)npages * rounds / dt;
	fprintf(stderr, "pages %d  rounds %d  seconds %.3f  pages/s %.1f  MB/s %.1f  fallback %d\n",
	        npages, rounds, dt, pps, (double)bytes * rounds / dt / 1e6, fallbacks);
	for (int k = 0; k < npages; k++) {
		buf_release(&outs[k]);
		buf_release(&pages[k].html);
		free(pages[k].id);
	}
	free(outs);
	free(pages);
	extractor_free(x);
	return 0;
}
