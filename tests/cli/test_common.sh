#!/bin/sh
# Conventions every command shares: --help on stdout and exit 0, its usage
# lines identical to the man page SYNOPSIS, --version, an unknown option or a
# bad number is a usage error (exit 2), a missing input file is exit 1.
. "$(dirname "$0")/lib.sh"

# Both sides are compared with whitespace runs folded to one space and
# leading blanks dropped, so wrapping indentation may differ.
fold() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]][[:space:]]*/ /g' -e 's/ $//'; }
# The SYNOPSIS of man/X.1: the lines of its .nf block, roff escapes undone.
synopsis() {
	awk '/^\.SH SYNOPSIS/{s=1;next} s&&/^\.SH/{exit} s&&!/^\./{print}' "$1" |
		sed -e 's/\\-/-/g' -e 's/\\e/\\/g' -e 's/\\(aq/'"'"'/g' -e 's/\\&//g' | fold
}
# The usage lines of --help: "usage: X ..." and the indented lines that follow.
usage_lines() {
	awk 'NR==1&&/^usage: /{sub(/^usage: /,"");print;u=1;next} u&&/^[ \t]+[^ \t]/{print;next} {exit}' | fold
}

for src in "$ROOT"/cmd/*.c; do
	[ -e "$src" ] || continue
	c=$(basename "$src" .c)
	[ -x "$BIN/$c" ] || { fail_ "$c: not built"; continue; }
	"$BIN/$c" --help >"$TMP/help" 2>"$TMP/err"; rc=$?
	eq "$c --help exits 0" "$rc" 0
	[ -s "$TMP/err" ] && fail_ "$c --help wrote to stderr"
	if [ -f "$ROOT/man/$c.1" ]; then
		usage_lines <"$TMP/help" >"$TMP/u"
		synopsis "$ROOT/man/$c.1" >"$TMP/s"
		if [ -s "$TMP/u" ] && cmp -s "$TMP/u" "$TMP/s"; then pass_; else
			fail_ "$c: --help usage differs from man/$c.1 SYNOPSIS"; diff "$TMP/s" "$TMP/u" >&2; fi
	else
		fail_ "$c: no man page man/$c.1"
	fi
	out=$("$BIN/$c" --version 2>&1); rc=$?
	eq "$c --version exits 0" "$rc" 0
	case "$out" in *"$c (mtk) "*) pass_;; *) fail_ "$c --version: $out";; esac
	fails "$c unknown option" 2 "$BIN/$c" --no-such-option
	grep -q '^usage: ' "$TMP/.err" && pass_ || fail_ "$c: usage error does not print usage"
done
done_tests
