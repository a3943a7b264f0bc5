/*
 * stream: byte streams in and out of every command.
 *
 * Input (struct rd): a file or standard input ("-" or NULL), decompressed
 * transparently when it starts with gzip (1f 8b, multi-member) or zstd
 * (28 b5 2f fd) magic. rd_getline returns lines of any length up to a
 * maximum (the line buffer grows; a longer line is passed over, RD_LONG); a truncated or corrupt compressed stream is an error that
 * names the file and the byte offset, after every line before it has been
 * returned, the cut-off last one included (so that a caller can count or
 * report it: a JSONL reader sees it as a bad record).
 *
 * Output (struct wr): standard output ("-" or NULL), or a file written under
 * a temporary name (PATH.tmp.PID) and renamed over PATH by wr_close, so an
 * interrupted run leaves the previous output intact. A PATH that exists and
 * is not a regular file (/dev/stdout, a FIFO, a device) is written directly;
 * a symbolic link is followed (out_target). Compressed with gzip
 * when PATH ends in ".gz", zstd when it ends in ".zst". Write errors (a full
 * disk) are reported by wr_write/wr_close with the path. wr_signal_cleanup()
 * installs SIGINT/SIGTERM/SIGHUP handlers that remove every open temporary
 * file and registered temporary directory and exit 128 + the signal (130
 * for SIGINT), and an atexit handler that does the same when the command
 * exits (mtk_die) with an output still open.
 */
#ifndef MTK_STREAM_H
#define MTK_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "buf.h"

struct rd;
struct rd *rd_open(const char *path);                 /* NULL + mtk_errmsg on error */
ssize_t rd_read(struct rd *r, void *p, size_t n);      /* bytes, 0 at EOF, -1 on error */
int rd_getline(struct rd *r, struct buf *line);        /* 1 line (no '\n', '\r' kept), 0 EOF, -1 error,
                                                        * RD_LONG a line over the maximum (below) */
const char *rd_name(const struct rd *r);              /* the path, or "<stdin>" */
uint64_t rd_lineno(const struct rd *r);               /* lines returned so far */
uint64_t rd_offset(const struct rd *r);               /* uncompressed bytes returned so far */
void rd_close(struct rd *r);

/* Bounded memory on any input: a line longer than the maximum is passed
 * over to its end without being held, and rd_getline returns RD_LONG with
 * line empty (it counts as a line: rd_lineno names it); rd_long_len is its
 * length. Every reader opened after rd_set_default_max_line gets that
 * maximum (commands set it from --max-record); 0, the initial default, is
 * no limit. A caller holds at most the maximum plus one read buffer. */
enum { RD_LONG = 2 };
void rd_set_default_max_line(size_t max);
void rd_set_max_line(struct rd *r, size_t max);
uint64_t rd_long_len(const struct rd *r);

/* Read a whole file (decompressed) into out. 0 or -1. */
int read_file(const char *path, struct buf *out);
/* The same, but a file of more than max bytes (0: no limit) is an error
 * that says its size, read to its end holding at most max + 1 MiB. */
int read_file_max(const char *path, struct buf *out, size_t max);

struct wr;
struct wr *wr_open(const char *path);                 /* NULL + mtk_errmsg on error */
int wr_write(struct wr *w, const void *p, size_t n);   /* 0 or -1 */
int wr_close(struct wr *w);                            /* flush, rename into place; 0 or -1; frees w */
void wr_abort(struct wr *w);                           /* drop the temporary file; frees w */
const char *wr_name(const struct wr *w);
void wr_signal_cleanup(void);
/* Other modules' temporary files (shard writers): registered names are
 * removed by the wr_signal_cleanup handlers too. The name is borrowed and
 * must stay valid until tmp_unregister. */
void tmp_register(const char *path);
void tmp_unregister(const char *path);
/* A temporary directory (mdedup's pipe run): the handlers remove the files
 * in it, then it (one level: it must hold no subdirectories). Borrowed as
 * for tmp_register. */
void tmp_register_dir(const char *dir);
void tmp_unregister_dir(const char *dir);

/* Where an output named path is written (wr_open, and the other writers
 * that rename a temporary into place): returns the file to replace, a new
 * string: path itself, or where the chain of symbolic links at path leads
 * (so that a link is written through, not replaced by a file). *in_place:
 * path is a special file to open and write directly, never to rename over:
 * an existing file that is not a regular one (a FIFO, a device), or a link
 * under /proc or /dev (/dev/stdout, /proc/self/fd/N) whatever it points to. */
char *out_target(const char *path, int *in_place);

/* Write a whole file atomically (temp + rename), compressed by suffix. */
int write_file(const char *path, const void *p, size_t n);

#endif
