/*
 * extract/select: phase 3 (extract.c has the overview).
 *
 *   3. select: which blocks of the container are the article.
 *
 * Phase 2 hands over the container c, the element whose blocks weigh most;
 * each block has its weight and the nearest hints above it: boilerplate
 * (nearest_neg), byline or date (meta), caption, form, gallery. Phase 3
 * sets b->keep: above 0 kept, 0 dropped, below 0 not decided yet (-1: by
 * its neighbours; -2 to -6: a caption; SHOP_OUT: dropped, passed over by
 * the context sweeps). b->brk marks a block that breaks the text (under
 * boilerplate, mostly links, a teaser): where a card's headline link is.
 *
 * The order, which matters (a later pass may undo an earlier verdict):
 *   1. select_blocks judges one block at a time from the top; the first
 *      rule of its long if-else chain (verdicts.c) that fits decides.
 *   2. Its later passes look at the blocks together: context (a short
 *      block stays only between kept blocks), salutations, lists of links,
 *      captions, teaser cards and forum posts, ad and bio boxes, and last
 *      the ends of the article (a comment heading, a paywall), which drop
 *      everything below them.
 *   3. select_all runs the drop_ and keep_ rules of the themed files
 *      (teasers.c, threads.c, boxes.c, bios.c, facts.c, refs.c, stamps.c)
 *      in a fixed order; a keep_ rule may restore what a drop_ rule took.
 *   4. extract.c may then choose the container again (see the last group)
 *      and runs the rules that need the final choice; emit.c adds what
 *      stands outside the container: a lead, a post's title, ingredients.
 * Most rules were fitted to one class of pages of the dev sets. The quoted
 * examples, in the languages they were seen in, show how to recognize the
 * class; each rule's function gives its details and thresholds.
 *
 * Boilerplate hints and their exceptions
 * - A block under a boilerplate hint goes. Not so: a box named a header
 *   and nothing else, past a paragraph of the body, holding a heading and
 *   a sentence and no link (a recipe card's title and description,
 *   "mv-create-header"; a post's title on a blog's page of posts); nor, on
 *   a page not in English, the body's lead named a teaser ("<p
 *   class=teaser>") or a lead in the header box around the headline, a
 *   link-free sentence of 80+ characters over the body. A live blog
 *   entry's title in its header box under its stamp is left to context.
 *
 * Bylines, dates and captions
 * - A line under a byline or date hint, under 200 characters and no
 *   sentence, goes (12+ words closing a sentence are one, but not a byline
 *   whose stamps run into a line that ends on a time). A date above the
 *   article stays: the WCEB golds keep it.
 * - Left to their neighbours there: a heading of the body named a "title"
 *   ("Hintergrund") or alone in a box so named, no h1, link, date, author
 *   or widget phrase ("elementor-heading-title"); a year alone (a
 *   timeline's "1878"); "Version 4.7"; an FAQ's question over its answer
 *   ("elementor-tab-title"); a note's label over its paragraph in a small
 *   box ("admonition-title", "Hinweis"); a term named a title. A heading
 *   with a number and no year ("Microsoft 365") is no date.
 * - Kept: a recipe's time in a box named a time ("Prep Time: 5 minutes",
 *   "Temps de cuisson : 1 h"); on a page not in English, the standfirst
 *   right under the headline named a lead (8+ words, 50+ characters).
 * - A date line of inline elements under a date hint ("<span class=date>")
 *   takes their hint past a paragraph of the body and goes: a post's header
 *   line ("03-14-2023, 10:10 #2"); so does a press release's dated kicker
 *   over the h1 ("Pressemitteilung vom 21.11.2024"). A table in a <figure>
 *   is data, no caption.
 * - A caption that is a sentence (6+ words) is kept. One of 4+ words with
 *   no credit, no video's title, stays between kept blocks: a picture in
 *   the body. One of two or three words stays when another picture's kept
 *   caption is next to it and a kept block on its other side ("Ankunft am
 *   Anleger": a post told in pictures). A sentence with its credit in
 *   parentheses stays where no kept paragraph follows (a slideshow); one
 *   with its credit after it and no parentheses ("... im Ötztal. Foto: Anna
 *   Rosen") stays between kept blocks once the body has begun.
 * - Any other caption goes and is passed over by the context sweeps. A
 *   gallery of titled pictures in a body with 1,500 characters of prose
 *   outside it goes whole: "news in pictures".
 *
 * Context: short lines between kept blocks (as jusText smooths)
 * - A short unpunctuated block (under 30 characters; no heading, list item,
 *   row, <pre>, table cell or price box line) stays only between kept
 *   blocks, or alone in its box in a thread of posts named comments where
 *   boxes of its tag and class hold the other replies' text (a reply of
 *   one line). Two sweeps carry the nearest decided neighbour on each
 *   side.
 * - Counted as kept above a block: the container's top above a heading
 *   h2-h6 or a paragraph all bold ("<p><strong>About us</strong></p>"); a
 *   dropped entry stamp right above such a title ("18:40 Uhr"; one right
 *   under it is passed over); a dropped line under a boilerplate hint right
 *   above a heading (a share bar); the page's dropped h1 above a subtitle
 *   over a button, which the next kept block past the buttons decides
 *   ("Ihre Gesundheit in guten Händen" over "Termin vereinbaren").
 * - A heading h2-h6 right over a kept paragraph of 150+ characters, or over
 *   a kept run of 150 that opens with a sentence or a list item, stays
 *   whatever is above it ("So arbeiten wir"); so does a question over its
 *   kept answer. A card's dropped button ("Read more") is passed over.
 * - A line of up to six words ending with a comma right over a kept
 *   paragraph is a salutation and stays ("Hallo zusammen,"); so does a
 *   closing right under a kept block ("Liebe Grüße", "Cordialement"), with
 *   a name of up to two words under it.
 *
 * Links: linked sentences, lists of links, tables
 * - A link that is a sentence (8+ words, 3 function words, a full stop: a
 *   week's news, each line a link) is left to its neighbours; on a page not
 *   in English, whose function words go uncounted, a paragraph's sentence
 *   with 25+ characters outside its links is one. A heading under 100
 *   characters that links within the page, or a term linked to its own
 *   anchor ("<dt id=index><a href=#index>"), is too, and heads no card.
 * - An item of a list that is mostly its link (not a dt) is kept when 2+
 *   items of its list, and 40% of its kept and linked items, are kept: a
 *   list of references, of bugs fixed. One kept item is enough under a
 *   kept heading or a line ending with a colon right above the list, with
 *   no more linked items than kept ("Falkenstein steht für:"). All items
 *   stay under a heading that names show notes ("Links zur Folge"), in a
 *   sub-list under a kept item ending with a colon ("In progress:"), and
 *   in a biography's list of awards between kept blocks ("2014:
 *   <a>Wilhelm-Raabe-Literaturpreis</a>").
 * - A wiki's list of references stays with its heading once the body has
 *   begun. A linked cell of a data row, an API reference's signature cells
 *   and the one cell under a kept column header stay with their row; a
 *   navigation box's row label goes with its bulleted links.
 *
 * Teasers: other articles
 * - A teaser card goes: a small box (four blocks at most) with a headline
 *   link and at most two short paragraphs. No card: a table row of three
 *   or more cells, one a line of 8+ words; a list whose items are a block
 *   each; the headline's box holding its lead (a page not in English); a
 *   box of half of what is kept; an h1 with no link in a box named a
 *   header; a code listing's box; a briefing's items ("What you need to
 *   know"); a calendar's events, or a listing's offers each with its
 *   price, on a page with no body; a service among kin cards. A card
 *   that stays keeps its linked heading.
 * - A teaser's label and colon before its linked title goes ("Lesen Sie
 *   auch:"). select_all drops, after the body: teaser lists (a linked
 *   headline and a short summary, repeated under one parent or a grid,
 *   "col > card > card-body"; with no body, a glossary's index stays);
 *   teasers in one block; previews cut off with an ellipsis whose whole
 *   text follows; a heading whose section went ("Articles similaires");
 *   a heading of similar listings with their boxes ("Ähnliche Jobs"); a
 *   pull quote, a sentence of the body set again in a blockquote
 *   ("wp-block-pullquote"), with its attribution.
 *
 * Forums, Q&A pages, comments, live blogs, reviews
 * - Three or more cards whose links are under three words (the users'
 *   names), each within six blocks of the last, are a thread's posts and
 *   stay. So does such a card of the tag and class of the box around the
 *   body's longest paragraph (a reply, where two or three posts make no
 *   run), a review portal's first review under its linked title, and a
 *   thread's first post under a title linked within the page ("#p123").
 * - A card stays whose only links are a time in figures (a live blog's
 *   entry, "17:40 Uhr"), a post's header ("answer-header"), an author's
 *   name or a date under their hints, or the one line of a box named for
 *   the author ("Ratlos2000 vor 1 Tag"); so does one marked up as a post's
 *   or a review's (itemprop=text, reviewBody). A link that opens with "Re:"
 *   or "AW:", one in a blockquote (a quote's source), a quote's header
 *   by its words ("Citação de: X em ...", in a box named a header), a
 *   date link (a permalink) or a link within the page ("Hide quoted
 *   text") is no card's headline; a reply's heading that repeats the
 *   headline after "Re:" or "AW:" goes (vBulletin's).
 * - A forum's furniture goes: a post's author box ("Joined: ...", "Fecha
 *   de Ingreso: ene 2024"), counters (a list item of up to three digits,
 *   the likes, but not a value under its kept term), a count of answers
 *   ("3 Antworten") or views, a sort control ("Sortiert nach:"), a list of
 *   the reader's rights ("You cannot reply to topics in this forum").
 *
 * Widgets, phrases and counters (the word lists are in lines.c)
 * - Known widget phrases go, in English, the major European languages,
 *   Russian, Czech, Swedish and Turkish ("Читайте также", "Läs också"),
 *   also set off by dashes ("- Publicidad -"); not a card's heading over
 *   link-free prose ("Print & packaging"). They include players, reading
 *   times ("7 min read"), feedback prompts ("War diese Seite hilfreich?"),
 *   calls to follow, tip or sign up ("Buy me a coffee") and affiliate
 *   disclosures ("we may earn a commission").
 * - So do counts and scores alone ("1.2K", "Bild 3 von 12", "4.6 (120
 *   votes)"; not the critic's "Wertung: 8,5/10"), a table of contents'
 *   title ("Sommaire"), a plan's "Most popular", credits, breadcrumbs,
 *   markup-looking text outside a <pre> ("[button link=...]"), and on an
 *   English page keyword lists ("trade,sales,region").
 *
 * Shops, ads and other boxes
 * - A buy box's lines beside a product's text, short and in no table, go
 *   and are passed over ("Artikelnummer: GS-25", "inkl. MwSt. zzgl.
 *   Versand"); a tax note under a cell is the table's. A price alone on its
 *   line goes where the container holds no third (a menu; a related
 *   product's price under its linked name is none); so does a box
 *   office's date closed by "Tickets" or "Ausverkauft".
 * - Boxes (boxes.c): a small box an ad's label opens ("Anzeige"), a shop's
 *   "Versand & Rückgabe" tab, an affiliate's product box ("Bestseller Nr.
 *   1"), a month's calendar grid, newsletter boxes, an embed's consent
 *   placeholder, a listing's calculator ("Calcula tu hipoteca"), and a
 *   call to act closing a company's page ("Sie planen ein Projekt? Rufen
 *   Sie uns an"; not a grid's last card nor a thread's last post).
 *
 * People: bios, bylines, signatures
 * - After the body, what is under an author hint is a bio box and goes
 *   (not a desk's note on a guest author written into the text, nor a
 *   reader's letter's signature, "Herbert Lindemann, Oberzell": two or more
 *   make a page of letters). Dropped too: a bio box its heading opens
 *   ("Über die Autorin"), a newsroom's call to fund it ("Support
 *   independent journalism"), a byline set as a portrait and a line or two
 *   ("Dr. med. Anna Lindner" over "Fachärztin für Orthopädie").
 * - A short copyright line after the body's last paragraph of 150+
 *   characters is the site's footer; a news agency's notice, or one in
 *   parentheses, and its sign-off ("- NZPA") are the story's.
 *
 * Forms and the headline
 * - A small form's text goes (under 400 characters and two thirds of the
 *   container's: a newsletter's labels), and so does a form after the body
 *   (500 characters of prose above, none below, under a third of the
 *   container's text: a job ad's "Resume/CV *").
 * - The h1 goes over an article in markup (<article>, <main>, an
 *   article-body class) or over the whole page; in a plain box of text (an
 *   old page's table or div), or after a paragraph of the body, it stays.
 *
 * Where the article ends: what follows each of these is dropped
 * - A comment section's heading after 300 characters of body, whatever
 *   its markup ("3 thoughts on", "Kommentare", "评论 (3)"); with nothing
 *   kept before it and under 300 characters after, the container holds no
 *   article. One whose text comes again below ("Add a comment" under each
 *   answer), or again but for its count ("2 Kommentare"), ends nothing,
 *   nor does one in a thread's box of posts named comments.
 * - A copyright notice or the site's terms closing the element that holds
 *   the body; a post's link bar ("Quote | Report this post"), above the
 *   first post's header line; a paywall's prompt past the body's first
 *   paragraph ("Lesen Sie mit SPIEGEL+", "¿Ya eres suscriptor?"); a guest's
 *   prompt to sign in after a thread ("You must log in or register to reply
 *   here.").
 *
 * After the selection (extract.c, emit.c)
 * - A selection that keeps under a fifth of the container's positive weight
 *   (a grid of teaser cards won) makes its dropped blocks weigh nothing and
 *   the container is chosen once more; one that keeps more takes the second
 *   choice only when it is the article inside the first, without a
 *   sidebar's teasers. The rules count afresh for a second choice.
 * - With the choice final, a paper's apparatus goes (by Highwire's <meta
 *   name="citation_...">: "PMID: 38211456", the works cited; its keywords
 *   stay), and so do a health page's disclaimer, whose weight helped the
 *   choice, a thread's closed notice and its posts' header lines that no
 *   hint names ("lucie_b75 - 12 nov. 2024 à 18:44").
 * - emit.c adds what stands outside the container, in about this order: a
 *   job ad's facts ("Standort: Ravensburg"), the ingredients' box
 *   ("Zutaten"), a post's title (an h2-h6: the WCEB golds keep it; an h1
 *   is the page's headline, which the AEB's gold leaves out, but not a
 *   question's h1 over its answers), the introduction in a sibling box, or
 *   on a page not in English a lead by its markup ("Vorspann", "chapo") or
 *   a live blog's key points, a question's box, a shop's sibling tab
 *   panels, a test's pros and cons, a listing's facts after its text.
 * - A short post (under 500 bytes kept) starts with its headline; a page
 *   that keeps nothing gives its headline, or its <title> less the site's
 *   name: a client-rendered shell, whose text in a script (JSON-LD's
 *   articleBody) is never taken on its own word.
 */
#include "internal.h"

/* The rules select_blocks and select_all run live by theme in teasers.c,
 * threads.c, boxes.c, bios.c, facts.c, refs.c and stamps.c (each opens with
 * what it holds), and select_blocks' chain of verdicts on each block in
 * verdicts.c (sel_scan, block_context and the twelve *_verdict functions,
 * which fill and read struct sel); this file holds the selection itself
 * and the predicates only its passes use. select_blocks, at the end, reads
 * top down: the chain for each block, then the passes over all blocks
 * (judge_by_neighbours to cut_at_report_bar), each here in the order it
 * runs them. */

/* A card whose links are under CARD_HEAD words (a user's name) is a post
 * of a thread where CARD_RUN or more such cards are in the container. */
/* A card's headline link comes first or after a kicker: one after a kept
 * heading of CARD_KICKER characters or more (a list item's h2, a sentence,
 * over its picture and "View this image") is the picture's, no headline. */
/* A link-heavy list item is kept when LIST_MIN+ items of its list, and
 * LIST_KEPT percent of its kept and link-heavy items, are kept (one is
 * enough under a kept heading with no more linked items than kept). */

/* The link bar under each of the readers' posts: "Quote | Report this
 * post", "Report abuse", "Flag as inappropriate". */
static int report_bar(const struct block *b, const char *s)
{
	if (b->len > 80 || b->link_chars * 2 < b->chars)
		return 0;
	return has_ci(s, b->len, "report abuse") || has_ci(s, b->len, "report this post") ||
	       has_ci(s, b->len, "report this comment") || has_ci(s, b->len, "report comment") ||
	       has_ci(s, b->len, "flag as inappropriate");
}

/* A line of links under its label after the body: "Pages that refer to
 * this page: rsync-ssl(1), rsyncd.conf(5)" under a man page, "Siehe auch:
 * Buslinie 672, Fahrplan", "Voir aussi : ...", "Véase también: ...". A
 * label of LINK_LABEL bytes at most that ends in a colon, then two links
 * or more and nothing else but the commas between them: the site's links
 * to its other pages. */
#ifndef LINK_LABEL
#define LINK_LABEL 48
#endif
static int label_links(const struct block *b, const char *s)
{
	if (!b->link_chars || b->len >= 200 || b->link_chars * 3 < b->chars)
		return 0;
	const char *c = memchr(s, ':', b->len < LINK_LABEL ? b->len : LINK_LABEL);
	if (!c || c == s)
		return 0;
	int label = text_chars(s, (size_t)(c - s) + 1), commas = 0;  /* as chars counts */
	for (const char *p = c + 1; p < s + b->len; p++)
		commas += *p == ',';
	return commas && b->chars - b->link_chars <= label + commas;
}

/* Does box a hold a lead by its markup (marked_lead)? */
static int lead_in(const struct extractor *x, int a)
{
	for (int j = x->nodes[a].first_block; j < x->nodes[a].end_block; j++)
		if (marked_lead(x, &x->blocks[j]))
			return 1;
	return 0;
}

/* Block j is under a caption of another picture than block i's: neither
 * caption element holds the other's block. */
static int other_caption(const struct extractor *x, int i, int j, int c)
{
	const struct node *nd = x->nodes;
	int ci = nd[x->blocks[i].owner].nearest_cap, cj = nd[x->blocks[j].owner].nearest_cap;
	return cj > c && ci != cj &&
	       !(nd[ci].first_block <= j && j < nd[ci].end_block) &&
	       !(nd[cj].first_block <= i && i < nd[cj].end_block);
}

/* Has s[0..n) k or more spaces (words set apart, not a CJK line)? */
int spaced(const char *s, size_t n, int k)
{
	for (size_t i = 0; i < n && k > 0; i++)
		k -= s[i] == ' ';
	return k <= 0;
}

/* ... or of two sentences or more whose last lost its full stop: a stop
 * after a word of five letters or more (three if in lower case), a
 * capital after it, three words or more on either side ("Ab Mitte
 * Dezember fahren Nightline-Busse alle 15 Minuten. Die Grünen fordern
 * mehr", "Le maire a tranché lundi. Les travaux reprennent en mars"); an
 * abbreviation ("Prof. Dr. Weber", "St. Gallen") has fewer letters. */
int inner_stop(const char *s, size_t n)
{
	int before = 0;
	for (size_t i = 0; i + 2 < n; i++) {
		if (s[i] == ' ') {
			before++;
			continue;
		}
		if ((s[i] != '.' && s[i] != '?' && s[i] != '!') || s[i + 1] != ' ' || before < 3)
			continue;
		size_t k = i;
		while (k > 0 && isalpha((unsigned char)s[k - 1]))
			k--;
		unsigned char c = (unsigned char)s[i + 2];
		if (i - k < 3 || (i - k < 5 && isupper((unsigned char)s[k])) ||
		    !(isupper(c) || c == 0xC3))
			continue;
		return spaced(s + i + 2, n - i - 2, 3);
	}
	return 0;
}

/* A title line: a heading h2-h6 or a paragraph all bold, no link. */
int title_line(const struct block *b)
{
	return !b->link_chars && ((b->tag & (F_HEAD | F_H1)) == F_HEAD ||
	                          ((b->tag & F_P) && b->bold_chars == b->chars));
}

/* A story's heading h2-h6 that opens with its topic's link, a colon after
 * it and the title unlinked, the link under a third of it (Slashcode's
 * "<h3><a href=search.pl?topic=155>Software</a>: City Library Moves
 * Catalog to Open Source</h3>"): a title line all the same. */
int topic_head(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || !b->link_chars || b->lead != b->link_chars ||
	    b->link_chars * 3 >= b->chars)
		return 0;
	size_t k = 0;
	for (int c = 0; k < b->len && c < b->lead; k++)
		c += s[k] != ' ' && ((unsigned char)s[k] & 0xC0) != 0x80;
	while (k < b->len && ((unsigned char)s[k] & 0xC0) == 0x80)
		k++;  /* the last character's bytes */
	return k + 1 < b->len && s[k] == ':' && s[k + 1] == ' ';
}

/* Is block j in the box of element k or of one of its two nearest
 * ancestors? */
static int near_box(const struct extractor *x, int k, int j)
{
	for (int up = 0; k >= 0 && up < 3; k = x->nodes[k].parent, up++)
		if (x->nodes[k].first_block <= j && j < x->nodes[k].end_block)
			return 1;
	return 0;
}

/* A guest column's or an op-ed's note on its author, written into the
 * text by the desk: a paragraph of the body's own box that bears the
 * author hint itself, a sentence with no link ("<p class=autor-note><em>
 * Thomas B. ist Stadtplaner und lebt seit 2011 in der Region.</em>",
 * "<p class=author-note>Jane Doe is a fellow at ...", "<p class=
 * note-auteur>X est professeure de droit ..."): the text's, where a bio
 * box after the body (its own box, a name, a picture, links) is not. */
#ifndef NOTE_WORDS
#define NOTE_WORDS 8
#endif
static int author_note(const struct extractor *x, const struct block *b,
                       const struct block *last)
{
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->nearest_meta == b->owner && o->parent == x->nodes[last->owner].parent &&
	       (b->tag & F_P) && !b->link_chars && b->words >= NOTE_WORDS &&
	       s[b->len - 1] == '.' && ends_sentence(s, b->len) && !clock_time(s, b->len);
}

/* A card's closing link to the item's own page, under the card's kept
 * text and named no button: a horoscope page's twelve signs, each a box
 * of its title named a title, its dates and its text, closed by "Mehr
 * zum Stier-Horoskop" ("Lire l'horoscope du Taureau", "Read more"). Block
 * i, all link, CARD_MORE words at most, is the last of a box of
 * CARD_BLOCKS blocks at most that a heading (h2-h6) opens and that holds
 * kept prose, with the next card's heading right after it: passed over
 * by the context sweep, so that heading has the text above it (a
 * comment's "Reply" under it opens no heading's card). */
#define CARD_MORE 4
#define CARD_BLOCKS 6
static int card_more(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int p = b->owner;
	if (b->words > CARD_MORE || !b->link_chars)
		return 0;
	if (nd[p].first_block == i && nd[p].parent >= 0)
		p = nd[p].parent;
	if (nd[p].end_block != i + 1 || i - nd[p].first_block >= CARD_BLOCKS ||
	    i + 1 >= x->nblocks || (b[1].tag & (F_HEAD | F_H1)) != F_HEAD ||
	    (x->blocks[nd[p].first_block].tag & (F_HEAD | F_H1)) != F_HEAD)
		return 0;
	for (int j = nd[p].first_block; j < i; j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			return 1;
	return 0;
}

/* A news briefing's items, each a linked heading over its summary of two
 * sentences or more ("<h2><a href=..>Haushalt steht</a></h2><p>Nach einer
 * Nachtsitzung ... beschließen.</p>", "Ce qu'il faut savoir ce matin",
 * "Lo que tienes que saber hoy", "What you need to know"), are the page
 * under its intro, not a list of teasers of other articles: those sit
 * after the body or in a box of their own, open with a section's title
 * ("Mehr zum Thema") and hold a kicker, a date or a one-line summary in
 * each card. A run of BRIEF_RUN or more items right after a kept intro
 * of prose with no link, each item a heading all link (h2-h6) and one to
 * three link-free paragraphs of prose of two sentences, BRIEF_MIN chars
 * or more (a box with a boilerplate hint dropped between them: a "Lesen
 * Sie auch" line), the items in the intro's box or each in a box of their
 * own there: their blocks are marked (brief) and the headings kept. */
#ifndef BRIEF_RUN
#define BRIEF_RUN 3
#endif
#ifndef BRIEF_MIN
#define BRIEF_MIN 100
#endif
static int brief_head(const struct block *b)
{
	return (b->tag & (F_HEAD | F_H1)) == F_HEAD && b->chars <= 200 && b->words >= 2 &&
	       b->link_chars * 5 >= b->chars * 4 && b->anchor_chars * 2 < b->link_chars;
}

static int brief_text(const struct block *b)
{
	return b->keep > 0 && !b->link_chars && !(b->tag & (F_HEAD | F_LI)) &&
	       b->chars >= BRIEF_MIN && b->punct >= 2 && is_prose(b);
}

/* a short line half or more link after an item's paragraph, a "Lesen Sie
 * auch: <a>..</a>" box whose class names no teaser (hashed by a CSS
 * module, or none): passed over like the boxes with a hint, and dropped */
#ifndef BRIEF_LINK
#define BRIEF_LINK 150
#endif
static int brief_link(const struct block *b)
{
	return !(b->tag & (F_HEAD | F_H1)) && b->chars <= BRIEF_LINK &&
	       b->link_chars * 2 >= b->chars;
}

/* the end of the item whose heading is block i in box p (the intro's), or
 * -1: its paragraphs, under p or in a box of p's that holds the item */
static int brief_item(const struct extractor *x, int c, int p, int i, int end)
{
	const struct node *nd = x->nodes;
	int hp = nd[x->blocks[i].owner].parent;
	if (hp != p && (nd[hp].parent != p || nd[hp].first_block != i))
		return -1;
	int j = i + 1, texts = 0;
	for (; j < end && (hp == p || j < nd[hp].end_block); j++) {
		const struct block *b = &x->blocks[j];
		if (brief_text(b) && nd[b->owner].parent == hp)
			texts++;
		else if (brief_link(b) && texts)
			continue;
		else if (b->keep > 0 || nd[b->owner].nearest_neg <= c)
			break;
	}
	if (!texts || texts > 3 || (hp != p && j != nd[hp].end_block))
		return -1;
	return j;
}

static void brief_items(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++)
		x->blocks[i].brief = 0;  /* a second choice of container */
	for (int i = first + 1; i < end; i++) {
		const struct block *in = &x->blocks[i - 1];
		if (!brief_head(&x->blocks[i]) || !brief_text(in))
			continue;
		int p = nd[in->owner].parent, n = 0, j = i, e;
		while (j < end && brief_head(&x->blocks[j]) &&
		       (e = brief_item(x, c, p, j, end)) > 0) {
			n++;
			j = e;
		}
		if (n < BRIEF_RUN)
			continue;
		for (int k = i; k < j; k++) {
			struct block *b = &x->blocks[k];
			b->brief = 1;
			if (brief_head(b))
				b->keep = 2;
			else if (brief_link(b) && b->keep > 0)
				b->keep = 0;
		}
		i = j - 1;
	}
}

/* How many boxes of card a's kin (its tag and class, under its parent or,
 * where a fills its parent, under the parent's) open with a linked heading
 * of fewer than CARD_HEAD words and hold a kept sentence: a grid of
 * services, each its name linked over its blurb. */
static int kin_cards(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent, n = 0;
	if (p < 0 || !nd[a].cls)
		return 0;
	if (nd[p].first_block == nd[a].first_block && nd[p].end_block == nd[a].end_block &&
	    nd[p].parent >= 0)
		p = nd[p].parent;
	for (int k = p + 1; k < x->nnodes && nd[k].first_block < nd[p].end_block; k++) {
		if (k == a || nd[k].cls != nd[a].cls || nd[k].end_block - nd[k].first_block < 2)
			continue;
		const struct block *h = &x->blocks[nd[k].first_block];
		if (!(h->tag & F_HEAD) || !h->link_chars || h->words >= CARD_HEAD)
			continue;
		for (int j = nd[k].first_block + 1; j < nd[k].end_block; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]) &&
			    ends_sentence(x->text.p + x->blocks[j].off, x->blocks[j].len)) {
				n++;
				break;
			}
	}
	return n;
}

#ifndef PROSE_HEAD
#define PROSE_HEAD 150
#endif
/* Does block i head the kept text under it? Left to its neighbours, it
 * then stays under a dropped block too (judge_by_neighbours) */
static int heads_below(struct extractor *x, int first, int end, int i)
{
	const struct block *b = &x->blocks[i];
	/* a heading (h2-h6) at the container's top over a kept block
	 * heads it: a site builder's section title, named a title
	 * ("wsite-content-title"); so does a paragraph all bold, a
	 * job posting's "<p><strong>About us</strong></p>" */
	int top = b->prev_keep == TOP_KEEP && (title_line(b) || topic_head(x, b));
	/* and a heading (h2-h6) right over a kept paragraph of prose
	 * heads it wherever it stands: a section of a page builder's
	 * after a button that went ("Prenota ora"; "Informazioni
	 * utili", named a title) */
	if ((b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars && i + 1 < end &&
	    b[1].keep == 1 && is_prose(&b[1]) && b[1].chars >= PROSE_HEAD)
		top = 1;
	/* and so does one over a run of kept blocks of PROSE_HEAD
	 * characters that opens with a sentence or a list's item: a
	 * section of a company's page after its counters or its
	 * cards' buttons ("So arbeiten wir" over a line and the
	 * steps, "Waarom Van Dijk?" over a list); a paragraph all
	 * bold right under the page's dropped h1 too: the first
	 * section's title of terms or a statute ("<p><strong>§ 1
	 * Geltungsbereich</strong></p>", "Article 1 - Objet") */
	int under_h1 = i > first && (b[-1].tag & F_H1) && !b[-1].keep &&
	               (b->tag & F_P) && title_line(b);
	/* (or with a kept item's heading first, over its prose: a page
	 * builder's section "Nossos valores", "Unsere Werte" over its icon
	 * boxes, each a title over a sentence) */
	int item = i + 2 < end && (b[1].tag & (F_HEAD | F_H1)) == F_HEAD && !b[1].link_chars &&
	           b[2].keep > 0 && is_prose(&b[2]);
	if (!top && ((b->tag & (F_HEAD | F_H1)) == F_HEAD || under_h1) && !b->link_chars &&
	    i + 1 < end && b[1].keep > 0 && (is_prose(&b[1]) || (b[1].tag & F_LI) || item)) {
		int run = 0;
		for (int j = i + 1; j < end && x->blocks[j].keep > 0 && run < PROSE_HEAD;
		     j++)
			run += x->blocks[j].chars;
		top = run >= PROSE_HEAD;
	}
	/* and a question right over its kept answer heads it, what
	 * is above aside: an accordion's first question under its
	 * section's heading ("Wie groß muss mein Kompressor sein?",
	 * "How long does delivery take?", "Combien de temps ...?") */
	if (b->keep == -1 && !b->link_chars && b->len && x->text.p[b->off + b->len - 1] == '?' &&
	    i + 1 < end && b[1].keep == 1 && is_prose(&b[1]))
		top = 1;
	/* and so does a release's heading over its kept notes, a date
	 * dropped above it: a changelog's "Version 4.7" under
	 * "November 5, 2026" */
	if (b->keep == -1 && !b->link_chars && (b->tag & F_HEAD) &&
	    version_head(x->text.p + b->off, b->len))
		top = 1;
	return top;
}

/* What block i, left to its neighbours, finds under it: the nearest
 * decided block (next), or the one under that (beyond) */
#ifndef STEP_DIGITS
#define STEP_DIGITS 2
#endif
static int next_below(struct extractor *x, int first, int end, int i, int next, int beyond)
{
	const struct block *b = &x->blocks[i];
	/* a dropped entry stamp right under such a title is passed
	 * over: a live blog entry's title over its time and the
	 * entry's text ("Bahnstrecke unterbrochen" over "20:30 Uhr
	 * red") */
	int nx = b->keep == -1 && i + 1 < end && !b[1].keep && title_line(b) &&
	         entry_stamp(&b[1], x->text.p + b[1].off) ? beyond : next;
	/* and so is a step's number, dropped, right under a section's
	 * heading over the step's text: a recipe's "Modo de preparo" over
	 * "<span class=step-number>1</span><p>Preaqueça o forno ...";
	 * "Zubereitung", "Préparation" */
	if (b->keep == -1 && (b->tag & F_HEAD) && i + 1 < end && !b[1].keep &&
	    !b[1].link_chars && b[1].len <= STEP_DIGITS &&
	    lone_number(x->text.p + b[1].off, b[1].len))
		nx = beyond;
	/* a subtitle under the page's headline in its box, over a
	 * button, heads what follows the buttons: a page builder's
	 * hero ("Ihre Gesundheit in guten Händen" over "Termin
	 * vereinbaren"); a line with no button under it, a place
	 * or a price, is decided as any other */
	if (b->keep == -1 && i > first && (b[-1].tag & F_H1) && !b[-1].keep &&
	    near_box(x, b->owner, i - 1)) {
		int j = i + 1;
		while (j < end && !x->blocks[j].keep && x->blocks[j].button)
			j++;
		if (j > i + 1)
			nx = j < end && x->blocks[j].keep > 0;
	}
	return nx;
}

/* A picture's credit on a line of its own, dropped, no link and no
 * sentence, under PIC_CREDIT characters: "Photo: ...", "Damir Kovacevic /
 * Getty Images", "Shutterstock" (judge_by_neighbours passes it over). */
#ifndef PIC_CREDIT
#define PIC_CREDIT 60
#endif
static int pic_credit(const struct block *b, const char *s)
{
	if (b->keep || b->link_chars || b->chars >= PIC_CREDIT || ends_sentence(s, b->len))
		return 0;
	return is_credit(b, s) || photo_agency(s, b->len);
}

/* A short line that is all a forum's quote holds under its source
 * ("<blockquote class=bbCodeBlock--quote><div class=bbCodeBlock-title>X
 * گفت:</div><div>اول میل موج‌گیر را چک کنید</div></blockquote>", XenForo's;
 * "X said:", "Zitat von X", "Cita de: X"): the quoted text, a reply's, its
 * source line (dropped, no prose, QUOTE_SRC characters at most) no
 * neighbour of it: it stays where the reply's text under it stays. The
 * quote (QUOTE_LINE_UP levels up at most) holds the two lines alone, or
 * them and the toggle that unfolds it, its last line (quote_toggle:
 * "Genişletmek için tıkla...", "Click to expand...", a boilerplate
 * phrase of QUOTE_TOGGLE characters at most), passed over as a
 * neighbour. */
#ifndef QUOTE_SRC
#define QUOTE_SRC 80
#endif
#ifndef QUOTE_LINE_UP
#define QUOTE_LINE_UP 4
#endif
#ifndef QUOTE_TOGGLE
#define QUOTE_TOGGLE 40
#endif
static int quote_toggle(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	if (b->keep > 0 || !b->chars || b->chars > QUOTE_TOGGLE ||
	    !boiler_phrase(x->text.p + b->off, b->len))
		return 0;
	int q = up_to_tag(x->nodes, b->owner, F_QUOTE, QUOTE_LINE_UP);
	return q >= 0 && x->nodes[q].end_block == i + 1;
}

static int quoted_line(const struct extractor *x, int i, int first)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	if (i <= first || b[-1].keep > 0 || b[-1].chars > QUOTE_SRC || b->link_chars ||
	    is_prose(&b[-1]))
		return 0;
	int q = up_to_tag(nd, b->owner, F_QUOTE, QUOTE_LINE_UP);
	return q >= 0 && nd[q].first_block == i - 1 &&
	       (nd[q].end_block == i + 1 ||
	        (nd[q].end_block == i + 2 && quote_toggle(x, i + 1)));
}

/* The short last line of a box of text, all of the box's other lines
 * kept, BOX_TAIL_PROSE or more of them prose: a forum post's closing
 * request with no stop ("<div class=write_div><p>...</p><p>형들 추천 좀
 * 부탁한다</p></div>" over the post's vote buttons), the writer's last
 * word, whatever the box's neighbour under it. A heading, a link or an
 * item is no closing line, nor one of under BOX_TAIL_WORDS words or one
 * that a bracket or a dash opens ("(", "[", "{", "<", "-", "（", "［", "–",
 * "—"): a story's sign, its credit or its rule ("（记者 韩雪松）", "[Image
 * via AP]", "Phương Linh", "---oooOooo---");
 * boxes of over BOX_TAIL_SPAN blocks are not looked into. */
#ifndef BOX_TAIL_WORDS
#define BOX_TAIL_WORDS 4
#endif
#ifndef BOX_TAIL_PROSE
#define BOX_TAIL_PROSE 3
#endif
#ifndef BOX_TAIL_SPAN
#define BOX_TAIL_SPAN 40
#endif
static int box_tail(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	const unsigned char *s = (const unsigned char *)x->text.p + b->off;
	if (b->link_chars || (b->tag & (F_HEAD | F_H1 | F_LI)) || b->owner < 0 ||
	    b->words < BOX_TAIL_WORDS || !b->len || memchr("([{<-", s[0], 5) ||
	    (b->len >= 3 && s[0] == 0xEF && s[1] == 0xBC &&
	     (s[2] == 0x88 || s[2] == 0xBB)) ||                 /* "（", "［" */
	    (b->len >= 3 && s[0] == 0xE2 && s[1] == 0x80 &&
	     (s[2] == 0x93 || s[2] == 0x94)))                   /* "–", "—" */
		return 0;
	int p = nd[b->owner].end_block == i + 1 ? nd[b->owner].parent : -1;
	if (p < 0 || nd[p].end_block != i + 1 || i - nd[p].first_block > BOX_TAIL_SPAN)
		return 0;
	int prose = 0;
	for (int j = nd[p].first_block; j < i; j++) {
		if (x->blocks[j].keep <= 0)
			return 0;
		prose += is_prose(&x->blocks[j]);
	}
	return prose >= BOX_TAIL_PROSE;
}

/* A heading that opens a box of the body, the box's first block up to
 * BOX_HEAD_UP levels above it, of BOX_HEAD_BLOCKS blocks or more (the
 * heading among them) of which more than half are kept: the box's
 * title, whatever short lines went round
 * it (a recipe card's "<div class=tasty-recipes><h2
 * class=tasty-recipes-title>" over its stars, its votes and its author,
 * an ad's label above it, then its times, ingredients and steps). */
#ifndef BOX_HEAD_UP
#define BOX_HEAD_UP 4
#endif
#ifndef BOX_HEAD_BLOCKS
#define BOX_HEAD_BLOCKS 8
#endif
static int box_head(const struct extractor *x, int c, int i)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars || b->owner < 0 || !b->len ||
	    s[b->len - 1] == ':')
		return 0;
	/* (a count over a thread's replies, "1 Antwort", "3 Kommentare",
	 * is no box's title) */
	for (size_t k = 0; k < b->len; k++)
		if (s[k] >= '0' && s[k] <= '9')
			return 0;
	int a = b->owner, box = -1;
	for (int up = 0; a >= 0 && a != c && up < BOX_HEAD_UP && nd[a].first_block == i;
	     up++, a = nd[a].parent)
		box = a;
	if (box < 0 || nd[box].end_block - i < BOX_HEAD_BLOCKS || nd[box].incm)
		return 0;
	int kept = 0;
	for (int j = i + 1; j < nd[box].end_block; j++)
		kept += x->blocks[j].keep > 0;
	return kept * 2 > nd[box].end_block - i - 1;
}

/* A live ticker's entry titles: where the entries' stamps (entry_stamp)
 * fall in time from each to the next (clock_falling: the newest entry
 * first; a board's posts run oldest first), a line alone in its box under
 * an entry's stamp, no link, no stamp, caption nor sentence of prose (the
 * entry's text under its title), ENTRY_TITLE_WORDS words at most, over
 * the entry's kept text in the box of the stamp's box (the entry's; a
 * story's stamp under its headline, over an ad's label, has its own), is
 * the entry's title ("Sturmflutwarnung für die Nordseeküste", "Wechsel
 * beim FC Bayern München", in a <div> named a headline or hashed), kept:
 * a meta box's stamp dropped above it is no boilerplate's edge, and a
 * title met twice is two events; nor are the stamps that drop_post_stamps
 * took for a board's before the lines were judged ("28.11.2026, 16:31",
 * hashed boxes). A teaser's title is a link. A line of
 * ENTRY_AUTHOR_WORDS words at most between the stamp and the title, no
 * sentence, is the entry's author's ("Von Anna Berger"), dropped: its
 * neighbours kept it where the stamp, a time alone ("21:40 Uhr"), stayed
 * kept for drop_live_stamps. */
#ifndef ENTRY_TITLE_WORDS
#define ENTRY_TITLE_WORDS 14
#endif
#ifndef ENTRY_AUTHOR_WORDS
#define ENTRY_AUTHOR_WORDS 5
#endif
static void keep_entry_titles(struct extractor *x, int first, int end)
{
	struct clock_run r = {0, 0, -1, 0, NULL};
	for (int i = first; i < end; i++)
		if (entry_stamp(&x->blocks[i], x->text.p + x->blocks[i].off))
			clock_step(&r, x->text.p + x->blocks[i].off, x->blocks[i].len);
	if (!clock_falling(&r))
		return;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		if (!b->chars || b->link_chars || (b->tag & (F_LI | F_TD | F_H1)) ||
		    b->words > ENTRY_TITLE_WORDS || o->first_block != i || o->end_block != i + 1 ||
		    o->nearest_cap >= 0 || b[1].keep <= 0 || !is_prose(&b[1]) ||
		    entry_stamp(b, x->text.p + b->off) ||
		    (is_prose(b) && ends_sentence(x->text.p + b->off, b->len)))
			continue;
		int k = i - 1, au = -1;
		const struct block *a = &x->blocks[k];
		if (!entry_stamp(a, x->text.p + a->off) && k > first && !a->link_chars &&
		    a->words <= ENTRY_AUTHOR_WORDS && !ends_sentence(x->text.p + a->off, a->len)) {
			au = k;
			a = &x->blocks[--k];
		}
		int up = x->nodes[a->owner].parent;
		if (!entry_stamp(a, x->text.p + a->off) || up < 0 ||
		    x->nodes[up].end_block <= i + 1)
			continue;
		if (b->keep <= 0)
			b->keep = 1;
		if (au >= 0)
			x->blocks[au].keep = 0;
	}
}

/* context: a short block stays only between kept blocks (two linear
 * sweeps carry the nearest decided neighbour on each side); a loose
 * caption between them is passed over (a subheading over a picture);
 * a dropped entry stamp counts as kept above the heading or the bold
 * line right under it: a live blog entry's title under its time
 * ("18:40 Uhr" over "<h2 class=liveblog__headline>", "Publié à 16h58",
 * "<p><strong>Zug ist durch</strong>"); so does a dropped line under
 * a boilerplate hint above a heading: a share bar or a toolbar over a
 * section's title named a title ("Das Wichtigste in Kürze" over a live
 * blog's summary, "About Me"); a picture's credit under a heading is
 * passed over below it: a listicle's numbered item over its picture, its
 * credit and its text ("<h2>5. The Herring Museum</h2><img><span>Getty
 * Images</span><p>..."); a quote's dropped source counts as kept above
 * the one short line it quotes (quoted_line) */
static void judge_by_neighbours(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	int prev = TOP_KEEP;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == -1)
			b->prev_keep = i > first && !b[-1].keep &&
			               ((title_line(b) &&
			                 (entry_stamp(&b[-1], x->text.p + b[-1].off) ||
			                  ((b->tag & F_HEAD) &&
			                   nd[b[-1].owner].nearest_neg > c))) ||
			                ((b[-1].tag & F_H1) && !(b->tag & F_LI) &&
			                 near_box(x, b->owner, i - 1) && i + 1 < end &&
			                 !b[1].keep && b[1].button) ||
			               quoted_line(x, i, first)) ? 1 : prev;
		/* a card's dropped button, its text a link of a few words
		 * ("Mehr erfahren", "Read more", "En savoir plus"), is passed
		 * over: the next card's title (named a title, an Elementor
		 * flip box's "Ölfrei") has the card's text kept above it */
		else if (!b->keep && b->link_chars == b->chars &&
		         ((b->button && b->words <= 3) || card_more(x, i)))
			continue;
		/* and so is a picture's dropped credit: the short heading
		 * under the picture has the paragraph over it kept above it
		 * ("<img><p>图片来源：网络</p><p><strong>03 新手推荐品种</strong>") */
		else if (pic_credit(b, x->text.p + b->off))
			continue;
		else if (b->keep >= 0 || b->keep == -6)
			prev = b->keep == -6 ? 0 : b->keep;  /* a short caption: as dropped */
	}
	int next = 0, beyond = 0;  /* beyond: what was next before it */
	for (int i = end - 1; i >= first; i--) {
		struct block *b = &x->blocks[i];
		int top = heads_below(x, first, end, i);
		int nx = next_below(x, first, end, i, next, beyond);
		if (b->keep == -1)
			b->keep = ((b->prev_keep == 1 || top) && (nx == 1 || box_tail(x, i))) ||
			          salutation(x, i, end) || closing(x, i, first) ||
			          box_head(x, c, i) ? 2 : 0;
		else if (pic_credit(b, x->text.p + b->off) && i > first && b[-1].keep == -1 &&
		         (b[-1].tag & F_HEAD))
			continue;
		else if (quote_toggle(x, i) && i > first && b[-1].keep == -1)
			continue;  /* a quote's toggle under its short line */
		else if (b->keep >= 0 || b->keep == -6) {
			beyond = next;
			next = b->keep == -6 ? 0 : b->keep;
		}
	}
}

/* A reply of one short line in a thread whose posts are named comments
 * (cthread): the line alone fills its box, and boxes of that tag and
 * class (cls hashes both) hold POST_LINE_KIN or more of the thread's kept
 * prose, the other replies' text ("<div class=post-story>" in each
 * "post-wrapper section-comment"): the post's text, however short
 * ("Thanks a lot everyone", Thai's "ขอบคุณครับ", no stop to close it), not
 * a label between the reply's dropped number and name lines.
 * POST_LINE_CLS classes of such boxes are counted, the first met. */
#ifndef POST_LINE_KIN
#define POST_LINE_KIN 2
#endif
#ifndef POST_LINE_CLS
#define POST_LINE_CLS 8
#endif
static void keep_post_lines(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	unsigned cls[POST_LINE_CLS];
	int cnt[POST_LINE_CLS], n = 0;
	if (!x->cthread)
		return;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if (b->keep <= 0 || !is_prose(b) || !o->incm || !o->cls)
			continue;
		int k = 0;
		while (k < n && cls[k] != o->cls)
			k++;
		if (k == n && n < POST_LINE_CLS)
			cls[n] = o->cls, cnt[n++] = 0;
		if (k < n)
			cnt[k]++;
	}
	for (int i = first; i < end && n; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if (b->keep != -1 || b->link_chars || (b->tag & (F_HEAD | F_LI)) || !o->incm ||
		    !o->cls || o->first_block != i || o->end_block != i + 1)
			continue;
		for (int k = 0; k < n; k++)
			if (cls[k] == o->cls && cnt[k] >= POST_LINE_KIN)
				b->keep = 1;
	}
}

/* a term that is a number, its definition kept: a ruling's margin
 * number beside its paragraph ("<dt>12</dt><dd>Die Revision hat
 * Erfolg.</dd>", "Rn. 12", the paragraphs of a judgment numbered in
 * a definition list) is the text's own */
static void keep_margin_numbers(struct extractor *x, int first, int end)
{
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if ((b->tag & F_DT) && b->keep <= 0 && b->len && b->len <= 4 && !b->link_chars &&
		    !(b[1].tag & F_DT) && b[1].keep > 0 && !b[1].link_chars) {
			const char *t = x->text.p + b->off;
			size_t k = 0;
			while (k < b->len && t[k] >= '0' && t[k] <= '9')
				k++;
			if (k == b->len)
				b->keep = 1;
		}
	}
}

/* a navigation box's row label over its dropped links, a game
 * wiki's "<th class=navbox-group>Main</th><td class=navbox-list>
 * <a>Ashen Knight</a> • <a>...</a>": a short link-free cell whose
 * row is it and one more cell, dropped, of four words or more, half
 * its text in links set apart by bullets ("•", "·"), goes with them
 * (a career table's "1990-1994 | <a>club</a> | 112 (15)" has three
 * cells; a credits table's "Production: <a>name</a>" no bullets) */
static void drop_navbox_labels(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *l = b + 1;
		if (!(b->tag & F_TD) || b->keep <= 0 || b->link_chars || b->chars > 40 ||
		    !(l->tag & F_TD) || l->keep > 0 || l->words < 4 ||
		    l->link_chars * 2 < l->chars)
			continue;
		int tr = nd[b->owner].parent;
		if (tr < 0 || tr != nd[l->owner].parent || nd[tr].first_block != i ||
		    nd[tr].end_block != i + 2)
			continue;
		const char *t = x->text.p + l->off;
		if (memmem(t, l->len, "\xE2\x80\xA2", 3) || memmem(t, l->len, "\xC2\xB7", 2))
			b->keep = 0;
	}
}

/* a line dropped and passed over (SHOP_OUT) while its neighbours were
 * judged is dropped */
static void clear_shop_out(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep == SHOP_OUT)
			x->blocks[i].keep = 0;
}

/* each list's kept items (likept) and its link-heavy ones left to it
 * (-5, lilink), for the two passes after */
static void count_list_items(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if ((b->tag & F_LI) && nd[b->owner].parent >= 0)
			nd[nd[b->owner].parent].likept = nd[nd[b->owner].parent].lilink = 0;
	}
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!(b->tag & F_LI) || nd[b->owner].parent < 0)
			continue;
		struct node *l = &nd[nd[b->owner].parent];
		if (b->keep == -5)
			l->lilink++;
		else if (b->keep > 0)
			l->likept++;
	}
}

/* the one kept item of a list whose other items, LIST_MIN or
 * more, are link-heavy goes with them where it opens with its link,
 * a third of it or more is links and it holds a figure, under no
 * kept line: a course catalogue's "Das könnte Sie auch
 * interessieren", "Vous aimerez aussi", each a linked title and its
 * date and place ("<a>Spanisch A2 - Conversación</a> Mo., 11.01.2027,
 * Wörrstadt"), one a little longer in plain text than its link (a
 * wiki's "See also", "<a>Skew-Hermitian matrix</a> (anti-Hermitian
 * matrix)", holds none) */
static void drop_lone_item(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!(b->tag & F_LI) || b->keep <= 0 || !b->lead || b->link_chars * 3 < b->chars ||
		    nd[b->owner].parent < 0 || !has_digit(x->text.p + b->off, b->len))
			continue;
		const struct node *l = &nd[nd[b->owner].parent];
		int lf = l->first_block;
		if (l->likept == 1 && l->lilink >= LIST_MIN && lf > first &&
		    x->blocks[lf - 1].keep <= 0)
			b->keep = 0;
	}
}

/* Does the text from first to end hold STAMP_LINES kept lines or more
 * with a time mark to the second ("00:03:12 Introduction", "Claire Dubois
 * 00:01:53"): a podcast episode's chapters or its transcript? */
#define STAMP_LINES 2
static int time_marked(const struct extractor *x, int first, int end)
{
	int k = 0;
	for (int j = first; j < end && k < STAMP_LINES; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0 || b->len < 7)
			continue;
		const unsigned char *s = (const unsigned char *)x->text.p + b->off;
		for (size_t i = 0; i + 7 <= b->len; i++)
			if (s[i + 1] == ':' && s[i + 4] == ':' && isdigit(s[i]) &&
			    isdigit(s[i + 2]) && isdigit(s[i + 3]) && isdigit(s[i + 5]) &&
			    isdigit(s[i + 6])) {
				k++;
				break;
			}
	}
	return k >= STAMP_LINES;
}

/* Item i of a list, half links or more, that its list's count dropped:
 * kept all the same in a podcast's show notes and in a wiki's "See also"
 * section (their heading too), as a term's value under its kept term and
 * in a sub-list under a kept item that ends with a colon */
static void keep_link_item(struct extractor *x, int c, int first, int end, int i)
{
	struct node *nd = x->nodes;
	struct block *b = &x->blocks[i];
	const struct node *l = &nd[nd[b->owner].parent];
	int lf = l->first_block;
	/* a podcast episode's show notes, a list of links under
	 * a heading right above it that names them ("Links zur
	 * Folge", "Shownotes"), are its text; the heading too */
	if (!b->keep && lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
	    shownotes_head(x->text.p + x->blocks[lf - 1].off,
	                   x->blocks[lf - 1].len)) {
		b->keep = 2;
		x->blocks[lf - 1].keep = 2;
	}
	/* under a bare heading too ("Links", "Liens", "Pour aller plus
	 * loin", "Weiterführende Links") where the episode's chapters or
	 * transcript above it mark their times (time_marked) */
	if (!b->keep && lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
	    links_head(x->text.p + x->blocks[lf - 1].off, x->blocks[lf - 1].len) &&
	    time_marked(x, first, lf - 1)) {
		b->keep = 2;
		x->blocks[lf - 1].keep = 2;
	}
	/* and so is a wiki article's "See also" section, its
	 * list between the body and the references kept after
	 * it (a news site's "Siehe auch" links close the text,
	 * nothing of it after them) */
	if (!b->keep && lf > first && (x->blocks[lf - 1].tag & F_HEAD) &&
	    see_also_head(x->text.p + x->blocks[lf - 1].off,
	                  x->blocks[lf - 1].len) &&
	    body_before(x, first, lf - 1)) {
		for (int j = l->end_block; j < end; j++)
			if (x->blocks[j].keep > 0 &&
			    !(x->blocks[j].tag & F_HEAD)) {
				b->keep = 2;
				x->blocks[lf - 1].keep = 2;
				break;
			}
	}
	/* a term's value, linked, right under its kept term that
	 * ends with a colon, in the body (text is kept after the
	 * list): a reference's "All Implemented Interfaces:" over
	 * "AutoCloseable", "Voir aussi :", "Siehe auch:" over the
	 * linked name; a story's closing "More Articles:" over a
	 * section's link is none */
	if (!b->keep && i > first && (b[-1].tag & F_DT) && b[-1].keep > 0 &&
	    b[-1].len && x->text.p[b[-1].off + b[-1].len - 1] == ':' &&
	    nd[b[-1].owner].parent == nd[b->owner].parent)
		for (int j = l->end_block; j < end && !b->keep; j++)
			if (x->blocks[j].keep > 0)
				b->keep = 2;
	/* a sub-list under a kept item that ends with a colon
	 * ("In progress:") */
	int pl = l->parent;
	if (!b->keep && pl > c && (nd[pl].tag & F_LI) &&
	    nd[pl].first_block < l->first_block) {
		const struct block *h = &x->blocks[nd[pl].first_block];
		const char *hs = x->text.p + h->off;
		if (h->keep > 0 && h->len && hs[h->len - 1] == ':')
			b->keep = 2;
	}
}

/* a link-heavy item of a list whose other items are kept (a list of
 * references, of bugs fixed) is kept with them */
static void judge_link_items(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == -5) {
			const struct node *l = &nd[nd[b->owner].parent];
			/* one kept item is enough under a kept heading right
			 * above the list, where the linked items are no more:
			 * a section of a post's list of links ("Sonstiges");
			 * and under a kept line that ends with a colon and
			 * opens the list, a wiki's "Falkenstein steht für:",
			 * "Le terme peut désigner :" */
			int lf = l->first_block;
			const struct block *lh = lf > first ? &x->blocks[lf - 1] : NULL;
			int head = lh && lh->keep > 0 && l->lilink <= l->likept &&
			           ((lh->tag & F_HEAD) ||
			            (lh->len && x->text.p[lh->off + lh->len - 1] == ':'));
			b->keep = (l->likept >= LIST_MIN || (head && l->likept >= 1)) &&
			          l->likept * 100 >= LIST_KEPT * (l->likept + l->lilink) ? 2 : 0;
			keep_link_item(x, c, first, end, i);
			if (!b->keep && nd[b->owner].first_block == l->first_block)
				mid_list(x, nd[b->owner].parent, first, end);
		}
	}
}

/* a loose caption stays when kept blocks come before and after it:
 * a picture in the body, not the one over the article (WCEB's golds
 * keep such captions, the AEB's drop them; sentences are kept above) */
static void judge_captions(struct extractor *x, int c, int first, int end)
{
	int prev = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= -2)
			b->prev_keep = prev;
		else if (b->keep > 0)
			prev = 1;
	}
	/* a sentence with its credit after it ("A boy poses with a painting.
	 * (Name/Agency)") stays there too, and where no kept paragraph comes
	 * after it: a slideshow's text, a gallery after the body */
	int next = 0;
	int prose_after = 0;
	for (int i = end - 1; i >= first; i--) {
		struct block *b = &x->blocks[i];
		if (b->keep == -2)
			b->keep = b->prev_keep && next ? 2 : 0;
		else if (b->keep == -3 || b->keep == -4)
			b->keep = (b->keep == -4 && b->prev_keep && next) || !prose_after ? 2 : 0;
		else if (b->keep > 0) {
			next = 1;
			prose_after |= is_prose(b);
		}
	}
	/* a caption of two or three words ("Ankunft am Anleger") stays where
	 * another picture's kept caption is next to it (neither caption
	 * holds the other: not a credit after its picture's caption, "Apple,
	 * Inc.") and a kept block on its other side: a post told in
	 * pictures, a gallery in the body */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep != -6)
			continue;
		int a = i > first && b[-1].keep > 0, z = i + 1 < end && b[1].keep > 0;
		int ca = a && other_caption(x, i, i - 1, c);
		int cz = z && other_caption(x, i, i + 1, c);
		b->keep = (ca && z) || (cz && a) ? 2 : 0;
	}
}

/* The card that block b stands in: its smallest element of two to four
 * blocks below container c, where that is no data row, no list and not
 * the article's header box; -1 where there is none */
static int card_box(struct extractor *x, int c, int first, const struct block *b)
{
	struct node *nd = x->nodes;
	if (!b->keep || b->chars > CARD_MAX)
		return -1;
	int a = b->owner;
	while (a > c && nd[a].end_block - nd[a].first_block < 2)
		a = nd[a].parent;
	if (a <= c || nd[a].end_block - nd[a].first_block > 4)
		return -1;
	/* a table row of three or more cells, one a line of 8+
	 * words (a linked title, a year, what it is about), is
	 * data, not a card */
	if (nd[a].tag & F_TR) {
		int cells = 0, line = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
			cells += (x->blocks[j].tag & F_TD) != 0;
			line |= x->blocks[j].words >= 8 &&
			        x->blocks[j].link_chars * 2 < x->blocks[j].chars;
		}
		if (cells >= 3 && line)
			return -1;
		/* and so is a table's one row right under its header
		 * row, kept, of as many cells, none linked: a course
		 * catalogue's "Person" | "Zuständigkeit" over "<a>Stolz,
		 * Henrike, Prof. Dr.</a>" | "verantwortlich" (a longer
		 * table's rows are left to the runs of cards) */
		int hb = nd[a].first_block - 1, hr = hb >= first ? x->blocks[hb].owner : -1;
		while (hr > c && !(nd[hr].tag & F_TR))
			hr = nd[hr].parent;
		if (hr > c && hr != a && nd[hr].end_block == nd[a].first_block &&
		    nd[nd[a].parent].end_block == nd[a].end_block &&
		    nd[hr].end_block - nd[hr].first_block == cells) {
			int head = 1;
			for (int j = nd[hr].first_block; j < nd[hr].end_block && head; j++)
				head = x->blocks[j].keep > 0 && !x->blocks[j].link_chars &&
				       (x->blocks[j].tag & F_TD);
			if (head)
				return -1;
		}
	}
	/* a list whose items are a block each (links, and a
	 * line of text) is a list, not a card; and so is one
	 * under a kept heading or a kept line that ends with a
	 * colon (no item's: a sub-list's) whose linked items
	 * the list rules above kept: a wiki article's "Voir
	 * aussi", "Falkenstein steht für:" */
	int items = 0, af = nd[a].first_block;
	const struct block *ah = af > first ? &x->blocks[af - 1] : NULL;
	int lhead = ah && ah->keep > 0 &&
	            ((ah->tag & F_HEAD) ||
	             (!(ah->tag & F_LI) && ah->len &&
	              x->text.p[ah->off + ah->len - 1] == ':'));
	for (int j = af; j < nd[a].end_block; j++)
		items += (x->blocks[j].tag & F_LI) &&
		         nd[x->blocks[j].owner].parent == a &&
		         (!x->blocks[j].keep || is_prose(&x->blocks[j]) ||
		          (lhead && x->blocks[j].keep == 2));
	if (items == nd[a].end_block - nd[a].first_block)
		return -1;
	/* the box around the page's headline that holds its
	 * lead, named so, is the article's header, no card: its
	 * kicker, headline, lead and byline ("<div
	 * class=article-detail__header>"), where the lead stays
	 * (on a page not in English, as a lead under a header
	 * hint does) */
	if (x->headline >= nd[a].first_block && x->headline < nd[a].end_block &&
	    !x->blocks[x->headline].link_chars && !page_english(x) && lead_in(x, a))
		return -1;
	return a;
}

/* What card_tally counts of a card, for drop_teaser_cards */
struct card {
	int links, nkept, heads, dates, item, hdrs, khead;
	int self;  /* a title linked within the page: a post's */
	int clock;  /* a line of its own that holds a time */
	int code;  /* a code listing: a command's box, no teaser */
	int price;  /* a line that is a price: a listing's offer */
	int dated;  /* a line of its own, no link, that holds a date */
	long kept;
};

/* A short line of no link in a box of boilerplate below container c that
 * an inline element named for its author opens: a post's header, its
 * poster's name and rank ("<div class=reply__header><span
 * class=author-name>MarieBricole</span><span class=reply__rank>Membre"),
 * the post's date in its footer; a card's heading is its title, never
 * its author's name. The line's own element holds no hint (a name in a
 * span, its box the line's). */
#ifndef AUTHOR_WORDS
#define AUTHOR_WORDS 8
#endif
static int author_opens(const struct extractor *x, const struct block *e, int c)
{
	const struct node *nd = x->nodes;
	int o = e->owner, ei = (int)(e - x->blocks);
	if (nd[o].nearest_neg <= c || e->link_chars || e->words > AUTHOR_WORDS ||
	    e->chars > POSTHEAD_MAX)
		return 0;
	/* (nodes open in order of their first block: past e's, no child
	 * opens the line, and the walk stays within the line's nodes) */
	for (int j = o + 1; j < x->nnodes && nd[j].parent >= o && nd[j].first_block <= ei; j++)
		if (nd[j].parent == o && nd[j].blk == o && nd[j].itext)
			return (nd[j].hint & H_AUTHOR) && nd[j].first_block == ei;
	return 0;
}

/* A line in a box named a signature below container c (a forum's
 * "<div class=\"Signature UserSignature\">" under a post's text): its
 * poster's line, as its header's name and date are, no teaser's
 * headline */
static int post_sign(const struct extractor *x, const struct block *e, int c)
{
	int k = x->nodes[e->owner].nearest_neg;
	return k > c && (x->nodes[k].negkey & neg_bit("signature", 9));
}

/* a headline link (after a kicker, perhaps) that is
 * not the card's last block, and at most two short
 * paragraphs */
static void card_tally(struct extractor *x, int c, int a, struct card *cd)
{
	struct node *nd = x->nodes;
	cd->links = cd->nkept = cd->heads = cd->dates = cd->item = cd->hdrs = cd->khead = 0;
	cd->self = cd->clock = cd->code = cd->price = cd->dated = 0;
	cd->kept = 0;
	for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
		struct block *e = &x->blocks[j];
		for (int k = e->owner; e->keep && k > a && !cd->item; k = nd[k].parent)
			cd->item = (nd[k].hint & H_ITEMTEXT) != 0;
		/* an h1 with no link in a box named a header is the
		 * page's headline over the text (a CMS's "<header><h1>"
		 * in each element), no card's */
		/* nor is a term linked to its own anchor a card's
		 * link: a parameter's name over its definition in a
		 * reference ("<dt id=index><a href=#index>"); and a
		 * number alone linked within the page is a footnote's
		 * mark, back up to its place in the text ("<a
		 * href=#footnote-anchor-1>1</a>", Substack's, Ghost's):
		 * the note is no card */
		/* nor is a link of no word, an icon's or an emoji's (a
		 * post's reaction button, "😀") */
		if (e->brk && e->words && cd->nkept <= 1 && cd->khead < CARD_KICKER &&
		    j < nd[a].end_block - 1 && !in_quote(x, e->owner, a) &&
		    !quote_head(x->text.p + e->off, e->len) &&
		    !((e->tag & F_H1) && !e->link_chars) &&
		    !((e->tag & F_DT) && e->anchor_chars * 2 >= e->link_chars) &&
		    !(e->anchor_chars == e->chars &&
		      lone_number(x->text.p + e->off, e->len))) {
			int dl = date_link(x->text.p + e->off, e->len);
			cd->links++;
			cd->dates += dl && e->link_chars * 2 > e->chars &&
			             clock_time(x->text.p + e->off, e->len);
			int m = nd[e->owner].nearest_meta;
			/* or the one line of a box named for the
			 * author inside the card, a linked name and
			 * text after it: an answer's header ("Ratlos2000
			 * vor 1 Tag", "AnswerCard-authorInfo"); not an
			 * author's bio box, its text in that box */
			int stamp = name_stamp(x, e);
			int hdr = stamp || post_sign(x, e, c) || (nd[e->owner].nearest_neg > c &&
			           (post_header(x, e, c) || header_title(x, e, c) ||
			            author_opens(x, e, c))) ||
			          (m > a && (nd[m].hint & H_AUTHOR) && e->words <= 6 &&
			           !(e->tag & F_HEAD) && e->link_chars < e->chars &&
			           nd[m].first_block == j && nd[m].end_block == j + 1);
			cd->heads += !thread_subject(x, e) && !stamp &&
			             ((e->words >= CARD_HEAD && !dl &&
			              e->anchor_chars * 2 < e->link_chars &&
			              !reply_subject(x->text.p + e->off, e->len)) ||
			              (nd[e->owner].nearest_neg > c && !hdr &&
			               !named_head(x, e)));
			cd->hdrs += hdr;
		}
		cd->clock |= e->chars && !e->link_chars && e->chars < ENTRY_STAMP &&
		             clock_time(x->text.p + e->off, e->len);
		cd->dated |= e->chars && !e->link_chars && e->chars < ENTRY_STAMP &&
		             dated(x->text.p + e->off, e->len);
		cd->self |= (e->tag & F_HEAD) && e->link_chars &&
		            e->anchor_chars * 2 >= e->link_chars;
		if (e->keep)
			cd->kept += e->chars, cd->nkept++;
		if (e->keep && (e->tag & F_HEAD))
			cd->khead += e->chars;
		cd->code |= (e->tag & F_PRE) && !e->link_chars;
		cd->code |= e->brief;  /* a briefing's item, no teaser */
		cd->price |= e->keep && e->chars > e->link_chars &&
		             price_in_lines(x->text.p + e->off, e->len);
	}
}

/* What drop_teaser_cards' first pass finds of the container's cards for
 * its second */
struct cards {
	long all_kept;  /* the characters kept in the container */
	int longest;  /* the body's longest paragraph, -1: none */
	int posts;  /* the longest run of cards of no linked heading, each near the last */
	int kin;  /* the cards of no linked heading of the tag and class of the body's */
	int timed;  /* the cards that hold a time on a line of its own */
	int priced;  /* the cards that hold a price on a line of its own */
	int dated;  /* the cards that hold a date on a line of its own */
	int dlong;  /* one of those holds the longest paragraph */
	long dkept;  /* the characters kept in those */
};

/* The card of block i (card_box) with its tally in *cd, or -1 where it is
 * none or no teaser */
static int teaser_card(struct extractor *x, int c, int first, int i, long all_kept,
                       struct card *cd)
{
	struct node *nd = x->nodes;
	int a = card_box(x, c, first, &x->blocks[i]);
	if (a < 0)
		return -1;
	card_tally(x, c, a, cd);
	/* a card whose only links are its time ("17:40 Uhr", the
	 * permalink of a live blog's entry) is an entry, alone too,
	 * and so is one whose only links are its post's header,
	 * and one whose text is marked up as an answer's or a
	 * review's (itemprop); and one that holds a code listing
	 * (<pre>) is a command's box between its links to copy or
	 * install it ("Paketliste zum Kopieren:", "sudo apt-get
	 * install restic", "Oder mit apturl installieren"; "Copy",
	 * "Kopieren", "Copier"), no teaser */
	/* nor is a post of an issue's discussion (a timeline's,
	 * comment_thread 2): "Nadia Benali @nbenali · 2026-11-25"
	 * over its reply */
	/* nor is a question's answer (find_answers) */
	if (!cd->links || cd->dates == cd->links || cd->hdrs == cd->links || cd->item ||
	    cd->nkept > 2 || cd->kept > CARD_MAX || cd->kept * 2 >= all_kept ||
	    cd->code || (x->cthread == 2 && nd[a].incm) ||
	    (x->ans_first >= 0 && nd[a].first_block >= x->ans_first &&
	     nd[a].end_block <= x->nodes[x->ans_form].first_block))
		return -1;
	/* nor is a video's box in the body, a consent tool's placeholder
	 * and its button to load it over the video's caption ("Mit dem
	 * Laden des Videos akzeptieren Sie ..." | "Video laden" | "Der
	 * offizielle Trailer zur finalen Staffel von Nordwind."): the
	 * caption is the body's */
	for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (embed_placeholder(x->text.p + e->off, e->len) ||
		    embed_consent_line(x->text.p + e->off, e->len))
			return -1;
	}
	return a;
}

/* drop_teaser_cards' first pass: cs->timed, cs->kin and cs->posts */
static void card_runs(struct extractor *x, int c, int first, int end, struct cards *cs)
{
	struct node *nd = x->nodes;
	int run = 0, last = -1, tlast = -1, plast = -1, dlast = -1;
	for (int i = first; i < end; i++) {
		struct card cd;
		/* the cards that hold a price, teasers or not (a
		 * listing's offer whose linked title is short stays) */
		int p = card_box(x, c, first, &x->blocks[i]);
		if (p >= 0 && p != plast) {
			card_tally(x, c, p, &cd);
			cs->priced += cd.price, plast = p;
		}
		int a = teaser_card(x, c, first, i, cs->all_kept, &cd);
		if (a < 0)
			continue;
		if (cd.clock && a != tlast)
			cs->timed++, tlast = a;
		if (cd.dated && a != dlast) {
			cs->dated++, dlast = a, cs->dkept += cd.kept;
			cs->dlong |= cs->longest >= nd[a].first_block &&
			             cs->longest < nd[a].end_block;
		}
		cs->kin += !cd.heads && a != last && body_kin(x, c, a, cs->longest);
		if (!cd.heads && a != last) {
			int near = last >= 0 &&
			           nd[a].first_block - nd[last].end_block <= CARD_GAP;
			run = near ? run + 1 : 1;
			if (run > cs->posts)
				cs->posts = run;
			last = a;
		}
	}
}

/* Does a block of card a end with an ellipsis, in brackets or not (a
 * preview's "... [...]", "…")? */
static int card_cut(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
		const struct block *e = &x->blocks[j];
		size_t n = e->len;
		const char *s = x->text.p + e->off;
		if (n && s[n - 1] == ']')
			n--;
		if (n >= 3 && (!memcmp(s + n - 3, "...", 3) || !memcmp(s + n - 3, "\xE2\x80\xA6", 3)))
			return 1;
	}
	return 0;
}

#ifndef CARD_ITEM
#define CARD_ITEM 150
#endif
/* drop_teaser_cards' second pass, on card a (its tally cd): dropped, or
 * kept with its heading and a calendar's times */
static void judge_card(struct extractor *x, int c, int a, struct card *cd,
                       const struct cards *cs)
{
	struct node *nd = x->nodes;
	/* the card that holds the body's longest paragraph,
	 * under a headline of CARD_HEAD+ words, is a post where
	 * KIN_POSTS+ cards of its tag and class stay as posts:
	 * the first review under its linked title; and so is
	 * one under short links alone and a title linked within
	 * the page: the first post of a thread of two or three
	 * under its title, its permalink ("#p123", phpBB's),
	 * the replies in no card (an author's bio box under his
	 * linked name is no post); and so is one whose replies
	 * after it hold prose in boxes of its class (reply_kin) */
	int own = cs->longest >= nd[a].first_block && cs->longest < nd[a].end_block;
	/* a page of no body, its longest paragraph a teaser's
	 * length at most, whose cards, CARD_RUN or more, each
	 * hold a time on a line of its own is a calendar: its
	 * events are the page ("11:00 – 23:00 Uhr · Marktplatz",
	 * "20:15 · Salle Pleyel", "ore 21:00") */
	int bodyless = cs->longest < 0 || x->blocks[cs->longest].chars < TEASER_MAX;
	int cal = cd->clock && cs->timed >= CARD_RUN && bodyless;
	/* and so is a listing's: a page of no body whose cards, CARD_RUN
	 * or more, each hold a price on a line of their own is an agent's,
	 * a dealer's or a shop's list of offers, the page's content (an
	 * estate agent's "Doppelhaushälfte in Dingolfing" over "Wohnfläche
	 * ca. 128 m² ... Kaufpreis: 279.000,- EUR"; "Price: $249,000";
	 * "Loyer : 850 € CC"); each card keeps its linked title */
	int offer = cd->price && cs->priced >= CARD_RUN && bodyless;
	/* and so is a release's: a page whose cards, CARD_RUN or more,
	 * each hold a date on a line of their own (this one, judged now,
	 * CARD_ITEM kept characters or more too), hold two thirds of what
	 * is kept, and its
	 * longest paragraph a teaser's length or in one of them, is an
	 * archive of press releases or a section's short items, each
	 * its date, its linked title and its first paragraph
	 * ("19.12.2007" over "Wasserpreis bleibt 2008 stabil" over "Der
	 * Aufsichtsrat ... hat beschlossen, ..."; "12 March 2008" over
	 * "Council approves budget"): the page, as an old portal's gold
	 * has it (an article's related stories under it hold a third of
	 * what is kept at most); each card keeps its linked title, no
	 * title in a box of boilerplate (a forum post's header's) */
	int release = cd->dated && cs->dated >= CARD_RUN && (bodyless || cs->dlong) &&
	              cd->kept >= CARD_ITEM && cs->dkept * 3 >= cs->all_kept * 2;
	/* a service's card among its kin whose linked headings
	 * are short, a word or two, is a service too, its own
	 * heading longer ("Contabilidad", "Herencias" beside
	 * "Constitución de empresas"; "Steuern" beside
	 * "Nachfolge und Erbrecht") */
	if (cd->heads && kin_cards(x, a) >= 2)
		cd->heads = 0;
	/* a short review among longer ones: its box of the tag and
	 * class of the box around the body's longest paragraph, a
	 * review too big for a card (a travel portal's reviews, each
	 * "<div class=reviewbody>" its linked title, "“Good value for
	 * Sorrento”", over its text; "Sehr zu empfehlen", "Un séjour
	 * parfait"), is one of them, no teaser; not one cut off with an
	 * ellipsis, a collapsed answer's preview ("...", "……") */
	if (cd->heads && !own && sibling_kin(x, c, a, cs->longest) && !card_cut(x, a))
		cd->heads = 0;
	int teaser = 0;
	if (cd->heads && own && cs->kin >= KIN_POSTS)
		cd->heads = 0;
	else
		teaser = cd->heads || (cs->posts < CARD_RUN && !body_kin(x, c, a, cs->longest) &&
		                       !(own && (cd->self || reply_kin(x, c, a, nd[c].end_block))));
	if (teaser && !cal && !offer && !release) {
		unkeep(x, nd[a].first_block, nd[a].end_block);
		return;
	}
	/* a card that stays (a service on a company's page)
	 * keeps its linked heading, its title; not a reply's
	 * "Re: ..." */
	for (int j = nd[a].first_block, t = offer || (release && teaser); j < nd[a].end_block;
	     j++) {
		struct block *e = &x->blocks[j];
		if (t && e->brk && !e->keep && e->link_chars && e->chars < 100 &&
		    (offer || nd[e->owner].nearest_neg <= c))
			e->keep = 2, t = 0;  /* the offer's title, its first link */
		if (e->brk && !e->keep && (e->tag & (F_HEAD | F_H1)) == F_HEAD &&
		    e->chars < 100 &&
		    (nd[e->owner].nearest_neg <= c || named_head(x, e)) &&
		    !date_link(x->text.p + e->off, e->len) &&
		    !reply_subject(x->text.p + e->off, e->len))
			e->keep = 2;
	}
	/* and a calendar's event keeps its date and time, named
	 * its meta ("<p class=event-item__meta>"), and its date
	 * in the box around the card ("<article><div class=
	 * event-item__date>Sa 06.06.2026</div><div class=
	 * event-item__body>"); a time alone, "15:05", "12:15 Uhr",
	 * is a live blog entry's stamp and goes */
	int lo = nd[a].first_block, pa = nd[a].parent;
	if (cal && pa > c && nd[pa].end_block == nd[a].end_block &&
	    nd[pa].end_block - nd[pa].first_block <= 4)
		lo = nd[pa].first_block;
	for (int j = lo; cal && j < nd[a].end_block; j++) {
		struct block *e = &x->blocks[j];
		if (!e->keep && !e->link_chars && e->chars < ENTRY_STAMP &&
		    nd[e->owner].nearest_neg <= c &&
		    clock_time(x->text.p + e->off, e->len) &&
		    !(e->words <= 2 && hour_minute(x->text.p + e->off, e->len)))
			e->keep = 2;
	}
}

/* teaser cards: a kept block whose smallest enclosing multi-block
 * element below the container is a small box with a linked headline.
 * A box holding most of what is kept is the article, not a teaser.
 * A card whose links are all short (a user's name, "Quote") is a
 * post when CARD_RUN of them follow each other: the first pass
 * finds the longest such run, the second drops the cards. */
static void drop_teaser_cards(struct extractor *x, int c, int first, int end)
{
	struct cards cs = {0, -1, 0, 0, 0, 0, 0, 0, 0};
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep)
			cs.all_kept += x->blocks[i].chars;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]) &&
		    (cs.longest < 0 || x->blocks[i].chars > x->blocks[cs.longest].chars))
			cs.longest = i;
	card_runs(x, c, first, end, &cs);
	for (int i = first; i < end; i++) {
		struct card cd;
		int a = teaser_card(x, c, first, i, cs.all_kept, &cd);
		if (a >= 0)
			judge_card(x, c, a, &cd, &cs);
	}
}

/* a reference's "See Also:" term, its value a list of links of its
 * own in the <dd> (Javadoc's "See Also:" over <dd><ul><li>
 * "Builder.retryPolicy(RetryPolicy)"; "Siehe auch:", "Voir aussi :"),
 * between a kept term's value above and kept text after the list:
 * the term and its links are the member's, no related links */
static void keep_see_also_terms(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *t = &x->blocks[i];
		if (!(t->tag & F_DT) || t->link_chars || !t->len ||
		    x->blocks[i - 1].keep <= 0 ||
		    x->text.p[t->off + t->len - 1] != ':' ||
		    !see_also_head(x->text.p + t->off, t->len))
			continue;
		int dd = x->blocks[i + 1].owner;
		while (dd > c && !(nd[dd].first_block == i + 1 && (nd[dd].tag & F_LI) &&
		                   !(nd[dd].tag & F_DT) &&
		                   nd[dd].parent == nd[t->owner].parent))
			dd = nd[dd].parent;
		if (dd <= c || nd[dd].end_block - i - 1 > 8)
			continue;
		int e = nd[dd].end_block, after = 0;
		for (int j = e; j < end && !after; j++)
			after = x->blocks[j].keep > 0 && !(x->blocks[j].tag & F_HEAD);
		if (!after)
			continue;
		t->keep = 2;
		for (int j = i + 1; j < e; j++)
			if (x->blocks[j].len < 200)
				x->blocks[j].keep = 2;
	}
}

/* a kept line that is a stamp (stamp_line) goes */
static void drop_stamp_lines(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && stamp_line(b, x->text.p + b->off))
			b->keep = 0;
	}
}

/* after the body (its last paragraph of prose outside byline and
 * caption hints), what is under an author hint is a bio box ("About
 * the author", "X is a writer at ..."), sentences or not */
static void drop_author_tail(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	int body_end = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && nd[b->owner].nearest_meta <= c && nd[b->owner].nearest_cap <= c &&
		    is_prose(b))
			body_end = i;
	}
	for (int i = body_end + 1; body_end >= 0 && i < end; i++) {
		struct block *b = &x->blocks[i];
		int m = nd[b->owner].nearest_meta;
		if (b->keep && m > c && (nd[m].hint & H_AUTHOR) &&
		    !author_note(x, b, &x->blocks[body_end]) &&
		    !(b->keep == 1 && letter_sign(x, i, first)))
			b->keep = 0;
	}
}

/* a wiki article's list of references under the body ("<ol class=
 * references>": "^ Bathurst, Bella (2000). The Lighthouse
 * Stevensons. ...", "↑ « Comparateur de territoire »,
 * sur insee.fr"), its items links or short, is the article's: kept
 * with its heading once the body has begun */
static void keep_ref_lists(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		int l = nd[b->owner].parent;
		if (b->keep > 0 || !(b->tag & F_LI) || l < 0 || !(nd[l].hint & H_REFLIST) ||
		    nd[b->owner].nearest_neg >= 0 || !body_before(x, first, nd[l].first_block))
			continue;
		b->keep = 2;
		int h = nd[l].first_block - 1;
		for (int k = nd[l].parent, n = 0;
		     k > c && n < 3 && h >= first && !(x->blocks[h].tag & F_HEAD);
		     k = nd[k].parent, n++)
			h = nd[k].first_block - 1;
		if (h >= first && (x->blocks[h].tag & F_HEAD) && x->blocks[h].keep <= 0 &&
		    x->blocks[h].chars < 60)
			x->blocks[h].keep = 2;
	}
}

/* A credit to the software that made the page, closing it: a mail
 * archive's ("Archive generated by MHonArc. List hosted by ...", "This
 * archive was generated by hypermail 2.1.8"), a board's or a CMS's
 * ("Powered by phpBB", "Erstellt mit ...", "Propulsé par ..."); a short
 * line, GEN_CREDIT bytes at most, that links (the tool's or the list's
 * page), the phrase in its first STAMP_AT bytes, no sentence (a story's
 * "Turnout figures are generated by the <a>Electoral Commission</a>."
 * stays). */
#ifndef GEN_CREDIT
#define GEN_CREDIT 200
#endif
#ifndef STAMP_AT
#define STAMP_AT 32
#endif
static int gen_credit(const struct block *b, const char *s)
{
	static const char *const by[] = {
		"generated by", "powered by", "erstellt mit", "erzeugt mit", "erzeugt von",
		"g\xC3\xA9n\xC3\xA9r\xC3\xA9 par", "propuls\xC3\xA9 par", "generado por",
		"generato da", "gegenereerd door", "gerado por",
	};
	if (!b->link_chars || b->len > GEN_CREDIT || ends_sentence(s, b->len))
		return 0;
	for (size_t k = 0; k < sizeof by / sizeof *by; k++) {
		const char *at = memmem_ci(s, b->len, by[k]);
		if (at && at - s < STAMP_AT)
			return 1;
	}
	return 0;
}

/* The page's stamp at its foot: when it was last changed, dated ("Last
 * updated 28 September 2009 by ... | Disclaimer", "This page was last
 * modified on January 20, 2003.", "Letzte Änderung: 14.10.2001"), a line
 * of GEN_CREDIT bytes at most where the phrase opens in its first
 * STAMP_AT bytes or the line links on (a closing sentence of the body
 * that says when a list was last updated goes on past it, unlinked).
 * A short line that opens with the stamp anywhere on the page is
 * boiler_phrase's (boiler_weak's "last updated", "Page last updated:");
 * this takes the foot's longer line, with its links and its author. A
 * sentence, its stop at its end, is a stamp where the phrase opens it
 * or a word for the page stands PAGE_BACK bytes before it at most ("This
 * page was last modified on ..."): a story's "Correction: this article
 * was last updated on 3 May 2026 to ..." stays. */
#ifndef PAGE_BACK
#define PAGE_BACK 16
#endif
static int page_stamp(const struct block *b, const char *s)
{
	static const char *const when[] = {
		"last updated", "last modified", "letzte \xC3\x84nderung", "zuletzt ge\xC3\xA4ndert",
		"zuletzt aktualisiert", "derni\xC3\xA8re mise \xC3\xA0 jour",
		"derni\xC3\xA8re modification", "\xC3\xBAltima actualizaci\xC3\xB3n",
		"ultimo aggiornamento", "laatst bijgewerkt", "laatst gewijzigd",
	};
	static const char *const page[] = {
		"page ", "seite ", "site ", "p\xC3\xA1gina ", "pagina ",
	};
	if (b->len > GEN_CREDIT || !has_year(s, b->len))
		return 0;
	for (size_t k = 0; k < sizeof when / sizeof *when; k++) {
		const char *at = memmem_ci(s, b->len, when[k]);
		if (!at || !(b->link_chars || at - s < STAMP_AT))
			continue;
		size_t back = at - s < PAGE_BACK ? (size_t)(at - s) : PAGE_BACK;
		if (!ends_sentence(s, b->len) || at - s <= 1 || HAS_ANY_CI(at - back, back, page))
			return 1;
	}
	return 0;
}

/* A portal's credit to itself closing the story, "Source: TUKO.co.ke",
 * under 60 bytes: a source label and a name that the <title> ends with,
 * after its separator ("... After Union Talks - Tuko.co.ke"). An agency's
 * credit ("Source: Reuters") names another and stays. */
static int own_source(const struct extractor *x, const char *s, size_t n)
{
	static const char *const lab[] = {
		"source:", "source :", "quelle:", "fuente:", "fonte:", "bron:",
	};
	size_t a = n < 60 ? OPENS_ANY_CI(s, n, lab) : 0;
	if (!a)
		return 0;
	while (a < n && s[a] == ' ')
		a++;
	while (n > a && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	const char *t = x->title.p;
	size_t tn = x->title.len;
	while (tn && isspace((unsigned char)t[tn - 1]))
		tn--;
	size_t m = n - a;
	if (m < 3 || m >= tn || strncasecmp(t + tn - m, s + a, m))
		return 0;
	size_t j = tn - m;
	while (j && t[j - 1] == ' ')
		j--;
	/* a separator before it: "-", "|", "·", an en or em dash */
	const unsigned char *u = (const unsigned char *)t;
	return j && (strchr("-|:", t[j - 1]) ||
	             (j >= 2 && u[j - 2] == 0xC2 && u[j - 1] == 0xB7) ||
	             (j >= 3 && u[j - 3] == 0xE2 && u[j - 2] == 0x80 &&
	              (u[j - 1] == 0x93 || u[j - 1] == 0x94)));
}

/* Is s a short copyright line (footer_copyright), or a few short lines
 * split by line breaks that it opens (a landing page's footer record: "©
 * 2026 ООО «...». Реестровый номер ...<br>Иркутск, ул. ..., +7 ...<br>
 * <a>Политика конфиденциальности</a>")? Such a footer is no paragraph of
 * the body, however long. */
#ifndef FOOTER_LINES
#define FOOTER_LINES 4   /* lines of such a footer at most */
#endif
#define FOOTER_LINE 150  /* bytes of each line after the first under it */
static int footer_lines(const char *s, size_t n)
{
	const char *nl = memchr(s, '\n', n);
	if (footer_copyright(s, n))
		return 1;
	if (!nl || !footer_copyright(s, (size_t)(nl - s)))
		return 0;
	int lines = 1;
	for (const char *p = nl + 1, *e = s + n; p < e; lines++) {
		const char *q = memchr(p, '\n', (size_t)(e - p));
		size_t l = q ? (size_t)(q - p) : (size_t)(e - p);
		if (l >= FOOTER_LINE || lines >= FOOTER_LINES || ends_sentence(p, l))
			return 0;
		p = q ? q + 1 : e;
	}
	return 1;
}

/* after the body (its last paragraph of TEASER_LAST characters or
 * more), a short copyright line is the site's footer, though the
 * container holds it, and a line of links under a label its links
 * to other pages; and so are the portal's credit to itself (own_source),
 * the software's (gen_credit) and the page's stamp (page_stamp) */
static int drop_footer_lines(struct extractor *x, int first, int end)
{
	int body_last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && x->blocks[i].chars >= TEASER_LAST &&
		    is_prose(&x->blocks[i]) &&
		    !footer_lines(x->text.p + x->blocks[i].off, x->blocks[i].len))
			body_last = i;
	for (int i = body_last + 1; body_last >= 0 && i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep && (footer_lines(x->text.p + b->off, b->len) ||
		                label_links(b, x->text.p + b->off) ||
		                own_source(x, x->text.p + b->off, b->len) ||
		                gen_credit(b, x->text.p + b->off) ||
		                page_stamp(b, x->text.p + b->off)))
			b->keep = 0;
	}
	return body_last;
}

/* after the body, a comment section's heading ends the article; one
 * with nothing kept before it and little after it ("16 comments:", a
 * comment form's "Post a comment") is all there is: the post was a
 * picture, and the page gives its headline. A paywall's offer in a box
 * of its own mid-page, a subheading of the body and PAYWALL_FREE
 * characters of free prose under it in the box's parent ("Testergebnisse
 * freischalten ... Schon Abonnent?" between two sections of a test
 * report), goes alone: the rest of the page is free. */
#ifndef PAYWALL_FREE
#define PAYWALL_FREE 80
#endif
#ifndef PAYWALL_OFFER
#define PAYWALL_OFFER 300
#endif
static void cut_at_comments(struct extractor *x, int c, int first, int end)
{
	struct node *nd = x->nodes;
	int body_first = end;
	for (int i = first; i < end && body_first == end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body_first = i;
	long before = 0, total = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep)
			total += x->blocks[i].chars;
	int next = first;  /* the next kept block, found once: a walk on from it */
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		long after = total - before - (b->keep ? b->chars : 0);
		if (body_first < i && !(b->tag & F_LI) && (paywall_prompt(b, x->text.p + b->off) ||
		                                            signin_prompt(b, x->text.p + b->off))) {
			/* a guest's prompt between the opening post and its
			 * replies (Mbin's "Log in of registreer om te
			 * reageren." over its tree of comments): the next kept
			 * block is a reply's prose, in the thread's boxes of
			 * posts named comments (cthread) or in opener_replies'
			 * place; it goes alone */
			int nx = next > i ? next : i + 1;
			while (nx < end && x->blocks[nx].keep <= 0)
				nx++;
			next = nx;
			if (nx < end && !paywall_prompt(b, x->text.p + b->off) &&
			    is_prose(&x->blocks[nx]) &&
			    ((x->cthread && nd[x->blocks[nx].owner].incm) ||
			     (x->reply_from > i && nx >= x->reply_from && nx < x->reply_end))) {
				unkeep(x, i, i + 1);
				continue;
			}
			/* a box of an offer mid-page, a subheading of the
			 * body and its free prose under it in the box's
			 * parent, goes alone */
			int a = b->owner, box = -1;
			while (a > c && nd[a].first_block > body_first && nd[a].end_block < end) {
				box = a;
				a = nd[a].parent;
			}
			int free = 0, h = box >= 0 ? nd[box].end_block : end;
			if (h < nd[a].end_block && (x->blocks[h].tag & F_HEAD) &&
			    nd[x->blocks[h].owner].parent == a && paywall_prompt(b, x->text.p + b->off))
				for (int k = nd[box].end_block; k < nd[a].end_block && !free; k++)
					free = x->blocks[k].keep > 0 && is_prose(&x->blocks[k]) &&
					       x->blocks[k].chars >= PAYWALL_FREE;
			if (free) {
				unkeep(x, nd[box].first_block, nd[box].end_block);
				i = nd[box].end_block - 1;
				continue;
			}
			/* a prompt at the foot of its offer box ("Sie haben
			 * bereits ein Abo? Anmelden" under "Dies ist ein
			 * exklusiver Artikel" and the price) takes the box's
			 * heading and price with it: the largest box round it
			 * that starts past the body's first prose and holds
			 * under PAYWALL_OFFER characters kept above it */
			int from = i;
			long above = 0;
			for (a = b->owner; a > c && nd[a].first_block > body_first;
			     a = nd[a].parent) {
				for (int k = nd[a].first_block; k < from; k++)
					if (x->blocks[k].keep > 0)
						above += x->blocks[k].chars;
				if (above >= PAYWALL_OFFER)
					break;
				from = nd[a].first_block;
			}
			unkeep(x, from, end);
			break;
		}
		/* one in a thread's box of posts named comments (cthread:
		 * "4 comments" over a forum's replies) counts its posts, and
		 * so does one between an opener and its replies or a reply's
		 * number over its text ("Comment 1", opener_replies): it goes
		 * alone; so does a heading in such a thread's box of replies
		 * (Vanilla's bare "<h2 class=CommentHeading>Comments</h2>"
		 * over its list), which, kept, sat by the first reply's
		 * author box as an entry's title (thread_title) */
		if (((i >= x->reply_from && i < x->reply_end) ||
		     (x->cthread && nd[b->owner].incm && (b->tag & F_HEAD))) &&
		    comment_head(b, x->text.p + b->off)) {
			unkeep(x, i, i + 1);
			continue;
		}
		if ((before >= COMMENT_AFTER || (!before && after < COMMENT_AFTER)) &&
		    !(b->tag & F_LI) && !(x->cthread && nd[b->owner].incm) &&
		    comment_head(b, x->text.p + b->off) && !repeated_below(x, i, end)) {
			unkeep(x, i, end);
			break;
		}
		if (before >= COMMENT_AFTER && !(b->tag & F_LI) &&
		    (legal_text(x->text.p + b->off, b->len) || site_notice(x->text.p + b->off, b->len))) {
			/* the notice closes the article's box: the largest element
			 * below the container that it ends and that holds the body */
			int a = b->owner, box = -1;
			while (a > c && nd[a].end_block == i + 1) {
				if (nd[a].first_block <= body_first)
					box = a;
				a = nd[a].parent;
			}
			if (box >= 0) {
				unkeep(x, i + 1, end);
				break;
			}
		}
		if (b->keep)
			before += b->chars;
	}
}

/* a post's link bar ("Quote | Report this post", "Report abuse") ends
 * the article at the start of the first post: the kept text just above
 * the bar and the dropped header line ("Posted by: ...") above it */
static void cut_at_report_bar(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!report_bar(b, x->text.p + b->off))
			continue;
		int k = i - 1;
		while (k >= first && x->blocks[k].keep)
			k--;
		int gap = k;
		while (k >= first && !x->blocks[k].keep)
			k--;
		if (gap == i - 1 || k < first)
			break;
		long body = 0;
		for (int j = first; j <= k; j++)
			if (x->blocks[j].keep)
				body += x->blocks[j].chars;
		if (body >= COMMENT_AFTER)
			unkeep(x, k + 1, end);
		break;
	}
}

/* Each block's verdict in container c (b->keep: 1 kept, 0 dropped, -1 and
 * below decided later, by neighbours, lists or captions; SHOP_OUT dropped
 * and passed over): the container's scans (sel_scan), then for each block
 * its context (block_context) and the chain of verdicts, the first that
 * decides standing, then the passes over all blocks that settle what the
 * chain left to its neighbours and drop what the body's shape shows:
 * teaser cards, bio boxes, footers, what follows the comments */
static void select_blocks(struct extractor *x, int c)
{
	int first = x->nodes[c].first_block, end = x->nodes[c].end_block;
	struct sel sl;
	sel_scan(x, c, &sl);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		block_context(x, &sl, i);
		/* the first verdict that decides stands; none: kept */
		(void)(doc_verdict(x, &sl, b) || neg_verdict(x, &sl, b) ||
		       line_verdict(x, &sl, b) || form_verdict(x, &sl, b) ||
		       kept_verdict(x, &sl, b) || label_verdict(x, &sl, b) ||
		       meta_verdict(x, &sl, b) || caption_verdict(x, &sl, b) ||
		       cell_verdict(x, &sl, b) || link_verdict(x, &sl, b) ||
		       boiler_verdict(x, &sl, b) || frame_verdict(x, &sl, b));
		/* a reply's title over it in a thread, "AW: <headline>"
		 * (vBulletin's, named a "title"), repeats the thread's */
		if ((b->tag & F_HEAD) && b->keep && thread_subject(x, b))
			b->keep = 0;
		if ((b->keep > 0 || b->keep == -1) && sl.cap &&
		    !(b->words >= 6 && ends_sentence(s, b->len)))
			/* a loose caption: kept mid-body */
			b->keep = b->words >= 6 && !b->link_chars && credited_sentence(s, b->len) ?
			          -4 : -2;
	}
	for (int k = 0; k < sl.nph; k++)
		placeholder_box(x, c, sl.ph[k]);
	keep_post_lines(x, first, end);
	/* a thread's stamp lines by their shape go before the lines
	 * between them are judged, as a date word's class drops them
	 * (meta_verdict): a comments' count and a post's number line
	 * under the opening post's stamp are no text between kept posts */
	drop_post_stamps(x, first, end);
	judge_by_neighbours(x, c, first, end);
	keep_entry_titles(x, first, end);
	keep_margin_numbers(x, first, end);
	drop_navbox_labels(x, first, end);
	clear_shop_out(x, first, end);
	count_list_items(x, first, end);
	drop_lone_item(x, first, end);
	judge_link_items(x, c, first, end);
	judge_captions(x, c, first, end);
	brief_items(x, c, first, end);
	drop_teaser_cards(x, c, first, end);
	keep_see_also_terms(x, c, first, end);
	drop_ad_boxes(x, c, first, end);
	drop_product_boxes(x, c, first, end);
	drop_bio_boxes(x, c, first, end);
	drop_avatar_byline(x, c, first, end);
	drop_byline_role(x, c, first, end);
	drop_avatar_bio(x, c, first, end);
	drop_named_bio(x, c, first, end);
	drop_calendar_grids(x, c, first, end);
	drop_stamp_lines(x, first, end);
	drop_author_tail(x, c, first, end);
	keep_ref_lists(x, c, first, end);
	int body_last = drop_footer_lines(x, first, end);
	drop_signup_boxes(x, c, first, body_last, end);
	drop_form_calls(x, c, first, end);
	cut_at_comments(x, c, first, end);
	cut_at_report_bar(x, first, end);
}

/* Pass 3 over container c: select, then the passes that drop teasers,
 * previews and headings left alone. */
void select_all(struct extractor *x, int c)
{
	int first = x->nodes[c].first_block, end = x->nodes[c].end_block;
	select_blocks(x, c);
	drop_teaser_lists(x, first, end);
	drop_teaser_blocks(x, first, end);
	drop_previews(x, first, end);
	trim_more_links(x, first, end);
	drop_cta_band(x, c);
	drop_ask_boxes(x, c);
	drop_calc_box(x, c);
	drop_card_labels(x, first, end);
	drop_hero_slides(x, first, end);
	drop_dated_updates(x, c, first, end);
	drop_thread_stats(x, first, end);
	drop_reply_subjects(x, first, end);
	drop_quote_heads(x, first, end);
	drop_counter_labels(x, first, end);
	drop_teaser_dates(x, first, end);
	drop_more_dates(x, first, end);
	drop_dated_heads(x, first, end);
	drop_user_reviews(x, c, first, end);
	drop_review_section(x, c, first, end);
	drop_review_authors(x, first, end);
	drop_live_stamps(x, first, end);
	drop_player_box(x, first, end);
	drop_thread_events(x, first, end);
	drop_sign_repeats(x, first, end);
	drop_best_copy(x, first, end);
	drop_testimonials(x, c, first, end);
	drop_contact_box(x, c, first, end);
	keep_anchor_contact(x, c, first, end);
	drop_sales_card(x, c, first, end);
	drop_ticker_strip(x, first, end);
	drop_open_status(x, first, end);
	keep_label_urls(x, first, end);  /* before: its label is no orphan */
	drop_bare_ordinals(x, first, end);  /* before: nor its list's heading */
	drop_tree_here(x, c, first, end);
	drop_orphan_heads(x, first, end);
	drop_similar(x, first, end);
	drop_cite_box(x, first, end);
	drop_caption_credit(x, c, first, end);
	drop_colophon(x, first, end);
	drop_imprint_line(x, first, end);
	drop_fund_ask(x, c, first, end);
	drop_gauges(x, c, first, end);
	drop_progress_box(x, c, first, end);
	drop_pull_quotes(x, first, end);
	drop_english_dek(x, c, first, end);
	drop_code_labels(x, first, end);
	/* a run of links cut off a block of <br> lines between two kept
	 * parts of that block is the post's (its sources, a video, between
	 * its paragraphs), no menu */
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->brrun && b->keep <= 0 && b[-1].keep > 0 && b[1].keep > 0 &&
		    b[-1].owner == b->owner && b[1].owner == b->owner)
			b->keep = 1;
	}
	keep_item_head(x, first, end);
	keep_post_titles(x, first, end);
	drop_poster_panels(x, first, end);  /* after: a subject it kept is the panel's */
	drop_sign_boxes(x, first, end);
	keep_slide_heads(x, first, end);
	keep_fact_rows(x, first, end);
	keep_role_links(x, first, end);
	keep_cite_items(x, first, end);
	keep_cite_links(x, first, end);
	keep_cite_lines(x, first, end);
	keep_card_contacts(x, first, end);
	keep_team_cards(x, first, end);
	keep_ad_parts(x, c, first, end);
	keep_section_facts(x, first, end);
	keep_listing_gap(x, c, first, end);
	drop_sponsor_box(x, c, first, end);
	drop_buy_box(x, c, first, end);
	drop_tail_facts(x, c, first, end);
	drop_after_sign(x, c, first, end);
	keep_table_rows(x, c, first, end);
	drop_thread_lists(x, c, first, end);  /* after: its head row kept it */
	keep_grid_rows(x, c, first, end);
	keep_fig_rows(x, c, first, end);
	keep_event_titles(x, c, first, end);
	keep_event_when(x, c, first, end);
	keep_card_lists(x, c, first, end);
	keep_facts_head(x, c, first, end);
	keep_aside_facts(x, c, first, end);
	keep_needs_list(x, first, end);
	keep_verse_boxes(x, first, end);
	keep_poem_sign(x, first, end);
	keep_tab_labels(x, c, first, end);
	keep_service_refs(x, first, end);
	keep_close_refs(x, first, end);
	keep_closing_credit(x, first, end);
	drop_view_tallies(x, first, end);
	drop_zero_counters(x, first, end);
	drop_mail_ids(x, first, end);
	drop_reporter_mail(x, first, end);
	drop_poll_ask(x, first, end);
	drop_bid_list(x, first, end);
	drop_release_end(x, first, end);
	drop_portal_terms(x, first, end);
	drop_ticket_fields(x, first, end);  /* last: the keep_ rules keep facts */
}
