/*
 * extract/emit: the end of phase 3 (extract.c has the overview).
 *
 *      The kept blocks are written a line
 *      each; the cells of a table row share one when each is under 100
 *      characters (a forum post beside its author's cell is a line of its own;
 *      a row and its cells set in divs with ARIA roles, role=row and
 *      role=cell, a docs site's, are a table's). A sentence ends in ".", "!",
 *      "?", a closing quote (German's too), a guillemet after one of those, or
 *      another script's stop: CJK's "。", Devanagari's danda "।", the Arabic
 *      "؟" (and those count as a sentence's punctuation, as "、", "，" and "،"
 *      count as commas).
 */
#include "internal.h"

/* and one of LEAD_BARE+ words without its full stop, a headline's style
 * ("Las praderas de Posidonia ... acumulan hasta un 40 % más de carbono
 * de lo que indicaban los inventarios anteriores", a press office's
 * "entradilla", "sottotitolo"), its words set apart by spaces (a Japanese
 * press release's subtitle stays out) */
/* A picture's caption whose credit is an element of its own inside it
 * after the caption's sentence ("<figcaption>Mit rund 30 Zentimetern ...
 * eines Maiskolbens.<span class=credit>Foto: iStock/Getty Images</span>",
 * "<figcaption>Der Marktplatz soll ab 2026 weitgehend autofrei sein.
 * <span class=article__credit>Foto: Stefan Kramer</span>"; "Photo :",
 * "©"): the caption is written without the credit, a line of the
 * picture's and not of the text. The sentence is CAP_SENT bytes or more,
 * closed by its full stop or of CAP_WORDS words or more without one (a
 * broadcaster's "In den Hochlagen sind bis zu 80 Zentimeter Neuschnee
 * gefallen <span class=copyright>ORF", "A man walks past an armoured
 * personnel carrier ... Credit: STR/AFP"), the credit under CAP_CREDIT
 * and the caption's last text; else the block's whole length. */
#ifndef CAP_SENT
#define CAP_SENT 30
#endif
#ifndef CAP_CREDIT
#define CAP_CREDIT 80
#endif
#ifndef CAP_WORDS
#define CAP_WORDS 6
#endif
static size_t credit_cut(const struct extractor *x, const struct block *b)
{
	size_t c = b->credit_off;
	if (!c || c == SIZE_MAX || c <= b->off || c >= b->off + b->len ||
	    b->off + b->len - c >= CAP_CREDIT)
		return b->len;
	const char *s = x->text.p + b->off;
	size_t n = c - b->off;
	while (n && s[n - 1] == ' ')
		n--;
	int words = 1;
	for (size_t i = 1; i < n; i++)
		words += s[i] == ' ' && s[i - 1] != ' ';
	return n >= CAP_SENT && (ends_sentence(s, n) || words >= CAP_WORDS) ? n : b->len;
}

/* A BBS post's text and its signature in one block: the board sets the
 * post as text with line breaks in one box, its sign-off, "--" and the
 * site's stamp, in inline spans after it (a PTT-like board's "... 先謝謝大家
 * 了。 -- ※ 發信站: 批踢踢實業坊(ptt.cc), 來自: ... ※ 文章網址: https://...",
 * "※ 发信站", "※ 来源:·"): the post is written without them, from the "--"
 * before the stamp on, when CAP_SENT bytes or more of it come before. */
static size_t bbs_cut(const struct extractor *x, const struct block *b, size_t n)
{
	static const char *const stamp[] = {
		"\xE2\x80\xBB \xE7\x99\xBC\xE4\xBF\xA1\xE7\xAB\x99",  /* ※ 發信站 */
		"\xE2\x80\xBB \xE5\x8F\x91\xE4\xBF\xA1\xE7\xAB\x99",  /* ※ 发信站 */
		"\xE2\x80\xBB \xE6\x9D\xA5\xE6\xBA\x90:",             /* ※ 来源: */
	};
	const char *s = x->text.p + b->off;
	if (n < CAP_SENT + 12 || !memmem(s, n, "\xE2\x80\xBB ", 4))
		return n;
	for (size_t k = 0; k < sizeof stamp / sizeof *stamp; k++) {
		const char *p = memmem(s, n, stamp[k], strlen(stamp[k]));
		if (!p)
			continue;
		size_t c = (size_t)(p - s);
		while (c && s[c - 1] == ' ')
			c--;
		if (c >= 2 && s[c - 1] == '-' && s[c - 2] == '-') {
			c -= 2;
			while (c && s[c - 1] == ' ')
				c--;
		}
		return c >= CAP_SENT ? c : n;
	}
	return n;
}

/* The same board's pushes, a reader's line each under the post: its mark
 * ("推" up, "噓" down, "→" on), the reader's id, the text, and the push's
 * date and time in a span of their own at its end, an address before them
 * on some ("推 renter99: 可以去消保官那邊申訴 11/26 21:10", "→ kiwi: 同意
 * 1.160.3.4 11/26 21:11"): the line is written without them. The post's
 * title line keeps the board's label in a span before it ("標題[問題]
 * 台中新手租屋 ...", "标题[求助] ..."): the title is written without it. */
static int figs(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return 0;
	return 1;
}

static size_t push_cut(const char *s, size_t n)
{
	static const char *const mark[] = {
		"\xE6\x8E\xA8 ", "\xE5\x99\x93 ", "\xE2\x86\x92 ",  /* 推 噓 → */
	};
	if (n < 20 || (unsigned char)s[0] < 0xE2 || !STARTS_ANY_CI(s, n, mark) ||
	    !memchr(s, ':', n < 40 ? n : 40))
		return n;
	const char *t = s + n - 12;  /* " 11/26 21:10" */
	if (t[0] != ' ' || !figs(t + 1, 2) || t[3] != '/' || !figs(t + 4, 2) || t[6] != ' ' ||
	    !figs(t + 7, 2) || t[9] != ':' || !figs(t + 10, 2))
		return n;
	n -= 12;
	size_t c = n, dots = 0;
	while (c && (isdigit((unsigned char)s[c - 1]) || s[c - 1] == '.'))
		dots += s[--c] == '.';
	if (dots == 3 && c && s[c - 1] == ' ')
		n = c;  /* the address before them */
	while (n && s[n - 1] == ' ')
		n--;
	return n;
}

static size_t bbs_label(const char *s, size_t n)
{
	static const char *const label[] = {
		"\xE6\xA8\x99\xE9\xA1\x8C", "\xE6\xA0\x87\xE9\xA2\x98",  /* 標題 标题 */
	};
	if (n < 10 || (unsigned char)s[0] != 0xE6 || !STARTS_ANY_CI(s, n, label))
		return 0;
	return s[6] == '[' || !strncasecmp(s + 6, "Re: [", 5) || !strncasecmp(s + 6, "Re:[", 4)
	       ? 6 : 0;
}

/* A related story's line inside a block of lines set apart by <br>, a
 * TV station's or an old paper's story as one box of text ("<b>Related:
 * </b> <a>City Council Approves Water Rate Increase</a><br><br>" between
 * its paragraphs): a teaser's label of TEASER_LINE bytes at most and its
 * colon ("Related:", "Also Read:", "Watch:"; a byline's "Posted: 11:32
 * PM Dec 6, 2008" over a toolbar's links is none), then a title that
 * ends no sentence, under TEASER_TITLE bytes, whose characters but spaces
 * the block's links can cover. Such a line goes; the rest of the block
 * stays (add_lines writes the lines kept). */
#ifndef TEASER_LINE
#define TEASER_LINE 24
#endif
#ifndef TEASER_TITLE
#define TEASER_TITLE 120
#endif
#ifndef TEASER_TITLE_MIN
#define TEASER_TITLE_MIN 8  /* a title's characters at least */
#endif
static int teaser_line(const struct block *b, const char *s, size_t n)
{
	const char *c = memchr(s, ':', n < TEASER_LINE ? n : TEASER_LINE);
	if (!c || c == s || n - (size_t)(c - s) > TEASER_TITLE || ends_sentence(s, n))
		return 0;
	size_t k = (size_t)(c - s);
	int title = text_chars(s + k + 1, n - k - 1);
	while (k && s[k - 1] == ' ')
		k--;
	static const char *const label[] = {
		"related", "related story", "related stories", "related link", "related links",
		"related content", "related coverage", "related article", "see also", "also see",
		"also read", "read also", "read more", "read", "more", "watch", "video",
		"also on", "previously", "more coverage",
	};
	return title >= TEASER_TITLE_MIN && b->link_chars >= title &&
	       label_is(s, k, label, sizeof label / sizeof *label);
}

/* And the block's last line when it is the story's tool row ("Print this
 * story Email this story Feedback", "Email | Print | Share | Text size: A
 * A A" under an old paper's text in one cell): under TOOL_TAIL bytes, no
 * sentence, a line that names printing or mailing the story and that
 * boiler_phrase reads as boilerplate, whose characters but
 * spaces and bars the block's links cover for TOOL_LINKS percent or
 * more. */
#ifndef TOOL_TAIL
#define TOOL_TAIL 100
#endif
#ifndef TOOL_LINKS
#define TOOL_LINKS 60
#endif
static int tool_tail(const struct block *b, const char *s, size_t n)
{
	if (n >= TOOL_TAIL || ends_sentence(s, n))
		return 0;
	int chars = text_chars(s, n);  /* but the bars too */
	for (size_t i = 0; i < n; i++)
		chars -= s[i] == '|';
	static const char *const tool[] = {"print", "email", "e-mail", "mail"};
	return chars && b->link_chars * 100 >= chars * TOOL_LINKS &&
	       word_in(s, n, tool, sizeof tool / sizeof *tool, 0) && boiler_phrase(s, n);
}

/* Whether every character of x->text[o, o + n) but spaces lies in inline
 * meta elements (x->mruns, in order: a binary search for the run that
 * holds its first one). */
static int meta_line(const struct extractor *x, size_t o, size_t n)
{
	size_t k = x->mruns.len / (2 * sizeof(size_t)), lo = 0, hi = k, r[2];
	const char *s = x->text.p;
	while (n && s[o] == ' ')
		o++, n--;
	while (n && s[o + n - 1] == ' ')
		n--;
	if (!n || !k)
		return 0;
	while (lo < hi) {  /* the first run that ends past o */
		size_t m = (lo + hi) / 2;
		memcpy(r, x->mruns.p + m * sizeof r, sizeof r);
		if (r[1] <= o)
			lo = m + 1;
		else
			hi = m;
	}
	for (size_t i = o; lo < k; lo++) {
		memcpy(r, x->mruns.p + lo * sizeof r, sizeof r);
		for (; i < o + n && i < r[0]; i++)
			if (s[i] != ' ')
				return 0;
		if (r[1] >= o + n)
			return 1;
		i = r[1];
	}
	return 0;
}

/* A byline's or a date's line at the head of a block of lines set apart by
 * <br>, an old paper's story as one cell of text under its headline, its
 * text all in inline elements of a meta hint ("<span class=storyhead>...
 * </span><br><span class=storybyline>By Walt Sundquist, Sentinel Editor
 * </span><br><br>ASHBY - The state fire marshal's ..."): the line goes as
 * such a box of its own above the text goes. A line above the block's
 * first sentence of prose (HEAD_PROSE bytes or more), under HEAD_LINE
 * bytes and no sentence, that opens with "By" (by_words: "Von", "Par",
 * "Por", ...) or holds a date (dated); a headline or a kicker in such an
 * element ("<span class=headline>") stays. A byline in no such element
 * ("By Tom Ashby<br><br>ABUJA, Jan 10 (Reuters) - ...") stays: the WCEB
 * golds keep it. */
#ifndef HEAD_LINE
#define HEAD_LINE 80
#endif
#ifndef HEAD_PROSE
#define HEAD_PROSE 80
#endif
static int head_meta(const struct extractor *x, const char *s, size_t n)
{
	return n >= 4 && n < HEAD_LINE && !ends_sentence(s, n) &&
	       (starts_any_ci(s, n, by_words, by_words_n) || dated(s, n)) &&
	       meta_line(x, (size_t)(s - x->text.p), n);
}

/* add_lines writes a block's lines but those that go: a teaser's
 * (teaser_line), a station's call to stay for updates (update_call; not
 * in a <pre> block, a mail's or a log's own lines), a byline or a date
 * above the first prose (head_meta), a post's edit note opening it
 * (edit_line), and the last line when it is a tool row (tool_tail), or a
 * line above the first prose that is one (an old paper's cell, "Print
 * Email to a friend" between its date and its text). The
 * separator sep from the block before (none: 0) goes before its first
 * line kept, and not at all where every line goes. */
static void add_lines(const struct extractor *x, const struct block *b, const char *t,
                      size_t n, struct buf *out, char sep)
{
	if (!memchr(t, '\n', n)) {
		if (sep)
			buf_putc(out, sep);
		buf_add(out, t, n);
		return;
	}
	size_t prose = n;  /* where the block's first line of prose opens */
	for (size_t i = 0; x->mruns.len && i < n;) {
		const char *e = memchr(t + i, '\n', n - i);
		size_t l = e ? (size_t)(e - t) - i : n - i;
		if (l >= HEAD_PROSE && ends_sentence(t + i, l)) {
			prose = i;
			break;
		}
		i += l + 1;
	}
	int lines = 0, wrote = 0;
	for (size_t i = 0; i < n; lines++) {
		const char *e = memchr(t + i, '\n', n - i);
		size_t l = e ? (size_t)(e - t) - i : n - i;
		int drop = teaser_line(b, t + i, l) ||
		           (!e && lines >= 2 && tool_tail(b, t + i, l)) ||
		           (!(b->tag & F_PRE) && update_call(t + i, l)) ||
		           (i < prose && prose < n &&
		            (head_meta(x, t + i, l) || tool_tail(b, t + i, l))) ||
		           (!lines && e && edit_line(t + i, l));
		if (!drop) {
			/* the block's separator only when a line of it stays */
			if (wrote || sep)
				buf_putc(out, wrote ? '\n' : sep);
			buf_add(out, t + i, l);
			wrote = 1;
		}
		i += l + 1;
	}
}

/* The headline's line opening with a link to the post, its flair and its
 * site after the link ("<a class=title>Creaking noise from bottom
 * bracket only when standing</a> <span class=linkflairlabel>Drivetrain
 * </span> <span class=domain>(self.bikewrench)</span>", a link board's):
 * the title is the link (b->lead: its characters, spaces aside) when the
 * page's <title> holds it and not the whole line. The bytes of the line's
 * head to keep, or n. */
static size_t head_cut(const struct extractor *x, const struct block *b, const char *t,
                       size_t n)
{
	if (b != &x->blocks[x->headline] || b->lead <= 0 || b->lead >= b->link_chars ||
	    b->link_chars * 2 <= b->chars || b->cjk || n > HEAD_MAX || !x->title.len ||
	    memmem(x->title.p, x->title.len, t, n))
		return n;
	size_t k = 0;
	for (int c = 0; k < n && c < b->lead; k++)
		c += t[k] != ' ' && ((unsigned char)t[k] & 0xC0) != 0x80;
	while (k < n && ((unsigned char)t[k] & 0xC0) == 0x80)
		k++;  /* the last character's bytes */
	if (k >= n || t[k] != ' ' || !memmem(x->title.p, x->title.len, t, k))
		return n;
	return k;
}

void emit(struct extractor *x, int first, int end, struct buf *out)
{
	const struct block *prev = NULL;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep)
			continue;
		/* the short cells of a table row share a line; a long one (a
		 * post beside its author's cell in a forum's layout table) is
		 * a paragraph of its own */
		int cb = in_cell(x->nodes, b), cp = prev ? in_cell(x->nodes, prev) : -1;
		int same_row = cb >= 0 && cp >= 0 && x->nodes[cb].parent == x->nodes[cp].parent &&
		               b->chars < CELL_LINE && prev->chars < CELL_LINE &&
		               !(x->nodes[x->nodes[cb].parent].hint & H_DIVTABLE);
		const char *t = x->text.p + b->off;
		size_t n = push_cut(t, bbs_cut(x, b, credit_cut(x, b))), l = bbs_label(t, n);
		if (x->headline >= 0)
			n = head_cut(x, b, t, n);
		add_lines(x, b, t + l, n - l, out, !out->len ? 0 : same_row ? ' ' : '\n');
		prev = b;
	}
}

/* The article's first paragraph in a box of its own, beside the element
 * holding the rest (an introduction above the list it introduces): a block
 * of prose (weight LEAD_MIN or more, no boilerplate, byline or caption hint)
 * owned by a sibling of the container, among the LEAD_GAP blocks right above
 * it, when the container kept something, goes first, or the paragraphs of
 * such a box right above it (intro_box). A standfirst inside a
 * header box is no sibling and stays out (the AEB's gold leaves it out), but
 * on a page not in English one named a lead (H_LEAD: "lead", "intro",
 * "teaser", "Vorspann", "chapo", "entradilla"), a sentence of LEAD_MARK+
 * characters and no link within LEAD_MARK_GAP blocks above the container and
 * under its grandparent (the body may be its first page's box), is the lead
 * of a news site's article and goes first, unless the body's first kept
 * block repeats it (its first 60 bytes); on a page in English only such
 * a lead that opens in capitals, an old paper's intro (caps_intro). */
#ifndef LEAD_MIN
#define LEAD_MIN 150
#endif
#ifndef LEAD_GAP
#define LEAD_GAP 3
#endif
#ifndef LEAD_MARK
#define LEAD_MARK 80
#endif
#ifndef LEAD_MARK_GAP
#define LEAD_MARK_GAP 10
#endif
/* A lead by its markup: a sentence free of links, of LEAD_MARK+
 * characters or LEAD_WORDS+ words (Hebrew and Arabic write no vowels: "משרד
 * התחבורה הודיע כי העבודות על הקו הכחול נמצאות בשלב מתקדם." is 50
 * characters), in an element named a lead ("intro", "Vorspann",
 * "summary") or its child; or a shorter one, 8+ words and LEAD_SHORT+
 * characters, named a lead itself right under the headline: a CV's or a
 * profile's line under its title ("<h1>Lebenslauf</h1><p class=lead>
 * Softwareentwickler mit Schwerpunkt Backend und Datenbanken, wohnhaft in
 * Winterthur.</p>", "Chercheuse en écologie des sols, basée à Lausanne."). */
#ifndef LEAD_SHORT
#define LEAD_SHORT 50
#endif
#ifndef LEAD_WORDS
#define LEAD_WORDS 12
#endif
int marked_lead(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	int hinted = (o->hint & H_LEAD) || (o->parent >= 0 && (x->nodes[o->parent].hint & H_LEAD));
	const char *s = x->text.p + b->off;
	if (hinted && !b->link_chars && b->words >= 8 && b->chars >= LEAD_SHORT &&
	    b->chars < LEAD_MARK && b->words < LEAD_WORDS && (o->hint & H_LEAD) &&
	    x->headline >= 0 && b - x->blocks == x->headline + 1)
		return ends_sentence(s, b->len);
	return hinted && !b->link_chars && (b->chars >= LEAD_MARK || b->words >= LEAD_WORDS) &&
	       b->words >= 8 &&
	       (ends_sentence(s, b->len) ||
	        (s[b->len - 1] != ':' && !(b->tag & F_HEAD) &&
	         ((b->words >= LEAD_BARE && spaced(s, b->len, LEAD_BARE)) ||
	          inner_stop(s, b->len))));
}

/* A box named a teaser that holds a field to type in (H_ENTRY) is a
 * promotion's with its form, no article's lead: a utility's tariff box
 * beside the page ("Jetzt wechseln: In nur drei Minuten zu Ihrem neuen
 * Stromtarif" over its postcode and its kWh), "Calculez votre tarif",
 * "Iscriviti alla newsletter" over an e-mail field. */
static int entry_lead(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	int q = (o->hint & H_LEAD) || o->parent < 0 ? b->owner : o->parent;
	for (int j = x->nodes[q].first_block; j < x->nodes[q].end_block; j++)
		if (x->nodes[x->blocks[j].owner].hint & H_ENTRY)
			return 1;
	return 0;
}

/* A question in a box of its own above its answers (a Q&A page's
 * "question-card" over its "answers": "Domanda" and "Risposte", "Frage"
 * and "Antworten"): where the container holds QA_AUTHORS or more author
 * boxes (the answers') and a sibling before it, past boxes with no prose
 * (an ad's label), holds the headline, an author box and QA_PROSE or more
 * characters of prose, free of hints, that prose is the question and goes
 * first. The sibling may be one of a box around the container, QA_UP
 * levels up ("<div class=QuestionHeader>" beside "<div class=Question-main>
 * <div class=Question-mainColumn><div class=List>", the answers' list);
 * a question that names no asker (a Chinese Q&A site's, "第一次养猫，需要
 * 提前准备哪些东西？") is one where the headline asks. Its prose may weigh
 * nothing: a first round that chose the page's box zeroed it. */
#ifndef QA_AUTHORS
#define QA_AUTHORS 2
#endif
#ifndef QA_PROSE
#define QA_PROSE 100
#endif
#define QA_BLOCKS 24
#ifndef QA_UP
#define QA_UP 2
#endif
/* a line that ends with a question mark, Latin or full-width ("？") */
static int asks(const char *s, size_t n)
{
	while (n && s[n - 1] == ' ')
		n--;
	return (n && s[n - 1] == '?') ||
	       (n >= 3 && !memcmp(s + n - 3, "\xEF\xBC\x9F", 3));
}

/* The question's prose: free of hints, and no asker's line of a name and
 * a date where no class names it one (poster_line) */
static int question_line(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	return b->w >= 0 && is_prose(b) && o->nearest_neg < 0 && o->nearest_meta < 0 &&
	       o->nearest_cap < 0 && !poster_line(x, b);
}

int question_above(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent, hl = x->headline, authors = 0, s = -1;
	if (p < 0 || hl < 0 || hl >= nd[c].first_block)
		return -1;
	/* the answers' author boxes (one inside another counts once) */
	for (int i = c + 1; i < x->nnodes && nd[i].first_block < nd[c].end_block &&
	     authors < QA_AUTHORS; i++)
		authors += (nd[i].hint & H_AUTHOR) && !(nd[nd[i].parent].hint & H_AUTHOR);
	/* or, no class naming them, its boxes each opening with a name and
	 * a date */
	if (authors < QA_AUTHORS && dated_boxes(x, c, QA_AUTHORS) < QA_AUTHORS)
		return -1;
	/* the nearest sibling before the container, or before a box
	 * around it, that holds prose */
	for (int a = c, up = 0; s < 0 && p >= 0 && up <= QA_UP; up++) {
		for (int i = a - 1; i > p && s < 0; i--) {
			if (nd[i].parent != p)
				continue;
			if (nd[i].nprose > 0)
				s = i;
			else if (nd[i].end_block - nd[i].first_block > 2)
				return -1;
		}
		a = p, p = nd[a].parent;
	}
	if (s < 0 || hl < nd[s].first_block || hl >= nd[s].end_block ||
	    nd[s].end_block - nd[s].first_block > QA_BLOCKS || nd[s].nearest_neg >= 0)
		return -1;
	int author = 0, chars = 0, first = -1;
	for (int i = s + 1; i < x->nnodes && nd[i].first_block < nd[s].end_block && !author; i++)
		author = (nd[i].hint & H_AUTHOR) != 0;
	for (int j = hl + 1; j < nd[s].end_block; j++)
		if (question_line(x, &x->blocks[j]))
			chars += x->blocks[j].chars;
	int ask = asks(x->text.p + x->blocks[hl].off, x->blocks[hl].len);
	if ((!author && !ask) || chars < QA_PROSE)
		return -1;
	for (int j = hl + 1; j < nd[s].end_block; j++) {
		struct block *b = &x->blocks[j];
		if (question_line(x, b)) {
			b->keep = 1;
			if (first < 0)
				first = j;
		}
	}
	/* and the answers' closing dates, where no class names them */
	if (authors < QA_AUTHORS)
		drop_tail_dates(x, c);
	/* the asking headline, where no class names the asker nor the
	 * answers' authors, goes with it: thread_title finds no author's
	 * box to part the posts by */
	if (authors < QA_AUTHORS && !author && ask && first >= 0 && !x->blocks[hl].link_chars) {
		x->blocks[hl].keep = 1;
		first = hl;
	}
	*end = nd[s].end_block;
	return first;
}

/* The introduction may be a box of its own, right before the container
 * and below the headline, of INTRO_PROSE to INTRO_BLOCKS blocks, its
 * paragraphs of prose kept (a slideshow's or a list article's intro over
 * the box of its items: "<div class=slideshow-intro>" of three paragraphs
 * and a "Start Slideshow" link over "<div class=slideshow-container>").
 * Named for the slideshow it opens, its caption hint does not count; a
 * paragraph under a boilerplate, byline or caption hint of its own is
 * none. One paragraph alone in its box is such an intro when it is of
 * INTRO_WORDS words or more, longer than a deck ("<div class=listicle-
 * intro><p>The turkey gets the spotlight, ...</p></div>" over the box of
 * a recipe roundup's slides). */
#ifndef INTRO_PROSE
#define INTRO_PROSE 2
#endif
#ifndef INTRO_BLOCKS
#define INTRO_BLOCKS 8
#endif
#ifndef INTRO_WORDS
#define INTRO_WORDS 40
#endif
static int intro_para(const struct extractor *x, int s, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	return b->w > 0 && is_prose(b) && !b->link_chars && o->nearest_neg < 0 &&
	       o->nearest_meta < 0 && (o->nearest_cap < 0 || o->nearest_cap == s);
}

static int intro_box(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, p = nd[c].parent, s, n = 0, lead = -1;
	if (p < 0 || first <= 0 || x->headline < 0)
		return -1;
	for (s = x->blocks[first - 1].owner; s >= 0 && nd[s].parent != p; s = nd[s].parent)
		;
	if (s < 0 || s == c || nd[s].end_block != first || x->headline >= nd[s].first_block ||
	    x->headline < nd[p].first_block || nd[s].end_block - nd[s].first_block > INTRO_BLOCKS ||
	    nd[s].nearest_neg >= 0 || nd[s].nearest_meta >= 0)
		return -1;
	int words = 0;
	for (int j = nd[s].first_block; j < first; j++)
		if (intro_para(x, s, &x->blocks[j])) {
			n++;
			words = x->blocks[j].words;
		}
	if (n < INTRO_PROSE && !(n == 1 && words >= INTRO_WORDS && nd[s].end_block -
	                                 nd[s].first_block == 1))
		return -1;
	for (int j = nd[s].first_block; j < first; j++)
		if (intro_para(x, s, &x->blocks[j])) {
			x->blocks[j].keep = 1;
			if (lead < 0)
				lead = j;
		}
	*end = first;
	return lead;
}

/* A standfirst of sentences: one that ends a sentence, or two or more of
 * which the last goes without its full stop ("Dal 1° dicembre divieti di
 * transito e sosta per cinque mesi. Il mercato del giovedì si sposta in
 * piazza XXV Aprile"); a deck of one phrase, which the golds leave out,
 * is none. */
static int lead_sentences(const char *s, size_t n)
{
	if (ends_sentence(s, n))
		return 1;
	for (size_t i = 1; i + 2 < n; i++)
		if ((s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i + 1] == ' ' &&
		    isupper((unsigned char)s[i + 2]) && isalpha((unsigned char)s[i - 1]))
			return 1;
	return 0;
}

/* Or that paragraph under the headline in its box farther up than
 * LEAD_MARK_GAP blocks, past the article's facts (its date, its reading
 * time), a share bar, its topics and the page's index, no line of prose
 * among them: a town hall's news page, its headline and standfirst in
 * their column ("<h1 data-audio>" over "<p data-audio>"), its body a
 * "Descrizione" section beside a sidebar's index (Designers Italia's
 * Comuni). */
static int far_lead(struct extractor *x, int c, int *end)
{
	int hl = x->headline, first = x->nodes[c].first_block, j = hl + 1;
	if (hl < 0 || j >= first - LEAD_MARK_GAP)
		return -1;
	struct block *b = &x->blocks[j];
	const struct node *o = &x->nodes[b->owner], *hn = &x->nodes[x->blocks[hl].owner];
	if (!(b->tag & F_P) || o->parent != hn->parent || o->parent < 0 ||
	    (x->nodes[o->parent].hint & H_META) || b->link_chars || b->chars < LEAD_MARK ||
	    b->words < 8 || o->nearest_neg >= 0 || o->nearest_meta >= 0 || o->nearest_cap >= 0 ||
	    b->consent || entry_lead(x, b) || !lead_sentences(x->text.p + b->off, b->len))
		return -1;
	for (int k = j + 1; k < first; k++)
		if (x->blocks[k].w > 0 && is_prose(&x->blocks[k]))
			return -1;
	b->keep = 1;
	*end = j + 1;
	return j;
}

/* An intro in a British, Irish or Australian paper's style: its opening
 * words in capitals, then the sentence in lower case ("A SURFER has
 * punched a shark ...", "POLICE have named ...", "A LONG-AWAITED bypass
 * ..."): a run of at most CAPS_RUN words of capitals (hyphens and
 * apostrophes in them), one of them of three letters or more, then a word
 * with a small letter. The paper sets its story's first paragraph so; a
 * deck or a summary is set in plain case. An acronym alone opens a deck
 * of plain case ("NASA has delayed ..."): the run is two words or more
 * ("A SURFER"), or one of CAPS_WORD letters or more ("POLICE"). */
#ifndef CAPS_RUN
#define CAPS_RUN 4
#endif
#ifndef CAPS_WORD
#define CAPS_WORD 5
#endif
static int caps_intro(const char *s, size_t n)
{
	size_t i = 0;
	int words = 0, long_word = 0, most = 0;
	while (i < n && words <= CAPS_RUN) {
		size_t w = i;
		int letters = 0, small = 0;
		for (; i < n && s[i] != ' '; i++) {
			unsigned char c = (unsigned char)s[i];
			letters += isupper(c) != 0;
			small |= islower(c) || c >= 0x80;
			if (!isalpha(c) && c != '-' && c != '\'' && !small)
				return 0;
		}
		if (small)  /* the first word of plain case ends the run */
			return words > 0 && long_word && islower((unsigned char)s[w]) &&
			       (words >= 2 || most >= CAPS_WORD);
		words++;
		long_word |= letters >= 3;
		most = letters > most ? letters : most;
		while (i < n && s[i] == ' ')
			i++;
	}
	return 0;
}

/* A board's announcement over its thread, named a lead by its class
 * ("<div id=announce><h2>Annonce</h2><div class=box>Pensez à indiquer
 * ...", FluxBB's; "Announcement", "Forenregeln", "Anuncio"): the heading
 * right above the line, in a box that opens with it NOTICE_UP levels up
 * at most, is a word for a notice or the board's rules alone. No lead. */
#ifndef NOTICE_UP
#define NOTICE_UP 4
#endif
static int board_notice(const struct extractor *x, int j)
{
	static const char *const w[] = {
		"announcement", "announcements", "forum rules", "board rules",
		"ank\xC3\xBCndigung", "ank\xC3\xBCndigungen", "forenregeln", "forumregeln",
		"annonce", "annonces", "r\xC3\xA8gles du forum", "anuncio", "anuncios",
		"normas del foro", "annuncio", "annunci", "regole del forum",
		"aankondiging", "mededeling", "forumregels",
	};
	const struct node *nd = x->nodes;
	const struct block *h = j > 0 ? &x->blocks[j - 1] : NULL;
	if (!h || !(h->tag & F_HEAD) || h->link_chars ||
	    !word_is(x->text.p + h->off, h->len, w, sizeof w / sizeof *w))
		return 0;
	for (int a = x->blocks[j].owner, up = 0; a >= 0 && up <= NOTICE_UP; a = nd[a].parent, up++)
		if (nd[a].first_block == j - 1)
			return 1;
	return 0;
}

int lead_above(struct extractor *x, int c, int *end)
{
	int first = x->nodes[c].first_block, kept = 0;
	for (int i = first; i < x->nodes[c].end_block && !kept; i++)
		kept = x->blocks[i].keep != 0;
	if (!kept)
		return -1;
	for (int j = first - 1; j >= 0 && j >= first - LEAD_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		if (b->w >= LEAD_MIN && o->nearest_neg < 0 && o->nearest_meta < 0 &&
		    o->nearest_cap < 0 && o->parent == x->nodes[c].parent) {
			b->keep = 1;
			*end = j + 1;
			return j;
		}
	}
	int ib = intro_box(x, c, end);
	if (ib >= 0)
		return ib;
	/* a lead by its markup, in the article's header box (whose name is
	 * boilerplate) past the byline, the date, a share bar and a picture:
	 * a sentence free of links under the container's parent */
	int p = x->nodes[c].parent;
	int en = page_english(x);  /* the page's language as declared, or as its words show */
	if (p < 0)
		return -1;
	if (x->nodes[p].parent >= 0)
		p = x->nodes[p].parent;  /* the body may be its first page's box */
	for (int j = first - 1; j >= x->nodes[p].first_block && j >= first - LEAD_MARK_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		/* or, unnamed, the paragraph right under the headline in its
		 * header box: a test's or a news site's teaser, "<header><h1>
		 * ...</h1><p>Der Lumio Libra ist der erste E-Book-Reader ..." */
		const struct node *hn = x->headline >= 0 && j == x->headline + 1 ?
		                        &x->nodes[x->blocks[x->headline].owner] : NULL;
		int under = hn && (b->tag & F_P) && o->parent == hn->parent &&
		            !(x->nodes[o->parent].hint & H_META) && !b->link_chars &&
		            b->chars >= LEAD_MARK && b->words >= 8 &&
		            lead_sentences(x->text.p + b->off, b->len);
		/* or a help center's description under the title, a line of
		 * eight words or more with no full stop and no figure, alone
		 * in its box or beside the title: "Sincroniza stock, precios
		 * y pedidos entre el punto de venta y tu tienda" (Intercom's,
		 * GitBook's) */
		if (hn && !under && (b->tag & F_P) && !b->link_chars && b->words >= 8 &&
		    b->chars >= 50 && b->chars < LEAD_MARK * 2 && o->nearest_meta < 0 &&
		    x->text.p[b->off + b->len - 1] != ':' &&
		    !has_digit(x->text.p + b->off, b->len)) {
			int w = o->parent;
			if (w >= 0 && w != hn->parent && x->nodes[w].first_block == j &&
			    x->nodes[w].end_block == j + 1)
				w = x->nodes[w].parent;
			under = w == hn->parent;
		}
		/* or a news theme's dek, a heading named a subtitle right
		 * under the headline, a line of eight words or more that
		 * ends with no full stop ("<h2 class=jeg_post_subtitle>
		 * Landesamt wertet Fotofalle aus – Halter sollen Zäune
		 * prüfen", Jannah's "entry-sub-title", "sottotitolo") */
		if (hn && !under && (b->tag & F_HEAD) && !(b->tag & F_H1) && (o->hint & H_LEAD) &&
		    !b->link_chars && b->words >= 8 && b->chars >= LEAD_SHORT &&
		    b->chars < LEAD_MARK * 2 && x->text.p[b->off + b->len - 1] != ':')
			under = 1;
		/* (not a consent dialog's text, its box named a summary:
		 * "qc-cmp2-summary-info"); a gallery's lead named so in its
		 * header, "<p class=gallery__intro>", is named a caption by
		 * its block's word, a lead by its own */
		/* (on a page in English, whose golds leave a standfirst
		 * out, only an intro in capitals, the story's first
		 * paragraph) */
		if (en && !(marked_lead(x, b) && ends_sentence(x->text.p + b->off, b->len) &&
		            caps_intro(x->text.p + b->off, b->len)))
			continue;
		/* (nor a line of the writer's card, a box named for the
		 * author: a community blog's "<div class=read-author__desc>
		 * Guru honorer di Klaten yang suka menulis ..." over the
		 * post's title is the writer's bio, no lead) */
		if ((marked_lead(x, b) || under) && !b->consent && !entry_lead(x, b) &&
		    !board_notice(x, j) &&
		    !(o->nearest_meta >= 0 && (x->nodes[o->nearest_meta].hint & H_AUTHOR)) &&
		    (o->nearest_cap < 0 || (o->nearest_cap == b->owner && (o->hint & H_LEAD)))) {
			/* a summary that repeats the body's first paragraph
			 * is there already */
			const struct block *f = &x->blocks[first];
			while (f < x->blocks + x->nodes[c].end_block && !f->keep)
				f++;
			size_t n = b->len < 60 ? b->len : 60;
			if (f < x->blocks + x->nodes[c].end_block && f->len >= n &&
			    !memcmp(x->text.p + f->off, x->text.p + b->off, n))
				return -1;
			b->keep = 1;
			*end = j + 1;
			return j;
		}
	}
	return en ? -1 : far_lead(x, c, end);
}

/* A picture's caption between the lead above the container and the
 * container (a news extension's article: "<div class=teaser-text>" over
 * "<div class=news-img-wrap><img><p class=news-img-caption>Der
 * Fraktionschef stellte die Anträge vor.</p></div>" over "<div
 * class=news-text-wrap>"; "chapo" over "légende", "entradilla" over "pie
 * de foto"): where a lead was kept above the container and no more than
 * CAPLEAD_GAP blocks, all of captions under the container's parent, lie
 * between them, such a caption that is a sentence of CAPLEAD_WORDS+
 * words free of links (not a credit, "Foto: Olaf Bathke") is the body's
 * and goes with the lead. Returns the lead's new end. */
#ifndef CAPLEAD_GAP
#define CAPLEAD_GAP 3
#endif
#ifndef CAPLEAD_WORDS
#define CAPLEAD_WORDS 6
#endif
int caption_under_lead(struct extractor *x, int c, int lead_end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, p = nd[c].parent, kept = 0;
	if (p < 0 || lead_end >= first || first - lead_end > CAPLEAD_GAP ||
	    lead_end < nd[p].first_block)
		return lead_end;
	for (int j = lead_end; j < first; j++) {
		const struct node *o = &nd[x->blocks[j].owner];
		if (o->nearest_cap <= p || o->nearest_neg > p)
			return lead_end;
	}
	for (int j = lead_end; j < first; j++) {
		struct block *b = &x->blocks[j];
		if (!b->link_chars && b->words >= CAPLEAD_WORDS &&
		    ends_sentence(x->text.p + b->off, b->len))
			b->keep = kept = 1;
	}
	return kept ? first : lead_end;
}

/* A business's opening hours closing its page, under the last kept block:
 * a short heading and HOURS_MIN+ short lines free of links, each a time
 * ("Du mardi au samedi : 7 h – 19 h 30", "Mo–Fr 8:00–18:00 Uhr", "Zaterdag
 * 9.00 – 15.00 uur") or a day it is closed ("Fermé le lundi", "Sonntag
 * geschlossen"): the page's, kept though each is too short to weigh; and
 * so are such lines right under a kept one of them. A line with a price
 * is none ("r***o – CHF 420.00 – 27.11.2026", an auction's bid, its
 * cents read as a time). */
#ifndef HOURS_MIN
#define HOURS_MIN 2
#endif
static int hours_line(const char *s, size_t n)
{
	static const char *const mark[] = {
		" h", "h ", ":00", ":30", ".00", ".30", "uhr", "uur", " am", " pm", "ore ",
	};
	static const char *const closed[] = {
		"ferm\xC3\xA9", "geschlossen", "closed", "cerrado", "chiuso", "gesloten",
		"fechado", "zamkni",
	};
	if (n >= 60 || memmem(s, n, "\xE2\x82\xAC", 3) || memmem(s, n, "CHF", 3) ||
	    memchr(s, '$', n) || memmem(s, n, "\xC2\xA3", 2))
		return 0;
	if (HAS_ANY_CI(s, n, closed))
		return 1;
	return has_digit(s, n) && HAS_ANY_CI(s, n, mark) &&
	       (memmem(s, n, "\xE2\x80\x93", 3) || memchr(s, '-', n));
}

void trailing_hours(struct extractor *x, int c)
{
	int last = -1, end = x->nodes[c].end_block;
	for (int i = x->nodes[c].first_block; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	if (last < 0 || last + 1 >= end)
		return;
	/* under their heading, or on from a kept line of them */
	const struct block *h = &x->blocks[last + 1], *l = &x->blocks[last];
	int head = (h->tag & F_HEAD) && !h->link_chars && h->chars < 40;
	if (!head && (l->link_chars || !hours_line(x->text.p + l->off, l->len)))
		return;
	int j = last + 1 + head, n = 0;
	for (; j < end && n < 8; j++, n++) {
		const struct block *b = &x->blocks[j];
		if (b->link_chars || (b->tag & F_HEAD) ||
		    !hours_line(x->text.p + b->off, b->len))
			break;
	}
	if (n < (head ? HOURS_MIN : 1))
		return;
	for (int i = last + 1; i < j; i++)
		x->blocks[i].keep = 1;
}

/* A live blog's key points in a box of their own beside its entries ("Ce
 * qu'il faut retenir", "Das Wichtigste in Kürze" over a list of sentences):
 * a list of two to KEY_ITEMS items, each a line of five words or more, no
 * link and no boilerplate hint, below the headline where that is above
 * the container, under the container's
 * parent and ending at most KEY_GAP short lines (a refresh button's "3
 * nouveaux posts") above the container, goes first on a page not in
 * English, with its heading right above it. Returns its first block and
 * sets *end past its last, or -1. */
#ifndef KEY_GAP
#define KEY_GAP 2
#endif
#ifndef KEY_ITEMS
#define KEY_ITEMS 8
#endif
int key_points(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, p = nd[c].parent;
	if (p < 0 || page_english(x))
		return -1;
	for (int j = first - 1; j >= nd[p].first_block && j >= first - 1 - KEY_GAP; j--) {
		const struct block *b = &x->blocks[j];
		if (!(b->tag & F_LI)) {
			if (b->chars >= 40)
				return -1;
			continue;  /* a toolbar's short line */
		}
		int l = nd[b->owner].parent;
		if (l < 0 || nd[l].first_block < nd[p].first_block ||
		    (x->headline <= first && nd[l].first_block <= x->headline))
			return -1;
		int n = nd[l].end_block - nd[l].first_block;
		if (n < 2 || n > KEY_ITEMS)
			return -1;
		for (int k = nd[l].first_block; k < nd[l].end_block; k++) {
			const struct block *e = &x->blocks[k];
			if (!(e->tag & F_LI) || nd[e->owner].parent != l || e->link_chars ||
			    e->words < 5 || e->chars > 250 || nd[e->owner].nearest_neg >= 0)
				return -1;
		}
		int h = nd[l].first_block - 1, start = nd[l].first_block;
		if (h >= nd[p].first_block && (x->blocks[h].tag & (F_HEAD | F_H1)) == F_HEAD &&
		    !x->blocks[h].link_chars && x->blocks[h].chars < 60 &&
		    nd[x->blocks[h].owner].nearest_neg < 0)
			start = h;
		for (int k = start; k < nd[l].end_block; k++)
			x->blocks[k].keep = 1;
		*end = nd[l].end_block;
		return start;
	}
	return -1;
}

/* A fact check's claim and verdict in a box of their own between the
 * headline and the body, set in an <aside> or named boilerplate
 * ("<aside class=detail__rating>" round "Behauptung" over the claim,
 * "Bewertung Falsch" and a line on it; "Claim" and "Our verdict: False";
 * "Affirmation", "Verdict"): a box under the headline that ends at most
 * CLAIM_GAP blocks above the container, of CLAIM_BLOCKS blocks at most,
 * opening with the claim's label (claim_label) and holding the verdict's
 * after it, is the check's and goes first: its link-free blocks are kept.
 * Returns its first block and sets *end past its last, or -1. */
#ifndef CLAIM_GAP
#define CLAIM_GAP 3
#endif
#ifndef CLAIM_BLOCKS
#define CLAIM_BLOCKS 10
#endif
int claim_box(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, hl = x->headline;
	if (hl < 0 || hl >= first)
		return -1;
	int lo = first - CLAIM_GAP - CLAIM_BLOCKS;
	for (int j = first - 1; j > hl && j >= lo; j--) {
		const struct block *b = &x->blocks[j];
		if (b->link_chars || claim_label(x->text.p + b->off, b->len) != 1)
			continue;
		/* the box: the largest around the label under the headline
		 * and above the container */
		int a = b->owner;
		while (nd[a].parent >= 0 && nd[nd[a].parent].first_block > hl &&
		       nd[nd[a].parent].end_block <= first)
			a = nd[a].parent;
		int s = nd[a].first_block, e = nd[a].end_block, verdict = 0;
		if (s != j || e - s > CLAIM_BLOCKS || first - e > CLAIM_GAP)
			return -1;
		for (int k = j + 1; k < e && !verdict; k++)
			verdict = !x->blocks[k].link_chars &&
			          claim_label(x->text.p + x->blocks[k].off, x->blocks[k].len) == 2;
		if (!verdict)
			return -1;
		for (int k = s; k < e; k++)
			x->blocks[k].keep = !x->blocks[k].link_chars;
		*end = e;
		return s;
	}
	return -1;
}

/* A post's title over the article: a heading (h2-h6; an h1 is the page's
 * headline, which the AEB's gold leaves out), link-free (or linked when
 * it is the page's headline by its <title>: a blog's post title linked
 * to the post itself, Blogger's "<h3 class=post-title><a href=...>", an
 * older WordPress theme's "<h2><a rel=bookmark>") and under no
 * boilerplate hint, right above the container's first kept block or the
 * introduction, or HEAD_GAP blocks above it past short lines (a date, a
 * byline), goes first: the WCEB golds keep a post's title, and a blog
 * sets it in a box of its own above the post's body. */
#ifndef HEAD_GAP
#define HEAD_GAP 2
#endif
#ifndef HEAD_SKIP
#define HEAD_SKIP 80
#endif
#ifndef HEAD_MAXC
#define HEAD_MAXC 300
#endif
/* The post's title may open the container itself, linked to the post and
 * so dropped with the teasers' links: a blog theme's "<div class=post><h2>
 * <a href=permalink>" over the post's paragraphs. Where that heading is the
 * page's headline (an h2-h6 under no boilerplate hint) and the container's
 * first kept block lies at most HEAD_GAP blocks under it, past short lines,
 * it is kept in place. */
static void head_inside(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, k;
	if (hl < nd[c].first_block || hl >= nd[c].end_block || x->blocks[hl].keep > 0 ||
	    !(x->blocks[hl].tag & F_HEAD) || (x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].link_chars * 2 < x->blocks[hl].chars ||
	    x->blocks[hl].chars >= HEAD_MAXC || nd[x->blocks[hl].owner].nearest_neg >= 0)
		return;
	for (k = hl + 1; k < nd[c].end_block && k <= hl + HEAD_GAP; k++) {
		if (x->blocks[k].keep > 0)
			break;
		if (x->blocks[k].chars >= HEAD_SKIP)
			return;
	}
	if (k < nd[c].end_block && k <= hl + HEAD_GAP)
		x->blocks[hl].keep = 1;
}

int head_above(struct extractor *x, int c, int lead)
{
	int top = lead >= 0 ? lead : x->nodes[c].first_block;
	if (lead < 0)
		head_inside(x, c);
	if (top <= 0 || !x->blocks[top].keep)
		return -1;
	for (int j = top - 1; j >= 0 && j >= top - HEAD_GAP; j--) {
		struct block *b = &x->blocks[j];
		const struct node *o = &x->nodes[b->owner];
		if (!(b->tag & F_HEAD)) {
			if (b->chars >= HEAD_SKIP)
				return -1;
			continue;
		}
		if ((b->tag & F_H1) || (b->link_chars && j != x->headline) || o->nearest_neg >= 0 ||
		    b->chars >= HEAD_MAXC)
			return -1;
		b->keep = 1;
		return j;
	}
	return -1;
}

/* A blog post's title: the headline, an h1 alone in the post's header
 * box (named a header and nothing else: "<header class=entry-header><h1
 * class=entry-title>", WordPress's themes', their date and author in the
 * post's footer), that box a child of the post's <article>, which holds
 * the container (the "entry-content" box under the header) too, and
 * nothing kept between the header and the container's first block top.
 * The blog golds keep a post's title. A news story's header holds its
 * byline, its date or its lead beside the h1, which the AEB's gold
 * leaves out: it stays out. */
int post_title_h1(struct extractor *x, int c, int top)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl >= top || !(x->blocks[hl].tag & F_H1) || x->blocks[hl].keep ||
	    x->blocks[hl].link_chars)
		return -1;
	int h = x->blocks[hl].owner;
	while (h >= 0 && nd[h].negkey != neg_bit("header", 6))
		h = nd[h].parent;
	if (h < 0 || nd[h].end_block > nd[c].first_block || nd[h].end_block - nd[h].first_block > 1)
		return -1;
	int p = nd[h].parent;
	if (p < 0 || !(nd[p].tag & F_ARTICLE) || nd[c].end_block > nd[p].end_block ||
	    nd[c].first_block < nd[p].first_block)
		return -1;
	for (int j = nd[h].end_block; j < top; j++)
		if (x->blocks[j].keep)
			return -1;
	x->blocks[hl].keep = 1;
	return hl;
}

/* A blog post's title as an old blog engine sets it: the headline, an
 * h2-h6 free of links, opening the post's header box (named a header:
 * Movable Type's "<div class=asset-header><h2 class=entry-title>"), or
 * under its board's or section's link alone there (a café's), the
 * rest of that box short lines of its meta (the author, the date, a
 * permalink, "Comments (6)"), under no other boilerplate hint, the box
 * right above the container's first kept block. The blog golds keep a
 * post's title; head_above takes only one HEAD_GAP blocks above, under
 * no boilerplate hint. */
#ifndef POST_META_LINES
#define POST_META_LINES 5
#endif
#ifndef POST_HEAD_UP
#define POST_HEAD_UP 4  /* levels from the heading up to its header box */
#endif
int post_title_head(struct extractor *x, int c, int top)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl >= top || !(x->blocks[hl].tag & F_HEAD) || (x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].keep || x->blocks[hl].link_chars || x->blocks[hl].chars >= HEAD_MAXC)
		return -1;
	int h = x->blocks[hl].owner;
	for (int up = 0; h >= 0 && up < POST_HEAD_UP && nd[h].negkey != neg_bit("header", 6);
	     up++)
		h = nd[h].parent;
	if (h < 0 || nd[h].negkey != neg_bit("header", 6) || nd[h].first_block > hl ||
	    nd[h].end_block != top || nd[h].end_block - nd[h].first_block > POST_META_LINES + 1 ||
	    nd[h].parent < 0 || nd[nd[h].parent].nearest_neg >= 0 || !x->blocks[top].keep)
		return -1;
	/* above the heading in its box, its board's or section's link alone
	 * ("<a class=link_board>초보러너 질문방</a>" over a café's post's
	 * title, "<span class=cat-links><a>Recipes</a>" over a blog's) */
	for (int j = nd[h].first_block; j < hl; j++)
		if (x->blocks[j].keep > 0 || x->blocks[j].chars >= HEAD_SKIP ||
		    x->blocks[j].link_chars * 2 <= x->blocks[j].chars)
			return -1;
	for (int j = hl + 1; j < nd[h].end_block; j++)
		if (x->blocks[j].keep || x->blocks[j].chars >= HEAD_SKIP)
			return -1;
	x->blocks[hl].keep = 1;
	return hl;
}

/* The headline found by the og:title or the <title>'s head (titled:
 * title_block), no heading matching the <title>, right above the
 * container's first kept block top past TITLED_GAP short lines or lines
 * of no prose at most (a release's department, its date and its views:
 * "담당부서", "등록일 2026-03-12", "조회수 2,418"; "发布日期：... 来源：..."),
 * none kept, under no boilerplate hint: a
 * release's or a notice's title in a box of the page's own ("<div
 * class=title>"), which the golds keep. A page of no headline at all
 * gives the nearest block there that is the <title>'s head before its
 * separator (title_head_block: "<div class=title>通知</div>" under
 * "通知_政府信息公开_..."); it is found here, for the output alone: as
 * the headline it would weigh in the container's choice, and a board's
 * thread title in its footer's bar (vBulletin's) would pull the posts'
 * box there. */
#ifndef TITLED_GAP
#define TITLED_GAP 4
#endif
int titled_head(struct extractor *x, int top, const char *title)
{
	int hl = x->headline;
	if (hl < 0 && !x->titled)
		for (int j = top - 1; j >= 0 && j >= top - TITLED_GAP - 1 && hl < 0; j--)
			if (title_head_block(x, title, &x->blocks[j]))
				hl = j;
	if ((!x->titled && hl == x->headline) || hl < 0 || hl >= top ||
	    top - hl > TITLED_GAP + 1 ||
	    x->blocks[hl].keep || !x->blocks[top].keep ||
	    x->nodes[x->blocks[hl].owner].nearest_neg >= 0)
		return -1;
	/* (a line of the release's date and source, "发布日期：2026-03-12
	 * 14:35 来源：... 浏览次数：1234", dated and no sentence, is short
	 * lines run together) */
	for (int j = hl + 1; j < top; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		if (b->keep || (b->chars >= HEAD_SKIP && is_prose(b) &&
		                !(dated(s, b->len) && !ends_sentence(s, b->len))))
			return -1;
	}
	x->blocks[hl].keep = 1;
	return hl;
}

/* The page's h1 set right above the box that holds the container, outside
 * it, the <title>'s head (title_head_block: "Wells for Malawi reach 100th
 * village | News | Trust"), free of links, under no boilerplate hint, the
 * container's first kept block at most H1_GAP blocks under it past short
 * lines, none kept: an old CMS's "<h1 class=title>" before its "<div
 * class=node>", the node's "Submitted by ... on <date>" line first in it; a
 * page's title block over its body's block (Drupal 8's). A byline between
 * the h1 and the body, outside the box that holds the body, is a news
 * story's header, whose headline the AEB's gold leaves out: it stays out;
 * so does an h1 that the first kept block repeats (a wiki's infobox). */
#ifndef H1_GAP
#define H1_GAP 2
#endif
int h1_above(struct extractor *x, int c, int top, const char *title)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl >= top || top - hl > H1_GAP + 1 || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].keep || x->blocks[hl].link_chars ||
	    nd[x->blocks[hl].owner].nearest_neg >= 0 || !title_head_block(x, title, &x->blocks[hl]))
		return -1;
	/* the box that holds the container opens right under the h1 */
	int a = c;
	while (a >= 0 && nd[a].first_block > hl + 1)
		a = nd[a].parent;
	if (a < 0 || nd[a].first_block != hl + 1)
		return -1;
	for (int j = hl + 1; j < top; j++)
		if (x->blocks[j].keep || x->blocks[j].chars >= HEAD_SKIP)
			return -1;
	/* (a wiki's infobox opening with the page's name says it once) */
	const struct block *h = &x->blocks[hl], *t = &x->blocks[top];
	if (!t->keep ||
	    (h->len == t->len && !memcmp(x->text.p + h->off, x->text.p + t->off, h->len)))
		return -1;
	x->blocks[hl].keep = 1;
	return hl;
}

/* A story's dateline opening its first line: a place in capitals and a
 * dash ("EASTFIELD — The council ...", "LONDON, May 3 (Reuters) - ") */
static int dateline_open(const char *s, size_t n)
{
	size_t i = 0, caps = 0;
	while (i < n && i < 40 && (isupper((unsigned char)s[i]) || s[i] == ' ' || s[i] == '.'))
		caps += isupper((unsigned char)s[i++]) != 0;
	if (caps < 3 || i >= n || (i > 0 && s[i - 1] != ' ' && s[i] != ','))
		return 0;
	for (size_t e = i + 40 < n ? i + 40 : n; i < e; i++)
		if (s[i] == '-' || s[i] == '(' || (i + 2 < n && !memcmp(s + i, "\xE2\x80", 2) &&
		    ((unsigned char)s[i + 2] == 0x93 || (unsigned char)s[i + 2] == 0x94)))
			return s[i - 1] == ' ';
	return 0;
}

/* A shop's product name above the container: the headline, an h1 free of
 * links under no boilerplate hint, over its price (product_name), at most
 * NAME_GAP blocks above the first kept block top, none kept between (its
 * stars, price and stock lines): the product's box beside its gallery
 * over its description's tabs (WooCommerce's "summary" over its
 * "woocommerce-tabs", Shopware's buy box). The shops' golds open with
 * the product's name; meta_verdict keeps it in the container. */
#ifndef NAME_GAP
#define NAME_GAP 12
#endif
int product_above(struct extractor *x, int top)
{
	int hl = x->headline;
	if (hl < 0 || hl >= top || top - hl > NAME_GAP || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].keep > 0 || x->blocks[hl].link_chars ||
	    x->nodes[x->blocks[hl].owner].nearest_neg >= 0 || !product_name(x, hl))
		return -1;
	for (int j = hl + 1; j < top; j++)
		if (x->blocks[j].keep > 0)
			return -1;
	x->blocks[hl].keep = 1;
	return hl;
}

/* An English service's, campaign's or department's page, no story (no
 * date nor article type marks it: dated_story, nor a <time> above the
 * end of its body, nor a dateline opening it), sets its h1 and a
 * standfirst in a hero box above the box of the body, outside any <main>
 * or <article> (Webflow's, Framer's, a Svelte site's "<section><h1>...
 * </h1><p>...</p><a>Give now</a></section>"; a help page's title and
 * description in its <main>'s header are no hero's, and stay out):
 * the fixtures' golds keep both, the page's title and its summary. A news
 * story's headline and standfirst, which the AEB's gold leaves out, stay
 * out: a story has its marks. The h1 is the headline, free of links,
 * under no boilerplate hint, HERO_GAP blocks at most above the container,
 * nothing kept between; under it one line of prose (the standfirst, free
 * of links, under no hint of a byline, a caption or boilerplate; an h1
 * alone over the body stays out, as over a story) and short links (a
 * button's "Give now"), no date among them, nor a date or a time in
 * figures in a short line HERO_GAP blocks over it. */
#ifndef HERO_GAP
#define HERO_GAP 4
#endif
int hero_title(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, first = nd[c].first_block, lead = -1;
	if (!x->storyless || (x->time_block >= 0 && x->time_block < nd[c].end_block) ||
	    !page_english(x) || hl < 0 || hl >= first || first - hl > HERO_GAP ||
	    !(x->blocks[hl].tag & F_H1) || x->blocks[hl].keep || x->blocks[hl].link_chars ||
	    nd[x->blocks[hl].owner].nearest_neg >= 0)
		return -1;
	for (int a = x->blocks[hl].owner; a >= 0; a = nd[a].parent)
		if (nd[a].tag & (F_MAIN | F_ARTICLE))
			return -1;  /* an article's or a help page's header */
	/* (a release's stamp right over its h1, "27.11.2026 18:02", is a
	 * story's too) */
	for (int j = hl > HERO_GAP ? hl - HERO_GAP : 0; j < hl; j++)
		if (x->blocks[j].chars < HEAD_SKIP &&
		    (clock_time(x->text.p + x->blocks[j].off, x->blocks[j].len) ||
		     figure_date(x->text.p + x->blocks[j].off, x->blocks[j].len)))
			return -1;
	for (int j = hl + 1; j < first; j++) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (b->keep > 0 || o->nearest_meta >= 0 || dated(x->text.p + b->off, b->len))
			return -1;
		if (b->chars < HEAD_SKIP && !is_prose(b) && b->link_chars * 2 >= b->chars)
			continue;  /* a button's link */
		if (lead >= 0 || !(b->tag & F_P) || b->link_chars || o->nearest_neg >= 0 ||
		    o->nearest_cap >= 0 || !is_prose(b))
			return -1;  /* (a byline's "By Ann Cole" is no standfirst) */
		lead = j;
	}
	int kept = -1;
	for (int j = first; j < nd[c].end_block && kept < 0; j++)
		if (x->blocks[j].keep > 0)
			kept = j;
	if (kept < 0 || lead < 0 ||
	    dateline_open(x->text.p + x->blocks[kept].off, x->blocks[kept].len))
		return -1;
	x->blocks[hl].keep = x->blocks[lead].keep = 1;
	*end = lead + 1;
	return hl;
}

/* A mail archive's message page (MHonArc's, hypermail's): the body is the
 * container, and its h1, the subject, is the page's whole <title>, above
 * the header's lines and the message; frame_verdict drops an h1 of the
 * body as a site's name. The headline is kept where it is that whole
 * title and opens the kept text: nothing kept above it, the first kept
 * block at most H1_GAP blocks under it. Run after the container's choice,
 * as its weight would sway the choice (a pipermail page's <pre>). */
/* Is block b's text the page's whole <title>, spaces round it aside? */
static int whole_title(const struct extractor *x, const struct block *b)
{
	const char *t = x->title.p;
	size_t n = x->title.len;
	while (n && (t[n - 1] == ' ' || t[n - 1] == '\n'))
		n--;
	while (n && (*t == ' ' || *t == '\n'))
		t++, n--;
	return n && b->len == n && !memcmp(x->text.p + b->off, t, n);
}

void keep_subject_h1(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || !(nd[c].tag & F_ROOT) || hl < nd[c].first_block ||
	    hl + 1 >= nd[c].end_block)
		return;
	struct block *h = &x->blocks[hl];
	if (!(h->tag & F_H1) || h->keep || h->link_chars || !whole_title(x, h))
		return;
	for (int j = nd[c].first_block; j < hl; j++)
		if (x->blocks[j].keep > 0)
			return;
	for (int j = hl + 1; j < nd[c].end_block && j <= hl + H1_GAP; j++)
		if (x->blocks[j].keep > 0) {
			h->keep = 1;
			return;
		}
}

/* A page's title set in no heading: in bold type (FrontPage's and
 * Dreamweaver's "<p align=center><font size=5><b>Mit dem Rad von Passau
 * nach Wien</b></font></p>", a table cell's "<b>"), or in a cell or a box
 * of its own that holds the whole <title> or its head (Joomla 1.5's "<td
 * class=contentheading>"): where no heading names the page (no headline)
 * and nothing else heads the text, such a line, free of links, no
 * sentence, of BOLD_WORDS words at most, that opens the box round the
 * container (its parent, or one or two boxes up from it), its short
 * lines under it kept with it (a subtitle: "Juni 2007 - 330 km in
 * sechs Tagen"), HEAD_GAP blocks at most above the first kept block top,
 * none kept. Returns the title's block, *end past its lines, or -1. (A
 * thread's bold line that is the whole <title> is bold_title's.) */
#ifndef BOLD_WORDS
#define BOLD_WORDS 16
#endif
int bold_head(struct extractor *x, int c, int top, const char *title, int *end)
{
	const struct node *nd = x->nodes;
	if (x->headline >= 0 || top <= 0 || !x->blocks[top].keep)
		return -1;
	int a = nd[c].parent;
	for (int up = 0; a >= 0 && up < 2 && nd[a].first_block >= top; up++)
		a = nd[a].parent;
	int j = a >= 0 ? nd[a].first_block : -1;
	if (j < 0 || j >= top || top - j > HEAD_GAP)
		return -1;
	const struct block *b = &x->blocks[j];
	if (b->keep > 0 || b->link_chars || b->words < 2 ||
	    (b->bold_chars < b->chars && !whole_title(x, b) && !title_head_block(x, title, b)) ||
	    b->words > BOLD_WORDS || (b->tag & (F_HEAD | F_LI | F_TR)) ||
	    nd[b->owner].nearest_neg >= 0 || ends_sentence(x->text.p + b->off, b->len))
		return -1;
	for (int k = j + 1; k < top; k++) {
		const struct block *e = &x->blocks[k];
		if (e->keep > 0 || e->link_chars || e->chars >= HEAD_SKIP ||
		    nd[e->owner].nearest_neg >= 0 || ends_sentence(x->text.p + e->off, e->len))
			return -1;
	}
	for (int k = j; k < top; k++)
		x->blocks[k].keep = 1;
	*end = top;
	return j;
}

/* The item's name over its page: the headline in the item's own header
 * box (itemhead: "hotel-header", "object-header"), or in its title's box
 * over its price (title_box: "ad-title-box"), above the container, the
 * box under the container's parent or higher up (the hotel's name over
 * the box of its reviews, a house's over its description), goes first
 * with the box's price lines; the box is returned (the caller emits it),
 * or -1. A news site's header, which the golds leave out, is no item's. */
int item_title(struct extractor *x, int c, int lead)
{
	int h = x->itemhead >= 0 ? x->itemhead : title_box(x), hl = x->headline;
	const struct node *nd = x->nodes;
	int top = lead >= 0 ? lead : nd[c].first_block;
	if (h < 0 || hl >= top || nd[h].end_block > nd[c].first_block || x->blocks[hl].keep)
		return -1;
	int p = nd[h].parent;
	if (lead >= nd[h].first_block && lead < nd[h].end_block)
		return -1;
	for (int k = c; k >= 0; k = nd[k].parent)
		if (k == p) {
			/* its price lines come with it ("€ 549.000 k.k."), and
			 * its facts, short lines of no link and no date ("96 m²
			 * wonen", "3521 GH Utrecht"), but over a box of reviews
			 * (the page is the guests' reviews of a hotel, not its
			 * stars and its place) */
			int facts = !(nd[c].hint & H_REVIEWS);
			for (int j = nd[h].first_block; j < nd[h].end_block; j++) {
				const struct block *b = &x->blocks[j];
				x->blocks[j].keep = j == hl || item_price(x, b) ||
				                    (facts && !b->link_chars && b->chars < ITEM_FACT &&
				                     nd[b->owner].nearest_meta < 0);
			}
			return h;
		}
	return -1;
}

/* A shop's item page: its h1 in the item's box beside the gallery, above
 * the container (the description), the box holding its price, the seller
 * and the buttons too, and closing with the item's key features under a
 * heading of their own ("Öne Çıkan Özellikler:" over "Motor gücü 220 W",
 * "Highlights", "Points forts"): the h1 goes first, then the heading and
 * its list, FEAT_MIN items or more, each short (under ITEM_FACT
 * characters), no link, no price; the price lines stay out, as the golds
 * of shops have them. The box is the nearest one round the h1 that holds
 * more than it, ending above the container and holding a price line. The
 * features' heading's block, their end in *end, or -1; the h1 is kept. */
#ifndef FEAT_MIN
#define FEAT_MIN 2
#endif
int item_features(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl >= nd[c].first_block || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].keep)
		return -1;
	int b = x->blocks[hl].owner;
	while (b >= 0 && nd[b].end_block - nd[b].first_block <= 1)
		b = nd[b].parent;
	if (b < 0 || nd[b].first_block != hl || nd[b].end_block > nd[c].first_block ||
	    nd[b].nearest_neg >= 0)
		return -1;
	int z = nd[b].end_block, i = z - 1, price = 0;
	while (i > hl && (x->blocks[i].tag & F_LI) && !x->blocks[i].link_chars &&
	       x->blocks[i].chars < ITEM_FACT && !item_price(x, &x->blocks[i]))
		i--;
	if (z - 1 - i < FEAT_MIN || i <= hl || !(x->blocks[i].tag & F_HEAD) ||
	    (x->blocks[i].tag & F_H1) || x->blocks[i].link_chars)
		return -1;
	for (int j = hl + 1; j < i && !price; j++)
		price = item_price(x, &x->blocks[j]) ||
		        price_in_lines(x->text.p + x->blocks[j].off, x->blocks[j].len);
	if (!price)
		return -1;
	x->blocks[hl].keep = 1;
	for (int j = i; j < z; j++)
		x->blocks[j].keep = 1;
	*end = z;
	return i;
}

/* A listing's key facts in boxes of their own above its description, which
 * opens with the item's h1 ("<div class=SpotlightAttributes>6.5 Zimmer |
 * 182 m² | CHF 1'680'000.–</div><address>Hegifeldstrasse 7
 * 8404 Winterthur</address><section class=Description><h1>...";
 * "3 pièces | 68 m² | 1 250 €"; "4 habitaciones | 320.000 €"): the
 * headline is the container's first block (kept or dropped as a page's
 * title); the run of SPOT_MIN or more short lines right above it under the
 * container's parent (link-free, under ITEM_FACT characters, no heading,
 * no sentence, no boilerplate, byline or caption hint), a price among
 * them, is the item's, and goes first with its name. Returns the run's
 * first block (it ends at the headline, *end), or -1. */
#ifndef SPOT_MIN
#define SPOT_MIN 3
#endif
int spot_facts(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, p = nd[c].parent, j = hl - 1, price = 0;
	if (hl < 1 || hl != nd[c].first_block || p < 0 || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].link_chars)
		return -1;
	for (; j >= nd[p].first_block; j--) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (b->link_chars || b->chars >= ITEM_FACT || (b->tag & F_HEAD) ||
		    o->nearest_neg >= 0 || o->nearest_meta >= 0 || o->nearest_cap >= 0 ||
		    ends_sentence(x->text.p + b->off, b->len))
			break;
		price |= item_price(x, b);
	}
	if (hl - 1 - j < SPOT_MIN || !price)
		return -1;
	for (int i = j + 1; i <= hl; i++)
		x->blocks[i].keep = 1;
	*end = hl;
	return j + 1;
}

/* A question's title over its thread: a Q&A page (a Stack Exchange
 * question, a German "Frage" with its "Hilfreichste Antwort", a vendor's
 * support community, "Meilleure réponse", "Was this reply helpful?") sets
 * the question as the page's h1 over the opening post, and its answers
 * follow, each with its author's box. The h1 is then the question
 * itself, not a label over a story (the AEB's gold leaves an article's h1
 * out): the headline, of two words or more and not kept, goes first when
 * it lies above the first kept block past short lines only (under TQ_GAP
 * characters: "Asked 1 month ago", a vote count, "Résolu"), and author
 * boxes ("user-details", "author-info", "postprofile") part TQ_POSTS or
 * more runs of kept prose below it: the opening post and its answers. In
 * a thread whose posts are named comments (cthread: Flarum's "Post
 * CommentPost", a link board's "thing comment") each post is a run of
 * its own, and the opening post above the first another. An
 * article's byline and its author's bio box part its lead and its body:
 * two runs; a page marked a thread or a Q&A page by its schema needs
 * only those two (TQ_POSTS_MARKED: a question and its one answer). */
#ifndef TQ_GAP
#define TQ_GAP 300
#endif
#ifndef TQ_GAP_TITLE
#define TQ_GAP_TITLE 800
#endif
#ifndef TQ_POSTS
#define TQ_POSTS 3
#endif
#ifndef TQ_POSTS_MARKED
#define TQ_POSTS_MARKED 2
#endif
#ifndef TQ_NEAR
#define TQ_NEAR 3
#endif
/* A page of no heading that names its thread in a bold line above the
 * posts' box, the <title> whole, no link (MyBB's "<td class=thead><div>
 * <strong>Kater pinkelt ...</strong>" over its posts): that line, or -1. */
static int bold_title(struct extractor *x, int c, const char *title)
{
	size_t tl = strlen(title);
	for (int j = 0; j < x->nodes[c].first_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->len == tl && b->words >= 2 && !b->link_chars && b->bold_chars == b->chars &&
		    !memcmp(x->text.p + b->off, title, tl))
			return j;
	}
	return -1;
}

/* The posts' own boxes, where no author box parts them (Askbot's
 * question and answers, a Q2A answer's item, NodeBB's "post",
 * Discourse's "topic-body"): sibling boxes under the container, from the
 * first kept block on, each with kept prose (no caption: a gallery's
 * slides under their "Bild 1 von 24" are none) and a short line of its own
 * that is not kept and holds a digit (the post's date, its votes, its
 * number), and no kept heading (a live blog's entry, an article's section,
 * "12:40 Uhr" over its title), the line no live blog's time ("22:45",
 * entry_stamp). Prose kept above the first is the opening post: one run
 * more. An article's paragraphs carry no such line. The most runs so
 * counted, the boxes of one parent each. */
#ifndef TQ_PARENTS
#define TQ_PARENTS 32
#endif
#ifndef TQ_STAMP
#define TQ_STAMP 60
#endif
static int post_boxes(const struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int par[TQ_PARENTS], last[TQ_PARENTS], cnt[TQ_PARENTS], from[TQ_PARENTS], n = 0, best = 0;
	for (int b = first; b < end; b++) {
		if (x->blocks[b].keep <= 0 || !is_prose(&x->blocks[b]) ||
		    nd[x->blocks[b].owner].nearest_cap >= 0)
			continue;
		for (int a = x->blocks[b].owner; a > c; a = nd[a].parent) {
			int k = 0;
			while (k < n && par[k] != nd[a].parent)
				k++;
			if ((nd[a].hint & H_BOILER) || (k == n && n == TQ_PARENTS))
				continue;
			if (k == n) {
				par[n] = nd[a].parent;
				last[n] = -1, cnt[n] = 0, from[n++] = nd[a].first_block;
			}
			if (nd[a].first_block < last[k])
				continue;
			last[k] = nd[a].end_block;
			int stamp = 0, head = 0;
			for (int j = nd[a].first_block; j < nd[a].end_block && !head; j++) {
				const struct block *s = &x->blocks[j];
				stamp |= s->keep <= 0 && s->chars < TQ_STAMP &&
				         nd[s->owner].nearest_cap < 0 &&
				         has_digit(x->text.p + s->off, s->len) &&
				         !entry_stamp(s, x->text.p + s->off);
				head = s->keep > 0 && ((s->tag & F_HEAD) ||
				        (!is_prose(s) && !s->punct && !s->commas &&
				         !(s->tag & F_LI) && !nd[s->owner].inpre));
			}
			cnt[k] += stamp && !head;
		}
	}
	for (int k = 0; k < n; k++) {
		int pre = 0;
		for (int j = first; j < from[k] && !pre; j++)
			pre = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
		if (cnt[k] + pre > best)
			best = cnt[k] + pre;
	}
	return best;
}

int thread_title(struct extractor *x, int c, const char *title)
{
	const struct node *nd = x->nodes;
	int hl = x->headline >= 0 ? x->headline : bold_title(x, c, title);
	int first = hl + 1, gap = 0;
	/* (a headline that carries the thread's counters is the forum's
	 * bar over the posts, no question: "Author Topic: X (Read 1482
	 * times)", thread_counter) */
	/* (one kept above the container is kept all the same: the posts'
	 * box was chosen, and the h1 above it is emitted here or not at
	 * all) */
	if (hl < 0 || (x->blocks[hl].keep && hl >= nd[c].first_block) ||
	    x->blocks[hl].words < 2 ||
	    x->blocks[hl].len > HEAD_MAXC ||
	    thread_counter(x->text.p + x->blocks[hl].off, x->blocks[hl].len))
		return -1;
	/* (a headline that repeats the <title> names the thread past a
	 * forum's furniture over the first post, TQ_GAP_TITLE characters
	 * of it: Simple Machines' "Begonnen von X", its pager and buttons,
	 * the topic bar and the poster's box between its h2 and the post) */
	int most = in_title(x, title, &x->blocks[hl]) ? TQ_GAP_TITLE : TQ_GAP;
	while (first < x->nblocks && !x->blocks[first].keep) {
		gap += x->blocks[first].chars;
		if (gap >= most)
			return -1;
		first++;
	}
	int end = nd[c].end_block;
	if (first >= end)
		return -1;
	/* the first post's subject kept, the title word for word (phpBB's
	 * "<h3><a href=#p48211>" under its topic title): it is the title */
	const struct block *f = &x->blocks[first], *h = &x->blocks[hl];
	if ((f->tag & F_HEAD) && f->len == h->len &&
	    !memcmp(x->text.p + f->off, x->text.p + h->off, h->len))
		return -1;
	/* nor is a heading over the page's h1, kept over the posts: the
	 * h1 names the thread, the heading over it the board's item
	 * (a product's name over its reviews' board) */
	if ((f->tag & F_H1) && !(h->tag & F_H1))
		return -1;
	/* runs of kept prose parted by author boxes, from the headline on */
	int runs = 0, prose = 0, from = first, last_end = -1;
	for (int i = 0; i < x->nnodes; i++) {
		const struct node *d = &nd[i];
		int cm = x->cthread && (d->hint & H_COMMENTS) && !(d->hint & H_BOILER);
		/* a list of the comments, or a post with its replies in it
		 * ("<ul class=comments>", Lemmy's): its innermost boxes are
		 * the posts */
		for (int j = i + 1; cm && j < x->nnodes && nd[j].first_block < d->end_block; j++)
			if ((nd[j].hint & H_COMMENTS) && !(nd[j].hint & H_BOILER) &&
			    nd[j].end_block > nd[j].first_block)
				cm = 0;
		/* or a post's header named meta, its one line opening with
		 * the poster's linked name, a date in it ("bitschubser 11.
		 * Februar 2025, 7:03pm 2", Discourse's "crawler-post-meta"),
		 * or named nothing, the line a name and a date alone
		 * (poster_line: an answer's "luca03 Esperto 24 novembre 2024,
		 * 19:40", its classes hashed; its avatar's picture marks it
		 * by the walk), or the poster's name and rank or count
		 * (poster_count: "Stromer_Stefan Stammgast 2.114
		 * Beiträge") */
		int head = 0;
		if (d->end_block == d->first_block + 1) {
			const struct block *hb = &x->blocks[d->first_block];
			head = hb->lead > 0 && hb->keep <= 0 && hb->link_chars * 2 < hb->chars &&
			       has_digit(x->text.p + hb->off, hb->len) &&
			       ((d->hint & H_META) ||
			        (!(d->hint & ~(uint64_t)(H_PICTURE | H_AVATAR)) &&
			         (poster_line(x, hb) || poster_count(x, d->first_block))));
		}
		if (d->first_block < first || !((d->hint & H_AUTHOR) || cm || head) ||
		    d->first_block < last_end)
			continue;
		if (d->first_block >= end)
			break;
		/* a box right over or under a kept title line (TQ_NEAR
		 * blocks at most) is an entry's header: a live blog's "21:45
		 * Uhr red" under its entry's title, "Jonas Weber 16:42" over
		 * it */
		int k = d->first_block - 1, n = d->end_block;
		while (k >= from && k >= d->first_block - TQ_NEAR && !x->blocks[k].keep)
			k--;
		while (n < end && n < d->end_block + TQ_NEAR && !x->blocks[n].keep)
			n++;
		if ((k >= from && x->blocks[k].keep && title_line(&x->blocks[k])) ||
		    (n < end && x->blocks[n].keep && title_line(&x->blocks[n])))
			return -1;
		for (k = from; k < d->first_block && !prose; k++)
			prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
		runs += prose;
		prose = 0;
		/* a thread's post named a comment (cthread) is a run of its
		 * own: the opening post above the first, each reply in one */
		for (k = d->first_block; cm && k < d->end_block && !prose; k++)
			prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
		runs += prose;
		prose = 0;
		from = last_end = d->end_block;
	}
	for (int k = from; k < end && !prose; k++)
		prose = x->blocks[k].keep && is_prose(&x->blocks[k]);
	runs += prose;
	/* or sibling boxes of posts (post_boxes), under a headline linked
	 * whole or not at all: one linked in part is the board's path
	 * ("Forum > Maçonnerie > Fissure ...") */
	/* (a page that names itself a thread or a Q&A page, schema.org's
	 * DiscussionForumPosting or QAPage: x->forum, needs TQ_POSTS_MARKED
	 * runs, a question and its one answer) */
	int need = x->forum ? TQ_POSTS_MARKED : TQ_POSTS;
	/* (or posts under their posters' names as headings, the names
	 * dropped: Flarum's <noscript> copy, "<h3>fietsfreek_jan</h3><div
	 * class=Post-body>", drop_name_heads) */
	if (x->name_posts > runs)
		runs = x->name_posts;
	if (runs < need && ((h->link_chars && h->link_chars < h->chars) ||
	                    post_boxes(x, c, first, end) < need))
		return -1;
	x->blocks[hl].keep = 1;
	/* one in the container is emitted in its place */
	return hl < nd[c].first_block ? hl : -1;
}

/* A short post (a picture, a video, a line or two under it) is its headline
 * and its text: the headline is then much of what the page says, where
 * above a long article it is a label (and the AEB's gold leaves it out).
 * The post's headline is the nearest heading above its first kept block,
 * when that heading is part of the <title> and was dropped; a blog's name,
 * also in the <title>, heads the page further up. A page where nothing is
 * kept gives the page's headline. */
#ifndef SHORT_POST
#define SHORT_POST 500
#endif
#ifndef SHORT_GAP
#define SHORT_GAP 8
#endif
static int post_headline(struct extractor *x, const char *title)
{
	int first = 0;
	while (first < x->nblocks && !x->blocks[first].keep)
		first++;
	if (first == x->nblocks)
		return x->headline;
	for (int i = first; i >= 0 && i >= first - SHORT_GAP; i--) {
		const struct block *b = &x->blocks[i];
		if (b->tag & F_HEAD)
			return !b->keep && b->words >= 2 && b->len <= 300 && in_title(x, title, b) ? i : -1;
	}
	return -1;
}

void short_post(struct extractor *x, const char *title, struct buf *out)
{
	int hl = out->len < SHORT_POST ? post_headline(x, title) : -1;
	if (hl < 0)
		return;
	const struct block *h = &x->blocks[hl];
	buf_clear(&x->tmp);
	buf_add(&x->tmp, x->text.p + h->off, h->len);
	if (out->len)
		buf_putc(&x->tmp, '\n');
	buf_add(&x->tmp, out->p, out->len);
	buf_clear(out);
	buf_add(out, x->tmp.p, x->tmp.len);
}

/* A page that keeps nothing and has no headline to give gives its
 * <title>, the site's name after its last separator cut off ("Bahnstreik:
 * Was Pendler wissen müssen | Pendlerportal"): a client-rendered shell,
 * its visible HTML the site's name and a spinner ("Inhalte werden geladen
 * ...", "<app-root>Chargement…"), while its text waits in a script. That
 * text (JSON-LD's articleBody, a hydration state, "__NEXT_DATA__") is no
 * page text: no reader sees it unless a script renders it, it may be a
 * summary or another page's, and it is never taken on its own word. A
 * title of under TITLE_WORDS words gives nothing: an error page's. */
void title_only(const char *title, struct buf *out)
{
	static const char *const sep[] = {" | ", " \xE2\x80\x93 ", " \xE2\x80\x94 ", " - ",
		" \xC2\xB7 ", " :: ", " \xC2\xBB "};
	const char *last = NULL, *end = NULL;
	for (size_t k = 0; k < sizeof sep / sizeof *sep; k++)
		for (const char *p = title, *q; (q = strstr(p, sep[k])) != NULL; p = q + 1)
			if (!last || q > last) {
				last = q;
				end = q + strlen(sep[k]);
			}
	size_t n = strlen(title);
	const char *t = title;
	if (last && (size_t)(last - title) >= n - (size_t)(end - title))
		n = (size_t)(last - title);
	else if (last) {  /* the site's name first: "Pendlerportal | Bahnstreik: ..." */
		n -= (size_t)(end - title);
		t = end;
	}
	/* a headline runs to TITLE_WORDS words or more; an error page's title
	 * is shorter ("ERROR", "404 Not Found", "Access denied") */
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += t[i] == ' ';
	if (words >= TITLE_WORDS)
		buf_add(out, t, n);
}

/* The tab panel the container is (role=tabpanel: a shop's "Description",
 * "Additional information", "Reviews"), or whose blocks it holds all of,
 * or -1. */
int tab_panel(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int t = c;
	while (!(nd[t].hint & H_TABPANEL) && nd[t].parent >= 0 &&
	       nd[nd[t].parent].first_block == nd[c].first_block &&
	       nd[nd[t].parent].end_block == nd[c].end_block)
		t = nd[t].parent;
	return (nd[t].hint & H_TABPANEL) && nd[t].parent >= 0 ? t : -1;
}

/* A product's short description above its tabs: in the box that holds the
 * tabs, within TAB_SUMMARY blocks above them, an element named a lead
 * ("summary", "short-description"; the block's owner, its parent or a list
 * item's grandparent) beside the product's title and price (WooCommerce's
 * "woocommerce-product-details__short-description"): its sentences free of
 * links of LEAD_MARK+ characters and its link-free list items (the
 * product's features, often all it says) go first. *end is where it ends.
 * The box that holds the tabs is the first one around them that holds
 * more, past TAB_UP boxes at most that hold them alone. */
#ifndef TAB_SUMMARY
#define TAB_SUMMARY 30
#endif
#ifndef TAB_UP
#define TAB_UP 8
#endif
static int summary_line(const struct extractor *x, const struct block *b)
{
	if (b->link_chars || x->nodes[b->owner].nearest_neg >= 0)
		return 0;
	return (b->tag & F_LI) || (b->chars >= LEAD_MARK && b->words >= 8 &&
	                           ends_sentence(x->text.p + b->off, b->len));
}

int tab_summary(struct extractor *x, int tabs, int *end)
{
	const struct node *nd = x->nodes;
	int p = nd[tabs].parent, first = nd[tabs].first_block;
	/* past a page builder's boxes around the tabs, each holding them
	 * alone (Elementor's product template: the tabs' widget in a section
	 * of its own under the summary's) */
	for (int up = 0; up < TAB_UP && p >= 0 && nd[p].first_block == first &&
	     nd[p].parent >= 0; up++)
		p = nd[p].parent;
	if (p < 0)
		return -1;
	for (int j = first - 1; j >= nd[p].first_block && j >= first - TAB_SUMMARY; j--) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (o->nearest_meta >= 0 || o->nearest_cap >= 0 || !summary_line(x, b))
			continue;
		int h = b->owner;
		for (int up = 0; up < 2 && !(nd[h].hint & H_LEAD) && nd[h].parent >= 0; up++)
			h = nd[h].parent;
		if (!(nd[h].hint & H_LEAD) || nd[h].first_block < nd[p].first_block)
			continue;
		int top = -1;
		*end = nd[h].end_block;
		for (int i = nd[h].first_block; i < *end; i++) {
			struct block *l = &x->blocks[i];
			l->keep = summary_line(x, l);
			if (l->keep && top < 0)
				top = i;
		}
		return top;
	}
	return -1;
}

/* Is the tab panel i's weight one short line's, the rest rows and links
 * (a package registry's "Download files" tab: "Download the file for your
 * platform. If you're not sure which to choose, learn more about
 * installing packages." over the files' links; "Laden Sie die Datei für
 * Ihr System herunter."): past its headings (the tab's title), one block
 * of positive weight, a sentence of under TAB_LINE characters, and two
 * more or more that weigh nothing, a link among them (a shop's
 * "Zusätzliche Informationen" over its table of attributes stays)? */
#ifndef TAB_LINE
#define TAB_LINE 200
#endif
static int tab_one_line(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int pos = 0, other = 0, links = 0, line = -1;
	for (int k = nd[i].first_block; k < nd[i].end_block; k++) {
		const struct block *b = &x->blocks[k];
		if (b->tag & F_HEAD)
			continue;  /* the tab's own title, "Download files" */
		if (b->w > 0)
			pos++, line = k;
		else
			other++, links += b->link_chars > 0;
	}
	if (pos != 1 || other < 2 || !links)
		return 0;
	const struct block *b = &x->blocks[line];
	return b->chars < TAB_LINE && ends_sentence(x->text.p + b->off, b->len);
}

/* The container's blocks; a tab panel's (t) siblings are all on the page
 * and one is shown at a time: the panels of positive weight (the attribute
 * table, not the reviews) are the article's too and come in their order,
 * but not one whose weight is one short line's (tab_one_line). */
void emit_tabs(struct extractor *x, int c, int t, struct buf *out)
{
	struct node *nd = x->nodes;
	if (t < 0) {
		/* the container holds the panels: such a panel's line goes */
		for (int i = c + 1; i < x->nnodes && nd[i].first_block < nd[c].end_block; i++)
			if ((nd[i].hint & H_TABPANEL) && tab_one_line(x, i))
				for (int k = nd[i].first_block; k < nd[i].end_block; k++)
					x->blocks[k].keep = 0;
		emit(x, nd[c].first_block, nd[c].end_block, out);
		return;
	}
	int par = nd[t].parent;
	for (int i = par + 1; i < x->nnodes && nd[i].first_block < nd[par].end_block; i++) {
		if (nd[i].parent != par)
			continue;
		if (i == t) {
			emit(x, nd[c].first_block, nd[c].end_block, out);
			continue;
		}
		if (nd[i].hint & H_TABPANEL && nd[i].sum > 0 && !tab_one_line(x, i)) {
			select_all(x, i);
			emit(x, nd[i].first_block, nd[i].end_block, out);
		}
	}
}

/* A recipe's ingredients in a box of their own above the steps' (a recipe
 * portal sets them in a table beside the picture, the steps in a box
 * below): when the container holds no ingredient, the box of ingredients
 * (H_INGR, its outermost element) whose last block is within INGR_GAP blocks
 * above the container, under the container's ancestor INGR_UP levels up
 * (the recipe's box, not a sidebar's), is selected as a container is and
 * goes first, with the boxes of ingredients right before it (a table for
 * each part of the dish) and its heading ("Zutaten", "Ingredients") when
 * one is among the INGR_HEAD blocks right above them, past a label or a
 * servings form. Returns the box, or -1; *head gets the heading's block or
 * -1, *start the first block of the run of boxes. */
#ifndef INGR_GAP
#define INGR_GAP 12
#endif
#ifndef INGR_UP
#define INGR_UP 3
#endif
#ifndef INGR_HEAD
#define INGR_HEAD 2
#endif
int ingr_above(struct extractor *x, int c, int *head, int *start)
{
	struct node *nd = x->nodes;
	int first = nd[c].first_block, j = first - 1;
	*head = *start = -1;
	for (int i = first; i < nd[c].end_block; i++)
		if (nd[x->blocks[i].owner].ingr)
			return -1;  /* the container holds them */
	while (j >= 0 && j >= first - INGR_GAP && !nd[x->blocks[j].owner].ingr)
		j--;
	if (j < 0 || j < first - INGR_GAP)
		return -1;
	int e = x->blocks[j].owner;
	while (nd[e].parent >= 0 && nd[nd[e].parent].ingr)
		e = nd[e].parent;
	int a = c;
	for (int k = 0; k < INGR_UP && nd[a].parent >= 0 &&
	                nd[a].first_block > nd[e].first_block; k++)
		a = nd[a].parent;
	if (nd[a].first_block > nd[e].first_block || nd[e].nearest_neg >= 0)
		return -1;
	select_all(x, e);
	/* and the boxes right before it: a table for each part of the
	 * dish ("Für den Teig", "Für die Füllung") */
	int top = nd[e].first_block;
	while (top > 0 && nd[x->blocks[top - 1].owner].ingr) {
		int f = x->blocks[top - 1].owner;
		while (nd[f].parent >= 0 && nd[nd[f].parent].ingr)
			f = nd[f].parent;
		if (nd[f].nearest_neg >= 0)
			break;
		select_all(x, f);
		top = nd[f].first_block;
	}
	*start = top;
	for (int i = top - 1; i >= 0 && i >= top - INGR_HEAD; i--) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if ((b->tag & F_HEAD) && !(b->tag & F_H1) && !b->link_chars &&
		    o->nearest_neg < 0 && b->chars < HEAD_SKIP) {
			x->blocks[i].keep = 1;
			*head = i;
			break;
		}
		if (b->chars >= HEAD_SKIP || b->link_chars)
			break;
	}
	return e;
}

void emit_ingr(struct extractor *x, int e, int head, int start,
               struct buf *out)
{
	if (head >= 0)
		emit(x, head, head + 1, out);
	emit(x, start, x->nodes[e].end_block, out);
}

/* pros_cons' limits and word lists (its comment says what they are) */
#ifndef PC_GAP
#define PC_GAP 30
#endif
#ifndef PC_PAIR
#define PC_PAIR 4
#endif
#ifndef PC_UP
#define PC_UP 3
#endif
#define PC_ITEM 200
static const char *const pros_words[] = {
	"vorteile", "pro", "pros", "plus", "pluspunkte", "positiv", "stärken",
	"das gefällt uns", "gefällt uns", "advantages", "the good",
	"what we like", "what we liked", "strengths", "avantages",
	"points forts", "les plus", "on aime", "ventajas", "a favor",
	"lo mejor", "pregi", "vantaggi", "punti di forza", "voordelen",
	"pluspunten", "zalety", "plusy",
};
static const char *const cons_words[] = {
	"nachteile", "contra", "kontra", "cons", "minus", "minuspunkte",
	"negativ", "schwächen", "das gefällt uns nicht", "gefällt uns nicht",
	"disadvantages", "the bad", "what we don't like",
	"what we didn't like", "weaknesses", "inconvénients",
	"points faibles", "les moins", "on aime moins", "on n'aime pas",
	"desventajas", "contras", "en contra", "lo peor", "difetti", "contro",
	"svantaggi", "punti deboli", "nadelen", "minpunten", "wady", "minusy",
};

/* Is block i one box of a run: a box of its own, of one tag and class
 * with the box of block i-1 or i+1 under one parent (a review plugin's
 * items as boxes, no list: "<div class=lets-review-block__pros><div
 * class=...__title>Zalety</div><div class=...__pro>duża moc</div><div
 * class=...__pro>...")? */
static int pc_run(const struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct node *o = &nd[x->blocks[i].owner];
	if (!o->cls || o->first_block != i || o->end_block != i + 1)
		return 0;
	for (int k = i - 1; k <= i + 1; k += 2) {
		if (k < 0 || k >= end)
			continue;
		const struct node *p = &nd[x->blocks[k].owner];
		if (p != o && p->cls == o->cls && p->tag == o->tag && p->parent == o->parent &&
		    p->first_block == k && p->end_block == k + 1)
			return 1;
	}
	return 0;
}

/* Is block i an item of a list of pros or cons: a list item, or a box of
 * a run (pc_run)? */
static int pc_li(const struct extractor *x, int i, int end)
{
	return (x->blocks[i].tag & F_LI) || pc_run(x, i, end);
}

/* Is block i a short link-free line that is one of the k words (a
 * trailing colon aside), over a list (its next block a link-free item)? */
static int pc_head(const struct extractor *x, int i, int end,
                   const char *const *w, size_t k)
{
	const struct block *b = &x->blocks[i];
	if (i + 1 >= end || b->link_chars || b->chars > 40 || (b->tag & F_LI))
		return 0;
	const struct block *l = b + 1;
	if (!pc_li(x, i + 1, end) || l->link_chars || l->chars > PC_ITEM)
		return 0;
	return label_is(x->text.p + b->off, b->len, w, k);
}

/* The end of the list of link-free items from block i. */
static int pc_items(const struct extractor *x, int i, int end)
{
	while (i < end && pc_li(x, i, end) && !x->blocks[i].link_chars &&
	       x->blocks[i].chars <= PC_ITEM)
		i++;
	return i;
}

/* A product test's pros and cons in a box of their own beside the body (a
 * summary box above it, under the score; a verdict box below it): a short
 * link-free line that is a heading of pros ("Vorteile", "Pros", "Points
 * forts", "Ventajas"), a list right under it, and one of cons ("Nachteile",
 * "Cons", "Inconvénients") with its list within PC_PAIR blocks after that
 * list, all within PC_GAP blocks above or below the container, under no
 * boilerplate hint and under the container's ancestor PC_UP levels up (the
 * review's box, not a sidebar's), are the article's: the two headings and
 * the link-free items of their lists are kept and go before the container
 * (above it) or after it (below). In the container, the two headings stay
 * over their kept lists, whatever their names say (a byline hint,
 * "pc-title"). Returns the first block of the first box outside it, or -1;
 * *end is where that box ends. */
int pros_cons(struct extractor *x, int c, int *end)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, last = nd[c].end_block;
	int lo = first - PC_GAP > 0 ? first - PC_GAP : 0;
	int hi = last + PC_GAP < x->nblocks ? last + PC_GAP : x->nblocks;
	int a = c;
	for (int k = 0; k < PC_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	if (lo < nd[a].first_block)
		lo = nd[a].first_block;
	if (hi > nd[a].end_block)
		hi = nd[a].end_block;
	int ret = -1;
	for (int i = lo; i < hi; i++) {
		int in = i >= first && i < last;
		if (nd[x->blocks[i].owner].nearest_neg >= 0 ||
		    !pc_head(x, i, hi, pros_words, sizeof pros_words / sizeof *pros_words))
			continue;
		int e = pc_items(x, i + 1, i < first ? first : in ? last : hi);
		for (int j = e; j < hi && j <= e + PC_PAIR; j++) {
			if ((j >= first && j < last) != in)
				break;
			if (nd[x->blocks[j].owner].nearest_neg >= 0 ||
			    !pc_head(x, j, hi, cons_words, sizeof cons_words / sizeof *cons_words))
				continue;
			if (in) {
				/* the container's lists are selected as it
				 * is; their heads stay, named a "title" or
				 * not; lists of boxes, no list items, short
				 * lines that the selection drops, are kept
				 * with their heads */
				int je = pc_items(x, j + 1, last);
				if (x->blocks[i + 1].keep && x->blocks[j + 1].keep)
					x->blocks[i].keep = x->blocks[j].keep = 1;
				else if (!(x->blocks[i + 1].tag & F_LI) &&
				         !(x->blocks[j + 1].tag & F_LI))
					/* between the lists: as judged */
					for (int k = i; k < je; k++) {
						struct block *f = &x->blocks[k];
						if (k == i || k == j)
							f->keep = 1;
						else if (k < e || k >= j)
							f->keep = !f->link_chars;
					}
				break;
			}
			if (ret >= 0)
				break;
			*end = pc_items(x, j + 1, hi);
			for (int k = i; k < *end; k++)
				x->blocks[k].keep = k == i || k == j ||
				                    ((k < e || k > j) && !x->blocks[k].link_chars);
			ret = i;
			break;
		}
	}
	return ret;
}

/* facts_after's limits (its comment says what they bound) */
#ifndef FACT_UP
#define FACT_UP 3
#endif
#ifndef FACT_GAP
#define FACT_GAP 60
#endif
#ifndef FACT_MIN
#define FACT_MIN 2
#endif
#define FACT_HEAD 80
#define FACT_SECT 32  /* sections of facts at most */
/* Is block b in a list item (li, dt, dd), its owner or two levels up, under
 * the node top, or a label or a value in a row of two boxes of a grid
 * (grid_pair: "<div class=feature-row><div>Habitaciones</div><div>2</div>")? */
static int fact_li(const struct extractor *x, const struct block *b, int top)
{
	int e = b->owner, i = (int)(b - x->blocks);
	for (int k = 0; k < 3 && e > top; k++, e = x->nodes[e].parent)
		if (x->nodes[e].tag & F_LI)
			return 1;
	int r = grid_pair(x, i, top);
	if (r < 0 && i > 0)
		r = grid_pair(x, i - 1, top);
	if (r < 0)
		return 0;
	/* a row of a grid of two or more: a form's one box of two lines
	 * ("Datei hierher ziehen" | "PDF bis 20 MB") is none */
	const struct node *nd = x->nodes;
	int f = nd[r].first_block, n = f + 2 < x->nblocks ? grid_pair(x, f + 2, top) : -1;
	int p = f >= 2 ? grid_pair(x, f - 2, top) : -1;
	return (n >= 0 && nd[n].cls == nd[r].cls && nd[n].parent == nd[r].parent) ||
	       (p >= 0 && nd[p].cls == nd[r].cls && nd[p].parent == nd[r].parent);
}

/* Is block b under boilerplate for facts_after: a boilerplate hint but
 * an <aside> beside the text (a municipal event's "Wanneer en waar", its
 * dates and place in a dl, set in the page's aside column)? */
static int fact_neg(const struct extractor *x, const struct block *b)
{
	int n = x->nodes[b->owner].nearest_neg;
	return n >= 0 && !(x->nodes[n].tag & F_ASIDE);
}

/* Is block b a listing's fact: a short item under top, link-free, or
 * under FACT_HEAD characters with a link of under a third of its text and
 * no sentence (a venue's address and its "+ Google Karte", "Route planen"
 * after it; not a teaser's summary and its "Read more...")? */
static int fact_item(const struct extractor *x, const struct block *b, int top)
{
	return fact_li(x, b, top) && b->chars < PC_ITEM && !(b->tag & F_HEAD) &&
	       !fact_neg(x, b) &&
	       (!b->link_chars ||
	        (b->chars < FACT_HEAD && b->link_chars * 3 < b->chars && !b->punct));
}

/* A value that is a link alone under its label, a term that ends with a
 * colon ("Website:" over its address): the label's. */
static int fact_value(const struct extractor *x, int i, int top)
{
	const struct block *b = &x->blocks[i], *l = b - 1;
	return i > 0 && b->link_chars == b->chars && fact_li(x, b, top) &&
	       (l->tag & F_DT) && l->keep > 0 && l->len &&
	       x->text.p[l->off + l->len - 1] == ':';
}

/* A listing's facts after its text, in boxes of their own (an exposé's
 * "Características básicas", an event's "Details" and "Veranstaltungsort"
 * under its description): past the container, under its ancestor FACT_UP
 * levels up and up to FACT_GAP blocks on, each heading (h2-h6, link-free,
 * under FACT_HEAD characters, no widget phrase) over link-free items of a
 * list (li, dt, dd, or a box inside one; not a heading) of under PC_ITEM
 * characters, one or more for each heading and FACT_MIN or more in all
 * (Modern Events Calendar's boxes of one fact each, "Datum", "Uhrzeit",
 * "Ort"), and at most half as many items that are links alone (a
 * list of teasers' headlines and their labels is no listing's), is kept
 * with those items and follows the container, and so is a link alone under
 * a kept term ending with a colon, its value ("Website:" over its address).
 * Other links alone (the calendar's) and short lines of no weight ("Show
 * map", a hidden label)
 * are passed over; the scan stops at anything else: prose, a heading of
 * boilerplate or a linked one (a similar thread's title), a heading over
 * no such list. A title over the sections, a heading right over the first
 * one ("Kenmerken" over "Overdracht", a house's features), goes with
 * them, though its class names it a header. Returns where the kept run
 * ends, or -1. */
/* A listing's facts in a table right after its text, with no heading (a
 * concert's "Einlass" "19:00 Uhr", "Beginn", "VVK" under its description;
 * "Durée", "Tarif"): a table that starts at the container's end, under its
 * ancestor top, of FACT_ROWS or more rows of two cells each, a label and
 * its value, link-free and under FACT_HEAD characters, outside
 * boilerplate, is kept, and so is its title right over it (a short
 * link-free line, no sentence: a shop's "Technische Daten" under the
 * product's description) and a note of prose after it in its box
 * ("Die Veranstaltung ist bestuhlt."). Returns where the kept run ends, or
 * -1. */
/* and a note of prose in a box of its own right after the table's box,
 * its sibling: a daily horoscope's "Tipp des Tages: Gönnen Sie sich eine
 * Auszeit ..." in the content element after the one of its ratings'
 * table (Contao's, TYPO3's boxes, one for each element). The sibling
 * holds FACT_NOTE blocks at most, each a paragraph of prose of weight, no
 * link and no boilerplate hint. Returns where the kept run ends. */
#define FACT_NOTE 2
static int fact_note(struct extractor *x, int head, int end, int top)
{
	const struct node *nd = x->nodes;
	int box = x->blocks[head].owner;
	while (nd[box].parent >= 0 && nd[nd[box].parent].first_block == head &&
	       nd[nd[box].parent].end_block <= nd[top].end_block)
		box = nd[box].parent;
	if (end != nd[box].end_block || end >= nd[top].end_block || nd[box].parent < 0)
		return end;
	int n = x->blocks[end].owner;
	while (n >= 0 && nd[n].parent != nd[box].parent)
		n = nd[n].parent;
	if (n < 0 || nd[n].first_block != end || nd[n].end_block - end > FACT_NOTE ||
	    nd[n].end_block > nd[top].end_block)
		return end;
	for (int j = end; j < nd[n].end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->w <= 0 || b->link_chars || !is_prose(b) || nd[b->owner].nearest_neg >= 0)
			return end;
	}
	for (int j = end; j < nd[n].end_block; j++)
		x->blocks[j].keep = 1;
	return nd[n].end_block;
}

#ifndef FACT_ROWS
#define FACT_ROWS 3
#endif
#ifndef FACT_TABS
#define FACT_TABS 2
#endif
/* Where a row of tabs' labels (role=tablist) that opens at block i ends:
 * FACT_TABS labels or more, each a line under FACT_HEAD characters, no
 * heading, within top; else i. A label may be a link to its panel
 * ("<a href=#tab-specs role=tab>") and the row named a menu (Bootstrap's
 * "nav nav-tabs"): its role says what it is. */
static int tab_row(const struct extractor *x, int i, int top)
{
	const struct node *nd = x->nodes;
	int l = x->blocks[i].owner;
	while (l > top && !(nd[l].hint & H_TABLIST) && nd[l].first_block == i)
		l = nd[l].parent;
	if (l <= top || !(nd[l].hint & H_TABLIST) || nd[l].first_block != i ||
	    nd[l].end_block >= nd[top].end_block || nd[l].end_block - i < FACT_TABS)
		return i;
	for (int k = i; k < nd[l].end_block; k++) {
		const struct block *b = &x->blocks[k];
		if (b->chars >= FACT_HEAD || (b->tag & F_HEAD))
			return i;
	}
	return nd[l].end_block;
}

static int facts_table(struct extractor *x, int c, int top)
{
	const struct node *nd = x->nodes;
	int start = nd[c].end_block, title = -1;
	if (start >= x->nblocks)
		return -1;
	/* or in an <aside> that starts there, the column beside the text's
	 * (fact_neg), under top's parent or the one above: a job ad's "Auf
	 * einen Blick" ("Arbeitsort" | "St. Gallen", "Pensum" | "80-100 %"),
	 * "En bref", "Job details" */
	int n = nd[x->blocks[start].owner].nearest_neg;
	if (n >= 0 && (nd[n].tag & F_ASIDE) && nd[n].first_block == start)
		for (int k = 0; k < 2 && nd[top].end_block < nd[n].end_block && nd[top].parent >= 0;
		     k++)
			top = nd[top].parent;
	if (start >= nd[top].end_block)
		return -1;
	/* the table's title right over it, a short link-free line, no
	 * sentence: a shop's "Technische Daten" under the description */
	const struct block *h = &x->blocks[start];
	int tabs = tab_row(x, start, top);
	if (tabs > start) {
		/* or a row of tabs' labels (role=tablist) over the shown
		 * panel's table: the first label, the shown one, is its
		 * title ("Technische Daten" | "Optionen" | "Downloads" over
		 * a machine's specs), the others name hidden panels */
		title = start;
		start = tabs;
	} else if (in_cell(nd, h) < 0 && start + 1 < nd[top].end_block && !h->link_chars &&
	           h->chars < FACT_HEAD && !ends_sentence(x->text.p + h->off, h->len) &&
	           !fact_neg(x, h))
		title = start++;
	int cell = in_cell(nd, &x->blocks[start]);
	int row = cell >= 0 ? nd[cell].parent : -1;
	if (row < 0 || !(nd[row].tag & F_TR) || nd[row].parent < 0)
		return -1;
	int t = nd[row].parent, end = nd[t].end_block;
	if ((nd[t].first_block != start && !(title >= 0 && nd[t].first_block == title)) ||
	    end > nd[top].end_block || end - start < 2 * FACT_ROWS)
		return -1;
	int rows = 0, last = -1;
	for (int j = start; j < end; j++) {
		const struct block *b = &x->blocks[j];
		int e = in_cell(nd, b);
		if (e < 0 || nd[e].parent < 0 || b->chars >= FACT_HEAD || fact_neg(x, b))
			return -1;
		/* a value may be a link under a label that ends with its
		 * colon (a repository's record: "Verfasserangaben:" over
		 * the author's linked name) */
		if (b->link_chars && (nd[e].parent != last || b[-1].link_chars ||
		                      x->text.p[b[-1].off + b[-1].len - 1] != ':'))
			return -1;
		if (nd[e].parent != last) {
			last = nd[e].parent;
			/* two cells a row: a label and its value */
			if (nd[last].end_block - nd[last].first_block != 2)
				return -1;
			rows++;
		}
	}
	if (rows < FACT_ROWS)
		return -1;
	if (title >= 0)
		x->blocks[title].keep = 1;
	for (int j = start; j < end; j++)
		x->blocks[j].keep = 1;
	/* a note of prose after the table in its box */
	int box = t;
	while (nd[box].parent >= 0 && nd[nd[box].parent].first_block == start &&
	       nd[nd[box].parent].end_block <= nd[top].end_block)
		box = nd[box].parent;
	for (; end < nd[box].end_block; end++) {
		struct block *b = &x->blocks[end];
		if (b->w <= 0 || b->link_chars * 2 > b->chars || nd[b->owner].nearest_neg >= 0)
			break;
		b->keep = 1;
	}
	return fact_note(x, title >= 0 ? title : start, end, top);
}

/* A heading that names a subscription plan ("Immer mehr Wissen. Das
 * digitale Abo für IT und Technik.", "Unlimited access with a
 * subscription", "Profitez de notre abonnement"): a news site's offer box
 * after the story, its benefits in a list and its button under it, is no
 * listing's facts (facts_after). */
static int plan_named(const char *s, size_t n)
{
	static const char *const plan[] = {
		"abo ", "abo.", "abo-", "-abo", "abonnement", "subscription", "suscripci",
		"abbonament", "assinatura",
	};
	return HAS_ANY_CI(s, n, plan);
}

/* A page's own counter in a box of facts after the body: its views or
 * its edits ("浏览次数：1,234,567次", "编辑次数：218次", "閲覧数：", "조회수",
 * "Views: 1,234", "Aufrufe: 812"): 1; or a community's count of its
 * members: 2, two of which make the box a community's card (a club's
 * infobox holds one, "Members: 412 members", among its facts): the box
 * is the page's statistics (a wiki entry's "词条统计" in its sidebar), no
 * listing's facts. */
static int page_counter(const char *s, size_t n)
{
	static const char *const w[] = {
		"浏览次数", "瀏覽次數", "浏览量", "瀏覽量", "阅读次数", "閱讀次數", "编辑次数",
		"編輯次數", "閲覧数", "閲覧回数", "조회수", "편집 횟수", "page views", "views:",
		"aufrufe:", "seitenaufrufe",
	};
	if (STARTS_ANY_CI(s, n, w))
		return 1;
	/* or a community's count of its members, the figure first ("412
	 * suscriptores", "1.2K subscribers", "38 usuarios activos al día",
	 * "2.104 Mitglieder": a Lemmy community's card in the sidebar) */
	static const char *const members[] = {
		"subscribers", "members", "users", "suscriptores", "miembros", "usuarios",
		"abonn\xC3\xA9s", "membres", "utilisateurs", "abonnenten", "mitglieder",
		"nutzer", "iscritti", "membri", "utenti", "abonnees", "leden", "gebruikers",
		"inscritos", "membros", "usu\xC3\xA1rios",
	};
	size_t i = 0;
	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == '.' || s[i] == ',' ||
	                 s[i] == 'k' || s[i] == 'K'))
		i++;
	if (!i || !isdigit((unsigned char)s[0]) || i >= n || s[i] != ' ')
		return 0;
	return STARTS_ANY_CI(s + i + 1, n - i - 1, members) ? 2 : 0;
}

int facts_after(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int ft = facts_table(x, c, a);
	int start = ft >= 0 ? ft : nd[c].end_block, hi = nd[a].end_block, ret = -1;
	if (hi > start + FACT_GAP)
		hi = start + FACT_GAP;
	int head = -1, items = 0, linked = 0, total = 0, nsect = 0, sect[FACT_SECT];
	int counter = 0, members = 0;
	for (int j = start; j <= hi; j++) {
		const struct block *b = j < hi ? &x->blocks[j] : NULL;
		if (b && head >= 0 && fact_item(x, b, a)) {
			items++;
			int pc = page_counter(x->text.p + b->off, b->len);
			counter |= pc == 1 || (pc == 2 && ++members >= 2);
			continue;
		}
		/* (a heading over other pages' rows, "Ähnliche Themen" over
		 * a forum's other threads and their "Antworten" and
		 * "Aufrufe", heads no facts: similar_head) */
		/* a heading named a header by its own class right over a
		 * heading outside boilerplate ("<h2 class=object-kenmerken__
		 * header>Kenmerken" over "<h3>Overdracht") is the title of
		 * the sections under it */
		int neg = b && fact_neg(x, b) &&
		          !((b->tag & F_HEAD) && j + 1 < hi && (b[1].tag & F_HEAD) &&
		            !fact_neg(x, &b[1]) && named_head(x, b));
		int is_head = b && !neg && (b->tag & F_HEAD) && !(b->tag & F_H1) &&
		              !b->link_chars && b->chars < FACT_HEAD &&
		              !boiler_phrase(x->text.p + b->off, b->len) &&
		              !stat_label(x->text.p + b->off, b->len) &&
		              /* (nor customers' reviews under a shop's item:
		               * "この商品のレビュー" over a name and a date) */
		              !reviews_named(x->text.p + b->off, b->len) &&
		              !plan_named(x->text.p + b->off, b->len) &&
		              !more_dates_head(x->text.p + b->off, b->len) &&
		              !similar_head(x->text.p + b->off, b->len) &&
		              /* (nor readers' comments under their count,
		               * "4 Kommentare" over a name and a date each,
		               * where no class names them: hashed classes) */
		              !comment_head(b, x->text.p + b->off);
		/* links alone (the calendar's, a linked value) and short
		 * lines of no weight (a hidden label, "Show map") are
		 * passed over; an item that is a link counts against
		 * its list */
		if (b && !is_head && !(b->tag & F_HEAD) &&
		    (b->link_chars == b->chars || (b->w <= 0 && b->chars < FACT_HEAD))) {
			linked += head >= 0 && !neg && b->link_chars == b->chars &&
			          fact_li(x, b, a);
			continue;
		}
		/* a heading, or the end of the run: the last heading's
		 * section is the listing's when it held its items, and
		 * few links among them (not a list of teasers' labels) */
		if (head >= 0) {
			/* a section's title right over its first heading
			 * ("Kenmerken" over "Overdracht", "Características"
			 * over "Básicas"): kept with the sections under it */
			if (items < 1 && is_head && j == head + 1 && nsect == 0 &&
			    !linked) {
				sect[nsect++] = head;
				head = j;
				continue;
			}
			if (items < 1 || linked * 3 > items + linked || nsect == FACT_SECT ||
			    counter)
				break;
			sect[nsect++] = head;
			total += items;
			ret = j;
		}
		if (!is_head)
			break;
		head = j;
		items = linked = 0;
	}
	/* FACT_MIN items or more in all: one box of one fact a heading
	 * (Modern Events Calendar's "Datum", "Uhrzeit", "Ort") is a listing's
	 * as one heading over its list is */
	if (total < FACT_MIN)
		return ft;
	for (int k = 0; k < nsect; k++) {
		int e = k + 1 < nsect ? sect[k + 1] : ret;
		for (int i = sect[k]; i < e; i++)
			x->blocks[i].keep = i == sect[k] || fact_item(x, &x->blocks[i], a) ||
			                    fact_value(x, i, a);
	}
	/* what was passed over before the first heading goes (a choice
	 * of container made before may have kept it) */
	for (int i = start; i < ret && !(x->blocks[i].tag & F_HEAD); i++)
		x->blocks[i].keep = 0;
	return ret >= 0 ? ret : ft;
}

/* A festival's or a venue's line-up after its introduction, a box a day:
 * the day as its heading ("Donnerstag, 10. Juli", "Samedi 12 juillet")
 * over a list of the acts, each a link to the act's page alone ("Seeed",
 * "Faber", "Lo & Leduc"), and a call to buy under it ("Tagespass
 * kaufen"): the programme, the page's text and no list of links. Right
 * after the container and under the first box round it that goes on past
 * it (FACT_UP levels up at most), LINEUP_DAYS or more sections,
 * each a day's heading (day_head), no link, over LINEUP_ACTS or more list
 * items that are a link alone of LINEUP_NAME characters and four words at
 * most, then links alone (the calls, dropped): the headings and the acts
 * are kept; returns where the run ends, or -1. */
#ifndef LINEUP_DAYS
#define LINEUP_DAYS 2
#endif
#ifndef LINEUP_ACTS
#define LINEUP_ACTS 3
#endif
#ifndef LINEUP_NAME
#define LINEUP_NAME 40
#endif
static int lineup_act(const struct extractor *x, const struct block *b, int top)
{
	return b->chars <= LINEUP_NAME && b->link_chars == b->chars && b->words <= 4 &&
	       !(b->tag & F_HEAD) && fact_li(x, b, top);
}

int lineup_after(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int a = nd[c].parent;
	/* (past the boxes that end with the container: its content
	 * element's) */
	for (int k = 0; k < FACT_UP && a >= 0 && nd[a].end_block == nd[c].end_block; k++)
		a = nd[a].parent;
	if (a < 0)
		return -1;
	int j = nd[c].end_block, e = nd[a].end_block, days = 0;
	int head[FACT_SECT], acts_end[FACT_SECT], calls_end[FACT_SECT];
	while (j < e && days < FACT_SECT) {
		const struct block *h = &x->blocks[j];
		if (!(h->tag & F_HEAD) || h->link_chars || !day_head(x->text.p + h->off, h->len))
			break;
		int k = j + 1;
		while (k < e && lineup_act(x, &x->blocks[k], a))
			k++;
		if (k - j - 1 < LINEUP_ACTS)
			break;
		int m = k;
		while (m < e && x->blocks[m].link_chars == x->blocks[m].chars &&
		       !(x->blocks[m].tag & F_HEAD) && x->blocks[m].chars < LINEUP_NAME)
			m++;
		head[days] = j, acts_end[days] = k, calls_end[days] = m;
		days++;
		j = m;
	}
	if (days < LINEUP_DAYS)
		return -1;
	for (int d = 0; d < days; d++) {
		for (int k = head[d]; k < acts_end[d]; k++)
			x->blocks[k].keep = 1;
		for (int k = acts_end[d]; k < calls_end[d]; k++)
			x->blocks[k].keep = 0;
	}
	return j;
}

/* An FAQ's accordion in a sibling box right after the body's (a health
 * insurer's "Häufige Fragen", "FAQ", "Questions fréquentes", "Preguntas
 * frecuentes", "Veelgestelde vragen" closing its text; <details><summary>,
 * Elementor's, Kadence's, Bootstrap's accordions): starting where the
 * container ends, under its ancestor FACT_UP levels up, a title (a short
 * link-free line, no sentence) may come first, then FAQ_PAIRS or more of
 * an FAQ's questions (faq_pair), each over its answer's prose, a link in
 * under a quarter of it, all outside boilerplate. The run is kept; it stops at anything
 * else (a call to action, the downloads, a list of teasers). A site's
 * FAQ in the footer or sidebar is under a boilerplate box or far from the
 * body, and stays out. Returns where the kept run ends, or -1. */
#ifndef FAQ_PAIRS
#define FAQ_PAIRS 2
#endif
int faq_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int hi = nd[a].end_block, j = start, pairs = 0, end = -1;
	if (start >= hi)
		return -1;
	const struct block *h = &x->blocks[start];
	if (!h->link_chars && h->chars < FACT_HEAD && h->w > 0 && nd[h->owner].nearest_neg < 0 &&
	    !ends_sentence(x->text.p + h->off, h->len) && !faq_pair(x, start, hi, 1))
		j++;
	while (j < hi && nd[x->blocks[j].owner].nearest_neg < 0 && faq_pair(x, j, hi, 1)) {
		pairs++;
		j += 2;
		/* more paragraphs of the answer */
		while (j < hi && nd[x->blocks[j].owner].nearest_neg < 0 &&
		       is_prose(&x->blocks[j]) &&
		       x->blocks[j].link_chars * FAQ_LINKS <= x->blocks[j].chars &&
		       !faq_pair(x, j, hi, 1))
			j++;
		end = j;
	}
	if (pairs < FAQ_PAIRS)
		return -1;
	for (int i = start; i < end; i++)
		x->blocks[i].keep = 1;
	return end;
}

/* A label's colon in a fact's line ("Standort: Ravensburg", "Lieu :
 * Lyon"): one within its first FACT_LABEL characters, after a letter (a
 * space between for French), with text after it. */
#ifndef FACT_LABEL
#define FACT_LABEL 30
#endif
static int fact_label(const char *s, size_t n)
{
	for (size_t i = 1; i < n && i < FACT_LABEL; i++)
		if (s[i] == ':' && i + 2 < n && s[i + 1] == ' ')
			return isalpha((unsigned char)s[i - 1]) ||
			       (unsigned char)s[i - 1] >= 0x80 ||
			       (s[i - 1] == ' ' && i > 1 && isalpha((unsigned char)s[i - 2]));
	return 0;
}

/* A document's front matter in a box of its own right above its text, no
 * heading in it: a court's judgment under its header ("<header class=
 * judgment-header>": "Neutral Citation Number: [2023] EWCA Civ 412",
 * "Case No: ...", "IN THE COURT OF APPEAL (CIVIL DIVISION)", "21 April
 * 2023", "Before: ...", "Between: ... (Appellant) and ... (Respondent)";
 * an "Aktenzeichen:", "Gericht:" block): the box that ends where the
 * text begins (top), FM_LINES to FM_MAX lines, each under FM_LINE
 * characters, no link, no heading, no sentence, FM_LABELS or more of them a
 * label's line (fact_label) and at most half of them under a byline's
 * hint (a byline box's "Von: ...", "Datum: ..." stays out). It is kept
 * and goes first; returns its first block (*end past its last), or -1. */
#ifndef FM_LINES
#define FM_LINES 4
#endif
#ifndef FM_MAX
#define FM_MAX 10
#endif
#ifndef FM_LINE
#define FM_LINE 120
#endif
#ifndef FM_LABELS
#define FM_LABELS 3
#endif
int front_matter(struct extractor *x, int c, int top, int *end)
{
	const struct node *nd = x->nodes;
	if (top <= 0 || top != nd[c].first_block)
		return -1;
	int h = x->blocks[top - 1].owner;
	while (nd[h].parent >= 0 && nd[nd[h].parent].end_block == top)
		h = nd[h].parent;
	int s = nd[h].first_block, labels = 0, meta = 0;
	if (top - s < FM_LINES || top - s > FM_MAX)
		return -1;
	for (int k = s; k < top; k++) {
		const struct block *b = &x->blocks[k];
		const char *t = x->text.p + b->off;
		if ((b->tag & F_HEAD) || b->link_chars || b->chars >= FM_LINE ||
		    ends_sentence(t, b->len))
			return -1;
		labels += fact_label(t, b->len);
		meta += nd[b->owner].nearest_meta >= h;
	}
	if (labels < FM_LABELS || meta * 2 > top - s)
		return -1;
	for (int k = s; k < top; k++)
		x->blocks[k].keep = 1;
	*end = top;
	return s;
}

/* A programme's credits in a sibling box right after the body's (a radio
 * feature's "Mitwirkende" over "Autorin: Anna Gruber<br>Sprecher: Markus
 * Hofer, Lena Wimmer<br>Regie: ...", a TYPO3 text element of its own; a
 * play's "Besetzung", "Distribution", "Reparto"): starting where the
 * container ends, under its ancestor FACT_UP levels up, a heading (h2-h6,
 * link-free, under FACT_HEAD characters, no sentence) over one block of
 * CREDIT_LINES or more lines, each a label's line (fact_label), no link,
 * under PC_ITEM characters each, all outside boilerplate: both are kept.
 * A news story's lone "Redaktion: ..." line under it has no such heading
 * and stays out. Returns where the kept run ends, or -1. */
#ifndef CREDIT_LINES
#define CREDIT_LINES 3
#endif
int credits_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	if (start + 1 >= nd[a].end_block)
		return -1;
	struct block *h = &x->blocks[start], *b = h + 1;
	if ((h->tag & (F_HEAD | F_H1)) != F_HEAD || h->link_chars || h->chars >= FACT_HEAD ||
	    nd[h->owner].nearest_neg >= 0 || ends_sentence(x->text.p + h->off, h->len) ||
	    b->link_chars || (b->tag & F_HEAD) || nd[b->owner].nearest_neg >= 0)
		return -1;
	const char *s = x->text.p + b->off, *e = s + b->len;
	int lines = 0;
	while (s < e) {
		const char *nl = memchr(s, '\n', (size_t)(e - s));
		size_t n = nl ? (size_t)(nl - s) : (size_t)(e - s);
		if (n >= PC_ITEM || !fact_label(s, n))
			return -1;
		lines++;
		s += n + 1;
	}
	if (lines < CREDIT_LINES)
		return -1;
	h->keep = b->keep = 1;
	return start + 2;
}

/* A song's credit line right after its lyrics' box (writers_line:
 * "<div class=lyricsFooter><p class=writers>Writer(s): Nele Bauer, Sven
 * Fromm</p>", "<p class=autores>Compositores: ...</p>"): starting where
 * the container ends, under its ancestor FACT_UP levels up, and link-free,
 * it is kept, its box's boilerplate name aside (a "footer"). Returns where
 * it ends, or -1. */
int writers_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	if (start >= nd[a].end_block)
		return -1;
	struct block *b = &x->blocks[start];
	if (b->link_chars || (b->tag & F_HEAD) || !writers_line(x->text.p + b->off, b->len))
		return -1;
	b->keep = 1;
	return start + 1;
}

/* A service page's closing references (ref_list: "Rechtliche
 * Grundlagen" over "Registerharmonisierungsgesetz (RHG)") in a box of
 * their own after the body's, past its contact box: starting where the
 * container ends, within REFS_GAP blocks free of boilerplate hints and
 * under the container's parent, the heading and its list are kept.
 * Returns where the heading is (the list's end in *end), or -1. */
#ifndef REFS_GAP
#define REFS_GAP 8
#endif
int refs_after(struct extractor *x, int c, int start, int *end)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent;
	if (p < 0)
		return -1;
	for (int j = start; j < nd[p].end_block && j < start + REFS_GAP; j++) {
		if (nd[x->blocks[j].owner].nearest_neg >= 0)
			return -1;
		if (!(x->blocks[j].tag & F_HEAD))
			continue;
		int e = ref_list(x, j, nd[p].end_block);
		if (e > j) {
			*end = e;
			return j;
		}
	}
	return -1;
}

#ifndef EVENT_LABEL
#define EVENT_LABEL 20
#endif
/* A link alone in an event's facts is gone (an export's "ICS"), but
 * under its label, a link-free line under EVENT_LABEL characters of no
 * date, it is the label's value ("Ort" over the linked "Zentralbibliothek,
 * Lesesaal 2. OG", "Lieu" over the venue's page). */
static int event_label(const struct extractor *x, int i)
{
	const struct block *l = &x->blocks[i - 1];
	return !l->link_chars && l->chars && l->chars < EVENT_LABEL &&
	       !dated(x->text.p + l->off, l->len);
}

/* An event's when and where under its title (a parish's, a synagogue's,
 * a club's event page: "Sunday, 17 December 2025" over "17:00 - 19:30"
 * over "Synagogue Hall, 1 Shadwell Lane"; "Samedi 27 juin 2026" over "De
 * 18h00 à 23h30"), in a box named for the event (H_EVENT: "eventitem-meta",
 * "event-date", "tribe-events-schedule") below the page's dropped headline
 * and above the body, EVENT_GAP blocks at most: link-free lines under
 * EVENT_FACT characters and no sentence, one of them dated, past links
 * alone (an "ICS" export, "Google Calendar"; a label's linked value
 * stays, event_label), are kept, and above the container go first (in it,
 * or opening it under the headline above it, they stay in place); a
 * news story's dateline, in no box so named, stays out. So are such
 * lines in any box when one of them is a death notice's life dates
 * (life_dates: "* 3. Februar 1941 in Eschwege" over "† 18.
 * November 2025 in Kassel", "March 2, 1938 - November 19, 2025" over
 * "Harrogate, North Yorkshire" under a memorial page's name). Returns
 * where they start above the container (their end in *end), or -1. */
#ifndef EVENT_FACT
#define EVENT_FACT 80
#endif
#ifndef EVENT_GAP
#define EVENT_GAP 8
#endif
int event_facts(struct extractor *x, int c, int top, int *end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, first = -1, last = -1, date = 0, i = hl + 1, all_ev = 1, life = 0;
	if (hl < 0 || x->blocks[hl].keep > 0)
		return -1;
	/* in the container they are kept in their place; above it they
	 * end at the first block emitted */
	int in = hl >= nd[c].first_block;
	if (!in && (hl >= top || top > nd[c].first_block))
		return -1;
	for (; i < x->nblocks && i <= hl + EVENT_GAP && x->blocks[i].keep <= 0; i++) {
		const struct block *b = &x->blocks[i];
		if (b->link_chars == b->chars) {
			/* a link alone: an export's, a back link; or a
			 * label's value (event_label) */
			if (first >= 0 && last == i - 1 && event_label(x, i))
				last = i;
			continue;
		}
		const char *s = x->text.p + b->off;
		if (b->link_chars || b->chars >= EVENT_FACT || ends_sentence(s, b->len))
			return -1;
		int ev = 0;
		for (int k = b->owner; k >= 0 && nd[k].first_block > hl && !ev; k = nd[k].parent)
			ev = (nd[k].hint & H_EVENT) != 0;
		all_ev &= ev;
		life |= life_dates(s, b->len);
		date |= dated(s, b->len);
		if (first < 0)
			first = i;
		last = i;
	}
	/* or they open the container under the headline above it (a
	 * Drupal event's "field--name-field-datum" and "Ort" over its body) */
	int opens = !in && top == nd[c].first_block && first == top;
	if (first < 0 || !date || !(all_ev || life) || i >= x->nblocks ||
	    x->blocks[i].keep <= 0 || (!in && !opens && i != top) ||
	    ((in || opens) && i >= nd[c].end_block))
		return -1;
	for (int k = first; k <= last; k++)
		x->blocks[k].keep = x->blocks[k].link_chars != x->blocks[k].chars ||
		                    (k > first && event_label(x, k));
	*end = last + 1;
	return in || opens ? -1 : first;
}

/* A job's or a listing's facts box between its title and its text (a job
 * ad's "Standort: Ravensburg", "Arbeitszeit: Vollzeit", "Gehalt: ...",
 * "Contract type: Permanent"): right under the page's headline, its
 * subtitle (a short line, no link, no sentence: "Bachelor · voltijd · 4
 * jaar") or a heading, above the container past FACT_BUTTONS links alone
 * at most (an "Apply now" button) and a table of contents of up to
 * FACT_TOC links within the page ("Op deze pagina"), FACT_RUN or more
 * items of a list (li, dt, dd) of under PC_ITEM characters, free of links
 * and boilerplate hints (or rows of their own that open with an element
 * named a label: a programme's "Créditos 240 ECTS", "Plazas 180"), two
 * thirds of them a label's line, a term or its definition right under it
 * (a dl's every item), and at most half of them under
 * a byline's hint inside that ancestor; under the container's
 * ancestor FACT_UP levels up. The run is kept and goes first; returns
 * where it starts (its end in *end), or -1. */
#ifndef FACT_BUTTONS
#define FACT_BUTTONS 2
#endif
#ifndef FACT_TOC
#define FACT_TOC 12
#endif
int facts_before(struct extractor *x, int c, int top, int *end)
{
	const struct node *nd = x->nodes;
	int a = c;
	for (int k = 0; k < FACT_UP && nd[a].parent >= 0; k++)
		a = nd[a].parent;
	int j = top - 1, skip = 0, toc = 0;
	/* and past a page's table of contents, links within the page
	 * alone ("Op deze pagina": "#programma", "#toelating") */
	while (j >= nd[a].first_block && x->blocks[j].link_chars == x->blocks[j].chars &&
	       x->blocks[j].chars < 40 &&
	       ((x->blocks[j].anchor_chars == x->blocks[j].chars && toc < FACT_TOC) ||
	        skip < FACT_BUTTONS)) {
		if (x->blocks[j].anchor_chars == x->blocks[j].chars)
			toc++;
		else
			skip++;
		j--;
	}
	int e = j + 1, items = 0, labels = 0, bylines = 0;
	for (; j >= nd[a].first_block; j--) {
		const struct block *b = &x->blocks[j];
		/* or a row of its own that opens with an element named a
		 * label, its value beside it (a programme's "<div class=
		 * dato><span class=dato-etiqueta>Créditos</span><span>240
		 * ECTS</span></div>", "Regelstudienzeit", "Durée") */
		int row = b->lab && !b->link_chars && b->chars < PC_ITEM &&
		          !(b->tag & F_HEAD) && !fact_neg(x, b);
		if (!row && !fact_item(x, b, a))
			break;
		items++;
		/* (a term's definition right under it is labelled: a
		 * consultation's "<dt>Beteiligung bis</dt><dd>15. Dezember
		 * 2026</dd>", "<dt>Date limite</dt><dd>...") */
		labels += row || (b->tag & F_DT) || fact_label(x->text.p + b->off, b->len) ||
		          ((b->tag & (F_LI | F_DT)) == F_LI && j > 0 && (b[-1].tag & F_DT) &&
		           nd[b[-1].owner].parent == nd[b->owner].parent);
		bylines += nd[b->owner].nearest_meta > a;
	}
	/* a run that is the article's info box is its byline (Joomla's
	 * "<dl class=article-info>": "Details", "Geschrieben von: Pressewart",
	 * "Zugriffe: 212"; "Publié par", "Visite: 88"), no facts */
	/* (or under the headline's subtitle: a short line, no link and no
	 * sentence, "Bachelor · voltijd · 4 jaar") */
	const struct block *sb = j >= 0 ? &x->blocks[j] : NULL;
	int sub = sb && j - 1 == x->headline && x->headline >= nd[a].first_block &&
	          !sb->link_chars && sb->chars < FACT_HEAD && !(sb->tag & F_HEAD) &&
	          !ends_sentence(x->text.p + sb->off, sb->len);
	if (items < FACT_RUN || labels * 3 < items * 2 || bylines * 2 > items || j < 0 ||
	    !(j == x->headline || (x->blocks[j].tag & F_HEAD) || sub))
		return -1;
	/* a box of dates above the page's headline under a heading of its
	 * own is the sidebar's, before the article's column: a parish's
	 * "Nächste Termine" ("So, 07.12., 10 Uhr: Gottesdienst"), an
	 * "Upcoming events", a "Prochains rendez-vous"; a job's facts stand
	 * between its title and its text */
	if (j != x->headline && x->headline >= e)
		return -1;
	for (int i = j + 1; i < e; i++)
		x->blocks[i].keep = 1;
	*end = e;
	return j + 1;
}
