/*
 * opt: option parsing shared by every command.
 *
 * Numbers are strict: no trailing junk, no overflow, no negatives where an
 * unsigned is wanted. Sizes take SI and binary suffixes (10k, 100M, 1G, 4Ki,
 * 1GiB, 2^20) and exponents (1e8).
 *
 * Every command accepts the common options below; cmd_common() handles them
 * inside the command's getopt_long loop:
 *   -h --help      usage on stdout, exit 0        -V --version
 *   -q --quiet     errors only                     -v --verbose (more; twice: debug)
 *   -j --threads N (0 = all cores)                 -o --output FILE
 *   --stats FILE   JSON summary                    --strict (malformed input is fatal)
 *   --progress     progress on stderr even when it is not a terminal
 */
#ifndef MTK_OPT_H
#define MTK_OPT_H

#include <getopt.h>
#include <stdint.h>

#define MTK_VERSION "0.1.0"

int opt_u64(const char *s, uint64_t *out);           /* 0 or -1 (message set) */
int opt_long(const char *s, long min, long max, long *out);
int opt_double(const char *s, double *out);

enum { OPT_STATS = 0x1000, OPT_STRICT, OPT_PROGRESS, OPT_MAX_RECORD, OPT_COMMON_LAST = 0x1040 };

#define COMMON_SHORTOPTS "hVqvj:o:"
#define COMMON_LONGOPTS \
	{"help", no_argument, 0, 'h'}, {"version", no_argument, 0, 'V'}, \
	{"quiet", no_argument, 0, 'q'}, {"verbose", no_argument, 0, 'v'}, \
	{"threads", required_argument, 0, 'j'}, {"output", required_argument, 0, 'o'}, \
	{"stats", required_argument, 0, OPT_STATS}, {"strict", no_argument, 0, OPT_STRICT}, \
	{"progress", no_argument, 0, OPT_PROGRESS}
/* --max-record SIZE, for the commands that hold a record (a line, a
 * document) whole: added to their longopts beside COMMON_LONGOPTS */
#define MAX_RECORD_LONGOPT {"max-record", required_argument, 0, OPT_MAX_RECORD}
#define MAX_RECORD_DEFAULT ((uint64_t)64 << 20)

struct common {
	int threads;         /* >= 1 after cmd_common_done */
	const char *out;     /* NULL: stdout */
	const char *stats;   /* NULL: none */
	int strict, progress;
	uint64_t max_record;  /* longest record held, bytes (0: no limit); MAX_RECORD_DEFAULT unless given */
	int have_max_record;
};

/* Handle one getopt result c (with optarg) if it is a common option:
 * returns 1 if handled, 0 if not. --help prints usage to stdout and exits 0;
 * a bad value prints the message and usage to stderr and exits 2. */
int cmd_common(struct common *co, int c, const char *arg, const char *usage);
/* Called after the option loop: fills defaults (threads = 1 unless -j), and
 * makes max_record every reader's longest line (rd_set_default_max_line). */
void cmd_common_done(struct common *co);

#endif
