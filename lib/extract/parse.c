/*
 * extract/parse: phases 0 and 1 (extract.c has the overview).
 *
 *   0. decode and strip: the page is decoded to UTF-8 (charset.c), and
 *      strip_raw cuts the content of script, style and svg elements and
 *      comments out of it: they are dropped anyway, and libxml2 scans raw
 *      text a character at a time. "<![...]>" (Word's "<![if
 *      !supportEmptyParas]>") is a bogus comment to a browser and goes too,
 *      where libxml2 would keep it as text. Their tags lose their
 *      attributes: a quote left open in one would have libxml2 read the
 *      rest of the page as its value.
 *   1. walk: libxml2's HTML parser in SAX mode (no tree is built) numbers
 *      the elements in document order, so a subtree is a contiguous range,
 *      gives them hints by their class, id, role and itemprop (hints.c),
 *      and cuts the visible text into blocks at block-level boundaries.
 *
 * What is skipped
 * - Invisible and non-text subtrees. MathML is text, its TeX annotation is
 *   not. A <button> that opens a heading is its text (an accordion's
 *   question), and so is one named an accordion's toggle with an ARIA
 *   state, a heading of its own ("<button class=kt-blocks-accordion-header
 *   aria-controls=...>").
 * - Hidden: a heading's permalink mark ("headerlink"), a link back up to
 *   the page's top ("top-link", "nach-oben") and a footnote's link back to
 *   its number ("footnote-backref"). But a box whose name hides a part of
 *   it or hides it in print ("field--label-hidden", a CMS's body field;
 *   "overflow-hidden", "hidden-print"), or hides it in a shop's quick view
 *   ("quick-add-hidden", a product's description), is shown and no
 *   boilerplate.
 *
 * Blocks
 * - Whitespace collapses as a browser renders it. "&#147;", a C1 control
 *   to libxml2, is windows-1252's quote. A character of the Private Use
 *   Area is an icon font's glyph, no text, and so is the ligature's name in
 *   an element named for one ("<i class=material-icons>timer</i>").
 * - An element styled "display:inline" is no block boundary, and nor is
 *   anything inside an inline-block box set in a line of text (an icon;
 *   one that starts a line is a layout column; a heading stays a block).
 * - A custom element (a web component, "<article-meta>", "<share-bar>")
 *   that starts a line is a block, named as a class names a box; one in a
 *   line of text is inline ("<relative-time>").
 * - A <cite> that starts a line in a blockquote is a block, the quote's
 *   header ("kim wrote: 14 Mar 2023, 08:10", phpBB's).
 * - So is a run of links on two or more <br> lines between blank lines
 *   ("<br><br>") in a block of text, or of three or more under a bold label
 *   ("More Headlines"): a hand-built page's menu under its welcome text. A
 *   line that opens with a link ("<a>Click here</a> for ...") stays in the
 *   text, and so does a run between two kept parts of the block: a post's
 *   sources between its paragraphs.
 * - A code listing set in boxes, a box a line ("syntaxhighlighter",
 *   "crayon-syntax"), is one block of lines as a <pre> is, and its gutter
 *   of line numbers is hidden; so is a gutter in a cell or box of its own
 *   beside the code, a <pre> of the numbers from 1 up alone ("<td
 *   class=gutter><pre>1 2 3").
 * - An inline element named a label ends a word, its value run on after it
 *   in the markup: a fact box's "<span class=label>Datum</span><span
 *   class=value>12.09.2026" (class_parts); so do two plain ones that are
 *   all a list item or a cell holds, the second opening with a capital
 *   ("<li><span>Renk</span><span>Beyaz</span>", cell_pair).
 * - Each block records its length, link text, words (a run of signs with
 *   no letter or digit, "&", is none), stopwords, punctuation and owner
 *   element. A mailto:/tel: link whose text is the address itself and
 *   follows a label's colon ("Telefon: 0761 123456", "E-Mail:
 *   info@beispiel.de") is no link text: a contact line, as the address in
 *   plain text is (an author's "Write to Kim at kim@..." and a share bar's
 *   "E-Mail" stay links).
 */
#include "internal.h"

struct tagdef {
	const char *name;
	unsigned flags;
};

static const struct tagdef tagdefs[] = {
	{"script", F_SKIP}, {"style", F_SKIP}, {"noscript", F_SKIP}, {"template", F_SKIP},
	{"svg", F_SKIP}, {"annotation", F_SKIP}, {"annotation-xml", F_SKIP},
	{"iframe", F_SKIP | F_MEDIA}, {"object", F_SKIP | F_MEDIA},
	{"embed", F_SKIP | F_MEDIA}, {"canvas", F_SKIP}, {"select", F_SKIP}, {"option", F_SKIP},
	{"button", F_SKIP}, {"input", F_SKIP}, {"textarea", F_SKIP}, {"head", F_BLOCK | F_HEADTAG},
	{"video", F_SKIP | F_MEDIA}, {"audio", F_SKIP}, {"map", F_SKIP}, {"datalist", F_SKIP},
	{"link", F_SKIP}, {"meta", F_SKIP}, {"img", F_SKIP}, {"picture", F_SKIP},
	{"source", F_SKIP}, {"track", F_SKIP}, {"param", F_SKIP}, {"applet", F_SKIP},
	/* a frameset's frames are other pages; its <noframes> text is the page's
	 * own (an old homepage's welcome: "Diese Seite verwendet Frames...",
	 * "This page uses frames"), so the frameset is a box, not skipped */
	{"frameset", F_BLOCK}, {"frame", F_SKIP}, {"dialog", F_SKIP}, {"menu", F_SKIP | F_NEGTAG},
	{"title", F_SKIP | F_TITLE},
	{"p", F_BLOCK | F_P}, {"div", F_BLOCK}, {"section", F_BLOCK}, {"center", F_BLOCK},
	{"h1", F_BLOCK | F_HEAD | F_H1}, {"h2", F_BLOCK | F_HEAD}, {"h3", F_BLOCK | F_HEAD},
	{"h4", F_BLOCK | F_HEAD}, {"h5", F_BLOCK | F_HEAD}, {"h6", F_BLOCK | F_HEAD},
	{"li", F_BLOCK | F_LI}, {"dt", F_BLOCK | F_LI | F_DT}, {"dd", F_BLOCK | F_LI},
	{"ul", F_BLOCK}, {"ol", F_BLOCK}, {"dl", F_BLOCK},
	{"table", F_BLOCK}, {"tbody", F_BLOCK}, {"thead", F_BLOCK}, {"tfoot", F_BLOCK},
	{"tr", F_BLOCK | F_TR}, {"td", F_BLOCK | F_TD}, {"th", F_BLOCK | F_TD}, {"caption", F_BLOCK},
	{"blockquote", F_BLOCK | F_QUOTE}, {"pre", F_BLOCK | F_PRE | F_P}, {"address", F_BLOCK},
	{"article", F_BLOCK | F_ARTICLE}, {"main", F_BLOCK | F_MAIN},
	{"nav", F_BLOCK | F_NEGTAG | F_NAV}, {"aside", F_BLOCK | F_NEGTAG | F_ASIDE},
	{"footer", F_BLOCK | F_NEGTAG},
	{"header", F_BLOCK}, {"figure", F_BLOCK | F_FIG}, {"figcaption", F_BLOCK | F_FIG},
	{"form", F_BLOCK | F_FORM}, {"fieldset", F_BLOCK}, {"details", F_BLOCK},
	{"summary", F_BLOCK}, {"hr", F_BLOCK}, {"body", F_BLOCK | F_ROOT}, {"html", F_BLOCK | F_ROOT},
	{"legend", F_BLOCK}, {"hgroup", F_BLOCK}, {"br", F_BR}, {"a", F_A},
	{"strong", F_BOLD}, {"b", F_BOLD},
};

#define TAGHASH 512
static struct { const char *name; unsigned flags; } tagtab[TAGHASH];
pthread_once_t tables_once = PTHREAD_ONCE_INIT;  /* threads share the tables */

static unsigned hash_name(const char *s)
{
	unsigned h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static void stops_init(void);

void tagtab_init(void)
{
	/* libxml2 allocates through xmalloc, as the rest of mtk: out of memory
	 * is "mtk: out of memory" and an abort. libxml2's own handling printed
	 * "internal buffer error" and left the page silently empty (exit 0). */
	xmlMemSetup(free, xmalloc, xrealloc, xstrdup);
	xmlInitParser();
	hints_init();
	stops_init();
	lines_init();
	for (size_t i = 0; i < sizeof tagdefs / sizeof *tagdefs; i++) {
		unsigned h = hash_name(tagdefs[i].name) & (TAGHASH - 1);
		while (tagtab[h].name)
			h = (h + 1) & (TAGHASH - 1);
		tagtab[h].name = tagdefs[i].name;
		tagtab[h].flags = tagdefs[i].flags;
	}
}

static unsigned tag_flags(const char *name)
{
	unsigned h = hash_name(name) & (TAGHASH - 1);
	while (tagtab[h].name) {
		if (!strcmp(tagtab[h].name, name))
			return tagtab[h].flags;
		h = (h + 1) & (TAGHASH - 1);
	}
	return 0;
}

/* An <img> drawn AVATAR_PX square or smaller by its width and height
 * attributes: a portrait beside a name, an icon. */
#ifndef AVATAR_PX
#define AVATAR_PX 100
#endif
static int small_img(const xmlChar **atts)
{
	int w = 0, hgt = 0;
	for (; atts[0]; atts += 2)
		if (atts[1] && !strcasecmp((const char *)atts[0], "width"))
			w = atoi((const char *)atts[1]);
		else if (atts[1] && !strcasecmp((const char *)atts[0], "height"))
			hgt = atoi((const char *)atts[1]);
	return w > 0 && hgt > 0 && w <= AVATAR_PX && hgt <= AVATAR_PX;
}

/* Drops blocks [from, to): a box, or the rest of one, that a rule found. */
void unkeep(struct extractor *x, int from, int to)
{
	for (int j = from; j < to; j++)
		x->blocks[j].keep = 0;
}

static int node_new(struct extractor *x)
{
	if (x->nnodes == x->capnodes) {
		x->capnodes = x->capnodes ? x->capnodes * 2 : 1024;
		x->nodes = xrealloc(x->nodes, (size_t)x->capnodes * sizeof *x->nodes);
	}
	return x->nnodes++;
}

static int is_stop(const char *w, size_t n);

/* A word ends: a function word counts as one, and a run with no letter or
 * digit ("&", "|", "-", a dash, a guillemet) is no word: "Photovoltaik &
 * Speicher" is two. Bytes from 0xC3 on open letters (Latin, Greek,
 * Cyrillic, CJK...) but 0xE2's punctuation, arrows and symbols, and 0xF0's
 * emoji; 0xC2 opens Latin-1's signs. */
static void word_end(struct block *b, const char *w, size_t n)
{
	if (is_stop(w, n))
		b->stops++;
	for (size_t i = 0; i < n; i++) {
		unsigned c = (unsigned char)w[i];
		if (isalnum(c) && c < 0x80)
			return;
		if (c >= 0xC3 && c != 0xE2 && c < 0xF0)
			return;
	}
	b->words--;
}

#ifndef UNSPACED_WORD
#define UNSPACED_WORD 5
#endif
#ifndef RUN_LABEL
#define RUN_LABEL 40
#endif
#ifndef BAR_LINKS
#define BAR_LINKS 12
#endif
#ifndef BAR_SEPS
#define BAR_SEPS 6
#endif
/* Whether the open block is a run of links on two or more lines; or one
 * of three or more under its label in bold, a line of RUN_LABEL bytes at
 * most that holds all the text no link holds: an old news site's "<b>More
 * Sports Headlines</b><br><a>...</a><br><a>...</a>" after the story and
 * its agency's notice in the one cell of <br> lines ("<b>Weitere
 * Meldungen</b>", "<b>À lire aussi</b>"). */
static int link_run(const struct extractor *x)
{
	const struct block *b = &x->cur;
	if (b->chars <= 0 || b->cjk)
		return 0;
	const char *s = x->text.p + b->off, *nl = memchr(s, '\n', b->len);
	if (!nl || b->link_chars == b->chars)
		return nl != NULL;
	int label = b->chars - b->link_chars;
	size_t k = (size_t)(nl - s);
	if (k > RUN_LABEL || (size_t)label > k || b->bold_chars < label)
		return 0;
	int lines = 0;
	for (size_t i = k; i < b->len; i++)
		lines += s[i] == '\n';
	return lines >= 3;
}

/* A bar of links on one line after a blank line, only their bars between
 * them, that closes its box of <br> lines: an old paper's "<a>« Back to
 * News</a> | <a>Printer friendly</a> | <a>E-mail this story</a>" at the
 * end of the story's cell is a block of its own, no line of the story. */
static int closing_bar(const struct extractor *x)
{
	const struct block *b = &x->cur;
	const char *s = x->text.p + b->off;
	return b->chars > 0 && !b->cjk && !memchr(s, '\n', b->len) && memchr(s, '|', b->len) &&
	       b->link_chars >= BAR_LINKS && b->chars - b->link_chars <= BAR_SEPS;
}

/* A paragraph cut off at a link after a blank line (sax_text) that is no
 * run of links joins the block before it again: "<br><br><a>Click
 * here</a> for ..." is a line of the text. */
static void join_run(struct extractor *x)
{
	x->tent = 0;
	if (link_run(x) || x->nblocks == 0)
		return;
	struct block *a = &x->blocks[--x->nblocks], *b = &x->cur;
	a->len = b->off + b->len - a->off;
	a->chars += b->chars;
	a->link_chars += b->link_chars;
	a->anchor_chars += b->anchor_chars;
	a->words += b->words;
	a->punct += b->punct;
	a->commas += b->commas;
	a->stops += b->stops;
	a->cjk += b->cjk;
	a->link_cjk += b->link_cjk;
	a->tail_link = b->tail_link;
	a->tail_btn = b->tail_btn;
	a->tail_off = b->tail_off;
	if (b->credit_off || (a->credit_off && b->other_chars))
		a->credit_off = b->credit_off ? b->credit_off : SIZE_MAX;
	a->meta_chars += b->meta_chars;
	a->other_chars += b->other_chars;
	a->bold_chars += b->bold_chars;
	a->button += b->button;
	if (!a->imeta)
		a->imeta = b->imeta;
	x->text.p[b->off - 1] = '\n';
	*b = *a;
	/* the elements that opened or closed since the cut count the block
	 * joined again no more: their ranges are as if no cut had been (an
	 * element still open has its end set when it closes) */
	int n = x->nblocks;
	struct node *nd = x->nodes;
	for (int k = x->tent_node; k < x->nnodes; k++) {
		nd[k].first_block -= nd[k].first_block > n;
		nd[k].end_block -= nd[k].end_block > n;
	}
	for (int k = x->tent_cur; k >= 0 && k < x->tent_node; k = nd[k].parent)
		nd[k].end_block -= nd[k].end_block > n;
	if (x->label_blk > n)
		x->label_blk--;
}

void block_close(struct extractor *x)
{
	if (!x->open)
		return;
	if (x->tent && closing_bar(x))
		x->tent = 0;
	else if (x->tent)
		join_run(x);
	x->open = 0;
	if (x->wstart != (size_t)-1) {
		word_end(&x->cur, x->text.p + x->wstart, x->text.len - x->wstart);
		x->wstart = (size_t)-1;
	}
	if (x->cur.chars == 0) {
		x->text.len = x->cur.off;  /* only spaces (in a <pre>) */
		return;
	}
	/* A Chinese, Japanese or Korean character says about as much as a
	 * word, three Latin letters: the thresholds on length and words are
	 * in those units. */
	if (x->cur.cjk) {
		if (x->cur.lead == x->cur.link_chars)
			x->cur.lead += 2 * x->cur.link_cjk;  /* all link text is the lead */
		x->cur.chars += 2 * x->cur.cjk;
		x->cur.link_chars += 2 * x->cur.link_cjk;
		x->cur.words += x->cur.cjk / 2;
	}
	/* Thai, Lao, Myanmar and Khmer set no space between words, only
	 * between phrases: a word is about five of their letters, and a
	 * paragraph of a hundred was one word, a label's */
	x->cur.words += x->cur.unspaced / UNSPACED_WORD;
	if (x->nblocks == x->capblocks) {
		x->capblocks = x->capblocks ? x->capblocks * 2 : 256;
		x->blocks = xrealloc(x->blocks, (size_t)x->capblocks * sizeof *x->blocks);
	}
	x->blocks[x->nblocks++] = x->cur;
	x->text.len = x->cur.off + x->cur.len;
	buf_putc(&x->text, '\n');  /* keeps blocks NUL/newline separated for debugging */
}

/* A few very common English function words: stopword density tells prose
 * from lists of names and labels, as jusText does. Lower-case ASCII only,
 * packed into an integer and looked up in a small hash set. */
static const char *const stopwords[] = {
	"the", "a", "an", "and", "or", "of", "to", "in", "on", "is", "was", "are",
	"were", "it", "its", "that", "this", "with", "for", "as", "at", "by", "be",
	"he", "she", "they", "we", "you", "i", "his", "her", "their", "from", "but",
	"not", "have", "has", "had", "which", "who", "will", "would", "there", "been",
	"said", "about", "than", "so", "if", "when", "what", "more", "also", "can",
};
#define STOPHASH 256
static uint64_t stoptab[STOPHASH];

static uint64_t pack_word(const char *w, size_t n)
{
	uint64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned c = (unsigned char)w[i];
		if (c >= 'A' && c <= 'Z')
			c += 32;
		v = v << 8 | c;
	}
	return v;
}

static unsigned stop_slot(uint64_t v)
{
	return (unsigned)((v * 0x9E3779B97F4A7C15ull) >> 56) & (STOPHASH - 1);
}

static void stops_init(void)
{
	for (size_t i = 0; i < sizeof stopwords / sizeof *stopwords; i++) {
		uint64_t v = pack_word(stopwords[i], strlen(stopwords[i]));
		unsigned h = stop_slot(v);
		while (stoptab[h])
			h = (h + 1) & (STOPHASH - 1);
		stoptab[h] = v;
	}
}

static int is_stop(const char *w, size_t n)
{
	if (n > 5)
		return 0;
	uint64_t v = pack_word(w, n);
	for (unsigned h = stop_slot(v); stoptab[h]; h = (h + 1) & (STOPHASH - 1))
		if (stoptab[h] == v)
			return 1;
	return 0;
}

/* windows-1252's characters for 0x80-0x9F (0: none, the control stays) */
static const unsigned short cp1252_c1[32] = {
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

/* A sentence's stop or a comma in a script whose signs are not ASCII's, at
 * the UTF-8 lead byte p[0] of n bytes: 1 for a stop (the CJK full stop and
 * fullwidth "！？；", Devanagari's danda "।" and "॥", the Arabic "؟", Urdu's
 * "۔", Armenian's "։", Ethiopic's "።", Myanmar's "။", Khmer's "។"), 2 for
 * a comma (CJK "、" and "，", Arabic "،"), else 0: a Hindi sentence ends in
 * a danda, and counted as none it was a short label. */
int script_mark(const unsigned char *p, size_t n)
{
	if (n < 2)
		return 0;
	unsigned c = p[0], d = p[1];
	if (c == 0xD8)
		return d == 0x9F ? 1 : d == 0x8C ? 2 : 0;
	if (c == 0xDB || c == 0xD6)
		return (c == 0xDB && d == 0x94) || (c == 0xD6 && d == 0x89);
	if (n < 3)
		return 0;
	unsigned e = p[2];
	switch (c) {
	case 0xE0:
		return d == 0xA5 && (e == 0xA4 || e == 0xA5);
	case 0xE1:
		return (d == 0x8D && e == 0xA2) || (d == 0x81 && e == 0x8B) ||
		       (d == 0x9F && e == 0x94);
	case 0xE3:
		return d == 0x80 ? (e == 0x82 ? 1 : e == 0x81 ? 2 : 0) : 0;
	case 0xEF:
		if (d != 0xBC)
			return 0;
		return e == 0x81 || e == 0x9F || e == 0x9B ? 1 : e == 0x8C ? 2 : 0;
	}
	return 0;
}

/* Whether the character at c (n bytes there) is a letter or digit of a
 * script set with spaces between its words: ASCII's, a two-byte one
 * (Latin's accented letters, Greek, Cyrillic, Hebrew, Arabic), or a Hangul
 * syllable (U+AC00-U+D7A3: Korean sets spaces between its words, "담당부서"
 * "대기환경정책관"); no Chinese or Japanese character, no sign. */
static int spaced_letter(const unsigned char *c, size_t n)
{
	if (n >= 3 && c[0] >= 0xEA && c[0] <= 0xED)
		return (c[0] > 0xEA || c[1] >= 0xB0) &&
		       (c[0] < 0xED || c[1] < 0x9E || (c[1] == 0x9E && c[2] <= 0xA3));
	return isalnum(c[0]) || (c[0] >= 0xC3 && c[0] <= 0xDF && n >= 2 && (c[1] & 0xC0) == 0x80 &&
	                         !(c[0] == 0xC3 && (c[1] == 0x97 || c[1] == 0xB7)));  /* "×" "÷" */
}

/* Whether the text p[0..n) ends in a letter (no digit) of a script set
 * with spaces: the word before a stop; not a dotted name's part or a
 * path's ("pgferry.pool." "ConnectionPool", a signature's module and its
 * class). */
static int word_stop(const char *p, size_t n)
{
	size_t j = n;
	while (j > 0 && j + 3 > n && ((unsigned char)p[j - 1] & 0xC0) == 0x80)
		j--;
	if (j == 0 || isdigit((unsigned char)p[j - 1]) ||
	    !spaced_letter((const unsigned char *)p + j - 1, n - j + 1))
		return 0;
	for (; j > 0 && p[j - 1] != ' '; j--)
		if (p[j - 1] == '.' || p[j - 1] == '_' || p[j - 1] == '/')
			return 0;
	return 1;
}

/* Whether s[0..n) opens with a capital: ASCII's, Latin-1's ("É", "Ü")
 * or Cyrillic's capitals of D0 80-AF ("Ѐ" to "Я": "Ё", "Є", "І", "Ї"). */
static int upper_lead(const unsigned char *s, size_t n)
{
	return isupper(s[0]) ||
	       (n >= 2 && s[0] == 0xC3 && s[1] >= 0x80 && s[1] <= 0x9E && s[1] != 0x97) ||
	       (n >= 2 && s[0] == 0xD0 && s[1] >= 0x80 && s[1] <= 0xAF);
}

#ifndef UNIT_LEN
#define UNIT_LEN 4
#endif
/* Append text s[0..n) to the open block (opening one owned by element
 * owner), collapsing whitespace as a browser renders it. */
static void text_add(struct extractor *x, int owner, const unsigned char *s, size_t n,
                     int inlink, int inpre)
{
	struct block *b = &x->cur;
	if (!x->open) {
		memset(b, 0, sizeof *b);
		b->off = x->text.len;
		b->owner = owner;
		b->tag = x->nodes[owner].tag;
		x->open = 1;
		x->space = 0;
		x->softsp = 0;
		x->nl = 0;
		x->pbreak = 0;
	}
	struct buf *t = &x->text;
	/* output never exceeds input + one separator, but for the C1
	 * controls below (2 bytes of input, up to 3 of output) */
	buf_grow(t, n + n / 2 + 2);
	char *o = t->p + t->len;
	size_t wstart = x->wstart;
	int space = x->space, nl = x->nl, prews = 0;
	int chars0 = b->chars;
	size_t start = t->len;
	/* a letter after a separate element's edge that follows one
	 * (sep_elem) starts a word: "Docker Compose" "Podman"; after a
	 * field's (field_span, softsp 2) whatever ends that field */
	/* (an empty classed element's edge, softsp 5: a field's before a
	 * figure, an ASCII sign or one of general punctuation's, currency's
	 * and arrows, the three bytes from E2: U+2000-U+2FFF) */
	if (x->softsp == 5)
		x->softsp = n && (isdigit(s[0]) || (s[0] < 0x80 && ispunct(s[0])) || s[0] == 0xE2)
		            ? 2 : 0;
	if (x->softsp >= 3 && n) {
		/* two classed siblings' edge (class_sibs): between letters of
		 * a script set with spaces alone, no CJK's; a figure's unit,
		 * up to UNIT_LEN letters from a small one, runs on after it
		 * as it shows ("<span class=nutrition-value>312</span><span
		 * class=nutrition-unit>kcal</span>", "40g", "12kWh"). A figure
		 * that ends in its sign ("1.200+", "98%") parts from a word
		 * after it as one that ends in a digit does. Two plain
		 * siblings that open their line (pair_sibs, softsp 4) part
		 * where a figure meets a word alone: "kcal" "268" */
		size_t k = t->len, u = 0;
		while (k > b->off && k + 3 > t->len && ((unsigned char)t->p[k - 1] & 0xC0) == 0x80)
			k--;
		int fig = k > b->off && isdigit((unsigned char)t->p[k - 1]);
		int sign = k > b->off + 1 && (t->p[k - 1] == '%' || t->p[k - 1] == '+') &&
		           isdigit((unsigned char)t->p[k - 2]);
		if (fig)
			while (u < n && u <= UNIT_LEN &&
			       (u ? isalpha(s[u]) : s[u] >= 'a' && s[u] <= 'z'))
				u++;
		int unit = u && u <= UNIT_LEN && (u == n || !spaced_letter(s + u, n - u));
		int prev = k > b->off && spaced_letter((const unsigned char *)t->p + k - 1,
		                                       t->len - k + 1);
		int next = spaced_letter(s, n);
		if (x->softsp == 3 ? (prev && next && !unit) || (sign && next)
		                   : (prev && !fig && isdigit(s[0])) ||
		                     ((fig || sign) && next && !isdigit(s[0]) && !unit))
			space = 1;
		/* a label's colon or a full stop after a word ends it too:
		 * "Geburtsdatum:" "08.12.1996", "Kohlenhydr." "41,2 g", a
		 * caption's "... el pasado octubre." and its credit "Samuel
		 * Sánchez" (a stop before a capital or a figure; "12:" "30"
		 * and "example." "com" run on) */
		else if (k == t->len && k > b->off + 1 &&
		         (t->p[k - 1] == ':' || t->p[k - 1] == '.') &&
		         next && word_stop(t->p + b->off, k - 1 - b->off) &&
		         (t->p[k - 1] == ':' || isdigit(s[0]) || upper_lead(s, n)))
			space = 1;
		x->softsp = 0;
	}
	if (x->softsp && n) {
		unsigned char e = b->len ? (unsigned char)t->p[t->len - 1] : ' ';
		/* (a figure's sign ends one too: "98%" "zufriedene Kunden") */
		int sign = (e == '%' || e == '+') && t->len > b->off + 1 &&
		           isdigit((unsigned char)t->p[t->len - 2]);
		if ((isalnum(e) || e >= 0x80 || sign || (x->softsp == 2 && e != ' ')) &&
		    (isalnum(s[0]) || s[0] >= 0x80))
			space = 1;
		x->softsp = 0;
	}
	for (size_t i = 0; i < n;) {
		unsigned c = s[i];
		if (inpre && (c == ' ' || c == '\t')) {
			/* code keeps its indentation and alignment */
			if (nl && b->len) {
				*o++ = '\n';
				b->len++;
			}
			*o++ = (char)c;
			b->len++;
			nl = space = 0;
			prews = 1;
			i++;
			goto wordend;
		}
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
			if (inpre && c == '\n')
				nl = 1;
			space = 1;
			i++;
			goto wordend;
		}
		unsigned c1 = 0;  /* a C1 control's windows-1252 character */
		if (c >= 0x80 && i + 1 < n) {
			if (c == 0xC2 && s[i + 1] >= 0x80 && s[i + 1] <= 0x9F)
				c1 = cp1252_c1[s[i + 1] - 0x80];
			if (c == 0xC2 && s[i + 1] == 0xA0) {  /* no-break space */
				space = 1;
				i += 2;
				goto wordend;
			}
			if (c == 0xE2 && i + 2 < n && s[i + 1] == 0x80 &&
			    (s[i + 2] <= 0x8D || s[i + 2] == 0xAF)) {
				if (s[i + 2] == 0x8C || s[i + 2] == 0x8D)
					goto keep;  /* ZWNJ, ZWJ: part of the text */
				i += 3;
				if (s[i - 1] == 0x8B)
					continue;  /* zero-width space */
				space = 1;  /* en/em/thin/narrow spaces */
				goto wordend;
			}
			if (c == 0xE3 && i + 2 < n && s[i + 1] == 0x80 && s[i + 2] == 0x80) {
				space = 1;  /* ideographic space */
				i += 3;
				goto wordend;
			}
			if (c == 0xEF && i + 2 < n && s[i + 1] == 0xBB && s[i + 2] == 0xBF) {
				i += 3;  /* stray BOM / ZWNBSP */
				continue;
			}
			/* the Private Use Area, U+E000-U+F8FF: an icon font's
			 * glyph (a page builder's "&#xe08a;"), no text */
			if ((c == 0xEE || (c == 0xEF && s[i + 1] <= 0xA3)) && i + 2 < n) {
				i += 3;
				continue;
			}
		}
	keep:
		if (space || nl || prews || b->len == 0) {
			if (b->len && (space || nl)) {
				*o++ = nl ? '\n' : ' ';
				b->len++;
			}
			b->words++;
			wstart = (size_t)(o - t->p);
			space = nl = prews = 0;
		}
		if (c1) {
			/* "&#147;" is a left double quote to a browser (HTML's
			 * numeric references in 0x80-0x9F are windows-1252's),
			 * where libxml2 gives the control U+0093 */
			size_t k = utf8_encode(c1, o);
			o += k;
			b->len += k;
			b->chars++;
			b->link_chars += inlink != 0;
			b->anchor_chars += inlink == 2;
			i += 2;
			continue;
		}
		*o++ = (char)c;
		b->len++;
		if ((c & 0xC0) != 0x80) {
			b->chars++;
			b->link_chars += inlink != 0;
			b->anchor_chars += inlink == 2;
			if (c >= 0xE3 && c <= 0xED) {  /* U+3000..U+DFFF: kana, CJK, Hangul */
				b->cjk++;
				b->link_cjk += inlink != 0;
			} else if ((c == 0xE0 || c == 0xE1) && i + 1 < n &&
			           (c == 0xE0 ? s[i + 1] >= 0xB8 && s[i + 1] <= 0xBB
			                      : s[i + 1] <= 0x81 || s[i + 1] == 0x9E ||
			                        s[i + 1] == 0x9F))
				b->unspaced++;  /* U+0E00..0EFF Thai, Lao; U+1000..107F
				                 * Myanmar; U+1780..17FF Khmer */
		}
		if (c == '.' || c == '!' || c == '?' || c == ';' || c == ':')
			b->punct++;
		else if (c == ',')
			b->commas++;
		else if (c >= 0xD6 && c <= 0xEF) {
			int m = script_mark(s + i, n - i);
			b->punct += m == 1;
			b->commas += m == 2;
		}
		i++;
		continue;
	wordend:
		if (wstart != (size_t)-1) {
			word_end(b, t->p + wstart, (size_t)(o - t->p) - wstart);
			wstart = (size_t)-1;
		}
	}
	t->len = (size_t)(o - t->p);
	t->p[t->len] = 0;
	/* the link the block opens with, counted per text node (a node is
	 * all link or none): the first text outside a link ends it; the
	 * last text node says whether the block closes with a link */
	if (b->chars > chars0) {
		if (inlink && b->tail_link != inlink)
			b->tail_off = start;
		b->tail_link = inlink;
	}
	if (!b->lead_done && b->chars > chars0) {
		if (inlink)
			b->lead += b->chars - chars0;
		else {
			b->lead_done = 1;
			b->lead_br = x->nl && b->lead > 0;
		}
	}
	x->wstart = wstart;  /* a word may go on in the next text node */
	x->space = space;
	x->nl = nl;
}

#ifndef INLINE_KEEP
#define INLINE_KEEP F_HEAD  /* a heading styled inline is still one */
#endif

static int accordion_button(const xmlChar **atts);
static int answer_button(const xmlChar **atts);
static int answer_list(const struct extractor *x, int li);

/* Pass 1, as SAX callbacks: libxml2 builds no tree. Its HTML parser closes
 * implied and unclosed elements itself, so starts and ends always pair. */
static struct extractor *sax_x(void *ctx)
{
	return ((xmlParserCtxtPtr)ctx)->_private;
}

/* The value of attribute name among atts, or NULL where it has none. */
static const char *att_value(const xmlChar **atts, const char *name)
{
	for (; atts && atts[0]; atts += 2)
		if (atts[1] && !strcmp((const char *)atts[0], name))
			return (const char *)atts[1];
	return NULL;
}

/* Whether a link's rel names the page of its text's author ("<a
 * rel=author href=/profile/...>"), HTML's own mark of a byline. */
static int rel_author(const xmlChar **atts)
{
	const char *v = att_value(atts, "rel");
	return v && strstr(v, "author");
}

/* A box whose line a rel=author link opens (rel_author), its text under
 * REL_AUTHOR_LINE characters in AUTHOR_BLOCKS blocks at most, is a byline
 * (H_META | H_AUTHOR) whatever its class, a hashed one that names nothing
 * ("<div class=dcr-1lqrmf6><a rel=author>Helena Horton</a> <span>
 * Environment reporter</span></div>", "<a rel=author>Jana Brandt</a>,
 * Redakteurin", "<a rel=author>Léa Martin</a> · 4 min"); a box of prose
 * that one opens is none. Called as the box ends. */
#ifndef REL_AUTHOR_LINE
#define REL_AUTHOR_LINE 100
#endif
#ifndef AUTHOR_BLOCKS
#define AUTHOR_BLOCKS 2
#endif
static void author_line(struct extractor *x, struct node *d)
{
	size_t len = 0;
	if (x->nblocks - d->first_block > AUTHOR_BLOCKS)
		return;
	for (int k = d->first_block; k < x->nblocks; k++)
		len += x->blocks[k].len;
	if (len < REL_AUTHOR_LINE)
		d->hint |= H_META | H_AUTHOR;
}

/* Only an <a> with an href is a link: a named anchor (<a name=top>) left
 * open would otherwise make the rest of the page link text. 1 for a link,
 * 2 for a link within the page ("#section"), 3 for a mailto:/tel: one. */
static int has_href(const xmlChar **atts)
{
	for (; atts && atts[0]; atts += 2) {
		if (strcmp((const char *)atts[0], "href"))
			continue;
		const char *v = (const char *)atts[1];
		if (!v)
			return 1;
		if (*v == '#')
			return 2;
		while (*v == ' ')
			v++;
		/* and so is a bare file name with a fragment, the form a
		 * generated reference writes its own sections' anchors in
		 * ("classFoo.html#details", "api.html#method-detail"): a
		 * link elsewhere names a path or a site */
		size_t f = strcspn(v, "#/:?");
		if (f && v[f] == '#' && v[f + 1] && memchr(v, '.', f))
			return 2;
		if (!strncasecmp(v, "mailto:", 7) || !strncasecmp(v, "tel:", 4) ||
		    !strncasecmp(v, "callto:", 7))
			return 3;
		return 1;
	}
	return 0;
}

/* Whether an <a>'s href is a link to the page's top: a fragment that is
 * "top" or opens with "top" and a "_" or "-" and no figure ("#top",
 * "#top_of_page", "#top-of-page"; not "#toppings", "#topics", "#top-10"),
 * or ends with the page's top ("#page-top", "#pagetop"); "#" alone is a
 * wiki's edit link in brackets after the heading's text ("Anreise
 * [<a href=#>Bearbeiten</a>]": before, the heading's text so far, closes
 * with "["), a heading's own word anywhere else. */
static int top_href(const xmlChar **atts, const char *before, size_t blen)
{
	static const char *const tail[] = {"page-top", "page_top", "pagetop"};
	const char *v = att_value(atts, "href");
	if (!v || v[0] != '#')
		return 0;
	size_t n = strlen(v);
	if (n == 1) {
		while (blen && (before[blen - 1] == ' ' || before[blen - 1] == '\n'))
			blen--;
		return blen && before[blen - 1] == '[';
	}
	if (!strncasecmp(v + 1, "top", 3))
		return !v[4] || ((v[4] == '_' || v[4] == '-') && !isdigit((unsigned char)v[5]));
	return ENDS_ANY_CI(v, n, tail);
}

/* The text of a mailto:/tel: link is the address itself: an e-mail address
 * ("info@beispiel.de") or a phone number ("+49 761 123456"). After a label's
 * colon it is the page's text, as an address in plain text is (sax_text): a
 * contact line. A share button's "E-Mail" stays a link. */
static int contact_text(const unsigned char *s, size_t n)
{
	int at = 0, digits = 0, other = 0, letters = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned c = s[i];
		if (c == '@')
			at++;
		else if (c >= '0' && c <= '9')
			digits++;
		else if ((c | 32) >= 'a' && (c | 32) <= 'z')
			letters++;
		else if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
			continue;
		else if (!strchr("+-/().", (int)c))
			other++;
	}
	if (at == 1)
		return letters + digits >= 5;
	return !at && digits >= 6 && !letters && !other;
}

/* What an inline element's class names it, by the last part of a token
 * after "-" or "_" ("badge", "post-tag", "c-chip", "badge rounded-pill",
 * "field__label"):
 *   CLASS_LABEL  a field's label, its value beside it: "label",
 *                "field-label", "meta_label", "dato-etiqueta",
 *                "etichetta", "libelle" (a fact box's "<span
 *                class=label>Datum</span><span class=value>12.09.2026
 *                </span>", "Alarmierung", "Lieu", "Plaats", set apart by
 *                the stylesheet alone, no space between them in the markup);
 *   CLASS_APART  a box the stylesheet sets apart from the text beside it:
 *                a label, a badge, tag, chip or pill in a row of them
 *                ("<span class=badge>Neu</span><span class=badge>Gratis
 *                </span>", "<a class=tag>Politique</a><a class=tag>Europe
 *                </a>"), Doxygen's "<span class=mlabel>inline</span><span
 *                class=mlabel>noexcept</span>" (sep_elem); and a divider,
 *                empty, whose dash the stylesheet draws between two times
 *                (Squarespace's "<time>17:00</time><span class=
 *                event-datetime-divider></span><time>19:30</time>", a
 *                "date-separator" between "12.03." and "14.03."); and an
 *                inline class whose last part is "author", "credit" or
 *                "copyright" (a caption's credit most often, a byline's
 *                "author", a comment's "comment-author": a space is all
 *                it costs), set on a line of its own under the caption
 *                ("<figcaption>Трамвай на улице Коминтерна<span
 *                class=photo-author>Фото: ...</span>", "photo-credit",
 *                "image-copyright");
 *   CLASS_PLACE  a story's place or dateline before its first word, any
 *                part of the class ("<span class=location-stamp>Đà Nẵng
 *                </span>Từ ngày 1/6 ...", "dateline"): the stylesheet
 *                sets its dash after it, and a word after it starts one
 *                (place_end). */
enum { CLASS_LABEL = 1, CLASS_APART = 2, CLASS_PLACE = 4 };
static int class_parts(const xmlChar **atts)
{
	int r = 0;
	for (; atts && atts[0]; atts += 2) {
		const char *v = (const char *)atts[1];
		if (!v || !v[0] || strcmp((const char *)atts[0], "class"))
			continue;
		const char *q = v;
		for (const char *t = v;; t++) {
			if (*t && *t != ' ' && *t != '-' && *t != '_')
				continue;
			if (t - q == 8 && (!strncasecmp(q, "location", 8) ||
			                   !strncasecmp(q, "dateline", 8)))
				r |= CLASS_PLACE;
			if (*t != '-' && *t != '_') {
				size_t n = (size_t)(t - q);
				if ((n == 5 && !strncasecmp(q, "label", 5)) ||
				    (n == 7 && !strncasecmp(q, "libelle", 7)) ||
				    (n == 8 && !strncasecmp(q, "etiqueta", 8)) ||
				    (n == 9 && !strncasecmp(q, "etichetta", 9)))
					r |= CLASS_LABEL | CLASS_APART;
				else if ((n == 3 && !strncasecmp(q, "tag", 3)) ||
				         (n == 4 && (!strncasecmp(q, "chip", 4) ||
				                     !strncasecmp(q, "pill", 4))) ||
				         (n == 5 && !strncasecmp(q, "badge", 5)) ||
				         (n == 6 && !strncasecmp(q, "mlabel", 6)) ||
				         (n == 7 && !strncasecmp(q, "divider", 7)) ||
				         (n == 9 && !strncasecmp(q, "separator", 9)) ||
				         (n == 6 && (!strncasecmp(q, "author", 6) ||
				                     !strncasecmp(q, "credit", 6))) ||
				         (n == 9 && !strncasecmp(q, "copyright", 9)))
					r |= CLASS_APART;
			}
			if (!*t)
				break;
			q = t + 1;
		}
	}
	return r;
}

/* Whether an inline element is one that a page's stylesheet sets apart
 * from the text beside it, so that its edges part two words that the
 * markup runs together: a tab's or a form's <label> ("<label>Docker
 * Compose</label><label>Podman</label>"), a tab ("role=tab"), one whose
 * class says so (CLASS_APART, given as cp), and a span styled a line of its
 * own ("<span style=display:block>"). A span that styles part of a word
 * ("<span class=dropcap>D</span>ie", "<b>W</b>ort", a search hit) is
 * none. */
static int sep_elem(const xmlChar *name, const xmlChar **atts, int cp)
{
	if ((cp & CLASS_APART) ||
	    ((name[0] | 32) == 'l' && !strcasecmp((const char *)name, "label")))
		return 1;
	for (; atts && atts[0]; atts += 2) {
		const char *a = (const char *)atts[0], *v = (const char *)atts[1];
		if (!v || !v[0])
			continue;
		if (a[0] == 'r' && !strcmp(a, "role") && !strcasecmp(v, "tab"))
			return 1;
		if (a[0] == 's' && !strcmp(a, "style")) {
			const char *d = strstr(v, "display");
			if (!d)
				continue;
			for (d += 7; *d == ' ' || *d == ':'; d++)
				;
			if (!strncmp(d, "block", 5) || !strncmp(d, "flex", 4))
				return 1;
		}
	}
	return 0;
}

/* levels from a tab's button up to its row (role=tablist) */
#ifndef TAB_UP
#define TAB_UP 3
#endif

/* Whether an <input> is a radio button: one choice of several (a check
 * box is also a recipe's ingredient to tick off, WP Recipe Maker's). */
static int choice_input(const xmlChar **atts)
{
	const char *v = att_value(atts, "type");
	return v && !strcasecmp(v, "radio");
}

/* Whether a skipped element is a field to type a value in: an <input> of
 * type text, number, email, tel or date (or of none). A <select> alone is
 * a page's jump menu as often ("On this page: [select]") and marks none. */
static int entry_input(const xmlChar *name, const xmlChar **atts)
{
	if ((name[0] | 32) != 'i' || strcasecmp((const char *)name, "input"))
		return 0;
	const char *v = att_value(atts, "type");
	return !v || !strcasecmp(v, "text") || !strcasecmp(v, "number") ||
	       !strcasecmp(v, "email") || !strcasecmp(v, "tel") || !strcasecmp(v, "date");
}

/* Whether an <input> is a field for an e-mail address: of type email, or
 * a text field (or of no type) whose name, id or placeholder names one
 * ("email", "E-Mail-Adresse", "Votre courriel", "電郵地址", "邮箱", "メール
 * アドレス", "이메일"): a sign-up box's (drop_signup_boxes). */
static int mail_input(const xmlChar *name, const xmlChar **atts)
{
	static const char *const w[] = {
		"mail", "courriel", "correo", "\xE9\x9B\xBB\xE9\x83\xB5",
		"\xE9\x82\xAE\xE7\xAE\xB1",
		"\xE3\x83\xA1\xE3\x83\xBC\xE3\x83\xAB", "\xEC\x9D\xB4\xEB\xA9\x94\xEC\x9D\xBC",
	};
	static const char *const at[] = {"name", "id", "placeholder"};
	if ((name[0] | 32) != 'i' || strcasecmp((const char *)name, "input"))
		return 0;
	const char *v = att_value(atts, "type");
	if (v && !strcasecmp(v, "email"))
		return 1;
	if (v && strcasecmp(v, "text"))
		return 0;
	for (size_t k = 0; k < sizeof at / sizeof *at; k++) {
		const char *a = att_value(atts, at[k]);
		if (a && HAS_ANY_CI(a, strlen(a), w))
			return 1;
	}
	return 0;
}

/* Whether a skipped element is a form's control: 1, a field, a drop-down,
 * an <input> of any type but hidden or a button's; 2, a button to press
 * (a <button>, an <input> of type submit, button, reset or image). */
static int form_control(const xmlChar *name, const xmlChar **atts)
{
	static const char *const w[] = {"input", "textarea", "select", "button"};
	static const char *const press[] = {"submit", "button", "reset", "image"};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (!strcasecmp((const char *)name, w[k])) {
			const char *v = k ? NULL : att_value(atts, "type");
			if (k == 3)
				return 2;
			for (size_t j = 0; v && j < sizeof press / sizeof *press; j++)
				if (!strcasecmp(v, press[j]))
					return 2;
			return !v || strcasecmp(v, "hidden");
		}
	return 0;
}

/* Whether an element has a style attribute of its own. */
static int styled(const xmlChar **atts)
{
	for (; atts && atts[0]; atts += 2)
		if (!strcmp((const char *)atts[0], "style"))
			return 1;
	return 0;
}

/* Whether the <span> that just ended (its text from x->span_off on) holds
 * a field: FIELD_SPAN characters at most, of two words, a space within
 * them ("320 kcal", "E 12 g"), whose edge with a next span's is one
 * between two words. */
#ifndef FIELD_SPAN
#define FIELD_SPAN 40
#endif
static int field_span(const struct extractor *x)
{
	size_t a = x->span_off, e = x->text.len;
	if (a < x->cur.off || e - a > FIELD_SPAN)
		return 0;
	while (a < e && x->text.p[a] == ' ')
		a++;
	for (; a < e; a++)
		if (x->text.p[a] == ' ')
			return 1;
	return 0;
}

/* A list item's, a term's value's, a cell's or a plain box's two
 * cells: two inline elements side by side, no space between them, each
 * the whole of what it holds and the two all that the element holds (a
 * shop's spec list, "<li><span>Renk</span><span>Beyaz</span></li>"), are
 * a label and its value, two words where the second opens with a
 * capital; a word split by markup ("<div><b>Wort</b><i>teil</i></div>"),
 * a figure's unit ("312" "kcal"), or two spans in a line among other
 * text or links, runs on. Element d (x->cell_par) is ending: where its block
 * is still open and its text ends at the second's end, a space goes in
 * at their edge (x->cell_gap), which the first word (from x->cell_word)
 * ends. */
static void cell_pair(struct extractor *x, const struct node *d)
{
	struct block *b = &x->cur;
	size_t g = x->cell_gap, n = x->text.len;
	char *t = x->text.p;
	x->cell_par = -1;
	if (!(d->tag & F_BLOCK) || (d->tag & ~(F_BLOCK | F_LI | F_TD)) || !x->open ||
	    x->nnodes != (int)(d - x->nodes) + 3 || x->pair_end != n || g <= b->off ||
	    g >= n || b->link_chars || t[g - 1] == ' ' ||
	    !upper_lead((const unsigned char *)t + g, n - g))
		return;
	/* two bold runs side by side, a name's prefix of up to three letters
	 * and one word, are one word the markup cut ("<li><b>Mc</b><b>Donald
	 * </b>", an editor's split); a bold label and its bold value stay
	 * two ("<b>Winner</b><b>Anna Berg</b>") */
	const struct node *kid = d + 1;
	if ((kid[0].tag & F_BOLD) && (kid[1].tag & F_BOLD) && x->cell_word != (size_t)-1 &&
	    !memchr(t + g, ' ', n - g)) {
		size_t pre = 0;
		for (size_t k = x->cell_word; k < g && pre <= 3; k++)
			pre += ((unsigned char)t[k] & 0xC0) != 0x80;
		if (pre <= 3)
			return;
	}
	/* a drop cap and the rest of its word ("<span class=dropcap>T</span>
	 * <span>HE council met"): a first of one letter, or a second that
	 * opens with capitals up to a space, is one word */
	size_t lead = 0, caps = 0;
	for (size_t k = x->cell_word; x->cell_word != (size_t)-1 && k < g && lead < 2; k++)
		lead += ((unsigned char)t[k] & 0xC0) != 0x80;
	while (g + caps < n && isupper((unsigned char)t[g + caps]))
		caps++;
	if (lead < 2 || (caps >= 2 && g + caps < n && t[g + caps] == ' '))
		return;
	buf_grow(&x->text, 2);
	t = x->text.p;
	memmove(t + g + 1, t + g, n - g + 1);
	t[g] = ' ';
	x->text.len = n + 1;
	b->len++;
	b->words++;
	if (x->wstart == x->cell_word && x->wstart != (size_t)-1) {
		word_end(b, t + x->wstart, g - x->wstart);
		x->wstart = g + 1;
	} else if (x->wstart != (size_t)-1 && x->wstart > g) {
		x->wstart++;
	}
	x->pair_end++;
	if (x->sr_end && x->sr_end - 1 > g)
		x->sr_end++;  /* (a screen reader's text's end, saved past g) */
}

/* The tag name and class of an element, hashed (FNV-1a) without its digits;
 * 0 without a class: similar sibling boxes (a thread's posts) share it,
 * their rows counted or not ("post bg1", "post bg2"; "windowbg2"). *first
 * gets the hash of the tag name and the class's first word alone, folded
 * to 16 bits, for a section: a one-page site's sections share it
 * ("home-section wg-about", "home-section wg-markdown"); 0 for others. */
static unsigned class_hash(const xmlChar *name, const xmlChar **atts,
                           unsigned short *first)
{
	*first = 0;
	for (; atts && atts[0]; atts += 2) {
		if (strcmp((const char *)atts[0], "class") || !atts[1] ||
		    !atts[1][0])
			continue;
		unsigned h = 2166136261u;
		for (const xmlChar *q = name; *q; q++)
			h = (h ^ *q) * 16777619u;
		unsigned hn = h;
		for (const xmlChar *q = atts[1]; *q; q++)
			if (*q < '0' || *q > '9')
				h = (h ^ *q) * 16777619u;
		/* only for a <section> or a box whose first word names one
		 * ("et_pb_section", "elementor-section"): no grid's columns
		 * ("span-16", "span-8 last"), whose sidebar holds prose too */
		const xmlChar *w = atts[1], *we;
		while (*w == ' ')
			w++;
		int sec = name[0] == 's' && !strcmp((const char *)name, "section");
		for (we = w; *we && *we != ' '; we++)
			sec |= *we == 's' && !strncmp((const char *)we, "section", 7);
		if (sec) {
			for (const xmlChar *q = atts[1]; q < we; q++)
				if (*q < '0' || *q > '9')
					hn = (hn ^ *q) * 16777619u;
			*first = (unsigned short)((hn ^ (hn >> 16)) | 1);
		}
		return h ? h : 1;
	}
	return 0;
}

/* Whether a <span> marked aria-hidden is the eye's twin of the screen
 * reader's text that just ended, nothing but blanks between, in one line:
 * a recipe card's time, "15<span class=sr-only> minutos</span></span>
 * <span aria-hidden=true>minutos</span>" (WP Recipe Maker's). The reader
 * sees it; hidden from a screen reader alone, it is no icon's. */
static int aria_twin(const struct extractor *x, const xmlChar *name)
{
	if (!x->sr_end || x->sr_blk != x->nblocks || !x->open ||
	    strcasecmp((const char *)name, "span"))
		return 0;
	for (size_t i = x->sr_end - 1; i < x->text.len; i++)
		if (!isspace((unsigned char)x->text.p[i]))
			return 0;
	return 1;
}

#ifndef TIME_HEAD
#define TIME_HEAD 6  /* blocks of a header box looked at for its headline */
#endif
void sax_start(void *ctx, const xmlChar *name, const xmlChar **atts)
{
	struct extractor *x = sax_x(ctx);
	if (x->over)
		return;
	if (x->skip) {
		x->skip++;
		/* a <noscript>'s paragraphs: a copy of content has them, a
		 * gallery's fallback (its pictures and their captions) none */
		if (x->ns_skip && !strcasecmp((const char *)name, "p"))
			x->ns_paras++;
		if (x->ns_skip && (!strcasecmp((const char *)name, "h1") ||
		    !strcasecmp((const char *)name, "h2") || !strcasecmp((const char *)name, "h3")))
			x->ns_heads++;
		return;
	}
	unsigned tf = tag_flags((const char *)name);
	/* the second parse of a page whose content is a <noscript>'s
	 * (extract_html) reads that element as a box */
	if ((tf & F_SKIP) && !strcasecmp((const char *)name, "noscript") &&
	    ++x->ns_seen == x->ns_best && x->ns_keep)
		tf = F_BLOCK;
	uint64_t negkey = 0;
	x->expander = 0;
	uint64_t h = atts ? elem_hints(x, atts, &negkey) : 0;
	if ((h & H_HIDDEN) && atts && x->aria_only && aria_twin(x, name))
		h &= ~(uint64_t)H_HIDDEN;
	/* a <time> in the box of the article's header, under its headline
	 * ("<header><h2>...</h2><div>Von ...</div><time>21.01.2026, 14.22
	 * Uhr</time>", "<div class=firma><span>Ainhoa Etxeberria</span>
	 * <time>13/03/2025 08:15</time>" under the h1), is its date line
	 * as one named a date is (one in a field under its label,
	 * "Angebotsfrist", is the page's fact) */
	/* where the page's first <time> opens: a story's date above the end
	 * of the body, not a footer's (hero_title) */
	if (x->time_block < 0 && !tf && !strcasecmp((const char *)name, "time"))
		x->time_block = x->nblocks;
	if (!tf && !(h & H_META) && x->cur_node >= 0 && !strcasecmp((const char *)name, "time")) {
		int g = x->nodes[x->cur_node].parent;
		int from = x->nodes[g >= 0 ? g : x->cur_node].first_block;
		for (int j = from; j < x->nblocks && j < from + TIME_HEAD; j++)
			if (x->blocks[j].tag & F_HEAD) {
				h |= H_META;
				break;
			}
		/* and so is one that opens the line right after a byline's
		 * (author_line: "<a rel=author>Tom Reid</a> Transport
		 * correspondent" over "<time>27 November 2026, 6:00am
		 * </time>") */
		if ((!x->open || x->cur.chars == 0) && x->nblocks > 0 &&
		    (x->nodes[x->blocks[x->nblocks - 1].owner].hint & H_AUTHOR))
			h |= H_META;
	}
	/* a custom element (a web component, its name with a hyphen:
	 * "<article-meta>", "<share-bar>", "<site-footer>") is named as a
	 * class names a box, and one that starts a line in a layout box (no
	 * paragraph, heading, item or cell) is a box of its own: a
	 * component's layout ("<author-list>" over "<lazy-image>"); one in a
	 * line of text is inline, GitHub's "<relative-time>", and so is
	 * MathJax's math, "<mjx-container>", a formula in a sentence even
	 * where it opens a line ("<p>When</p><mjx-container>a ≠ 0
	 * </mjx-container>, there are two solutions") */
	if (!tf && strchr((const char *)name, '-') && strncasecmp((const char *)name, "mjx-", 4)) {
		h |= attr_hint_cached(x, (const char *)name, &negkey);
		unsigned pt = x->cur_node >= 0 ? x->nodes[x->cur_node].tag : F_BLOCK;
		if ((!x->open || x->cur.chars == 0) && (pt & F_BLOCK) &&
		    !(pt & (F_P | F_HEAD | F_LI | F_TD | F_PRE | F_DT)))
			tf = F_BLOCK;
	}
	/* a list of references is an <ol>, numbered as the notes in the text
	 * ("<ul class=references>" is a company's list of its clients) */
	if ((h & H_REFLIST) && strcasecmp((const char *)name, "ol"))
		h &= ~H_REFLIST;
	/* a link set as a button by utility classes alone is one: a call to
	 * act's "Jetzt starten" (a box so set is a card) */
	if (h & H_UTILBTN)
		h = (h & ~(uint64_t)H_UTILBTN) | ((tf & F_A) ? H_BUTTON : 0);
	/* a portrait, an <img> named so or drawn AVATAR_PX square or
	 * smaller ("<img width=48 height=48 class=rounded-full>"), marks the
	 * box it stands in */
	if ((tf & F_SKIP) && x->cur_node >= 0 && atts && !strcasecmp((const char *)name, "img")) {
		x->nodes[x->cur_node].hint |= (h & H_AVATAR) || small_img(atts) ? H_AVATAR :
		                              H_PICTURE;
		/* and its alt text, which a caption beside it may repeat */
		for (const xmlChar **a = atts; a[0] && x->nalt < ALT_MAX; a += 2)
			if (a[1] && a[1][0] && !strcasecmp((const char *)a[0], "alt")) {
				x->alt_node[x->nalt] = x->cur_node;
				x->alt_text[x->nalt++] =
					alt_hash((const char *)a[1], strlen((const char *)a[1]));
				break;
			}
	}
	h &= ~(uint64_t)H_AVATAR;
	/* an inline-block box set in a line of text (an icon, a widget) lays
	 * its contents out in that line; one that starts a line is a layout
	 * column, whose paragraphs are blocks */
	int ininline = ((h & H_INLBOX) && x->open && x->cur.chars > 0) ||
	               (x->cur_node >= 0 && x->nodes[x->cur_node].ininline);
	if ((ininline || (h & H_INLINE)) && !(tf & (INLINE_KEEP | F_ROOT)))
		tf &= ~(unsigned)F_BLOCK;
	/* a table set in divs with ARIA roles (a docs site's "<div
	 * role=row><div role=cell>") is a table: its short cells share a line */
	if ((h & H_ROW) && (tf & F_BLOCK))
		tf |= F_TR;
	if ((h & H_CELL) && (tf & F_BLOCK))
		tf |= F_TD;
	/* and so is a grid of divs in a box named a table (div_table) */
	if ((tf & F_BLOCK) && x->cur_node >= 0 && (x->nodes[x->cur_node].hint & H_DIVTABLE) &&
	    (x->nodes[x->cur_node].tag & F_BLOCK) && !strcasecmp((const char *)name, "div") &&
	    atts && cell_class(atts)) {
		tf |= F_TD;
		x->nodes[x->cur_node].tag |= F_TR;
	}
	/* a <cite> that starts a line in a blockquote (within three levels)
	 * is a line: the quote's header ("kim wrote: 14 Mar 2023, 08:10",
	 * phpBB), not run into the quoted text */
	if (!x->open && !strcasecmp((const char *)name, "cite"))
		for (int k = x->cur_node, n = 0; k >= 0 && n < 3;
		     k = x->nodes[k].parent, n++)
			if (x->nodes[k].tag & F_QUOTE) {
				tf |= F_BLOCK;
				break;
			}
	/* an inline box named a forum post's signature that opens a line
	 * is a block of its own, as a <div> so named is ("<span class=
	 * signature>---------------<br>Ma rénovation ...</span>" under a
	 * post: a table-built French forum's) */
	if ((h & H_SIGN) && !(tf & (F_BLOCK | F_SKIP)) && (!x->open || x->cur.chars == 0))
		tf |= F_BLOCK;
	/* a <button> that opens a heading holds its text: an accordion's
	 * toggle, "<h3><button aria-expanded>Question?</button></h3>" (the
	 * ARIA pattern; Squarespace's FAQ) */
	if ((tf & F_SKIP) && x->cur_node >= 0 && (x->nodes[x->cur_node].tag & F_HEAD) &&
	    (!x->open || x->cur.chars == 0) && !strcasecmp((const char *)name, "button"))
		tf = 0;
	/* and so does one that opens a table's cell: its value, a button
	 * that opens the cell's notes (a browser compatibility table's
	 * "<td><button>Full support Chrome 92</button></td>", MDN's); one
	 * after a field to type in is the row's order control, not its value
	 * (a shop's table of sizes: "<td><input type=number><button>In den
	 * Warenkorb</button></td>") */
	if ((tf & F_SKIP) && x->cur_node >= 0 && (x->nodes[x->cur_node].tag & F_TD) &&
	    !(x->nodes[x->cur_node].hint & H_ENTRY) &&
	    (!x->open || x->cur.chars == 0) && !strcasecmp((const char *)name, "button"))
		tf = 0;
	/* and so does one that opens a list's item, named an answer by its
	 * class: a quiz's answer, "<li><button class=quiz-answer>A long walk
	 * before breakfast</button></li>" (answer_button); a list of tools'
	 * "<li><button>Teilen</button></li>" is none */
	if ((tf & F_SKIP) && x->cur_node >= 0 && (x->nodes[x->cur_node].tag & F_LI) &&
	    (!x->open || x->cur.chars == 0) && atts &&
	    !strcasecmp((const char *)name, "button") &&
	    (answer_button(atts) || answer_list(x, x->cur_node)))
		tf = 0;
	/* and so does one that a box holds, named an accordion's toggle by
	 * its class and marked one by its ARIA state: "<button class=
	 * kt-blocks-accordion-header aria-controls=...>Question?</button>"
	 * (Kadence's, GenerateBlocks' FAQ); it heads its answer as a
	 * heading does */
	if ((tf & F_SKIP) && (!x->open || x->cur.chars == 0) && atts &&
	    !strcasecmp((const char *)name, "button") && accordion_button(atts))
		tf = F_BLOCK | F_HEAD;
	/* and so does a shut toggle whatever its class, its text a box
	 * (aria-expanded=false): an FAQ's "<button aria-expanded=false>
	 * <h3>Wann werden die Zinsen gutgeschrieben?</h3></button><div
	 * hidden>" opens its answer as a role=button box does (toggle_asks);
	 * and a button that controls a panel (aria-controls), no tab's
	 * (role=tab: a table's "All Methods" | "Static Methods") */
	if ((tf & F_SKIP) && x->expander >= 0 &&
	    (x->expander > 0 || att_value(atts, "aria-controls")) &&
	    (!x->open || x->cur.chars == 0) &&
	    !strcasecmp((const char *)name, "button"))
		tf = F_BLOCK;
	/* and so does a tab's label set as a button (role=tab) in its row
	 * (role=tablist, TAB_UP levels up at most): a code sample's tabs,
	 * "cURL" | "Node" | "Python" (styled-components' docs), are the
	 * golds' as an <li role=tab>'s are; over no code they go
	 * (keep_tab_labels) */
	if ((tf & F_SKIP) && x->expander < 0 && (!x->open || x->cur.chars == 0) &&
	    !strcasecmp((const char *)name, "button")) {
		int k = x->cur_node;
		for (int up = 0; k >= 0 && up < TAB_UP && !(x->nodes[k].hint & H_TABLIST); up++)
			k = x->nodes[k].parent;
		if (k >= 0 && (x->nodes[k].hint & H_TABLIST)) {
			tf = F_BLOCK;
			h |= H_TABBTN;
		}
	}
	/* a <span> marked a button, no toggle (no aria-expanded, no
	 * aria-controls) nor in a heading, is a post's action as a <button>
	 * is: a mail archive's "<span role=button>Reply all</span><span
	 * role=button>Forward</span>" under each message (Google Groups'),
	 * where no text is open (a spoiler's in a sentence is the story's:
	 * "The ending: <span role=button>the butler did it</span>.") */
	if (!tf && atts && (!x->open || x->cur.chars == 0) && (name[0] | 32) == 's' &&
	    !strcasecmp((const char *)name, "span") &&
	    !att_value(atts, "aria-expanded") && !att_value(atts, "aria-controls") &&
	    (x->cur_node < 0 || !(x->nodes[x->cur_node].tag & F_HEAD))) {
		const char *role = att_value(atts, "role");
		if (role && !strcmp(role, "button"))
			tf = F_SKIP;
	}
	/* a fieldset's legend outside a form is the title of its box, a
	 * heading: a course catalogue's "Grunddaten", "Termine", "Zugeordnete
	 * Person" over its tables (HIS's, LSF's); "Données de base", "Datos
	 * básicos". In a form it names the form's fields ("Search",
	 * "Kommentar schreiben"). */
	if (tf == F_BLOCK && (name[0] == 'l' || name[0] == 'L') &&
	    !strcasecmp((const char *)name, "legend")) {
		int k = x->cur_node;
		while (k >= 0 && !(x->nodes[k].tag & F_FORM))
			k = x->nodes[k].parent;
		if (k < 0) {
			tf |= F_HEAD;
			/* (sax_end asks whether its box holds a control) */
			x->legend_node = x->nnodes;
			x->legend_ctl = x->controls;
		}
	}
	/* a link back to the page's top after a heading's text, in it, is
	 * hidden by its target as its class hides it (hints.c's top_link)
	 * where no word names it: a man page's "NAME <a href=#top_of_page>
	 * top</a>" under hashed class names, a section's "↑" ("#page-top");
	 * and a wiki's "[edit]" link (top_href); so is one that opens a
	 * line of its own under the text, after a <br> (nl): an FAQ's
	 * "<b>Question?</b><br>Answer.<br><a href=#top>nach oben</a>" */
	if ((tf & F_A) && x->open && x->cur.chars > 0 && x->cur_node >= 0 && atts &&
	    ((x->cur.tag & F_HEAD) || x->nl) &&
	    top_href(atts, x->text.p + x->cur.off, x->text.len - x->cur.off))
		h |= H_HIDDEN;
	/* in a code listing (H_CODE) a box is a line, and the gutter of
	 * line numbers is hidden */
	if (x->cur_node >= 0 && x->nodes[x->cur_node].inpre && !(tf & F_PRE)) {
		if (h & H_GUTTER)
			h |= H_HIDDEN;
		if (tf & F_BLOCK) {
			tf &= ~(unsigned)F_BLOCK;
			if (x->open)
				x->nl = 1;
		}
	}
	if (tf & F_ROOT)
		h &= ~(uint64_t)H_HIDDEN;  /* "js-tooltip-enabled" on <html> hides nothing */
	if ((tf & F_ROOT) && atts && x->lang < 0)
		for (const xmlChar **a = atts; a[0]; a += 2)
			if (a[1] && a[1][0] && (!strcasecmp((const char *)a[0], "lang") ||
			                        !strcasecmp((const char *)a[0], "xml:lang")))
				x->lang = !strncasecmp((const char *)a[1], "en", 2);
	/* the og:title, evidence of the headline where the <title> names
	 * only the page's section (title_block) */
	if ((tf & F_SKIP) && atts && !x->ogtitle.len && !strcasecmp((const char *)name, "meta")) {
		const char *pr = att_value(atts, "property"), *v = att_value(atts, "content");
		if (pr && v && !strcasecmp(pr, "og:title"))
			for (int sp = 0; *v && x->ogtitle.len < 1024; v++) {
				if (*v == ' ' || *v == '\t' || *v == '\n' || *v == '\r') {
					sp = 1;
					continue;
				}
				if (sp && x->ogtitle.len)
					buf_add(&x->ogtitle, " ", 1);
				sp = 0;
				buf_add(&x->ogtitle, v, 1);
			}
	}
	/* the Highwire Press tags that journals, preprint servers and
	 * repositories give Google Scholar ("citation_title",
	 * "citation_doi") mark a paper's page */
	if ((tf & F_SKIP) && !x->scholarly && atts && !strcasecmp((const char *)name, "meta"))
		for (const xmlChar **a = atts; a[0]; a += 2)
			if (a[1] && !strcasecmp((const char *)a[0], "name") &&
			    !strncasecmp((const char *)a[1], "citation_", 9))
				x->scholarly = 1;
	if ((tf & F_SKIP) || (h & H_HIDDEN)) {
		x->skip = 1;
		x->sr_skip = (h & H_SRONLY) != 0;
		x->ns_skip = (tf & F_SKIP) && !strcasecmp((const char *)name, "noscript");
		x->ns_cur = 0;
		x->ns_paras = 0;
		x->ns_heads = 0;
		x->pfx_skip = (h & H_TPREFIX) && !(tf & F_SKIP);
		if (x->pfx_skip)
			buf_clear(&x->pfx);
		/* a consent dialog's controls may be buttons ("<button>ACEPTO") */
		if (x->cur_node >= 0 && !(h & H_HIDDEN) &&
		    !strcasecmp((const char *)name, "button")) {
			x->nodes[x->cur_node].buttons2 |= x->nodes[x->cur_node].button;
			x->nodes[x->cur_node].button = 1;
		}
		/* a radio button marks the option's box and its line's (a
		 * poll's, a form's: drop_poll_box) */
		if (x->cur_node >= 0 && atts && (name[0] | 32) == 'i' &&
		    !strcasecmp((const char *)name, "input") && choice_input(atts)) {
			x->nodes[x->cur_node].hint |= H_CHOICE;
			x->nodes[x->nodes[x->cur_node].blk].hint |= H_CHOICE;
			x->controls++;
		}
		/* and a field to type in marks its box and its line's (a
		 * calculator's: drop_entry_box) */
		else if (x->cur_node >= 0 && entry_input(name, atts)) {
			x->nodes[x->cur_node].hint |= H_ENTRY;
			x->nodes[x->nodes[x->cur_node].blk].hint |= H_ENTRY;
		}
		/* a control to fill or press marks its box, and
		 * resolve_hints passes the mark up to its form (a post's
		 * text set in its edit form holds none: post_form) */
		int fc = x->cur_node >= 0 ? form_control(name, atts) : 0;
		if (fc == 1)
			x->nodes[x->cur_node].fields = 1;
		else if (fc == 2)
			x->nodes[x->cur_node].presses = 1;
		if (x->cur_node >= 0 && mail_input(name, atts))
			x->nodes[x->cur_node].mailbox = 1;
		/* a drop-down in a table's row marks the row (a booking
		 * table's rooms: drop_order_table) */
		if (x->cur_node >= 0 && (name[0] | 32) == 's' &&
		    !strcasecmp((const char *)name, "select"))
			for (int k = x->cur_node, n = 0; k >= 0 && n < 3;
			     k = x->nodes[k].parent, n++)
				if (x->nodes[k].tag & F_TR) {
					x->nodes[k].hint |= H_PICK;
					break;
				}
		/* a caption next to a video or an embed is its title */
		if (tf & F_MEDIA)
			for (int k = x->cur_node, n = 0; k >= 0 && n < 4; k = x->nodes[k].parent, n++)
				if (x->nodes[k].hint & H_CAPTION) {
					x->nodes[k].hint |= H_MEDIA;
					break;
				}
		/* <head> is walked, not skipped: libxml2 leaves an unknown
		 * element there open, and the page's body inside it. Only a
		 * <title> in <head> is the title (one in <svg> is not). */
		if ((tf & F_TITLE) && !x->title_done &&
		    (x->cur_node < 0 || (x->nodes[x->cur_node].tag & F_HEADTAG)))
			x->in_title = 1;
		return;
	}
	/* A blank line, "<br><br>", ends a run of links in a body of <br>
	 * lines (a hand-built page's menu in its left column, "<a>Start</a>
	 * <br><a>Über uns</a><br>", under its welcome text): the run is a
	 * block of its own, weighed as a menu, not as part of the prose */
	if ((tf & F_BR) && x->open) {
		if (x->nl && x->tent)
			join_run(x);
		if (x->nl && link_run(x)) {
			x->cur.brrun = 1;
			block_close(x);
		}
		/* and so does a crumb trail on the box's first line, over
		 * the headline in the same cell ("<font><a>Home</a> &gt;
		 * <a>News</a> &gt; <a>Local News</a></font><br><br><font
		 * size=5><b>Headline</b>"): a block of its own, dropped as
		 * one (crumb_trail) */
		else if (x->nl && !memchr(x->text.p + x->cur.off, '\n', x->cur.len) &&
		         crumb_trail(&x->cur, x->text.p + x->cur.off))
			block_close(x);
		else if (x->nl)
			x->pbreak = 1;
		x->nl = 1;
	}
	if (x->nnodes == EXTRACT_MAX_ELEMENTS) {
		x->over = 1;
		xmlStopParser(x->ctxt);
		return;
	}
	int i = node_new(x);
	struct node *d = &x->nodes[i];
	int cur = x->cur_node;
	const struct node *p = cur >= 0 ? &x->nodes[cur] : NULL;
	/* a quotation's <footer> is its attribution, no page's footer: a
	 * curator's or critic's name under a quote in the text ("<blockquote>
	 * <p>...</p><footer>— Dr. Anna Kruse, Kuratorin</footer>", "— Blanca
	 * Pons, comisaria", "— Jean Dupont, commissaire"), as HTML prescribes */
	int quote_foot = (tf & F_NEGTAG) && (tf & F_BLOCK) && !(tf & (F_NAV | F_ASIDE)) &&
	                 p && (p->tag & F_QUOTE);
	/* a table's cell or row named its header ("utrecht-table__header-
	 * cell": the NL Design System's "Openingstijden" table; "table-
	 * header-row", "cabecera-tabla header") is the table's own head, no
	 * page's header */
	if ((h & H_NEG) && (tf & (F_TD | F_TR)) && negkey == neg_bit("header", 6)) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* a heading named a header by a numbered id alone is a heading, no
	 * page's header: a site builder numbers each of its headings so
	 * ("<h2 id=cc-m-header-2428>Ausstattung</h2>", Jimdo's; "<h3 id=
	 * section-header-2>Nos services</h3>"); "<h2 id=header>" round a
	 * site's logo stays one, and so does a heading whose class says so */
	if ((h & H_NEG) && (tf & F_HEAD) && negkey == neg_bit("header", 6) && atts &&
	    numbered_header_id(atts)) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* a paragraph named a call to action is a line of the text's own,
	 * its author's closing call ("<p class=cta-contributor>Would you
	 * like to write for us? ...", "Schreiben Sie uns!"): the band is a
	 * box so named, "<div class=\"ce_text cta\">" */
	if ((h & H_NEG) && negkey == neg_bit("cta", 3) && !strcasecmp((const char *)name, "p")) {
		h &= ~(uint64_t)(H_NEG | H_BOILER);
		negkey = 0;
	}
	/* and so is a box named a header inside the article's body (named
	 * so, "entry-content", "articleBody") past two of its blocks of text,
	 * not a menu's links: a recipe card's or a box's own head
	 * ("tasty-recipes-entry-header": the dish's name, its times and
	 * servings), no page's header (the article's own header at the top
	 * of its body stays one, under a page's main box that a menu of
	 * links opens too, and so do a <header> so named, a graphic's
	 * "interactive-header", and a heading, a record's field label,
	 * "simple-view-element-header") */
	if ((h & H_NEG) && !(tf & F_HEAD) && negkey == neg_bit("header", 6) &&
	    strcasecmp((const char *)name, "header"))
		for (int k = x->cur_node; k >= 0; k = x->nodes[k].parent) {
			if (!(x->nodes[k].hint & H_POS))
				continue;
			int texts = 0;
			for (int j = x->nodes[k].first_block; j < x->nblocks && texts < 2; j++)
				texts += 2 * x->blocks[j].link_chars < x->blocks[j].chars;
			if (texts >= 2) {
				h &= ~(uint64_t)(H_NEG | H_BOILER);
				negkey = 0;
				break;
			}
		}
	/* and a table's <caption> named so ("utrecht-table__caption",
	 * "table-caption") is the table's title, no picture's caption */
	if ((h & H_CAPTION) && !(tf & F_FIG) && !strcasecmp((const char *)name, "caption"))
		h &= ~(uint64_t)H_CAPTION;
	if ((tf & F_NEGTAG) && !quote_foot) {
		h |= H_NEG | H_BOILER;
		negkey |= NEGKEY_TAG;
	}
	if (tf & F_FIG)
		h |= H_CAPTION;
	d->negkey = (h & H_NEG) ? negkey : 0;
	d->parent = cur;
	d->tag = tf;
	if (p && (p->hint & H_BUTTON) && !(tf & F_BLOCK))
		h |= H_BUTTON;  /* a button's label, "<span>Kontakt</span>" */
	d->hint = h;
	x->testim |= (h & H_TESTIM) != 0;
	d->cls = class_hash(name, atts, &d->cls1);
	d->blk = (tf & F_BLOCK) || !p ? i : p->blk;
	d->imeta = (tf & F_BLOCK) || !p ? -1 : (h & H_META) ? i : p->imeta;
	d->inlink = (tf & F_A) ? has_href(atts) : 0;
	if (d->inlink && (!x->open || x->cur.chars == 0) && x->author_box < 0 && p &&
	    rel_author(atts))
		x->author_box = p->blk;
	if (!d->inlink && p)
		d->inlink = p->inlink;
	d->inpre = (tf & F_PRE) || (h & H_CODE) || (p && p->inpre);
	d->inbold = (tf & F_BOLD) || (p && p->inbold);
	/* (a block named a label too: Drupal's "<div class=field__label>
	 * Kunde</div>" over its "<div class=field__item>", label_pairs) */
	int cp = class_parts(atts);
	d->label = (cp & CLASS_LABEL) != 0;
	d->place = (cp & CLASS_PLACE) && !(tf & F_BLOCK) && !d->inpre;
	d->button = d->buttons2 = 0;
	d->fields = 0;
	d->presses = 0;
	d->mailbox = 0;
	d->labchars = 0;
	d->toggle = x->expander > 0;
	/* (only one that follows text in its line parts words: the first of
	 * a row has none before it) */
	d->sep = x->open && x->cur.chars && !(tf & F_BLOCK) && !d->inpre && sep_elem(name, atts, cp);
	if (d->sep)
		x->softsp = 1;
	/* a <span> right after a sibling <span> that held a field of two
	 * words, no text between them, starts a word too: a nutrition row's
	 * "<span>320 kcal</span><span>E 12 g</span>", "<span>Durée : 2 h
	 * </span><span>Niveau facile</span>", "<span>Tempo 20 min</span>
	 * <span>Porzioni 4</span>" (field_span); a drop capital's "D" or one
	 * word's "<span>Zu</span><span>sammen</span>" holds no space. The
	 * first opens its line; a span with a style of its own is a word
	 * processor's run, cut anywhere ("<span style=...>The primary
	 * reason t</span><span style=...>he government ...") */
	/* a <label>'s text is its form's, however long (labchars) */
	if (x->form_label < 0 && (name[0] | 32) == 'l' &&
	    !strcasecmp((const char *)name, "label")) {
		x->form_label = i;
		x->form_label_off = x->text.len;
	}
	if (!(tf & F_BLOCK) && (name[0] | 32) == 's' && !strcasecmp((const char *)name, "span") &&
	    !styled(atts)) {
		int row = x->span_sib >= 0 && x->nodes[x->span_sib].parent == cur && x->open &&
		          x->text.len == x->span_end;
		if (row)
			x->softsp = 2;  /* after a field's sign too: "Repos : -" */
		x->span_open = i;
		x->span_off = x->text.len;
		x->span_lead = row || !x->open || x->cur.chars == 0;
	}
	/* Two inline elements of their own classes side by side, no space
	 * between them, are two boxes the stylesheet lays out apart (a block,
	 * a flex item): a card link's "<a class=job-card><span class=
	 * job-title>Servicetechniker</span><span class=job-meta>Vollzeit
	 * </span></a>", "<span class=titre>Stage</span><span class=lieu>
	 * Lyon</span>", "<span class=fecha>12 mayo</span><span class=lugar>
	 * Sevilla</span>": a letter after the first's starts a word
	 * (class_sibs, softsp 3). A word split by markup runs on ("<b>Wort
	 * </b>teil", its second part no element of a class), and so does one
	 * after a single letter (a drop capital, a word cut into letters for
	 * an animation: "<span class=char>H</span><span class=char>i"), code
	 * (a <pre>, a listing named so) and CJK text. */
	if (d->cls && !(tf & F_BLOCK) && !d->inpre) {
		if (!x->softsp && x->cls_sib >= 0 && x->nodes[x->cls_sib].parent == cur &&
		    x->open && x->cur.chars && x->text.len == x->cls_end)
			x->softsp = 3;
		x->cls_open = i;
		x->cls_off = x->text.len;
	}
	/* pair_sibs: a row's label and value, or a figure and its word,
	 * as two plain inline elements, each the whole of what it holds, no
	 * space between them, the first opening its line ("<div><span>kcal
	 * </span><strong>268</strong></div>", a stat's "<span>18</span>
	 * <span>Jahre</span>"), or a row of three ("<span>Füchse Berlin</span>
	 * <strong>31:29</strong><span>THW Kiel</span>"): a figure beside a word
	 * starts a word */
	if (!(tf & F_BLOCK) && !d->inpre) {
		if (!x->softsp && x->pair_sib >= 0 && x->nodes[x->pair_sib].parent == cur &&
		    x->open && x->cur.chars && x->text.len == x->pair_end) {
			x->softsp = 4;
			/* cell_pair: the second of its parent's first two
			 * elements, neither holding one */
			if (x->pair_sib == cur + 1 && i == cur + 2) {
				x->cell_par = cur;
				x->cell_gap = x->text.len;
				x->cell_word = x->wstart;
			}
		}
		x->pair_open = i;
		x->pair_lead = !x->open || x->cur.chars == 0 || x->softsp == 4;
	}
	/* card_link: a link that opens its line, and its classed children */
	if ((tf & F_A) && !(tf & F_BLOCK) && d->inlink && (!p || !p->inlink)) {
		x->card_a = (!x->open || x->cur.chars == 0) ? i : -1;
		x->card_kids = x->card_blk = 0;
	} else if (x->card_a >= 0) {
		x->card_kids += d->cls && cur == x->card_a;
		x->card_blk |= (tf & F_BLOCK) != 0;
	}
	d->ininline = ininline;
	d->itext = 0;
	d->sum = 0;
	d->chars = 0;
	d->prose = 0;
	d->cprose = 0;
	d->good = 0;
	d->plain = 0;
	d->tchars = 0;
	d->teasers = 0;
	d->nprose = 0;
	d->quotes = 0;
	d->nheads = 0;
	if (tf & F_BLOCK)
		block_close(x);
	if (d->label && (!x->open || x->cur.chars == 0)) {
		x->label_open = i;
		x->label_blk = x->nblocks;
	}
	d->first_block = x->nblocks;
	x->cur_node = i;
}

#ifndef TOGGLE_BLOCKS
#define TOGGLE_BLOCKS 4  /* lines of a toggle that asks (toggle_asks) */
#endif

/* Whether the shut toggle d closing now asks a question an FAQ's panel
 * answers: a heading in it, or its text ends with a question mark; and
 * no line of it is a comment section's or a boxed pitch's label ("Show
 * comments (3)", "Newsletter"), whose panels stay shut. A toggle of
 * more than TOGGLE_BLOCKS lines is no label: the cost is bounded. */
static int toggle_asks(struct extractor *x, const struct node *d)
{
	int ask = 0;
	if (x->nblocks - d->first_block > TOGGLE_BLOCKS)
		return 0;
	for (int k = d->first_block; k <= x->nblocks; k++) {
		if (k == x->nblocks && !(x->open && x->cur.chars))
			break;
		/* (an inline toggle's line is still open: its length so far) */
		struct block open = x->cur;
		open.len = x->text.len - open.off;
		const struct block *b = k < x->nblocks ? &x->blocks[k] : &open;
		size_t n = b->len;
		const char *s = x->text.p + b->off;
		while (n && isspace((unsigned char)s[n - 1]))
			n--;
		if (!n)
			continue;
		if (comment_head(b, s) || boiler_phrase(s, n))
			return 0;
		ask = (b->tag & F_HEAD) || s[n - 1] == '?' ||
		      (n >= 3 && !memcmp(s + n - 3, "\xEF\xBC\x9F", 3));
	}
	return ask;
}

/* Does the <title> read the heading's hidden prefix just skipped (pfx) as
 * the start of the headline, a kicker ("Exclusive: Mara Quill quits the
 * board | Site" over "<h1><span class=title-prefix>Exclusive:</span>")?
 * The heading is an h1, the title opens with the prefix and a word
 * follows it there. A prefix the title holds as the page's name, a
 * separator, a bracket or its end after it ("青花瓷（中国传统瓷器）_百科"
 * over "<span class=title-prefix>青花瓷</span>历史沿革"), elsewhere or not
 * at all, or in a section's heading (a wiki's "Market Street Library
 * History" under "Market Street Library history, ... - Town Wiki"),
 * repeats the page's name: hidden; so is a prefix of PFX_MAX bytes or
 * more, a box of text. */
#ifndef PFX_MAX
#define PFX_MAX 256
#endif
#ifndef PFX_MIN
#define PFX_MIN 2  /* a kicker's bytes at least */
#endif
static int title_kicker(const struct extractor *x)
{
	const char *p = x->pfx.p, *t = x->title.p;
	size_t n = x->pfx.len, tn = x->title.len;
	int k = x->cur_node;
	while (k >= 0 && !(x->nodes[k].tag & F_BLOCK))
		k = x->nodes[k].parent;
	if (k < 0 || !(x->nodes[k].tag & F_H1))
		return 0;
	while (n && (unsigned char)*p <= ' ')
		p++, n--;
	while (n && (unsigned char)p[n - 1] <= ' ')
		n--;
	if (n < PFX_MIN || x->pfx.len >= PFX_MAX || !t)
		return 0;
	while (tn && (unsigned char)*t <= ' ')
		t++, tn--;
	if (tn < n || memcmp(t, p, n))
		return 0;
	const char *e = t + tn;
	const unsigned char *c = (const unsigned char *)t + n;
	while ((const char *)c < e && *c == ' ')
		c++;
	if ((const char *)c >= e)
		return 0;
	/* a letter or a figure; no sign of punctuation, general (U+2000-),
	 * CJK's (U+3000-U+303F), a fullwidth form's or Latin-1's */
	if (*c < 0x80)
		return isalnum(*c) != 0;
	return *c != 0xC2 && *c != 0xE2 && *c != 0xEF &&
	       !(*c == 0xE3 && (const char *)c + 1 < e && c[1] == 0x80);
}

void sax_end(void *ctx, const xmlChar *name)
{
	struct extractor *x = sax_x(ctx);
	(void)name;
	if (x->over)
		return;
	if (x->skip) {
		if (x->skip == 1 && x->sr_skip) {
			x->sr_end = x->text.len + 1;
			x->sr_blk = x->nblocks;
			x->sr_skip = 0;
		}
		int pfx = x->skip == 1 && x->pfx_skip;
		if (x->skip == 1 && x->ns_skip && x->ns_cur > x->ns_text &&
		    x->ns_paras >= NOSCRIPT_PARAS && x->ns_heads && !x->ns_keep) {
			x->ns_text = x->ns_cur;
			x->ns_best = x->ns_seen;
		}
		if (x->skip == 1)
			x->ns_skip = 0;
		if (--x->skip == 0 || x->in_title) {
			if (x->in_title)
				x->title_done = 1;
			x->in_title = 0;
		}
		/* a heading's prefix the <title> reads as a kicker is text */
		if (pfx) {
			x->pfx_skip = 0;
			if (title_kicker(x))
				sax_text(ctx, (const xmlChar *)x->pfx.p, (int)x->pfx.len);
		}
		return;
	}
	int i = x->cur_node;
	if (i < 0)
		return;
	struct node *d = &x->nodes[i];
	if (x->cell_par == i)
		cell_pair(x, d);
	if ((d->tag & F_BLOCK) && d->label && x->open && x->cur.chars && x->label_open == i &&
	    x->label_blk == x->nblocks)
		x->cur.lab = 1;  /* the whole of its line */
	if (d->tag & F_BLOCK)
		block_close(x);
	if (x->author_box == i) {
		author_line(x, d);
		x->author_box = -1;
	}
	/* a field's label ends a word: "Alarmierung" and "07:52 Uhr" are
	 * two, however the markup runs them together (class_parts) */
	if (d->label && x->open && x->cur.chars) {
		x->space = 1;
		if (x->label_open == i && x->label_blk == x->nblocks) {
			x->cur.lab = 1;
			if (!(d->tag & F_BLOCK))
				x->cur.lab_len = (int)(x->text.len - x->cur.off);
		}
	}
	if (d->sep && x->open)
		x->softsp = 1;
	/* place_end: a letter right after a place's inline element starts
	 * a word, between letters of a script set with spaces (softsp 3, as
	 * class_sibs: no CJK's), where the place opens its line as a
	 * dateline does ("The <span class=location>Berlin</span>er
	 * Ensemble" is one word) */
	else if (d->place && x->open && x->cur.chars && !x->softsp && x->cls_open == i &&
	         x->cls_off <= x->cur.off)
		x->softsp = 3;
	/* an empty inline element of a class of its own after a word is a
	 * box the stylesheet draws there: a leader's dots between an
	 * ingredient and its amount ("<span>Сахар</span><span class=ing-line>
	 * </span><span>2 ст. л.</span>"), an icon between a label and its
	 * value ("Zeit<i class=icon-clock></i>12:30"); it parts the two as a
	 * field's edge does, whatever sign ends the first ("(для жарки)"),
	 * where a figure or a sign follows (softsp 5); before a letter it
	 * is a soft hyphen's or an emoji's box inside a word or between CJK
	 * characters ("Donau<span class=shy></span>dampf", "天气很好<i
	 * class=emoji></i>我们"), and the text runs on */
	if (d->cls && !(d->tag & F_BLOCK) && !d->inpre && x->cls_open == i &&
	    x->text.len == x->cls_off && x->open && x->cur.chars)
		x->softsp = 5;
	/* A card link, a link that opens its line and wraps two or more
	 * elements of their own classes (HTML5 lets a link hold a card's
	 * parts: a careers page's "<a class=job-list__item href=...><span
	 * class=job-list__title>Konstrukteur (m/w/d)</span><span class=
	 * job-list__meta>Biberach · Vollzeit</span></a>", a shop's or an
	 * event list's cards), is a box of its own: its line ends with it,
	 * and the next card is the next line, not one block of them all; so
	 * is one that holds a block element ("<a class=job-card><h3>...</h3>
	 * <p>...</p></a>"), its blocks marked a card's too */
	if (x->card_a == i) {
		if (x->card_kids >= 2 || x->card_blk) {
			for (int k = d->first_block; k < x->nblocks; k++)
				x->blocks[k].card = 1;
			if (x->open) {
				x->cur.card = 1;
				block_close(x);
			}
		}
		x->card_a = -1;
	}
	if (x->span_open == i) {
		x->span_open = -1;
		x->span_sib = x->open && x->span_lead && field_span(x) ? i : -1;
		x->span_end = x->text.len;
	}
	if (x->label_open == i)
		x->label_open = -1;
	if (x->form_label == i) {
		x->form_label = -1;
		int f = d->parent;
		while (f >= 0 && !(x->nodes[f].tag & F_FORM))
			f = x->nodes[f].parent;
		if (f >= 0 && x->text.len > x->form_label_off) {
			size_t n = utf8_len(x->text.p + x->form_label_off,
			                    x->text.len - x->form_label_off);
			n += x->nodes[f].labchars;
			x->nodes[f].labchars = n > USHRT_MAX ? USHRT_MAX : (unsigned short)n;
		}
	}
	if (d->cls && !(d->tag & F_BLOCK)) {
		/* class_sibs: its text, where no classed element opened in
		 * it, holds more than a letter */
		int one = 0;
		if (x->cls_open == i) {
			size_t a = x->cls_off;
			while (a < x->text.len && x->text.p[a] == ' ')
				a++;
			int lead = 0;
			for (size_t k = a; k < x->text.len && lead < 2; k++)
				lead += ((unsigned char)x->text.p[k] & 0xC0) != 0x80;
			one = lead == 1;
		}
		x->cls_sib = x->open && x->cur.chars && !one ? i : -1;
		x->cls_end = x->text.len;
	}
	if (!(d->tag & F_BLOCK)) {
		x->pair_sib = x->pair_open == i && x->pair_lead && x->open && x->cur.chars ? i : -1;
		x->pair_end = x->text.len;
		x->pair_open = -1;
	}
	d->end_block = x->nblocks;
	/* a legend read as a heading outside a form names its box's
	 * options where the box holds two radio buttons or more (a shop's
	 * "Color: Moss" over the colours' buttons, its <fieldset> in no
	 * <form>): a form's label, no heading (line_verdict); a survey's
	 * legend over its prose and a field to type in stays */
	if (x->legend_node > i && x->legend_node < x->nnodes &&
	    x->nodes[x->legend_node].parent == i) {
		struct node *g = &x->nodes[x->legend_node];
		if (x->controls >= x->legend_ctl + 2 && (g->tag & F_HEAD)) {
			g->hint |= H_OPTLEGEND;
			for (int j = g->first_block; j < g->end_block; j++)
				x->blocks[j].tag &= ~(unsigned)F_HEAD;
		}
		x->legend_node = -1;
	}
	x->toggle_shut = d->toggle && toggle_asks(x, d) ? i : -1;
	/* a box holds the buttons its boxes hold (consent_boxes,
	 * drop_signup_boxes test a box's bit, not its subtree) */
	if (d->button && d->parent >= 0)
		x->nodes[d->parent].button = 1;
	x->cur_node = d->parent;
}

/* Whether text s[0..n) is all white space (a no-break space too). */
static int blank(const xmlChar *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] == 0xC2 && i + 1 < n && s[i + 1] == 0xA0)
			i++;
		else if (!isspace(s[i]))
			return 0;
	return 1;
}

/* The text just added from t0 on lies in an inline meta element: its run
 * joins the last one when they touch (emit's meta_line reads them). */
static void meta_run(struct extractor *x, size_t t0)
{
	size_t r[2] = {t0, x->text.len};
	if (x->mruns.len >= sizeof r) {
		size_t last;
		memcpy(&last, x->mruns.p + x->mruns.len - sizeof last, sizeof last);
		if (last == t0) {
			memcpy(x->mruns.p + x->mruns.len - sizeof last, &r[1], sizeof last);
			return;
		}
	}
	buf_add(&x->mruns, r, sizeof r);
}

void sax_text(void *ctx, const xmlChar *s, int n)
{
	struct extractor *x = sax_x(ctx);
	if (n <= 0 || x->over)
		return;
	if (x->skip) {
		for (int i = 0; x->ns_skip && i < n; i++)
			x->ns_cur += !isspace(s[i]);
		if (x->in_title && x->title.len < 4096)
			buf_add(&x->title, s, (size_t)n);
		/* a prefix's first PFX_MAX bytes; one that fills them is no
		 * kicker (title_kicker) */
		if (x->pfx_skip && x->pfx.len < PFX_MAX) {
			size_t room = PFX_MAX - x->pfx.len;
			buf_add(&x->pfx, s, (size_t)n < room ? (size_t)n : room);
		}
		return;
	}
	int cur = x->cur_node;
	if (cur < 0)
		return;
	const struct node *p = &x->nodes[cur];
	int owner = p->blk;
	if (x->open && x->cur.owner != owner)
		block_close(x);  /* text after an inline run whose block ended */
	int inlink = p->inlink;
	if (inlink == 3)
		inlink = !(x->open && x->cur.len && x->text.p[x->text.len - 1] == ':' &&
		           contact_text(s, (size_t)n));
	/* and one starts the run: a link after a blank line in a block of
	 * text starts a block, and so does a bold line, the label over a
	 * run (link_run; joined again if it is none) */
	if (x->open && x->pbreak && !blank(s, (size_t)n)) {
		x->pbreak = 0;
		if ((inlink || p->inbold) && x->cur.link_chars < x->cur.chars && !x->cur.cjk) {
			block_close(x);
			x->tent = 1;
			x->tent_node = x->nnodes;
			x->tent_cur = cur;
		}
	}
	int c0 = x->open ? x->cur.chars : 0;
	size_t t0 = x->text.len;
	text_add(x, owner, s, (size_t)n, inlink, p->inpre);
	int added = x->open ? x->cur.chars - c0 : 0;
	if (added > 0 && p->inbold)
		x->cur.bold_chars += added;
	if (added > 0 && (p->hint & H_BUTTON))
		x->cur.button += added;
	if (added > 0)
		x->cur.tail_btn = inlink && (p->hint & H_BUTTON);
	/* the inline elements round it hold text (an author's name in
	 * "<span class=nickname><em>", sign_elem; an icon's holds none):
	 * each is marked once */
	for (int k = cur; added > 0 && k >= 0 && !(x->nodes[k].tag & F_BLOCK) &&
	     !x->nodes[k].itext; k = x->nodes[k].parent)
		x->nodes[k].itext = 1;
	if (added > 0 && !inlink) {
		if (p->imeta >= 0) {
			/* a caption's credit in an element of its own after
			 * the caption's text (emit_block) */
			if (!x->cur.credit_off && x->cur.other_chars &&
			    (x->nodes[owner].hint & H_CAPTION))
				x->cur.credit_off = t0;
			x->cur.meta_chars += added;
			x->cur.imeta = p->imeta + 1;
			meta_run(x, t0);
		} else {
			x->cur.other_chars += added;
			if (x->cur.credit_off)
				x->cur.credit_off = SIZE_MAX;
		}
	}
}

/* The <title>, whitespace-collapsed, cut at a character boundary. The
 * spaces the blocks' text reads as one (sax_text) are one here too: a
 * no-break space, the en/em/thin spaces and the ideographic space, which a
 * Japanese headline sets between its parts ("子連れキャンプ　持ち物リスト
 * - ブログ名", "市バスに自動運転　来春から実証運行"): else the h1, read
 * with a space there, is not found in the title and is no headline. */
void set_title(struct extractor *x, struct extract_info *info)
{
	size_t o = 0, cap = sizeof info->title - 1;
	int space = 0;
	for (size_t i = 0; i < x->title.len && o < cap; i++) {
		unsigned char c = (unsigned char)x->title.p[i];
		const unsigned char *s = (const unsigned char *)x->title.p + i;
		size_t left = x->title.len - i;
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
			space = 1;
			continue;
		}
		if (c == 0xC2 && left >= 2 && s[1] == 0xA0) {
			space = 1;  /* no-break space */
			i++;
			continue;
		}
		if (left >= 3 && ((c == 0xE2 && s[1] == 0x80 && (s[2] <= 0x8A || s[2] == 0xAF)) ||
		                  (c == 0xE3 && s[1] == 0x80 && s[2] == 0x80))) {
			space = 1;  /* en/em/thin/narrow, ideographic spaces */
			i += 2;
			continue;
		}
		if (space && o) {
			info->title[o++] = ' ';
			if (o >= cap)
				break;
		}
		space = 0;
		info->title[o++] = (char)c;
	}
	if (o >= cap) {
		size_t k = o;
		while (k && ((unsigned char)info->title[k - 1] & 0xC0) == 0x80)
			k--;
		if (k && (unsigned char)info->title[k - 1] >= 0xC0) {
			unsigned lead = (unsigned char)info->title[k - 1];
			size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
			if (o - (k - 1) < need)
				o = k - 1;
		}
	}
	info->title[o] = 0;
}

/* Whether a <button>'s class names it a quiz's answer: "answer" or
 * "choice" in it ("quiz-answer", "answer-btn", "qsm-choice"), or the
 * word in German, French, Spanish, Italian or Dutch ("antwort",
 * "reponse", "respuesta", "risposta", "antwoord"); a shop's "swatch-
 * option" is none. */
static int answer_button(const xmlChar **atts)
{
	static const char *const w[] = {
		"answer", "choice", "antwort", "reponse", "respuesta", "risposta", "antwoord",
	};
	const char *v = att_value(atts, "class");
	return v && HAS_ANY_CI(v, strlen(v), w);
}

/* Does s (n bytes) hold a step's number among its steps: a figure, a
 * "/" or "of" ("von", "de", "sur", "di", "van") and a figure ("1/4",
 * "Question 2 of 5", "Frage 1 von 4")? A read time's or an update's
 * figure ("3 min read", "Updated 14:05") is none. */
static int step_number(const char *s, size_t n)
{
	static const char *const of[] = {"of ", "von ", "de ", "sur ", "di ", "van "};
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t k = i;
		while (k < n && isdigit((unsigned char)s[k]))
			k++;
		while (k < n && s[k] == ' ')
			k++;
		if (k < n && s[k] == '/') {
			k++;
		} else {
			size_t w = 0;
			for (size_t j = 0; j < sizeof of / sizeof *of && !w; j++) {
				size_t l = strlen(of[j]);
				if (n - k > l && !strncasecmp(s + k, of[j], l))
					w = l;
			}
			if (!w)
				continue;
			k += w;
		}
		while (k < n && s[k] == ' ')
			k++;
		if (k < n && isdigit((unsigned char)s[k]))
			return 1;
	}
	return 0;
}

/* Whether list item li lies in a list right under a heading (h2-h6) in
 * one box, the step's number right over the heading there, a short line
 * of STEP_LINE characters at most (step_number): a quiz's question over
 * its answers, each a button, whatever their class ("<section><span>Frage
 * 1/4</span><h2>Ihr liebstes Wintergetränk?</h2><ul><li><button class=
 * x7f3a_q>Heiße Schokolade</button></li>", "Question 2 of 5" over "Pick a
 * pair of shoes."). A section's tags under its heading ("MeSH terms"),
 * a story's topics under a read time ("3 min read" over "Topics"), a
 * feedback box's "Yes" and "No" ("Is this page useful?") have no step's
 * number over it. */
#ifndef STEP_LINE
#define STEP_LINE 24
#endif
static int answer_list(const struct extractor *x, int li)
{
	int l = x->nodes[li].parent, f = l >= 0 ? x->nodes[l].first_block : 0;
	if (f < 2 || f > x->nblocks)
		return 0;
	const struct block *h = &x->blocks[f - 1], *n = &x->blocks[f - 2];
	int p = x->nodes[l].parent;
	return (h->tag & F_HEAD) && !(h->tag & F_H1) && x->nodes[h->owner].parent == p &&
	       p >= 0 && x->nodes[p].first_block <= f - 2 && !(n->tag & F_HEAD) &&
	       n->chars <= STEP_LINE && !n->link_chars &&
	       step_number(x->text.p + n->off, n->len);
}

/* Whether a <button>'s attributes name it an accordion's toggle: a class
 * with "accordion", "faq" or "question" in it and an ARIA state of a
 * disclosure, aria-controls or aria-expanded. */
static int accordion_button(const xmlChar **atts)
{
	static const char *const w[] = {"accordion", "faq", "question"};
	int aria = 0, named = 0;
	for (; atts[0]; atts += 2) {
		const char *n = (const char *)atts[0], *v = (const char *)atts[1];
		if (!strcmp(n, "aria-controls") || !strcmp(n, "aria-expanded"))
			aria = 1;
		else if (v && !strcmp(n, "class"))
			named = HAS_ANY_CI(v, strlen(v), w);
	}
	return aria && named;
}

/* Is p[0..n) "<name" followed by a delimiter (case-insensitive)? */
static int tag_at(const char *p, const char *end, const char *name, size_t nl)
{
	if ((size_t)(end - p) < nl + 2 || tolower((unsigned char)p[1]) != name[0] ||
	    strncasecmp(p + 1, name, nl))
		return 0;
	char c = p[nl + 1];
	return c == '>' || c == '/' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

/* Does the page name its posts a forum's thread in schema.org's terms
 * (DiscussionForumPosting, in its JSON-LD or an itemtype: XenForo's,
 * Discourse's, Invision's, a marketplace's community), or its question
 * and answers a QAPage (a vendor's community, its answers in boxes named
 * comments)? Then its opening
 * post's line of author and date is a poster's, not a story's byline,
 * and the replies under it are the thread's (comment_thread). One scan
 * of the raw page, before strip_raw cuts the scripts out. */
int forum_schema(const struct buf *b)
{
	static const char w[] = "DiscussionForumPosting", q[] = "\"QAPage\"";
	return (b->len >= sizeof w - 1 && memmem(b->p, b->len, w, sizeof w - 1) != NULL) ||
	       (b->len >= sizeof q - 1 && memmem(b->p, b->len, q, sizeof q - 1) != NULL);
}

/* Does the page mark itself a dated story or post: a date of publication
 * in its JSON-LD or its meta tags ("datePublished",
 * "article:published_time"), or an article's type ("NewsArticle",
 * "BlogPosting")? A service's, a campaign's or a department's page marks
 * none (hero_title). A scan of the raw page for each word, scripts and
 * comments in it. (A <time> is a story's only above the end of its body:
 * time_block; a footer's "Updated <time>2026</time>" is the site's.) */
int dated_story(const struct buf *b)
{
	static const char *const w[] = {
		"datePublished", "article:published_time", "NewsArticle", "BlogPosting",
	};
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t n = strlen(w[i]);
		if (b->len >= n && memmem(b->p, b->len, w[i], n))
			return 1;
	}
	return 0;
}

/* Cut the content of script, style and svg elements and all comments out
 * of the page, in place, keeping the tags (bare: "<script>"), and "<![...]>"
 * to its first '>' (a bogus comment to the HTML tokenizer). All of it is
 * dropped anyway, and libxml2 scans raw text one character at a time: on
 * news pages, inline scripts are a third of the bytes. The cut follows the
 * HTML tokenizer: a comment ends at the first "-->", script/style content
 * at the first "</script" / "</style". */
void strip_raw(struct buf *b)
{
	char *w = b->p, *r = b->p, *end = b->p + b->len;
	while (r < end) {
		char *lt = memchr(r, '<', (size_t)(end - r));
		if (!lt)
			lt = end;
		if (w != r)
			memmove(w, r, (size_t)(lt - r));
		w += lt - r;
		r = lt;
		if (r >= end)
			break;
		const char *close = NULL;
		size_t cl = 0;
		if (end - r >= 4 && r[1] == '!' && r[2] == '-' && r[3] == '-') {
			char *e = memmem(r + 4, (size_t)(end - r - 4), "-->", 3);
			r = e ? e + 3 : end;
			continue;
		}
		if (end - r >= 3 && r[1] == '!' && r[2] == '[') {
			/* "<![if !supportEmptyParas]>", "<![endif]>": a bogus
			 * comment to the first '>' for a browser, text for libxml2 */
			char *e = memchr(r + 3, '>', (size_t)(end - r - 3));
			r = e ? e + 1 : end;
			continue;
		}
		if (tag_at(r, end, "script", 6))
			close = "/script", cl = 7;
		else if (tag_at(r, end, "style", 5))
			close = "/style", cl = 6;
		else if (tag_at(r, end, "svg", 3))
			close = "/svg", cl = 4;
		if (!close) {
			*w++ = *r++;
			continue;
		}
		char *gt = memchr(r, '>', (size_t)(end - r));
		if (!gt)
			break;
		/* the tag goes on without its attributes: a quote left open in
		 * one would have the parser read the rest of the page as its
		 * value */
		int self = gt[-1] == '/';
		*w++ = '<';
		memmove(w, close + 1, cl - 1);
		w += cl - 1;
		if (self)
			*w++ = '/';
		*w++ = '>';
		r = gt + 1;
		if (self && close[1] == 's' && close[2] == 'v')
			continue;  /* <svg ... /> */
		for (;;) {
			char *c = memchr(r, '<', (size_t)(end - r));
			if (!c) {
				r = end;
				break;
			}
			if ((size_t)(end - c) > cl && !strncasecmp(c + 1, close, cl)) {
				r = c;
				break;
			}
			r = c + 1;
		}
	}
	b->len = (size_t)(w - b->p);
	b->p[b->len] = 0;
}
