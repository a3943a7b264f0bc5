/*
 * extract/rules: the drop_ and keep_ rules that select_blocks runs (phase 3,
 * described in select.c), and their predicates.
 */
#include "internal.h"

/* Pass 3: which blocks of the container to keep. */
/* A link that is a date or a number ("3. Apr. 2021", "Apr 3, 2021 at
 * 10:15", "#12"): a post's permalink, no headline. Half its words or more
 * hold a digit. */
int date_link(const char *s, size_t n)
{
	int words = 0, digits = 0, in = 0, dig = 0;
	for (size_t i = 0; i <= n; i++) {
		int c = i < n ? (unsigned char)s[i] : ' ';
		if (c == ' ' || c == '\n') {
			words += in;
			digits += in && dig;
			in = dig = 0;
		} else {
			in = 1;
			dig |= c >= '0' && c <= '9';
		}
	}
	return words && digits * 2 >= words;
}

/* A time or a date in figures: a digit, a colon or a full stop, a digit
 * ("17:40 Uhr", "26.11.2026"); "Page 2" is none. */
int clock_time(const char *s, size_t n)
{
	for (size_t i = 1; i + 1 < n; i++)
		if ((s[i] == ':' || s[i] == '.') && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]))
			return 1;
	return 0;
}

/* A live blog's entry stamp: a short line (ENTRY_STAMP characters, six
 * words at most) with a time or a date in figures, linked or not ("17:40
 * Uhr", "Publié à 16h58", "ore 18:40", "20:15 Katharina Mittelstaedt"). */
int entry_stamp(const struct block *b, const char *s)
{
	if (b->chars > ENTRY_STAMP || b->words > 6)
		return 0;
	if (clock_time(s, b->len))
		return 1;
	for (size_t i = 1; i + 2 < b->len; i++)
		if (s[i] == 'h' && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]) && isdigit((unsigned char)s[i + 2]))
			return 1;  /* French "16h58" */
	return 0;
}

/* A card whose links are under CARD_HEAD words (a user's name) is a post
 * of a thread where CARD_RUN or more such cards are in the container. */
/* A card's headline link comes first or after a kicker: one after a kept
 * heading of CARD_KICKER characters or more (a list item's h2, a sentence,
 * over its picture and "View this image") is the picture's, no headline. */
/* A link-heavy list item is kept when LIST_MIN+ items of its list, and
 * LIST_KEPT percent of its kept and link-heavy items, are kept (one is
 * enough under a kept heading with no more linked items than kept). */
/* Does the table row of cell b have a cell that is not a link? (A row of
 * links is navigation; a row with a linked ticker symbol is data.) */
int row_has_text(const struct extractor *x, const struct block *b)
{
	int r = x->nodes[b->owner].parent;
	if (r < 0)
		return 0;
	const struct node *row = &x->nodes[r];
	int end = row->end_block < row->first_block + 64 ? row->end_block : row->first_block + 64;
	if (!(row->tag & F_TR))
		return 0;
	for (int j = row->first_block; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->chars && e->link_chars * 2 <= e->chars)
			return 1;
	}
	return 0;
}

/* The link bar under each of the readers' posts: "Quote | Report this
 * post", "Report abuse", "Flag as inappropriate". */
int report_bar(const struct block *b, const char *s)
{
	if (b->len > 80 || b->link_chars * 2 < b->chars)
		return 0;
	return has_ci(s, b->len, "report abuse") || has_ci(s, b->len, "report this post") ||
	       has_ci(s, b->len, "report this comment") || has_ci(s, b->len, "report comment") ||
	       has_ci(s, b->len, "flag as inappropriate");
}

/* The heading of a comment section: "Comments", "12 Responses to ...",
 * "3 thoughts on ...", "Leave a Reply", "Kommentare (4)", and the older
 * newspaper sites' "Have your say", "Your views"; it may end with "...".
 * What follows it
 * is the readers' text, not the article's. */
int comment_head(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"comments", "responses", "replies", "reactions", "thoughts on", "trackbacks",
		"pingbacks", "leave a reply", "leave a comment", "reader comments",
		"readers' comments", "user comments", "add a comment", "post a comment",
		"kommentare", "leserkommentare", "commentaires", "comentarios", "commenti",
		"comentários", "reacties", "komentarze", "reacciones", "kommentarer",
		"komentáře", "Komentáře", "diskuse", "Комментарии", "комментарии", "yorumlar",
		"have your say",
		"your comments", "your views", "what you think",
		/* WordPress's "Leave a Reply" in its other major languages */
		"schreibe einen kommentar", "hinterlasse einen kommentar",
		"kommentar schreiben", "laisser un commentaire", "laisser une r\xC3\xA9ponse",
		"deja un comentario", "deja una respuesta", "lascia un commento",
		"lascia una risposta", "deixe um coment\xC3\xA1rio", "deixe uma resposta",
		"geef een reactie", "laat een reactie achter",
		/* a news site's call to its readers over their posts */
		"diskutieren sie mit", "vos r\xC3\xA9" "actions", "r\xC3\xA9" "agir \xC3\xA0 cet article",
		"participa en la conversaci\xC3\xB3n", "join the conversation", "join the discussion",
		/* and in the other scripts (a count may come first: "3件のコメント",
		 * "12 条评论", "3개의 댓글"), Polish, Ukrainian, Greek, Indonesian and
		 * Vietnamese */
		"评论", "評論", "网友评论", "全部评论", "热门评论", "发表评论", "發表評論",
		"条评论", "跟贴", "跟帖", "留言", "コメント", "みんなのコメント", "件のコメント",
		/* a Japanese recipe's reports of readers who cooked it, its
		 * comments ("つくれぽ 12件", "みんなのつくったよ") */
		"つくれぽ", "つくレポ", "みんなのつくったよ",
		"댓글",
		"개의 댓글", "التعليقات", "تعليقات", "أضف تعليقا", "أضف تعليقاً", "اترك تعليقا",
		"اترك تعليقاً", "دیدگاه", "نظرات", "ارسال نظر", "תגובות", "הוסיפו תגובה",
		"הוסף תגובה", "टिप्पणियाँ", "टिप्पणियां", "टिप्पणी करें", "कमेंट्स",
		"ความคิดเห็น", "แสดงความคิดเห็น", "dodaj komentarz", "Коментарі", "коментарі",
		"коментарів", "Σχόλια", "σχόλια", "ΣΧΟΛΙΑ", "Αφήστε ένα σχόλιο", "komentar",
		"tinggalkan balasan", "tinggalkan komentar", "bình luận", "ý kiến bạn đọc",
	};
	/* a heading, not a sentence; it may end with a quoted title */
	if (b->len > 80 || b->link_chars * 2 > b->chars ||
	    (s[b->len - 1] == '.' && !(b->len >= 3 && s[b->len - 2] == '.' && s[b->len - 3] == '.')))
		return 0;
	/* after a count, one of them: "1 Comment", "One Response to ..." */
	static const char *const one[] = {
		"comment", "response", "reply", "thought on", "kommentar", "commentaire",
		"comentario", "coment\xC3\xA1rio", "commento", "reactie", "komentarz",
		"komentář", "комментарий", "комментария", "комментариев", "yorum",
		"коментар", "коментарі", "σχόλιο", "تعليق",
	};
	size_t i = 0, n = b->len;
	while (i < n && (isdigit((unsigned char)s[i]) || s[i] == ' ' || s[i] == '(' ||
	                 s[i] == '#'))
		i++;
	if (i == 0 && (starts_with_word(s, n, "one") || starts_with_word(s, n, "no")))
		i = s[0] == 'n' || s[0] == 'N' ? 3 : 4;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_word(s + i, n - i, w[k]))
			return 1;
	for (size_t k = 0; i && k < sizeof one / sizeof *one; k++)
		if (starts_with_word(s + i, n - i, one[k]))
			return 1;
	/* a death notice's condolences, memorial candles and guest book
	 * under it: the mourners' entries, under the section's name alone or
	 * with its count ("Kondolenzen (14)", "Gedenkkerzen (27)", "Guest
	 * Book", "Messages de condoléances (9)", "Messaggi di cordoglio",
	 * "Condolencias", "Condoleances"); a story's subheading that goes on
	 * ("Beileidsbekundungen aus aller Welt", "Condolences pour in") is none */
	static const char *const mourn[] = {
		"kondolenzen", "kondolenz schreiben", "kondolenzbuch", "beileidsbekundungen",
		"gedenkkerzen", "condolences", "condolence book", "messages of condolence",
		"guest book", "guestbook", "g\xC3\xA4stebuch", "condol\xC3\xA9" "ances",
		"messages de condol\xC3\xA9" "ances", "livre de condol\xC3\xA9" "ances",
		"registre de condol\xC3\xA9" "ances", "condolencias", "mensajes de condolencia",
		"libro de condolencias", "condoglianze", "messaggi di cordoglio",
		"libro delle condoglianze", "condoleances", "condoleanceregister",
	};
	for (size_t k = 0; k < sizeof mourn / sizeof *mourn; k++) {
		size_t l = strlen(mourn[k]), j = i + l;
		if (!starts_with_word(s + i, n - i, mourn[k]))
			continue;
		while (j < n && (s[j] == ' ' || s[j] == '(' || s[j] == ')' ||
		                 isdigit((unsigned char)s[j])))
			j++;
		if (j == n)
			return 1;
	}
	/* the call to discuss after a short label and its colon, a
	 * magazine's box closing the essay ("Debatte: Diskutieren Sie mit
	 * Lea Sommer", "Forum: Join the discussion", "Débat : participez à la
	 * discussion"); a label over "Kommentare" alone is a headline's
	 * ("Analyse: Kommentare im Netz werden rauer") */
	static const char *const call[] = {
		"diskutieren sie mit", "diskutiere mit", "diskutier mit",
		"join the conversation", "join the discussion", "have your say",
		"participez \xC3\xA0 la discussion", "participez au d\xC3\xA9" "bat",
		"participa en la conversaci\xC3\xB3n", "participa en el debate",
		"partecipa alla discussione", "discussieer mee", "praat mee",
	};
	const char *colon = memchr(s, ':', n < 24 ? n : 24);
	if (!colon)
		return 0;
	i = (size_t)(colon - s) + 1;
	while (i < n && s[i] == ' ')
		i++;
	return STARTS_ANY_CI(s + i, n - i, call);
}

/* A forum's or a comment box's prompt to a guest to sign in or register
 * before writing ("Create an account or sign in to comment", "You must log
 * in or register to reply here.", "Erstelle ein Benutzerkonto oder melde
 * dich an, um zu kommentieren", in the major European languages): a short
 * block, its words mostly outside links, after the thread's posts. What
 * follows it is the sign-up box and the site's lists. */
int signin_prompt(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"create an account or sign in to", "you need to be a member in order to",
		"you must log in or register to", "you must be logged in to post",
		"you must be logged in to reply", "you must be logged in to comment",
		"you must be signed in to post", "please log in to reply",
		"please sign in to reply", "log in or sign up to reply",
		"sign in to reply", "log in to reply", "register or log in to reply",
		"erstelle ein benutzerkonto oder melde dich an",
		"du musst ein benutzerkonto haben, um",
		"du musst angemeldet sein, um zu antworten",
		"sie m\xC3\xBCssen angemeldet sein, um zu antworten",
		"sie m\xC3\xBCssen ein benutzerkonto haben, um",
		"cr\xC3\xA9" "er un compte ou se connecter pour",
		"vous devez \xC3\xAA" "tre membre pour",
		"vous devez \xC3\xAA" "tre connect\xC3\xA9 pour r\xC3\xA9pondre",
		"connectez-vous pour r\xC3\xA9pondre",
		"crear una cuenta o iniciar sesi\xC3\xB3n para",
		"crea una cuenta o inicia sesi\xC3\xB3n para",
		"debes iniciar sesi\xC3\xB3n para responder",
		"inicia sesi\xC3\xB3n para responder", "crea un account o accedi per",
		"devi essere registrato per", "crie uma conta ou fa\xC3\xA7" "a login para",
		"maak een account aan of log in om",
		/* and in the other languages of Europe ("Pro odpověď se musíte
		 * přihlásit.", "Musisz być zalogowany, aby odpowiedzieć", "Du
		 * måste vara inloggad för att svara") */
		"pro odpov\xC4\x9B\xC4\x8F se mus\xC3\xADte p\xC5\x99ihl\xC3\xA1sit",
		"musisz by\xC4\x87 zalogowany, aby odpowiedzie\xC4\x87",
		"musisz by\xC4\x87 zalogowany, aby doda\xC4\x87",
		"zaloguj si\xC4\x99, aby odpowiedzie\xC4\x87",
		"du m\xC3\xA5ste vara inloggad f\xC3\xB6r att svara",
		"du m\xC3\xA5ste vara inloggad f\xC3\xB6r att kommentera",
		"logga in f\xC3\xB6r att svara", "du skal v\xC3\xA6re logget ind for at svare",
		"du skal v\xC3\xA6re logget ind for at kommentere",
		"du m\xC3\xA5 v\xC3\xA6re logget inn for \xC3\xA5 svare",
		"du m\xC3\xA5 v\xC3\xA6re logget inn for \xC3\xA5 kommentere",
		"kirjaudu sis\xC3\xA4\xC3\xA4n vastataksesi",
		"trebuie s\xC4\x83 fii autentificat pentru a r\xC4\x83spunde",
		"trebuie s\xC4\x83 fii autentificat pentru a comenta",
		"tem de iniciar sess\xC3\xA3o para responder",
		"tem de iniciar sess\xC3\xA3o para comentar",
		/* XenForo's, under a thread's posts */
		"du musst dich einloggen oder registrieren, um",
		"sie m\xC3\xBCssen sich anmelden oder registrieren, um",
		"vous devez vous connecter ou vous inscrire pour",
		"debes iniciar sesi\xC3\xB3n o registrarte para",
		"devi effettuare l'accesso o registrarti per",
		"je moet inloggen of registreren om",
		/* a code host's, under an issue's or a pull request's
		 * comments (Gitea's, Forgejo's, GitLab's, GitHub's) */
		"sign in to join this conversation", "please sign in to join this",
		"sign up for free to join this conversation",
		"please register or sign in to reply", "register or sign in to reply",
		"bitte melde dich an, um an dieser unterhaltung",
		"bitte melden sie sich an, um an dieser unterhaltung",
		"veuillez vous inscrire ou vous connecter pour",
		"veuillez vous connecter pour participer",
		"inicia sesi\xC3\xB3n para unirte a esta conversaci\xC3\xB3n",
		"accedi per partecipare a questa conversazione",
		"log in om deel te nemen aan dit gesprek",
	};
	if (b->len > 120 || b->link_chars * 2 >= b->chars)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++)
		if (starts_with_ci(s, b->len, w[k]))
			return 1;
	return 0;
}

/* A paywall's prompt under the free part of an article: "Lesen Sie mit
 * SPIEGEL+", "Lesen Sie jetzt weiter", "Mit heise+ weiterlesen", "Subscribe
 * to continue reading", "Il vous reste 58% de cet article à lire" (or
 * "... 80% à découvrir"), "Suscríbete para seguir leyendo", in the major
 * European languages; a short block, its words mostly outside links (the
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
	if (b->len > 200 || b->link_chars * 2 >= b->chars)
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

/* A picture's caption that is no sentence ("Unstable political systems can
 * complicate aid efforts") may be kept between kept blocks of the body: 4+
 * words, no credit in it ("Name/Agency", "Getty", "Photo:", "courtesy of")
 * and not the title of a video or an embed. */
int loose_caption(const struct extractor *x, const struct block *b, const char *s,
                  int min)
{
	static const char *const credit[] = {
		"credit", "copyright", "courtesy", "getty", "reuters", "associated press", "(ap ",
		"(ap)", "afp", "flickr", "photo:", "image:", "picture:", "source:", "photograph", "caption",
		"\xC2\xA9", "foto:", "bild:", "quelle:", "crédit",
	};
	if (b->words < min || memchr(s, '/', b->len) || HAS_ANY_CI(s, b->len, credit))
		return 0;
	int k = x->nodes[b->owner].nearest_cap;
	for (int n = 0; k >= 0 && n < 3; n++) {
		if (x->nodes[k].hint & H_MEDIA)
			return 0;
		int p = x->nodes[k].parent;
		k = p >= 0 ? x->nodes[p].nearest_cap : -1;
	}
	return 1;
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

/* A wiki article's heading over its list of links to related articles,
 * the whole line under 40 characters: "See also", "Siehe auch", "Voir
 * aussi", "Véase también", "Vedi anche", "Zie ook", "Ver também". */
int see_also_head(const char *s, size_t n)
{
	static const char *const w[] = {
		"see also", "siehe auch", "voir aussi", "v\xC3\xA9" "ase tambi\xC3\xA9n",
		"vedi anche", "zie ook", "ver tamb\xC3\xA9m", "veja tamb\xC3\xA9m",
	};
	n = label_len(s, n);
	if (n > 40)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_word(s, n, w[i]))
			return 1;
	return 0;
}

/* An ad's label: the whole line is "Anzeige", "Advertisement", "Sponsored"
 * or the like, in the major European languages. */
static int ad_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"anzeige", "werbung", "gesponsert", "advertisement", "advertising", "sponsored",
		"promoted", "advertorial", "publicit\xC3\xA9", "publicidad", "pubblicit\xC3\xA0",
		"publicidade", "advertentie", "reklama", "inzerce", "annons", "reklam",
		"Реклама", "РЕКЛАМА", "sponsoris\xC3\xA9", "patrocinado",
	};
	return !b->link_chars && label_len(s, b->len) <= 16 &&
	       label_is(s, b->len, w, sizeof w / sizeof *w);
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

/* An affiliate's product box set in the post (a plugin's "Bestseller Nr.
 * 1" box: the product's linked title, a few short lines of its features,
 * its price, a "Bei Amazon ansehen" button): the largest box below the
 * container around a price line that holds one or two prices, at most
 * AFF_BLOCKS blocks and none of AFF_LINE characters or more, and the
 * product's title linked, four words or more, above the price. It is the
 * ad, its lines too. A price table's box names its plan in a heading, a
 * post's own review of a product runs to paragraphs, and a price in a
 * table's cell is a comparison's: they stay. */
void drop_product_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int title = 0, t;
		if (!price_line(x->text.p + b->off, b->len) || in_cell(nd, b) >= 0)
			continue;
		int a = -1;
		for (int k = b->owner; k > c && aff_scan(x, k, i, &t); k = nd[k].parent) {
			a = k;
			title = t;
		}
		if (a < 0 || !title || nd[a].end_block - nd[a].first_block < 3)
			continue;
		unkeep(x, nd[a].first_block, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* drop_bio_boxes' limits (its comment says what they bound) */
#ifndef BIO_BLOCKS
#define BIO_BLOCKS 6
#endif
#ifndef BIO_CHARS
#define BIO_CHARS 800
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
		/* a name after it: "Written by Priya Raman" */
		"written by", "geschrieben von", "\xC3\xA9" "crit par", "escrito por",
		"scritto da", "geschreven door",
	};
	size_t n = label_len(s, b->len);
	int head = (b->tag & F_HEAD) != 0;
	if (b->link_chars || n > 60 || (!head && b->len > BIO_LABEL))
		return 0;
	for (size_t k = 0; n <= 40 && k < sizeof w / sizeof *w; k++) {
		size_t wl = strlen(w[k]);
		/* "Über die Autorin", "Über den Autor Jan Beispiel" */
		if (n >= wl && !strncasecmp(s, w[k], wl) && (n == wl || s[wl] == ' '))
			return 1;
	}
	return fund_label(b, s);
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

/* A bio box in the post, under a heading that says so ("Über die
 * Autorin", "About the author"), or a call to fund the newsroom, past a
 * paragraph of the body (the call's label goes over it too; and any
 * heading heads such a call where the box names journalism and its
 * button asks, "I hope you appreciated this article." ... "Support the
 * Guardian"): the heading and the rest of its box (BIO_BLOCKS blocks or
 * fewer, under BIO_CHARS characters) go, as a bio box under an author
 * hint does. */
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

/* ... and blocks i+1..end of its box: one names the work, and one is a
 * link or a button no longer kept; where the heading asks for nothing
 * (ask), the button does, FUND_BUTTON bytes at most: "I hope you
 * appreciated this article." over "... supporting the Guardian's
 * journalism ..." and "Support the Guardian"; "Jetzt unterstützen",
 * "Faire un don", "Contribute" */
#ifndef FUND_BUTTON
#define FUND_BUTTON 40
#endif
static int fund_box(const struct extractor *x, int i, int end, int ask)
{
	static const char *const give[] = {
		"contribut", "donat", "donar", "spende", "faire un don", "fai una donazione",
		"doneer",
	};
	int jour = 0, link = 0;
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		const char *s = x->text.p + e->off;
		jour |= e->keep > 0 && HAS_ANY_CI(s, e->len, fund_jour);
		link |= e->keep <= 0 && (e->button || e->link_chars * 2 >= e->chars) &&
		        (!ask || (e->len <= FUND_BUTTON && (HAS_ANY_CI(s, e->len, fund_call) ||
		                                            HAS_ANY_CI(s, e->len, give))));
	}
	return jour && link;
}

void drop_bio_boxes(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = 0;
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
		int fund = 0;
		if (!bio_head(b, x->text.p + b->off) && !(fund = fund_head(b, x->text.p + b->off)) &&
		    !(fund = 2 * ((b->tag & F_HEAD) && !b->link_chars && b->len <= 80)))
			continue;
		int a = nd[b->owner].parent;
		if (a <= c || nd[a].first_block != i || nd[a].end_block - i > BIO_BLOCKS ||
		    nd[a].tchars >= BIO_CHARS ||
		    (fund && !fund_box(x, i, nd[a].end_block, fund == 2)))
			continue;
		unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
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
 * 2023"): a line that names a year may run to SRC_CITE characters. */
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
static int has_year(const char *s, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i++) {
		if (!((s[i] == '1' && s[i + 1] == '9') || (s[i] == '2' && s[i + 1] == '0')) ||
		    !isdigit((unsigned char)s[i + 2]) || !isdigit((unsigned char)s[i + 3]))
			continue;
		if ((i && isdigit((unsigned char)s[i - 1])) ||
		    (i + 4 < n && isdigit((unsigned char)s[i + 4])))
			continue;
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
	};
	const struct node *nd = x->nodes;
	int body = 0, last = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	for (int i = first; i < last; i++) {
		const struct block *b = &x->blocks[i];
		if (!body) {
			body = b->keep > 0 && is_prose(b) && !(b->tag & F_HEAD);
			continue;
		}
		if (b->keep <= 0 || b->len > 30 || b->link_chars ||
		    !label_is(x->text.p + b->off, b->len, w, sizeof w / sizeof *w))
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
			if (j >= stop)
				ok = e->keep <= 0 || !(e->tag & F_HEAD);
			else
				ok = (e->len < SRC_LINE ||
				      (e->len < SRC_CITE && has_year(x->text.p + e->off, e->len))) &&
				     !(e->tag & F_HEAD);
		}
		if (!ok)
			continue;
		unkeep(x, i, stop);
		return;
	}
}

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
 * Person</h3><p>Katrin V., 49, ist Professorin ..."). */
#ifndef INFO_TITLE
#define INFO_TITLE 80
#endif
#ifndef INFO_BLOCKS
#define INFO_BLOCKS 4
#endif
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
		if (!kind || (kind == 1 && !after) || (kind == 2 && !before))
			continue;
		int j = i + 1, terms = 0, e = nd[n].end_block;
		for (; j < e && !x->blocks[j].link_chars; j++) {
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
 * a blog's linked post title over the post's body);
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
		    nd[b->owner].parent < 0)
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
	int label = 0;
	for (const char *p = s; p <= c; p++)  /* letters, as chars counts them */
		label += *p != ' ' && ((unsigned char)*p & 0xC0) != 0x80;
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
 * "PDF Cite DOI"), outside boilerplate, are kept. */
#define CITE_WORDS 8
#define CITE_LINE 400
#define CITE_RUN 2
static int cite_line(const struct extractor *x, const struct block *b)
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
 * container) before it, a sibling, holds a kept block with a year in
 * parentheses too: an entry of the list. */
void keep_cite_links(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 || b->link_chars * 2 <= b->chars || b->words < CITE_WORDS ||
		    nd[b->owner].nearest_neg >= 0 || !ends_sentence(s, b->len) ||
		    !paren_year(s, b->len))
			continue;
		int a = b->owner;
		for (int up = 0; up < 3 && a >= 0 && nd[a].first_block >= first; up++, a = nd[a].parent) {
			int p = nd[a].parent, hit = 0;
			if (!nd[a].cls || p < 0)
				continue;
			for (int j = p + 1; j < a && !hit; j++) {
				if (nd[j].parent != p || nd[j].cls != nd[a].cls || nd[j].first_block < first)
					continue;
				for (int k = nd[j].first_block; k < nd[j].end_block && !hit; k++)
					hit = x->blocks[k].keep > 0 &&
					      paren_year(x->text.p + x->blocks[k].off, x->blocks[k].len);
			}
			if (hit) {
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
		i = j - 1 > i ? j - 1 : i;
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
		     ((seen <= VIEWS_EDGE || seen > kept - VIEWS_EDGE) && views_notice(s, b->len))))
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
#ifndef POLL_LINE
#define POLL_LINE 160
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
				opts += q == x->blocks[k].len || x->text.p[x->blocks[k].off + q] == '\n';
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

/* A calculator's box in the body, no <form> around it: its heading over
 * its fields' labels, typed values and a line for its result ("Calcula tu
 * cuota" over "Importe Plazo (años) Tipo de interés", "Cuota mensual: —";
 * "Simulez vos intérêts" over "Montant Durée"; "Zinsrechner" over
 * "Anlagebetrag Laufzeit"): the widget's, no text of the article. A line
 * under CALC_LINE characters, no link and no sentence, whose box holds a
 * field to type in (H_ENTRY), and the smallest box round it and a line
 * over it, if that box holds CALC_BOX lines at most, each under
 * POLL_LINE characters: all its lines go. */
#ifndef CALC_LINE
#define CALC_LINE 80
#endif
#ifndef CALC_BOX
#define CALC_BOX 5
#endif
void drop_entry_box(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first + 1; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (!(nd[b->owner].hint & H_ENTRY) || b->len >= CALC_LINE || b->link_chars ||
		    b->keep <= 0 || is_prose(b))
			continue;
		int a = b->owner;
		while (a > c && nd[a].first_block >= i)
			a = nd[a].parent;
		int ok = a > c && nd[a].end_block - nd[a].first_block <= CALC_BOX;
		for (int k = nd[a].first_block; ok && k < nd[a].end_block; k++)
			ok = x->blocks[k].len < POLL_LINE;
		for (int k = nd[a].first_block; ok && k < nd[a].end_block; k++)
			x->blocks[k].keep = 0;
	}
}

/* A thread's notice that it is closed, under its last post: "Die Frage ist
 * gesperrt. Sie können ... nicht auf diesen Thread antworten", "Dieses
 * Thema ist für neue Antworten geschlossen", "Cette discussion a été
 * fermée", "This thread has been locked", "Tema cerrado a nuevas
 * respuestas". The last kept block, under CLOSED_MAX characters, holds a
 * word for closed and one for replies or the thread, in a box of its own
 * (not the box of the kept block before it, as an article's closing
 * paragraph is, nor one of its tag and class: a last post's "Thema kann
 * geschlossen werden"), after CLOSED_BODY characters of kept prose. */
#ifndef CLOSED_MAX
#define CLOSED_MAX 300
#endif
#ifndef CLOSED_BODY
#define CLOSED_BODY 300
#endif
void drop_closed_notice(struct extractor *x, int first, int end)
{
	static const char *const closed[] = {
		"geschlossen", "gesperrt", "archiviert", "closed", "locked", "archived",
		"ferm\xC3\xA9", "verrouill", "archiv\xC3\xA9", "cerrad", "bloquead",
		"chius", "bloccat", "gesloten", "vergrendeld",
	};
	static const char *const reply[] = {
		"antwort", "beitr", "kommentar", "diskussion", "thema", "thread", "repl",
		"answer", "comment", "discussion", "topic", "r\xC3\xA9pon", "sujet",
		"respu", "respo", "coment", "discusi", "tema", "rispo", "discussione",
		"reacti", "onderwerp",
	};
	int last = -1, prev = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0)
			last = i;
	/* the prose kept before it: a post's, past the last post's header
	 * line ("25-nov-2024, 08:05 #4" over "Gracias a todos ... Tema
	 * cerrado.", a post in a box of its posts' class) */
	for (int i = last - 1; i >= first && prev < 0; i--)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			prev = i;
	if (prev < 0)
		return;
	struct block *b = &x->blocks[last];
	const struct node *nd = x->nodes;
	int box = nd[b->owner].parent, pbox = nd[x->blocks[prev].owner].parent;
	if (b->chars >= CLOSED_MAX || b->link_chars * 2 >= b->chars || (b->tag & F_HEAD) ||
	    box < 0 || pbox < 0 || box == pbox || nd[box].cls == nd[pbox].cls)
		return;
	const char *s = x->text.p + b->off;
	if (!HAS_ANY_CI(s, b->len, closed) || !HAS_ANY_CI(s, b->len, reply))
		return;
	long body = 0;
	for (int i = first; i < last && body < CLOSED_BODY; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body >= CLOSED_BODY)
		b->keep = 0;
}

/* A time told from now, as a thread prints each post's: "vor 5 Stunden",
 * "vor 3 Tg.", "5 hours ago", "il y a 2 jours", "hace 3 horas", "há 2
 * dias", "2 ore fa", "3 uur geleden", "2 dni temu", "3 dagar sedan". A
 * figure after the opening word (after "vor", a unit's letter next: "vor
 * 300 km" is a distance), or a closing word and a figure, on a short line
 * (REL_LINE characters). */
#ifndef REL_LINE
#define REL_LINE 80
#endif
#define REL_ALONE 24  /* post_head: a time alone, its name apart */
static int rel_time(const char *s, size_t n)
{
	static const char *const pre[] = {"vor ", "il y a ", "hace ", "h\xC3\xA1 "};
	static const char *const post[] = {" ago", " fa", " geleden", " temu", " sedan"};
	if (n > REL_LINE || !has_digit(s, n))
		return 0;
	for (size_t k = 0; k < sizeof pre / sizeof *pre; k++) {
		size_t l = strlen(pre[k]);
		for (const char *p = s; (p = memmem_ci(p, n - (size_t)(p - s), pre[k])) != NULL;
		     p++) {
			const char *q = p + l, *z = s + n;
			if ((p > s && isalpha((unsigned char)p[-1])) || q >= z ||
			    !isdigit((unsigned char)*q))
				continue;
			if (k)
				return 1;
			while (q < z && (isdigit((unsigned char)*q) || *q == ' '))
				q++;
			if (q < z && strchr("smtwjhSMTWJH", *q))
				return 1;
		}
	}
	while (n && (s[n - 1] == '.' || s[n - 1] == ' '))
		n--;
	for (size_t k = 0; k < sizeof post / sizeof *post; k++) {
		size_t l = strlen(post[k]);
		if (n > l && !strncasecmp(s + n - l, post[k], l))
			return 1;
	}
	return 0;
}

/* A teaser's stamp of how long ago it was published, closing its line
 * after its linked title ("<li><a>Bin strike talks to resume</a><span>
 * Published 3 weeks ago</span>", "vor 3 Stunden", "il y a 2 jours"): a
 * time told from now in the line's last STAMP_TAIL bytes. */
#ifndef STAMP_TAIL
#define STAMP_TAIL 28
#endif
int ago_stamp(const char *s, size_t n)
{
	size_t k = n > STAMP_TAIL ? n - STAMP_TAIL : 0;
	return rel_time(s + k, n - k);
}

/* A post's header line in a thread, kept for its words: the poster's
 * linked name, a rank beside it and the time of the post ("lucie_b75 - 12
 * nov. 2024 à 18:44", "brupala Modérateur - 13 nov. 2024 à 08:15", "kim |
 * 14.03.2025, 08:10") in a box no hint names. A short line (POSTHEAD_MAX
 * characters, eight words at most, not a list item nor a cell: a results
 * table's "<a>Bayern</a> 2:1") that opens with a link of POSTHEAD_LEAD to
 * POSTHEAD_NAME characters (a name, under half the line; a blog's "<a>#
 * </a> Posted 4:15 PM by" is a permalink's) and holds a time of day, not
 * a sentence's end, the
 * next kept block a post's prose; POSTHEAD_RUN or more such lines in the
 * box make a thread, and they go. */
#ifndef POSTHEAD_MAX
#define POSTHEAD_MAX 80
#endif
#ifndef POSTHEAD_RUN
#define POSTHEAD_RUN 2
#endif
#ifndef POSTHEAD_NAME
#define POSTHEAD_NAME 30
#endif
#define POSTHEAD_LEAD 3
/* A reply's header line: the poster's linked name opening a short line
 * and the time told from now ("wattwaechter vor 5 Stunden", "Gravelgrete
 * • vor 3 Tg.", "kim · 5 hours ago", "lucie il y a 2 heures"): a post's,
 * no teaser card's linked headline. */
int name_stamp(const struct extractor *x, const struct block *e)
{
	return e->lead >= POSTHEAD_LEAD && e->lead <= POSTHEAD_NAME && e->words <= 8 &&
	       e->chars <= POSTHEAD_MAX && e->link_chars * 2 <= e->chars + 8 &&
	       rel_time(x->text.p + e->off, e->len);
}

/* An issue tracker's event between a thread's posts, its own line: the
 * actor's linked name opens it (as name_stamp's) and a time told from now
 * closes it, with no sentence's end ("m.oezdemir hat die Labels Art
 * Feature hinzugefügt vor 6 Tagen", "klaus-b hat die Änderungen genehmigt
 * vor 6 Tagen", "mhaverkamp added the bug label 3 days ago", "acoste a
 * assigné à @nbenali il y a 4 jours"): what the tracker did, no text of a
 * post (a list of records, "Eddie House (Sr.), Feb. 21, 2000", has its
 * dates). Under EVENT_LINE characters. */
#ifndef EVENT_LINE
#define EVENT_LINE 160
#endif
int event_line(const struct extractor *x, const struct block *e)
{
	if (e->lead < POSTHEAD_LEAD || e->lead > POSTHEAD_NAME || e->chars > EVENT_LINE ||
	    e->words < 4 || e->lead * 2 > e->chars)
		return 0;
	const char *s = x->text.p + e->off;
	size_t k = e->len > STAMP_TAIL ? e->len - STAMP_TAIL : 0;
	return !ends_sentence(s, e->len) && rel_time(s + k, e->len - k);
}

/* Does s hold a time of day, "18:44", "9:05"? */
int hour_minute(const char *s, size_t n)
{
	for (size_t i = 1; i + 2 < n; i++)
		if (s[i] == ':' && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]) && isdigit((unsigned char)s[i + 2]))
			return 1;
	return 0;
}

/* Does a line close with a post's number, "#1", "#12"? Its box may be
 * run on to the time before it, no space between ("Gestern, 08:14#1",
 * vBulletin 4's "postcounter"). */
#define POST_NUMBERED 40
static int post_number(const char *s, size_t n)
{
	size_t k = n;
	while (k > 0 && isdigit((unsigned char)s[k - 1]))
		k--;
	return k < n && n - k <= 5 && k >= 1 && s[k - 1] == '#' &&
	       (k == 1 || s[k - 2] == ' ' || isdigit((unsigned char)s[k - 2]));
}

/* A line of a post's author cell: a name or a rank, one or two words,
 * no punctuation, in a table's cell ("Gianni_Bo", "Moderatore"). */
static int cell_line(const struct extractor *x, const struct block *t)
{
	if (t->words > 2 || t->chars > 20 || t->punct)
		return 0;
	if (t->tag & F_TD)
		return 1;
	for (int a = t->owner, up = 0; a >= 0 && up < 3; a = x->nodes[a].parent, up++)
		if (x->nodes[a].tag & F_TD)
			return 1;
	return 0;
}

static int post_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	int from = i + 1;
	/* or the time alone, its name in a box of its own ("•vor 3 Tg."),
	 * or the time and the post's number, its permalink, no name
	 * (vBulletin's "24-nov-2024, 21:14 #1") */
	int rel = b->keep > 0 && b->chars <= POSTHEAD_MAX && rel_time(s, b->len);
	if (rel && !b->link_chars && b->chars <= REL_ALONE && b->words <= 4 &&
	    !(b->tag & (F_LI | F_TD | F_HEAD)))
		goto text;
	if (b->keep > 0 && b->chars <= POST_NUMBERED && b->words <= 5 &&
	    !b->link_chars == !post_number(s, b->len) && !(b->tag & (F_LI | F_HEAD))) {
		/* the two in cells of their own, side by side */
		const struct block *p = i > 0 ? &b[-1] : NULL, *q = i + 1 < end ? &b[1] : NULL;
		if (post_number(s, b->len) &&
		    (hour_minute(s, b->len) ||
		     (p && p->chars <= POST_NUMBERED && !p->link_chars &&
		      hour_minute(x->text.p + p->off, p->len))))
			goto text;
		if (q && q->chars <= POST_NUMBERED && q->link_chars &&
		    post_number(x->text.p + q->off, q->len) && !post_number(s, b->len) &&
		    hour_minute(s, b->len)) {
			from = i + 2;
			goto text;
		}
	}
	if (b->keep <= 0 || b->chars > POSTHEAD_MAX || b->words > 8 || !b->link_chars ||
	    b->link_chars > POSTHEAD_NAME || b->link_chars * 2 > b->chars ||
	    (b->tag & (F_LI | F_TD | F_HEAD)))
		return 0;
	char e = s[b->len - 1];
	if (b->lead < POSTHEAD_LEAD ||
	    (!rel && (e == '.' || e == '!' || e == '?' || !hour_minute(s, b->len))))
		return 0;
text:
	/* a quote's source in a reply ("kim hat geschrieben: Sa 13. Jan
	 * 2024, 19:20") is the quote's */
	for (int a = b->owner, up = 0; a >= 0 && up < 8; a = x->nodes[a].parent, up++)
		if (x->nodes[a].tag & F_QUOTE)
			return 0;
	/* the post's text under it, past a greeting ("Bonjour,"), or past
	 * its author's cell of a name and a rank, one or two words a line
	 * ("Gianni_Bo", "Utente", "Moderatore", "Junior Member"); a short
	 * sentence that closes with its stop is a post ("Perfetto, grazie
	 * mille!", "Danke, hat geklappt.") */
	for (int n = from, seen = 0, cell = 0; n < end && seen < 2; n++) {
		const struct block *t = &x->blocks[n];
		if (t->keep <= 0)
			continue;
		if (is_prose(t) || (t->words >= 2 && !t->link_chars &&
		                    ends_sentence(x->text.p + t->off, t->len)))
			return 1;
		if (cell < 3 && cell_line(x, t)) {
			cell++;
			continue;
		}
		seen++;
	}
	return 0;
}

void drop_post_heads(struct extractor *x, int first, int end)
{
	int run = 0, kept = 0;
	for (int i = first; i < end && run < POSTHEAD_RUN; i++)
		run += post_head(x, i, end);
	/* one kept, the others dropped already (the first post's, kept
	 * at the container's top or over a short post: "Gestern, 08:14
	 * #1", "12-05-2025, 08:44 #3"): a head the selection dropped
	 * counts, judged as if kept */
	for (int i = first; i < end && run == 1 && kept < POSTHEAD_RUN - 1; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 || b->w < 0)
			continue;
		int k = b->keep;
		b->keep = 1;
		kept += post_head(x, i, end);
		b->keep = k;
	}
	run += kept;
	if (run < POSTHEAD_RUN)
		return;
	for (int i = first; i < end; i++)
		if (post_head(x, i, end)) {
			x->blocks[i].keep = 0;
			/* and the author's cell between it and the text */
			for (int n = i + 1, k = 0; n < end && k < 4; n++) {
				struct block *t = &x->blocks[n];
				if (t->keep <= 0 || post_head(x, n, end))
					continue;
				if (is_prose(t) || !cell_line(x, t))
					break;
				t->keep = 0;
				k++;
			}
		}
}

/* A finance page's note under the story that it gives no advice to trade
 * ("Keine Anlageberatung: Die Inhalte stellen keine Aufforderung zum Kauf
 * ... dar", "This article does not constitute investment advice", "ne
 * constitue pas un conseil en investissement", "no constituye
 * asesoramiento de inversión"), under ADVICE_MAX characters: a stem of the
 * phrases first ("nlage", "nvest"), then the phrases. */
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
	return n < ADVICE_MAX &&
	       (memmem(s, n, "nlage", 5) || memmem(s, n, "nvest", 5) || memmem(s, n, "nversi", 6) ||
	        memmem(s, n, "ufforderung", 11) || memmem(s, n, "inanz", 5) ||
	        memmem(s, n, "inancial", 8) || memmem(s, n, "elegging", 8)) &&
	       HAS_ANY_CI(s, n, advice);
}

/* The note that the story is no investment advice (advice_note) in a box
 * of its own under the body, a finance site's ("<div class=disclaimer-box>"
 * after "<div class=news-article__body>"), goes: no kept prose after it,
 * and the box that holds it holds no kept text before it. One set as a
 * paragraph of the body, a blogger's "Risikohinweis: Dieser Artikel ist
 * keine Anlageberatung." under the post, is the post's (the golds keep
 * it), and so is a paragraph that quotes the words in a story whose
 * paragraphs are each in a box ("... it was 'not financial advice'"). */
void drop_advice_notes(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = end - 1; i > first; i--) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		if (b->chars < 40 || !advice_note(x->text.p + b->off, b->len)) {
			if (is_prose(b))
				break;
			continue;
		}
		int prev = i - 1;
		while (prev >= first && x->blocks[prev].keep <= 0)
			prev--;
		if (prev < first)
			break;
		if (nd[nd[b->owner].parent].first_block > prev)
			b->keep = 0;
		else
			break;
	}
}

/* A machine's time stamp alone on its line, ISO 8601 as a page's template
 * prints it unformatted ("2024-11-18T07:41:12.6 +00:00", a Q&A page's
 * post times): no text of the page. Digits, "-", ":", ".", "+", "Z" and
 * spaces only, under ISO_STAMP characters, a "T" between the date and the
 * time. An "add to calendar" widget's hidden fields, the start and the end
 * run together and the event's title and the link after them
 * ("2026-06-27 18:00:002026-06-27 23:30:00Fête de la Saint-JeanAjouter
 * à mon agenda"), open with two such stamps glued or a space between:
 * the line goes whatever follows. */
#ifndef ISO_STAMP
#define ISO_STAMP 40
#endif
static int iso_stamp(const char *s, size_t n)
{
	static const char shape[] = "dddd-dd-ddTdd:dd";
	static const char glued[] = "dddd-dd-dd dd:dd:dddddd-dd-dd dd:dd";
	size_t k = 0, j = 0;
	while (k < sizeof glued - 1 && j < n &&
	       (glued[k] == 'd' ? isdigit((unsigned char)s[j]) : s[j] == glued[k])) {
		k++;
		j++;
		/* (or parted by a space, their spans' edge: field_span) */
		if (k == 19 && j < n && s[j] == ' ')
			j++;
	}
	if (k == sizeof glued - 1)
		return 1;
	if (n < sizeof shape - 1 || n >= ISO_STAMP)
		return 0;
	for (size_t i = 0; i < sizeof shape - 1; i++)
		if (shape[i] == 'd' ? !isdigit((unsigned char)s[i]) : s[i] != shape[i])
			return 0;
	for (size_t i = sizeof shape - 1; i < n; i++)
		if (!isdigit((unsigned char)s[i]) && !strchr("-:.+Z ", s[i]))
			return 0;
	return 1;
}

void drop_iso_stamps(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && iso_stamp(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}

/* The date line right under a byline that went, its box named for the
 * author (H_AUTHOR: a class so named, or author_line's link), in a box
 * whose class names nothing ("<summary><span>Wed 26 Nov 2026 07.00 GMT
 * </span></summary>" under "<a rel=author>Helena Horton</a> Environment
 * reporter"; "12. März 2026, 08:15 Uhr"): a kept line under
 * BYLINE_DATE characters, no link, no heading, no sentence, dated. */
#ifndef BYLINE_DATE
#define BYLINE_DATE 48
#endif
void drop_byline_date(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *p = b - 1;
		const char *s = x->text.p + b->off;
		if (b->keep > 0 && p->keep <= 0 && (x->nodes[p->owner].hint & H_AUTHOR) &&
		    b->len < BYLINE_DATE && !b->link_chars && !(b->tag & F_HEAD) &&
		    !ends_sentence(s, b->len) && dated(s, b->len))
			b->keep = 0;
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

/* A line of links under its label after the body: "Pages that refer to
 * this page: rsync-ssl(1), rsyncd.conf(5)" under a man page, "Siehe auch:
 * Buslinie 672, Fahrplan", "Voir aussi : ...", "Véase también: ...". A
 * label of LINK_LABEL bytes at most that ends in a colon, then two links
 * or more and nothing else but the commas between them: the site's links
 * to its other pages. */
#ifndef LINK_LABEL
#define LINK_LABEL 48
#endif
int label_links(const struct block *b, const char *s)
{
	if (!b->link_chars || b->len >= 200 || b->link_chars * 3 < b->chars)
		return 0;
	const char *c = memchr(s, ':', b->len < LINK_LABEL ? b->len : LINK_LABEL);
	if (!c || c == s)
		return 0;
	int label = 0, commas = 0;
	for (const char *p = s; p <= c; p++)  /* letters, as chars counts them */
		label += *p != ' ' && ((unsigned char)*p & 0xC0) != 0x80;
	for (const char *p = c + 1; p < s + b->len; p++)
		commas += *p == ',';
	return commas && b->chars - b->link_chars <= label + commas;
}

/* Are a and b the same text, a run of digits in one matching any run in
 * the other ("2 Kommentare", "0 Kommentare")? */
static int same_but_counts(const char *a, size_t na, const char *b, size_t nb)
{
	size_t i = 0, j = 0;
	while (i < na && j < nb) {
		if (isdigit((unsigned char)a[i]) && isdigit((unsigned char)b[j])) {
			while (i < na && isdigit((unsigned char)a[i]))
				i++;
			while (j < nb && isdigit((unsigned char)b[j]))
				j++;
		} else if (a[i++] != b[j++]) {
			return 0;
		}
	}
	return i == na && j == nb;
}

/* Does block i's text come again in a later block before end? A comment
 * heading that does ("Add a comment" under each answer of a question) is
 * a post's widget, not the page's comment section; and so is one in a
 * box named for comments whose text comes again but for its count, "2
 * Kommentare", "0 Kommentare", each answer's on a Q&A portal (a list of
 * teasers' counts, "15 comments", "10 comments", has no such box). */
int repeated_below(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	int counts = x->nodes[b->owner].incm;
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->len == b->len && !memcmp(x->text.p + e->off, s, b->len))
			return 1;
		if (counts && e->len + 4 >= b->len && e->len <= b->len + 4 &&
		    same_but_counts(x->text.p + e->off, e->len, s, b->len))
			return 1;
	}
	return 0;
}

/* Is element k inside a blockquote below box a? A link there is the
 * source of a quotation ("Quote from: X on <date>"), no headline. (A box
 * that is a blockquote is an embedded post: its source at its foot.) */
int in_quote(const struct extractor *x, int k, int a)
{
	for (; k > a; k = x->nodes[k].parent)
		if (x->nodes[k].tag & F_QUOTE)
			return 1;
	return 0;
}

/* An issue tracker's comment header in a box named a header (a comment's,
 * "timeline-comment-header", "comment-header"): the poster's
 * linked name opens a short line (as name_stamp's) and holds a year or a
 * time, the comment's permalink ("lfriis commented Nov 20, 2026", "klaus-b hat
 * 21.11.2026 kommentiert", "nbenali a commenté le 24 nov. 2026"): the
 * post's header, the one short paragraph under it no teaser's. */
static int name_date(const struct extractor *x, const struct block *e, int c)
{
	int k = x->nodes[e->owner].nearest_neg;
	return k > c && e->lead >= POSTHEAD_LEAD && e->lead <= POSTHEAD_NAME &&
	       e->words <= 8 && e->chars <= POSTHEAD_MAX &&
	       (x->nodes[k].negkey == neg_bit("header", 6) ||
	        (x->nodes[k].hint & (H_COMMENTS | H_BOILER)) == (H_COMMENTS | H_BOILER)) &&
	       (has_year(x->text.p + e->off, e->len) || clock_time(x->text.p + e->off, e->len));
}

/* A block under a boilerplate hint in a card below container c that is
 * under an author hint, or a date under a date hint: a post's header
 * ("<div class=answer-header><a class=userinfo-name>", "<div
 * class=email-date>"), no teaser's headline; so is a live blog entry's
 * stamp in a box named a header, "<header class=c_h>Publié à 16h58", "<div
 * class=ticker-posting-header>20:15 Katharina Mittelstaedt": the entries
 * were dropped as teaser cards. */
int post_header(const struct extractor *x, const struct block *e, int c)
{
	int m = x->nodes[e->owner].nearest_meta;
	return (m > c && ((x->nodes[m].hint & H_AUTHOR) ||
	                  date_link(x->text.p + e->off, e->len))) ||
	       entry_stamp(e, x->text.p + e->off) || name_date(x, e, c);
}

/* Is block e's boilerplate hint its own heading's name, "header" and no
 * other word? A page builder's card names its linked title so ("<h4
 * class=et_pb_module_header><a>Arbeitsrecht</a>", a service over its
 * text): the title of a card, not a box of boilerplate around it. */
int named_head(const struct extractor *x, const struct block *e)
{
	const struct node *nd = x->nodes;
	int k = nd[e->owner].nearest_neg;
	for (int m = e->owner; m >= 0 && m >= k; m = nd[m].parent)
		if (m == k)
			return (nd[k].tag & F_HEAD) && !(nd[k].tag & F_H1) &&
			       nd[k].negkey == neg_bit("header", 6);
	return 0;
}

/* A live blog entry's title in its header box with its stamp: a heading
 * (h2-h6, no link, under 120 characters) right after an entry stamp under
 * the same boilerplate hint below container c ("<header class=
 * lx-post__header><time>14:32</time><h3>Chancellor arrives ...</h3>"). */
int header_title(const struct extractor *x, const struct block *e, int c)
{
	const struct node *nd = x->nodes;
	int neg = nd[e->owner].nearest_neg;
	return neg > c && e > x->blocks && (e->tag & (F_HEAD | F_H1)) == F_HEAD &&
	       !e->link_chars && e->chars < 120 && nd[e[-1].owner].nearest_neg == neg &&
	       entry_stamp(&e[-1], x->text.p + e[-1].off);
}

/* A reply's subject ("Re: <the thread's title>", German "AW:", Dutch
 * "Antw:", Polish "Odp:", Scandinavian "Sv:", Finnish "Vs:", Italian "R:",
 * "Rif:", Spanish "RV:"): a post's title, no headline of a teaser. */
int reply_subject(const char *s, size_t n)
{
	static const char *const w[] = {
		"re:", "aw:", "antw:", "odp:", "sv:", "vs:", "r:", "rif:", "rv:",
		"r\xC3\xA9" "f:",
	};
	return STARTS_ANY_CI(s, n, w);
}

/* Is block e a reply's title in a thread, "Re: <headline>", "AW: ...",
 * below the headline: the subject that a forum sets over each post as a
 * link to it, under the thread's title (Simple Machines', vBulletin's)? A
 * teaser's headline names another page; one that names this page (a
 * blog's list of its latest posts) has no reply's mark. */
int thread_subject(const struct extractor *x, const struct block *e)
{
	if (x->headline < 0 || e - x->blocks <= x->headline)
		return 0;
	const struct block *h = &x->blocks[x->headline];
	const char *s = x->text.p + e->off;
	size_t n = e->len;
	if (n <= h->len || !reply_subject(s, n))
		return 0;
	const char *c = memchr(s, ':', n);
	for (c++; c < s + n && *c == ' '; c++)
		;
	n -= (size_t)(c - s);
	return n == h->len && !strncasecmp(c, x->text.p + h->off, n);
}

/* Is box a (or one of its KIN_UP nearest ancestors below container c, none
 * holding block b) of the tag and class of a box around block b, the
 * body's longest paragraph? A card of short links so made is a reply in
 * the thread whose first post holds the body. */
#ifndef KIN_UP
#define KIN_UP 3
#endif
int body_kin(const struct extractor *x, int c, int a, int b)
{
	const struct node *nd = x->nodes;
	if (b < 0)
		return 0;
	for (int k = a, up = 0; k > c && up <= KIN_UP; k = nd[k].parent, up++) {
		if (nd[k].first_block <= b && b < nd[k].end_block)
			return 0;
		if (!nd[k].cls)
			continue;
		for (int m = x->blocks[b].owner; m > c; m = nd[m].parent)
			if (nd[m].cls == nd[k].cls)
				return 1;
	}
	return 0;
}

/* A heading (h2-h6, no link, no sentence, no date, no byline, no comment
 * section's) whose box's next block is a paragraph of link-free prose in
 * the same box: a card's title over its text (a company's service),
 * whatever words it opens with. */
int card_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	return (b->tag & (F_HEAD | F_H1)) == F_HEAD && !b->link_chars &&
	       !ends_sentence(s, b->len) && !date_link(s, b->len) &&
	       !starts_with_word(s, b->len, "by ") && !comment_head(b, s) &&
	       i + 1 < end &&
	       is_prose(nb) && !nb->link_chars &&
	       nd[nb->owner].parent == nd[b->owner].parent;
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

/* A question (3+ words, no link, ending in "?") over a paragraph of
 * link-free prose in its box, the answer within two levels: an FAQ's item
 * of an accordion, its question named a title ("elementor-tab-title").
 * A link within the page is the accordion's toggle ("<h4 class=
 * panel-title><a href=#faq-3>...?</a>", Avada's, WPBakery's), and the
 * box may hold the pair alone further up, past the boxes around the
 * question and around the answer ("panel-heading", "panel-collapse").
 * With links set, the answer may hold a link in under 1/FAQ_LINKS of its
 * text ("Legen Sie uns vorher einen <a>Heil- und Kostenplan</a> vor."):
 * an accordion's answers after the body (faq_after). */
int faq_pair(const struct extractor *x, int i, int end, int links)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (i + 1 >= end || !n || s[n - 1] != '?' || b->words < 3 ||
	    b->link_chars != b->anchor_chars || !is_prose(nb) ||
	    nb->link_chars * FAQ_LINKS > nb->chars * links)
		return 0;
	int p = nd[b->owner].parent, q = nd[nb->owner].parent;
	if (p >= 0 && (q == p || (q >= 0 && nd[q].parent == p)))
		return 1;
	for (int a = p, k = 0; a >= 0 && k < 3 && nd[a].first_block == i; a = nd[a].parent, k++)
		if (nd[a].end_block > i + 1)
			return nd[a].end_block == i + 2;
	return 0;
}

int faq_question(const struct extractor *x, int i, int end)
{
	return faq_pair(x, i, end, 0);
}

/* Is boilerplate box n, named a header and nothing else, past a paragraph
 * of the body, a heading's box with no link in it? The header of a section
 * of the body (a recipe card's, "mv-create-header": its title, description
 * and times), not the site's: its name is no verdict. */
int body_header(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && d->nheads >= 1 && d->nprose >= 1 &&
	       d->plain == d->tchars;
}

/* Does box a hold a lead by its markup (marked_lead)? */
int lead_in(const struct extractor *x, int a)
{
	for (int j = x->nodes[a].first_block; j < x->nodes[a].end_block; j++)
		if (marked_lead(x, &x->blocks[j]))
			return 1;
	return 0;
}

/* Is boilerplate box n, named a header and nothing else, the article's
 * header: the box around the headline? */
int headline_box(const struct extractor *x, int n)
{
	const struct node *d = &x->nodes[n];
	return d->negkey == neg_bit("header", 6) && x->headline >= d->first_block &&
	       x->headline < d->end_block;
}

/* A block of pictographs alone ("💡", "⚠️" over a callout's text, Ghost's
 * "kg-callout-emoji", Notion's page icon): an icon, no text. Emoji and
 * symbols (U+1F000 up; U+2600 to U+27BF; U+2B00 to U+2BFF) with their
 * variation selector and joiner, ICON_MAX characters at most. */
int emoji_alone(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	int icons = 0;
	for (size_t i = 0; i < n;) {
		if (u[i] == ' ') {
			i++;
		} else if (u[i] == 0xF0 && i + 3 < n && u[i + 1] == 0x9F) {
			icons++;
			i += 4;
		} else if (u[i] == 0xE2 && i + 2 < n &&
		           ((u[i + 1] >= 0x98 && u[i + 1] <= 0x9E) ||
		            (u[i + 1] >= 0xAC && u[i + 1] <= 0xAF))) {
			icons++;
			i += 3;
		} else if (i + 2 < n && ((u[i] == 0xEF && u[i + 1] == 0xB8 && u[i + 2] == 0x8F) ||
		                         (u[i] == 0xE2 && u[i + 1] == 0x80 && u[i + 2] == 0x8D))) {
			i += 3;  /* the variation selector, the joiner */
		} else {
			return 0;
		}
	}
	return icons > 0;
}

/* A block of digits alone ("2"): in a list item, a counter (Invision's
 * reactions under a post, "<li class=ipsReact_reactCount>"), which context
 * smoothing kept between paragraphs. */
int lone_number(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return 0;
	return n > 0;
}

/* A date by its figures: a time or a date in figures ("17:40",
 * "26.11.2026"), a year ("März 2024", "Office 2021") or a date as one
 * number ("Sunday 121111"); a short number alone is none ("2. Angebot", a
 * step's title; "Microsoft 365", a product). */
int dated(const char *s, size_t n)
{
	if (clock_time(s, n))
		return 1;
	for (size_t i = 0; i + 4 <= n; i++) {
		if (i > 0 && isdigit((unsigned char)s[i - 1]))
			continue;
		size_t d = 0;
		while (i + d < n && isdigit((unsigned char)s[i + d]))
			d++;
		if (d >= 5 || (d == 4 && ((s[i] == '1' && s[i + 1] == '9') ||
		                          (s[i] == '2' && s[i + 1] == '0'))))
			return 1;  /* a year, or a date as one number ("121111") */
	}
	return 0;
}

/* A byline's line that gives the reading time: a figure of minutes and a
 * word that says reading follows ("3. Februar 2025 · 6 Min. Lesezeit",
 * "Bewegung · 12. November 2024 · 4 Min. Lesezeit", "7 min read", "5 min
 * de lecture", "2 Min. de lectura", "4 minuti di lettura", "3 min
 * leestijd"), or the minutes close a line with a date in it and a dot or
 * a bar between its parts ("Felix Brandner 07.05.2025 · 6 Min."), or
 * close a line with a date in figures and its year in it ("Andrea
 * Fontana (Text) 21.11.2026, 05.30 Uhr 12 min", "14.03.2025 8 min"): the
 * line a blog or magazine sets in utility or hashed classes between its
 * headline and its text, no class to name it a byline. Under READ_LINE
 * bytes; a recipe's times ("Backzeit 30 Min.") have no date nor dot. */
#ifndef READ_LINE
#define READ_LINE 100
#endif

/* A date in figures with its year in s[0..n) ("21.11.2026", "3/4/2025"). */
int figure_date(const char *s, size_t n)
{
	for (size_t i = 0; i + 8 <= n; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i, parts = 0;
		while (parts < 2) {
			size_t d = 0;
			while (j + d < n && isdigit((unsigned char)s[j + d]))
				d++;
			if (!d || d > 2 || j + d >= n || (s[j + d] != '.' && s[j + d] != '/'))
				break;
			j += d + 1;
			parts++;
		}
		if (parts == 2 && j + 4 <= n && lone_number(s + j, 4) &&
		    (j + 4 == n || !isdigit((unsigned char)s[j + 4])))
			return 1;
	}
	return 0;
}

int read_time_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"read", "lese", "de lect", "de lei", "di lett", "lectura", "lecture",
		"lettura", "leitura", "leestijd", "lezen",
	};
	if (n >= READ_LINE)
		return 0;
	for (size_t i = 0; i + 3 < n; i++) {
		if (!isdigit((unsigned char)s[i]))
			continue;
		size_t j = i + 1;
		if (j < n && s[j] == ' ')
			j++;
		if (j + 3 > n || strncasecmp(s + j, "min", 3))
			continue;
		j += 3;
		while (j < n && (isalpha((unsigned char)s[j]) || s[j] == '.'))
			j++;
		while (j < n && s[j] == ' ')
			j++;
		if (j == n)
			return (dated(s, n) && (has_ci(s, n, "\xC2\xB7") || memchr(s, '|', n))) ||
			       figure_date(s, i);
		size_t k = 0;
		while (k < sizeof w / sizeof *w && !starts_with_ci(s + j, n - j, w[k]))
			k++;
		if (k == sizeof w / sizeof *w)
			continue;
		/* the word ends the line or a part of it: "20 minutes read
		 * Wings 16, Canucks 5" is a sentence */
		for (j += strlen(w[k]); j < n && isalpha((unsigned char)s[j]); j++)
			;
		while (j < n && s[j] == ' ')
			j++;
		if (j == n || s[j] == '|' || (j + 1 < n && !memcmp(s + j, "\xC2\xB7", 2)))
			return 1;  /* "· Aktualisiert ...", "| Updated ..." */
	}
	return 0;
}

/* A news story's stamp line, set between its headline and its text or
 * under it in a box whose class names nothing ("news-detail-info",
 * "ArticleMeta_times__r3"): a short line, no link and no sentence, that
 * holds a time of day in figures with a colon ("11:24"; "QS8.1 ...
 * (Updated Sep 24 '02)" is a review's title) and a word that says when
 * the story went up or was changed ("Haber Merkezi Giriş: 27.11.2026 - 11:24
 * Güncelleme: 27.11.2026 - 12:05", "27.11. 9:12 • Päivitetty 27.11.
 * 11:40", "Publicerad 26 nov 2026 kl 16:00", "Veröffentlicht: 27.11.2026,
 * 10:05 Uhr", "Обновлено 14:32"; a date alone, "Tucson, Arizona |
 * Published: 01.09.2008", is a dateline). An event's date and hour ("Samstag,
 * 12. Dezember, 19:30 Uhr") under its title has no such word and stays,
 * and so does a forum post's date over its subject ("Samstag, 13. Juni
 * 2009, 16:40"), a line of the thread. A byline that holds its date and
 * hour is such a line too, the author's name before the stamp ("Von Jonas
 * Reiter 24.11.2026, 06:00 Uhr", "By Jane Doe Nov 24, 2026 6:00 a.m.",
 * "Par Marie Dubois le 24/11/2026 à 06:00", "Por Ana Ruiz 24/11/2026
 * 06:00"), or after the stamp ("27.11.2026 17:00 von Redaktion"); a
 * forum post's "von Peter » 24.11.2026, 06:00" keeps its
 * arrow and stays, and so does a span of hours that "von" opens, a
 * figure and no name after it: a hotel's check-in under its label ("Check-
 * in" over "Von 15:00 bis 22:00 Uhr"), a Tuesday's opening hours ("Di
 * 10:00 - 18:00 Uhr", Italian's "di"). */
#ifndef STAMP_LINE
#define STAMP_LINE 100
#endif
#ifndef STAMP_BYLINE
#define STAMP_BYLINE 64
#endif
#ifndef STAMP_GAP
#define STAMP_GAP 8
#endif
int stamp_line(const struct block *b, const char *s)
{
	static const char *const when[] = {
		"published", "updated", "posted", "ver\xC3\xB6" "ffentlicht", "aktualisiert",
		"publi\xC3\xA9", "mis \xC3\xA0 jour", "publicado", "actualizado",
		"pubblicato", "aggiornato", "gepubliceerd", "bijgewerkt", "publicerad",
		"uppdaterad", "publisert", "oppdatert", "udgivet", "opdateret",
		"julkaistu", "p\xC3\xA4ivitetty", "opublikowano", "aktualizacja",
		"zaktualizowano", "publikov\xC3\xA1no", "aktualizov\xC3\xA1no",
		"publikovan\xC3\xA9", "aktualizovan\xC3\xA9", "friss\xC3\xADtve",
		"publik\xC3\xA1lva", "publicat", "actualizat", "objavljeno", "a\xC5\xBEurirano",
		"yay\xC4\xB1nlanma", "g\xC3\xBCncelleme", "giri\xC5\x9F:",
		"Опублик", "опублик", "Обнов", "обнов", "Онов", "онов",
	};
	if (b->len >= STAMP_LINE || b->link_chars || (b->tag & F_HEAD) || b->words < 2 ||
	    ends_sentence(s, b->len))
		return 0;
	const char *p = s + 1;
	while ((p = memchr(p, ':', b->len - 1 - (size_t)(p - s))) &&
	       !(isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])))
		p++;
	static const char *const by[] = {
		"von ", "by ", "par ", "por ", "di ", "door ", "av ", "af ",
	};
	if (!p)
		return 0;
	if (HAS_ANY_CI(s, b->len, when))
		return 1;
	const char *sp = memchr(s, ' ', b->len);  /* past the word "von", "by" */
	if (b->len >= STAMP_BYLINE || memmem(s, b->len, "\xC2\xBB", 2) || !dated(s, b->len))
		return 0;
	if (starts_any_ci(s, b->len, by, sizeof by / sizeof *by))
		return sp && sp + 1 < s + b->len && !isdigit((unsigned char)sp[1]);
	/* or the stamp first, the byline right after its hour (past "Uhr",
	 * a dot or a bar: STAMP_GAP bytes at most), a capital opening the
	 * name: "27.11.2026 17:00 von Redaktion" (Contao's "<p class=info>"),
	 * "24/11/2026 06:00 par Marie Dubois"; a match's minute over its
	 * line ("59:12 Lichtlein pariert den Wurf von Gidsel") is none */
	static const char *const after[] = {
		" von ", " by ", " par ", " por ", " door ", " av ", " af ",
	};
	const char *h = p + 3;  /* past the minutes */
	for (size_t k = 0; k < sizeof after / sizeof *after && h < s + b->len; k++) {
		size_t m = strlen(after[k]), rest = b->len - (size_t)(h - s);
		const char *q = memmem_ci(h - 1, rest + 1, after[k]);
		if (q && q + 1 - h <= STAMP_GAP && q + m < s + b->len &&
		    (isupper((unsigned char)q[m]) || (unsigned char)q[m] >= 0xC3))
			return 1;
	}
	return 0;
}

/* A point of a span at s[i]: a year ("2016") or a month and its year
 * ("08/2016", "3.2019"); where it ends, or 0. */
static size_t span_point(const char *s, size_t n, size_t i)
{
	size_t k = i;
	while (k < n && k - i < 2 && isdigit((unsigned char)s[k]))
		k++;
	if (k > i && k + 1 < n && (s[k] == '/' || s[k] == '.'))
		i = k + 1;
	if (n - i < 4 || (s[i] != '1' && s[i] != '2') || !lone_number(s + i, 4) ||
	    (n - i > 4 && isdigit((unsigned char)s[i + 4])))
		return 0;
	return i + 4;
}

/* A year alone, or a span of years ("1878", "1998-2004", "1998 – 2004"):
 * a step of a company's history in its timeline; and a step of a CV,
 * its span in months or open ("08/2016 – 02/2021", "03.2019 - heute",
 * "2021 – present", "seit 03/2021", "since 2019", "depuis 2020", "desde
 * 2018"). */
int bare_year(const char *s, size_t n)
{
	static const char *const since[] = {
		"seit ", "since ", "depuis ", "desde ", "dal ", "sinds ",
	};
	static const char *const now[] = {
		"heute", "today", "present", "now", "aujourd'hui", "hoy", "oggi",
		"nu", "jetzt", "actuel",
	};
	size_t i = 0, m;
	for (size_t k = 0; k < sizeof since / sizeof *since; k++)
		if (starts_with_ci(s, n, since[k])) {
			i = strlen(since[k]);
			break;
		}
	if (!(m = span_point(s, n, i)))
		return 0;
	if (i)
		return m == n;
	if (m == n)
		return n == 4;  /* a month alone is a post's date */
	i = m;
	while (i < n && (s[i] == ' ' || s[i] == '-'))
		i++;
	if (i + 3 < n && !memcmp(s + i, "\xE2\x80\x93", 3))  /* an en dash */
		i += 3;
	while (i < n && s[i] == ' ')
		i++;
	if (i == m)
		return 0;
	for (size_t k = 0; k < sizeof now / sizeof *now; k++)
		if (n - i == strlen(now[k]) && starts_with_ci(s + i, n - i, now[k]))
			return 1;
	return span_point(s, n, i) == n;
}

/* A chapter's number alone over its title, a scrollytelling story's or a
 * long read's label ("Kapitel 3", "Chapter IV", "Chapitre 2", "Capítulo
 * 5", "Hoofdstuk 1", "Teil 2"): the word, a space, and a number in
 * figures or in Roman ones. */
int chapter_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"kapitel ", "chapter ", "chapitre ", "capitulo ", "cap\xC3\xADtulo ",
		"capitolo ", "hoofdstuk ", "teil ", "part ", "partie ", "parte ",
	};
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t m = strlen(w[k]);
		if (n <= m || n > m + 4 || !starts_with_ci(s, n, w[k]))
			continue;
		size_t i = m;
		while (i < n && (isdigit((unsigned char)s[i]) || strchr("IVXL", s[i])))
			i++;
		return i == n;
	}
	return 0;
}

/* A player's running time alone on its line, under a video's title:
 * minutes, a colon, two digits and "min" ("1:42 min", "01:12 Min."); or
 * the time, a dash, a bar or a dot, and the clip's source, its label and
 * MEDIA_SOURCE bytes at most ("02:14 - Source: CNN", "1:05 | Quelle:
 * Reuters", "3:20 · Fuente: EFE"). */
#ifndef MEDIA_SOURCE
#define MEDIA_SOURCE 40
#endif
int media_duration(const char *s, size_t n)
{
	static const char *const src[] = {
		"source:", "source :", "quelle:", "fuente:", "fonte:", "bron:",
	};
	size_t i = 0;
	while (i < n && i < 3 && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i + 7 > n || s[i] != ':' || !isdigit((unsigned char)s[i + 1]) ||
	    !isdigit((unsigned char)s[i + 2]) || s[i + 3] != ' ')
		return 0;
	i += 4;
	if (!strncasecmp(s + i, "min", 3)) {
		i += 3;
		return i == n || (i + 1 == n && s[i] == '.');
	}
	/* the separator: a hyphen or a bar, or a dash or a dot of two
	 * or three bytes */
	size_t d = s[i] == '-' || s[i] == '|' ? 1 :
	           i + 1 < n && (unsigned char)s[i] == 0xC2 && (unsigned char)s[i + 1] == 0xB7 ? 2 :
	           i + 2 < n && (unsigned char)s[i] == 0xE2 && (unsigned char)s[i + 1] == 0x80 &&
	           ((unsigned char)s[i + 2] == 0x93 || (unsigned char)s[i + 2] == 0xA2) ? 3 : 0;
	if (!d || i + d >= n || s[i + d] != ' ')
		return 0;
	i += d + 1;
	return n - i <= MEDIA_SOURCE && STARTS_ANY_CI(s + i, n - i, src);
}

/* A slideshow's counter over or under each picture: "Bild 2 von 12",
 * "Image 3 of 12", "Photo 3 sur 12", "Foto 3 de 12", "Bild 3/12": up to
 * one word, a number, "of" in one of the major European languages (or a
 * slash after a word: "9/10" alone is a rating), a number no smaller than
 * the first; furniture, not a caption. */
int slide_counter(const char *s, size_t n)
{
	static const char *const of[] = {
		"von", "of", "sur", "de", "di", "van", "z", "ze", "av", "af", "/",
		"\xD0\xB8\xD0\xB7",
	};
	size_t i = 0, w = 0;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	if (i) {  /* the word ("Bild", "Slide"): letters, a sign or two */
		if (i > 16 || i >= n || s[i] != ' ')
			return 0;
		for (size_t k = 0; k < i; k++)
			w += isalpha((unsigned char)s[k]) || (unsigned char)s[k] >= 0x80;
		if (w * 2 < i)
			return 0;
		i++;
	}
	long a = 0, b = 0;
	size_t d = i;
	while (i < n && isdigit((unsigned char)s[i]) && i - d < 4)
		a = a * 10 + (s[i++] - '0');
	if (i == d)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	size_t c = i;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	int hit = word_is(s + c, i - c, of, sizeof of / sizeof *of);
	unsigned char e = d ? s[d - 2] : 0;  /* the word's last letter */
	if (!hit || (s[c] == '/' && !isalpha(e) && e < 0x80))
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	d = i;
	while (i < n && isdigit((unsigned char)s[i]) && i - d < 4)
		b = b * 10 + (s[i++] - '0');
	while (i < n && s[i] == ' ')
		i++;
	/* (a CV's month and its year after a slash, "seit 03/2021", is
	 * bare_year's; a test badge's "TESTSIEGER 11/2026" stays one) */
	return i == n && i > d && a >= 1 && a <= b && !(b > 999 && bare_year(s, n));
}

/* A Q&A page's heading over the answers, their count: "3 Answers", "3
 * Antworten", "3 r\xC3\xA9ponses", "3 respuestas"; furniture, not the text's. */
int answer_count(const char *s, size_t n)
{
	static const char *const w[] = {
		"answers", "answer", "antworten", "antwort", "r\xC3\xA9ponses", "r\xC3\xA9ponse",
		"respuestas", "respuesta", "risposte", "risposta", "respostas", "resposta",
		"antwoorden", "antwoord",
	};
	size_t i = 0;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	return i && i < n && s[i] == ' ' && word_is(s + i + 1, n - i - 1, w, sizeof w / sizeof *w);
}

/* A listing's control over posts, answers, comments or reviews, no
 * sentence of theirs: a sort or filter control's label alone on its line
 * ("Sortiert nach:", "Sort by:", "Trier par :", "Ordenar por:", "Filtern
 * nach:", "Filtra per:", "Sorteer op:"; a Lemmy thread's "Sortieren:",
 * "Trier :" over its comments), or a count of views alone ("1.284
 * Aufrufe", "412 views", "1,2k vues", "3.100 visitas") or first in a line
 * of tallies (64 characters at most): a Q&A page's or a thread's furniture
 * between its posts. */
int list_control(const char *s, size_t n)
{
	static const char *const ctl[] = {
		"sortiert nach", "sortieren nach", "sortierung", "sort by", "sorted by",
		"trier par", "tri\xC3\xA9 par", "ordenar por", "ordenado por", "ordina per",
		"ordinati per", "sorteer op", "sorteren op", "filtern nach", "filter by",
		"filtrer par", "filtrar por", "filtra per", "filter op", "filteren op",
	};
	/* the bare verb as the label, only with its colon: "Sortieren:",
	 * "Trier :", "Sort:", "Ordenar:", "Ordina:", "Sorteer:" (a line
	 * "Trier" alone is the town's name) */
	static const char *const verb[] = {
		"sortieren", "sort", "trier", "ordenar", "ordina", "sorteer",
		"sorteren",
	};
	static const char *const views[] = {
		"aufrufe", "zugriffe", "views", "vues", "visites", "visitas",
		"visualizaciones", "visualizzazioni", "weergaven",
	};
	if (!n || n > 64)
		return 0;
	if (label_is(s, n, ctl, sizeof ctl / sizeof *ctl) ||
	    (s[n - 1] == ':' && label_is(s, n, verb, sizeof verb / sizeof *verb)))
		return 1;
	size_t i = figure_len(s, n);
	if (!i)
		return 0;
	if (i < n && (s[i] == 'k' || s[i] == 'K'))
		i++;
	if (i >= n || s[i] != ' ')
		return 0;
	i++;
	/* alone, or first in a line of tallies ("8.4K views · View upvotes ·
	 * View 3 shares", "1.284 Aufrufe | 12 Antworten") */
	for (size_t k = 0; k < sizeof views / sizeof *views; k++) {
		size_t vl = strlen(views[k]), r = i + vl;
		if (n - i < vl || strncasecmp(s + i, views[k], vl))
			continue;
		if (r == n ? n <= 32 : (r + 2 < n && s[r] == ' ' &&
		                       (s[r + 1] == '|' || !strncmp(s + r + 1, "\xC2\xB7", 2) ||
		                        !strncmp(s + r + 1, "\xE2\x80\xA2", 3))))
			return 1;
	}
	return 0;
}

/* A listing's tally of its views set in a line of its stats, anywhere in
 * it and counted "186x" as much as "186" (a classified ad's "Sinds 21 nov.
 * '26 186x bekeken 14x bewaard", "28.11.2026 412 Aufrufe", "Publiée il y a
 * 2 jours 1 204 vues", "Hace 3 días 98 visitas"): a line of VIEW_LINE
 * characters at most, not closing a sentence, where a figure (by "x" or
 * "\xC3\x97") is right before a word for views; no text of the item. */
#define VIEW_LINE 64
int view_tally(const char *s, size_t n)
{
	static const char *const views[] = {
		"aufrufe", "zugriffe", "views", "vues", "visites", "visitas",
		"visualizaciones", "visualizzazioni", "weergaven", "bekeken", "gezien",
		"angesehen", "mal angesehen", "mal aufgerufen", "visualizzata", "visualizado",
	};
	if (n < 8 || n > VIEW_LINE || strchr(".!?", s[n - 1]))
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isalnum((unsigned char)s[i - 1])))
			continue;
		size_t j = i + figure_len(s + i, n - i);
		if (j < n && (s[j] == 'x' || s[j] == 'X'))
			j++;
		else if (j + 1 < n && !strncmp(s + j, "\xC3\x97", 2))
			j += 2;
		if (j >= n || s[j] != ' ') {
			i = j;
			continue;
		}
		j++;
		for (size_t k = 0; k < sizeof views / sizeof *views; k++) {
			size_t vl = strlen(views[k]);
			if (n - j >= vl && !strncasecmp(s + j, views[k], vl) &&
			    (j + vl == n || !isalpha((unsigned char)s[j + vl])))
				return 1;
		}
		i = j - 1;
	}
	return 0;
}

/* A post's salutation, "Hallo zusammen,", "Hi all,", "Bonjour,", "Bonjour
 * à toutes et à tous,", "Hola a todos y todas,": a line of up to
 * SALUTE_WORDS words, no link, that ends with a comma right over a kept
 * paragraph of prose. */
#ifndef SALUTE_WORDS
#define SALUTE_WORDS 6
#endif
int salutation(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	return b->len && x->text.p[b->off + b->len - 1] == ',' && !b->link_chars &&
	       b->words <= SALUTE_WORDS && i + 1 < end && x->blocks[i + 1].keep == 1 &&
	       is_prose(&x->blocks[i + 1]);
}

/* A post's closing line, "Liebe Grüße", "Eure Katrin", "Cheers,", "Bisous",
 * "Der Vorstand":
 * a line of up to VALE_WORDS words, no link, that opens with a closing
 * word of the major European languages. */
#ifndef VALE_WORDS
#define VALE_WORDS 4
#endif
static const char *const vale_words[] = {
	"liebe grüße", "viele grüße", "herzliche grüße", "beste grüße", "liebe grüsse",
	"viele grüsse", "lg ", "eure ", "euer ",
	/* a hobby blog's warmer ones, "Ganz liebe Grüße", "Alles Liebe" */
	"ganz liebe grüße", "ganz viele grüße", "liebste grüße", "sonnige grüße",
	"alles liebe", "herzlichst", "bis bald", "bis dahin", "cheers",
	/* a news site's morning briefing signed by its author, "Herzlich,
	 * <br>Ihre Nina Brandt", "Amicalement", "Warmly," */
	"herzlich,", "herzlich ihr", "herzlich ihre", "amicalement", "warmly,",
	"best wishes", "kind regards", "warm regards", "love,", "xoxo", "bisous",
	"à bientôt", "amitiés", "un abrazo", "besos", "saludos", "un saluto",
	"saluti", "a presto", "groetjes", "liefs", "hartelijke groet", "tot snel",
	/* a weekly newsletter's, "Bis nächste Woche,<br>Mira", "See you next
	 * week", "À la semaine prochaine" */
	"bis nächste woche", "bis zur nächsten", "bis zum nächsten mal",
	"see you next week", "à la semaine prochaine", "à la prochaine",
	"hasta la próxima", "hasta la semana", "alla prossima", "tot volgende week",
	"tot de volgende",
	/* an association's news signed by its board or team, "Der Vorstand",
	 * "Ihr Kita-Team", "Ihre Feuerwehr Weilerbach", "Le comité", "Het
	 * bestuur", "Il comitato", "The committee" */
	"ihr ", "ihre ", "der vorstand", "die vorstandschaft", "le comité", "het bestuur",
	"il comitato", "the committee", "la junta directiva",
	/* a support forum's and a Q&A page's formal ones */
	"mit freundlichen grüßen", "mit freundlichen grüssen", "freundliche grüße",
	"freundliche grüsse", "beste grüsse", "best regards", "bien cordialement",
	"bien à vous", "un saludo", "cordiali saluti", "met vriendelijke groet",
	"vriendelijke groet",
};
/* ... and one word alone before the name ("Gruß Tobias", "Regards, Kim";
 * "Grußwort" is no closing) */
static const char *const vale_word[] = {
	"gruß", "grüße", "gruss", "grüsse", "mfg", "regards", "cordialement", "groeten",
};
static int valediction(const struct extractor *x, const struct block *b)
{
	if (b->link_chars || b->words > VALE_WORDS || b->chars > 40)
		return 0;
	const char *s = x->text.p + b->off;
	for (size_t k = 0; k < sizeof vale_words / sizeof *vale_words; k++)
		if (starts_with_ci(s, b->len, vale_words[k]))
			return 1;
	for (size_t k = 0; k < sizeof vale_word / sizeof *vale_word; k++) {
		size_t wl = strlen(vale_word[k]);
		if (starts_with_ci(s, b->len, vale_word[k]) &&
		    (wl == b->len || s[wl] == ' ' || s[wl] == '\n' || s[wl] == ','))
			return 1;
	}
	return 0;
}

/* A post's closing at its end: a closing line right under a kept block, and
 * a name under it, a line of up to two words, no link ("Renate"). */
int closing(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	if (i > first && b[-1].keep == 1 && valediction(x, b))
		return 1;
	return i > first + 1 && b[-2].keep == 1 && b->words <= 2 && !b->link_chars &&
	       b->chars <= 30 && valediction(x, &b[-1]);
}

/* Block j is under a caption of another picture than block i's: neither
 * caption element holds the other's block. */
int other_caption(const struct extractor *x, int i, int j, int c)
{
	const struct node *nd = x->nodes;
	int ci = nd[x->blocks[i].owner].nearest_cap, cj = nd[x->blocks[j].owner].nearest_cap;
	return cj > c && ci != cj &&
	       !(nd[ci].first_block <= j && j < nd[ci].end_block) &&
	       !(nd[cj].first_block <= i && i < nd[cj].end_block);
}

/* Has s[0..n) k or more spaces (words set apart, not a CJK line)? */
int spaced(const char *s, size_t n, int k)
{
	for (size_t i = 0; i < n && k > 0; i++)
		k -= s[i] == ' ';
	return k <= 0;
}

/* ... or of two sentences or more whose last lost its full stop: a stop
 * after a word of five letters or more (three if in lower case), a
 * capital after it, three words or more on either side ("Ab Mitte
 * Dezember fahren Nightline-Busse alle 15 Minuten. Die Grünen fordern
 * mehr", "Le maire a tranché lundi. Les travaux reprennent en mars"); an
 * abbreviation ("Prof. Dr. Weber", "St. Gallen") has fewer letters. */
int inner_stop(const char *s, size_t n)
{
	int before = 0;
	for (size_t i = 0; i + 2 < n; i++) {
		if (s[i] == ' ') {
			before++;
			continue;
		}
		if ((s[i] != '.' && s[i] != '?' && s[i] != '!') || s[i + 1] != ' ' || before < 3)
			continue;
		size_t k = i;
		while (k > 0 && isalpha((unsigned char)s[k - 1]))
			k--;
		unsigned char c = (unsigned char)s[i + 2];
		if (i - k < 3 || (i - k < 5 && isupper((unsigned char)s[k])) ||
		    !(isupper(c) || c == 0xC3))
			continue;
		return spaced(s + i + 2, n - i - 2, 3);
	}
	return 0;
}

/* A form after the body in container c (a job ad's application form, a
 * contact form): FORM_BODY characters of prose or more above it in c,
 * none below it (outside forms), and under a third of c's text: its
 * labels, questions and notes ("Resume/CV *", "Do you require visa
 * sponsorship?", "By applying you confirm ...") are no part of the body.
 * A form in the body (a quiz, a calculator) has prose after it. */
#ifndef FORM_BODY
#define FORM_BODY 500
#endif
int form_after(const struct extractor *x, int c, int f)
{
	const struct node *nd = x->nodes;
	if (nd[f].tchars * 3 >= nd[c].tchars)
		return 0;
	long above = 0;
	for (int i = nd[c].first_block; i < nd[f].first_block; i++)
		if (x->blocks[i].w > 0 && is_prose(&x->blocks[i]))
			above += x->blocks[i].chars;
	if (above < FORM_BODY)
		return 0;
	for (int i = nd[f].end_block; i < nd[c].end_block; i++) {
		const struct block *b = &x->blocks[i];
		if (b->w > 0 && is_prose(b) && nd[b->owner].nearest_form <= c)
			return 0;
	}
	return 1;
}

/* Is form f a post of a thread whose posts are named comments
 * (comment_thread), its text set in its edit form (a link board's
 * question and replies, "<div class=comment><form class=usertext><div
 * class=md><p>...")? It holds a line of prose: no form's labels. */
int post_form(const struct extractor *x, int f)
{
	/* a comment form's note on the writer's address is no post's line
	 * ("Your email address will not be published.", "Deine E-Mail-Adresse
	 * wird nicht veröffentlicht.", "ne sera pas publiée", "no será
	 * publicada", "non sarà pubblicato", "wordt niet gepubliceerd") */
	static const char *const note[] = {
		"will not be published", "nicht ver\xC3\xB6""ffentlicht",
		"ne sera pas publi", "no ser\xC3\xA1 publicad", "non sar\xC3\xA0 pubblicat",
		"niet gepubliceerd",
	};
	const struct node *d = &x->nodes[f];
	int post = 0;
	if (!x->cthread)
		return 0;
	for (int i = d->first_block; i < d->end_block; i++) {
		const struct block *b = &x->blocks[i];
		if (!is_prose(b))
			continue;
		if (b->len < 200 && HAS_ANY_CI(x->text.p + b->off, b->len, note))
			return 0;
		post = 1;
	}
	return post;
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
		if (!(nd[f].tag & F_FORM) || nd[f].first_block <= first)
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

/* A title line: a heading h2-h6 or a paragraph all bold, no link. */
int title_line(const struct block *b)
{
	return !b->link_chars && ((b->tag & (F_HEAD | F_H1)) == F_HEAD ||
	                          ((b->tag & F_P) && b->bold_chars == b->chars));
}

/* A list of MID_ITEMS or more linked items, each with MID_TEXT characters
 * outside its link (a year before it, a line after it: "2014: <a>Wilhelm-
 * Raabe-Literaturpreis</a>", "<a>Sphinx</a> – a documentation generator"),
 * between kept blocks of the body (past its heading above) is the body's:
 * a biography's awards, a project's list of tools. Its items and heading
 * are kept; a menu's items are links alone, and a list of related links
 * after the body has no kept block after it. */
#define MID_ITEMS 3
#define MID_TEXT 4
void mid_list(struct extractor *x, int l, int first, int end)
{
	int lf = x->nodes[l].first_block, le = x->nodes[l].end_block;
	if (le - lf < MID_ITEMS || le >= end || x->blocks[le].keep <= 0)
		return;
	for (int i = lf; i < le; i++) {  /* the first, decided already */
		const struct block *b = &x->blocks[i];
		if ((i > lf && b->keep != -5) || !(b->tag & F_LI) || !b->link_chars ||
		    b->chars - b->link_chars < MID_TEXT)
			return;
	}
	int h = lf - 1;
	if (h < first || !(x->blocks[h].keep > 0 || ((x->blocks[h].tag & F_HEAD) &&
	                                             h > first && x->blocks[h - 1].keep > 0)))
		return;
	if (x->blocks[h].tag & F_HEAD)
		x->blocks[h].keep = 2;
	for (int i = lf; i < le; i++)
		x->blocks[i].keep = 2;
}

/* A note's label named a title over the note's text in a small box of
 * their own: "<div class=admonition><p class=admonition-title>Hinweis</p>
 * <p>...</p>" (Sphinx's, MkDocs'), a paragraph of three words or fewer,
 * no link, its own element so named or the box of it alone, the note's
 * paragraph next in the note's box, in a box of its own too: a block
 * editor's notice, "<div class=gb-notice-title><p>Achtung</p></div><div
 * class=gb-notice-text><p>...", a help page's "<p class=notice__title>
 * Hinweis für Android-Kassen", "Remarque importante"; or a plain <div> so
 * named, no date and no caption's (a credit, "Rex/AP Photo"): a news
 * site's box on an interview's subject, "<div class=infobox__title>Zur
 * Person</div><p>Katrin V., 49, ist Professorin ...", "Qui est-elle ?",
 * "About the author". */
int box_label(const struct extractor *x, int i, int end, int meta)
{
	const struct block *b = &x->blocks[i], *nb = b + 1;
	const struct node *nd = x->nodes;
	if (i + 1 >= end || b->words > 3 || b->link_chars ||
	    !((b->tag & F_P) ||
	      ((b->tag & ~F_BLOCK) == 0 && nd[b->owner].nearest_cap < 0 &&
	       !dated(x->text.p + b->off, b->len))) ||
	    (meta != b->owner && (meta != nd[b->owner].parent ||
	                          nd[meta].end_block - nd[meta].first_block != 1)))
		return 0;
	int p = nd[meta].parent;
	return p >= 0 && nd[p].first_block <= i && i + 1 < nd[p].end_block && is_prose(nb) &&
	       !nb->link_chars && nd[p].end_block - nd[p].first_block <= 4;
}

/* Is block j in the box of element k or of one of its two nearest
 * ancestors? */
int near_box(const struct extractor *x, int k, int j)
{
	for (int up = 0; k >= 0 && up < 3; k = x->nodes[k].parent, up++)
		if (x->nodes[k].first_block <= j && j < x->nodes[k].end_block)
			return 1;
	return 0;
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
		int dt = li;
		for (int up = 0; dt >= 0 && up < 2 && !(nd[dt].tag & F_DT); up++)
			dt = nd[dt].parent;
		int dl = dt >= 0 ? nd[dt].parent : -1;
		if (dl >= 0 && (nd[dt].tag & F_DT) && nd[dl].end_block > i + 1)
			return score_line(x->text.p + b[1].off, b[1].len);
	}
	for (int up = 0; li >= 0 && up < 2 && !(nd[li].tag & F_LI); up++)
		li = nd[li].parent;
	if (li < 0 || !(nd[li].tag & F_LI) || b[1].owner < li ||
	    nd[li].end_block <= i + 1)
		return 0;
	return score_line(x->text.p + b[1].off, b[1].len);
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

/* A paragraph of the text that a style class names a meta box, a
 * headline's type size ("<p class=\"text-row headline-3\">In einer
 * Winternacht verschwindet ... ein 14-jähriges Mädchen.</p>", a TV
 * guide's synopsis's first line; "<p class=sub-title>La ciudad busca
 * desde hace años un gestor para la vieja piscina.</p>"): a sentence of
 * META_SENTENCE words or more that ends with a full stop, no link and no
 * date, in a <p> that bears the hint itself below the container, is the
 * text's, as one of 12 words or more is; a byline of that length ends
 * with a name ("Von Anna Muster und Max Beispiel, Berlin"), and a stamp
 * line holds a date ("Dieser Artikel wurde am 3. März 2025
 * aktualisiert."). */
#ifndef META_SENTENCE
#define META_SENTENCE 8
#endif
int meta_sentence(const struct extractor *x, const struct block *b, int c)
{
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->nearest_meta == b->owner && (b->tag & F_P) && !b->link_chars &&
	       b->words >= META_SENTENCE && o->parent > c && b->len > 1 &&
	       s[b->len - 1] == '.' && ends_sentence(s, b->len) && !dated(s, b->len);
}

/* A newsletter's sign-up box after the post: the box around a form (an
 * email field and its button, no block of its own: an old page's form
 * around its footer is none) of SIGNUP_BLOCKS blocks and SIGNUP_CHARS
 * characters at most, three levels up at most, that names the call
 * ("Subscribe to The Climate Ledger" over "Every Friday: the energy
 * transition in Europe, in five minutes.", beehiiv's and Ghost's;
 * "Newsletter abonnieren", "Abonnez-vous"), after the body's last
 * paragraph: all its lines go. */
#ifndef SIGNUP_BLOCKS
#define SIGNUP_BLOCKS 4
#endif
#ifndef SIGNUP_CHARS
#define SIGNUP_CHARS 300
#endif
void drop_signup_boxes(struct extractor *x, int c, int body_last, int end)
{
	static const char *const call[] = {
		"subscri", "sign up", "newsletter", "abonn", "anmeld", "inscri", "suscr",
		"iscriv", "inschrij", "join ",
	};
	const struct node *nd = x->nodes;
	if (body_last < 0)
		return;
	for (int f = c + 1; f < x->nnodes && nd[f].first_block <= end; f++) {
		if (!(nd[f].tag & F_FORM) || nd[f].first_block <= body_last ||
		    nd[f].end_block > nd[f].first_block)
			continue;
		int a = -1;
		for (int k = nd[f].parent, up = 0; k > c && up < 3; k = nd[k].parent, up++) {
			if (nd[k].end_block - nd[k].first_block > SIGNUP_BLOCKS ||
			    nd[k].tchars > SIGNUP_CHARS)
				break;
			a = k;
		}
		if (a < 0 || nd[a].first_block <= body_last)
			continue;
		int named = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block && !named; j++)
			named = HAS_ANY_CI(x->text.p + x->blocks[j].off, x->blocks[j].len, call);
		if (named)
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
}

/* A newsletter's promotion set in the text with no form of its own: a
 * small box (SIGNUP_BLOCKS blocks and SIGNUP_CHARS characters at most,
 * three levels up at most from its last line) that names the newsletter
 * and ends on a lone link that calls to sign up ("<section class=inread>
 * Newsletter | La Lettre des idées. Chaque semaine, ... | S'inscrire",
 * "La newsletter di Salute | Ogni martedì ... | Iscriviti", "Newsletter |
 * Die wichtigsten Nachrichten am Morgen | Jetzt abonnieren"), or a
 * podcast's, ending on a call to listen ("Podcast | Hören Sie mehr zum
 * Thema im Podcast \"11KM\". | Zum Podcast", "Écouter"): all its lines go,
 * in the body or after it. */
void drop_signup_promos(struct extractor *x, int c, int first, int end)
{
	static const char *const call[] = {
		"subscri", "sign up", "abonn", "anmeld", "inscri", "suscr", "iscriv",
		"inschrij", "registr", "podcast", "listen", "h\xC3\xB6ren", "\xC3\xA9" "couter",
		"ascolta", "escucha", "luister",
	};
	static const char *const names[] = {
		"newsletter", "lettre", "nieuwsbrief", "bolet\xC3\xADn", "podcast",
	};
	const struct node *nd = x->nodes;
	for (int j = first + 1; j < end; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		if (!b->link_chars || b->link_chars != b->chars || b->words > 3 || b->punct ||
		    !HAS_ANY_CI(s, b->len, call))
			continue;
		int a = -1;
		for (int k = b->owner, up = 0; k > c && up < 3; k = nd[k].parent, up++) {
			if (nd[k].end_block != j + 1 ||
			    nd[k].end_block - nd[k].first_block > SIGNUP_BLOCKS ||
			    nd[k].tchars > SIGNUP_CHARS)
				break;
			if (nd[k].first_block < j)
				a = k;
		}
		if (a < 0)
			continue;
		int named = 0;
		for (int i = nd[a].first_block; i < j && !named; i++)
			named = HAS_ANY_CI(x->text.p + x->blocks[i].off, x->blocks[i].len, names);
		if (named)
			unkeep(x, nd[a].first_block, nd[a].end_block);
	}
}
