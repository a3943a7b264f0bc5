/*
 * err: how library code reports failure, and how commands print it.
 *
 * Library functions return a negative int (or NULL) and leave a message in a
 * thread-local slot with mtk_seterr(); the caller reads it with mtk_errmsg()
 * and decides what to do. Only commands (cmd/) call the mtk_die / mtk_warn
 * family, which print "prog: message" on stderr (and die exits).
 *
 * Exit codes, the same for every command: 0 success, 1 runtime or data
 * error, 2 usage error.
 */
#ifndef MTK_ERR_H
#define MTK_ERR_H

enum { EXIT_OK = 0, EXIT_DATA = 1, EXIT_USAGE = 2 };

/* Library side. */
int mtk_seterr(const char *fmt, ...) __attribute__((format(printf, 1, 2)));  /* returns -1 */
/* an argument may be mtk_errmsg(): mtk_seterr("%s: %s", path, mtk_errmsg()) adds context */
const char *mtk_errmsg(void);

/* Command side. The program name defaults to "mtk"; set it once in main. */
extern const char *mtk_prog;
extern int mtk_verbosity;      /* -q: 0, default 1, -v: 2, -vv: 3 */
void mtk_die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void mtk_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void mtk_info(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void mtk_die_usage(const char *usage) __attribute__((noreturn));
/* a message, then the usage; exit 2 */
void mtk_usage_error(const char *usage, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
/* mtk_warn of a finished message: the library's warn callbacks */
void mtk_warn_msg(const char *msg);
/* The same for a message about one line or document of an input (bad
 * JSON, no text, too long, ...): the first MTK_LINE_WARNS of a run are
 * said, then once that the rest are not (each is counted in --stats), so
 * that a file of random bytes does not bury the terminal; -v says all.
 * Called from one thread (the commands' ordered output). */
enum { MTK_LINE_WARNS = 20 };
void mtk_warn_line(const char *msg);

#endif
