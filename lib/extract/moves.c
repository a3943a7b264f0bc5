/*
 * extract/moves: the end of phase 2 (extract.c has the overview,
 * container.c the choice): once choose_container has chosen, extract.c
 * widens a fragment to its parent (narrower, frag_next, frag_table, and
 * ad_parts for a classified ad's parts), and thread_box, onepage_box and
 * scroll_story move the choice to a thread's posts, a one-page site's
 * parts or the first of stories appended by infinite scroll. Page classes:
 * forums and Q&A, pages of releases, one-page sites, news sites with
 * infinite scroll, wikis' stubs, list articles, classified ads.
 *
 * Widening and moving the container
 * - A container holding little of the page's positive weight is widened,
 *   and so is one of a single block when its parent holds 50 more of it: a
 *   post's first paragraph, cut off from the rest by a list or short lines
 *   that weigh negative (a list of places, of devices, a picture's line
 *   between paragraphs). So is it where the parent's link lists outweigh
 *   its prose, when a paragraph of 50 is next to the block (a wiki's stub
 *   over its navigation boxes, "navbox"); and whatever its weight, when a
 *   table of data, nine cells or more, follows the block past up to two
 *   headings (a list article's introduction); and so is a heading over one
 *   block before such a table (a profile's box of facts over its boxes of
 *   statistics).
 * - A container that is one of four or more sibling boxes of one tag and
 *   class holding prose (digits aside: "post bg1", "post bg2"), or whose
 *   parent, or an ancestor up to three levels, is, is a post of a thread:
 *   the run's parent is the container, where the first post, long,
 *   outweighed its short replies and their link bars. Two or three such
 *   boxes do when each holds an author's box (a question and its answer,
 *   each post an <article> that weighs extra).
 * - But the box around a headline named in the <title>, with a byline or
 *   date, is the container when a later sibling box of its tag and class
 *   holds a heading, a byline or date and 400+ characters of prose of its
 *   own: a news site's next story, appended below by infinite scroll.
 */
#include "internal.h"

#ifndef NARROW_LEAD
#define NARROW_LEAD 50
#endif
#ifndef NARROW_KEEP
#define NARROW_KEEP 0.66
#endif

/* A container that is one of THREAD_RUN+ sibling boxes of one tag and
 * class, each holding prose, is a post of a thread (or of a page of
 * posts): the run's parent is the container. THREAD_PAIR+ boxes do when
 * each holds an element with an author hint (the post's author box):
 * an article and the page's disclaimer in boxes of one class have none.
 * The container and up to THREAD_UP of its ancestors are tried (a Q&A
 * page's answer sets its text four boxes down in its item: "List-item" >
 * "ContentItem AnswerItem" > "RichContent" > "RichContent-inner" >
 * "RichText", its "AuthorInfo" beside); siblings are found in one scan of
 * the parent's elements. Else a page of entries may hold it
 * (repeated_body). */
#ifndef THREAD_RUN
#define THREAD_RUN 4
#endif
#ifndef THREAD_PAIR
#define THREAD_PAIR 2
#endif
#ifndef THREAD_UP
#define THREAD_UP 4
#endif
/* A page of entries, each with its own body in a box of the class of the
 * container (a code host's releases, each its notes in "markdown-body"
 * beside its version, its date and its list of assets, whose files weigh
 * the list down below the first release's notes alone): where an ancestor
 * REPEAT_UP levels up at most has REPEAT_RUN+ children of one class (or of
 * none: GitHub's <section>s), each holding one such body of two prose
 * blocks or more, that ancestor is the container (a news page's boxes of
 * the article's class in its sidebar share no parent of such children). */
#ifndef REPEAT_RUN
#define REPEAT_RUN 3
#endif
#ifndef REPEAT_UP
#define REPEAT_UP 6
#endif
static int repeated_body(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	if (!nd[c].cls || nd[c].nprose < 1)
		return c;
	for (int p = c, up = 0; up < REPEAT_UP && nd[p].parent >= 0; p = nd[p].parent, up++) {
		int par = nd[p].parent, n = 0, kids = 0, other = 0, end = nd[par].end_block;
		for (int i = par + 1; i < x->nnodes && nd[i].first_block < end; i++) {
			if (nd[i].parent == par) {
				kids++;
				other |= nd[i].cls != nd[p].cls;
			}
			n += nd[i].cls == nd[c].cls && nd[i].nprose >= 2;
		}
		if (n >= REPEAT_RUN && kids == n && !other)
			return par;
		if (n > 1)
			return c;
	}
	return c;
}

/* A publication list whose entries weigh as links, each its authors, the
 * year in parentheses, the linked title and the venue (cite_line: "Sanne
 * de Wit, Koen Mulder (2023). <a>Burgerparticipatie in het waterbeheer
 * ...</a>. Bestuurskunde, 32(4), 18–30."): the container, the entry whose
 * title is short enough to leave it prose, is one of CITE_LIST+ sibling
 * boxes each holding such a line, and their parent is the list. Boxes of
 * one class, or (a filtered grid's, Isotope's "isotope-item pubtype-2
 * year-2025", each wrapper a class of its own where a build hashes the
 * names) boxes whose first child boxes share one class. */
#ifndef CITE_LIST
#define CITE_LIST 3
#endif
#ifndef CITE_UP
#define CITE_UP 3
#endif
static int holds_cite(const struct extractor *x, int i)
{
	for (int j = x->nodes[i].first_block; j < x->nodes[i].end_block; j++)
		if (cite_line(x, &x->blocks[j]))
			return 1;
	return 0;
}

static int cite_list(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	if (!holds_cite(x, c))
		return c;
	for (int p = c, up = 0; up < CITE_UP && nd[p].parent >= 0; p = nd[p].parent, up++) {
		int par = nd[p].parent, n = 0, end = nd[par].end_block;
		for (int i = par + 1; i < x->nnodes && nd[i].first_block < end; i++)
			if (nd[i].parent == par && cite_twin(x, i, p) && holds_cite(x, i))
				n++;
		if (n >= CITE_LIST)
			return par;
	}
	return c;
}

int thread_box(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	for (int p = c, up = 0; up <= THREAD_UP && p > 0 && nd[p].parent >= 0;
	     p = nd[p].parent, up++) {
		int par = nd[p].parent, run = 0, signed_run = 0, box = -1, sig = 0;
		if (!nd[p].cls)
			continue;
		int end = nd[par].end_block;
		for (int i = par + 1; i < x->nnodes && nd[i].first_block <= end; i++) {
			if (nd[i].parent == par) {
				signed_run += sig;
				box = nd[i].cls == nd[p].cls && nd[i].nprose > 0 ? i : -1;
				run += box >= 0;
				sig = 0;
			} else if (box >= 0 && (nd[i].hint & H_AUTHOR)) {
				sig = 1;
			}
		}
		signed_run += sig;
		if (run >= THREAD_RUN || (run >= THREAD_PAIR && signed_run == run))
			return par;
	}
	int r = repeated_body(x, c);
	if (r == c)
		r = cite_list(x, c);
	return r;
}

/* Does box i open with a heading (its first block one)? */
static int opens_head(const struct extractor *x, int i)
{
	int f = x->nodes[i].first_block;
	return f < x->nodes[i].end_block && (x->blocks[f].tag & F_HEAD);
}

/* A one-page site sets its parts in sibling boxes whose class opens with
 * one word and goes on with the part's own ("home-section wg-about",
 * "home-section wg-markdown", "home-section wg-collection"; Elementor's
 * "elementor-section elementor-top-section ...", "section section--about",
 * "section section--news"): an academic's bio, then the news, the papers,
 * the interests; a firm's "Über uns", "Leistungen", "Team". The container,
 * the bio alone, lies in one of ONEPAGE_RUN+ such sections (a <section>,
 * or a box whose first class word names one: cls1) of one tag and first
 * class word, found up to ONEPAGE_UP levels over it, and another of
 * another class holds prose of positive weight outside boilerplate, with
 * no teasers and two thirds of its text out of links: their parent is the
 * page's content. So is one of the whole class of the container's box
 * where both open with a heading: a university's programme page's
 * "<section id=plan class=bloque-ficha><h2>Plan de estudios</h2>", then
 * "Contacto" in another such section (a thread's posts open with their
 * authors). Not within an <article>: the sections of an article
 * ("section section--text", "section section--donation") are its own
 * parts, its donation box no content. A thread's posts share their whole
 * class (thread_box); a news page's related stories are teasers or
 * links. */
#ifndef ONEPAGE_RUN
#define ONEPAGE_RUN 3
#endif
#ifndef ONEPAGE_UP
#define ONEPAGE_UP 6
#endif
int onepage_box(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	for (int a = c, up = 0; up <= ONEPAGE_UP && a > 0 && nd[a].parent >= 0;
	     a = nd[a].parent, up++) {
		int p = nd[a].parent, run = 0, good = 0, end = nd[p].end_block;
		if ((nd[a].tag | nd[p].tag) & F_ARTICLE)
			break;  /* an article's own parts */
		if (!nd[a].cls1 || nd[a].nearest_neg >= 0)
			continue;
		int ha = opens_head(x, a);
		for (int i = a + 1; i < x->nnodes && nd[i].first_block < end; i++)
			if (nd[i].parent == p && nd[i].cls1 == nd[a].cls1)
				run++, good += (nd[i].cls != nd[a].cls ||
				                (ha && opens_head(x, i))) && nd[i].sum > 0 &&
				               nd[i].nprose > 0 && nd[i].nearest_neg < 0 &&
				               !nd[i].teasers && 3 * nd[i].plain >= 2 * nd[i].tchars;
		for (int i = p + 1; i < a; i++)
			if (nd[i].parent == p && nd[i].cls1 == nd[a].cls1)
				run++;
		if (run + 1 >= ONEPAGE_RUN && good >= 1)
			return p;
	}
	return c;
}

/* A news site's infinite scroll puts the next story below the page's own
 * ("Nächster Artikel", "Article suivant", "Next story"): a box of the tag
 * and class of the box around the headline (one named for the title of the
 * page), after it, with a heading of its own in its first SCROLL_HEAD
 * blocks, no link and no reply's "Re:" (a box whose first heading is a table
 * of contents' title is no story: a guide's page sets its title, its dates
 * and its body under its "Contents" in rows of one class, GOV.UK's
 * "govuk-grid-row", its h1 named for the page's title), a byline or date
 * (outside boilerplate, or in its header box named a header and nothing
 * else, "story__header") and SCROLL_PROSE characters of prose, is another
 * article, and so the headline's box is the container when it holds a byline
 * or date and prose too (an agency's report of three short paragraphs). A
 * long read's sections in boxes of one class carry no byline each; a forum's
 * posts hold their own subjects as links or replies, and the thread's title
 * over them in no post.
 */
#ifndef SCROLL_HEAD
#define SCROLL_HEAD 4
#endif
#ifndef SCROLL_PROSE
#define SCROLL_PROSE 400
#endif
/* A byline by its shape where no class names it (hashed classes): a
 * poster_line (a short line with a date or an hour in figures, no
 * sentence: "Michael Sahli 27.11.2026 um 17:05 Uhr") in a story's first
 * SCROLL_HEAD + SCROLL_META blocks (kicker, heading and lead over it). */
#ifndef SCROLL_META
#define SCROLL_META 2
#endif
static int story_box(const struct extractor *x, int s, int from, int min)
{
	const struct node *nd = x->nodes;
	int head = 0, meta = 0, prose = 0;
	for (int j = from; j < nd[s].end_block; j++) {
		const struct block *e = &x->blocks[j];
		const struct node *o = &nd[e->owner];
		if (j < nd[s].first_block + SCROLL_HEAD && (e->tag & F_HEAD) && e->len >= 8 &&
		    !e->link_chars && !reply_subject(x->text.p + e->off, e->len)) {
			if (!head && toc_title(x->text.p + e->off, e->len))
				return 0;
			head = 1;
		}
		meta |= o->nearest_meta >= s &&
		        (o->nearest_neg < 0 ||
		         (o->nearest_neg > s && nd[o->nearest_neg].nheads >= 1 &&
		          nd[o->nearest_neg].negkey == neg_bit("header", 6)));
		meta |= j < nd[s].first_block + SCROLL_HEAD + SCROLL_META && o->nearest_neg < 0 &&
		        !(e->tag & F_HEAD) && poster_line(x, e);
		if (is_prose(e) && o->nearest_meta < 0 && o->nearest_neg < 0)
			prose += e->chars - e->link_chars;
	}
	return (head || from > nd[s].first_block) && meta && prose >= min;
}

int scroll_story(struct extractor *x, int c, const char *title)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < nd[c].first_block || hl >= nd[c].end_block || !in_title(x, title, &x->blocks[hl]))
		return c;
	for (int a = x->blocks[hl].owner; a > c && nd[a].parent >= c; a = nd[a].parent) {
		int p = nd[a].parent;
		if ((!nd[a].cls && !(nd[a].tag & F_ARTICLE)) || !story_box(x, a, hl, 1))
			continue;
		for (int i = a + 1; i < x->nnodes && nd[i].first_block < nd[p].end_block; i++)
			if (nd[i].parent == p && nd[i].cls == nd[a].cls && nd[i].tag == nd[a].tag &&
			    story_box(x, i, nd[i].first_block, SCROLL_PROSE))
				return a;
	}
	return c;
}

/* Teaser summaries in a sidebar inside the container counted for it, and
 * selection dropped them: with them weighing nothing, is the best element
 * c2 a part of container c that is the article without the sidebar? It is
 * when nothing of weight was kept before it (a lead paragraph, a dek) and it
 * holds most of what was kept. */
int narrower(const struct extractor *x, int c, int c2, double kept)
{
	int a = c2;
	while (a > c)
		a = x->nodes[a].parent;
	if (a != c)
		return 0;
	const struct node *n = &x->nodes[c2];
	for (int i = x->nodes[c].first_block; i < n->first_block; i++)
		if (x->blocks[i].keep && x->blocks[i].w > NARROW_LEAD)
			return 0;
	double k2 = 0;
	for (int i = n->first_block; i < n->end_block; i++)
		if (x->blocks[i].keep && x->blocks[i].w > 0)
			k2 += x->blocks[i].w;
	return k2 >= NARROW_KEEP * kept;
}

/* Whether a block of FRAG_MORE weight or more is right before or
 * after node c's blocks within its parent: the next paragraph of a
 * container of one block (a stub's second paragraph). */
int frag_next(const struct extractor *x, int c)
{
	const struct node *n = &x->nodes[c], *p = &x->nodes[n->parent];
	return (n->end_block < p->end_block && x->blocks[n->end_block].w >= FRAG_MORE) ||
	       (n->first_block > p->first_block && x->blocks[n->first_block - 1].w >= FRAG_MORE);
}

/* Whether a table of data follows node c's blocks in its parent, past
 * up to two headings or rows of tabs (role=tablist: an election's
 * "Zweitstimmen" | "Erststimmen" over its tables of results) and their
 * edit links beside them (head_tool: a wiki's list), and past a
 * form's controls in the parent and an ad slot's label there (a radio
 * station's playlist, "Datum" | "Uhrzeit" over "Anzeige" over the hour's
 * songs; the label by its box's name or, unnamed, by its word: ad_label):
 * FRAG_CELLS or more cells in a row that weigh nothing or more,
 * in one table or in tables under their headings (a list article's table
 * under its introduction: the cells are data, no prose to outweigh the
 * paragraph). */
#define FRAG_CELLS 9
#define FRAG_SKIP 4
#define FRAG_LABEL 12
int frag_table(const struct extractor *x, int c)
{
	const struct node *n = &x->nodes[c], *p = &x->nodes[n->parent];
	int i = n->end_block, k = 0, cells = 0, heads = 0;
	while (i < p->end_block && k++ < FRAG_SKIP) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		if ((((b->tag & F_HEAD) && b->w > 0) || (o->hint & H_TABLIST)) && heads < 2)
			heads++;
		else if (head_tool(x, i))
			;  /* the heading's edit links beside it */
		else if (o->nearest_form <= n->parent &&
		         !(b->chars <= FRAG_LABEL && (o->nearest_neg > n->parent ||
		                                      ad_label(b, x->text.p + b->off))))
			break;
		i++;
	}
	for (; i < p->end_block && cells < FRAG_CELLS; i++) {
		const struct block *b = &x->blocks[i];
		if (cells && (b->tag & F_HEAD) && b->w >= 0)
			continue;  /* the next table's heading */
		if (b->w < 0 || in_cell(x->nodes, b) < 0)
			break;
		cells++;
	}
	return cells >= FRAG_CELLS;
}

/* A shop's buy box as the container: the box of the product's h1, the
 * headline, with its rating, price, delivery and cart lines, no paragraph
 * of BUY_PROSE characters or more, where a sibling box of it outside
 * boilerplate holds BESIDE_PROSE characters of prose or more: the page's
 * other column, before the buy box in the markup or after it, with the
 * product's description and its facts ("Lo que tienes que saber de este
 * producto", "Descripción"; "Produktbeschreibung"). The parent, both
 * columns, stands. An article's box with its headline holds its body's
 * paragraphs. */
#ifndef BUY_PROSE
#define BUY_PROSE 150
#endif
#ifndef BESIDE_PROSE
#define BESIDE_PROSE 400
#endif
int buy_box(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent, hl = x->headline;
	if (p < 0 || hl < nd[c].first_block || hl >= nd[c].end_block ||
	    !(x->blocks[hl].tag & F_H1) || nd[c].nearest_neg >= 0)
		return 0;
	for (int i = nd[c].first_block; i < nd[c].end_block; i++)
		if (is_prose(&x->blocks[i]) && x->blocks[i].chars >= BUY_PROSE)
			return 0;
	for (int i = p + 1; i < x->nnodes && nd[i].first_block < nd[p].end_block; i++)
		if (nd[i].parent == p && i != c && nd[i].nearest_neg < 0 &&
		    nd[i].prose >= BESIDE_PROSE)
			return 1;
	return 0;
}

/* Whether node c is a part of a classified ad (H_ADPART: "ad-description",
 * "ad-details") beside another part of it in its parent ("ad-criteria",
 * "ad-location", the title's "ad-title"): the listing is the parent, its
 * facts and place as much its content as its text ("Critères" over
 * "État Très bon état", "Kenmerken", "Merkmale"). */
int ad_parts(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent;
	if (p < 0 || !(nd[c].hint & H_ADPART))
		return 0;
	for (int i = nd[p].first_block; i < nd[p].end_block; i++) {
		if (i == nd[c].first_block)
			i = nd[c].end_block;
		if (i >= nd[p].end_block)
			break;
		for (int o = x->blocks[i].owner; o > p; o = nd[o].parent)
			if (nd[o].hint & H_ADPART)
				return 1;
	}
	return 0;
}

/* The last block of box p that holds an unlinked price, -1: none. A
 * price after the ad's title's box is a loan's offer (a financing
 * calculator's "Rata mensile da 219 €", "Cuota mensual estimada: 1.012
 * €/mes"): the boxes from the title's to it are no part of the ad
 * (ad_title_in). One backward pass, for keep_ad_parts to ask once. */
int ad_price_last(const struct extractor *x, int p)
{
	const struct node *nd = x->nodes;
	if (p < 0)
		return -1;
	for (int i = nd[p].end_block - 1; i >= nd[p].first_block; i--) {
		const struct block *b = &x->blocks[i];
		if (!b->link_chars && currency_in(x->text.p + b->off, b->len))
			return i;
	}
	return -1;
}

/* Where no part of the ad is so named (hashed classes): node c's
 * parent holds the box of the ad's title over its price (t, title_box)
 * before c, "<h1>Bicicleta de carretera ...</h1><p>1.150 €</p>" in its
 * box, "Características", "Descripción", "Ubicación" each in theirs: the
 * listing stands, as ad_parts' does. A shop's product page has that
 * shape too, its cart's button in the title's box: it is none (its
 * shipping and reviews' boxes are the shop's). No price from c on
 * (last: ad_price_last of the parent). */
int ad_title_in(const struct extractor *x, int c, int t, int last)
{
	const struct node *nd = x->nodes;
	int p = nd[c].parent;
	return p >= 0 && !(nd[c].hint & H_ADPART) && t >= 0 && t != c && nd[t].parent == p &&
	       nd[t].end_block <= nd[c].first_block && !nd[t].button &&
	       last < nd[c].first_block;
}

int ad_title_part(const struct extractor *x, int c)
{
	int t = title_box(x);
	return t >= 0 && ad_title_in(x, c, t, ad_price_last(x, x->nodes[t].parent));
}
