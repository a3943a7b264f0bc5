/* opt: see opt.h. */
#include "opt.h"
#include "err.h"
#include "pool.h"
#include "stream.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int opt_u64(const char *s, uint64_t *out)
{
	const char *p = s;
	if (!*p || *p == '-' || *p == '+' || *p == ' ')
		return mtk_seterr("'%s': not a non-negative number", s);
	/* 2^20 */
	if (p[0] == '2' && p[1] == '^') {
		char *e;
		errno = 0;
		unsigned long k = strtoul(p + 2, &e, 10);
		if (errno || *e || e == p + 2 || k > 63)
			return mtk_seterr("'%s': bad power of two", s);
		*out = 1ull << k;
		return 0;
	}
	char *e;
	errno = 0;
	unsigned long long v = strtoull(p, &e, 10);
	if (e == p || errno)
		return mtk_seterr("'%s': not a number (or out of range)", s);
	long double x = (long double)v;
	int frac = 0;
	if (*e == '.' || *e == 'e' || *e == 'E') {   /* 1e8, 1.5M */
		char *e2;
		x = strtold(p, &e2);
		e = e2;
		frac = 1;
	}
	long double mul = 1;
	if (*e) {
		static const struct { const char *suf; long double m; } sufs[] = {
			{"k", 1e3L}, {"K", 1e3L}, {"M", 1e6L}, {"G", 1e9L}, {"T", 1e12L},
			{"Ki", 1024.0L}, {"Mi", 1048576.0L}, {"Gi", 1073741824.0L}, {"Ti", 1099511627776.0L},
			{"KiB", 1024.0L}, {"MiB", 1048576.0L}, {"GiB", 1073741824.0L}, {"TiB", 1099511627776.0L},
			{"KB", 1e3L}, {"MB", 1e6L}, {"GB", 1e9L}, {"TB", 1e12L},
		};
		size_t i;
		for (i = 0; i < sizeof sufs / sizeof *sufs; i++)
			if (!strcmp(e, sufs[i].suf))
				break;
		if (i == sizeof sufs / sizeof *sufs)
			return mtk_seterr("'%s': trailing characters '%s'", s, e);
		mul = sufs[i].m;
	}
	x *= mul;
	if (x >= 18446744073709551616.0L)
		return mtk_seterr("'%s': number too large", s);
	if (frac && x != floorl(x))
		return mtk_seterr("'%s': not a whole number", s);
	*out = (uint64_t)x;
	return 0;
}

int opt_long(const char *s, long min, long max, long *out)
{
	char *e;
	errno = 0;
	long v = strtol(s, &e, 10);
	if (e == s || *e || errno)
		return mtk_seterr("'%s': not an integer", s);
	if (v < min || v > max)
		return mtk_seterr("'%s': out of range [%ld, %ld]", s, min, max);
	*out = v;
	return 0;
}

int opt_double(const char *s, double *out)
{
	char *e;
	errno = 0;
	double v = strtod(s, &e);
	if (e == s || *e || errno || !isfinite(v))
		return mtk_seterr("'%s': not a number", s);
	*out = v;
	return 0;
}

int cmd_common(struct common *co, int c, const char *arg, const char *usage)
{
	long v;
	switch (c) {
	case 'h':
		fputs(usage, stdout);
		exit(EXIT_OK);
	case 'V':
		printf("%s (mtk) %s\n", mtk_prog, MTK_VERSION);
		exit(EXIT_OK);
	case 'q':
		mtk_verbosity = 0;
		return 1;
	case 'v':
		mtk_verbosity++;
		return 1;
	case 'j':
		if (opt_long(arg, 0, 4096, &v)) {
			mtk_warn("-j: %s", mtk_errmsg());
			mtk_die_usage(usage);
		}
		co->threads = v ? (int)v : pool_ncpu();
		return 1;
	case 'o':
		co->out = arg;
		return 1;
	case OPT_STATS:
		co->stats = arg;
		return 1;
	case OPT_STRICT:
		co->strict = 1;
		return 1;
	case OPT_PROGRESS:
		co->progress = 1;
		return 1;
	case OPT_MAX_RECORD:
		if (opt_u64(arg, &co->max_record) || co->max_record > SIZE_MAX / 2) {
			mtk_warn("--max-record: %s", co->max_record > SIZE_MAX / 2 ? "too large" : mtk_errmsg());
			mtk_die_usage(usage);
		}
		co->have_max_record = 1;
		return 1;
	case '?':
		mtk_die_usage(usage);
	}
	return 0;
}

void cmd_common_done(struct common *co)
{
	if (co->threads < 1)
		co->threads = 1;
	if (!co->have_max_record)
		co->max_record = MAX_RECORD_DEFAULT;
	rd_set_default_max_line((size_t)co->max_record);
}
