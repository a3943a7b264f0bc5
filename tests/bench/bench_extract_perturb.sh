#!/bin/sh
# Robustness of HTML extraction to surface changes unseen pages make freely
# (issue 28): F1 of mtk and readability-lxml (the peer, when Debian's
# python3-readability is installed) on the AEB dev pages, a sample of the
# WCEB dev pages (per dataset) and of the hand-made fixtures, each page
# rewritten by tests/bench/extract_perturb.py's transforms, beside the
# unperturbed F1:
#  meaning-preserving (minified, upper-case names, ' and unquoted
#  attributes, CRLF, one more <div> around each child of <body>, a <span>
#  around each text run in a <p>): a drop of 0.002 or more is a defect;
#  hint-destroying (class and id hashed or removed, <p> made <div>, the
#  HTML5 sectioning tags made <div>): our drop beside the peer's.
# WCEB_N and FX_N size the samples (0: every page; the peer takes minutes).
cd "$(dirname "$0")/../.." || exit 2
S=${MTK_SHARED:-../shared}
make -s build/bench/extract_pages || exit 1
WCEB_N=${WCEB_N:-300}
FX_N=${FX_N:-500}
D=$S/data/extraction/scrapinghub-aeb/dev
if [ -d "$D/html" ]; then
	echo "== AEB dev"
	MTK_SHARED=$S python3 tests/bench/extract_perturb.py "$D" || exit 1
fi
D=$S/data/extraction/wceb/dev
if [ -d "$D/html" ]; then
	echo "== WCEB dev (sample of $WCEB_N pages; F1 and drop per dataset)"
	MTK_SHARED=$S python3 tests/bench/extract_perturb.py -n "$WCEB_N" "$D" || exit 1
fi
echo "== fixtures (sample of $FX_N pages)"
MTK_SHARED=$S python3 tests/bench/extract_perturb.py -n "$FX_N" tests/fixtures/extract || exit 1
exit 0
