/*
 * extract/boxes: phase 3's rules for the boxes a site sets into or under an
 * article (extract.c has the overview, select.c the selection): ads and
 * affiliate product boxes, newsletter and signup boxes, calls to action,
 * contact, sales and buy boxes, polls, calculators, sponsors, podcasts'
 * promos, paywall prompts, advice disclaimers, calendars, gauges and
 * progress boxes, opening hours' status, footers' copyright lines, quote
 * chips' strips. Page classes: news, blogs, shops, company and council
 * pages.
 */
#include "internal.h"

/* A business story's strip of the stocks it names, over or beside its
 * text: quote chips, a symbol and its change a line ("NWSC +8.41%",
 * "CRWD -2.17%", "SAP.DE 212.40 +1.2%"; MarketWatch's "Referenced
 * Symbols", "Titres cités", "Erwähnte Werte"), or a symbol, its price
 * and its signed change in a portal's table of related quotes ("NSA 14.27
 * +0.52", its cells read as one line), are the quote service's, no text:
 * a run of TICKER_RUN or more such lines goes, with its heading right over
 * it (a heading, or the table's row of column names, "Symbol Price
 * Change": no link, no figure, under TICKER_HEAD characters). A chip set
 * into a sentence is part of it and stays. */
#ifndef TICKER_RUN
#define TICKER_RUN 2
#endif
#ifndef TICKER_HEAD
#define TICKER_HEAD 40
#endif
static int quote_chip(const char *s, size_t n)
{
	size_t k = 0;
	while (k < n && ((s[k] >= 'A' && s[k] <= 'Z') || s[k] == '.'))
		k++;
	if (k < 1 || k > 8 || k >= n || s[k] != ' ')
		return 0;
	int pct = 0, nums = 0, sign = 0;
	while (k < n) {
		k++;  /* the space */
		sign = 1;
		if (k < n && (s[k] == '+' || s[k] == '-'))
			k++;
		else if (k + 2 < n && !memcmp(s + k, "\xE2\x88\x92", 3))
			k += 3;  /* a minus sign */
		else
			sign = 0;
		nums++;
		size_t d = k;
		while (k < n && (isdigit((unsigned char)s[k]) || s[k] == '.' || s[k] == ','))
			k++;
		if (k == d)
			return 0;
		pct = k < n && s[k] == '%';
		k += (size_t)pct;
		if (k < n && s[k] != ' ')
			return 0;
	}
	return pct || (nums >= 2 && sign);  /* a price and its change */
}

/* The row of a table that block i opens (its first cell), or -1. */
static int row_of(const struct extractor *x, int i)
{
	int r = x->nodes[x->blocks[i].owner].parent;
	return r >= 0 && (x->nodes[r].tag & F_TR) && x->nodes[r].first_block == i ? r : -1;
}

/* Where the chip at block i ends: a line of its own, or a table's row of
 * cells that read as one ("NSA" | "14.27" | "+0.52"); -1 if none. */
static int chip_end(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	if (b->keep <= 0)
		return -1;
	int r = row_of(x, i);
	if (r < 0 || x->nodes[r].end_block - i < 2)
		return b->chars <= 30 && quote_chip(x->text.p + b->off, b->len) ? i + 1 : -1;
	char t[64];
	size_t n = 0;
	int e = x->nodes[r].end_block;
	if (e > end)
		return -1;
	for (int j = i; j < e; j++) {
		const struct block *c = &x->blocks[j];
		if (n + c->len + 1 >= sizeof t)
			return -1;
		if (n)
			t[n++] = ' ';
		memcpy(t + n, x->text.p + c->off, c->len);
		n += c->len;
	}
	return quote_chip(t, n) ? e : -1;
}

void drop_ticker_strip(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		int j = chip_end(x, i, end), runs = 0, k;
		if (j < 0)
			continue;
		for (runs = 1; j < end && (k = chip_end(x, j, end)) > 0; runs++)
			j = k;
		if (runs < TICKER_RUN) {
			i = j - 1;
			continue;
		}
		/* its heading: a heading, or the table's row of column names */
		int from = i;
		const struct block *h = i > first ? &x->blocks[i - 1] : NULL;
		int hr = h ? x->nodes[h->owner].parent : -1;
		if (h && (h->tag & F_HEAD) && !h->link_chars && h->chars < TICKER_HEAD)
			from = i - 1;
		else if (h && hr >= 0 && (x->nodes[hr].tag & F_TR) && row_of(x, i) >= 0 &&
		         x->nodes[hr].end_block == i && x->nodes[hr].first_block >= first) {
			int chars = 0, plain = 1;
			for (int k2 = x->nodes[hr].first_block; k2 < i; k2++) {
				const struct block *c = &x->blocks[k2];
				chars += c->chars;
				plain &= !c->link_chars && !has_digit(x->text.p + c->off, c->len);
			}
			if (plain && chars < TICKER_HEAD)
				from = x->nodes[hr].first_block;
		}
		unkeep(x, from, j);
		i = j - 1;
	}
}

/* A paywall's prompt under the free part of an article: "Lesen Sie mit
 * SPIEGEL+", "Lesen Sie jetzt weiter", "Mit heise+ weiterlesen", "Subscribe
 * to continue reading", "Il vous reste 58% de cet article à lire" (or
 * "... 80% à découvrir"), "Suscríbete para seguir leyendo", in the major
 * European languages; a short block, half its letters or more outside
 * links ("Déjà abonné ? <a>Se connecter</a>" is a prompt too; the
 * offer's own heading named for the plan, "Mit SZ Plus weiterlesen", too:
 * "mit", the plan, "weiterlesen" alone in 40 bytes). What follows it is
 * the offer, not the article. A badge ("Nur für Abonnenten", "Article
 * réservé aux abonnés") marks a teaser set in the body as well and is
 * none. */
int paywall_prompt(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"subscribe to continue", "subscribe to read", "subscribe now to continue",
		"to continue reading", "continue reading with", "already a subscriber",
		"this article is for subscribers", "this article is exclusive to",
		"this content is for subscribers", "this content is exclusive to",
		"this article is only available", "to read the full article",
		"lesen sie mit", "lesen sie weiter mit", "weiterlesen mit", "jetzt weiterlesen",
		"lesen sie jetzt weiter",
		"mit abo weiterlesen", "bereits abonnent", "schon abonnent",
		"sie sind bereits abonnent", "sie haben bereits ein abo",
		/* the prompt as the heading of the offer box: "Diesen Artikel
		 * weiterlesen mit SPIEGEL+", "Sie haben bereits ein
		 * Digital-Abonnement?", "Keep reading with ...", "Sigue
		 * leyendo con ...", "Continua a leggere con ..." */
		"diesen artikel weiterlesen mit", "den artikel weiterlesen mit",
		"artikel weiterlesen mit", "sie haben bereits ein digital",
		"sie sind bereits digital", "keep reading with", "sigue leyendo con",
		"continua a leggere con", "continuez la lecture avec",
		"dieser artikel ist exklusiv", "dieser artikel ist nur", "dieser inhalt ist nur",
		"um diesen artikel zu lesen", "la suite est r\xC3\xA9serv\xC3\xA9" "e",
		"cet article est r\xC3\xA9serv\xC3\xA9",  /* "aux abonnés", "à nos abonnés" */
		"article r\xC3\xA9serv\xC3\xA9 aux abonn\xC3\xA9s",
		"contenu r\xC3\xA9serv\xC3\xA9 aux abonn\xC3\xA9s",
		"dieser beitrag ist nur", "contenuto riservato agli abbonati",
		"questo contenuto \xC3\xA8 riservato",
		"contenido exclusivo para suscriptores", "dit artikel is alleen voor",
		"pour lire la suite", "d\xC3\xA9j\xC3\xA0 abonn\xC3\xA9",
		"suscr\xC3\xAD" "bete para seguir", "para seguir leyendo", "ya eres suscriptor",
		"per continuare a leggere", "sei gi\xC3\xA0 abbonato", "para continuar lendo",
		"para continuar a ler", "j\xC3\xA1 \xC3\xA9 assinante", "lees verder met",
		"ben je al abonnee", "om verder te lezen",
		"ya tienes una suscripción", "tienes una suscripción", "ya soy suscriptor",
		"este artículo es exclusivo para suscriptores",
		"este contenido es exclusivo para suscriptores",
		"questo articolo è riservato agli abbonati",
		"este artigo é exclusivo para assinantes", "masz już subskrypcję",
		"masz już prenumeratę", "aby przeczytać cały artykuł", "máte předplatné",
		"už máte předplatné", "redan prenumerant", "är du redan prenumerant",
		"Уже подписаны", "уже подписаны", "tento článek je součástí předplatného",
		"Tento článek je součástí předplatného", "chcete číst dál", "för att läsa vidare",
		"Чтобы продолжить чтение", "чтобы продолжить чтение", "aby czytać dalej",
		"aby przeczytać ten artykuł",
	};
	if (b->len > 200 || b->link_chars * 2 > b->chars)
		return 0;
	/* a question opens with its mark in Spanish: "¿Ya eres suscriptor?" */
	size_t n = b->len;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 &&
	    ((unsigned char)s[1] == 0xBF || (unsigned char)s[1] == 0xA1)) {
		s += 2;
		n -= 2;
	}
	/* "Mit F+ weiterlesen" */
	if (n <= 40 && n > 16 && starts_with_ci(s, n, "mit ") &&
	    !strncasecmp(s + n - 11, "weiterlesen", 11))
		return 1;
	/* "Il vous reste 58.42% de cet article à lire." */
	if (starts_with_ci(s, n, "il vous reste") &&
	    (has_ci(s, n, "article") || memchr(s, '%', n)))
		return 1;
	return STARTS_ANY_CI(s, n, w);
}

/* A heading over a podcast episode's list of links, its show notes, the
 * whole line under 60 characters: "Shownotes", "Links zur Folge", "Links
 * aus der Sendung", "Show notes", "Links from this episode", "Liens de
 * l'épisode", "Enlaces del episodio", "Link della puntata", "Links uit
 * deze aflevering". */
int shownotes_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"shownotes", "show notes", "show-notes", "links zur folge", "links zur episode",
		"links zur sendung", "links aus der folge", "links aus der sendung",
		"links in dieser folge", "links zu dieser folge", "links from this episode",
		"links from the episode", "links mentioned", "episode links",
		"liens de l'\xC3\xA9pisode", "liens de l\xE2\x80\x99\xC3\xA9pisode",
		"liens \xC3\xA9voqu\xC3\xA9s", "enlaces del episodio", "enlaces mencionados",
		"link della puntata", "link dell'episodio", "links uit deze aflevering",
		"links bij deze aflevering",
	};
	n = label_len(s, n);
	if (n > 60)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* A bare heading over a list of links, the whole line: "Links",
 * "Weiterführende Links", "Liens", "Pour aller plus loin", "Enlaces",
 * "Para saber más", "Per saperne di più", "Further reading"; show notes
 * only on a page that plays (select.c's keep_link_item asks for its
 * time marks). */
int links_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"links", "weiterf\xC3\xBChrende links", "weitere links", "liens",
		"pour aller plus loin", "enlaces", "para saber m\xC3\xA1s", "link utili",
		"per saperne di pi\xC3\xB9", "further reading", "useful links", "nuttige links",
	};
	return label_is(s, n, w, sizeof w / sizeof *w);
}

/* An ad's label in the other scripts, the whole line ("إعلان", "פרסומת",
 * "विज्ञापन", "বিজ্ঞাপন", "โฆษณา", "Διαφήμιση", "Quảng cáo", "広告",
 * "광고", "广告"): a word of Arabic that opens a line may be an
 * announcement's ("إعلان نتائج ..."), and a CJK one runs into its
 * sentence, so the label alone. boiler_phrase drops it where it stands
 * alone, as "Advertisement"; ad_label reads it over an ad's box. */
int script_ad_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"إعلان", "اعلان", "إعلانات", "تبلیغات", "آگهی", "פרסומת", "विज्ञापन",
		"বিজ্ঞাপন", "โฆษณา", "Διαφήμιση", "ΔΙΑΦΗΜΙΣΗ", "quảng cáo", "広告",
		"スポンサーリンク", "광고", "广告", "廣告",
	};
	return n >= 4 && label_len(s, n) <= 32 &&
	       label_is(s, n, w, sizeof w / sizeof *w);
}

/* An ad's label: the whole line is "Anzeige", "Advertisement", "Sponsored"
 * or the like, in the major European languages (script_ad_label: the
 * others). */
int ad_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"anzeige", "werbung", "gesponsert", "advertisement", "advertising", "sponsored",
		"promoted", "advertorial", "publicit\xC3\xA9", "publicidad", "pubblicit\xC3\xA0",
		"publicidade", "advertentie", "reklama", "inzerce", "annons", "reklam",
		"Реклама", "РЕКЛАМА", "sponsoris\xC3\xA9", "patrocinado",
	};
	return !b->link_chars && ((label_len(s, b->len) <= 16 &&
	                           label_is(s, b->len, w, sizeof w / sizeof *w)) ||
	                          script_ad_label(s, b->len));
}

/* A shop's box on shipping and returns beside a product's text, by its
 * title, the whole line: "Versand & Rückgabe", "Shipping & Returns",
 * "Livraison et retours", "Envío y devoluciones", "Spedizione e resi",
 * "Verzending en retour" (Shopify's collapsible tab under the
 * description). */
static int shipping_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"versand & r\xC3\xBC" "ckgabe", "versand und r\xC3\xBC" "ckgabe",
		"lieferung & r\xC3\xBC" "ckgabe", "lieferung und r\xC3\xBC" "ckgabe",
		"versand & retoure", "versand und retoure", "shipping & returns",
		"shipping and returns", "delivery & returns", "delivery and returns",
		"livraison et retours", "livraison & retours", "env\xC3\xAD" "o y devoluciones",
		"env\xC3\xAD" "os y devoluciones", "spedizione e resi", "spedizioni e resi",
		"verzending en retour", "verzending & retour", "verzenden en retourneren",
	};
	return !b->link_chars && label_len(s, b->len) <= 32 &&
	       label_is(s, b->len, w, sizeof w / sizeof *w);
}

/* A small box that an ad's label opens (AD_BLOCKS blocks or fewer, under
 * AD_CHARS characters) is the ad, its text too: a partner's offer set in
 * the article ("Anzeige" over "Jetzt Strompreise vergleichen: ..."); so is
 * one that a shop's title on shipping and returns opens, under SHIP_CHARS
 * characters, after the product's text (its policy in a few lines). */
#ifndef AD_BLOCKS
#define AD_BLOCKS 4
#endif
#ifndef AD_CHARS
#define AD_CHARS 500
#endif
#ifndef SHIP_CHARS
#define SHIP_CHARS 800
#endif
void drop_ad_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int ship = 0;
		if (!ad_label(b, x->text.p + b->off) &&
		    !(i > first && (ship = shipping_label(b, x->text.p + b->off))))
			continue;
		int a = b->owner;
		while (a > c && nd[a].end_block - nd[a].first_block < 2)
			a = nd[a].parent;
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > AD_BLOCKS ||
		    nd[a].tchars >= (ship ? SHIP_CHARS : AD_CHARS))
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* drop_product_boxes' limits (its comment says what they bound) */
#ifndef AFF_BLOCKS
#define AFF_BLOCKS 12
#endif
#ifndef AFF_LINE
#define AFF_LINE 150
#endif
/* Is box a, holding the price line at block price, an affiliate's box
 * (AFF_BLOCKS short lines, two prices or fewer)? *title: a linked title
 * of four words or more above the price. */
static int aff_scan(const struct extractor *x, int a, int price, int *title)
{
	const struct node *d = &x->nodes[a];
	int prices = 0;
	if (d->end_block - d->first_block > AFF_BLOCKS)
		return 0;
	*title = 0;
	for (int j = d->first_block; j < d->end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (e->chars >= AFF_LINE)
			return 0;
		prices += price_line(x->text.p + e->off, e->len);
		if (j < price && e->link_chars * 2 > e->chars && e->words >= 4)
			*title = 1;
	}
	return prices <= 2;
}

/* Does box k hold, outside its box a (-1: none), a sentence of AFF_PROSE
 * words or more, no link in half of it: the story's paragraph around the
 * box, where the box's lines are short (a short article's paragraphs,
 * each under AFF_LINE characters, round a card of a product's linked
 * title and its price)? */
#ifndef AFF_PROSE
#define AFF_PROSE 12
#endif
static int aff_prose(const struct extractor *x, int k, int a)
{
	const struct node *nd = x->nodes;
	for (int j = nd[k].first_block; j < nd[k].end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (a >= 0 && j >= nd[a].first_block && j < nd[a].end_block)
			continue;
		if (e->keep > 0 && e->words >= AFF_PROSE && is_prose(e) &&
		    ends_sentence(x->text.p + e->off, e->len))
			return 1;
	}
	return 0;
}

/* An affiliate's product box set in the post (a plugin's "Bestseller Nr.
 * 1" box: the product's linked title, a few short lines of its features,
 * its price, a "Bei Amazon ansehen" button): the largest box below the
 * container around a price line that holds one or two prices, at most
 * AFF_BLOCKS blocks and none of AFF_LINE characters or more, and the
 * product's title linked, four words or more, above the price, where
 * it holds no sentence of the story's around a smaller one (aff_prose).
 * It is the ad, its lines too. A price table's box names its plan in a
 * heading, a post's own review of a product runs to paragraphs, and a
 * price in a table's cell is a comparison's: they stay. */
void drop_product_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int title = 0, t;
		if (!price_line(x->text.p + b->off, b->len) || in_cell(nd, b) >= 0)
			continue;
		int a = -1;
		for (int k = b->owner; k > c && aff_scan(x, k, i, &t) && !aff_prose(x, k, a);
		     k = nd[k].parent) {
			a = k;
			title = t;
		}
		if (a < 0 || !title || nd[a].end_block - nd[a].first_block < 3)
			continue;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* Is s[0..n) a day of a month's grid: a number from 1 to 31, or a
 * weekday's short name ("Mo", "Di", "lun.", "Sa")? */
static int day_cell(const char *s, size_t n)
{
	if (n && s[n - 1] == '.')
		n--;
	if (n >= 1 && n <= 2 && isdigit((unsigned char)s[0]) &&
	    (n == 1 || isdigit((unsigned char)s[1])))
		return atoi(s) >= 1 && atoi(s) <= 31;
	if (n < 2 || n > 4)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isalpha((unsigned char)s[i]) && (unsigned char)s[i] < 0x80)
			return 0;
	return 1;
}

/* A month's grid in the container (a holiday flat's occupancy calendar,
 * "Belegungsplan", an events calendar's month view): a table whose cells
 * are days and weekdays' short names alone, CAL_DAYS or more of them, is
 * a widget, no data: it goes. */
#ifndef CAL_DAYS
#define CAL_DAYS 14
#endif
void drop_calendar_grids(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int last = -1;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int cell = b->keep > 0 ? in_cell(nd, b) : -1;
		int row = cell >= 0 ? nd[cell].parent : -1;
		if (row < 0 || !(nd[row].tag & F_TR) || nd[row].parent <= c ||
		    nd[row].parent == last)
			continue;
		int t = last = nd[row].parent, days = 0;
		for (int j = nd[t].first_block; j < nd[t].end_block && days >= 0; j++) {
			const struct block *e = &x->blocks[j];
			if (in_cell(nd, e) < 0)
				continue;  /* the table's caption, "Juni 2026" */
			days = day_cell(x->text.p + e->off, e->len) ? days + 1 : -1;
		}
		if (days < CAL_DAYS)
			continue;
		for (int j = nd[t].first_block; j < nd[t].end_block; j++)
			if (in_cell(nd, &x->blocks[j]) >= 0)
				x->blocks[j].keep = 0;
	}
}

/* A health page's notice that it is no doctor's advice (care_notice)
 * goes from the kept text after the choice of the box: its sentence
 * weighs for the article's box that holds it, and dropped before, it
 * would narrow the choice to the body's box beside a summary's ("Auf
 * einen Blick"), which would be lost. So does the line that names who
 * checked the text (review_line), and a contributor's notice that the
 * post is the writer's view (views_notice) among the first or the last
 * VIEWS_EDGE kept blocks: over the body or under it, no paragraph of it. */
#define VIEWS_EDGE 2
void drop_care_notice(struct extractor *x, int first, int end)
{
	int kept = 0, seen = 0;
	for (int i = first; i < end; i++)
		kept += x->blocks[i].keep > 0;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0)
			continue;
		seen++;
		if (!(b->tag & F_HEAD) &&
		    (care_notice(s, b->len) || review_line(s, b->len) ||
		     ((seen <= VIEWS_EDGE || seen > kept - VIEWS_EDGE) &&
		      views_notice(s, b->len))))
			b->keep = 0;
	}
}

/* A newsroom's promo of its own programmes next to its call for tips
 * (tip_call) under the story, their names linked ("Send your story ideas
 * to ..." over "Listen to highlights from West Yorkshire on <a>BBC
 * Sounds</a>, catch up with the latest episode of <a>Look North</a> or
 * ...", "Hören Sie die Sendung in der <a>Audiothek</a> ...", "Retrouvez
 * nos émissions sur <a>...</a>"): the last kept block, with a link, under
 * TIP_PROMO characters, right under a tip call that went. (The story's
 * last paragraph over such a call is the story's.) */
#ifndef TIP_PROMO
#define TIP_PROMO 250
#endif
void drop_tip_promo(struct extractor *x, int first, int end)
{
	int last = end - 1;
	while (last > first && x->blocks[last].keep <= 0)
		last--;
	if (last <= first)
		return;
	const struct block *b = &x->blocks[last];
	if (b->keep <= 0 || !b->link_chars || b->len >= TIP_PROMO ||
	    (b->tag & F_HEAD))
		return;
	const struct block *t = b - 1;
	if (t->keep <= 0 && tip_call(x->text.p + t->off, t->len))
		x->blocks[last].keep = 0;
}

/* The box of a podcast's call to subscribe (podcast_call) closing a
 * story, a promo for the paper's show ("„Alles auf Aktien“ ist der
 * tägliche Finanz-Podcast von WELT ...", "The Daily is our news podcast
 * ...", "Écoutez notre podcast ...") over the call: the box's lines that
 * name the podcast go with the call, in a box of POD_BLOCKS blocks or
 * fewer under BIO_CHARS characters. */
#ifndef POD_BLOCKS
#define POD_BLOCKS 4
#endif
void drop_podcast_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->len >= 250 || !podcast_call(x->text.p + b->off, b->len))
			continue;
		int a = nd[b->owner].parent;
		if (a <= c || nd[a].end_block - nd[a].first_block > POD_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS)
			continue;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
			struct block *e = &x->blocks[j];
			if (e->keep > 0 && memmem_ci(x->text.p + e->off, e->len, "podcast"))
				e->keep = 0;
		}
	}
}

/* A reader poll in the body, its question over its options, a radio
 * button each ("Hoe laat gaat jouw peuter naar bed?" over "Voor 19.00
 * uur", "Tussen 19.00 en 20.00 uur"; "Wie oft treiben Sie Sport?" over
 * "Täglich", "Nie", "Abstimmen"; "Quel est votre rituel du soir ?"), its
 * results once voted ("42 %"): no text of the article. A run of POLL_RUN
 * or more lines (an old site's <br> lines in one box count each: "Quick
 * Poll" over "Yes", "No", "Not sure"), no link, each block under
 * POLL_OPTION characters, whose boxes
 * hold a radio button (H_CHOICE), and the smallest box
 * round them and the line over them, if that box holds at most
 * POLL_EXTRA more lines than the options, each under POLL_LINE
 * characters: all its lines go. A quiz's answers set as buttons (no
 * input) are its page's text and stay. A line right above a dropped poll
 * that calls to vote (vote_call) goes with it. */
#ifndef POLL_RUN
#define POLL_RUN 2
#endif
#ifndef POLL_OPTION
#define POLL_OPTION 80
#endif
#ifndef POLL_EXTRA
#define POLL_EXTRA 4
#endif
#define POLL_UP 3
static int poll_option(const struct extractor *x, const struct block *b)
{
	return (x->nodes[b->owner].hint & H_CHOICE) && b->len < POLL_OPTION && !b->link_chars;
}

void drop_poll_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		if (!poll_option(x, &x->blocks[i]))
			continue;
		int j = i + 1;
		while (j < end && poll_option(x, &x->blocks[j]))
			j++;
		/* an option a line: an old site's options in one box of
		 * <br> lines count each ("<input type=radio> Yes<br><input
		 * type=radio> No<br>") */
		int opts = 0;
		for (int k = i; k < j; k++)
			for (size_t q = 0; q <= x->blocks[k].len; q++)
				opts += q == x->blocks[k].len ||
				        x->text.p[x->blocks[k].off + q] == '\n';
		int a = nd[x->blocks[i].owner].parent;
		while (a > c && nd[a].first_block >= i)
			a = nd[a].parent;
		int ok = opts >= POLL_RUN && a > c &&
		         nd[a].end_block - nd[a].first_block <= j - i + POLL_EXTRA;
		for (int k = nd[a].first_block; ok && k < nd[a].end_block; k++)
			ok = x->blocks[k].len < POLL_LINE;
		for (int k = nd[a].first_block; ok && k < nd[a].end_block; k++)
			x->blocks[k].keep = 0;
		i = j;
	}
	/* the call to vote right above a poll that went, the next block
	 * a dropped one whose box (POLL_UP levels up) holds a radio button
	 * ("Was meinen Sie? Stimmen Sie ab in unserer Umfrage" over "Soll
	 * die Stadt ein Böllerverbot erlassen?" and "Ja Nein Weiß nicht") */
	for (int v = first; v + 1 < end; v++) {
		const struct block *b = &x->blocks[v];
		if (b->keep <= 0 || b->len >= POLL_LINE || x->blocks[v + 1].keep > 0 ||
		    !vote_call(x->text.p + b->off, b->len))
			continue;
		int a = x->blocks[v + 1].owner, radio = 0;
		for (int up = 0; up <= POLL_UP && a > c && !radio; up++, a = nd[a].parent)
			radio = (nd[a].hint & H_CHOICE) && nd[a].first_block > v;
		if (radio)
			x->blocks[v].keep = 0;
	}
}

/* A booking or order table, a drop-down in its rows to pick how many
 * (a hotel's "Unterkunftstyp | Anzahl Gäste | Preis für 2 Nächte | Zimmer
 * wählen" over "Doppelzimmer mit Seeblick | 2 | € 412 | <select>", "Type
 * de chambre ... Choisir", "Tipo de habitación ... Seleccionar", a shop's
 * "Menge" column, a theatre's "Tickets" per price band): the shop's form,
 * no text of the page. The smallest box round ORDER_ROWS or more rows
 * that hold a drop-down (H_PICK), ORDER_UP levels above a row at most,
 * with a price alone in a cell (price_only), goes, and the box round it
 * when that holds ORDER_EXTRA more lines at most, no link and each under
 * ORDER_LINE characters (its heading, "Verfügbarkeit", and "Preise in EUR
 * inkl. Steuern und Gebühren"). A table of prices with no drop-down
 * stays. */
#ifndef ORDER_ROWS
#define ORDER_ROWS 2
#endif
#ifndef ORDER_EXTRA
#define ORDER_EXTRA 3
#endif
#ifndef ORDER_LINE
#define ORDER_LINE 80
#endif
#ifndef ORDER_UP
#define ORDER_UP 3  /* levels from a row up to its table's box: tbody, table */
#endif
/* the row of element k (3 levels up at most), or -1; -2 where it holds no
 * drop-down */
static int table_row(const struct extractor *x, int k)
{
	for (int n = 0; k >= 0 && n < 3; k = x->nodes[k].parent, n++)
		if (x->nodes[k].tag & F_TR)
			return (x->nodes[k].hint & H_PICK) ? k : -2;
	return -1;
}

void drop_order_table(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first, failed = -1; i < end; i++) {
		int r = table_row(x, x->blocks[i].owner);
		/* (rows of one group climb alike: one that failed fails all) */
		if (r < 0 || nd[r].parent == failed)
			continue;
		int t = r, rows = 0, price = 0;
		for (int up = 0; rows < ORDER_ROWS && t > c && up < ORDER_UP; up++) {
			t = nd[t].parent;
			rows = price = 0;
			for (int k = nd[t].first_block, last = -1; k < nd[t].end_block; k++) {
				const struct block *b = &x->blocks[k];
				int q = table_row(x, b->owner);
				rows += q >= 0 && q != last;
				last = q >= 0 ? q : last;
				price |= q >= 0 && price_only(x->text.p + b->off, b->len);
			}
		}
		if (t <= c || rows < ORDER_ROWS || !price) {
			failed = nd[r].parent;
			continue;
		}
		/* (the table's head row, "Unterkunftstyp | Preis", is no
		 * line more) */
		int a = t;
		for (int p = nd[t].parent, ok = 1, up = 0; ok && p > c && up < ORDER_UP;
		     p = nd[p].parent, up++) {
			int extra = 0;
			for (int k = nd[p].first_block; ok && k < nd[p].end_block; k++) {
				const struct block *b = &x->blocks[k];
				if ((k >= nd[t].first_block && k < nd[t].end_block) ||
				    table_row(x, b->owner) != -1)
					continue;
				ok = ++extra <= ORDER_EXTRA && b->chars < ORDER_LINE &&
				     !b->link_chars;
			}
			if (ok)
				a = p;
		}
		for (int k = nd[a].first_block; k < nd[a].end_block; k++)
			x->blocks[k].keep = 0;
		i = nd[a].end_block - 1;
	}
}

/* A finance page's note under the story that it gives no advice to trade
 * ("Keine Anlageberatung: Die Inhalte stellen keine Aufforderung zum Kauf
 * ... dar", "This article does not constitute investment advice", "ne
 * constitue pas un conseil en investissement", "no constituye
 * asesoramiento de inversión"), and an advice page's that it is no
 * lawyer's or tax adviser's ("Dieser Beitrag stellt keine Rechtsberatung
 * dar", "stellen aber keine Steuerberatung dar", "does not constitute
 * legal advice", "ne constitue pas un conseil juridique", "non
 * costituisce consulenza legale"), under ADVICE_MAX characters: a stem of
 * the phrases first ("nlage", "nvest", "eratung"), then the phrases. */
#ifndef ADVICE_MAX
#define ADVICE_MAX 600
#endif
static int advice_note(const char *s, size_t n)
{
	static const char *const advice[] = {
		"keine anlageberatung", "keine anlageempfehlung", "keine aufforderung zum kauf",
		"keine kauf- oder verkaufsempfehlung", "not investment advice",
		"not constitute investment advice", "not financial advice",
		"conseil en investissement", "recommandation d'investissement",
		"asesoramiento de inversi\xC3\xB3n", "recomendaci\xC3\xB3n de inversi\xC3\xB3n",
		"consulenza in materia di investimenti", "consulenza finanziaria",
		"geen beleggingsadvies",
	};
	static const char *const counsel[] = {
		"keine rechtsberatung", "keine steuerberatung", "keine steuerliche beratung",
		"not legal advice", "not constitute legal advice", "not tax advice",
		"pas un conseil juridique", "non costituisce consulenza legale",
		"asesoramiento jur\xC3\xAD" "dico", "geen juridisch advies",
	};
	if (n >= ADVICE_MAX)
		return 0;
	if ((memmem(s, n, "nlage", 5) || memmem(s, n, "nvest", 5) || memmem(s, n, "nversi", 6) ||
	     memmem(s, n, "ufforderung", 11) || memmem(s, n, "inanz", 5) ||
	     memmem(s, n, "inancial", 8) || memmem(s, n, "elegging", 8)) &&
	    HAS_ANY_CI(s, n, advice))
		return 1;
	return (memmem(s, n, "eratung", 7) || memmem(s, n, "advice", 6) ||
	        memmem(s, n, "onseil", 6) || memmem(s, n, "onsulenza", 9) ||
	        memmem(s, n, "sesoramiento", 12) || memmem(s, n, "advies", 6)) &&
	       HAS_ANY_CI(s, n, counsel) ? 2 : 0;
}

/* The note that the story is no investment advice (advice_note) in a box
 * of its own under the body, a finance site's ("<div class=disclaimer-box>"
 * after "<div class=news-article__body>"), goes: no kept prose after it,
 * and the box that holds it holds no kept text before it. One set as a
 * paragraph of the body, a blogger's "Risikohinweis: Dieser Artikel ist
 * keine Anlageberatung." under the post, is the post's (the golds keep
 * it), and so is a paragraph that quotes the words in a story whose
 * paragraphs are each in a box ("... it was 'not financial advice'"). But
 * the note that it is no lawyer's or tax adviser's advice (advice_note's
 * 2) goes as a paragraph of its own class too, the site's notice under
 * every guide ("<p class=hinweis>Hinweis: Dieser Beitrag stellt keine
 * Rechtsberatung dar ...", "<p class=disclaimer>"). */
void drop_advice_notes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = end - 1; i > first; i--) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		int note = b->chars < 40 ? 0 : advice_note(x->text.p + b->off, b->len);
		if (!note) {
			if (is_prose(b))
				break;
			continue;
		}
		int prev = i - 1;
		while (prev >= first && x->blocks[prev].keep <= 0)
			prev--;
		if (prev < first)
			break;
		if (nd[nd[b->owner].parent].first_block > prev || (note == 2 && nd[b->owner].cls))
			b->keep = 0;
		else
			break;
	}
}

/* A short copyright line ("(C) 2006 Name", "Copyright 1999-2005 ...",
 * "... All rights reserved."): after the body, the site's footer. A news
 * agency's notice ("may not be published, broadcast, rewritten or
 * redistributed") and one in parentheses close the story and are part of
 * it. */
#ifndef NOTICE_MAX
#define NOTICE_MAX 150
#endif
int footer_copyright(const char *s, size_t n)
{
	static const char *const w[] = {
		"all rights reserved", "alle rechte vorbehalten", "tous droits r\xC3\xA9serv\xC3\xA9s",
		"todos los derechos reservados", "tutti i diritti riservati",
		"todos os direitos reservados", "alle rechten voorbehouden",
		"riproduzione riservata", "wszelkie prawa zastrzeżone", "všechna práva vyhrazena",
		"alla rättigheter förbehållna", "Все права защищены", "все права защищены",
		"tüm hakları saklıdır",
	};
	if (!n || n >= NOTICE_MAX || s[0] == '(' || has_ci(s, n, "redistribut"))
		return 0;
	return starts_with_ci(s, n, "\xC2\xA9") || starts_with_ci(s, n, "copyright") ||
	       HAS_ANY_CI(s, n, w);
}

/* A request form's box after the body (a product page's "Anfrage senden"
 * over "Sie haben Fragen zur NP 80? Füllen Sie das Formular aus ...", a
 * case study's "Request a quote", "Demande de devis", "Richiesta di
 * preventivo", "Offerte aanvragen"; a petition's "Jetzt unterschreiben",
 * "Signez la pétition"): the box around a form, three levels
 * up at most, holds FORMCALL_BLOCKS blocks or fewer and FORMCALL_CHARS
 * characters or fewer above the form and no prose below it (but the small
 * print on the terms, under FORMCALL_NOTE characters), one of its
 * lines names the request or the form, and FORM_BODY characters of kept
 * prose stand above the box in the container: its heading and its note
 * go with the form's labels. */
#ifndef FORMCALL_BLOCKS
#define FORMCALL_BLOCKS 3
#endif
#ifndef FORMCALL_CHARS
#define FORMCALL_CHARS 400
#endif
#ifndef FORMCALL_NOTE
#define FORMCALL_NOTE 250
#endif
void drop_form_calls(struct extractor *x, int c, int first, int end)
{
	static const char *const call[] = {
		"formul", " form", "anfrage", "angebot", "kontakt", "request", "quote",
		"contact", "demande", "devis", "richiest", "preventiv", "contatt",
		"aanvra", "offerte", "solicit", "presupuesto",
		/* a petition's box to sign it ("Jetzt unterschreiben", "Sign
		 * the petition", "Signez la pétition", "Firma la petizione") */
		"unterschreib", "unterzeichn", "mitzeichn", "sign the", "sign now",
		"sign this", "signez", "signer la", "firma la", "firma ahora", "firma ora",
		"onderteken", "teken de", "teken nu", "podpisz",
	};
	/* the small print under a form, that signing it accepts the terms
	 * ("Mit deiner Unterschrift stimmst du unseren Nutzungsbedingungen
	 * und der Datenschutzerklärung zu", "By signing, you accept our
	 * privacy policy"), is the form's */
	static const char *const terms[] = {
		"datenschutz", "nutzungsbedingungen", "privacy", "terms of",
		"confidentialit", "conditions g\xC3\xA9n\xC3\xA9rales", "privacidad",
		"riservatezza", "privacyverklaring", "voorwaarden", "prywatno",
	};
	const struct node *nd = x->nodes;
	for (int f = c + 1; f < x->nnodes && nd[f].first_block < end; f++) {
		/* a form of buttons alone, no field to fill, is a post's
		 * vote or boost ("<form class=vote__up><button>"), no request
		 * ("in contact met de ketting" in the reply over it) */
		if (!(nd[f].tag & F_FORM) || nd[f].first_block <= first || !nd[f].fields)
			continue;
		int a = -1;
		for (int k = nd[f].parent, up = 0; k > c && up < 3; k = nd[k].parent, up++) {
			int n = nd[f].first_block - nd[k].first_block;
			if (n > FORMCALL_BLOCKS)
				break;
			long chars = 0;
			for (int j = nd[k].first_block; j < nd[f].first_block; j++)
				chars += x->blocks[j].chars;
			if (chars > FORMCALL_CHARS)
				break;
			if (n > 0)
				a = k;
		}
		if (a < 0 || nd[a].first_block <= first)
			continue;
		int named = 0, after = 0;
		for (int j = nd[a].first_block; j < nd[f].first_block && !named; j++)
			named = x->blocks[j].keep > 0 &&
			        HAS_ANY_CI(x->text.p + x->blocks[j].off, x->blocks[j].len, call);
		for (int j = nd[f].end_block; j < nd[a].end_block && !after; j++) {
			const struct block *b = &x->blocks[j];
			after = is_prose(b) && !(b->chars < FORMCALL_NOTE &&
			                         HAS_ANY_CI(x->text.p + b->off, b->len, terms));
		}
		if (!named || after)
			continue;
		long above = 0;
		for (int j = first; j < nd[a].first_block; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
				above += x->blocks[j].chars;
		if (above >= FORM_BODY) {
			unkeep(x, nd[a].first_block, nd[f].first_block);
			unkeep(x, nd[f].end_block, nd[a].end_block);  /* its small print */
		}
	}
}

/* A consent placeholder's box over an embed in the body holds short
 * lines beside the placeholder's text: its title and its question
 * ("Externe Inhalte", "Möchtest du diesen empfohlenen Inhalt von TikTok
 * sehen?", "Empfohlener redaktioneller Inhalt", "Contenu externe",
 * "Contenido externo"), its button and its note on taking the consent
 * back. The largest named box around the placeholder (below the
 * container) of PH_LINES blocks or fewer, each other one under PH_TITLE
 * characters or under PH_SHORT and about the content and showing it or
 * the consent, goes with it; a short post's paragraphs around
 * a placeholder in their box ("Laut der zweiten Hochrechnung ...") are no
 * part of it. */
#ifndef PH_LINES
#define PH_LINES 5
#endif
#ifndef PH_SHORT
#define PH_SHORT 100
#endif
#ifndef PH_TITLE
#define PH_TITLE 30
#endif
void placeholder_box(struct extractor *x, int c, int i)
{
	/* what is shown or loaded ("Mit Ihrer Zustimmung wird hier ein
	 * externes Video (YouTube) geladen.") */
	static const char *const show[] = {
		"display", "show", "view", "content", "anzuzeigen", "angezeigt", "anzeig",
		"inhalt", "afficher", "contenu", "mostrar", "contenido", "visualizza",
		"contenuto", "weergeven", "inhoud", "extern", "video", "geladen", "load",
		"charg", "cargar", "caricat",
		/* and its note that the consent can be taken back ("Deine
		 * Einwilligung kannst du jederzeit in den
		 * Datenschutzeinstellungen widerrufen.", "You can withdraw
		 * your consent at any time", "Vous pouvez retirer votre
		 * consentement") */
		"einwillig", "zustimm", "widerruf", "consent", "toestemming", "consenso",
	};
	const struct node *nd = x->nodes;
	int box = -1;
	for (int a = nd[x->blocks[i].owner].parent; a > c; a = nd[a].parent) {
		if (nd[a].end_block - nd[a].first_block > PH_LINES)
			break;
		int ok = 1;
		for (int j = nd[a].first_block; j < nd[a].end_block && ok; j++) {
			const struct block *e = &x->blocks[j];
			ok = j == i || e->chars < PH_TITLE ||
			     (e->chars < PH_SHORT && HAS_ANY_CI(x->text.p + e->off, e->len, show));
		}
		if (!ok)
			break;
		if (nd[a].cls)
			box = a;
	}
	if (box >= 0)
		unkeep(x, nd[box].first_block, nd[box].end_block);
}

/* A newsletter's sign-up box below container c: a small box
 * (SIGNUP_BLOCKS blocks and SIGNUP_CHARS characters at most, three levels
 * up at most from the line that places it) that names the newsletter or
 * calls to sign up (signup_box, signup_text): all its lines go. Four
 * places show it:
 *  - after the body's last paragraph (body_last), the box around a form
 *    (an email field and its button, no block of its own: an old page's
 *    form around its footer is none) that names the call ("Subscribe to
 *    The Climate Ledger" over "Every Friday: the energy transition in
 *    Europe, in five minutes.", beehiiv's and Ghost's; "Newsletter
 *    abonnieren", "Abonnez-vous", "Join 4,000 readers"); or a form whose
 *    blocks are its field's label for an e-mail address (field_labels:
 *    "E-Mail"), the call on its button alone ("Werkstatt-News per
 *    E-Mail" over "Einmal im Monat: Aktionen und Tipps." over "E-Mail"
 *    and "<button>Abonnieren"); or in the body, such a box whose form
 *    holds a field to fill, set between the story's paragraphs where no
 *    class names it ("Get the biggest daily stories by email" over its
 *    email field and "We use your sign-up ... unsubscribe at any time.");
 *  - anywhere in the container, the box around an e-mail field (an
 *    <input type=email>, or one named for an address: mail_input) and a
 *    <button>, its name and pitch beside them, whatever its class
 *    ("Hol dir den t3n Newsletter" over "Jeden Morgen die wichtigsten
 *    Digital-News." over the field and "Jetzt abonnieren"; a line in
 *    any language, "訂閱《晨報》電子報" over its form): the smallest box
 *    round them that holds text too, in the sizes (a short article's
 *    paragraphs beside the box stay); the form and the field are sought
 *    in one pass and judged on one evidence (signup_form);
 *  - in the body or after it, a promotion set in the text with no form of
 *    its own, the box ending on a lone link that calls to sign up, with
 *    the newsletter named above it ("<section class=inread> Newsletter |
 *    La Lettre des idées. Chaque semaine, ... | S'inscrire", "La
 *    newsletter di Salute | Ogni martedì ... | Iscriviti", "Newsletter |
 *    Die wichtigsten Nachrichten am Morgen | Jetzt abonnieren"), or a
 *    podcast's, ending on a call to listen ("Podcast | Hören Sie mehr zum
 *    Thema im Podcast \"11KM\". | Zum Podcast", "Écouter");
 *  - in the body or after it, whatever its class, with a form, a
 *    button or none (a form a script sets), a heading of no link that
 *    names the newsletter and calls to sign up ("Abonează-te la
 *    newsletter", "Newsletter abonnieren", "Tilaa uutiskirje",
 *    "Iratkozzon fel hírlevelünkre", "Subscribe to our newsletter") over
 *    a line or two of its pitch ("Primești o dată pe lună calendarul
 *    ...", "Einmal im Monat die besten Tipps"), in the heading's box (a
 *    card's heading keeps its text, and so the pitch stayed). */
#ifndef SIGNUP_BLOCKS
#define SIGNUP_BLOCKS 4
#endif
#ifndef SIGNUP_CHARS
#define SIGNUP_CHARS 300
#endif
#ifndef SIGNUP_LEVELS
#define SIGNUP_LEVELS 3
#endif
/* the calls to sign up, and a newsletter's or a podcast's name */
static const char *const signup_words[] = {
	"subscri", "sign up", "abonn", "anmeld", "inscri", "suscr", "iscriv", "inschrij",
	"join ",
};
static const char *const signup_names[] = {
	"newsletter", "lettre", "nieuwsbrief", "bolet\xC3\xADn", "podcast", "nyhetsbrev",
	"nyhedsbrev", "uutiskirje",
	"rlev\xC3\xA9l", "rlevel",  /* Hungarian "hírlevél", "hírlevelünk" */
};

/* The largest box (below c, three levels up at most from node k) that
 * fits the sizes, and ends on block last when last >= 0; -1 if none. */
static int signup_box(const struct extractor *x, int c, int k, int last)
{
	const struct node *nd = x->nodes;
	int a = -1;
	for (int up = 0; k > c && up < 3; k = nd[k].parent, up++) {
		if ((last >= 0 && nd[k].end_block != last + 1) ||
		    nd[k].end_block - nd[k].first_block > SIGNUP_BLOCKS ||
		    nd[k].tchars > SIGNUP_CHARS)
			break;
		a = k;
	}
	return a;
}

/* Whether a block in [from, to) names a newsletter or calls to sign up
 * (calls: 1) or names one (calls: 0). */
static int signup_text(const struct extractor *x, int from, int to, int calls)
{
	for (int j = from; j < to; j++) {
		const char *s = x->text.p + x->blocks[j].off;
		size_t n = x->blocks[j].len;
		if (HAS_ANY_CI(s, n, signup_names) || (calls && HAS_ANY_CI(s, n, signup_words)))
			return 1;
	}
	return 0;
}

/* Whether form f's blocks are its fields' labels alone: SIGNUP_LABELS at
 * most, each of two words at most, no link, no sentence ("E-Mail", "Ihre
 * E-Mail-Adresse", "Adresse e-mail"): 2 if one names an e-mail address,
 * 1 if none does, 0 if they are no such labels. */
#ifndef SIGNUP_LABELS
#define SIGNUP_LABELS 2
#endif
static int field_labels(const struct extractor *x, int f)
{
	static const char *const mail[] = {"mail", "courriel", "correo"};
	const struct node *nd = x->nodes;
	int r = 1;
	if (nd[f].end_block - nd[f].first_block > SIGNUP_LABELS)
		return 0;
	for (int j = nd[f].first_block; j < nd[f].end_block; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		if (b->words > 2 || b->link_chars || ends_sentence(s, b->len))
			return 0;
		if (HAS_ANY_CI(s, b->len, mail))
			r = 2;
	}
	return r;
}

/* Whether box a names a newsletter or calls to sign up (signup_text),
 * or promises mail to the reader's inbox ("straight to your inbox",
 * "jeden Morgen um 6 Uhr in Ihrem Postfach"): a sign-up box's pitch,
 * round a form or an e-mail field. */
static int signup_pitch(const struct extractor *x, int a)
{
	static const char *const inbox[] = {
		"inbox", "mailbox", "postfach", "posteingang", "bo\xC3\xAEte mail",
		"bo\xC3\xAEte de r\xC3\xA9" "ception", "bandeja de entrada", "casella di posta",
		"casella email", "skrzynk",
	};
	const struct node *nd = x->nodes;
	if (signup_text(x, nd[a].first_block, nd[a].end_block, 1))
		return 1;
	for (int j = nd[a].first_block; j < nd[a].end_block; j++)
		if (HAS_ANY_CI(x->text.p + x->blocks[j].off, x->blocks[j].len, inbox))
			return 1;
	return 0;
}

/* Whether box a round form or e-mail field f is a sign-up box's and no
 * post's: it holds the pitch (signup_pitch); or, after the body, f's
 * blocks are its field's label for an e-mail address (labels 2, of
 * field_labels); or f is an e-mail field and a holds no sentence of prose
 * over SIGNUP_LINE characters out of f's <form> nor lead, the
 * container's first kept block (a short post, a contact page's "Write to
 * us ... within two days." over its mail form, keeps its text). In the
 * body a label "Your email" alone over a post's paragraph is none. */
#ifndef SIGNUP_LINE
#define SIGNUP_LINE 60
#endif
static int signup_form(const struct extractor *x, int f, int a, int labels, int inbody,
                       int lead)
{
	const struct node *nd = x->nodes;
	if (signup_pitch(x, a) || (labels == 2 && !inbody))
		return 1;
	if (!nd[f].mailbox || (lead >= nd[a].first_block && lead < nd[a].end_block))
		return 0;
	for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
		const struct block *b = &x->blocks[j];
		if ((nd[f].tag & F_FORM) && j >= nd[f].first_block && j < nd[f].end_block)
			continue;
		if (is_prose(b) && b->chars > SIGNUP_LINE &&
		    ends_sentence(x->text.p + b->off, b->len))
			return 0;
	}
	return 1;
}

void drop_signup_boxes(struct extractor *x, int c, int first, int body_last, int end)
{
	static const char *const listen[] = {
		"registr", "podcast", "listen", "h\xC3\xB6ren", "\xC3\xA9" "couter", "ascolta",
		"escucha", "luister",
	};
	const struct node *nd = x->nodes;
	int lead = first;   /* c's first kept block: a post's own text */
	while (lead < end && x->blocks[lead].keep <= 0)
		lead++;
	/* a form or an e-mail field, one evidence for both (signup_form) */
	for (int f = c + 1; f < x->nnodes && nd[f].first_block <= end; f++) {
		/* a form after the body, or in it with a field to fill (a
		 * sign-up box set between the story's paragraphs): the
		 * largest box round it in the sizes, none of it in the body
		 * for a form after it */
		int inbody = nd[f].first_block <= body_last;
		int labels = 0, a;
		if (body_last >= 0 && (nd[f].tag & F_FORM) &&
		    (!inbody || nd[f].fields || nd[f].presses))
			/* a form of no blocks, or of its fields' labels
			 * alone */
			labels = nd[f].end_block > nd[f].first_block ? field_labels(x, f) : 1;
		if (labels && (a = signup_box(x, c, nd[f].parent, -1)) >= 0 &&
		    (inbody || nd[a].first_block > body_last) &&
		    signup_form(x, f, a, labels, inbody, lead))
			unkeep(x, nd[a].first_block, nd[a].end_block);
		if (!nd[f].mailbox)
			continue;
		/* anywhere in c, an e-mail field and its button: the
		 * smallest box round them that holds text too, in the sizes */
		for (int m = f, up = 0; m > c && up < SIGNUP_LEVELS; m = nd[m].parent, up++) {
			if (nd[m].end_block - nd[m].first_block > SIGNUP_BLOCKS ||
			    nd[m].tchars > SIGNUP_CHARS)
				break;
			if (!nd[m].button || nd[m].end_block <= nd[m].first_block)
				continue;
			if (signup_form(x, f, m, labels, inbody, lead))
				unkeep(x, nd[m].first_block, nd[m].end_block);
			break;
		}
	}
	for (int j = first + 1; j < end; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		if (!b->link_chars || b->link_chars != b->chars || b->words > 3 || b->punct ||
		    !(HAS_ANY_CI(s, b->len, signup_words) || HAS_ANY_CI(s, b->len, listen)))
			continue;
		int a = signup_box(x, c, b->owner, j);
		/* the box holds more than its link, the name above it */
		if (a >= 0 && nd[a].first_block < j && signup_text(x, nd[a].first_block, j, 0))
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(b->tag & F_HEAD) || b->link_chars || !b->keep ||
		    !signup_text(x, i, i + 1, 0) || !boiler_phrase(x->text.p + b->off, b->len))
			continue;
		int a = signup_box(x, c, b->owner, -1);
		/* the box holds more than its heading, the pitch under it */
		if (a >= 0 && nd[a].end_block > i + 1)
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
}

/* A call to act that closes a company's page: the last kept blocks, a
 * heading and a line or two ("Sie planen ein Projekt? Rufen Sie uns an
 * ...", "Une urgence ? Appelez-nous ...", "Klaar voor de overstap?"), in
 * the smallest box below container c that also holds a button
 * ("elementor-button", "et_pb_button", "wp-block-button__link",
 * "w-button", a link in Tailwind's "rounded-full bg-white px-5"; in a box
 * after its parent's one <article>, a link alone that closes it, and
 * anywhere such a link that calls to sign up: a route planner's "Plan
 * your own adventures" over "Sign up for free", "Kostenlos
 * registrieren", "Inscrivez-vous", "Regístrate", or to register or book:
 * "Register now", "Book an appointment", "Termin vereinbaren", or to go
 * on to the site's own tool: "Zum Namensfinder"), after
 * CTA_BODY characters of the page kept above it: a band the page builder
 * sets under every page, its button "Kontakt aufnehmen".
 * The band opens with a heading or is one line under CTA_LINE characters
 * (a job ad's paragraph on how to apply, its contact's name and phone,
 * stays); a button's label is dropped (a question in an accordion's
 * toggle named a button is kept: no call). A band with a story, a line
 * of CTA_LINE+ characters and two sentences or more, where no line asks,
 * exclaims or speaks to the reader, is the page's own last section (an
 * about page's "Csapatunk" over "Ma a műhelyt Kovács Péter és testvére
 * vezeti. Péter a gyártásért felel, ..." over "Kérjen ajánlatot",
 * "Unser Team" over "Heute führen ... den Betrieb."): it stays. So
 * does a list whose items each close with their buttons, CTA_ITEMS or more
 * buttons with an item's text after them (a researcher's "Recent
 * Publications", each paper over its "PDF Cite Code"): a band calls once,
 * at its end. A box of a grid whose boxes
 * of its tag and class before it hold buttons too is a card (a service,
 * "Lees meer"): it stays, and so does a thread's last post, a short line
 * under its author's header over its reply buttons, as the posts before
 * it of its tag and class ("Danke, genau so habe ich es gemacht").
 * cta_band drops one band and returns its box, or -1. */
#ifndef CTA_MAX
#define CTA_MAX 250
#endif
#ifndef CTA_LINE
#define CTA_LINE 120
#endif
#ifndef CTA_BLOCKS
#define CTA_BLOCKS 3
#endif
#ifndef CTA_BODY
#define CTA_BODY 500
#endif
#ifndef CTA_ITEMS
#define CTA_ITEMS 2
#endif
/* the characters kept in blocks [from, to) */
long kept_chars(const struct extractor *x, int from, int to)
{
	long n = 0;
	for (int j = from; j < to; j++)
		if (x->blocks[j].keep > 0)
			n += x->blocks[j].chars;
	return n;
}

static int under_button(const struct extractor *x, int k, int a)
{
	for (; k >= a; k = x->nodes[k].parent)
		if (x->nodes[k].hint & H_BUTTON)
			return 1;
	return 0;
}

/* A bar of buttons alone in its box, a line of their labels and nothing
 * else: a classified ad's "Merken Teilen Melden", a post's "Save Share
 * Report", "Enregistrer Partager Signaler", "Guardar Compartir
 * Denunciar" (links with no href, scripts' buttons, so no link's
 * characters). The block, under BAR_MAX characters, is the only one of
 * its box, BAR_BUTTONS or more children of the box and all of them are
 * elements named a button ("button-secondary", "btn"), and they hold all
 * its text. */
#ifndef BAR_MAX
#define BAR_MAX 60
#endif
#ifndef BAR_BUTTONS
#define BAR_BUTTONS 2
#endif
int button_bar(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	int a = b->owner;
	if (!b->button || b->chars >= BAR_MAX || nd[a].first_block != i ||
	    nd[a].end_block != i + 1 || (nd[a].hint & H_BUTTON))
		return 0;
	int n = 0;
	for (int k = a + 1; k < x->nnodes && nd[k].parent >= a; k++)
		if (nd[k].parent == a) {
			if (!(nd[k].hint & H_BUTTON))
				return 0;
			n++;
		}
	return n >= BAR_BUTTONS && b->button == b->chars;
}

/* A box, no article itself, after the one <article> of its parent: past
 * the article's end, in hashed classes that name nothing ("<article
 * class=css-1x2y>...</article><section class=css-3z4w><h2>We are
 * hiring</h2>..."); a thread's posts or a live blog's entries, an
 * <article> each, are no such article. */
static int after_article(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent, n = 0;
	if (nd[a].tag & F_ARTICLE)
		return 0;
	for (int k = p + 1; k < a; k++)
		if (nd[k].parent == p && (nd[k].tag & F_ARTICLE))
			n++;
	return n == 1;
}

/* A link alone, four words or fewer and no sentence: a button's label
 * ("See open roles", "Jetzt bewerben") */
static int lone_link(const struct block *b)
{
	return b->link_chars && b->link_chars == b->chars && b->words <= 4 && !b->punct;
}

/* A call to sign up: "Sign up for free", "Join now", "Jetzt registrieren" */
static int signup_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"sign up", "join now", "join for free", "create an account",
		"create a free account", "registrieren", "jetzt registrieren",
		"kostenlos registrieren", "konto erstellen", "jetzt kostenlos anmelden",
		"s'inscrire", "inscrivez-vous", "cr\xC3\xA9" "er un compte",
		"reg\xC3\xADstrate", "crear cuenta", "registrati", "iscriviti",
		"crea un account", "registreer", "meld je gratis aan", "account aanmaken",
	};
	return STARTS_ANY_CI(s, n, w);
}

/* A call to register or to book, a local firm's or a practice's button
 * under its page's last lines ("Register now", "Book an appointment",
 * "Termin vereinbaren", "Prendre rendez-vous"): a band's, where its class
 * is hashed (cta_band; a sign-up prompt's box asks for signup_call) */
static int book_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"register now", "register today", "book an appointment", "book online",
		"book now", "make an appointment", "termin vereinbaren", "termin buchen",
		"jetzt termin", "prendre rendez-vous", "pedir cita", "reservar cita",
		"afspraak maken", "prenota ora", "prenota una visita",
	};
	return STARTS_ANY_CI(s, n, w);
}

/* A call to go on to the site's own tool or offer, a blog's info box
 * closing its post ("Noch mehr Ideen gesucht? In unserem Namensfinder
 * kannst du ..." over "Zum Namensfinder", "Zur Anmeldung"): a band's, as
 * book_call's is */
static int go_call(const char *s, size_t n)
{
	static const char *const w[] = {"zum ", "zur "};
	return STARTS_ANY_CI(s, n, w);
}

static int addresses(const char *s, size_t n);

/* A guest's prompt to join the talk in a small box of its own, over a
 * thread's posts or under them: lines that ask or exclaim ("Want to add
 * to the discussion?<br>Post a comment!", "Mitreden?") before a lone link
 * that calls to sign up ("Create an account", "Jetzt registrieren"), the
 * box's last block, where no class names the box a sign-up bar (hashed).
 * The box, SIGNUP_UP levels above the link at most, holds SIGNUP_BOX
 * blocks at most, its kept ones under CTA_LINE characters: they go. */
#ifndef SIGNUP_BOX
#define SIGNUP_BOX 3
#endif
#ifndef SIGNUP_UP
#define SIGNUP_UP 3
#endif
void drop_signup_box(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!lone_link(b) || !signup_call(x->text.p + b->off, b->len))
			continue;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < SIGNUP_UP && nd[a].first_block == i; up++)
			a = nd[a].parent;
		if (a < 0 || nd[a].first_block == i || nd[a].end_block != i + 1 ||
		    nd[a].end_block - nd[a].first_block > SIGNUP_BOX || nd[a].first_block < first)
			continue;
		int ask = 0, other = 0;
		for (int j = nd[a].first_block; j < i; j++) {
			const struct block *e = &x->blocks[j];
			if (e->keep <= 0)
				continue;
			if (e->chars < CTA_LINE && !e->link_chars &&
			    addresses(x->text.p + e->off, e->len))
				ask = 1;
			else
				other = 1;
		}
		if (ask && !other)
			unkeep(x, nd[a].first_block, i);
	}
}

/* Is box a, or a box around it below container c, the last of a run of
 * boxes of its tag and class whose earlier ones hold buttons too: a
 * thread's last post or a Q&A page's last answer, short, over its reply
 * and vote buttons under its author's name and date ("<li
 * component=post>" in NodeBB), no band that closes the page? */
static int repeated_post(const struct extractor *x, int a, int c)
{
	const struct node *nd = x->nodes;
	for (int g = a; g > c; g = nd[g].parent) {
		int p = nd[g].parent, author = 0;
		if (p < 0 || !nd[g].cls)
			continue;
		/* a post has its header, a line under a meta hint or in a
		 * box named a header: its author, its date (a page builder's
		 * section, its boxes of one class too, has none) */
		for (int j = nd[g].first_block; j < nd[g].end_block && !author; j++) {
			int m = nd[x->blocks[j].owner].nearest_meta;
			int h = nd[x->blocks[j].owner].nearest_neg;
			author = !(x->blocks[j].tag & F_HEAD) &&
			         (m >= g || (h >= g && nd[h].negkey == neg_bit("header", 6)));
		}
		if (!author)
			continue;
		for (int k = p + 1; k < g; k++) {
			if (nd[k].parent != p || nd[k].cls != nd[g].cls)
				continue;
			if (nd[k].button && nd[g].button)
				return 1;  /* <button>s of their own, no text kept */
			for (int j = nd[k].first_block; j < nd[k].end_block; j++)
				if (x->blocks[j].button || under_button(x, x->blocks[j].owner, k))
					return 1;
		}
	}
	return 0;
}

/* A line that asks, exclaims or speaks to the reader ("Interesse an
 * Bruno?", "Wir beraten Sie gern.", "We'd love to hear from you.", "Nous
 * vous rappelons.", "Wij helpen u graag."): a band's call. */
static int addresses(const char *s, size_t n)
{
	static const char *const w[] = {
		" sie ", " sie.", " ihnen", " ihr ", " ihre", " du ", " dich", " dir ",
		" dein", " euch", " you", " vous", " votre", " vos ", " tu ", " te ",
		" je ", " jij", " jou", " u ", " u.", " uw ", " usted", " lei ", " voi ",
		" ti ", " \xC3\xB6n",  /* Hungarian "Ön" */
	};
	static const char *const o[] = {"sie ", "du ", "you", "vous ", "u ", "ihr"};
	return memchr(s, '?', n) || memchr(s, '!', n) ||
	       (n >= 3 && !memcmp(s + n - 3, "\xEF\xBC\x9F", 3)) || HAS_ANY_CI(s, n, w) ||
	       STARTS_ANY_CI(s, n, o);
}

/* Is box a, or a box around it below container c, a list's item? */
static int in_item(const struct extractor *x, int a, int c)
{
	for (int g = a; g > c; g = x->nodes[g].parent)
		if (x->nodes[g].tag & F_LI)
			return 1;
	return 0;
}

static int cta_band(struct extractor *x, int c, int prev)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, last = last_kept(x, first, nd[c].end_block);
	if (last < first)
		return -1;
	for (int a = x->blocks[last].owner; a > c; a = nd[a].parent) {
		int kept = 0, chars = 0, button = 0, head = 0, story = 0, after = 0, items = 0;
		int booking = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++) {
			const struct block *b = &x->blocks[j];
			int but = b->keep <= 0 && (b->button || under_button(x, b->owner, a));
			items += after && !but && b->chars > b->link_chars;
			after = but;
			if (b->keep > 0) {
				kept++;
				chars += b->chars;
				head |= (b->tag & F_HEAD) != 0;
				story |= b->chars >= CTA_LINE && b->punct >= 2 && !b->link_chars;
			} else {
				int lone = j == nd[a].end_block - 1 && lone_link(b);
				button |= b->button || under_button(x, b->owner, a) ||
				          (lone && (after_article(x, a) ||
				                    signup_call(x->text.p + b->off, b->len)));
				booking |= lone && (book_call(x->text.p + b->off, b->len) ||
				                    go_call(x->text.p + b->off, b->len));
			}
		}
		if (kept > CTA_BLOCKS || chars > CTA_MAX)
			return -1;
		/* a <button> of its own under its heading, no text kept
		 * of it ("Republish this story" ... "<button>Copy
		 * HTML</button>"; a thread's last post over its reply
		 * buttons has no heading, and a live blog's last entry is
		 * a card, an item of its list or its siblings of its class
		 * holding theirs: repeated_post) */
		int own = !button && nd[a].button && head && !in_item(x, a, c);
		button |= own;
		/* (a link alone that books or registers is the button where
		 * a line speaks to the reader: "Ready to feel better? Our
		 * team is here for you." over "Book now"; an event's last
		 * box, "The festival runs from 3 to 5 October on the market
		 * square." over "Register now", is the page's) */
		int speak = !button && booking;
		button |= booking;
		if (!button || !(head || chars < CTA_LINE) || items >= CTA_ITEMS)
			continue;
		/* where its button is that <button> alone, a line speaks to
		 * the reader or links on ("We are always happy to talk about
		 * a new project. <a>Get in touch</a>."): a recipe's last
		 * section over its "Print recipe" button ("Storage" over
		 * "Keeps for three days ...") is the story's */
		int call = !story && !own && !speak;
		for (int j = nd[a].first_block; j < nd[a].end_block && !call; j++)
			call = x->blocks[j].keep > 0 &&
			       (addresses(x->text.p + x->blocks[j].off, x->blocks[j].len) ||
			        (own && x->blocks[j].link_chars && !story));
		if (!call)
			continue;
		int p = nd[a].parent;
		for (int j = nd[p].first_block; j < nd[a].first_block; j++) {
			int k = x->blocks[j].owner;
			while (k > p && nd[k].parent != p)
				k = nd[k].parent;
			if (k <= p)
				continue;  /* the parent's own text, no box's */
			/* a card of a grid, its boxes of one tag and class
			 * (a tag's pill in the byline, "<a class=\"rounded-full
			 * bg-gray-50 px-3\">Recht</a>", is no card; nor is a
			 * page builder's section that holds the text over its
			 * own button, "wixui-section" over "Gruppe anmelden",
			 * its kept text more than a band's) */
			if ((x->blocks[j].button || under_button(x, x->blocks[j].owner, p) ||
			     (nd[a].button && nd[k].button)) &&
			    (nd[k].cls == nd[a].cls || !nd[a].cls) &&
			    kept_chars(x, nd[k].first_block, nd[k].end_block) <= CTA_MAX)
				return -1;
		}
		if (kept_chars(x, first, nd[a].first_block) < CTA_BODY || repeated_post(x, a, c))
			return -1;
		/* a band before one dropped is its sibling, no box of
		 * the page's own that a band's test happens to pass */
		if (prev >= 0 && nd[a].parent != nd[prev].parent)
			return -1;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		return a;
	}
	return -1;
}

/* and the bands before it, CTA_RUN at most, each a sibling of the one
 * after it: a shelter's "Interesse an Bruno?" over its "Zur
 * Selbstauskunft" button, then its "Pate werden" over "Patenschaft
 * übernehmen"; an appeal's "Get involved" and "Donate" boxes, one after
 * the other (a researcher's page, its news over its list of papers, each
 * paper's links set as buttons, has none: the box before the band is no
 * sibling of it) */
#ifndef CTA_RUN
#define CTA_RUN 3
#endif
void drop_cta_band(struct extractor *x, int c)
{
	for (int k = 0, a = -1; k < CTA_RUN && (a = cta_band(x, c, a)) >= 0; k++)
		;
}

/* A promotion's box in the body of an advice page, between its sections:
 * a question to the reader over a line of its pitch and its button ("Hai
 * bisogno di un avvocato?" over "Ricevi una consulenza legale online in
 * 48 ore." and "Richiedi consulenza"; "¿Quieres pagar menos?" over "Únete
 * a nuestra compra colectiva ..." and "Apúntate gratis"; "Sie haben
 * Fragen?" over "Unsere Berater helfen Ihnen weiter." and "Termin
 * vereinbaren"). The box, below container c, holds two or three kept
 * blocks, CTA_MAX characters at most, the first a line under CTA_LINE
 * characters that asks ('?'), the second no longer, and ends with a
 * dropped button or a link alone (a button's label); CTA_BODY characters
 * of prose, or a paragraph right above it, are kept before it and prose
 * after it ("Sie planen einen Umzug?" over "Vergleichen Sie kostenlos
 * ..." and "Jetzt Angebote vergleichen" between two paragraphs of a
 * guide; cta_band takes the band that closes the page). A box of a run of its tag and class (a
 * FAQ's items, a grid's cards) is none. */
static int ask_box(struct extractor *x, int c, int a)
{
	const struct node *nd = x->nodes;
	int kept = 0, chars = 0, p = nd[a].parent;
	if (nd[a].end_block - nd[a].first_block > CTA_BLOCKS + 1 || p < c)
		return 0;
	for (int j = nd[a].first_block; j < nd[a].end_block - 1; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			return 0;
		kept++;
		chars += b->chars;
		if (b->link_chars || b->chars >= CTA_LINE)
			return 0;
	}
	const struct block *h = &x->blocks[nd[a].first_block];
	const struct block *z = &x->blocks[nd[a].end_block - 1];
	if (kept < 2 || chars > CTA_MAX || x->text.p[h->off + h->len - 1] != '?' ||
	    z->keep > 0 || !(z->button || under_button(x, z->owner, a) || lone_link(z)))
		return 0;
	for (int k = p + 1; k < x->nnodes && nd[k].first_block < nd[p].end_block; k++)
		if (k != a && nd[k].parent == p && nd[k].cls == nd[a].cls && nd[k].tag == nd[a].tag)
			return 0;
	int after = 0;
	for (int j = nd[a].end_block; j < nd[c].end_block && !after; j++)
		after = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]) &&
		        !(x->blocks[j].tag & F_HEAD);
	int f = nd[a].first_block;
	return after && (kept_chars(x, nd[c].first_block, f) >= CTA_BODY ||
	                 (f > nd[c].first_block && x->blocks[f - 1].keep > 0 &&
	                  is_prose(&x->blocks[f - 1])));
}

/* The same box set as one paragraph, its button a link that closes it:
 * "<div class=\"wp-block-group has-background\"><p>Sie haben Fragen zu
 * Schönheitsreparaturen? Unsere Fachanwältin berät Sie gern. <a>Jetzt
 * Termin vereinbaren</a></p></div>" under a law firm's post ("Need help
 * with your claim? Our team is here for you. <a>Book a consultation</a>").
 * The box, named, holds block i alone, kept, under CTA_MAX characters;
 * its first sentence asks ('?') and its text closes, no sentence, on its
 * one link of CTA_LABEL words at most. A closing call with no link ("Sie
 * möchten uns kennenlernen? Vereinbaren Sie einen Termin ...") is the
 * firm's text and stays. */
#ifndef CTA_LABEL
#define CTA_LABEL 4
#endif
static int ask_para(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int i = nd[a].first_block;
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	size_t n = b->len, q = 0, t = 0;
	if (b->keep <= 0 || b->owner == a || !b->link_chars || b->chars >= CTA_MAX ||
	    (b->tag & (F_HEAD | F_LI | F_TD)) || ends_sentence(s, n))
		return 0;
	while (q < n && !memchr(".!?", s[q], 3))  /* (strchr finds the NUL too) */
		q++;
	if (q >= n || s[q] != '?')
		return 0;
	/* the tail past the last sentence is the link, its words alone */
	for (size_t k = q; k < n; k++)
		if (memchr(".!?", s[k], 3))
			t = k + 1;
	while (t < n && s[t] == ' ')
		t++;
	int chars = text_chars(s + t, n - t), words = 1;
	for (size_t k = t; k < n; k++)
		words += s[k] == ' ';
	return t < n && words <= CTA_LABEL && chars == b->link_chars;
}

void drop_ask_boxes(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	for (int a = c + 1; a < x->nnodes && nd[a].first_block < nd[c].end_block; a++) {
		if (!nd[a].cls)
			continue;
		if (nd[a].end_block - nd[a].first_block == 1 && ask_para(x, a))
			x->blocks[nd[a].first_block].keep = 0;
		if (nd[a].end_block - nd[a].first_block < 3 ||
		    x->blocks[nd[a].first_block].owner == a)
			continue;
		if (ask_box(x, c, a))
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
}

/* A card's call set as a label of its own, no link (the card is the
 * link: an empty "<a class=c-card__link aria-label=...>" stretched over
 * it, or the card set in an <a>): the same short line closing each card
 * of a grid, "Mehr erfahren", "En savoir plus", "Learn more", "Details"
 * under each service's heading and text. Block i, CARD_LABEL words at
 * most, no link, no figure and no sentence, kept or not (the last
 * card's may have gone with nothing kept after it), closes a box
 * (CARD_UP levels up at most) that holds prose above it; the next box of
 * its tag and class under the same parent, right after it, closes on the
 * same text (label_next gives its block). A run of CARD_RUN or more such
 * cards: each label goes. A grid's lines that differ, hold a figure (a
 * price's "ab 49 Euro", a stat's "18 Jahre") or close cards of no prose
 * (a job's "Vollzeit" under its title and place) stay. */
#ifndef CARD_LABEL
#define CARD_LABEL 3
#endif
#ifndef CARD_UP
#define CARD_UP 3
#endif
#ifndef CARD_SPAN
#define CARD_SPAN 8  /* blocks above the label where the prose is looked for */
#endif
static int card_label(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	return b->chars && !b->link_chars && b->words <= CARD_LABEL &&
	       !(b->tag & (F_HEAD | F_H1)) && !has_digit(s, b->len) && !ends_sentence(s, b->len);
}

/* Whether a block in [from, to) is prose. */
static int prose_in(const struct extractor *x, int from, int to)
{
	for (int j = from; j < to; j++)
		if (is_prose(&x->blocks[j]))
			return 1;
	return 0;
}

/* The block that closes the card after block i's with the same text, or
 * -1. */
static int label_next(const struct extractor *x, int i, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int a = b->owner;
	for (int up = 0; a >= 0 && up < CARD_UP && nd[a].end_block == i + 1;
	     a = nd[a].parent, up++) {
		int from = nd[a].first_block > i - CARD_SPAN ? nd[a].first_block : i - CARD_SPAN;
		if (nd[a].first_block >= i || !nd[a].cls || !prose_in(x, from, i))
			continue;
		/* the sibling box right after it: the ancestor of the block
		 * that opens it whose parent is a's */
		int s = nd[a].end_block;
		if (s >= end)
			return -1;
		int k = x->blocks[s].owner;
		while (k >= 0 && nd[k].parent != nd[a].parent)
			k = nd[k].parent;
		if (k < 0 || nd[k].cls != nd[a].cls || nd[k].first_block != s)
			continue;
		int j = nd[k].end_block - 1;
		const struct block *e = &x->blocks[j];
		if (j > s && j < end && e->len == b->len &&
		    !memcmp(x->text.p + e->off, x->text.p + b->off, b->len) && card_label(x, j))
			return j;
	}
	return -1;
}

void drop_card_labels(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		if (!card_label(x, i))
			continue;
		int run = 1, j = i, last = i;
		while ((j = label_next(x, j, end)) >= 0)
			run++, last = j;
		if (run < CARD_RUN)
			continue;
		for (j = i; j >= 0 && j <= last; j = label_next(x, j, end))
			x->blocks[j].keep = 0;
		i = last;
	}
}

/* A calculator box in a listing: a heading and a line or two that offer
 * to work out a loan or a budget, with a link or a button to the tool
 * ("Wie viel Miete kann ich mir leisten? ... Zum Mietrechner", "Calculez
 * votre budget", "Calcula tu hipoteca", "Calcola la tua rata", "Bereken je
 * maandlasten"): the portal's widget between or under an exposé's or a
 * car's fact tables, no part of the listing. The box (below container c)
 * opens with the heading, keeps at most CTA_BLOCKS blocks and CTA_MAX
 * characters, holds a dropped link or a button, and its heading or its
 * link names the tool. */
static int calc_words(const char *s, size_t n)
{
	static const char *const w[] = {"rechner", "calcul", "calcol", "simula",
		"bereken", "hypoth", "hipotec", "mortgage", "finanzierung"};
	return HAS_ANY_CI(s, n, w);
}

void drop_calc_box(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int first = nd[c].first_block, end = nd[c].end_block;
	for (int i = first; i < end; i++) {
		const struct block *h = &x->blocks[i];
		if (h->keep <= 0 || !(h->tag & F_HEAD) || h->link_chars)
			continue;
		int a = nd[h->owner].parent;
		while (a > c && nd[a].end_block - nd[a].first_block < 2)
			a = nd[a].parent;
		if (a <= c || nd[a].first_block != i)
			continue;
		int kept = 0, chars = 0, link = 0, calc = 0;
		/* (a box already past CTA_BLOCKS or CTA_MAX is none: the scan
		 * stops there, or nested boxes, each to the page's end, cost
		 * the square of the page) */
		for (int j = i; j < nd[a].end_block && kept <= CTA_BLOCKS && chars <= CTA_MAX;
		     j++) {
			const struct block *b = &x->blocks[j];
			int l = b->button || (b->link_chars && b->link_chars * 2 >= b->chars) ||
			        under_button(x, b->owner, a);
			if (b->keep > 0) {
				kept++;
				chars += b->chars;
			} else {
				link |= l;
			}
			/* the heading or the link names the tool, not a paragraph
			 * ("the factors were calculated as ...") */
			if ((j == i || (l && b->keep <= 0)) &&
			    calc_words(x->text.p + b->off, b->len))
				calc = 1;
		}
		if (kept < 2 || kept > CTA_BLOCKS || chars > CTA_MAX || !link || !calc)
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A box of the club's sponsors after the text, its heading saying so
 * ("Our sponsors", "Unsere Sponsoren", "Unsere Förderer", "Nos sponsors",
 * "Onze sponsors", "I nostri sponsor", "Gönner") over a line or two of
 * their names ("The Haddon Arms · Pike & Sons Builders"): a heading of
 * three words or fewer that names them, after SPON_BODY characters of kept
 * prose, and the rest of the box that opens with it, SPON_MAX characters
 * at most, go (a builder's page section under the post, in the container). */
#define SPON_BODY 400
#define SPON_MAX 300
void drop_sponsor_box(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {
		"sponsor", "f\xC3\xB6rderer", "g\xC3\xB6nner", "m\xC3\xA9" "c\xC3\xA8nes",
		"patrocinador",
	};
	const struct node *nd = x->nodes;
	int body = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep > 0 && is_prose(b))
			body += b->chars;
		if (body < SPON_BODY || b->keep <= 0 || !(b->tag & F_HEAD) || b->link_chars ||
		    b->words > 3 || b->chars >= 40 || !HAS_ANY_CI(x->text.p + b->off, b->len, w))
			continue;
		int l = b->owner;
		while (nd[l].parent > c && nd[nd[l].parent].first_block == i)
			l = nd[l].parent;
		int chars = 0;
		for (int k = i + 1; k < nd[l].end_block; k++)
			chars += x->blocks[k].chars;
		if (nd[l].end_block > i + 1 && chars <= SPON_MAX && nd[l].end_block <= end)
			unkeep(x, i, nd[l].end_block);
	}
}

/* A buy box's price line: short, a figure and a currency (currency_in). */
static int buy_price(const struct block *b, const char *t)
{
	return b->chars < BUY_LINE && has_digit(t, b->len) && currency_in(t, b->len);
}

/* An offer's box in the text: a fashion list's shopping card under each
 * item ("Midikleid aus Leinen 79,95 € bei Mango" over "Jetzt kaufen*"), a
 * product box after a workout ("Unsere Empfehlung" over the mat's name,
 * "29,99 €", "Bei Amazon ansehen" and "Preis inkl. MwSt."), a beauty
 * list's offers ("Nuxe" over "Pharmacie Lafayette 44,90 € Acheter",
 * "£650 at John Lewis", "Acquista ora"). The largest named box below
 * the container around a shop's call (buy_call), or the call's own line
 * ("Kleid von Zara, 49,95 € hier kaufen*", "Preis: 49,95 € |
 * Zum Shop"), of BUY_BLOCKS blocks at most, that holds a price under
 * BUY_LINE characters and no h1 nor a
 * sentence of BUY_WORDS words or more, goes, and its heading (the
 * product's, "<h3>Midikleid aus Leinen</h3>") with it where the item's box
 * holds its own kept heading above it; the item's name and text above it,
 * in the item's box, stay. A box with one short blurb, a sentence under
 * BUY_BLURB characters, is an offer too: a cleaning blog's product block
 * between its steps ("The Pink Stuff Cleaning Paste", "£3.50",
 * "A cult favourite for scrubbing the drawer and seal.", "Shop now"; "Das
 * Allround-Hausmittel für Küche und Bad.", "Bei Amazon ansehen*"). */
#define BUY_BLOCKS 8
#define BUY_WORDS 8
#define BUY_BLURB 60
void drop_buy_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!b->link_chars || b->chars >= BUY_LINE || !buy_call(b, x->text.p + b->off))
			continue;
		int box = -1;
		for (int a = b->owner; a > c; a = nd[a].parent) {
			int fb = nd[a].first_block, eb = nd[a].end_block, ok = 1, price = 0;
			int heads = 0, blurbs = 0;
			if (eb - fb > BUY_BLOCKS)
				break;
			for (int j = fb; j < eb && ok; j++) {
				const struct block *e = &x->blocks[j];
				const char *t = x->text.p + e->off;
				int sent = e->words >= BUY_WORDS && ends_sentence(t, e->len);
				heads += (e->tag & F_HEAD) != 0;
				blurbs += sent;
				ok = !(e->tag & F_H1) &&
				     (!sent || (e->chars < BUY_BLURB && blurbs == 1));
				price |= buy_price(e, t);
			}
			/* a card's heading, the product's name, goes with it
			 * where the item's box holds its own kept heading above
			 * the card (the box no further up); a card that is the
			 * item stays */
			int ih = nd[nd[a].parent].first_block, named = heads;
			while (ih < fb && ih >= first && !(x->blocks[ih].tag & F_HEAD))
				ih++;
			if (heads && ih < fb && x->blocks[ih].keep > 0)
				heads = 0;
			if (!ok || heads)
				break;
			if (price && (nd[a].cls || eb - fb == 1))
				box = a;
			if (named)
				break;
		}
		if (box >= 0) {
			unkeep(x, nd[box].first_block, nd[box].end_block);
			i = nd[box].end_block - 1;
		}
	}
}

/* A shop's buy box beside its description's column (buy_box, its
 * parent the container), a price in it (a short line of a figure and a
 * currency): its lines are the shop's, the price's terms ("en 12 meses
 * sin intereses de $158.25"), the delivery's ("Comprando dentro de las
 * próximas 3 h 20 min"), the warranty's and the seller's, whatever their
 * words, and they go; its h1, the product's name and the page's headline,
 * stays. buy_box found no paragraph of BUY_PROSE characters there; a
 * short news item beside a long box (a consent dialog's) holds no
 * price. */
void drop_buy_column(struct extractor *x, int buy)
{
	const struct node *d = &x->nodes[buy];
	int price = 0;
	for (int i = d->first_block; i < d->end_block && !price; i++)
		price = buy_price(&x->blocks[i], x->text.p + x->blocks[i].off);
	for (int i = d->first_block; i < d->end_block && price; i++)
		x->blocks[i].keep = i == x->headline;
}

/* A one-page site's contact section is one of its parts, no box repeated
 * on each of the site's pages: its heading is an item of the menu above
 * the container, a link within the page ("<a href=#kontakt>Kontakt</a>"
 * over "Über uns", "Leistungen", "Team" and "<h2>Kontakt</h2>"; "Chi
 * siamo", "Contatti"). Is block h's text in such a block before first? */
static int menu_anchor(const struct extractor *x, int h, int first)
{
	const struct block *hb = &x->blocks[h];
	const char *s = x->text.p + hb->off;
	for (int j = 0; j < first; j++) {
		const struct block *b = &x->blocks[j];
		if (!b->anchor_chars || b->anchor_chars != b->chars || b->len < hb->len)
			continue;
		const char *t = x->text.p + b->off;
		for (size_t k = 0; k + hb->len <= b->len; k++)
			if (!strncasecmp(t + k, s, hb->len))
				return 1;
	}
	return 0;
}

/* A one-page site's contact section is one of its parts by its markup
 * too, where the menu links none: a researcher's page of stacked
 * sections, each of one tag and first class and each opening with a
 * heading ("<section class=\"section section--intro\">" with the text,
 * "section--research", "section--publications", "<section class=\"section
 * section--contact\"><h2>Kontakt</h2><address>"; "Contact", "Contatti"
 * over the office's address). Is box a such a part: PAGE_PARTS or more
 * boxes before it under its parent, below container c, share its tag and
 * first class word, each opens with a heading, and one holds kept prose?
 * A chair's contact box beside boxes of links holds no part of the text. */
#ifndef PAGE_PARTS
#define PAGE_PARTS 2
#endif
static int page_part(const struct extractor *x, int a, int c)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent, parts = 0, prose = 0;
	if (p < c || !nd[a].cls1)
		return 0;
	for (int k = p + 1; k < a; k++) {
		if (nd[k].parent != p || nd[k].cls1 != nd[a].cls1)
			continue;
		int f = nd[k].first_block;
		if (f >= nd[k].end_block || !(x->blocks[f].tag & F_HEAD))
			return 0;
		parts++;
		for (int j = f; j < nd[k].end_block && !prose; j++)
			prose = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	}
	return parts >= PAGE_PARTS && prose;
}

/* A page's contact box under its text: a university chair's or an
 * institute's page, a town hall's office, a research news item, closes
 * with a box named so ("<div class=kontaktbox>", TYPO3's "contact-box";
 * or, named none, the box around the last kept block that opens with a
 * heading: a lecturer's course page's side column of Bootstrap cards,
 * "<h5 class=card-title>Contatti" over the department's address)
 * under the heading "Kontakt" alone ("Contact", "Contatti", "Contacto",
 * "Ansprechpartner"): a name, a room, a phone number and an e-mail
 * address, the same box on each of the site's pages, no text of this one
 * (a press release's "Pressekontakt", "Firmenkontakt" under its text is
 * the release's own and stays). The box, below container c, holds the
 * last kept block (past a heading kept alone after it), opens with that
 * heading (or is the nearest box so named above one that does not: a
 * member of parliament's offices), and its kept lines are short
 * and no sentence (each line, a block's set apart by <br>, under
 * CONTACT_LINE bytes; no full stop at a block's end), with CONTACT_BODY
 * characters of prose kept above it. A release's box stays: a wire
 * service's "Contacts" with a line that opens with a press contact's
 * label ("Pressekontakt", "Media contact", "Investor Relations",
 * "Ufficio stampa", "Prensa", "Persvoorlichting"), and a city's or a
 * university's box of whom to ask, a line of CONTACT_WHO bytes or more
 * with a digit and two commas or more ("Stefan Fritschi, Stadtrat,
 * Vorsteher Departement Technische Betriebe, Telefon 052 267 51 11"): a
 * chair's box sets its name, room and phone on lines of their own. A
 * one-page site's contact section stays too (menu_anchor, page_part). */
#ifndef CONTACT_LINE
#define CONTACT_LINE 120
#endif
#ifndef CONTACT_BODY
#define CONTACT_BODY 300
#endif
#ifndef CONTACT_WHO
#define CONTACT_WHO 60
#endif
void drop_contact_box(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {"kontakt", "contact", "contacts", "contatti",
		"contatto", "contacto", "contactos", "ansprechpartner",
		"ansprechpartnerin", "ansprechperson"};
	const struct node *nd = x->nodes;
	/* (past a heading kept alone at the end, its list of links
	 * dropped: a member of parliament's "Letzte Reden im Plenum") */
	int last = end - 1;
	while (last >= first && (x->blocks[last].keep <= 0 || (x->blocks[last].tag & F_HEAD)))
		last--;
	if (last < first)
		return;
	int a = x->blocks[last].owner, h;
	/* (or a box of such boxes under that heading: a member of
	 * parliament's "Kontakt" over "Landtagsbüro" and "Wahlkreisbüro",
	 * each a box named a contact of its own) */
	for (;;) {
		while (a > c && !(nd[a].hint & H_CONTACT))
			a = nd[a].parent;
		if (a <= c)
			break;
		h = nd[a].first_block;
		const struct block *hb = &x->blocks[h];
		size_t n = hb->len;
		const char *s = x->text.p + hb->off;
		if (n && s[n - 1] == ':')
			n--;
		if ((hb->tag & F_HEAD) && hb->keep > 0 && !hb->link_chars &&
		    word_is(s, n, w, sizeof w / sizeof *w))
			break;
		a = nd[a].parent;
	}
	/* or the box around it that opens with a "Kontakt" heading, named
	 * nothing: a course page's side column, "<div class=card-body><h3>
	 * Contatti</h3>" */
	if (a <= c) {
		a = x->blocks[last].owner;
		while (a > c && !(x->blocks[nd[a].first_block].tag & F_HEAD))
			a = nd[a].parent;
		if (a <= c || nd[a].first_block == last)
			return;  /* none, or the heading alone */
		h = nd[a].first_block;
		const struct block *hb = &x->blocks[h];
		size_t n = hb->len;
		const char *s = x->text.p + hb->off;
		if (n && s[n - 1] == ':')
			n--;
		if (hb->keep <= 0 || hb->link_chars || !word_is(s, n, w, sizeof w / sizeof *w))
			return;
	}
	static const char *const press[] = {
		"presse", "press", "media", "medien", "investor", "stampa", "prensa",
		"persvoorlicht", "perscontact", "persdienst",
	};
	for (int j = h + 1; j < nd[a].end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		const char *t = x->text.p + b->off, *e = t + b->len;
		if (ends_sentence(t, b->len) || STARTS_ANY_CI(t, b->len, press))
			return;
		for (const char *nl; t < e; t = nl + 1) {
			nl = memchr(t, '\n', (size_t)(e - t));
			if (!nl)
				nl = e;
			if (nl - t >= CONTACT_LINE)
				return;
			/* "Stefan Fritschi, Stadtrat, Vorsteher Departement
			 * Technische Betriebe, Telefon 052 267 51 11": whom a
			 * release names for questions, each on one line */
			if (nl - t >= CONTACT_WHO && has_digit(t, (size_t)(nl - t))) {
				int commas = 0;
				for (const char *q = t; q < nl; q++)
					commas += *q == ',';
				if (commas >= 2)
					return;
			}
		}
	}
	long body = 0;
	for (int j = first; j < h; j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			body += x->blocks[j].chars;
	if (body >= CONTACT_BODY && !menu_anchor(x, h, first) && !page_part(x, a, c))
		unkeep(x, h, nd[a].end_block);
}

/* The lines of a contact section from block j to the next heading or
 * end: how many, each under CONTACT_LINE bytes, no boilerplate box's
 * below container c, a link in it only beside an e-mail address; or -1.
 * *to is set to where they end. */
static int contact_lines(const struct extractor *x, int c, int j, int end, int *to)
{
	int n = 0;
	for (; j < end && !(x->blocks[j].tag & F_HEAD); j++, n++) {
		const struct block *b = &x->blocks[j];
		if (b->len >= CONTACT_LINE || x->nodes[b->owner].nearest_neg > c ||
		    (b->link_chars && !memchr(x->text.p + b->off, '@', b->len)))
			return -1;
	}
	*to = j;
	return n;
}

/* A contact section that the page's own menu links to ("<a
 * href=#contatti>Contatti</a>" over a course's sections, "Kontakt",
 * "Contact", "Contacto"; menu_anchor, the menu in the container or above
 * it) after the kept body is one of the page's parts, its short lines
 * too though no kept block follows them: the office's name, address,
 * phone and e-mail address ("Segreteria didattica", "Viale Cittadini 33,
 * 52100 Arezzo", "Tel. 0575 ... - didattica@..."). Its heading, the last
 * kept block or past it, and its lines (contact_lines) in its section up
 * to the next heading, or under the title of a card right under it, are
 * kept. */
void keep_anchor_contact(struct extractor *x, int c, int first, int end)
{
	static const char *const w[] = {"kontakt", "contact", "contacts", "contatti",
		"contatto", "contacto", "contactos", "contacten"};
	const struct node *nd = x->nodes;
	int last = last_kept(x, first, end);
	if (last < first)
		return;
	for (int h = last; h < end; h++) {
		struct block *hb = &x->blocks[h];
		if (!(hb->tag & F_HEAD) || hb->link_chars || nd[hb->owner].nearest_neg > c ||
		    !word_is(x->text.p + hb->off, label_len(x->text.p + hb->off, hb->len), w,
		             sizeof w / sizeof *w) ||
		    !menu_anchor(x, h, h))
			continue;
		/* (within the heading's section, not a stamp after it:
		 * "Ultimo aggiornamento: 10/09/2026") */
		int p = nd[hb->owner].parent, to = h + 1;
		if (p >= 0 && nd[p].end_block < end)
			end = nd[p].end_block;
		int n = contact_lines(x, c, h + 1, end, &to);
		if (n == 0 && to < end)  /* a card's title over its lines */
			n = contact_lines(x, c, to + 1, end, &to);
		if (n <= 0)
			return;
		for (int k = h; k < to; k++)
			x->blocks[k].keep = 2;
		return;
	}
}

/* A vendor's sales contact card under a product page's or a case study's
 * text, in a box of its own however named: a label that names the person
 * ("Ihr Ansprechpartner", "Ihre Ansprechpartnerin", "Your contact", "Un
 * conseiller à votre écoute", "Il tuo referente", "Uw contactpersoon"),
 * a name, a role and a phone number or an e-mail address. The box, below
 * container c, after the body's last paragraph (TEASER_LAST characters
 * or more, CONTACT_BODY of prose kept above it), holds SALES_BLOCKS
 * blocks and SALES_CHARS characters at most, the label under SALES_LABEL
 * characters and no sentence: the seller's, no part of the page's text.
 * A press release's "Medienkontakt" names no person and stays. */
#ifndef SALES_BLOCKS
#define SALES_BLOCKS 6
#endif
#ifndef SALES_CHARS
#define SALES_CHARS 300
#endif
#ifndef SALES_LABEL
#define SALES_LABEL 60
#endif
void drop_sales_card(struct extractor *x, int c, int first, int end)
{
	static const char *const who[] = {
		"ansprechpartner", "ansprechperson", "your contact", "contact person",
		"conseill", "interlocut", "referente", "contactpersoon", "berater",
		"consulente", "asesor",
	};
	const struct node *nd = x->nodes;
	int body_last = -1;
	long body = 0;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]) &&
		    x->blocks[i].chars >= TEASER_LAST)
			body_last = i;
	for (int i = first; i <= body_last; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body_last < 0 || body < CONTACT_BODY)
		return;
	for (int j = body_last + 1; j < end; j++) {
		if (x->blocks[j].keep <= 0)
			continue;
		int a = -1;
		for (int k = x->blocks[j].owner, up = 0; k > c && up < 4; k = nd[k].parent, up++) {
			if (nd[k].first_block <= body_last ||
			    nd[k].end_block - nd[k].first_block > SALES_BLOCKS ||
			    nd[k].tchars > SALES_CHARS)
				break;
			a = k;
		}
		if (a < 0)
			continue;
		int label = 0, reach = 0, sentence = 0;
		for (int i = nd[a].first_block; i < nd[a].end_block; i++) {
			const struct block *b = &x->blocks[i];
			const char *s = x->text.p + b->off;
			label |= b->chars < SALES_LABEL && HAS_ANY_CI(s, b->len, who);
			reach |= phone_number(s, b->len) || memchr(s, '@', b->len) != NULL;
			sentence |= ends_sentence(s, b->len);
		}
		if (label && reach && !sentence)
			unkeep(x, nd[a].first_block, nd[a].end_block);
		j = nd[a].end_block - 1;
	}
}

/* A business's opening status, worked out when the page was served: a
 * line under its name in a directory's entry or a firm's header ("Jetzt
 * geöffnet · schließt um 17:00", "Geschlossen · öffnet morgen um 8:00",
 * "Open now · Closes 6 PM", "Ouvert · Ferme à 19:00", "Aperto · Chiude
 * alle 22:30", "Abierto · Cierra a las 20:00", "Nu geopend · Sluit om
 * 18:00"): a badge, no text of the page (the opening hours' table says
 * it). A kept line under STATUS_MAX bytes that opens with the status and
 * names the next change with a figure goes. */
#ifndef STATUS_MAX
#define STATUS_MAX 60
#endif
static int open_status(const char *s, size_t n)
{
	static const char *const now[] = {"jetzt geöffnet", "geöffnet", "jetzt geschlossen",
		"geschlossen", "open now", "closed now", "ouvert", "fermé", "aperto",
		"chiuso", "abierto", "cerrado", "nu geopend", "geopend", "gesloten"};
	static const char *const next[] = {"schließt", "öffnet", "close", "open", "ferme",
		"ouvre", "chiude", "apre", "cierra", "abre", "sluit", "opent"};
	if (n >= STATUS_MAX ||
	    (!memchr(s, ':', n) && !has_ci(s, n, " pm") && !has_ci(s, n, " am")))
		return 0;
	size_t k = 0;  /* past the status ("geöffnet" holds "öffnet") */
	for (size_t i = 0; i < sizeof now / sizeof *now && !k; i++)
		if (starts_with_ci(s, n, now[i]))
			k = strlen(now[i]);
	return k && k < n && HAS_ANY_CI(s + k, n - k, next);
}

void drop_open_status(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && b->len < STATUS_MAX && !b->link_chars && !(b->tag & F_HEAD) &&
		    open_status(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* A rating widget's gauges: a TV guide's or a game review's list of
 * criteria, each a word and a row of dots, stars or a bar drawn by its
 * style from an empty element beside the word ("<li><span class=\"...
 * __label\">Humor</span><span class=\"rating-dots r2\"></span></li>",
 * "Anspruch", "Action"; "Grafik", "Sound"; "Body", "Säure"). A run of
 * GAUGE_RUN or more kept items of one list, each one word of GAUGE_LINE
 * characters at most, no link, that opens with an element named a label
 * and holds another element with a class (the gauge: the item's text is
 * the label alone), goes, and with it the smallest box round the list of
 * GAUGE_BLOCKS blocks and GAUGE_CHARS characters at most (its verdict,
 * "Daumen hoch", the score). A fact box's rows hold their values as
 * words ("Regie Paula Krämer"). */
#define GAUGE_RUN 3
#define GAUGE_LINE 24
#define GAUGE_BLOCKS 10
#define GAUGE_CHARS 300
static int gauge_item(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int l = b->owner, kids = 0;
	if (!(b->tag & F_LI) || b->keep <= 0 || b->link_chars || b->chars > GAUGE_LINE ||
	    b->words != 1 || !b->lab || nd[l].end_block - nd[l].first_block != 1)
		return 0;
	for (int k = l + 1; k < x->nnodes && nd[k].parent >= l; k++) {
		if (nd[k].parent != l)
			continue;
		if (!nd[k].cls || (nd[k].tag & (F_BLOCK | F_SKIP)))
			return 0;
		kids++;
	}
	return kids >= 2;
}

void drop_gauges(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		if (!gauge_item(x, &x->blocks[i]))
			continue;
		int p = nd[x->blocks[i].owner].parent, j = i + 1;
		while (j < end && gauge_item(x, &x->blocks[j]) && nd[x->blocks[j].owner].parent == p)
			j++;
		if (j - i < GAUGE_RUN || p <= c) {
			i = j - 1;
			continue;
		}
		int a = p;
		while (nd[a].parent > c && nd[nd[a].parent].end_block - nd[nd[a].parent].first_block <=
		       GAUGE_BLOCKS && nd[nd[a].parent].tchars <= GAUGE_CHARS)
			a = nd[a].parent;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A petition's or a fundraiser's progress box, its bar and its counts
 * ("<div class=petition-progress><div class=progress-bar></div><p>3.126
 * Unterstützende</p><p>78 % vom Quorum erreicht</p><p>Noch 19 Tage</p>",
 * "12.340 € von 20.000 €", "1 204 signatures sur 2 000", "Mancano 12
 * giorni"): a box named a progress (H_PROGRESS), PROG_UP levels up at
 * most from a kept line in the container, of PROG_BLOCKS blocks or fewer,
 * each under PROG_LINE characters, link-free and no sentence, one with a
 * figure: the widget's, all its lines go. */
#define PROG_UP 3
#define PROG_BLOCKS 6
#define PROG_LINE 80
void drop_progress_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars >= PROG_LINE || b->link_chars)
			continue;
		int a = b->owner;
		for (int k = 0; k < PROG_UP && a > c && !(nd[a].hint & H_PROGRESS); k++)
			a = nd[a].parent;
		if (a <= c || !(nd[a].hint & H_PROGRESS) ||
		    nd[a].end_block - nd[a].first_block > PROG_BLOCKS)
			continue;
		int ok = 1, fig = 0;
		for (int k = nd[a].first_block; k < nd[a].end_block && ok; k++) {
			const struct block *e = &x->blocks[k];
			const char *s = x->text.p + e->off;
			ok = e->chars < PROG_LINE && !e->link_chars && !ends_sentence(s, e->len);
			fig |= has_digit(s, e->len);
		}
		if (ok && fig)
			unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A reader poll's question over its rating widget: a name page's "¿Te
 * gusta este nombre?" over "★★★★★ 4.6/5 (1.208 votos)", "Wie gefällt dir
 * der Name?", "Do you like this name?", "Ti piace questo nome?". A kept
 * line, no link, under POLL_ASK characters and POLL_WORDS words, that
 * closes on a question mark, right over a dropped line of the widget
 * (boiler_phrase: a score and its votes) in the same box of two or three
 * blocks, goes with it. */
#define POLL_ASK 60
#define POLL_WORDS 8
void drop_poll_ask(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0 || b->link_chars || b->chars >= POLL_ASK ||
		    b->words > POLL_WORDS || !b->len || s[b->len - 1] != '?' ||
		    b[1].keep > 0 || !b[1].len)
			continue;
		int p = nd[b->owner].parent;
		if (p < 0 || (b[1].owner != p && nd[b[1].owner].parent != p) ||
		    nd[p].first_block != i ||
		    nd[p].end_block - i > 3 || !has_digit(x->text.p + b[1].off, b[1].len) ||
		    !boiler_phrase(x->text.p + b[1].off, b[1].len))
			continue;
		b->keep = 0;
	}
}

/* A hero slider's slides above the page's h1 (a company's home page:
 * "<h2>Strom. Licht. Sicherheit.</h2><p>Ihr Elektromeister in Freiburg
 * und Umgebung</p><a>Angebot anfordern</a>" per slide, then "<h1>Ihr
 * Elektriker in Freiburg</h1>" over the text), where no class names the
 * slider (hashed): the headline, an h1, inside the container under
 * SLIDE_HEADS or more kept headings, every kept block above it short
 * (under SLIDE_LINE characters, SLIDE_WORDS words, no link) and prose
 * kept under it: the lines above the h1 are taglines, no text, and go. */
#ifndef SLIDE_HEADS
#define SLIDE_HEADS 2
#endif
#ifndef SLIDE_LINE
#define SLIDE_LINE 80
#endif
#ifndef SLIDE_WORDS
#define SLIDE_WORDS 10
#endif
void drop_hero_slides(struct extractor *x, int first, int end)
{
	int hl = x->headline, heads = 0;
	if (hl <= first || hl >= end || !(x->blocks[hl].tag & F_H1))
		return;
	for (int j = first; j < hl; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0)
			continue;
		if (b->chars >= SLIDE_LINE || b->words > SLIDE_WORDS || b->link_chars)
			return;
		heads += (b->tag & F_HEAD) != 0;
	}
	if (heads < SLIDE_HEADS)
		return;
	int prose = 0;
	for (int j = hl + 1; j < end && !prose; j++)
		prose = x->blocks[j].keep > 0 && is_prose(&x->blocks[j]);
	if (!prose)
		return;
	for (int j = first; j < hl; j++)
		x->blocks[j].keep = 0;
}

/* A campaign's or a project's dated updates after its text, where classes
 * are hashed (a petition's "Neuigkeiten", "Updates", "Actualités de la
 * pétition": "<h2>Neuigkeiten</h2><div><div>18.11.2025</div><h3>3.000
 * Unterschriften erreicht!</h3><p>Vielen Dank ...</p></div>"): a kept
 * heading under the text's prose opens a box whose kept blocks are all
 * entries, each a short date line (a date in figures or a time told from
 * now, "vor 3 Tagen", "3 days ago"; under UPDATE_DATE characters, no
 * link) over a heading over prose; the text above holds twice the prose
 * the box holds. The news of the page, no part of its text: it goes. A
 * live blog's entries are its text (no such prose above them). */
#ifndef UPDATE_DATE
#define UPDATE_DATE 32
#endif
static int update_date(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	return b->keep > 0 && !b->link_chars && b->chars < UPDATE_DATE && !(b->tag & F_HEAD) &&
	       !ends_sentence(s, b->len) && (figure_date(s, b->len) || rel_time(s, b->len));
}

void drop_dated_updates(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	long above = 0;
	for (int i = first; i + 3 < end; i++) {
		const struct block *h = &x->blocks[i];
		if (h->keep <= 0)
			continue;
		if (!(h->tag & F_HEAD) || h->link_chars || !above) {
			if (is_prose(h))
				above += h->chars;
			continue;
		}
		int a = -1;
		for (int p = h->owner; p > c && nd[p].first_block == i; p = nd[p].parent)
			a = p;
		if (a < 0 || nd[a].end_block > end)
			continue;
		int j = i + 1, entries = 0, ok = 1;
		long in = 0;
		while (ok && j < nd[a].end_block) {
			if (x->blocks[j].keep <= 0) {
				j++;
				continue;
			}
			/* an entry: its date line, its heading, its prose */
			ok = update_date(x, &x->blocks[j]);
			int k = j + 1;
			while (ok && k < nd[a].end_block && x->blocks[k].keep <= 0)
				k++;
			ok = ok && k < nd[a].end_block && (x->blocks[k].tag & F_HEAD) &&
			     !x->blocks[k].link_chars;
			int prose = 0;
			for (k++; ok && k < nd[a].end_block; k++) {
				const struct block *e = &x->blocks[k];
				if (e->keep <= 0)
					continue;
				if (!is_prose(e) || e->link_chars)
					break;
				prose++;
				in += e->chars;
			}
			ok = ok && prose > 0;
			entries += ok;
			j = k;
		}
		if (!ok || !entries || above < 2 * in)
			continue;  /* no updates' box: its blocks are read on */
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}
