/*
 * extract/refs: phase 3's rules for references (extract.c has the
 * overview, select.c the selection): a paper's apparatus (abstracts,
 * keywords, front matter, reference lists), source lists, citations kept
 * as items, links or lines, a table's source, close references, service
 * references and labelled URLs. Page classes: scholarly articles,
 * encyclopedias, press releases, government pages.
 */
#include "internal.h"

/* On a paper's page (x->scholarly) the list of works cited under its
 * heading ("References", "Literatur", "Références", "Bibliografía",
 * "Riferimenti bibliografici") and the box that tells how to cite the
 * paper and who may reprint it ("Cite this article", "Über diesen
 * Artikel", "Rights and permissions") are apparatus, not the text: they
 * go from the heading to the next heading or the end of the heading's
 * box, whichever comes first. */
static const char *const ref_heads[] = {
	"References", "Reference list", "Literature cited", "Works cited",
	"Bibliography", "Literatur", "Literaturverzeichnis", "Literaturangaben",
	"Quellenverzeichnis", "Références", "Références bibliographiques",
	"Bibliographie", "Referencias", "Referencias bibliográficas", "Bibliografía",
	"Riferimenti bibliografici", "Bibliografia", "Referenties", "Literatuurlijst",
	"Cite this article", "About this article", "Rights and permissions",
	"Diesen Artikel zitieren", "Über diesen Artikel", "Rechte und Berechtigungen",
	"Citer cet article", "Citar este artículo", "Cita questo articolo",
};

/* the paper's own summary in points above its abstract stays, under its
 * heading */
static const char *const highlight_heads[] = {
	"Highlights", "Research highlights", "Key points", "Key findings",
	"Plain language summary", "Lay summary", "Kernaussagen", "Kernbotschaften",
	"Das Wichtigste in Kürze", "Points clés", "Puntos clave", "Punti chiave",
};

static const char *const abstract_heads[] = {
	"Abstract", "Summary", "Zusammenfassung", "Kurzfassung", "Résumé", "Resumen",
	"Riassunto", "Samenvatting",
};

/* lines of a paper's front matter by their label, wherever they stand
 * (a journal that sets no heading over the abstract puts them under it) */
static const char *const front_labels[] = {
	"Citation:", "Received:", "Accepted:", "Published:", "Correspondence:",
	"*Correspondence:", "Edited by:", "Reviewed by:", "Academic Editor:",
	"Zitierweise:", "Eingegangen:", "Korrespondenz:", "Citation :", "Reçu :",
	"Citación:", "Recibido:", "Citazione:", "Ricevuto:", "Copyright", "\xC2\xA9",
};

#ifndef ABSTRACT_MIN
#define ABSTRACT_MIN 400
#endif
#ifndef FRONT_LINE
#define FRONT_LINE 250
#endif
/* the paper's keywords, on a line of their own after a label or as
 * short lines under a heading, are the abstract's: they stay, named a
 * box of tags ("keywords", "html-keywords") or not */
static const char *const keyword_heads[] = {
	"Keywords", "Key words", "Schlüsselwörter", "Schlagwörter", "Mots-clés",
	"Mots clés", "Palabras clave", "Parole chiave", "Trefwoorden",
};

static void keep_keywords(struct extractor *x, int first, int end)
{
	const size_t k = sizeof keyword_heads / sizeof *keyword_heads;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->chars > 400 || b->chars < 8)
			continue;
		if ((b->tag & F_HEAD) && label_is(s, b->len, keyword_heads, k)) {
			b->keep = 1;
			for (i++; i < end && !(x->blocks[i].tag & F_HEAD) &&
			          x->blocks[i].chars < 60; i++)
				x->blocks[i].keep = 1;
			i--;
			continue;
		}
		if (b->keep || (b->tag & F_HEAD))
			continue;
		for (size_t j = 0; j < k; j++) {
			size_t n = strlen(keyword_heads[j]);
			if (starts_with_ci(s, b->len, keyword_heads[j]) && n < b->len &&
			    (s[n] == ':' || (s[n] == ' ' && n + 1 < b->len && s[n + 1] == ':'))) {
				b->keep = 1;
				break;
			}
		}
	}
}

/* A document's list of its own addresses under its title, a spec's
 * header ("<dl><dt>This version:<dd><a href=...>https://www.w3.org/TR/
 * ...</a><dt>Latest published version:<dd><a>https://...</a><dt>
 * Feedback:<dd><a>GitHub</a><dt>Editors:<dd>..."): a definition list
 * that opens with such a value and in which URL_TERMS or more terms'
 * values are each a link alone whose text is an address written out goes
 * whole, its terms and values. A list of sources or links written out is
 * no list of terms. */
#ifndef URL_TERMS
#define URL_TERMS 2
#endif
#ifndef DD_UP
#define DD_UP 2  /* levels from a value's block up to its <dd> */
#endif
static int url_value(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	return b->chars && b->link_chars == b->chars && bare_url(s, b->len);
}

void drop_url_terms(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int dl = -1, n = 0;
	for (int i = first + 1; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_LI) || (b->tag & F_DT) || !(b[-1].tag & F_DT) || !url_value(x, b))
			continue;
		int dd = up_to_tag(nd, b->owner, F_LI, DD_UP);
		int p = dd >= 0 ? nd[dd].parent : -1;
		if (p < 0)
			continue;
		n = p == dl ? n + 1 : 1;
		dl = p;
		if (n != URL_TERMS)
			continue;
		/* the list opens with an address, as a spec's header does ("This
		 * version:"): one that opens with a fact in words ("Dates: May 3
		 * to 5, 2027, at the Congress Centre") is a conference's or a
		 * project's facts, and stays */
		int j0 = nd[p].first_block > first ? nd[p].first_block : first, j = j0;
		while (j < i && !((x->blocks[j].tag & F_LI) && !(x->blocks[j].tag & F_DT)))
			j++;
		if (!url_value(x, &x->blocks[j]))
			continue;
		for (j = j0; j < nd[p].end_block && j < end; j++)
			x->blocks[j].keep = 0;
	}
}

void drop_apparatus(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	if (!x->scholarly)
		return;
	keep_keywords(x, first, end);
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0 || b->chars > 400 || (b->tag & F_HEAD))
			continue;
		for (size_t k = 0; k < sizeof front_labels / sizeof *front_labels; k++)
			if (starts_with_ci(s, b->len, front_labels[k])) {
				b->keep = 0;
				break;
			}
	}
	/* and above the abstract's heading the paper's front matter, the
	 * lines under its title (its authors' affiliations, "Submission
	 * received: ...", "2024 Feb;58(3):142-150.", "PMID: 38211456"),
	 * goes but for headings: a repository's record titles the thesis
	 * with an h2 over its abstract */
	int i;
	for (i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->chars > 20 ||
		    !label_is(x->text.p + b->off, b->len, abstract_heads,
		              sizeof abstract_heads / sizeof *abstract_heads))
			continue;
		for (int j = first, hl = 0; j < i; j++) {
			struct block *e = &x->blocks[j];
			const char *t = x->text.p + e->off;
			if (e->tag & F_HEAD) {
				hl = label_is(t, e->len, highlight_heads,
				              sizeof highlight_heads / sizeof *highlight_heads);
				if (hl)
					e->keep = 1;  /* named an author's box or not */
			} else if (!hl)
				e->keep = 0;
			else if (e->words >= 6 && !e->link_chars && ends_sentence(t, e->len))
				e->keep = 1;
		}
		break;
	}
	/* with no such heading, the abstract is the first paragraph of
	 * ABSTRACT_MIN+ characters, and the short lines above it are the
	 * front matter ("1Department of Biology, University of Padova") */
	if (i == end) {
		int a = first;
		while (a < end && !(x->blocks[a].keep > 0 && x->blocks[a].chars >= ABSTRACT_MIN &&
		                    is_prose(&x->blocks[a])))
			a++;
		for (int j = first; a < end && j < a; j++)
			if (!(x->blocks[j].tag & F_HEAD) && x->blocks[j].chars < FRONT_LINE)
				x->blocks[j].keep = 0;
	}
	for (i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->chars > 40 ||
		    !label_is(x->text.p + b->off, b->len, ref_heads,
		              sizeof ref_heads / sizeof *ref_heads))
			continue;
		int a = nd[b->owner].parent;
		int stop = a > c && nd[a].end_block < end ? nd[a].end_block : end;
		x->blocks[i].keep = 0;
		for (i++; i < stop && !(x->blocks[i].tag & F_HEAD); i++)
			x->blocks[i].keep = 0;
		i--;
	}
}

/* A news story's list of its sources at its end, under a heading that
 * says so ("Verwendete Quellen", "Quellen:", "Sources", "Fuentes",
 * "Fonti", "Bronnen"): a short list of outlets and documents ("dpa",
 * "Bundesamt für Soziale Sicherung: Prognose ...", "Eigene Berechnungen")
 * is the newsroom's apparatus, not the story. The heading goes with the
 * rest of its box, or with the rest of the container where no box holds
 * it, when that is SRC_BLOCKS blocks or fewer, each under SRC_LINE
 * characters and no paragraph of prose; no heading is kept after it.
 * A health page's list under its article ("Quellen", "Literatur",
 * "Bibliografía", "Bibliografia") cites guidelines and papers at length
 * ("Deutsche Gesellschaft für Gastroenterologie ...: S2k-Leitlinie
 * Gastroösophageale Refluxkrankheit ..., AWMF-Register Nr. 021-013, Stand
 * 2023"): a line that names a year may run to SRC_CITE characters, and
 * the page's notice that it is no doctor's advice (care_notice) may close
 * the sources' box ("<section class=sources>" over "Wichtiger Hinweis:
 * Dieser Artikel ... kann einen Arztbesuch nicht ersetzen", "Ces
 * informations ne remplacent pas une consultation médicale").
 * The list set as one line that closes the kept text, its label and a
 * colon first ("<p><strong>Sources :</strong> Haute Autorité de Santé,
 * ..., 2021 ; Inserm, ..., 2023.</p>", "Quellen: RKI, 2024; DGE, 2023",
 * "Fuentes: ..."), under SRC_CITE characters, naming a year, after a
 * paragraph of the body, goes too (src_line).
 * A science news story closes with such boxes one after the other, each
 * under its heading ("Citations" over the paper's reference, "Further
 * reading" over the site's older stories): a heading of another of them
 * after a box does not keep it, and each box goes. */
#ifndef SRC_BLOCKS
#define SRC_BLOCKS 10
#endif
#ifndef SRC_LINE
#define SRC_LINE 160
#endif
#ifndef SRC_CITE
#define SRC_CITE 320
#endif
/* Does s[0..n) name a year, 1900 to 2099, as a number of its own? */
int has_year(const char *s, size_t n)
{
	/* each run of figures (figure_at's: an Arabic page's "٢٠٢٣" too) */
	for (size_t i = 0; i < n;) {
		int l = figure_at(s + i, n - i), figures = 0, v = 0;
		if (!l) {
			i++;
			continue;
		}
		for (; l > 0; l = figure_at(s + i, n - i)) {
			v = v * 10 + figure_value(s + i, l);
			figures++;
			i += (size_t)l;
			if (figures > 4)
				v = 0;
		}
		if (figures == 4 && v >= 1900 && v <= 2099)
			return 1;
	}
	return 0;
}

/* Does s[0..n) open with one of the k labels, then its colon (a space
 * before it, as French sets it), and text after it? */
static int src_line(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++) {
		size_t l = strlen(w[i]);
		if (n <= l + 3 || strncasecmp(s, w[i], l))
			continue;
		size_t j = l + (s[l] == ' ');
		if (s[j] == ':' && j + 2 < n)
			return 1;
	}
	return 0;
}

void drop_source_lists(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {
		"Quellen", "Quelle", "Verwendete Quellen", "Quellenangaben", "Sources",
		"Sources used", "Fuentes", "Fuentes consultadas", "Fonti", "Bronnen",
		"Bronvermelding", "Źródła", "Literatur", "Literaturquellen", "Bibliografía",
		"Bibliografia", "Bibliographie", "Références", "Referencias",
		/* a science news story's boxes under its body */
		"Citations", "Further reading",
	};
	const size_t k = sizeof w / sizeof *w;
	const struct node *nd = x->nodes;
	int body = 0, last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	if (last > first) {
		struct block *b = &x->blocks[last];
		const char *s = x->text.p + b->off;
		if (b->len < SRC_CITE && !b->link_chars && !(b->tag & (F_HEAD | F_LI)) &&
		    src_line(s, b->len, w, k) && has_year(s, b->len) &&
		    body_before(x, first, last)) {
			b->keep = 0;
			return;
		}
	}
	for (int i = first; i < last; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		if (b->keep <= 0 || b->len > 30 || b->link_chars ||
		    !label_is(x->text.p + b->off, b->len, w, k))
			continue;
		int a = nd[b->owner].parent, stop = last + 1;
		if (a > c && nd[a].first_block == i)
			stop = nd[a].end_block;
		else if (!(b->tag & F_HEAD))
			continue;  /* a bare "Quelle:" line opens a credit, not a list */
		if (stop - i - 1 > SRC_BLOCKS || stop - i < 2)
			continue;
		int ok = 1;
		for (int j = i + 1; j <= last && ok; j++) {
			const struct block *e = &x->blocks[j];
			if (j >= stop)  /* (another such box's heading) */
				ok = e->keep <= 0 || !(e->tag & F_HEAD) ||
				     (e->len <= 30 && label_is(x->text.p + e->off, e->len, w, k));
			else
				ok = (e->len < SRC_LINE ||
				      (e->len < SRC_CITE && has_year(x->text.p + e->off, e->len)) ||
				      care_notice(x->text.p + e->off, e->len)) &&
				     !(e->tag & F_HEAD);
		}
		if (!ok)
			continue;
		unkeep(x, i, stop);
		i = stop - 1;  /* the next box of them, "Further reading" */
	}
}

/* A law's table of its amendments under its text, as the cantons' and
 * communes' law collections set it ("Änderungstabelle" over "Beschluss |
 * Inkraft | Element" and "06.12.2022 | 01.01.2023 | Art. 4"; "Tableau des
 * modifications", "Tabella delle modifiche", "Table of amendments"): the
 * collection's record of versions, not the enactment's text. A kept
 * heading so named, after prose, and the AMEND_CELLS or more table cells
 * right under it, one of them dated, go. */
#ifndef AMEND_CELLS
#define AMEND_CELLS 3
#endif
void drop_amend_table(struct extractor *x, int first, int end)
{
	static const char *const w[] = {
		"\xC3\x84nderungstabelle", "\xC3\x84nderungs\xC3\xBC" "bersicht",
		"\xC3\x84nderungsverzeichnis", "Tableau des modifications",
		"Tabella delle modifiche", "Table of amendments", "Amendment table",
		"Wijzigingstabel", "Wijzigingsoverzicht",
	};
	for (int i = first; i + 1 < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || !(b->tag & F_HEAD) || b->len > 40 || b->link_chars ||
		    !label_is(x->text.p + b->off, b->len, w, sizeof w / sizeof *w) ||
		    !body_before(x, first, i))
			continue;
		int j = i + 1, dates = 0;
		for (; j < end && (x->blocks[j].tag & F_TD); j++)
			dates += dated(x->text.p + x->blocks[j].off, x->blocks[j].len);
		if (j - i - 1 >= AMEND_CELLS && dates)
			unkeep(x, i, j);
		i = j - 1;
	}
}

/* A list of publications (al-folio's bibliography: each item a venue's
 * badge "IROS", its title and authors in boxes named so, "<div class=
 * title>", "<div class=author>", the venue "In IEEE/RSJ International
 * Conference ...", then its buttons and hidden abstract): the title's and
 * the authors' boxes read as a byline's, and an item without a long venue
 * went whole. A list of CITE_ITEMS+ items, each holding two lines or more
 * under meta hints of its own, of two words or more, without links and
 * digits (a forum's posts in a list hold one, the poster's rank "Erfahrener
 * Benutzer", over "Registriert seit: 04.05.2016"), one of them holding a
 * kept line of weight outside those hints, is a list of references: its
 * lines outside boilerplate within the list and not link-heavy are kept
 * (a news list's items carry one such line, the date; comments lie under
 * a boilerplate hint). */
#ifndef CITE_ITEMS
#define CITE_ITEMS 2
#endif
static int cite_item(const struct extractor *x, int li, int *kept)
{
	const struct node *nd = x->nodes;
	int meta = 0;
	for (int j = nd[li].first_block; j < nd[li].end_block; j++) {
		const struct block *b = &x->blocks[j];
		const struct node *o = &nd[b->owner];
		if (o->nearest_meta > li && !b->link_chars && b->words >= 2 &&
		    !has_digit(x->text.p + b->off, b->len))
			meta++;
		*kept |= b->keep > 0 && b->w > 0 && o->nearest_meta < li;
	}
	return meta >= 2;
}

void keep_cite_items(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int n = x->blocks[first].owner; n < x->nnodes && nd[n].first_block < end; n++) {
		int l = nd[n].parent;
		if (!(nd[n].tag & F_LI) || l < 0 || nd[l].first_block != nd[n].first_block ||
		    nd[n].first_block < first || nd[l].end_block > end || nd[l].nearest_neg >= 0)
			continue;
		int items = 0, ok = 1, kept = 0, j = n;
		for (; ok && j < x->nnodes && nd[j].first_block < nd[l].end_block; j++)
			if (nd[j].parent == l)
				items++, ok = (nd[j].tag & F_LI) && cite_item(x, j, &kept);
		if (!ok || !kept || items < CITE_ITEMS)
			continue;
		for (int i = nd[l].first_block; i < nd[l].end_block; i++) {
			struct block *b = &x->blocks[i];
			if (b->keep <= 0 && nd[b->owner].nearest_neg < 0 && b->chars &&
			    2 * b->link_chars < b->chars)
				b->keep = 1;
		}
		n = j - 1;
	}
}

/* Does s hold a year in parentheses, a reference's ("Sanne de Wit (2020).")? */
static int paren_year(const char *s, size_t n)
{
	for (const char *p = s; (p = memchr(p, '(', n - (size_t)(p - s))) && p + 5 < s + n; p++)
		if (p[5] == ')' && (p[1] == '1' || p[1] == '2') && lone_number(p + 1, 4))
			return 1;
	return 0;
}

/* A publication list of citation lines, each its authors, the year in
 * parentheses and a full stop, its title and venue, the names and the
 * title linked to their pages (Hugo's academic theme: "<div class=
 * pub-list-item view-citation><span><a>Anna Lindqvist</a></span>, <span>
 * <a>Jonas Meier</a></span> (2026). <a>Tokenisation Bias ...</a>.
 * <em>Proceedings of EMNLP 2026</em>.", "Müller, K. (2024). ... In:
 * Zeitschrift für ..."): the links make each a link list's. A line of
 * CITE_WORDS words or more under CITE_LINE characters, ending in a full
 * stop, with "(dddd)" and a full stop, a comma or a colon right after
 * it in its first half, is one (a group's list links each whole to its
 * DOI: "<a>Hofstetter, M., Neumann, T. (2024): Arsenic isotope ...</a>");
 * CITE_RUN or more in a run (short all-link lines between them pass:
 * "PDF Cite DOI"), outside boilerplate, are kept, and the run's heading
 * right above it ("Recent Publications", "Ausgewählte Publikationen"),
 * which drop_orphan_heads dropped over the then dropped lines. */
#define CITE_WORDS 8
#define CITE_LINE 400
#define CITE_RUN 2
int cite_line(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (b->words < CITE_WORDS || n >= CITE_LINE || n < 20 || s[n - 1] != '.')
		return 0;
	for (size_t i = 3; i + 7 <= n / 2 + 7 && i + 7 < n; i++)
		if (s[i] == '(' && isdigit((unsigned char)s[i + 1]) &&
		    isdigit((unsigned char)s[i + 2]) && isdigit((unsigned char)s[i + 3]) &&
		    isdigit((unsigned char)s[i + 4]) && s[i + 5] == ')' &&
		    (s[i + 6] == '.' || s[i + 6] == ',' || s[i + 6] == ':'))
			return 1;
	return 0;
}

/* A publication list in boxes of one class, each its authors, the year
 * in parentheses, the title linked and the venue ("Sanne de Wit (2020).
 * <a>Samen sturen op water: ...</a>. Proefschrift, Universiteit Twente."),
 * Hugo Academic's "pub-list-item": an entry whose linked title is over
 * half its text weighs as a link and goes, while the others stay. Such a
 * dropped block of CITE_WORDS words or more, closing a sentence, its own
 * text (links aside) holding a year in parentheses, is kept when a box of
 * the class of its own (its owner or up to two levels up, under the
 * container; cite_twin), a sibling before or after it, holds a kept
 * block with a year in parentheses too: an entry of the list. */
/* Are boxes i and a entries of one list: of one class, or wrappers whose
 * first child boxes share one (cite_list)? */
int cite_twin(const struct extractor *x, int i, int a)
{
	const struct node *nd = x->nodes;
	if (nd[i].cls == nd[a].cls && nd[a].cls)
		return 1;
	return a + 1 < x->nnodes && i + 1 < x->nnodes && nd[a + 1].parent == a &&
	       nd[i + 1].parent == i && nd[a + 1].cls && nd[i + 1].cls == nd[a + 1].cls;
}

/* (Linear: which boxes hold a kept block with a year in parentheses is
 * found once, in one pass up the tree; each parent's children are read
 * once, against the first entry met under it, its list's class.) */
void keep_cite_links(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int n = x->nnodes, *py = NULL, *ref = NULL, *cnt = NULL;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 || b->link_chars * 2 <= b->chars || b->words < CITE_WORDS ||
		    nd[b->owner].nearest_neg >= 0 || !ends_sentence(s, b->len) ||
		    !paren_year(s, b->len))
			continue;
		if (!py) {
			/* the extractor's buffer, as comment_runs' */
			if (n > x->capcmrun) {
				free(x->cmrun);
				x->cmrun = xmalloc((size_t)n * 4 * sizeof *x->cmrun);
				x->capcmrun = n;
			}
			py = x->cmrun, ref = py + n, cnt = py + 2 * n;
			memset(py, 0, (size_t)n * 3 * sizeof *py);
			for (int k = 0; k < x->nblocks; k++)
				if (x->blocks[k].keep > 0 &&
				    paren_year(x->text.p + x->blocks[k].off, x->blocks[k].len))
					py[x->blocks[k].owner] = 1;
			for (int k = n - 1; k > 0; k--)
				if (py[k] && nd[k].parent >= 0)
					py[nd[k].parent] = 1;
		}
		int a = b->owner;
		for (int up = 0; up < 3 && a >= 0 && nd[a].first_block >= first; up++, a = nd[a].parent) {
			int p = nd[a].parent;
			if (!nd[a].cls || p < 0)
				continue;
			if (!ref[p]) {
				ref[p] = a + 1;
				int e = nd[p].end_block;
				for (int j = p + 1; j < n && nd[j].first_block < e; j++)
					cnt[p] += nd[j].parent == p && py[j] &&
					          nd[j].first_block >= first && cite_twin(x, j, a);
			}
			int r = ref[p] - 1;
			if (!cite_twin(x, a, r))
				continue;
			/* (a twin other than a itself) */
			int self = py[a] && nd[a].first_block >= first;
			if (cnt[p] - self > 0) {
				b->keep = 1;
				break;
			}
		}
	}
}

void keep_cite_lines(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		if (x->blocks[i].keep > 0 || nd[x->blocks[i].owner].nearest_neg >= 0 ||
		    !cite_line(x, &x->blocks[i]))
			continue;
		int j = i, n = 0;
		for (; j < end; j++) {
			const struct block *b = &x->blocks[j];
			if (nd[b->owner].nearest_neg >= 0)
				break;
			if (cite_line(x, b))
				n++;
			else if (b->link_chars < b->chars || b->chars >= 20)
				break;
		}
		for (int k = i; n >= CITE_RUN && k < j; k++)
			if (cite_line(x, &x->blocks[k]))
				x->blocks[k].keep = 1;
		/* and the list's heading right above it, dropped as an
		 * orphan while the lines were ("Recent Publications",
		 * "Ausgewählte Publikationen"), named a title itself or not
		 * ("<h2 class=section__title>"; a byline's box above it is
		 * no heading's) */
		const struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		if (n >= CITE_RUN && h && h->keep <= 0 && (h->tag & F_HEAD) && !h->link_chars &&
		    nd[h->owner].nearest_neg < 0 &&
		    (nd[h->owner].nearest_meta < 0 || nd[h->owner].nearest_meta == h->owner))
			x->blocks[i - 1].keep = 1;
		i = j - 1 > i ? j - 1 : i;
	}
}

/* A table's source on its own line right under the table's kept last
 * cell: a name page's ranking over "Fuente: INE, nombres de los recién
 * nacidos por año", a holiday or price table's "Quelle: Statistisches
 * Bundesamt", "Source : Insee", "Bron: CBS". The line, no link, under
 * TABLE_SOURCE characters, opens with the label and its colon; it
 * belongs to the table as a chart's source to its caption, unlike a
 * story's "Quelle: dpa" under its prose. A chart of results built of
 * boxes, no table, is such a table: the line closes a box whose rows,
 * the kept blocks right over it, are its siblings, short and with a
 * figure ("<div class=results__row><span>SPD</span><span>14,2 %</span>
 * </div>" ... "<p class=results__source>Quelle: Stadt, vorläufiges
 * Endergebnis</p>", "Source : ministère de l'Intérieur").
 * FIGURE_ROWS such rows at least, each under FIGURE_ROW characters:
 * -1, the line goes as they go (1: under a table's kept cell). */
#define TABLE_SOURCE 160
#define FIGURE_ROWS 3
#define FIGURE_ROW 60
int table_source(const struct extractor *x, int i, int first)
{
	static const char *const w[] = {
		"quelle:", "quellen:", "source:", "sources:", "source :", "sources :",
		"fuente:", "fuentes:", "fonte:", "fonti:", "bron:", "bronnen:",
	};
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	if (i <= first || b->link_chars || b->chars >= TABLE_SOURCE || (b->tag & F_TD) ||
	    in_cell(nd, b) >= 0 || !STARTS_ANY_CI(x->text.p + b->off, b->len, w))
		return 0;
	if (b[-1].keep > 0 && in_cell(nd, &b[-1]) >= 0)
		return 1;
	int p = nd[b->owner].parent, k = 0;
	if (p < 0 || nd[p].end_block != i + 1)
		return 0;
	for (const struct block *r = b - 1; r >= x->blocks + first && k < FIGURE_ROWS; r--, k++)
		if ((r->keep <= 0 && r->keep != -1) || r->link_chars || r->chars >= FIGURE_ROW ||
		    nd[r->owner].parent != p || !has_digit(x->text.p + r->off, r->len))
			return 0;
	return k == FIGURE_ROWS ? -1 : 0;  /* kept with its rows */
}

/* A box that suggests how to cite the page, after its text: a court's
 * ruling, a paper or a think tank's brief under its body
 * ("Zitiervorschlag", "Zitierweise", "Zitierhinweis", "Suggested
 * citation", "How to cite", "Citer cette décision", "Cómo citar", "Come
 * citare", "Citeerwijze"): a heading of under
 * CITE_HEAD characters, no link, that opens a box of at most CITE_BLOCKS
 * blocks and CITE_MAX characters, with text kept above it. The
 * reference is the portal's, no part of the text: the box goes. So does
 * one line that opens with such a label and a colon, the reference run
 * into it, under CITE_MAX characters: a dictionary's entry closes with
 * "Zitiervorschlag: Wortschatz, „Gemütlichkeit“
 * auf ... URL: ...", "Citer cette page : « flâner »,
 * ...", "Cite this page: ...".
 * A science news site's bare "Citation: Corals that survived bleaching
 * pass on heat tolerance (2025, March 14) retrieved 15 March 2025 from
 * https://..." ("Zitation: ...", "Citazione: ...") is such a line too
 * when it names its URL: the label alone (cite_word), a figure and
 * "http" after it. The box it opens, CITE_BLOCKS blocks at most, no
 * link, goes with it: its "This document is subject to copyright. Apart
 * from any fair dealing ..." is the portal's notice, no part of the story;
 * a bare "Citation:" with no URL (a paper's reference in its abstract's
 * box) stays. */
#ifndef CITE_HEAD
#define CITE_HEAD 40
#endif
#ifndef CITE_BLOCKS
#define CITE_BLOCKS 4
#endif
#ifndef CITE_MAX
#define CITE_MAX 400
#endif
static int cite_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"zitiervorschlag", "zitierweise", "suggested citation", "cite this",
		"how to cite", "citer cet", "comment citer", "mo citar", "citar este",
		"come citare", "citazione consigliata", "citeerwijze", "citer cette",
		/* a think tank's "Zitierhinweis" under its brief, "Citation
		 * suggérée", "Citazione suggerita", "Cita sugerida" */
		"zitierhinweis", "zitierempfehlung", "citation sugg", "citazione sugg",
		"cita sugerida",
	};
	return n < CITE_HEAD && HAS_ANY_CI(s, n, w);
}

static int cite_word(const char *s, size_t n)
{
	static const char *const w[] = {
		"citation", "zitation", "citazione", "citación", "citação", "citaat",
	};
	return word_is(s, n, w, sizeof w / sizeof *w);
}

/* the "Citation: ... from https://..." line's box, from b on: CITE_BLOCKS
 * blocks at most, no link; 0 when the line is no such one */
static int cite_url_box(struct extractor *x, int i, const char *colon)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	size_t rest = b->len - (size_t)(colon - s);
	if (!cite_word(s, (size_t)(colon - s)) || !has_digit(colon, rest) ||
	    !memmem(colon, rest, "http", 4))
		return 0;
	int p = b->owner;
	for (int up = 0, q; up < 3 && (q = nd[p].parent) >= 0 && nd[q].first_block == i &&
	                    nd[q].end_block - i <= CITE_BLOCKS && nd[q].tchars <= 2 * CITE_MAX;
	     up++)
		p = q;
	if (nd[p].first_block != i)
		return i + 1;
	for (int j = i; j < nd[p].end_block; j++)
		if (x->blocks[j].link_chars)
			return i + 1;
	return nd[p].end_block;
}

void drop_cite_box(struct extractor *x, int first, int end)
{
	struct node *nd = x->nodes;
	int kept = 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off, *colon = NULL;
		if (b->keep > 0 && kept && !(b->tag & F_HEAD) && b->chars < CITE_MAX)
			colon = memchr(s, ':', b->len < CITE_HEAD ? b->len : CITE_HEAD);
		if (colon && colon > s && cite_head(s, (size_t)(colon - s))) {
			b->keep = 0;  /* the label and its reference in one line */
			continue;
		}
		int e = colon && colon > s ? cite_url_box(x, i, colon) : 0;
		if (e > 0) {
			unkeep(x, i, e);  /* a science site's line and its notice */
			i = e - 1;
			continue;
		}
		if (!(b->tag & F_HEAD) || b->link_chars || !kept ||
		    !cite_head(s, b->len)) {
			kept |= b->keep > 0;
			continue;
		}
		int p = nd[b->owner].parent;
		if (p < 0 || nd[p].first_block != i ||
		    nd[p].end_block - i > CITE_BLOCKS || nd[p].tchars > CITE_MAX)
			continue;
		unkeep(x, i, nd[p].end_block);
	}
}

/* A service page's closing references: a public office's page on a
 * service ("Personalausweis beantragen", "Carte grise : changement
 * d'adresse") ends its description with the laws it rests on and its
 * forms to download, a heading over a list of links ("Rechtsgrundlage" |
 * "Gesetz über Personalausweise (PAuswG)"; "Textes de loi et références" |
 * "Code de la route : article R322-7"; "Formulare" | "Vollmacht zur
 * Abholung (PDF, 61 KB)"; "Legal basis", "Wettelijke grondslag",
 * "Riferimenti normativi"). Its links drop as a menu's, and the heading
 * with them. A heading of those words (ref_head), an h2-h6
 * under REF_HEAD characters, no link and no boilerplate hint, within
 * REF_BACK blocks after a kept block, keeps itself and the lines under
 * it up to the next heading, boilerplate or date hint (the page's "Stand:
 * 14.10.2025" after it; REF_ITEMS at most, each under REF_LINE
 * characters), one a link at least: the page's facts, not
 * its neighbours' teasers ("Verwandte Leistungen" is no such heading; nor
 * is "Downloads": a press release's files are no part of its text). */
#define REF_HEAD 40
#define REF_BACK 8
#define REF_ITEMS 12
#define REF_LINE 200
static int ref_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"rechtsgrundlage", "rechtsgrundlagen", "rechtliche grundlagen",
		"gesetzliche grundlagen", "formulare", "formulare und merkblätter",
		"textes de loi et références", "textes de référence",
		"références juridiques", "base juridique", "formulaires", "legal basis",
		"legislation", "forms", "wettelijke grondslag", "wet- en regelgeving",
		"formulieren", "riferimenti normativi", "normativa", "moduli",
		"base legal", "formularios",
	};
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	return word_is(s, n, w, sizeof w / sizeof *w);
}

/* A pull request's closing line under its text ("Closes #212", "Fixes
 * #45"; close_ref), a line too short to weigh, is the request's: dropped,
 * right after a kept paragraph of prose in its box, it is kept. */
void keep_close_refs(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->chars > CLOSE_REF || b[-1].keep <= 0 ||
		    !is_prose(&b[-1]) || nd[b->owner].nearest_neg >= 0 ||
		    nd[b->owner].parent != nd[b[-1].owner].parent ||
		    !close_ref(x->text.p + b->off, b->len))
			continue;
		b->keep = 1;
	}
}

/* A story's closing credit to the newsroom or the agency it drew on, a
 * line of its own under the last paragraph ("With files from the Canadian
 * Press", "Additional reporting by Jane Roe", "Avec des informations de
 * l'AFP", "Con información de EFE", "Con informazioni di Ansa",
 * "(FRANCE 24 with AFP)"), no sentence and too short to weigh, is the
 * story's, as the dev golds have it (a German paper's "Mit Material von
 * dpa" is not, as the fixtures' golds have it), and so is the sign of its
 * agency or writer under a paragraph that ends a sentence ("- NZPA",
 * "(IANS)", "(sda/fru)", "(dpa/lby)", "(APA/red)", "(red)";
 * agency_sign, in the paragraph's box): right after a kept paragraph of
 * prose, in its box or in the box around it, under FILES_LINE bytes, no
 * link and no boilerplate hint, it is kept (keep_closing_credit). */
#ifndef FILES_LINE
#define FILES_LINE 120
#endif
static int files_credit(const char *s, size_t n)
{
	static const char *const w[] = {
		"with files from", "additional reporting by", "additional reporting from",
		"avec des informations de", "con informaci\xC3\xB3n de", "con informazioni di",
		"met informatie van",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_word(s, n, w[k]))
			return 1;
	/* or the newsroom and its agency in parentheses, the agency's code
	 * in capitals last ("(FRANCE 24 with AFP)", "(RFI avec AFP)", "(DW
	 * con EFE)") */
	static const char *const with[] = {" with ", " avec ", " con ", " met "};
	if (n < 6 || n >= 60 || s[0] != '(' || s[n - 1] != ')')
		return 0;
	size_t k = n - 1;
	while (k > 1 && s[k - 1] >= 'A' && s[k - 1] <= 'Z')
		k--;
	if (n - 1 - k < 2 || n - 1 - k > 6)
		return 0;
	for (size_t j = 0; j < sizeof with / sizeof *with; j++) {
		size_t m = strlen(with[j]);
		if (k > m && !strncasecmp(s + k - m, with[j], m))
			return 1;
	}
	return 0;
}

void keep_closing_credit(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *p = &b[-1];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 || b->len >= FILES_LINE || b->link_chars || p->keep <= 0 ||
		    (b->tag & F_HEAD) || !is_prose(p) || nd[b->owner].nearest_neg >= 0 ||
		    (nd[b->owner].parent != nd[p->owner].parent &&
		     b->owner != nd[p->owner].parent))
			continue;
		if (files_credit(s, b->len) ||
		    (agency_sign(s, b->len) && nd[b->owner].parent == nd[p->owner].parent &&
		     ends_sentence(x->text.p + p->off, p->len)))
			b->keep = 1;
	}
}

/* The heading i of such a list and its lines before end are kept; returns
 * where they end, or -1 where i is no such heading. refs_after calls it
 * for the list in a box of its own after the container's. */
int ref_list(struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	if (!(b->tag & F_HEAD) || (b->tag & F_H1) || b->link_chars || b->chars >= REF_HEAD ||
	    nd[b->owner].nearest_neg >= 0 || !ref_head(x->text.p + b->off, b->len))
		return -1;
	int j = i + 1, links = 0;
	for (; j < end && j <= i + REF_ITEMS; j++) {
		const struct block *l = &x->blocks[j];
		if ((l->tag & F_HEAD) || nd[l->owner].nearest_neg >= 0 ||
		    nd[l->owner].nearest_meta >= 0 || l->chars >= REF_LINE)
			break;
		links += l->link_chars * 2 >= l->chars;
	}
	if (!links)
		return -1;
	for (int k = i; k < j; k++)
		x->blocks[k].keep = 1;
	return j;
}

void keep_service_refs(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i + 1 < end; i++) {
		if (x->blocks[i].keep > 0 || !(x->blocks[i].tag & F_HEAD))
			continue;
		int k = i - 1;
		while (k >= first && k >= i - REF_BACK && x->blocks[k].keep <= 0)
			k--;
		if (k < first || k < i - REF_BACK)
			continue;
		int j = ref_list(x, i, end);
		if (j > i)
			i = j - 1;
	}
}

/* A release's address for more, a link alone whose text is the address
 * ("https://www.kit.edu/kit/pi_2024_078.php", "www.example.org/presse")
 * under its kept label, a line under URL_LABEL characters that ends with
 * a colon ("Weitere Informationen:", "More information:", "Plus
 * d'informations :", "Ulteriori informazioni:", "Meer informatie:"): the
 * release's own line, kept with its label. */
#ifndef URL_LABEL
#define URL_LABEL 40
#endif
void keep_label_urls(struct extractor *x, int first, int end)
{
	for (int i = first; i + 1 < end; i++) {
		const struct block *l = &x->blocks[i];
		struct block *b = &x->blocks[i + 1];
		if (l->keep <= 0 || b->keep > 0 || l->link_chars || l->len >= URL_LABEL ||
		    x->text.p[l->off + l->len - 1] != ':' || (l->tag & F_LI) ||
		    b->link_chars != b->chars || b->len < 8 || b->len > 200)
			continue;
		const char *s = x->text.p + b->off;
		if ((starts_with_ci(s, b->len, "http") || starts_with_ci(s, b->len, "www.")) &&
		    !memchr(s, ' ', b->len) && !memchr(s, '\n', b->len))
			b->keep = 1;
	}
}
