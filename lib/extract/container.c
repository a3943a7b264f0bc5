/*
 * extract/container: phase 2 (extract.c has the overview).
 *
 *   2. container: which element holds the article.
 *
 * Every block gets a signed weight: long, sentence-like, link-poor text is
 * positive; menus, link lists, teasers, the site's legal text and text
 * under boilerplate hints are negative; data (table cells, ingredients,
 * downloads, price boxes) weighs nothing. The element whose subtree has the
 * largest weight sum is the article container: the maximum-sum subtree is
 * the region with the most content and the least boilerplate, with no
 * thresholds on depth or siblings. Article markup (itemprop=articleBody,
 * article-body classes, <article>, <main>) adds a bonus, and so does the
 * headline's neighbourhood.
 *
 * The order (choose_container): find the headline; name the consent
 * dialogs that have no name (consent_boxes); decide which hints stand
 * (resolve_hints); weigh each block (block_weight); lower what follows a
 * comment heading and what comes before the headline; take the best
 * subtree (best_container). extract.c then widens a fragment, and
 * thread_box, onepage_box and scroll_story move the choice to a thread's
 * posts, a one-page site's parts or the first of stories appended by
 * infinite scroll, before phase 3 selects in it (the last group below).
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
 *
 * Hints: a name weighs, it never vetoes the article
 * - A boilerplate hint is a name and is ignored on an element holding most
 *   of the page's prose, on a long run of prose that is most of its text,
 *   or on paragraphs of link-free prose and nothing else.
 * - Never one of cookies or consent ("CybotCookiebotDialog"), nor any on a
 *   box whose prose is half on cookies or consent (a consent tool's
 *   preference centre in a "modal"), on a box without article markup or the
 *   headline and under four fifths of the page's text ("wrapper
 *   cookies-not-accepted" is a page-wide flag: a consent manager's dialog,
 *   its tabs of texts on each kind of cookie). A box under hashed names is
 *   named so (consent_boxes): the smallest box around a link that opens
 *   with a consent button's words ("Alle akzeptieren", "Accept all", or a
 *   content blocker's "Inhalt entsperren" over a video or a map), holding
 *   no headline, its text a third prose on cookies, consent or a third
 *   party's service; two or more such boxes are no page builder's names.
 * - Ignored too: page-wide classes on <html>/<body>; an <aside> around a
 *   blockquote (a post quoted in a reply); a blockquote's <footer>, the
 *   quote's attribution ("— Dr. Anna Kruse, Kuratorin").
 * - A comment name is ignored on a thread whose posts are all named comments
 *   (Invision Community's "ipsComment", "comment-123_wrap"): comment-named
 *   boxes hold half the prose, the first comes after the headline and no
 *   article's body comes between (under 100 characters of text outside hints
 *   and headings, no <article>, <main> or article-body box: a post with a
 *   video and its readers' comments; a question's opening post under 600
 *   characters and two thirds of its replies' prose, no form after them,
 *   counts with the replies).
 * - A boilerplate word ("widget") is ignored on two or more outermost
 *   boilerplate boxes that hold more than half the page's prose together
 *   and none of them four fifths alone: a page builder names every box so
 *   ("elementor-widget-container"; an FAQ's accordion under a box of text;
 *   a cookie banner's prose is not the page's, "about us" in a page
 *   builder's boxes over a consent dialog's long text). Where one box of
 *   the word holds over four fifths, the boxes of the word inside it count
 *   instead (a shop's reviews, each "celwidget" in a list named so too);
 *   and where the box of the word with the most prose, outermost or right
 *   inside one, holds over four fifths of its parent's, a box of the word
 *   with prose before it under that parent, and the boxes of the word
 *   inside that box, are ignored too: the text above an FAQ's accordion,
 *   each in a widget.
 * - A navigation word ("menu", "nav") is ignored on a box of 200+
 *   characters that holds no link, and so is every hint inside it: a
 *   restaurant's menu ("menu-section-header", "menu-item-title", the
 *   prices); and so is a <nav> of link-free prose and no boilerplate word,
 *   an FAQ's answer in a site builder's dropdown ("w-dropdown-list").
 * - A header word is ignored on a box of one heading (no h1 but the headline,
 *   TYPO3's "csc-header" over the intro; no link, no sentence but a question:
 *   a dek, an accordion's "accordion-header") right over prose, a table
 *   (opening hours) or a list of link-free items in the box's next sibling (a
 *   craftsman's services), or past one or two short lines under a name (a team
 *   member's name and role, "Schreinermeister und Inhaber."; not a date). A
 *   CMS names each section's heading box a header ("frame-header", Jimdo's
 *   "j-header"); as boilerplate it made each section of a legal notice, a
 *   post's title or a team member a teaser card, and took a team's heading and
 *   first name.
 * - A teaser word is ignored on a box of two or more lines, no link nor
 *   heading in it, right under a section's heading that is not the headline:
 *   the section's facts ("card-teaser" under "Informazioni generali", "Durata:
 *   3 anni"), no teaser of another page.
 *
 * The headline and the choice
 * - The headline is an h1-h6 found in the <title>, the longest one where
 *   all that are found are links; not a section's h2 that is one item of a
 *   list in the title ("Speisekarte & Öffnungszeiten") under an h1 that
 *   shares a word with the title: the h1. The element that starts at or
 *   just after it gets a bonus, so a short post beats a longer blurb
 *   elsewhere.
 * - What comes before the headline, when it holds at most two blocks of
 *   weight (an "about me" blurb, a tagline in the masthead), weighs a
 *   quarter. After 300 characters of prose, a comment section's heading
 *   halves the weight of what follows it (a reader's long post does not
 *   outweigh a short article in a box of its own).
 * - A winner after the headline's post, past boilerplate weighing 300 or
 *   more, is a sidebar box far from it (a list of events, a blurb in
 *   another language): the post wins when it weighs 0.3 of the box. So does
 *   a winner under an author hint below the headline, near it too (the
 *   author's bio box under a short post, "Über die Autorin"): the best
 *   element near the headline that is no such box wins when it weighs 0.3
 *   of it.
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

/* Pass 2: weights and the container. */
#define HERO_TEXT 400  /* characters in a hero slider's slides (see resolve_hints) */
#define META_HEADS 3  /* headings in a box named "meta" that make it a section */
int is_prose(const struct block *b)
{
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	return ld <= 0.5 && (b->chars >= 40 || b->punct > 0) && b->words >= 4;
}

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
	if (n <= LOADING_MAX && n > 3 &&
	    (!memcmp(s + n - 3, "...", 3) || !memcmp(s + n - 3, "\xE2\x80\xA6", 3)) &&
	    HAS_ANY_CI(s, n, load)) {
		int spaces = 0;
		for (size_t i = 0; i < n; i++)
			spaces += s[i] == ' ';
		if (spaces <= 4)
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
	return HAS_ANY_CI(s, n, repl) && HAS_ANY_CI(s, n, doc) && HAS_ANY_CI(s, n, self) &&
	       !HAS_ANY_CI(s, n, said);
}

/* A health page's line that names who checked the text, over it or under
 * it: "Medizinisch geprüft von Dr. med. ...", "Expertenprüfung durch:
 * Univ.-Prof. Dr. ...", "Fachlich geprüft von", "Medically reviewed by",
 * "Revisado por el Dr. ...", "Validé par le Dr ...", "Revisionato da",
 * "Medisch gecontroleerd door". A line under REVIEW_LINE characters that
 * opens with such words, however its box is named, or with the author's
 * "By", "Von", "Por" and holds them: the byline's spans run into one
 * line in a box named nothing known ("<div class=firma><span class=
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
	};
	static const char *const by[] = {"by ", "von ", "por ", "par ", "di ", "door "};
	return n >= 12 && n < REVIEW_LINE &&
	       (STARTS_ANY_CI(s, n, w) || (STARTS_ANY_CI(s, n, by) && HAS_ANY_CI(s, n, w)));
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
	static const char *const view[] = {
		"opinion", "view", "their own work", "meinung", "ansicht", "standpunkt", "opini",
		"propos", "point de vue", "mening", "standpunt",
	};
	static const char *const disown[] = {
		"their own", "not necessarily", "not reflect", "nicht zwingend",
		"nicht unbedingt", "nicht notwendigerweise", "bereinstimm", "n'engag",
		"n\xE2\x80\x99" "engag", "necesariamente", "exclusiva", "necessariamente",
		"noodzakelijk",
	};
	if (n < 30 || n >= VIEWS_NOTICE || !HAS_ANY_CI(s, n, disown) ||
	    !HAS_ANY_CI(s, n, who) || !HAS_ANY_CI(s, n, view))
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

/* A price, short: a figure and a currency's sign or code ("€29", "$ 12.50",
 * "39,90 EUR", "CHF 120"). */
int price_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "eur", "chf", "usd", "gbp",
	};
	if (n >= PRICE_MAX || !has_digit(s, n))
		return 0;
	return has_any_ci(s, n, w, sizeof w / sizeof *w);
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
 * 149 €": a shop's card or an offer's box in a review, no text (a spec
 * list's "Preis: 349 Euro", "Price: $1,099" names what it is and stays). */
int price_only(const char *s, size_t n)
{
	static const char *const cur[] = {
		"\xE2\x82\xAC", "$", "\xC2\xA3", "EUR", "CHF", "USD", "GBP", "Fr.",
	};
	static const char *const from[] = {
		"ab ", "from ", "d\xC3\xA8s ", "desde ", "da ", "vanaf ", "nur ", "only ",
		"\xC3\xA0 partir de ",
	};
	size_t i = 0;
	int cur_seen = 0, dig = 0;
	if (n >= PRICE_MAX || !has_digit(s, n))
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
		if (l) {
			cur_seen = 1;
			i += l;
		} else if (isdigit((unsigned char)s[i])) {
			dig = 1;
			i++;
		} else if (strchr(" .,'-*", s[i])) {
			i++;
		} else if (n - i >= 3 && !memcmp(s + i, "\xE2\x80\x93", 3)) {
			i += 3;  /* "549.–" */
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
	size_t i = o, d = 0;
	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == '.' || s[i] == ','))
		d += isdigit((unsigned char)s[i++]) != 0;
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
	};
	if (n >= SHOP_LINE)
		return tax_note(s, n);
	return STARTS_ANY_CI(s, n, label) || tax_note(s, n);
}

/* A line of a recipe's times, named for cooking and a figure of minutes or
 * hours ("Vorbereitungszeit 30 Min.", "Prep Time: 5 minutes", "Temps de
 * cuisson : 1 h", "Tiempo de preparación 15 minutos", "Cottura: 40 min",
 * "Kooktijd 30 minuten"; the label first, the unit may be missing): the
 * recipe's, though its box is named a time; a reading time ("Lesezeit 3
 * Min.") names no cooking. */
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
	};
	static const char *const unit[] = {
		"min", "std", "stunde", "hour", "hr", "heure", "hora", "ora", "uur", " h",
		"godz",
	};
	if (n >= RECIPE_TIME || !has_digit(s, n))
		return 0;
	/* the unit may be a hidden label's ("30 <span aria-hidden>Min.") */
	return STARTS_ANY_CI(s, n, what) || (HAS_ANY_CI(s, n, unit) && HAS_ANY_CI(s, n, what));
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
 * "Messaggio precedente:"; Dutch "Vorig bericht:"): the archive's
 * navigation, whose label outweighs the link it holds ("(by thread)"). */
static int msg_nav(const struct block *b, const char *s)
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
	};
	if (!b->link_chars || b->chars > 200 || !strchr("pPnNmMvVsSbB", *s))
		return 0;
	return STARTS_ANY_CI(s, b->len, w);
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
	static const char *const members[] = {
		"member", "users", "mitglied", "benutzer", "membre", "utilisateur", "miembro",
		"usuario", "utenti", "leden",
		"anv\xC3\xA4ndare", "brugere", "brukere", "k\xC3\xA4ytt\xC3\xA4j",
		"felhaszn\xC3\xA1l", "u\xC5\xBCytkownik", "u\xC5\xBEivatel", "utilizador",
		"usu\xC3\xA1rio", "utilizator", "korisnik",
	};
	if (n > 200)
		return 0;
	if (HAS_ANY_CI(s, n, w))
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
	/* "0 members and 3 guests": counted, never a sentence about guests */
	return n <= 120 && has_digit(s, n) && HAS_ANY_CI(s, n, guests) &&
	       HAS_ANY_CI(s, n, members);
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
	"joined:", "join date:", "posts:", "location:", "registered:", "member since:",
	"beitr\xC3\xA4ge:", "registriert:", "registriert seit:", "dabei seit:",
	"mitglied seit:", "wohnort:", "ort:", "messages:", "inscrit le:", "inscription:",
	"mensajes:", "registrado:", "ubicaci\xC3\xB3n:", "fecha de ingreso:", "messaggi:",
	"iscritto il:", "iscritto:", "localit\xC3\xA0:", "berichten:", "geregistreerd:",
	"lid sinds:", "registrato dal:", "registrato il:", "iscritto dal:",
	"registrado desde:", "inscrit depuis:", "data registrazione:",
	"data di registrazione:", "date d'inscription:", "geregistreerd op:",
	"messages post\xC3\xA9s :", "messages :", "date d'inscription :", "inscrit le :",
	"inscription :", "inscrit depuis :", "localisation :",
};

static int author_label(const char *s, size_t n)
{
	return STARTS_ANY_CI(s, n, author_labels);
}

int author_box(const char *s, size_t n)
{
	if (n > 300)
		return 0;
	int hits = 0;
	for (size_t i = 0; i < n; i++)
		if ((!i || s[i - 1] == '\n' ||
		     (i >= 3 && s[i - 1] == ' ' && (s[i - 2] == '-' || s[i - 2] == '|') &&
		      s[i - 3] == ' ')) &&
		    author_label(s + i, n - i))
			hits++;
	return hits >= 2;
}

/* The same labels a line each in blocks of their own, vBulletin 3's
 * "<div>Fecha de Ingreso: ene 2024</div><div>Mensajes: 3</div>": a short
 * block that opens with one, next to another such block. */
#define AUTHOR_LINE 60
int author_lines(const struct extractor *x, int i, int first, int end)
{
	const struct block *b = &x->blocks[i];
	if (b->len > AUTHOR_LINE || b->link_chars * 2 > b->chars ||
	    !author_label(x->text.p + b->off, b->len))
		return 0;
	for (int j = i - 1; j <= i + 1; j += 2) {
		if (j < first || j >= end)
			continue;
		const struct block *e = &x->blocks[j];
		if (e->len <= AUTHOR_LINE && author_label(x->text.p + e->off, e->len))
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

/* Whether node h lies in a list's item, HIDDEN_UP levels up at most. */
#define HIDDEN_UP 4
static int hidden_item(const struct node *nodes, int h)
{
	for (int k = 0; k < HIDDEN_UP && h >= 0; k++, h = nodes[h].parent)
		if (nodes[h].tag & F_LI)
			return 1;
	return 0;
}

static double block_weight(const struct block *b, const struct node *nodes, const char *s,
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
	if (ld > 0.5 && (b->tag & F_P) && b->words >= 10)
		return -len * (ld - 0.5) * 2;  /* a link-heavy paragraph, not a menu */
	if (ld > 0.5)
		return -len;
	/* a table cell: data, neither content nor boilerplate; a sentence
	 * of CELL_WORDS words or more that closes with its stop, in a box
	 * named a post's text, is text: a board's post a row, one line long
	 * ("<td class=alt1><div id=post_message_7>Perfetto, grazie mille!
	 * </div>", "Sì, da ieri è aperto fino in cima.") */
	if (((b->tag & F_TR) || in_cell(nodes, b) >= 0) && b->chars < 80)
		return b->words >= CELL_WORDS && !b->link_chars && ends_sentence(s, b->len) &&
		       pos_box(nodes, b) ? len : 0;
	if (b->chars < 40 && b->punct == 0 && !(b->tag & F_HEAD))
		return -0.5 * len;
	double w = len * (1 - 1.5 * ld);
	if (english && b->words >= 8 && b->stops == 0)
		w *= 0.5;  /* English words without a single function word: a list */
	return w;
}

#ifndef NPROSE_MIN
#define NPROSE_MIN 2
#endif
#ifndef NAME_PROSE
#define NAME_PROSE 700
#endif
/* A gallery (a caption hint on an element of GAL_HEADS+ headings, each a
 * picture's title) in an article with GAL_OUT+ of prose outside it is not
 * the article: a site's "news in pictures" set in its body. */
#ifndef GAL_HEADS
#define GAL_HEADS 3
#endif

#ifndef NAMED_BOXES
#define NAMED_BOXES 2
#endif
#ifndef NAMED_SHARE
#define NAMED_SHARE 0.5
#endif
#ifndef NAMED_MAX
#define NAMED_MAX 0.8
#endif
#ifndef NAME_LINES
#define NAME_LINES 2
#endif
#ifndef SUBHEAD_WORDS
#define SUBHEAD_WORDS 3
#endif
#ifndef MENU_PRICES
#define MENU_PRICES 2
#endif
#ifndef NAV_TEXT
#define NAV_TEXT 200
#endif

/* A thread whose posts are all named comments (Invision Community: each
 * post an <article class="ipsComment">, its text in "comment-123_wrap") is
 * the page's content, not a story's readers' comments: comment-named boxes
 * (not one holding over COMMENT_PAGE of the prose: the page's wrapper) hold
 * CM_SHARE of the page's prose or more (a guest's sign-up box, a cookie
 * banner hold some), the first of them comes after the headline and no
 * article's body comes between: under CM_BEFORE characters of text outside
 * hints and headings, and no box of article markup (<article>, <main>,
 * "entry-content") that ends above the first (a post of a video alone).
 * Its comment words are then names, not boilerplate (other words still
 * are: "ipsComment_tools"). */
#ifndef CM_SHARE
#define CM_SHARE 0.5
#endif
#ifndef CM_BEFORE
#define CM_BEFORE 100
#endif
#ifndef CM_POST
#define CM_POST 600
#endif
#ifndef CM_POST_SHARE
#define CM_POST_SHARE 0.67
#endif
#define COMMENT_PAGE 0.75
/* Between the headline hl and the first comment: a byline (a line under
 * a byline or date hint outside the comments, "Von Miriam Keller ·
 * 14.03.2025"; a reply's own is in them) or a heading of
 * readers' comments ("4 Kommentare", "Leserkommentare", "3 Responses"): a
 * story's marks, not a question's */
static int story_marks(const struct extractor *x, int hl, int first)
{
	for (int i = hl + 1; i <= first; i++) {
		const struct block *b = &x->blocks[i];
		if ((x->nodes[b->owner].nearest_meta >= 0 && !x->nodes[b->owner].incm) ||
		    comment_head(b, x->text.p + b->off))
			return 1;
	}
	return 0;
}

/* Is there a form at or after block first (a comment form)? A form that
 * holds a line of prose is none: a link board's post, each reply's text
 * set in its edit form ("<form class=usertext><div class=md><p>...") */
static int form_from(const struct extractor *x, int first)
{
	for (int i = x->nnodes - 1; i >= 0 && x->nodes[i].first_block >= first; i--) {
		if (!(x->nodes[i].tag & F_FORM))
			continue;
		int j = x->nodes[i].first_block;
		while (j < x->nodes[i].end_block && !is_prose(&x->blocks[j]))
			j++;
		if (j == x->nodes[i].end_block)
			return 1;
	}
	return 0;
}

/* A question's page on a blog's theme: the post asks ("Wie bekomme ich
 * Kalkflecken weg?", "Which tyre pressure for gravel?"), and it or a box
 * around it is named a question ("<body class=single-question>",
 * "<article class=\"question type-question\">", "frage", "domanda"): its
 * comments are its answers, the page's content, though the post has a
 * byline, an <article> box of its own and a form to answer under them. */
static int question_post(const struct extractor *x, int hl)
{
	if (hl < 0)
		return 0;
	const struct block *b = &x->blocks[hl];
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || s[n - 1] != '?')
		return 0;
	for (int i = b->owner; i >= 0; i = x->nodes[i].parent)
		if (x->nodes[i].hint & H_QUESTION)
			return !(x->nodes[i].hint & H_COMMENTS);
	return 0;
}

/* A thread's opening post set in the box its replies are set in, each
 * in one of the same tag and class ("<form class=\"usertext
 * warn-on-unload\">" round a link board's question and round each reply):
 * the replies are posts of the page as the question is, however long it
 * is next to them. The box of the first prose block after the headline
 * hl, QBOX_UP levels up at most and ending above the first reply. */
#define QBOX_UP 4
static int same_post_box(const struct extractor *x, int hl, int first)
{
	const struct node *nd = x->nodes;
	int i = hl + 1;
	while (i < first && (!is_prose(&x->blocks[i]) || nd[x->blocks[i].owner].incm))
		i++;
	if (i >= first)
		return 0;
	int a = x->blocks[i].owner;
	for (int up = 0; up < QBOX_UP && a >= 0 && nd[a].end_block <= first;
	     up++, a = nd[a].parent) {
		if (!nd[a].cls)
			continue;
		for (int j = a + 1; j < x->nnodes; j++)
			if (nd[j].cls == nd[a].cls && nd[j].incm && nd[j].nprose &&
			    nd[j].first_block >= first)
				return 1;
	}
	return 0;
}

/* An issue's discussion: the first comment's box, or one of its
 * TL_UP ancestors, is named a timeline ("<li class=\"note timeline-entry
 * note-comment\">" in "<ul class=\"notes timeline\">", GitLab's; Gitea's
 * "timeline-item comment"): a tracker's posts and events in one list,
 * the issue's text and the replies to it the page's content, where a news
 * page's readers' comments are no timeline */
#define TL_UP 3
static int timeline_thread(const struct extractor *x, int first)
{
	const struct node *nd = x->nodes;
	int a = x->blocks[first].owner;
	while (a >= 0 && !(nd[a].hint & H_COMMENTS))
		a = nd[a].parent;
	for (int up = 0; a >= 0 && up <= TL_UP; up++, a = nd[a].parent)
		if (nd[a].hint & H_TIMELINE)
			return 1;
	return 0;
}

static int comment_thread(struct extractor *x, double total, int hl)
{
	struct node *nd = x->nodes;
	double cm = 0, before = 0;
	int first = -1;
	for (int i = 0; i < x->nnodes; i++) {
		int p = nd[i].parent;
		nd[i].incm = ((nd[i].hint & H_COMMENTS) &&
		              !(nd[i].tag & F_ROOT) &&
		              nd[i].prose <= COMMENT_PAGE * total) ||
		             (p >= 0 && nd[p].incm);
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		if (o->incm) {
			if (is_prose(b)) {
				cm += b->chars;
				if (first < 0)
					first = i;
			}
		} else if (first < 0 && i > hl && o->nearest_neg < 0 &&
		           o->nearest_meta < 0 && o->nearest_cap < 0 &&
		           !(b->tag & F_HEAD)) {
			before += b->chars - b->link_chars;
		}
	}
	/* a question's opening post above its replies is no article: under
	 * CM_POST characters and under CM_POST_SHARE of the replies' prose,
	 * with no form from the first reply on (a blog's "Leave a comment",
	 * "Kommentar schreiben" under a short post's readers' comments) and
	 * no byline or comments' heading before them (a short news item's),
	 * its text counts with theirs ("VoIP calls drop after 30 seconds",
	 * its replies in elements named "comment"); a story's is longer.
	 * A question's post (question_post) counts with its answers though
	 * it has a byline and a form under them, and one set in the box its
	 * replies are set in (same_post_box) though it is long, under all
	 * of theirs (a story's with a reader's one line under it is none) */
	int q = first > hl && question_post(x, hl), same = 0;
	/* an issue's text above its discussion (timeline_thread) counts
	 * with it, however long, under a form to reply or not */
	int tl = first > hl && hl >= 0 && timeline_thread(x, first);
	if (first >= 0 && before >= CM_BEFORE &&
	    (tl || (before < CM_POST &&
	            (q || (!form_from(x, first) && !story_marks(x, hl, first))) &&
	            (before < CM_POST_SHARE * cm ||
	             (same = before < cm && hl >= 0 && first > hl &&
	                     same_post_box(x, hl, first))))))
		cm += before, before = 0;
	/* a headline in the comments ("45 Comments to <title>") is none */
	if (total <= 0 || hl < 0 || first <= hl || cm < CM_SHARE * total ||
	    before >= CM_BEFORE)
		return 0;
	/* an article's box (<article>, <main>, "entry-content") ends above
	 * the first comment: a post with a video and its readers' comments */
	for (int i = 0; i < x->nnodes && nd[i].first_block < first && !q && !same && !tl; i++)
		if (!nd[i].incm && nd[i].end_block <= first &&
		    ((nd[i].tag & (F_ARTICLE | F_MAIN)) ||
		     (nd[i].hint & H_POS)))
			return 0;
	x->cfirst = first;
	return tl ? 2 : 1;
}

/* Price boxes: PRICE_BOXES or more boxes of one tag and class, each
 * holding one price, a heading and no more than one link (its button), or
 * no heading and no link (a menu's dish), and under PRICE_BLOCKS blocks: a
 * grid of price tables, a page builder's ("elementor-price-table", its
 * lines in boxes named "__header" and "__footer"), a menu plugin's dishes
 * ("fdm-item"). Their lines are data (they weigh nothing) and the names of
 * the boxes in them are no verdict. The counts of price and link blocks
 * borrow a list's likept and lilink, select_blocks' (reset there). */
#ifndef PRICE_BOXES
#define PRICE_BOXES 2
#endif
#ifndef PRICE_BLOCKS
#define PRICE_BLOCKS 40
#endif
#define PRICE_CAND 64
static void price_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int cand[PRICE_CAND], nc = 0, any = 0;
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].likept = nd[i].lilink = 0;
		nd[i].navtext = 0;
	}
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		int pr = price_line(x->text.p + b->off, b->len);
		nd[b->owner].likept += pr;
		nd[b->owner].lilink += b->link_chars * 2 > b->chars;
		any |= pr;
	}
	if (!any)
		return;
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			nd[nd[i].parent].likept += nd[i].likept;
			nd[nd[i].parent].lilink += nd[i].lilink;
		}
	for (int i = 0; i < x->nnodes && nc < PRICE_CAND; i++) {
		const struct node *d = &nd[i];
		int n = d->end_block - d->first_block;
		/* or, with no heading, a dish of a menu: its name, its price
		 * and what it holds, and no link ("fdm-item": "Pulpo a la
		 * gallega", "18,00 €", "con patata y pimentón"; "Burrata",
		 * "13,80 €", "auf Tomatensalat") */
		if (d->cls && d->likept == 1 && d->lilink <= 1 &&
		    (d->nheads >= 1 || d->plain == d->tchars) &&
		    n >= 3 && n < PRICE_BLOCKS && d->plain * 2 >= d->tchars)
			cand[nc++] = i;
	}
	for (int k = 0; k < nc; k++) {
		int same = 0;
		for (int j = 0; j < nc; j++)
			same += nd[cand[j]].cls == nd[cand[k]].cls;
		if (same >= PRICE_BOXES)
			nd[cand[k]].navtext = NAV_PRICE;
	}
}

/* consent_boxes' limits (its comment says what they bound) */
#ifndef CONSENT_CLIMB
#define CONSENT_CLIMB 8
#endif
#ifndef CONSENT_BOX
#define CONSENT_BOX 6000
#endif
#define CONSENT_LINKS 4
/* Does a link's text open with a consent button's words? */
static int consent_button(const char *s, size_t n)
{
	static const char *const w[] = {
		"accept", "allow all", "i agree", "akzeptieren", "alle akzeptieren",
		"alles akzeptieren", "alle zulassen", "alle annehmen", "annehmen",
		"zustimmen", "einverstanden", "ich stimme zu", "tout accepter",
		"accepter", "j'accepte", "aceptar", "acepto", "permitir todas",
		"accetta", "accetto", "accepteren", "alles accepteren", "akkoord",
		"aceitar",
		/* a content blocker's, over a video or a map in the body */
		"inhalt entsperren", "inhalte entsperren", "inhalt laden",
		"inhalte laden", "unblock", "load content", "débloquer",
		"desbloquear", "sblocca",
	};
	/* a phrase of two words or more may run into the next button's
	 * text ("Ich stimme zuWeitere Informationen": no space between the
	 * links); one word must end there ("Acceptable Use Policy") */
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (strchr(w[i], ' ') ? starts_with_ci(s, n, w[i]) :
		    starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* Is the block prose on cookies, consent or a third party's service? */
static int consent_prose(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"cookie", "consent", "einwillig", "zustimm", "akzeptier",
		"consentement", "consentimiento", "consenso", "toestemming",
		"drittanbieter", "third-party", "third party", "terceros",
	};
	return is_prose(b) && HAS_ANY_CI(s, (size_t)b->len, w);
}

/* A consent manager's dialog without a name for it (hashed class names, a
 * random id: ad blockers hide the named ones): a link that opens with a
 * consent button's words ("Alle akzeptieren", "Accept all", "Tout
 * accepter"; a content blocker's over a video or a map in the body,
 * "Inhalt entsperren", "Ich stimme zu") and the smallest box around it,
 * not holding the headline nor
 * the page's root, where a third of the text is prose on cookies or
 * consent or a third party ("Wir benötigen Ihre Einwilligung...", "We use
 * cookies"; a content blocker's "Daten an Drittanbieter"). The
 * box is named boilerplate, with the consent word (resolve_hints keeps
 * it). Up to CONSENT_CLIMB levels and CONSENT_BOX characters; at most
 * CONSENT_LINKS links are tried, so the pass stays linear. */
static void consent_boxes(struct extractor *x)
{
	struct node *nd = x->nodes;
	int tries = 0, hl = x->headline;
	for (int i = 0; i < x->nblocks; i++) {   /* read here and by resolve_hints */
		struct block *b = &x->blocks[i];
		b->consent = consent_prose(b, x->text.p + b->off);
	}
	for (int i = 0; i < x->nblocks && tries < CONSENT_LINKS; i++) {
		const struct block *b = &x->blocks[i];
		if (b->link_chars * 2 <= b->chars || b->chars > 120 ||
		    !consent_button(x->text.p + b->off, b->len))
			continue;
		tries++;
		int lo = i, hi = i, chars = 0, cons = 0;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block))
				break;
			for (; lo > d->first_block; ) {
				const struct block *c = &x->blocks[--lo];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			for (; hi < d->end_block; hi++) {
				const struct block *c = &x->blocks[hi];
				chars += c->chars;
				cons += c->consent ? c->chars : 0;
			}
			if (chars > CONSENT_BOX)
				break;
			if (cons && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
				break;
			}
		}
	}
	/* one whose controls are buttons, no links ("<p>Nosotros y nuestros
	 * socios almacenamos ... cookies ...</p><button>ACEPTO</button>"):
	 * the smallest box round a block of that prose that holds a button,
	 * the page's first or last, its prose a third on consent */
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (!b->consent || b->chars > CONSENT_BOX)
			continue;
		int a = b->owner;
		for (int up = 0; a >= 0 && up < CONSENT_CLIMB; up++, a = nd[a].parent) {
			const struct node *d = &nd[a];
			if ((d->tag & F_ROOT) || (hl >= d->first_block && hl < d->end_block) ||
			    (d->first_block > 0 && d->end_block < x->nblocks))
				break;
			if (!d->button)
				continue;
			int chars = 0, cons = 0;
			for (int j = d->first_block; j < d->end_block && chars <= CONSENT_BOX; j++) {
				chars += x->blocks[j].chars;
				cons += x->blocks[j].consent ? x->blocks[j].chars : 0;
			}
			if (chars <= CONSENT_BOX && cons * 3 >= chars) {
				nd[a].hint |= H_NEG | H_BOILER;
				nd[a].negkey |= neg_bit("consent", 7);
			}
			break;
		}
		break;  /* the first such block only: the pass stays linear */
	}
}

/* A boilerplate hint on an element that holds most of the page's prose (in
 * at least NPROSE_MIN prose blocks) is a page wrapper's name ("site-content",
 * "has-sidebar"), not boilerplate. A boilerplate word on NAMED_BOXES or more
 * outermost boilerplate boxes (no such box above them) that hold over
 * NAMED_SHARE of the prose, none of them NAMED_MAX of it alone, is a page
 * builder's name for all its boxes: a blog's sidebar widgets sit in a
 * sidebar box and do not count, and a page wrapper holds the prose alone.
 * One box may hold most of it: an FAQ's accordion, a long box of text. */
#ifndef CONSENT_PAGE
#define CONSENT_PAGE 0.8
#endif

/* Whether box m (-1: none) is a sibling of box d that starts after it
 * and holds over NAMED_MAX of their parent's prose. */
static int over_before(const struct node *nd, const struct node *d, int m)
{
	return m >= 0 && d->parent >= 0 && nd[m].parent == d->parent &&
	       nd[m].first_block >= d->end_block && nd[m].prose > NAMED_MAX * nd[d->parent].prose;
}
#ifndef NAV_PROSE
#define NAV_PROSE 0.8
#endif

/* Is box i named a header, by that word alone and no <header> tag, the
 * item's own header: the box that holds the page's h1 as its headline
 * (and the item's price and facts) inside the page's <main>, mostly
 * text of its own and no menu? A classified ad's, a hotel's, a product's
 * ("<section class=Listing-header><h1>Vintage Chesterfield bank</h1>
 * <div>€ 450,00</div>", "hotel-header__name", "product-header",
 * "ad-header", "cabecera-anuncio header"): the site's header sits at the
 * page's top beside the logo and the menu, outside <main>. An article's
 * header in <main> ("entry-header", "article-header") stays one: its h1
 * is the headline the golds leave out, and it has an <article> or the
 * body's markup round it, or a byline, a date or a lead in it. */
#ifndef ITEM_MENU
#define ITEM_MENU 20
#endif
static int item_header(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct node *d = &nd[i];
	int hl = x->headline;
	if (d->negkey != neg_bit("header", 6) || hl < d->first_block || hl >= d->end_block ||
	    !(x->blocks[hl].tag & F_H1) || 2 * d->plain < d->tchars)
		return 0;
	int in_main = 0;
	for (int k = d->parent; k >= 0; k = nd[k].parent) {
		if ((nd[k].tag & F_ARTICLE) || (nd[k].hint & H_POS))
			return 0;
		in_main |= (nd[k].tag & F_MAIN) != 0;
	}
	/* the item's facts: two short lines or more of no link beside the
	 * h1 (its price, its stars, where it is), one of them with a figure
	 * (a price, a score, a size); a page's title alone in a box ("page-
	 * header") is no item's, nor is one over its description and its
	 * author's name (a help center's article: "Escrito por ...") */
	int facts = 0, figure = 0, price = 0;
	for (int j = d->first_block; j < d->end_block; j++) {
		const struct block *b = &x->blocks[j];
		if (j == hl || b->link_chars || b->chars >= ITEM_FACT)
			continue;
		facts++;
		figure |= has_digit(x->text.p + b->off, b->len);
		price |= item_price(x, b);
	}
	if (facts < 2 || !figure)
		return 0;
	/* or, with no <main>, one with a price below the site's menu: a
	 * block of links above it (the box is no page's top, where a
	 * logo's h1 and the slogan and phone under it sit; a help center's
	 * article header has no price) */
	for (int j = 0; !in_main && price && j < d->first_block; j++)
		in_main = 2 * x->blocks[j].link_chars > x->blocks[j].chars &&
		          x->blocks[j].chars >= ITEM_MENU;
	/* an article's header: a byline, a date or a lead under the
	 * headline ("publication__byline", "<time>", "publication__intro");
	 * a picture's credit above it is none ("<p class=mdb-header__
	 * copyright>Foto: ...", a member's portrait over the h1) */
	for (int j = i + 1; in_main && j < x->nnodes && nd[j].first_block < d->end_block; j++)
		if ((nd[j].hint & (H_META | H_LEAD)) && nd[j].first_block > hl)
			return 0;
	return in_main;
}

static void resolve_hints(struct extractor *x)
{
	struct node *nd = x->nodes;
	double total = 0, plain = 0, tchars = 0, ctotal = 0;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		tchars += b->chars;
		nd[b->owner].plain += b->chars - b->link_chars;
		nd[b->owner].tchars += b->chars;
		nd[b->owner].nheads += (b->tag & F_HEAD) != 0;
		plain += b->chars - b->link_chars;
		if (is_prose(b)) {
			nd[b->owner].prose += b->chars;
			nd[b->owner].nprose++;
			total += b->chars;
			if (b->consent) {
				nd[b->owner].cprose += b->chars;
				ctotal += b->chars;
			}
		}
	}
	/* key: the subtree holds the headline or article markup */
	for (int i = 0; i < x->nnodes; i++) {
		nd[i].key = (nd[i].tag & (F_ARTICLE | F_MAIN)) || (nd[i].hint & H_POS);
		nd[i].quotes = (nd[i].tag & F_QUOTE) != 0;
	}
	for (int i = x->nnodes - 1; i > 0; i--)
		if (nd[i].parent >= 0) {
			/* a blockquote of links alone is an embed's fallback,
			 * no quotation: a Facebook page box in a sidebar
			 * ("<blockquote class=fb-xfbml-parse-ignore><a>Club
			 * auf Facebook</a>"); its subtree is summed now */
			if ((nd[i].tag & F_QUOTE) && !nd[i].plain)
				nd[i].quotes--;
			nd[nd[i].parent].prose += nd[i].prose;
			nd[nd[i].parent].cprose += nd[i].cprose;
			nd[nd[i].parent].nprose += nd[i].nprose;
			nd[nd[i].parent].nheads += nd[i].nheads;
			nd[nd[i].parent].quotes += nd[i].quotes;
			nd[nd[i].parent].plain += nd[i].plain;
			nd[nd[i].parent].tchars += nd[i].tchars;
			nd[nd[i].parent].key |= nd[i].key;
		}
	price_boxes(x);
	/* a boilerplate word on the boxes that hold most of the page's prose,
	 * NAMED_BOXES of them or more, is a page builder's name for its boxes
	 * ("elementor-widget-container"): not the verdict on any of them.
	 * Each word counts its outermost boxes. */
	uint64_t consentkey = neg_bit("cookie", 6) | neg_bit("cookies", 7) |
	                      neg_bit("consent", 7) | neg_bit("gdpr", 4);
	int hl = x->headline;
	uint64_t navkey = neg_bit("nav", 3) | neg_bit("navbar", 6) |
	                  neg_bit("navigation", 10) | neg_bit("menu", 4) |
	                  neg_bit("menus", 5);
	uint64_t teaserkey = neg_bit("teaser", 6) | neg_bit("teasers", 7) | neg_bit("tease", 5);
	double wprose[64] = {0}, wmax[64] = {0}, iprose[64] = {0}, imax[64] = {0};
	int wn[64] = {0}, in[64] = {0}, wbox[64], ibox[64];
	uint64_t named = 0;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		if (!(d->hint & H_NEG) || (d->tag & F_ROOT))
			d->negkey = 0;
		else if ((d->hint & H_COMMENTS) || !d->negkey)
			d->negkey = NEGKEY_TAG;
		d->negabove = p ? p->negabove || p->negkey : 0;
		/* the outermost named box above (nearest_neg borrowed) */
		d->nearest_neg = !p ? -1 :
		                 p->negkey && !p->negabove ? d->parent : p->nearest_neg;
		if (d->negkey && d->nearest_neg >= 0 && d->prose > 0) {
			uint64_t inner = d->negkey & nd[d->nearest_neg].negkey & ~NEGKEY_TAG;
			for (int b = 0; inner && b < 63; b++)
				if (inner >> b & 1) {
					iprose[b] += d->prose;
					if (d->prose > imax[b]) {
						imax[b] = d->prose;
						ibox[b] = i;
					}
					in[b]++;
				}
		}
		d->ingr = (d->hint & H_INGR) || (p && p->ingr);
		uint64_t fresh = d->negabove ? 0 : d->negkey & ~NEGKEY_TAG;
		for (int b = 0; fresh && d->prose > 0 && b < 63; b++)
			if (fresh >> b & 1) {
				wprose[b] += d->prose;
				if (d->prose > wmax[b]) {
					wmax[b] = d->prose;
					wbox[b] = i;
				}
				wn[b]++;
			}
	}
	/* shares of the page's own prose: a consent dialog's text is none
	 * (a page builder's boxes hold half an "about us" page's prose
	 * and a cookie banner's as much again) */
	double own = total - ctotal;
	x->itemhead = -1;
	for (int b = 0; b < 63; b++)
		if ((wn[b] >= NAMED_BOXES && wprose[b] > NAMED_SHARE * own &&
		     wmax[b] <= NAMED_MAX * own) ||
		    (wmax[b] > NAMED_MAX * own && in[b] >= NAMED_BOXES &&
		     iprose[b] > NAMED_SHARE * own &&
		     imax[b] <= NAMED_MAX * own))
			named |= 1ull << b;
	named &= ~consentkey;  /* consent boxes: never a builder's name */
	/* a box of the word with prose right before the box of the word
	 * that holds the most prose, outermost or right inside one, under
	 * the same parent and over NAMED_MAX of that parent's prose, is the
	 * builder's name too: the text above an FAQ's accordion, each in a
	 * widget ("elementor-widget-text-editor" over "elementor-widget-
	 * accordion"; an author's box, a post's navigation come after it) */
	uint64_t over = 0;
	for (int b = 0; b < 63; b++) {
		if (!wn[b])
			wbox[b] = -1;
		if (!in[b])
			ibox[b] = -1;
		if ((wn[b] || in[b]) && !(named >> b & 1))
			over |= 1ull << b;
	}
	over &= ~consentkey;
	for (int i = 0; i < x->nnodes; i++) {
		struct node *d = &nd[i];
		const struct node *p = d->parent >= 0 ? &nd[d->parent] : NULL;
		/* a wrapper holds paragraphs: one long "about me" paragraph
		 * in a sidebar can be most of a short post's page */
		int paras = d->nprose >= NPROSE_MIN;
		int wrapper = !(d->hint & H_COMMENTS) &&
		              ((d->prose > 0.4 * total && d->prose > 400 && paras) || d->key ||
		               (d->plain > 0.6 * plain && paras));
		/* a comment hint on what holds most of the page's prose is a
		 * page-wide flag (<body class="comments-on">) or a thread whose
		 * posts are the page */
		if ((d->hint & H_COMMENTS) && d->prose > COMMENT_PAGE * total)
			wrapper = 1;
		/* any other hint on a long run of prose, most of its text, is a
		 * name ("more", "entry-meta") and not the article's verdict */
		if (!(d->hint & H_COMMENTS) && d->prose >= 1000 && d->prose >= 0.5 * d->tchars)
			wrapper = 1;
		/* and so is one on paragraphs of link-free prose and nothing
		 * else ("entry-more": the rest of a post) */
		if (!(d->hint & H_COMMENTS) && d->prose >= NAME_PROSE && d->nprose >= 2 &&
		    d->prose >= 0.9 * d->tchars && d->plain >= 0.95 * d->tchars)
			wrapper = 1;
		/* an <aside> around a blockquote is a post quoted in a reply
		 * (its author's name over the quote), not a sidebar (one of
		 * links alone is an embed's, counted none above) */
		if ((d->tag & F_ASIDE) && d->quotes)
			wrapper = 1;
		/* a post's signature is a line of prose, often in the
		 * forum's rich-text markup ("ipsType_richText"), and never
		 * the article (but on the box of most of the page's prose) */
		if ((d->hint & H_SIGN) && d->prose < 0.5 * total)
			wrapper = 0;
		/* a box named for cookies or consent is the consent manager's
		 * dialog, its tabs of long texts about each kind of cookie
		 * ("CybotCookiebotDialog"), and so is a boilerplate box (a
		 * "modal", role=dialog) whose prose is half on cookies or
		 * consent: never the page's wrapper, but
		 * where it holds article markup or the headline, or
		 * CONSENT_PAGE of the page's text (a page-wide flag,
		 * "wrapper cookies-not-accepted") */
		if (((d->negkey & consentkey) ||
		     ((d->hint & H_NEG) && d->cprose > 0 && 2 * d->cprose >= d->prose)) &&
		    !d->key && (hl < d->first_block || hl >= d->end_block) &&
		    d->tchars < CONSENT_PAGE * tchars)
			wrapper = 0;
		int name = d->negkey && !(d->negkey & ~named);
		int builder = d->negkey && d->nprose >= 1 && !(d->negkey & ~over);
		for (int b = 0; builder && b < 63; b++)
			if ((d->negkey >> b & 1) && !over_before(nd, d, wbox[b]) &&
			    !over_before(nd, d, ibox[b]))
				builder = 0;
		/* a boilerplate hint on a box that holds one heading (no h1
		 * but the headline: TYPO3's "csc-header" around the page's
		 * h1 over its intro; no link, no sentence: a dek is one)
		 * right over prose ("frame-header", "element-header") heads
		 * a section */
		int k = d->first_block;
		/* (or the headline's h1 and its subheading under it, an h2-h6
		 * or a <p> of SUBHEAD_WORDS+ words, no link, no byline in it:
		 * a CMS's header element over the page's text, "<header
		 * class=frame-header><h1>Unternehmen</h1><h2 class=element-
		 * subheader>Präzision aus dem Siegerland", TYPO3's, or its
		 * "<p class=element-subheader>Gültig ab 1. Januar 2025";
		 * "<h1>À propos</h1><h2>Artisans depuis 1952</h2>"; two h3s,
		 * a blog's labels over its headline, are none, and so is a
		 * section's name under the h1, "Lokales"; the h1 need not be
		 * the headline with its subheading: the footer's "Hotel
		 * Seehof am Ammersee" may hold the title) */
		const struct block *sb = &x->blocks[k + 1];
		int nh = d->end_block - k == 2 && k + 2 < x->nblocks &&
		         (x->blocks[k].tag & F_H1) && (sb->tag & (F_HEAD | F_P)) &&
		         !(sb->tag & F_H1) && !sb->link_chars && sb->words >= SUBHEAD_WORDS ? 2 : 1;
		for (int u = nh == 2 ? sb->owner : -1; u > i; u = nd[u].parent)
			if (nd[u].hint & (H_META | H_LEAD))
				nh = 1;  /* a byline, or a deck that the lead's
				          * rules judge ("article-subtitle") */
		if (d->end_block - k == nh && d->negkey != NEGKEY_TAG &&
		    k + nh < x->nblocks) {
			const struct block *hb = &x->blocks[k];
			/* past one or two short lines under a name: a team
			 * member's name and role (a date over a title is no
			 * name) */
			const struct block *nb = &x->blocks[k + nh];
			int m = date_link(x->text.p + hb->off, hb->len) ? NAME_LINES : 0;
			for (; m < NAME_LINES && !is_prose(nb) && nb->chars < 40 &&
			     !nb->link_chars && nb + 1 < x->blocks + x->nblocks; m++)
				nb++;
			/* a question over its answer heads it too (an
			 * accordion's "accordion-header"), and a heading
			 * right over a table heads the table (its cells are
			 * no prose: opening hours) */
			const char *ht = x->text.p + hb->off;
			int ask = hb->len > 0 && ht[hb->len - 1] == '?';
			/* and one over a list of link-free items heads the
			 * list (a craftsman's services, "Unsere Leistungen":
			 * Jimdo's "j-header" over its text module's list) */
			const struct block *lb = hb + 1;
			int list = k + 2 < x->nblocks && (lb->tag & F_LI) && (lb[1].tag & F_LI) &&
			           !lb->link_chars && !lb[1].link_chars && p;
			/* the list in the box's next sibling, a few levels
			 * down (an empty list leaves the next one elsewhere) */
			int up = lb->owner;
			for (int n = 0; list && n < 3 && up >= 0 && nd[up].parent != d->parent; n++)
				up = nd[up].parent;
			list = list && up >= 0 && nd[up].parent == d->parent;
			if ((hb->tag & F_HEAD) && (!(hb->tag & F_H1) || k == hl || nh == 2) &&
			    !hb->link_chars && hb->owner >= i &&
			    (is_prose(nb) || in_cell(nd, &hb[1]) >= 0 || list) &&
			    (!ends_sentence(ht, hb->len) || ask))
				name = 1;
		}
		/* a box named a menu ("menu-block") that holds no link and
		 * NAV_TEXT characters or more is a restaurant's menu (dishes,
		 * what they hold, their prices), not the site's: the names
		 * of the boxes in it ("menu-section-header", "menu-item-title")
		 * are no verdict; so is a shorter one of MENU_PRICES price
		 * lines or more, a menu's section of two or three dishes
		 * ("menu-section": "Desserts", "Kaiserschmarrn", "11,50 €";
		 * "Antipasti", "Burrata", "12 €"; "Starters", "£9.50") */
		d->navtext = (p ? p->navtext : 0) | (d->navtext & NAV_PRICE);
		if ((d->hint & H_NAV) && !(d->negkey & ~navkey) &&
		    d->tchars == d->plain && (d->tchars >= NAV_TEXT || d->likept >= MENU_PRICES))
			d->navtext |= NAV_MENU;
		if ((d->navtext & (NAV_MENU | NAV_PRICE)) && !(d->negkey & NEGKEY_TAG))
			name = 1;
		/* a <nav> of link-free prose, no boilerplate word in its name,
		 * is no navigation: an accordion's answer in a site builder's
		 * dropdown ("<nav class=w-dropdown-list><p>Ja, 14 Tage lang
		 * ...", "Yes, for 14 days ...") */
		if ((d->tag & F_NAV) && d->negkey == NEGKEY_TAG && d->tchars > 0 &&
		    d->plain == d->tchars && d->prose >= NAV_PROSE * d->tchars)
			name = 1;
		/* a box named a teaser of two or more lines that holds no
		 * link and no heading, right under a section's heading
		 * outside boilerplate (not the headline: the lead under it
		 * is named a teaser, "<p class=teaser>"), is that section's
		 * box of facts, no teaser of another page (a teaser links to
		 * it): Bootstrap Italia's "card-teaser" under "Informazioni
		 * generali" ("Durata: 3 anni", "Crediti: 180 CFU"), a
		 * "teaser-box" under "Auf einen Blick", "Key facts" */
		if (d->negkey && !(d->negkey & ~teaserkey) && d->tchars > 0 &&
		    d->plain == d->tchars && !d->nheads && d->first_block > 0 &&
		    d->first_block != hl + 1 && d->end_block - d->first_block >= 2) {
			const struct block *hb = &x->blocks[d->first_block - 1];
			if ((hb->tag & F_HEAD) && !(hb->tag & F_H1) && !hb->link_chars &&
			    nd[hb->owner].nearest_neg < 0)
				name = 1;
		}
		/* the builder's boxes inside it, of its word, are names too */
		if (builder)
			d->navtext |= NAV_BUILDER;
		if ((d->navtext & NAV_BUILDER) && d->negkey && !(d->negkey & ~over))
			name = 1;
		/* the item's own header box is no page's header: its name */
		if (item_header(x, i)) {
			name = 1;
			if (x->itemhead < 0)
				x->itemhead = i;
		}
		/* a slider of a heading or two and their slogans is a
		 * company's hero, over its buttons ("et_pb_slider": "Strom.
		 * Licht. Sicherheit." "Angebot anfordern"; "hero-slider":
		 * "Badische Gastlichkeit seit 1926"; "Bienvenue chez nous"),
		 * no text of the page's own; a gallery's slider of
		 * captions, a sentence each, is the article's */
		int hero = (d->hint & H_SLIDER) && d->nheads >= 1 && d->nprose <= d->nheads &&
		           d->tchars < HERO_TEXT && !d->key;
		d->nearest_neg = ((d->hint & H_NEG) && !wrapper && !name) || hero ? i :
		                 p ? p->nearest_neg : -1;
		/* a box named "meta" round three headings or more over
		 * prose is a section of the page, no byline: a one-page
		 * theme's "section-meta" (OnePress's: "Klasse B" over "Der
		 * klassische Autoführerschein ...", "Permis B", "Carnet
		 * B"); one round the headline is the article's header, its
		 * byline and lead picture ("headline_byline") */
		int section = d->nheads >= META_HEADS && d->nprose >= 2 && !(d->hint & H_NEG) &&
		              (hl < d->first_block || hl >= d->end_block);
		d->nearest_meta = (d->hint & H_META) && !wrapper && !section &&
		                  !(d->navtext & (NAV_MENU | NAV_PRICE)) ? i :
		                  p ? p->nearest_meta : -1;
		d->nearest_cap = (d->hint & H_CAPTION) && !wrapper ? i : p ? p->nearest_cap : -1;
		/* a table in a <figure> (a block editor's "wp-block-table")
		 * is data, not a picture's caption */
		if ((d->tag & F_TR) && d->nearest_cap >= 0 &&
		    (nd[d->nearest_cap].tag & F_FIG))
			d->nearest_cap = -1;
		d->nearest_form = (d->tag & F_FORM) ? i : p ? p->nearest_form : -1;
		/* a wrapper or not: the pictures' titles show what it is */
		d->nearest_gal = (d->hint & H_CAPTION) && d->nheads >= GAL_HEADS ? i :
		                 p ? p->nearest_gal : -1;
	}
	/* a thread's posts named comments: a comment word alone is a name */
	x->cthread = comment_thread(x, total, x->headline);
	if (x->cthread)
		for (int i = 0; i < x->nnodes; i++) {
			struct node *d = &nd[i];
			int up = d->parent >= 0 ?
			         nd[d->parent].nearest_neg : -1;
			if (d->nearest_neg != i || ((d->hint & H_COMMENTS) &&
			                            !(d->hint & H_BOILER)))
				d->nearest_neg = up;
		}
}

/* Is block b's text part of the page's <title> (or does it hold it)? */
int in_title(struct extractor *x, const char *title, const struct block *b)
{
	if (!title[0])
		return 0;
	x->tmp.len = 0;
	buf_add(&x->tmp, x->text.p + b->off, b->len);
	return strstr(title, x->tmp.p) || (strlen(title) >= 8 && strstr(x->tmp.p, title));
}

/* Is the title's part t[0..n) one item of a list in the title, joined to
 * another by "&", "+", a comma or "und"/"and"/"et"/"e"/"y"/"en"
 * ("Speisekarte & Öffnungszeiten", "Zimmer und Preise")? A comma or a
 * sign right after the item joins it too: an advice page's list of its
 * sections ("Heuschnupfen: Symptome, Ursachen, Behandlung", "Migraine :
 * symptômes, causes, traitements", its h2 "Symptome"). */
static int title_item(const char *title, const char *t, size_t n)
{
	static const char *const join[] = {"&", "+", ",", "und", "and", "et", "e", "y", "en"};
	const char *a = t, *z = t + n;
	while (a > title && a[-1] == ' ')
		a--;
	while (*z == ' ')
		z++;
	for (size_t k = 0; k < sizeof join / sizeof *join; k++) {
		size_t wl = strlen(join[k]);
		/* the joiner before the item, after a space where it is a word */
		if (a - title >= (long)wl + 1 && !strncasecmp(a - wl, join[k], wl) &&
		    (ispunct((unsigned char)join[k][0]) || a[-(long)wl - 1] == ' ') && a < t)
			return 1;
		if (!strncasecmp(z, join[k], wl) &&
		    (ispunct((unsigned char)join[k][0]) || (z > t + n && z[wl] == ' ')))
			return 1;
	}
	return 0;
}

/* Does the h1 block b share a word of 5+ letters with the title? */
static int shares_title_word(const struct extractor *x, const char *title,
                             const struct block *b)
{
	const char *s = x->text.p + b->off, *e = s + b->len;
	size_t tn = strlen(title);
	while (s < e) {
		while (s < e && !(isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		const char *w = s;
		while (s < e && (isalnum((unsigned char)*s) || (unsigned char)*s >= 0x80))
			s++;
		if (s - w >= 5 && s - w < 64) {
			char buf[64];
			memcpy(buf, w, (size_t)(s - w));
			buf[s - w] = 0;
			if (memmem_ci(title, tn, buf))
				return 1;
		}
	}
	return 0;
}
/* A linked heading that is only the site's or the board's name closing the
 * <title> ("Tagesgeld oder ETF? : Finanzen", its sidebar's "<h1><a>
 * Finanzen</a></h1>"; "Wie putze ich Fenster? | Haushaltsforum") is no
 * headline where a line of the page opens with the rest of the title, of
 * TITLE_WORDS words or more: the post's title set in a box of no heading
 * tag (a link board's "<p class=title><a>...</a>", a forum's "<div
 * class=topic-title>"). That line heads the page; else the heading l. */
static int site_heading(struct extractor *x, const char *title, int l)
{
	const struct block *h = &x->blocks[l];
	size_t tn = strlen(title), hn = h->len, n;
	if (hn >= tn || memcmp(title + tn - hn, x->text.p + h->off, hn))
		return l;
	/* the title's head: what comes before the name and its separator */
	n = tn - hn;
	while (n > 0 && (title[n - 1] == ' ' || title[n - 1] == ':' || title[n - 1] == '|' ||
	                 title[n - 1] == '-' || (unsigned char)title[n - 1] >= 0x80))
		n--;
	if (n == tn - hn || n < 16)
		return l;
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += title[i] == ' ';
	if (words < TITLE_WORDS)
		return l;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if (i != l && b->len >= n && b->len <= n + 80 &&
		    !memcmp(x->text.p + b->off, title, n))
			return i;
	}
	return l;
}

/* The headline: the first h1-h6 that is part of the <title> (or holds it),
 * else the first h1; -1 when there is none. A heading that is a link is
 * taken only when no other one is part of the title: "Post title - Blog
 * name" names the blog too, and the blog's name heads the page as a link
 * home. Of such links the longest is taken: where the post's title is a
 * link to the post too, it is the longer part of the title. A lower
 * heading that is one item of a list in the title ("Speisekarte &
 * Öffnungszeiten | Gasthaus", its h2 "Öffnungszeiten"; "Zimmer und Preise")
 * names a section of the page: the h1 above it that shares a word with the
 * title ("Unsere Speisekarte") heads the page (a restaurant's, a hotel's
 * page of sections). */
/* A short h1 (under 8 bytes, a breed's or a product's name: "Cavapoo",
 * "Lavendel", "Ficus") that is the <title>'s whole first part, a
 * separator after it ("Cavapoo | Dog Breed Facts, Temperament & Care",
 * "Lavendel - Pflege und Schnitt", "Ficus : entretien"): it heads the
 * page, not a subheading that is only a word of the title's rest
 * ("Temperament"). */
static int title_head(const struct extractor *x, const char *title, const struct block *b)
{
	static const char *const sep[] = {" | ", " - ", " \xE2\x80\x93 ", " \xE2\x80\x94 ",
	                                  ": ", " : ", " \xC2\xB7 "};
	if (!(b->tag & F_H1) || b->len < 3 || b->link_chars ||
	    strncmp(title, x->text.p + b->off, b->len))
		return 0;
	for (size_t k = 0; k < sizeof sep / sizeof *sep; k++)
		if (!strncmp(title + b->len, sep[k], strlen(sep[k])))
			return 1;
	return 0;
}

#ifndef SITE_LOOK
#define SITE_LOOK 16
#endif
static int find_headline(struct extractor *x, const char *title)
{
	int h1 = -1, linked = -1;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		if ((b->tag & F_HEAD) && b->len < 8 && h1 < 0 && title_head(x, title, b))
			return i;
		if (!(b->tag & F_HEAD) || b->len < 8 || b->len > 300)
			continue;
		if ((b->tag & F_H1) && h1 < 0)
			h1 = i;
		if (in_title(x, title, b)) {
			if (b->link_chars * 2 <= b->chars) {
				const struct block *h = h1 >= 0 ? &x->blocks[h1] : NULL;
				const char *t = b->tag & F_H1 ? NULL : strstr(title, x->tmp.p);
				if (t && h && h->link_chars * 2 <= h->chars &&
				    title_item(title, t, b->len) && shares_title_word(x, title, h))
					return h1;
				/* a site's or a department's name opening the title
				 * ("Institut für Werkstoffkunde: Aktuelles - Nachwuchspreis
				 * für Doktorandin"; "Parish Council | News | ...") set as a
				 * heading above the article's h1, which shares a word of
				 * the title: the h1 is the headline */
				for (int k = i + 1; t == title && h1 < 0 && k < x->nblocks &&
				     k <= i + SITE_LOOK && strlen(title) > b->len + 3; k++) {
					const struct block *e = &x->blocks[k];
					if ((e->tag & F_H1) && e->len >= 8 && e->len <= 300 &&
					    e->link_chars * 2 <= e->chars && shares_title_word(x, title, e))
						return k;
				}
				return i;
			}
			if (linked < 0 || b->len > x->blocks[linked].len)
				linked = i;
		}
	}
	if (linked >= 0 && (h1 < 0 || h1 == linked))
		return site_heading(x, title, linked);
	return linked >= 0 ? linked : h1;
}

#ifndef FAR_GAP
#define FAR_GAP 300
#endif
#ifndef FAR_NEAR
#define FAR_NEAR 0.3
#endif
/* Is element i a box under an author hint below the headline: an
 * author's bio box ("Über die Autorin", a name and a few sentences)? */
static int bio_box(const struct extractor *x, int i)
{
	int m = x->nodes[i].nearest_meta;
	return x->headline >= 0 && m >= 0 && (x->nodes[m].hint & H_AUTHOR) &&
	       x->nodes[i].first_block > x->headline;
}

/* The element whose subtree has the largest sum of block weights, article
 * markup and the headline's neighbourhood counting extra. */
int best_container(struct extractor *x)
{
	struct node *nd = x->nodes;
	for (int i = 0; i < x->nnodes; i++)
		nd[i].sum = nd[i].good = 0, nd[i].chars = 0;
	for (int i = 0; i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		nd[b->owner].sum += b->w;
		if (b->w > 0)
			nd[b->owner].good += b->w;
		nd[b->owner].chars += b->chars;
	}
	/* children come after parents in pre-order: sum up in reverse */
	for (int i = x->nnodes - 1; i > 0; i--) {
		int p = nd[i].parent;
		if (p >= 0) {
			nd[p].sum += nd[i].sum;
			nd[p].good += nd[i].good;
			nd[p].chars += nd[i].chars;
		}
	}
	int best = -1, hl = x->headline, near = -1, post = -1;
	double bs = 0, ns = 0, ps = 0;
	for (int i = 0; i < x->nnodes; i++) {
		double s = nd[i].sum;
		if (nd[i].hint & H_POS || (nd[i].tag & (F_ARTICLE | F_MAIN)))
			s *= 1.15;
		/* the article starts at or just after its headline: a short
		 * post beats a longer disclaimer or author blurb elsewhere;
		 * in a thread whose posts are named comments, the opening
		 * post alone above the first reply is no article (a link
		 * board's question over its replies) */
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    !(x->cthread && nd[i].end_block <= x->cfirst))
			s += 300;
		if (best < 0 || s > bs) {
			best = i;
			bs = s;
		}
		if (hl >= 0 && s > 0 && nd[i].first_block >= hl - 2 && nd[i].first_block <= hl + 8 &&
		    nd[i].end_block > hl + 1) {
			if (near < 0 || s > ns) {
				near = i;
				ns = s;
			}
			if (!bio_box(x, i) && (post < 0 || s > ps)) {
				post = i;
				ps = s;
			}
		}
	}
	/* a winner that lies after the headline's post, beyond a stretch of
	 * boilerplate weighing FAR_GAP or more (the post's footer, the
	 * comment form, link lists), is a sidebar box far from the post (a
	 * list of events, a blurb in another language): the post wins when it
	 * weighs FAR_NEAR of the box */
	if (near >= 0 && best != near && nd[best].first_block >= nd[near].end_block) {
		double gap = 0;
		for (int i = nd[near].end_block; i < nd[best].first_block; i++)
			gap += x->blocks[i].w;
		if (gap < -FAR_GAP && ns >= FAR_NEAR * bs) {
			best = near;
			bs = ns;
		}
	}
	/* the author's bio box under a short post ("Über die Autorin"),
	 * near the headline too, is no article: the post wins when it
	 * weighs FAR_NEAR of it */
	if (bio_box(x, best) && post >= 0 && ps >= FAR_NEAR * bs)
		best = post;
	return best;
}

#ifndef HEAD_BIG
#define HEAD_BIG 80
#endif
#ifndef HEAD_FEW
#define HEAD_FEW 2
#endif
#ifndef HEAD_BEFORE
#define HEAD_BEFORE 0.25
#endif
#ifndef AFTER_COMMENTS
#define AFTER_COMMENTS 0.5
#endif
/* A linked cell of a row of DATA_CELLS or more cells, one block each,
 * under 80 characters, and one of them text without links: a place's
 * street and its record's number in a list article's table ("Am Markt 1
 * (Standort)" | "Rathaus, 1612" | "<a>D-1-89-141-1</a>"), data as its
 * row's other cells are; not a layout table's column of links. */
#define DATA_CELLS 3
int data_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = in_cell(nd, b);
	if (c < 0 || b->chars >= 80 || nd[b->owner].nearest_neg >= 0 || nd[c].parent < 0)
		return 0;
	const struct node *r = &nd[nd[c].parent];
	int n = r->end_block - r->first_block, text = 0;
	/* a grid of divs named a table (div_table) has no rows: its cells
	 * run on, a member's description often longer */
	int grid = (r->hint & H_DIVTABLE) != 0;
	if (!(r->tag & F_TR) || n < DATA_CELLS || (n > 4 * DATA_CELLS && !grid))
		return 0;
	for (int j = r->first_block; j < r->end_block; j++) {
		const struct block *e = &x->blocks[j];
		int ec = in_cell(nd, e);
		if ((e->chars >= 80 && !grid) || ec < 0 || nd[ec].parent != nd[c].parent)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	return text;
}

/* A linked cell of a row of a grid built of boxes, no table (a profile's
 * transfer history, "<div class=grid><div class=grid__cell>21/22</div>
 * <div class=grid__cell><a>Werder Bremen</a></div>..."): the link, or the
 * box of one block it sits in, is one of DATA_CELLS to 4 * DATA_CELLS
 * boxes of one tag and class, each of one block under 80 characters, one
 * of them text without links, in a row that has a sibling of its own tag
 * and class (a second row); data as a table's linked cell is. */
int grid_cell(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int c = b->owner;
	if (b->chars >= 80 || nd[c].nearest_neg >= 0 || !b->link_chars)
		return 0;
	if (!nd[c].cls && nd[c].parent >= 0 &&
	    nd[nd[c].parent].end_block - nd[nd[c].parent].first_block == 1)
		c = nd[c].parent;
	int r = nd[c].parent;
	if (!nd[c].cls || r < 0 || !nd[r].cls || nd[r].parent < 0)
		return 0;
	int n = 0, text = 0;
	for (int i = r + 1; i < x->nnodes && nd[i].first_block < nd[r].end_block; i++) {
		if (nd[i].parent != r)
			continue;
		const struct block *e = &x->blocks[nd[i].first_block];
		if (nd[i].cls != nd[c].cls || nd[i].end_block - nd[i].first_block != 1 ||
		    e->chars >= 80 || ++n > 4 * DATA_CELLS)
			return 0;
		text |= e->chars && !e->link_chars;
	}
	if (n < DATA_CELLS || !text)
		return 0;
	/* a second row of the grid beside it */
	int g = nd[r].parent;
	for (int i = g + 1; i < x->nnodes && nd[i].first_block < nd[g].end_block; i++)
		if (i != r && nd[i].parent == g && nd[i].cls == nd[r].cls)
			return 1;
	return 0;
}

/* A linked value of a list of terms, one block each: a production's cast
 * ("<dl><dt>Hedvig</dt><dd><a href=/ensemble/...>Lena Moser</a></dd>",
 * the role over the member's page), a record's "Verlag" over its linked
 * publisher: a dd under 80 characters outside boilerplate and meta boxes
 * (an event's details, "Website:" over its link), right under its term,
 * in a list of TERM_PAIRS or more terms, each link-free and over one
 * value; data as a table's linked cell is, no menu. */
#ifndef TERM_PAIRS
#define TERM_PAIRS 3
#endif
static int term_value(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int i = (int)(b - x->blocks), l = nd[b->owner].parent;
	if (!(b->tag & F_LI) || (b->tag & F_DT) || i < 1 || b->chars >= 80 || l < 0 ||
	    !(b[-1].tag & F_DT) || nd[b->owner].nearest_neg >= 0 ||
	    nd[b->owner].nearest_meta >= 0)
		return 0;
	int terms = 0;
	for (int j = nd[l].first_block; j < nd[l].end_block; j++) {
		const struct block *e = &x->blocks[j];
		if (nd[e->owner].parent != l || !(e->tag & F_LI))
			return 0;
		if (!(e->tag & F_DT))
			continue;
		if (e->link_chars || j + 1 >= nd[l].end_block || (e[1].tag & F_DT))
			return 0;
		terms++;
	}
	return terms >= TERM_PAIRS;
}

/* Pass 2. After a body (300 characters of prose), a comment section's
 * heading outside byline and boilerplate hints ("What you think...", "Leave
 * a Reply") halves the weight of what follows: a reader's long post in a
 * box of its own does not outweigh a short article. */
int choose_container(struct extractor *x, const char *title)
{
	x->headline = find_headline(x, title);
	consent_boxes(x);
	resolve_hints(x);
	/* the stopword test only means something on English pages */
	long words = 0, stops = 0;
	for (int i = 0; i < x->nblocks; i++)
		if (x->blocks[i].words >= 8) {
			words += x->blocks[i].words;
			stops += x->blocks[i].stops;
		}
	int english = stops * 20 >= words;
	x->english = english;
	for (int i = 0; i < x->nblocks; i++) {
		struct block *b = &x->blocks[i];
		/* a list of files to download: data, as a cell, and so is a
		 * linked cell of a data row and a term's linked value */
		b->w = download_run(x, i) ? 0 :
		       block_weight(b, x->nodes, x->text.p + b->off, english);
		if (b->w < 0 && (data_cell(x, b) || grid_cell(x, b) || term_value(x, b)))
			b->w = 0;
	}
	/* and so are a careers page's job cards under their heading, and a
	 * programme's events and a firm's people (card_list) */
	for (int i = 0; i + 1 < x->nblocks; i++) {
		int jr = x->blocks[i + 1].card && (x->blocks[i].tag & F_HEAD) ? card_list(x, i) : -1;
		for (int k = i + 1; k < jr; k++)
			if (x->blocks[k].w < 0)
				x->blocks[k].w = 0;
	}
	double body = 0;
	int cut = -1;
	for (int i = 0; i < x->nblocks && cut < 0; i++) {
		struct block *b = &x->blocks[i];
		const struct node *o = &x->nodes[b->owner];
		if (body >= COMMENT_AFTER && !(b->tag & F_LI) && o->nearest_meta < 0 &&
		    o->nearest_neg < 0 && comment_head(b, x->text.p + b->off))
			cut = i;
		if (b->w > 0 && is_prose(b))
			body += b->chars;
	}
	for (int i = cut + 1; cut >= 0 && i < x->nblocks; i++)
		if (x->blocks[i].w > 0)
			x->blocks[i].w *= AFTER_COMMENTS;
	/* what comes before the headline is the masthead and the sidebar when
	 * it holds at most HEAD_FEW blocks of weight (an "about me" blurb, a
	 * tagline): it weighs a quarter, so a short post under its headline
	 * beats the blurb. Before a page's headline the article has many
	 * paragraphs or none (a wrong headline, a deck before the title). */
	int hl = x->headline, big = 0;
	for (int i = 0; i < hl; i++)
		big += x->blocks[i].w >= HEAD_BIG;
	if (hl > 0 && big <= HEAD_FEW)
		for (int i = 0; i < hl; i++)
			if (x->blocks[i].w > 0)
				x->blocks[i].w *= HEAD_BEFORE;
	return best_container(x);
}
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
	return r != c ? r : reply_list(x, c);
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
 * page's content. Not within an <article>: the sections of an article
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
		for (int i = a + 1; i < x->nnodes && nd[i].first_block < end; i++)
			if (nd[i].parent == p && nd[i].cls1 == nd[a].cls1)
				run++, good += nd[i].cls != nd[a].cls && nd[i].sum > 0 &&
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
 * "Zweitstimmen" | "Erststimmen" over its tables of results), and past a
 * form's controls in the parent and an ad slot's label there (a radio
 * station's playlist, "Datum" | "Uhrzeit" over "Anzeige" over the hour's
 * songs): FRAG_CELLS or more cells in a row that weigh nothing or more,
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
		else if (o->nearest_form <= n->parent &&
		         !(b->chars <= FRAG_LABEL && o->nearest_neg > n->parent))
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
