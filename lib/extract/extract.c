/*
 * extract: main-content extraction, in linear passes with no allocation per
 * node once the extractor's arrays have grown.
 *
 * The phases below, and the files of lib/extract/ that hold them:
 *   0, 1  parse.c: strip_raw, tags, the SAX walk that cuts the text into
 *         blocks; hints.c: the hints by class, id, role, itemprop, style
 *   2     weights.c: block weights and the predicates on a block they rest
 *         on (phase 3 calls them too); container.c: resolve_hints, the
 *         headline, the container choice, comment threads, consent and
 *         price boxes; moves.c: the fragment's widening and the moves of
 *         the choice to a thread's posts, a one-page site's parts, the
 *         first story of an infinite scroll
 *   3     select.c: select_blocks (verdicts.c holds its chain of verdicts,
 *         one block at a time) and select_all, which run the drop_ and
 *         keep_ rules, by theme in teasers.c (teasers, previews, similar
 *         boxes), threads.c (posts, comments, reviews, Q&A), boxes.c (ad,
 *         product, newsletter, CTA, contact, poll boxes), bios.c (authors'
 *         bios, contact cards), facts.c (tables, grids, facts, events,
 *         verses), refs.c (references, citations) and stamps.c (dates,
 *         times and counts on a line); emit.c: the kept blocks written out
 *         (leads, tabs, facts, ingredients, the title-only paths)
 *   lines.c: the line classifiers, each on one block's text, with their
 *         word lists, that phases 2 and 3 call; phrases.c: boiler_phrase,
 *         the widget phrases it looks for and their indexes
 *   extract.c (this file): extractor_new/free, extract_html, extract_dump;
 *   internal.h: the structs, the hint bits and what crosses files.
 * Each file opens with its own phase's part of this description.
 *
 * Lengths are in Latin letters: a Chinese, Japanese or Korean character
 * counts as three (about a word), so that a line of Chinese without
 * punctuation is prose and not a label. Thai, Lao, Myanmar and Khmer set
 * no space between words: five of their letters count as a word.
 *
 * The weights and rules were tuned on the dev pages of the scrapinghub
 * article-extraction-benchmark and of five WCEB datasets, per dataset and
 * leave-one-dataset-out (tests/bench/bench_extract.sh, extract_score.py);
 * extract_dump shows the decisions for one page (extract_pages -d).
 */
#include "internal.h"

struct extractor *extractor_new(void)
{
	pthread_once(&tables_once, tagtab_init);
	struct extractor *x = xcalloc(1, sizeof *x);
	x->hc = xcalloc(HCACHE, sizeof *x->hc);
	x->ctxt = htmlNewParserCtxt();
	if (!x->ctxt || !x->ctxt->sax) {
		htmlFreeParserCtxt(x->ctxt);
		free(x->hc);
		free(x);
		mtk_seterr("extract: cannot create an HTML parser");
		return NULL;
	}
	/* SAX only: no tree is built (we never need one), which saves a
	 * quarter of the parse time; everything else libxml2 would call is
	 * switched off. */
	xmlSAXHandler *sax = x->ctxt->sax;
	memset(sax, 0, sizeof *sax);
	sax->startElement = sax_start;
	sax->endElement = sax_end;
	sax->characters = sax_text;
	sax->ignorableWhitespace = sax_text;
	sax->cdataBlock = sax_text;
	sax->initialized = 1;
	x->ctxt->_private = x;
	return x;
}

void extractor_free(struct extractor *x)
{
	if (!x)
		return;
	htmlFreeParserCtxt(x->ctxt);
	charset_dec_release(&x->dec);
	buf_release(&x->html);
	buf_release(&x->text);
	buf_release(&x->tmp);
	buf_release(&x->hcstr);
	buf_release(&x->title);
	buf_release(&x->ogtitle);
	buf_release(&x->mruns);
	buf_release(&x->pfx);
	free(x->hc);
	free(x->clsn);
	free(x->cmrun);
	free(x->nodes);
	free(x->blocks);
	free(x);
}

static int extract_once(struct extractor *x, const char *html, size_t len,
                        const char *charset_hint, struct buf *out, struct extract_info *info)
{
	const char *cs = "utf-8";
	struct extract_info dummy;
	if (!info)
		info = &dummy;
	buf_clear(out);
	memset(info, 0, sizeof *info);
	info->html_bytes = len;
	buf_clear(&x->html);
	charset_to_utf8(&x->dec, html, len, charset_hint, &x->html, &cs);
	snprintf(info->charset, sizeof info->charset, "%s", cs);
	if (x->html.len == 0)
		return 0;
	x->forum = forum_schema(&x->html);
	x->storyless = !x->forum && !dated_story(&x->html);
	strip_raw(&x->html);
	if (x->html.len == 0)
		return 0;
	if (x->html.len > INT32_MAX)
		return mtk_seterr("extract: page too large (%zu bytes)", x->html.len);
	x->nnodes = x->nblocks = 0;
	x->open = 0;
	x->wstart = (size_t)-1;
	x->cur_node = -1;
	x->label_open = -1;
	x->legend_node = -1;
	x->controls = 0;
	x->span_open = x->span_sib = x->author_box = x->form_label = -1;
	x->toggle_shut = -1;
	x->expander = 0;
	x->cls_open = x->cls_sib = x->card_a = -1;
	x->pair_open = x->pair_sib = -1;
	x->cell_par = -1;
	x->skip = x->in_title = x->title_done = x->over = x->pfx_skip = 0;
	x->lang = -1;
	x->scholarly = 0;
	x->time_block = -1;
	x->cthread = 0;
	x->press_posts = 0;
	x->name_posts = 0;
	x->rfirst = -1;
	x->nalt = 0;
	x->ans_first = x->ans_form = -1;
	x->reply_from = x->reply_end = -1;
	x->testim = 0;
	x->itemhead = -1;
	buf_clear(&x->text);
	buf_clear(&x->title);
	buf_clear(&x->ogtitle);
	buf_clear(&x->mruns);
	x->ctxt->_private = x;
	x->ns_skip = x->ns_seen = 0;
	if (!x->ns_keep)
		x->ns_text = x->ns_best = 0;
	htmlDocPtr doc = htmlCtxtReadMemory(x->ctxt, x->html.p, (int)x->html.len, NULL, "UTF-8",
	                                    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
	                                    HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
	                                    HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC);
	if (doc)
		xmlFreeDoc(doc);  /* not expected: the SAX handler builds none */
	if (x->over) {
		buf_clear(&x->text);
		return mtk_seterr("page has more than %d elements", EXTRACT_MAX_ELEMENTS);
	}
	block_close(x);
	set_title(x, info);
	if (x->nnodes && x->nblocks) {
		/* elements the parser left open at the end (their buttons
		 * passed up as sax_end does) */
		for (int i = x->cur_node; i >= 0; i = x->nodes[i].parent) {
			x->nodes[i].end_block = x->nblocks;
			if (x->nodes[i].button && x->nodes[i].parent >= 0)
				x->nodes[x->nodes[i].parent].button = 1;
		}
		int c = choose_container(x, info->title);
		find_answers(x);
		for (int round = 0;; round++) {
			if (c < 0 || x->nodes[c].sum <= 0) {
				c = 0;
				info->fallback = 1;
			}
			/* a container with a small part of the page's prose is a
			 * fragment cut off by link-heavy rows or paragraphs
			 * (stubs, wikis): widen it */
			while (x->nodes[c].parent >= 0 &&
			       x->nodes[c].good < PROSE_MIN * x->nodes[0].good)
				c = x->nodes[c].parent;
			/* a container of one block (FRAG_BLOCKS) is a paragraph cut
			 * off from the rest of its post by a list or short lines
			 * between them that weigh negative: its parent stands
			 * when it holds FRAG_MORE more positive weight (two
			 * blocks, a short post and its heading, would take a
			 * page's body and the sidebar's "about me" blurb). A parent
			 * whose link lists outweigh its prose stands too when a
			 * paragraph of FRAG_MORE weight is next to the block: a
			 * wiki's stub, two paragraphs over the navigation boxes
			 * ("navbox") in one box */
			const struct node *cn = &x->nodes[c];
			int nb = cn->end_block - cn->first_block;
			if (nb <= FRAG_BLOCKS && cn->parent >= 0 &&
			    ((x->nodes[cn->parent].good >= cn->good + FRAG_MORE &&
			      (x->nodes[cn->parent].sum > 0 || frag_next(x, c))) ||
			     frag_table(x, c)))
				c = cn->parent;
			/* and so is a heading over one block before a table: a
			 * profile's box of facts ("Spielerdaten" over
			 * "Geburtsdatum: ...") over its boxes of tables */
			else if (nb == FRAG_BLOCKS + 1 && cn->parent >= 0 &&
			         (x->blocks[cn->first_block].tag & F_HEAD) && frag_table(x, c))
				c = cn->parent;
			/* and so is a box of facts with no prose over a table of
			 * data: a council meeting's "Gremium:", "Datum:", "Raum:"
			 * over its agenda ("Tagesordnung": "Ö 2" | "Haushaltssatzung
			 * 2026" | "GR 112/2025", SessionNet's, ALLRIS's), an
			 * "Ordre du jour", an "Agenda" */
			else if (!cn->nprose && cn->parent >= 0 && frag_table(x, c))
				c = cn->parent;
			/* and so is a record's box of a short note (FRAG_NOTE
			 * paragraphs at most) and its facts over tables of data
			 * under their headings: a genealogy site's person page,
			 * Gramps's or webtrees' ("Johann Georg war Bauer ..."
			 * over "Ereignisse": "Geburt" | "1798-03-14" | "Oberaich",
			 * "Eltern", "Familie"; "Events", "Parents"; "Événements",
			 * "Parents"; "Gebeurtenissen", "Ouders") */
			else if (cn->nprose <= FRAG_NOTE && cn->parent >= 0 && frag_table(x, c))
				c = cn->parent;
			/* a classified ad's text beside its other parts: the
			 * listing stands (ad_parts) */
			int buy = -1;
			if (ad_parts(x, c) || ad_title_part(x, c))
				c = x->nodes[c].parent;
			/* a shop's buy box beside its description's column:
			 * both columns stand (buy_box), the box's lines the
			 * shop's (drop_buy_column) */
			else if (buy_box(x, c))
				buy = c, c = x->nodes[c].parent;
			c = opener_replies(x, fold_thread(x, post_run_box(x, c)));
			c = scroll_story(x, onepage_box(x, thread_box(x, c)), info->title);
			select_all(x, c);
			if (buy >= 0 && buy > c && x->nodes[buy].end_block <= x->nodes[c].end_block)
				drop_buy_column(x, buy);
			/* A container whose selection keeps little of its weight
			 * was a grid of teaser cards or a comment form: the
			 * selection's verdict weighs in a second choice, which
			 * may land elsewhere. One that keeps most of it may
			 * still owe its choice to a sidebar's teasers: the second
			 * choice stands when it is the article inside it, but
			 * not inside a listing's box opened by its title over
			 * its price (title_box): the item's text is a part of
			 * it, as its facts and its place are ("Características
			 * básicas", "Ubicación", "Eigenschaften", "Lage") */
			double kept = 0;
			for (int i = x->nodes[c].first_block; i < x->nodes[c].end_block; i++)
				if (x->blocks[i].keep && x->blocks[i].w > 0)
					kept += x->blocks[i].w;
			if (round)
				break;
			int narrow = kept >= RETRY_MIN * x->nodes[c].good;
			for (int i = x->nodes[c].first_block; i < x->nodes[c].end_block; i++)
				if (!x->blocks[i].keep && x->blocks[i].w > 0)
					x->blocks[i].w = 0;
			int c2 = best_container(x);
			if (c2 == c || (narrow && (!narrower(x, c, c2, kept) || title_box(x) == c)))
				break;
			c = c2;
		}
		x->container = c;
		/* after the choice: the front matter's weight helps choose the
		 * paper's box over its abstract's */
		drop_apparatus(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		/* and the sources' list closing the story: its short lines
		 * weigh in the choice of the box (a portal's list under the
		 * body) */
		drop_source_lists(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_amend_table(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_url_terms(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_tip_promo(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_podcast_box(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_poll_box(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_entry_box(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_order_table(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_care_notice(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_tail_bio(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_closed_notice(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_signup_box(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_post_heads(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_name_heads(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_comment_run(x, c, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_iso_stamps(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_byline_date(x, x->nodes[c].first_block, x->nodes[c].end_block);
		drop_advice_notes(x, x->nodes[c].first_block, x->nodes[c].end_block);
		keep_box_titles(x, x->nodes[c].first_block, x->nodes[c].end_block);
		keep_info_boxes(x, x->nodes[c].first_block, x->nodes[c].end_block);
		keep_subject_h1(x, c);
		int tab = tab_panel(x, c);
		trailing_hours(x, c);
		int lead_end, lead = claim_box(x, c, &lead_end);
		if (lead < 0) {
			lead = lead_above(x, c, &lead_end);
			if (lead >= 0)
				lead_end = caption_under_lead(x, c, lead_end);
		}
		if (lead < 0 && tab >= 0)
			lead = tab_summary(x, x->nodes[tab].parent, &lead_end);
		else if (lead < 0)
			lead = key_points(x, c, &lead_end);
		if (lead < 0)
			lead = question_above(x, c, &lead_end);
		int hd = head_above(x, c, lead);
		if (hd < 0)
			hd = thread_title(x, c, info->title);
		if (hd >= 0 && hd == lead)
			hd = -1;  /* the question's headline, emitted with it */
		if (hd < 0)
			hd = reply_title(x, c);
		if (hd < 0)
			hd = post_title_h1(x, c, lead >= 0 ? lead : x->nodes[c].first_block);
		if (hd < 0)
			hd = post_title_head(x, c, lead >= 0 ? lead : x->nodes[c].first_block);
		if (hd < 0)
			hd = titled_head(x, lead >= 0 ? lead : x->nodes[c].first_block,
			                 info->title);
		if (hd < 0)
			hd = h1_above(x, c, lead >= 0 ? lead : x->nodes[c].first_block,
			              info->title);
		int hde = hd + 1;
		if (hd < 0 && lead < 0)
			hd = bold_head(x, c, x->nodes[c].first_block, info->title, &hde);
		/* an item's header box above them all (item_title), or its
		 * name and its key features in its box beside the gallery
		 * (item_features) */
		int ib = item_title(x, c, hd >= 0 ? hd : lead), ife = -1;
		int ifs = ib < 0 && lead < 0 && (hd < 0 || hd > x->headline) ?
		          item_features(x, c, &ife) : -1;
		if (hd < 0 && ib < 0 && ifs < 0 &&
		    (hd = product_above(x, lead >= 0 ? lead : x->nodes[c].first_block)) >= 0)
			hde = hd + 1;
		if (hd < 0 && lead < 0 && ib < 0 && ifs < 0)
			hd = hero_title(x, c, &hde);
		drop_writer_line(x, x->nodes[c].first_block, x->nodes[c].end_block);
		int ih, is, ing = ingr_above(x, c, &ih, &is);
		int top = ib >= 0 ? x->headline : hd >= 0 ? hd : lead >= 0 ? lead :
		          x->nodes[c].first_block;
		int first = ing >= 0 && is < top;
		int fbe, fb = facts_before(x, c, top, &fbe);
		if (fb < 0 && ib < 0)
			fb = event_facts(x, c, top, &fbe);
		if (fb < 0 && ib < 0)
			fb = spot_facts(x, c, &fbe);
		if (fb < 0 && ib < 0)
			fb = front_matter(x, c, top, &fbe);
		if (ib >= 0)
			emit(x, x->headline, x->nodes[ib].end_block, out);
		if (fb >= 0)
			emit(x, fb, fbe, out);
		if (first)
			emit_ingr(x, ing, ih, is, out);
		if (ifs >= 0) {
			emit(x, x->headline, x->headline + 1, out);
			emit(x, ifs, ife, out);
		}
		if (hd >= 0)
			emit(x, hd, hde, out);
		if (lead >= 0)
			emit(x, lead, lead_end, out);
		if (ing >= 0 && !first)
			emit_ingr(x, ing, ih, is, out);
		int pce = 0, pc = pros_cons(x, c, &pce);
		if (pc >= 0 && pc < x->nodes[c].first_block)
			emit(x, pc, pce, out);
		emit_tabs(x, c, tab, out);
		if (pc >= x->nodes[c].first_block)
			emit(x, pc, pce, out);
		int fe = tab < 0 && pc < x->nodes[c].first_block ? facts_after(x, c) : -1;
		if (fe < 0 && tab < 0 && pc < x->nodes[c].first_block)
			fe = lineup_after(x, c);
		if (fe >= 0)
			emit(x, x->nodes[c].end_block, fe, out);
		int qe = tab < 0 ? faq_after(x, c, fe >= 0 ? fe : x->nodes[c].end_block) : -1;
		if (qe >= 0)
			emit(x, fe >= 0 ? fe : x->nodes[c].end_block, qe, out);
		int ps = qe >= 0 ? qe : fe >= 0 ? fe : x->nodes[c].end_block;
		int pe = tab < 0 ? person_after(x, c, ps) : -1;
		if (pe >= 0)
			emit(x, ps, pe, out);
		int cr = pe >= 0 ? pe : ps;
		int ce = tab < 0 ? credits_after(x, c, cr) : -1;
		if (ce >= 0)
			emit(x, cr, ce, out);
		int ws = ce >= 0 ? ce : cr, we = tab < 0 ? writers_after(x, c, ws) : -1;
		if (we >= 0)
			emit(x, ws, we, out);
		int rse, rs = tab < 0 ? refs_after(x, c, we >= 0 ? we : ws, &rse) : -1;
		if (rs >= 0)
			emit(x, rs, rse, out);
		int rp = rs >= 0 ? rse : we >= 0 ? we : ws, re = replies_after(x, c, rp);
		if (re >= 0)
			emit(x, x->rfirst, re, out);
		short_post(x, info->title, out);
	}
	if (!out->len && (!x->nblocks || x->headline < 0))
		title_only(info->title, out);
	return 0;
}

void extract_dump(const struct extractor *x, struct buf *out)
{
	if (x->nnodes && x->nblocks)
		buf_printf(out, "container el%d blocks %d..%d headline %d\n", x->container,
		           x->nodes[x->container].first_block, x->nodes[x->container].end_block,
		           x->headline);
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		buf_printf(out, "%4d %c w%8.1f el%5d neg%5d meta%5d cap%5d gal%5d ch%5d link%5d words%4d "
		           "stop%3d punct%3d | ", i, b->keep ? '+' : '-', b->w, b->owner,
		           o->nearest_neg, o->nearest_meta, o->nearest_cap, o->nearest_gal, b->chars,
		           b->link_chars, b->words, b->stops, b->punct);
		size_t n = b->len > 120 ? 120 : b->len;
		while (n < b->len && ((unsigned char)x->text.p[b->off + n] & 0xC0) == 0x80)
			n++;  /* whole characters */
		for (size_t k = 0; k < n; k++) {
			char c = x->text.p[b->off + k];
			buf_putc(out, c == '\n' ? '/' : c);
		}
		buf_putc(out, '\n');
	}
}

/* A page built by its scripts, the server's copy of its content in a
 * <noscript> for readers with none (a Flarum thread's posts, "<noscript
 * id=flarum-content><h1>...</h1><article>...", an app shell's fallback):
 * the first parse skips <noscript>s (a tracking pixel, "Please enable
 * JavaScript"), and where the one of the most text, of NOSCRIPT_PARAS
 * paragraphs or more (a gallery's fallback, its pictures and captions,
 * has none) and a heading (h1 to h3: a thread's copy has its title, a
 * long "enable JavaScript" notice none), held NOSCRIPT_MIN bytes other
 * than spaces or more, NOSCRIPT_RATIO times the text the page gave at
 * least, the page is parsed again with that one read as a box. */
#ifndef NOSCRIPT_MIN
#define NOSCRIPT_MIN 600
#endif
#ifndef NOSCRIPT_RATIO
#define NOSCRIPT_RATIO 4
#endif
int extract_html(struct extractor *x, const char *html, size_t len,
                 const char *charset_hint, struct buf *out, struct extract_info *info)
{
	x->ns_keep = 0;
	int r = extract_once(x, html, len, charset_hint, out, info);
	if (r || x->ns_text < NOSCRIPT_MIN || x->ns_text < NOSCRIPT_RATIO * out->len)
		return r;
	x->ns_keep = 1;
	r = extract_once(x, html, len, charset_hint, out, info);
	x->ns_keep = 0;
	return r;
}
