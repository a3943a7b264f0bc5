#!/bin/sh
# Conventions every command (and scripts/mplot) shares: --help on stdout and exit 0, its usage
# lines identical to the man page SYNOPSIS, each subcommand's --help its own
# SYNOPSIS lines, the same long flags in --help, SYNOPSIS and OPTIONS, --version, an unknown option or a
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

# Long flags, one a line, sorted; a short flag counts as its long name when
# the pairs file $1 ("j threads" lines) gives one. The display options every
# command takes (mtk(7)) are left out: they need not crowd each SYNOPSIS.
flags() {
	awk -v pf="$1" 'BEGIN { while ((getline l < pf) > 0) { split(l, a, " "); long["-" a[1]] = "--" a[2] } }
		{ gsub(/[^-a-zA-Z0-9]+/, " ")
		  for (i = 1; i <= NF; i++)
			if ($i ~ /^--[a-z0-9][-a-z0-9]*$/) print $i; else if ($i in long) print long[$i] }' |
		grep -vxE -- '--(help|version|quiet|verbose|progress)' | sort -u
}
# The "-j, --threads" pairs of --help's option lines, as "j threads".
pairs() { sed -n 's/^[[:space:]]*-\([a-zA-Z]\), --\([a-z0-9-]*\).*/\1 \2/p'; }
# The subcommands of command $1 in a folded SYNOPSIS: "mtok train ..." -> train.
subcommands() { awk -v c="$1" '$1 == c && $2 ~ /^[a-z]+$/ {print $2}'; }
# The lines of one form of the folded SYNOPSIS: command $1, subcommand $2
# ("" for the command itself). The launcher lines (mpirun, srun) are no form.
form() {
	awk -v c="$1" -v want="$2" '/^(mpirun|srun) /{next}
		$1 == c {k = $2 ~ /^[a-z]+$/ ? $2 : ""; in_form = k == want} in_form'
}
# The tags of the OPTIONS section of man page $1 (the line after each .TP).
option_tags() {
	awk '/^\.SH OPTIONS/{s=1;next} s&&/^\.SH/{exit} s&&t{print;t=0} s&&/^\.TP/{t=1}' "$1" |
		sed -e 's/\\-/-/g' -e 's/\\f[RBIP]//g'
}
# What --help says after its usage lines.
help_body() { awk 'NR==1&&/^usage: /{u=1;next} u&&/^[ \t]+[^ \t]/{next} {u=0;print}'; }
# same_flags NAME A B: the files of flags A and B hold the same set.
same_flags() {
	if cmp -s "$2" "$3"; then pass_; else
		fail_ "$1: $(comm -23 "$2" "$3" | tr '\n' ' ')| $(comm -13 "$2" "$3" | tr '\n' ' ')"; fi
}

# The commands of cmd/, and the scripts installed as commands (scripts/mplot).
PATH="$ROOT/scripts:$PATH"
for src in "$ROOT"/cmd/*.c "$ROOT"/scripts/mplot; do
	[ -e "$src" ] || continue
	c=$(basename "$src" .c)
	exe=$BIN/$c
	case $src in */scripts/*) exe=$src;; esac
	[ -x "$exe" ] || { fail_ "$c: not built"; continue; }
	"$exe" --help >"$TMP/help" 2>"$TMP/err"; rc=$?
	eq "$c --help exits 0" "$rc" 0
	[ -s "$TMP/err" ] && fail_ "$c --help wrote to stderr"
	if [ -f "$ROOT/man/$c.1" ]; then
		usage_lines <"$TMP/help" >"$TMP/u"
		synopsis "$ROOT/man/$c.1" >"$TMP/s"
		if [ -s "$TMP/u" ] && cmp -s "$TMP/u" "$TMP/s"; then pass_; else
			fail_ "$c: --help usage differs from man/$c.1 SYNOPSIS"; diff "$TMP/s" "$TMP/u" >&2; fi
		# The same long flags in SYNOPSIS and OPTIONS, both ways; each form's
		# --help lists its own SYNOPSIS lines and a line for each of its flags.
		subs=$(subcommands "$c" <"$TMP/s")
		for sub in "" $subs; do $c $sub --help 2>/dev/null; done | pairs | sort -u >"$TMP/pairs"
		grep -vE '^(mpirun|srun) ' "$TMP/s" | flags "$TMP/pairs" >"$TMP/fs"
		option_tags "$ROOT/man/$c.1" | flags "$TMP/pairs" >"$TMP/fo"
		same_flags "$c: flags only in SYNOPSIS | only in OPTIONS" "$TMP/fs" "$TMP/fo"
		for sub in "" $subs; do
			cs=$(echo "$c $sub" | sed 's/ $//')
			$cs --help >"$TMP/sh" 2>&1; rc=$?
			eq "$cs --help exits 0" "$rc" 0
			form "$c" "$sub" <"$TMP/s" >"$TMP/sf"
			if [ -n "$sub" ]; then
				usage_lines <"$TMP/sh" >"$TMP/su"
				if cmp -s "$TMP/su" "$TMP/sf"; then pass_; else
					fail_ "$cs --help: usage differs from its SYNOPSIS lines"; diff "$TMP/sf" "$TMP/su" >&2; fi
			fi
			flags "$TMP/pairs" <"$TMP/sf" >"$TMP/ff"
			help_body <"$TMP/sh" | flags "$TMP/pairs" >"$TMP/fh"
			same_flags "$cs: flags only in SYNOPSIS | only in --help's option lines" "$TMP/ff" "$TMP/fh"
		done
	else
		fail_ "$c: no man page man/$c.1"
	fi
	out=$("$exe" --version 2>&1); rc=$?
	eq "$c --version exits 0" "$rc" 0
	case "$out" in *"$c (mtk) "*) pass_;; *) fail_ "$c --version: $out";; esac
	fails "$c unknown option" 2 "$exe" --no-such-option
	grep -q '^usage: ' "$TMP/.err" && pass_ || fail_ "$c: usage error does not print usage"
done
done_tests
