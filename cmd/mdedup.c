/* mdedup: exact and MinHash-LSH near-duplicate removal, one pipe or four
 * sharded steps (lib/dedup.h). This file parses options and reports. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dedup.h"
#include "err.h"
#include "opt.h"
#include "stats.h"
#include "stream.h"

static const char usage_main[] =
	"usage: mdedup [-j N] [-o out] [--exact] [--fuzzy] [--shingle words:5|chars:24]\n"
	"       [--bands 14 --rows 8] [--seed n] [--threshold 0.8] [--verify]\n"
	"       [--priority source1,source2,...] [--removed file] [--mem 1G] [--tmp dir]\n"
	"       [--max-record size] [--stats file] [--strict] [file ...]\n"
	"       mdedup sig [-j N] -o out.sig [--exact] [--fuzzy] [--shingle kind:n]\n"
	"       [--bands b --rows r] [--seed n] [--priority list] [--name name] [--force]\n"
	"       [--max-record size] file\n"
	"       mdedup bucket --band b|exact -o out.pairs [--mem 1G] [--tmp dir] [--force]\n"
	"       file.sig ...\n"
	"       mdedup verify [--threshold 0.8] [--max-record size] -o dir file.pairs ...\n"
	"       file.jsonl ...\n"
	"       mdedup cluster -o dups.bin [--removed file] [--force] file.pairs ...\n"
	"       mdedup apply [-o out] [--shard n | --name name] [--max-record size] dups.bin file\n"
	"\n"
	"Remove exact and near duplicate JSONL documents (files or standard input),\n"
	"keeping the first of each cluster (or the one --priority prefers).\n"
	"\n"
	"Duplicates\n"
	"      --exact, --fuzzy    exact (hash of the normalized text), near (MinHash)\n"
	"                          or, the default, both\n"
	"      --shingle K:N       words:N or chars:N n-grams (default words:5)\n"
	"      --bands B, --rows R LSH bands and rows per band (default 14 and 8)\n"
	"      --seed N            seed of the permutations (default 1)\n"
	"      --verify            check candidate pairs by exact Jaccard\n"
	"      --threshold T       Jaccard threshold of --verify (default 0.8)\n"
	"      --priority LIST     \"source\" values, most important first\n"
	"Output\n"
	"  -o, --output FILE       write FILE (.gz/.zst compressed), not stdout\n"
	"      --removed FILE      one JSON line per removed document\n"
	"      --stats FILE        write counts (in, out, removed per reason) as JSON\n"
	"      --strict            a malformed line is fatal (exit 1)\n"
	"      --max-record SIZE   longer lines are removed unread (default 64M; 0: none)\n"
	"Resources\n"
	"  -j, --threads N         threads (0: all cores; default 1)\n"
	"      --mem SIZE          memory for sorting bucket entries (default 1G)\n"
	"      --tmp DIR           where temporary files go\n"
	"  -q, -v, --progress, -h, -V\n"
	"\n"
	"Sharded steps (mdedup CMD --help for their options)\n"
	"  sig      signatures of one shard\n"
	"  bucket   candidate pairs of one band from all signatures\n"
	"  verify   check pairs by exact Jaccard\n"
	"  cluster  join pairs into duplicate clusters\n"
	"  apply    drop one shard's duplicates\n";

static const char usage_sig[] =
	"usage: mdedup sig [-j N] -o out.sig [--exact] [--fuzzy] [--shingle kind:n]\n"
	"       [--bands b --rows r] [--seed n] [--priority list] [--name name] [--force]\n"
	"       [--max-record size] file\n"
	"\n"
	"Write the signatures (hashes, MinHash bands, ids) of one JSONL shard.\n"
	"\n"
	"  -o, --output FILE       the signature file\n"
	"      --exact, --fuzzy    exact, near or (the default) both kinds\n"
	"      --shingle K:N       words:N or chars:N n-grams (default words:5)\n"
	"      --bands B, --rows R LSH bands and rows per band (default 14 and 8)\n"
	"      --seed N            seed of the permutations (default 1; the same for all)\n"
	"      --priority LIST     \"source\" values, most important first\n"
	"      --name NAME         the shard's name (default: the input's basename)\n"
	"      --force             redo it when the output is complete already\n"
	"      --max-record SIZE   longer lines are removed unread (default 64M; 0: none)\n"
	"  -j, --threads N         threads (0: all cores; default 1)\n"
	"  -q, -v, --progress, -h, -V\n";

static const char usage_bucket[] =
	"usage: mdedup bucket --band b|exact -o out.pairs [--mem 1G] [--tmp dir] [--force]\n"
	"       file.sig ...\n"
	"\n"
	"Sort one band (or the exact hashes) of all signature files into candidate pairs.\n"
	"\n"
	"      --band B|exact      the band number (from 0), or exact\n"
	"  -o, --output FILE       the pairs file\n"
	"      --mem SIZE          memory for sorting (default 1G; 0: all in memory)\n"
	"      --tmp DIR           where the spill file goes\n"
	"      --force             redo it when the output is complete already\n"
	"  -q, -v, --progress, -h, -V\n";

static const char usage_verify[] =
	"usage: mdedup verify [--threshold 0.8] [--max-record size] -o dir file.pairs ...\n"
	"       file.jsonl ...\n"
	"\n"
	"Keep the candidate pairs whose exact Jaccard similarity reaches the threshold.\n"
	"\n"
	"      --threshold T       Jaccard threshold (default 0.8)\n"
	"      --max-record SIZE   the maximum given to sig (default 64M)\n"
	"  -o, --output DIR        where the verified pairs files go\n"
	"  -q, -v, -h, -V\n";

static const char usage_cluster[] =
	"usage: mdedup cluster -o dups.bin [--removed file] [--force] file.pairs ...\n"
	"\n"
	"Join the pairs into clusters and write the list of documents to drop.\n"
	"\n"
	"  -o, --output FILE       the duplicates list\n"
	"      --removed FILE      one JSON line per removed document\n"
	"      --force             redo it when the output is complete already\n"
	"  -q, -v, -h, -V\n";

static const char usage_apply[] =
	"usage: mdedup apply [-o out] [--shard n | --name name] [--max-record size] dups.bin file\n"
	"\n"
	"Copy one shard without the documents dups.bin drops.\n"
	"\n"
	"  -o, --output FILE       write FILE, not standard output\n"
	"      --shard N           the shard by its position on bucket's command line\n"
	"      --name NAME         the shard by its name (default: the input's basename)\n"
	"      --max-record SIZE   the maximum given to sig (default 64M)\n"
	"  -q, -v, -h, -V\n";

/* The current subcommand's usage: what --help and usage errors print. */
static const char *usage = usage_main;

enum {
	O_EXACT = OPT_COMMON_LAST + 1, O_FUZZY, O_SHINGLE, O_BANDS, O_ROWS, O_SEED, O_THRESHOLD, O_VERIFY,
	O_PRIORITY, O_REMOVED, O_NAME, O_FORCE, O_BAND, O_SHARD, O_MEM, O_TMP
};

/* A fixed default, not a share of physical memory: on shared nodes what is
 * free is not what is installed (other tasks, cgroup limits, several bucket
 * tasks per node), the output does not depend on it, and above ~1 GB a
 * bigger buffer saves little (the merge streams). */
#define DEFAULT_MEM 1000000000ull

static const struct option longopts[] = {
	COMMON_LONGOPTS,
	{"exact", no_argument, 0, O_EXACT}, {"fuzzy", no_argument, 0, O_FUZZY},
	{"shingle", required_argument, 0, O_SHINGLE}, {"bands", required_argument, 0, O_BANDS},
	{"rows", required_argument, 0, O_ROWS}, {"seed", required_argument, 0, O_SEED},
	{"threshold", required_argument, 0, O_THRESHOLD}, {"verify", no_argument, 0, O_VERIFY},
	{"priority", required_argument, 0, O_PRIORITY}, {"removed", required_argument, 0, O_REMOVED},
	{"name", required_argument, 0, O_NAME}, {"force", no_argument, 0, O_FORCE},
	{"band", required_argument, 0, O_BAND}, {"shard", required_argument, 0, O_SHARD},
	{"mem", required_argument, 0, O_MEM}, {"tmp", required_argument, 0, O_TMP},
	MAX_RECORD_LONGOPT,
	{0, 0, 0, 0}
};

/* A finished output is reused only when it is newer than all its inputs. */
static int fresh(const char *out, char *const *in, int n)
{
	struct stat so, si;
	if (stat(out, &so) != 0)
		return 0;
	for (int i = 0; i < n; i++)
		if (strcmp(in[i], "-") && stat(in[i], &si) == 0 &&
		    (si.st_mtim.tv_sec > so.st_mtim.tv_sec ||
		     (si.st_mtim.tv_sec == so.st_mtim.tv_sec && si.st_mtim.tv_nsec > so.st_mtim.tv_nsec)))
			return 0;
	return 1;
}

static int ends_with(const char *s, const char *suf)
{
	size_t a = strlen(s), b = strlen(suf);
	return a >= b && !strcmp(s + a - b, suf);
}

int main(int argc, char **argv)
{
	struct common co = {0};
	int exact = 0, fuzzy = 0, verify = 0, kind = MH_WORDS, n = 5, force = 0, band = -2;
	long bands = 0, rows = 0, shard = -1, v;
	uint64_t seed = 1, mem = DEFAULT_MEM;
	const char *tmp = NULL;
	double thr = 0.8;
	const char *prio = NULL, *removed = NULL, *name = NULL, *sub = NULL;
	struct dd_cfg cfg;
	struct stats st;
	int c, rc = EXIT_OK;

	mtk_prog = "mdedup";
	static const char *subs[] = {"sig", "bucket", "verify", "cluster", "apply"};
	static const char *const sub_usage[] = {usage_sig, usage_bucket, usage_verify, usage_cluster, usage_apply};
	if (argc > 1)
		for (size_t i = 0; i < sizeof subs / sizeof *subs; i++)
			if (!strcmp(argv[1], subs[i])) {
				sub = subs[i], usage = sub_usage[i], argv++, argc--;
				break;
			}
	while ((c = getopt_long(argc, argv, COMMON_SHORTOPTS, longopts, NULL)) != -1) {
		if (cmd_common(&co, c, optarg, usage))
			continue;
		switch (c) {
		case O_EXACT: exact = 1; break;
		case O_FUZZY: fuzzy = 1; break;
		case O_SHINGLE:
			if (mh_parse_shingle(optarg, &kind, &n))
				mtk_usage_error(usage, "--shingle: %s", mtk_errmsg());
			break;
		case O_BANDS:
			if (opt_long(optarg, 1, 1024, &bands))
				mtk_usage_error(usage, "--bands: %s", mtk_errmsg());
			break;
		case O_ROWS:
			if (opt_long(optarg, 1, 1024, &rows))
				mtk_usage_error(usage, "--rows: %s", mtk_errmsg());
			break;
		case O_SEED:
			if (opt_u64(optarg, &seed))
				mtk_usage_error(usage, "--seed: %s", mtk_errmsg());
			break;
		case O_THRESHOLD:
			if (opt_double(optarg, &thr) || thr < 0 || thr > 1)
				mtk_usage_error(usage, "--threshold: want a number in [0,1], got '%s'", optarg);
			break;
		case O_VERIFY: verify = 1; break;
		case O_PRIORITY: prio = optarg; break;
		case O_REMOVED: removed = optarg; break;
		case O_NAME: name = optarg; break;
		case O_FORCE: force = 1; break;
		case O_BAND:
			if (!strcmp(optarg, "exact"))
				band = DD_BAND_EXACT;
			else if (opt_long(optarg, 0, 1023, &v))
				mtk_usage_error(usage, "--band: want a band number or 'exact', got '%s'", optarg);
			else
				band = (int)v;
			break;
		case O_MEM:
			if (opt_u64(optarg, &mem))
				mtk_usage_error(usage, "--mem: %s", mtk_errmsg());
			break;
		case O_TMP: tmp = optarg; break;
		case O_SHARD:
			if (opt_long(optarg, 0, (1L << 24) - 1, &shard))
				mtk_usage_error(usage, "--shard: %s", mtk_errmsg());
			break;
		default:
			mtk_die_usage(usage);
		}
	}
	cmd_common_done(&co);
	char **files = argv + optind;
	int nfiles = argc - optind;

	/* defaults: both passes; char shingles take NeMo Curator's 20x13 */
	if (!exact && !fuzzy)
		exact = fuzzy = 1;
	if (!bands && !rows && kind == MH_CHARS)
		bands = 20, rows = 13;
	if (!bands)
		bands = 14;
	if (!rows)
		rows = 8;
	memset(&cfg, 0, sizeof cfg);
	cfg.verify = verify;
	if (mh_params_init(&cfg.mh, (int)bands, (int)rows, kind, n, seed))
		mtk_usage_error(usage, "%s", mtk_errmsg());
	cfg.flags = (exact ? DD_EXACT : 0) | (fuzzy ? DD_FUZZY : 0);
	cfg.priority = prio;
	cfg.threads = co.threads;
	cfg.strict = co.strict;
	cfg.progress = co.progress;
	cfg.threshold = thr;
	cfg.mem = mem;
	cfg.tmpdir = tmp;
	cfg.warn = mtk_verbosity > 0 ? mtk_warn_line : NULL;
	stats_init(&st, sub ? sub : "mdedup");
	wr_signal_cleanup();

	if (!sub) {
		struct wr *w = wr_open(co.out);
		if (!w)
			mtk_die("%s", mtk_errmsg());
		if (dd_pipe(&cfg, files, nfiles, w, removed, &st)) {
			mtk_warn("%s", mtk_errmsg());
			wr_abort(w);
			rc = EXIT_DATA;
		} else if (wr_close(w)) {
			mtk_warn("%s", mtk_errmsg());
			rc = EXIT_DATA;
		}
	} else if (!strcmp(sub, "sig")) {
		if (!co.out || nfiles != 1)
			mtk_usage_error(usage, "sig: want -o out.sig and one input file");
		if (!force && dd_done(co.out, "sig", &cfg) && fresh(co.out, files, 1))
			mtk_info(2, "%s: done already, skipped (--force redoes it)", co.out);
		else if (dd_sig(&cfg, files[0], name, co.out, &st))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	} else if (!strcmp(sub, "bucket")) {
		if (!co.out || nfiles < 1 || band == -2)
			mtk_usage_error(usage, "bucket: want --band, -o out.pairs and signature files");
		if (!force && dd_done(co.out, "pairs", NULL) && fresh(co.out, files, nfiles))
			mtk_info(2, "%s: done already, skipped (--force redoes it)", co.out);
		else if (dd_bucket(band, files, nfiles, co.out, mem, tmp, &st))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	} else if (!strcmp(sub, "verify")) {
		int np = 0;
		while (np < nfiles && ends_with(files[np], ".pairs"))
			np++;
		if (!co.out || np < 1 || np == nfiles)
			mtk_usage_error(usage, "verify: want -o dir, .pairs files, then the JSONL shards");
		if (mkdir(co.out, 0777) < 0 && errno != EEXIST)   /* -o dir: made, as mkdir would */
			mtk_die("%s: %s", co.out, strerror(errno));
		char **outs = calloc((size_t)np, sizeof *outs);
		for (int i = 0; i < np; i++) {
			const char *b = strrchr(files[i], '/');
			size_t len = strlen(co.out) + strlen(b ? b : files[i]) + 2;
			outs[i] = malloc(len);
			snprintf(outs[i], len, "%s/%s", co.out, b ? b + 1 : files[i]);
			if (!strcmp(outs[i], files[i]))
				mtk_usage_error(usage, "verify: %s would overwrite its input", files[i]);
		}
		if (dd_verify(&cfg, files, outs, np, files + np, nfiles - np, &st))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
		for (int i = 0; i < np; i++)
			free(outs[i]);
		free(outs);
	} else if (!strcmp(sub, "cluster")) {
		if (!co.out || nfiles < 1)
			mtk_usage_error(usage, "cluster: want -o dups.bin and pairs files");
		if (!force && !removed && dd_done(co.out, "dups", NULL) && fresh(co.out, files, nfiles))
			mtk_info(2, "%s: done already, skipped (--force redoes it)", co.out);
		else if (dd_cluster(files, nfiles, co.out, removed, &st))
			mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	} else {   /* apply */
		if (nfiles != 2)
			mtk_usage_error(usage, "apply: want dups.bin and one input file");
		struct wr *w = wr_open(co.out);
		if (!w)
			mtk_die("%s", mtk_errmsg());
		if (dd_apply(files[0], files[1], (int)shard, name, w, co.strict, &st)) {
			mtk_warn("%s", mtk_errmsg());
			wr_abort(w);
			rc = EXIT_DATA;
		} else if (wr_close(w)) {
			mtk_warn("%s", mtk_errmsg());
			rc = EXIT_DATA;
		}
	}
	/* also after a failure: the counts of what was read (as the other commands do) */
	if (co.stats && stats_write(&st, co.stats) && rc == EXIT_OK)
		mtk_warn("%s", mtk_errmsg()), rc = EXIT_DATA;
	stats_release(&st);
	mh_params_release(&cfg.mh);
	return rc;
}
