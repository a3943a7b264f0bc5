/* err: see err.h. */
#include "err.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local char errbuf[1024];
const char *mtk_prog = "mtk";
int mtk_verbosity = 1;

/* Formatted aside first: an argument may be mtk_errmsg() itself (wrapping
 * the last error in context), which vsnprintf must not overwrite as it reads. */
int mtk_seterr(const char *fmt, ...)
{
	char tmp[sizeof errbuf];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	memcpy(errbuf, tmp, sizeof errbuf);
	return -1;
}

const char *mtk_errmsg(void)
{
	return errbuf[0] ? errbuf : "unknown error";
}

static void vmsg(const char *fmt, va_list ap)
{
	fprintf(stderr, "%s: ", mtk_prog);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void mtk_die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	exit(EXIT_DATA);
}

void mtk_warn(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void mtk_info(int level, const char *fmt, ...)
{
	if (mtk_verbosity < level)
		return;
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void mtk_die_usage(const char *usage)
{
	fputs(usage, stderr);
	exit(EXIT_USAGE);
}

void mtk_usage_error(const char *usage, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	mtk_die_usage(usage);
}

void mtk_warn_msg(const char *msg)
{
	mtk_warn("%s", msg);
}

void mtk_warn_line(const char *msg)
{
	static unsigned long long said;
	if (mtk_verbosity >= 2 || said < MTK_LINE_WARNS)
		mtk_warn("%s", msg);
	else if (said == MTK_LINE_WARNS)
		mtk_warn("more messages about input lines are not shown: each is counted in --stats (-v shows them)");
	said++;
}
