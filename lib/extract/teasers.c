/*
 * extract/teasers: phase 3's rules for what stands around an article and
 * points elsewhere (extract.c has the overview, select.c the selection):
 * teaser lists and cards after the body, previews cut off before their
 * "more" link, more-links and map links, similar-content boxes, orphaned
 * headings of dropped sections, pull quotes, caption credits, colophons and
 * a press release's end. Page classes: news and magazine articles, blogs,
 * index and glossary pages, shops' descriptions.
 */
#include "internal.h"

/* A wiki article's heading over its list of links to related articles,
 * the whole line under 40 characters: "See also", "Siehe auch", "Voir
 * aussi", "Véase también", "Vedi anche", "Zie ook", "Ver também". */
int see_also_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"see also", "siehe auch", "voir aussi", "v\xC3\xA9" "ase tambi\xC3\xA9n",
		"vedi anche", "zie ook", "ver tamb\xC3\xA9m", "veja tamb\xC3\xA9m",
	};
	n = label_len(s, n);
	if (n > 40)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* A list of MID_ITEMS or more linked items, each with MID_TEXT characters
 * outside its link (a year before it, a line after it: "2014: <a>Wilhelm-
 * Raabe-Literaturpreis</a>", "<a>Sphinx</a> – a documentation generator"),
 * between kept blocks of the body (past its heading above) is the body's:
 * a biography's awards, a project's list of tools. Its items and heading
 * are kept; a menu's items are links alone, and a list of related links
 * after the body has no kept block after it. */
#define MID_ITEMS 3
#define MID_TEXT 4
void mid_list(struct extractor *x, int l, int first, int end)
{
	int lf = x->nodes[l].first_block, le = x->nodes[l].end_block;
	if (le - lf < MID_ITEMS || le >= end || x->blocks[le].keep <= 0)
		return;
	for (int i = lf; i < le; i++) {  /* the first, decided already */
		const struct block *b = &x->blocks[i];
		if ((i > lf && b->keep != -5) || !(b->tag & F_LI) || !b->link_chars ||
		    b->chars - b->link_chars < MID_TEXT)
			return;
	}
	int h = lf - 1;
	if (h < first || !(x->blocks[h].keep > 0 || ((x->blocks[h].tag & F_HEAD) &&
	                                             h > first && x->blocks[h - 1].keep > 0)))
		return;
	if (x->blocks[h].tag & F_HEAD)
		x->blocks[h].keep = 2;
	for (int i = lf; i < le; i++)
		x->blocks[i].keep = 2;
}

/* A card of divs that opens with its date right over its linked headline,
 * the summary at block i ("<div><p><time>20.02.2025</time></p><h3><a>..
 * </a></h3><div><p>..</p></div>": a news list's, Contao's "layout_latest",
 * its class words hashed by a build, or none): a teaser; a service's card
 * carries no date. The date's line: DATED_WORDS words at most. */
#ifndef DATED_WORDS
#define DATED_WORDS 3
#endif
static int dated_card(const struct extractor *x, int first, int i)
{
	int hp = x->nodes[x->blocks[i - 1].owner].parent;
	if (i - 2 <= first || hp < 0 || x->nodes[hp].first_block != i - 2)
		return 0;
	const struct block *d = &x->blocks[i - 2];
	return !d->link_chars && d->words <= DATED_WORDS && d->chars < TEASER_DATE &&
	       !(d->tag & F_HEAD) && figure_date(x->text.p + d->off, d->len);
}

/* A card's date line between its linked headline and its summary, at
 * block i - 1 ("<div><h3><a>Adventsmarkt</a></h3><p>Sa 28.11., 11:00
 * Uhr</p><p>Mit Krippenausstellung ...</p></div>": an events or news
 * list's card, its class words hashed by a build, or none): a short line
 * with a date or a time in figures (dated), no link, no heading, under
 * MID_DATE bytes, the three blocks under one parent. 1 where it is. */
#ifndef MID_DATE
#define MID_DATE 40
#endif
/* the prose of a text above such cards (drop_teaser_lists) */
#ifndef MID_BODY
#define MID_BODY 400
#endif
static int mid_date(const struct extractor *x, int first, int i)
{
	if (i - 2 <= first)
		return 0;
	const struct block *d = &x->blocks[i - 1], *h = &x->blocks[i - 2];
	int p = x->nodes[x->blocks[i].owner].parent;
	return p >= 0 && !d->link_chars && d->chars < MID_DATE && !(d->tag & F_HEAD) &&
	       (h->tag & F_HEAD) && x->nodes[d->owner].parent == p &&
	       x->nodes[h->owner].parent == p && !ends_sentence(x->text.p + d->off, d->len) &&
	       dated(x->text.p + d->off, d->len);
}

/* Teaser lists: a short summary right after a headline that is all link,
 * the pair repeated under one parent (<dt><a>..</a></dt><dd>..</dd>, or
 * <h3><a>..</a></h3><p>..</p> in a list; the <p> in a box of its own in
 * an <article>'s card): other articles, not this one. */
static int teaser_pair(const struct extractor *x, int first, int i, int body)
{
	if (i <= first)
		return 0;
	/* past a card's date line between the headline and the summary, under
	 * a text's prose only (body): a programme's own cards stay ("<p>Gio
	 * 03.12.2026</p><h3><a>La traviata</a></h3><p>ore 20:30</p><p>..") */
	int mid = body && mid_date(x, first, i);
	const struct block *b = &x->blocks[i], *h = &x->blocks[i - 1 - mid];
	if (!b->keep || b->chars > TEASER_MAX || b->link_chars * 2 > b->chars ||
	    b->brief)
		return 0;
	if (h->chars > 200 || h->link_chars * 5 < h->chars * 4 || !(h->tag & (F_HEAD | F_LI)))
		return 0;
	/* a heading or a term that links within the page, to its own anchor,
	 * is its section's title, no teaser's: a reference's "<h2 id=syntaxe>
	 * <a href=#syntaxe>Syntaxe</a></h2>" over its text and a parameter's
	 * "<dt id=index><a href=#index>index</a></dt>" over its definition
	 * (MDN's), "Beschreibung", "Esempi" */
	if ((h->tag & (F_HEAD | F_DT)) && h->anchor_chars * 2 >= h->link_chars)
		return 0;
	/* a term after a linked definition opens the list's next entry, no
	 * summary of that link: a film's cast, "<dt>Ralf Behrens</dt><dd>
	 * <a>Jörg Hartwig</a></dd><dt>Mehmet Aydin</dt>" (a role, its actor),
	 * "<dt>Hersteller</dt><dd><a>Bosch</a></dd><dt>Modell</dt>" */
	if ((b->tag & F_DT) && !(h->tag & F_DT))
		return 0;
	int hp = x->nodes[h->owner].parent, bp = x->nodes[b->owner].parent;
	if (hp < 0 || bp < 0)
		return 0;
	if (bp == hp || bp == x->nodes[hp].parent)
		return 1;
	/* the summary in a box of its own, in a card that is an <article>
	 * within two levels: "<article class=post><h3><a>..</a></h3><div
	 * class=excerpt><p>..</p></div>" (a page builder's grid of posts;
	 * a company's services in cards of divs stay) */
	if (x->nodes[bp].parent != hp)
		return 0;
	for (int k = 0, a = hp; k < 3 && a >= 0; k++, a = x->nodes[a].parent)
		if (x->nodes[a].tag & F_ARTICLE)
			return 1;
	return dated_card(x, first, i);
}

/* The box that gathers the teaser pair ending at block i: the summary's
 * parent, or past the boxes around that pair alone, a card's wrappers
 * ("<div class=col><div class=card><div class=card-body><h3><a>..</a>
 * </h3><p>..</p>", an item of a list), the first that holds more, where
 * it opens with a card's linked headline: a grid of cards of its own,
 * not a page's services in cards under its introduction. */
static int teaser_group(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int p = nd[x->blocks[i].owner].parent, g = p;
	if (p < 0)
		return x->blocks[i].owner;
	/* a dated card's parent gathers its run */
	int hp = i > 1 ? nd[x->blocks[i - 1].owner].parent : -1;
	if (hp >= 0 && nd[p].parent == hp && nd[hp].parent >= 0 && dated_card(x, -1, i))
		return nd[hp].parent;
	int lo = i - 1 - mid_date(x, -1, i);  /* the headline, past a date line */
	while (nd[g].parent >= 0 && nd[g].first_block >= lo && nd[g].end_block <= i + 1)
		g = nd[g].parent;
	const struct block *h = &x->blocks[nd[g].first_block];
	return g == p || ((h->tag & (F_HEAD | F_LI)) && h->link_chars * 5 >= h->chars * 4) ?
	       g : p;
}

/* After the body (its last paragraph longer than any summary), teaser
 * pairs (teaser_pair), TEASER_RUN or more gathered in one box
 * (teaser_group: one parent, or a grid of cards, "col > card >
 * card-body"), are other articles: the summaries go. With no paragraph
 * of a body, pairs under terms of TERM_WORDS words or fewer that hold
 * twice the prose kept outside them are the page and stay with their
 * terms: a glossary's index ("<dt><a>Abfindung</a><dd>..."). */
#define TERM_WORDS 3
void drop_teaser_lists(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	/* only after the body: its last paragraph longer than any summary */
	int body_end = first, body = 0;
	long prose = 0;
	for (int i = first; i < end; i++) {
		if (x->blocks[i].keep && x->blocks[i].chars > TEASER_MAX &&
		    x->blocks[i].link_chars * 2 < x->blocks[i].chars)
			body_end = i + 1;
		/* a text's prose, MID_BODY characters, before the first card
		 * with a date line: a programme's or a feed's cards are the
		 * page (mid_date) */
		if (!body && mid_date(x, first, i))
			body = prose >= MID_BODY ? 1 : -1;
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			prose += x->blocks[i].chars;
	}
	body = body > 0;
	first = body_end;
	/* counted afresh: a second choice of container selects again */
	for (int i = first + 1; i < end; i++)
		if (nd[x->blocks[i].owner].parent >= 0)
			nd[teaser_group(x, i)].teasers = 0;
	for (int i = first + 1; i < end; i++)
		if (teaser_pair(x, first, i, body))
			nd[teaser_group(x, i)].teasers++;
	/* with no paragraph of a body, pairs under terms of up to
	 * TERM_WORDS words that hold twice the prose kept outside them are
	 * the page: a glossary's terms, each linked to its page over its
	 * definition (a news site's teasers run under headlines) */
	if (body_end == first) {
		long in = 0, out = 0;
		for (int i = first; i < end; i++) {
			const struct block *b = &x->blocks[i];
			int pair = i > first && teaser_pair(x, first, i, 0) &&
			           nd[teaser_group(x, i)].teasers >= TEASER_RUN;
			if (pair && b[-1].words > TERM_WORDS)
				in = -1 - 2 * end;
			if (b->keep > 0 && is_prose(b))
				*(pair ? &in : &out) += b->chars;
		}
		if (in > 2 * out) {
			for (int i = first + 1; i < end; i++)  /* with their terms */
				if (x->blocks[i].keep > 0 && teaser_pair(x, first, i, 0) &&
				    nd[teaser_group(x, i)].teasers >= TEASER_RUN)
					x->blocks[i - 1].keep = 2;
			return;
		}
	}
	for (int i = first + 1; i < end; i++)
		if (teaser_pair(x, first, i, body) &&
		    nd[teaser_group(x, i)].teasers >= TEASER_RUN) {
			/* a card's date line goes with its summary */
			if (body && mid_date(x, first, i))
				x->blocks[i - 1].keep = 0;
			x->blocks[i].keep = 0;
		}
}

/* A teaser in one block: a linked headline, a line break, and a short
 * summary ("<a>Title</a><br>Summary..."). */
static int teaser_block(const struct block *b)
{
	return b->keep && b->lead_br && b->lead >= 10 && b->lead == b->link_chars &&
	       b->chars - b->lead >= 20 && b->chars - b->lead <= TEASER_MAX;
}

/* After the last paragraph of the body, teasers in one block, two or more
 * under one parent or grandparent, are a list of other articles. The body
 * ends at its last paragraph of TEASER_LAST characters or more: short lines
 * of prose after the teasers (a list of reports) do not push its end past
 * them. Teasers before such a paragraph mix with the body (an index page):
 * then it ends at its last line of prose. A body of under TEASER_BODY
 * characters of prose (an index page's short introduction) ends nothing. */
void drop_teaser_blocks(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	int last = -1, prose = -1, seen = 0, mixed = 0;
	long body = 0, sum = 0;
	for (int i = first; i < end; i++) {
		if (teaser_block(&x->blocks[i]))
			seen = 1;
		else if (x->blocks[i].keep && is_prose(&x->blocks[i])) {
			sum += x->blocks[i].chars;
			prose = i;
			if (x->blocks[i].chars >= TEASER_LAST) {
				mixed |= seen;
				last = i, body = sum;
			}
		}
	}
	if (mixed || last < 0)
		last = prose, body = sum;
	/* an index page's short introduction is not a body to end */
	if (last < 0 || body < TEASER_BODY)
		return;
	/* counted per grandparent of the block's element: the teasers are
	 * siblings, or each is wrapped in an element of its own */
	for (int pass = 0; pass < 3; pass++)
		for (int i = last + 1; i < end; i++) {
			struct block *b = &x->blocks[i];
			int p = nd[b->owner].parent, g = p >= 0 ? nd[p].parent : -1;
			if (g < 0 || !teaser_block(b))
				continue;
			if (pass == 0)
				nd[g].tblocks = 0;
			else if (pass == 1)
				nd[g].tblocks++;
			else if (nd[g].tblocks >= TEASER_RUN)
				b->keep = 3;  /* marked: dropped below */
		}
	/* the list goes with its heading ("Most popular") */
	int head = -1;
	for (int i = last + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep == 3) {
			if (head >= 0)
				x->blocks[head].keep = 0;
			b->keep = 0;
		}
		if (b->keep)
			head = (b->tag & F_HEAD) || (b->chars < 40 && !b->punct) ? i : -1;
	}
}

/* A preview: a block cut off with an ellipsis before its link to the rest
 * ("... more") whose text up to the ellipsis opens a block within the next
 * PREVIEW_NEAR blocks, the whole text (a shop's description tab shows both:
 * the preview for small screens). The whole text stays. */
#ifndef PREVIEW_NEAR
#define PREVIEW_NEAR 40
#endif
void drop_previews(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !b->tail_link || b->len < 40)
			continue;
		const char *s = x->text.p + b->off;
		const char *e = memmem(s, b->len, "...", 3);
		if (!e)
			e = memmem(s, b->len, "\xE2\x80\xA6", 3);
		size_t n = e ? (size_t)(e - s) : 0;
		if (n < 40)
			continue;
		for (int j = i + 1; j < end && j <= i + PREVIEW_NEAR; j++) {
			const struct block *f = &x->blocks[j];
			if (f->keep && f->len > n && !memcmp(x->text.p + f->off, s, n)) {
				b->keep = 0;
				break;
			}
		}
	}
}

/* A generated reference's member row closes with a link to the member's
 * own section further down the page, its text one word and an ellipsis
 * (Doxygen's "More...", "Mehr ...", "Plus de détails...", "Más...",
 * "Meer...", "Altro..."): the row's text is the description before it.
 * The link leads within the page (tail_link 2) and is cut off the row. */
#define MORE_LINK 24
static int more_link(const char *s, size_t n)
{
	static const char *const w[] = {
		"more", "mehr", "plus", "m\xC3\xA1s", "meer", "altro", "continua",
		"weiter", "suite", NULL
	};
	while (n && s[0] == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	if (n < 5 || n > MORE_LINK)
		return 0;
	if (memcmp(s + n - 3, "...", 3) && memcmp(s + n - 3, "\xE2\x80\xA6", 3))
		return 0;
	n -= 3;
	while (n && s[n - 1] == ' ')
		n--;
	for (int i = 0; w[i]; i++) {
		size_t k = strlen(w[i]);
		if (n >= k && !strncasecmp(s, w[i], k) && (n == k || s[k] == ' '))
			return 1;
	}
	return 0;
}

/* and a button's label closing a kept line, a link named a button of
 * BUTTON_TAIL bytes or fewer after the line's own text: a date's offer
 * with its call ("14.06.2027 – 21.06.2027 ab 1.499 € p. P. Jetzt buchen",
 * "Réserver", "Book now", "Zum Tarif"); the call goes, the line stays;
 * and so does a link to the map closing an address (map_link: "Seeufer-
 * straße 14, 5700 Zell am See – Hervorragende Lage – Karte anzeigen",
 * "Show on map", "Voir sur la carte", "Mostra sulla mappa", "Ver mapa",
 * "Toon op kaart") */
#ifndef BUTTON_TAIL
#define BUTTON_TAIL 24
#endif
#ifndef MAP_TAIL
#define MAP_TAIL 48
#endif
static int map_link(const char *s, size_t n)
{
	static const char *const w[] = {
		"karte anzeigen", "auf karte anzeigen", "auf der karte anzeigen", "show map",
		"show on map", "view map", "view on map", "voir la carte", "voir sur la carte",
		"afficher la carte", "mostra mappa", "mostra sulla mappa", "vedi mappa",
		"ver mapa", "ver en el mapa", "toon kaart", "toon op kaart", "bekijk op kaart",
	};
	while (n && (s[n - 1] == ' ' || s[n - 1] == '.'))
		n--;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t k = strlen(w[i]);
		if (n >= k && !strncasecmp(s + n - k, w[i], k))
			return 1;
	}
	return 0;
}
/* A box's header in CJK, its label and its link to more of the same
 * ("<div class=header><span class=title>词条图册</span><a class=more-link>
 * 更多图册</a>", "相关新闻 更多>>", "関連記事 もっと見る", "관련 기사 더보기"):
 * a label of MORE_LABEL bytes at most, no sentence, then a link that
 * opens with the word for more. It heads links of the site's (a gallery,
 * a list of teasers), no text: the whole line goes. */
#ifndef MORE_LABEL
#define MORE_LABEL 24
#endif
static int more_cjk(const char *s, size_t n)
{
	static const char *const w[] = {
		"更多", "查看更多", "查看全部", "もっと見る", "一覧を見る", "すべて見る", "더보기",
		"전체보기",
	};
	while (n && s[0] == ' ')
		s++, n--;
	return n <= MORE_LINK && STARTS_ANY_CI(s, n, w);
}

void trim_more_links(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !b->tail_link || b->tail_off <= b->off ||
		    b->tail_off >= b->off + b->len)
			continue;
		const char *s = x->text.p;
		size_t e = b->off + b->len;
		if (b->tail_off - b->off <= MORE_LABEL && b->cjk &&
		    more_cjk(s + b->tail_off, e - b->tail_off) &&
		    !ends_sentence(s + b->off, b->tail_off - b->off)) {
			b->keep = 0;
			continue;
		}
		int more = b->tail_link == 2 && more_link(s + b->tail_off, e - b->tail_off);
		if (!more &&
		    !(b->tail_btn && e - b->tail_off <= BUTTON_TAIL &&
		      b->link_chars * 2 < b->chars) &&
		    !(e - b->tail_off <= MAP_TAIL && b->link_chars * 2 < b->chars &&
		      map_link(s + b->tail_off, e - b->tail_off)))
			continue;
		size_t n = b->tail_off;
		while (n > b->off && (s[n - 1] == ' ' || s[n - 1] == '\n'))
			n--;
		/* the dash, dot or bar that set the link apart ("...
		 * Österreich – Karte anzeigen") goes with it */
		if (!more) {
			size_t k = n > b->off + 3 && !memcmp(s + n - 3, "\xE2\x80\x93", 3) ? 3 :
			           n > b->off + 2 && !memcmp(s + n - 2, "\xC2\xB7", 2) ? 2 :
			           n > b->off + 1 && (s[n - 1] == '|' || s[n - 1] == '-') ? 1 : 0;
			if (k && s[n - k - 1] == ' ')
				n -= k;
			while (n > b->off && s[n - 1] == ' ')
				n--;
		}
		if (n > b->off)
			b->len = n - b->off;
	}
}

/* A label that heads what follows as a heading does, set in a box of its
 * own or bold in a list item: a few words that end in a colon, no link
 * ("MEHR AUF SPIEGEL ONLINE:", "Im Internet:", a mail archive's
 * "Follow-Ups:", "Weitere Artikel:", "Voir aussi :"). */
#define LABEL_HEAD 50
static int label_head(const struct extractor *x, const struct block *b)
{
	if (b->tag & F_HEAD)
		return 1;
	if (b->chars >= LABEL_HEAD || b->link_chars || b->words > 5 || !b->len)
		return 0;
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	return n && s[n - 1] == ':';
}

/* A list item's number in a box of its own, kept, beside the item's link
 * that was dropped ("<li><div class=TrackNumber>4.</div><a>Nachtschicht
 * </a></li>", an album's tracklist in a lyrics page's sidebar; a ranking's
 * "1)"): it numbers nothing of the text. Up to ORDINAL_UP levels from the
 * number and from the link to their item. */
#define ORDINAL_UP 3
static int item_of(const struct node *nd, int o)
{
	for (int k = 0; k <= ORDINAL_UP && o >= 0; k++, o = nd[o].parent)
		if (nd[o].tag & F_LI)
			return o;
	return -1;
}

void drop_bare_ordinals(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		size_t n = b->len;
		if (b->keep <= 0 || n < 2 || n > 4 || b->link_chars || (s[n - 1] != '.' && s[n - 1] != ')'))
			continue;
		size_t d = 0;
		while (d < n - 1 && isdigit((unsigned char)s[d]))
			d++;
		const struct block *a = &b[1];
		if (d != n - 1 || a->keep > 0 || a->link_chars * 2 <= a->chars)
			continue;
		int li = item_of(nd, b->owner);
		if (li >= 0 && li == item_of(nd, a->owner))
			b->keep = 0;
	}
}

/* A tree of links in the text, the current page its one item without a
 * link: a genealogy site's pedigree ("Ahnentafel": the ancestors' and the
 * children's linked names, nested, around the person's own, "Streibl,
 * Johann Georg"), a site tree in the page. The item, short (under
 * TREE_ITEM characters) and no sentence, in nested lists (its own in a
 * list item, or a list in its own item) whose other lines, TREE_LINKS or
 * more, are links alone, goes with them (and the tree's heading after it:
 * drop_orphan_heads). */
#ifndef TREE_LINKS
#define TREE_LINKS 4
#endif
#define TREE_ITEM 60
void drop_tree_here(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		int li = b->owner;
		if (b->keep <= 0 || b->link_chars || !(b->tag & F_LI) || b->chars >= TREE_ITEM ||
		    !(nd[li].tag & F_LI) || nd[li].parent <= c)
			continue;
		int top = nd[li].parent, up;
		while ((up = nd[top].parent) > c && (nd[up].tag & F_LI) && nd[up].parent > c)
			top = nd[up].parent;  /* a list in an item: the tree's */
		if (top == nd[li].parent && nd[li].end_block == i + 1)
			continue;  /* no tree: a flat list, a leaf */
		if (nd[top].first_block < first || nd[top].end_block > end ||
		    ends_sentence(x->text.p + b->off, b->len))
			continue;
		int links = 0, other = 0;
		for (int j = nd[top].first_block; j < nd[top].end_block && !other; j++) {
			const struct block *e = &x->blocks[j];
			if (j == i)
				continue;
			if (e->chars && e->link_chars == e->chars)
				links++;
			else
				other = 1;
		}
		if (!other && links >= TREE_LINKS)
			b->keep = 0;
	}
}

/* A heading that names a post's attached files: "Anhänge", "Angehängte
 * Dateien", "Attachments", "Attached files", "Pièces jointes", "Allegati",
 * "Adjuntos", "Bijlagen" (drop_orphan_heads). */
static int files_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"anh\xC3\xA4nge", "angeh\xC3\xA4ngt", "dateianhang", "attachment",
		"attached file", "pi\xC3\xA8" "ces jointes",
		"pi\xC3\xA8" "ce jointe", "allegat",
		"adjunto", "bijlage", "anexos", "za\xC5\x82\xC4\x85" "cznik",
	};
	return HAS_ANY_CI(s, n, w);
}

/* The number that opens a heading, "7 Stoneware Baking Dish", "12.
 * Lisbon", "3) ...": up to three digits and a space, a point or a bracket
 * before its text; -1: none. */
#ifndef HEADNUM_DIGITS
#define HEADNUM_DIGITS 3
#endif
static int head_number(const char *s, size_t n)
{
	size_t d = 0;
	int v = 0;
	while (d < n && d <= HEADNUM_DIGITS && isdigit((unsigned char)s[d]))
		v = v * 10 + (s[d++] - '0');
	if (!d || d > HEADNUM_DIGITS || d + 2 > n)
		return -1;
	if (s[d] == '.' || s[d] == ')')
		d++;
	return s[d] == ' ' && d + 1 < n && !isdigit((unsigned char)s[d + 1]) ? v : -1;
}

/* Whether block j is a heading's tool: a line in brackets of
 * HEAD_TOOL_MAX characters at most, mostly links, beside the heading
 * (h2-h6) right above it, the two alone in one box: a wiki's edit links
 * ("<div><h2>Geschichte</h2><span>[<a>Bearbeiten</a> | <a>Quelltext
 * bearbeiten</a>]</span></div>", "[edit]", "[modifier | modifier le
 * code]"), whatever the box's name. It heads nothing and ends no
 * section: its heading's section runs on under it. */
#ifndef HEAD_TOOL_MAX
#define HEAD_TOOL_MAX 48
#endif
int head_tool(const struct extractor *x, int j)
{
	const struct block *b = &x->blocks[j];
	const char *s = x->text.p + b->off;
	if (j < 1 || !(b[-1].tag & F_HEAD) || (b[-1].tag & F_H1) || b->chars > HEAD_TOOL_MAX ||
	    b->len < 3 || s[0] != '[' || s[b->len - 1] != ']' || b->link_chars * 4 < b->chars * 3)
		return 0;
	const struct node *o = &x->nodes[b->owner];
	return o->first_block == j - 1 && o->end_block == j + 1 &&
	       x->nodes[x->blocks[j - 1].owner].parent == b->owner;
}

/* A heading whose section selection dropped whole ("Topics" over a list of
 * links, "Recent posts" over teaser cards), or a label as one
 * (label_head: an old news page's "MEHR AUF SPIEGEL ONLINE:" over its
 * links), heads nothing: it goes when what follows it up to the next kept
 * block was dropped and that block is another heading or label, or there
 * is none. A heading numbered one past the heading last met, if that one
 * is of its tag and class (kept or dropped here), is an item of a numbered
 * list, a roundup's, whatever of its own text went (a shop's card among the recipes: "6 Cranberry Sauce"
 * over its text, then "7 Stoneware Baking Dish" over a dropped price). */
void drop_orphan_heads(struct extractor *x, int first, int end)
{
	int num = -1;
	unsigned cls = 0, tag = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (!b->keep || !label_head(x, b))
			continue;
		if (b->tag & F_HEAD) {
			int v = head_number(x->text.p + b->off, b->len);
			unsigned bc = x->nodes[b->owner].cls, bt = b->tag & (F_HEAD | F_H1);
			int next = v > 0 && v == num + 1 && bc && bc == cls && bt == tag;
			num = v, cls = bc, tag = bt;
			if (next)
				continue;
		}
		int dropped = 0, links = 1, some = 0, j = i + 1;
		for (; j < end && !x->blocks[j].keep; j++) {
			if (x->blocks[j].len == 2 && x->text.p[x->blocks[j].off] == '0' &&
			    lone_number(x->text.p + x->blocks[j].off, 2))
				continue;  /* a step's number ("01") over its title */
			if (j == i + 1 && head_tool(x, j))
				continue;  /* its edit links beside it */
			int l = x->blocks[j].link_chars * 2 > x->blocks[j].chars;
			dropped += x->blocks[j].chars;
			links &= l;
			some |= l;
		}
		/* a label, over links (a value dropped under its label is
		 * no such list: "Etage:" over "2 von 4"); or over a list of
		 * links, two or more, each a line, between paragraphs ("More
		 * from The Daily Courier:" over the paper's other stories) */
		if (!(b->tag & F_HEAD)) {
			if ((some && (j == end || label_head(x, &x->blocks[j]))) ||
			    (links && j - i > 2 && (x->blocks[i + 1].tag & F_LI)))
				b->keep = 0;
			continue;
		}
		/* or the container's last block, a heading over no text (a
		 * company's "Unsere Partner" over its partners' logos, "Nos
		 * références", "Our clients"); the headline alone stays */
		if (!dropped && j == end && i != x->headline && !(b->tag & F_H1)) {
			b->keep = 0;
			continue;
		}
		/* or, a short title and no sentence, by a list of links, two
		 * or more, each a line: "Articles similaires" over the post's
		 * last paragraph */
		if (dropped && (j == end || (x->blocks[j].tag & F_HEAD) ||
		                (links && j - i > 2 && (x->blocks[i + 1].tag & F_LI) &&
		                 b->chars < 50 &&
		                 !ends_sentence(x->text.p + b->off, b->len)))) {
			b->keep = 0;
			continue;
		}
		/* or the box it opens was dropped but for it: an inline box
		 * of links under its title ("Další články") between
		 * paragraphs; a post's box of attached files under its
		 * heading that names them, their names and sizes no
		 * sentence ("Anhänge" over XenForo's "attachmentList", MyBB's
		 * fieldset "Angehängte Dateien" over "Miniaturbild(er)") */
		int p = x->nodes[b->owner].parent;
		if (p < 0 || x->nodes[p].first_block != i || x->nodes[p].end_block > end)
			continue;
		int files = b->chars < LABEL_HEAD && files_head(x->text.p + b->off, b->len);
		dropped = 0;
		for (j = i + 1; j < x->nodes[p].end_block && !x->blocks[j].keep; j++) {
			const struct block *e = &x->blocks[j];
			if (j == i + 1 && head_tool(x, j))
				continue;
			if (e->link_chars * 2 <= e->chars &&
			    (!files || ends_sentence(x->text.p + e->off, e->len)))
				break;
			dropped += e->chars;
		}
		if (dropped && j == x->nodes[p].end_block)
			b->keep = 0;
	}
}

/* drop_similar's limits (its comment says what they bound) */
#ifndef SIM_RUN
#define SIM_RUN 2
#endif
#define SIM_HEAD 60
#define SIM_CARD 600
#define SIM_MAX 8    /* headings looked at: each scans its parent's nodes */
int similar_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"similar", "simil", "\xC3\xA4hnlich", "\xC3\x84hnlich", "vergelijkbar",
		"auch interessieren", "also like", "might like", "may also be interested",
		"te puede interesar", "potrebbe interessarti", "pourrait vous int",
	};
	/* or that opens with "more": a firm's other case studies or
	 * products under one ("Weitere Referenzen", "More case studies",
	 * "Autres réalisations", "Altri progetti", "Meer klantcases") */
	static const char *const more[] = {
		"weitere ", "more ", "other ", "autres ", "altri ", "altre ", "meer ",
		"andere ", "otros ", "otras ", "m\xC3\xA1s ",
	};
	if (n >= SIM_HEAD)
		return 0;
	for (size_t k = 0; k < sizeof more / sizeof *more; k++)
		if (n > strlen(more[k]) && !strncasecmp(s, more[k], strlen(more[k])))
			return 1;
	return HAS_ANY_CI(s, n, w);
}

/* Marks the boxes of one tag and class among the children of p after
 * node from; returns how many there are (all of them links' cards). */
static int similar_boxes(struct extractor *x, int p, int from, int mark)
{
	struct node *nd = x->nodes;
	unsigned cls = 0;
	int n = 0;
	for (int i = from + 1; i < x->nnodes && nd[i].first_block < nd[p].end_block; i++) {
		if (nd[i].parent != p || nd[i].first_block == nd[i].end_block)
			continue;
		int link = 0;
		for (int j = nd[i].first_block; j < nd[i].end_block && !link; j++)
			link = x->blocks[j].link_chars > 0;
		if (!nd[i].cls || (cls && nd[i].cls != cls) || !link || nd[i].tchars >= SIM_CARD)
			return 0;
		cls = nd[i].cls;
		n++;
		if (mark)
			unkeep(x, nd[i].first_block, nd[i].end_block);
	}
	return n;
}

/* A page builder wraps the heading and the grid each in widgets of their
 * own (Elementor's "elementor-widget-heading" and "elementor-widget-posts"
 * over "<article class=elementor-post>"s): up from heading h, SIM_UP
 * levels at most, through boxes it opens, the next sibling that holds
 * blocks, and down from it, SIM_UP levels at most, through boxes that
 * hold one child with blocks, the box whose children are SIM_RUN or more
 * cards; or -1. */
#define SIM_UP 3
static int sim_grid(struct extractor *x, int h)
{
	const struct node *nd = x->nodes;
	int a = h;
	for (int up = 0; up < SIM_UP && nd[a].parent >= 0; up++) {
		int p = nd[a].parent;
		if (nd[p].first_block != nd[h].first_block)
			break;
		a = p;
		if (nd[a].parent < 0)
			break;
		int q = -1;
		for (int k = a + 1; k < x->nnodes && nd[k].first_block < nd[nd[a].parent].end_block;
		     k++)
			if (nd[k].parent == nd[a].parent && k > a &&
			    nd[k].first_block >= nd[a].end_block &&
			    nd[k].first_block < nd[k].end_block) {
				q = k;
				break;
			}
		for (int down = 0; q >= 0 && down <= SIM_UP; down++) {
			if (similar_boxes(x, q, q, 0) >= SIM_RUN)
				return q;
			int only = -1, kids = 0;
			for (int k = q + 1; k < x->nnodes && nd[k].first_block < nd[q].end_block;
			     k++)
				if (nd[k].parent == q && nd[k].first_block < nd[k].end_block) {
					only = k;
					kids++;
				}
			q = kids == 1 ? only : -1;
		}
	}
	return -1;
}

/* Similar listings under the page's own ("Ähnliche Jobs", "Similar
 * properties", "Offres similaires", "Das könnte Sie auch interessieren"):
 * a heading of under SIM_HEAD characters that says so, over SIM_RUN or
 * more boxes of one tag and class, each holding a link and under
 * SIM_CARD characters (its siblings, or the children of its next
 * sibling: a grid's row), is a portal's list of other jobs, flats or
 * events, their snippets prose: the heading and the boxes go. */
void drop_similar(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	for (int i = first, seen = 0; i < end && seen < SIM_MAX; i++) {
		struct block *b = &x->blocks[i];
		int h = b->owner, p = nd[h].parent;
		if (!(b->tag & F_HEAD) || b->link_chars || p < 0 ||
		    !similar_head(x->text.p + b->off, b->len))
			continue;
		seen++;
		/* the heading's next sibling, whose children may be the
		 * boxes (a grid's row) */
		int next = -1;
		for (int k = h + 1; k < x->nnodes && nd[k].first_block < nd[p].end_block; k++)
			if (nd[k].parent == p && nd[k].first_block < nd[k].end_block) {
				next = k;
				break;
			}
		if (similar_boxes(x, p, h, 0) >= SIM_RUN)
			similar_boxes(x, p, h, 1);
		else if (next >= 0 && similar_boxes(x, next, next, 0) >= SIM_RUN)
			similar_boxes(x, next, next, 1);
		else if ((next = sim_grid(x, h)) >= 0)
			similar_boxes(x, next, next, 1);
		else
			continue;
		b->keep = 0;
	}
}

/* A pull quote: a sentence of the body set again, large, in a blockquote
 * between its paragraphs ("<blockquote class=quote--pull>",
 * "wp-block-pullquote", "exergue"; "Wer Zeit hat, ist verdächtig.", "« On
 * ne peut pas être contre le loup »") is the copy of a kept paragraph's
 * words, no text of its own: a blockquote of one or two blocks whose first
 * line, its quotation marks stripped, is PULL_MIN+ bytes found in a longer
 * kept block outside it, PULL_NEAR blocks away at most and in the box
 * PULL_UP levels above it, goes whole (its attribution too). A quote that
 * stands alone, a reply's quote of a whole post, or of a sentence of an
 * earlier post with no attribution (Flarum's "<blockquote class=
 * uncited>": the source in another post's box), or one a line leads in to
 * with its colon ("You write:"), a blog quoting its own older post
 * further up, stays. A magazine's pull quote cut together from one
 * paragraph's quotation around its "he said" ("“You notice silence out
 * here. It means somebody made a decision.”" from "“You notice
 * silence out here,” Erik told me. “It means ...”"; "« On ne
 * peut pas. Il faut choisir. »") is a copy too: two or more pieces
 * between its stops and commas, each PULL_PIECE+ bytes, all found in
 * one neighbour (pull_pieces). A theme may set the quote in a box of its
 * own around its one paragraph instead ("<div class=pullquote><p>"): such
 * a paragraph of PULL_BOX+ bytes, no heading, item or cell, found whole
 * in a kept neighbour, its closing stop aside (a comma there: "...
 * coverage," she said), is a copy too. */
#ifndef PULL_MIN
#define PULL_MIN 20
#endif
#ifndef PULL_MAX
#define PULL_MAX 400
#endif
#ifndef PULL_NEAR
#define PULL_NEAR 8
#endif
#ifndef PULL_UP
#define PULL_UP 3
#endif
#ifndef PULL_BOX
#define PULL_BOX 40
#endif
static int quote_mark(const unsigned char *u, size_t n)
{
	if (n >= 1 && (u[0] == '"' || u[0] == '\'' || u[0] == ' '))
		return 1;
	if (n >= 2 && u[0] == 0xC2 && (u[1] == 0xAB || u[1] == 0xBB || u[1] == 0xA0))
		return 2;
	if (n >= 3 && u[0] == 0xE2 && u[1] == 0x80 &&
	    ((u[2] >= 0x98 && u[2] <= 0x9F) || u[2] == 0xB9 || u[2] == 0xBA || u[2] == 0xAF))
		return 3;
	return 0;
}

#ifndef PULL_PIECE
#define PULL_PIECE 12
#endif
/* s's pieces between ". , ; : ! ?" and a space, quotation marks and stops
 * stripped, two or more, each PULL_PIECE+ bytes and all in h */
static int pull_pieces(const char *h, size_t hn, const char *s, size_t n)
{
	int pieces = 0;
	for (size_t a = 0; a < n;) {
		size_t e = a;
		while (e < n && !(strchr(".,;:!?", s[e]) && (e + 1 == n || s[e + 1] == ' ')))
			e++;
		size_t next = e + 1, k;
		while (a < e && (k = quote_mark((const unsigned char *)s + a, e - a)) > 0)
			a += k;
		for (int back = 1; back && e > a;) {
			back = 0;
			for (k = 1; k <= 3 && k <= e - a && !back; k++)
				if (quote_mark((const unsigned char *)s + e - k, k) == (int)k)
					back = (int)k;
			e -= (size_t)back;
		}
		if (e - a < PULL_PIECE || !memmem(h, hn, s + a, e - a))
			return 0;
		pieces++;
		a = next;
	}
	return pieces >= 2;
}

void drop_pull_quotes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->link_chars || b->len < PULL_MIN || b->len > PULL_MAX)
			continue;
		int q = b->owner;
		for (int up = 0; q >= 0 && up < 3 && !(nd[q].tag & F_QUOTE); up++)
			q = nd[q].parent;
		/* (or a box of its own around the one paragraph, whatever
		 * its name, "<div class=pullquote><p>": then the copy is
		 * found whole, PULL_BOX+ bytes) */
		int bare = 0;
		if ((q < 0 || !(nd[q].tag & F_QUOTE)) && nd[b->owner].parent >= 0 &&
		    !(b->tag & (F_HEAD | F_LI | F_TD | F_DT)) && b->len >= PULL_BOX) {
			q = nd[b->owner].parent;
			bare = nd[q].first_block == i && nd[q].end_block == i + 1 &&
			       nd[q].parent >= 0 && nd[nd[q].parent].end_block > i + 1;
			if (!bare)
				continue;
		}
		if (q < 0 || (!bare && !(nd[q].tag & F_QUOTE)) || nd[q].first_block != i ||
		    nd[q].end_block - i > 2 || nd[q].first_block < first || nd[q].end_block > end)
			continue;
		const char *s = x->text.p + b->off;
		size_t n = b->len, k;
		while (n && (k = quote_mark((const unsigned char *)s, n)) > 0)
			s += k, n -= k;
		for (int back = 1; back && n > 3;) {
			back = 0;
			for (k = 1; k <= 3 && !back; k++)
				if (quote_mark((const unsigned char *)s + n - k, k) == (int)k)
					back = (int)k;
			n -= (size_t)back;
		}
		if (bare && n && strchr(".!?", s[n - 1]))
			n--;  /* its stop a comma in the body ("... coverage," he said) */
		if (n < PULL_MIN)
			continue;
		const struct block *pb = i > first ? &x->blocks[i - 1] : NULL;
		if (pb && pb->len && x->text.p[pb->off + pb->len - 1] == ':')
			continue;
		/* the copied paragraph is the quote's neighbour in its body box,
		 * PULL_UP levels above the quote at most; one in another post
		 * of a thread is what a reply quotes */
		int box = q;
		for (int up = 0; up < PULL_UP && nd[box].parent >= 0; up++)
			box = nd[box].parent;
		int lo = i - PULL_NEAR > first ? i - PULL_NEAR : first;
		int hi = nd[q].end_block + PULL_NEAR < end ? nd[q].end_block + PULL_NEAR : end;
		if (lo < nd[box].first_block)
			lo = nd[box].first_block;
		if (hi > nd[box].end_block)
			hi = nd[box].end_block;
		int found = 0;
		for (int j = lo; j < hi && !found; j++) {
			const struct block *o = &x->blocks[j];
			if (j >= nd[q].first_block && j < nd[q].end_block)
				continue;
			found = o->keep > 0 && o->len > n + PULL_MIN &&
			        (memmem(x->text.p + o->off, o->len, s, n) != NULL ||
			         (!bare && pull_pieces(x->text.p + o->off, o->len, s, n)));
		}
		if (!found)
			continue;
		unkeep(x, nd[q].first_block, nd[q].end_block);
		i = nd[q].end_block - 1;
	}
}

/* A picture's credit on a line of its own under its kept caption, the two
 * alone in one box ("<figcaption><div class=caption-text>The water tower,
 * built in 1962, ...</div><div class=caption-source>JAMIE ORTEGA, The
 * Courier</div>", "<p class=imageCaption>...</p><span class=imageCredit>
 * SWNS</span>", "Foto: Hans Muster", "Photo : AFP / Léa Martin"): a name
 * or an agency, CREDIT_WORDS words and CREDIT_LINE characters at most, no
 * link nor figure (a video's "(Published Monday, Nov. 18, 2019)" under
 * its caption is its text), not a heading, an item nor a cell, no
 * sentence (a caption's second line is one), in a box CREDIT_UP levels
 * above it at most that holds the caption and the credit and nothing
 * else. The caption stays and the credit goes; a pull quote's speaker in
 * the quotation's blockquote ("<figure class=wp-block-pullquote>
 * <blockquote><p>...</p><cite>Sabine Hägele, Fraktionsvorsitzende</cite>",
 * "<cite>Marie Dubois, adjointe au maire</cite>") is no credit. */
#ifndef CREDIT_WORDS
#define CREDIT_WORDS 6
#endif
#ifndef CREDIT_UP
#define CREDIT_UP 3
#endif
#ifndef CREDIT_LINE
#define CREDIT_LINE 64
#endif
void drop_caption_credit(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *a = b - 1;
		if (b->keep <= 0 || a->keep <= 0 || b->link_chars || b->words > CREDIT_WORDS ||
		    b->chars >= CREDIT_LINE || (b->tag & (F_HEAD | F_H1 | F_LI | F_TD)) ||
		    nd[a->owner].nearest_cap <= c || a->owner == b->owner ||
		    ends_sentence(x->text.p + b->off, b->len) ||
		    has_digit(x->text.p + b->off, b->len) || quote_cite(x, i, first))
			continue;
		int p = b->owner;
		for (int up = 0; up < CREDIT_UP && p > c && nd[p].first_block > i - 1; up++)
			p = nd[p].parent;
		if (p > c && nd[p].first_block == i - 1 && nd[p].end_block == i + 1)
			b->keep = 0;
	}
}

/* A colophon under the text: a heading that is the word alone ("COLOPHON"
 * over a man page's "This page was obtained from the project's upstream
 * Git repository ...", "Kolophon", "Colofon", "Colofón"), with text kept
 * above it, and the paragraphs under it up to the next heading: how and
 * where the page was made, no part of its text. A short line after them
 * (the man page's footer, "rsync 3.3.0  6 Apr 2024  rsync(1)", under
 * COLOPHON_LINE characters) ends the section. */
#ifndef COLOPHON_LINE
#define COLOPHON_LINE 40
#endif
void drop_colophon(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"colophon", "kolophon", "colofon", "colof\xC3\xB3n", "colofone",
	};
	int kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		size_t k = 0;
		if ((b->tag & F_HEAD) && b->keep > 0 && kept && b->len <= 10)
			while (k < sizeof w / sizeof *w && (strlen(w[k]) != b->len ||
			       !starts_with_ci(x->text.p + b->off, b->len, w[k])))
				k++;
		if (!(b->tag & F_HEAD) || b->keep <= 0 || !kept || b->len > 10 ||
		    k == sizeof w / sizeof *w) {
			kept |= b->keep > 0;
			continue;
		}
		int j = i + 1;
		while (j < end && !(x->blocks[j].tag & F_HEAD) &&
		       (j == i + 1 || x->blocks[j].chars >= COLOPHON_LINE))
			j++;
		unkeep(x, i, j);
		return;
	}
}

/* The line a wire service sets where a release it carried ends, under
 * RELEASE_END characters, with RELEASE_BODY characters of text kept above
 * it: "Ende der Mitteilung", "Ende der Insiderinformation", "End of
 * Announcement", "End of Inside Information", "Fin du communiqué", "Fine
 * del comunicato", "Fin del comunicado", "Einde persbericht". What
 * follows is the service's (its distribution note, the issuer's facts
 * table, "Sprache: Deutsch", "ISIN: ..."): the line and all kept after it
 * go. And so does the end mark alone on its line between dashes,
 * brackets, "=", "*" or spaces, "— END —", "-END-", "* END", "（完）", "【全文完】", as a Chinese
 * account's post closes its text: its credits, its call to follow and
 * to tap "在看" follow. */
/* Is s[0..n) an end mark: "END", "完" or "全文完" between dashes, spaces,
 * brackets, "=" or "*", at least one of them before it, and nothing
 * else? */
static int end_mark(const char *s, size_t n)
{
	static const char *const wrap[] = {
		"—", "–", "―", "（", "）", "【", "】", "-", " ", "(", ")", "[", "]", "=", "*",
	};
	size_t a = 0, l;
	while (a < n && (l = OPENS_ANY_CI(s + a, n - a, wrap)))
		a += l;
	while (n > a && (l = ENDS_ANY_CI(s + a, n - a, wrap)))
		n -= l;
	l = n - a;
	if (!a)
		return 0;  /* bare, no mark ("END" closing a listing's code) */
	return (l == 3 && !memcmp(s + a, "END", 3)) || (l == 3 && !memcmp(s + a, "完", 3)) ||
	       (l == 9 && !memcmp(s + a, "全文完", 9));
}

#ifndef RELEASE_END
#define RELEASE_END 60
#endif
#ifndef RELEASE_BODY
#define RELEASE_BODY 300
#endif
/* And the service's head over the release, the line that says the
 * issuer, not the service, answers for it ("Für den Inhalt der
 * Mitteilung ist der Emittent / Herausgeber verantwortlich.", "The
 * issuer is solely responsible for the content of this announcement.",
 * "L'émetteur est seul responsable du contenu de ce communiqué"), within
 * RELEASE_HEAD characters of kept text from the top and with
 * RELEASE_BODY after it: that line and the service's lines above it (its
 * type and stamp, "EQS-Ad-hoc: X / Schlagwort(e): ...") go, the headline
 * stays. The whole formula, not "ist der Emittent" alone (a finance
 * story's "Anders als beim Fonds ist der Emittent der Schuldner"), and no
 * paragraph of RELEASE_BODY characters above it. */
#ifndef RELEASE_HEAD
#define RELEASE_HEAD 800
#endif
static void drop_release_head(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"inhalt der mitteilung ist der emittent", "issuer is solely responsible",
		"metteur est seul responsable",
	};
	size_t above = 0;
	int mark = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		if (mark >= 0) {
			above += b->chars;
			continue;
		}
		/* (a story's paragraph over it: the formula quoted in
		 * prose) */
		if (above >= RELEASE_HEAD || (i != x->headline && is_prose(b) &&
		                              b->chars >= RELEASE_BODY))
			return;
		if (HAS_ANY_CI(x->text.p + b->off, b->len, w)) {
			mark = i;
			above = 0;
		} else {
			above += b->chars;
		}
	}
	if (mark < 0 || above < RELEASE_BODY)
		return;
	for (int i = first; i <= mark; i++)
		if (i != x->headline && x->blocks[i].keep > 0)
			x->blocks[i].keep = 0;
}

void drop_release_end(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"ende der mitteilung", "ende der insiderinformation", "ende der ad-hoc",
		"ende der pressemitteilung", "end of announcement", "end of inside information",
		"end of press release", "fin du communiqu\xC3\xA9", "fine del comunicato",
		"fin del comunicado", "einde persbericht", "einde bericht",
	};
	size_t kept = 0;
	drop_release_head(x, first, end);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		const char *s = x->text.p + b->off;
		if (kept >= RELEASE_BODY && b->len < RELEASE_END && !b->link_chars &&
		    (((*s | 0x20) >= 'e' && (*s | 0x20) <= 'f' && STARTS_ANY_CI(s, b->len, w)) ||
		     end_mark(s, b->len))) {
			unkeep(x, i, end);
			return;
		}
		kept += b->chars;
	}
}

/* A press portal's terms for reusing a release, under it ("Die Nutzung
 * von hier veröffentlichten Informationen zur Eigeninformation und
 * redaktionellen Weiterverarbeitung ist in der Regel kostenfrei. Bitte
 * klären Sie vor einer Weiterverwendung urheberrechtlich relevante Fragen
 * mit dem angegebenen Herausgeber.", "... for editorial processing is
 * generally free of charge. Please clarify any copyright issues with the
 * stated publisher ..."): the portal's, no part of the release. The last
 * kept block, after RELEASE_BODY characters of kept text, under
 * 2 * RELEASE_TERMS characters, that names editorial use, the copyright
 * and the publisher, goes (a test of the last block only: site_notice's
 * scans of every block would cost more). */
#ifndef RELEASE_TERMS
#define RELEASE_TERMS 300
#endif
void drop_portal_terms(struct extractor *x, int first, int end)
{
	int last = last_kept(x, first, end);
	if (last <= first)
		return;
	struct block *b = &x->blocks[last];
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	if (n >= 2 * RELEASE_TERMS || kept_chars(x, first, last) < RELEASE_BODY ||
	    !(memmem(s, n, "edaktionell", 11) || memmem(s, n, "ditorial", 8)) ||
	    !(memmem(s, n, "rheberrecht", 11) || has_ci(s, n, "copyright")) ||
	    !(memmem(s, n, "Herausgeber", 11) || memmem(s, n, "publisher", 9)))
		return;
	b->keep = 0;
}

/* A listing set between two kept paragraphs of the text, in a box of its
 * own: a club's list of dates between its welcome and its note on the
 * museum's hours ("Samstag, 14.03.2026" over "19:00 - 21:00
 * <a>Jahreshauptversammlung 2026</a> Gasthaus Krone", Contao's event
 * list), a school's list of its clubs, each a linked name, a time and a
 * place. A run of LIST_RUN to LIST_MAX blocks, each under LIST_LINE
 * characters, that a box holds alone, a child of the container or of
 * the box that holds all its blocks (no
 * boilerplate hint on it; a sidebar's list of headlines and dates in a
 * table-built page is deeper), LIST_ROWS or more of them linked with
 * a quarter or more of their text outside the link (a related article's
 * teaser is its link alone; a list of addresses, each its link's text,
 * "http://www.columbia.edu/kermit/ckc208.html (C-Kermit 8.0.208)", is a
 * page's references, no list of its own), half of them dropped, right after a kept
 * paragraph and right before one, is the page's list and kept whole. */
#ifndef LIST_RUN
#define LIST_RUN 4
#endif
#define LIST_MAX 60
#define LIST_LINE 200
#define LIST_ROWS 3
void keep_listing_gap(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int a = first + 1; a < end; a++) {
		const struct block *pb = &x->blocks[a - 1];
		if (x->blocks[a].keep > 0 || pb->keep <= 0 || !is_prose(pb))
			continue;
		/* the largest box that opens with block a */
		int l = x->blocks[a].owner;
		while (nd[l].parent > c && nd[nd[l].parent].first_block == a)
			l = nd[l].parent;
		int b = nd[l].end_block, rows = 0, out = 0, ok = 1, p = nd[l].parent;
		if (p < 0 || (p != c && (nd[p].first_block != first || nd[p].end_block != end)) ||
		    b >= end || b - a < LIST_RUN || b - a > LIST_MAX || nd[l].nearest_neg >= c ||
		    x->blocks[b].keep <= 0 || !is_prose(&x->blocks[b]))
			continue;
		for (int k = a; k < b && ok; k++) {
			const struct block *e = &x->blocks[k];
			ok = e->chars < LIST_LINE;
			const char *t = x->text.p + e->off;
			rows += e->link_chars && 4 * (e->chars - e->link_chars) >= e->chars &&
			        !(e->lead && (starts_with_ci(t, e->len, "http") ||
			                      starts_with_ci(t, e->len, "www.")));
			out += e->keep <= 0;
		}
		if (!ok || rows < LIST_ROWS || 2 * out < b - a)
			continue;
		for (int k = a; k < b; k++)
			x->blocks[k].keep = 1;
		a = b;
	}
}

/* A teaser's date by its linked title in a list of other posts under the
 * article ("12.02.2025" over "<a>Erkältung oder Grippe? ...</a>", a
 * Contao news list's, a pharmacy's or a clinic's "Weitere
 * Gesundheitstipps", "Weitere News"): the title goes as a link and the
 * date stayed alone. A kept line under TEASER_DATE characters that is a
 * date in figures (and at most a weekday or a word beside it), not a
 * cell, right over or under a dropped block that is mostly a link, a
 * title of four words or more and TEASER_TITLE characters (not a club's
 * name by the date of a transfer: "Werder Bremen U19"), goes; the list's
 * heading then heads nothing (drop_orphan_heads). */
#ifndef TEASER_TITLE
#define TEASER_TITLE 25
#endif
static int linked_title(const struct block *b)
{
	return b->keep <= 0 && b->chars >= TEASER_TITLE && b->words >= 4 &&
	       b->link_chars * 2 > b->chars;
}

void drop_teaser_dates(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars >= TEASER_DATE || b->words > 3 || b->link_chars ||
		    (b->tag & (F_HEAD | F_TR)) || in_cell(x->nodes, b) >= 0 ||
		    !figure_date(x->text.p + b->off, b->len))
			continue;
		if ((i + 1 < end && linked_title(&b[1])) || (i > first && linked_title(&b[-1])))
			b->keep = 0;
	}
}

/* A heading over the site's next dates, not the article's: "Nächste
 * Termine", "Weitere Messetermine 2027", "Kommende Veranstaltungen",
 * "Upcoming events", "Prochains événements", "Prossimi appuntamenti",
 * "Próximos eventos", "Komende evenementen": a word of what comes next or
 * more opens it and it names dates or events. Its box after the body is
 * no listing's facts (facts_after); in the container, drop_more_dates. */
int more_dates_head(const char *s, size_t n)
{
	static const char *const next[] = {
		"n\xC3\xA4" "chste", "weitere", "kommende", "upcoming", "next", "more",
		"prochain", "autres", "prossim", "altri", "pr\xC3\xB3xim", "otros",
		"komende", "volgende", "andere",
	};
	static const char *const what[] = {
		"termin", "veranstaltung", "event", "\xC3\xA9v\xC3\xA9nement", "rendez-vous",
		"appuntament", "evenement", "dates", "fechas",
	};
	return n < 60 && STARTS_ANY_CI(s, n, next) && HAS_ANY_CI(s, n, what);
}

/* The same box of next dates closing the body in its container (an
 * association's report, a firm's trade fair page: "<aside class=
 * next-dates><h2>Nächste Termine</h2><ul><li>15.02. Schneeschuhtour
 * ...", "<h3>Weitere Messetermine 2027</h3><table>"): the site's
 * calendar, no part of the text. A kept heading more_dates_head names,
 * after kept prose, and after it to the container's end only kept or
 * dropped blocks under DATES_LINE characters with no link, MORE_DATES or
 * more of them a date or a time in figures: they go, heading and all. */
#ifndef DATES_LINE
#define DATES_LINE 100
#endif
#ifndef MORE_DATES
#define MORE_DATES 2
#endif
void drop_more_dates(struct extractor *x, int first, int end)
{
	int prose = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		if (!prose || (b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars ||
		    !more_dates_head(x->text.p + b->off, b->len)) {
			prose |= is_prose(b);
			continue;
		}
		int j = i + 1, dates = 0;
		for (; j < end; j++) {
			const struct block *e = &x->blocks[j];
			if (e->link_chars || e->chars >= DATES_LINE || (e->tag & F_HEAD))
				break;
			dates += dated(x->text.p + e->off, e->len);
		}
		if (j < end || dates < MORE_DATES)
			continue;
		for (int k = i; k < end; k++)
			x->blocks[k].keep = 0;
		return;
	}
}
