/*
 * extract/container: phase 2 (extract.c has the overview).
 *
 *   2. container: which element holds the article.
 *
 * Every block gets a signed weight (weights.c): long, sentence-like,
 * link-poor text is positive; menus, link lists, teasers, the site's legal
 * text and text under boilerplate hints are negative; data (table cells,
 * ingredients, downloads, price boxes) weighs nothing. The element whose
 * subtree has the largest weight sum is the article container: the
 * maximum-sum subtree is the region with the most content and the least
 * boilerplate, with no thresholds on depth or siblings. Article markup
 * (itemprop=articleBody, article-body classes, <article>, <main>) adds a
 * bonus, and so does the headline's neighbourhood.
 *
 * The order (choose_container): find the headline; name the consent
 * dialogs that have no name (consent_boxes); decide which hints stand
 * (resolve_hints); weigh each block (block_weight, in weights.c); lower
 * what follows a comment heading and what comes before the headline; take
 * the best subtree (best_container). extract.c then widens a fragment, and
 * thread_box, onepage_box and scroll_story (moves.c) move the choice to a
 * thread's posts, a one-page site's parts or the first of stories appended
 * by infinite scroll, before phase 3 selects in it.
 *
 * Hints: a name weighs, it never vetoes the article
 * - A boilerplate hint is a name and is ignored on an element holding most
 *   of the page's prose, on a long run of prose that is most of its text,
 *   or on paragraphs of link-free prose and nothing else.
 * - Never one of cookies or consent ("CybotCookiebotDialog"), nor any on a
 *   box whose prose is half on cookies or consent (a consent tool's
 *   preference centre in a "modal"), on a box without article markup or the
 *   headline and under four fifths of the page's text ("wrapper
 *   cookies-not-accepted" is a page-wide flag: a consent manager's dialog,
 *   its tabs of texts on each kind of cookie). A box under hashed names is
 *   named so (consent_boxes): the smallest box around a link that opens
 *   with a consent button's words ("Alle akzeptieren", "Accept all", or a
 *   content blocker's "Inhalt entsperren" over a video or a map), holding
 *   no headline, its text a third prose on cookies, consent or a third
 *   party's service; two or more such boxes are no page builder's names.
 * - Ignored too: page-wide classes on <html>/<body>; an <aside> around a
 *   blockquote (a post quoted in a reply); a blockquote's <footer>, the
 *   quote's attribution ("— Dr. Anna Kruse, Kuratorin").
 * - A comment name is ignored on a thread whose posts are all named comments
 *   (Invision Community's "ipsComment", "comment-123_wrap"): comment-named
 *   boxes hold half the prose, the first comes after the headline and no
 *   article's body comes between (under 100 characters of text outside hints
 *   and headings, no <article>, <main> or article-body box: a post with a
 *   video and its readers' comments; a question's opening post under 600
 *   characters and two thirds of its replies' prose, no form after them,
 *   counts with the replies).
 * - A boilerplate word ("widget") is ignored on two or more outermost
 *   boilerplate boxes that hold more than half the page's prose together
 *   and none of them four fifths alone: a page builder names every box so
 *   ("elementor-widget-container"; an FAQ's accordion under a box of text;
 *   a cookie banner's prose is not the page's, "about us" in a page
 *   builder's boxes over a consent dialog's long text). Where one box of
 *   the word holds over four fifths, the boxes of the word inside it count
 *   instead (a shop's reviews, each "celwidget" in a list named so too);
 *   and where the box of the word with the most prose, outermost or right
 *   inside one, holds over four fifths of its parent's, a box of the word
 *   with prose before it under that parent, and the boxes of the word
 *   inside that box, are ignored too: the text above an FAQ's accordion,
 *   each in a widget.
 * - A navigation word ("menu", "nav") is ignored on a box of 200+
 *   characters that holds no link, and so is every hint inside it: a
 *   restaurant's menu ("menu-section-header", "menu-item-title", the
 *   prices); and so is a <nav> of link-free prose and no boilerplate word,
 *   an FAQ's answer in a site builder's dropdown ("w-dropdown-list").
 * - A header word is ignored on a box of one heading (no h1 but the headline,
 *   TYPO3's "csc-header" over the intro; no link, no sentence but a question:
 *   a dek, an accordion's "accordion-header") right over prose, a table
 *   (opening hours) or a list of link-free items in the box's next sibling (a
 *   craftsman's services), or past one or two short lines under a name (a team
 *   member's name and role, "Schreinermeister und Inhaber."; not a date). A
 *   CMS names each section's heading box a header ("frame-header", Jimdo's
 *   "j-header"); as boilerplate it made each section of a legal notice, a
 *   post's title or a team member a teaser card, and took a team's heading and
 *   first name.
 * - A teaser word is ignored on a box of two or more lines, no link nor
 *   heading in it, right under a section's heading that is not the headline:
 *   the section's facts ("card-teaser" under "Informazioni generali", "Durata:
 *   3 anni"), no teaser of another page.
 *
 * The headline and the choice
 * - The headline is an h1-h6 found in the <title>, the longest one where
 *   all that are found are links; not a section's h2 that is one item of a
 *   list in the title ("Speisekarte & Öffnungszeiten") under an h1 that
 *   shares a word with the title: the h1. The element that starts at or
 *   just after it gets a bonus, so a short post beats a longer blurb
 *   elsewhere.
 * - What comes before the headline, when it holds at most two blocks of
 *   weight (an "about me" blurb, a tagline in the masthead), weighs a
 *   quarter. After 300 characters of prose, a comment section's heading
 *   halves the weight of what follows it (a reader's long post does not
 *   outweigh a short article in a box of its own).
 * - A winner after the headline's post, past boilerplate weighing 300 or
 *   more, is a sidebar box far from it (a list of events, a blurb in
 *   another language): the post wins when it weighs 0.3 of the box. So does
 *   a winner under an author hint below the headline, near it too (the
 *   author's bio box under a short post, "Über die Autorin"): the best
 *   element near the headline that is no such box wins when it weighs 0.3
 *   of it.
 * - A winner that holds the headline's column and, before it, a column of
 *   the same tag (an author's name and bio) and nothing of weight after
 *   it: the headline's column wins when it weighs half the other.
 */
#include "internal.h"

/* Pass 2: weights and the container. */
#define HERO_TEXT 400  /* characters in a hero slider's slides (see resolve_hints) */
#define META_HEADS 3  /* headings in a box named "meta" that make it a section */

#ifndef NPROSE_MIN
#define NPROSE_MIN 2
#endif
#ifndef NAME_PROSE
#define NAME_PROSE 700
#endif
/* A gallery (a caption hint on an element of GAL_HEADS+ headings, each a
 * picture's title) in an article with GAL_OUT+ of prose outside it is not
 * the article: a site's "news in pictures" set in its body. */
#ifndef GAL_HEADS
#define GAL_HEADS 3
#endif

#ifndef NAMED_BOXES
#define NAMED_BOXES 2
#endif
#ifndef NAMED_SHARE
#define NAMED_SHARE 0.5
#endif
#ifndef NAMED_MAX
#define NAMED_MAX 0.8
#endif
#ifndef BADGE_WORDS
#define BADGE_WORDS 2
#endif
#ifndef NAME_LINES
#define NAME_LINES 2
#endif
#ifndef SUBHEAD_WORDS
#define SUBHEAD_WORDS 3
#endif
#ifndef MENU_PRICES
#define MENU_PRICES 2
#endif
#ifndef NAV_TEXT
#define NAV_TEXT 200
#endif

/* A thread whose posts are all named comments (Invision Community: each
 * post an <article class="ipsComment">, its text in "comment-123_wrap") is
 * the page's content, not a story's readers' comments: comment-named boxes
 * (not one holding over COMMENT_PAGE of the prose: the page's wrapper) hold
 * CM_SHARE of the page's prose or more (a guest's sign-up box, a cookie
 * banner hold some), the first of them comes after the headline and no
 * article's body comes between: under CM_BEFORE characters of text outside
 * hints and headings, and no box of article markup (<article>, <main>,
 * "entry-content") that ends above the first (a post of a video alone).
 * Its comment words are then names, not boilerplate (other words still
 * are: "ipsComment_tools"). */
#ifndef CM_SHARE
#define CM_SHARE 0.5
#endif
#ifndef CM_BEFORE
#define CM_BEFORE 100
#endif
#ifndef CM_POST
#define CM_POST 600
#endif
#ifndef CM_POST_SHARE
#define CM_POST_SHARE 0.67
#endif
#define COMMENT_PAGE 0.75
/* Between the headline hl and the first comment: a byline (a line under
 * a byline or date hint outside the comments, "Von Miriam Keller ·
 * 14.03.2025"; a reply's own is in them) or a heading of
 * readers' comments ("4 Kommentare", "Leserkommentare", "3 Responses"): a
 * story's marks, not a question's; with heads 0 a byline only (a forum's
 * replies under a heading of their count, "コメント 3件", as well) */
static int story_marks(const struct extractor *x, int hl, int first, int heads)
{
	for (int i = hl + 1; i <= first; i++) {
		const struct block *b = &x->blocks[i];
		if ((x->nodes[b->owner].nearest_meta >= 0 && !x->nodes[b->owner].incm) ||
		    (heads && comment_head(b, x->text.p + b->off)))
			return 1;
	}
	return 0;
}

/* Is there a form at or after block first (a comment form)? A form that
 * holds a line of prose is none: a link board's post, each reply's text
 * set in its edit form ("<form class=usertext><div class=md><p>...") */
static int form_from(const struct extractor *x, int first)
{
	for (int i = x->nnodes - 1; i >= 0 && x->nodes[i].first_block >= first; i--) {
		if (!(x->nodes[i].tag & F_FORM))
			continue;
		int j = x->nodes[i].first_block;
		while (j < x->nodes[i].end_block && !is_prose(&x->blocks[j]))
			j++;
		if (j == x->nodes[i].end_block)
			return 1;
	}
	return 0;
}

/* A question's page on a blog's theme: the post asks ("Wie bekomme ich
 * Kalkflecken weg?", "Which tyre pressure for gravel?"), and it or a box
 * around it is named a question ("<body class=single-question>",
 * "<article class=\"question type-question\">", "frage", "domanda"): its
 * comments are its answers, the page's content, though the post has a
 * byline, an <article> box of its own and a form to answer under them. */
static int question_post(const struct extractor *x, int hl)
{
	if (hl < 0)
		return 0;
	const struct block *b = &x->blocks[hl];
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != '?')
		return 0;
	for (int i = b->owner; i >= 0; i = x->nodes[i].parent)
		if (x->nodes[i].hint & H_QUESTION)
			return !(x->nodes[i].hint & H_COMMENTS);
	return 0;
}

/* A thread's opening post set in the box its replies are set in, each
 * in one of the same tag and class ("<form class=\"usertext
 * warn-on-unload\">" round a link board's question and round each reply):
 * the replies are posts of the page as the question is, however long it
 * is next to them. The box of the first prose block after the headline
 * hl, QBOX_UP levels up at most and ending above the first reply. */
#define QBOX_UP 4
static int same_post_box(const struct extractor *x, int hl, int first)
{
	const struct node *nd = x->nodes;
	int i = hl + 1;
	while (i < first && (!is_prose(&x->blocks[i]) || nd[x->blocks[i].owner].incm))
		i++;
	if (i >= first)
		return 0;
	int a = x->blocks[i].owner;
	for (int up = 0; up < QBOX_UP && a >= 0 && nd[a].end_block <= first;
	     up++, a = nd[a].parent) {
		if (!nd[a].cls)
			continue;
		for (int j = a + 1; j < x->nnodes; j++)
			if (nd[j].cls == nd[a].cls && nd[j].incm && nd[j].nprose &&
			    nd[j].first_block >= first)
				return 1;
	}
	return 0;
}

/* A thread's opening post signed as its replies are: a link of one tag
 * and class names its author in its line under a byline or date hint and
 * each reply's author in theirs ("<div class=entry-meta><a
 * class=username href=/ludzie/...>" over a microblog's question, "<div
 * class=comment-meta><a class=username>" in each reply): the asker is a
 * member of the site as those who answer, and the replies are the page's
 * posts, though named comments under a heading of comments. A news
 * site's byline links its staff in a class of its own, its readers'
 * names in another or none. Between the headline hl and the first reply
 * first, SIGN_CLS such classes at most. With stamp set, an element named
 * a date or a byline itself (H_META) of one tag and class (cls) in the post's
 * line and in each reply's does ("<span class=post-timestamp>"), a link
 * or not: a forum's post stamped as its replies are (same_post_box); or
 * one in a line box of one tag and class there, its own class not the
 * replies' (the opening post's stamp marked with a word of its own,
 * "<div class=post-status><span class=\"post-timestamp owner\">" over
 * the replies' "<span class=post-timestamp>"). A stamp whose class says
 * no date ("<span class=topic-stamp>") counts by its shape (sign_elem):
 * an inline element, no link, named by a class, in a line box that
 * holds one block, a line with a date ("Member 9 12 January 2026 at
 * 21:14"; the class, one in the post's line and in each reply's, is
 * what tells a stamp from a paragraph's date). With stamp
 * 2, an inline element of that shape that holds text, no link and no date
 * asked: the author's name in the post's line and in each reply's ("<span
 * class=nickname>" beside an address and a time over a board's post, alone
 * in its box in a reply). */
#ifndef SIGN_CLS
#define SIGN_CLS 8
#endif
static int sign_elem(const struct extractor *x, int i, int stamp)
{
	const struct node *nd = x->nodes, *d = &nd[i];
	if (!stamp)
		return (d->tag & F_A) && d->nearest_meta >= 0;
	if (stamp == 1 && (d->hint & H_META))
		return 1;
	int k = d->blk;
	if (!d->cls || (d->tag & (F_BLOCK | F_A)) || k < 0 || k == i ||
	    nd[k].end_block - nd[k].first_block != 1)
		return 0;
	const struct block *b = &x->blocks[nd[k].first_block];
	if (b->owner != k)
		return 0;
	return stamp == 2 ? d->itext && !d->inlink && !b->link_chars :
	       dated(x->text.p + b->off, b->len);
}

/* Is node i's boilerplate hint none but its post's header box's? A box
 * named a header alone, below the headline and under no other boilerplate
 * hint ("<div class=Item-Header>" round the opening post's author and
 * date, each reply's in one too: Vanilla's), is the post's line, not the
 * site's header, which sits above the headline. */
static int in_post_header(const struct extractor *x, int i, int hl)
{
	const struct node *nd = x->nodes;
	int n = nd[i].nearest_neg;
	if (n < 0)
		return 1;
	return nd[n].negkey == neg_bit("header", 6) && nd[n].first_block > hl &&
	       (nd[n].parent < 0 || nd[nd[n].parent].nearest_neg < 0);
}

/* The class of the element that follows link i in its line, its sibling
 * (a stamp: "<a class=user-inline>name</a>, <time class=timeago>", "<a
 * class=hnuser>name</a> <span class=age>"), 0 none. The siblings sit
 * within a few elements of i in pre-order: SIGN_NEXT looked at. */
#ifndef SIGN_NEXT
#define SIGN_NEXT 6
#endif
static unsigned next_stamp(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int p = nd[i].parent;
	for (int j = i + 1; p >= 0 && j < x->nnodes && j <= i + SIGN_NEXT; j++) {
		if (nd[j].first_block >= nd[p].end_block && nd[j].parent != p)
			return 0;
		if (nd[j].parent == p)
			return (nd[j].tag & (F_BLOCK | F_A)) ? 0 : nd[j].cls;
	}
	return 0;
}

/* A poster's line of a name's link and a stamp beside it, each of one
 * tag and class, in the opening post and in a reply alike (Mbin's "<a
 * class=user-inline>" and "<time class=timeago>", a link board's "<a
 * class=hnuser>" and "<span class=age>"), signs the post as its replies
 * though no byline or date class marks either: a story's byline and its
 * readers' lines differ in that shape. The post's line may be a box of
 * its own hint ("<aside class=meta>") below the headline. */
static int sign_pair(const struct extractor *x, int i, int hl)
{
	const struct node *nd = x->nodes;
	int p = nd[i].parent, n = nd[i].nearest_neg;
	if (!(nd[i].tag & F_A) || !next_stamp(x, i))
		return 0;
	return in_post_header(x, i, hl) || (n == p && nd[p].first_block > hl);
}

static unsigned signed_like_replies(const struct extractor *x, int hl, int first, int stamp)
{
	const struct node *nd = x->nodes;
	unsigned cls[SIGN_CLS], line[SIGN_CLS], pair[SIGN_CLS];
	int n = 0, i = 0, from;
	while (i < x->nnodes && nd[i].first_block <= hl)
		i++;
	from = i;
	/* a pair signs the post above its text: the post's last prose
	 * block before the replies (a reply's line may stand outside its
	 * comment box, over it: "<span class=comhead>" beside "<div
	 * class=comment>") */
	int text = first - 1;
	while (text > hl && (!is_prose(&x->blocks[text]) || nd[x->blocks[text].owner].incm))
		text--;
	for (; i < x->nnodes && nd[i].first_block < first; i++) {
		if (!nd[i].cls || nd[i].incm || n >= SIGN_CLS)
			continue;
		int pr = !stamp && nd[i].first_block < text && sign_pair(x, i, hl);
		if (pr || (in_post_header(x, i, hl) && sign_elem(x, i, stamp))) {
			int p = nd[i].parent;
			line[n] = stamp == 1 && p >= 0 && (nd[p].tag & F_BLOCK) ? nd[p].cls : 0;
			pair[n] = pr ? next_stamp(x, i) : 0;
			cls[n++] = nd[i].cls;
		}
	}
	/* the replies' signs from the post's line on: the first reply's
	 * name stands over its text, before first (a thread of one reply
	 * has no other) */
	for (i = from; n && i < x->nnodes; i++) {
		/* a pair's reply line stands in the comment box or beside
		 * it, after the post's text */
		if (!nd[i].incm && nd[i].first_block < text)
			continue;
		int p = nd[i].parent, sg = nd[i].incm && sign_elem(x, i, stamp);
		unsigned t = !stamp && (nd[i].tag & F_A) ? next_stamp(x, i) : 0;
		for (int k = 0; k < n; k++)
			if ((sg && (nd[i].cls == cls[k] ||
			            (line[k] && p >= 0 && nd[p].cls == line[k]))) ||
			    (pair[k] && nd[i].cls == cls[k] && t == pair[k]))
				return nd[i].cls;
	}
	return 0;
}

/* An issue's discussion: the first comment's box, or one of its
 * TL_UP ancestors, is named a timeline ("<li class=\"note timeline-entry
 * note-comment\">" in "<ul class=\"notes timeline\">", GitLab's; Gitea's
 * "timeline-item comment"): a tracker's posts and events in one list,
 * the issue's text and the replies to it the page's content, where a news
 * page's readers' comments are no timeline */
#define TL_UP 3
static int timeline_thread(const struct extractor *x, int first)
{
	const struct node *nd = x->nodes;
	int a = x->blocks[first].owner;
	while (a >= 0 && !(nd[a].hint & H_COMMENTS))
		a = nd[a].parent;
	for (int up = 0; a >= 0 && up <= TL_UP; up++, a = nd[a].parent)
		if (nd[a].hint & H_TIMELINE)
			return 1;
	return 0;
}

/* Or a page whose <title> names a tracker's ticket by its key: a number
 * of TICKET_DIGITS digits or more after a tracker's word and '#' or
 * after "(#" ("... · Issue #5790 · ...", Redmine's "Fehler #3187: ...",
 * "(#318)"; a podcast's "Episode #142" is none), a project's key in
 * capitals and a number of TICKET_DIGITS digits or more after a '-' in
 * brackets (Jira's "[DATA-2214] ..."; a story's "[COVID-19] ..." has
 * fewer), or a number of TICKET_DIGITS + 2 digits or more opening the
 * title before " - " (Bugzilla's "1884410 - <summary>"; a story's "2024 -
 * the year in review" has fewer). A story's readers' comments have no
 * ticket's key, and a story marks itself one (dated_story: a chart's
 * "(#100) Abbey Road", a magazine's "Issue #120", "Bug #1234 fixed"
 * over a news item's comments stay a story's). */
static size_t digits_at(const char *s, size_t n, size_t i)
{
	size_t k = i;
	while (k < n && isdigit((unsigned char)s[k]))
		k++;
	return k - i;
}

int ticket_title(const char *s, size_t n)
{
	static const char *const kind[] = {
		"issue ", "bug ", "ticket ", "task ", "feature ", "support ", "fehler ",
		"aufgabe ", "anomalie ", "incidencia ", "tarea ", "evolution ",
	};
	size_t d = digits_at(s, n, 0);
	if (d >= TICKET_DIGITS + 2 && n > d + 3 && !memcmp(s + d, " - ", 3))
		return 1;
	for (size_t i = 0; i + 1 < n; i++) {
		if (s[i] == '#' && digits_at(s, n, i + 1) >= TICKET_DIGITS && i) {
			if (s[i - 1] == '(')
				return 1;
			size_t w = i - 1;  /* the word before "<word> #" */
			while (w && s[w - 1] != ' ')
				w--;
			if (s[i - 1] == ' ' && STARTS_ANY_CI(s + w, i - w, kind))
				return 1;
		}
		if (s[i] != '[' || i + 2 >= n || !isupper((unsigned char)s[i + 1]))
			continue;
		size_t k = i + 1;
		while (k < n && (isupper((unsigned char)s[k]) || isdigit((unsigned char)s[k])))
			k++;
		if (k < n && s[k] == '-' && (d = digits_at(s, n, k + 1)) >= TICKET_DIGITS &&
		    k + 1 + d < n && s[k + 1 + d] == ']')
			return 1;
	}
	return 0;
}

static int comment_thread(struct extractor *x, double total, int hl)
{
	struct node *nd = x->nodes;
	double cm = 0, before = 0;
	int first = -1;
	for (int i = 0; i < x->nnodes; i++) {
		int p = nd[i].parent;
		nd[i].incm = ((nd[i].hint & H_COMMENTS) &&
		              !(nd[i].tag & F_ROOT) &&
		              nd[i].prose <= COMMENT_PAGE * total) ||
		             (p >= 0 && nd[p].incm);
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if (o->incm) {
			if (is_prose(b)) {
				cm += b->chars;
				if (first < 0)
					first = i;
			}
		} else if (first < 0 && i > hl && o->nearest_neg < 0 &&
		           o->nearest_meta < 0 && o->nearest_cap < 0 &&
		           !(b->tag & F_HEAD)) {
			before += b->chars - b->link_chars;
		}
	}
	/* a question's opening post above its replies is no article: under
	 * CM_POST characters and under CM_POST_SHARE of the replies' prose,
	 * with no form from the first reply on (a blog's "Leave a comment",
	 * "Kommentar schreiben" under a short post's readers' comments) and
	 * no byline or comments' heading before them (a short news item's),
	 * its text counts with theirs ("VoIP calls drop after 30 seconds",
	 * its replies in elements named "comment"); a story's is longer.
	 * A question's post (question_post) counts with its answers though
	 * it has a byline and a form under them, and however long next to
	 * them (one answer of three lines under a question of two
	 * paragraphs), and one set in the box its
	 * replies are set in (same_post_box), long or short, under all of
	 * theirs (a story's with a reader's one line under it is none), and
	 * over its author's line and tags or a form on the page when its
	 * stamp is of the replies' tag and class too (signed_like_replies,
	 * stamp): a forum's opening post, each reply in "section-comment"
	 * with its own name and time, the post's text box and theirs of one
	 * tag and class, where a story's body and its readers' comments are
	 * set in boxes of their own, its byline's date in a class of its
	 * own, not the readers'; so does one signed as its replies are
	 * (signed_like_replies), under a byline, a comments' heading and all
	 * of their text; and so does one on a page that names itself a
	 * forum's thread or a Q&A page in schema.org's terms (x->forum,
	 * forum_schema: a vendor community's question, "<name> asked a
	 * question" under it, its answers in boxes named comments) */
	int q = first > hl && question_post(x, hl), same = 0;
	int sig = first > hl && hl >= 0 && !q && signed_like_replies(x, hl, first, 0);
	/* an issue's text above its discussion (timeline_thread) counts
	 * with it, however long, under a form to reply or not */
	int tl = first > hl && hl >= 0 &&
	         (timeline_thread(x, first) ||
	          (x->storyless && ticket_title(x->title.p, x->title.len)));
	if (first >= 0 && before >= CM_BEFORE && before < cm && hl >= 0 && first > hl)
		same = same_post_box(x, hl, first);
	if (first >= 0 && before >= CM_BEFORE &&
	    (tl || (before < CM_POST &&
	            (q || sig || x->forum || (same && signed_like_replies(x, hl, first, 1)) ||
	             (!form_from(x, first) && !story_marks(x, hl, first, 1))) &&
	            (q || before < CM_POST_SHARE * cm || (sig && before < cm) || same))))
		cm += before, before = 0;
	/* one longer than CM_POST_SHARE of the replies' text (or than
	 * CM_POST), signed as they are (its author's name in an element of
	 * their tag and class: a board's "<span class=nickname>" in the
	 * post's line and in each reply; not a stamp of their class, as a
	 * blog's post dates its byline as its readers' lines) and with
	 * no byline outside the comments, is the post the container holds:
	 * the replies are emitted after it (replies_after), where taking
	 * them into the container would take the board's list of threads
	 * under them too. (A post's line hinted a byline stays a story's
	 * though its name is of the replies' class: news sites name their
	 * writers and readers so, three WCEB pages' comments; not on a
	 * page that names its posts a forum's (forum_schema), nor under a
	 * heading that counts replies, not comments (replies_counted: "3
	 * Antworten", "1 réponse"), where the post's line of author and
	 * date is a poster's, whatever its class says: "<div
	 * class=thread-post__meta>" over replies signed in its name's
	 * class.) */
	unsigned sg = 0;
	if (first > hl && hl >= 0 && before >= CM_BEFORE && !tl &&
	    (x->forum || !story_marks(x, hl, first, 0) || replies_counted(x, hl + 1, first)))
		sg = signed_like_replies(x, hl, first, 2);
	if (sg) {
		x->rfirst = first;
		x->rsign = sg;
	}
	/* a headline in the comments ("45 Comments to <title>") is none */
	if (total <= 0 || hl < 0 || first <= hl || cm < CM_SHARE * total ||
	    before >= CM_BEFORE)
		return 0;
	/* an article's box (<article>, <main>, "entry-content") ends above
	 * the first comment: a post with a video and its readers' comments */
	for (int i = 0; i < x->nnodes && nd[i].first_block < first && !q && !same && !tl && !sig;
	     i++)
		if (!nd[i].incm && nd[i].end_block <= first &&
		    ((nd[i].tag & (F_ARTICLE | F_MAIN)) ||
		     ((nd[i].hint & H_POS) && !nd[i].inconsent)))
			return 0;
	x->cfirst = first;
	x->rfirst = -1;
	return tl ? 2 : 1;
}

/* Price boxes: PRICE_BOXES or more boxes of one tag and class, each
 * holding one price, a heading and no more than one link (its button), or
 * no heading and no link (a menu's dish), and under PRICE_BLOCKS blocks: a
 * grid of price tables, a page builder's ("elementor-price-table", its
 * lines in boxes named "__header" and "__footer"), a menu plugin's dishes
 * ("fdm-item"). Their lines are data (they weigh nothing) and the names of
 * the boxes in them are no verdict. The counts of price and link blocks
 * borrow a list's likept and lilink, select_blocks' (reset there). */
#ifndef PRICE_BOXES
#define PRICE_BOXES 2
#endif
#ifndef PRICE_BLOCKS
#define PRICE_BLOCKS 40
#endif
#define PRICE_CAND 64
static void price_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int cand[PRICE_CAND], nc = 0, any = 0;
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].likept = nd[i].lilink = 0;
		nd[i].navtext = 0;
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		int pr = price_line(x->text.p + b->off, b->len);
		nd[b->owner].likept += pr;
		nd[b->owner].lilink += b->link_chars * 2 > b->chars;
		any |= pr;
	}
	if (!any)
		return;
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			nd[nd[i].parent].likept += nd[i].likept;
			nd[nd[i].parent].lilink += nd[i].lilink;
		}
	for (int i = 0; i < x->nnodes && nc < PRICE_CAND; i++) {
		const struct node *d = &nd[i];
		int n = d->end_block - d->first_block;
		/* or, with no heading, a dish of a menu: its name, its price
		 * and what it holds, and no link ("fdm-item": "Pulpo a la
		 * gallega", "18,00 €", "con patata y pimentón"; "Burrata",
		 * "13,80 €", "auf Tomatensalat") */
		if (d->cls && d->likept == 1 && d->lilink <= 1 &&
		    (d->nheads >= 1 || d->plain == d->tchars) &&
		    n >= 3 && n < PRICE_BLOCKS && d->plain * 2 >= d->tchars)
			cand[nc++] = i;
	}
	for (int k = 0; k < nc; k++) {
		int same = 0;
		for (int j = 0; j < nc; j++)
			same += nd[cand[j]].cls == nd[cand[k]].cls;
		if (same >= PRICE_BOXES)
			nd[cand[k]].navtext = NAV_PRICE;
	}
}

/* consent_boxes' limits (its comment says what they bound) */
#ifndef CONSENT_CLIMB
#define CONSENT_CLIMB 8
#endif
#ifndef CONSENT_BOX
#define CONSENT_BOX 6000
#endif
#define CONSENT_LINKS 4
/* Does a link's text open with a consent button's words? */
static int consent_button(const char *s, size_t n)
{
	static const char *const w[] = {
		"accept", "allow all", "i agree", "akzeptieren", "alle akzeptieren",
		"alles akzeptieren", "alle zulassen", "alle annehmen", "annehmen",
		"zustimmen", "einverstanden", "ich stimme zu", "tout accepter",
		"accepter", "j'accepte", "aceptar", "acepto", "permitir todas",
		"accetta", "accetto", "accepteren", "alles accepteren", "akkoord",
		"aceitar",
		/* a content blocker's, over a video or a map in the body */
		"inhalt entsperren", "inhalte entsperren", "inhalt laden",
		"inhalte laden", "unblock", "load content", "débloquer",
		"desbloquear", "sblocca",
	};
	/* a phrase of two words or more may run into the next button's
	 * text ("Ich stimme zuWeitere Informationen": no space between the
	 * links); one word must end there ("Acceptable Use Policy") */
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (strchr(w[i], ' ') ? starts_with_ci(s, n, w[i]) :
		    starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* Is the block prose on cookies, consent or a third party's service? */
static int consent_prose(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"cookie", "consent", "einwillig", "zustimm", "akzeptier",
		"consentement", "consentimiento", "consenso", "toestemming",
		"drittanbieter", "third-party", "third party", "terceros",
	};
	return is_prose(b) && HAS_ANY_CI(s, (size_t)b->len, w);
}

/* Are the page's blocks from e on none, or a <footer>, <nav> or <aside>
 * that opens at e and closes the page, or up to TAIL_BADGE links alone (a
 * site builder's badge after its consent dialog, "<a class=t-tildalabel__
 * link>Made on Tilda</a>")? */
#ifndef TAIL_BADGE
#define TAIL_BADGE 3
#endif
static int closing_tail(const struct extractor *x, int e)
{
	if (e >= x->nblocks)
		return 1;
	if (x->nblocks - e <= TAIL_BADGE) {
		int k = e;
		while (k < x->nblocks && x->blocks[k].chars &&
		       x->blocks[k].link_chars == x->blocks[k].chars)
			k++;
		if (k == x->nblocks)
			return 1;
	}
	for (int a = x->blocks[e].owner; a >= 0; a = x->nodes[a].parent)
		if (x->nodes[a].tag & F_NEGTAG)
			return x->nodes[a].first_block == e && x->nodes[a].end_block == x->nblocks;
	return 0;
}

/* Is box a inside an <article> or <main> that holds the headline? */
static int in_story(const struct extractor *x, int a)
{
	int hl = x->headline;
	for (; hl >= 0 && a >= 0; a = x->nodes[a].parent)
		if ((x->nodes[a].tag & (F_ARTICLE | F_MAIN)) && hl >= x->nodes[a].first_block &&
		    hl < x->nodes[a].end_block)
			return 1;
	return 0;
}

/* A consent manager's dialog without a name for it (hashed class names, a
 * random id: ad blockers hide the named ones): a link that opens with a
 * consent button's words ("Alle akzeptieren", "Accept all", "Tout
 * accepter"; a content blocker's over a video or a map in the body,
 * "Inhalt entsperren", "Ich stimme zu") and the smallest box around it,
 * not holding the headline nor the page's root, where a third of the
 * text is prose on cookies or consent or a third party ("Wir benötigen
 * Ihre Einwilligung...", "We use cookies"; a content blocker's "Daten an
 * Drittanbieter"). The box is named boilerplate, with the consent word
 * (resolve_hints keeps it). Up to CONSENT_CLIMB levels and CONSENT_BOX
 * characters; at most CONSENT_LINKS links are tried, and a box's button
 * is its node's bit, so the pass stays linear. */
static void consent_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int tries = 0, hl = x->headline;
	for (int i = 0; i < x->nblocks; i++) {   /* read here and by resolve_hints */
		struct block *b = &x->blocks[i];
		b->consent = consent_prose(b, x->text.p + b->off);
	}
	for (int i = 0; i < x->nblocks && tries < CONSENT_LINKS; i++) {
		const struct block *b = &x->blocks[i];
		if (b->link_chars * 2 <= b->chars || b->chars > 120 ||
		    !consent_button(x->text.p + b->off, b->len))
			continue;
		tries++;
		int lo = i, hi = i, chars = 0, cons = 0;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block))
				break;
			for (; lo > d->first_block; ) {
				const struct block *c = &x->blocks[--lo];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			for (; hi < d->end_block; hi++) {
				const struct block *c = &x->blocks[hi];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			if (chars > CONSENT_BOX)
				break;
			if (cons && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
				break;
			}
		}
	}
	/* one whose controls are buttons, no links ("<p>Nosotros y nuestros
	 * socios almacenamos ... cookies ...</p><button>ACEPTO</button>"):
	 * the smallest box round a block of that prose that holds a button,
	 * the page's first or last (or the last before the page's closing
	 * <footer>: a plugin's dialog set before it, its options' toggles
	 * between its text and its buttons), its prose a third on consent */
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (!b->consent || b->chars > CONSENT_BOX)
			continue;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block))
				break;
			if (!nd[a].button)
				continue;
			/* before the footer, a dialog out of the headline's
			 * <article> or <main>: a story's last box with a Share
			 * or Listen button is none */
			if (d->first_block > 0 && d->end_block < x->nblocks &&
			    (!closing_tail(x, d->end_block) || in_story(x, a)))
				break;
			int hd = 0;
			for (int j = d->first_block; j < d->end_block; j++)
				hd |= (x->blocks[j].tag & F_HEAD) != 0;
			if (hd && x->nblocks - d->end_block <= TAIL_BADGE &&
			    d->end_block < x->nblocks)
				break;
			int chars = 0, cons = 0;
			for (int j = d->first_block; j < d->end_block && chars <= CONSENT_BOX;
			     j++) {
				chars += x->blocks[j].chars;
				cons += x->blocks[j].consent ? x->blocks[j].chars : 0;
			}
			if (chars <= CONSENT_BOX && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
			}
			break;
		}
		break;  /* the first such block only: the pass stays linear */
	}
}

/* A boilerplate hint on an element that holds most of the page's prose (in
 * at least NPROSE_MIN prose blocks) is a page wrapper's name ("site-content",
 * "has-sidebar"), not boilerplate. A boilerplate word on NAMED_BOXES or more
 * outermost boilerplate boxes (no such box above them) that hold over
 * NAMED_SHARE of the prose, none of them NAMED_MAX of it alone, is a page
 * builder's name for all its boxes: a blog's sidebar widgets sit in a
 * sidebar box and do not count, and a page wrapper holds the prose alone.
 * One box may hold most of it: an FAQ's accordion, a long box of text. */
#ifndef CONSENT_PAGE
#define CONSENT_PAGE 0.8
#endif

/* Whether box m (-1: none) is a sibling of box d that starts after it
 * and holds over NAMED_MAX of their parent's prose. */
static int over_before(const struct node *nd, const struct node *d, int m)
{
	return m >= 0 && d->parent >= 0 && nd[m].parent == d->parent &&
	       nd[m].first_block >= d->end_block && nd[m].prose > NAMED_MAX * nd[d->parent].prose;
}
#ifndef NAV_PROSE
#define NAV_PROSE 0.8
#endif

/* Is box i named a header, by that word alone and no <header> tag, the
 * item's own header: the box that holds the page's h1 as its headline
 * (and the item's price and facts) inside the page's <main>, mostly
 * text of its own and no menu? A classified ad's, a hotel's, a product's
 * ("<section class=Listing-header><h1>Vintage Chesterfield bank</h1>
 * <div>€ 450,00</div>", "hotel-header__name", "product-header",
 * "ad-header", "cabecera-anuncio header"): the site's header sits at the
 * page's top beside the logo and the menu, outside <main>. An article's
 * header in <main> ("entry-header", "article-header") stays one: its h1
 * is the headline the golds leave out, and it has an <article> or the
 * body's markup round it, or a byline, a date or a lead in it. */
#ifndef ITEM_MENU
#define ITEM_MENU 20
#endif
static int item_header(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct node *d = &nd[i];
	int hl = x->headline;
	if (d->negkey != neg_bit("header", 6) || hl < d->first_block || hl >= d->end_block ||
	    !(x->blocks[hl].tag & F_H1) || 2 * d->plain < d->tchars)
		return 0;
	int in_main = 0;
	for (int k = d->parent; k >= 0; k = nd[k].parent) {
		if ((nd[k].tag & F_ARTICLE) || (nd[k].hint & H_POS))
			return 0;
		in_main |= (nd[k].tag & F_MAIN) != 0;
	}
	/* the item's facts: two short lines or more of no link beside the
	 * h1 (its price, its stars, where it is), one of them with a figure
	 * (a price, a score, a size); a page's title alone in a box ("page-
	 * header") is no item's, nor is one over its description and its
	 * author's name (a help center's article: "Escrito por ...") */
	int facts = 0, figure = 0, price = 0;
	for (int j = d->first_block; j < d->end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (j == hl || b->link_chars || b->chars >= ITEM_FACT)
			continue;
		facts++;
		figure |= has_digit(x->text.p + b->off, b->len);
		price |= item_price(x, b);
	}
	if (facts < 2 || !figure)
		return 0;
	/* or, with no <main>, one with a price below the site's menu: a
	 * block of links above it (the box is no page's top, where a
	 * logo's h1 and the slogan and phone under it sit; a help center's
	 * article header has no price) */
	for (int j = 0; !in_main && price && j < d->first_block; j++)
		in_main = 2 * x->blocks[j].link_chars > x->blocks[j].chars &&
		          x->blocks[j].chars >= ITEM_MENU;
	/* an article's header: a byline, a date or a lead under the
	 * headline ("publication__byline", "<time>", "publication__intro");
	 * a picture's credit above it is none ("<p class=mdb-header__
	 * copyright>Foto: ...", a member's portrait over the h1) */
	for (int j = i + 1; in_main && j < x->nnodes && nd[j].first_block < d->end_block; j++)
		if ((nd[j].hint & (H_META | H_LEAD)) && nd[j].first_block > hl)
			return 0;
	return in_main;
}
/* A section's contact card: its title, one heading, opens it, and each
 * of its lines that holds a link holds an e-mail address ("Segreteria
 * didattica" over "Viale Cittadini 33", "Tel. 0575 ... - didattica@...";
 * "Sekretariat", "Secrétariat"): a teaser of another page links to that
 * page instead. */
static int contact_card(const struct extractor *x, const struct node *d)
{
	if (d->nheads != 1 || !(x->blocks[d->first_block].tag & F_HEAD))
		return 0;
	int mail = 0;
	for (int j = d->first_block + 1; j < d->end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->tag & F_HEAD)
			return 0;
		if (!b->link_chars)
			continue;
		if (!memchr(x->text.p + b->off, '@', b->len))
			return 0;
		mail = 1;
	}
	return mail;
}

static void resolve_hints(struct extractor *x)
{
	struct node *nd = x->nodes;
	double total = 0, plain = 0, tchars = 0, ctotal = 0;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		tchars += b->chars;
		nd[b->owner].plain += b->chars - b->link_chars;
		nd[b->owner].tchars += b->chars;
		nd[b->owner].nheads += (b->tag & F_HEAD) != 0;
		plain += b->chars - b->link_chars;
		if (is_prose(b)) {
			nd[b->owner].prose += b->chars;
			nd[b->owner].nprose++;
			total += b->chars;
			if (b->consent) {
				nd[b->owner].cprose += b->chars;
				ctotal += b->chars;
			}
		}
	}
	/* key: the subtree holds the headline or article markup */
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].key = (nd[i].tag & (F_ARTICLE | F_MAIN)) || (nd[i].hint & H_POS);
		nd[i].quotes = (nd[i].tag & F_QUOTE) != 0;
	}
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			/* a blockquote of links alone is an embed's fallback,
			 * no quotation: a Facebook page box in a sidebar
			 * ("<blockquote class=fb-xfbml-parse-ignore><a>Club
			 * auf Facebook</a>"); its subtree is summed now */
			if ((nd[i].tag & F_QUOTE) && !nd[i].plain)
				nd[i].quotes--;
			nd[nd[i].parent].prose += nd[i].prose;
			nd[nd[i].parent].cprose += nd[i].cprose;
			nd[nd[i].parent].nprose += nd[i].nprose;
			nd[nd[i].parent].nheads += nd[i].nheads;
			nd[nd[i].parent].quotes += nd[i].quotes;
			nd[nd[i].parent].plain += nd[i].plain;
			nd[nd[i].parent].tchars += nd[i].tchars;
			nd[nd[i].parent].key |= nd[i].key;
		}
	price_boxes(x);
	/* a boilerplate word on the boxes that hold most of the page's prose,
	 * NAMED_BOXES of them or more, is a page builder's name for its boxes
	 * ("elementor-widget-container"): not the verdict on any of them.
	 * Each word counts its outermost boxes. */
	uint64_t consentkey = neg_bit("cookie", 6) | neg_bit("cookies", 7) |
	                      neg_bit("consent", 7) | neg_bit("gdpr", 4);
	int hl = x->headline;
	uint64_t navkey = neg_bit("nav", 3) | neg_bit("navbar", 6) |
	                  neg_bit("navigation", 10) | neg_bit("menu", 4) |
	                  neg_bit("menus", 5);
	uint64_t teaserkey = neg_bit("teaser", 6) | neg_bit("teasers", 7) | neg_bit("tease", 5);
	double wprose[64] = {0}, wmax[64] = {0}, iprose[64] = {0}, imax[64] = {0};
	int wn[64] = {0}, in[64] = {0}, wbox[64], ibox[64];
	uint64_t named = 0;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		if (!(d->hint & H_NEG) || (d->tag & F_ROOT))
			d->negkey = 0;
		else if ((d->hint & H_COMMENTS) || !d->negkey)
			d->negkey = NEGKEY_TAG;
		d->negabove = p ? p->negabove || p->negkey : 0;
		/* a rich-text box in a cookie banner ("<div class=\"ipsMessage
		 * ipsCookieBanner\"><div class=ipsType_richText>Wir haben Cookies
		 * auf deinem Gerät platziert ...") names no article above a
		 * thread's posts (comment_thread): the forum's own rich-text
		 * boxes are its posts */
		d->inconsent = p && (p->inconsent || (p->negkey & consentkey));
		/* the outermost named box above (nearest_neg borrowed) */
		d->nearest_neg = !p ? -1 :
		                 p->negkey && !p->negabove ? d->parent : p->nearest_neg;
		if (d->negkey && d->nearest_neg >= 0 && d->prose > 0) {
			uint64_t inner = d->negkey & nd[d->nearest_neg].negkey & ~NEGKEY_TAG;
			for (int b = 0; inner && b < 63; b++)
				if (inner >> b & 1) {
					iprose[b] += d->prose;
					if (d->prose > imax[b]) {
						imax[b] = d->prose;
						ibox[b] = i;
					}
					in[b]++;
				}
		}
		d->ingr = (d->hint & H_INGR) || (p && p->ingr);
		uint64_t fresh = d->negabove ? 0 : d->negkey & ~NEGKEY_TAG;
		for (int b = 0; fresh && d->prose > 0 && b < 63; b++)
			if (fresh >> b & 1) {
				wprose[b] += d->prose;
				if (d->prose > wmax[b]) {
					wmax[b] = d->prose;
					wbox[b] = i;
				}
				wn[b]++;
			}
	}
	/* shares of the page's own prose: a consent dialog's text is none
	 * (a page builder's boxes hold half an "about us" page's prose
	 * and a cookie banner's as much again) */
	double own = total - ctotal;
	x->itemhead = -1;
	for (int b = 0; b < 63; b++)
		if ((wn[b] >= NAMED_BOXES && wprose[b] > NAMED_SHARE * own &&
		     wmax[b] <= NAMED_MAX * own) ||
		    (wmax[b] > NAMED_MAX * own && in[b] >= NAMED_BOXES &&
		     iprose[b] > NAMED_SHARE * own &&
		     imax[b] <= NAMED_MAX * own))
			named |= 1ull << b;
	named &= ~consentkey;  /* consent boxes: never a builder's name */
	/* a box of the word with prose right before the box of the word
	 * that holds the most prose, outermost or right inside one, under
	 * the same parent and over NAMED_MAX of that parent's prose, is the
	 * builder's name too: the text above an FAQ's accordion, each in a
	 * widget ("elementor-widget-text-editor" over "elementor-widget-
	 * accordion"; an author's box, a post's navigation come after it) */
	uint64_t over = 0;
	for (int b = 0; b < 63; b++) {
		if (!wn[b])
			wbox[b] = -1;
		if (!in[b])
			ibox[b] = -1;
		if ((wn[b] || in[b]) && !(named >> b & 1))
			over |= 1ull << b;
	}
	over &= ~consentkey;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		/* a wrapper holds paragraphs: one long "about me" paragraph
		 * in a sidebar can be most of a short post's page */
		int paras = d->nprose >= NPROSE_MIN;
		int wrapper = !(d->hint & H_COMMENTS) &&
		              ((d->prose > 0.4 * total && d->prose > 400 && paras) || d->key ||
		               (d->plain > 0.6 * plain && paras));
		/* a comment hint on what holds most of the page's prose is a
		 * page-wide flag (<body class="comments-on">) or a thread whose
		 * posts are the page */
		if ((d->hint & H_COMMENTS) && d->prose > COMMENT_PAGE * total)
			wrapper = 1;
		/* any other hint on a long run of prose, most of its text, is a
		 * name ("more", "entry-meta") and not the article's verdict */
		if (!(d->hint & H_COMMENTS) && d->prose >= 1000 && d->prose >= 0.5 * d->tchars)
			wrapper = 1;
		/* and so is one on paragraphs of link-free prose and nothing
		 * else ("entry-more": the rest of a post) */
		if (!(d->hint & H_COMMENTS) && d->prose >= NAME_PROSE && d->nprose >= 2 &&
		    d->prose >= 0.9 * d->tchars && d->plain >= 0.95 * d->tchars)
			wrapper = 1;
		/* an <aside> around a blockquote is a post quoted in a reply
		 * (its author's name over the quote), not a sidebar (one of
		 * links alone is an embed's, counted none above) */
		if ((d->tag & F_ASIDE) && d->quotes)
			wrapper = 1;
		/* a post's signature is a line of prose, often in the
		 * forum's rich-text markup ("ipsType_richText"), and never
		 * the article (but on the box of most of the page's prose) */
		if ((d->hint & H_SIGN) && d->prose < 0.5 * total)
			wrapper = 0;
		/* a box named for cookies or consent is the consent manager's
		 * dialog, its tabs of long texts about each kind of cookie
		 * ("CybotCookiebotDialog"), and so is a boilerplate box (a
		 * "modal", role=dialog) whose prose is half on cookies or
		 * consent: never the page's wrapper, but
		 * where it holds article markup or the headline, or
		 * CONSENT_PAGE of the page's text (a page-wide flag,
		 * "wrapper cookies-not-accepted") */
		if (((d->negkey & consentkey) ||
		     ((d->hint & H_NEG) && d->cprose > 0 && 2 * d->cprose >= d->prose)) &&
		    !d->key && (hl < d->first_block || hl >= d->end_block) &&
		    d->tchars < CONSENT_PAGE * tchars)
			wrapper = 0;
		int name = d->negkey && !(d->negkey & ~named);
		int builder = d->negkey && d->nprose >= 1 && !(d->negkey & ~over);
		for (int b = 0; builder && b < 63; b++)
			if ((d->negkey >> b & 1) && !over_before(nd, d, wbox[b]) &&
			    !over_before(nd, d, ibox[b]))
				builder = 0;
		/* a boilerplate hint on a box that holds one heading (no h1
		 * but the headline: TYPO3's "csc-header" around the page's
		 * h1 over its intro; no link, no sentence: a dek is one)
		 * right over prose ("frame-header", "element-header") heads
		 * a section */
		int k = d->first_block;
		/* (past a badge before its heading: a label of BADGE_WORDS
		 * words at most, no link, no heading, "<div class=incident__
		 * header><span class=badge>Störung</span><h3>", an outage's
		 * state over its title) */
		if (d->end_block - k == 2 && k + 2 < x->nblocks && !x->blocks[k].link_chars &&
		    !(x->blocks[k].tag & (F_HEAD | F_H1)) && x->blocks[k].words <= BADGE_WORDS &&
		    (x->blocks[k + 1].tag & (F_HEAD | F_H1)) == F_HEAD)
			k++;
		/* (or the headline's h1 and its subheading under it, an h2-h6
		 * or a <p> of SUBHEAD_WORDS+ words, no link, no byline in it:
		 * a CMS's header element over the page's text, "<header
		 * class=frame-header><h1>Unternehmen</h1><h2 class=element-
		 * subheader>Präzision aus dem Siegerland", TYPO3's, or its
		 * "<p class=element-subheader>Gültig ab 1. Januar 2025";
		 * "<h1>À propos</h1><h2>Artisans depuis 1952</h2>"; two h3s,
		 * a blog's labels over its headline, are none, and so is a
		 * section's name under the h1, "Lokales"; the h1 need not be
		 * the headline with its subheading: the footer's "Hotel
		 * Seehof am Ammersee" may hold the title) */
		const struct block *sb = &x->blocks[k + 1];
		int nh = d->end_block - k == 2 && k + 2 < x->nblocks &&
		         (x->blocks[k].tag & F_H1) && (sb->tag & (F_HEAD | F_P)) &&
		         !(sb->tag & F_H1) && !sb->link_chars && sb->words >= SUBHEAD_WORDS ? 2 : 1;
		for (int u = nh == 2 ? sb->owner : -1; u > i; u = nd[u].parent)
			if (nd[u].hint & (H_META | H_LEAD))
				nh = 1;  /* a byline, or a deck that the lead's
				          * rules judge ("article-subtitle") */
		if (d->end_block - k == nh && d->negkey != NEGKEY_TAG &&
		    k + nh < x->nblocks) {
			const struct block *hb = &x->blocks[k];
			/* past one or two short lines under a name: a team
			 * member's name and role (a date over a title is no
			 * name) */
			const struct block *nb = &x->blocks[k + nh];
			int m = date_link(x->text.p + hb->off, hb->len) ? NAME_LINES : 0;
			int dish = 0;
			for (; m < NAME_LINES && !is_prose(nb) && nb->chars < 40 &&
			     !nb->link_chars && nb + 1 < x->blocks + x->nblocks; m++) {
				dish += price_tail(x->text.p + nb->off, nb->len) ? 1 : -NAME_LINES;
				nb++;
			}
			/* short lines that each end in a price are a menu's
			 * dishes under their day or course, no name's role
			 * ("Dienstag" over "Rindergulasch mit Semmelknödel
			 * 12,50 €" in Jimdo's "j-header" and "j-text") */
			if (dish > 0 && !(nb->tag & F_HEAD) && !is_prose(nb))
				dish = price_tail(x->text.p + nb->off, nb->len);
			/* a question over its answer heads it too (an
			 * accordion's "accordion-header"), and a heading
			 * right over a table heads the table (its cells are
			 * no prose: opening hours) */
			const char *ht = x->text.p + hb->off;
			int ask = hb->len > 0 && ht[hb->len - 1] == '?';
			/* and one over a list of link-free items heads the
			 * list (a craftsman's services, "Unsere Leistungen":
			 * Jimdo's "j-header" over its text module's list) */
			const struct block *lb = hb + 1;
			int list = k + 2 < x->nblocks && (lb->tag & F_LI) && (lb[1].tag & F_LI) &&
			           !lb->link_chars && !lb[1].link_chars && p;
			/* the list in the box's next sibling, a few levels
			 * down (an empty list leaves the next one elsewhere) */
			int up = lb->owner;
			for (int n = 0; list && n < 3 && up >= 0 && nd[up].parent != d->parent; n++)
				up = nd[up].parent;
			list = list && up >= 0 && nd[up].parent == d->parent;
			if ((hb->tag & F_HEAD) && (!(hb->tag & F_H1) || k == hl || nh == 2) &&
			    !hb->link_chars && hb->owner >= i &&
			    (is_prose(nb) || in_cell(nd, &hb[1]) >= 0 || list || dish > 0) &&
			    (!ends_sentence(ht, hb->len) || ask))
				name = 1;
		}
		/* a box named a menu ("menu-block") that holds no link and
		 * NAV_TEXT characters or more is a restaurant's menu (dishes,
		 * what they hold, their prices), not the site's: the names
		 * of the boxes in it ("menu-section-header", "menu-item-title")
		 * are no verdict; so is a shorter one of MENU_PRICES price
		 * lines or more, a menu's section of two or three dishes
		 * ("menu-section": "Desserts", "Kaiserschmarrn", "11,50 €";
		 * "Antipasti", "Burrata", "12 €"; "Starters", "£9.50") */
		d->navtext = (p ? p->navtext : 0) | (d->navtext & NAV_PRICE);
		if ((d->hint & H_NAV) && !(d->negkey & ~navkey) &&
		    d->tchars == d->plain && (d->tchars >= NAV_TEXT || d->likept >= MENU_PRICES))
			d->navtext |= NAV_MENU;
		if ((d->navtext & (NAV_MENU | NAV_PRICE)) && !(d->negkey & NEGKEY_TAG))
			name = 1;
		/* a <nav> of link-free prose, no boilerplate word in its name,
		 * is no navigation: an accordion's answer in a site builder's
		 * dropdown ("<nav class=w-dropdown-list><p>Ja, 14 Tage lang
		 * ...", "Yes, for 14 days ...") */
		if ((d->tag & F_NAV) && d->negkey == NEGKEY_TAG && d->tchars > 0 &&
		    d->plain == d->tchars && d->prose >= NAV_PROSE * d->tchars)
			name = 1;
		/* a box named a teaser of two or more lines that holds no
		 * link and no heading, right under a section's heading
		 * outside boilerplate (not the headline: the lead under it
		 * is named a teaser, "<p class=teaser>"), is that section's
		 * box of facts, no teaser of another page (a teaser links to
		 * it): Bootstrap Italia's "card-teaser" under "Informazioni
		 * generali" ("Durata: 3 anni", "Crediti: 180 CFU"), a
		 * "teaser-box" under "Auf einen Blick", "Key facts"; or its
		 * contact card (contact_card: "Segreteria didattica") */
		if (d->negkey && !(d->negkey & ~teaserkey) && d->tchars > 0 &&
		    ((d->plain == d->tchars && !d->nheads) || contact_card(x, d)) &&
		    d->first_block > 0 && d->first_block != hl + 1 &&
		    d->end_block - d->first_block >= 2) {
			const struct block *hb = &x->blocks[d->first_block - 1];
			if ((hb->tag & F_HEAD) && !(hb->tag & F_H1) && !hb->link_chars &&
			    nd[hb->owner].nearest_neg < 0)
				name = 1;
		}
		/* the builder's boxes inside it, of its word, are names too */
		if (builder)
			d->navtext |= NAV_BUILDER;
		if ((d->navtext & NAV_BUILDER) && d->negkey && !(d->negkey & ~over))
			name = 1;
		/* the item's own header box is no page's header: its name */
		if (item_header(x, i)) {
			name = 1;
			if (x->itemhead < 0)
				x->itemhead = i;
		}
		/* a slider of a heading or two and their slogans is a
		 * company's hero, over its buttons ("et_pb_slider": "Strom.
		 * Licht. Sicherheit." "Angebot anfordern"; "hero-slider":
		 * "Badische Gastlichkeit seit 1926"; "Bienvenue chez nous"),
		 * no text of the page's own; a gallery's slider of
		 * captions, a sentence each, is the article's */
		int hero = (d->hint & H_SLIDER) && d->nheads >= 1 && d->nprose <= d->nheads &&
		           d->tchars < HERO_TEXT && !d->key;
		d->nearest_neg = ((d->hint & H_NEG) && !wrapper && !name) || hero ? i :
		                 p ? p->nearest_neg : -1;
		/* a box named "meta" round three headings or more over
		 * prose is a section of the page, no byline: a one-page
		 * theme's "section-meta" (OnePress's: "Klasse B" over "Der
		 * klassische Autoführerschein ...", "Permis B", "Carnet
		 * B"); one round the headline is the article's header, its
		 * byline and lead picture ("headline_byline") */
		int section = d->nheads >= META_HEADS && d->nprose >= 2 && !(d->hint & H_NEG) &&
		              (hl < d->first_block || hl >= d->end_block);
		d->nearest_meta = (d->hint & H_META) && !wrapper && !section &&
		                  !(d->navtext & (NAV_MENU | NAV_PRICE)) ? i :
		                  p ? p->nearest_meta : -1;
		d->nearest_cap = (d->hint & H_CAPTION) && !wrapper ? i : p ? p->nearest_cap : -1;
		/* a table in a <figure> (a block editor's "wp-block-table")
		 * is data, not a picture's caption */
		if ((d->tag & F_TR) && d->nearest_cap >= 0 &&
		    (nd[d->nearest_cap].tag & F_FIG))
			d->nearest_cap = -1;
		d->nearest_form = (d->tag & F_FORM) ? i : p ? p->nearest_form : -1;
		/* a control's box marks its form (parse.c): one pass */
		if ((d->fields || d->presses) && !(d->tag & F_FORM)) {
			if (d->nearest_form >= 0) {
				nd[d->nearest_form].fields |= d->fields;
				nd[d->nearest_form].presses |= d->presses;
			}
			d->fields = d->presses = 0;
		}
		/* a wrapper or not: the pictures' titles show what it is */
		d->nearest_gal = (d->hint & H_CAPTION) && d->nheads >= GAL_HEADS ? i :
		                 p ? p->nearest_gal : -1;
	}
	/* the forms of buttons alone that hold a paragraph (post_form) */
	x->press_posts = press_posts(x);
	/* a thread's posts named comments: a comment word alone is a name */
	x->cthread = comment_thread(x, total, x->headline);
	if (x->cthread)
		for (int i = 0; i < x->nnodes; i++) {
			struct node *d = &nd[i];
			int up = d->parent >= 0 ?
			         nd[d->parent].nearest_neg : -1;
			if (d->nearest_neg != i || ((d->hint & H_COMMENTS) &&
			                            !(d->hint & H_BOILER)))
				d->nearest_neg = up;
		}
}

/* Is block b's text part of the page's <title> (or does it hold it)? A
 * label that opens it, an inline element of its own (a thread's prefix:
 * XenForo's "<h1><span class=label>Gelöst</span> Golf 8 ruckelt", "سؤال",
 * "Question"), need not be in the title: the text after it is matched
 * then. x->tmp holds the text matched. */
#ifndef TITLE_REST
#define TITLE_REST 8
#endif
int in_title(struct extractor *x, const char *title, const struct block *b)
{
	if (!title[0])
		return 0;
	x->tmp.len = 0;
	buf_add(&x->tmp, x->text.p + b->off, b->len);
	if (strstr(title, x->tmp.p) || (strlen(title) >= 8 && strstr(x->tmp.p, title)))
		return 1;
	size_t k = (size_t)b->lab_len;
	while (k && k < b->len && x->text.p[b->off + k] == ' ')
		k++;
	if (!k || k + TITLE_REST > b->len)
		return 0;
	x->tmp.len = 0;
	buf_add(&x->tmp, x->text.p + b->off + k, b->len - k);
	return strstr(title, x->tmp.p) != NULL;
}

/* Is the title's part t[0..n) one item of a list in the title, joined to
 * another by "&", "+", a comma or "und"/"and"/"et"/"e"/"y"/"en"
 * ("Speisekarte & Öffnungszeiten", "Zimmer und Preise")? A comma or a
 * sign right after the item joins it too: an advice page's list of its
 * sections ("Heuschnupfen: Symptome, Ursachen, Behandlung", "Migraine :
 * symptômes, causes, traitements", its h2 "Symptome"). */
static int title_item(const char *title, const char *t, size_t n)
{
	static const char *const join[] = {"&", "+", ",", "und", "and", "et", "e", "y", "en"};
	const char *a = t, *z = t + n;
	while (a > title && a[-1] == ' ')
		a--;
	while (*z == ' ')
		z++;
	for (size_t k = 0; k < sizeof join / sizeof *join; k++) {
		size_t wl = strlen(join[k]);
		/* the joiner before the item, after a space where it is a word */
		if (a - title >= (long)wl + 1 && !strncasecmp(a - wl, join[k], wl) &&
		    (ispunct((unsigned char)join[k][0]) || a[-(long)wl - 1] == ' ') && a < t)
			return 1;
		if (!strncasecmp(z, join[k], wl) &&
		    (ispunct((unsigned char)join[k][0]) || (z > t + n && z[wl] == ' ')))
			return 1;
	}
	return 0;
}

/* Does the h1 block b share a word of 5+ letters with the title? */
static int shares_title_word(const struct extractor *x, const char *title,
                             const struct block *b)
{
	const char *s = x->text.p + b->off, *e = s + b->len;
	size_t tn = strlen(title);
	while (s < e) {
		while (s < e && !(isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		const char *w = s;
		while (s < e && (isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		if (s - w >= 5 && s - w < 64) {
			char buf[64];
			memcpy(buf, w, (size_t)(s - w));
			buf[s - w] = 0;
			if (memmem_ci(title, tn, buf))
				return 1;
		}
	}
	return 0;
}

/* The one set of a title's separators' signs, spaces aside: ":", "|",
 * "-", "_", "/", "«", "·", "»", and of three bytes general punctuation
 * (U+2000-U+207F: "–", "—", "•"), an arrow (U+2190-U+21FF), a shape
 * (U+25A0-U+25FF: "▸"), CJK's punctuation but its letters "々", "〆" and
 * "〇" (U+3000-U+3004, U+3008-U+303F), the fullwidth "｜"; never a
 * letter (a title in Cyrillic, Greek, Thai or Korean holds bytes above
 * 0x7f too). The sign's length at c, of n bytes there; 0 for none.
 * title_trim reads it backwards, title_head_block forwards. */
static size_t title_sign(const unsigned char *c, size_t n)
{
	if (n >= 1 && c[0] && strchr(":|-_/", c[0]))
		return 1;
	if (n >= 2 && c[0] == 0xC2 && (c[1] == 0xAB || c[1] == 0xB7 || c[1] == 0xBB))
		return 2;
	if (n < 3)
		return 0;
	if (c[0] == 0xE2)
		return c[1] == 0x80 || c[1] == 0x81 || c[1] == 0x86 || c[1] == 0x87 ||
		       (c[1] == 0x96 && c[2] >= 0xA0) || c[1] == 0x97 ? 3 : 0;
	if (c[0] == 0xE3)
		return c[1] == 0x80 && (c[2] < 0x85 || c[2] > 0x87) ? 3 : 0;
	return c[0] == 0xEF && c[1] == 0xBD && c[2] == 0x9C ? 3 : 0;
}

/* The length of title's first n bytes less the separator that ends them:
 * spaces, U+00A0 and title_sign's signs. */
static size_t title_trim(const char *title, size_t n)
{
	const unsigned char *t = (const unsigned char *)title;
	for (;;) {
		size_t k = 0;
		if (n > 0 && t[n - 1] == ' ')
			k = 1;
		else if (n >= 2 && t[n - 2] == 0xC2 && t[n - 1] == 0xA0)
			k = 2;
		for (size_t l = 1; l <= 3 && !k; l++)
			if (n >= l && title_sign(t + n - l, l) == l)
				k = l;
		if (!k)
			return n;
		n -= k;
	}
}
/* The bytes of a board's tag in brackets opening a post's title, and the
 * space after it ("[질문] ", "[Frage] ", "【求助】"), BOARD_TAG bytes at
 * most; 0 where there is none. */
#ifndef BOARD_TAG
#define BOARD_TAG 24
#endif
static size_t board_tag(const char *s, size_t n)
{
	const char *open = "[", *close = "]";
	if (n >= 3 && !memcmp(s, "【", 3))
		open = "【", close = "】";
	else if (!n || s[0] != '[')
		return 0;
	size_t ol = strlen(open), cl = strlen(close);
	for (size_t i = ol; i + cl <= n && i <= BOARD_TAG; i++)
		if (!memcmp(s + i, close, cl)) {
			i += cl;
			while (i < n && s[i] == ' ')
				i++;
			return i;
		}
	return 0;
}

/* A linked heading that is only the site's or the board's name closing the
 * <title> ("Tagesgeld oder ETF? : Finanzen", its sidebar's "<h1><a>
 * Finanzen</a></h1>"; "Wie putze ich Fenster? | Haushaltsforum") is no
 * headline where a line of the page opens with the rest of the title, of
 * TITLE_WORDS words or more: the post's title set in a box of no heading
 * tag (a link board's "<p class=title><a>...</a>", a forum's "<div
 * class=topic-title>", a board's "<h3>[질문] ...", its tag in brackets
 * before it: board_tag). That line heads the page; else the heading l. */
static int site_heading(struct extractor *x, const char *title, int l)
{
	const struct block *h = &x->blocks[l];
	size_t tn = strlen(title), hn = h->len, n;
	if (hn >= tn || memcmp(title + tn - hn, x->text.p + h->off, hn))
		return l;
	/* the title's head: what comes before the name and its separator */
	/* ("... 고민이다 - 자전거 갤러리": title_trim) */
	n = title_trim(title, tn - hn);
	if (n == tn - hn || n < 16)
		return l;
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += title[i] == ' ';
	if (words < TITLE_WORDS)
		return l;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		size_t k = board_tag(x->text.p + b->off, b->len);
		if (i != l && b->len >= n + k && b->len <= n + k + 80 &&
		    !memcmp(x->text.p + b->off + k, title, n))
			return i;
	}
	return l;
}

/* The headline: the first h1-h6 that is part of the <title> (or holds it),
 * else the first h1; -1 when there is none. A heading that is a link is
 * taken only when no other one is part of the title: "Post title - Blog
 * name" names the blog too, and the blog's name heads the page as a link
 * home. Of such links the longest is taken: where the post's title is a
 * link to the post too, it is the longer part of the title. A lower
 * heading that is one item of a list in the title ("Speisekarte &
 * Öffnungszeiten | Gasthaus", its h2 "Öffnungszeiten"; "Zimmer und Preise")
 * names a section of the page: the h1 above it that shares a word with the
 * title ("Unsere Speisekarte") heads the page (a restaurant's, a hotel's
 * page of sections). */
/* A short h1 (under 8 bytes, a breed's or a product's name: "Cavapoo",
 * "Lavendel", "Ficus") that is the <title>'s whole first part, a
 * separator after it ("Cavapoo | Dog Breed Facts, Temperament & Care",
 * "Lavendel - Pflege und Schnitt", "Ficus : entretien"): it heads the
 * page, not a subheading that is only a word of the title's rest
 * ("Temperament"). */
/* a title's separators between its parts: the first TITLE_BARS are bars
 * and dashes ("|", "-", "–", "—", "·"), then a colon (title_head reads
 * all, title_head_of and site_tail the bars alone) */
static const char *const title_seps[] = {
	" | ", " - ", " \xE2\x80\x93 ", " \xE2\x80\x94 ", " \xC2\xB7 ", ": ", " : ",
};
#define TITLE_BARS 5
static int title_head(const struct extractor *x, const char *title, const struct block *b)
{
	if (!(b->tag & F_H1) || b->len < 3 || b->link_chars ||
	    strncmp(title, x->text.p + b->off, b->len))
		return 0;
	for (size_t k = 0; k < sizeof title_seps / sizeof *title_seps; k++)
		if (!strncmp(title + b->len, title_seps[k], strlen(title_seps[k])))
			return 1;
	return 0;
}

#ifndef SITE_LOOK
#define SITE_LOOK 16
#endif

/* Is heading e the title's whole head, what comes before the separator at
 * t ("Consum mare la Dacia Jogger 1.0 TCe GPL" of "... - Forum Auto"), or
 * that head's first part, the topic before its forum's name ("Стук в
 * подвеске на морозе - Ходовая часть - Клуб ...")? The separator is
 * trimmed by its signs (title_trim). */
static int title_head_of(const struct extractor *x, const char *title,
                         const struct block *e, const char *t)
{
	size_t n = title_trim(title, (size_t)(t - title));
	if (n < 8 || e->len > n || memcmp(x->text.p + e->off, title, e->len))
		return 0;
	if (e->len == n)
		return 1;
	for (size_t k = 0; k < TITLE_BARS; k++)
		if (!strncmp(title + e->len, title_seps[k], strlen(title_seps[k])))
			return 1;
	return 0;
}

#ifndef SITE_WORDS
#define SITE_WORDS 3
#endif
/* Is block b, no link, HEAD_MIN bytes to HEAD_MAX, two words or more, the
 * <title>'s head before its first separator ("通知_政府信息公开_区人民政府",
 * "Notice - Town Hall", "Title | Site"): a sign of title_sign, spaced or
 * not, and more after it? One word there is the site's name opening its title
 * ("OpinionJournal - ..."), and so is a head of SITE_WORDS words at most
 * that the title's rest outweighs in words ("Town Gazette - Council keeps
 * old library open" over the masthead's "Town Gazette"; CJK aside, its
 * words unspaced). */
int title_head_block(const struct extractor *x, const char *title, const struct block *b)
{
	if (b->len < HEAD_MIN || b->len > HEAD_MAX || b->link_chars || b->words < 2 ||
	    strncmp(title, x->text.p + b->off, b->len))
		return 0;
	const unsigned char *t = (const unsigned char *)title + b->len;
	while (*t == ' ')
		t++;
	size_t k = title_sign(t, strlen((const char *)t));
	if (!k)
		return 0;
	for (t += k; *t == ' '; t++)
		;
	if (!*t)
		return 0;
	if (b->cjk || b->words > SITE_WORDS)
		return 1;
	int rest = 0;
	for (const unsigned char *c = t; *c; c++)
		rest += *c != ' ' && (c == t || c[-1] == ' ');
	return rest <= b->words;
}

/* Is st, a heading's place in the title, the title's last part after a
 * separator, where a site puts its name ("Netzstatus | FiberNord
 * Glasfaser")? */
static int site_tail(const char *title, const char *st)
{
	if (!st || st == title)
		return 0;
	int before = 0;
	for (size_t k = 0; k < TITLE_BARS; k++) {
		size_t l = strlen(title_seps[k]);
		before |= (size_t)(st - title) >= l && !memcmp(st - l, title_seps[k], l);
		if (strstr(st, title_seps[k]))
			return 0;
	}
	/* and a bar with no space on a side ("Netzstatus |FiberNord") */
	const char *e = st;
	while (e > title && e[-1] == ' ')
		e--;
	return !strchr(st, '|') && (before || (e > title && e[-1] == '|'));
}

static int find_headline(struct extractor *x, const char *title)
{
	int h1 = -1, linked = -1;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if ((b->tag & F_HEAD) && b->len < HEAD_MIN && h1 < 0 && title_head(x, title, b))
			return i;
		if (!(b->tag & F_HEAD) || b->len < HEAD_MIN || b->len > HEAD_MAX)
			continue;
		if ((b->tag & F_H1) && h1 < 0)
			h1 = i;
		if (in_title(x, title, b)) {
			/* a heading below the page's h1 that is only the
			 * site's name closing the title, a name of SITE_WORDS
			 * words at most (the footer's "<h3>FiberNord</h3>";
			 * a story's title there is longer), is no headline:
			 * the h1 is */
			if (h1 >= 0 && !(b->tag & F_H1) && b->words <= SITE_WORDS &&
			    site_tail(title, strstr(title, x->tmp.p)))
				continue;
			if (b->link_chars * 2 <= b->chars) {
				const struct block *h = h1 >= 0 ? &x->blocks[h1] : NULL;
				const char *t = b->tag & F_H1 ? NULL : strstr(title, x->tmp.p);
				if (t && h && h->link_chars * 2 <= h->chars &&
				    title_item(title, t, b->len) && shares_title_word(x, title, h))
					return h1;
				/* a site's or a department's name opening the title
				 * ("Institut für Werkstoffkunde: Aktuelles - Nachwuchspreis
				 * für Doktorandin"; "Parish Council | News | ...") set as a
				 * heading above the article's h1, which shares a word of
				 * the title: the h1 is the headline */
				for (int k = i + 1; t == title && h1 < 0 && k < x->nblocks &&
				     k <= i + SITE_LOOK && strlen(title) > b->len + 3; k++) {
					const struct block *e = &x->blocks[k];
					if ((e->tag & F_H1) && e->len >= HEAD_MIN &&
					    e->len <= HEAD_MAX && e->link_chars * 2 <= e->chars &&
					    shares_title_word(x, title, e))
						return k;
				}
				/* the site's name closing the title ("Consum mare la Dacia
				 * Jogger - Forum Auto", "Värmepump som låter konstigt -
				 * Villaägarforumet") set as the page's h1 in its banner,
				 * a forum's: the heading below that is the title's whole
				 * head or its first part (the topic before the forum's
				 * name), a link to the topic or not, is the headline */
				const char *st = strstr(title, x->tmp.p);
				size_t tl = strlen(title);
				for (int k = i + 1; (b->tag & F_H1) && st && st > title &&
				     st + b->len == title + tl &&
				     k < x->nblocks && k <= i + SITE_LOOK; k++) {
					const struct block *e = &x->blocks[k];
					if ((e->tag & F_HEAD) && e->len >= 8 &&
					    title_head_of(x, title, e, st))
						return k;
				}
				return i;
			}
			if (linked < 0 || b->len > x->blocks[linked].len)
				linked = i;
		}
	}
	if (linked >= 0 && (h1 < 0 || h1 == linked))
		return site_heading(x, title, linked);
	/* nor does an h1 that is a link, the site's logo, over a linked
	 * board's name ("<h2><a>자전거 갤러리</a></h2>" over the post's
	 * "<h3>[질문] ..."), unless the logo is the title's head itself (a
	 * blog's name before its post's: "field notes — Plot 14, ...") */
	if (linked >= 0 && x->blocks[h1].link_chars * 2 > x->blocks[h1].chars) {
		int r = site_heading(x, title, linked);
		return r == h1 ? linked : r;
	}
	return linked >= 0 ? linked : h1;
}

/* The headline where no heading names the page's story in the <title>: a
 * block of the page whose text is the og:title, where the <title> holds
 * neither it nor the heading found (hl) whole, its section's name alone
 * ("보도자료 상세 | 보도자료 | 뉴스·소식 | 환경부" over a ministry's
 * release, its "<h2>보도자료</h2>" found), or where no heading was found,
 * the <title> holding it or not (a board's topic in bold in its table's
 * head cell, "<td class=thead><strong>", the <title> the topic and the
 * board's name).
 * The og:title is evidence, never trusted alone: the block must be on
 * the page, mostly no link, 8 bytes to 300. */
static int title_block(const struct extractor *x, const char *title, int hl)
{
	const char *og = x->ogtitle.p;
	size_t ol = x->ogtitle.len;
	if (ol < 8 || (hl >= 0 && strstr(title, og)) ||
	    (hl >= 0 && x->blocks[hl].len == ol &&
	     !memcmp(x->text.p + x->blocks[hl].off, og, ol)))
		return hl;
	/* where no heading was found, the <title> holding the og:title
	 * whole, the block may be a link: a link board's topic, the title
	 * of its item a link in a table's cell ("<td class=title><a
	 * href=item?id=...>Ask TN: ...</a>"), the page set in no heading */
	int linked = hl < 0 && strstr(title, og);
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (b->len < HEAD_MIN || b->len > HEAD_MAX ||
		    (b->link_chars * 2 > b->chars && !linked))
			continue;
		if (b->len == ol && !memcmp(x->text.p + b->off, og, ol))
			return i;
	}
	return hl;
}

#ifndef FAR_GAP
#define FAR_GAP 300
#endif
#ifndef FAR_NEAR
#define FAR_NEAR 0.3
#endif
/* Is element i a box under an author hint below the headline: an
 * author's bio box ("Über die Autorin", a name and a few sentences)? */
static int bio_box(const struct extractor *x, int i)
{
	int m = x->nodes[i].nearest_meta;
	return x->headline >= 0 && m >= 0 && (x->nodes[m].hint & H_AUTHOR) &&
	       x->nodes[i].first_block > x->headline;
}

/* The headline's column: where the winner holds the headline, an h1 of
 * no link, in one of its boxes with weight before that box but none
 * after it, all of that weight in one box beside it of its tag, two
 * blocks or more (a story's column, its h1 over its text, beside a
 * column of its author's name and bio: "<div class=story-left><h2>Mara
 * Quill</h2><p>Mara Quill covers ...</p>" left of "<div
 * class=story-right><h1>"), the headline's box wins when it weighs
 * COL_SHARE of the other or more. The other column must open with a
 * name (a heading, or a line of COL_NAME words at most and no sentence):
 * one that opens with a deck, a kicker or a sentence is the story's; a
 * box that leaves weight after it is the headline's header box over the
 * text, and the winner stands. */
#ifndef COL_SHARE
#define COL_SHARE 0.5
#endif
#ifndef COL_LINES
#define COL_LINES 2  /* weighted lines of the bio column at least */
#endif
#ifndef COL_NAME
#define COL_NAME 4  /* words of the name line that opens a bio column */
#endif
static int headline_column(const struct extractor *x, int best)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (best < 0 || hl < nd[best].first_block || hl >= nd[best].end_block ||
	    x->blocks[hl].link_chars || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].owner == best)
		return best;
	int lo = nd[best].first_block, hi = nd[best].end_block, first = -1, last = -1;
	for (int i = lo; i < hi; i++)
		if (x->blocks[i].w > 0) {
			if (first < 0)
				first = i;
			last = i;
		}
	/* the box of the headline's ancestors nearest best with weight
	 * before or after it: the boxes below it leave more out, so one
	 * walk up from the headline finds it */
	int k = -1;
	for (int a = x->blocks[hl].owner; a >= 0 && a != best; a = nd[a].parent)
		if (first >= 0 && (first < nd[a].first_block || last >= nd[a].end_block))
			k = a;
	if (k < 0)
		return best;
	double before = 0, after = 0;
	int n = 0;
	for (int i = lo; i < nd[k].first_block; i++)
		if (x->blocks[i].w > 0)
			before += x->blocks[i].w, n++;
	for (int i = nd[k].end_block; i < hi; i++)
		after += x->blocks[i].w > 0 ? x->blocks[i].w : 0;
	if (after > 0)
		return best;
	int cur = nd[k].parent, s = x->blocks[first].owner;
	while (s >= 0 && nd[s].parent != cur)
		s = nd[s].parent;
	/* the other column opens with its author's name: a heading, or a
	 * short line of no sentence; a deck there is the story's */
	const struct block *f = &x->blocks[first];
	int name = (f->tag & F_HEAD) ||
	           (f->words <= COL_NAME && !ends_sentence(x->text.p + f->off, f->len));
	/* COL_LINES lines or more before, all in one box beside k (within
	 * half a line's weight: sums of floats) */
	int col = n >= COL_LINES && name && s >= 0 && s != k && nd[s].tag == nd[k].tag &&
	          nd[s].good >= before - 0.5;
	return col && nd[k].good >= COL_SHARE * before ? k : best;
}

/* The element whose subtree has the largest sum of block weights, article
 * markup and the headline's neighbourhood counting extra. */
int best_container(struct extractor *x)
{
	struct node *nd = x->nodes;
	for (int i = 0; i < x->nnodes; i++)
		nd[i].sum = nd[i].good = 0, nd[i].chars = 0;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		nd[b->owner].sum += b->w;
		if (b->w > 0)
			nd[b->owner].good += b->w;
		nd[b->owner].chars += b->chars;
	}
	/* children come after parents in pre-order: sum up in reverse */
	for (int i = x->nnodes - 1; i > 0; i--) {
		int p = nd[i].parent;
		if (p >= 0) {
			nd[p].sum += nd[i].sum;
			nd[p].good += nd[i].good;
			nd[p].chars += nd[i].chars;
		}
	}
	int best = -1, hl = x->headline, near = -1, post = -1;
	double bs = 0, ns = 0, ps = 0;
	for (int i = 0; i < x->nnodes; i++) {
		double s = nd[i].sum;
		if (nd[i].hint & H_POS || (nd[i].tag & (F_ARTICLE | F_MAIN)))
			s *= 1.15;
		/* the article starts at or just after its headline: a short
		 * post beats a longer disclaimer or author blurb elsewhere;
		 * in a thread whose posts are named comments, the opening
		 * post alone above the first reply is no article (a link
		 * board's question over its replies) */
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    !(x->cthread && nd[i].end_block <= x->cfirst))
			s += 300;
		if (best < 0 || s > bs) {
			best = i;
			bs = s;
		}
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    nd[i].end_block > hl + 1) {
			if (near < 0 || s > ns) {
				near = i;
				ns = s;
			}
			if (!bio_box(x, i) && (post < 0 || s > ps)) {
				post = i;
				ps = s;
			}
		}
	}
	/* a winner that lies after the headline's post, beyond a stretch of
	 * boilerplate weighing FAR_GAP or more (the post's footer, the
	 * comment form, link lists), is a sidebar box far from the post (a
	 * list of events, a blurb in another language): the post wins when it
	 * weighs FAR_NEAR of the box */
	if (near >= 0 && best != near && nd[best].first_block >= nd[near].end_block) {
		double gap = 0;
		for (int i = nd[near].end_block; i < nd[best].first_block; i++)
			gap += x->blocks[i].w;
		if (gap < -FAR_GAP && ns >= FAR_NEAR * bs) {
			best = near;
			bs = ns;
		}
	}
	/* the author's bio box under a short post ("Über die Autorin"),
	 * near the headline too, is no article: the post wins when it
	 * weighs FAR_NEAR of it */
	if (bio_box(x, best) && post >= 0 && ps >= FAR_NEAR * bs)
		best = post;
	return headline_column(x, best);
}

#ifndef HEAD_BIG
#define HEAD_BIG 80
#endif
#ifndef HEAD_FEW
#define HEAD_FEW 2
#endif
#ifndef HEAD_BEFORE
#define HEAD_BEFORE 0.25
#endif
#ifndef AFTER_COMMENTS
#define AFTER_COMMENTS 0.5
#endif
/* A linked cell of a row of DATA_CELLS or more cells, one block each,
 * under 80 characters, and one of them text without links: a place's
 * street and its record's number in a list article's table ("Am Markt 1
 * (Standort)" | "Rathaus, 1612" | "<a>D-1-89-141-1</a>"), data as its
 * row's other cells are; not a layout table's column of links. */
#define DATA_CELLS 3
int data_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = in_cell(nd, b);
	if (c < 0 || b->chars >= 80 || nd[b->owner].nearest_neg >= 0 || nd[c].parent < 0)
		return 0;
	const struct node *r = &nd[nd[c].parent];
	int n = r->end_block - r->first_block, text = 0;
	/* a grid of divs named a table (div_table) has no rows: its cells
	 * run on, a member's description often longer */
	int grid = (r->hint & H_DIVTABLE) != 0;
	if (!(r->tag & F_TR) || n < DATA_CELLS || (n > 4 * DATA_CELLS && !grid))
		return 0;
	for (int j = r->first_block; j < r->end_block; j++) {
		const struct block *e = &x->blocks[j];
		int ec = in_cell(nd, e);
		if ((e->chars >= 80 && !grid) || ec < 0 || nd[ec].parent != nd[c].parent)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	return text;
}

/* A linked cell of a row of a grid built of boxes, no table (a profile's
 * transfer history, "<div class=grid><div class=grid__cell>21/22</div>
 * <div class=grid__cell><a>Werder Bremen</a></div>..."): the link, or the
 * box of one block it sits in, is one of DATA_CELLS to 4 * DATA_CELLS
 * boxes of one tag and class, each of one block under 80 characters, one
 * of them text without links, in a row that has a sibling of its own tag
 * and class (a second row); data as a table's linked cell is. */
int grid_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = b->owner;
	if (b->chars >= 80 || nd[c].nearest_neg >= 0 || !b->link_chars)
		return 0;
	if (!nd[c].cls && nd[c].parent >= 0 &&
	    nd[nd[c].parent].end_block - nd[nd[c].parent].first_block == 1)
		c = nd[c].parent;
	int r = nd[c].parent;
	if (!nd[c].cls || r < 0 || !nd[r].cls || nd[r].parent < 0)
		return 0;
	int n = 0, text = 0;
	for (int i = r + 1; i < x->nnodes && nd[i].first_block < nd[r].end_block; i++) {
		if (nd[i].parent != r)
			continue;
		const struct block *e = &x->blocks[nd[i].first_block];
		if (nd[i].cls != nd[c].cls || nd[i].end_block - nd[i].first_block != 1 ||
		    e->chars >= 80 || ++n > 4 * DATA_CELLS)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	if (n < DATA_CELLS || !text)
		return 0;
	/* a second row of the grid beside it */
	int g = nd[r].parent;
	for (int i = g + 1; i < x->nnodes && nd[i].first_block < nd[g].end_block; i++)
		if (i != r && nd[i].parent == g && nd[i].cls == nd[r].cls)
			return 1;
	return 0;
}

/* A linked value of a list of terms, one block each: a production's cast
 * ("<dl><dt>Hedvig</dt><dd><a href=/ensemble/...>Lena Moser</a></dd>",
 * the role over the member's page), a record's "Verlag" over its linked
 * publisher: a dd under 80 characters outside boilerplate and meta boxes
 * (an event's details, "Website:" over its link), right under its term,
 * in a list of TERM_PAIRS or more terms, each link-free and over one
 * value; data as a table's linked cell is, no menu. A list of over
 * TERM_BLOCKS blocks is no such list (the scan runs once per value). */
#ifndef TERM_PAIRS
#define TERM_PAIRS 3
#endif
#ifndef TERM_BLOCKS
#define TERM_BLOCKS 400
#endif
static int term_value(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int i = (int)(b - x->blocks), l = nd[b->owner].parent;
	if (!(b->tag & F_LI) || (b->tag & F_DT) || i < 1 || b->chars >= 80 || l < 0 ||
	    !(b[-1].tag & F_DT) || nd[b->owner].nearest_neg >= 0 ||
	    nd[b->owner].nearest_meta >= 0 || nd[l].end_block - nd[l].first_block > TERM_BLOCKS)
		return 0;
	int terms = 0;
	for (int j = nd[l].first_block; j < nd[l].end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (nd[e->owner].parent != l || !(e->tag & F_LI))
			return 0;
		if (!(e->tag & F_DT))
			continue;
		if (e->link_chars || j + 1 >= nd[l].end_block || (e[1].tag & F_DT))
			return 0;
		terms++;
	}
	return terms >= TERM_PAIRS;
}

/* Pass 2. After a body (300 characters of prose), a comment section's
 * heading outside byline and boilerplate hints ("What you think...", "Leave
 * a Reply") halves the weight of what follows: a reader's long post in a
 * box of its own does not outweigh a short article. */
int choose_container(struct extractor *x, const char *title)
{
	int fh = find_headline(x, title);
	x->headline = title_block(x, title, fh);
	x->titled = x->headline != fh;
	consent_boxes(x);
	resolve_hints(x);
	/* the stopword test only means something on English pages */
	long words = 0, stops = 0;
	for (int i = 0; i < x->nblocks; i++)
		if (x->blocks[i].words >= 8) {
			words += x->blocks[i].words;
			stops += x->blocks[i].stops;
		}
	int english = stops * 20 >= words;
	x->english = english;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		/* a list of files to download: data, as a cell, and so is a
		 * linked cell of a data row and a term's linked value */
		b->w = download_run(x, i) ? 0 :
		       block_weight(b, x->nodes, x->text.p + b->off, english);
		if (b->w < 0 && (data_cell(x, b) || grid_cell(x, b) || term_value(x, b)))
			b->w = 0;
	}
	/* and so are a careers page's job cards under their heading, and a
	 * programme's events and a firm's people (card_list) */
	for (int i = 0; i + 1 < x->nblocks; i++) {
		int jr = x->blocks[i + 1].card && (x->blocks[i].tag & F_HEAD) ? card_list(x, i) : -1;
		for (int k = i + 1; k < jr; k++)
			if (x->blocks[k].w < 0)
				x->blocks[k].w = 0;
	}
	/* and a board's post's text in a table's cell is text
	 * (weigh_post_cells) */
	weigh_post_cells(x);
	double body = 0;
	int cut = -1;
	for (int i = 0; i < x->nblocks && cut < 0; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		if (body >= COMMENT_AFTER && !(b->tag & F_LI) && o->nearest_meta < 0 &&
		    o->nearest_neg < 0 && comment_head(b, x->text.p + b->off))
			cut = i;
		if (b->w > 0 && is_prose(b))
			body += b->chars;
	}
	for (int i = cut + 1; cut >= 0 && i < x->nblocks; i++)
		if (x->blocks[i].w > 0)
			x->blocks[i].w *= AFTER_COMMENTS;
	/* what comes before the headline is the masthead and the sidebar when
	 * it holds at most HEAD_FEW blocks of weight (an "about me" blurb, a
	 * tagline): it weighs a quarter, so a short post under its headline
	 * beats the blurb. Before a page's headline the article has many
	 * paragraphs or none (a wrong headline, a deck before the title). */
	int hl = x->headline, big = 0;
	for (int i = 0; i < hl; i++)
		big += x->blocks[i].w >= HEAD_BIG;
	if (hl > 0 && big <= HEAD_FEW)
		for (int i = 0; i < hl; i++)
			if (x->blocks[i].w > 0)
				x->blocks[i].w *= HEAD_BEFORE;
	return best_container(x);
}
