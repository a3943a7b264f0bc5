/*
 * extract/hints: phase 1's hints (extract.c has the overview, parse.c the
 * walk that asks for them): what an element's class, id, role, itemprop
 * and style say of it, as the bits of its hint (H_NEG, H_BOILER, H_META,
 * H_AUTHOR, H_CAPTION, H_COMMENTS, ...) and of its negkey (neg_bit: the
 * boilerplate words it was named by). The word tables, whole tokens
 * (hint_words) and substrings (hint_subs, pos_subs), are hashed and
 * bucketed once (hints_init, from tagtab_init); attr_hint reads one class
 * or id, attr_hint_cached caches its verdict by the value, elem_hints
 * reads all of an element's attributes, and sax_start asks the few tests
 * on a header's id and a grid's cell here. Used by every page class.
 *
 * Hints (boilerplate, byline/date, caption, article body), by words in
 * English and the other major European languages ("werbung",
 * "kommentare", "bildunterschrift")
 * - An article's info box (Joomla's "article-info", "post-info") is its
 *   byline; an author's details box ("userinfo", "user-details",
 *   "postprofile") is an author's.
 * - A forum post's "signature" is boilerplate, named so by its class or by
 *   its data-role alone ("memberSignature"), and never a name though it
 *   holds the forum's rich-text markup. An API reference's declaration
 *   (Javadoc's "type-signature") is none, and an id that holds a
 *   parenthesis, a code member's anchor
 *   ("exponential(java.time.Duration,int)"), names nothing.
 * - A shop's tab of its customers' reviews, a tab panel (role=tabpanel,
 *   "tab-pane") named "reviews", "votes", "Bewertungen", is boilerplate.
 * - A flip box's faces are a card's, its back named an overlay
 *   ("elementor-flip-box__layer__overlay"), no boilerplate.
 * - A table's cell or row named its header and its <caption> named a
 *   caption ("utrecht-table__header-cell") are the table's own.
 * - A box named for a recipe's ingredients ("ingredients table-header",
 *   "Zutaten"), or marked itemprop=recipeIngredient, is the recipe's,
 *   whatever else its name says.
 */
#include "internal.h"

/* Whole tokens of a class or id (split at non-alphanumerics). */
static const struct { const char *s; uint64_t h; } hint_words[] = {
	{"nav", H_NEG | H_NAV}, {"navbar", H_NEG | H_NAV},
	{"navigation", H_NEG | H_NAV}, {"menu", H_NEG | H_NAV}, {"menus", H_NEG | H_NAV},
	{"footer", H_NEG}, {"sidebar", H_NEG}, {"aside", H_NEG},
	{"share", H_NEG}, {"sharing", H_NEG}, {"shares", H_NEG}, {"social", H_NEG},
	{"related", H_NEG}, {"comments", H_NEG | H_COMMENTS}, {"comment", H_NEG | H_COMMENTS},
	{"disqus", H_NEG | H_COMMENTS}, {"cookie", H_NEG},
	/* an IndieWeb blog's replies, likes and reposts from other sites under
	 * the post ("webmentions": "14 likes · 5 reposts", a reader's reply):
	 * its comments by another name */
	{"webmention", H_NEG | H_COMMENTS}, {"webmentions", H_NEG | H_COMMENTS},
	/* a post named a question, "single-question", "type-question" (a
	 * Q&A site's post type on a blog's theme), "frage", "domanda" */
	{"question", H_QUESTION}, {"frage", H_QUESTION}, {"domanda", H_QUESTION},
	{"pregunta", H_QUESTION}, {"vraag", H_QUESTION},
	/* a shop's box of its customers' questions, the plural, beside its
	 * reviews (drop_review_section) */
	{"questions", H_ASKS}, {"preguntas", H_ASKS}, {"perguntas", H_ASKS},
	{"fragen", H_ASKS}, {"domande", H_ASKS}, {"vragen", H_ASKS},
	{"cookies", H_NEG}, {"breadcrumb", H_NEG}, {"breadcrumbs", H_NEG},
	{"pathway", H_NEG},  /* Joomla's breadcrumb, "<span class=pathway>" */
	{"newsletter", H_NEG}, {"subscribe", H_NEG}, {"subscription", H_NEG},
	{"promo", H_NEG}, {"promos", H_NEG}, {"ad", H_NEG}, {"ads", H_NEG},
	{"advert", H_NEG}, {"advertisement", H_NEG}, {"adv", H_NEG}, {"banner", H_NEG},
	{"popup", H_NEG}, {"modal", H_NEG}, {"widget", H_NEG}, {"widgets", H_NEG},
	{"masthead", H_NEG}, {"toolbar", H_NEG}, {"pagination", H_NEG}, {"pager", H_NEG},
	/* a post's links to its neighbours in one word ("links-nextprev":
	 * "Previous: <title>", "Next: <title>") */
	{"nextprev", H_NEG}, {"prevnext", H_NEG},
	{"signup", H_NEG}, {"login", H_NEG}, {"recommended", H_NEG},
	{"recommendations", H_NEG}, {"trending", H_NEG}, {"popular", H_NEG},
	{"outbrain", H_NEG}, {"taboola", H_NEG}, {"sponsored", H_NEG},
	/* a forum post's list of the files attached to it, their names and
	 * sizes ("attachmentList": "sauer_10h.jpg", "142,7 KB · Aufrufe: 61",
	 * XenForo's; phpBB's "attachbox"): the board's listing, no words of
	 * the post. A news item's "attachments" are its downloads, named */
	{"attachmentlist", H_NEG}, {"attachbox", H_NEG},
	/* a newsletter plugin's sign-up box in a blog post, named for the
	 * plugin alone ("mailpoet_form": "Nichts mehr verpassen! Trag dich
	 * ein ...", "mc4wp-form", "formkit-form", "mailerlite-form"), its heading
	 * kept else over the dropped pitch */
	{"mailpoet", H_NEG}, {"mc4wp", H_NEG}, {"mailchimp", H_NEG}, {"formkit", H_NEG},
	{"mailerlite", H_NEG}, {"klaviyo", H_NEG}, {"cleverreach", H_NEG},
	{"sendinblue", H_NEG}, {"optin", H_NEG},
	/* customers' reviews: boilerplate as a shop's tab panel (elem_hints) */
	{"review", H_REVIEWS}, {"reviews", H_REVIEWS}, {"votes", H_REVIEWS},
	{"bewertung", H_REVIEWS}, {"bewertungen", H_REVIEWS}, {"rezensionen", H_REVIEWS},
	{"avis", H_REVIEWS}, {"recensioni", H_REVIEWS}, {"opiniones", H_REVIEWS},
	{"resenas", H_REVIEWS}, {"beoordelingen", H_REVIEWS}, {"reviewsbox", H_REVIEWS},
	{"pane", H_TABPANE},  /* Bootstrap's tab panel, "tab-pane" */
	/* a small firm's customers' quotes in a band of its page
	 * (drop_testimonials) */
	{"testimonial", H_TESTIM}, {"testimonials", H_TESTIM},
	{"temoignage", H_TESTIM}, {"temoignages", H_TESTIM}, {"testimonianze", H_TESTIM},
	{"testimonios", H_TESTIM}, {"kundenstimmen", H_TESTIM},
	{"klantervaringen", H_TESTIM},
	/* a petition's or a fundraiser's progress bar and its counts
	 * (drop_progress_box) */
	{"progress", H_PROGRESS}, {"progressbar", H_PROGRESS}, {"fortschritt", H_PROGRESS},
	{"contact", H_CONTACT}, {"kontakt", H_CONTACT}, {"contactbox", H_CONTACT},
	{"kontaktbox", H_CONTACT},
	/* a blog's box of an affiliate's offer in the post ("affiliate-box":
	 * "Tip: Wij boekten onze huurauto via ..."); a link named so in a
	 * paragraph is inline and names no block */
	{"affiliate", H_NEG},
	/* a charity's call for gifts in its news story, its account and a
	 * button ("donation-box": "Helfen Sie jetzt! ... Spendenkonto: IBAN
	 * ..."), as its "donate" button is */
	{"donation", H_NEG}, {"donations", H_NEG}, {"spende", H_NEG}, {"spenden", H_NEG},
	{"spendenbox", H_NEG}, {"spendenaufruf", H_NEG}, {"donazione", H_NEG},
	{"donazioni", H_NEG}, {"donacion", H_NEG}, {"donaciones", H_NEG},
	{"donatie", H_NEG},
	{"skip", H_NEG}, {"hidden", H_NEG}, {"hide", H_NEG}, {"visuallyhidden", H_NEG},
	{"offscreen", H_NEG}, {"sronly", H_NEG}, {"overlay", H_NEG}, {"rail", H_NEG},
	{"sharebar", H_NEG}, {"follow", H_NEG}, {"topics", H_NEG}, {"keywords", H_NEG},
	{"jump", H_NEG}, {"tools", H_NEG}, {"utility", H_NEG}, {"newsletters", H_NEG},
	{"more", H_NEG}, {"next", H_NEG}, {"breaking", H_NEG},
	{"prev", H_NEG}, {"previous", H_NEG}, {"readmore", H_NEG}, {"paid", H_NEG},
	{"partner", H_NEG}, {"partners", H_NEG}, {"tease", H_NEG}, {"teaser", H_NEG | H_LEAD},
	{"teasers", H_NEG}, {"headlines", H_NEG}, {"mostread", H_NEG}, {"most", H_NEG},
	{"donate", H_NEG}, {"header", H_NEG}, {"print", H_NEG},
	{"slider", H_SLIDER},
	/* a call to action, a band over a button or a phone number ("ce_text
	 * cta": "Sie planen ein neues Möbelstück? Wir beraten Sie gerne";
	 * "Un projet en tête ?"; "¿Hablamos?") */
	{"cta", H_NEG}, {"calltoaction", H_NEG},
	/* a forge's merge box under a pull request's discussion, its state
	 * ("timeline-item comment merge box", "merge-section": "Der
	 * Pull-Request wurde erfolgreich zusammengeführt.", "This branch has
	 * no conflicts with the base branch"; "mergeability-details") */
	{"merge", H_NEG}, {"mergeability", H_NEG},
	/* (a box named "footnotes" is no boilerplate: an essay's or a
	 * reportage's notes under the body, "Anmerkungen", "Notes", the
	 * author's own text that the numbers in the body point to) */
	{"byline", H_META}, {"bylines", H_META}, {"author", H_META | H_AUTHOR},
	{"authors", H_META | H_AUTHOR}, {"poster", H_META | H_AUTHOR},
	/* a podcast episode's box of who spoke in it, under its show notes
	 * (Podlove's "podlove-contributors": "Mitwirkende", "Contributors",
	 * "Intervenants", "Partecipanti" over names and their profiles'
	 * links), the show's credits as a byline is the story's */
	{"contributors", H_META | H_AUTHOR},
	/* and a story's byline box named for its one contributor (Quintype's
	 * "contributor-m__wrapper" over "contributor-name", a South Asian
	 * paper's: "নিজস্ব প্রতিবেদক" "চট্টগ্রাম" "প্রকাশ: ০৩ সেপ্টেম্বর ২০২৬"),
	 * its date in a script's own digits that no stamp reads */
	{"contributor", H_META},
	{"date", H_META}, {"dateline", H_META}, {"time", H_META}, {"timestamp", H_META},
	{"published", H_META}, {"meta", H_META}, {"tags", H_META}, {"tag", H_META},
	{"taglist", H_META}, {"credit", H_META}, {"credits", H_META}, {"updated", H_META},
	/* Joomla 1.0's and 1.5's story table, its date's cells ("<td
	 * class=createdate>Sunday, 15 March 2009 19:42", "<td class=
	 * modifydate>Last Updated ( ... )") between its title and its text */
	{"createdate", H_META}, {"modifydate", H_META},
	/* a picture's credit in a caption ("<span class=figure__copyright>©
	 * Jonas Wendt", "image-copyright": credit_cut), and its licence
	 * ("<span class=image-license>Lizenz: Creative Commons ...",
	 * "photo-licence": "Licence : CC BY-SA 4.0") */
	{"copyright", H_META}, {"license", H_META}, {"licence", H_META},
	{"pubdate", H_META}, {"kicker", H_META}, {"eyebrow", H_META}, {"headline", H_META},
	{"title", H_META}, {"dek", H_META}, {"category", H_META}, {"categories", H_META},
	/* the same in the other major European languages (German, French,
	 * Spanish, Italian, Portuguese, Dutch): sites name their boxes in
	 * their own language too */
	{"anzeige", H_NEG}, {"anzeigen", H_NEG}, {"teilen", H_NEG}, {"legenda", H_CAPTION},
	{"verwandte", H_NEG}, {"fusszeile", H_NEG}, {"kopfzeile", H_NEG},
	{"seitenleiste", H_NEG}, {"brotkrumen", H_NEG}, {"meistgelesen", H_NEG},
	{"weiterlesen", H_NEG}, {"partage", H_NEG}, {"partager", H_NEG}, {"ariane", H_NEG},
	{"abonnement", H_NEG}, {"similaires", H_NEG}, {"compartir", H_NEG},
	{"relacionados", H_NEG}, {"relacionadas", H_NEG}, {"migas", H_NEG},
	{"condividi", H_NEG}, {"correlati", H_NEG}, {"correlate", H_NEG},
	{"briciole", H_NEG}, {"compartilhar", H_NEG}, {"partilhar", H_NEG}, {"delen", H_NEG},
	{"gerelateerd", H_NEG}, {"reacties", H_NEG | H_COMMENTS},
	{"autor", H_META | H_AUTHOR}, {"autoren", H_META | H_AUTHOR},
	{"auteur", H_META | H_AUTHOR}, {"autore", H_META | H_AUTHOR},
	/* a French forum's box of a post's author by his nickname, his
	 * "pseudo" ("bloc-pseudo-msg", "msg-pseudo") */
	{"pseudo", H_META | H_AUTHOR},
	{"datum", H_META}, {"fecha", H_META}, {"schlagworte", H_META},
	{"stichworte", H_META}, {"etiquetas", H_META}, {"rubrik", H_META},
	/* the line over the headline, a kicker ("dachzeile": "27.11.2026 |
	 * Pressemitteilung Nr. 187/26 | Klimaanpassung", "topline",
	 * "overline", "surtitre") */
	{"dachzeile", H_META}, {"spitzmarke", H_META}, {"topline", H_META},
	{"overline", H_META}, {"surtitre", H_META}, {"antetitulo", H_META},
	/* the article's lead, its first paragraph in a box of its own (in
	 * the article's header, whose name is boilerplate): a German CMS
	 * calls it a "teaser" */
	{"lead", H_LEAD}, {"lede", H_LEAD}, {"leadtext", H_LEAD}, {"intro", H_LEAD},
	{"introtext", H_LEAD}, {"excerpt", H_LEAD}, {"standfirst", H_LEAD},
	{"summary", H_LEAD}, {"desc", H_LEAD}, {"description", H_LEAD}, {"deck", H_LEAD},
	{"chapo", H_LEAD}, {"chapeau", H_LEAD}, {"entradilla", H_LEAD}, {"sumario", H_LEAD},
	{"vorspann", H_LEAD}, {"anriss", H_LEAD}, {"occhiello", H_LEAD},
	{"sommario", H_LEAD}, {"perex", H_LEAD}, {"ingress", H_LEAD}, {"spot", H_LEAD},
	{"subtitle", H_LEAD}, {"subtitulo", H_LEAD}, {"sottotitolo", H_LEAD},
	{"untertitel", H_LEAD}, {"ondertitel", H_LEAD},
	/* a Russian or Ukrainian site's "article__announce" ("анонс"), a Czech
	 * one's "opener" over the body */
	{"announce", H_LEAD}, {"anons", H_LEAD}, {"opener", H_LEAD},
	/* the lead in the other languages' words: a Danish site's "manchet",
	 * a Romanian one's "sapou" ("șapou"), a Finnish one's "ingressi", a
	 * Portuguese or English one's "story__blurb" */
	{"manchet", H_LEAD}, {"sapou", H_LEAD}, {"ingressi", H_LEAD}, {"blurb", H_LEAD},
	/* a wiki's boxes that are not printed, not the article's: MediaWiki
	 * names them "noprint" (the "From Wikipedia, the free encyclopedia"
	 * line, "aus Wikipedia, der freien Enzyklopädie", a disambiguation
	 * page's notice "Dies ist eine Begriffsklärungsseite ...", the portal
	 * box), "sitesub" (that line, "出典: フリー百科事典"), "navbox" (the
	 * navigation boxes under the article, "Burgen im Landkreis ...") and
	 * "catlinks" (the categories and the authority data, "Normdaten
	 * (Person): GND ...", "Authority control") */
	{"noprint", H_NEG}, {"sitesub", H_NEG}, {"navbox", H_NEG | H_NAV},
	{"catlinks", H_NEG},
	/* and its note over the article that points to other articles
	 * ("hatnote": "Not to be confused with ...", "Main article: ...",
	 * "Pour les articles homonymes, voir ...", as the golds leave out);
	 * the French wiki names that note and a disambiguation page's
	 * banner "homonymie" ("Sur les autres projets Wikimedia :", "Cette
	 * page d'homonymie répertorie les différents sujets ..."), the
	 * English one's older skins "dablink" */
	{"hatnote", H_NEG}, {"homonymie", H_NEG}, {"dablink", H_NEG},
	/* and its list of references under the article ("<ol class=
	 * references>", "reflist"): the article's, as the dev sets' golds
	 * keep it */
	{"references", H_REFLIST}, {"reflist", H_REFLIST},
};

/* Substrings of a token; when several match, caption beats meta beats neg. */
static const struct { const char *s; uint64_t h; } hint_subs[] = {
	{"caption", H_CAPTION}, {"gallery", H_CAPTION}, {"slideshow", H_CAPTION},
	{"carousel", H_CAPTION}, {"byline", H_META}, {"author", H_META | H_AUTHOR},
	{"timestamp", H_META}, {"dateline", H_META},
	/* a forum post's box of its author's details */
	{"userinfo", H_META | H_AUTHOR}, {"userextra", H_META | H_AUTHOR},
	{"usertitle", H_META | H_AUTHOR}, {"userdetail", H_META | H_AUTHOR},
	{"postprofile", H_META | H_AUTHOR},
	{"posterinfo", H_META | H_AUTHOR}, {"memberinfo", H_META | H_AUTHOR},
	{"postuser", H_META | H_AUTHOR},
	/* and a quote's header in a post, who wrote what it quotes
	 * (vBulletin's "<div class=bbcode_postedby>Originally Posted by
	 * <strong>X</strong>", "Zamieszczone przez X"), or a post's byline
	 * ("postedby") */
	{"postedby", H_META | H_AUTHOR},
	{"share", H_NEG}, {"social", H_NEG}, {"sidebar", H_NEG}, {"related", H_NEG},
	{"cookie", H_NEG}, {"newsletter", H_NEG}, {"breadcrumb", H_NEG}, {"advert", H_NEG},
	{"sponsor", H_NEG}, {"promo", H_NEG}, {"subscri", H_NEG}, {"outbrain", H_NEG},
	{"taboola", H_NEG}, {"recirc", H_NEG}, {"trending", H_NEG}, {"footer", H_NEG},
	{"navbar", H_NEG}, {"widget", H_NEG}, {"gdpr", H_NEG}, {"consent", H_NEG},
	{"signup", H_NEG}, {"popular", H_NEG}, {"recommend", H_NEG}, {"banner", H_NEG},
	{"disqus", H_NEG}, {"toolbar", H_NEG},
	{"signature", H_NEG | H_SIGN},
	/* other languages: a "Kommentar" alone is an opinion piece, as
	 * "commentary" is; the plural is the readers' */
	{"kommentare", H_NEG | H_COMMENTS}, {"comentario", H_NEG | H_COMMENTS},
	{"commentaire", H_NEG | H_COMMENTS}, {"werbung", H_NEG}, {"publicid", H_NEG},
	{"publicit", H_NEG}, {"pubblicit", H_NEG}, {"advertentie", H_NEG},
	{"empfehlung", H_NEG}, {"bildunterschrift", H_CAPTION}, {"bildtext", H_CAPTION},
	{"legende", H_CAPTION}, {"didascalia", H_CAPTION},
	{"galerie", H_CAPTION}, {"diashow", H_CAPTION},
};

/* Substrings of the whole value, tokens joined by one space. */
static const char *const pos_subs[] = {
	"articlebody", "article body", "articletext", "article text", "storybody",
	"story body", "postcontent", "post content", "entrycontent", "entry content",
	"postbody", "post body", "articlecontent", "article content", "storycontent",
	"story content", "bodytext", "body text", "contentbody", "content body",
	"maincontent", "main content", "articlecopy", "storytext", "story text",
	"post entry", "entry body", "richtext", "rich text", "blogpost", "article main",
	"articlemain", "postarticle", "story wrapper", "textbody", "article wrap",
	"body copy", "bodycopy", "zn body", "paywall", "article section",
	"artikeltext", "artikel text", "artikelinhalt", "artikel inhalt", "beitragstext",
	"contenu article", "article contenu", "texte article", "cuerpo noticia",
	"noticia cuerpo", "texto noticia", "contenido noticia", "testo articolo",
	"articolo testo", "corpo noticia", "conteudo materia",
	"post message",  /* vBulletin's "<div id=post_message_7>" */
};

/* A multi-pattern matcher: patterns bucketed by their first byte, so a scan
 * costs about one comparison per input byte. Built once (tables_init). */
#define MP_MAX 32  /* patterns with one first byte (hints_init checks) */
struct mpat {
	unsigned char cnt[256];
	unsigned char idx[256][MP_MAX];
};

static struct mpat mp_tok, mp_pos;

#define WORDHASH 512
static struct { const char *s; size_t n; uint64_t h; } wordtab[WORDHASH];

/* FNV-1a over s[0..n) */
unsigned hash_bytes(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void mp_add(struct mpat *m, const char *s, int i)
{
	unsigned char c = (unsigned char)s[0];
	if (m->cnt[c] >= MP_MAX) {  /* a list outgrew the table: never silently */
		fprintf(stderr, "extract: MP_MAX too small for \"%s\"\n", s);
		abort();
	}
	m->idx[c][m->cnt[c]++] = (unsigned char)i;
}

void hints_init(void)
{
	for (size_t i = 0; i < sizeof hint_words / sizeof *hint_words; i++) {
		size_t n = strlen(hint_words[i].s);
		unsigned h = hash_bytes(hint_words[i].s, n) & (WORDHASH - 1);
		while (wordtab[h].s)
			h = (h + 1) & (WORDHASH - 1);
		wordtab[h].s = hint_words[i].s;
		wordtab[h].n = n;
		wordtab[h].h = hint_words[i].h;
	}
	for (size_t i = 0; i < sizeof hint_subs / sizeof *hint_subs; i++)
		mp_add(&mp_tok, hint_subs[i].s, (int)i);
	for (size_t i = 0; i < sizeof pos_subs / sizeof *pos_subs; i++)
		mp_add(&mp_pos, pos_subs[i], (int)i);
}

static uint64_t word_hint(const char *t, size_t n)
{
	unsigned h = hash_bytes(t, n) & (WORDHASH - 1);
	while (wordtab[h].s) {
		if (wordtab[h].n == n && !memcmp(wordtab[h].s, t, n))
			return wordtab[h].h;
		h = (h + 1) & (WORDHASH - 1);
	}
	return 0;
}

/* The bit of a boilerplate word ("widget", "menu") in an element's negkey:
 * the words its boilerplate hint comes from (resolve_hints). Bit 63 is
 * boilerplate by tag or role. */
uint64_t neg_bit(const char *s, size_t n)
{
	return 1ull << (hash_bytes(s, n) % 63);
}

/* Is the hint word p, found at t[i], the tail of another word that the
 * letters before it make? "werbung" (advertising) in "bewerbung" (an
 * application: a study programme's or a job's section, "<section
 * id=bewerbung>", "onlinebewerbung"), the page's content. */
static int sub_inside(const char *t, size_t i, const char *p)
{
	static const struct { const char *w, *before; } in[] = {
		{"werbung", "be"},
	};
	for (size_t k = 0; k < sizeof in / sizeof *in; k++) {
		size_t bl = strlen(in[k].before);
		if (!strcmp(p, in[k].w) && i >= bl && !memcmp(t + i - bl, in[k].before, bl))
			return 1;
	}
	return 0;
}

/* Hints from one token of a class or id (lower case, alphanumeric); *key
 * gets the bits of the boilerplate words it matched. */
static uint64_t token_hint(const char *t, size_t n, uint64_t *key)
{
	if (n < 2 || n > 40)
		return 0;
	uint64_t h = word_hint(t, n);
	if (h) {
		if (h & H_NEG)
			*key |= neg_bit(t, n);
		if ((h & H_NEG) && !(h & H_COMMENTS))
			h |= H_BOILER;
		return h;
	}
	uint64_t k1 = 0;
	uint64_t other = 0;
	for (size_t i = 0; i + 4 <= n; i++) {
		unsigned char c = (unsigned char)t[i];
		for (int k = 0; k < mp_tok.cnt[c]; k++) {
			const char *p = hint_subs[mp_tok.idx[c][k]].s;
			if (p[1] != t[i + 1])  /* the second letter before the length */
				continue;
			size_t pl = strlen(p);
			if (pl <= n - i && !memcmp(t + i, p, pl) && !sub_inside(t, i, p)) {
				uint64_t sh = hint_subs[mp_tok.idx[c][k]].h;
				h |= sh;
				if (sh & H_NEG)
					k1 |= neg_bit(p, pl);
				if ((sh & H_NEG) && !(sh & H_COMMENTS))
					other = H_BOILER;
			}
		}
	}
	/* "comment" in the token and no "commentary" (an opinion piece's) */
	if (n >= 7 && memmem(t, n, "comment", 7) && !memmem(t, n, "commentary", 10))
		h |= H_NEG | H_COMMENTS;
	if (h & H_CAPTION)
		return H_CAPTION;
	if (h & H_META)
		return h & (H_META | H_AUTHOR);
	*key |= k1;
	return (h & (H_NEG | H_COMMENTS | H_SIGN)) | other;
}

static int pos_match(const char *s, size_t n)
{
	for (size_t i = 0; i + 6 <= n; i++) {
		unsigned char c = (unsigned char)s[i];
		for (int k = 0; k < mp_pos.cnt[c]; k++) {
			const char *p = pos_subs[mp_pos.idx[c][k]];
			if (p[1] != s[i + 1])
				continue;
			size_t pl = strlen(p);
			if (pl <= n - i && !memcmp(s + i, p, pl))
				return 1;
		}
	}
	return 0;
}

/* "hidden" in a class name that hides a part of the element or hides it
 * in print only: a field's label, "field--label-hidden" (a CMS names its
 * body field so), "overflow-hidden", "hidden-print"; the element itself is
 * shown ("hidden-xs" and "hidden-lg" hide it on some screens: a phone's
 * menu, a desktop's header; they stay). So is a shop's box hidden only in
 * the quick view of a product that a listing opens: "quick-add-hidden",
 * "quickview-hidden" (Shopify's themes name a product page's description
 * so). A closed accordion's panel, "kt-accordion-panel-hidden", opens at a
 * click: its answer is shown. So is a post's box hidden only while its edit
 * form is open, a state: an issue tracker's comment body, "edit-comment-hide"
 * (the name opens with "edit"), "hide-on-edit", "hidden-while-editing"; the
 * thread's every post is in one. prev is the token before in the same name
 * (pn 0: none), first the name's first token (fn bytes), p what
 * follows the token. */
static int hidden_part(const char *prev, size_t pn, const char *first, size_t fn,
                       const char *t, size_t n, const unsigned char *p)
{
	static const char *const part[] = {"label", "labels", "title",
		"overflow", "add", "quickview", "quickadd", "panel"};
	if (!(n == 6 && !memcmp(t, "hidden", 6)) &&
	    !(n == 4 && !memcmp(t, "hide", 4)))
		return 0;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++)
		if (pn == strlen(part[i]) && !memcmp(prev, part[i], pn))
			return 1;
	if (pn && ((fn == 4 && !memcmp(first, "edit", 4)) ||
	           (fn == 7 && !memcmp(first, "editing", 7))))
		return 1;
	if (*p != '-' && *p != '_')
		return 0;
	while (*p == '-' || *p == '_')
		p++;
	if (!strncasecmp((const char *)p, "print", 5) && !isalnum(p[5]))
		return 1;
	/* "-on-edit", "-while-editing", "-when-editing", "-during-edit" */
	static const char *const when[] = {"on", "while", "when", "during"};
	for (size_t i = 0; i < sizeof when / sizeof *when; i++) {
		size_t wl = strlen(when[i]);
		if (!strncasecmp((const char *)p, when[i], wl) &&
		    (p[wl] == '-' || p[wl] == '_') &&
		    !strncasecmp((const char *)p + wl + 1, "edit", 4))
			return 1;
	}
	return 0;
}

/* Is the token "adv" the short of "advanced" before "heading" in one class
 * name, a block editor's heading or text box ("kt-adv-heading_8f3a",
 * Kadence's: a tip, a lead in it), no advertising ("adv", "box-adv")? p
 * is what follows the token. */
static int adv_heading(const char *t, size_t n, const unsigned char *p)
{
	if (n != 3 || memcmp(t, "adv", 3) || (*p != '-' && *p != '_'))
		return 0;
	return !strncasecmp((const char *)p + 1, "heading", 7);
}

/* Is the token "signature" a code declaration's, in one class name after
 * a word for a part of an API ("type-signature", "member-signature",
 * Javadoc's; TypeDoc's "tsd-signature")? A forum post's signature is
 * "signature", "message-signature", "post-signature". */
static int code_signature(const char *prev, size_t pn, const char *t, size_t n)
{
	static const char *const part[] = {"type", "member", "method", "tsd",
		"function", "constructor", "field"};
	if (n != 9 || memcmp(t, "signature", 9))
		return 0;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++)
		if (pn == strlen(part[i]) && !memcmp(prev, part[i], pn))
			return 1;
	return 0;
}

/* Is the token "comments" or "comment" a translator's, in one class name
 * after a word for a translation ("translation-comments-source", a lyrics
 * site's box of the translator's note under the translated text,
 * "translator-comment", "traductor-comments")? The readers' are
 * "comments", "post-comments", "comment-list". */
static int note_comments(const char *prev, size_t pn, const char *t, size_t n)
{
	static const char *const part[] = {"translation", "translator", "translators",
		"traduction", "traducteur", "traduccion", "traductor", "traduzione",
		"uebersetzung", "uebersetzer"};
	if (!(n == 8 && !memcmp(t, "comments", 8)) && !(n == 7 && !memcmp(t, "comment", 7)))
		return 0;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++)
		if (pn == strlen(part[i]) && !memcmp(prev, part[i], pn))
			return 1;
	return 0;
}

/* Is the token "popular" a post's state, in one class name after a word
 * that ends in a post's name ("ipsComment_popular", Invision's mark on a
 * reply many liked; "post-popular", "message--popular")? The post stays
 * one of the thread's; a list of popular posts is "popular-posts",
 * "widget-popular". */
static int popular_post(const char *prev, size_t pn, const char *t, size_t n)
{
	static const char *const post[] = {"comment", "post", "message", "answer", "reply"};
	if (n != 7 || memcmp(t, "popular", 7))
		return 0;
	for (size_t i = 0; i < sizeof post / sizeof *post; i++) {
		size_t m = strlen(post[i]);
		if (pn >= m && !memcmp(prev + pn - m, post[i], m))
			return 1;
	}
	return 0;
}

/* Is the token "widget" the kind in a component's name that names a post's
 * part, in one class name after "component" and before "message" or "body"
 * (Khoros's "lia-component-forums-widget-message-view-two", "lia-component-
 * message-view-widget-body": each reply of a thread and its text)? A
 * sidebar's widget is "widget", "widget_text", "widget-area". comp says
 * whether "component" came before in the name, p is what follows. */
static int component_widget(int comp, const char *t, size_t n, const unsigned char *p)
{
	static const char *const part[] = {"message", "body"};
	if (!comp || n != 6 || memcmp(t, "widget", 6) || (*p != '-' && *p != '_'))
		return 0;
	p++;
	for (size_t i = 0; i < sizeof part / sizeof *part; i++) {
		size_t m = strlen(part[i]);
		if (!strncasecmp((const char *)p, part[i], m) && !isalnum(p[m]))
			return 1;
	}
	return 0;
}

/* Is the token a part that the box holds beside its content, right after
 * "with" in one class name ("lia-component-solutions-with-pager": a
 * thread's list of replies over its pager; "layout-with-sidebar")? The
 * word names no box of its own. */
static int with_part(const char *prev, size_t pn)
{
	return pn == 4 && !memcmp(prev, "with", 4);
}

/* Is the token "next" a design's version in one class name, not a link to
 * a neighbour: set inside the name, a token before it and two or more
 * after it ("qpage-next-answer-box", "qpage-next-question-box-content": a
 * Q&A site's new page design names its question and each answer so)? A
 * neighbour's link or box ends in the word or opens with it, or has one
 * word after it: "nav-next", "pagination-link--next", "next-post",
 * "post-next-link", "next-post-inner". p is what follows the token;
 * NEXT_AFTER tokens after it make a version. */
#ifndef NEXT_AFTER
#define NEXT_AFTER 2
#endif
static int next_version(size_t pn, const char *t, size_t n, const unsigned char *p)
{
	if (n != 4 || memcmp(t, "next", 4) || !pn)
		return 0;
	int after = 0;
	while (after < NEXT_AFTER && (*p == '-' || *p == '_')) {
		while (*p == '-' || *p == '_')
			p++;
		if (!isalnum(*p))
			return 0;
		while (isalnum(*p))
			p++;
		after++;
	}
	return after == NEXT_AFTER;
}

/* Is the token "more" a post's extended entry, in one class name after
 * "asset" or "entry" (Movable Type's "<div class=asset-more id=more>",
 * TypePad's "entry-more": the rest of the post past its "Continue
 * reading" cut, shown whole on the post's own page)? The box is the
 * post's text, whatever its id says; a "read-more" or "more-link" is
 * none. */
static int extended_entry(const char *prev, size_t pn, const char *t, size_t n)
{
	return n == 4 && !memcmp(t, "more", 4) && pn == 5 &&
	       (!memcmp(prev, "asset", 5) || !memcmp(prev, "entry", 5));
}

/* Does the class name go on, after the token "sign", with a word that
 * makes it an account's or a newsletter's ("sign-up", "sign_in",
 * "sign-on", "sign-out")? p is what follows the token. */
static int sign_in(const unsigned char *p)
{
	static const char *const w[] = {"in", "up", "on", "out"};
	if (*p != '-' && *p != '_')
		return 0;
	p++;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t n = strlen(w[i]);
		if (!strncasecmp((const char *)p, w[i], n) && !isalnum(p[n]))
			return 1;
	}
	return 0;
}

/* A token that names a button: "button", "buttons", "btn", "btn3" (a page
 * builder's "elementor-button", "et_pb_button", "vc_btn3", "w-button",
 * "wp-block-button__link", Bootstrap's "btn btn-primary") */
static int button_word(const char *t, size_t n)
{
	if ((n == 6 || n == 7) && !memcmp(t, "button", 6))
		return n == 6 || t[6] == 's';
	if (memcmp(t, "btn", 3))
		return 0;
	for (size_t i = 3; i < n; i++)
		if (!isdigit((unsigned char)t[i]))
			return 0;
	return 1;
}

/* A code listing's hints, and an article's info box's, from token t[0..n)
 * after token pt[0..pn) of one class name (attr_hint). */
static unsigned code_token(const char *pt, size_t pn, const char *t, size_t n)
{
	if (n == 6 && !memcmp(t, "gutter", 6))
		return H_GUTTER;
	if (n == 7 && !memcmp(t, "linenos", 7))
		return H_HIDDEN;
	if (n == 17 && !memcmp(t, "syntaxhighlighter", 17))
		return H_CODE;
	if (pn == 6 && !memcmp(pt, "crayon", 6))
		return n == 6 && !memcmp(t, "syntax", 6) ? H_CODE :
		       n == 4 && !memcmp(t, "nums", 4) ? H_HIDDEN : 0;
	/* an article's info box is its byline and dates (Joomla's "<dl
	 * class=article-info>": "Details", "Geschrieben von", "Zugriffe:
	 * 214"; "post-info", "entry-info"; a French site's plural,
	 * "article-infos": "Publié le ... Mis à jour le ...") */
	if ((n == 4 || (n == 5 && t[4] == 's')) && !memcmp(t, "info", 4) &&
	    ((pn == 7 && !memcmp(pt, "article", 7)) || (pn == 4 && !memcmp(pt, "post", 4)) ||
	     (pn == 5 && !memcmp(pt, "entry", 5))))
		return H_META;
	/* a subtitle in two words is the lead as "subtitle" is, no title's
	 * byline box ("td-post-sub-title", "article-sub_title") */
	if (n == 5 && pn == 3 && !memcmp(t, "title", 5) && !memcmp(pt, "sub", 3))
		return H_LEAD;
	return 0;
}

/* Does joined (class tokens joined by spaces) hold the words w, whole
 * tokens at both ends? */
static int has_words(const char *joined, const char *w)
{
	size_t n = strlen(w);
	for (const char *q = strstr(joined, w); q; q = strstr(q + 1, w))
		if ((q == joined || q[-1] == ' ') && (q[n] == ' ' || !q[n]))
			return 1;
	return 0;
}

/* A link back up to the page's top, "top", "↑", "nach oben", set in each
 * section's heading of a manual page ("<h2>NAME <a href=#top_of_page><span
 * class=top-link>top</span></a></h2>") or floating over the page: named
 * so, it is no word of the page. */
static int top_link(const char *joined)
{
	static const char *const w[] = {"top link", "back to top", "backtotop", "to top",
		"totop", "go top", "gotop", "nach oben", "retour haut", "volver arriba"};
	if (!strstr(joined, "top") && !strstr(joined, "oben") && !strstr(joined, "haut") &&
	    !strstr(joined, "arriba"))
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (has_words(joined, w[i]))
			return 1;
	return 0;
}

/* Hints from a class or id attribute value. */
/* A classified ad's page names the ad's own parts "ad": its title box
 * ("<div id=ad-title>" over the h1 and the price), "ad-description",
 * "ad-details", "ad-price", "ad-attributes", its facts "ad-criteria" and
 * place "ad-location" (H_ADPART); an advert's box is "ad-slot",
 * "ad-container", "ad-banner". t (n bytes) is the token after "ad" in one
 * class name or id. */
static int ad_part(const char *t, size_t n)
{
	static const char *const w[] = {"title", "description", "desc", "details",
		"detail", "price", "attributes", "params", "specs", "text", "body", "criteria",
		"location", "features", "properties"};
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (strlen(w[i]) == n && !memcmp(t, w[i], n))
			return 1;
	return 0;
}

/* Whether class words joined by spaces name a tooltip's box, hidden
 * until hovered, not the element that owns one and shows its text: the
 * trigger is "has-tooltip", "with-tooltip", "tooltip-trigger",
 * "tooltip-toggle", Tooltipster's "tooltipstered", a recipe card's
 * servings "servings-adjustable-tooltip" (its figure, "4", in the line
 * "Raciones 4 personas") */
static int tooltip_box(const char *joined)
{
	static const char *const before[] = {"has ", "with ", "adjustable "};
	static const char *const after[] = {"stered", " trigger", " toggle", " enabled"};
	for (const char *t = strstr(joined, "tooltip"); t; t = strstr(t + 7, "tooltip")) {
		int owner = 0;
		size_t off = (size_t)(t - joined);
		for (size_t k = 0; k < sizeof before / sizeof *before && !owner; k++) {
			size_t n = strlen(before[k]);
			owner = off >= n && !strncmp(t - n, before[k], n) &&
			        (off == n || joined[off - n - 1] == ' ');
		}
		for (size_t k = 0; k < sizeof after / sizeof *after && !owner; k++)
			owner = !strncmp(t + 7, after[k], strlen(after[k]));
		if (!owner)
			return 1;
	}
	return 0;
}

static uint64_t attr_hint(const char *v, uint64_t *keyp)
{
	char joined[256];
	size_t j = 0;
	uint64_t h = 0;
	uint64_t k = 0, *key = &k;
	/* Tokens split at non-alphanumerics are judged separately; positive
	 * markup is matched on the tokens joined by spaces. */
	const unsigned char *p = (const unsigned char *)v;
	size_t ps = 0, pn = 0;  /* the token before, in one class name */
	size_t fs = 0, fn = 0;  /* the class name's first token */
	unsigned code_hint = 0;
	/* a button in utility classes (Tailwind's "rounded-full bg-teal-600
	 * px-5 py-2.5"): a class that opens "rounded", one "bg", one "px" */
	unsigned util = 0;
	/* "ad" waits for the token after it: a classified ad's own parts
	 * (ad_part) are named so too */
	uint64_t adh = 0;
	uint64_t adk = 0;
	int comp = 0;  /* "component" came before in this class name */
	while (*p && j < sizeof joined - 2) {
		const unsigned char *q = p;
		while (*p && !isalnum(*p))
			p++;
		for (; q < p; q++)
			if (isspace(*q))
				pn = 0;
		size_t s = j;
		while (isalnum(*p) && j < sizeof joined - 2)
			joined[j++] = (char)tolower(*p++);
		if (adh && !(pn == 2 && ad_part(joined + s, j - s))) {
			h |= adh;
			k |= adk;
		} else if (adh) {
			h |= H_ADPART;
		}
		adh = 0;
		adk = 0;
		if (!pn) {
			fs = s;
			fn = j - s;
			comp = 0;
		}
		if (j > s && extended_entry(joined + ps, pn, joined + s, j - s))
			h |= H_POS;
		else if (j > s &&
		         !hidden_part(joined + ps, pn, joined + fs, fn, joined + s, j - s, p) &&
		         !code_signature(joined + ps, pn, joined + s, j - s) &&
		         !adv_heading(joined + s, j - s, p) &&
		         !note_comments(joined + ps, pn, joined + s, j - s) &&
		         !popular_post(joined + ps, pn, joined + s, j - s) &&
		         !component_widget(comp, joined + s, j - s, p) &&
		         !with_part(joined + ps, pn) &&
		         !next_version(pn, joined + s, j - s, p)) {
			if (j - s == 2 && !memcmp(joined + s, "ad", 2))
				adh = token_hint(joined + s, 2, &adk);
			else
				h |= token_hint(joined + s, j - s, key);
		}
		if (j - s >= 3 && joined[s] == 'b' && button_word(joined + s, j - s))
			h |= H_BUTTON;
		if (j - s == 4 && !memcmp(joined + s, "sign", 4) && !sign_in(p))
			h |= H_SIGNBOX;
		/* a box named for an event ("eventitem-meta", "event-date",
		 * "tribe-events-schedule", "veranstaltung-info", "evenement") */
		if ((j - s >= 5 && !memcmp(joined + s, "event", 5)) ||
		    (j - s == 13 && !memcmp(joined + s, "veranstaltung", 13)) ||
		    (j - s >= 9 && !memcmp(joined + s, "evenement", 9)) ||
		    (j - s == 6 && !memcmp(joined + s, "evento", 6)))
			h |= H_EVENT;
		/* a tracker's discussion, its posts and events in one list
		 * ("timeline-entry note-comment", GitLab's; "TimelineItem",
		 * GitHub's; "timeline-item comment", Gitea's) */
		if (j - s >= 8 && !memcmp(joined + s, "timeline", 8))
			h |= H_TIMELINE;
		if ((j - s == 6 && !memcmp(joined + s, "avatar", 6)) ||
		    (pn == 7 && j - s == 4 && !memcmp(joined + ps, "rounded", 7) &&
		     !memcmp(joined + s, "full", 4)))
			h |= H_AVATAR;
		if (!pn && j - s == 2)
			util |= !memcmp(joined + s, "bg", 2) ? 1 : !memcmp(joined + s, "px", 2) ? 2 : 0;
		else if (!pn && j - s == 7 && !memcmp(joined + s, "rounded", 7))
			util |= 4;
		if (j - s >= 4)
			code_hint |= code_token(joined + ps, pn, joined + s, j - s);
		comp |= j - s == 9 && !memcmp(joined + s, "component", 9);
		ps = s;
		pn = j - s;
		joined[j++] = ' ';
	}
	joined[j] = 0;
	h |= adh;
	if (adh)
		k |= adk;
	if (util == 7)
		h |= H_UTILBTN;
	/* a forum post's author cell in two words ("post-user": the poster's
	 * name, rank, car and count of posts), as "postprofile" is */
	if (has_words(joined, "post user"))
		h |= H_META | H_AUTHOR;
	/* and its signature named short, after a post's or a user's word
	 * ("post-sig", "user-sig": "Ioniq 5 AWD seit 03/2022 · 11-kW-
	 * Wallbox"), as "signature" is; "sig" alone is an API's signature
	 * (Sphinx's "sig sig-object py") */
	if (has_words(joined, "post sig") || has_words(joined, "user sig") ||
	    /* Discuz!'s, a box named "sign" alone under each post ("装修
	     * 第一次，边学边做"); "sign" among other words is a sign-in's
	     * or a sign-up's */
	    !strcmp(joined, "sign ")) {
		h |= H_NEG | H_BOILER | H_SIGN;
		*key |= neg_bit("signature", 9);
	}
	if (pos_match(joined, j))
		h |= H_POS;
	/* popups and screen-reader-only text are not seen on the page */
	int sr = strstr(joined, "sr only") || strstr(joined, "visually hidden") ||
	         strstr(joined, "visuallyhidden") || strstr(joined, "screen reader");
	if (sr)
		h |= H_SRONLY;
	int tp = has_words(joined, "title prefix");
	if (tp)
		h |= H_TPREFIX;
	/* a marketplace's notes on who sells and ships the item under its
	 * description ("<ul class=seller-info-list>", "Bu ürün ... tarafından
	 * gönderilecektir", "Verkauf und Versand durch"): the shop's terms,
	 * named in two words; "seller" alone is a story's too ("best-seller",
	 * "seller-profile": a market story's stallholder) */
	if (has_words(joined, "seller info") || has_words(joined, "seller notes") ||
	    has_words(joined, "sold by")) {
		h |= H_NEG | H_BOILER;
		*key |= neg_bit("seller", 6);
	}
	if (sr || strstr(joined, "rollover") || tooltip_box(joined) ||
	    strstr(joined, "popover") || strstr(joined, "hovercard") ||
	    strstr(joined, "editsection") || strstr(joined, "headerlink") ||
	    /* a section heading's edit link beside it ("edit-icon j-edit-
	     * link": "编辑", WordPress's "post-edit-link": "Edit"), as a
	     * wiki's "editsection" is; and a heading's prefix, hidden by the
	     * style sheet where it repeats the page's title ("<h2><span
	     * class=title-prefix>青花瓷</span>历史沿革</h2>"); a headline's
	     * kicker in one ("Exclusive:") comes back where the <title> reads
	     * it so (title_kicker) */
	    has_words(joined, "edit link") || has_words(joined, "edit icon") ||
	    tp || top_link(joined) ||
	    /* a footnote's link back up to its number, "↩" (markdown-it's
	     * "footnote-backref", kramdown's "reversefootnote") */
	    (strstr(joined, "footnote") && (strstr(joined, "footnote backref") ||
	                                    strstr(joined, "reversefootnote"))) ||
	    /* a share's price and change set after its name in a finance
	     * story's sentence ("Die Aktie von <a>Schaeffler <span
	     * class=c-stock-link__quote>5,12 € -3,40 %</span></a> gab nach",
	     * "<span class=stock-quote>"): the widget's, no word of the text */
	    (strstr(joined, "stock") && (has_words(joined, "quote") ||
	                                 strstr(joined, "stockquote"))))
		h |= H_HIDDEN;
	/* a code listing set in a table of boxes, a box a line, its line
	 * numbers in a cell beside them (SyntaxHighlighter's
	 * "syntaxhighlighter nginx", its "gutter"; Crayon's "crayon-syntax",
	 * its "crayon-nums"; Pygments' "linenos"), is code as a <pre> is, and
	 * the numbers are none of it; "gutter" alone is a grid's too
	 * ("no-gutters") and hides only in a listing (sax_start) */
	h |= code_hint;
	if (code_hint & H_LEAD)
		h &= ~(uint64_t)H_META;
	/* an icon font's ligature: the glyph's name is its text, no word of
	 * the page ("<i class=material-icons>timer</i> 30 Min.", "<span
	 * class=material-symbols-outlined>shopping_cart</span>") */
	const char *mi = strstr(joined, "material ");
	if (mi && (!strncmp(mi + 9, "icons", 5) || !strncmp(mi + 9, "symbols", 7)))
		h |= H_HIDDEN;
	/* a forum post's author box, in words apart ("user-info") */
	if (strstr(joined, "user info") || strstr(joined, "user details") ||
	    strstr(joined, "user title") || strstr(joined, "user extras") ||
	    strstr(joined, "poster info") || strstr(joined, "member info"))
		h = (h & ~(uint64_t)(H_NEG | H_COMMENTS | H_BOILER)) |
		    H_META | H_AUTHOR;
	/* a social-media embed in the article is quoted content */
	if ((h & H_NEG) && (strstr(joined, "embed") || strstr(joined, "tweet") ||
	                    strstr(joined, "instagram media")))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	/* a flip box's faces are a card's: its back, "elementor-flip-box__
	 * layer__overlay", holds the card's text ("flip-box", "flipbox",
	 * "flip-card"), no overlay over the page */
	if ((h & H_NEG) && (strstr(joined, "flip box") || strstr(joined, "flipbox") ||
	                    strstr(joined, "flip card") || strstr(joined, "flipcard")))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	/* a box named for a recipe's ingredients is the recipe's, whatever
	 * else its name says ("ingredients table-header", "wprm-recipe-
	 * ingredients-header"): English, French, Spanish, Italian and Dutch
	 * share the word, German says "Zutaten" */
	if (strstr(joined, "ingredient") || strstr(joined, "zutat"))
		h = (h & ~(uint64_t)(H_NEG | H_BOILER | H_META | H_AUTHOR | H_COMMENTS)) |
		    H_INGR;
	/* a tracker's event in its timeline of posts ("timeline-item
	 * event", Gitea's and Forgejo's: "X hat das Label Bug hinzugefügt",
	 * "X hat auf dieses Issue aus einem Pull-Request verwiesen vor 3
	 * Wochen"): a line of the tracker's log, no post of the discussion */
	if ((h & H_TIMELINE) && strstr(joined, "timeline item") && has_words(joined, "event"))
		h |= H_HIDDEN;
	*keyp = (h & H_NEG) ? k : 0;
	return h;
}

/* A style's hints: "display:none", "visibility:hidden" hide the element;
 * "display:inline" lays it out in the line, as a span (a block inside it
 * still breaks the line); "inline-block", "-webkit-inline-box",
 * "inline-flex" make it a box in the line, whose contents do not break the
 * line around it either when the box is set in a line of text (sax_start). */
static unsigned style_hints(const char *v)
{
	char t[256];
	size_t n = 0;
	for (; *v && n < sizeof t - 1; v++)
		if (!isspace((unsigned char)*v))
			t[n++] = (char)tolower((unsigned char)*v);
	t[n] = 0;
	if (strstr(t, "display:none") || strstr(t, "visibility:hidden"))
		return H_HIDDEN;
	const char *d = strstr(t, "display:");
	if (!d)
		return 0;
	d += 8;
	if (*d == '-' && strchr(d + 1, '-'))
		d = strchr(d + 1, '-') + 1;  /* a vendor prefix */
	if (strncmp(d, "inline", 6))
		return 0;
	return d[6] == '-' ? H_INLBOX : d[6] == ';' || d[6] == '!' || !d[6] ? H_INLINE : 0;
}

/* A box named a table by a word of its class that ends so, its cells
 * the boxes in it with no row between ("<div class=\"summary-table
 * three-column-summary\">" over "<div class=col-first>static
 * RetryPolicy</div><div class=col-second>none()</div>": Javadoc's member
 * summaries, a CSS grid); a table of contents ("toc-table") is none. */
static int div_table(const char *v)
{
	for (const char *p = v; *p;) {
		while (*p == ' ')
			p++;
		size_t k = strcspn(p, " ");
		if (k > 6 && !strncasecmp(p + k - 6, "-table", 6) &&
		    strncasecmp(p, "toc", 3) && strncasecmp(p, "table", 5))
			return 1;
		p += k;
	}
	return 0;
}

uint64_t attr_hint_cached(struct extractor *x, const char *v,
                          uint64_t *key)
{
	uint64_t h = 1469598103934665603ull;
	size_t n = 0;
	for (; v[n]; n++)
		h = (h ^ (unsigned char)v[n]) * 1099511628211ull;
	if (n == 0)
		return 0;
	size_t i = (size_t)(h ^ (h >> 29)) & (HCACHE - 1);
	for (;;) {
		struct hslot *e = &x->hc[i];
		if (!e->used)
			break;
		if (e->h == h && e->len == n &&
		    !memcmp(x->hcstr.p + e->off, v, n)) {
			*key |= e->key;
			return e->hint;
		}
		i = (i + 1) & (HCACHE - 1);
	}
	uint64_t k = 0;
	uint64_t hint = attr_hint(v, &k) | (div_table(v) ? H_DIVTABLE : 0);
	*key |= k;
	if (n > 4096)
		return hint;
	if (x->hcn >= HCACHE / 2 || x->hcstr.len > (64u << 20)) {
		memset(x->hc, 0, HCACHE * sizeof *x->hc);
		x->hcn = 0;
		buf_clear(&x->hcstr);
		i = (size_t)(h ^ (h >> 29)) & (HCACHE - 1);
	}
	struct hslot *e = &x->hc[i];
	e->h = h;
	e->off = (uint32_t)x->hcstr.len;
	e->len = (uint32_t)n;
	e->hint = hint;
	e->key = k;
	e->used = 1;
	x->hcn++;
	buf_add(&x->hcstr, v, n);
	return hint;
}

/* An element's attributes (SAX name/value pairs) into hint flags. */
/* Is the element a heading a site builder named a header by a numbered
 * id alone, "<h2 id=cc-m-header-2428>" (Jimdo's), with no class that
 * says so ("entry-header", "et_pb_module_header")? An id with no number,
 * "<h2 id=header>" around a site's logo, is the page's header. */
int numbered_header_id(const xmlChar **atts)
{
	int num = 0;
	for (; atts[0]; atts += 2) {
		const char *v = (const char *)atts[1];
		if (!v)
			continue;
		if (!strcmp((const char *)atts[0], "class") && strcasestr(v, "header"))
			return 0;
		if (!strcmp((const char *)atts[0], "id") && strcasestr(v, "header"))
			num = strpbrk(v, "0123456789") != NULL;
	}
	return num;
}

/* Does an itemprop's list of names hold this one among others? A news
 * site's headline is often "name headline" ("<h1 itemprop=\"name
 * headline\">"): the story's title, a meta hint as "headline" alone. */
static int itemprop_has(const char *v, const char *w)
{
	size_t n = strlen(w);
	for (const char *p = v; *p;) {
		while (*p == ' ')
			p++;
		size_t k = strcspn(p, " ");
		if (k == n && !strncasecmp(p, w, n))
			return 1;
		p += k;
	}
	return 0;
}

/* A section of customers' reviews under an entry, the anchor its stars
 * link to ("<section id=bewertungen>" in a business directory's entry
 * under the firm's hours and services: "Markus H. 12.10.2026 Unser
 * Einbauschrank ..."; id="reviews", "avis", "recensioni", "opiniones",
 * "beoordelingen"): the readers' posts, no text of the entry (a review's
 * own text is "review", one word). The id is the word alone; the section
 * goes as a band of testimonials does (drop_testimonials): named
 * boilerplate it would shift the container off the entry's boxes of
 * hours and contacts to its "Über uns" alone. */
static int reviews_id(const char *v)
{
	static const char *const w[] = {"reviews", "bewertungen", "kundenbewertungen",
		"rezensionen", "avis", "recensioni", "opiniones", "resenas",
		"beoordelingen", "customer-reviews"};
	size_t n = strlen(v);
	if (n < 4 || n > 17)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (!strcasecmp(v, w[i]))
			return 1;
	return 0;
}

/* A box in a grid of divs named a table that names itself a cell or a
 * column ("col-first", "col-last", "table-cell"): a price table's
 * "price-table__header" is none. */
int cell_class(const xmlChar **atts)
{
	for (; atts[0]; atts += 2)
		if (atts[1] && !strcmp((const char *)atts[0], "class"))
			return strstr((const char *)atts[1], "col-") ||
			       strstr((const char *)atts[1], "cell");
	return 0;
}

/* The hidden attribute on a closed accordion's panel, the ARIA pattern's
 * "<div class=accordion-panel role=region hidden>" (a bank's, an
 * insurer's FAQ: "Wie sicher ist mein Geld?", "Is my money safe?",
 * "Mon épargne est-elle garantie ?"), or hidden="until-found", which the
 * browser's find opens: the answer's text is the page's, shown at a click
 * on its question; so is a panel that a style closes, "<div class=
 * faq-answer style=\"display:none\">" (an explainer's FAQ set by a
 * script, hid is "" then). Other hidden boxes (a modal, a menu) stay
 * hidden. */
static int closed_panel(const char *hid, const char *cls)
{
	if (!strcmp(hid, "until-found"))
		return 1;
	return cls && (strstr(cls, "accordion") || strstr(cls, "collaps") ||
	               strstr(cls, "faq") || strstr(cls, "answer"));
}

uint64_t elem_hints(struct extractor *x, const xmlChar **atts,
                    uint64_t *key)
{
	uint64_t h = 0;
	const char *cls = NULL, *hid = NULL;
	int shid = 0;  /* a style hides it */
	int ahid = 0;  /* aria-hidden="true" */
	x->aria_only = 0;  /* (x->expander: sax_start resets it) */
	for (; atts[0]; atts += 2) {
		const char *name = (const char *)atts[0];
		const char *v = atts[1] ? (const char *)atts[1] : "";
		switch (name[0]) {
		case 'c':
			if (!strcmp(name, "class")) {
				h |= attr_hint_cached(x, v, key);
				cls = v;
			}
			break;
		case 'i':
			/* an id with a parenthesis is a code member's anchor,
			 * an API reference's "exponential(java.time.Duration,
			 * int)" (Javadoc's): its words ("time") name no box */
			if (!strcmp(name, "id") && !strchr(v, '(')) {
				h |= attr_hint_cached(x, v, key);
				if (reviews_id(v))
					h |= H_TESTIM;
			}
			else if (!strcmp(name, "itemprop")) {
				if (!strcasecmp(v, "articleBody"))
					h |= H_POS;
				else if (!strcasecmp(v, "recipeIngredient") ||
				         !strcasecmp(v, "ingredients"))
					h |= H_INGR;
				else if (!strcasecmp(v, "reviewBody") || !strcasecmp(v, "text"))
					h |= H_POS | H_ITEMTEXT;
				else if (!strcasecmp(v, "author") || !strcasecmp(v, "datePublished") ||
				         !strcasecmp(v, "dateModified") ||
				         itemprop_has(v, "headline"))
					h |= H_META;
				/* a Q&A page's tallies (schema.org's QAPage): an
				 * answer's votes beside it, "<div itemprop=
				 * upvoteCount>28936</div>", no text of the page */
				else if (!strcasecmp(v, "upvoteCount") ||
				         !strcasecmp(v, "downvoteCount") ||
				         !strcasecmp(v, "answerCount") || !strcasecmp(v, "commentCount"))
					h |= H_HIDDEN;
			}
			break;
		case 'r':
			/* (a tab's panel, hidden, is no page's text until
			 * chosen: the toggle is a button's) */
			if (!strcmp(name, "role") && !strcmp(v, "tab"))
				x->expander = -1;
			if (!strcmp(name, "role")) {
				/* not role=alert: a tutorial's callout in the
				 * body is Bootstrap's "<div class=\"alert
				 * alert-warning\" role=alert><strong>Wichtig:
				 * </strong> ..."; a cookie bar so marked goes by
				 * its words and its place */
				if (!strcmp(v, "navigation") || !strcmp(v, "complementary") ||
				    !strcmp(v, "contentinfo") || !strcmp(v, "banner") ||
				    !strcmp(v, "menu") || !strcmp(v, "dialog")) {
					h |= H_NEG | H_BOILER;
					*key |= NEGKEY_TAG;
				}
				else if (!strcmp(v, "main") || !strcmp(v, "article"))
					h |= H_POS;
				else if (!strcmp(v, "tabpanel"))
					h |= H_TABPANEL;
				else if (!strcmp(v, "tablist"))
					h |= H_TABLIST;
				else if (!strcmp(v, "row"))
					h |= H_ROW;
				else if (!strcmp(v, "cell") || !strcmp(v, "gridcell") ||
				         !strcmp(v, "columnheader") || !strcmp(v, "rowheader"))
					h |= H_CELL;
			}
			break;
		case 's':
			if (!strcmp(name, "style")) {
				unsigned sh = style_hints(v);
				h |= sh & ~(unsigned)H_HIDDEN;
				shid = (sh & H_HIDDEN) != 0;
			}
			break;
		case 'h':
			if (!strcmp(name, "hidden"))
				hid = v;
			break;
		case 'a':
			if (!strcmp(name, "aria-hidden") && !strcmp(v, "true"))
				ahid = 1;
			else if (!strcmp(name, "aria-expanded") && !strcmp(v, "false") &&
			         x->expander >= 0)
				x->expander = 1;
			break;
		case 'd':
			/* a forum post's signature marked by its role alone
			 * (Invision Community's data-role="memberSignature") */
			if (!strcmp(name, "data-role") && strstr(v, "ignature")) {
				h |= H_NEG | H_BOILER | H_SIGN;
				*key |= neg_bit("signature", 9);
			}
			break;
		}
	}
	/* a panel right after its shut toggle, the next element after it and
	 * its sibling (parse.c's toggle_asks says which toggles count)
	 * ("<div role=button aria-expanded=false><h4>Wann wird die Uhr
	 * umgestellt?</h4></div><div style=\"display:none\"><p>In der Nacht
	 * ..."): a closed accordion's, where no class names it */
	int toggled = x->toggle_shut >= 0 && x->cur_node >= 0 &&
	              x->nodes[x->toggle_shut].parent == x->cur_node;
	if ((hid && !closed_panel(hid, cls) && !toggled) ||
	    (shid && !closed_panel("", cls) && !toggled))
		h |= H_HIDDEN;
	x->aria_only = ahid && !(h & H_HIDDEN);
	if (ahid)
		h |= H_HIDDEN;
	/* a shop's tab of its customers' reviews (role=tabpanel or "tab-pane",
	 * named "reviews", "votes", "Bewertungen"; Shopware's "review-tab-
	 * pane", JTL's "tab-votes") beside the description's and the spec
	 * table's: the readers' posts, no text of the product's */
	if ((h & (H_TABPANEL | H_TABPANE)) && (h & H_REVIEWS)) {
		h |= H_NEG | H_BOILER;
		*key |= neg_bit("reviews", 7);
	}
	if ((h & H_POS) && (h & H_NEG))
		h &= ~(uint64_t)(H_NEG | H_BOILER);
	return h;
}
