/*
 * extract/bios: phase 3's rules on people (extract.c has the overview,
 * select.c the selection): authors' bio boxes and their funding notes,
 * byline roles and avatars, the bio at an article's tail, and the contact
 * cards and role links a company's or an institute's page keeps.
 */
#include "internal.h"

/* drop_bio_boxes' limits (its comment says what they bound) */
#ifndef BIO_BLOCKS
#define BIO_BLOCKS 6
#endif
/* Is the block a heading that names an author's bio box ("Über die
 * Autorin", "About the author", "Written by Jane Doe")? A line of
 * BIO_LABEL characters or fewer set as one by its style alone, no
 * heading, does too: a label in a box of utility or hashed classes
 * ("<div class=\"text-xs uppercase\">Über die Autorin</div>", "<p
 * class=css-1x2y3z>About the author</p>"). */
#ifndef BIO_LABEL
#define BIO_LABEL 40
#endif
/* a newsroom's call to fund it: the call and the word for its work */
static const char *const fund_call[] = {
	"support", "unterst\xC3\xBCtz", "soutenez", "soutiens", "apoya", "apoye",
	"sostieni", "steun", "apoie",
};
static const char *const fund_jour[] = {
	"journalism", "journalisme", "periodismo", "giornalismo", "journalistiek",
	"jornalismo", "journalismus",
};
/* the readers it calls on for support, in place of the work's name ("we
 * have a small favour to ask ... because our readers support us", "We
 * rely on readers like you"): phrases that ask, since a story's own
 * appeal names its readers too ("Our readers have already given £5,000
 * to families ...", "Thanks to our readers, the appeal has raised ...") */
static const char *const fund_who[] = {
	"readers like you", "our readers support us", "supported by our readers",
	"rely on readers", "rely on our readers", "leser wie sie", "leserinnen wie sie",
	"lecteurs comme vous", "lettori come te", "lettori come voi", "lectores como t\xC3\xBA",
	"lectores como usted", "lezers zoals jij", "lezers zoals u",
};
/* and the button's word for the gift ("Contribute", "Spenden", "Yes,
 * I'll give $5/month") */
static const char *const fund_give[] = {
	"contribut", "donat", "donar", "spende", "faire un don", "fai una donazione",
	"doneer", "give",
};

/* A newsroom's call to fund it, its box in the body as a bio's is: a
 * call to support that names journalism ("Unterstützen Sie unabhängigen
 * Journalismus", "Support independent journalism", "Soutenez le
 * journalisme indépendant", "Apoya el periodismo"), a heading of 60
 * characters at most or a label set as one, BIO_LABEL at most ("<div
 * class=sc-tip><p>Support truly independent journalism</p>"), no link */
static int fund_label(const struct block *b, const char *s)
{
	size_t n = label_len(s, b->len);
	return !b->link_chars && n <= 60 && ((b->tag & F_HEAD) || b->len <= BIO_LABEL) &&
	       STARTS_ANY_CI(s, n, fund_call) && HAS_ANY_CI(s, n, fund_jour);
}

/* The words that open a writer's line, a name after them ("Written by
 * Priya Raman", Joomla's "Geschrieben von Pfarrsekretariat", "Ditulis
 * oleh Bernama"): a bio box's head after the story, a byline above it
 * (drop_writer_line). */
const char *const written_by[] = {
	"written by", "geschrieben von", "\xC3\xA9" "crit par", "escrito por", "scritto da",
	"geschreven door", "ditulis oleh",
};
const size_t written_by_n = sizeof written_by / sizeof *written_by;

static int bio_head(const struct block *b, const char *s)
{
	static const char *const w[] = {
		/* the case of a letter outside ASCII is not folded */
		"\xC3\x9C" "ber den autor", "\xC3\x9C" "ber die autorin",
		"\xC3\x9C" "ber die autoren",
		"\xC3\xBC" "ber den autor", "\xC3\xBC" "ber die autorin",
		"about the author", "about the authors", "\xC3\x80 propos de l'auteur",
		"\xC3\x80 propos de l'autrice", "\xC3\x80 propos de l\xE2\x80\x99" "auteur",
		"\xC3\xA0 propos de l'auteur", "\xC3\xA0 propos de l\xE2\x80\x99" "auteur",
		"sobre el autor", "sobre la autora", "sull'autore", "sull\xE2\x80\x99" "autore",
		"over de auteur", "o autorze", "sobre o autor", "sobre a autora",
		/* a magazine's box under an essay ("Zur Autorin", "Zum Autor",
		 * "L'autore", "About the writer") */
		"zur autorin", "zum autor", "zu den autoren", "zu den autorinnen",
		"about the writer", "l'autore", "l'autrice", "l\xE2\x80\x99" "autore",
		"\xC3\xA0 propos de l'autrice", "over de schrijver",
	};
	/* a food or a family blog's writer greeting under the post ("Hi,
	 * I'm Iris!" over "I cook simple food ..." and "More about me"),
	 * each apostrophe */
	static const char *const hello[] = {
		"hi, i'm", "hi, i\xE2\x80\x99m", "hi i'm", "hey, i'm", "hey, i\xE2\x80\x99m",
		"hello, i'm", "hello, i\xE2\x80\x99m", "hallo, ich bin", "hi, ich bin",
		"salut, je suis", "bonjour, je suis", "hola, soy", "ciao, sono", "hoi, ik ben",
	};
	size_t n = label_len(s, b->len);
	int head = (b->tag & F_HEAD) != 0;
	if (b->link_chars || n > 60 || (!head && b->len > BIO_LABEL))
		return 0;
	size_t nw = sizeof w / sizeof *w;
	for (size_t k = 0; n <= 40 && k < nw + written_by_n; k++) {
		/* (a name after it: "Written by Priya Raman", written_by) */
		const char *h = k < nw ? w[k] : written_by[k - nw];
		size_t wl = strlen(h);
		/* "Über die Autorin", "Über den Autor Jan Beispiel" */
		if (n >= wl && !strncasecmp(s, h, wl) && (n == wl || s[wl] == ' '))
			return 1;
	}
	/* 2 for a greeting: it heads a bio box only under the post */
	if (n <= 40 && STARTS_ANY_CI(s, n, hello))
		return 2;
	return fund_label(b, s);
}

/* A byline set as a portrait and a line or two beside it between the
 * headline and the text, in utility or hashed classes that name nothing
 * ("<div class=\"flex gap-3\"><img class=rounded-full><div>Dr. med. Anna
 * Lindner</div><div>Fachärztin für Orthopädie</div>"): the smallest box
 * (three levels up at most) around a kept short line (under AV_LINE
 * characters, no link, no sentence) that holds a portrait and only such
 * lines, AV_BLOCKS at most, goes, when it lies after the headline and
 * before the first paragraph of prose. */
#ifndef AV_LINE
#define AV_LINE 50
#endif
#ifndef AV_BLOCKS
#define AV_BLOCKS 3
#endif
static int byline_line(const struct block *b, const char *s)
{
	return b->chars < AV_LINE && !b->link_chars && !(b->tag & F_HEAD) &&
	       !ends_sentence(s, b->len);
}

/* An author's role between the lines of a byline card before the text
 * (LinkedIn's "Thomas Rieger" over "Geschäftsführer bei Rieger
 * Kunststofftechnik GmbH" over "Veröffentlicht: 3. Nov. 2026"): a kept
 * short line (under AV_LINE characters, no link, no sentence) in the box of
 * a dropped byline line above it, the line below it a dropped byline or
 * date in that box, goes with them, when it comes after the headline and
 * the line above it (a post's title under its kicker and over its date
 * stays) and the body's first paragraph of prose comes after it. */
void drop_byline_role(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	if (x->headline < 0)
		return;
	int from = x->headline + 2 > first + 1 ? x->headline + 2 : first + 1;
	for (int i = from; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b) && b->chars >= AV_LINE)
			return;  /* the text begins */
		const struct block *p = b - 1, *q = b + 1;
		int box = nd[b->owner].parent;
		if (b->keep <= 0 || b->chars >= AV_LINE || b->link_chars ||
		    ends_sentence(x->text.p + b->off, b->len) || p->keep > 0 || q->keep > 0 ||
		    box <= c || nd[p->owner].parent != box || nd[p->owner].nearest_meta <= c ||
		    i + 1 >= nd[box].end_block)
			continue;
		if (nd[q->owner].nearest_meta > c || dated(x->text.p + q->off, q->len))
			b->keep = 0;
	}
}

void drop_avatar_byline(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (hl < first - 1 || hl >= end)
		return;
	for (int i = hl + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && b->chars >= AV_LINE && is_prose(b))
			return;  /* the text begins */
		if ((b->keep <= 0 && b->keep != -1) || !byline_line(b, x->text.p + b->off))
			continue;  /* kept, or to be decided by its neighbours */
		int a = nd[b->owner].parent;
		for (int up = 0; a > c && up < 3 && !(nd[a].hint & H_AVATAR); up++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_AVATAR) || nd[a].first_block <= hl ||
		    nd[a].end_block - nd[a].first_block > AV_BLOCKS)
			continue;
		int ok = 1;
		for (int j = nd[a].first_block; j < nd[a].end_block && ok; j++)
			ok = byline_line(&x->blocks[j], x->text.p + x->blocks[j].off);
		if (!ok)
			continue;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* An author's card closing the post in classes that name nothing (a
 * page builder's box, "gb-container-8f2a": a portrait, "Benedikt Maier",
 * "Pendler, Schrauber und Familienvater. Ich teste ..."; "Anna Rossi" over
 * "Giornalista, scrive di viaggi ..."; "Jane Doe" over "Jane writes about
 * ..."): the smallest box (three levels up at most) that a short name line
 * opens (two to four words, no stopword, under AV_LINE characters, no link,
 * no sentence: "Farewell from the Greedy Pig" is none) and that holds a
 * portrait, AV_BLOCKS blocks at most and under BIO_CHARS characters, goes
 * when it comes after the body's prose and no prose is kept after it. */
void drop_avatar_bio(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0, last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			last = i;
	for (int i = first; i < last; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		if (!byline_line(b, x->text.p + b->off) || b->words < 2 || b->words > 4 ||
		    b->stops)
			continue;  /* a name: "Farewell from the Greedy Pig" is none */
		int a = nd[b->owner].parent;
		for (int up = 0; a > c && up < 3 && !(nd[a].hint & H_AVATAR); up++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_AVATAR) || nd[a].first_block != i ||
		    nd[a].end_block - i > AV_BLOCKS || nd[a].end_block <= last ||
		    nd[a].tchars >= BIO_CHARS)
			continue;
		unkeep(x, i, nd[a].end_block);
		return;
	}
}

/* The same call where the heading does not name the work and the box's
 * text does, over a button to pay ("… there is a good reason why not to
 * support the Ledger." over "... we choose to keep our journalism open to
 * all readers." and "Support us"; "Warum Sie uns unterstützen sollten"
 * over "Unabhängiger Journalismus kostet Geld."): a heading of 80
 * characters or fewer that asks for support, no link in it ... */
static int fund_head(const struct block *b, const char *s)
{
	return (b->tag & F_HEAD) && !b->link_chars && b->len <= 80 &&
	       HAS_ANY_CI(s, b->len, fund_call);
}

/* ... and blocks i+1..end of its box: one names the work or the readers
 * it calls on (fund_who), and one is a link or a button no longer kept;
 * where the heading asks for nothing (ask), the button does, FUND_BUTTON
 * bytes at most: "I hope you appreciated this article." over "...
 * supporting the Guardian's journalism ..." and "Support the Guardian";
 * "Jetzt unterstützen", "Faire un don", "Contribute". A heading that
 * names the work names it for its box: a station's "Stand up for
 * trustworthy journalism" over "... stations like ours depend on
 * listeners like you." and "Donate Now". */
#ifndef FUND_BUTTON
#define FUND_BUTTON 40
#endif
/* Does a line name the work or the readers it calls on? */
static int fund_names(const char *s, size_t n)
{
	return HAS_ANY_CI(s, n, fund_jour) || HAS_ANY_CI(s, n, fund_who);
}

static int fund_box(const struct extractor *x, int i, int end, int ask)
{
	int jour = fund_names(x->text.p + x->blocks[i].off, x->blocks[i].len);
	int link = 0;
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		const char *s = x->text.p + e->off;
		jour |= e->keep > 0 && fund_names(s, e->len);
		link |= e->keep <= 0 && (e->button || e->link_chars * 2 >= e->chars) &&
		        (!ask || (e->len <= FUND_BUTTON && (HAS_ANY_CI(s, e->len, fund_call) ||
		                                            HAS_ANY_CI(s, e->len, fund_give))));
	}
	return jour && link;
}

/* A bio box in the post, under a heading that says so ("Über die
 * Autorin", "About the author"), or a call to fund the newsroom, past a
 * paragraph of the body (the call's label goes over it too; and any
 * heading heads such a call where the box names journalism and its
 * button asks, "I hope you appreciated this article." ... "Support the
 * Guardian"): the heading and the rest of its box (BIO_BLOCKS blocks or
 * fewer, under BIO_CHARS characters) go, as a bio box under an author
 * hint does. */
void drop_bio_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0, last_prose = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD))
			last_prose = i;
	}
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		/* a call to fund the newsroom goes over the body too, under
		 * the standfirst ("Support truly independent journalism" over
		 * "Our mission is to deliver unbiased, fact-based reporting
		 * ..." and "Support us") */
		if (!body && !fund_label(b, x->text.p + b->off)) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		/* fund: 1 a heading that asks for support, 2 any other
		 * heading, whose box's button must ask */
		int fund = 0, bio = bio_head(b, x->text.p + b->off);
		if (!bio && !(fund = fund_head(b, x->text.p + b->off)) &&
		    !(fund = 2 * ((b->tag & F_HEAD) && !b->link_chars && b->len <= 80)))
			continue;
		int a = nd[b->owner].parent;
		/* (a greeting's box, "Hi, I'm Anna" over "I teach pottery
		 * ...", between the story's paragraphs is the story's) */
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > BIO_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS || (bio == 2 && nd[a].end_block <= last_prose) ||
		    (fund && !fund_box(x, i, nd[a].end_block, fund == 2)))
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* The same call with no heading, a paragraph over its button in a box of
 * its own after the body ("<div class=contributions><p>We have a small
 * favour to ask. Millions of readers rely on our independent journalism.
 * Please support us ...</p><a>Support us</a></div>", "Unabhängiger
 * Journalismus kostet Geld. Unterstützen Sie uns ..." over "Jetzt
 * unterstützen"): a kept paragraph under FUND_TEXT bytes, no link, that
 * names journalism and asks for support, first in a box of BIO_BLOCKS
 * blocks or fewer under BIO_CHARS characters, past kept prose, and in
 * the box a link or button no longer kept, FUND_BUTTON bytes at most,
 * that asks too: the box goes. */
#ifndef FUND_TEXT
#define FUND_TEXT 400
#endif
void drop_fund_ask(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (!body || b->keep <= 0 || (b->tag & F_HEAD) || b->link_chars ||
		    b->len >= FUND_TEXT || !HAS_ANY_CI(s, b->len, fund_jour) ||
		    !HAS_ANY_CI(s, b->len, fund_call)) {
			body |= b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		int a = nd[b->owner].parent, ask = 0;
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > BIO_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS)
			continue;
		for (int j = i + 1; j < nd[a].end_block && !ask; j++) {
			const struct block *e = &x->blocks[j];
			const char *t = x->text.p + e->off;
			ask = e->keep <= 0 && (e->button || e->link_chars * 2 >= e->chars) &&
			      e->len <= FUND_BUTTON &&
			      (HAS_ANY_CI(t, e->len, fund_call) ||
			       HAS_ANY_CI(t, e->len, fund_give));
		}
		if (ask) {
			unkeep(x, i, nd[a].end_block);
			i = nd[a].end_block - 1;
		}
	}
}

/* An interview's box on its subject set right after the body's box, in
 * the article around both, boilerplate by its tag ("</div><aside class=
 * infobox><h3>Zur Person</h3><p>Katrin V., 49, ist Professorin ...</p>
 * </aside>"): a box whose first block, at start, is a person box's title
 * (story_box_title) over one to INFO_BLOCKS paragraphs of link-free prose,
 * its parent an ancestor of container c two levels up at most, is kept;
 * returns the box's end, or -1. */
int person_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	if (start >= x->nblocks)
		return -1;
	const struct block *b = &x->blocks[start];
	int n = nd[b->owner].nearest_neg;
	if (b->link_chars || b->chars >= INFO_TITLE || n < 0 || nd[n].first_block != start ||
	    nd[n].end_block - start < 2 || nd[n].end_block - start > INFO_BLOCKS + 1 ||
	    story_box_title(x->text.p + b->off, b->len) != 2)
		return -1;
	int k = nd[c].parent;
	for (int up = 0; k >= 0 && up < 2 && k != nd[n].parent; up++)
		k = nd[k].parent;
	if (k < 0 || k != nd[n].parent)
		return -1;
	for (int j = start + 1; j < nd[n].end_block; j++)
		if (x->blocks[j].link_chars || !is_prose(&x->blocks[j]))
			return -1;
	for (int j = start; j < nd[n].end_block; j++)
		x->blocks[j].keep = 1;
	return nd[n].end_block;
}

/* A person's card on a team page (a chair's, an office's: "<div class=
 * person><h3><a>Dr. Felix Brandt</a></h3><p>Akademischer Rat</p><p>Raum
 * 02.116</p><p>Tel.: 0921 55-3214</p><p><a href=mailto:...>felix.brandt@
 * uni-fh.de</a></p>", "Équipe", "Il personale", "Medewerkers"): where
 * CARD_KEPT or more lines of the box right under its heading are kept,
 * the heading, the name linked to the person's page (h2-h6, a link alone
 * under CARD_NAME characters and of CARD_WORDS words at most, "Derya
 * Yılmaz, M.Ed.", outside boilerplate), is kept; the lines may lie deeper
 * in the box, so that a section's heading linked to the section's own page
 * stays over its rows in a box of their own (an academic's home page,
 * al-folio's "<h2><a href=/news/>news</a></h2>" over its table of news;
 * a blog's linked post title over the post's body); a reply's subject
 * ("Re: <the thread's title>", phpBB's <h3><a href=#p...> over a post
 * that quotes another) names no one: the thread's title, dropped before;
 * and so, in the body, is an e-mail address alone as a link right after
 * a kept line of its box: the card's or a contact's, no menu. */
#ifndef CARD_KEPT
#define CARD_KEPT 2
#endif
#ifndef CARD_NAME
#define CARD_NAME 60
#endif
#ifndef CARD_WORDS
#define CARD_WORDS 6
#endif
int mail_address(const char *s, size_t n)
{
	const char *at = memchr(s, '@', n);
	if (!at || at == s || n >= 80 || memchr(s, ' ', n) ||
	    memchr(at + 1, '@', n - (size_t)(at + 1 - s)))
		return 0;
	const char *dot = memchr(at + 1, '.', n - (size_t)(at + 1 - s));
	return dot && dot > at + 1 && dot + 2 < s + n;
}

void keep_card_contacts(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || b->keep > 0 || !b->chars ||
		    b->link_chars != b->chars || b->chars >= CARD_NAME ||
		    b->words > CARD_WORDS || nd[b->owner].nearest_neg >= 0 ||
		    nd[b->owner].parent < 0 || reply_subject(x->text.p + b->off, b->len))
			continue;
		int p = nd[b->owner].parent, kept = 0;
		/* a heading alone in its title box ("<div class=info><h3
		 * class=coursename><a>...</a></h3></div>") heads the box's
		 * parent, its body in the next box */
		if (nd[p].first_block == i && nd[p].end_block == i + 1 && nd[p].parent >= 0)
			p = nd[p].parent;
		for (int j = i + 1; j < nd[p].end_block; j++) {
			if (x->blocks[j].tag & (F_HEAD | F_H1))
				break;
			kept += x->blocks[j].keep > 0;
		}
		if (kept >= CARD_KEPT)
			b->keep = 1;
	}
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *l = b - 1;
		if (b->keep > 0 || !b->chars || b->link_chars != b->chars || l->keep <= 0 ||
		    nd[b->owner].nearest_neg >= 0 || nd[b->owner].parent < 0 ||
		    nd[b->owner].parent != nd[l->owner].parent ||
		    !mail_address(x->text.p + b->off, b->len))
			continue;
		b->keep = 1;
	}
}

/* A team's grid of name-only cards, each a name as a heading over a line
 * or two of its role and no bio, its social links after them (Divi's
 * "<h4 class=et_pb_module_header>Reto Zbinden</h4><p class=et_pb_member_
 * position>Steuerexperte</p>", "Responsable commercial", "Office
 * manager"): the cards with a bio are kept, those without weigh little
 * and the run of them closing the page was dropped. A card's heading
 * (h2-h6, no link, under CARD_NAME characters and CARD_WORDS words), its
 * box's name a header or no boilerplate, over TEAM_ROLES short link-free
 * lines at most (no heading, no sentence, no boilerplate) that end its
 * box, is kept with them when a heading of its tag and class within
 * TEAM_GAP blocks before it was kept: the grid's earlier card. A price
 * is no role ("Crate and Barrel" over "$39.95" under a roundup's numbered
 * product, its shop's button after them): that card is a product's. */
#ifndef TEAM_ROLES
#define TEAM_ROLES 2
#endif
#ifndef TEAM_GAP
#define TEAM_GAP 8
#endif
void keep_team_cards(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		unsigned hc = nd[b->owner].cls;
		if ((b->tag & (F_HEAD | F_H1)) != F_HEAD || b->keep > 0 || !hc || b->link_chars ||
		    b->chars >= CARD_NAME || b->words > CARD_WORDS ||
		    (nd[b->owner].nearest_neg >= 0 && !named_head(x, b)))
			continue;
		int r = i + 1, box = nd[b->owner].parent;
		for (; r < end && r <= i + TEAM_ROLES; r++) {
			const struct block *l = &x->blocks[r];
			if ((l->tag & (F_HEAD | F_H1)) || l->link_chars || l->chars >= CARD_NAME ||
			    nd[l->owner].nearest_neg >= 0 ||
			    ends_sentence(x->text.p + l->off, l->len) || item_price(x, l))
				break;  /* a price stops the card short of its box's end */
		}
		/* its roles end the card: its box, past its social links */
		while (box >= 0 && nd[box].end_block <= r)
			box = nd[box].parent;
		int last = r;
		while (last < end && box >= 0 && last < nd[box].end_block &&
		       x->blocks[last].link_chars == x->blocks[last].chars)
			last++;
		if (r == i + 1 || box < 0 || last < nd[box].end_block)
			continue;
		int prev = 0;
		for (int j = i - 1; j >= first && j >= i - TEAM_GAP && !prev; j--)
			prev = x->blocks[j].keep > 0 && (x->blocks[j].tag & F_HEAD) &&
			       nd[x->blocks[j].owner].cls == hc;
		if (!prev)
			continue;
		for (int j = i; j < r; j++)
			x->blocks[j].keep = 1;
	}
}

/* A course's teachers under its description, each a role's label and the
 * person's name as a link ("Trainer/in: <a>Katrin Lüders</a>", Moodle's;
 * "Dozent: <a>Dr. Jan Reuter</a>", "Enseignant : <a>...</a>", "Docente:
 * <a>...</a>", "Instructor: <a>...</a>"): an item of a list whose items
 * are all so, the first right after a kept line, outside boilerplate and
 * bylines, each a label of ROLE_LABEL letters at most and a colon, then
 * one link of ROLE_NAME letters and ROLE_WORDS words at most and nothing
 * else, is the course's, no menu: the list is kept. */
#ifndef ROLE_LABEL
#define ROLE_LABEL 24
#endif
#ifndef ROLE_NAME
#define ROLE_NAME 48
#endif
#ifndef ROLE_WORDS
#define ROLE_WORDS 6
#endif
static int role_link(const struct extractor *x, const struct block *b)
{
	const struct node *o = &x->nodes[b->owner];
	if (!(b->tag & F_LI) || !b->link_chars || b->lead || !b->tail_link ||
	    b->link_chars > ROLE_NAME || b->words > ROLE_WORDS + 3 ||
	    o->nearest_neg >= 0 || o->nearest_meta >= 0)
		return 0;
	const char *s = x->text.p + b->off;
	size_t n = b->len < ROLE_LABEL + 2 ? b->len : ROLE_LABEL + 2;
	const char *c = memchr(s, ':', n);
	if (!c || c == s)
		return 0;
	int label = text_chars(s, (size_t)(c - s) + 1);  /* letters, as chars counts them */
	return label <= ROLE_LABEL && b->chars - b->link_chars <= label + 1;
}

void keep_role_links(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		if (x->blocks[i - 1].keep <= 0 || x->blocks[i].keep > 0 ||
		    !role_link(x, &x->blocks[i]))
			continue;
		int l = nd[x->blocks[i].owner].parent, j = i;
		if (l < 0 || nd[l].first_block != i)
			continue;
		while (j < nd[l].end_block && role_link(x, &x->blocks[j]))
			j++;
		if (j < nd[l].end_block)
			continue;
		for (int k = i; k < j; k++)
			x->blocks[k].keep = 1;
		i = j - 1;
	}
}

/* A magazine's line about the writer closing the piece, the name a
 * link to the writer's page, in a box whose class names nothing
 * ("ContributorBio": "<a>Daniel Okafor</a> is a contributing writer at
 * ...", "<a>Jana Brandt</a> ist Redakteurin im Ressort Wissen.", "<a>Léa
 * Martin</a> est journaliste ...", "<a>Ana Ruiz</a> es periodista ..."):
 * the last kept block, under TAIL_BIO characters, opens with a name of
 * two to four capitalised words, the only link, then the verb and a word
 * for the trade; TAIL_BODY characters of kept prose come before it. */
#ifndef TAIL_BIO
#define TAIL_BIO 300
#endif
#ifndef TAIL_BODY
#define TAIL_BODY 1000
#endif
void drop_tail_bio(struct extractor *x, int first, int end)
{
	static const char *const verb[] = {
		" is a ", " is an ", " is the ", " ist ", " est ", " es ", " \xC3\xA8 ",
		" is een ", " is redacteur",
	};
	static const char *const trade[] = {
		"writer", "editor", "journalist", "correspondent", "reporter", "columnist",
		"contributor", "author", "redakteur", "korrespondent", "autor", "r\xC3\xA9" "dact",
		"periodista", "redactor", "corresponsal", "giornalista", "scrittri",
		"scrittore", "schrijver", "verslaggever", "chroniqueu",
	};
	int last = -1;
	long body = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	if (last < 0)
		return;
	struct block *b = &x->blocks[last];
	const char *s = x->text.p + b->off;
	if (!b->link_chars || b->len >= TAIL_BIO || (b->tag & (F_HEAD | F_LI)) ||
	    !isupper((unsigned char)s[0]))
		return;
	for (int i = first; i < last; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body < TAIL_BODY)
		return;
	/* the name: two to four words, each capitalised, then the verb */
	size_t k = 0;
	int words = 0;
	while (k < b->len && words < 5) {
		unsigned char c = (unsigned char)s[k];
		if (!isupper(c) && c < 0xC3)
			return;
		while (k < b->len && s[k] != ' ')
			k++;
		words++;
		for (size_t v = 0; v < sizeof verb / sizeof *verb; v++)
			if (starts_with_ci(s + k, b->len - k, verb[v])) {
				if (words < 2 || (size_t)b->link_chars > k ||
				    !HAS_ANY_CI(s + k, b->len - k, trade))
					return;
				b->keep = 0;
				return;
			}
		k++;
	}
}

/* An author's box after the story, named so ("article-author-box"), whose
 * name line is followed by a line that opens with the same name ("Mads
 * Holm" over "Mads Holm er autoriseret psykolog og ...", "Anna Rossi" over
 * "Anna Rossi è giornalista ...", "Jan Kowalski" over "Jan Kowalski jest
 * ..."): the box goes, under BIO_CHARS characters, AV_BLOCKS blocks at
 * most, when TAIL_BODY characters of prose come before it, though a note
 * of the paper's is kept after it and the body seems to run on past it
 * (an op-ed's "Kronikker og debatindlæg udtrykker skribentens
 * holdning"). */
void drop_named_bio(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	long body = 0;
	for (int i = first; i + 1 < end; i++) {
		const struct block *b = &x->blocks[i];
		int m = nd[b->owner].nearest_meta;
		if (m <= c) {
			if (b->keep > 0 && is_prose(b))
				body += b->chars;
			continue;
		}
		const struct block *e = &x->blocks[i + 1];
		if (body < TAIL_BODY || !(nd[m].hint & H_AUTHOR) || e->keep <= 0 ||
		    nd[e->owner].nearest_meta != m || b->words < 2 || b->words > 4 ||
		    b->stops || !byline_line(b, x->text.p + b->off) || e->len <= b->len ||
		    memcmp(x->text.p + e->off, x->text.p + b->off, b->len) ||
		    x->text.p[e->off + b->len] != ' ' || nd[m].tchars >= BIO_CHARS ||
		    nd[m].end_block - nd[m].first_block > AV_BLOCKS)
			continue;
		unkeep(x, nd[m].first_block, nd[m].end_block);
		i = nd[m].end_block - 1;
	}
}

/* A firm's imprint line closing the page in the content's box, its parts
 * set apart by "·", "|" or "•" ("Malerbetrieb Krause · Lübecker Straße 44 ·
 * 23843 Bad Oldesloe · Tel. 04531 88 77 66", an old practice's "Praxis
 * Dr. Keller · St. Gallerstrasse 41 · 8400 Winterthur · Tel. ... ·
 * Impressum", "Atelier Rossi | Via Roma 12 | 20121 Milano | Tel. ..."):
 * the site's footer, no part of the text. The last kept block, after
 * IMPRINT_BODY characters of kept prose, under IMPRINT_LINE characters
 * and a link in under a quarter of it, no sentence, of three parts or
 * more, one a street and its number, one a postcode (four or five
 * figures) and a town, and a phone, fax or mail mark or "Impressum"
 * (a venue's line under an event, "Stadthalle · Hauptstraße 5 · 79098
 * Freiburg", has none): it goes. */
#ifndef IMPRINT_LINE
#define IMPRINT_LINE 200
#endif
#ifndef IMPRINT_BODY
#define IMPRINT_BODY 300
#endif
static int imprint_line(const char *s, size_t n)
{
	static const char *const mark[] = {
		"tel.", "tel:", "telefon", "phone", "fon ", "fax", "e-mail", "@", "impressum",
		"imprint", "mentions l\xC3\xA9gales", "aviso legal", "note legali",
	};
	int parts = 0, street = 0, town = 0;
	for (const char *p = s, *e = s + n; p < e;) {
		const char *q = p;
		while (q < e && *q != '|' && !(q + 1 < e && (unsigned char)q[0] == 0xC2 &&
		                                 (unsigned char)q[1] == 0xB7) &&
		       !(q + 2 < e && !memcmp(q, "\xE2\x80\xA2", 3)))
			q++;
		const char *a = p, *b = q;
		while (a < b && *a == ' ')
			a++;
		while (b > a && b[-1] == ' ')
			b--;
		size_t d = 0;
		while (a + d < b && isdigit((unsigned char)a[d]))
			d++;
		if ((d == 4 || d == 5) && a + d + 1 < b && a[d] == ' ' &&
		    (isupper((unsigned char)a[d + 1]) || (unsigned char)a[d + 1] >= 0xC3))
			town = 1;
		const char *t = b;
		if (t > a && isalpha((unsigned char)t[-1]) && t - 1 > a &&
		    isdigit((unsigned char)t[-2]))
			t--;  /* "12a" */
		const char *f = t;
		while (f > a && isdigit((unsigned char)f[-1]))
			f--;
		if (f < t && t - f <= 4 && f - a >= 4 && f[-1] == ' ' &&
		    isalpha((unsigned char)f[-2]) && !d)
			street = 1;
		parts += b > a;
		p = q < e ? q + (*q == '|' ? 1 : (unsigned char)*q == 0xC2 ? 2 : 3) : e;
	}
	return parts >= 3 && street && town && HAS_ANY_CI(s, n, mark);
}

void drop_imprint_line(struct extractor *x, int first, int end)
{
	int last = last_kept(x, first, end);
	if (last <= first)
		return;
	struct block *b = &x->blocks[last];
	const char *s = x->text.p + b->off;
	if (b->chars >= IMPRINT_LINE || b->link_chars * 4 >= b->chars ||
	    memchr(s, '\n', b->len) || ends_sentence(s, b->len) || !imprint_line(s, b->len))
		return;
	long body = 0;
	for (int i = first; i < last && body < IMPRINT_BODY; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body >= IMPRINT_BODY)
		b->keep = 0;
}
