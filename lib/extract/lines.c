/*
 * extract/lines: the line classifiers, each on one block's text, and their
 * word lists; phases 2 and 3 (weights.c, container.c, select.c and its rules)
 * call them. boiler_phrase, the widget phrases it looks for and the tests
 * only it calls are in phrases.c.
 */
#include "internal.h"

/* Where s[0..n) first holds w (ASCII case-insensitive), or NULL. */
const char *memmem_ci(const char *s, size_t n, const char *w)
{
	size_t wl = strlen(w);
	if (!wl || wl > n)
		return wl ? NULL : s;
	/* the first letter in either case found by memchr (vectorised:
	 * most blocks hold none of the phrases, and the word lists are many),
	 * the rest compared where it is */
	unsigned char lo = (unsigned char)tolower((unsigned char)w[0]);
	unsigned char up = (unsigned char)toupper((unsigned char)w[0]);
	const char *end = s + n - wl + 1;   /* the last start + 1 */
	const char *pl = memchr(s, lo, (size_t)(end - s));
	const char *pu = up == lo ? NULL : memchr(s, up, (size_t)(end - s));
	/* the second letter too before the call (the first is common) */
	unsigned char lo2 = wl > 1 ? (unsigned char)tolower((unsigned char)w[1]) : 0;
	unsigned char up2 = wl > 1 ? (unsigned char)toupper((unsigned char)w[1]) : 0;
	while (pl || pu) {
		const char *p = !pu || (pl && pl < pu) ? pl : pu;
		if (wl == 1 || (((unsigned char)p[1] == lo2 || (unsigned char)p[1] == up2) &&
		                !strncasecmp(p + 2, w + 2, wl - 2)))
			return p;
		if (p == pl)
			pl = memchr(p + 1, lo, (size_t)(end - p - 1));
		else
			pu = memchr(p + 1, up, (size_t)(end - p - 1));
	}
	return NULL;
}

/* Whether one of w's k words stands in s as a word: no letter before it
 * nor after it ("Unser Team", no "Steam", "Teamwork"; "Notre équipe", no
 * "équipements"; bytes of other scripts count as letters). With
 * WORD_FIGURE a figure may touch it ("39,90EUR", "30min"), else a figure
 * counts as a letter; with WORD_HEAD it may run on into a longer word
 * ("Min" in "Minuten"), only its start is tested. */
int word_in(const char *s, size_t n, const char *const *w, size_t k, int how)
{
	for (size_t i = 0; i < k; i++) {
		size_t wl = strlen(w[i]), a = 0;
		const char *p;
		while (a < n && (p = memmem_ci(s + a, n - a, w[i])) != NULL) {
			size_t o = (size_t)(p - s), e = o + wl;
			unsigned char l = o ? (unsigned char)s[o - 1] : ' ';
			unsigned char r = e < n ? (unsigned char)s[e] : ' ';
			int lw = l >= 0x80 || (how & WORD_FIGURE ? isalpha(l) : isalnum(l));
			int rw = r >= 0x80 || (how & WORD_FIGURE ? isalpha(r) : isalnum(r));
			if (!lw && (!rw || how & WORD_HEAD))
				return 1;
			a = o + 1;
		}
	}
	return 0;
}

/* A line of a listing's card that is its price, its label before it or
 * not and text after it ("Kaufpreis: 398.000,- EUR Exposé", "Price:
 * $249,000", "189,00 EUR", "Loyer : 850 € CC", "السعر: ٤٩٩ ر.س"): one
 * of the block's lines under ITEM_LINE bytes whose text after a label's
 * colon (within PRICE_LABEL bytes, internal.h) opens with a figure
 * (Arabic's too) or a currency's sign and holds a price within PRICE_MAX
 * bytes. */
#ifndef ITEM_LINE
#define ITEM_LINE 100
#endif
int price_in_lines(const char *s, size_t n)
{
	for (size_t a = 0; a < n;) {
		const char *nl = memchr(s + a, '\n', n - a);
		size_t e = nl ? (size_t)(nl - s) : n, k = a;
		if (e - a < ITEM_LINE) {
			const char *col = memchr(s + a, ':', e - a < PRICE_LABEL ? e - a : PRICE_LABEL);
			if (col)
				for (k = (size_t)(col - s) + 1; k < e && s[k] == ' '; k++)
					;
			unsigned char c = k < e ? (unsigned char)s[k] : 0;
			size_t m = e - k < PRICE_MAX ? e - k : PRICE_MAX - 1;
			if ((isdigit(c) || c == '$' || c == 0xC2 || c == 0xE2 ||
			     arabic_sign(s + k, e - k) || figure_at(s + k, e - k)) &&
			    price_line(s + k, m))
				return 1;
		}
		a = e + 1;
	}
	return 0;
}

/* A death notice's life dates, a line of its own under the name: a mark of
 * birth or death before a date ("* 3. Februar 1941 in Eschwege", "† 18.
 * November 2025", "✝ 2025", "geb. 12.03.1941"; a footnote's "* Stand:
 * 27.11.2025" is none) or two years of 1800-2099 parted by a dash, the
 * first LIFE_SPAN years or more the earlier ("March 2, 1938 - November
 * 19, 2025", "1938 - 2025"; a season's "2024-2025" is none). */
#ifndef LIFE_SPAN
#define LIFE_SPAN 18
#endif
int life_dates(const char *s, size_t n)
{
	if (n >= 80 || !dated(s, n))
		return 0;
	if ((n > 2 && s[0] == '*' && s[1] == ' ' && isdigit((unsigned char)s[2])) ||
	    (n > 5 && starts_with_ci(s, n, "geb. ") && isdigit((unsigned char)s[5])) ||
	    memmem(s, n, "\xE2\x80\xA0", 3) || memmem(s, n, "\xE2\x9C\x9D", 3) ||
	    memmem(s, n, "\xE2\x9C\x9E", 3))
		return 1;
	int y[2], ny = 0, dash = 0;
	for (size_t i = 0; i + 4 <= n && ny < 2; i++) {
		if (ny == 1 && (s[i] == '-' || (i + 3 <= n && !memcmp(s + i, "\xE2\x80\x93", 3))))
			dash = 1;
		if ((i && isdigit((unsigned char)s[i - 1])) || (s[i] != '1' && s[i] != '2') ||
		    (i + 4 < n && isdigit((unsigned char)s[i + 4])))
			continue;
		int v = 0, k = 0;
		while (k < 4 && isdigit((unsigned char)s[i + k]))
			v = v * 10 + s[i + k++] - '0';
		if (k == 4 && v >= 1800 && v < 2100)
			y[ny++] = v;
	}
	return ny == 2 && dash && y[0] + LIFE_SPAN <= y[1];
}

/* Short blocks that are widget text on news pages, whatever their markup.
 * Strong phrases mark a short block anywhere; weak ones only when the
 * block is not a sentence (no final punctuation): "By the end of the day,
 * ..." is prose, "By Jane Doe" a byline. */
int ends_sentence(const char *s, size_t n)
{
	while (n && (s[n - 1] == ' ' || s[n - 1] == ')'))
		n--;
	if (!n)
		return 0;
	const unsigned char *u = (const unsigned char *)s + n;
	unsigned char c = u[-1];
	if (c == '.' || c == '!' || c == '?' || c == '"')
		return 1;
	if (n >= 2 && u[-2] == 0xC2 && (c == 0xBB || c == 0xAB)) {
		/* a guillemet closes a quote (French, German, Swiss) when a
		 * sentence ends in it; alone it is a "more" arrow */
		n -= 2;
		/* and so does a quote that ends the line where the line
		 * opened it, right after its last word: an Italian or French
		 * deck's "... chiedono ristori: «Abbiamo perso il trenta per
		 * cento degli incassi»" (German's "»...«" the other way) */
		if (n && (unsigned char)s[n - 1] >= 'A' &&
		    memmem(s, n, c == 0xBB ? "\xC2\xAB" : "\xC2\xBB", 2))
			return 1;
		while (n && s[n - 1] == ' ')
			n--;
		if (n >= 2 && (unsigned char)s[n - 2] == 0xC2 && (unsigned char)s[n - 1] == 0xA0)
			n -= 2;
		return n && (s[n - 1] == '.' || s[n - 1] == '!' || s[n - 1] == '?');
	}
	if (n < 3)
		return 0;
	if (u[-3] == 0xE2 && u[-2] == 0x80)
		return c == 0x9D || c == 0x99 || c == 0x9C || c == 0x98;  /* quotes, German's too */
	/* another script's stop (CJK's, a danda, the Arabic question mark;
	 * not the fullwidth semicolon) */
	return (script_mark(u - 2, 2) == 1) ||
	       (script_mark(u - 3, 3) == 1 && !(u[-3] == 0xEF && c == 0x9B));
}

/* A caption that is a sentence followed by its credit in parentheses
 * ("A boy poses with a painting. (Name/Agency)"). */
int credited_sentence(const char *s, size_t n)
{
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != ')')
		return 0;
	size_t k = n - 1;
	while (k > 0 && n - k < 80 && s[k] != '(')
		k--;
	return s[k] == '(' && k > 0 && ends_sentence(s, k);
}

/* A picture's credit label in the languages of South and Southeast Asia
 * and East Africa ("... nhà ga. Ảnh: Nguyễn Đông", "... হচ্ছে। ছবি: সৌরভ
 * দাশ", "... Kericho. PICHA: MAKTABA", "... Quezon City. Larawan: ...",
 * "... Jakarta. Gambar: ..."): credit_tail's after a sentence, and a
 * caption's that is no loose one (loose_caption). */
const char *const credit_asia[CREDIT_ASIA] = {
	"Ảnh:", "ảnh:", "ছবি:", "ফটো:", "फोटो:", "तस्वीर:", "ภาพ:", "படம்:", "picha:",
	"larawan:", "gambar:",
};

/* Does s[0..n) name a photo agency, a word of its own ("Damir Kovacevic /
 * Getty Images", "Shutterstock")? */
int photo_agency(const char *s, size_t n)
{
	static const char *const agency[] = {
		"getty", "shutterstock", "istock", "istockphoto", "alamy", "imago", "unsplash",
	};
	return HAS_WHOLE_WORD(s, n, agency);
}

/* A caption that is a sentence followed by its credit with no
 * parentheses, a magazine's picture in the body, caption and credit set
 * in one line: "Heinz Gerlach vor seinem Haus. © Jonas Wendt", "... im
 * Ötztal. Foto: Anna Rosen", "... at dawn. Photograph by Greta Rybus",
 * "... en octobre. Photo : Léa Martin", "... del puerto. Foto: EFE"; a
 * chart's source too ("... im August 2018 bis 2026. Quelle: WSV"). The
 * credit is under 80 bytes and the sentence before it 30 or more (a few
 * words). A credit in a span of its own right after the caption's span
 * runs into its full stop with no space ("<figcaption><span>... eines
 * Maiskolbens.</span><span class=credit>Foto: iStock</span>", "... the
 * harbour.Photo: AP", "... del puerto.Foto: EFE"): it counts too. */
int credit_tail(const char *s, size_t n)
{
	static const char *const w[] = {
		"\xC2\xA9", "(c) ", "foto:", "fotos:", "foto ", "bild:", "bilder:", "photo:",
		"photo :", "photos:", "photo by", "photograph by", "photographs by", "image:",
		"photograph:", "photographs:", "photography:",
		/* the British, Irish, Australian and South African papers'
		 * word ("... at Naledi station. Picture: Sizwe Dlamini", "Pic:
		 * Supplied") */
		"picture:", "pictures:", "picture by", "pic:",
		"illustration:", "illustration by", "illustration :", "grafik:", "credit:",
		"cr\xC3\xA9" "dit", "fotograf\xC3\xAD" "a:", "imagen:", "beeld:",
		/* and in the other languages of Europe ("... torstaiaamuna.
		 * Kuva: Jari Kovalainen / Yle", "... w Gdańsku. Fot. Piotr
		 * Kowalczyk", "... «Путиловская». Фото: Александр Демьянчук /
		 * ТАСС"; a letter outside ASCII is not folded: both cases) */
		"kuva:", "kuvat:", "fot.", "fot:", "zdj\xC4\x99" "cie:", "fot\xC3\xB3:",
		"fotografie:", "billede:", "bilde:", "nuotr.", "nuotrauka:",
		"Фото:", "фото:", "Фото ", "фото ", "Снимка:", "снимка:",
		"Φωτογραφία:", "φωτογραφία:", "Φωτ.:", "φωτ.:",
		/* and in the languages of South and Southeast Asia and East
		 * Africa: credit_asia[] */
		/* a chart's source ("... bis 2026. Quelle: Statistisches Bundesamt") */
		"quelle:", "quellen:", "source:", "sources:", "source :", "fuente:", "fonte:",
		"bron:",
	};
	size_t lo = n > 80 ? n - 80 : 0;
	for (size_t k = n; k-- > lo + 1;) {
		int glued = s[k - 1] == '.' || s[k - 1] == '!' || s[k - 1] == '?';
		if ((s[k - 1] != ' ' && !glued) ||
		    !(STARTS_ANY_CI(s + k, n - k, w) || STARTS_ANY_CI(s + k, n - k, credit_asia)))
			continue;
		size_t e = glued ? k : k - 1;
		while (e && s[e - 1] == ' ')
			e--;
		if (e >= 30 && ends_sentence(s, e))
			return 1;
	}
	return 0;
}

/* A news agency's or a writer's sign under a story, a line of its own,
 * under SIGLE_LINE bytes (internal.h). Either an agency's code of two to
 * six capitals after a dash ("- SAPA", "-- NZPA", "— AFP"), or, as
 * German, Swiss, Austrian and Latin papers close a report, one to three
 * codes in parentheses, each of two to five small letters or two to six
 * capitals, joined by "/" or ", " ("(sda/fru)", "(dpa/lby)", "(APA/red)",
 * "(ats/afp)", "(IANS)", "(EFE)"); a lone code in small letters is four
 * letters at most ("(red)", "(pd)", "(ots)"). Or a wire agency's name
 * alone, as an Australian or an Indian paper closes its copy ("AAP",
 * "PTI"): only the agencies' names, a code of capitals alone being a
 * release's "ENDS" too. */
int agency_sign(const char *s, size_t n)
{
	static const char *const wire[] = {
		"AAP", "AFP", "AP", "PTI", "IANS", "UNI", "ANI", "SAPA", "Sapa", "NZPA",
		"Reuters", "Bernama", "dpa", "ANSA", "EFE", "APA", "Xinhua",
	};
	for (size_t k = 0; k < sizeof wire / sizeof *wire; k++)
		if (n == strlen(wire[k]) && !memcmp(s, wire[k], n))
			return 1;
	if (n < 4 || n >= SIGLE_LINE)
		return 0;
	size_t d = dash_run(s, n), k;
	if (d) {
		for (k = d; k < n && s[k] >= 'A' && s[k] <= 'Z'; k++)
			;
		return k == n && k - d >= 2 && k - d <= 6;
	}
	if (s[0] != '(' || s[n - 1] != ')')
		return 0;
	int codes = 0, small = 0;
	k = 1;
	while (k < n - 1) {
		size_t a = k;
		int lo = s[k] >= 'a' && s[k] <= 'z';
		while (k < n - 1 && (lo ? s[k] >= 'a' && s[k] <= 'z' : s[k] >= 'A' && s[k] <= 'Z'))
			k++;
		if (k - a < 2 || k - a > (lo ? 5u : 6u) || ++codes > 3)
			return 0;
		small = lo && k - a > 4;
		if (k == n - 1)
			break;
		if (s[k] == '/')
			k++;
		else if (s[k] == ',' && s[k + 1] == ' ')
			k += 2;
		else
			return 0;
	}
	return codes >= 1 && k == n - 1 && !(codes == 1 && small);
}

/* A picture's caption in a box whose class names no caption, set with
 * the picture ("<div class=leadImage><img><div class=imageDescription>
 * Powalone drzewo na ul. Grunwaldzkiej w Gdańsku <span>Fot. Piotr
 * Kowalczyk / Agencja Wyborcza.pl</span>", "<div class=article__image>
 * <img><span>Tramm Vanasadamas.</span> <span>Foto: Siim Lõvi</span>"):
 * under CAP_LINE bytes, no link, its line closed by a credit of two to
 * six words and no sentence ("Foto: dpa", "Fot. Piotr Kowalczyk"), ten
 * bytes or more before it, and the box one or two levels up holding the
 * picture and no more than two blocks: it is taken as a caption. */
#ifndef CAP_LINE
#define CAP_LINE 250
#endif
static int credit_end(const char *s, size_t n)
{
	static const char *const w[] = {
		"foto:", "fotos:", "photo:", "photo :", "photos:", "bild:", "fot.", "fot:",
		"kuva:", "fot\xC3\xB3:", "nuotr.", "Фото:", "фото:", "Φωτογραφία:",
		"\xC2\xA9",
	};
	size_t lo = n > 80 ? n - 80 : 10;
	for (size_t k = n; k-- > lo;) {
		if (s[k - 1] != ' ' || !STARTS_ANY_CI(s + k, n - k, w))
			continue;
		int words = 0;
		for (size_t j = k; j < n; j++)
			words += s[j] == ' ' && j + 1 < n && s[j + 1] != ' ';
		return words >= 1 && words <= 5 && !ends_sentence(s + k, n - k);
	}
	return 0;
}

/* A hash of s[0..n), its spaces at either end aside. */
unsigned alt_hash(const char *s, size_t n)
{
	while (n && s[0] == ' ')
		s++, n--;
	while (n && s[n - 1] == ' ')
		n--;
	return hash_bytes(s, n);
}

/* A picture's name beside it, the picture's alt text again: the box of
 * the block's owner (or the owner itself, the line's element inline)
 * holds that line alone and, near it, the picture in an element of
 * its own within the CAP_NODES elements after the box ("<div
 * class=lemma-picture><a><img alt=元青花缠枝牡丹纹罐></a><span
 * class=description>元青花缠枝牡丹纹罐</span></div>", a wiki's). A short
 * line, under CAP_NAME bytes, no link, no heading: it names the
 * picture and goes (caption_verdict). A sentence stays, as
 * caption_verdict keeps one (WordPress's caption box whose linked
 * picture's alt is its caption: "Volunteers sort books at the library
 * on Market Street."); one cut short with an ellipsis is none. */
#ifndef CAP_NAME
#define CAP_NAME 120
#endif
#ifndef CAP_NODES
#define CAP_NODES 4  /* elements after the box looked at for its picture */
#endif
int pic_beside(const struct extractor *x, int c, const struct block *b, const char *s)
{
	const struct node *nd = x->nodes;
	/* (one cut short, "... airport in...", is none: the alt's stub) */
	int cut = (b->len >= 3 && !memcmp(s + b->len - 3, "...", 3)) ||
	          (b->len >= 3 && !memcmp(s + b->len - 3, "\xE2\x80\xA6", 3));
	if (!x->nalt || b->len >= CAP_NAME || b->link_chars || (b->tag & F_HEAD) ||
	    (b->words >= 6 && ends_sentence(s, b->len) && !cut))
		return 0;
	unsigned h = alt_hash(s, b->len);
	/* the owner, or the box round it (the line's element inline) */
	for (int p = b->owner, up = 0; up < 2 && p > c; p = nd[p].parent, up++) {
		if (nd[p].end_block - nd[p].first_block != 1)
			return 0;
		for (int j = p + 1; j < x->nnodes && j <= p + CAP_NODES; j++) {
			if (!(nd[j].hint & H_PICTURE) || nd[j].first_block != nd[j].end_block)
				continue;
			for (int k = 0; k < x->nalt; k++)
				if (x->alt_node[k] == j && x->alt_text[k] == h)
					return 1;
		}
	}
	return 0;
}

int pic_caption(const struct extractor *x, int c, const struct block *b,
                const char *s)
{
	if (b->len >= CAP_LINE || b->link_chars || (b->tag & F_HEAD))
		return 0;
	const struct node *nd = x->nodes;
	int a = b->owner;
	for (int up = 0; up < 2 && a > c && !(nd[a].hint & H_PICTURE); up++)
		a = nd[a].parent;
	return a > c && (nd[a].hint & H_PICTURE) && nd[a].end_block - nd[a].first_block <= 2 &&
	       credit_end(s, b->len);
}

/* A rating widget's line under a post: "(12 votes, average: 4.58 out of
 * 5)", "(12 votos, promedio: 4,58 de 5)", "4.6/5 - (12 Stimmen)": a score
 * out of 5 or 10 after a figure, and a count of votes, in the major European
 * languages; or a short line that opens with the score, "4.86 da 21 voti".
 * Or its stars' labels run into one line (an Italian town hall's template
 * under "Quanto sono chiare le informazioni su questa pagina?": "Valuta 5
 * stelle su 5 Valuta 4 stelle su 5 ...", "Rate 5 stars out of 5", "Bewerte
 * mit 4 Sternen"): a verb of rating, a figure, then stars, no sentence. */
static int star_labels(const char *s, size_t n)
{
	static const char *const rate[] = {
		"valuta ", "rate ", "bewerte ", "bewerten ", "bewerte mit ", "noter ", "vota ",
		"valorar ", "puntuar ", "beoordeel ",
	};
	static const char *const stars[] = {
		" stell", " star", " stern", " \xC3\xA9toile", " estrella", " ster",
	};
	if (n > 100 || !strchr("vVrRbBnNpP", *s) || ends_sentence(s, n))
		return 0;
	for (size_t i = 0; i < sizeof rate / sizeof *rate; i++) {
		size_t l = strlen(rate[i]), d = 0;
		if (n <= l || strncasecmp(s, rate[i], l))
			continue;
		while (l + d < n && isdigit((unsigned char)s[l + d]))
			d++;
		if (d && STARTS_ANY_CI(s + l + d, n - l - d, stars))
			return 1;
	}
	return 0;
}

int rating_line(const char *s, size_t n)
{
	if (n && star_labels(s, n))
		return 1;
	static const char *const of[] = {
		" out of ", " of ", " de ", " su ", " sur ", " von ", " van ", " z ", " из ",
		" av ", " / ", "/", " จาก ",
	};
	/* the votes' word; the short ones open a word ("3 ecosystems since
	 * 2019", "devoted" hold none), German's may close a compound
	 * ("Kundenbewertungen") */
	static const char *const votes[] = {
		"vot", "stem", "głos", "голос", "hlas", "röst",
		/* Arabic's, Persian's, Hebrew's ratings ("٤.٩ من ٣٧ تقييم",
		 * "تقييمات", "۴.۵ از ۱۲ امتیاز", "4.8 מתוך 23 דירוגים") */
		"تقييم", "امتیاز", "דירוג",
	};
	static const char *const votes_de[] = {"Bewertung", "Stimme"};
	/* Malay's, Indonesian's, Vietnamese's, Thai's ("5 daripada 12
	 * undian", "4,8 dari 20 suara", "4.5/5 (12 phiếu bầu)") are the
	 * words of an election's count and a share's too ("96.214.691
	 * suara", "3 mã cổ phiếu tăng 7%"): they vote only with the
	 * rating's "X dari Y" or a score out of 5 or 10; so do a shop's
	 * ratings, points and notes in a line that ends no sentence, the
	 * score with its decimals (WooCommerce's stars' text, "Rated 4.80
	 * out of 5 based on 12 customer ratings", "Note 4.80 sur 5 basée
	 * sur 12 notes clients", "ได้คะแนน 4.80 จาก 5 จาก 37 คะแนน"; "The
	 * team won 3 of 5 games, a rating the coach called fair." is a
	 * story's, "Lecture notes 3 of 10" a course's; Thai ends no
	 * sentence with a stop, so there the decimals carry it) */
	static const char *const votes_as[] = {"undi", "suara", "phiếu", "โหวต"};
	static const char *const votes_shop[] = {"rating", "note", "คะแนน"};
	static const char *const dari[] = {" dari ", " daripada "};
	if (n > 100)
		return 0;
	int as = 0, shop = 0;
	if (!word_in(s, n, votes, sizeof votes / sizeof *votes, WORD_HEAD) &&
	    !HAS_ANY_CI(s, n, votes_de)) {
		if (!word_in(s, n, votes_as, sizeof votes_as / sizeof *votes_as, WORD_HEAD) &&
		    (ends_sentence(s, n) ||
		     !word_in(s, n, votes_shop, sizeof votes_shop / sizeof *votes_shop, WORD_HEAD)))
			return 0;
		as = 1;
		shop = !word_in(s, n, votes_as, sizeof votes_as / sizeof *votes_as, WORD_HEAD);
		for (size_t k = 0; k < sizeof dari / sizeof *dari; k++) {
			size_t wl = strlen(dari[k]);
			const char *p = memmem(s, n, dari[k], wl);
			if (p && p > s && isdigit((unsigned char)p[-1]) && p + wl < s + n &&
			    isdigit((unsigned char)p[wl]))
				return 1;
		}
	}
	/* a recipe card's "4.86 from 21 votes", "4,86 da 21 voti": a short
	 * line that opens with the score and holds the count (figures of
	 * any script, figure_at's: "٤.٩ من ٣٧ تقييم"), past the stars drawn
	 * before it ("★★★★★ 4.9 from 54 votes") */
	size_t st = 0;
	while (st + 3 <= n && !memcmp(s + st, "\xE2\x98", 2) &&
	       ((unsigned char)s[st + 2] == 0x85 || (unsigned char)s[st + 2] == 0x86)) {
		st += 3;
		while (st < n && s[st] == ' ')
			st++;
	}
	if (!as && n - st <= 40 && figure_at(s + st, n - st)) {
		int runs = 0;
		for (size_t i = 0; i < n;) {
			int l = figure_at(s + i, n - i);
			if (!l) {
				i++;
				continue;
			}
			/* "4.86" is one figure */
			runs += !(i && figure_before(s, i)) &&
			        !(i >= 2 && (s[i - 1] == '.' || s[i - 1] == ',') &&
			          figure_before(s, i - 1));
			i += (size_t)l;
		}
		if (runs >= 2)
			return 1;
	}
	for (size_t k = 0; k < sizeof of / sizeof *of; k++) {
		size_t wl = strlen(of[k]);
		for (const char *p = s; (p = memmem(p, n - (size_t)(p - s), of[k], wl)); p++) {
			const char *q = p + wl, *e = s + n;
			if (p == s || !isdigit((unsigned char)p[-1]) || q >= e)
				continue;
			/* (a shop's score has its decimals, "4.80 out of 5": a
			 * course's "Lecture notes 3 of 10" and "Note: the exam
			 * is on 21/5" have none) */
			if (shop && !(p - s >= 3 && (p[-2] == '.' || p[-2] == ',' || p[-3] == '.' ||
			                             p[-3] == ',')))
				continue;
			size_t r = (size_t)(e - q);
			if ((q[0] == '5' && (r == 1 || !isdigit((unsigned char)q[1]))) ||
			    (r >= 2 && q[0] == '1' && q[1] == '0' &&
			     (r == 2 || !isdigit((unsigned char)q[2]))))
				return 1;
		}
	}
	return 0;
}

/* A production's credits in a box named its author's ("<p class=
 * spettacolo-autore>di Luigi Pirandello<br>regia di Marta Consolini",
 * "Schauspiel von Henrik Ibsen<br>Regie: Anna Berg"): one of the lines
 * opens with a director's credit ("Regie", "Inszenierung", "regia",
 * "mise en scène", "directed by", "dirección", "regie"); no byline of an
 * article's writer holds one. */
int stage_credit(const char *s, size_t n)
{
	static const char *const w[] = {
		"regie", "inszenierung", "musikalische leitung", "regia", "mise en sc\xC3\xA8ne",
		"direction musicale", "directed by", "direcci\xC3\xB3n", "direcci\xC3\xB3n musical",
		"direzione musicale",
	};
	const char *e = s + n;
	while (s < e) {
		const char *nl = memchr(s, '\n', (size_t)(e - s));
		size_t l = nl ? (size_t)(nl - s) : (size_t)(e - s);
		for (size_t k = 0; k < sizeof w / sizeof *w; k++)
			if (starts_with_word(s, l, w[k]))
				return 1;
		s += l + 1;
	}
	return 0;
}

/* A book's ISBN on its line ("ISBN 978-3-7612-4410-7", "ISBN:
 * 978-88-5521-407-3", "ISBN-13 978..."): the word in capitals, then a
 * figure within ISBN_GAP bytes. */
#ifndef ISBN_GAP
#define ISBN_GAP 5
#endif
int isbn_line(const char *s, size_t n)
{
	for (const char *p = s; (p = memmem(p, n - (size_t)(p - s), "ISBN", 4)); p++) {
		const char *e = s + n, *q = p + 4;
		for (int k = 0; q < e && k < ISBN_GAP; q++, k++)
			if (isdigit((unsigned char)*q))
				return 1;
	}
	return 0;
}

/* A critic's grade under the label of a vote ("Voto: 8/10", "Bewertung: 4
 * von 5 Sternen", "Stemmen: 4/5"): a label word of GRADE_LABEL bytes at
 * most and its colon open the line, and what follows is no rating
 * widget's line (no count of votes after the score): rating_line reads
 * the label as the count. verdicts.c's boiler_verdict keeps it under the
 * verdict's prose (body_score), where a review's blog sets it. */
#ifndef GRADE_LABEL
#define GRADE_LABEL 12
#endif
int grade_line(const char *s, size_t n)
{
	size_t i = 0;
	if (n > 40)
		return 0;
	while (i < n && i <= GRADE_LABEL && (isalpha((unsigned char)s[i]) || (s[i] & 0x80)))
		i++;
	if (i < 3 || i > GRADE_LABEL || i + 2 >= n || s[i] != ':' || s[i + 1] != ' ' ||
	    !isdigit((unsigned char)s[i + 2]))
		return 0;
	return rating_line(s, n) && !rating_line(s + i + 2, n - i - 2);
}

/* The length of the figure that opens s[0..n), 0 if none: digits, with a
 * point or a comma between two of them ("1.284", "2,3", "15"). */
size_t figure_len(const char *s, size_t n)
{
	size_t i = 0;
	while (i < n && (isdigit((unsigned char)s[i]) ||
	                 (i && (s[i] == '.' || s[i] == ',') && i + 1 < n &&
	                  isdigit((unsigned char)s[i + 1]))))
		i++;
	return i;
}

/* The dashes and spaces that open s[0..n) ("- ", "– ", "— "), in bytes; 0
 * where none opens it. */
size_t dash_run(const char *s, size_t n)
{
	size_t i = 0, dashes = 0;
	for (;;) {
		if (i < n && (s[i] == '-' || s[i] == ' '))
			dashes += s[i++] == '-';
		else if (i + 3 <= n && (unsigned char)s[i] == 0xE2 &&
		         (unsigned char)s[i + 1] == 0x80 &&
		         ((unsigned char)s[i + 2] == 0x93 || (unsigned char)s[i + 2] == 0x94)) {
			i += 3;
			dashes++;
		} else
			break;
	}
	return dashes ? i : 0;
}

/* A podcast's call to subscribe where it plays, two apps or more named
 * ("Abonnieren Sie den Podcast bei Spotify, Apple Podcast, Amazon Music
 * und Deezer", "Subscribe on Apple Podcasts, Spotify or wherever you
 * listen", "Abonnez-vous sur Deezer ou Spotify", "Suscríbete en Spotify o
 * iVoox", "Abonneer je via Spotify of Apple Podcasts"). */
int podcast_call(const char *s, size_t n)
{
	static const char *const app[] = {
		"spotify", "apple podcast", "deezer", "amazon music", "google podcast",
		"audible", "podimo", "ivoox", "castbox", "podcast addict", "rss-feed",
		"rss feed",
	};
	static const char *const sub[] = {
		"abonnier", "abonnez", "abonneer", "subscribe", "suscr", "iscriv",
		"folge uns", "folgen sie", "follow us", "follow the", "follow on",
		"h\xC3\xB6ren sie", "h\xC3\xB6r dir", "h\xC3\xB6rt rein", "jetzt h\xC3\xB6ren",
		"jetzt anh\xC3\xB6ren", "listen on", "listen to", "listen wherever",
		"listen and subscribe", "\xC3\xA9" "coutez", "\xC3\xA9" "coute", "escucha",
		"esc\xC3\xBA" "chalo", "ascolta", "luister",
	};
	if (n >= 250 || !memmem_ci(s, n, "spotify"))
		return 0;
	/* the call opens the line or a sentence of it: "Analysts expect
	 * Deezer and Apple Podcasts to follow Spotify" is news */
	int call = 0;
	for (size_t k = 0; k < n && !call; k++)
		if (k == 0 || (k >= 2 && s[k - 1] == ' ' && strchr(".!?:", s[k - 2])))
			call = STARTS_ANY_CI(s + k, n - k, sub);
	if (!call)
		return 0;
	int apps = 0;
	for (size_t i = 0; i < sizeof app / sizeof *app; i++)
		apps += has_ci(s, n, app[i]);
	return apps >= 2;
}

/* The newsroom's call for tips or corrections under the article, a
 * sentence or two, its address linked or not: "Heb je een tip of zie je
 * een fout in dit artikel? Laat het ons weten", "¿Has visto algún
 * error?", "Vous avez trouvé une erreur? Merci de nous la signaler",
 * "Send your story ideas to <a>...</a> or <a>via WhatsApp</a>";
 * boiler_phrase reads it, and select_blocks on a link-dense line. */
static const char *const tip_calls[] = {
	"got a news tip", "have a news tip", "do you have a news tip", "spotted an error",
	"spotted a mistake", "spotted a typo", "haben sie einen fehler entdeckt",
	"fehler entdeckt?", "fehler gefunden?", "vous avez repéré une erreur",
	"vous avez remarqué une erreur", "vous avez trouvé une erreur",
	"vous avez vu une erreur", "signaler une erreur", "found an error?",
	"found an error in this", "found a mistake?", "found a typo?", "has visto algún error",
	"has detectado un error", "has encontrado un error", "hai trovato un errore",
	"hai notato un errore", "segnala un errore", "encontrou um erro", "viu um erro",
	"notou um erro", "heb je een tip", "zie je een fout", "heeft u een tip",
	"heb je een fout gevonden", "heeft u een fout gevonden",
	"ziet u een fout", "zauważyłeś błąd", "znalazłeś błąd", "Нашли ошибку",
	"Помітили помилку", "Знайшли помилку?", "Знайшли помилку в тексті?",
	/* a Swiss site's call for feedback ("Hast du Feedback zu
	 * diesem Artikel? Schreib uns") */
	"hast du feedback", "haben sie feedback", "feedback zu diesem artikel",
	/* and for readers' pictures and tips ("Hast du etwas
	 * gesehen?", "Schick uns deine Bilder, Videos und
	 * Informationen per WhatsApp", "Send us your photos",
	 * "Envoie-nous tes photos") */
	"hast du etwas gesehen", "haben sie etwas gesehen", "schick uns deine",
	"schicken sie uns ihre", "send us your photos", "send us your tips",
	"envoie-nous tes", "envoyez-nous vos", "inviaci le tue", "mandanos tus",
	"Заметили ошибку", "našli jste chybu", "hittat ett fel", "har du ett tips",
	/* and the Nordic and eastern papers' ("Har du tips til en sak?
	 * Ring oss ...", "Onko sinulla uutisvinkki?", "Masz temat?
	 * Napisz do nas", "Máte pro nás tip?") */
	"har du tips", "har du et tip", "har du et tips", "tipsa oss", "tips oss",
	"onko sinulla uutisvinkki", "masz temat", "masz informacje", "masz newsa",
	"m\xC3\xA1te tip",
	"m\xC3\xA1te pro n\xC3\xA1s tip", "imate vijest", "ave\xC8\x9Bi o \xC8\x99tire",
	"Есть новость", "Є новина",
	/* and a tabloid's call for readers' stories under its story
	 * ("Do you have a story to share? Email us at ...", "Got a
	 * story? Email ...", "Send your story ideas to ...", "Vous
	 * avez une info ? Écrivez-nous",
	 * "Hai una storia da raccontare? Scrivici") */
	"have a story", "got a story", "do you have a story", "have you got a story",
	"got a tip", "do you have a tip", "send your story ideas", "send us your story",
	"send us your stories", "vous avez une info", "vous avez une histoire",
	"tienes una historia", "hai una storia",
	"heb je een verhaal", "hast du eine geschichte", "haben sie eine geschichte",
	/* and its call to follow it, run into that line ("Continue the
	 * conversation @newsroomHQ | Have a story? Contact us at ...") */
	"continue the conversation",
	/* and a letters page's call for letters under the last one ("Have
	 * an opinion on anything you've read in the Guardian today? Please
	 * email us your letter ...", "Haben Sie eine Meinung zu diesem
	 * Thema? Schreiben Sie uns", "Vous souhaitez réagir ? Écrivez-nous",
	 * "¿Quiere enviar una carta al director?") */
	"have an opinion on", "do you have an opinion", "got an opinion on",
	"would you like to submit a letter", "want to write a letter",
	"haben sie eine meinung", "hast du eine meinung", "m\xC3\xB6" "chten sie einen leserbrief",
	"sie m\xC3\xB6" "chten einen leserbrief", "vous souhaitez r\xC3\xA9" "agir",
	"vous voulez r\xC3\xA9" "agir", "quiere enviar una carta", "quieres enviar una carta",
	"vuoi scrivere una lettera", "vuoi inviare una lettera", "wilt u een brief",
	"wil je een brief",
};
int tip_call(const char *s, size_t n)
{
	if (n >= 200)
		return 0;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 &&
	    ((unsigned char)s[1] == 0xBF || (unsigned char)s[1] == 0xA1)) {
		s += 2;
		n -= 2;
	}
	for (size_t i = 0; i < sizeof tip_calls / sizeof *tip_calls; i++)
		if (starts_with_word(s, n, tip_calls[i]))
			return 1;
	return 0;
}

/* Markup that reached the text: the escaped content of a <noscript> as
 * some renderers serialize it ("<img src=... >"), or a WordPress shortcode
 * that no plugin rendered ("[button link=...]Send us...[/button]"), or a
 * post's rendered HTML kept escaped in a hidden box for its editor, cut
 * short or whole (a forge's "raw-content": "<p>Dieser PR ergänzt ...",
 * "<p>Erledigt: #231</p>"): a block that opens with a text block's tag,
 * its text right after it as a renderer writes it, or that closes with a
 * tag. In a <pre> it is a tutorial's sample and stays (the caller's
 * test); so does a tutorial's prose that names the tag, a space after it
 * ("<p> markiert einen Absatz, <ul> eine Liste", the tag in an inline
 * <code>). */
#ifndef MARKUP_MIN
#define MARKUP_MIN 4
#endif
int is_markup(const struct block *b, const char *s)
{
	static const char *const tag[] = {
		"<p>", "<div>", "<ol>", "<ul>", "<li>", "<h2>", "<h3>", "<h4>", "<blockquote>",
	};
	size_t l = b->len > MARKUP_MIN ? OPENS_ANY_CI(s, b->len, tag) : 0;
	if (l && l < b->len && (s[l] != ' ' || s[b->len - 1] == '>'))
		return 1;
	if (b->len < 3 || !memchr(s, '=', b->len))
		return 0;
	if (s[0] == '[' && s[b->len - 1] == ']')
		return memmem(s, b->len, "[/", 2) != NULL;
	return s[0] == '<' && s[b->len - 1] == '>';
}

/* A function's signature, its types linked to their pages: an API
 * reference's declaration over the member's text ("public PooledConnection
 * acquire(Duration timeout) throws PoolExhaustedException", "def
 * read(path: Path) -> str", "fn push(&mut self, v: T)"): a name and its
 * brackets with no space between, a letter in them or none ("Warenkorb(2)"
 * is a counter), no sentence, under SIGNATURE_MAX characters. */
#ifndef SIGNATURE_MAX
#define SIGNATURE_MAX 200
#endif
int signature_line(const struct block *b, const char *s)
{
	if (b->chars >= SIGNATURE_MAX || b->words < 2 || b->len < 4)
		return 0;
	const char *o = memchr(s, '(', b->len);
	if (!o || o == s || !(isalnum((unsigned char)o[-1]) || o[-1] == '_'))
		return 0;
	const char *c = memchr(o, ')', b->len - (size_t)(o - s));
	if (!c)
		return 0;
	int letter = c == o + 1;
	for (const char *p = o + 1; p < c && !letter; p++)
		letter = isalpha((unsigned char)*p) != 0;
	return letter && !memmem(s, b->len, ". ", 2);
}

/* A C or C++ reference's include line for the class, its header's name
 * linked to the header's source ("#include <ringpuffer.h>", "#include
 * \"mq/backoff.h\""): a line of code, no more than a signature is. */
int include_line(const struct block *b, const char *s)
{
	if (b->len < 12 || b->len > 120 || memcmp(s, "#include ", 9))
		return 0;
	char c = s[b->len - 1];
	return (s[9] == '<' && c == '>') || (s[9] == '"' && c == '"');
}

/* A documentation generator's note under a class's page, over the list
 * of the source files it read (Doxygen's, in its languages: "The
 * documentation for this class was generated from the following file:",
 * "Die Dokumentation für diese Klasse wurde erzeugt aufgrund der Datei:",
 * "La documentation de cette classe a été générée à partir du fichier
 * suivant :", "... fue generada a partir del siguiente fichero:"). */
int doc_source_note(const char *s, size_t n)
{
	static const char *const w[] = {
		"generated from the following file", "erzeugt aufgrund der datei",
		"g\xC3\xA9n\xC3\xA9r\xC3\xA9" "e \xC3\xA0 partir du fichier",
		"g\xC3\xA9n\xC3\xA9r\xC3\xA9" "e \xC3\xA0 partir des fichiers",
		"generada a partir del siguiente fichero",
		"generada a partir de los siguientes ficheros",
		"generata a partire dal seguente file", "generata a partire dai seguenti file",
		"gegenereerd op grond van",
	};
	return n > 20 && s[n - 1] == ':' && HAS_ANY_CI(s, n, w);
}

/* A trail of links under the page's header, in a heading or a line of its
 * own ("Forum Bricolage > Maçonnerie > Fissure au plafond ...", "Accueil »
 * Actualités » ...", "Home › Blog"): two or more of its signs between
 * words, a quarter or more of it linked, under CRUMB_MAX characters. */
#ifndef CRUMB_MAX
#define CRUMB_MAX 250
#endif
int crumb_trail(const struct block *b, const char *s)
{
	if (b->chars >= CRUMB_MAX || b->link_chars * 4 < b->chars || b->len < 8)
		return 0;
	int signs = 0;
	for (size_t i = 1; i + 2 < b->len; i++) {
		if (s[i - 1] != ' ')
			continue;
		if ((s[i] == '>' && s[i + 1] == ' ') ||
		    ((unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xBB &&
		     s[i + 2] == ' ') ||
		    (i + 3 < b->len && (unsigned char)s[i] == 0xE2 &&
		     (unsigned char)s[i + 1] == 0x80 && (unsigned char)s[i + 2] == 0xBA &&
		     s[i + 3] == ' '))
			signs++;
	}
	return signs >= 2;
}

/* Structured data that a theme hides with CSS: a block of two or more
 * bare addresses ("http://.../photo.jpg 540 960 admin http://.../logo.jpg")
 * that make up half its text or more. */
int url_soup(const struct block *b, const char *s)
{
	int urls = 0;
	size_t in = 0;
	for (const char *p = s, *e = s + b->len; (p = memmem(p, (size_t)(e - p), "http", 4));) {
		const char *q = p + 4;
		if (q < e && *q == 's')
			q++;
		if (e - q < 3 || memcmp(q, "://", 3)) {
			p += 4;
			continue;
		}
		while (q < e && *q != ' ')
			q++;
		urls++;
		in += (size_t)(q - p);
		p = q;
	}
	return urls >= 2 && in * 2 >= b->len;
}

/* A share line: a label with its colon over an address, bare
 * and alone after it ("Read or Share this story: https://www.paper.com/
 * story/news/...", "Permalink: https://...", "Kurzlink: https://...",
 * "Lien court : https://..."), the label naming a share or a link of the
 * page, under SHARE_LABEL bytes: a tool's line, no sentence of the story. */
#ifndef SHARE_LABEL
#define SHARE_LABEL 40
#endif
#ifndef SHARE_URL
#define SHARE_URL 12  /* the shortest address: "http://a.de" and one */
#endif
int share_url_line(const struct block *b, const char *s)
{
	static const char *const word[] = {
		"share", "permalink", "short url", "short link", "shortlink", "kurzlink",
		"kurz-url", "teilen", "partager", "partagez", "lien court", "compartir",
		"enlace corto", "condividi", "link breve", "delen", "korte link",
	};
	const char *c = memchr(s, ':', b->len < SHARE_LABEL ? b->len : SHARE_LABEL);
	if (!c || c + 2 >= s + b->len || c[1] != ' ' || c[2] != 'h' || b->link_chars * 2 > b->chars)
		return 0;
	const char *u = c + 2, *e = s + b->len;
	if ((size_t)(e - u) < SHARE_URL || !bare_url(u, (size_t)(e - u)))
		return 0;
	/* whole words: no "shareholders", "onderdelen", "mitteilen" */
	return HAS_WHOLE_WORD(s, (size_t)(c - s), word);
}

/* A video player's label over the next clip it will play, the label
 * opening a line under PLAYER_NEXT bytes ("Up Next: 'Hollow Creek' Cast
 * Tease ...", "Now Playing: ...", "Nächstes Video: ...", "Vidéo suivante :
 * ..."), a clip's title with no full stop: the player's, no line of the
 * story (a recap's "Up next: an off day Monday, then three at home." is
 * a sentence, and stays). */
#ifndef PLAYER_NEXT
#define PLAYER_NEXT 160
#endif
int player_next(const struct block *b, const char *s)
{
	static const char *const label[] = {
		"up next:", "now playing:", "next video:", "n\xC3\xA4" "chstes video:",
		"als n\xC3\xA4" "chstes:", "vid\xC3\xA9o suivante :", "vid\xC3\xA9o suivante:",
		"siguiente v\xC3\xAD" "deo:", "pr\xC3\xB3ximo v\xC3\xAD" "deo:", "prossimo video:",
		"volgende video:",
	};
	/* (a player's box, not a paragraph of the story, unless its clip's
	 * title is linked: a recap's "Up next: Tennessee visits on Saturday
	 * (7 p.m.)" is a <p> with no link, and stays) */
	return b->len < PLAYER_NEXT && !(b->tag & F_HEAD) &&
	       (!(b->tag & F_P) || b->link_chars) && STARTS_ANY_CI(s, b->len, label) &&
	       !ends_sentence(s, b->len);
}

/* An image caption or credit: a short block ending in "(Image: X)",
 * "(Photo: X)", "Credit: X" and the like, or a credit line of a name and
 * its outlet under CREDIT_BY bytes ("Photography by X / The Verge"). */
#ifndef CREDIT_BY
#define CREDIT_BY 80
#endif
int is_credit(const struct block *b, const char *s)
{
	static const char *const w[] = {"(image:", "(photo:", "(picture:", "(credit:", "(pic:",
	                                "photo:", "image:", "credit:", "image copyright",
	                                "photograph:", "(getty", "(ap photo", "(reuters",
		/* and a picture's credit in Chinese, Japanese and Korean under
		 * the picture in a story's body ("图片来源：网络", "圖片來源：中央
		 * 社", "写真：共同通信", "사진=연합뉴스"), the colon full-width
		 * or not */
		"图片来源", "圖片來源", "图源：", "圖源：", "图片来自", "圖片來自", "写真：",
		"写真提供：", "画像：", "画像提供：", "사진=", "사진:", "사진 출처", "이미지 출처"};
	/* a story's credit line of its own under the text, a name and its
	 * outlet ("Photography by Chris Welch / The Verge", "Photos by Ana
	 * Ruiz / Reuters"): no sentence, under CREDIT_BY bytes */
	static const char *const by[] = {
		"photography by ", "photographs by ", "photos by ", "photo by ",
		"illustration by ", "illustrations by ",
	};
	if (b->len < CREDIT_BY && memchr(s, '/', b->len) && STARTS_ANY_CI(s, b->len, by) &&
	    !ends_sentence(s, b->len))
		return 1;
	/* a picture's credit that names its agency after the photographer,
	 * or the account it was taken from, the line whole and no sentence:
	 * "Damir Kovacevic / Getty Images", "Instagram: @user"; the account
	 * may go without its "@" when it is one word ("Facebook: mmuseumm",
	 * no "Facebook: Follow us") */
	static const char *const site[] = {
		"instagram: ", "twitter: ", "tiktok: ", "x: ", "facebook: ", "flickr: ",
	};
	if (b->len < CREDIT_BY && !b->link_chars && !ends_sentence(s, b->len)) {
		if (memmem(s, b->len, " / ", 3) && photo_agency(s, b->len))
			return 1;
		for (size_t k = 0; k < sizeof site / sizeof *site; k++) {
			size_t l = strlen(site[k]);
			if (b->len > l + 1 && starts_with_ci(s, b->len, site[k]) &&
			    (s[l] == '@' || !memchr(s + l, ' ', b->len - l)))
				return 1;
		}
	}
	if (b->len > 300)
		return 0;
	const char *e = s + b->len;
	const char *p = e;
	while (p > s && e - p < 80 && *p != '(' && !(p > s && p[-1] == ' ' && *p == ' '))
		p--;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t n = strlen(w[i]);
		if ((size_t)(e - p) >= n && !strncasecmp(p, w[i], n))
			return 1;
		if (w[i][0] != '(' && b->len >= n && !strncasecmp(s, w[i], n))
			return 1;
	}
	return 0;
}

/* A code listing's gutter set apart from its code, in a cell or a box of
 * its own beside it: numbers 1, 2 ... one a line and nothing else
 * ("<td class=gutter><pre>1\n2\n3</pre>", Rouge's "rouge-gutter",
 * Hugo's "lntd", a tutorial's own "code-table"): no text of the page. */
int line_numbers(const char *s, size_t n)
{
	long want = 1;
	size_t i = 0;
	while (i < n && isspace((unsigned char)s[i]))
		i++;
	while (i < n) {
		long v = 0;
		size_t d = i;
		while (i < n && isdigit((unsigned char)s[i]) && i - d < 6)
			v = v * 10 + (s[i++] - '0');
		if (i == d || v != want++ || (i < n && !isspace((unsigned char)s[i])))
			return 0;
		while (i < n && isspace((unsigned char)s[i]))
			i++;
	}
	return want > 2;
}

/* A song's or a poem's verses set as <br> lines, VERSE_LINES or more,
 * each under VERSE_LINE bytes, VERSE_WORDS words a line or more on the
 * whole, and a digit in a quarter of them at most: a lyrics site's text
 * whose lines open the notes on them, each line a link ("[Strophe 1]<br>
 * <a>Die Neonröhren flackern</a><br>Ich zähl das Wechselgeld", "[Verse
 * 1]", "[Couplet 1]", "[Strofa 1]", "[Verso 1]"), is text, not a menu: a
 * menu's or a list's lines are a word or two, or a headline with its date
 * under it. */
#ifndef VERSE_LINES
#define VERSE_LINES 8
#endif
#ifndef VERSE_LINE
#define VERSE_LINE 100
#endif
#ifndef VERSE_WORDS
#define VERSE_WORDS 4
#endif
int verse_lines(const char *s, size_t n)
{
	int lines = 0, words = 0, digits = 0;
	size_t i = 0;
	while (i < n) {
		size_t e = i;
		int w = 0, d = 0, in = 0;
		for (; e < n && s[e] != '\n'; e++) {
			unsigned char c = (unsigned char)s[e];
			d |= isdigit(c) != 0;
			w += !in && c != ' ';
			in = c != ' ';
		}
		if (e - i >= VERSE_LINE)
			return 0;
		if (w) {
			lines++;
			words += w;
			digits += d;
		}
		i = e + 1;
	}
	return lines >= VERSE_LINES && words >= VERSE_WORDS * lines && digits * 4 <= lines;
}

/* Does s hold a phone number: a run of digits, spaces and "+-/()" that
 * opens with a digit, a "+" or a "(" and holds PHONE_DIGITS digits or
 * more ("+49 7121 96845-21", "06 12 48 77 30", "0371 4408 190")? A full
 * stop ends the run, so that a date ("12.11.2026") is none. */
#ifndef PHONE_DIGITS
#define PHONE_DIGITS 8
#endif
int phone_number(const char *s, size_t n)
{
	int digits = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (isdigit(c))
			digits++;
		else if (!((c == ' ' || c == '-' || c == '/' || c == ')') && digits) &&
		         !((c == '+' || c == '(') && !digits))
			digits = 0;
		if (digits >= PHONE_DIGITS)
			return 1;
	}
	return 0;
}

/* who trusts the firm: so many words at most ("care homes") */
#ifndef TRUST_WHO
#define TRUST_WHO 2
#endif

/* Is s[0..n) a name and no more: one or two words that open with a
 * capital or a figure ("Zeitwerk", "Acme Cloud", "Ölwerk"), a full stop
 * or a mark after them? Not "the police" of "60 percent trust the
 * police". */
static int firm_name(const char *s, size_t n)
{
	while (n && (s[n - 1] == '.' || s[n - 1] == '!'))
		n--;
	int words = 0;
	for (size_t i = 0; i < n; words++) {
		const unsigned char *u = (const unsigned char *)s + i;
		if (!(isupper(u[0]) || isdigit(u[0]) ||
		      (u[0] == 0xC3 && i + 1 < n && u[1] >= 0x80 && u[1] <= 0x9E)))
			return 0;
		const char *e = memchr(s + i, ' ', n - i);
		i = e ? (size_t)(e - s) + 1 : n;
	}
	return words >= 1 && words <= 2;
}

/* A logo wall's caption on a firm's or a product's page: a line that says
 * who trusts the firm, with a count ("Trusted by 420+ healthcare
 * organisations", "Über 300 Fertigungsunternehmen vertrauen auf datafab",
 * "Plus de 500 entreprises nous font confiance", "Oltre 200 aziende si
 * affidano a noi", "Meer dan 400 bedrijven vertrouwen op Routex", "Más de
 * 300 empresas confían en nosotros"); "trusted by" needs none, and
 * nor does a short line under TRUST_SEEN bytes that opens with a press
 * wall's or a client wall's words ("Bekannt aus", "As seen in", "Vu
 * dans", "Visto en", "Ils nous font confiance", "Sie vertrauen uns"). */
#ifndef TRUST_SEEN
#define TRUST_SEEN 40
#endif
int trust_line(const char *s, size_t n)
{
	static const char *const verb[] = {
		"vertrauen auf", "vertrauen uns", "font confiance", "si affidano",
		"vertrouwen op", "vertrouwen ons", "conf\xC3\xAD" "an en", "rely on",
	};
	static const char *const seen[] = {
		"bekannt aus", "as seen in", "as seen on", "as featured in", "vu dans",
		"vus dans", "visto en", "vistos en", "visto su", "bekend van",
		"ils nous font confiance", "sie vertrauen uns", "they trust us",
	};
	if (memmem_ci(s, n, "trusted by"))
		return 1;
	/* the press wall's words end the line, a colon after them or none
	 * (a heading's "As seen in 2008", "Visto en perspectiva" goes on) */
	size_t o = n < TRUST_SEEN ? OPENS_ANY_CI(s, n, seen) : 0;
	if (o && (o == n || (o + 1 == n && s[o] == ':')))
		return 1;
	if (has_digit(s, n) && HAS_ANY_CI(s, n, verb))
		return 1;
	/* or a count that opens the line, a word or two for who, and the
	 * verb with the firm's name after it, which ends the line (firm_name;
	 * "Über 4.000 Betriebe vertrauen Zeitwerk", "2,000+ teams trust
	 * Acme", "Ruim 300 praktijken vertrouwen Planly"): no reason to trust
	 * it ("5 Gründe, uns zu vertrauen"), no statistic of trust ("More
	 * than 60 percent trust the police") */
	static const char *const more[] = {
		"\xC3\x9C" "ber ", "\xC3\xBC" "ber ", "mehr als ", "over ", "more than ",
		"plus de ", "oltre ", "m\xC3\xA1s de ", "meer dan ", "ruim ",
	};
	static const char *const trust[] = {
		"vertrauen", "trust", "vertrouwen", "conf\xC3\xAD" "an",
	};
	size_t i = OPENS_ANY_CI(s, n, more);
	size_t f = figure_len(s + i, n - i);
	if (!f)
		return 0;
	i += f;
	if (i < n && (s[i] == 'k' || s[i] == 'K'))
		i++;
	if (i < n && s[i] == '+')
		i++;
	/* (who, its words no "to" of a reason's "5 reasons to trust Acme",
	 * none closing on a comma) */
	static const char *const to[] = {"to", "zu", "te", "de", "di", "\xC3\xA0"};
	for (int w = 0; w < TRUST_WHO + 1 && i < n && s[i] == ' '; w++) {
		size_t j = ++i;
		while (j < n && s[j] != ' ')
			j++;
		if (w && word_is(s + i, j - i, trust, sizeof trust / sizeof *trust))
			return j < n && firm_name(s + j + 1, n - j - 1);
		if (j == i || ispunct((unsigned char)s[j - 1]) ||
		    word_is(s + i, j - i, to, sizeof to / sizeof *to))
			return 0;
		i = j;
	}
	return 0;
}

/* A release's number as a changelog's heading ("Version 4.7", "v4.7.0",
 * "Release 2.3", "Versie 3.1", "Versione 5.2", "Versión 1.4"): its full
 * stops part the version's numbers, no date's day and month. */
int version_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"version ", "release ", "versie ", "versione ", "versi\xC3\xB3n ", "v",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t l = strlen(w[k]);
		if (n > l && !strncasecmp(s, w[k], l) && isdigit((unsigned char)s[l]))
			return 1;
	}
	return 0;
}

/* A pricing plan's badge, the whole line ("Most popular", "Beliebteste
 * Wahl", "Empfohlen", "Le plus populaire", "Il più scelto", "Más
 * popular", "Meest gekozen"): the plan's table's ornament. */
int plan_badge(const char *s, size_t n)
{
	static const char *const w[] = {
		"most popular", "recommended", "best value", "beliebt", "am beliebtesten",
		"beliebteste wahl", "empfohlen", "unsere empfehlung", "le plus populaire",
		"populaire", "recommand\xC3\xA9", "il pi\xC3\xB9 scelto", "pi\xC3\xB9 popolare",
		"consigliato", "m\xC3\xA1s popular", "recomendado", "meest gekozen",
		"populairst", "aanbevolen",
	};
	return word_is(s, n, w, sizeof w / sizeof *w);
}

/* A Q&A page's or a community's name for its best or accepted answer
 * ("ベストアンサー", "最佳答案", "채택된 답변", "Beste Antwort", "Best
 * answer", "Accepted solution", "Meilleure réponse", "Solución
 * aceptada"): the whole line (whole: 1, its closing colon aside) or in
 * it. One list for answers_label and drop_best_copy's label (threads.c),
 * so a language added reaches both. */
int best_answer_name(const char *s, size_t n, int whole)
{
	static const char *const w[] = {
		"ベストアンサー", "最佳答案", "最佳回答", "채택된 답변", "채택 답변", "best answer",
		"accepted answer", "accepted solution", "beste antwort", "hilfreichste antwort",
		"akzeptierte l\xC3\xB6sung", "meilleure r\xC3\xA9ponse",
		"solution accept\xC3\xA9" "e", "mejor respuesta", "soluci\xC3\xB3n aceptada",
		"migliore risposta", "soluzione accettata", "beste antwoord",
		"geaccepteerde oplossing",
	};
	return whole ? label_is(s, n, w, sizeof w / sizeof *w) : HAS_ANY_CI(s, n, w);
}

/* A Q&A page's label over its answers, the whole line: the best one's
 * (best_answer_name: "ベストアンサー", "Hilfreichste Antwort", "Best
 * answer", "Accepted solution") or the others' ("その他の
 * 回答（3件）", "Weitere Antworten", "Other answers"), a count in brackets
 * after it or none; or a count of them ("58 个回答", "2 Answers", "4
 * Antworten", "Antworten (4)", "12 réponses"): the thread's furniture, no
 * post's text. A lone "Antworten" is a reply button, decided elsewhere. */
int answers_label(const char *s, size_t n)
{
	static const char *const name[] = {
		"その他の回答", "他の回答", "其他回答", "其他答案", "다른 답변", "other answers",
		"weitere antworten", "andere antworten", "autres r\xC3\xA9ponses",
		"otras respuestas", "altre risposte", "andere antwoorden",
	};
	static const char *const count[] = {
		"answers", "antworten", "r\xC3\xA9ponses", "respuestas", "risposte", "antwoorden",
		"个回答", "個回答", "条回答", "件の回答", "개의 답변", "回答",
	};
	n = label_len(s, n);
	if (n < 4 || n > 48)
		return 0;
	/* the count in brackets after it, a counter's word after the figure
	 * or none: "(4)", "（3件）" */
	size_t m = n, k = 0, d, e;
	int num = 0;
	size_t close = s[m - 1] == ')' ? 1 : !memcmp(s + m - 3, "\xEF\xBC\x89", 3) ? 3 : 0;
	if (close) {
		for (d = m - close; d && (unsigned char)s[d - 1] >= 0x80; d--)
			;
		for (e = d; d && isdigit((unsigned char)s[d - 1]); d--)
			;
		if (d == e)
			return 0;
		if (d && s[d - 1] == '(')
			m = d - 1;
		else if (d >= 3 && !memcmp(s + d - 3, "\xEF\xBC\x88", 3))  /* "（" */
			m = d - 3;
		else
			return 0;
		num = 1;
	}
	/* or before it: "2 Answers", "58 个回答" */
	while (k < m && isdigit((unsigned char)s[k]))
		k++;
	if (k) {
		num = 1;
		while (k < m && (s[k] == ' ' || s[k] == '.' || s[k] == ','))
			k++;
	}
	while (m > k && s[m - 1] == ' ')
		m--;
	if (label_is(s + k, m - k, name, sizeof name / sizeof *name) ||
	    best_answer_name(s + k, m - k, 1))
		return 1;
	return num && label_is(s + k, m - k, count, sizeof count / sizeof *count);
}

/* A community thread's jump to its accepted answer, under the question
 * ("Gelöst! Gehe zu Lösung.", "Solved! Go to Solution.", "Résolu ! Aller
 * à la solution.", "¡Resuelto! Ir a la solución.", "Risolto! Vai alla
 * soluzione.", "Opgelost! Ga naar oplossing.", Khoros's; "View solution
 * in original post" under a quoted answer): a link of the board, no
 * post's text. Lines under SOLUTION_JUMP bytes holding one of the calls. */
#define SOLUTION_JUMP 64
int solution_jump(const char *s, size_t n)
{
	static const char *const w[] = {
		"gehe zu l\xC3\xB6sung", "zur l\xC3\xB6sung springen", "l\xC3\xB6sung anzeigen",
		"go to solution", "jump to solution", "view solution in original post",
		"aller \xC3\xA0 la solution", "voir la solution dans", "ir a la soluci\xC3\xB3n",
		"ver la soluci\xC3\xB3n en", "vai alla soluzione", "visualizza la soluzione",
		"ga naar oplossing", "ga naar de oplossing", "oplossing bekijken in",
	};
	return n < SOLUTION_JUMP && HAS_ANY_CI(s, n, w);
}

/* The solved mark on a thread's accepted answer, who chose it ("解決済み
 * kumo_taro さんが解決策に選びました", Discourse's in Japanese; "已解决
 * X 选为解决方案", "해결됨 X님이 해결책으로 선택함", "Solved X marked this as
 * the solution"): the board's furniture as solution_jump's call is, no
 * post's text. A line of SOLVED_MARK bytes at most that a solved word
 * opens and that names the solution after it, no sentence; the word
 * alone in a box of its own ("Lösung") is a short line's, the
 * neighbours'. So is the best answer's name with who chose it ("Best
 * Answer chosen by Mara Lindqvist", a community's; "Beste Antwort
 * ausgewählt von ...", "Meilleure réponse choisie par ..."). */
#ifndef SOLVED_MARK
#define SOLVED_MARK 120
#endif
int solved_mark(const char *s, size_t n)
{
	static const char *const solved[] = {
		"解決済み", "已解决", "已解決", "해결됨", "solved", "gel\xC3\xB6st",
		"r\xC3\xA9solu", "resuelto", "risolto", "opgelost", "resolvido",
	};
	static const char *const solution[] = {
		"解決策", "解決方法", "解决方案", "解決方案", "해결책", "solution",
		"l\xC3\xB6sung", "soluci\xC3\xB3n", "soluzione", "oplossing",
		"solu\xC3\xA7\xC3\xA3o",
	};
	static const char *const chosen[] = {
		"chosen by", "selected by", "marked by", "ausgew\xC3\xA4hlt von",
		"gew\xC3\xA4hlt von", "choisie par", "s\xC3\xA9lectionn\xC3\xA9" "e par",
		"elegida por", "seleccionada por", "scelta da", "selezionata da",
		"gekozen door", "geselecteerd door", "escolhida por",
	};
	if (n > SOLVED_MARK || ends_sentence(s, n))
		return 0;
	if (best_answer_name(s, n, 0) && HAS_ANY_CI(s, n, chosen))
		return 1;
	if (!STARTS_ANY_CI(s, n, solved))
		return 0;
	size_t w = 0;
	while (w < n && s[w] != ' ')
		w++;
	return HAS_ANY_CI(s + w, n - w, solution);
}

/* The heading of a how-to's list of what it takes, the whole line, a
 * colon after it or none ("Das brauchen Sie", "Material", "Werkzeug",
 * "You will need", "Materials", "Tools", "Matériel nécessaire", "Il vous
 * faut", "Benodigdheden", "Occorrente", "Materiales"): a DIY guide's or a
 * craft pattern's box beside its steps. */
int needs_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"das brauchen sie", "das brauchst du", "das wird ben\xC3\xB6tigt",
		"sie ben\xC3\xB6tigen", "du brauchst", "material", "materialien",
		"materialliste", "werkzeug", "werkzeuge", "ben\xC3\xB6tigtes material",
		"ben\xC3\xB6tigtes werkzeug", "material und werkzeug",
		"werkzeug und material", "you will need", "you'll need",
		"what you'll need", "what you need", "materials", "tools", "supplies",
		"materials needed", "tools needed", "tools and materials",
		"materials and tools", "mat\xC3\xA9riel", "mat\xC3\xA9riel n\xC3\xA9"
		"cessaire", "outils", "il vous faut", "fournitures", "benodigdheden",
		"wat heb je nodig", "gereedschap", "materiaal", "occorrente", "materiale",
		"materiali", "cosa serve", "attrezzi", "materiales", "herramientas",
		"lo que necesitas",
	};
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	return word_is(s, n, w, sizeof w / sizeof *w);
}

/* A day's heading over its programme: a weekday's name, then a comma or a
 * space, and a day in figures ("Donnerstag, 10. Juli", "Samedi 12 juillet",
 * "Saturday, 12 July", "Sabato 12 luglio", "Sábado, 12 de julio",
 * "Zaterdag 12 juli"), under DAY_HEAD bytes. */
#ifndef DAY_HEAD
#define DAY_HEAD 40
#endif
int day_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag",
		"sonntag", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
		"dimanche", "monday", "tuesday", "wednesday", "thursday", "friday",
		"saturday", "sunday", "luned\xC3\xAC", "marted\xC3\xAC",
		"mercoled\xC3\xAC", "gioved\xC3\xAC", "venerd\xC3\xAC", "sabato",
		"domenica", "lunes", "martes", "mi\xC3\xA9rcoles", "jueves", "viernes",
		"s\xC3\xA1" "bado", "domingo", "maandag", "dinsdag", "woensdag",
		"donderdag", "vrijdag", "zaterdag", "zondag",
	};
	if (n >= DAY_HEAD)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t l = strlen(w[k]);
		if (n < l + 3 || strncasecmp(s, w[k], l))
			continue;
		size_t i = l + (s[l] == ',');
		return s[i] == ' ' && isdigit((unsigned char)s[i + 1]);
	}
	return 0;
}

/* A song's credit line under its lyrics: its writers' label, a colon and
 * their names ("Writer(s): Nele Bauer, Sven Fromm", "Songwriter: ...",
 * "Text und Musik: ...", "Komponisten: ...", "Compositores: ...", "Paroles
 * et musique : ...", "Testo e musica: ...", "Tekst en muziek: ..."), one
 * line under WRITERS_LINE characters. The labels are a song's alone: a
 * story's "Autoren:" or "Written by:" is its byline. */
#ifndef WRITERS_LINE
#define WRITERS_LINE 160
#endif
int writers_line(const char *s, size_t n)
{
	static const char *const label[] = {
		"writer(s)", "writers", "songwriter", "text und musik", "text & musik",
		"text/musik", "musik und text", "musik & text", "komponist", "compositor",
		"paroles et musique", "paroles & musique", "auteurs-compositeurs",
		"auteur-compositeur", "testo e musica", "letra y m\xC3\xBAsica",
		"tekst en muziek", "tekst & muziek", "componist",
	};
	if (n >= WRITERS_LINE || memchr(s, '\n', n))
		return 0;
	for (size_t k = 0; k < sizeof label / sizeof *label; k++) {
		if (!starts_with_ci(s, n, label[k]))
			continue;
		size_t i = strlen(label[k]);
		while (i < n && (isalpha((unsigned char)s[i]) || s[i] == ' '))
			i++;  /* "Songwriters", "Komponisten", "Compositores :" */
		return i + 2 < n && s[i] == ':' && i <= strlen(label[k]) + 3;
	}
	return 0;
}

/* A wire service's credit under a press release it carried, the service's
 * line and not the release's: "Original-Content von: Acme AG, übermittelt
 * durch <service>", "SOURCE Acme Corp", "View original content to
 * download multimedia: https://...", "View source version on <site>:",
 * "Originalversion auf <site> ansehen:", "Voir la version source sur",
 * "Vea la versión original en", "Visualizza la versione originale su",
 * "Bekijk de bronversie op". Under WIRE_CREDIT characters; "SOURCE" only
 * in capitals, as the line's first word, before a capital (a story's
 * "SOURCE: Reuters" credit has a colon and stays). */
#ifndef WIRE_CREDIT
#define WIRE_CREDIT 250
#endif
int wire_credit(const char *s, size_t n)
{
	static const char *const w[] = {
		"original-content von", "view original content", "view source version on",
		"originalversion auf", "voir le contenu original", "voir la version source",
		"vea la versi\xC3\xB3n original", "ver contenido original",
		"visualizza la versione originale", "bekijk de bronversie",
		"bekijk originele inhoud",
	};
	if (n < 10 || n >= WIRE_CREDIT)
		return 0;
	if (!memcmp(s, "SOURCE ", 7))
		return n < 100 && isupper((unsigned char)s[7]) && !memchr(s, ':', n) &&
		       !memmem(s, n, ". ", 2);
	return (s[0] == 'O' || s[0] == 'V' || s[0] == 'v' || s[0] == 'B' || s[0] == 'o' ||
	        s[0] == 'b') && STARTS_ANY_CI(s, n, w);
}

/* A translated release's notice that only its original's words bind, under
 * TRANSL_NOTICE characters: "Die Ausgangssprache, in der der Originaltext
 * veröffentlicht wird, ist die offizielle und autorisierte Version.
 * Übersetzungen werden zur besseren Verständigung mitgeliefert. Nur die
 * Sprachversion, die im Original veröffentlicht wurde, ist rechtsgültig.",
 * "... only the original language version is legally binding", "seule la
 * version originale fait foi", "fa fede", "la única legalmente válida",
 * "rechtsgeldig": the wire's line, not the release's. Unlike site_notice
 * it closes no box: the release's contacts may follow. */
#ifndef TRANSL_NOTICE
#define TRANSL_NOTICE 500
#endif
int transl_notice(const char *s, size_t n)
{
	static const char *const binding[] = {
		"rechtsg\xC3\xBCltig", "rechtsverbindlich", "legally binding", "fait foi",
		"font foi", "fa fede", "legalmente v\xC3\xA1lid", "rechtsgeldig",
	};
	return n >= 60 && n < TRANSL_NOTICE &&
	       (memmem(s, n, "bersetz", 7) || memmem(s, n, "ransla", 6) ||
	        memmem(s, n, "radu", 4) || memmem(s, n, "ertaal", 6)) &&
	       HAS_ANY_CI(s, n, binding);
}

/* A mail header's line of message ids, in an archive's header over the
 * message (MHonArc's "Message-id: <49E21A52.8070601@web.de>",
 * "In-reply-to: <...@gmx.net>", "References: <...>"): the name, a colon,
 * an id in angle brackets with its "@"; the To, From, Subject and Date
 * lines beside it are the message's own. */
int mail_id_line(const char *s, size_t n)
{
	static const char *const w[] = {"message-id:", "in-reply-to:", "references:"};
	if (n < 14 || n > 400 || !strchr("mMiIrR", *s) || !memchr(s, '@', n) || !memchr(s, '<', n))
		return 0;
	return STARTS_ANY_CI(s, n, w);
}

/* A fact check's box of its claim and its verdict, each under its label
 * ("Behauptung" over the claim, "Bewertung: Falsch"; "Claim", "Our
 * verdict: False"; "Affirmation", "Verdict"; "Afirmación", "Veredicto";
 * "Affermazione", "Verdetto"; "Bewering", "Oordeel"): 1 for the claim's
 * label, 2 for the verdict's, a word that opens a line of CLAIM_LABEL
 * bytes at most (the verdict may follow its label), else 0. */
#ifndef CLAIM_LABEL
#define CLAIM_LABEL 40
#endif
int claim_label(const char *s, size_t n)
{
	static const char *const claim[] = {
		"behauptung", "die behauptung", "claim", "the claim", "affirmation",
		"l'affirmation", "afirmaci\xC3\xB3n", "la afirmaci\xC3\xB3n", "affermazione",
		"bewering", "de bewering",
	};
	static const char *const verdict[] = {
		"bewertung", "unsere bewertung", "urteil", "verdict", "our verdict",
		"rating", "our rating", "verdetto", "veredicto", "calificaci\xC3\xB3n",
		"oordeel", "ons oordeel", "notre verdict",
	};
	if (n > CLAIM_LABEL)
		return 0;
	for (size_t i = 0; i < sizeof claim / sizeof *claim; i++)
		if (starts_with_word(s, n, claim[i]) && label_len(s, n) == strlen(claim[i]))
			return 1;
	for (size_t i = 0; i < sizeof verdict / sizeof *verdict; i++)
		if (starts_with_word(s, n, verdict[i]))
			return 2;
	return 0;
}

/* A pull request's line that closes an issue, as the forges read it
 * ("Closes #212", "Fixes #45, #46", "Resolves owner/repo#12"): a closing
 * keyword (close, fix, resolve and their forms), then references only,
 * each "#" and a number, a repository's name before it or not. */
int close_ref(const char *s, size_t n)
{
	static const char *const w[] = {
		"close", "closes", "closed", "fix", "fixes", "fixed", "resolve",
		"resolves", "resolved",
	};
	if (n < 6 || n > CLOSE_REF || !strchr("cCfFrR", *s) || !memchr(s, '#', n))
		return 0;
	size_t i = 0;
	while (i < n && isalpha((unsigned char)s[i]))
		i++;
	if (!word_is(s, i, w, sizeof w / sizeof *w))
		return 0;
	int refs = 0;
	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == ',' || s[i] == ':'))
			i++;
		size_t r = i;  /* "owner/repo" before the "#" */
		while (i < n && (isalnum((unsigned char)s[i]) || strchr("/._-", s[i])))
			i++;
		if (i >= n || s[i] != '#' || (i > r && !memchr(s + r, '/', i - r)))
			return 0;
		size_t d = ++i;
		while (i < n && isdigit((unsigned char)s[i]))
			i++;
		if (i == d)
			return 0;
		refs++;
		if (i < n && s[i] == '.' && i + 1 == n)
			i++;
	}
	return refs > 0;
}

/* A call to vote in the poll under it ("Was meinen Sie? Stimmen Sie ab in
 * unserer Umfrage", "Vote in our poll", "Votez dans notre sondage",
 * "Vota en nuestra encuesta", "Vota nel nostro sondaggio", "Stem mee in
 * onze peiling"): the poll's line, no text of the article. */
int vote_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"umfrage", "stimmen sie ab", "stimm ab", "abstimmen", "our poll", "vote in",
		"take the poll", "take our poll", "sondage", "votez", "encuesta", "vote en",
		"sondaggio", "votate", "peiling", "stem mee", "stem nu",
	};
	return HAS_ANY_CI(s, n, w);
}

/* A careers page's heading over its open positions ("Offene Stellen",
 * "Aktuelle Stellenangebote", "Open positions", "Current vacancies",
 * "Offres d'emploi", "Postes à pourvoir", "Ofertas de empleo", "Posizioni
 * aperte", "Vacatures"), under JOBS_HEAD characters: keep_card_lists. */
#ifndef JOBS_HEAD
#define JOBS_HEAD 60
#endif
int jobs_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"offene stellen", "freie stellen", "stellenangebote", "aktuelle stellen",
		"stellenanzeigen", "jobangebote", "offene jobs", "aktuelle jobs",
		"open positions", "open roles", "job openings", "current openings",
		"vacancies", "job offers", "offres d'emploi", "postes ouverts",
		"postes \xC3\xA0 pourvoir", "ofertas de empleo", "vacantes",
		"posizioni aperte", "offerte di lavoro", "posizioni disponibili",
		"vacatures",
	};
	return n < JOBS_HEAD && HAS_WHOLE_WORD(s, n, w);
}

/* A programme's heading over its coming events ("Nächste Anlässe",
 * "Veranstaltungen", "Termine", "Upcoming events", "Prochains
 * événements", "Agenda", "Próximos eventos", "Prossimi eventi"), under
 * JOBS_HEAD characters: keep_card_lists, where each card holds a date. */
int events_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"anl\xC3\xA4sse", "veranstaltungen", "termine", "events", "\xC3\xA9v\xC3\xA9nements",
		"evenements", "agenda", "eventos", "eventi", "evenementen", "spielplan",
		"programm", "programme", "concerts", "konzerte",
	};
	return n < JOBS_HEAD && HAS_WHOLE_WORD(s, n, w);
}

/* A firm's heading over its people ("Unser Team", "Ihre Ansprechpartner",
 * "Meet the team", "Notre équipe", "Nuestro equipo", "Il nostro team",
 * "Ons team", "Medewerkers"), under JOBS_HEAD characters:
 * keep_card_lists, where each card is a name and a role. */
int team_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"team", "ansprechpartner", "mitarbeitende", "mitarbeiter",
		"\xC3\xA9quipe", "equipe", "equipo", "squadra", "our people", "our staff",
		"medewerkers",
	};
	return n < JOBS_HEAD && HAS_WHOLE_WORD(s, n, w);
}
