/* mdecon: remove benchmark text from JSONL documents with word n-grams
 * (lib/decon.h), and report what was removed. This file parses options and
 * reports. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decon.h"
#include "err.h"
#include "opt.h"
#include "stats.h"
#include "stream.h"

static const char usage_main[] =
	"usage: mdecon (-b bench ... | --index file) [-n 13] [--min-len 8] [--fields list]\n"
	"       [--max-matches 10] [--counts file ...] [--cut 200] [--min-piece 200]\n"
	"       [--max-splits 10] [--report file] [--tmp dir] [-j N] [-o out] [--stats file]\n"
	"       [--strict] [--max-record size] [file ...]\n"
	"       mdecon index -b bench ... [-n 13] [--min-len 8] [--fields list] -o tasks.idx\n"
	"       mdecon count (-b bench ... | --index file) [-j N] [--max-record size]\n"
	"       -o counts.cnt [file ...]\n"
	"\n"
	"Remove benchmark text from JSONL documents (files or standard input): every\n"
	"n-gram a benchmark shares with a document is cut out with its surroundings.\n"
	"\n"
	"Benchmarks\n"
	"  -b, --bench F|DIR       a benchmark file or directory (repeatable)\n"
	"      --index FILE        an index saved by mdecon index, instead of -b\n"
	"  -n, --ngram N           words per n-gram (1 to 64; default 13)\n"
	"      --min-len N         shorter task texts are used whole (default 8 words)\n"
	"      --fields LIST       benchmark fields to read, comma-separated\n"
	"Matching\n"
	"      --max-matches N     n-grams seen N times or more in the corpus are not\n"
	"                          used (default 10; 0: all)\n"
	"      --counts FILE       counts from mdecon count (repeatable)\n"
	"      --cut N             characters cut on each side of a match (default 200)\n"
	"      --min-piece N       drop pieces of N characters or less (default 200)\n"
	"      --max-splits N      drop documents left in more than N pieces (default 10)\n"
	"Output\n"
	"  -o, --output FILE       write FILE, not stdout\n"
	"      --report FILE       the removals and dropped documents\n"
	"      --stats FILE        write counts as JSON\n"
	"      --strict            a malformed record is fatal (exit 1)\n"
	"      --max-record SIZE   longer lines are removed unread (default 64M; 0: none)\n"
	"      --tmp DIR           where standard input is copied for the two passes\n"
	"  -j, --threads N         threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n"
	"\n"
	"Subcommands (mdecon CMD --help for their options)\n"
	"  index    build and save the benchmarks' n-gram index\n"
	"  count    count the index's n-grams in a corpus shard\n";

static const char usage_index[] =
	"usage: mdecon index -b bench ... [-n 13] [--min-len 8] [--fields list] -o tasks.idx\n"
	"\n"
	"Build the n-gram index of the benchmarks and save it.\n"
	"\n"
	"  -b, --bench F|DIR       a benchmark file or directory (repeatable)\n"
	"  -n, --ngram N           words per n-gram (1 to 64; default 13)\n"
	"      --min-len N         shorter task texts are used whole (default 8 words)\n"
	"      --fields LIST       benchmark fields to read, comma-separated\n"
	"  -o, --output FILE       the index\n"
	"  -q, -v, -h, -V\n";

static const char usage_count[] =
	"usage: mdecon count (-b bench ... | --index file) [-j N] [--max-record size]\n"
	"       -o counts.cnt [file ...]\n"
	"\n"
	"Count how often each benchmark n-gram occurs in a corpus shard (the counts\n"
	"files that mdecon reads to leave out n-grams common in the corpus).\n"
	"\n"
	"  -b, --bench F|DIR       a benchmark file or directory (repeatable)\n"
	"      --index FILE        an index saved by mdecon index, instead of -b\n"
	"  -o, --output FILE       the counts\n"
	"      --max-record SIZE   longer lines are passed over unread (default 64M)\n"
	"  -j, --threads N         threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n";

/* The current subcommand's usage: what --help and usage errors print. */
static const char *usage = usage_main;

enum {
	O_INDEX = OPT_COMMON_LAST + 1, O_MINLEN, O_FIELDS, O_MAXM, O_COUNTS, O_CUT, O_MINPIECE, O_MAXSPLITS,
	O_REPORT, O_TMP
};

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"bench", required_argument, 0, 'b'}, {"index", required_argument, 0, O_INDEX},
	{"ngram", required_argument, 0, 'n'}, {"min-len", required_argument, 0, O_MINLEN},
	{"fields", required_argument, 0, O_FIELDS}, {"max-matches", required_argument, 0, O_MAXM},
	{"counts", required_argument, 0, O_COUNTS}, {"cut", required_argument, 0, O_CUT},
	{"min-piece", required_argument, 0, O_MINPIECE}, {"max-splits", required_argument, 0, O_MAXSPLITS},
	{"report", required_argument, 0, O_REPORT}, {"tmp", required_argument, 0, O_TMP},
	MAX_RECORD_LONGOPT,
	{0, 0, 0, 0}
};

static int num(const char *opt, const char *arg, long min, long max)
{
	long v;
	if (opt_long(arg, min, max, &v)) {
		fprintf(stderr, "%s: %s: %s\n", mtk_prog, opt, mtk_errmsg());
		mtk_die_usage(usage);
	}
	return (int)v;
}

int main(int argc, char **argv)
{
	struct common co = {0};
	struct dc_conf cfg;
	struct dc_index ix;
	struct stats st;
	const char *index = NULL, *report = NULL, *sub = NULL;
	char **bench = NULL, **counts = NULL;
	int nbench = 0, ncounts = 0, c, rc = EXIT_OK, n_set = 0, len_set = 0;
	uint64_t mm;

	mtk_prog = "mdecon";
	dc_conf_init(&cfg);
	if (argc > 1 && (!strcmp(argv[1], "index") || !strcmp(argv[1], "count")))
		sub = argv[1], usage = *sub == 'i' ? usage_index : usage_count, argv++, argc--;
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS "b:n:", longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case 'b':
			bench = realloc(bench, (size_t)(nbench + 1) * sizeof *bench);
			bench[nbench++] = optarg;
			break;
		case O_INDEX: index = optarg; break;
		case 'n': cfg.n = num("-n", optarg, 1, DC_MAX_N), n_set = 1; break;
		case O_MINLEN: cfg.min_len = num("--min-len", optarg, 1, DC_MAX_N), len_set = 1; break;
		case O_FIELDS: cfg.fields = optarg; break;
		case O_MAXM:
			if (opt_u64(optarg, &mm) || mm > UINT32_MAX)
				mtk_usage_error(usage, "--max-matches: want 0 to 2^32-1, got '%s'", optarg);
			cfg.max_matches = mm;
			break;
		case O_COUNTS:
			counts = realloc(counts, (size_t)(ncounts + 1) * sizeof *counts);
			counts[ncounts++] = optarg;
			break;
		case O_CUT: cfg.cut = num("--cut", optarg, 0, 1 << 30); break;
		case O_MINPIECE: cfg.min_piece = num("--min-piece", optarg, 0, 1 << 30); break;
		case O_MAXSPLITS: cfg.max_splits = num("--max-splits", optarg, 0, 1 << 30); break;
		case O_REPORT: report = optarg; break;
		case O_TMP: cfg.tmpdir = optarg; break;
		default:
			mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	/* --counts cnt/X.cnt with a glob: the shell passes the other names as operands */
	char **files = calloc((size_t)(argc - optind) + 1, sizeof *files);
	int nfiles = 0;
	for (int i = optind; i < argc; i++) {
		size_t l = strlen(argv[i]);
		if (ncounts && l > 4 && !strcmp(argv[i] + l - 4, ".cnt")) {
			counts = realloc(counts, (size_t)(ncounts + 1) * sizeof *counts);
			counts[ncounts++] = argv[i];
		} else {
			files[nfiles++] = argv[i];
		}
	}
	cfg.threads = co.threads, cfg.strict = co.strict, cfg.progress = co.progress;
	cfg.warn = mtk_verbosity > 0 ? mtk_warn_line : NULL;

	if (!nbench == !index)
		mtk_usage_error(usage, "want benchmarks (-b) or an --index, one of the two");
	if (index && (n_set || len_set || cfg.fields))
		mtk_usage_error(usage, "-n, --min-len and --fields are fixed by the --index (set them when building it)");
	if (cfg.min_len > cfg.n)
		cfg.min_len = cfg.n;   /* no short texts: every text needs n words */
	if (sub && !strcmp(sub, "index") && (!co.out || !nbench || nfiles))
		mtk_usage_error(usage, "index: want -b benchmarks and -o tasks.idx, no input files");
	if (sub && !strcmp(sub, "count") && (!co.out || ncounts || report))
		mtk_usage_error(usage, "count: want -o counts.cnt (no --counts, no --report)");
	if (ncounts && !cfg.max_matches)
		mtk_usage_error(usage, "--counts with --max-matches 0: the counts would not be used");
	stats_init(&st, sub ? sub : "mdecon");
	wr_signal_cleanup();

	if (index) {
		if (dc_index_load(&ix, index))
			mtk_die("%s", mtk_errmsg());
	} else {
		struct dc_builder *b = dc_builder_new(cfg.n, cfg.min_len);
		for (int i = 0; i < nbench; i++)
			if (dc_builder_add(b, bench[i], cfg.fields, &st))
				mtk_die("%s", mtk_errmsg());
		dc_builder_finish(b, &ix);
	}
	cfg.n = ix.n, cfg.min_len = ix.min_len;
	stats_add(&st, "tasks", (uint64_t)ix.ntasks);
	stats_add(&st, "index_keys", ix.nkeys);
	stats_add(&st, "index_bytes", dc_index_bytes(&ix));
	mtk_info(2, "%d benchmarks, %llu keys, index %.1f MB", ix.ntasks, (unsigned long long)ix.nkeys,
	         (double)dc_index_bytes(&ix) / 1e6);

	if (sub && !strcmp(sub, "index")) {
		if (dc_index_save(&ix, co.out))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	} else if (sub) {   /* count */
		uint32_t *cnt = dc_counts_new(&ix);
		int k = dc_count(&cfg, &ix, files, nfiles, cnt, 0, &st);
		if (k < 0)
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
		else if (dc_counts_save(&ix, cnt, co.out))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
		else if (k > 0)
			rc = EXIT_DATA;
		free(cnt);
	} else {
		uint32_t *cnt = NULL;
		if (ncounts && !(cnt = dc_counts_load(&ix, counts, ncounts)))
			mtk_die("%s", mtk_errmsg());
		struct wr *rep = NULL, *w = wr_open(co.out);
		if (!w)
			mtk_die("%s", mtk_errmsg());
		if (report && !(rep = wr_open(report)))
			mtk_die("%s", mtk_errmsg());
		int k = dc_filter(&cfg, &ix, files, nfiles, cnt, w, rep, &st);
		if (k < 0) {
			mtk_warn("%s", mtk_errmsg());
			wr_abort(w);
			if (rep)
				wr_abort(rep);
			rc = EXIT_DATA;
		} else {
			if (wr_close(w))
				mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
			if (rep && wr_close(rep))
				mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
			if (k > 0)
				rc = EXIT_DATA;
		}
		mtk_info(2, "%llu in, %llu out, %llu touched", (unsigned long long)stats_get(&st, "in"),
		         (unsigned long long)stats_get(&st, "out"), (unsigned long long)stats_get(&st, "touched"));
		free(cnt);
	}
	if (co.stats && stats_write(&st, co.stats))
		mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	stats_release(&st);
	dc_index_release(&ix);
	free(bench);
	free(counts);
	free(files);
	return rc;
}
