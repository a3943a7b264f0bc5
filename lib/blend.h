/*
 * blend: a dataset blend's words, as `mtrain --data` and `mtok stats`
 * read them (Megatron's --data-path): the command line's words, each
 * @FILE replaced by the words of the file. A blend file holds "weight
 * prefix" pairs or bare prefixes, one a line, separated by white space,
 * '#' to the end of a line a comment; prefixes as written (relative to the
 * working directory). One parser, so that mtok stats shows what mtrain
 * trains on.
 */
#ifndef MTK_BLEND_H
#define MTK_BLEND_H

/* A word and where it came from: the command line (file NULL) or
 * FILE:LINE of a blend file, for messages. */
struct blend_word {
	char *s;            /* owned */
	const char *file;   /* the argument's, not owned */
	long line;
};

struct blend_words {
	struct blend_word *v;
	int n, cap;
};

/* Append the words of args[0..n) to out, expanding @FILE. 0, or -1 with a
 * message naming FILE:LINE: a file that cannot be read or holds no
 * dataset, lines that mix weighted and bare, a weight that is not a
 * positive number. */
int blend_expand(char **args, int n, struct blend_words *out);
void blend_free(struct blend_words *w);
/* "FILE:LINE: " for a word from a file, else "" (b of n bytes) */
const char *blend_where(const struct blend_word *w, char *b, int n);

#endif
