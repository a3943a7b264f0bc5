/*
 * t.h: the unit-test harness. Include it in one tests/unit/test_*.c, write
 * functions, call them with TEST(fn) from main, end main with
 * `return t_done();`, which prints "N passed, N failed" (tests/run.sh sums
 * these lines).
 *
 * CHECK(cond), CHECK_INT(a, op, b), CHECK_DBL(a, b, tol), CHECK_STR(a, b),
 * CHECK_MEM(a, b, n): on failure print both operands with file:line and
 * count a failed check; the run goes on.
 */
#ifndef MTK_T_H
#define MTK_T_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int t_pass, t_fail, t_cur_failed;
static const char *t_cur = "";

#define T_FAIL(...) do { \
	fprintf(stderr, "%s:%d: %s: ", __FILE__, __LINE__, t_cur); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); \
	t_cur_failed = 1; } while (0)

#define CHECK(c) do { if (!(c)) T_FAIL("check failed: %s", #c); } while (0)

#define CHECK_INT(a, op, b) do { \
	long long t_a = (long long)(a), t_b = (long long)(b); \
	if (!(t_a op t_b)) T_FAIL("%s %s %s: %lld vs %lld", #a, #op, #b, t_a, t_b); \
} while (0)

#define CHECK_DBL(a, b, tol) do { \
	double t_a = (double)(a), t_b = (double)(b); \
	if (!(fabs(t_a - t_b) <= (tol)) ) T_FAIL("%s ~= %s: %.9g vs %.9g (tol %g)", #a, #b, t_a, t_b, (double)(tol)); \
} while (0)

#define CHECK_STR(a, b) do { \
	const char *t_a = (a), *t_b = (b); \
	if (!t_a || !t_b || strcmp(t_a, t_b)) T_FAIL("%s == %s:\n  got:  \"%s\"\n  want: \"%s\"", #a, #b, t_a ? t_a : "(null)", t_b ? t_b : "(null)"); \
} while (0)

#define CHECK_MEM(a, b, n) do { \
	if (memcmp((a), (b), (n))) T_FAIL("%s == %s (%zu bytes) differ", #a, #b, (size_t)(n)); \
} while (0)

#define TEST(fn) do { \
	t_cur = #fn; t_cur_failed = 0; fn(); \
	if (t_cur_failed) t_fail++; else t_pass++; } while (0)

static inline int t_done(void)
{
	printf("%d passed, %d failed\n", t_pass, t_fail);
	return t_fail ? 1 : 0;
}

/* Path to ../shared/data/<rel> relative to the project root, or NULL (the
 * test should then skip with a printed reason). */
static inline const char *t_shared(const char *rel)
{
	static char path[4096];
	const char *root = getenv("MTK_SHARED");
	snprintf(path, sizeof path, "%s/data/%s", root ? root : "../shared", rel);
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fclose(f);
	return path;
}

/* path = "$TMPDIR/name" ($TMPDIR unset or empty: /tmp), to pass to mkdtemp or
 * mkstemp with a name ending in XXXXXX. tests/run.sh gives each test a
 * $TMPDIR of its own and removes it however the test ended, a kill included,
 * so temporary files go there and not straight to /tmp. */
static inline char *t_tmppath(char *path, size_t size, const char *name)
{
	const char *d = getenv("TMPDIR");
	int n = snprintf(path, size, "%s/%s", d && *d ? d : "/tmp", name);
	if (n < 0 || (size_t)n >= size) {
		fprintf(stderr, "t_tmppath: %s/%s: path too long\n", d, name);
		exit(2);
	}
	return path;
}

#endif
