/*
 * extract/verdicts: phase 3's first pass (extract.c has the overview,
 * select.c the phase and the passes after this one): select_blocks' chain,
 * which judges the container's blocks one at a time from the top. sel_scan
 * scans the container once; for each block, block_context reads its hints
 * and what the blocks above it left (struct sel), and the twelve *_verdict
 * functions are tried in the order select_blocks lists them, doc_verdict
 * to frame_verdict: the first that decides stands (b->keep 1 kept, 0
 * dropped, below 0 left to the passes; none decides: the block is kept).
 * Here too are the predicates the chain asks (quote_cite and letter_sign
 * other rules too): a reader's letter's signature, a byline's term, a
 * note's label, a listing's strip of facts, a quotation's speaker, a loose
 * caption. The rules' description, by theme, is select.c's. Used by every
 * page class.
 */
#include "internal.h"

/* Does the table row of cell b have a cell that is not a link? (A row of
 * links is navigation; a row with a linked ticker symbol is data.) */
static int row_has_text(const struct extractor *x, const struct block *b)
{
	int r = x->nodes[b->owner].parent;
	if (r < 0)
		return 0;
	const struct node *row = &x->nodes[r];
	int end = row->end_block < row->first_block + 64 ? row->end_block : row->first_block + 64;
	if (!(row->tag & F_TR))
		return 0;
	for (int j = row->first_block; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->chars && e->link_chars * 2 <= e->chars)
			return 1;
	}
	return 0;
}

/* A picture's caption that is no sentence ("Unstable political systems can
 * complicate aid efforts") may be kept between kept blocks of the body: 4+
 * words, no credit in it ("Name/Agency", an agency's name, photo_agency's,
 * "Photo:", "courtesy of"; "ছবি:", "Ảnh:", "PICHA:" in the languages of
 * South and Southeast Asia and East Africa, credit_asia[] as credit_tail
 * knows them) and not the title of a video or an embed. */
static int loose_caption(const struct extractor *x, const struct block *b, const char *s,
                  int min)
{
	static const char *const credit[] = {
		"associated press", "(ap ", "(ap)", "photo:", "image:", "picture:", "source:",
		"photograph", "\xC2\xA9", "foto:", "bild:", "quelle:", "crédit",
	};
	/* words of their own, or their heads ("Credits", a span's
	 * "...weather.CreditKirsten Luce"): "An incredible view", "the
	 * Gettysburg battlefield" name no credit */
	static const char *const head[] = {"credit", "copyright", "courtesy", "caption"};
	static const char *const word[] = {"reuters", "afp", "flickr"};
	if (b->words < min || memchr(s, '/', b->len) || HAS_ANY_CI(s, b->len, credit) ||
	    HAS_ANY_CI(s, b->len, credit_asia) ||
	    word_in(s, b->len, head, sizeof head / sizeof *head, WORD_HEAD) ||
	    HAS_WHOLE_WORD(s, b->len, word) || photo_agency(s, b->len))
		return 0;
	int k = x->nodes[b->owner].nearest_cap;
	for (int n = 0; k >= 0 && n < 3; n++) {
		if (x->nodes[k].hint & H_MEDIA)
			return 0;
		int p = x->nodes[k].parent;
		k = p >= 0 ? x->nodes[p].nearest_cap : -1;
	}
	return 1;
}

/* Is boilerplate box n, named a header and nothing else, past a paragraph
 * of the body, a heading's box with no link in it? The header of a section
 * of the body (a recipe card's, "mv-create-header": its title, description
 * and times), not the site's: its name is no verdict. */
static int body_header(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && d->nheads >= 1 && d->nprose >= 1 &&
	       d->plain == d->tchars;
}

/* Is boilerplate box n, named a header and nothing else, the article's
 * header: the box around the headline? */
static int headline_box(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && x->headline >= d->first_block &&
	       x->headline < d->end_block;
}

#ifndef LABEL_WORDS
#define LABEL_WORDS 8  /* words of a box's label in a run of boxes at most */
#endif
#define LABEL_UP 6        /* levels child_at climbs */
/* The node that holds block i, a child of node p, or -1 (LABEL_UP levels
 * at most). */
static int child_at(const struct extractor *x, int i, int p)
{
	int a = i >= 0 && i < x->nblocks ? x->blocks[i].owner : -1;
	for (int k = 0; a >= 0 && k < LABEL_UP; k++, a = x->nodes[a].parent)
		if (x->nodes[a].parent == p)
			return a;
	return -1;
}

/* Is box s a sibling of box p of its tag and class whose block at block
 * i's place in p says another thing (a run's titles differ; a widget's
 * line said again in each box, "Mouseover photo to load notes or add
 * comment", is none)? */
static int run_sib(const struct extractor *x, int p, int s, int i)
{
	const struct node *nd = x->nodes;
	if (s < 0 || s == p || nd[s].cls != nd[p].cls)
		return 0;
	int j = nd[s].first_block + (i - nd[p].first_block);
	if (j >= nd[s].end_block)
		return 1;
	const struct block *b = &x->blocks[i], *c = &x->blocks[j];
	return c->len != b->len || memcmp(x->text.p + c->off, x->text.p + b->off, b->len);
}

/* Is box p, or its parent, one of a run that holds block i: a box of one
 * tag and class with the sibling right before or after it (a programme's
 * days, each a titled item: "<div class=t509__item><div class=t509__
 * textwrapper><div class=t509__title>"), its title another (run_sib)? */
static int label_run(const struct extractor *x, int p, int i)
{
	const struct node *nd = x->nodes;
	for (int k = 0; k < 2 && p >= 0 && nd[p].parent >= 0; k++, p = nd[p].parent) {
		int u = nd[p].parent;
		if (nd[p].cls && (run_sib(x, p, child_at(x, nd[p].first_block - 1, u), i) ||
		                  run_sib(x, p, child_at(x, nd[p].end_block, u), i)))
			return 1;
	}
	return 0;
}

/* A note's label named a title over the note's text in a small box of
 * their own: "<div class=admonition><p class=admonition-title>Hinweis</p>
 * <p>...</p>" (Sphinx's, MkDocs'), a paragraph of three words or fewer,
 * no link, its own element so named or the box of it alone, the note's
 * paragraph next in the note's box, in a box of its own too: a block
 * editor's notice, "<div class=gb-notice-title><p>Achtung</p></div><div
 * class=gb-notice-text><p>...", a help page's "<p class=notice__title>
 * Hinweis für Android-Kassen", "Remarque importante"; or a plain <div> so
 * named, no date and no caption's (a credit, "Rex/AP Photo"): a news
 * site's box on an interview's subject, "<div class=infobox__title>Zur
 * Person</div><p>Katrin V., 49, ist Professorin ...", "Qui est-elle ?",
 * "About the author". A label of up to LABEL_WORDS words, no date and no
 * sentence, is one in a run of such boxes (label_run): a landing page's
 * programme, "День 2. Северная оконечность Ольхона" over the day's text;
 * a byline so named, alone, is none. */
static int box_label(const struct extractor *x, int i, int end, int meta)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	if (i + 1 >= end || b->link_chars ||
	    (b->words > 3 && (b->words > LABEL_WORDS || dated(x->text.p + b->off, b->len) ||
	                      ends_sentence(x->text.p + b->off, b->len) ||
	                      !label_run(x, nd[meta].parent, i))) ||
	    !((b->tag & F_P) ||
	      ((b->tag & ~F_BLOCK) == 0 && nd[b->owner].nearest_cap < 0 &&
	       !dated(x->text.p + b->off, b->len))) ||
	    (meta != b->owner && (meta != nd[b->owner].parent ||
	                          nd[meta].end_block - nd[meta].first_block != 1)))
		return 0;
	int p = nd[meta].parent;
	return p >= 0 && nd[p].first_block <= i && i + 1 < nd[p].end_block && is_prose(nb) &&
	       !nb->link_chars && nd[p].end_block - nd[p].first_block <= 4;
}

/* A paragraph of the text that a style class names a meta box, a
 * headline's type size ("<p class=\"text-row headline-3\">In einer
 * Winternacht verschwindet ... ein 14-jähriges Mädchen.</p>", a TV
 * guide's synopsis's first line; "<p class=sub-title>La ciudad busca
 * desde hace años un gestor para la vieja piscina.</p>"): a sentence of
 * META_SENTENCE words or more that ends with a full stop, no link and no
 * date, in a <p> that bears the hint itself below the container, is the
 * text's, as one of 12 words or more is; a byline of that length ends
 * with a name ("Von Anna Muster und Max Beispiel, Berlin"), and a stamp
 * line holds a date ("Dieser Artikel wurde am 3. März 2025
 * aktualisiert."). */
#ifndef META_SENTENCE
#define META_SENTENCE 8
#endif
static int meta_sentence(const struct extractor *x, const struct block *b, int c)
{
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->nearest_meta == b->owner && (b->tag & F_P) && !b->link_chars &&
	       b->words >= META_SENTENCE && o->parent > c && b->len > 1 &&
	       s[b->len - 1] == '.' && ends_sentence(s, b->len) && !dated(s, b->len);
}

/* A listing's strip of features right under its headline, named a list
 * of tags ("<ul class=c-annonce__tags><li>2 pièces</li><li>48 m²</li>
 * <li>Étage 3/5</li>", "3.5 Zimmer" "84 m²" "Balkon", "3 habitaciones"
 * "85 m²"): block b an item of a list of FACT_ITEMS to STRIP_MAX items, each
 * an item of its own, link-free, under FACT_CHARS characters, no date (a
 * room count read as a clock, "3.5 Zimmer", is none) and no label's
 * colon, half or more of them with a figure, the list's first item at
 * most FACT_NEAR blocks under the headline, is the property's facts: no
 * post's tags (linked), no post's line of stamps (dated), no recipe
 * card's "Author: X" "Prep Time: 5 minutes", no author's box of counters
 * further down ("#6 Leaderboard rank" "2486 articles contributed"). */
#ifndef FACT_ITEMS
#define FACT_ITEMS 3
#endif
#ifndef FACT_CHARS
#define FACT_CHARS 30
#endif
#ifndef FACT_NEAR
#define FACT_NEAR 4
#endif
#ifndef STRIP_MAX
#define STRIP_MAX 12    /* bounds the scan: it runs once per item */
#endif
static int fact_strip(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int l = nd[b->owner].parent;
	if (!(b->tag & F_LI) || b->link_chars || l < 0)
		return 0;
	int n = nd[l].end_block - nd[l].first_block, digits = 0;
	if (n < FACT_ITEMS || n > STRIP_MAX || x->headline < 0 ||
	    nd[l].first_block <= x->headline || nd[l].first_block - x->headline > FACT_NEAR)
		return 0;
	for (int j = nd[l].first_block; j < nd[l].end_block; j++) {
		const struct block *e = &x->blocks[j];
		const char *t = x->text.p + e->off;
		if (!(nd[e->owner].tag & F_LI) || (nd[e->owner].tag & F_DT) ||
		    nd[e->owner].parent != l || e->link_chars ||
		    e->chars >= FACT_CHARS || memchr(t, ':', e->len) ||
		    (dated(t, e->len) && !clock_time(t, e->len)))
			return 0;
		digits += has_digit(t, e->len);
	}
	return digits * 2 >= n;
}

/* An outage's or a notice's facts right under its headline, a list of
 * terms named meta, each over its one definition ("<dl class=Storing_
 * meta><dt>Gemeld</dt><dd>13 maart 2025, 06:40 uur</dd><dt>Laatste
 * update</dt>...<dt>Postcodes</dt><dd>2622, 2623, 2624</dd>", "Gemeldet",
 * "Betroffene Straßen", "Voraussichtliches Ende"): block b in a <dl> of
 * FACT_ITEMS or more terms, each a <dt> over one <dd>, link-free, none a
 * byline's term ("Autor", "Datum", "Published": byline_term), the list's
 * first item at most FACT_NEAR blocks under the headline (or under an
 * item's heading below it, an h2-h6 of no link: each outage of a status
 * page; ITEM_TERMS terms do there over a paragraph of prose), is no byline;
 * TERMS_MAX terms at most, which bounds the scan (it runs once per item). */
#ifndef TERMS_MAX
#define TERMS_MAX 24
#endif
#ifndef ITEM_TERMS
#define ITEM_TERMS 2
#endif
int byline_term(const char *s, size_t n)
{
	static const char *const w[] = {
		"autor", "autorin", "author", "auteur", "autore", "by", "von", "door",
		"verfasser", "redaktion", "text", "datum", "date", "fecha", "data",
		"published", "posted", "ver\xC3\xB6" "ffentlicht", "publi\xC3\xA9", "publicado",
		"pubblicato", "gepubliceerd", "kategorie", "category", "rubrik", "tags",
	};
	return label_is(s, n, w, sizeof w / sizeof *w);
}

static int term_pairs(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int l = nd[b->owner].parent, terms = 0;
	if (!(b->tag & F_LI) || b->link_chars || l < 0 || x->headline < 0 ||
	    nd[l].first_block <= x->headline ||
	    nd[l].end_block - nd[l].first_block > 2 * TERMS_MAX)
		return 0;
	/* under the headline, or under an item's heading (h2-h6, no
	 * link) on a page of several: each outage of a status page over
	 * its facts ("<h3 class=incident__title>" over "<dl class=
	 * incident__meta>") */
	int item = 0;
	for (int j = nd[l].first_block - 1;
	     !item && j > x->headline && j >= nd[l].first_block - FACT_NEAR; j--)
		item = (x->blocks[j].tag & (F_HEAD | F_H1)) == F_HEAD && !x->blocks[j].link_chars;
	if (!item && nd[l].first_block - x->headline > FACT_NEAR)
		return 0;
	/* (an item's facts between its title and its text: ITEM_TERMS
	 * will do, a paragraph of prose right under the list, "Betroffen",
	 * "Seit" over what broke) */
	int min = FACT_ITEMS, z = nd[l].end_block;
	if (item && z < x->nblocks && is_prose(&x->blocks[z]) && !(x->blocks[z].tag & F_HEAD))
		min = ITEM_TERMS;
	for (int j = nd[l].first_block; j < nd[l].end_block; j++) {
		const struct block *e = &x->blocks[j];
		int dt = (nd[e->owner].tag & F_DT) != 0;
		/* a term, then its definition: the list alternates */
		if (!(nd[e->owner].tag & F_LI) || nd[e->owner].parent != l || e->link_chars ||
		    dt != ((j - nd[l].first_block) % 2 == 0) ||
		    (dt && byline_term(x->text.p + e->off, e->len)))
			return 0;
		terms += dt;
	}
	return terms >= min && (nd[l].end_block - nd[l].first_block) == 2 * terms;
}

/* Is block i the one cell of its row, right under a header cell of
 * another row that was kept and holds no link, each row alone in its
 * group (<thead> over <tbody>): a data table of one cell, no layout
 * table's column of boxes or of news? A label ("Search By:") heads a form's options,
 * and a link within the page ("^ back to top") is no cell's value. */
static int column_cell(const struct extractor *x, int i, int first)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	if (i <= first || r < 0 || !(nd[r].tag & F_TR) || nd[r].end_block - nd[r].first_block != 1)
		return 0;
	const struct block *h = b - 1;
	int hr = nd[h->owner].parent;
	return (h->tag & F_TD) && h->keep > 0 && !h->link_chars && hr >= 0 && hr != r &&
	       (nd[hr].tag & F_TR) && nd[hr].end_block - nd[hr].first_block == 1 &&
	       nd[hr].parent != nd[r].parent && nd[r].parent >= 0 && nd[hr].parent >= 0 &&
	       nd[nd[r].parent].end_block - nd[nd[r].parent].first_block == 1 &&
	       nd[nd[hr].parent].end_block - nd[nd[hr].parent].first_block == 1 &&
	       b->anchor_chars < b->link_chars &&
	       h->len && x->text.p[h->off + h->len - 1] != ':';
}

/* a related story's item, its linked title and its stamp ("Bin strike
 * talks to resume Published 3 weeks ago"), is no sentence with links in
 * it however many function words its title has: under STAMP_ITEM
 * characters outside its link, closed by ago_stamp's stamp */
#ifndef STAMP_ITEM
#define STAMP_ITEM 40
#endif
/* A linked title after a label of TEASER_LABEL bytes at most and its
 * colon that boiler_phrase reads as a teaser's ("Also Read:", "Lesen Sie
 * auch:", "Lire aussi :"), or the bare word "Read" (a business site's
 * "<strong>Read:</strong> <a>Chip stocks have soared this year. Here's
 * why ...</a>" between its paragraphs, "READ:"; the word alone is no
 * boilerplate: "Read the full report" heads a link list); the title is
 * all link. */
#ifndef TEASER_LABEL
#define TEASER_LABEL 24
#endif
static int teaser_label(const struct block *b, const char *s)
{
	const char *c = memchr(s, ':', b->len < TEASER_LABEL ? b->len : TEASER_LABEL);
	if (!c || c == s)
		return 0;
	size_t k = (size_t)(c - s);
	while (k && s[k - 1] == ' ')
		k--;
	return b->link_chars + TEASER_LABEL >= b->chars &&
	       (boiler_phrase(s, k) || (k == 4 && !strncasecmp(s, "read", 4)));
}

/* A quotation's speaker under it in the quotation's own box, named an
 * author (Elementor's "<blockquote class=elementor-blockquote><p>„Heute
 * sehen wir alle drei Netze auf einen Blick.“</p><footer><cite class=
 * elementor-blockquote__author>Thomas Brenner, Leiter Netzführung"; a
 * case study's or a press release's customer quote; a press review's
 * paper under each quote, named nothing, "<cite>«Le Figaro» (Paris)", a
 * theatre's "– de Volkskrant ★★★★", that a teaser box after it would
 * take as its neighbour): the quotation's
 * line, no page's byline. Block i, no link, under QUOTE_CITE characters
 * and no sentence, sits in a blockquote QUOTE_UP levels up at most whose
 * kept text opens right above it. */
#define QUOTE_CITE 120
#define QUOTE_UP 3
int quote_cite(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	if (i <= first || b->link_chars || b->chars >= QUOTE_CITE || b[-1].keep <= 0 ||
	    !is_prose(&b[-1]) || ends_sentence(x->text.p + b->off, b->len))
		return 0;
	const struct node *nd = x->nodes;
	int q = nd[b->owner].parent;
	for (int up = 0; q >= 0 && up < QUOTE_UP && !(nd[q].tag & F_QUOTE); up++)
		q = nd[q].parent;
	return q >= 0 && (nd[q].tag & F_QUOTE) && nd[q].first_block == i - 1 &&
	       nd[q].end_block == i + 1;
}

/* A reader's letter's signature under it, a page of letters to the
 * editor, each letter signed with a name and a town ("<p class=
 * leserbrief-autor>Herbert Lindemann, Oberzell</p>", "<footer class=
 * letter__author>Dr Priya Natarajan, Kendal, Cumbria", "Marie D., Lyon"):
 * a line under an author hint that holds it alone, of two to LETTER_SIGN
 * words, no link, no date, a comma in it or the town in parentheses at its
 * end ("Gertrud Maier (Unterried)") and no sentence closed, right
 * under a paragraph of prose in the box that holds the hinted element.
 * Where a container holds two of them or more, they are the letters'
 * (a byline stands over its text, a bio box holds sentences). A comma
 * between two digits parts a figure's thousands, no name from a town: a
 * forum poster's box, its own lines under his info hint ("Join Date:
 * Mar 2015" over "Posts: 2,340", vBulletin's), signs no letter. */
#ifndef LETTER_SIGN
#define LETTER_SIGN 10
#endif
static int name_comma(const char *s, size_t n)
{
	for (const char *p = s; (p = memchr(p, ',', (size_t)(s + n - p))); p++)
		if (p == s || p + 1 == s + n || !isdigit((unsigned char)p[-1]) ||
		    !isdigit((unsigned char)p[1]))
			return 1;
	return 0;
}

int letter_sign(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	int m = nd[b->owner].nearest_meta;
	if (i <= first || m < 0 || b->link_chars || b->words < 2 || b->words > LETTER_SIGN ||
	    !(nd[m].hint & H_AUTHOR) || nd[m].end_block - nd[m].first_block != 1 ||
	    !is_prose(&b[-1]) || nd[b[-1].owner].parent != nd[m].parent)
		return 0;
	const char *s = x->text.p + b->off;
	return (name_comma(s, b->len) || (s[b->len - 1] == ')' && memchr(s, '(', b->len))) &&
	       !ends_sentence(s, b->len) && !dated(s, b->len);
}

/* The body has begun above block i when a subheading is kept there under
 * kept prose: a parenting portal's "SSW 24" article, its standfirst named
 * a lead, then "So entwickelt sich dein Baby" over a picture whose caption
 * closes with its credit ("... eines Maiskolbens. Foto: iStock"); a
 * plant profile's "Der richtige Standort", "Origini", "Características".
 * body_before passes over a lead, and a picture under the first section's
 * heading is in the body and not the one over the article. */
static int section_before(const struct extractor *x, int first, int i)
{
	int prose = 0;
	for (int j = first; j < i; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		if (prose && (b->tag & (F_HEAD | F_H1)) == F_HEAD && j != x->headline)
			return 1;
		prose |= is_prose(b);
	}
	return 0;
}

/* A section's title set in a plain <div> named a title, its own box so
 * named, over the section's prose (a landing page builder's headings, no
 * <h2>: Tilda's "<div class=\"t017__title t-title\">О туре</div>" over
 * the next record's text): up to LABEL_WORDS words, no link, no date and
 * no sentence, the next block prose; decided by its neighbours as a
 * heading named a title is. */
static int div_title(const struct extractor *x, int i, int end, int meta)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	return meta == b->owner && (b->tag & ~F_BLOCK) == 0 && i + 1 < end && !b->link_chars &&
	       b->words && b->words <= LABEL_WORDS && !dated(s, b->len) &&
	       !ends_sentence(s, b->len) && !boiler_phrase(s, b->len) && is_prose(b + 1) &&
	       !b[1].link_chars && x->nodes[meta].nearest_cap < 0;
}

/* A term named a title over its definition: a dictionary's "<dl class=
 * note><dt class=note__title>Beispiele</dt><dd><ul><li>die Gemütlichkeit
 * einer Wohnung ...", "Exemples", "Ejemplos", "Esempi", "Voorbeelden"
 * between the meanings. A <dt>, no link, under TERM_TITLE characters and
 * no sentence, with its definition's item or its <dd> right after it, is
 * decided by its neighbours as a heading named a title is. */
#define TERM_TITLE 40
static int term_title(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	return (b->tag & F_DT) && !b->link_chars && b->chars < TERM_TITLE && i + 1 < end &&
	       (b[1].tag & F_LI) && !(b[1].tag & F_DT) &&
	       !ends_sentence(x->text.p + b->off, b->len);
}

/* the longest documentation generator's note that doc_source_note reads */
#ifndef DOC_NOTE_MAX
#define DOC_NOTE_MAX 120
#endif

/* The scans of container c before its chain */
void sel_scan(struct extractor *x, int c, struct sel *sl)
{
	int first = x->nodes[c].first_block, end = x->nodes[c].end_block;
	int letters = 0, prices = 0;
	for (int i = first; i < end && letters < 2; i++)
		letters += letter_sign(x, i, first);
	/* (a card's price under its linked name, a related product's, is
	 * no line of a menu: the item's own price would count as one) */
	for (int i = first; i < end && prices < 3; i++)
		prices += x->blocks[i].chars < PRICE_MAX &&
		          price_only(x->text.p + x->blocks[i].off, x->blocks[i].len) &&
		          !(i > first && x->blocks[i - 1].chars &&
		            x->blocks[i - 1].link_chars == x->blocks[i - 1].chars);
	sl->c = c, sl->first = first, sl->end = end;
	sl->letters = letters, sl->prices = prices, sl->nph = 0;
	sl->in_body = 0, sl->in_text = 0;
	sl->form = -1, sl->form_out = 0;
	sl->gen_end = -1;
}

/* Block i as the chain reads it: whether a paragraph of the body came
 * before, its nearest meta, caption and boilerplate hints as they apply to
 * it, and whether it breaks a card (b->brk); it starts kept */
void block_context(struct extractor *x, struct sel *sl, int i)
{
	struct node *nd = x->nodes;
	int c = sl->c, first = sl->first;
	struct block *b = &x->blocks[i];
	const struct node *o = &nd[b->owner];
	const char *s = x->text.p + b->off;
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	if (i > first && x->blocks[i - 1].keep > 0 && is_prose(&x->blocks[i - 1]) &&
	    nd[x->blocks[i - 1].owner].nearest_meta <= c && i - 1 != x->headline) {
		/* a paragraph of the body came before (not the page's
		 * headline kept over it: one that asks a question, "Soll
		 * die Stadt ein Böllerverbot erlassen?", closes no
		 * sentence of the body, and the lead under it named a
		 * teaser is no teaser after the text; but an advice
		 * page's key facts over its lead are a list, "Das
		 * Wichtigste in Kürze" over "<div class=field--name-
		 * field-teaser-text>", "L'essentiel", "In het kort":
		 * no text before the lead) */
		sl->in_body = 1;
		sl->in_text |= !(x->blocks[i - 1].tag & F_LI) &&
		               ends_sentence(x->text.p + x->blocks[i - 1].off,
		                             x->blocks[i - 1].len);
	}
	/* a date line whose text (links aside) is all of inline
	 * elements under a date hint ("<span class=date>") takes
	 * their hint after a paragraph of the body: a post's header
	 * line ("03-14-2023, 10:10 #1"), and a live blog entry's
	 * time and author so (entry_stamp: "<time class=ticker-
	 * posting-time>20:15</time><span class=ticker-posting-
	 * author>Katharina Mittelstaedt</span>"); a date above the
	 * article stays (the WCEB golds keep it) */
	int meta = o->nearest_meta;
	int cap = o->nearest_cap > c || pic_caption(x, c, b, s);
	if (sl->in_body && b->imeta && b->meta_chars && !b->other_chars &&
	    nd[b->imeta - 1].nearest_meta > meta &&
	    (date_link(s, b->len) || entry_stamp(b, s)))
		meta = nd[b->imeta - 1].nearest_meta;
	b->keep = 1;
	int neg = o->nearest_neg;
	if (sl->in_body && neg > c && body_header(x, neg))
		neg = nd[nd[neg].parent].nearest_neg;
	/* a letter's <footer> that holds its signature alone */
	if (neg > c && neg == meta && sl->letters >= 2 && letter_sign(x, i, first))
		neg = nd[nd[neg].parent].nearest_neg;
	/* a heading that links within the page (back to its table of
	 * contents) is no teaser's headline, nor an embedded post's text
	 * linked to the post (quoted_caption) */
	b->brk = neg > c || (ld > 0.5 && !linked_prose(b, ld) && !quoted_caption(b, nd) &&
	         !((b->tag & F_HEAD) && b->anchor_chars * 2 >= b->link_chars)) ||
	         is_teaser(b, s);
	sl->i = i, sl->o = o, sl->s = s, sl->ld = ld;
	sl->meta = meta, sl->cap = cap, sl->neg = neg;
}

/* A documentation generator's closing note and the list of source files
 * under it: dropped (sl->gen_end marks the list's end) */
int doc_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	struct node *nd = x->nodes;
	int i = sl->i;
	if (i < sl->gen_end)
		b->keep = 0;  /* a source file under doc_source_note */
	else if (b->chars < DOC_NOTE_MAX && !b->link_chars && doc_source_note(sl->s, b->len)) {
		/* a documentation generator's closing note and the
		 * list of source files under it */
		b->keep = 0;
		if (i + 1 < sl->end && (b[1].tag & F_LI) && nd[b[1].owner].parent >= 0 &&
		    nd[nd[b[1].owner].parent].first_block == i + 1)
			sl->gen_end = nd[nd[b[1].owner].parent].end_block;
	} else
		return 0;
	return 1;
}

/* A block under a boilerplate hint: dropped; but the body's lead, named a
 * teaser or a lead in the article's header box, stays on a page not in
 * English, and a live blog entry's title in its header box is decided by
 * its neighbours */
int neg_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	int neg = sl->neg;
	if (neg > sl->c)
		/* but the body's lead, named a teaser ("<p
		 * class=teaser>", the German newsroom's word for it),
		 * or named a lead in the article's header box under
		 * the headline ("<div class=article-detail__header>
		 * ... <p class=article-detail__lead>"), over the body
		 * on a page not in English; one named a teaser and
		 * nothing else may stand under the page's facts (a
		 * hiking route's "Strecke 17,4 km" "Dauer 7:30 h" over
		 * "<div class=oax-teaser-text><p>Der Schrecksee gilt
		 * als ...": no sentence came before; a share bar's
		 * "summary" under a subtitle is none); and a live
		 * blog entry's title in its header box under its stamp
		 * is decided by its neighbours */
		b->keep = header_title(x, b, sl->c) ? -1 :
		          (!sl->in_body ||
		           (!sl->in_text && x->nodes[neg].negkey == neg_bit("teaser", 6))) &&
		          ((x->nodes[neg].hint & H_LEAD) || headline_box(x, neg)) &&
		          marked_lead(x, b) && !page_english(x);
	else
		return 0;
	return 1;
}

/* Lines judged alone, their context aside, all dropped: a counter in a
 * list, a step's number, a logo wall's caption, a pricing plan's badge, a
 * Q&A's label, a switch's label beside its buttons (switch_label), a
 * listing's gutter of line numbers, a post's signature, a
 * callout's icon, a pager, a thread's "Autor | Nachricht", a slideshow's
 * "Bild 2 von 12", a video's "1:42 min" and a thread's counters over its
 * first post ("Author Topic: X (Read 1482 times)", thread_counter) */
#ifndef THREAD_COUNTER
#define THREAD_COUNTER 300
#endif
/* A quantity stepper's count: block b, a figure alone, the one block of a
 * box (its own or the one round it) that holds two buttons, "−" "1" "+"
 * (React's and Tailwind's, no <input>, no form). A stat card's figure
 * beside one button ("42" "Explain") is the page's; so is a recipe's
 * count of servings under its label: the line right before it in the
 * box round the stepper's, kept or undecided, two words at most, no
 * figure alone ("Servings" "−" "4" "+"; "Step 1" is a label too). */
static int stepper_count(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int a = b->owner, i = (int)(b - x->blocks);
	for (int up = 0; up < 2 && a >= 0; up++, a = nd[a].parent)
		if (nd[a].first_block != nd[a].end_block - 1)
			return 0;
		else if (nd[a].buttons2)
			return !(i > 0 && nd[a].parent >= 0 &&
			         i - 1 >= nd[nd[a].parent].first_block &&
			         (b[-1].keep > 0 || b[-1].keep == -1) && b[-1].words <= 2 &&
			         !lone_number(x->text.p + b[-1].off, b[-1].len));
	return 0;
}

/* A switch's label: block b, a word or two, no figure, the one block of
 * a box (its own or the one round it) that holds two buttons or more,
 * the switch's choices ("Menge" "1x" "2x" "3x", a recipe card's scale;
 * "Dosi", "Scale", "Units" "US" "Metric"): the buttons went, and their
 * label says nothing without them. */
static int switch_label(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	/* (a code block's "make" over its Copy and Run buttons, a list's
	 * "Spaghetti" beside its own Add and Info are no switch's label) */
	if (b->words > 2 || b->link_chars || b->punct ||
	    (b->tag & (F_HEAD | F_H1 | F_TD | F_PRE | F_LI)))
		return 0;
	for (size_t k = 0; k < b->len; k++)
		if (s[k] >= '0' && s[k] <= '9')
			return 0;
	int a = b->owner;
	for (int up = 0; up < 2 && a >= 0; up++, a = nd[a].parent)
		if (nd[a].first_block != nd[a].end_block - 1)
			return 0;
		else if (nd[a].buttons2)
			return !(nd[a].hint & H_ENTRY);  /* a stepper's field
			                                  * shows a count: its
			                                  * label stays */
	return 0;
}

int line_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	struct node *nd = x->nodes;
	const char *s = sl->s;
	int i = sl->i;
	if (b->len <= 3 && (b->tag & F_LI) &&
	    lone_number(s, b->len) &&
	    !(i > sl->first && (b[-1].tag & F_DT) && b[-1].keep))
		b->keep = 0;  /* a counter in a list: a post's likes; not
		               * the value under a kept term ("Zimmer 3") */
	else if (b->len <= 3 && !b->link_chars && lone_number(s, b->len) && stepper_count(x, b))
		b->keep = SHOP_OUT;  /* a quantity stepper's count between
		                      * its buttons: passed over */
	else if (b->chars < 24 && switch_label(x, b))
		b->keep = SHOP_OUT;  /* a switch's label beside its buttons:
		                      * passed over ("Zutaten" over it
		                      * heads the ingredients) */
	else if (nd[b->owner].hint & H_OPTLEGEND)
		b->keep = SHOP_OUT;  /* an option's label over its choices
		                      * ("Color: Moss"): passed over */
	else if (b->len == 2 && s[0] == '0' && lone_number(s, 2) && i + 1 < sl->end &&
	         (b[1].tag & F_HEAD) && in_cell(nd, b) < 0)
		b->keep = 0;  /* a step's number over its heading, set
		               * large ("01" over "Import your team",
		               * "02" over "Angebot erhalten"): an
		               * ornament, the heading says the step */
	else if (b->chars < TRUST_LINE && !b->link_chars && !ends_sentence(s, b->len) &&
	         trust_line(s, b->len))
		b->keep = 0;  /* a logo wall's caption, no sentence:
		               * "Trusted by 420+ healthcare
		               * organisations" */
	else if (b->chars < 24 && !b->link_chars && !(b->tag & (F_TD | F_TR)) &&
	         in_cell(nd, b) < 0 && plan_badge(s, b->len))
		b->keep = 0;  /* a pricing plan's badge, "Most popular" */
	else if (b->chars < 60 && !b->link_chars && !(b->tag & (F_TD | F_TR)) &&
	         answers_label(s, b->len))
		b->keep = 0;  /* a Q&A's label over its answers,
		               * "ベストアンサー", "2 Answers" */
	else if (!(b->tag & (F_TD | F_TR | F_HEAD)) &&
	         ((b->chars < 60 && solution_jump(s, b->len)) ||
	          ((x->forum || x->cthread) && solved_mark(s, b->len))))
		b->keep = 0;  /* a thread's jump to its accepted answer,
		               * "Gelöst! Gehe zu Lösung.", or its mark
		               * on the answer, "解決済み X さんが解決策に
		               * 選びました", a thread's only (a story's
		               * "Best answer chosen by the jury: ...") */
	else if ((b->tag & F_PRE) && b->words >= 2 && !b->punct && !b->link_chars &&
	         line_numbers(s, b->len))
		b->keep = 0;  /* a listing's gutter of line numbers */
	else if (sign_rule(s, b->len))
		b->keep = 0;  /* a post's signature */
	else if (b->chars <= ICON_MAX && !b->link_chars && emoji_alone(s, b->len))
		b->keep = 0;  /* a callout's icon */
	else if (b->link_chars && b->chars < PAGER_MAX && pager_line(s, b->len))
		b->keep = 0;  /* a pager, "Seite: 1 2 3 ... 18 »" */
	else if (b->chars <= 10 && (b->tag & F_TD) && thread_head(x, i))
		b->keep = 0;  /* a thread's "Autor | Nachricht" */
	else if (!(b->tag & F_HEAD) && !b->link_chars && in_cell(nd, b) < 0 &&
	         ((slide_counter(s, b->len) && !fact_strip(x, b)) || gallery_count(s, b->len) ||
	          (!(b->tag & F_LI) && media_duration(s, b->len))))
		b->keep = 0;  /* a slideshow's "Bild 2 von 12", a gallery's
		               * "Fotogalerie (12)", a video's "1:42 min";
		               * a flat's "Étage 3/5" among its facts
		               * (fact_strip) stays */
	else if (!(b->tag & F_LI) && b->chars < THREAD_COUNTER && !b->link_chars &&
	         thread_counter(s, b->len))
		b->keep = 0;  /* a thread's "Author Topic: X (Read 1482
		               * times)", "0 Members and 1 Guest are
		               * viewing this topic." */
	else
		return 0;
	return 1;
}

/* A small form's labels, and an application form's after the body:
 * dropped (sl->form and sl->form_out hold the last form judged). A form
 * is small by its text out of its <label>s (labchars): a lead form's six
 * fields' labels and its consent box's over FORM_MAX are form text all.
 * A shop's cart form round the product's header (Magento's "<form
 * id=product_addtocart_form>" round its h1, price, quantity and short
 * description) holds the page's headline: the headline and the
 * sentences of FORM_ITEM_WORDS words or more there are the product's,
 * no labels, and stay for the verdicts below; its price, "Qty:" and
 * "Double click on above image to view full picture" go. */
#ifndef FORM_ITEM_WORDS
#define FORM_ITEM_WORDS 8
#endif
static int form_item_line(const struct extractor *x, const struct sel *sl,
                          const struct block *b, int f)
{
	const struct node *d = &x->nodes[f];
	int h = x->headline;
	if (h < d->first_block || h >= d->end_block || !(x->blocks[h].tag & F_H1))
		return 0;
	/* (a cart's: a price in it; a contact form round a page's h1,
	 * "Get in touch" over its consent text, is a form's. The form is
	 * small, FORM_MAX, so the walk is short.) */
	int price = 0;
	for (int j = d->first_block; j < d->end_block && !price; j++)
		price = price_only(x->text.p + x->blocks[j].off, x->blocks[j].len);
	if (!price)
		return 0;
	return sl->i == h || (b->words >= FORM_ITEM_WORDS && !b->link_chars &&
	                      ends_sentence(sl->s, b->len));
}

int form_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	struct node *nd = x->nodes;
	const struct node *o = sl->o;
	int c = sl->c;
	if (o->nearest_form > c &&
	    nd[o->nearest_form].tchars - nd[o->nearest_form].labchars < FORM_MAX &&
	    nd[o->nearest_form].tchars * 3 < nd[c].tchars * 2 &&
	    !post_form(x, o->nearest_form) && !form_item_line(x, sl, b, o->nearest_form))
		b->keep = 0;  /* a small form's labels ("Your email:") */
	else if (o->nearest_form > c &&
	         (o->nearest_form == sl->form ? sl->form_out :
	          (sl->form_out = form_after(x, c, sl->form = o->nearest_form) &&
	                          !post_form(x, sl->form))))
		b->keep = 0;  /* an application form's, after the body */
	else
		return 0;
	return 1;
}

/* An ingredient and a file to download, their names linked or not: kept */
int kept_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	if (ingr_line(x->nodes, b) && !is_markup(b, sl->s))
		b->keep = 1;  /* an ingredient, its name linked or not */
	else if (download_run(x, sl->i))
		b->keep = 1;  /* a file to download, its name linked */
	else
		return 0;
	return 1;
}

/* A label right over a heading, dropped and passed over (SHOP_OUT), the
 * heading judged by the text below it: a chapter's number, a press
 * release's dated kicker over the headline */
int label_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	const char *s = sl->s;
	if (b->words == 2 && !(b->tag & (F_HEAD | F_H1)) && !b->link_chars &&
	    sl->i + 1 < sl->end && (b[1].tag & F_HEAD) && chapter_label(s, b->len))
		/* a chapter's number over its title ("Kapitel 3" over
		 * "<h2>Rotterdam wartet</h2>"): a label, dropped, and
		 * the title is judged by the text below it */
		b->keep = SHOP_OUT;
	else if (!sl->in_body && b->imeta && b->meta_chars && !b->other_chars &&
	         !b->link_chars && sl->i + 1 < sl->end && (b[1].tag & F_H1) &&
	         isalpha((unsigned char)s[0]) && dated(s, b->len) &&
	         !date_link(s, b->len))
		/* a date line that its words open, all of inline elements
		 * under a date hint, right over the headline: a press
		 * release's kicker ("<span class=date>Pressemitteilung
		 * vom 21.11.2024</span><h1>", "Communiqué de presse du
		 * 3 mars 2025", "Nota de prensa del 12/05/2025"),
		 * dropped, and the headline is judged by the text below
		 * it; a stamp of figures alone ("10.05.2024, 08:12") is
		 * a post's, decided below, and one that its date opens
		 * ("24 July 2012 Last updated at 07:12 ET") stays */
		b->keep = SHOP_OUT;
	else
		return 0;
	return 1;
}

static int nd_meta(const struct extractor *x, int i)
{
	return x->nodes[x->blocks[i].owner].nearest_meta;
}

/* Block i, a recipe's time or yield, in a box of them that no name marks
 * ("<div class=recipe-infos>": "Preparo 65 min", "Rendimento 12 porções"):
 * a block beside it is one too, and no link. */
static int times_box(const struct extractor *x, int i, int first, int end)
{
	for (int j = i - 1; j <= i + 1; j += 2) {
		if (j < first || j >= end)
			continue;
		const struct block *e = &x->blocks[j];
		if (!e->link_chars && e->chars < RECIPE_TIME &&
		    recipe_time(x->text.p + e->off, e->len))
			return 1;
	}
	return 0;
}

/* An English page's standfirst under the headline: out, as the AEB's
 * gold has it, where the byline follows it. Named a lead (H_LEAD:
 * "<h1>...</h1><p class=lead-text>Businesses on Arran say ...</p><div
 * class=author>"), it is the one line right under the headline,
 * DEK_NAMED_WORDS words or more, no link nor heading, outside a meta box,
 * the byline's box (a meta hint) right under it: its class says what it
 * is, so no bound on its length nor on the text below. Where no name
 * marks it (classes hashed or of utilities: "<h2 class=wpds-c-fuufBl>",
 * "<p class=_1xwtictb>", "<p class=\"mt-4 text-xl\">"), it is the kept
 * lines right under the headline, DEK_BLOCKS at most, under DEK_CHARS
 * characters together, no link nor list item (a summary's bullets are
 * another matter), and right after them (past dropped blocks, DEK_SPAN
 * blocks from the headline at most) the byline: in a meta box, a line
 * named an author's (H_AUTHOR), or with a link (the writer's page), or
 * opening "By Name"; in none, a line "By Name ..." of DEK_BYLINE_WORDS
 * words at most that ends no sentence (by_line: "By noon the hall was
 * full." is the story's); a date's box is no byline, nor a forum
 * post's line under its first lines (x->forum); with DEK_BODY
 * characters of kept prose after it. (A standfirst named so on a page
 * in another language stays: meta_verdict.) */
#ifndef DEK_NAMED_WORDS
#define DEK_NAMED_WORDS 8
#endif
#ifndef DEK_BLOCKS
#define DEK_BLOCKS 3
#endif
#ifndef DEK_CHARS
#define DEK_CHARS 220
#endif
#ifndef DEK_SPAN
#define DEK_SPAN 6
#endif
#ifndef DEK_BODY
#define DEK_BODY 500
#endif
#ifndef DEK_BYLINE_WORDS
#define DEK_BYLINE_WORDS 14
#endif
static int named_dek(const struct extractor *x, int c, int i)
{
	const struct block *b = &x->blocks[i];
	return b->keep > 0 && (x->nodes[b->owner].hint & H_LEAD) && nd_meta(x, i) <= c &&
	       !b->link_chars && !(b->tag & F_HEAD) && b->words >= DEK_NAMED_WORDS &&
	       nd_meta(x, i + 1) > c;
}

static int by_word(const char *s, size_t n)
{
	return n > 4 && starts_with_ci(s, n, "by ") && isupper((unsigned char)s[3]);
}

static int by_line(const struct block *b, const char *s)
{
	return by_word(s, b->len) && b->words <= DEK_BYLINE_WORDS && !ends_sentence(s, b->len);
}

void drop_english_dek(struct extractor *x, int c, int first, int end)
{
	int h = x->headline, j, kept = 0, chars = 0;
	if (h < first || h + 2 >= end || !page_english(x) || x->forum)
		return;
	if (named_dek(x, c, h + 1)) {
		x->blocks[h + 1].keep = 0;
		return;
	}
	for (j = h + 1; j < end && j <= h + DEK_SPAN; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		int m = nd_meta(x, j);
		if (m > c ? (x->nodes[m].hint & H_AUTHOR) || b->link_chars || by_word(s, b->len) :
		    by_line(b, s))
			break;
		if (b->keep <= 0)
			continue;
		if (b->link_chars || (b->tag & F_LI) || ++kept > DEK_BLOCKS ||
		    (chars += b->chars) >= DEK_CHARS)
			return;
	}
	if (!kept || j >= end || j > h + DEK_SPAN)
		return;
	long body = 0;
	for (int k = j + 1; k < end && body < DEK_BODY; k++)
		if (x->blocks[k].keep > 0 && is_prose(&x->blocks[k]))
			body += x->blocks[k].chars;
	if (body < DEK_BODY)
		return;
	for (int k = h + 1; k < j; k++)
		if (x->blocks[k].keep > 0)
			x->blocks[k].keep = 0;
}

/* A shop's product name: the page's h1 named a title ("<h1 class=
 * product_title>", "product-title", "page-title") with the item's price
 * line, a price alone (price_only), at most NAME_PRICE blocks under it
 * ("7,90 €", "39,99 €*" past its article number and its stars; a job's
 * "Gehalt: 48.000 Euro im Jahr", a how-to's "Kosten ab 15 € pro m²" are
 * none). The
 * shops' golds open with the product's name. A story's headline, which
 * the AEB's gold leaves out, has no price under it; a story on a share
 * has its byline's date over the share's quote: a heading, or a dated
 * line under a byline's or a date's hint, between ends the search. (A
 * classified ad's h1 and price are item_title's.) */
#ifndef NAME_PRICE
#define NAME_PRICE 6
#endif
int product_name(const struct extractor *x, int i)
{
	for (int j = i + 1; j < x->nblocks && j <= i + NAME_PRICE; j++) {
		const struct block *b = &x->blocks[j];
		if ((b->tag & F_HEAD) || (x->nodes[b->owner].nearest_meta >= 0 &&
		                          dated(x->text.p + b->off, b->len)))
			return 0;
		if (!b->link_chars && price_only(x->text.p + b->off, b->len))
			return 1;
	}
	return 0;
}

/* Lines kept with the text: the standfirst under the headline (an
 * English page's goes, drop_english_dek), a kept quotation's speaker, a
 * reader's letter's signature, a recipe's time; and a byline or a date
 * under a meta hint, not a sentence: dropped, or decided by its
 * neighbours where it heads a section */
int meta_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	const char *s = sl->s;
	int i = sl->i;
	int end = sl->end;
	int c = sl->c;
	int meta = sl->meta;
	if (meta > c && i == x->headline + 1 && (sl->o->hint & H_LEAD) && !b->link_chars &&
	         b->words >= 8 && b->chars >= 50 && s[b->len - 1] != ':' && !page_english(x))
		/* the standfirst right under the headline, named so
		 * itself, in the headline's box named a title ("<div
		 * class=title-art><h1>...</h1><h2 class=summary-art>La
		 * presidente della Società ...: senza turni sostenibili
		 * le assunzioni non basteranno</h2>", no full stop); an
		 * English page's stays out, as the AEB's gold has it */
		b->keep = 1;
	else if (meta > c && i == x->headline + 1 && !b->link_chars && enact_date(s, b->len))
		/* an enactment's date under its title ("<h1>Polizei-
		 * verordnung</h1><p class=erlass-datum>vom 4. Dezember
		 * 2018 (Stand 1. Januar 2023)"): the title's own line */
		b->keep = 1;
	else if (quote_cite(x, i, sl->first))
		b->keep = 1;  /* a kept quotation's speaker or source */
	else if (sl->letters >= 2 && letter_sign(x, i, sl->first))
		b->keep = 1;  /* a reader's letter's signature */
	else if (b->chars < RECIPE_TIME && !b->link_chars && recipe_time(s, b->len) &&
	         (meta > c || times_box(x, i, sl->first, end)))
		b->keep = 1;  /* a recipe's time, its box named a time or of times */
	else if (meta > c && b->chars < 200 &&
	         /* (a listing's facts named its tags are no byline:
	          * "2 pièces" "48 m²", fact_strip; nor an outage's
	          * terms, "Gemeld" "Postcodes", term_pairs) */
	         !fact_strip(x, b) && !term_pairs(x, b) &&
	         !(b->words >= 12 && ends_sentence(s, b->len) &&
	           (b->stops * 4 > b->words || !clock_time(s, b->len))) &&
	         /* (a production's credits in a box named its
	          * author's are the play's: "regia di ...") */
	         !meta_sentence(x, b, c) && !stage_credit(s, b->len)) {
		/* (a line of 12+ words that closes a sentence is kept
		 * as one, but not a byline box's author and stamps run
		 * into one line that closes on a time, a clock's
		 * figures in it and under one function word in four:
		 * "By Ana Kim Published: Nov. 25, 2026, 2:14
		 * p.m. Updated: ... 5:40 p.m.", "Von Eva Roth, 25.11.
		 * 2026, 14.12 Uhr, aktualisiert 26.11.2026, 9.00 Uhr.") */
		/* a byline or date, not a sentence; a heading of the
		 * body named a "title" (a box's, "Hintergrund"), or
		 * in a box named a title ("elementor-heading-title",
		 * alone or over a subtitle or a position), heads a
		 * section when kept blocks are around it; so does a
		 * year alone under a date hint, a step of a
		 * company's history in its timeline
		 * ("<div class=timeline-date>1878", its title and
		 * its text after it), and a changelog's heading of a
		 * release ("Version 4.7": no date) */
		const struct node *m = &x->nodes[meta];
		/* the page's headline, an h2-h6 in a box named meta
		 * (a title's, a category's: "<div class=ec-productRole__
		 * title><h2>"), no author's, is the
		 * item's name over its text, kept whatever its neighbours
		 * (a shop's tags and prices under it); so is an h1 with
		 * its price under it (product_name); one the og:title
		 * found, no heading the <title> names, is titled_head's */
		int named = ((b->tag & (F_HEAD | F_H1)) == F_HEAD ||
		             ((b->tag & F_H1) && product_name(x, i))) && i == x->headline &&
		            !x->titled && !b->link_chars && !(m->hint & H_AUTHOR) &&
		            !boiler_phrase(s, b->len);
		b->keep = named ? 1 :
		          ((b->tag & (F_HEAD | F_H1)) == F_HEAD &&
		           (!b->link_chars || topic_head(x, b)) &&
		           (!date_link(s, b->len) || !dated(s, b->len) ||
		            version_head(s, b->len)) &&
		           ((sl->in_body && meta >= x->nodes[b->owner].parent) ||
		            (!(m->hint & H_AUTHOR) && !boiler_phrase(s, b->len)))) ||
		          (!(m->hint & H_AUTHOR) && (faq_question(x, i, end) ||
		                                     box_label(x, i, end, meta) ||
		                                     div_title(x, i, end, meta) ||
		                                     term_title(x, i, end))) ||
		          (!b->link_chars && bare_year(s, b->len)) ? -1 : 0;
	} else
		return 0;
	return 1;
}

/* A gallery of titled pictures in an article: dropped; a caption that is
 * no sentence: decided after the chain (-3, -4, -6) or passed over */
int caption_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	const char *s = sl->s;
	if (sl->o->nearest_gal > sl->c &&
	    x->nodes[sl->c].prose - x->nodes[sl->o->nearest_gal].prose >= GAL_OUT)
		b->keep = 0;  /* a gallery of titled pictures in an article */
	else if (pic_beside(x, sl->c, b, s))
		b->keep = 0;  /* a picture's name beside it, its alt text again */
	else if (sl->cap && !(b->words >= 6 && ends_sentence(s, b->len)) &&
	         !loose_caption(x, b, s, 4))
		/* a caption is kept when it is a sentence; one with its
		 * credit after it, or of two or three words, is decided
		 * below (a credit set without parentheses after the
		 * sentence, "... im Ötztal. Foto: Anna Rosen", stays
		 * between kept blocks: a picture in the body) */
		b->keep = b->words < 6 || b->link_chars ?
		          (!b->link_chars && loose_caption(x, b, s, 2) ? -6 : SHOP_OUT) :
		          credited_sentence(s, b->len) ? -3 :
		          credit_tail(s, b->len) && (body_before(x, sl->first, sl->i) ||
		                                     section_before(x, sl->first, sl->i)) ? -4 :
		          loose_caption(x, b, s, 2) ? -6 : SHOP_OUT;
	else
		return 0;
	return 1;
}

/* Linked cells: a table's column of ticket links dropped; a linked cell
 * of a data row, of a grid of boxes or under its column's kept header
 * kept with its row (-1); a song's verses, each line linked, kept */
int cell_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	double ld = sl->ld;
	if ((b->tag & F_TD) && b->chars <= CALL_MAX && ticket_cell(x, sl->i, sl->first, sl->end))
		b->keep = 0;  /* a table's column of ticket links */
	else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 30 && row_has_text(x, b))
		b->keep = -1;  /* a linked cell of a data row: kept with its row */
	else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 80 && data_cell(x, b))
		/* and a longer one of a row of data cells: a function's
		 * return type and linked class in an API reference's
		 * signature ("bool <a>tessel::RingBuffer</a>< T >::
		 * push" | "(" | "const T &" | "value" | ")", Doxygen's) */
		b->keep = -1;
	else if (ld > 0.5 && b->chars < 30 && grid_cell(x, b))
		b->keep = -1;  /* and so is one of a grid of boxes */
	else if (ld > 0.5 && (b->tag & F_TD) && b->chars < 80 && column_cell(x, sl->i, sl->first))
		/* and the one cell of its row under its column's kept
		 * header: a reference's table of specifications
		 * ("Spécification" over "<a>ECMAScript® 2026 Language
		 * Specification</a>", "Specification", "Spezifikation") */
		b->keep = -1;
	else if (ld > 0.5 && linked_verse(b, sl->s, ld))
		;  /* a song's verses, each line linked to its note: kept */
	else
		return 0;
	return 1;
}

#ifndef HELP_ASK
#define HELP_ASK 60  /* where a widget's question has ended */
#endif
/* A block half links or more that is no linked sentence of prose (or a
 * list's item that is a stamp): a teaser, a teaser's label and a call for
 * tips dropped; a linked sentence, a member's signature, a heading that
 * links to its contents kept between kept blocks (-1); an item of a list
 * decided by its list (-5) */
int link_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	const char *s = sl->s;
	if (sl->ld > 0.5 && (!linked_prose(b, sl->ld) ||
	                     ((b->tag & F_LI) && b->chars - b->link_chars < STAMP_ITEM &&
	                      ago_stamp(s, b->len)))) {
		/* a linked sentence: kept between kept blocks; an item
		 * of a list (not a dt, a dd's heading): by its list. On
		 * a page not in English (the function words counted
		 * are English), a paragraph's sentence with 25 or more
		 * characters outside its links is one: "Sie ist seit
		 * 2016 Mitglied der <a>Deutschen Akademie für Sprache
		 * und Dichtung</a>.", "Il est membre de l'<a>Académie
		 * ...</a>." */
		if (is_teaser(b, s))
			b->keep = 0;
		/* an embedded post's text linked to the post, in its
		 * blockquote (quoted_caption): the quoted post's */
		else if (quoted_caption(b, x->nodes))
			b->keep = 1;
		/* a teaser's label and its colon before its linked
		 * title, a question ("Also Read: <a>New tax regime vs
		 * old: Which is better for you?</a>", "Lesen Sie auch:
		 * <a>...?</a>"), is no sentence of the body */
		else if (teaser_label(b, s) || tip_call(s, b->len))
			b->keep = 0;  /* and a call for tips, its
			               * address linked */
		/* (not a widget's question, its answers linked: "Was this
		 * review helpful? <a>Yes</a> <a>Problem with this
		 * review?</a>", "War diese Bewertung hilfreich? <a>Ja</a>") */
		else if (b->words >= 8 && ends_sentence(s, b->len) &&
		         (b->stops >= 3 || (!x->english && (b->tag & F_P) &&
		                            b->chars - b->link_chars >= LINKED_OUT)) &&
		         !(memchr(s, '?', b->len < HELP_ASK ? b->len : HELP_ASK) &&
		           boiler_phrase(s, b->len)))
			b->keep = -1;
		/* a member's signature, its types linked, in an API
		 * reference, or its class's include line: kept
		 * between kept blocks */
		else if (!(b->tag & F_LI) && (signature_line(b, s) || include_line(b, s)))
			b->keep = -1;
		/* a heading linking back to its contents; and a
		 * reference's term that links to itself, its anchor
		 * ("<dt id=index><a href=#index>index</a>", a
		 * parameter's name over its definition) */
		else if ((b->tag & (F_HEAD | F_DT)) && b->chars < 100 &&
		         b->anchor_chars * 2 >= b->link_chars)
			b->keep = -1;
		else
			b->keep = (b->tag & (F_LI | F_DT)) == F_LI && sl->o->parent > sl->c ?
			          -5 : 0;
	/* a reply's header line, its poster's linked name and the time
	 * told from now ("ElsterElke • vor 5 Tagen"): a short name is half
	 * the line, no more, and left to its neighbours it was kept
	 * between two posts, with the action row above it */
	} else if (sl->ld > 0 && !ends_sentence(s, b->len) && name_stamp(x, b))
		b->keep = 0;
	else
		return 0;
	return 1;
}

/* Boilerplate known by its text: a teaser with its lead, markup, a URL
 * soup, a share line over the page's address, a player's "Up Next:", a
 * crumb trail, a credit, a widget's phrase, a review's score over its
 * title, a buy box's line, an embed's placeholder (kept in sl->ph for
 * placeholder_box), notices, counters, lone prices and the like, an
 * English page's keyword list: dropped */
int boiler_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	struct node *nd = x->nodes;
	const char *s = sl->s;
	int i = sl->i;
	int first = sl->first;
	int end = sl->end;
	if ((is_teaser(b, s) && b->lead) || (is_markup(b, s) && !sl->o->inpre) ||
	    url_soup(b, s) || share_url_line(b, s) || player_next(b, s) || crumb_trail(b, s) ||
	    is_credit(b, s) || edit_stamp(b, s) || msg_nav(b, s) ||
	    (react_label(s, b->len) && !(b->tag & (F_P | F_HEAD))))
		b->keep = 0;
	else if (boiler_phrase(s, b->len) &&
	         /* (a term of an outage's facts, "Laatste update" over
	          * its hour, is one: term_pairs) */
	         !((b->tag & F_DT) && term_pairs(x, b)) &&
	         /* but a critic's grade under the verdict's prose, its
	          * label read as a widget's count of votes ("Voto: 8/10",
	          * "Bewertung: 4 von 5 Sternen"), is the review's: on */
	         !(grade_line(s, b->len) && body_score(x, i, first)))
		/* a card's heading over its text ("Print & packaging",
		 * "Werbung & Beschriftung": a service) is no widget */
		b->keep = card_head(x, i, end) ? -1 : table_source(x, i, first);
	else if (i + 1 < end && (b[1].tag & F_HEAD) && score_line(s, b->len) &&
	         in_cell(nd, b) < 0 && !body_score(x, i, first) && !version_pair(x, i) &&
	         !(b->tag & (F_TR | F_HEAD)))
		/* a review's score right over its title: dropped, passed
		 * over (a reader's review card's "5,3/6" between its
		 * reviewer and its title, "Gerne wieder", over the text) */
		b->keep = SHOP_OUT;
	else if (b->chars < SHOP_LINE + 40 && !(b->tag & F_HEAD) && in_cell(nd, b) < 0 &&
	         /* but a tax note right under a table's cell is the
	          * table's footnote: a tariff's "* inkl. 19 % MwSt.
	          * Mindestlaufzeit 24 Monate.", "* TVA incluse",
	          * "* incl. btw" under a price table */
	         !(i > first && in_cell(nd, b - 1) >= 0 && tax_note(s, b->len)) &&
	         (shop_line(s, b->len) ||
	          (price_line(s, b->len) && i + 1 < end &&
	           tax_note(x->text.p + b[1].off, b[1].len))))
		b->keep = SHOP_OUT;  /* a buy box's line: dropped, passed over */
	else if (embed_placeholder(s, b->len) || embed_consent_line(s, b->len)) {
		b->keep = 0;
		if (sl->nph < PH_MAX)
			sl->ph[sl->nph++] = i;
	} else if (browser_notice(s, b->len) ||
	         site_notice(s, b->len) || author_box(s, b->len) ||
	         wire_credit(s, b->len) || transl_notice(s, b->len) ||
	         author_lines(x, i, first, end) ||
	         forum_counter(s, b->len) || vote_count(s, b->len) ||
	         fold_tagline(s, b->len) || read_time_line(s, b->len) ||
	         ((score_line(s, b->len) || (sl->prices < 3 && price_only(s, b->len))) &&
	          in_cell(nd, b) < 0 && !body_score(x, i, first) && !version_pair(x, i) &&
	          !(b->tag & (F_TR | F_HEAD))) ||
	         (social_count(s, b->len) && in_cell(nd, b) < 0 && !(b->tag & F_TR)) ||
	         offer_box(s, b->len) || score_label(x, i, end) ||
	         ticket_run(x, i, first, end) ||
	         (b->chars <= 20 && i + 1 < end && b[1].chars &&
	          b[1].link_chars == b[1].chars && toc_title(s, b->len)) ||
	         ((b->tag & F_HEAD) && answer_count(s, b->len)) ||
	         list_control(s, b->len))
		b->keep = 0;
	else if (b->button && button_bar(x, i))
		b->keep = SHOP_OUT;  /* a bar of buttons: dropped, passed
		                      * over (the ad's place above it stays
		                      * with the ad's facts below it) */
	else if (x->english && keyword_list(b, s))
		b->keep = 0;
	else
		return 0;
	return 1;
}

/* Whether element k, or one of its CELL_UP - 1 nearest ancestors, is a
 * table's cell */
#ifndef CELL_UP
#define CELL_UP 4
#endif
static int cell_up(const struct node *nd, int k)
{
	for (int up = 0; up < CELL_UP && k >= 0; up++, k = nd[k].parent)
		if (nd[k].tag & F_TD)
			return 1;
	return 0;
}

/* The page's headline over an article in markup: dropped; a short line
 * with no punctuation: decided by its neighbours */
int frame_verdict(struct extractor *x, struct sel *sl, struct block *b)
{
	struct node *nd = x->nodes;
	if ((b->tag & F_H1) && ((nd[sl->c].key && !(nd[sl->c].tag & F_TD)) ||
	                        ((nd[sl->c].tag & F_ROOT) && !cell_up(nd, b->owner))) &&
	    !sl->in_body)
		/* the page's headline over an article in markup; in a
		 * plain box of text (an old page's table or div) it
		 * heads the text and stays, in a table's cell named the
		 * content too ("<td id=inhalt>", TYPO3 4's "<p class=
		 * bodytext>") and in a cell when the page is the
		 * container (a homepage's name beside its photo, an
		 * e-mail's title in its layout table), and so does an
		 * h1 after a paragraph of the body: a section's heading
		 * (a book's chapter, each <section> with its own h1) */
		b->keep = 0;
	else if (b->chars < 30 && b->punct == 0 &&
	         !(b->tag & (F_HEAD | F_LI | F_TR | F_PRE)) &&
	         in_cell(nd, b) < 0 && !(sl->o->navtext & NAV_PRICE))
		/* decided by its neighbours; a short listing is code,
		 * not a line of the page's frame: an answer's or a
		 * tutorial's last command, "git reset HEAD~1", over
		 * its menu ("Share", "Follow") */
		b->keep = -1;
	else
		return 0;
	return 1;
}
