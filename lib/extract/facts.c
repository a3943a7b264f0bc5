/*
 * extract/facts: phase 3's keep_ rules, and some drop_ rules, for text that
 * is data rather than prose (extract.c has the overview, select.c the
 * selection): info boxes and box titles, fact rows, tables and grids,
 * figures' rows, events and their dates, bids, facts' heads and asides,
 * poems and verses, needs lists, code labels, items' prices and heads,
 * slides, tabs, versions and scores. Page classes: encyclopedias, product
 * and event pages, recipes, reviews, docs, poetry.
 */
#include "internal.h"

/* Whether a box's title names an info box that explains a term or the
 * background of the story ("Wissen: Was ist der VPI?", "Gut zu wissen",
 * "Hintergrund", "Info", "Stichwort", "Bon à savoir", "Le saviez-vous ?",
 * "Good to know", "Did you know?", "Background", "Lo sapevi?", "Buono a
 * sapersi", "¿Sabías que...?", "Goed om te weten", "Achtergrond"). */
static int info_title(const char *s, size_t n)
{
	static const char *const w[] = {
		"wissen", "gut zu wissen", "hintergrund", "info", "stichwort", "zur sache",
		"bon \xC3\xA0 savoir", "\xC3\xA0 savoir", "le saviez-vous", "good to know",
		"did you know", "background", "lo sapevi", "buono a sapersi",
		"\xC2\xBFsab\xC3\xAD" "as que", "a tener en cuenta", "goed om te weten",
		"wist je dat", "achtergrond",
		/* a travel story's facts for the trip ("Reise-Infos
		 * Madeira", "Infos pratiques", "Informazioni utili") */
		"infos", "reise-infos", "reiseinfos", "reise-info", "reiseinformationen",
		"praktische infos", "travel info", "travel information",
		"practical information", "infos pratiques", "infos utiles",
		"informations pratiques", "informazioni utili", "info utili",
		"informaci\xC3\xB3n pr\xC3\xA1" "ctica", "datos pr\xC3\xA1" "cticos",
		"praktische informatie", "praktische info",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_word(s, n, w[k]))
			return 1;
	return 0;
}

/* Whether a box's title names a summary of the story set over its body
 * ("Das Wichtigste in Kürze", "Auf einen Blick", "L'essentiel", "En
 * bref", "Key points", "At a glance", "In breve", "En resumen", "In het
 * kort"), or a box on the person a story or an interview is about ("Zur
 * Person", "Steckbrief", "Qui est-elle ?", "Chi è", "Quién es", "Wie is"):
 * 1 and 2. */
int story_box_title(const char *s, size_t n)
{
	static const char *const sum[] = {
		"das wichtigste in k\xC3\xBCrze", "das wichtigste im \xC3\xBC" "berblick",
		"das wichtigste auf einen blick", "auf einen blick", "in k\xC3\xBCrze",
		"kurz und knapp", "kurz & knapp", "l'essentiel", "l\xE2\x80\x99" "essentiel",
		"en bref", "en r\xC3\xA9sum\xC3\xA9", "key points", "at a glance",
		"the essentials", "in short", "in breve", "in sintesi", "en resumen",
		"lo esencial", "in het kort", "samengevat",
	};
	static const char *const who[] = {
		"zur person", "steckbrief", "qui est-il", "qui est-elle", "chi \xC3\xA8",
		"qui\xC3\xA9n es", "wie is", "about the interviewee",
	};
	for (size_t k = 0; k < sizeof sum / sizeof *sum; k++)
		if (starts_with_word(s, n, sum[k]))
			return 1;
	for (size_t k = 0; k < sizeof who / sizeof *who; k++)
		if (starts_with_word(s, n, who[k]))
			return 2;
	return 0;
}

/* An info box set in the body between its paragraphs (<aside
 * class=story-info-box><h4>Wissen: Was ist der VPI?</h4><p>Der
 * Verbraucherpreisindex misst ...</p></aside>): a boilerplate box by its
 * tag or name, inside the container, its first block a title of an info
 * box (info_title) under INFO_TITLE characters, over one to INFO_BLOCKS
 * paragraphs of link-free prose, with a kept block of the body right
 * before and right after it, is kept: it explains the story. So is one
 * whose paragraphs are a list's terms, each over its prose (a travel
 * story's "<aside class=infobox><h3>Reise-Infos Madeira</h3><dl><dt>
 * Anreise</dt><dd>Direktflüge nach Funchal ...</dd>"), to INFO_BLOCKS
 * pairs. A box of links ("Mehr zum Thema") or one that closes the body
 * stays out; but a summary of the story (story_box_title) is kept over
 * the body with nothing kept above it (an explainer's "<aside class=
 * summary-box><h2>Das Wichtigste in Kürze</h2><ul><li>...", "L'essentiel",
 * "Key points"), and a box on the story's person closing the body with
 * nothing kept below it (an interview's "<aside class=infobox><h3>Zur
 * Person</h3><p>Katrin V., 49, ist Professorin ..."), and a review's box
 * of the book's data under a kept block, its lines link-free and one with
 * its ISBN ("<aside class=infobox><h3>Das Buch</h3>"). */
void keep_info_boxes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->link_chars || b->chars >= INFO_TITLE)
			continue;
		int n = nd[b->owner].nearest_neg;
		if (n < 0 || nd[n].first_block != i || nd[n].end_block > end ||
		    nd[n].end_block - i < 2 || nd[n].end_block - i > 2 * INFO_BLOCKS + 1)
			continue;
		/* a summary may open the body, nothing kept above it; a box
		 * on the story's person may close it */
		const char *s = x->text.p + b->off;
		int before = i > first && x->blocks[i - 1].keep > 0;
		int after = nd[n].end_block < end && x->blocks[nd[n].end_block].keep > 0;
		int kind = before && after && info_title(s, b->len) ? 3 :
		           after || before ? story_box_title(s, b->len) : 0;
		int j = i + 1, terms = 0, e = nd[n].end_block;
		/* and a review's box of the book's data under the body (a
		 * Feuilleton's "<aside class=infobox><h3>Das Buch</h3><p>Marta
		 * Q.: Die Salzgärten. Roman. Verlag, 2026. 312 Seiten, 25
		 * Euro.</p><p>ISBN 978-...</p>", "Le livre", "Il libro", "The
		 * book"): link-free lines, one with the book's ISBN */
		if (!kind && before && e - j <= INFO_BLOCKS) {
			int isbn = 0;
			for (j = i + 1; j < e && !x->blocks[j].link_chars &&
			                !(x->blocks[j].tag & F_HEAD); j++)
				isbn |= isbn_line(x->text.p + x->blocks[j].off, x->blocks[j].len);
			kind = j == e && isbn ? 4 : 0;
			j = e;
		}
		if (!kind || (kind == 1 && !after) || (kind == 2 && !before))
			continue;
		for (; j < e && kind != 4 && !x->blocks[j].link_chars; j++) {
			const struct block *t = &x->blocks[j];
			if ((t->tag & F_DT) && t->chars < INFO_TITLE && j + 1 < e &&
			    !(t[1].tag & F_DT) && is_prose(&t[1]))
				terms++;  /* a term over its prose */
			else if (!is_prose(t))
				break;
		}
		if (j < e || e - i - 1 - terms > INFO_BLOCKS)
			continue;
		for (j = i; j < nd[n].end_block; j++)
			x->blocks[j].keep = 1;
		i = j - 1;
	}
}

/* A summary box's title that is no heading, a <div> over the box's list
 * ("<div class=quickfacts__title>Schnellübersicht</div>", "Auf einen
 * Blick", "En bref", "En resumen", "In breve", "At a glance") is dropped
 * as a short line of no weight while its list is kept: the first block
 * of its box, under BOX_TITLE characters, link-free, no sentence, outside
 * boilerplate, over two or more items of a list that are all kept and
 * free of links, goes with them (a live blog's times, a dateline over
 * paragraphs, a label with its colon, "Author: ...", "Recommended:", are
 * no such title). A box whose lines are links (a table of
 * contents' "Artikelübersicht") is no such box. */
#ifndef BOX_TITLE
#define BOX_TITLE 40
#endif
void keep_box_titles(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 2 < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->chars >= BOX_TITLE || b->link_chars || !b->chars ||
		    (b->tag & F_HEAD) || !x->blocks[i + 1].keep)
			continue;
		int p = nd[b->owner].parent;
		if (p < 0 || nd[p].first_block != i || nd[p].end_block > end ||
		    nd[p].end_block - i < 3 || nd[b->owner].nearest_neg >= 0 ||
		    ends_sentence(x->text.p + b->off, b->len) ||
		    memchr(x->text.p + b->off, ':', b->len))
			continue;
		int j = i + 1;
		while (j < nd[p].end_block && x->blocks[j].keep > 0 && !x->blocks[j].link_chars &&
		       (x->blocks[j].tag & F_LI))
			j++;
		if (j == nd[p].end_block)
			x->blocks[i].keep = 1;
	}
}

/* Block i is a term that names a version ("Since:", "Seit") or the
 * figure right under one ("2.0"): a version, no score. */
int version_pair(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	if (!(b->tag & F_DT) && i > 0 && (b[-1].tag & F_DT))
		b--;
	return (b->tag & F_DT) && version_label(x->text.p + b->off, b->len);
}

/* A score's label: block i and the score line after it in one list item,
 * a review box's list of sub-scores ("<li><span>Espresso</span><div
 * class=review-star>4,5/5</div>"), or a term and its definition in one
 * list (a review portal's "<dt>Zimmer</dt><dd>5,4</dd>", "<dt>Service
 * </dt><dd>4.5</dd>"): the label goes with its score. */
int score_label(const struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int li = b->owner;
	if (b->chars >= 40 || i + 1 >= end || b[1].chars >= 40 || (b->tag & F_HEAD))
		return 0;
	/* or a term over its definition in one list: a review's
	 * "<dl class=sub-ratings><dt>Zimmer</dt><dd>5,4</dd>" */
	if ((b->tag & F_DT) && !(b[1].tag & F_DT)) {
		if (version_pair(x, i))
			return 0;
		int dt = up_to_tag(nd, li, F_DT, 2);
		int dl = dt >= 0 ? nd[dt].parent : -1;
		if (dl >= 0 && nd[dl].end_block > i + 1)
			return score_line(x->text.p + b[1].off, b[1].len);
	}
	li = up_to_tag(nd, li, F_LI, 2);
	if (li < 0 || b[1].owner < li ||
	    nd[li].end_block <= i + 1)
		return 0;
	return score_line(x->text.p + b[1].off, b[1].len);
}

/* A fact box set in rows of a label and its value ("<div class=
 * einsatz__datum><span class=label>Datum</span><span class=value>
 * 12.09.2026</span></div>", then "Alarmierung", "Fahrzeuge" with the
 * vehicles linked; an event's "Lieu", "Horaire"; "Plaats", "Prijs"): a
 * run of FACT_RUN or more blocks, each a row of its own under one parent,
 * each opening with an element named a label (class_parts) and under
 * FACT_MAX characters, of which half or more are kept (or one, right
 * under the kept headline and FACT_UNDER - 1 lines), is the box's table
 * and kept whole: a row of links, or one named a date, is one of its
 * facts, no menu nor byline (under the boilerplate hint of its rows alone,
 * a box the parent is not in, it stays out, and so does a row named its
 * author's: a recipe card's "Author: Hannah Price" is its byline). A run
 * with none kept is kept too where it stands in the body, a kept
 * paragraph of prose FACT_ROW_GAP blocks above it at most (the first kept
 * one there) and a kept block right after it, and so is a heading right over
 * it in its box: a breed profile's "Eigenschaften im Überblick" over
 * "<div class=rating-box__row><span class=rating-box__label>
 * Familienfreundlich</span> <span>5 von 5</span>" between its sections. */
#ifndef FACT_MAX
#define FACT_MAX 200
#endif
#ifndef FACT_UNDER
#define FACT_UNDER 3
#endif
#define FACT_ROW_GAP 3
static int fact_gap(const struct extractor *x, int i, int j, int first, int end)
{
	int k = i - 1;
	while (k >= first && k >= i - FACT_ROW_GAP && x->blocks[k].keep <= 0)
		k--;
	return k >= first && k >= i - FACT_ROW_GAP && is_prose(&x->blocks[k]) && j < end &&
	       x->blocks[j].keep > 0;
}

/* Or the rows are boxes of two blocks each, a block named a label over
 * its value (Drupal's inline fields, "<div class='field field--label-
 * inline'><div class=field__label>Kunde</div><div class=field__item>
 * Stadtwerke Ulm</div></div>", "Branche", "Projektdauer" over a case
 * study's body; a product's "Material", "Maße"): label_pairs. FACT_RUN
 * or more such boxes side by side in the body, the values under FACT_MAX
 * characters, right over a kept block in their box (the body's text: a
 * wiki's infobox, a song's credits box, holds them alone; a run after the
 * text is an event's or a product's small print) are its facts and kept,
 * a value of links too; where a label names a byline's term ("Autor",
 * "Datum": byline_term) they are a news story's meta, which the golds
 * leave out, and left as they are. */

/* The box of the pair that block i opens, a label over its value, or -1. */
static int pair_box(const struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int f = nd[b->owner].parent;
	return i + 1 < end && b->lab && nd[b->owner].label && (nd[b->owner].tag & F_BLOCK) &&
	       f >= 0 && nd[f].first_block == i && nd[f].end_block == i + 2 && !b[1].lab &&
	       b[1].chars < FACT_MAX ? f : -1;
}

/* label_pairs: the run's blocks' end, or i where block i opens no run. */
static int label_pairs(struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	int f = pair_box(x, i, end), j = i, rows = 0, meta = 0;
	if (f < 0)
		return i;
	int p = nd[f].parent;
	for (; (f = pair_box(x, j, end)) >= 0 && nd[f].parent == p; j += 2, rows++) {
		const struct block *b = &x->blocks[j];
		meta |= byline_term(x->text.p + b->off, b->len) ||
		        (nd[f].nearest_neg >= 0 && nd[f].nearest_neg != nd[p].nearest_neg);
	}
	if (rows >= FACT_RUN && !meta && j < nd[p].end_block && j < end && x->blocks[j].keep > 0)
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
	return j;
}

void keep_fact_rows(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end;) {
		if (!x->blocks[i].lab) {
			i++;
			continue;
		}
		int pe = label_pairs(x, i, end);
		if (pe > i) {
			i = pe;
			continue;
		}
		int p = nd[x->blocks[i].owner].parent, j = i, kept = 0, ok = p >= 0;
		for (; j < end && x->blocks[j].lab && nd[x->blocks[j].owner].parent == p; j++) {
			const struct block *b = &x->blocks[j];
			if (b->chars >= FACT_MAX || (j > i && b->owner == b[-1].owner) ||
			    (nd[b->owner].nearest_neg >= 0 &&
			     nd[b->owner].nearest_neg != nd[p].nearest_neg))
				ok = 0;
			kept += b->keep > 0;
		}
		/* or one of them at least, right under the kept headline
		 * and a line or two (its price): a listing's key facts
		 * ("Kilometerstand 38.200 km", "Erstzulassung 04/2022") */
		int under = kept && i > first && x->blocks[i - 1].keep > 0 && x->headline >= first &&
		            i > x->headline && i <= x->headline + FACT_UNDER &&
		            x->blocks[x->headline].keep > 0;
		int gap = ok && !kept && j - i >= FACT_RUN && fact_gap(x, i, j, first, end);
		if (ok && j - i >= FACT_RUN && (2 * kept >= j - i || under || gap))
			for (int k = i; k < j; k++) {
				int m = nd[x->blocks[k].owner].nearest_meta;
				if (m < 0 || !(nd[m].hint & H_AUTHOR))
					x->blocks[k].keep = 1;
			}
		struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		if (gap && (h->tag & (F_HEAD | F_H1)) == F_HEAD && !h->link_chars &&
		    nd[h->owner].parent == p && nd[h->owner].nearest_neg < 0)
			h->keep = 1;
		i = j > i ? j : i + 1;
	}
}

/* A classified ad's parts, each a box of the listing the container is
 * (ad_parts: "ad-criteria", "ad-location" beside "ad-description"), are
 * its content: its place under its heading ("Localisation" over "Lyon
 * 69007", "Standort" over "80331 München", "Ubicación"), short lines that
 * weigh negative, is kept as its text is; a link (a button to write to
 * the seller) or a box with a boilerplate hint inside the part stays out.
 * So are those of an ad known by its title's box (ad_title_in), each
 * a box that opens with its heading and holds AD_PARTS lines or fewer
 * ("Características" over its criteria, "Ubicación" over the place):
 * the boxes after them, headless lines, are none. */
#ifndef AD_LINE
#define AD_LINE 200
#endif
#ifndef AD_PARTS
#define AD_PARTS 24
#endif
void keep_ad_parts(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int t = title_box(x), tp = t >= 0 ? nd[t].parent : -1, last = ad_price_last(x, tp);
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->link_chars || b->chars >= AD_LINE ||
		    nd[b->owner].nearest_neg > c)
			continue;
		int o = b->owner, q = b->owner;
		while (o > c && nd[o].parent != c)
			o = nd[o].parent;
		/* (the title's box and the ad's parts in its parent, the
		 * container or a box in it) */
		while (q > c && nd[q].parent != tp)
			q = nd[q].parent;
		int part = q > c && ad_title_in(x, q, t, last) &&
		           (x->blocks[nd[q].first_block].tag & F_HEAD) &&
		           nd[q].end_block - nd[q].first_block <= AD_PARTS;
		if ((o > c && ad_parts(x, o)) || part)
			x->blocks[i].keep = 1;
	}
}

/* A data table whose head row is kept is kept whole: its rows under it,
 * each a linked name and a number or a size ("<a>Thijs Kuipers</a>" |
 * "1", a match report's scorers; "<a>Etappenplan.pdf</a>" | "340 kB", a
 * council's notice's documents), are decided as its head was, not by the
 * teaser or the link list after the body that they look like. A table in
 * the container (no boilerplate hint in it), TROW_MIN rows or more, each
 * cell one block under 80 characters (or all link and under TCELL_LINK:
 * a council's agenda under "TOP" | "Betreff" | "Vorlage" links its
 * items' whole titles, "<a>Bebauungsplan Nr. 214 „Wohnquartier Am
 * Hufeisensee“ – Aufstellungsbeschluss</a>", "<a>Approvazione del
 * verbale della seduta del 13 ottobre</a>"), whose first row's cells,
 * two or more (one is a box's title), are all kept and labels, no link
 * nor figure ("Name" | "Grösse"; a table of an
 * event's facts, "Datum" | "Samstag, 1. August 2026", has no head row
 * and its rows are decided each on its own). */
#define TROW_MIN 3
#define TCELL_LINK 200
void keep_table_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int cell = b->keep > 0 ? in_cell(nd, b) : -1;
		if (cell < 0 || nd[cell].parent <= c || !(nd[nd[cell].parent].tag & F_TR))
			continue;
		int r = nd[cell].parent, t = nd[r].parent;
		if (t <= c)
			continue;
		if (nd[t].first_block == nd[r].first_block && nd[t].parent > c &&
		    nd[nd[t].parent].first_block == nd[t].first_block)
			t = nd[t].parent;  /* the head row in a <thead> */
		if (nd[t].first_block != nd[r].first_block || nd[t].end_block > end) {
			i = nd[r].end_block - 1;
			continue;
		}
		int ok = nd[r].end_block - nd[r].first_block >= 2, rows = 0;
		for (int k = nd[r].first_block; k < nd[r].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			ok = e->keep > 0 && !e->link_chars;
			for (size_t q = 0; q < e->len && ok; q++)
				ok = !isdigit((unsigned char)x->text.p[e->off + q]);
		}
		for (int k = nd[t].first_block; k < nd[t].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			int ec = in_cell(nd, e);
			ok = ec >= 0 && (e->chars < 80 || (e->chars < TCELL_LINK &&
			                                  e->link_chars == e->chars)) &&
			     nd[e->owner].nearest_neg <= c &&
			     (nd[nd[ec].parent].tag & F_TR);
			rows += ok && (k == nd[t].first_block ||
			               nd[ec].parent != nd[in_cell(nd, &e[-1])].parent);
		}
		if (ok && rows >= TROW_MIN)
			for (int k = nd[t].first_block; k < nd[t].end_block; k++)
				if (!(x->blocks[k].chars <= CALL_MAX && ticket_cell(x, k, first, end)))
					x->blocks[k].keep = 1;  /* not its ticket links */
		i = nd[t].end_block - 1;
	}
}

/* A box of a listing's facts built of rows of boxes, no table (a used
 * car's "Technische Daten": "<div class=g-row><div class=g-col-6>Getriebe
 * </div><div class=g-col-6>Schaltgetriebe</div></div>", a flat's "Zimmer"
 * | "3", "Année" | "2019"): GRID_ROWS or more rows in a run, siblings of
 * one tag and class, each of two boxes of one block each, a label and its
 * value, link-free, under GRID_MAX characters and outside boilerplate,
 * in the container, are kept whatever their weight, and so is the heading
 * right over the first row in their box (named a header by its own class
 * too: "<h2 class=cBox-header>"), or right over the box that the rows open,
 * its sibling: a holiday calendar's "<h2>Gesetzliche Feiertage 2027</h2>
 * <div class=holiday-list><div class=holiday-row>" ("Neujahr" | "1. Jänner
 * 2027, Freitag"), which went as a heading over nothing before the rows
 * were kept. A run of CARD_RUN rows or more whose rows are all kept but
 * the last is kept whole too. */
#define GRID_ROWS 4
#define GRID_MAX 80
int grid_pair(const struct extractor *x, int i, int c)
{
	const struct node *nd = x->nodes;
	if (i + 1 >= x->nblocks)
		return -1;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	if (r <= c || nd[r].first_block != i || nd[r].end_block != i + 2 || !nd[r].cls)
		return -1;
	for (int k = i; k < i + 2; k++) {
		const struct block *e = &x->blocks[k];
		if (nd[e->owner].parent != r || e->link_chars || !e->chars ||
		    e->chars >= GRID_MAX || nd[e->owner].nearest_neg > c ||
		    (e->tag & F_HEAD))
			return -1;
	}
	return b[1].owner != b->owner ? r : -1;
}

/* Are rows r and r2 of one run: boxes of one tag and class under one
 * parent, or each alone in a wrapper of its own, the wrappers siblings of
 * one tag and class (a CMS's list of items, each item a paragraph's box:
 * Drupal's "<div class=field__item><div class=paragraph>")? */
static int grid_sibs(const struct node *nd, int r, int r2)
{
	if (nd[r2].cls != nd[r].cls)
		return 0;
	int p = nd[r].parent, p2 = nd[r2].parent;
	if (p == p2)
		return 1;
	return p >= 0 && p2 >= 0 && nd[p].cls == nd[p2].cls && nd[p].parent == nd[p2].parent &&
	       nd[p].first_block == nd[r].first_block && nd[p].end_block == nd[r].end_block &&
	       nd[p2].first_block == nd[r2].first_block && nd[p2].end_block == nd[r2].end_block;
}

/* A comparison's rows of boxes, no table (an affiliate plugin's product
 * table, "<div class=aawp-tb__row><div class=aawp-tb__head>Gewicht</div>
 * <div class=aawp-tb__data>6,9 kg</div><div ...>11,2 kg</div>..."): a
 * row in a box with a class, of GRID_COLS boxes at most and three at
 * least, no link in any, each one block as
 * grid_pair's are (or its block in a box of its own, "<span class=price>"),
 * GRID_WORDS words at most and no sentence (a thread's post, its poster,
 * its text and its time in three boxes, has one), the first a label with
 * no figure (a month's grid of days opens its weeks with one). Its box
 * when block i opens one, its number of boxes in *n. */
#ifndef GRID_COLS
#define GRID_COLS 6
#endif
#ifndef GRID_WORDS
#define GRID_WORDS 6
#endif
static int grid_wide(const struct extractor *x, int i, int c, int *n)
{
	const struct node *nd = x->nodes;
	if (i >= x->nblocks)
		return -1;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	*n = r > c ? nd[r].end_block - i : 0;
	if (*n < 3 || *n > GRID_COLS || nd[r].first_block != i || !nd[r].cls ||
	    has_digit(x->text.p + b->off, b->len))
		return -1;
	for (int k = i, prev = -1; k < i + *n; k++) {
		const struct block *e = &x->blocks[k];
		int cell = e->owner;  /* or the box round its own ("<span class=price>") */
		if (nd[cell].parent != r && nd[cell].parent > r)
			cell = nd[cell].parent;
		if (nd[cell].parent != r || cell == prev || e->link_chars || !e->chars ||
		    e->chars >= GRID_MAX || e->words > GRID_WORDS ||
		    ends_sentence(x->text.p + e->off, e->len) ||
		    nd[e->owner].nearest_neg > c || (e->tag & F_HEAD))
			return -1;
		prev = cell;
	}
	return r;
}

void keep_grid_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	/* CARD_RUN wide rows or more in a run, of one width, are kept */
	for (int i = first, n, n2, r; i < end; i++) {
		if ((r = grid_wide(x, i, c, &n)) < 0)
			continue;
		int j = i, rows = 0, r2;
		while (j < end && (r2 = grid_wide(x, j, c, &n2)) >= 0 && n2 == n &&
		       grid_sibs(nd, r, r2))
			j += n, rows++;
		for (int k = i; k < j && rows >= CARD_RUN; k++)
			x->blocks[k].keep = 1;
		i = j - 1;
	}
	for (int i = first; i < end; i++) {
		int r = grid_pair(x, i, c);
		if (r < 0)
			continue;
		int j = i, rows = 0, kept = 0, r2;
		while (j < end && (r2 = grid_pair(x, j, c)) >= 0 && grid_sibs(nd, r, r2)) {
			kept += x->blocks[j].keep > 0 && x->blocks[j + 1].keep > 0;
			j += 2, rows++;
		}
		/* fewer rows, CARD_RUN at least, all kept but the last: the
		 * run is kept whole (a box of key figures closing a case
		 * study, "-50 %" | "Durchlaufzeit", whose last row went with
		 * the tags' box after it) */
		int tail = rows >= CARD_RUN && kept == rows - 1 &&
		           !(x->blocks[j - 1].keep > 0 && x->blocks[j - 2].keep > 0);
		if (rows < GRID_ROWS && !tail) {
			i = j + 1;
			continue;
		}
		/* a poster's facts in each post's cell (XenForo's "<dl
		 * class=pairs><dt>Posty</dt><dd>1 204</dd></dl>", four of
		 * them with the poster's town) are the board's, no listing's */
		if (poster_fact(x, i, first)) {
			i = j - 1;
			continue;
		}
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		int box = nd[r].parent, hp = h ? nd[h->owner].parent : -1;
		if (h && (h->tag & (F_HEAD | F_H1)) == F_HEAD && !h->link_chars &&
		    h->chars < GRID_MAX &&
		    (hp == box ||
		     (box > c && hp == nd[box].parent && nd[box].first_block == i)) &&
		    (nd[h->owner].nearest_neg <= c || named_head(x, h)))
			h->keep = 1;
		i = j - 1;
	}
}

/* A results box's rows in the body, each a box of inline parts on one
 * line, a name and its figures (an election's "<div
 * class=election-results__row><span>CDU</span><span>18,9 %</span><span>
 * +3,2</span></div>", "Lista civica 12,4 % 3 seggi", "Partido Popular
 * 33,1 % 137", a league table's "Werder Bremen 12 25:18 21"): too short
 * each to weigh, they went with the source line under them ("Quelle:
 * Stadt Tübingen, vorläufiges Endergebnis"). FIG_ROWS or more boxes in a
 * run, siblings of one tag and class in the container, each one block of
 * a word and two figures or more, link-free, under GRID_MAX characters,
 * outside boilerplate, with a kept block among the FIG_ABOVE above them
 * (the text, their heading, their head row) and one of the container
 * after them, are kept. */
#define FIG_ROWS 4
#define FIG_ABOVE 3
static int fig_line(const struct extractor *x, int i, int c)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int o = b->owner;
	if (b->link_chars || b->chars >= GRID_MAX || b->words < 2 ||
	    nd[o].first_block != i || nd[o].end_block != i + 1 || !nd[o].cls || o <= c ||
	    nd[o].nearest_neg > c || nd[o].nearest_meta > c || (b->tag & (F_HEAD | F_TD)))
		return 0;
	const char *s = x->text.p + b->off;
	int figs = 0, alpha = 0;
	for (size_t k = 0; k < b->len; k++) {
		unsigned char ch = (unsigned char)s[k];
		if (isdigit(ch) && (k == 0 || !isdigit((unsigned char)s[k - 1])) &&
		    !(k >= 2 && (s[k - 1] == ',' || s[k - 1] == '.') &&
		      isdigit((unsigned char)s[k - 2])))
			figs++;
		alpha |= isalpha(ch) || (ch >= 0xC3 && ch <= 0xD4);  /* Latin, Greek, Cyrillic */
	}
	return figs >= 2 && alpha;
}

static int fig_row(const struct extractor *x, int i, int c)
{
	return x->blocks[i].keep <= 0 && fig_line(x, i, c);
}

/* The line that opens the box of such rows, kept, right over them, is
 * the chart's head, named a title or a head ("<div class=chart-results__
 * title>Suffrages exprimés, en %</div>", "Stimmenanteile in Prozent",
 * "Voti validi, in %"): no link, under GRID_MAX characters, no sentence,
 * no heading, outside boilerplate; it stays with them. */
static int fig_head(const struct extractor *x, int i, int c, int end)
{
	const struct node *nd = x->nodes;
	const struct block *h = &x->blocks[i];
	int p = nd[h->owner].parent;
	if (h->keep > 0 || h->link_chars || h->chars >= GRID_MAX || i + FIG_ROWS >= end ||
	    p < 0 || nd[p].first_block != i || nd[h->owner].nearest_neg > c ||
	    (h->tag & (F_HEAD | F_H1 | F_TD | F_LI)) || ends_sentence(x->text.p + h->off, h->len))
		return 0;
	for (int k = i + 1; k <= i + FIG_ROWS; k++)
		if (x->blocks[k].keep <= 0 || nd[x->blocks[k].owner].parent != p ||
		    nd[x->blocks[k].owner].cls != nd[x->blocks[i + 1].owner].cls ||
		    nd[x->blocks[k].owner].cls == nd[h->owner].cls || !fig_line(x, k, c))
			return 0;
	return 1;
}

void keep_fig_rows(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		if (!fig_row(x, i, c))
			continue;
		int o = x->blocks[i].owner, j = i + 1, before = 0;
		for (int k = i - 1; k >= first && k >= i - FIG_ABOVE && !before; k--)
			before = x->blocks[k].keep > 0;
		while (j < end && fig_row(x, j, c) && nd[x->blocks[j].owner].parent == nd[o].parent &&
		       nd[x->blocks[j].owner].cls == nd[o].cls &&
		       nd[x->blocks[j].owner].tag == nd[o].tag)
			j++;
		int after = 0;
		for (int k = j; k < end && !after; k++)
			after = x->blocks[k].keep > 0;
		if (j - i >= FIG_ROWS && before && after)
			for (int k = i; k < j; k++)
				x->blocks[k].keep = 1;
		i = j;
	}
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep <= 0 && fig_head(x, i, c, end))
			x->blocks[i].keep = 1;
}

/* A programme's events in a list, each item its date, its title linked
 * to its page, its time and place and a line about it ("<li><p>Gio
 * 03.12.2026</p><h3><a>La traviata</a></h3><p>ore 20:30 · Sala grande"):
 * on a page of no body, its longest kept paragraph under a teaser's
 * length, a linked heading (h2-h6, under EVENT_HEAD characters, outside
 * boilerplate) right over a kept line of its box with a time in figures,
 * one of CARD_RUN or more such, is the event's title and stays (a list of
 * teasers under a body keeps its headlines out). A reply's subject over
 * its stamp ("<h5><a>Re: ...</a></h5>" over "« Antwort #1 am: 12. April
 * 2025, 10:02:47 »", a board's post of short text) is no event's. */
#define EVENT_HEAD 100
static int event_title(const struct extractor *x, int i, int c, int end)
{
	const struct node *nd = x->nodes;
	const struct block *h = &x->blocks[i], *t = h + 1;
	return i + 1 < end && !h->keep && (h->tag & (F_HEAD | F_H1)) == F_HEAD &&
	       h->link_chars * 2 > h->chars && h->chars < EVENT_HEAD &&
	       nd[h->owner].nearest_neg <= c && t->keep > 0 && !t->link_chars &&
	       t->chars < ENTRY_STAMP && nd[t->owner].parent == nd[h->owner].parent &&
	       clock_time(x->text.p + t->off, t->len) &&
	       !reply_subject(x->text.p + h->off, h->len);
}

void keep_event_titles(struct extractor *x, int c, int first, int end)
{
	int n = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b) && b->chars >= TEASER_MAX)
			return;
		n += event_title(x, i, c, end);
	}
	if (n < CARD_RUN)
		return;
	for (int i = first; i < end; i++)
		if (event_title(x, i, c, end))
			x->blocks[i].keep = 2;
}

/* A careers page's open positions, a run of LIST_CARDS or more card links
 * (card_link: "<a class=job-list__item><span class=job-list__title>
 * Konstrukteur Maschinenbau (m/w/d)</span><span class=job-list__meta>
 * Biberach · Vollzeit</span></a>", "<a class=job-teaser><h3>Installateur/in
 * </h3><p>Leibnitz · Vollzeit</p></a>", "Technicien SAV (H/F) Lyon ·
 * CDI") right under a heading that names them (jobs_head: "Offene
 * Stellen", "Open positions", "Offres d'emploi", "Vacatures"), in that
 * heading's box: the page's own list; and so is a programme's, its
 * heading naming its events (events_head: "Nächste Anlässe", "Upcoming
 * events", "Agenda"), LIST_CARDS of its cards' lines or more dated in
 * figures ("<a class=event-card><span class=event-card__date>Fr,
 * 05.12.2026, 20:00</span><span class=event-card__title>Jazz im
 * Gewölbekeller</span></a>"); and a firm's people, its heading naming
 * its team (team_head: "Unser Team", "Notre équipe"), each card a name and
 * a role under TEAM_CARD characters, no sentence ("<a class=team-card>
 * <span class=team-card__name>Henrike Brandt</span><span class=team-card__
 * role>Steuerberaterin</span></a>"). A boilerplate hint that lies within
 * the run names a card ("job-teaser"), no box around the list. card_list
 * gives the end of the run under heading block i, or -1; its cards weigh
 * nothing, as a table's cells (choose_container), and keep_card_lists keeps
 * the heading and the cards, where a list of links alone goes as a menu or
 * a teaser list. */
#ifndef LIST_CARDS
#define LIST_CARDS 2
#endif
#ifndef TEAM_CARD
#define TEAM_CARD 80
#endif
int card_list(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct block *h = &x->blocks[i];
	if (i + 1 >= x->nblocks || !(h->tag & F_HEAD) || h->link_chars || !h[1].card)
		return -1;
	const char *hs = x->text.p + h->off;
	int ev = 0, team = 0;
	if (!jobs_head(hs, h->len)) {
		ev = events_head(hs, h->len);
		team = !ev && team_head(hs, h->len);
		if (!ev && !team)
			return -1;
	}
	/* (the heading's box, or the box round its own <header>) */
	int box = nd[h->owner].parent, j = i + 1;
	while (box >= 0 && nd[box].end_block <= i + 1)
		box = nd[box].parent;
	if (box < 0)
		return -1;
	while (j < x->nblocks && j < nd[box].end_block && x->blocks[j].card)
		j++;
	if (j - i - 1 < LIST_CARDS)
		return -1;
	int dated = 0;
	for (int k = i + 1; k < j; k++) {
		const struct block *e = &x->blocks[k];
		int g = nd[e->owner].nearest_neg;
		if (g >= 0 && (nd[g].first_block <= i || nd[g].end_block > j))
			return -1;
		dated += ev && clock_time(x->text.p + e->off, e->len);
		if (team && (e->chars > TEAM_CARD || ends_sentence(x->text.p + e->off, e->len)))
			return -1;
	}
	return !ev || dated >= LIST_CARDS ? j : -1;
}

void keep_card_lists(struct extractor *x, int c, int first, int end)
{
	for (int i = first; i + LIST_CARDS < end; i++) {
		const struct block *h = &x->blocks[i];
		if (!(h->tag & F_HEAD) || !h[1].card || x->nodes[h->owner].nearest_neg > c)
			continue;
		int j = card_list(x, i);
		if (j < 0 || j > end)
			continue;
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		i = j - 1;
	}
}

/* An event's date and hour under the heading of its facts, after the
 * text ("Termin und Ort" over "<p class=event-date>Sonntag, 13. Dezember
 * 2026, 17:00 Uhr</p>" over the place; "Date et lieu", "Fecha y lugar"):
 * a dropped line under a date hint, under EVENT_WHEN characters, no link
 * and no sentence, that holds a date, in a box of EVENT_BOX blocks at
 * most with a kept heading (h2-h6) right above it and a kept line of no
 * sentence right under it (the place), with prose kept above the box, is
 * the event's and stays. A story's dateline has its dropped h1 over it; a
 * live blog's entry its text, sentences, under its stamp. */
#define EVENT_WHEN 80
#define EVENT_BOX 4
void keep_event_when(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *h = b - 1, *n = b + 1;
		int m = nd[b->owner].nearest_meta, p = nd[b->owner].parent;
		if (b->keep > 0 || m <= c || b->link_chars || b->chars >= EVENT_WHEN ||
		    (h->tag & (F_HEAD | F_H1)) != F_HEAD || h->keep <= 0 || h->link_chars ||
		    n->keep <= 0 || n->chars >= EVENT_WHEN * 2 || p <= c ||
		    nd[p].end_block - nd[p].first_block > EVENT_BOX ||
		    nd[p].first_block > i - 1 || nd[p].end_block < i + 2)
			continue;
		const char *s = x->text.p + b->off;
		if (ends_sentence(s, b->len) || ends_sentence(x->text.p + n->off, n->len) ||
		    !dated(s, b->len) || !body_before(x, first, i - 1))
			continue;
		b->keep = 2;
	}
}

/* A game's, a film's or a product's facts box under the article, past
 * the end of its text (a source line, a share bar: a block dropped as
 * boilerplate after the last kept sentence), its name and its facts one on
 * a line: "Ashen Frontier" "Genre: Action-Rollenspiel" "Release:
 * 12.09.2026" "Plattformen: PC, PS5, XSX" "Alle Artikel zum Spiel"
 * ("Genre : RPG", "Género: Acción", "Uscita: 2026"). A kept block of
 * TAIL_FACTS+ lines under TAIL_LINE characters, no line closing a sentence,
 * two or more of them a label of two words at most and a colon, that
 * is the container's last kept block, goes. */
#define TAIL_FACTS 3
#define TAIL_LINE 60
static int facts_lines(const char *s, size_t n)
{
	int lines = 0, labels = 0;
	for (size_t a = 0; a < n;) {
		size_t e = a;
		while (e < n && s[e] != '\n')
			e++;
		size_t colon = a, sp = 0;
		while (colon < e && s[colon] != ':' && colon - a < 24)
			sp += s[colon++] == ' ';
		if (e - a >= TAIL_LINE || ends_sentence(s + a, e - a))
			return 0;
		lines++;
		labels += colon > a && colon < e && s[colon] == ':' && sp <= 2 && colon + 1 < e;
		a = e + 1;
	}
	return lines >= TAIL_FACTS && labels >= 2 ? lines : 0;
}

void drop_tail_facts(struct extractor *x, int c, int first, int end)
{
	int last = last_kept(x, first, end);
	if (last <= first)
		return;
	struct block *b = &x->blocks[last];
	if (b->chars >= TAIL_LINE * 8 || !facts_lines(x->text.p + b->off, b->len))
		return;
	/* a block of boilerplate dropped between it and the last sentence */
	int gap = 0;
	for (int j = last - 1; j >= first; j--) {
		const struct block *e = &x->blocks[j];
		if (e->keep > 0) {
			if (gap && ends_sentence(x->text.p + e->off, e->len))
				b->keep = 0;
			return;
		}
		gap |= x->nodes[e->owner].nearest_neg > c;
	}
}

/* A classified ad's or an auction's bids under it, a heading over who bid
 * how much when ("Biedingen" over "Thijs – € 380 – 23 nov.", "Gebote",
 * "Bids", "Enchères", "Pujas", "Offerte") and the button to bid: the
 * buyers' lines, no text of the item. A heading, no link, that opens its
 * box and is one of these words, over lines that are each under BID_LINE
 * bytes with a figure and a currency (one at least), or links alone, to
 * the box's end: the box goes, after the rules that keep lines with a
 * date and a time (an event's, keep_event_when) had their say. */
#define BID_LINE 80
void drop_bid_list(struct extractor *x, int first, int end)
{
	static const char *const head[] = {
		"biedingen", "gebote", "bids", "bid history", "ench\xC3\xA8res",
		"historique des ench\xC3\xA8res", "pujas", "historial de pujas", "offerte",
		"aktuelle gebote", "gebotsverlauf", "huidige biedingen", "le offerte",
	};
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		const struct block *h = &x->blocks[i];
		if (!(h->tag & F_HEAD) || h->link_chars || h->chars > 32)
			continue;
		const char *s = x->text.p + h->off;
		size_t n = h->len;
		if (n && s[n - 1] == ':')
			n--;
		int p = nd[h->owner].parent;
		if (p < 0 || nd[p].first_block != i || nd[p].end_block > end ||
		    !word_is(s, n, head, sizeof head / sizeof *head))
			continue;
		int j = i + 1, bids = 0;
		for (; j < nd[p].end_block; j++) {
			const struct block *b = &x->blocks[j];
			const char *t = x->text.p + b->off;
			if (b->chars && b->link_chars == b->chars)
				continue;
			if (b->len >= BID_LINE || b->link_chars || !has_digit(t, b->len) ||
			    !currency_in(t, b->len))
				break;
			bids++;
		}
		if (j == nd[p].end_block && bids)
			unkeep(x, i, j);
	}
}

/* A section's facts line under its heading, named a meta box: an episode
 * guide's "Erstausstrahlung: 03.10.2026 (Das Erste) | Regie: Anna Berger"
 * between each episode's title and its summary ("<p class=ep-meta>"; a
 * discography's "Label: ... | Release: ...", "Première diffusion : ...",
 * "Regia: ..."): the section's data, no byline. A dropped line under
 * SECTION_FACTS characters, no link, that opens with a label of one or two
 * words and its colon, right under a kept heading and over kept prose, and
 * of a box of one tag and class that heads two sections or more so, stays.
 * (A live blog's entry times have no label: they go.) */
#ifndef SECTION_FACTS
#define SECTION_FACTS 120
#endif
static int facts_line(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	if (b->keep > 0 || b->chars >= SECTION_FACTS || b->link_chars || i + 1 >= end ||
	    (b->tag & (F_HEAD | F_LI | F_TD)) || x->nodes[b->owner].nearest_meta < 0 ||
	    !x->nodes[b->owner].cls || b[-1].keep <= 0 || !(b[-1].tag & F_HEAD) ||
	    b[1].keep <= 0 || !is_prose(&b[1]))
		return 0;
	const char *s = x->text.p + b->off;
	size_t n = b->len, words = 0, k = 0;
	for (; k < n && k < 30 && s[k] != ':'; k++)
		if (s[k] == ' ' && k + 1 < n && s[k + 1] != ':')
			words++;  /* (the French space before the colon aside) */
	return k < n && s[k] == ':' && k > 1 && words < 2 && k + 1 < n && s[k + 1] == ' ';
}

#define FACTS_MAX 32  /* such lines looked at on a page */
void keep_section_facts(struct extractor *x, int first, int end)
{
	int line[FACTS_MAX], n = 0;
	for (int i = first + 1; i < end && n < FACTS_MAX; i++)
		if (facts_line(x, i, end))
			line[n++] = i;
	for (int a = 0; a < n; a++) {
		unsigned cls = x->nodes[x->blocks[line[a]].owner].cls;
		for (int k = 0; k < n; k++)
			if (k != a && x->nodes[x->blocks[line[k]].owner].cls == cls) {
				x->blocks[line[a]].keep = 1;
				break;
			}
	}
}

/* A box's heading over its definition list of facts: a directory
 * entry's "Kontaktdaten" ("Contactgegevens", "Coordonnées") over "<dl>
 * <dt>Telefon</dt><dd>0541 123456</dd>...", after the entry's buttons.
 * The heading, named a title, is decided by its neighbours when the
 * terms are not yet kept (a later rule keeps the list whole) and went
 * with the buttons above it: one right over FACTS_HEAD or more kept
 * blocks of a <dl> in the same box, no link and no boilerplate hint,
 * heads them and is kept. So does one over a table of facts' kept cells,
 * a plant profile's "Steckbrief" after a table of contents' links, a
 * club's "Doelpunten" over "Speler | Doelpunten", "Fiche technique". A
 * box's title set as a bold line and no heading heads them too: a
 * parenting portal's "<div class=factbox><p class=factbox__title><strong>
 * Dein Baby in SSW 24 auf einen Blick</strong></p><table>", "Scheda
 * tecnica", "Ficha técnica", "At a glance" (all its text bold, under
 * FACTS_BOLD characters, no sentence); and so does a line in a box of its
 * own named a header and nothing else, the title of a card over the
 * card's body: Bootstrap's "<div class=card-header>Steckbrief</div><div
 * class=card-body><dl>" on a breed profile (facts_title returns 2: its
 * boilerplate hint is its own name). */
#define FACTS_HEAD 4
#define FACTS_BOLD 60
static int facts_title(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	if ((b->tag & (F_HEAD | F_H1)) == F_HEAD)
		return 1;
	if ((b->tag & (F_H1 | F_LI | F_TD | F_DT)) || b->chars >= FACTS_BOLD ||
	    ends_sentence(x->text.p + b->off, b->len))
		return 0;
	if (o->nearest_neg == b->owner && o->negkey == neg_bit("header", 6))
		return 2;
	return b->bold_chars >= b->chars;
}

void keep_facts_head(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + FACTS_HEAD < end; i++) {
		struct block *b = &x->blocks[i];
		int ft = b->keep > 0 || b->link_chars ? 0 : facts_title(x, b);
		if (!ft || !(b[1].tag & (F_DT | F_TD)) || b[1].keep <= 0 ||
		    (nd[b->owner].nearest_neg > c && ft != 2))
			continue;
		int p = nd[b->owner].parent, a = b[1].owner, n = 0;
		while (a > p)
			a = nd[a].parent;
		for (int j = i + 1; j < end && x->blocks[j].keep > 0 &&
		     (x->blocks[j].tag & (F_LI | F_TD)) && n < FACTS_HEAD; j++)
			n++;
		if (a == p && n >= FACTS_HEAD)
			b->keep = 1;
	}
}

/* A profile's fact box set in an <aside> between the paragraphs of the
 * body: a plant's "<aside class=scheda-pianta><h3>Scheda della pianta
 * </h3><ul><li><strong>Famiglia:</strong> Hydrangeaceae</li>...", a
 * breed's "Steckbrief", "Fiche", "Ficha", "At a glance". The aside's tag
 * names it boilerplate; but one below the container, no link in it, of a
 * heading at most and ASIDE_ROWS or more items, rows or terms, each under
 * ASIDE_ROW characters and a label with its colon or a term, with kept
 * prose before and after it, is the profile's table and kept whole. */
#define ASIDE_ROWS 4
#define ASIDE_ROW 100
#define ASIDE_MAX 16
static int aside_facts(const struct extractor *x, int a, int first, int end)
{
	const struct node *nd = x->nodes;
	int fb = nd[a].first_block, eb = nd[a].end_block, rows = 0;
	if (fb <= first || eb >= end || eb - fb > ASIDE_MAX)
		return 0;
	for (int j = fb; j < eb; j++) {
		const struct block *e = &x->blocks[j];
		const char *t = x->text.p + e->off;
		const char *colon = memchr(t, ':', e->len < 40 ? e->len : 40);
		if (e->link_chars || e->chars >= ASIDE_ROW)
			return 0;
		if ((e->tag & (F_HEAD | F_H1)) == F_HEAD && j == fb)
			continue;  /* its title */
		if (!(e->tag & (F_LI | F_TD | F_DT)) ||
		    !(colon || (e->tag & F_DT) || (j > fb && (e[-1].tag & F_DT))))
			return 0;
		rows++;
	}
	int before = 0, after = 0;
	for (int j = first; j < fb && !before; j++)
		before = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	for (int j = eb; j < end && !after; j++)
		after = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	return rows >= ASIDE_ROWS && before && after;
}

void keep_aside_facts(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		int a = nd[x->blocks[i].owner].nearest_neg;
		if (a <= c || !(nd[a].tag & F_ASIDE) || nd[a].first_block != i)
			continue;
		if (aside_facts(x, a, first, end))
			for (int j = i; j < nd[a].end_block; j++)
				x->blocks[j].keep = 1;
		i = nd[a].end_block - 1;
	}
}

/* A poem's signature under its last stanza: the poet's name, a place or
 * the month it was written ("Josiane, Thiers, avril 2024", "Oktober
 * 2019", "Ingrid, im Mai 2023"), a short line that weighs as a date line.
 * Under a kept stanza (POEM_LINES or more lines set apart by <br>, each
 * under POEM_LINE characters, no link), a dropped line of POEM_SIGN
 * characters at most, no link, with a year in it and no boilerplate
 * phrase, is the poem's. */
#define POEM_LINES 3
#define POEM_LINE 60
#define POEM_SIGN 60
static int stanza(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off, *e = s + b->len;
	int lines = 0;
	if (b->link_chars)
		return 0;
	for (const char *nl; s < e; s = nl + 1, lines++) {
		nl = memchr(s, '\n', (size_t)(e - s));
		if (!nl)
			nl = e;
		if (nl - s >= POEM_LINE)
			return 0;
	}
	return lines >= POEM_LINES;
}

void keep_poem_sign(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 || b->link_chars || !b->chars || b->chars > POEM_SIGN ||
		    b[-1].keep <= 0 || !dated(s, b->len) || !stanza(x, &b[-1]) ||
		    boiler_phrase(s, b->len))
			continue;
		b->keep = 1;
	}
}

/* A how-to's list of what it takes, set in a box beside its steps that
 * is named a sidebar ("<aside class=project-sidebar><h2>Das brauchen
 * Sie</h2><h3>Material</h3><ul><li>Trittschalldämmung</li>...", "You will
 * need", "Matériel", "Benodigdheden", "Occorrente"): the guide's own list
 * and no sidebar's. A heading that needs_head names, no link, over a run
 * of NEEDS_ITEMS or more items of a list, each under NEEDS_LINE
 * characters with no link (a sidebar's list is links), the run's own
 * headings named so too ("Werkzeug" under "Material"), is kept whole. */
#define NEEDS_ITEMS 2
#ifndef NEEDS_LINE
#define NEEDS_LINE 100
#endif
void keep_needs_list(struct extractor *x, int first, int end)
{
	for (int i = first; i + NEEDS_ITEMS < end; i++) {
		const struct block *b = &x->blocks[i];
		if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars || b->chars > 40 ||
		    !needs_head(x->text.p + b->off, b->len))
			continue;
		int j = i + 1, n = 0;
		for (; j < end; j++) {
			const struct block *l = &x->blocks[j];
			if (l->link_chars)
				break;
			if ((l->tag & F_LI) && l->chars < NEEDS_LINE)
				n++;
			else if (!(l->tag & F_HEAD) || l->chars > 40 ||
			         !needs_head(x->text.p + l->off, l->len))
				break;
		}
		if (n < NEEDS_ITEMS)
			continue;
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		i = j - 1;
	}
}

/* A song's stanza set as a box of lines, each line a box of its own
 * ("<div class=par><div>J'ai traversé la ville sous la pluie</div><div>Pour
 * te dire ...</div>", a lyrics translation site's two columns): short
 * lines without a full stop weigh as a menu's, and the stanza came out
 * cut. A box whose blocks are all its own children, VERSE_BOX or more
 * lines of VERSE_WORDS_MIN words or more, each under VERSE_BOX_LINE
 * characters, no link, heading nor list item, no digit and no sentence's
 * stop at its end, most with a word in lower case (a box of names, "Karl
 * Berg, MD, PhD", has none), is kept whole when one of its lines was kept
 * or the box before it in its parent is such a box and kept (the next
 * stanza). */
#define VERSE_BOX 4
#define VERSE_WORDS_MIN 3
#define VERSE_BOX_LINE 80
static int verse_box(const struct extractor *x, int p, int first, int end)
{
	const struct node *nd = x->nodes;
	int a = nd[p].first_block, e = nd[p].end_block;
	if (a < first || e > end || e - a < VERSE_BOX)
		return 0;
	int lower = 0;
	for (int i = a; i < e; i++) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (nd[b->owner].parent != p || b->link_chars || b->words < VERSE_WORDS_MIN ||
		    b->chars >= VERSE_BOX_LINE || (b->tag & (F_HEAD | F_LI | F_TD)) ||
		    memchr(s, '\n', b->len) || has_digit(s, b->len) || s[b->len - 1] == '.')
			return 0;
		for (size_t k = 1; k < b->len; k++)
			if (s[k - 1] == ' ' && islower((unsigned char)s[k])) {
				lower++;
				break;
			}
	}
	return lower * 2 > e - a;  /* words in lower case: no list of names */
}

void keep_verse_boxes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int last = -1;  /* the last verse box kept, and its parent */
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int p = nd[b->owner].parent;
		if (b->chars >= VERSE_BOX_LINE || b->words < VERSE_WORDS_MIN || p < 0 ||
		    nd[p].first_block != i || !verse_box(x, p, first, end))
			continue;
		int kept = last >= 0 && nd[last].parent == nd[p].parent &&
		           nd[last].end_block == nd[p].first_block;
		for (int k = i; k < nd[p].end_block && !kept; k++)
			kept = x->blocks[k].keep > 0;
		if (kept) {
			for (int k = i; k < nd[p].end_block; k++)
				x->blocks[k].keep = 1;
			last = p;
		}
		i = nd[p].end_block - 1;
	}
}

/* A code listing's label, the name of its language on a line of its own
 * right over the <pre> ("<div class=example-header><span>js</span></div>
 * <pre>", MDN's; a docs theme's "bash" over its sample): a
 * tag of the listing, no text of the page. A heading that names the
 * language ("<h4>JavaScript</h4>") stays, and so does a tab of a box of
 * samples, an item of its list ("<li role=tab>Python</li>"). */
void drop_code_labels(struct extractor *x, int first, int end)
{
	static const char *const lang[] = {
		"js", "javascript", "ts", "typescript", "jsx", "tsx", "html", "css", "scss",
		"json", "xml", "yaml", "yml", "toml", "bash", "sh", "shell", "zsh", "console",
		"powershell", "python", "py", "java", "kotlin", "c", "c++", "cpp", "c#",
		"csharp", "go", "rust", "ruby", "php", "sql", "swift", "text", "plaintext",
	};
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars > 10 || b->link_chars ||
		    (b->tag & (F_HEAD | F_PRE | F_LI)) ||
		    !(b[1].tag & F_PRE) || b[1].keep <= 0 || x->nodes[b->owner].inpre)
			continue;
		if (word_is(x->text.p + b->off, b->len, lang, sizeof lang / sizeof *lang))
			b->keep = 0;
	}
}

/* Does the line open with a price, what follows aside ("21.490 € (Brutto),
 * 18.059 € (Netto)", "€ 450,00 Vraagprijs", "CHF 1'290.- inkl. MwSt.")?
 * The price is its figures and the currency's sign or code up to the
 * first space or slash after both (a rent's period: "1.250 €/mes",
 * "1'850 CHF/Monat", "$2,400/mo"). */
#ifndef ITEM_PRICE
#define ITEM_PRICE 100
#endif
#ifndef ITEM_FORM
#define ITEM_FORM 8
#endif
static int opens_price(const char *s, size_t n)
{
	size_t k = 0;
	int dig = 0, cur = 0;
	for (; k < n && k < PRICE_MAX; k++) {
		unsigned char c = (unsigned char)s[k];
		if ((c == ' ' || c == '/') && dig && cur)
			break;
		dig |= isdigit(c) != 0;
		cur |= c == '$' || c >= 0xC2 || (c >= 'A' && c <= 'Z');
	}
	return dig && cur && price_only(s, k);
}

/* Is block b a line of an item's price: no link, a short price or a
 * line under ITEM_PRICE characters that opens with one? */
int item_price(const struct extractor *x, const struct block *b)
{
	const char *t = x->text.p + b->off;
	return !b->link_chars && (price_only(t, b->len) || price_line(t, b->len) ||
	                          (b->len < ITEM_PRICE && opens_price(t, b->len)));
}

/* The item's own header box in the container (itemhead: a classified
 * ad's, a hotel's, a product's, "<section class=Listing-header>", not the
 * site's header) holds the item's name and price: its h1, the headline,
 * stays, and so do its lines that are a price ("€ 450,00", "CHF 1'290.-",
 * "ab 89 € pro Nacht"): for a listing the title and price are content,
 * which the golds of a news site's header leave out (its box is named no
 * item's: a byline or a lead in it, or an <article> round it). */
/* The box of a listing's title where none is named a header: an h1 that
 * opens its box right over a price of that box ("<div class=vip-title>
 * <h1>VW Golf 1.5 TSI</h1><div class=price-block>21.490 € (Brutto)"),
 * the item's name and price, no article's headline; a shop's product,
 * its cart's form right below, is none (the shops' golds keep its name
 * and leave its price out, as a price box is dropped); the price may
 * follow its label and a colon within PRICE_LABEL bytes (internal.h).
 * -1: none. */
int title_box(const struct extractor *x)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < 0 || hl + 1 >= x->nblocks || !(x->blocks[hl].tag & F_H1) ||
	    x->blocks[hl].link_chars || x->blocks[hl + 1].link_chars)
		return -1;
	int p = nd[x->blocks[hl].owner].parent;
	if (p < 0 || nd[p].first_block != hl || nd[x->blocks[hl + 1].owner].first_block >=
	    nd[p].end_block)
		return -1;
	const char *t = x->text.p + x->blocks[hl + 1].off;
	size_t n = x->blocks[hl + 1].len;
	/* past the price's label, an auction's "Aktuelles Gebot: CHF 420.00",
	 * "Current bid: £85.00", "Enchère actuelle : 120 €" */
	const char *colon = n < ITEM_PRICE ? memchr(t, ':', n < PRICE_LABEL ? n : PRICE_LABEL) :
	                    NULL;
	if (colon && colon + 2 < t + n && colon[1] == ' ' && !has_digit(t, (size_t)(colon - t))) {
		n -= (size_t)(colon + 2 - t);
		t = colon + 2;
	}
	if (n >= ITEM_PRICE || !opens_price(t, n))
		return -1;
	for (int j = x->blocks[hl].owner; j < x->nnodes && nd[j].first_block < hl + ITEM_FORM; j++)
		if (nd[j].tag & F_FORM)
			return -1;
	return p;
}

void keep_item_head(struct extractor *x, int first, int end)
{
	int h = x->itemhead, hl = x->headline;
	/* and where no box is so named, the title's box (title_box) */
	if (h < 0) {
		if (hl >= first && hl + 1 < end && title_box(x) >= 0)
			x->blocks[hl].keep = x->blocks[hl + 1].keep = 1;
		return;
	}
	if (x->nodes[h].first_block < first || x->nodes[h].end_block > end)
		return;
	x->blocks[x->headline].keep = 1;
	for (int j = x->nodes[h].first_block; j < x->nodes[h].end_block; j++) {
		struct block *b = &x->blocks[j];
		if (item_price(x, b))
			b->keep = 1;
	}
}

/* A list's item's heading over its text in the item's box, dropped as a
 * caption's or a title's line: a gallery slide's ("1. Borgoña" over
 * "El color de la temporada. ..." in the slide's figcaption), a workout's
 * exercise ("Übung 1: Unterarmstütz (Plank)" over the
 * picture's "© Men's Fit / Foto: J. Wagner" and the text). A heading
 * (h2-h6) without a link, under ITEM_HEAD characters, after the body has
 * begun, that opens its parent's box of ITEM_BLOCKS blocks at most, one of
 * two or more of its tag and class (the list's items), right over a kept
 * sentence of prose in that box (one dropped line under a caption hint
 * between them passed over, a credit under SLIDE_CREDIT characters and no
 * sentence), stays; a reply's title in a thread ("AW: <subject>") goes as
 * before. */
#define ITEM_HEAD 100
#define ITEM_BLOCKS 4
#define SLIDE_CREDIT 60
/* x->clsn: each class hash of the page's elements, with its count up to
 * two; the table is under half full */
static void count_classes(struct extractor *x)
{
	int cap = 64;
	while (cap < 2 * x->nnodes)
		cap *= 2;
	if (cap > x->capclsn) {
		free(x->clsn);
		x->clsn = xmalloc((size_t)cap * sizeof *x->clsn);
		x->capclsn = cap;
	}
	memset(x->clsn, 0, (size_t)cap * sizeof *x->clsn);
	for (int k = 0; k < x->nnodes; k++) {
		unsigned c = x->nodes[k].cls;
		if (!c)
			continue;
		size_t h = (c * 2654435761u) & (unsigned)(cap - 1);
		while (x->clsn[h].cls && x->clsn[h].cls != c)
			h = (h + 1) & (unsigned)(cap - 1);
		x->clsn[h].cls = c;
		x->clsn[h].n += x->clsn[h].n < 2;
	}
}

/* how many of the page's elements have class hash c (not 0), up to two */
static unsigned class_count(const struct extractor *x, unsigned c)
{
	size_t h = (c * 2654435761u) & (unsigned)(x->capclsn - 1);
	while (x->clsn[h].cls && x->clsn[h].cls != c)
		h = (h + 1) & (unsigned)(x->capclsn - 1);
	return x->clsn[h].n;
}

void keep_slide_heads(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int scans = 0;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || (b->tag & (F_HEAD | F_H1)) != F_HEAD || b->link_chars ||
		    b->chars >= ITEM_HEAD)
			continue;
		int j = i + 1, p = nd[b->owner].parent;
		const struct block *e = &x->blocks[j];
		if (j + 1 < end && e->keep <= 0 && e->chars < SLIDE_CREDIT &&
		    nd[e->owner].nearest_cap >= 0 && !ends_sentence(x->text.p + e->off, e->len))
			e = &x->blocks[++j];
		if (e->keep <= 0 || !is_prose(e) || p < 0 || nd[p].first_block != i ||
		    nd[p].end_block <= j || nd[p].end_block - i > ITEM_BLOCKS || !nd[p].cls ||
		    !ends_sentence(x->text.p + e->off, e->len) || !body_before(x, first, i) ||
		    thread_subject(x, b))
			continue;
		/* one of two or more of its class: the first candidate scans
		 * the elements, a page of more (a builder's page of thousands
		 * of widgets, each of its own numbered class) counts the
		 * classes once */
		unsigned same = 0;
		if (scans++ == 0) {
			for (int k = 0; k < x->nnodes && same < 2; k++)
				same += nd[k].cls == nd[p].cls;
		} else {
			if (scans == 2)
				count_classes(x);
			same = class_count(x, nd[p].cls);
		}
		if (same >= 2)
			b->keep = 2;
	}
}

/* A row of tabs' labels (role=tablist: Elementor's "elementor-tabs-wrapper",
 * "Wartung" | "Wärmerückgewinnung" | "Förderung"; "Technische Daten" |
 * "Lieferumfang"; "Description" | "Caractéristiques") over the shown tab's
 * kept text, under the section's heading ("Technik im Detail"): the
 * labels name the section's parts and stay, with the heading right over
 * them. TAB_LABELS or more blocks, each a label under TAB_LABEL
 * characters without a link, the list's all, and a kept block of prose
 * within TAB_GAP blocks after them (past the small screen's copy of the
 * labels, dropped). Labels set as buttons (H_TABBTN) are a code sample's
 * tabs over a <pre> ("cURL" | "Node" | "Python"), kept, and dropped over
 * anything else. */
#define TAB_LABELS 2
#define TAB_LABEL 40
#define TAB_GAP 4
void keep_tab_labels(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		/* up from the block to the list that it opens: an element that
		 * opens before it (first_block < i) opens no box of it, nor does
		 * any above that one, so the walk stops there and each element
		 * is passed once (a page of thousands of unclosed <div>s) */
		int l = x->blocks[i].owner;
		while (l > c && !(nd[l].hint & H_TABLIST) && nd[l].first_block == i)
			l = nd[l].parent;
		if (l <= c || nd[l].first_block != i || nd[l].end_block > end)
			continue;
		int e = nd[l].end_block, ok = e - i >= TAB_LABELS;
		if (nd[x->blocks[i].owner].hint & H_TABBTN) {
			/* a row of buttons: a code sample's tabs, over the
			 * shown panel's <pre>, stay; over prose, a table or a
			 * page's sections ("Biografie" | "Reden") they go */
			int code = e < end && nd[x->blocks[e].owner].inpre;
			for (int k = i; k < e; k++)
				if (nd[x->blocks[k].owner].hint & H_TABBTN)
					x->blocks[k].keep = code;
			i = e - 1;
			continue;
		}
		for (int k = i; k < e && ok; k++) {
			const struct block *b = &x->blocks[k];
			ok = !b->link_chars && b->chars < TAB_LABEL && !(b->tag & F_HEAD) &&
			     !(nd[b->owner].hint & H_TABPANEL);
		}
		int p = e;
		while (ok && p < end && p < e + TAB_GAP && x->blocks[p].keep <= 0)
			p++;
		if (!ok || p >= end || p >= e + TAB_GAP || !is_prose(&x->blocks[p]))
			continue;
		for (int k = i; k < e; k++)
			x->blocks[k].keep = 1;
		if (i > first && (x->blocks[i - 1].tag & F_HEAD) && !x->blocks[i - 1].link_chars &&
		    nd[x->blocks[i - 1].owner].nearest_neg < 0)
			x->blocks[i - 1].keep = 1;
		i = e - 1;
	}
}
