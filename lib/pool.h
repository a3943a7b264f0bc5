/*
 * pool: ordered parallel processing of a stream of batches.
 *
 * The calling thread reads batches in input order (ops->read), N worker
 * threads process them (ops->work, any order, one batch per call), and the
 * calling thread writes them back in input order (ops->write). Output is
 * therefore byte-identical for any N. With N <= 1 everything runs on the
 * calling thread. Batches are allocated once (ops->batch_new) and reused:
 * at most 2N+2 are alive, so memory is bounded by the batch size times
 * that, whatever the input size.
 *
 * Per-thread scratch: work() gets a thread index in [0, N).
 */
#ifndef MTK_POOL_H
#define MTK_POOL_H

struct pool_ops {
	void *(*batch_new)(void *ctx);
	void (*batch_free)(void *ctx, void *batch);
	int (*read)(void *ctx, void *batch);          /* 1 filled, 0 end of input, -1 error */
	void (*work)(void *ctx, void *batch, int thread);
	int (*write)(void *ctx, void *batch);         /* 0, or -1 to stop with an error */
};

/* 0 when every batch was read, processed and written; -1 when read or write
 * failed (their message stands). After a read error, the batches read before
 * it are still processed and written, whatever the thread count. */
int pool_run(const struct pool_ops *ops, void *ctx, int nthreads);

/* Number of online CPUs (at least 1). */
int pool_ncpu(void);

#endif
