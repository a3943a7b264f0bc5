/* Pipeline schedules (nn/sched): every (p, v, m) that mtrain's layouts
 * take, simulated: no deadlock, each step once, the bubble and the
 * activations in flight of the papers; a broken list is caught. */
#include "t.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/sched.h"

/* each stage's list has every (pass, micro-batch, chunk) once, and a
 * micro-batch chunk's forward before its backward */
static void once_each(enum nn_sched_kind k, int p, int m, int v)
{
	int per = 2 * m * v;
	struct nn_sched_step *x = malloc(per * sizeof *x);
	for (int s = 0; s < p; s++) {
		CHECK_INT(nn_sched_build(k, p, s, m, v, x), ==, per);
		char *seen = calloc((size_t)2 * m * v, 1);
		for (int i = 0; i < per; i++) {
			int f = x[i].pass == 'F', at = (x[i].mb * v + x[i].chunk) * 2 + !f;
			CHECK(!seen[at]);
			CHECK(f || seen[at - 1]);   /* its forward came first */
			seen[at] = 1;
		}
		free(seen);
	}
	free(x);
}

static void test_1f1b(void)
{
	for (int p = 1; p <= 8; p *= 2)
		for (int m = 1; m <= 16; m++) {
			struct nn_sched_stats st;
			once_each(NN_SCHED_1F1B, p, m, 1);
			CHECK_INT(nn_sched_sim(NN_SCHED_1F1B, p, m, 1, &st), ==, 0);
			/* Narayanan et al.: bubble (p - 1)/m, at most p in flight */
			CHECK_DBL(st.bubble, (double)(p - 1) / m, 1e-9);
			CHECK_INT(st.max_inflight, ==, p < m ? p : m);
			once_each(NN_SCHED_GPIPE, p, m, 1);
			CHECK_INT(nn_sched_sim(NN_SCHED_GPIPE, p, m, 1, &st), ==, 0);
			CHECK_DBL(st.bubble, (double)(p - 1) / m, 1e-9);
			CHECK_INT(st.max_inflight, ==, m);   /* GPipe holds them all */
		}
}

static void test_interleaved(void)
{
	for (int p = 2; p <= 8; p *= 2)
		for (int v = 2; v <= 4; v++)
			for (int m = p; m <= 4 * p; m += p) {
				struct nn_sched_stats st;
				once_each(NN_SCHED_INTERLEAVED, p, m, v);
				CHECK_INT(nn_sched_sim(NN_SCHED_INTERLEAVED, p, m, v, &st), ==, 0);
				/* the bubble shrinks by v: (p - 1)/(v m) */
				if (getenv("MTK_NN_VERBOSE"))
					printf("  p %d v %d m %d: bubble %.4f (p-1)/(vm) %.4f, in flight %d\n", p, v, m,
					       st.bubble, (double)(p - 1) / (v * m), st.max_inflight);
				CHECK_DBL(st.bubble, (double)(p - 1) / (v * m), 1e-9);
			}
	struct nn_sched_step x[64];
	CHECK_INT(nn_sched_build(NN_SCHED_INTERLEAVED, 4, 0, 6, 2, x), ==, -1);   /* m not a multiple of p */
	CHECK(strstr(mtk_errmsg(), "multiple of the 4 stages") != NULL);
	CHECK_INT(nn_sched_build(NN_SCHED_1F1B, 4, 0, 4, 2, x), ==, -1);
}

/* a stage that runs a backward before the next stage's: a deadlock */
static void test_deadlock(void)
{
	int p = 2, m = 2, per = 4;
	struct nn_sched_step l[8];
	for (int s = 0; s < p; s++)
		CHECK_INT(nn_sched_build(NN_SCHED_1F1B, p, s, m, 1, l + s * per), ==, per);
	struct nn_sched_stats st;
	CHECK_INT(nn_sched_run(p, m, 1, l, &st), ==, 0);
	/* stage 1: B0 before F0 */
	struct nn_sched_step t = l[per], u = l[per + 1];
	l[per] = u, l[per + 1] = t;
	CHECK_INT(nn_sched_run(p, m, 1, l, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "deadlocks") != NULL);
	CHECK(strstr(mtk_errmsg(), "stage 1 at B0.0") != NULL);
}

int main(void)
{
	TEST(test_1f1b);
	TEST(test_interleaved);
	TEST(test_deadlock);
	return t_done();
}
