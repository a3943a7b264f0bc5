#!/bin/sh
# make bench: every tests/bench/bench_*.sh, each printing our figure next to a
# peer's measured in the same run. Not tests: nothing here fails on timing.
cd "$(dirname "$0")/../.." || exit 2
for b in tests/bench/bench_*.sh; do
	[ -n "$MTK_BENCH_FILTER" ] && case "$b" in *"$MTK_BENCH_FILTER"*) ;; *) continue;; esac
	echo "######## $b"
	sh "$b" || echo "($b exited $?)"
done
