/*
 * extract/weights: phase 2's block weights (extract.c has the overview,
 * container.c the choice they make): block_weight, and the predicates on
 * one block, its text or its neighbours that it rests on, which phase 3's
 * rules call too: prose and teasers, embeds' placeholders, browser, legal,
 * site and care notices, reviews, prices, scores, votes and offers,
 * tickets, shops' and recipes' lines, forum counters, authors' boxes,
 * keyword lists, ingredients, downloads, signatures' rules, threads' heads
 * and pagers. Used by every page class.
 *
 * Negative and zero weights
 * - Teasers weigh negative: a cut-off summary that opens or closes with its
 *   link. A paragraph that trails off ("Sigh...") with a link inside its
 *   text is prose, and so is one of 300+ characters with under a tenth in
 *   links (it leads on to a picture); a song's <br> lines, each a link to
 *   its note, are linked prose.
 * - The site's legal notice and terms weigh negative ("use of this
 *   website constitutes acceptance", a "Disclaimer:" about the site), and
 *   as they do, a notice about the reader's browser that names the page or
 *   the site, a short line that asks for consent to cookies to show a map
 *   or a video (in the major European languages; cookies on a baking tray
 *   stay), and one under 100 characters that says a widget needs JavaScript.
 * - Data weighs nothing: a short table cell, or the one block a cell holds
 *   ("<td><p>Kreta"), linked too in a row of three or more such cells, one
 *   of them text (a row of a grid of boxes of one class too); a line of a
 *   recipe's ingredients ("2 EL Butter"), its name linked or not (a line of
 *   links alone there, in no list or table, is a tag cloud's); one of three
 *   or more downloads in a row, each with its file's size ("Satzung (212,8
 *   KiB)"; one or two after an article are its links); a line of a price
 *   box, one of two or more boxes of one tag and class, each holding one
 *   price ("€29"), a heading and one link at most (price_boxes: the names
 *   of the boxes, "__header", "__footer", are no verdict).
 * - Prose in a list item's box hidden by its name alone ("abstract hidden":
 *   a paper's abstract in a list of publications a click opens) weighs
 *   nothing rather than negative.
 * - A consent tool's placeholder for an embed (embed_placeholder: "Sie
 *   sehen gerade einen Platzhalterinhalt von Instagram. ... Drittanbieter")
 *   weighs nothing: the post goes on below it. Select drops it, and a
 *   privacy plugin's line over an embed (embed_consent_line: "Klicken Sie
 *   hier, um den Inhalt von YouTube anzuzeigen"), with the short lines of
 *   its box, its title and question ("Externe Inhalte", "Möchtest du
 *   diesen Inhalt von TikTok sehen?").
 */
#include "internal.h"

/* Is a kept paragraph of prose of positive weight among blocks first..i-1,
 * not the standfirst (the paragraph right under the headline, or one named
 * a lead): has the body begun? A picture's caption under it is in the
 * body, not the one over the article. */
int body_before(const struct extractor *x, int first, int i)
{
	for (int j = first; j < i; j++) {
		const struct block *b = &x->blocks[j];
		if (b->keep <= 0 || b->w <= 0 || !is_prose(b) || j == x->headline + 1)
			continue;
		const struct node *o = &x->nodes[b->owner];
		int p = o->parent;
		if (!(o->hint & H_LEAD) && !(p >= 0 && (x->nodes[p].hint & H_LEAD)))
			return 1;
	}
	return 0;
}

/* A teaser: a linked headline and a cut-off summary ("..."). A cut-off
 * block that opens or closes with a link weighs as one; inside the container
 * only one that opens with its link is dropped: a paragraph that ends in a
 * link to the rest ("Continued...") is the article's. A paragraph that
 * trails off ("Sigh...") with its link inside the text (a source it cites)
 * is no teaser, and nor is one of TEASER_PROSE characters or more, under a
 * TEASER_LINKS-th of it in links: prose that leads on to a picture or a
 * video ("to give you a few more ideas..."), not a summary. */
#ifndef TEASER_PROSE
#define TEASER_PROSE 300
#endif
#ifndef TEASER_LINKS
#define TEASER_LINKS 10
#endif
int is_teaser(const struct block *b, const char *s)
{
	if (!b->link_chars || b->len < 4 || !(b->lead || b->tail_link))
		return 0;
	/* a summary whose "More..." leads to its own section further down
	 * the page, a generated reference's member list ("Returns the delay.
	 * More...", "Liefert den Wert. Mehr..."), teases nothing */
	if (!b->lead && b->tail_link == 2)
		return 0;
	if (b->chars >= TEASER_PROSE && b->link_chars * TEASER_LINKS < b->chars)
		return 0;
	const char *e = s + b->len;
	return !memcmp(e - 3, "...", 3) || !memcmp(e - 3, "\xE2\x80\xA6", 3) ||
	       (b->len > 4 && (!memcmp(e - 4, "... ", 4) || !memcmp(e - 4, "[...", 4)));
}

/* Link-dense text that is still a paragraph of the article: a <p> or a
 * list item of several sentences whose names are links (or carry link
 * popups), as in a list of references or of films, each with its line. */
int linked_prose(const struct block *b, double ld)
{
	if (!(b->tag & (F_P | F_LI)) || ld >= 0.9)
		return 0;
	if (b->words >= 25 && b->punct >= 2 && b->stops * 8 >= b->words && ld < 0.8)
		return 1;
	/* a list item that is one sentence with links in it ("Neil has patches
	 * up to improve the tab unloader"): a menu's items have no function
	 * words and little text outside their links */
	if ((b->tag & F_LI) && b->words >= 8 && b->stops >= 2 && b->chars - b->link_chars >= 15)
		return 1;
	/* any language: several sentences, words between the links */
	return b->words >= 15 && b->punct >= 1 && b->punct + b->commas >= 2 &&
	       b->chars - b->link_chars >= 30;
}

/* A song's verses whose lines are links to the notes on them, a lyrics
 * site's annotations ("[Strophe 1]<br><a>Die Neonröhren flackern über'm
 * Kiosk</a><br>Ich zähl das Wechselgeld ...", "[Chorus]", "[Refrain]"):
 * under VERSE_LINKS of it in links, VERSE_MIN words or more in <br> lines
 * (verse_lines), no heading nor list item. Text, weighed and kept as
 * linked prose; a menu's lines are all links, and a word or two. */
#ifndef VERSE_LINKS
#define VERSE_LINKS 0.8
#endif
#ifndef VERSE_MIN
#define VERSE_MIN 30
#endif
int linked_verse(const struct block *b, const char *s, double ld)
{
	return ld < VERSE_LINKS && b->words >= VERSE_MIN && !(b->tag & (F_HEAD | F_LI)) &&
	       verse_lines(s, b->len);
}

#ifndef CONSENT_MAX
#define CONSENT_MAX 160
#endif
/* A notice about the reader's browser that names the page or the site
 * ("this page is best viewed in an up-to-date browser", "a plain version of
 * this site because you're using an outdated web browser"): the site's,
 * never the article's (one about browsers names neither); a consent
 * placeholder, a line under JS_MAX characters on a widget that needs
 * JavaScript, and one under LOADING_MAX that says it is loading. */
#ifndef JS_MAX
#define JS_MAX 100
#endif
#ifndef LOADING_MAX
#define LOADING_MAX 60
#endif
#ifndef PLACEHOLDER_MAX
#define PLACEHOLDER_MAX 300
#endif
#ifndef PLACEHOLDER_NET
#define PLACEHOLDER_NET 60
#endif
/* A consent tool's placeholder for an embed in the body, a few sentences
 * ("Sie sehen gerade einen Platzhalterinhalt von Instagram. Um auf den
 * eigentlichen Inhalt zuzugreifen, klicken Sie ... Daten an
 * Drittanbieter"): under PLACEHOLDER_MAX characters, it names itself a
 * placeholder and the third parties the click would send data to; or it
 * asks for consent to show the content and names them, a news site's
 * box over an embedded post ("Um diesen Inhalt von Instagram anzuzeigen,
 * benötigen wir Ihre Zustimmung. Dabei werden Daten an Dritte
 * übermittelt.", "Ich bin damit einverstanden, dass mir externe Inhalte
 * angezeigt werden ... an Drittplattformen", "To display this content we
 * need your consent ... third parties", "Mit einem Klick auf 'Inhalt
 * anzeigen' stimmst du zu, dass Daten an Drittanbieter ..."). It weighs
 * nothing (the post goes on below it) and is dropped. */
int embed_placeholder(const char *s, size_t n)
{
	static const char *const ph[] = {
		"placeholder", "platzhalter", "contenu de substitution",
		"espace r\xC3\xA9serv\xC3\xA9", "marcador de posici\xC3\xB3n", "segnaposto",
		"tijdelijke aanduiding",
	};
	static const char *const third[] = {
		"third", "dritt", "tiers", "terceros", "terze parti", "derden",
	};
	static const char *const ok[] = {
		"consent", "zustimm", "einverstanden", "einwillig", "consentement",
		"consentimiento", "consenso", "toestemming",
		/* a click that agrees ("Mit einem Klick ... stimmst du zu",
		 * "you agree", "vous acceptez", "aceptas", "acconsenti") */
		"stimmst du", "stimmen sie", "agree", "acceptez", "aceptas", "acepta que",
		"acconsenti", "ga je akkoord", "gaat u akkoord",
	};
	static const char *const show[] = {
		"display", "show", "view", "content", "anzuzeigen", "angezeigt", "anzeig",
		"inhalt", "afficher", "contenu", "mostrar", "contenido", "visualizza",
		"contenuto", "weergeven", "inhoud",
	};
	/* or it calls the embed external content, a news site's box over a
	 * chart or a post ("Hier finden Sie einen externen Inhalt von X, der
	 * den Artikel ergänzt. Sie können ihn sich mit einem Klick anzeigen
	 * lassen", "External content ... click to show"), and offers to show
	 * it: a third party is named by its name alone */
	static const char *const ext[] = {
		"externen inhalt", "externer inhalt", "externe inhalte", "external content",
		"contenu externe", "contenido externo", "contenuto esterno", "externe inhoud",
	};
	static const char *const shown[] = {
		"anzeigen", "anzuzeigen", "laden", "display", "show", "load", "afficher",
		"mostrar", "visualizza", "weergeven", "tonen",
	};
	/* or, shorter, it asks for consent to show this video alone and
	 * names no third party but the platform, a music
	 * or film site's box over its trailer ("Um dieses Video anzuzeigen,
	 * musst du der Nutzung von YouTube zustimmen. Video anzeigen", "To
	 * view this video, you need to consent to ...", "Pour afficher cette
	 * vidéo, vous devez donner votre consentement", "Per visualizzare
	 * questo video devi dare il consenso") */
	static const char *const purpose[] = {
		"um dieses video", "um das video", "to view this video", "to watch this video",
		"to display this video", "pour afficher cette vid", "pour voir cette vid",
		"para ver este v", "para ver el v", "per visualizzare questo video",
		"per visualizzare il video", "per vedere questo video", "om deze video te",
	};
	if (n > PLACEHOLDER_MAX)
		return 0;
	if (n < CONSENT_MAX && memmem(s, n, "deo", 3) && HAS_ANY_CI(s, n, purpose) &&
	    HAS_ANY_CI(s, n, ok))
		return 1;
	if (!HAS_ANY_CI(s, n, third))
		return memmem(s, n, "tern", 4) && HAS_ANY_CI(s, n, ext) && HAS_ANY_CI(s, n, shown);
	return HAS_ANY_CI(s, n, ph) || (HAS_ANY_CI(s, n, ok) && HAS_ANY_CI(s, n, show));
}

/* A privacy plugin's box over an embed (WordPress's "Embed Privacy",
 * "Borlabs Cookie"): its call to click to show it, and its line that
 * loading it accepts the third party's privacy policy ("Klicken Sie
 * hier, um den Inhalt von YouTube anzuzeigen.", "Mit dem Laden des
 * Videos akzeptieren Sie die Datenschutzerklärung von YouTube."), under
 * 200 characters: dropped in select, as a placeholder is. So is a
 * magazine's line over an Instagram or TikTok post, PLACEHOLDER_NET
 * characters or more, that asks for the reader's own consent to show it
 * and names the network, no third party ("Um mit Inhalten aus Instagram
 * ... zu interagieren oder diese darzustellen, brauchen wir Ihre
 * Zustimmung.", "Wir benötigen Ihre Zustimmung, um diesen Inhalt
 * anzuzeigen. Dabei werden Daten an TikTok übertragen.", "We need your
 * consent to show this Instagram post", "Nous avons besoin de votre
 * consentement pour afficher ce contenu TikTok"). */
int embed_consent_line(const char *s, size_t n)
{
	static const char *const click[] = {
		"klicken sie hier, um den inhalt", "klicke hier, um den inhalt",
		"click here to display", "click here to load", "click to load",
		"cliquez ici pour afficher", "haga clic aqu\xC3\xAD para mostrar",
		"clicca qui per visualizzare", "klik hier om de inhoud",
	};
	static const char *const policy[] = {
		"datenschutzerkl", "privacy policy", "politique de confidentialit",
		"pol\xC3\xADtica de privacidad", "informativa sulla privacy", "privacybeleid",
		"privacyverklaring",
	};
	static const char *const load[] = {
		"laden", "load", "anzuzeigen", "anzeigen", "display", "charg", "cargar",
		"caricare", "afficher", "mostrar", "visualizza", "weergeven",
	};
	/* the consent's word first, fewer to look for */
	static const char *const noun[] = {
		"zustimm", "willig", "consen", "toestemm",
	};
	static const char *const your[] = {
		"ihre zustimmung", "deine zustimmung", "ihre einwilligung",
		"deine einwilligung", "your consent", "votre consentement",
		"ton consentement", "tu consentimiento", "su consentimiento",
		"il tuo consenso", "il suo consenso", "uw toestemming", "je toestemming",
	};
	static const char *const net[] = {
		"instagram", "tiktok", "youtube", "facebook", "twitter", "pinterest",
		"spotify", "vimeo", "soundcloud", "bluesky", "sozialen netzwerk",
		"social media", "social network", "r\xC3\xA9seaux sociaux", "redes sociales",
		"sociale media",
	};
	static const char *const see[] = {
		"anzuzeigen", "anzeig", "darzustellen", "laden", "show", "display",
		"view", "load", "afficher", "mostrar", "ver ", "visualizza", "vedere",
		"weergeven", "bekijken", "tonen",
	};
	if (n >= 200)
		return 0;
	return STARTS_ANY_CI(s, n, click) ||
	       (HAS_ANY_CI(s, n, policy) && HAS_ANY_CI(s, n, load)) ||
	       (n >= PLACEHOLDER_NET && HAS_ANY_CI(s, n, noun) && HAS_ANY_CI(s, n, your) &&
	        HAS_ANY_CI(s, n, net) && HAS_ANY_CI(s, n, see));
}

/* A screen of its day, "800x600", "1024 x 768": 640, 800, 1024 or 1280
 * wide, before an x (a phone's "540x960" or a display's "800 x 480" is
 * none). */
#define SCREEN_MAX 300
static int screen_size(const char *s, size_t n)
{
	const char *p = s, *end = s + n;
	while ((p = memchr(p, 'x', end - p))) {
		const char *a = p, *b = ++p;
		if (a > s && a[-1] == ' ')
			a--;
		if (b < end && *b == ' ')
			b++;
		long w = 0, h = 0;
		const char *d = a;
		while (d > s && a - d < 4 && isdigit((unsigned char)d[-1]))
			d--;
		if (a - d < 3 || (d > s && isdigit((unsigned char)d[-1])))
			continue;
		w = strtol(d, NULL, 10);
		if (end - b < 3 || !isdigit((unsigned char)*b))
			continue;
		h = strtol(b, NULL, 10);
		if ((w == 640 && h == 480) || (w == 800 && h == 600) || (w == 1024 && h == 768) ||
		    (w == 1280 && h == 1024))
			return 1;
	}
	return 0;
}

int browser_notice(const char *s, size_t n)
{
	static const char *const w[] = {
		"best viewed", "up-to-date", "outdated", "upgrade your", "update your",
		"newer version", "enable javascript", "javascript is disabled",
	};
	/* a consent placeholder for a map or a video ("Please accept
	 * marketing cookies to view this map", "Akzeptieren Sie die
	 * Marketing-Cookies, um dieses Video zu sehen"): a short line that
	 * asks for the reader's consent to cookies to show something */
	static const char *const ok[] = {
		"accept", "consent", "akzeptier", "zustimm", "einwillig", "accepte",
		"autorise", "consentement", "acepta", "acepte", "consentimiento",
		"accetta", "consenso", "aceite", "consentimento",
		"accepteer", "toestemming",
	};
	static const char *const what[] = {
		"view", "watch", "load", "display", "show", "content", "map", "video",
		"anzeig", "laden", "ansehen", "inhalt", "karte", "afficher", "voir",
		"contenu", "carte", "mostrar", "contenido", "mapa", "visualizza",
		"vedere", "contenuto", "mappa", "bekijk", "inhoud", "kaart",
	};
	if (n <= CONSENT_MAX && has_ci(s, n, "cookie") && HAS_ANY_CI(s, n, ok) &&
	    HAS_ANY_CI(s, n, what))
		return 1;
	/* a short line saying a widget needs scripts ("This slideshow
	 * requires JavaScript.", "Bitte aktivieren Sie JavaScript") */
	static const char *const js[] = {
		"requir", "need", "enable", "turn on", "benötig", "erforder",
		"aktivier", "nécessite", "activ", "requiere", "habilit",
		"richied", "abilit", "vereist", "inschakel", "wymaga", "włącz",
	};
	if (n <= JS_MAX && has_ci(s, n, "javascript") && HAS_ANY_CI(s, n, js))
		return 1;
	/* a chart's or a widget's text until its script has run ("Chart
	 * wird geladen …", "Interaktive Grafik wird geladen...", "Loading
	 * chart...", "Chargement en cours…", "Cargando gráfico..."): a line
	 * of five words or fewer that ends with an ellipsis and says it is
	 * loading (a sentence's "... wurde der Akku nie geladen..." is longer) */
	static const char *const load[] = {
		"geladen", "loading", "chargement", "cargando", "caricamento", "carregando",
		"laden",
	};
	/* Russian's and Ukrainian's, each case, in two words at most
	 * ("Загрузка...", "Идёт загрузка…", "Завантаження карти..."; a
	 * quote's "Загрузка зерна продолжается..." is a sentence cut off) */
	static const char *const load_cyr[] = {
		"загрузк", "Загрузк", "завантаж", "Завантаж",
	};
	if (n <= LOADING_MAX && n > 3 &&
	    (!memcmp(s + n - 3, "...", 3) || !memcmp(s + n - 3, "\xE2\x80\xA6", 3))) {
		int spaces = 0;
		for (size_t i = 0; i < n; i++)
			spaces += s[i] == ' ';
		if ((spaces <= 4 && HAS_ANY_CI(s, n, load)) ||
		    (spaces <= 1 && HAS_ANY_CI(s, n, load_cyr)))
			return 1;
	}
	/* an old homepage's footer note on the screen it was made for
	 * ("Optimiert für Internet Explorer 5.0 bei 800x600", "Best viewed
	 * with Netscape 4 at 1024 x 768", "optimisé pour une résolution de
	 * 1024x768"): a screen size and a word for it */
	static const char *const fit[] = {
		"optimi", "best viewed", "am besten", "ottimizzat", "resolution", "auflösung",
		"résolution", "resolución", "risoluzione", "resolutie", "browser",
	};
	if (n <= SCREEN_MAX && screen_size(s, n) && HAS_ANY_CI(s, n, fit))
		return 1;
	return n <= 500 && memmem(s, n, "rowser", 6) &&
	       (has_ci(s, n, "this page") || has_ci(s, n, "this site")) && HAS_ANY_CI(s, n, w);
}

/* The site's legal notice, the footer and not the article: a copyright
 * mark or "All Rights Reserved" at one end of a block that names
 * trademarks, however long, or a short block that opens with the mark. */
int legal_text(const char *s, size_t n)
{
	/* the mark opens a notice or closes it: only the ends are searched */
	size_t t = n > 120 ? n - 120 : 0;
	const char *e = s + t;
	if (!memmem(s, n < 16 ? n : 16, "\xC2\xA9", 2) && !memmem(e, n - t, "\xC2\xA9", 2) &&
	    !memmem(e, n - t, "All Rights Reserved", 19) &&
	    !memmem(e, n - t, "All rights reserved", 19) && !memmem(e, n - t, "ALL RIGHTS RESERVED", 19))
		return 0;
	/* a short notice starts with its mark; a long one names trademarks.
	 * A news agency's mark at the end of a story is part of the story. */
	if (memmem(s, n, "trademark", 9) || memmem(s, n, "Trademark", 9))
		return 1;
	return n < 250 && (memmem(s, n < 16 ? n : 16, "\xC2\xA9", 2) ||
	                   starts_with_ci(s, n, "copyright"));
}

/* The site's terms addressed to the reader, however long: "Use of this
 * website constitutes acceptance of our user agreement", a note under its
 * links that it is "not responsible for the content of external sites" (in
 * the major European languages), or a "Disclaimer:" about the site or its
 * copyright, or a press portal's line under PR_NOTICE characters that
 * whoever posted a press release is responsible for its content. A news
 * agency's notice ("... is expressly prohibited without the prior written
 * consent of") closes a story and is part of it. */
#ifndef PR_NOTICE
#define PR_NOTICE 300
#endif
int site_notice(const char *s, size_t n)
{
	static const char *const ext[] = {
		"not responsible for the content of external",
		"nicht verantwortlich f\xC3\xBCr die inhalte externer",
		"nicht verantwortlich f\xC3\xBCr den inhalt externer",
		"keine haftung f\xC3\xBCr die inhalte externer",
		"pas responsable du contenu des sites externes",
		"responsable del contenido de los sitios externos",
		"responsable del contenido de sitios externos",
		"responsabile dei contenuti dei siti esterni",
		"responsabile del contenuto dei siti esterni",
	};
	/* a forum's list of the reader's rights ("You cannot reply to
	 * topics in this forum", one line for each) */
	static const char *const forum[] = {
		"in this forum", "in diesem forum", "dans ce forum", "en este foro",
		"in questo forum", "neste f\xC3\xB3rum", "in dit forum",
	};
	static const char *const pr_words[] = {
		"pressemitteilung", "press release", "communiqu\xC3\xA9", "comunicado",
		"comunicato", "persbericht", "pressetext", "pressemeldung",
		"presseaussendung", "medienmitteilung",
	};
	static const char *const pr_resp[] = {
		"verantwortlich", "responsible", "responsable", "responsabil",
		"verantwoordelijk",
	};
	if (n < 60)
		return 0;
	if (has_ci(s, n, "constitutes acceptance"))
		return 1;
	/* "forum", "foro", "fórum" (the search below is the dear one) */
	int fo = memmem(s, n, "orum", 4) || memmem(s, n, "oro", 3) || memmem(s, n, "ORUM", 4) ||
	         memmem(s, n, "\xC3\xB3rum", 5);
	for (size_t i = 0; fo && i < sizeof forum / sizeof *forum; i++) {
		const char *p = memmem_ci(s, n, forum[i]);
		if (p && memmem_ci(p + 1, n - (size_t)(p + 1 - s), forum[i]))
			return 1;
	}
	/* "external", "externer", "externes", "externos", "esterni" */
	if ((memmem(s, n, "xtern", 5) || memmem(s, n, "sterni", 6)) && HAS_ANY_CI(s, n, ext))
		return 1;
	/* a press portal's line under each release: whoever posted it is
	 * responsible for its content ("Für den Inhalt der Pressemitteilung
	 * ist der Einsteller, ..., verantwortlich.", "The publisher is solely
	 * responsible for the content of this press release"); one that
	 * opens "Disclaimer:" may run to twice that ("Disclaimer: Für den
	 * obigen Pressetext inkl. etwaiger Bilder ist ausschließlich der im
	 * Text angegebene Kontakt verantwortlich. Der Webseitenanbieter
	 * distanziert sich ...") */
	if ((n < PR_NOTICE || (n < 2 * PR_NOTICE && starts_with_ci(s, n, "disclaimer"))) &&
	    (memmem(s, n, "erantwort", 9) || memmem(s, n, "esponsab", 8)) &&
	    HAS_ANY_CI(s, n, pr_words) && HAS_ANY_CI(s, n, pr_resp))
		return 1;
	/* a wiki's licence line under every page, opening with the text's
	 * terms ("Der Text ist unter der Lizenz „Creative Commons ...“
	 * verfügbar", "Text is available under the Creative Commons
	 * Attribution-ShareAlike License", "Le texte est disponible sous
	 * licence ...", MediaWiki's footer, a wiki farm's "Community content
	 * is available under CC BY-SA"); a story on licences opens otherwise */
	static const char *const lic[] = {
		"der text ist unter", "text is available under", "content is available under",
		"community content is available under", "le texte est disponible sous",
		"el texto est\xC3\xA1 disponible bajo", "il testo \xC3\xA8 disponibile",
		"de tekst is beschikbaar onder", "o texto \xC3\xA9 disponibilizado",
		"tekst jest udost\xC4\x99pniany",
	};
	/* (and names a licence: "Der Text ist unter anderem an die Regierung
	 * gerichtet", "Content is available under a paid plan" are news) */
	static const char *const licw[] = {
		"licen", "lizenz", "creative commons", "cc by", "cc-by", "gfdl", "public domain",
	};
	if (STARTS_ANY_CI(s, n, lic) && HAS_ANY_CI(s, n, licw))
		return 1;
	return starts_with_ci(s, n, "disclaimer") &&
	       (has_ci(s, n, "copyright") || has_ci(s, n, "site"));
}

/* A health page's notice that it is no doctor's advice, above the text or
 * under it: "Dieser Artikel ... kann einen Arztbesuch nicht ersetzen",
 * "The information on this page does not replace the advice of your
 * doctor", "Les informations ... ne remplacent pas une consultation
 * médicale", "La información de esta ficha ... no sustituye la consulta
 * con un profesional sanitario", "non sostituiscono il parere del medico";
 * and the line a German drug's advert must carry ("Zu Risiken und
 * Nebenwirkungen lesen Sie die Packungsbeilage ..."). Under CARE_NOTICE
 * characters, a word for replacing (or self-diagnosis), one for a doctor
 * and one for the page's own text: a story's "Apps ersetzen den Arzt
 * nicht" names no page, and one that quotes a speaker on it ("Infos aus
 * dem Netz ersetzen keinen Arztbesuch, warnt die Expertin", "..., says
 * Dr. Smith") is the story's. */
#ifndef CARE_NOTICE
#define CARE_NOTICE 450
#endif
int care_notice(const char *s, size_t n)
{
	static const char *const repl[] = {
		"ersetz", "replace", "substitut", "remplac", "sustitu", "sostitu", "vervang",
		"selbstdiagnose", "self-diagnos", "autodiagn",
	};
	static const char *const doc[] = {
		"arzt", "\xC3\xA4rzt", "doctor", "physician", "medic", "m\xC3\xA9" "dic",
		"m\xC3\xA9" "dec", "professional", "profesional", "professionnel", "sanitari",
		"huisarts",
	};
	static const char *const self[] = {
		"artikel", "article", "informati", "informaci", "informazion", "inhalt",
		"content", "contenu", "contenid", "contenut", "page", "pagina",
		"p\xC3\xA1gina", "seite", "site", "sitio", "sito", "ficha", "text", "testo",
	};
	if (n < 60 || n >= CARE_NOTICE)
		return 0;
	static const char *const said[] = {
		" sagt", " betont", " erkl\xC3\xA4rt", " warnt", " says", " said", " warns",
		" explique", " affirme", " afirma", " explica", " advierte", " spiega",
		" avverte", " zegt", " waarschuwt",
	};
	if (memmem(s, n, "Risiken und Nebenwirkungen", 26))
		return 1;
	/* or that it, the page's own text, is for general information only
	 * and that one is to ask an expert or a doctor ("यह लेख केवल सामान्य
	 * जानकारी के लिए है। ... विशेषज्ञ की सलाह लें।", "this article is for
	 * general information only ... consult your doctor", "dieser Artikel
	 * dient nur der allgemeinen Information ... fragen Sie Ihren Arzt"):
	 * the phrase with its "only" (a story's "à titre informatif, les
	 * experts estiment ..." is French prose), a word for the page and a
	 * call to ask, not the doctor's noun alone ("published for general
	 * information only, ... to see a doctor") */
	static const char *const info[] = {
		"general information only", "for informational purposes only",
		"allgemeinen information", "titre informatif uniquement",
		"uniquement \xC3\xA0 titre informatif", "solo a scopo informativo",
		"solo con fines informativos", "alleen ter informatie",
		"\xE0\xA4\xB8\xE0\xA4\xBE\xE0\xA4\xAE\xE0\xA4\xBE\xE0\xA4\xA8"
		"\xE0\xA5\x8D\xE0\xA4\xAF \xE0\xA4\x9C\xE0\xA4\xBE\xE0\xA4\xA8"
		"\xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\xB0\xE0\xA5\x80",
	};
	static const char *const page[] = {
		"artikel", "article", "inhalt", "content", "contenu", "contenid", "contenut",
		"page", "pagina", "p\xC3\xA1gina", "seite", "site", "sitio", "sito", "text",
		"testo",
		"\xE0\xA4\xAF\xE0\xA4\xB9 \xE0\xA4\xB2\xE0\xA5\x87\xE0\xA4\x96",  /* यह लेख */
	};
	static const char *const ask[] = {
		"consult", "ask ", "talk to", "fragen sie", "wenden sie sich", "consultez",
		"demandez", "consulte", "consulti", "raadpleeg", "vraag ",
		"\xE0\xA4\xB8\xE0\xA4\xB2\xE0\xA4\xBE\xE0\xA4\xB9 "
		"\xE0\xA4\xB2\xE0\xA5\x87\xE0\xA4\x82",  /* सलाह लें */
	};
	if (HAS_ANY_CI(s, n, info) && HAS_ANY_CI(s, n, page) && HAS_ANY_CI(s, n, ask) &&
	    !HAS_ANY_CI(s, n, said))
		return 1;
	return HAS_ANY_CI(s, n, repl) && HAS_ANY_CI(s, n, doc) && HAS_ANY_CI(s, n, self) &&
	       !HAS_ANY_CI(s, n, said);
}

/* A health page's line that names who checked the text, over it or under
 * it: "Medizinisch geprüft von Dr. med. ...", "Expertenprüfung durch:
 * Univ.-Prof. Dr. ...", "Fachlich geprüft von", "Medically reviewed by",
 * "Revisado por el Dr. ...", "Validé par le Dr ...", "Revisionato da",
 * "Medisch gecontroleerd door". A line under REVIEW_LINE characters that
 * opens with such words, however its box is named, or with the author's
 * "By", "Von", "Por" (by_words) and holds them: the byline's spans run
 * into one line in a box named nothing known ("<div class=firma><span class=
 * autor>Por Lucía Gómez</span><span class=revisor>Revisado por el Dr.
 * ...</span><span class=fecha>Actualizado: ...", "Von Jana Berg,
 * medizinisch geprüft von Dr. med. ..."). */
#ifndef REVIEW_LINE
#define REVIEW_LINE 200
#endif
int review_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"medizinisch gepr\xC3\xBC" "ft", "medizinisch \xC3\xBC" "berpr\xC3\xBC" "ft",
		"fachlich gepr\xC3\xBC" "ft", "\xC3\xA4rztlich gepr\xC3\xBC" "ft",
		"\xC3\x84rztlich gepr\xC3\xBC" "ft", "expertenpr\xC3\xBC" "fung",
		"medically reviewed", "medical review by", "fact checked by",
		"fact-checked by", "revisado por", "revisi\xC3\xB3n m\xC3\xA9" "dica",
		"valid\xC3\xA9 par", "relu par", "revisionato da", "verificato da",
		"medisch gecontroleerd", "medisch beoordeeld",
		/* and Vietnam's and Indonesia's and Malaysia's ("Tham vấn y
		 * khoa: ThS.BS ...", "Bài viết được tư vấn chuyên môn bởi Bác
		 * sĩ ...", "Ditinjau oleh dr. ...", "Disemak oleh Dr. ...") */
		"tham v\xE1\xBA\xA5n y khoa", "tham v\xE1\xBA\xA5n chuy\xC3\xAAn m\xC3\xB4n",
		"t\xC6\xB0 v\xE1\xBA\xA5n chuy\xC3\xAAn m\xC3\xB4n",
		"ki\xE1\xBB\x83m duy\xE1\xBB\x87t y khoa", "ditinjau oleh",
		"ditinjau secara medis",
		"direview oleh", "disemak oleh",
	};
	/* (Vietnamese opens the line with "the article was ...", no
	 * byline's word) */
	static const char *const vi[] = {
		"b\xC3\xA0i vi\xE1\xBA\xBFt \xC4\x91\xC6\xB0\xE1\xBB\xA3" "c ",
	};
	return n >= 12 && n < REVIEW_LINE &&
	       (STARTS_ANY_CI(s, n, w) ||
	        ((starts_any_ci(s, n, by_words, by_words_n) || STARTS_ANY_CI(s, n, vi)) &&
	         HAS_ANY_CI(s, n, w)));
}

/* A contributor's notice that the post is the writer's view, not the
 * site's, under the byline or under the post: "Opinions expressed by ...
 * Contributors are their own", "The views expressed in this article are
 * those of the author and do not necessarily reflect ...", a closed
 * contributor platform's "Contributors control their own work and posted
 * freely to our site", "Gastbeiträge geben nicht zwingend die Meinung der
 * Redaktion wieder", "Cette tribune n'engage que son auteur", "Las
 * opiniones expresadas son responsabilidad exclusiva del autor", "Le
 * opinioni espresse non riflettono necessariamente ...", "De meningen
 * zijn niet noodzakelijk die van de redactie". Under VIEWS_NOTICE
 * characters, a word for the writer (or the newsroom), one for a view
 * (or their own work) and one that disowns it, its first sentence naming
 * the writer or the view: a guest's bio that ends on the notice
 * ("Thomas B. ist Stadtplaner ... Gastbeiträge geben nicht zwingend ...")
 * is the bio, and a story's line on writers who "launched their own
 * talks" names no view. */
#ifndef VIEWS_NOTICE
#define VIEWS_NOTICE 300
#endif
int views_notice(const char *s, size_t n)
{
	static const char *const who[] = {
		"author", "contributor", "writer", "autor", "verfasser", "redaktion",
		"auteur", "r\xC3\xA9" "daction", "autore", "redazione", "redactie", "schrijver",
	};
	/* Russian's and Ukrainian's ("Мнение редакции может не совпадать
	 * с мнением автора", "Думка редакції може не збігатися з думкою
	 * автора"), each case: the desk and the notice's own verb together,
	 * never "автор" or "не обязательно" alone, which prose has */
	static const char *const desk[] = {
		"редакци", "Редакци", "редакці", "Редакці",
	};
	static const char *const differ[] = {
		"не совпада", "не збіга",
	};
	static const char *const view[] = {
		"opinion", "view", "their own work", "meinung", "ansicht", "standpunkt", "opini",
		"propos", "point de vue", "mening", "standpunt", "мнени", "Мнени", "думк", "Думк",
	};
	static const char *const disown[] = {
		"their own", "not necessarily", "not reflect", "nicht zwingend",
		"nicht unbedingt", "nicht notwendigerweise", "bereinstimm", "n'engag",
		"n\xE2\x80\x99" "engag", "necesariamente", "exclusiva", "necessariamente",
		"noodzakelijk",
	};
	if (n < 30 || n >= VIEWS_NOTICE || !HAS_ANY_CI(s, n, view))
		return 0;
	if (HAS_ANY_CI(s, n, desk) && HAS_ANY_CI(s, n, differ))
		return 1;
	if (!HAS_ANY_CI(s, n, disown) || !HAS_ANY_CI(s, n, who))
		return 0;
	size_t one = 0;
	while (one + 1 < n &&
	       !((s[one] == '.' || s[one] == '!' || s[one] == '?') && s[one + 1] == ' '))
		one++;
	return HAS_ANY_CI(s, one + 1, who) || HAS_ANY_CI(s, one + 1, view);
}

int has_digit(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] >= '0' && s[i] <= '9')
			return 1;
	return 0;
}

/* The Arabic currencies, a sign of letters and points or a word, and
 * the bytes of the one that opens s (0: none): the riyal's "ر.س", the
 * dirham's "د.إ" and "درهم", the Egyptian pound's "ج.م" and "جنيه", the
 * riyal, the dinar, the lira ("ريال", "دينار", "ليرة"). A word is whole
 * ("درهما", a dirham in a sentence's case, is none). */
size_t arabic_sign(const char *s, size_t n)
{
	static const char *const sign[] = {
		"ر.س", "د.إ", "ج.م", "د.ك", "ر.ق", "درهم", "جنيه", "ريال", "دينار",
		"ليرة",
	};
	for (size_t k = 0; k < sizeof sign / sizeof *sign; k++) {
		size_t l = strlen(sign[k]);
		if (n >= l && !memcmp(s, sign[k], l) &&
		    (n == l || (unsigned char)s[l] < 0x80))
			return l;
	}
	return 0;
}

/* A digit anywhere in s, ASCII or a script's own ("٤٩٩", "۴۹۹"). */
static int any_figure(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (figure_at(s + i, n - i))
			return 1;
	return 0;
}

/* An Arabic or Persian letter ends s[0..i): D8 xx, D9 80-8A, DA xx or
 * DB 80-AF; a digit, a space, NBSP or a direction mark before a sign is
 * none ("٤٩٩ر.س", "٤٩٩ ر.س"), a letter makes it part of a word. */
static int arabic_letter_before(const char *s, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;
	return i >= 2 && (u[i - 2] == 0xD8 || u[i - 2] == 0xDA ||
	                  (u[i - 2] == 0xD9 && u[i - 1] >= 0x80 && u[i - 1] <= 0x8A) ||
	                  (u[i - 2] == 0xDB && u[i - 1] >= 0x80 && u[i - 1] <= 0xAF));
}

/* An Arabic currency anywhere in s, after no Arabic letter (a figure,
 * a space or a mark before it may be). */
static int arabic_currency(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (((unsigned char)s[i] == 0xD8 || (unsigned char)s[i] == 0xD9) &&
		    !arabic_letter_before(s, i) && arabic_sign(s + i, n - i))
			return 1;
	return 0;
}

/* A capitalised word ends s[0..o), a space or none between ("Hong Kong"
 * before "SAR"): the code is then the name's part, no price's. */
static int name_before(const char *s, size_t o)
{
	while (o && s[o - 1] == ' ')
		o--;
	size_t w = o;
	while (w && isalpha((unsigned char)s[w - 1]))
		w--;
	return w < o && isupper((unsigned char)s[w]);
}

/* The Gulf's and Egypt's codes on an Arabic shop's page ("SAR", "AED",
 * "EGP", "KWD", "QAR") are words of other kinds too, a region's ("Hong
 * Kong SAR 2025"): a code is one only as a word beside a figure, touching
 * it or one space away, the figure before it ("499 SAR", "499SAR") or
 * after it with no capitalised word before the code ("SAR 499", "Preis:
 * AED 120", "ab SAR 99"). */
static int gulf_code(const char *s, size_t n)
{
	static const char *const code[] = {"sar", "aed", "egp", "kwd", "qar"};
	for (size_t k = 0; k < sizeof code / sizeof *code; k++) {
		size_t a = 0;
		const char *p;
		while (a < n && (p = memmem_ci(s + a, n - a, code[k])) != NULL) {
			size_t o = (size_t)(p - s), e = o + 3, f = o, g = e;
			unsigned char l = o ? (unsigned char)s[o - 1] : ' ';
			unsigned char r = e < n ? (unsigned char)s[e] : ' ';
			a = o + 1;
			if ((l >= 0x80 && !figure_before(s, o)) || isalpha(l) ||
			    r >= 0x80 || isalpha(r))
				continue;
			if (f && s[f - 1] == ' ')
				f--;
			if (g < n && s[g] == ' ')
				g++;
			if (figure_before(s, f) ||
			    (g < n && figure_at(s + g, n - g) && !name_before(s, o)))
				return 1;
		}
	}
	return 0;
}

/* The Turkish lira's "TL" is a word of other kinds too ("TL;DR: 3
 * things"): a code only right after a figure, touching it or one space
 * away ("4.899 TL", "120TL"). */
static int lira_code(const char *s, size_t n)
{
	size_t a = 0;
	const char *p;
	while (a < n && (p = memmem_ci(s + a, n - a, "tl")) != NULL) {
		size_t o = (size_t)(p - s), f = o;
		unsigned char r = o + 2 < n ? (unsigned char)s[o + 2] : ' ';
		a = o + 1;
		if (isalnum(r) || r >= 0x80)
			continue;
		if (f && s[f - 1] == ' ')
			f--;
		if (figure_before(s, f))
			return 1;
	}
	return 0;
}

/* A currency's sign or code in s: a code is a word of its own, a figure
 * may touch it ("39,90EUR", "CHF 120", "12 Euro", the Turkish lira's
 * "4.899 TL" (lira_code), "₺4.899"); "Europa-League 2:1", "il y a 3
 * heures", "12 lecteurs" name none. */
int currency_in(const char *s, size_t n)
{
	static const char *const sign[] = {"\xE2\x82\xAC", "$", "\xC2\xA3", "\xE2\x82\xBA"};
	static const char *const code[] = {
		"eur", "euro", "euros", "chf", "usd", "gbp",
	};
	return HAS_ANY_CI(s, n, sign) || arabic_currency(s, n) ||
	       word_in(s, n, code, sizeof code / sizeof *code, WORD_FIGURE) ||
	       gulf_code(s, n) || lira_code(s, n);
}

/* A price, short: a figure and a currency ("€29", "$ 12.50", "39,90 EUR"). */
int price_line(const char *s, size_t n)
{
	return n < PRICE_MAX && any_figure(s, n) && currency_in(s, n);
}

/* A line that ends in a price after some text of its own: a dish and its
 * price ("Rindergulasch mit Semmelknödel 12,50 €", "Burrata € 9,50",
 * "Fish and chips £12"); the price is the last one or two words. */
int price_tail(const char *s, size_t n)
{
	while (n && s[n - 1] == ' ')
		n--;
	size_t i = n;
	for (int w = 0; w < 2 && i; w++) {
		while (i && s[i - 1] != ' ')
			i--;
		if (i && i < n && price_only(s + i, n - i))
			return 1;
		while (i && s[i - 1] == ' ')
			i--;
	}
	return 0;
}

/* A network's count under a post's byline, its claps or likes rounded
 * to thousands or millions: "1.2K", "15K", "2,3 Mio.", a figure and the
 * suffix alone (a figure alone may be a list's number, "5m" a length). */
int social_count(const char *s, size_t n)
{
	static const char *const suf[] = {
		"K", "k", "M", " K", " M", " Tsd.", " Mio.",
	};
	size_t i = figure_len(s, n);
	if (!i || n > 12)
		return 0;
	for (size_t k = 0; k < sizeof suf / sizeof *suf; k++)
		if (n - i == strlen(suf[k]) && !memcmp(s + i, suf[k], n - i))
			return 1;
	return 0;
}

/* A review's score in its verdict box, out of the text: a figure alone
 * with a decimal or out of a scale ("8,6", "4,5/5"), or a figure and the
 * word for a score or a grade, under 40 characters ("VOTO 8.8", "Our
 * Score 8", "4,0Gesamtwertung", "Note: 1,4 (sehr gut)", "Eindoordeel
 * 8,5", "Note globale 4/5"), the count of votes after it or not ("4.6
 * (128)"). One figure of three digits at most ("Testsieger 2026" is
 * none); a quantity, "1/2 Tasse Mehl", names no score. */
int score_line(const char *s, size_t n)
{
	/* whole words; the heads of German and Dutch compounds may close one
	 * ("Gesamtwertung", "Eindoordeel"), the others open it too
	 * ("Operating System: gOS V2" is none) */
	static const char *const head[] = {
		"note", "wertung", "punkte", "urteil", "oordeel", "cijfer",
	};
	static const char *const word[] = {
		"score", "rating", "voto", "nota", "punteggio", "puntuaci\xC3\xB3n",
		"valoraci\xC3\xB3n", "verdict",
	};
	size_t i = 0, a;
	int dec = 0, frac = 0;
	if (n > 40)
		return 0;
	while (i < n && !isdigit((unsigned char)s[i]))
		i++;
	if (i == n)
		return 0;
	for (a = i; i < n && isdigit((unsigned char)s[i]); i++)
		;
	if (i - a > 3)
		return 0;
	if (i + 1 < n && (s[i] == '.' || s[i] == ',') && isdigit((unsigned char)s[i + 1])) {
		size_t d = ++i;
		while (i < n && isdigit((unsigned char)s[i]))
			i++;
		if (i - d > 2)
			return 0;
		dec = 1;
	}
	/* out of a rating's scale, 5, 6, 10, 20 or 100 ("4,5/5", "16/20", a
	 * travel portal's "5,6/6"; a season, "21/22", is none) */
	if (i < n && s[i] == '/' && i + 1 < n && isdigit((unsigned char)s[i + 1])) {
		long num = strtol(s + a, NULL, 10), den = 0;
		for (i++; i < n && isdigit((unsigned char)s[i]) && den < 1000; i++)
			den = den * 10 + (s[i] - '0');
		if ((den == 5 || den == 6 || den == 10 || den == 20 || den == 100) && num <= den)
			frac = 1;
		else
			return 0;
	}
	/* the count of votes after it in brackets, a shop's "4.6 (128)" */
	if ((dec || frac) && a == 0) {
		size_t k = i + (i < n && s[i] == ' ');
		if (k + 2 < n && s[k] == '(' && s[n - 1] == ')') {
			for (k++; k < n - 1 && isdigit((unsigned char)s[k]); k++)
				;
			if (k == n - 1)
				return 1;
		}
	}
	for (size_t k = i; k < n; k++)
		if (isdigit((unsigned char)s[k]))
			return 0;
	if (a == 0 && i == n)
		return dec || frac;
	for (size_t k = 0; k < sizeof head / sizeof *head + sizeof word / sizeof *word; k++) {
		int h = k < sizeof head / sizeof *head;
		const char *wk = h ? head[k] : word[k - sizeof head / sizeof *head];
		size_t wl = strlen(wk);
		for (const char *p = s; (p = memmem_ci(p, n - (size_t)(p - s), wk)); p++) {
			size_t e = (size_t)(p - s) + wl;
			if ((e == n || (!isalpha((unsigned char)s[e]) && !(s[e] & 0x80))) &&
			    (h || p == s || (!isalpha((unsigned char)p[-1]) && !(p[-1] & 0x80))))
				return 1;
			if (e >= n)
				break;
		}
	}
	return 0;
}

/* A term that names a version, the figure under it no score: a reference's
 * "Since:" over "2.0" (Javadoc's), "Version", "Seit", "Depuis", "Desde",
 * "Dal", "Sinds". */
int version_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"since", "version", "seit", "ab version", "depuis", "desde", "dal",
		"sinds", "versi\xC3\xB3n", "versione", "available since",
	};
	return n < 24 && label_is(s, n, w, sizeof w / sizeof *w);
}

/* An affiliate plugin's offer box run into one line, the product's name,
 * its price and the call to buy ("Barista One, 15 bar ab 249,99 € Bei
 * Amazon kaufen Preis inkl. MwSt. ... Letzte Aktualisierung am
 * 27.11.2026"): under 300 characters, a price and a shop's call, not a
 * sentence ("Sie ist bei Amazon für 249 € erhältlich." is the text). */
int offer_box(const char *s, size_t n)
{
	static const char *const buy[] = {
		"bei amazon", "at amazon", "sur amazon", "en amazon", "su amazon", "bij amazon",
		"zum angebot", "jetzt kaufen", "buy now", "view deal", "check price",
		"preis pr\xC3\xBC" "fen", "voir l'offre", "ver oferta", "vedi offerta",
		"bekijk aanbieding",
	};
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF",
	};
	if (n >= 300 || n < 12 || ends_sentence(s, n) || !HAS_ANY_CI(s, n, cur))
		return 0;
	return has_digit(s, n) && HAS_ANY_CI(s, n, buy);
}

/* A shop's call on an offer's button: a block under BUY_LINE characters
 * with a link, that opens with the call ("Jetzt kaufen*", "Zum Shop", "Bei
 * Amazon ansehen", "Buy now", "Shop now", "Acheter", "Voir l'offre",
 * "Comprar", "Ver oferta", "Acquista ora", "Compra su Amazon", "Koop nu",
 * "Bekijk bij Douglas", "Shop hier") or closes with it, after the shop
 * and the price run into one line ("Pharmacie Lafayette44,90 €"
 * "Acheter", "Crème Nivea Soft4,90 €" "Je l'achète"). */
int buy_call(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"jetzt kaufen", "kaufen", "jetzt bestellen", "bestellen", "zum shop",
		"zum angebot", "zum produkt", "zum deal", "bei amazon", "jetzt shoppen",
		"shoppen", "buy", "shop now", "view deal", "check price", "see price",
		"acheter", "j'ach\xC3\xA8te", "je l'ach\xC3\xA8te", "voir l'offre",
		"voir le prix", "commander", "comprar", "c\xC3\xB3mpralo", "ver oferta",
		"ver precio", "acquista", "compra", "vedi offerta", "vedi prezzo", "koop",
		"bestel", "bekijk aanbieding", "bekijk prijs", "bekijk bij", "shop hier",
		"shop nu", "naar de winkel",
	};
	size_t n = b->len;
	if (!b->link_chars || b->chars >= BUY_LINE)
		return 0;
	if (STARTS_ANY_CI(s, n, w))
		return 1;
	while (n && (s[n - 1] == '*' || s[n - 1] == ' '))
		n--;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t l = strlen(w[k]);
		if (l < n && !strncasecmp(s + n - l, w[k], l) && !isalpha((unsigned char)s[n - l - 1]))
			return 1;
	}
	return 0;
}

/* The title of a table of contents over its links to the page's
 * sections, "Sommaire", "Inhaltsverzeichnis", "Contents" (select_blocks
 * checks that links come next). */
int toc_title(const char *s, size_t n)
{
	static const char *const w[] = {
		"inhaltsverzeichnis", "inhalt", "sommaire", "contents", "table of contents",
		"\xC3\xADndice", "indice", "contenido", "sommario", "inhoudsopgave", "inhoud",
		"in diesem artikel", "in this article", "dans cet article", "en este art\xC3\xAD"
		"culo", "in questo articolo", "in dit artikel", "auf dieser seite", "on this page",
	};
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	if (n > 20)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (n == strlen(w[k]) && starts_with_ci(s, n, w[k]))
			return 1;
	return 0;
}

/* A price alone on its line, "CHF 549.–", "ab 39,99 €", "$1,099", "dès
 * 149 €", "٤٩٩ ر.س", "120 درهم", Asia's signs ("320.00 ฿", "1.290.000₫",
 * "₹499", "¥1,280", "₩12,900", "₱350"): a shop's card or an offer's box
 * in a review, no text (a spec list's "Preis: 349 Euro", "Price: $1,099"
 * names what it is and stays). */
int price_only(const char *s, size_t n)
{
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF", "USD", "GBP", "Fr.",
		"\xE0\xB8\xBF", "\xE2\x82\xAB", "\xE2\x82\xB9", "\xC2\xA5", "\xE2\x82\xA9",
		"\xE2\x82\xB1",
	};
	static const char *const from[] = {
		"ab ", "from ", "d\xC3\xA8s ", "desde ", "da ", "vanaf ", "nur ", "only ",
		"\xC3\xA0 partir de ",
	};
	size_t i = 0;
	int cur_seen = 0, dig = 0;
	if (n >= PRICE_MAX || !any_figure(s, n))
		return 0;
	for (size_t k = 0; k < sizeof from / sizeof *from; k++)
		if (starts_with_ci(s, n, from[k])) {
			i = strlen(from[k]);
			break;
		}
	while (i < n) {
		size_t l = 0;
		for (size_t k = 0; k < sizeof cur / sizeof *cur && !l; k++) {
			size_t cl = strlen(cur[k]);
			if (n - i >= cl && !memcmp(s + i, cur[k], cl))
				l = cl;
		}
		if (!l && !arabic_letter_before(s, i))
			l = arabic_sign(s + i, n - i);
		if (l) {
			cur_seen = 1;
			i += l;
		} else if (isdigit((unsigned char)s[i])) {
			dig = 1;
			i++;
		} else if ((l = (size_t)figure_at(s + i, n - i))) {
			dig = 1;
			i += l;
		} else if (n - i >= 2 && (unsigned char)s[i] == 0xD9 &&
		           ((unsigned char)s[i + 1] == 0xAB || (unsigned char)s[i + 1] == 0xAC)) {
			i += 2;  /* the Arabic decimal and thousands marks, "٤٩٫٩٩" */
		} else if (strchr(" .,'-*", s[i])) {
			i++;
		} else if (n - i >= 3 && !memcmp(s + i, "\xE2\x80\x93", 3)) {
			i += 3;  /* "549.–" */
		} else if (n - i >= 3 && !memcmp(s + i, "\xE2\x80\x8F", 3)) {
			i += 3;  /* the right-to-left mark between figure and sign */
		} else if (n - i >= 2 && !memcmp(s + i, "\xC2\xA0", 2)) {
			i += 2;
		} else {
			return 0;
		}
	}
	return cur_seen && dig;
}

/* A rating widget's line that closes with its count of votes in brackets,
 * "Leserwertung 7.9 (23 Stimmen)", "4.6 (120 votes)": readers' ratings
 * under a review or a recipe, no sentence of the text. So is a line that
 * names the readers' rating and holds its count anywhere, its buttons or
 * its call run on after it: a game review's score box, "Eure Wertung
 * 2.314 Stimmen", "Note des lecteurs 17,2/20 (412 avis) Donnez votre
 * avis", "Voto dei lettori 8,1 (96 voti)" (a count alone, "CDU 12.345
 * Stimmen", an election's result, is none). */
int vote_count(const char *s, size_t n)
{
	static const char *const w[] = {
		"votes", "vote", "ratings", "rating", "reviews", "stimmen", "stimme",
		"bewertungen", "bewertung", "avis", "votos", "voto", "valoraciones",
		"voti", "stemmen",
		/* and in Hindi, Indonesian and Vietnamese ("४.८ (२३ वोट)",
		 * "4,7 (52 ulasan)", "4.5 (18 đánh giá)") */
		"\xE0\xA4\xB5\xE0\xA5\x8B\xE0\xA4\x9F",
		"\xE0\xA4\xB0\xE0\xA5\x87\xE0\xA4\x9F\xE0\xA4\xBF\xE0\xA4\x82\xE0\xA4\x97",
		"ulasan", "penilaian", "\xC4\x91\xC3\xA1nh gi\xC3\xA1",
	};
	static const char *const rated[] = {
		"wertung", "rating", "score", "note ", "voto ", "valoraci", "beoordeling",
	};
	if (n > 80 || !n)
		return 0;
	if (s[n - 1] != ')') {
		/* a figure, then a space and a word of the count at a word's
		 * end: "2.314 Stimmen", "(412 avis)" */
		for (size_t i = 1; i + 1 < n; i++) {
			if (s[i] != ' ' || !isdigit((unsigned char)s[i - 1]))
				continue;
			for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
				size_t l = strlen(w[k]);
				if (n - i - 1 >= l && !strncasecmp(s + i + 1, w[k], l) &&
				    (n - i - 1 == l || !isalpha((unsigned char)s[i + 1 + l])))
					return !ends_sentence(s, n) && HAS_ANY_CI(s, n, rated);
			}
		}
		return 0;
	}
	size_t o = n - 1;
	while (o > 0 && s[o - 1] != '(')
		o--;
	if (!o)
		return 0;
	/* the count's figures, the script's own too (figure_at's) */
	size_t i = o, d = 0;
	for (int l; i < n; ) {
		if ((l = figure_at(s + i, n - i)) > 0) {
			d++;
			i += (size_t)l;
		} else if (s[i] == '.' || s[i] == ',') {
			i++;
		} else {
			break;
		}
	}
	if (!d || i >= n || s[i] != ' ')
		return 0;
	i++;
	return word_is(s + i, n - 1 - i, w, sizeof w / sizeof *w);
}

/* A review's score in a paragraph of its text, the verdict's last line
 * ("<p><strong>Bewertung: 4 von 5 Sternen</strong></p>", "Voto: 8/10",
 * "Wertung: 8,5/10") right under a paragraph of prose, its sibling: the
 * critic's sentence, no score box's. */
int body_score(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	if (!(b->tag & F_P) || i <= first || !b->punct)
		return 0;
	const struct block *a = &b[-1];
	return (a->tag & F_P) && !(a->tag & F_HEAD) && a->chars >= 80 && !a->link_chars &&
	       nd[a->owner].parent == nd[b->owner].parent && nd[a->owner].nearest_neg < 0;
}

/* A performance's line in a theatre's, opera's or concert hall's list of
 * dates, a date and a time closed by a link to buy its tickets ("Sa,
 * 12.10.2024, 19:30 Uhr Großes Haus <a>Tickets</a>", "ven. 18/10, 20h
 * <a>Billets</a>", "<a>Biglietti</a>", "<a>Entradas</a>", "<a>Kaarten</a>")
 * or by its sold-out mark ("Ausverkauft", "Sold out", "Complet",
 * "Esaurito", "Agotado", "Uitverkocht"): 1 for a linked call, 2 for the
 * mark; a box office's widget, not the text of the production. Under 100
 * characters with a digit; a call's link is the call alone. */
static const char *const ticket_call[] = {
	"tickets", "ticket", "karten", "billets", "biglietti", "entradas",
	"kaarten", "buy tickets", "tickets kaufen", "karten kaufen",
};
static const char *const ticket_gone[] = {
	"ausverkauft", "sold out", "complet", "esaurito", "agotado",
	"uitverkocht",
};
static int ticket_line(const struct block *b, const char *s)
{
	const char *const *call = ticket_call, *const *gone = ticket_gone;
	size_t n = b->len;
	if (b->chars >= 100 || b->chars < 12)
		return 0;
	int digit = 0;
	for (size_t i = 0; i < n && !digit; i++)
		digit = isdigit((unsigned char)s[i]) != 0;
	if (!digit)
		return 0;
	for (int g = 0; g < 2; g++) {
		const char *const *w = g ? gone : call;
		size_t nw = g ? sizeof ticket_gone / sizeof *ticket_gone :
		                sizeof ticket_call / sizeof *ticket_call;
		for (size_t k = 0; k < nw; k++) {
			size_t l = strlen(w[k]);
			if (n > l && s[n - l - 1] == ' ' && !strncasecmp(s + n - l, w[k], l) &&
			    (g ? !b->link_chars : b->link_chars == (int)l))
				return g + 1;
		}
	}
	return 0;
}

/* Is block i a line of a list of performances: a ticket line (above) next
 * to another one, one of them a linked call? */
int ticket_run(const struct extractor *x, int i, int first, int end)
{
	const struct block *bl = x->blocks;
	int t = ticket_line(&bl[i], x->text.p + bl[i].off);
	if (!t)
		return 0;
	int p = i > first ? ticket_line(&bl[i - 1], x->text.p + bl[i - 1].off) : 0;
	int q = i + 1 < end ? ticket_line(&bl[i + 1], x->text.p + bl[i + 1].off) : 0;
	return (p || q) && (t == 1 || p == 1 || q == 1);
}

/* A cell that is a call to buy tickets and nothing else, the whole cell a
 * link ("<td><a>Tickets</a></td>", "Karten", "Billets", "Biglietti",
 * "Entradas", "Kaarten"), or a sold-out mark alone ("Ausverkauft", "Sold
 * out", "Complet", "Esaurito", "Agotado", "Uitverkocht") within TICKET_NEAR
 * blocks of such a call: the box office's column of a table of tour dates
 * or performances, whose date, town and venue are the text. 1 or 2 as
 * ticket_line. */
#ifndef TICKET_NEAR
#define TICKET_NEAR 8
#endif
static int ticket_word(const struct block *b, const char *s)
{
	if (b->chars > 16 || !(b->tag & F_TD))
		return 0;
	for (int g = 0; g < 2; g++) {
		const char *const *w = g ? ticket_gone : ticket_call;
		size_t nw = g ? sizeof ticket_gone / sizeof *ticket_gone :
		                sizeof ticket_call / sizeof *ticket_call;
		for (size_t k = 0; k < nw; k++)
			if (b->len == strlen(w[k]) && !strncasecmp(s, w[k], b->len) &&
			    (g ? !b->link_chars : b->link_chars == b->chars))
				return g + 1;
	}
	return 0;
}

/* The last cell of a table's row, all of it links, CALL_MAX characters
 * at most, whose text closes CALL_ROWS more rows nearby the same way,
 * in a row with a cell of plain text: a column of calls, the same in each
 * row ("<td><a>Spotify</a><a>Apple Music</a></td>" after a radio
 * station's played songs, "Details", "Infos", "Jetzt buchen"), no data. */
#define CALL_ROWS 2
#define CALL_NEAR 16
static int call_column(const struct extractor *x, int i, int first, int end)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int r = nd[b->owner].parent;
	if (b->link_chars != b->chars || b->chars > CALL_MAX || r < 0 ||
	    !(nd[r].tag & F_TR) || nd[r].end_block != i + 1)
		return 0;
	int text = 0;
	for (int k = nd[r].first_block; k < i && !text; k++)
		text = x->blocks[k].chars >= 3 && !x->blocks[k].link_chars;
	if (!text)
		return 0;
	const char *s = x->text.p + b->off;
	int same = 0;
	for (int j = i - CALL_NEAR; j <= i + CALL_NEAR && same < CALL_ROWS; j++) {
		const struct block *e = &x->blocks[j < first ? first : j >= end ? end - 1 : j];
		int q = nd[e->owner].parent;
		same += j >= first && j < end && j != i && e->len == b->len &&
		        e->link_chars == e->chars && (e->tag & F_TD) && q >= 0 && q != r &&
		        nd[q].end_block == j + 1 && !memcmp(x->text.p + e->off, s, b->len);
	}
	return same >= CALL_ROWS;
}

int ticket_cell(const struct extractor *x, int i, int first, int end)
{
	const struct block *bl = x->blocks;
	int t = ticket_word(&bl[i], x->text.p + bl[i].off);
	if (!t && (bl[i].tag & F_TD) && call_column(x, i, first, end))
		return 1;
	if (t != 2)
		return t;
	for (int j = i - TICKET_NEAR; j <= i + TICKET_NEAR; j++)
		if (j >= first && j < end && j != i &&
		    ticket_word(&bl[j], x->text.p + bl[j].off) == 1)
			return 2;
	return 0;
}

/* A line of a shop's buy box beside the product's text: its number
 * ("Artikelnummer: GS-FLEX-25", "Réf. : 1234", "SKU: X-1"), its delivery
 * time ("Lieferzeit: 1 - 3 Werktage", "Délai de livraison", "Plazo de
 * entrega", "Levertijd"), its stock alone ("Sofort verfügbar", "En stock",
 * "Op voorraad") or the note on tax and shipping under the price ("inkl.
 * MwSt. zzgl. Versand", "Impuestos incluidos", "Inclusief belasting.
 * Verzendkosten ...", "Taxes included."), each opening a short line: none
 * a sentence of the description. */
/* select_blocks' verdict on such a line: dropped, and passed over by the
 * context sweeps (a spec table's title after the buy box is judged by the
 * description above it); and on a caption that is no sentence nor kept
 * between kept blocks, a credit ("Foto: dpa/..."): the heading over the
 * picture is judged by the text below it */
int tax_note(const char *s, size_t n)
{
	static const char *const tax[] = {
		"inkl. mwst", "inkl. gesetzl", "inkl. 19", "inkl. 7 ", "inkl. 20",
		"inkl. ust", "zzgl. versand", "exkl. mwst", "incl. btw", "inclusief btw",
		"inclusief belasting", "excl. btw", "taxes included", "tax included",
		"taxes incluses", "tva incluse", "ttc", "prix ttc", "impuestos incluidos",
		"iva incluido", "iva incluida", "iva inclusa", "iva compresa",
		"prezzo iva", "including vat", "incl. vat",
		/* a trade shop's net price: "zzgl. MwSt. (2.200,31 € brutto)",
		 * "excl. VAT", "Prix HT", "IVA esclusa" */
		"zzgl. mwst", "zzgl. gesetzl", "zzgl. ust", "exkl. ust", "excl. vat",
		"excluding vat", "plus vat", "hors taxes", "prix ht", "iva esclusa",
		"iva excluido", "sin iva",
	};
	while (n && (*s == '*' || *s == ' ')) {
		s++;
		n--;
	}
	if (n >= SHOP_LINE + 40)
		return 0;
	return STARTS_ANY_CI(s, n, tax);
}

/* the words before a date after a delivery label ("el jueves 12"), and
 * the most words of an offer's line ("Envío gratis a domicilio") */
#ifndef SHOP_DAY_WORDS
#define SHOP_DAY_WORDS 2
#endif
#ifndef SHOP_OFFER_WORDS
#define SHOP_OFFER_WORDS 3
#endif

int shop_line(const char *s, size_t n)
{
	static const char *const label[] = {
		"artikelnummer", "art.-nr", "art.nr", "art. nr", "artikel-nr",
		"produktnummer", "bestellnummer", "lieferzeit:", "lieferzeit ca",
		"sku:", "sku ", "ugs :", "ugs:", "r\xC3\xA9" "f. :", "r\xC3\xA9" "f.:",
		"r\xC3\xA9" "f\xC3\xA9rence :", "d\xC3\xA9lai de livraison",
		"referencia ", "plazo de entrega", "codice articolo", "cod. articolo",
		"tempi di consegna", "levertijd", "artikelnummer:", "delivery time",
		"sofort verf\xC3\xBCgbar", "sofort lieferbar", "auf lager",
		"vorr\xC3\xA4tig", "en stock", "in stock", "op voorraad",
		"disponibilit\xC3\xA0 immediata", "nicht vorr\xC3\xA4tig",
		"out of stock", "rupture de stock", "agotado",
		/* a Latin American marketplace's buy box beside the product
		 * ("Devolución gratis. Tienes 30 días ...") */
		"devoluci\xC3\xB3n gratis", "devolu\xC3\xA7\xC3\xA3o gr\xC3\xA1tis",
	};
	/* its delivery, a day or date after it or nothing ("Llega gratis
	 * mañana", "Chega grátis amanhã", "Llega gratis el 12 de marzo");
	 * a news line goes on ("Llega mañana a Lima el ministro ...") */
	static const char *const comes[] = {
		"llega gratis", "llega ma\xC3\xB1" "ana", "chega gr\xC3\xA1tis",
		"chegar\xC3\xA1 gr\xC3\xA1tis",
	};
	/* its offer, alone on its line or its own clause ("Envío gratis",
	 * "Frete grátis", "Compra Protegida, recibe el producto ..."); a
	 * headline goes on ("Frete grátis para remédios do SUS é aprovado") */
	static const char *const offer[] = {
		"env\xC3\xAD" "o gratis", "frete gr\xC3\xA1tis", "compra protegida",
		"compra garantida",
	};
	/* its quantity, of units in stock ("Cantidad: 1 unidad (+50
	 * disponibles)", "Quantidade: 1 unidade"); an ingredient's is none
	 * ("Cantidad: 500 g de harina") */
	static const char *const qty[] = { "cantidad:", "quantidade:" };
	static const char *const unit[] = {
		"unidad", "disponible", "unidade", "dispon\xC3\xADve",
	};
	if (n >= SHOP_LINE)
		return tax_note(s, n);
	if (STARTS_ANY_CI(s, n, label) || tax_note(s, n))
		return 1;
	size_t l = OPENS_ANY_CI(s, n, comes), w = 0, i;
	if (l) {
		/* the words after it, up to the first figure (whose space
		 * counts too) */
		for (i = l; i < n && !figure_at(s + i, n - i); i++)
			w += s[i] == ' ' && i + 1 < n && s[i + 1] != ' ';
		return w <= SHOP_DAY_WORDS + (i < n);
	}
	if ((l = OPENS_ANY_CI(s, n, offer))) {
		if (l < n && (s[l] == ',' || s[l] == '.' || s[l] == ':'))
			return 1;
		for (i = 0; i < n; i++)
			w += s[i] == ' ' && i + 1 < n && s[i + 1] != ' ';
		return w < SHOP_OFFER_WORDS;
	}
	return OPENS_ANY_CI(s, n, qty) && HAS_ANY_CI(s, n, unit);
}

/* A line of a recipe's times, named for cooking and a figure of minutes or
 * hours ("Vorbereitungszeit 30 Min.", "Prep Time: 5 minutes", "Temps de
 * cuisson : 1 h", "Tiempo de preparación 15 minutos", "Cottura: 40 min",
 * "Kooktijd 30 minuten"; the label first, the unit may be missing), or of
 * its yield: the recipe's, though its box is named a time or a tag; a
 * reading time ("Lesezeit 3 Min.") names no cooking. */
int recipe_time(const char *s, size_t n)
{
	static const char *const what[] = {
		"vorbereitung", "zubereitung", "arbeitszeit", "kochzeit", "backzeit",
		"garzeit", "ruhezeit", "gesamtzeit", "prep", "cook", "total time",
		"bake", "pr\xC3\xA9paration", "cuisson", "repos", "temps total",
		"preparaci\xC3\xB3n", "cocci\xC3\xB3n", "tiempo total", "preparazione",
		"cottura", "riposo", "bereiding", "kooktijd", "oventijd", "totale tijd",
		/* Portuguese and Polish ("Tempo de preparo: 20 min",
		 * "Gotowanie: 15 minut", "Przygotowanie: 1 godzina") */
		"preparo", "prepara\xC3\xA7\xC3\xA3o", "cozedura", "cozimento", "forno",
		"przygotowanie", "gotowanie", "pieczenie",
		/* and Malay's, Indonesian's, Vietnamese's, Thai's ("Masa
		 * Penyediaan 30 minit", "Waktu Memasak 1 jam", "Thời gian nấu
		 * 20 phút", "เวลาเตรียม 15 นาที") */
		"masa penyediaan", "masa memasak", "jumlah masa", "waktu persiapan",
		"waktu memasak", "waktu total", "thời gian nấu", "thời gian chuẩn bị",
		"tổng thời gian", "เวลาเตรียม", "เวลาปรุง", "เวลาทำ",
		/* (not "thời gian" alone: a byline's "Thời gian đăng: 12/01/2026
		 * 10:30", the time it was posted) */
		/* and Arabic's, Persian's, Hebrew's ("وقت التحضير ٣٠ دقيقة",
		 * "زمان پخت ۴۰ دقیقه", "זמן הכנה 20 דקות") */
		"وقت التحضير", "وقت الطهي", "وقت الطبخ", "الوقت الكلي", "زمان آماده", "زمان پخت",
		"زمان کل", "זמן הכנה", "זמן בישול", "זמן אפייה",
	};
	/* the heads of the units' words, right after a figure ("30 Min.",
	 * "1h30", "2 Stunden"; "three", "decorazione", "Admin" hold none) */
	static const char *const unit[] = {
		"min", "std", "stunde", "hour", "hr", "heure", "hora", "ora", "uur", "h",
		"godz", "jam", "phút", "giờ", "นาที", "ชั่วโมง",
	};
	/* and the card's yield beside them, in the same box of details named
	 * a tag ("Portionen 20 Stücke", "Raciones 4 personas", "Servings 6",
	 * "Porzioni 4", "Rendimento 8 porções") */
	static const char *const yield[] = {
		"portion", "raciones", "porciones", "servings", "serves",
		"yield", "porzioni", "dosi per", "personnes", "porties",
		"personen", "rendimento", "por\xC3\xA7\xC3\xB5" "es", "porcje",
		"hidangan", "porsi", "sajian", "khẩu phần",
		/* Arabic's, Persian's, Hebrew's ("عدد الأفراد ٦", "מנות 4") */
		"عدد الأفراد", "عدد الحصص", "تكفي", "تعداد نفرات", "מנות",
	};
	if (n >= RECIPE_TIME)
		return 0;
	/* a figure of any script (figure_at's: "٣٠ دقيقة") */
	size_t f = 0;
	while (f < n && !figure_at(s + f, n - f))
		f++;
	if (f == n)
		return 0;
	if (STARTS_ANY_CI(s, n, what) || STARTS_ANY_CI(s, n, yield))
		return 1;
	/* the unit may be a hidden label's ("30 <span aria-hidden>Min.") */
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]) ||
		    (i + 1 < n && isdigit((unsigned char)s[i + 1])))
			continue;
		size_t j = i + 1 + (i + 1 < n && s[i + 1] == ' ');
		for (size_t k = 0; k < sizeof unit / sizeof *unit; k++) {
			size_t ul = strlen(unit[k]);
			/* "h" alone or before a figure ("1 h", "1h30"), no "1 hat" */
			if (starts_with_ci(s + j, n - j, unit[k]) &&
			    (ul > 1 || j + 1 == n || !isalpha((unsigned char)s[j + 1])))
				return HAS_ANY_CI(s, n, what);
		}
	}
	return 0;
}

/* A threaded board's line over each comment that opens with the toggle
 * that folds it, then its author, score and age: "[–]bb_whisperer
 * 41 points 4 days ago", "[–]ETFonkel[M] 186 Punkte vor 2 Tagen",
 * "[+]pedalo 3 puntos hace 1 hora (2 hijos)": the post's byline, no text
 * of it (a toggle, then a figure and a word of points). */
int fold_tagline(const char *s, size_t n)
{
	if (n < 8 || n > 120 || s[0] != '[' ||
	    (!((s[1] == '-' || s[1] == '+') && s[2] == ']') &&
	     memcmp(s + 1, "\xE2\x80\x93]", 4)))
		return 0;
	for (size_t i = 4; i + 3 < n; i++)
		if (s[i] == ' ' && isdigit((unsigned char)s[i - 1]) &&
		    (s[i + 1] == 'p' || s[i + 1] == 'P') &&
		    strchr("ouU", s[i + 2]))
			return 1;  /* "points", "Punkte", "puntos", "punti", "punten" */
	return 0;
}

/* A mail archive's links to the messages beside one, a line each under
 * its label (Mailman's pipermail: "Previous message (by thread): [list]
 * Subject", "Next message (by thread): ...", "Messages sorted by: [ date ]
 * [ thread ]"; German "Vorherige Nachricht:", "Nachrichten sortiert nach:";
 * French "Message précédent :"; Spanish "Mensaje anterior:"; Italian
 * "Messaggio precedente:"; Dutch "Vorig bericht:"; MHonArc's "Prev by
 * Date:", "Next by thread:"): the archive's navigation, whose label
 * outweighs the link it holds ("(by thread)"), dropped where it is kept
 * (boiler_verdict). */
int msg_nav(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"previous message", "next message", "messages sorted by",
		"vorherige nachricht", "n\xC3\xA4" "chste nachricht", "nachrichten sortiert nach",
		"message pr\xC3\xA9" "c\xC3\xA9" "dent", "message suivant",
		"messages tri\xC3\xA9s par",
		"mensaje anterior", "mensaje siguiente", "siguiente mensaje",
		"mensajes ordenados por", "messaggio precedente", "messaggio successivo",
		"messaggi ordinati per", "vorig bericht", "volgend bericht",
		"berichten gesorteerd op",
		"prev by date", "next by date", "previous by date", "prev by thread",
		"next by thread", "previous by thread",
	};
	if (!b->link_chars || b->chars > 200 || !strchr("pPnNmMvVsSbB", *s))
		return 0;
	return STARTS_ANY_CI(s, b->len, w);
}

#ifndef QA_STAT_LABELS
#define QA_STAT_LABELS 2
#endif

/* A post's count of likes in Japanese, Chinese or Korean, the figure and
 * the count's word and nothing else ("6 件の「いいね！」", Discourse's;
 * "12 个赞", "좋아요 3개"): English's "6 Likes" goes as a short line of no
 * punctuation left to its neighbours, but these hold brackets and a "！"
 * and their letters weigh them up. The line, LIKE_LINE bytes at most,
 * less its figures and its spaces, is one of the words; a bare word, no
 * counter's ("いいね", "赞"), only as a bar's label over its figure
 * ("赞 12"): a story's "100 いいね！" counts likes in its prose. */
#ifndef LIKE_LINE
#define LIKE_LINE 48
#endif
static int cjk_likes(const char *s, size_t n)
{
	static const char *const w[] = {
		"件の「いいね！」", "件のいいね！", "件のいいね",
		"个赞", "個讚", "個赞", "人赞", "人点赞", "人點讚",
		"좋아요개", "개의좋아요",
	};
	/* bare, the figure after them */
	static const char *const bare[] = {"いいね！", "いいね", "赞", "讚", "좋아요"};
	char r[LIKE_LINE];
	size_t m = 0, f = 0, lead = 0;
	if (n > LIKE_LINE)
		return 0;
	for (size_t i = 0; i < n;) {
		size_t d = isdigit((unsigned char)s[i]) ? figure_len(s + i, n - i) : 0;
		if (d) {
			if (!f++)
				lead = m == 0;
			i += d;
		} else if (s[i] == ' ') {
			i++;
		} else {
			r[m++] = s[i++];
		}
	}
	if (!f || !m)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (strlen(w[k]) == m && !memcmp(r, w[k], m))
			return 1;
	for (size_t k = 0; !lead && k < sizeof bare / sizeof *bare; k++)
		if (strlen(bare[k]) == m && !memcmp(r, bare[k], m))
			return 1;
	return 0;
}
/* A forum's counters under a post or a thread: who reads it ("Users
 * browsing this forum: No registered users and 3 guests", "0 Mitglieder und
 * 3 Gäste"), who thanked or liked the post ("The Following 2 Users Say Thank
 * You to X For This Useful Post:", "1 person likes this", "1 Person gefällt
 * das"): a count of people, not a sentence of the post. */
int forum_counter(const char *s, size_t n)
{
	static const char *const w[] = {
		"users browsing this", "say thank you to", "for this useful post",
		"sagen danke", "f\xC3\xBCr diesen n\xC3\xBCtzlichen beitrag",
		/* one user's ("Folgender Benutzer sagt Danke zu X für den
		 * nützlichen Beitrag:") */
		"sagt danke zu", "f\xC3\xBCr den n\xC3\xBCtzlichen beitrag",
	};
	/* closing the line */
	static const char *const likes[] = {
		"person likes this", "people like this", "others like this",
		"person gef\xC3\xA4llt das", "personen gef\xC3\xA4llt das",
		"personne aime \xC3\xA7" "a", "personnes aiment \xC3\xA7" "a",
		"persona le gusta esto", "personas les gusta esto",
	};
	static const char *const guests[] = {
		"guest", "g\xC3\xA4ste", "gast", "invit\xC3\xA9", "invitado", "ospiti", "gasten",
		/* and in the other languages of Europe ("Inga registrerade
		 * användare och 7 gäster", "0 rekisteröitynyttä käyttäjää ja 3
		 * vierasta", "2 użytkowników i 5 gości", "3 vendég") */
		"gjest", "g\xC3\xA6st", "vieras", "vierai", "vend\xC3\xA9g", "go\xC5\x9B\xC4\x87",
		"go\xC5\x9B" "ci", "host\xC5\xAF", "visitante", "vizitator", "misafir",
		/* Simple Machines' Italian: "0 Utenti e 2 Visitatori stanno
		 * visualizzando questo topic." */
		"visitatori",
	};
	/* Russian and Ukrainian phpBB's ("нет зарегистрированных
	 * пользователей и 7 гостей", "Немає зареєстрованих користувачів і 2
	 * гостей"): whole words, each right after its figure, no stem that
	 * runs on into "гостиница" or "логістика" */
	static const char *const cyr_guests[] = {
		"гость", "гостя", "гостей", "гість", "гості",
	};
	static const char *const members[] = {
		"member", "users", "mitglied", "benutzer", "membre", "utilisateur", "miembro",
		"usuario", "utenti", "leden",
		"anv\xC3\xA4ndare", "brugere", "brukere", "k\xC3\xA4ytt\xC3\xA4j",
		"felhaszn\xC3\xA1l", "u\xC5\xBCytkownik", "u\xC5\xBEivatel", "utilizador",
		"usu\xC3\xA1rio", "utilizator", "korisnik", "пользовател", "користувач",
	};
	if (utf8_len(s, n) > 200)
		return 0;
	if (HAS_ANY_CI(s, n, w) || cjk_likes(s, n))
		return 1;
	size_t e = n && s[n - 1] == '.' ? n - 1 : n;
	for (size_t i = 0; i < sizeof likes / sizeof *likes; i++) {
		size_t l = strlen(likes[i]);
		if (e >= l && !strncasecmp(s + e - l, likes[i], l))
			return 1;
	}
	/* a guestbook's count of its entries over them ("Es sind 214 Einträge
	 * im Gästebuch. Eintrag hinzufügen", "There are 214 entries in the
	 * guestbook") */
	static const char *const books[] = {
		"g\xC3\xA4stebuch", "guestbook", "guest book", "livre d'or",
		"libro de visitas", "libro degli ospiti", "gastenboek",
	};
	static const char *const entries[] = {
		"eintr\xC3\xA4ge", "entries", "entr\xC3\xA9" "es", "entradas", "messaggi",
		"berichten",
	};
	if (n <= 120 && has_digit(s, n) && HAS_ANY_CI(s, n, books) && HAS_ANY_CI(s, n, entries))
		return 1;
	/* a question's stats line, its labels each before a date or a count
	 * ("Asked 3 years ago Modified 1 year ago Viewed 1k times",
	 * "Preguntada 15 jun 2024 Modificada 16 jun 2024 Vista 842 veces"):
	 * opening with a label, QA_STAT_LABELS of them or more as words,
	 * each before a figure or a day's word ("Asked today"), no sentence
	 * ("Active members 2026: 340, modified rules apply" is none) */
	static const char *const stat[] = {
		"asked", "modified", "viewed", "active", "preguntada", "modificada",
		"vista", "activa", "gefragt", "ge\xC3\xA4ndert", "angesehen", "aktiv",
		"pos\xC3\xA9" "e", "modifi\xC3\xA9" "e", "vue", "consult\xC3\xA9" "e",
		"chiesta", "modificata", "visualizzata", "gevraagd", "gewijzigd", "bekeken",
		"perguntada", "visualizada",
	};
	static const char *const day[] = {
		"today", "yesterday", "heute", "gestern", "hoy", "ayer", "aujourd'hui", "hier",
		"oggi", "ieri", "vandaag", "gisteren", "hoje", "ontem",
	};
	if (n <= 120 && has_digit(s, n) && !ends_sentence(s, n)) {
		int labels = 0;
		for (size_t i = 0, j; i < n; i = j) {
			while (i < n && s[i] == ' ')
				i++;
			for (j = i; j < n && s[j] != ' '; j++)
				;
			int is = j > i && word_is(s + i, j - i, stat, sizeof stat / sizeof *stat);
			if (!i && !is)
				break;
			size_t k = j, v;
			while (k < n && s[k] == ' ')
				k++;
			for (v = k; v < n && s[v] != ' '; v++)
				;
			labels += is && v > k &&
			          (isdigit((unsigned char)s[k]) ||
			           word_is(s + k, v - k, day, sizeof day / sizeof *day));
		}
		if (labels >= QA_STAT_LABELS)
			return 1;
	}
	/* the thread's stamp under its title, Simple Machines' "Started by
	 * <user>, <date>" ("Aperto da Treno_Paolo, 02 Aprile 2024, 21:14:52",
	 * "Begonnen von ...", "Commencé par ...", "Iniciado por ..."): a
	 * name up to its comma, then a time and a year ("Aperto da martedì
	 * a domenica, 9:00-18:00", opening hours, has a space in its name
	 * and no year) */
	static const char *const start[] = {
		"started by ", "begonnen von ", "gestartet von ", "aperto da ",
		"commenc\xC3\xA9 par ", "iniciado por ", "gestart door ",
	};
	if (n <= 120 && STARTS_ANY_CI(s, n, start) && clock_time(s, n)) {
		const char *u = memchr(s, ' ', n);
		u = u ? memchr(u + 1, ' ', (size_t)(s + n - u - 1)) : NULL;
		const char *c = u ? memchr(u, ',', (size_t)(s + n - u)) : NULL;
		if (c && !memchr(u + 1, ' ', (size_t)(c - u - 1)) && has_year(c, (size_t)(s + n - c)))
			return 1;
	}
	/* "0 members and 3 guests": counted, never a sentence about guests
	 * (in letters, not bytes: the Russian line runs to 149 bytes, 80
	 * characters); in a long box of <br> lines the first line (a
	 * portal's "Who's Online": "There are currently, 3 guest(s) and 0
	 * member(s) that are online." over "You are Anonymous user. You can
	 * register ..."; a short box is read whole, its count on any line:
	 * "Board statistics" over "0 members and 3 guests") */
	const char *nl = memchr(s, '\n', n);
	if (nl && utf8_len(s, n) > 120)
		n = (size_t)(nl - s);
	if (utf8_len(s, n) > 120 || !has_digit(s, n) || !HAS_ANY_CI(s, n, members))
		return 0;
	if (HAS_ANY_CI(s, n, guests))
		return 1;
	for (size_t k = 0; k < sizeof cyr_guests / sizeof *cyr_guests; k++) {
		size_t l = strlen(cyr_guests[k]);
		for (const char *p = s; (p = memmem_ci(p, (size_t)(s + n - p), cyr_guests[k]));
		     p += l) {
			size_t o = (size_t)(p - s);
			if (o >= 2 && s[o - 1] == ' ' && isdigit((unsigned char)s[o - 2]) &&
			    (o + l == n || (unsigned char)s[o + l] < 0x80))
				return 1;
		}
	}
	return 0;
}

/* A forum post's author box: two or more of its labels, each opening a
 * line ("Joined: Jun 2004", "Posts: 5342", "Location: England",
 * "Registrato dal: Mar 2019", "Registrado desde: ene 2020"; vBulletin's
 * own translations, "Data registrazione: Mar 2019", "Date d'inscription:
 * mars 2012", "Geregistreerd op: jan 2015", "Ort: Lüneburg" between
 * German ones), or run into one line, " - "
 * or " | " between them, a French space before the colon (a French Q&A
 * site's "Messages postés : 12 - Date d'inscription : mercredi 5 juin
 * 2019 - Statut : Membre"). */
static const char *const author_labels[] = {
	"joined:", "join date:", "posts:", "registered:", "member since:",
	"beitr\xC3\xA4ge:", "registriert:", "registriert seit:", "dabei seit:",
	"mitglied seit:", "messages:", "inscrit le:", "inscription:",
	"mensajes:", "registrado:", "fecha de ingreso:", "messaggi:",
	"iscritto il:", "iscritto:", "berichten:", "geregistreerd:",
	"lid sinds:", "registrato dal:", "registrato il:", "iscritto dal:",
	"registrado desde:", "inscrit depuis:", "data registrazione:",
	"data di registrazione:", "date d'inscription:", "geregistreerd op:",
	"messages post\xC3\xA9s :", "messages :", "date d'inscription :", "inscrit le :",
	"inscription :", "inscrit depuis :",
	/* Polish, Portuguese, Czech, Swedish, Turkish, Russian */
	"do\xC5\x82\xC4\x85" "czy\xC5\x82:", "posty:", "post\xC3\xB3w:", "sk\xC4\x85" "d:",
	"mensagens:", "registrado em:", "membro desde:",
	"p\xC5\x99\xC3\xADsp\xC4\x9Bvky:", "registrov\xC3\xA1n:", "inl\xC3\xA4gg:",
	"medlem sedan:", "mesajlar:", "kat\xC4\xB1l\xC4\xB1m:",
	"\xD0\xA1\xD0\xBE\xD0\xBE\xD0\xB1\xD1\x89\xD0\xB5\xD0\xBD\xD0\xB8\xD1\x8F:",
	"\xD0\xA0\xD0\xB5\xD0\xB3\xD0\xB8\xD1\x81\xD1\x82"
	"\xD1\x80\xD0\xB0\xD1\x86\xD0\xB8\xD1\x8F:",
};

/* Where the poster lives: a poster's label only beside one above (a
 * flat's "Miasto: Kraków" over "Lokalizacja: Krowodrza", an event's
 * "Lieu: Salle de la Cité" are their page's facts) */
static const char *const place_labels[] = {
	"location:", "wohnort:", "ort:", "ubicaci\xC3\xB3n:", "localit\xC3\xA0:",
	"localisation :", "miasto:", "lokalizacja:", "localiza\xC3\xA7\xC3\xA3o:",
	"bydli\xC5\xA1t\xC4\x9B:", "lieu:", "desde:",
	"\xD0\x9E\xD1\x82\xD0\xBA\xD1\x83\xD0\xB4\xD0\xB0:",
};

/* 2: a poster's label; 1: a place's; 0: none */
static int author_label(const char *s, size_t n)
{
	return STARTS_ANY_CI(s, n, author_labels) ? 2 : STARTS_ANY_CI(s, n, place_labels);
}

int author_box(const char *s, size_t n)
{
	if (n > 300)
		return 0;
	int hits = 0, poster = 0;
	for (size_t i = 0; i < n; i++)
		if (!i || s[i - 1] == '\n' ||
		    (i >= 3 && s[i - 1] == ' ' && (s[i - 2] == '-' || s[i - 2] == '|') &&
		     s[i - 3] == ' ')) {
			int k = author_label(s + i, n - i);
			hits += k > 0;
			poster |= k == 2;
		}
	return hits >= 2 && poster;
}

/* The same labels a line each in blocks of their own, vBulletin 3's
 * "<div>Fecha de Ingreso: ene 2024</div><div>Mensajes: 3</div>": a short
 * block that opens with one, next to another such block. */
#define AUTHOR_LINE 60
int author_lines(const struct extractor *x, int i, int first, int end)
{
	const struct block *b = &x->blocks[i];
	int k = author_label(x->text.p + b->off, b->len);
	if (b->len > AUTHOR_LINE || b->link_chars * 2 > b->chars || !k)
		return 0;
	for (int j = i - 1; j <= i + 1; j += 2) {
		if (j < first || j >= end)
			continue;
		const struct block *e = &x->blocks[j];
		if (e->len <= AUTHOR_LINE && author_label(x->text.p + e->off, e->len) + k >= 3)
			return 1;
	}
	return 0;
}

/* A search-engine keyword list ("actions, bag, aim, definition, acid,
 * ..."): 20+ words, a comma for every third, no function word, and two
 * thirds of the words in lower case (a list of names is capitalized). Only
 * on English pages, where the stopword test means something. */
int keyword_list(const struct block *b, const char *s)
{
	/* "sales,region,trade,market,...": commas with no space after them
	 * between words, more of them than there are words */
	int glued = 0;
	for (size_t i = 1; i + 1 < b->len; i++)
		if (s[i] == ',' && isalpha((unsigned char)s[i - 1]) && isalpha((unsigned char)s[i + 1]))
			glued++;
	if (glued >= 8 && glued > b->words && !b->link_chars)
		return 1;
	if (b->words < 20 || b->stops || b->commas * 3 < b->words)
		return 0;
	int lower = 0;
	for (size_t i = 0; i < b->len; i++)
		if (s[i] >= 'a' && s[i] <= 'z' && (i == 0 || !isalnum((unsigned char)s[i - 1])))
			lower++;
	return lower * 3 >= b->words * 2;
}

/* The table cell a block is (a td or th), or whose one block it is (a
 * shop's attribute table: "<td><p>Kreta</p></td>"), or -1. */
int in_cell(const struct node *nodes, const struct block *b)
{
	if (b->tag & F_TD)
		return b->owner;
	int p = nodes[b->owner].parent;
	if (p >= 0 && (nodes[p].tag & F_TD) &&
	    nodes[p].end_block - nodes[p].first_block == 1)
		return p;
	return -1;
}

/* A line of a recipe's ingredients: under INGR_LINE characters in a box
 * named for them, mostly plain text or an item of a list or table (its name
 * linked: "<td><a>Kartoffeln</a>, mehligkochend"); a line of links alone
 * there is a tag cloud's. */
#ifndef INGR_LINE
#define INGR_LINE 80
#endif
int ingr_line(const struct node *nodes, const struct block *b)
{
	return nodes[b->owner].ingr && b->chars < INGR_LINE &&
	       (b->link_chars * 2 <= b->chars || (b->tag & (F_LI | F_TD | F_TR)) ||
	        in_cell(nodes, b) >= 0);
}

/* A download: a link to a file with its size after it ("Satzung (212,8
 * KiB)", "Checkliste 245 KB", "Flyer [PDF, 1,2 MB]"), a line under
 * DL_LINE characters: a CMS's list of files (Contao's "ce_downloads",
 * TYPO3's "ce-uploads"), the content of a page of forms, no menu. */
#ifndef DL_LINE
#define DL_LINE 200
#endif
static int download_line(const struct block *b, const char *s)
{
	static const char *const unit[] = {
		"kb", "kib", "mb", "mib", "gb", "bytes", "byte", "ko", "mo",
	};
	size_t n = (size_t)b->len;
	if (!b->link_chars || b->chars >= DL_LINE)
		return 0;
	while (n && (s[n - 1] == ')' || s[n - 1] == ']' || s[n - 1] == ' '))
		n--;
	size_t e = n;
	while (n && isalpha((unsigned char)s[n - 1]))
		n--;
	size_t ul = e - n, k = 0;
	for (; k < sizeof unit / sizeof *unit; k++)
		if (ul == strlen(unit[k]) && !strncasecmp(s + n, unit[k], ul))
			break;
	if (k == sizeof unit / sizeof *unit)
		return 0;
	if (n && s[n - 1] == ' ')
		n--;
	size_t d = n;
	while (n && (isdigit((unsigned char)s[n - 1]) || s[n - 1] == '.' ||
	             s[n - 1] == ','))
		n--;
	if (n == d || !isdigit((unsigned char)s[d - 1]))
		return 0;
	return n && (s[n - 1] == ' ' || s[n - 1] == '(' || s[n - 1] == '[');
}

/* Is block i one of DL_RUN or more downloads in a row (a list of files;
 * one or two after an article, "Download the report (369KB)", "slides
 * (PDF 900KB)", are its links, no content)? */
#ifndef DL_RUN
#define DL_RUN 3
#endif
int download_run(const struct extractor *x, int i)
{
	const struct block *bl = x->blocks;
	if (!download_line(&bl[i], x->text.p + bl[i].off))
		return 0;
	int n = 1;
	for (int k = i - 1; k >= 0 && n < DL_RUN &&
	     download_line(&bl[k], x->text.p + bl[k].off); k--)
		n++;
	for (int k = i + 1; k < x->nblocks && n < DL_RUN &&
	     download_line(&bl[k], x->text.p + bl[k].off); k++)
		n++;
	return n >= DL_RUN;
}

/* A forum post's signature under its rule of underscores, in a box of its
 * own: vBulletin's "__________________<br>125l planted | 60l shrimp",
 * phpBB's "_________________<br>Gruß, Klaus". Boilerplate. A rule alone
 * is a separator in the text (the WCEB golds keep it). */
#define SIGN_RULE 10
int sign_rule(const char *s, size_t n)
{
	if (n < SIGN_RULE + 3 || s[0] != '_')
		return 0;
	size_t k = strspn(s, "_");
	return k >= SIGN_RULE && k + 3 < n;
}

/* A forum thread's table head, two cells: "Autor" | "Nachricht" (phpBB 2
 * and its kin over the posts: "Author" | "Message", "Auteur" | "Message",
 * "Autor" | "Mensaje", "Autore" | "Messaggio", "Auteur" | "Bericht"). */
int word_is(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (strlen(w[i]) == n && !strncasecmp(s, w[i], n))
			return 1;
	return 0;
}

int thread_head(const struct extractor *x, int i)
{
	static const char *const who[] = {"author", "autor", "auteur", "autore"};
	static const char *const what[] = {
		"message", "nachricht", "mensaje", "messaggio", "bericht", "beitrag",
		"mensagem",
	};
	const struct block *b = &x->blocks[i];
	if (!(b->tag & F_TD) || b->chars > 10 || b->link_chars)
		return 0;
	const char *s = x->text.p + b->off;
	int a = word_is(s, b->len, who, sizeof who / sizeof *who) ? i :
	        i > 0 && word_is(s, b->len, what, sizeof what / sizeof *what) ? i - 1 : -1;
	if (a < 0 || a + 1 >= x->nblocks)
		return 0;
	const struct block *l = &x->blocks[a], *r = &x->blocks[a + 1];
	const struct node *nd = x->nodes;
	return (l->tag & F_TD) && (r->tag & F_TD) &&
	       nd[l->owner].parent == nd[r->owner].parent &&
	       word_is(x->text.p + l->off, l->len, who, sizeof who / sizeof *who) &&
	       word_is(x->text.p + r->off, r->len, what, sizeof what / sizeof *what);
}

/* A pager's line: page numbers in a row, three or more ("1 2 3", "| 1 | 2
 * | 3 |"), at most PAGER_WORDS words besides them and signs ("Seite: 1 2 3
 * 4 5 ... 18 »", "Einträge 1 - 5 von 87 Seite: 1 2 3", "Pages: « 1 2 3
 * »"): an old guestbook's or forum's, no box named a pager around it; or
 * two under a label and nothing else ("Seiten: 1 2"), or the page shown in
 * brackets right under it ("Pagine: [1] Vai Su"). A date or a score has
 * no such run. */
#define PAGER_WORDS 3
int pager_line(const char *s, size_t n)
{
	int words = 0, run = 0, best = 0, label = 0, cur = 0;
	long prev = -1;
	for (size_t i = 0; i < n;) {
		while (i < n && s[i] == ' ')
			i++;
		size_t a = i;
		int digits = 0;
		for (; i < n && s[i] != ' '; i++)
			digits += isdigit((unsigned char)s[i]) != 0;
		if (i == a)
			break;
		/* a word opens with a letter (UTF-8 from 0xc3: "Einträge"),
		 * a sign does not ("...", "|", "»" is 0xc2 0xbb) */
		unsigned char c = (unsigned char)s[a];
		/* the page shown in brackets, Simple Machines' "[1]" */
		int br = i - a >= 3 && s[a] == '[' && s[i - 1] == ']' &&
		         (size_t)digits == i - a - 2 && digits <= 4;
		cur |= br && label && words == 1;
		if (br || (digits && (size_t)digits == i - a && digits <= 4)) {
			long v = strtol(s + a + br, NULL, 10);
			run = v == prev + 1 ? run + 1 : 1;
			prev = v;
			if (run > best)
				best = run;
		} else if (isalpha(c) || c >= 0xc3 || digits) {
			if (++words > PAGER_WORDS)
				return 0;
			label = words == 1 && a == 0 && s[i - 1] == ':';
			prev = -1;
		}
	}
	/* two pages under their label alone: a post split by WordPress's
	 * wp_link_pages, "Seiten: 1 2", "Pages: 1 2", "Pagine: 1 2" */
	/* (or the page shown, in brackets, under the label: Simple
	 * Machines' "Pages: [1] 2 Go Up", "Pagine: [1] Vai Su", "Seiten:
	 * [1] Nach oben", its words a link back to the top) */
	return best >= 3 || (best == 2 && label && words == 1) || cur;
}

#define CELL_WORDS 3
/* Is block b's owner a box of its own within its table cell, named the
 * text of a post (H_POS: "<td><div id=post_message_7>")? A cell named
 * so itself is a layout's ("<td class=ArticleText>" round a sidebar's
 * lines as round the story's). */
static int pos_box(const struct node *nodes, const struct block *b)
{
	return !(b->tag & F_TD) && (nodes[b->owner].hint & H_POS);
}

/* Is block b a short line (under CELL_TEXT_MAX characters) in a table's
 * row or cell: block_weight's data? */
int cell_text(const struct node *nodes, const struct block *b)
{
	return ((b->tag & F_TR) || in_cell(nodes, b) >= 0) && b->chars < CELL_TEXT_MAX;
}

/* Is block b, a short line in a table's cell (block_weight's data), a
 * sentence: CELL_WORDS words or more, no link, a stop at its end? Text
 * where its box is a post's, by its name (pos_box) or by its place in a
 * run of post boxes (weigh_post_cells). */
int cell_sentence(const struct block *b, const char *s)
{
	return b->words >= CELL_WORDS && !b->link_chars && ends_sentence(s, b->len);
}

/* Whether node h lies in a list's item, HIDDEN_UP levels up at most. */
#define HIDDEN_UP 4
static int hidden_item(const struct node *nodes, int h)
{
	for (int k = 0; k < HIDDEN_UP && h >= 0; k++, h = nodes[h].parent)
		if (nodes[h].tag & F_LI)
			return 1;
	return 0;
}

/* An embedded post's caption set in a link to the post: Instagram's
 * captioned embed ("<blockquote class=instagram-media><div><p><a href=
 * .../p/...>Thirty years of harmonies ...</a></p>" over "A post shared
 * by ...") links its whole text, as a tweet's embed does not. A paragraph
 * of QUOTE_WORDS words or more, function words among them (a menu has
 * none), QUOTE_UP levels under a blockquote is the quoted post's text,
 * no teaser's link: a quoted forum post's source line ("Quote from: X on
 * <date>") is shorter. */
#ifndef QUOTE_WORDS
#define QUOTE_WORDS 10
#endif
#ifndef QUOTE_UP
#define QUOTE_UP 3
#endif
int quoted_caption(const struct block *b, const struct node *nodes)
{
	if (!(b->tag & F_P) || b->words < QUOTE_WORDS || b->stops * 8 < b->words)
		return 0;
	return up_to_tag(nodes, nodes[b->owner].parent, F_QUOTE, QUOTE_UP - 1) >= 0;
}

double block_weight(const struct block *b, const struct node *nodes, const char *s,
                    int english)
{
	double len = b->chars;
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	const struct node *o = &nodes[b->owner];
	if (embed_placeholder(s, b->len))
		return 0;  /* a consent tool's placeholder in the body, its box
		            * named a consent box or not: the post goes on below */
	/* a box in a list's item hidden by its name alone ("abstract
	 * hidden", a paper's abstract a click opens in a list of
	 * publications) shows nothing until then: its prose weighs nothing,
	 * neither the page's nor a sidebar's */
	if (o->nearest_neg >= 0 && nodes[o->nearest_neg].negkey == neg_bit("hidden", 6) &&
	    is_prose(b) && hidden_item(nodes, o->nearest_neg))
		return 0;
	if (o->nearest_neg >= 0)
		return -len;
	if (o->navtext & NAV_PRICE)
		return 0;  /* a line of a price box: data, as a cell */
	if (is_teaser(b, s))
		return -len;
	if (legal_text(s, b->len) || browser_notice(s, b->len) || site_notice(s, b->len) ||
	    forum_counter(s, b->len) || msg_nav(b, s))
		return -len;
	if (ingr_line(nodes, b))
		return 0;  /* an ingredient ("2 EL Butter"): data, as a cell */
	if (ld > 0.5 && (b->tag & F_HEAD))
		return 0;  /* a heading that links to itself or its section */
	if (ld > 0.5 && linked_prose(b, ld))
		return 0.3 * len;
	if (ld > 0.5 && linked_verse(b, s, ld))
		return 0.3 * len;
	if (ld > 0.5 && quoted_caption(b, nodes))
		return 0.3 * len;
	if (ld > 0.5 && (b->tag & F_P) && b->words >= 10)
		return -len * (ld - 0.5) * 2;  /* a link-heavy paragraph, not a menu */
	if (ld > 0.5)
		return -len;
	/* a table cell: data, neither content nor boilerplate; a sentence
	 * of CELL_WORDS words or more that closes with its stop, in a box
	 * named a post's text, is text: a board's post a row, one line long
	 * ("<td class=alt1><div id=post_message_7>Perfetto, grazie mille!
	 * </div>", "Sì, da ieri è aperto fino in cima.") */
	if (cell_text(nodes, b))
		return cell_sentence(b, s) && pos_box(nodes, b) ? len : 0;
	if (b->chars < 40 && b->punct == 0 && !(b->tag & F_HEAD))
		return -0.5 * len;
	double w = len * (1 - 1.5 * ld);
	if (english && b->words >= 8 && b->stops == 0)
		w *= 0.5;  /* English words without a single function word: a list */
	return w;
}
