/*
 * extract/threads: phase 3's rules and predicates for pages of many voices
 * (extract.c has the overview, select.c the selection): forum threads and
 * their posts' heads, subjects ("Re: ..."), stats and counters, comment
 * sections and their sign-in prompts, Q&A pages and FAQs, mailing lists,
 * letters' salutations and closings, reviews and testimonials, live blogs'
 * event lines, closed-thread notices.
 */
#include "internal.h"

/* Does s (n bytes) from i hold one of the names w alone or with its
 * count ("Kondolenzen (14)")? */
static int name_alone(const char *s, size_t n, size_t i, const char *const *w, size_t nw)
{
	for (size_t k = 0; k < nw; k++) {
		size_t j = i + strlen(w[k]);
		if (!starts_with_word(s + i, n - i, w[k]))
			continue;
		while (j < n && (s[j] == ' ' || s[j] == '(' || s[j] == ')' ||
		                 isdigit((unsigned char)s[j])))
			j++;
		if (j == n)
			return 1;
	}
	return 0;
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
	if (!b->len || b->len > 80 || b->link_chars * 2 > b->chars ||
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
	/* a heading of two or three words that closes with the section's
	 * name and opens with its ranking ("Top Rated Comments", "Latest
	 * Comments", "Neueste Kommentare", "Derniers commentaires"); any
	 * other word before the name is a story's subheading ("Final
	 * Comments", "The Mayor's Comments") */
	static const char *const last[] = {
		" comments", " kommentare", " commentaires", " comentarios", " commenti",
	};
	static const char *const rank[] = {
		"top", "best", "latest", "newest", "recent", "most", "featured", "highest",
		"neueste", "neuste", "letzte", "beliebteste", "derniers", "meilleurs",
		"\xC3\xBAltimos", "mejores", "ultimi", "migliori",
	};
	if ((b->tag & F_HEAD) && b->words >= 2 && b->words <= 3 && ENDS_ANY_CI(s, n, last))
		for (size_t r = 0; r < sizeof rank / sizeof *rank; r++)
			if (starts_with_word(s, n, rank[r]))
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
	/* and French's "Réactions (27)", a news site's readers' posts under
	 * the story, by that name with its count; the name alone is a
	 * story's section of the politicians' reactions, and a subheading
	 * that goes on ("Réactions en chaîne") is none */
	static const char *const counted[] = {"r\xC3\xA9" "actions", "r\xC3\xA9" "action"};
	if (name_alone(s, n, i, mourn, sizeof mourn / sizeof *mourn) ||
	    (memchr(s + i, '(', n - i) &&
	     name_alone(s, n, i, counted, sizeof counted / sizeof *counted)))
		return 1;
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

/* The French prompt to sign in, its participle in any of its forms
 * before "pour": masculine, feminine, plural or written for both
 * ("Vous devez être connecté pour", "connectée", "connecté(e)",
 * "connecté·e", "connecté.e", "connectés", "Il faut être inscrit(e)
 * pour"). */
static int fr_signin(const char *s, size_t n)
{
	static const char *const stem[] = {
		"vous devez \xC3\xAA" "tre connect\xC3\xA9",
		"il faut \xC3\xAA" "tre connect\xC3\xA9",
		"vous devez \xC3\xAA" "tre inscrit", "il faut \xC3\xAA" "tre inscrit",
		"vous devez \xC3\xAA" "tre identifi\xC3\xA9",
		"vous devez \xC3\xAA" "tre enregistr\xC3\xA9",
	};
	/* the endings after the stem, longest first */
	static const char *const end[] = {
		"(e)(s)", "(e)s", "\xC2\xB7" "e\xC2\xB7" "s", "\xC2\xB7" "es", "\xC2\xB7" "e",
		".e.s", ".es", ".e", "-e", "(e)", "es", "e", "s", "",
	};
	for (size_t k = 0; k < sizeof stem / sizeof *stem; k++) {
		size_t l = strlen(stem[k]);
		if (!starts_with_ci(s, n, stem[k]))
			continue;
		for (size_t e = 0; e < sizeof end / sizeof *end; e++) {
			size_t m = strlen(end[e]);
			if (l + m + 5 <= n && !memcmp(s + l, end[e], m) &&
			    !strncasecmp(s + l + m, " pour", 5))
				return 1;
		}
	}
	return 0;
}

/* A forum's or a comment box's prompt to a guest to sign in or register
 * before writing ("Create an account or sign in to comment", "You must log
 * in or register to reply here.", "Erstelle ein Benutzerkonto oder melde
 * dich an, um zu kommentieren", in the major European languages; "Vous
 * devez être connecté pour poster un message", whatever the verb after
 * "pour"): a short block, its words mostly outside links or a sentence
 * whose verbs are links, after the thread's posts. What follows it is the
 * sign-up box and the site's lists; one over the thread's replies goes
 * alone (cut_at_comments). */
#ifndef SIGNIN_HELLO
#define SIGNIN_HELLO 40
#endif
#ifndef SIGNIN_LINKS
#define SIGNIN_LINKS 3  /* under 2/3 of its characters in links */
#endif
int signin_prompt(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"create an account or sign in to", "you need to be a member in order to",
		"you must log in or register to", "you must be logged in to",
		"you must be signed in to", "please log in to reply",
		"please sign in to reply", "log in or sign up to reply",
		"sign in to reply", "log in to reply", "register or log in to reply",
		"erstelle ein benutzerkonto oder melde dich an",
		"du musst ein benutzerkonto haben, um",
		"du musst angemeldet sein, um", "sie m\xC3\xBCssen angemeldet sein, um",
		"du musst eingeloggt sein, um in diesem forum",
		"sie m\xC3\xBCssen eingeloggt sein, um in diesem forum",
		"you need to log in before you can comment on or make changes to this bug",
		"sie m\xC3\xBCssen ein benutzerkonto haben, um",
		"cr\xC3\xA9" "er un compte ou se connecter pour",
		"vous devez \xC3\xAA" "tre membre pour",
		"vous devez vous identifier pour",
		"connectez-vous pour r\xC3\xA9pondre",
		"crear una cuenta o iniciar sesi\xC3\xB3n para",
		"crea una cuenta o inicia sesi\xC3\xB3n para",
		"debes iniciar sesi\xC3\xB3n para", "debes estar registrado para",
		"inicia sesi\xC3\xB3n para responder", "crea un account o accedi per",
		"devi essere registrato per", "devi effettuare il login per",
		"devi essere loggato per", "crie uma conta ou fa\xC3\xA7" "a login para",
		"voc\xC3\xAA precisa estar logado para", "voc\xC3\xAA precisa fazer login para",
		"je moet ingelogd zijn om", "u moet ingelogd zijn om",
		"maak een account aan of log in om",
		/* and in the other languages of Europe ("Pro odpověď se musíte
		 * přihlásit.", "Musisz być zalogowany, aby odpowiedzieć", "Du
		 * måste vara inloggad för att svara") */
		"pro odpov\xC4\x9B\xC4\x8F se mus\xC3\xADte p\xC5\x99ihl\xC3\xA1sit",
		"musisz by\xC4\x87 zalogowany, aby odpowiedzie\xC4\x87",
		"musisz by\xC4\x87 zalogowany, aby doda\xC4\x87",
		"zaloguj si\xC4\x99, aby odpowiedzie\xC4\x87",
		"zaloguj si\xC4\x99, aby doda\xC4\x87",
		"zaloguj si\xC4\x99, aby skomentowa\xC4\x87",
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
		/* in Chinese, the link set apart by spaces or not ("请
		 * <a>登录</a> 后参与对话。", "<a>登录</a>
		 * 并参与到对话中。") */
		"\xE8\xAF\xB7 \xE7\x99\xBB\xE5\xBD\x95 "
		"\xE5\x90\x8E\xE5\x8F\x82\xE4\xB8\x8E\xE5\xAF\xB9\xE8\xAF\x9D",
		"\xE8\xAF\xB7\xE7\x99\xBB\xE5\xBD\x95"
		"\xE5\x90\x8E\xE5\x8F\x82\xE4\xB8\x8E\xE5\xAF\xB9\xE8\xAF\x9D",
		"\xE7\x99\xBB\xE5\xBD\x95 "
		"\xE5\xB9\xB6\xE5\x8F\x82\xE4\xB8\x8E\xE5\x88\xB0\xE5\xAF\xB9\xE8\xAF\x9D",
		"\xE7\x99\xBB\xE5\xBD\x95"
		"\xE5\xB9\xB6\xE5\x8F\x82\xE4\xB8\x8E\xE5\x88\xB0\xE5\xAF\xB9\xE8\xAF\x9D",
		/* a guest's call to join the thread (Vanilla's, Discourse's) */
		"registriere dich, um mitzu", "registrieren sie sich, um mitzu",
		"register to reply", "sign up to reply", "register to join the",
		"inscrivez-vous pour r\xC3\xA9pondre", "inscrivez-vous pour participer",
		"reg\xC3\xADstrate para responder", "reg\xC3\xADstrate para participar",
		"registrati per rispondere", "registrati per partecipare",
		"registreer je om te reageren", "registreer om te reageren",
		/* a Q&A community's, under its answers (Salesforce's "Log in
		 * to answer this question. <a>Log In</a>") */
		"log in to answer this question", "sign in to answer this question",
		"log in to answer a question", "sign in to answer a question",
	};
	/* its two verbs in the sentence, each a link (Mbin's "<a>Log in</a>
	 * of <a>registreer</a> om te reageren."): only with a link, as a
	 * story's paragraph that quotes the prompt is none */
	static const char *const linked[] = {
		"log in or register to reply", "log in or register to comment",
		"log in or register to post", "log in of registreer om te reageren",
		"log in of registreer om een reactie",
		"melde dich an oder registriere dich, um zu antworten",
		"melde dich an oder registriere dich, um zu kommentieren",
		"connectez-vous ou inscrivez-vous pour r\xC3\xA9pondre",
		"connectez-vous ou inscrivez-vous pour commenter",
		"inicia sesi\xC3\xB3n o reg\xC3\xADstrate para responder",
		"inicia sesi\xC3\xB3n o reg\xC3\xADstrate para comentar",
		"accedi o registrati per rispondere", "accedi o registrati per commentare",
	};
	/* mostly words outside links, or a sentence whose verbs are links
	 * (under (SIGNIN_LINKS - 1) / SIGNIN_LINKS of it): a bar of links
	 * ("Log in | Register") is none */
	if (b->len > 120 || b->link_chars * SIGNIN_LINKS >= b->chars * (SIGNIN_LINKS - 1) ||
	    (b->link_chars * 2 >= b->chars && s[b->len - 1] != '.'))
		return 0;
	/* the prompt opens the block or a sentence past a greeting of
	 * SIGNIN_HELLO bytes at most ("Hallo! Du bist neu hier? Registriere
	 * dich, um mitzudiskutieren, oder melde dich an.", Vanilla's) */
	for (size_t i = 0, n = b->len; i < n && i <= SIGNIN_HELLO; i++) {
		if (i && !(s[i - 1] == ' ' && i >= 2 &&
		           (s[i - 2] == '!' || s[i - 2] == '?')))
			continue;
		for (size_t k = 0; k < sizeof w / sizeof *w; k++)
			if (starts_with_ci(s + i, n - i, w[k]))
				return 1;
		if (b->link_chars && STARTS_ANY_CI(s + i, n - i, linked))
			return 1;
		if (fr_signin(s + i, n - i))
			return 1;
	}
	return 0;
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
 * geschlossen werden", but for one the board closed automatically),
 * after CLOSED_BODY characters of kept prose. */
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
	    box < 0 || pbox < 0)
		return;
	const char *s = x->text.p + b->off;
	if (!HAS_ANY_CI(s, b->len, closed) || !HAS_ANY_CI(s, b->len, reply))
		return;
	/* in a post's box like the others only where the board wrote it
	 * itself, as a post of its own: "Dieses Thema wurde automatisch 2
	 * Tage nach der letzten Antwort geschlossen", "This topic was
	 * automatically closed ..." (Discourse's system user's) */
	static const char *const autom[] = {"automati"};
	if ((box == pbox || nd[box].cls == nd[pbox].cls) && !HAS_ANY_CI(s, b->len, autom))
		return;
	long body = 0;
	for (int i = first; i < last && body < CLOSED_BODY; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]))
			body += x->blocks[i].chars;
	if (body >= CLOSED_BODY)
		b->keep = 0;
}
#define REL_ALONE 24  /* post_head: a time alone, its name apart */

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
#ifndef POSTHEAD_RUN
#define POSTHEAD_RUN 2
#endif

/* Does a line close with a post's number, "#1", "#12"? Its box may be
 * run on to the time before it, no space between ("Gestern, 08:14#1",
 * vBulletin 4's "postcounter"), or to the mark of the hour after the
 * time, a word of HOUR_MARK bytes at most after a figure, a space
 * between or none ("10:22 PM#1", "١٠:٢٢ م#١", "21:40น.#1"). */
#define POST_NUMBERED 40
#ifndef HOUR_MARK
#define HOUR_MARK 6
#endif
static int post_number(const char *s, size_t n)
{
	size_t k = n;
	int figures = 0, l;
	while ((l = figure_before(s, k)) > 0) {
		k -= (size_t)l;
		figures++;
	}
	if (!figures || figures > 5 || k < 1 || s[k - 1] != '#')
		return 0;
	if (k == 1 || s[k - 2] == ' ' || figure_before(s, k - 1))
		return 1;
	size_t j = k - 1;
	while (j > 0 && k - 1 - j < HOUR_MARK && s[j - 1] != ' ' && !figure_before(s, j))
		j--;
	if (j == k - 1)
		return 0;
	if (j > 0 && s[j - 1] == ' ')
		j--;
	return figure_before(s, j) > 0;
}

/* Does a line open with a post's number and a colon, the poster's name
 * and the time after it, no link: the header of a post on a text board
 * of 2channel's kind and its mirrors ("1：名無しさん＠おーぷん：2026/03/12(木)
 * 09:12:05 ID:aK2", "12 : Anonymous : 2026/03/12 09:18"), one to four
 * figures, a colon (full-width or not), no digit right after it and a time
 * of day later, no sentence's end. */
#ifndef POSTNUM_DIGITS
#define POSTNUM_DIGITS 4
#endif
static int numbered_head(const char *s, size_t n)
{
	size_t i = 0;
	while (i < n && i <= POSTNUM_DIGITS && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i > POSTNUM_DIGITS)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	if (i < n && s[i] == ':')
		i++;
	else if (i + 3 <= n && !memcmp(s + i, "\xEF\xBC\x9A", 3))  /* "：" */
		i += 3;
	else
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	/* no digit after the colon, no time's minutes ("10:00: doors open,
	 * 11:30 ...") */
	return i < n && !isdigit((unsigned char)s[i]) && !ends_sentence(s, n) &&
	       hour_minute(s + i, n - i);
}

/* A line of a post's author cell: a name or a rank, one or two words,
 * no punctuation, in a table's cell ("Gianni_Bo", "Moderatore"); or a
 * term of the author's facts or its value, a <dl>'s ("Registriert seit"
 * "11.2023", "Beiträge" "3.402"), where no class names the box. CELL_LINES
 * such lines at most stand between a post's head and its text. */
#ifndef CELL_LINES
#define CELL_LINES 6
#endif
static int cell_line(const struct extractor *x, const struct block *t)
{
	if (((t->tag & F_DT) || ((t->tag & F_LI) && t > x->blocks && (t[-1].tag & F_DT))) &&
	    t->words <= 2 && t->chars <= 20 && !t->link_chars)
		return 1;
	if (t->words > 2 || t->chars > 20 || t->punct)
		return 0;
	if (t->tag & F_TD)
		return 1;
	for (int a = t->owner, up = 0; a >= 0 && up < 3; a = x->nodes[a].parent, up++)
		if (x->nodes[a].tag & F_TD)
			return 1;
	return 0;
}

/* Does block i open a box that holds more blocks than it, POSTBOX_UP
 * levels up at most: a post's box, its head line first, its text after? */
#ifndef POSTBOX_UP
#define POSTBOX_UP 3
#endif
static int opens_box(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int a = x->blocks[i].owner;
	for (int up = 0; a >= 0 && up <= POSTBOX_UP; a = nd[a].parent, up++) {
		if (nd[a].first_block != i)
			return 0;
		if (nd[a].end_block > i + 1)
			return 1;
	}
	return 0;
}

/* Does block i close a box that holds more blocks than it, POSTBOX_UP
 * levels up at most: a reply's box, its poster's name and its text
 * above, its date last ("<div><div>Elbsegler</div><div><p>...</p></div>
 * <div>03.02.2026, 19:05</div></div>")? */
static int closes_box(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	int a = x->blocks[i].owner;
	for (int up = 0; a >= 0 && up <= POSTBOX_UP; a = nd[a].parent, up++) {
		if (nd[a].end_block != i + 1)
			return 0;
		if (nd[a].first_block < i)
			return 1;
	}
	return 0;
}

static int day_before_hour(const char *s, size_t n);

/* A post's stamp line by its shape, the one test of a post's date line:
 * short (POSTHEAD_MAX characters, the given words at most: STAMP_WORDS,
 * or more where a post's number and its words come with it), no
 * heading, item nor cell, a date with its year and a time of day, no
 * sentence ("Member 9 12 January 2026 at 21:14", "#3 Hans 12.03.2025
 * 14:20"). Where the boxes' repetition carries the evidence (bare: a
 * board's stamps, board_stamp) it may lack its year: a day's figure,
 * then a time of day ("3 февраля в 20:05 27", "03.12 14:52:11": this
 * year's posts, a vote count beside them), or a time told from now
 * ("3시간 전", rel_time, whatever its words); a time alone is a
 * transcript's speaker's mark ("Marisa Terol 00:01:02", "Sprecher 1
 * 00:00:05"), kept. Its place is the callers': a box it opens or closes
 * (post_head), a box of a class it fills (post_stamp, board_stamp). */
static int stamp_text(const struct extractor *x, const struct block *b, int words, int bare)
{
	const char *s = x->text.p + b->off;
	if (b->chars > POSTHEAD_MAX || (b->tag & (F_LI | F_TD | F_HEAD)) ||
	    ends_sentence(s, b->len))
		return 0;
	if (bare && rel_time(s, b->len))
		return 1;
	return b->words <= words && hour_minute(s, b->len) &&
	       (has_year(s, b->len) || (bare && day_before_hour(s, b->len)));
}

static int stamp_shape(const struct extractor *x, const struct block *b, int words)
{
	return stamp_text(x, b, words, 0);
}

/* Does block i fill a box a class names, links under half of it: a
 * stamp's place where the posts' boxes repeat (post_stamp, board_stamp)? */
static int fills_box(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	const struct node *o = &x->nodes[b->owner];
	return o->cls && o->first_block == i && o->end_block == i + 1 &&
	       b->link_chars * 2 <= b->chars;
}

/* Is the next kept block after i a heading or a line all link, an entry's
 * title under its date (a journal's "Mar. 4th, 2007 | 10:12 pm" over
 * "<a>Finished: The Salt Road</a>": keep_post_titles keeps the two)? */
static int titled(const struct extractor *x, int i, int end)
{
	for (int n = i + 1; n < end; n++) {
		const struct block *t = &x->blocks[n];
		if (t->keep > 0)
			return (t->tag & F_HEAD) || t->link_chars * 2 >= t->chars;
	}
	return 0;
}

/* Does a line close on a time and the mark of the hour, a word of
 * HOUR_MARK bytes at most after the time with its stop ("12 มกราคม 2569
 * เวลา 21:40 น.", "8:15 a.m."): that stop ends no sentence. */
static int hour_mark(const char *s, size_t n)
{
	size_t j = n;
	while (j > 0 && s[j - 1] != ' ')
		j--;
	if (!j || n - j > HOUR_MARK)
		return 0;
	size_t k = j > POSTHEAD_NAME ? j - POSTHEAD_NAME : 0;
	return hour_minute(s + k, j - k);
}

/* Is block b in a quote, its element or QUOTED_UP of its ancestors one
 * (a quoted post's stamp or signature is the quote's)? */
#ifndef QUOTED_UP
#define QUOTED_UP 7
#endif
static int quoted_block(const struct extractor *x, const struct block *b)
{
	return up_to_tag(x->nodes, b->owner, F_QUOTE, QUOTED_UP) >= 0;
}

#ifndef POSTHEAD_BACK
#define POSTHEAD_BACK (POSTBOX_UP * CELL_LINES)
#endif
/* a poster's name: a line of so many words at most (and POSTHEAD_NAME
 * characters) */
#ifndef POSTER_WORDS
#define POSTER_WORDS 2
#endif
static int poster_name(const struct block *b, int words)
{
	return b->chars && b->link_chars == b->chars && b->words <= words &&
	       b->chars <= POSTHEAD_NAME;
}

#ifndef POSTER_VERB
#define POSTER_VERB 6
#endif
#ifndef POSTHEAD_BEST
#define POSTHEAD_BEST 24
#endif
/* the linked name's line: so many words at most, a name of three, a rank
 * of two, a day told in words and its time ("<a>Hiroko Takeda-Lund</a>
 * Ranger April 3, 2024 at 9:14 AM", nine: a community's answer's header) */
#ifndef POSTHEAD_WORDS
#define POSTHEAD_WORDS 10
#endif
static int post_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	int from = i + 1, named = 0;
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
	if (b->keep > 0 && b->chars <= POSTHEAD_MAX && b->words <= 8 &&
	    !(b->tag & (F_LI | F_TD | F_HEAD)) && numbered_head(s, b->len))
		goto text;
	/* or a line of no link that holds a date and its time of day, the
	 * number, the name and the stamp in spans of a box that opens the
	 * post's ("1風吹けば名無し2026/11/27(金) 18:21:05.12 ID:aB3dE9fG0",
	 * "#3 Hans 12.03.2025 14:20") or closes it, the date under a
	 * reply's text: what its class said (a "meta", a "post-header") the
	 * line's place says where classes are hashed */
	if (b->keep > 0 && b->link_chars * 2 < b->chars && stamp_shape(x, b, STAMP_WORDS) &&
	    !titled(x, i, end)) {
		if (opens_box(x, i) && !b->link_chars)
			goto text;
		/* (closing it, the post's text is above it, or the
		 * next post's below; its links fewer, the post's number
		 * and a quoting link: "13 févr. 2026 à 21:04 #1 Citer") */
		if (closes_box(x, i)) {
			/* the kept block above, POSTHEAD_BACK blocks up at
			 * most: a run of dropped stamps is walked once a
			 * line, not to the page's top */
			int p = i - 1;
			while (p >= 0 && p >= i - POSTHEAD_BACK && x->blocks[p].keep <= 0)
				p--;
			if (p >= 0 && p >= i - POSTHEAD_BACK && x->blocks[p].owner != b->owner &&
			    is_prose(&x->blocks[p]))
				return 1;
			goto text;
		}
	}
	/* (Thai's words are guessed from its letters, no spaces: the
	 * characters bound the line) */
	if (b->keep <= 0 || b->chars > POSTHEAD_MAX ||
	    (b->words > POSTHEAD_WORDS && !b->unspaced) ||
	    !b->link_chars ||
	    b->link_chars > POSTHEAD_NAME || b->link_chars * 2 > b->chars ||
	    (b->tag & (F_LI | F_TD | F_HEAD)))
		return 0;
	char e = b->len ? s[b->len - 1] : 0;
	/* or the poster's linked name, a verb and the day with its year, no
	 * time of day ("<a>jaime_reforma</a> preguntó 15 jun 2024", "<a>X</a>
	 * antwortete am 3. März 2024"): POSTER_VERB words at most, a
	 * poster's verb in it (a timeline's "<a>Apollo 12</a> launched
	 * November 14, 1969" and a changelog's "<a>v2.3.2</a> Oct 30, 2026"
	 * are none) */
	static const char *const verbs[] = {
		" asked ", " answered ", " replied ", " posted ", " commented ",
		" pregunt\xC3\xB3 ", " respondi\xC3\xB3 ", " contest\xC3\xB3 ", " fragte ",
		" antwortete ", " a demand\xC3\xA9 ", " a r\xC3\xA9pondu ", " ha chiesto ",
		" ha risposto ", " vroeg ", " antwoordde ", " perguntou ", " respondeu ",
	};
	named = !rel && b->words <= POSTER_VERB && has_year(s, b->len) &&
	        !hour_minute(s, b->len) && HAS_ANY_CI(s, b->len, verbs);
	/* or a community feed's preamble, the poster's linked name, its one
	 * link, and what the post is ("<a>Mara Lindqvist</a> asked a
	 * question.", Salesforce's "cuf-preamble"), its date on a line of
	 * its own */
	static const char *const feed[] = {
		" asked a question.", " asked a question", " posted a question.",
		" hat eine Frage gestellt.", " a pos\xC3\xA9 une question.",
		" hizo una pregunta.", " ha fatto una domanda.", " stelde een vraag.",
		" fez uma pergunta.",
	};
	int pre = !rel && b->lead == b->link_chars && ENDS_ANY_CI(s, b->len, feed);
	named |= pre;
	/* (or past the best answer's label, no link, before the linked
	 * name: "Meilleure réponse <a>Bruno83</a> Contributeur - 12 nov.
	 * 2024 à 15:07", CommentCaMarche's; the label in its first
	 * POSTHEAD_BEST bytes) */
	int best = !b->lead &&
	           best_answer_name(s, b->len < POSTHEAD_BEST ? b->len : POSTHEAD_BEST, 0);
	if ((b->lead < POSTHEAD_LEAD && !best) ||
	    (!rel && !pre && ((e == '.' && !hour_mark(s, b->len)) || e == '!' || e == '?' ||
	                      !(hour_minute(s, b->len) || named))))
		return 0;
text:
	/* a quote's source in a reply ("kim hat geschrieben: Sa 13. Jan
	 * 2024, 19:20") is the quote's */
	if (quoted_block(x, b))
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
		if (cell < CELL_LINES && cell_line(x, t)) {
			cell++;
			continue;
		}
		seen++;
	}
	/* such a line closing its post's box under the post's text (the
	 * last answer's, no post under it) */
	if (named && closes_box(x, i)) {
		int p = i - 1;
		while (p >= 0 && p >= i - POSTHEAD_BACK && x->blocks[p].keep <= 0)
			p--;
		return p >= 0 && p >= i - POSTHEAD_BACK && is_prose(&x->blocks[p]);
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
			/* a stamp closing its post: the next post's box opens
			 * with its poster's name, a line of one or two words
			 * alone, no stop, over its text */
			int nx = i + 1;
			while (nx < end && x->blocks[nx].keep <= 0)
				nx++;
			const struct block *nm = nx + 1 < end ? &x->blocks[nx] : NULL;
			if (nm && closes_box(x, i) && opens_box(x, nx) &&
			    nm->words <= POSTER_WORDS && nm->chars <= POSTHEAD_NAME &&
			    !nm->punct && !(nm->tag & F_HEAD) && nm[1].keep > 0 && is_prose(&nm[1]))
				x->blocks[nx].keep = 0;
			/* and the author's cell between it and the text */
			for (int n = i + 1, k = 0; n < end && k < CELL_LINES; n++) {
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

/* Posters' names as headings over their posts (Flarum's <noscript> copy
 * "<h3>fietsfreek_jan</h3><div class=Post-body>", IPB3's "<h3 class=row2>
 * <span class=author>"): headings (h2-h6) of one tag and class, each a
 * short line of no stop (NAME_WORDS words, POSTHEAD_NAME characters at
 * most) over prose in the next NAME_NEAR kept blocks, NAME_HEADS or more
 * of them and every heading of that shape among them, each in a box of its
 * own, one name twice (the opening poster answers; a story's sections never
 * repeat a heading), most of them once: they go, as the golds leave
 * posters' names out. */
#ifndef NAME_HEADS
#define NAME_HEADS 3
#endif
#ifndef NAME_WORDS
#define NAME_WORDS 4
#endif
#ifndef NAME_NEAR
#define NAME_NEAR 2
#endif
#define NAME_SEEN 64  /* headings looked at, at most */
static int name_head(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	char e = b->len ? s[b->len - 1] : 0;
	if (!b->len || b->words > NAME_WORDS || b->chars > POSTHEAD_NAME || e == ':' ||
	    e == '?' || e == '!' || e == '.' || has_digit(s, b->len))
		return 0;
	for (int n = i + 1, k = 0; n < end && k < NAME_NEAR; n++) {
		if (x->blocks[n].keep <= 0)
			continue;
		if (is_prose(&x->blocks[n]))
			return 1;
		if (x->blocks[n].tag & F_HEAD)
			return 0;
		k++;
	}
	return 0;
}

void drop_name_heads(struct extractor *x, int first, int end)
{
	int at[NAME_SEEN], ok[NAME_SEEN], n = 0;
	unsigned key[NAME_SEEN];
	for (int i = first; i < end && n < NAME_SEEN; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || (b->tag & (F_HEAD | F_H1)) != F_HEAD)
			continue;
		unsigned c = x->nodes[b->owner].cls;
		at[n] = i;
		key[n] = c ? c : b->tag;
		ok[n++] = name_head(x, i, end);
	}
	for (int a = 0; a < n; a++) {
		int heads = 0, bad = 0, twice = 0;
		for (int j = 0; j < n; j++) {
			if (key[j] != key[a])
				continue;
			heads++;
			bad |= !ok[j];
			const struct block *p = &x->blocks[at[j]];
			int dup = 0, up = x->nodes[p->owner].parent;
			for (int k = 0; k < j && !dup; k++)
				dup = key[k] == key[a] && x->blocks[at[k]].len == p->len &&
				      !memcmp(x->text.p + x->blocks[at[k]].off, x->text.p + p->off,
				              p->len);
			twice += dup;
			/* (a post holds one name: two of them in one box are
			 * a page's sections, a release's "Added" and "Fixed") */
			for (int k = 0; k < j && !bad; k++)
				bad = key[k] == key[a] &&
				      x->nodes[x->blocks[at[k]].owner].parent == up;
		}
		/* (a changelog's "New", "Improved", "Fixed" over each
		 * release's notes repeat most of the time: labels, no
		 * names) */
		if (bad || heads < NAME_HEADS || !twice || (heads - twice) * 2 <= heads)
			continue;
		if (heads > x->name_posts)
			x->name_posts = heads;  /* (thread_title's posts) */
		for (int j = 0; j < n; j++)
			if (key[j] == key[a]) {
				x->blocks[at[j]].keep = 0;
				ok[j] = 0;  /* (its group is done) */
			}
	}
}

/* A thread's stamp line by its place, where no class names it a date:
 * a short line of a date and its time of day ("Member 9 12 January 2026
 * at 21:14"), no sentence, that fills its box, the opening post's and
 * the replies' ("<div class=post-status>" under each post's text, its
 * stamp in a "topic-stamp"). In a thread whose posts are named comments
 * (cthread), where boxes of one tag and class (cls) hold such a line
 * in the replies, and no other line, they go, the replies' and the
 * opening post's (no comment) where its box is theirs: a stamp is no
 * text, however few (a class of a date word drops theirs by its hint),
 * in the selection before the lines between them
 * are judged by their neighbours (select_blocks); where no class names
 * the posts comments, drop_board_lines judges them. POST_STAMP_CLS tags
 * and classes are counted, the first met with a stamp line. */
#ifndef POST_STAMP_CLS
#define POST_STAMP_CLS 8
#endif
static int post_stamp(const struct extractor *x, int i)
{
	return fills_box(x, i) && stamp_text(x, &x->blocks[i], STAMP_WORDS, 0);
}

/* Does the line open with a day and its month right before the hour of
 * a time of day ("03.12 14:52", "3 февраля в 20:05")? The day's figure
 * opens it, a date's separator and a figure or a word (the month) follow,
 * then the hour, at most one short word ("в", "um", "at") between. A
 * speaker's or a part's number ("Sprecher 1 00:00:05", "Teil 1 – 00:05")
 * and an event's weekday or comma ("Sa, 12.06., 19:30 Uhr", "12. Juni,
 * 19:30 Uhr") are none. */
static int day_before_hour(const char *s, size_t n)
{
	size_t i = 0, w;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i > 2 || i + 1 >= n)
		return 0;
	int sep = s[i] == '.' || s[i] == '/' || s[i] == '-';
	i += (size_t)sep;
	while (i < n && s[i] == ' ')
		i++;
	if (i < n && isdigit((unsigned char)s[i])) {
		if (!sep)
			return 0;  /* "1 00:00:05": no separator */
		while (i < n && isdigit((unsigned char)s[i]))
			i++;
		if (i < n && s[i] == '.')
			i++;
	} else {
		w = i;
		while (i < n && s[i] != ' ' && s[i] != ',' && !isdigit((unsigned char)s[i]))
			i++;
		if (i - w < 3)
			return 0;  /* the month's word */
	}
	while (i < n && s[i] == ' ')
		i++;
	w = i;
	while (i < n && s[i] != ' ' && s[i] != ',' && !isdigit((unsigned char)s[i]))
		i++;
	if (i > w && (i - w > 4 || i >= n || s[i] != ' '))
		return 0;  /* one short word at most before the hour */
	while (i < n && s[i] == ' ')
		i++;
	size_t h = i;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	return i > h && i - h <= 2 && i < n && s[i] == ':';
}

/* A board's stamp (drop_board_lines): stamp_text's, bare, filling its box */
static int board_stamp(const struct extractor *x, int i)
{
	return fills_box(x, i) && stamp_text(x, &x->blocks[i], STAMP_WORDS, 1);
}

/* A poster's line that fills its box: the name, a link of POSTHEAD_NAME
 * characters at most, opens it, and a count follows, its rank or posts
 * ("Алёна Ручьёва Ученик (112)", "ねこの洗濯番 クチコミ投稿数：1,052件
 * Goodアンサー"), no other link, no sentence. */
int poster_count(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	const struct node *o = &x->nodes[b->owner];
	const char *s = x->text.p + b->off;
	return o->first_block == i && o->end_block == i + 1 && b->lead >= POSTHEAD_LEAD &&
	       b->lead <= POSTHEAD_NAME && b->link_chars == b->lead && b->chars > b->lead &&
	       b->chars <= POSTHEAD_MAX && !(b->tag & (F_LI | F_TD | F_HEAD)) &&
	       has_digit(s, b->len) && !ends_sentence(s, b->len);
}

/* Where no class names the posts comments, a board's lines of one kind
 * (line: its stamps, board_stamp, or its posters' lines, poster_count), in
 * boxes of a tag and class that hold no other line, go where kept prose
 * stands between each two of the kind (a line to every post, the post's
 * text between), POSTHEAD_RUN + 1 of them or more: the
 * boxes' classes hashed ("2026/03/12 14:35（1年以上前）" in each post's
 * box), no class names them a date or an author. POST_STAMP_CLS tags and
 * classes are counted, the first met with such a line. */
static int board_line(const struct extractor *x, int i, int n, const unsigned *cls,
                      const unsigned *tag, const int *other,
                      int (*line)(const struct extractor *, int))
{
	const struct node *o = &x->nodes[x->blocks[i].owner];
	for (int k = 0; k < n; k++)
		if (cls[k] == o->cls && tag[k] == o->tag && !other[k])
			return line(x, i);
	return 0;
}

/* The tags and classes of the boxes named by a class that own a line
 * of blocks [first, end) of its kind (line), POST_STAMP_CLS at most, the
 * first met: their count */
static int line_boxes(const struct extractor *x, int first, int end,
                      int (*line)(const struct extractor *, int), unsigned *cls, unsigned *tag)
{
	const struct node *nd = x->nodes;
	int n = 0;
	for (int i = first; i < end && n < POST_STAMP_CLS; i++) {
		const struct node *o = &nd[x->blocks[i].owner];
		if (!o->cls || x->blocks[i].keep <= 0 || !line(x, i))
			continue;
		int k = 0;
		while (k < n && !(cls[k] == o->cls && tag[k] == o->tag))
			k++;
		if (k == n) {
			cls[n] = o->cls;
			tag[n++] = o->tag;
		}
	}
	return n;
}

static void drop_board_lines(struct extractor *x, int first, int end,
                             int (*line)(const struct extractor *, int))
{
	const struct node *nd = x->nodes;
	unsigned cls[POST_STAMP_CLS], tag[POST_STAMP_CLS];
	int other[POST_STAMP_CLS] = {0}, n = line_boxes(x, first, end, line, cls, tag);
	for (int i = first; i < end && n; i++) {
		const struct node *o = &nd[x->blocks[i].owner];
		for (int k = 0; k < n; k++)
			other[k] += cls[k] == o->cls && tag[k] == o->tag && !line(x, i);
	}
	/* (a live ticker's entries, dated over their titles too, the newest
	 * first, clock_falling, are no journal's) */
	struct clock_run run = {0, 0, -1, 0, NULL};
	for (int i = first; i < end && n; i++)
		if (board_line(x, i, n, cls, tag, other, line))
			clock_step(&run, x->text.p + x->blocks[i].off, x->blocks[i].len);
	int live = clock_falling(&run);
	int lines = 0, bare = 0, prose = 1, titles = 0, mark = 1, unmarked = 0;
	for (int i = first; i < end && n; i++) {
		const struct block *b = &x->blocks[i];
		if (board_line(x, i, n, cls, tag, other, line)) {
			/* a journal's entries, each dated over its title
			 * (a kept heading, a line all link kept or not
			 * yet), keep theirs (keep_post_titles) */
			const struct block *t = i + 1 < end ? &b[1] : NULL;
			/* (a line past the box the line's box is in, the
			 * board's bar of links under the last post, is no
			 * entry's title) */
			int up = nd[x->blocks[i].owner].parent;
			if (t && (up < 0 || nd[up].end_block <= i + 1))
				t = NULL;
			if (!live && (titled(x, i, end) || (t && t->link_chars * 2 >= t->chars)))
				return;
			/* a board's posts titled over their stamps
			 * (phpBB's "Re: ..." over "von Hans » So 9. Mär
			 * 2025, 11:20") are post_head's, the opener's
			 * title kept; the page's headline over the first
			 * is no post's title */
			if (i > first && (b[-1].tag & F_HEAD) && ++titles >= POSTHEAD_RUN)
				return;
			lines++;
			bare += !prose;
			unmarked += !mark && !rel_time(x->text.p + b->off, b->len);
			prose = mark = 0;
		} else if (b->keep > 0 && is_prose(b)) {
			prose = 1;
		} else if (b->chars && !is_prose(b)) {
			mark = 1;
		}
	}
	/* a post has more than its stamp and its text (its poster's name,
	 * a reply's link, kept or not) between two stamps, or a stamp told
	 * from now ("Anne P. · 1 day ago"); a story's chronology
	 * ("27.11.2026, 21:40" over each paragraph) has not. A poster's line
	 * is that mark itself. */
	if (lines <= POSTHEAD_RUN || bare || (line == board_stamp && unmarked))
		return;
	for (int i = first; i < end; i++)
		if (board_line(x, i, n, cls, tag, other, line))
			x->blocks[i].keep = 0;
}

void drop_post_stamps(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	unsigned cls[POST_STAMP_CLS], tag[POST_STAMP_CLS];
	int re[POST_STAMP_CLS], other[POST_STAMP_CLS];
	if (!x->cthread) {
		drop_board_lines(x, first, end, board_stamp);
		drop_board_lines(x, first, end, poster_count);
		return;
	}
	/* the boxes' tags and classes that hold a stamp line, then their
	 * lines counted, the ones above the first stamp too */
	int n = line_boxes(x, first, end, post_stamp, cls, tag);
	for (int k = 0; k < n; k++)
		re[k] = other[k] = 0;
	for (int i = first; i < end && n; i++) {
		const struct node *o = &nd[x->blocks[i].owner];
		for (int k = 0; k < n; k++) {
			if (cls[k] != o->cls || tag[k] != o->tag)
				continue;
			if (!post_stamp(x, i))
				other[k]++;
			else if (o->incm)
				re[k]++;
		}
	}
	for (int i = first; i < end && n; i++) {
		const struct node *o = &nd[x->blocks[i].owner];
		for (int k = 0; k < n; k++)
			if (cls[k] == o->cls && tag[k] == o->tag && re[k] && !other[k])
				x->blocks[i].keep = 0;
	}
}

/* Are a and b the same text, a run of digits in one matching any run in
 * the other ("2 Kommentare", "0 Kommentare")? */
int same_but_counts(const char *a, size_t na, const char *b, size_t nb)
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
 * teasers' counts, "15 comments", "10 comments", has no such box). Where
 * no class word names the box (hashed, "hd604068"), the count's box comes
 * again in its tag and class with a post between, unlinked prose of
 * COUNT_POST characters or more: the next answer's text (between a list's
 * counts stand its linked titles), and it closes its post, no prose right
 * under it (a reply's number over its text, "Comment 1", opens one). */
#ifndef COUNT_POST
#define COUNT_POST 80
#endif
int repeated_below(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	const char *s = x->text.p + b->off;
	int counts = nd[b->owner].incm, post = 0;
	/* (a reply's number over its text, "Comment 1", opens a post) */
	const struct block *nb = i + 1 < end ? b + 1 : NULL;
	int opens = nb && !nb->link_chars && is_prose(nb);
	for (int j = i + 1; j < end; j++) {
		const struct block *e = &x->blocks[j];
		if (e->len == b->len && !memcmp(x->text.p + e->off, s, b->len))
			return 1;
		if (!e->link_chars && e->chars >= COUNT_POST && is_prose(e))
			post = 1;
		if ((counts || (post && !opens && nd[b->owner].cls &&
		                nd[e->owner].cls == nd[b->owner].cls &&
		                nd[e->owner].tag == nd[b->owner].tag)) &&
		    e->len + 4 >= b->len && e->len <= b->len + 4 &&
		    same_but_counts(x->text.p + e->off, e->len, s, b->len))
			return 1;
	}
	return 0;
}

/* Is element k inside a blockquote below box a? A link there is the
 * source of a quotation ("Quote from: X on <date>"), no headline. (A box
 * that is a blockquote is an embedded post: its source at its foot.)
 * And so is a line of its own that opens box a, a blockquote, over the
 * quoted text: a forum's quote header ("<blockquote><cite><a>Citazione
 * da: X - 02 Aprile 2024</a></cite>text", Simple Machines'; "Zitat von
 * X", "Cita de: X"), mostly linked, no card's headline (an embedded
 * tweet's text, its link in it, opens its blockquote too) */
int in_quote(const struct extractor *x, int k, int a)
{
	const struct node *nd = x->nodes;
	int j = nd[k].first_block;
	if (k > a && nd[k].end_block == j + 1 && j + 1 < nd[a].end_block &&
	    x->blocks[j].link_chars * 2 >= x->blocks[j].chars) {
		if ((nd[a].tag & F_QUOTE) && j == nd[a].first_block)
			return 1;
		/* or a line right above a blockquote in box a: its header
		 * set before it ("<div class=quoteheader><a>Citazione da:
		 * X</a></div><blockquote>", Simple Machines 2.0's) */
		for (int q = x->blocks[j + 1].owner; q > a && nd[q].first_block == j + 1;
		     q = nd[q].parent)
			if (nd[q].tag & F_QUOTE)
				return 1;
	}
	for (; k > a; k = nd[k].parent)
		if (nd[k].tag & F_QUOTE)
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

#ifndef ROLE_WORDS
#define ROLE_WORDS 4
#endif
/* A post's header in a box named a header, its two lines the poster and
 * the post's date: a complaint portal's reply of the firm under
 * "<div class=interaction-header><p><strong>Resposta da empresa</strong>
 * </p><span>13/03/2026 às 09:12</span>", the consumer's answer under
 * "Réplica do consumidor"; a forum's "<div class=post-header><b>moderator
 * </b><span>12.03.2026, 10:14</span>". The first line is a name or a role
 * of ROLE_WORDS words at most, no link (a teaser's title is linked), the
 * second no link and a date or a time, the box's last: the post under it
 * is no teaser. */
static int role_date(const struct extractor *x, const struct block *e, int c)
{
	const struct node *nd = x->nodes;
	int k = nd[e->owner].nearest_neg;
	if (k <= c || nd[k].negkey != neg_bit("header", 6) || e->link_chars || !e->chars ||
	    e->words > ROLE_WORDS || e - x->blocks + 2 != nd[k].end_block ||
	    e - x->blocks != nd[k].first_block)
		return 0;
	const struct block *d = e + 1;
	const char *s = x->text.p + d->off;
	return !d->link_chars && d->chars <= POSTHEAD_MAX && d->words <= 8 &&
	       (dated(s, d->len) || clock_time(s, d->len));
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
	       entry_stamp(e, x->text.p + e->off) || name_date(x, e, c) || role_date(x, e, c);
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

#ifndef KIN_UP
#define KIN_UP 3
#endif
/* The box around block b (below container c) of the class of box a or of
 * one of its KIN_UP nearest ancestors below c, none holding b; with
 * sibling, of their tag too and under the same parent. -1: none. */
static int kin_box(const struct extractor *x, int c, int a, int b, int sibling)
{
	const struct node *nd = x->nodes;
	if (b < 0)
		return -1;
	for (int k = a, up = 0; k > c && up <= KIN_UP; k = nd[k].parent, up++) {
		if (nd[k].first_block <= b && b < nd[k].end_block)
			return -1;
		if (!nd[k].cls)
			continue;
		for (int m = x->blocks[b].owner; m > c; m = nd[m].parent)
			if (nd[m].cls == nd[k].cls && (!sibling || (nd[m].tag == nd[k].tag &&
			                                            nd[m].parent == nd[k].parent)))
				return m;
	}
	return -1;
}

/* Is box a (or one of its KIN_UP nearest ancestors below container c, none
 * holding block b) of the tag and class of a box around block b, the
 * body's longest paragraph? A card of short links so made is a reply in
 * the thread whose first post holds the body. */
int body_kin(const struct extractor *x, int c, int a, int b)
{
	return kin_box(x, c, a, b, 0) >= 0;
}

/* Has the card a that holds the body's longest paragraph kin among the
 * replies: a kept paragraph of prose after it, below container c and
 * before block end, in a box of the class of a or of one of its KIN_UP
 * nearest ancestors, that one not holding the paragraph (as kin_box)?
 * A thread's opening post set in a card of four blocks (XenForo's
 * "message-main": its date and "#1" links, its text, its "Like Reply"
 * bar) is no teaser where the replies are of its class and hold prose,
 * though none of them is a card (a reply under a reactions bar or a quote
 * has more blocks). The classes of a's line are taken once; one pass over
 * the nodes after a: a box of one of them after the ancestor of that
 * class ends (a box before, inside that ancestor, holds no reply) has
 * its blocks read, each block once (done). */
int reply_kin(const struct extractor *x, int c, int a, int end)
{
	const struct node *nd = x->nodes;
	unsigned cls[KIN_UP + 1];
	int ends[KIN_UP + 1], kn = 0;
	for (int k = a; k > c && kn <= KIN_UP; k = nd[k].parent, kn++) {
		cls[kn] = nd[k].cls;
		ends[kn] = nd[k].end_block;
	}
	int done = nd[a].end_block;
	for (int m = a + 1; m < x->nnodes && nd[m].first_block < end; m++) {
		if (!nd[m].cls || nd[m].end_block <= done)
			continue;
		int k = 0;
		while (k < kn && (cls[k] != nd[m].cls || ends[k] > nd[m].first_block))
			k++;
		if (k == kn)
			continue;
		int lo = nd[m].first_block > done ? nd[m].first_block : done;
		int hi = nd[m].end_block < end ? nd[m].end_block : end;
		for (int j = lo; j < hi; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
				return 1;
		done = hi;
	}
	return 0;
}

/* Is box a (or one of its KIN_UP nearest ancestors below container c) a
 * sibling of the tag and class of a box around block b, the body's longest
 * paragraph, under the same parent, that box too under a linked title and
 * of more blocks than a card's four (a long review's): one
 * of a run of reviews or posts, the first of them holding the body ("<td
 * id=maincol><div class=review>" each, "“Great view, tired rooms”" over
 * its text); a related article's box, its class the body's in a list of
 * its own, and a video's related clips beside its description are none. */
int sibling_kin(const struct extractor *x, int c, int a, int b)
{
	const struct node *nd = x->nodes;
	int m = kin_box(x, c, a, b, 1);
	if (m < 0 || nd[m].end_block - nd[m].first_block <= 4)  /* a card itself */
		return 0;
	for (int j = nd[m].first_block; j < b; j++)
		if (x->blocks[j].link_chars && x->blocks[j].link_chars * 2 >= x->blocks[j].chars)
			return 1;
	return 0;
}

/* A page of full posts (a blog's front page or category archive): each
 * post's title links to the post's own page ("<h3 class=post-title><a>The
 * last of the beans</a></h3>", "<h2><a rel=bookmark>Solling-Runde mit
 * Hindernissen</a></h2>", "<h2><a>Le jardin en octobre</a></h2>") over its
 * kept text, and the link drops it as a menu's item or a teaser's
 * headline, and its date line under it as the teaser's summary ("22.
 * September 2007 von Jens Hardekopf"). A title: a heading (h2-h6) all
 * link, not within the page ("Back to top"), up to POST_TITLE_MAX
 * characters, its date (a short line with a year or a time, no link, no
 * copyright) right above it or in the POST_DATE_NEAR blocks under it,
 * POST_BODY characters or more of kept prose before the next title. Where
 * POST_TITLES or more such titles stand in elements of one tag and class,
 * they stay with their dates ("Sunday, October 15, 2006"). So does a
 * title of two words or more in a box of its own named by a class, all
 * link, right under its date (boxed_title: a journal's "<div class=
 * entrySubject>" under "Mar. 4th, 2007 | 10:12 pm"). A teaser
 * list's headline opens one short summary, a menu's link none; a forum's
 * poster, linked over the post's date, is no heading (the golds of modern
 * threads leave the name out). */
#ifndef POST_TITLES
#define POST_TITLES 2
#endif
#ifndef POST_BODY
#define POST_BODY 200
#endif
#ifndef POST_TITLE_MAX
#define POST_TITLE_MAX 120
#endif
#ifndef POST_DATE_MAX
#define POST_DATE_MAX 80
#endif
#ifndef POST_DATE_NEAR
#define POST_DATE_NEAR 2
#endif
#ifndef POST_MAX
#define POST_MAX 64
#endif
static int post_title(const struct block *b)
{
	return b->keep <= 0 && (b->tag & (F_HEAD | F_H1)) == F_HEAD && b->chars >= 4 &&
	       b->chars <= POST_TITLE_MAX && b->link_chars * 5 >= b->chars * 4 &&
	       b->anchor_chars * 2 < b->link_chars;
}

/* A title in a box of its own named by a class, no heading, of two words
 * or more: a journal's "<div class=entrySubject><a>Second-hand haul</a>" */
static int boxed_title(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	const struct node *o = &x->nodes[b->owner];
	return b->keep <= 0 && !(b->tag & (F_HEAD | F_H1 | F_LI | F_TD | F_TR)) && o->cls &&
	       o->first_block == i && o->end_block == i + 1 && b->words >= 2 &&
	       b->chars <= POST_TITLE_MAX && b->link_chars == b->chars && !b->anchor_chars;
}

/* (a line of a forum post's signature with a year, "Simson S51 (1986) ·
 * KR51/2 (1983)", over the post's row of buttons, "Antwort mit Zitat
 * Danke", is no entry's date over its title: in_sign) */
static int in_sign(const struct extractor *x, const struct block *b)
{
	for (int a = b->owner; a >= 0; a = x->nodes[a].parent)
		if (x->nodes[a].hint & H_SIGN)
			return 1;
	return 0;
}

static int post_date(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	return !b->link_chars && b->chars <= POST_DATE_MAX && dated(s, b->len) &&
	       !legal_text(s, b->len) && !in_sign(x, b);
}

static int entry_title(const struct extractor *x, int i, int first, int end)
{
	int boxed = !post_title(&x->blocks[i]);
	if (boxed && !boxed_title(x, i))
		return 0;
	long body = 0;
	for (int j = i + 1; j < end && !post_title(&x->blocks[j]) && !boxed_title(x, j); j++)
		if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
			body += x->blocks[j].chars;
	if (body < POST_BODY)
		return 0;
	if (i > first && post_date(x, &x->blocks[i - 1]))
		return 1;
	for (int j = i + 1; !boxed && j < end && j <= i + POST_DATE_NEAR; j++)
		if (post_date(x, &x->blocks[j]))
			return 1;
	return 0;
}

void keep_post_titles(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	int t[POST_MAX], n = 0;
	for (int i = first; i < end && n < POST_MAX; i++)
		if (entry_title(x, i, first, end))
			t[n++] = i;
	for (int k = 0; k < n; k++) {
		const struct node *o = &nd[x->blocks[t[k]].owner];
		int same = 0;
		for (int m = 0; m < n; m++) {
			const struct node *p = &nd[x->blocks[t[m]].owner];
			same += p->tag == o->tag && p->cls == o->cls;
		}
		if (same < POST_TITLES)
			continue;
		int i = t[k];
		if (i > first && x->blocks[i - 1].keep <= 0 && post_date(x, &x->blocks[i - 1]))
			x->blocks[i - 1].keep = 1;
		x->blocks[i].keep = 1;
		for (int j = i + 1; j < end && j <= i + POST_DATE_NEAR &&
		                    x->blocks[j].keep <= 0 && post_date(x, &x->blocks[j]); j++)
			x->blocks[j].keep = 1;
	}
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

/* A post's salutation, "Hallo zusammen,", "Hi all,", "Bonjour,", "Bonjour
 * à toutes et à tous,", "Hola a todos y todas,": a line of up to
 * SALUTE_WORDS words, no link, that ends with a comma, or a full-width
 * colon (a Chinese notice's addressees), right over a kept paragraph of
 * prose. */
#ifndef SALUTE_WORDS
#define SALUTE_WORDS 6
#endif
int salutation(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	/* (a Chinese official notice's addressees close with a full-width
	 * colon: "各学院、各部门：", "各镇街、各有关单位：") */
	int colon = b->len >= 3 && !memcmp(s + b->len - 3, "：", 3);
	return b->len && (s[b->len - 1] == ',' || colon) && !b->link_chars &&
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
	/* a forum question's thanks before its asker's name, "Danke und
	 * Gruß<br>Kai", "Thanks in advance", "Merci d'avance", "Alvast
	 * bedankt" */
	"danke und gruß", "danke und grüße", "danke & gruß", "danke und gruss",
	"danke im voraus", "danke schon mal", "danke schonmal", "vielen dank im voraus",
	"thanks in advance", "thanks and regards", "merci d'avance", "merci par avance",
	"merci d\xE2\x80\x99" "avance", "grazie in anticipo", "gracias de antemano",
	"gracias por adelantado", "alvast bedankt", "bij voorbaat dank",
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

/* A Chinese official notice's closing formula ("特此通知。", "特此公告。"),
 * and the issuer and the date under it, each a short line of its own
 * (NOTICE_SIGN bytes at most, no link, no sentence): the notice's own
 * signature ("党政办公室", "2026年3月20日"). The formula with no stop
 * ("特此通知") is a short line still undecided when the lines under it
 * are judged: it counts as well. */
#ifndef NOTICE_SIGN
#define NOTICE_SIGN 60
#endif
static int notice_close(const struct extractor *x, const struct block *b)
{
	static const char *const w[] = {
		"特此通知", "特此公告", "特此通告", "特此函告", "特此报告", "特此佈告",
	};
	return b->len <= NOTICE_SIGN &&
	       STARTS_ANY_CI(x->text.p + b->off, b->len, w);
}

static int notice_line(const struct extractor *x, const struct block *b)
{
	return b->len && b->len <= NOTICE_SIGN && !b->link_chars &&
	       !ends_sentence(x->text.p + b->off, b->len);
}

/* A post's closing at its end: a closing line right under a kept block, and
 * a name under it, a line of up to two words, no link ("Renate"). */
int closing(const struct extractor *x, int i, int first)
{
	const struct block *b = &x->blocks[i];
	if (i > first && notice_line(x, b) &&
	    (notice_close(x, &b[-1]) ||
	     (i > first + 1 && notice_line(x, &b[-1]) && notice_close(x, &b[-2]))))
		return 1;
	if (i > first && b[-1].keep == 1 && valediction(x, b))
		return 1;
	return i > first + 1 && b[-2].keep == 1 && b->words <= 2 && !b->link_chars &&
	       b->chars <= 30 && valediction(x, &b[-1]);
}

/* A form after the body in container c (a job ad's application form, a
 * contact form): FORM_BODY characters of prose or more above it in c,
 * none below it (outside forms), and under a third of c's text: its
 * labels, questions and notes ("Resume/CV *", "Do you require visa
 * sponsorship?", "By applying you confirm ...") are no part of the body.
 * A form in the body (a quiz, a calculator) has prose after it. */
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
 * class=md><p>...")? It holds a line of prose: no form's labels. Where no
 * class names the thread (hashed, or never written), the form holding no
 * control to fill (fields: a hidden field at most, "<input type=hidden
 * name=thing_id>") is a post's as well: a form to fill has one; one of
 * buttons (presses) only where it holds a paragraph too. */
#ifndef POST_FORM_PARA
#define POST_FORM_PARA 60
#endif
#ifndef POST_FORM_REPEAT
#define POST_FORM_REPEAT 2
#endif
/* Does form f, of buttons alone, hold a paragraph? */
static int press_para(const struct extractor *x, int f)
{
	const struct node *d = &x->nodes[f];
	for (int i = d->first_block; i < d->end_block; i++) {
		const struct block *b = &x->blocks[i];
		if (is_prose(b) && b->chars >= POST_FORM_PARA &&
		    ends_sentence(x->text.p + b->off, b->len))
			return 1;
	}
	return 0;
}

/* The forms of buttons alone that hold a paragraph (after resolve_hints
 * has passed the controls up to their forms): a Q&A engine's posts
 * repeat, where a cookie, feedback or newsletter form is single. */
int press_posts(const struct extractor *x)
{
	int n = 0;
	for (int f = 0; f < x->nnodes; f++) {
		const struct node *d = &x->nodes[f];
		if ((d->tag & F_FORM) && d->presses && !d->fields &&
		    !(d->hint & H_ENTRY) && press_para(x, f))
			n++;
	}
	return n;
}

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
	/* a form of buttons alone, no field to fill (a Q&A engine's post in
	 * its form of vote and comment buttons, Question2Answer's "<form>
	 * <input type=submit value=+>"), is a post's where it holds a
	 * paragraph (POST_FORM_PARA characters of prose that end a
	 * sentence) and the page POST_FORM_REPEAT or more such forms: a
	 * cookie form, a feedback or a newsletter form under its line is
	 * single, and an office's address over its button to a contact
	 * form is none */
	int post = 0, para = !d->presses || x->cthread;
	if (!para && x->press_posts >= POST_FORM_REPEAT)
		para = press_para(x, f);
	if ((!x->cthread && d->fields) || (d->hint & H_ENTRY))
		return 0;
	for (int i = d->first_block; i < d->end_block; i++) {
		const struct block *b = &x->blocks[i];
		/* a field to type a name or an address in beside a line
		 * (H_ENTRY: "<p><label>Name</label><input name=author>"):
		 * a form to fill, a comment's, whose note is no post ("Bitte
		 * bleib sachlich, Kommentare werden vorab geprüft.") */
		if (x->nodes[b->owner].hint & H_ENTRY)
			return 0;
		if (!is_prose(b))
			continue;
		if (b->len < 200 && HAS_ANY_CI(x->text.p + b->off, b->len, note))
			return 0;
		post = 1;
	}
	return post && para;
}

/* A thread's summary box after its last post: its counters' labels
 * alone, each over its number or date ("créé" over "févr. 14",
 * "dernière réponse", "réponses" after "3", "vues"; "erstellt",
 * "Antworten", "Aufrufe"; "created", "replies", "views", "users";
 * Discourse's "topic-map", a label an <h4> over its <li>): no heading of
 * a listing's facts after the body (facts_after), and no post's line
 * (drop_thread_stats). */
int stat_label(const char *s, size_t n)
{
	static const char *const w[] = {
		"erstellt", "letzte antwort", "antworten", "aufrufe", "benutzer",
		"beitr\xC3\xA4ge", "created", "last reply", "replies", "views", "users",
		"posts", "likes", "links", "cr\xC3\xA9\xC3\xA9", "derni\xC3\xA8re r\xC3\xA9ponse",
		"r\xC3\xA9ponses", "vues", "utilisateurs", "liens", "creado",
		"\xC3\xBAltima respuesta", "respuestas", "visitas", "usuarios", "creato",
		"ultima risposta", "risposte", "visualizzazioni", "utenti", "aangemaakt",
		"laatste reactie", "reacties", "weergaven", "gebruikers",
	};
	return word_is(s, n, w, sizeof w / sizeof *w);
}
/* The same summary inside the container, under the last post: a run of
 * STAT_RUN or more kept lines at its end, each under STAT_MAX characters
 * of two words at most, no link, no sentence, STAT_LABELS or more of them
 * such a label alone, after a kept paragraph, goes. */
#ifndef STAT_RUN
#define STAT_RUN 4
#endif
#ifndef STAT_MAX
#define STAT_MAX 24
#endif
#ifndef STAT_LABELS
#define STAT_LABELS 2
#endif
void drop_thread_stats(struct extractor *x, int first, int end)
{
	int last = last_kept(x, first, end);
	int i = last, run = 0, labels = 0;
	for (; i >= first; i--) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0)
			continue;
		if (b->chars >= STAT_MAX || b->words > 2 || b->link_chars ||
		    ends_sentence(s, b->len))
			break;
		run++;
		labels += stat_label(s, b->len);
	}
	if (run < STAT_RUN || labels < STAT_LABELS || i < first ||
	    !is_prose(&x->blocks[i]))
		return;
	for (int j = i + 1; j <= last; j++)
		x->blocks[j].keep = 0;
}

/* A tracker's ticket (comment_thread 2: its discussion a timeline, or
 * its key in the <title>): its fields between the headline and the first
 * reply are the tracker's, no text of the issue ("Component:" | "Layout:
 * Tables", Bugzilla's; "Type: Bug", Jira's; "Status:" | "Gelöst",
 * Redmine's). A run of kept lines, each a label (FIELD_WORDS words at
 * most, under FIELD_MAX characters, no link, closed by a colon), a label
 * and its value on one line (under FIELD_LINE characters, the colon
 * after FIELD_WORDS words at most, no sentence) or a short line of a
 * label's value after it (no heading, no sentence), with FIELD_RUN labels
 * or more, goes; the issue's text and a heading over it stop the run. */
#ifndef FIELD_WORDS
#define FIELD_WORDS 3
#endif
#ifndef FIELD_MAX
#define FIELD_MAX 32
#endif
#ifndef FIELD_LINE
#define FIELD_LINE 48
#endif
#ifndef FIELD_RUN
#define FIELD_RUN 3
#endif
/* 1: a label alone, 2: a label and its value, 0: neither */
static int field_line(const struct block *b, const char *s)
{
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	if (!n || b->link_chars || (b->tag & F_HEAD) || b->words > FIELD_WORDS + 3)
		return 0;
	if (s[n - 1] == ':')
		return b->words <= FIELD_WORDS && b->chars < FIELD_MAX;
	const char *c = memchr(s, ':', n);
	if (!c || c == s || b->chars >= FIELD_LINE || ends_sentence(s, n))
		return 0;
	int words = 1;
	for (const char *k = s; k < c; k++)
		words += *k == ' ';
	return words <= FIELD_WORDS && c + 2 < s + n && c[1] == ' ' ? 2 : 0;
}

void drop_ticket_fields(struct extractor *x, int first, int end)
{
	if (x->cthread != 2 || x->headline < 0 || x->cfirst < 0)
		return;
	int from = x->headline + 1 > first ? x->headline + 1 : first;
	int to = x->cfirst < end ? x->cfirst : end;
	int run = -1, labels = 0, value = 0;
	for (int i = from; i <= to; i++) {
		const struct block *b = i < to ? &x->blocks[i] : NULL;
		if (b && b->keep <= 0)
			continue;
		const char *s = b ? x->text.p + b->off : NULL;
		int f = b ? field_line(b, s) : 0;
		int v = b && !f && value && b->chars < FIELD_MAX && !(b->tag & F_HEAD) &&
		        !ends_sentence(s, b->len);
		if (f || v) {
			if (run < 0)
				run = i, labels = 0;
			labels += f != 0;
			value = f == 1 || v;
			continue;
		}
		if (run >= 0 && labels >= FIELD_RUN)
			for (int j = run; j < i; j++)
				x->blocks[j].keep = 0;
		run = -1, value = 0;
	}
}

/* A poster's counters in the author's cell, each a linked figure over its
 * label ("<th><p><a>37</a></p>主题</th><th><p><a>215</a></p>帖子</th>",
 * Discuz!'s; "<dt>积分</dt><dd><a>412</a></dd>"): the figures go as
 * links, their labels stayed and ran into a line ("主题 帖子 积分"). A kept
 * label of COUNTER_LABEL bytes at most, two words at most, no link, no
 * figure, no sentence, goes where it shares a table cell with the linked
 * figure right before it and a cell beside it holds another such pair,
 * or where it is a term (dt) whose value right after it is a linked
 * figure. */
#ifndef COUNTER_LABEL
#define COUNTER_LABEL 24
#endif
/* a count, no telephone number ("<dt>Telefono</dt><dd><a href=tel:...>
 * 051 234567</a>"): COUNTER_DIGITS figures at most, no space */
#ifndef COUNTER_DIGITS
#define COUNTER_DIGITS 7
#endif
#ifndef COUNTER_LEN
#define COUNTER_LEN 12  /* bytes of a linked figure */
#endif
#ifndef COUNTER_WORDS
#define COUNTER_WORDS 2  /* words of a counter's label */
#endif
static int linked_figure(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	int digits = 0;
	if (!b->chars || b->link_chars != b->chars || b->len > COUNTER_LEN)
		return 0;
	for (size_t k = 0; k < b->len; k++) {
		if (!isdigit((unsigned char)s[k]) && s[k] != ',' && s[k] != '.')
			return 0;
		digits += isdigit((unsigned char)s[k]) != 0;
	}
	return digits && digits <= COUNTER_DIGITS;
}

static int counter_label(const struct extractor *x, const struct block *b)
{
	const char *s = x->text.p + b->off;
	return b->len <= COUNTER_LABEL && b->words <= COUNTER_WORDS && !b->link_chars &&
	       !has_digit(s, b->len) && !ends_sentence(s, b->len);
}

/* Is block i a label in a cell after its linked figure in the cell? */
static int cell_counter(const struct extractor *x, int i, int first)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	if (i <= first || !(b->tag & F_TD) || !counter_label(x, b) ||
	    !linked_figure(x, &b[-1]))
		return 0;
	int a = b[-1].owner;
	/* the figure's cell is the label's, its link or a box in it up to
	 * two levels down */
	for (int up = 0; a >= 0 && a != b->owner && up < 2; up++)
		a = nd[a].parent;
	return a == b->owner;
}

void drop_counter_labels(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		if ((b->tag & F_DT) && i + 1 < end && counter_label(x, b) &&
		    linked_figure(x, &b[1]) && nd[b[1].owner].parent == nd[b->owner].parent &&
		    b[1].owner != b->owner) {
			b->keep = 0;
			continue;
		}
		if (!cell_counter(x, i, first))
			continue;
		int row = nd[b->owner].parent;
		for (int j = i - 2; j <= i + 2; j += 4)
			if (j > first && j < end && cell_counter(x, j, first) &&
			    nd[x->blocks[j].owner].parent == row) {
				b->keep = 0;
				break;
			}
	}
}

/* A reply's subject that the forum cut short over each post of a thread
 * ("Re: ¿Merece la pena cambiar la caldera de ga...", "AW: Heizung
 * macht Geräusche beim Anl...", "R: Plastico modulare in sca…",
 * vBulletin's <strong> in the post's head): thread_subject wants the
 * whole headline, and a page with no headline has none. A kept block
 * under SUBJ_MAX characters, no link, a reply's mark, what follows it
 * (its "..." or "…" cut off) SUBJ_MIN bytes or more and the opening of
 * the page's <title> or of a kept block before it (the first post's
 * subject), goes: it repeats the thread's title. */
#ifndef SUBJ_MAX
#define SUBJ_MAX 160
#endif
#ifndef SUBJ_MIN
#define SUBJ_MIN 8
#endif
/* And a post's head line that names its subject by a label, the thread's
 * title whole after it, a reply's mark before the title or none, the
 * post's stamp after it or nothing (Forumactif's "Sujet: Re: Mildiou sur
 * les tomates 2024-07-02 à 18:41", phpBB 2's "Post subject: Re: ..."):
 * the title is the headline's or the <title>'s opening. */
static int labelled_subject(const struct extractor *x, const char *s, size_t n)
{
	static const char *const w[] = {
		"sujet:", "sujet :", "subject:", "post subject:", "betreff:", "asunto:",
		"oggetto:", "temat:", "onderwerp:", "assunto:",
		"\xD1\x82\xD0\xB5\xD0\xBC\xD0\xB0:",
	};
	size_t l = OPENS_ANY_CI(s, n, w);
	if (!l)
		return 0;
	for (; l < n && s[l] == ' '; l++)
		;
	if (reply_subject(s + l, n - l)) {
		const char *c = memchr(s + l, ':', n - l);
		for (l = (size_t)(c + 1 - s); l < n && s[l] == ' '; l++)
			;
	}
	const char *t = x->title.p;
	size_t tl = x->title.len;
	if (x->headline >= 0) {
		t = x->text.p + x->blocks[x->headline].off;
		tl = x->blocks[x->headline].len;
	}
	s += l;
	n -= l;
	if (tl < SUBJ_MIN || n < tl || strncasecmp(s, t, tl))
		return 0;
	return n == tl || (s[tl] == ' ' && dated(s + tl, n - tl));
}

void drop_reply_subjects(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep > 0 && !b->link_chars && b->chars < SUBJ_MAX &&
		    labelled_subject(x, s, b->len)) {
			b->keep = 0;
			continue;
		}
		if (b->keep <= 0 || b->chars >= SUBJ_MAX || !reply_subject(s, b->len))
			continue;
		const char *c = memchr(s, ':', b->len), *e = s + b->len;
		/* UBB.threads' pointer to the post it answers after the
		 * subject, "Re: <title> [Re: <poster>]", its only link */
		const char *o = e > s && e[-1] == ']' ? e - 1 : NULL;
		while (o && o > s && *o != '[')
			o--;
		if (o && *o == '[' && o > c && reply_subject(o + 1, (size_t)(e - o - 1)) &&
		    (size_t)b->link_chars <= (size_t)(e - o))
			e = o;
		else if (b->link_chars)
			continue;
		/* and YaBB's post's stamp on a line under it in its cell,
		 * "Re: <title>" | "« Resposta #2 em: 10/05/2013 às 12:06 »" */
		const char *nl = memchr(c, '\n', (size_t)(e - c));
		size_t sn = nl ? (size_t)(e - nl - 1) : 0;
		if (nl && dated(nl + 1, sn) && !memchr(nl + 1, '\n', sn))
			e = nl;
		for (c++; c < e && *c == ' '; c++)
			;
		while (e > c && (e[-1] == ' ' || e[-1] == '.'))
			e--;
		if (e - c >= 3 && !memcmp(e - 3, "\xE2\x80\xA6", 3))
			e -= 3;
		while (e > c && e[-1] == ' ')
			e--;
		size_t n = (size_t)(e - c);
		if (n < SUBJ_MIN)
			continue;
		int same = x->title.len >= n && !strncasecmp(c, x->title.p, n);
		for (int j = first; !same && j < i; j++) {
			const struct block *a = &x->blocks[j];
			same = a->keep > 0 && a->len >= n &&
			       !strncasecmp(c, x->text.p + a->off, n);
		}
		if (same)
			b->keep = 0;
	}
}

/* A forum quote's header where no markup names it: a line over the
 * quoted text that says who wrote it, its own label alone ("Quote:",
 * "Zitat:", "Cytat:", vBulletin 3's "<div class=smallfont>Quote:</div>"
 * over its table), or the poster and the verb ("Originally Posted by X",
 * "Napisał X", "X a écrit :", FluxBB's "<cite>", Forumactif's
 * "<span class=genmed><b>X a écrit:</b>"; "X wrote:", "X schrieb:", "X
 * escribió:", "X ha scritto:", "X schreef:", "X napisał:", "X
 * escreveu:", "X написал:"; Invision's and XenForo's "X said:", "X a dit
 * :", "X sagte:"), QHEAD_WORDS words at most, a kept line
 * after it (the quote): the poster's name is no text of the post. A
 * post's box that opens with such a header named a header (YaBB's "<div
 * class=quote_header>Citação de: X em <date>", UBB.threads' "<div
 * class=ubbcode-header>Originally Posted By: X") is no teaser card under
 * its headline either (card_tally). */
#ifndef QHEAD_WORDS
#define QHEAD_WORDS 6
#endif
#ifndef QHEAD_CITE
#define QHEAD_CITE 100  /* a tracker's head's bytes at most */
#endif
int quote_head(const char *s, size_t n)
{
	static const char *const label[] = {
		"quote:", "zitat:", "cytat:", "cita:", "citazione:", "citation :", "citation:",
		"citaat:", "cita\xC3\xA7\xC3\xA3o:", "al\xC4\xB1nt\xC4\xB1:", "cit\xC3\xA1t:",
		"\xD0\xA6\xD0\xB8\xD1\x82\xD0\xB0\xD1\x82\xD0\xB0:",
	};
	static const char *const by[] = {
		"originally posted by ", "zitat von ", "napisa\xC5\x82 ", "napisa\xC5\x82(a) ",
		"cita de: ", "citazione di ", "messaggio originale di ", "mensaje original de ",
		"oorspronkelijk geplaatst door ", "urspr\xC3\xBCnglich geschrieben von ",
		"zamieszczone przez ", "postado originalmente por ",
		/* YaBB's and SMF's Portuguese, UBB.threads' Turkish */
		"cita\xC3\xA7\xC3\xA3o de: ", "orijinal mesaj\xC4\xB1 g\xC3\xB6nderen: ",
		/* vBulletin's in Portuguese, Spanish and Italian
		 * ("Originalmente Escrito por X", "Originariamente inviato da
		 * X") */
		"originalmente escrito por ", "originalmente postado por ",
		"originalmente publicado por ", "originalmente enviado por ",
		"originariamente inviato da ", "originariamente scritto da ",
		"\xD0\xA1\xD0\xBE\xD0\xBE\xD0\xB1\xD1\x89\xD0\xB5\xD0\xBD\xD0\xB8\xD0\xB5 "
		"\xD0\xBE\xD1\x82 ",
	};
	static const char *const wrote[] = {
		" wrote:", " a \xC3\xA9" "crit :", " a \xC3\xA9" "crit:", " schrieb:",
		" hat geschrieben:", " escribi\xC3\xB3:", " ha scritto:", " schreef:",
		" napisa\xC5\x82:", " napisa\xC5\x82(a):", " escreveu:", " skrev:",
		" \xD0\xBD\xD0\xB0\xD0\xBF\xD0\xB8\xD1\x81\xD0\xB0\xD0\xBB:",
		" \xD0\xBD\xD0\xB0\xD0\xBF\xD0\xB8\xD1\x81\xD0\xB0\xD0\xBB\xD0\xB0:",
		" \xD0\xBD\xD0\xB0\xD0\xBF\xD0\xB8\xD1\x81\xD0\xB0\xD0\xBB(\xD0\xB0):",
	};
	while (n && s[n - 1] == ' ')
		n--;
	for (size_t i = 0; i < sizeof label / sizeof *label; i++)
		if (n == strlen(label[i]) && starts_with_ci(s, n, label[i]))
			return 1;
	/* a bug tracker's head of a comment's text, the comment it answers
	 * or the file it added (Bugzilla's "(In reply to X from comment
	 * #1)", "Created attachment 902114 [details]"): 3, its words
	 * uncounted, a name being any length */
	if (n < QHEAD_CITE && ((starts_with_ci(s, n, "(in reply to ") && s[n - 1] == ')' &&
	                        memmem(s, n, " from comment #", 15)) ||
	                       (starts_with_ci(s, n, "created attachment ") && n > 19 &&
	                        isdigit((unsigned char)s[19]))))
		return 3;
	/* Invision's and XenForo's verb ("X said:", "X a dit :", "X
	 * sagte:", "X dijo:", "X ha detto:", "X zei:", "X disse:"): 2, as a
	 * story's "The minister said:" over its quote is a <p> of its own,
	 * a board's citation a <div> */
	static const char *const said[] = {
		" said:", " a dit :", " a dit:", " sagte:", " dijo:", " ha detto:", " zei:",
		" disse:",
	};
	if (ENDS_ANY_CI(s, n, said))
		return 2;
	/* (a sentence that opens so, "Napisał mi, że przyjdzie.", ends
	 * with its stop) */
	return (STARTS_ANY_CI(s, n, by) && !ends_sentence(s, n)) || ENDS_ANY_CI(s, n, wrote);
}

void drop_quote_heads(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		int qh;
		/* a tracker's heads on the first lines of a comment's <pre>
		 * (Bugzilla's "Created attachment 5" over "(In reply to X
		 * from comment #1)") leave the lines under them, one by one
		 * (the block's counts stay the whole block's) */
		const char *s = x->text.p + b->off, *nl = memchr(s, '\n', b->len);
		if (b->keep > 0 && (b->tag & F_PRE) && nl && quote_head(s, (size_t)(nl - s)) == 3) {
			b->len -= (size_t)(nl + 1 - s);
			b->off += (size_t)(nl + 1 - s);
			i--;
			continue;
		}
		if (b->keep <= 0 || (b->tag & (F_HEAD | F_LI)) ||
		    !(qh = quote_head(x->text.p + b->off, b->len)) || (qh == 2 && (b->tag & F_P)) ||
		    (qh != 3 && b->words > QHEAD_WORDS))
			continue;
		int j = i + 1;
		while (j < end && x->blocks[j].keep <= 0)
			j++;
		int p = x->nodes[b->owner].parent, q = p >= 0 ? x->nodes[p].parent : -1;
		if (j < end && ((p >= 0 && x->nodes[p].first_block == i) ||
		                (q >= 0 && x->nodes[q].first_block == i)))
			b->keep = 0;
	}
}

/* A campaign's page after its call to sign: a petition's text, then its
 * box with the signing form ("<aside class=corgi-sign>...<form>", "<div
 * class=petition-sign><h2>Jetzt unterschreiben</h2><form>"), then the
 * petitioner's short updates ("Petition passes 2,000 signatures",
 * "Übergabe im Sportausschuss") and the signers' reasons or the readers'
 * pros and cons ("142 Stimmen"): these are the platform's, not the text.
 * The first form in container c, no post's (post_form), below SIGN_BODY
 * characters of kept prose, in a box outside the box of the last of
 * them, itself or a box round it named for signing (H_SIGNBOX: a
 * newsletter's "sign-up" box is not); after that box, each kept block
 * under SIGN_AFTER characters and no h1, to the container's end: they
 * go, with the box. */
#define SIGN_BODY 500
#define SIGN_AFTER 150
void drop_after_sign(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int i = first, f = -1, last = -1;
	long above = 0;
	for (; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (nd[b->owner].nearest_form > c) {
			f = nd[b->owner].nearest_form;
			break;
		}
		if (b->keep > 0 && is_prose(b)) {
			above += b->chars;
			last = i;
		}
	}
	if (f < 0 || last < 0 || above < SIGN_BODY || post_form(x, f))
		return;
	int box = f, sign = !!(nd[f].hint & H_SIGNBOX);
	while (nd[box].parent > c && nd[nd[box].parent].first_block > last) {
		box = nd[box].parent;
		sign |= !!(nd[box].hint & H_SIGNBOX);
	}
	if (!sign || nd[box].parent < 0 || nd[nd[box].parent].first_block > last)
		return;
	int kept = 0;
	for (int k = nd[box].end_block; k < end; k++) {
		const struct block *b = &x->blocks[k];
		if (b->keep <= 0)
			continue;
		if (b->chars >= SIGN_AFTER || (b->tag & F_H1))
			return;
		kept++;
	}
	for (int k = nd[box].first_block; kept && k < end; k++)
		x->blocks[k].keep = 0;  /* the box's call too ("Jetzt unterschreiben") */
}

/* A review's author line over its text: the reviewer's name, marked the
 * author (itemprop=author, an inline element under a byline's hint), and
 * who and when run on after it ("Sandra (41-45)Paar • Verreist im Juli
 * 2024", "Marco, Milano · Soggiorno a luglio", "Claire – voyage en
 * couple"), in the box of the review whose text is marked its body
 * (itemprop=reviewBody, H_ITEMTEXT) within REVIEW_NEAR blocks below: no
 * text of the review's, as its author's box in a forum is none. */
#ifndef REVIEW_NEAR
#define REVIEW_NEAR 4
#endif
void drop_review_authors(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || !b->imeta || !b->meta_chars || !b->other_chars ||
		    b->link_chars || b->chars >= 80 || (b->tag & F_HEAD) ||
		    !(nd[b->imeta - 1].hint & H_META) ||
		    ends_sentence(x->text.p + b->off, b->len))
			continue;
		for (int j = i + 1; j < end && j <= i + REVIEW_NEAR; j++) {
			int t = x->blocks[j].owner, n = 0;
			while (t >= 0 && n < 3 && !(nd[t].hint & H_ITEMTEXT)) {
				t = nd[t].parent;
				n++;
			}
			if (t < 0 || !(nd[t].hint & H_ITEMTEXT))
				continue;
			/* the text's box and the line share the review's box */
			int a = b->owner;
			for (int m = 0; a >= 0 && a != nd[t].parent && m < 4; m++)
				a = nd[a].parent;
			if (a == nd[t].parent)
				b->keep = 0;
			break;
		}
	}
}

/* Customers' reviews under a shop's or a store's product text, each in a
 * card under its vote line ("Was this review helpful? Yes No Funny", "War
 * diese Rezension hilfreich?", "Cet avis vous a-t-il été utile ?",
 * "¿Te ha resultado útil esta reseña?", "Questa recensione ti è stata
 * utile?", "Was deze review nuttig?"): the readers' text, as comments are,
 * no part of the page's. Where two such lines or more follow kept text of
 * USER_REVIEW_BODY characters, the box around each up to the next (its
 * name, its hours played or its stars, its text) goes; their heading
 * ("Customer reviews for ...") then heads nothing (drop_orphan_heads). An
 * answer's vote line on a Q&A page ("War diese Antwort hilfreich?") is
 * none: an answer is the page's text. So is a vote's tally that a figure
 * opens under a hiker's tip or a customer's review ("12 found this
 * helpful", "12 Personen fanden dies hilfreich", "12 personnes ont trouvé
 * cela utile", "12 persone l'hanno trovato utile", "12 mensen vonden dit
 * nuttig"; "5 people found this answer helpful" is an answer's). */
#ifndef USER_REVIEW_BODY
#define USER_REVIEW_BODY 500
#endif
static int review_vote(const char *s, size_t n)
{
	static const char *const w[] = {
		"was this review helpful", "did you find this review helpful",
		"was this review useful", "war diese rezension hilfreich",
		"war diese bewertung hilfreich", "ist diese bewertung hilfreich",
		"fanden sie diese bewertung hilfreich", "fandest du diese bewertung hilfreich",
		"cet avis vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"cet avis vous a \xC3\xA9t\xC3\xA9 utile",
		"avez-vous trouv\xC3\xA9 cet avis utile", "te ha resultado \xC3\xBAtil esta",
		"te ha parecido \xC3\xBAtil esta", "le ha resultado \xC3\xBAtil esta",
		"esta rese\xC3\xB1" "a te ha resultado \xC3\xBAtil",
		"questa recensione ti \xC3\xA8 stata utile",
		"hai trovato utile questa recensione", "questa recensione \xC3\xA8 stata utile",
		"was deze review nuttig", "was deze recensie nuttig", "vond je deze review nuttig",
		"vond u deze review nuttig",
	};
	if (n > 2 && (unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xBF) {
		s += 2;  /* the Spanish opening question mark */
		n -= 2;
	}
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (starts_with_ci(s, n, w[i]))
			return 1;
	static const char *const tally[] = {
		"found this helpful", "found this useful", "fanden dies hilfreich",
		"fanden das hilfreich", "fanden diese bewertung hilfreich",
		"ont trouv\xC3\xA9 cela utile", "ont trouv\xC3\xA9 cet avis utile",
		"l'hanno trovato utile", "vonden dit nuttig", "vonden dit handig",
	};
	return n && isdigit((unsigned char)s[0]) && HAS_ANY_CI(s, n, tally);
}

void drop_user_reviews(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int votes[8], nv = 0;
	for (int i = first; i < end && nv < 8; i++) {
		const struct block *b = &x->blocks[i];
		if (b->chars < 60 && !(b->tag & F_HEAD) &&
		    review_vote(x->text.p + b->off, b->len))
			votes[nv++] = i;
	}
	if (nv < 2)
		return;
	long body = 0;
	for (int j = first; j < votes[0]; j++)
		if (x->blocks[j].keep > 0 && !(x->blocks[j].tag & F_HEAD))
			body += x->blocks[j].chars;
	if (body < USER_REVIEW_BODY)
		return;
	int card[8];
	for (int v = 0; v < nv; v++) {
		/* the card: the box round the vote line that holds no other */
		int a = x->blocks[votes[v]].owner;
		for (;;) {
			int p = nd[a].parent;
			if (p <= c || (v > 0 && nd[p].first_block <= votes[v - 1]) ||
			    (v + 1 < nv && nd[p].end_block > votes[v + 1]))
				break;
			a = p;
		}
		long kept = 0;
		for (int j = nd[a].first_block; j < nd[a].end_block; j++)
			if (x->blocks[j].keep > 0)
				kept += x->blocks[j].chars;
		/* no card, or one that holds the page's text */
		if (a == x->blocks[votes[v]].owner || kept * 2 > body)
			return;
		card[v] = a;
	}
	for (int v = 0; v < nv; v++)
		unkeep(x, nd[card[v]].first_block, nd[card[v]].end_block);
}

/* A section of guests' or hikers' reviews closing a page: a hotel's
 * "Gästebewertungen" under its house rules, a hiking route's "Bewertungen"
 * under its directions ("Bergfex_1982 02.09.2026 Traumhafte Tour, aber
 * wirklich lang."), "Guest reviews", "Avis des voyageurs", "Recensioni
 * degli ospiti", "Opiniones", "Beoordelingen": the readers' posts, as
 * comments are, no text of the page, with no vote line under each
 * (drop_user_reviews). A box named for reviews (H_REVIEWS: "hp-reviews",
 * "oax-reviews") below the container, that opens with a heading of
 * REVIEW_HEAD bytes or fewer naming reviews in the plural, goes when the
 * container keeps more prose above it than the box keeps (a page of
 * nothing but reviews keeps them). So does a shop's box of its customers'
 * questions beside it, named so in the plural (H_ASKS: "ui-pdp-questions",
 * "preguntas"), under a heading of questions and answers ("Preguntas y
 * respuestas", "Questions and answers", "Fragen und Antworten"), where
 * the box right after it or right before it is named for reviews: a
 * page's FAQ under such a heading has no reviews beside it, and stays. */
#ifndef REVIEW_HEAD
#define REVIEW_HEAD 48
#endif
static int beside_reviews(const struct extractor *x, int a)
{
	const struct node *nd = x->nodes;
	int p = nd[a].parent;
	for (int k = 0; k < 2; k++) {
		int j = k ? nd[a].first_block - 1 : nd[a].end_block;
		if (j < 0 || j >= x->nblocks)
			continue;
		for (int o = x->blocks[j].owner; o >= 0 && o != p; o = nd[o].parent)
			if (nd[o].parent == p)
				return (nd[o].hint & H_REVIEWS) != 0;
	}
	return 0;
}

/* Does a heading name customers' reviews, in the plural ("Bewertungen",
 * "Reviews", "Avis", "この商品のレビュー", "商品评价", "상품 리뷰")? German
 * and Dutch words end a compound ("Kundenbewertungen"); the others are
 * whole words ("Davis", "Avisos", "Previews" are none). */
int reviews_named(const char *s, size_t n)
{
	static const char *const whole[] = {"reviews", "avis", "recensioni", "opiniones",
		"opinioni", "rese\xC3\xB1" "as", "valoraciones"};
	static const char *const w[] = {"bewertungen", "rezensionen", "beoordelingen",
		"recensies",
		/* and in Japanese, Chinese and Korean ("この商品のレビュー",
		 * "カスタマーレビュー", "口コミ", "商品评价", "상품 리뷰") */
		"レビュー", "口コミ", "クチコミ", "商品评价", "用户评价", "商品評價", "리뷰",
		"상품평"};
	return HAS_ANY_CI(s, n, w) || HAS_WHOLE_WORD(s, n, whole);
}

/* Where classes are hashed, no box is named for reviews: the box that
 * opens with the heading holds the reviews when REVIEW_STAMPS or more of
 * its lines are a reviewer's stamp, each over the review's kept text (a
 * shop's "Gabi M. – 3. Mai 2026", "Petra K. (Verifizierter Besitzer) –
 * 11. Juni 2026", or over its title first): a date, under REVIEW_STAMP
 * bytes, opening with a capital, no link, no sentence. WooCommerce's heading names the product
 * after the count ("6 Bewertungen für Schneidebrett aus Olivenholz"): one
 * that opens with a figure may run to REVIEW_COUNT_HEAD bytes. The heading
 * opens with that count, or a line of the box holds a rating ("4,7 von 5
 * Sternen", "★★★★☆", review_score) or the count ("87 recensioni"): a
 * publisher's press quotes ("Süddeutsche Zeitung, 12. März 2026" over
 * each) and readers' letters under "Reviews unserer Leser" are dated
 * too, and stay. */
#ifndef REVIEW_STAMPS
#define REVIEW_STAMPS 2
#endif
#ifndef REVIEW_COUNT_HEAD
#define REVIEW_COUNT_HEAD 96
#endif
#ifndef REVIEW_STAMP
#define REVIEW_STAMP 64
#endif
/* a score out of five ("4,7 von 5", "4.5 out of 5", "4/5") or a star */
static int review_score(const char *s, size_t n)
{
	static const char *const of[] = {
		"\xE2\x98\x85", "von 5", "out of 5", "sur 5", "su 5", "uit 5", "de 5", "/5",
	};
	for (size_t k = 0; k < sizeof of / sizeof *of; k++) {
		size_t l = strlen(of[k]);
		for (const char *p = s; (p = memmem_ci(p, n - (size_t)(p - s), of[k])) != NULL;
		     p++)
			if (p + l == s + n || !isdigit((unsigned char)p[l]))
				return 1;
	}
	return 0;
}

static int review_stamps(const struct extractor *x, int a, const struct block *h)
{
	const struct node *nd = x->nodes;
	int n = 0, rated = isdigit((unsigned char)x->text.p[h->off]);
	for (int j = nd[a].first_block; j + 1 < nd[a].end_block; j++) {
		const struct block *b = &x->blocks[j], *t = b + 1;
		const char *s = x->text.p + b->off;
		unsigned char c0 = (unsigned char)s[0];
		/* (past the review's title, a short line of no link: "Great,
		 * but a bit heavy") */
		if (j + 2 < nd[a].end_block && !is_prose(t) && t->len < REVIEW_STAMP &&
		    !t->link_chars)
			t++;
		n += b->len < REVIEW_STAMP && !b->link_chars && !(b->tag & F_HEAD) &&
		     (isupper(c0) || c0 >= 0xC3) && !ends_sentence(s, b->len) && dated(s, b->len) &&
		     t->keep > 0 && is_prose(t);
		rated = rated || (b->len < REVIEW_STAMP && !(b->tag & F_HEAD) &&
		                  (review_score(s, b->len) ||
		                   (has_digit(s, b->len) && reviews_named(s, b->len))));
	}
	return n >= REVIEW_STAMPS && rated;
}

void drop_review_section(struct extractor *x, int c, int first, int end)
{
	static const char *const qa[] = {
		"preguntas y respuestas", "questions and answers", "questions & answers",
		"fragen und antworten", "fragen & antworten", "perguntas e respostas",
		"domande e risposte", "vragen en antwoorden", "questions et réponses",
		"questions-réponses", "customer questions",
	};
	const struct node *nd = x->nodes;
	for (int i = first; i + 1 < end; i++) {
		const struct block *h = &x->blocks[i];
		if (!(h->tag & F_HEAD) || h->link_chars ||
		    h->len > (isdigit((unsigned char)x->text.p[h->off]) ? REVIEW_COUNT_HEAD
		                                                        : REVIEW_HEAD))
			continue;
		int asks = HAS_ANY_CI(x->text.p + h->off, h->len, qa);
		if (!asks && !reviews_named(x->text.p + h->off, h->len))
			continue;
		/* the outermost box named for reviews (or questions) that
		 * opens with it */
		int a = -1, top = -1;
		for (int p = h->owner; p > c && nd[p].first_block == i; p = nd[p].parent) {
			if (nd[p].hint & (asks ? H_ASKS : H_REVIEWS))
				a = p;
			top = p;
		}
		if (a < 0 && !asks && top >= 0 && nd[top].end_block <= end &&
		    review_stamps(x, top, h))
			a = top;
		if (a < 0 || nd[a].end_block > end || (asks && !beside_reviews(x, a)))
			continue;
		long in = kept_chars(x, i, nd[a].end_block), above = 0;
		for (int j = first; j < i; j++)
			if (x->blocks[j].keep > 0 && is_prose(&x->blocks[j]))
				above += x->blocks[j].chars;
		if (above > in)
			unkeep(x, i, nd[a].end_block);
		i = nd[a].end_block - 1;
	}
}

/* A community's best answer shown twice: in a box over the thread under
 * its label ("Beste Antwort", "Best answer", "Accepted solution",
 * "Meilleure réponse", "Mejor respuesta", a Gainsight/inSided topic's
 * "qa-best-answer"; a Q&A board's accepted answer pinned under the
 * question) and again in its place among the replies. Where a run of kept
 * blocks holding DUP_PROSE+ prose blocks of DUP_MIN+ characters comes
 * again, the same texts in the same order, in a later run of kept blocks,
 * and one of the BEST_GAP blocks over the earlier run is such a label,
 * the earlier copy goes: the thread keeps each post once, in its order.
 * (A page that repeats its own paragraphs, a recipe's list or a form's
 * steps, keeps both: no label.) Only lines of equal length are compared. */
#ifndef DUP_MIN
#define DUP_MIN 80
#endif
#ifndef DUP_PROSE
#define DUP_PROSE 2
#endif
#ifndef BEST_GAP
#define BEST_GAP 3
#endif
static int same_kept(const struct extractor *x, int i, int j)
{
	const struct block *a = &x->blocks[i], *b = &x->blocks[j];
	return a->keep > 0 && b->keep > 0 && a->len == b->len &&
	       !memcmp(x->text.p + a->off, x->text.p + b->off, a->len);
}

/* Whether a short line in [from, to) names the best or accepted answer. */
static int best_label(const struct extractor *x, int from, int to)
{
	for (int k = from; k < to; k++) {
		const struct block *b = &x->blocks[k];
		if (b->len <= 40 && best_answer_name(x->text.p + b->off, b->len, 0))
			return 1;
	}
	return 0;
}

void drop_best_copy(struct extractor *x, int first, int end)
{
	if (!best_label(x, first, end))  /* no label: no pairs to compare */
		return;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->len < DUP_MIN || !is_prose(b))
			continue;
		for (int j = i + 1; j < end; j++) {
			if (!same_kept(x, i, j))
				continue;
			int lo = i, hi = i + 1, prose = 0;
			while (lo > first && lo - 1 + j - i > hi - 1 &&
			       same_kept(x, lo - 1, lo - 1 + j - i))
				lo--;
			while (hi < j && hi + j - i < end && same_kept(x, hi, hi + j - i))
				hi++;
			for (int k = lo; k < hi; k++)
				prose += x->blocks[k].len >= DUP_MIN && is_prose(&x->blocks[k]);
			if (prose >= DUP_PROSE &&
			    best_label(x, lo - BEST_GAP > first ? lo - BEST_GAP : first, lo)) {
				unkeep(x, lo, hi);
				i = hi - 1;
			}
			break;
		}
	}
}

/* An issue's or a pull request's events between its posts (event_line:
 * "klaus-b hat die Änderungen genehmigt vor 6 Tagen", "m.oezdemir hat
 * 4fa2b9e hinzugefügt ... vor 6 Tagen"), EVENT_RUN or more kept lines of
 * the kind in the container, each alone in its box: the tracker's log
 * (Gitea's, Forgejo's "timeline-item event"), no post's text; they go. */
#ifndef EVENT_RUN
#define EVENT_RUN 2
#endif
static int thread_event(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	if (b->lead < 3)  /* event_line's name */
		return 0;
	const struct node *nd = x->nodes;
	int a = b->owner;
	/* the box of this line alone, up to the event's own */
	while (nd[a].parent >= 0 && nd[a].end_block - nd[a].first_block < 2 &&
	       nd[nd[a].parent].end_block - nd[nd[a].parent].first_block < 2)
		a = nd[a].parent;
	return nd[a].first_block == i && nd[a].end_block == i + 1 && event_line(x, b);
}

/* A tracker's record of a field's change in a journal's list, each item
 * a field and its values with no sentence (Redmine's "<ul class=details>
 * <li><strong>Status</strong> wurde von <i>Neu</i> zu <i>Bestätigt</i>
 * geändert</li>", "Status changed from New to Resolved", "Zugewiesen an
 * wurde auf X gesetzt", "Assignee set to X"): 2 where it names the old
 * value and the new, 1 where it names one, under CHANGE_LINE bytes. */
#ifndef CHANGE_LINE
#define CHANGE_LINE 120
#endif
static int change_line(const char *s, size_t n)
{
	/* the word before the old value, the one before the new, and the
	 * line's last word ("" for none) */
	static const char *const w[][3] = {
		{" changed from ", " to ", ""},
		{" wurde von ", " zu ", " ge\xC3\xA4ndert"},
		{" chang\xC3\xA9 de ", " \xC3\xA0 ", ""},
		{" cambiado de ", " a ", ""},
		{" modificato da ", " a ", ""},
		{" gewijzigd van ", " naar ", ""},
		{" alterado de ", " para ", ""},
		{" set to ", NULL, ""},
		{" wurde auf ", NULL, " gesetzt"},
		{" mis \xC3\xA0 ", NULL, ""},
		{" establecido a ", NULL, ""},
		{" impostato a ", NULL, ""},
		{" ingesteld op ", NULL, ""},
	};
	if (n >= CHANGE_LINE || !n || ends_sentence(s, n))
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		const char *a = memmem_ci(s, n, w[k][0]);
		size_t e = strlen(w[k][2]);
		if (!a || a == s || (e && (n < e || strncasecmp(s + n - e, w[k][2], e))))
			continue;
		size_t r = (size_t)(a - s) + strlen(w[k][0]);
		if (!w[k][1])
			return 1;
		if (memmem_ci(s + r, n - r, w[k][1]))
			return 2;
	}
	return 0;
}

/* A list of such records, each of its items one, one naming both values
 * or more, on a page whose <title> names a ticket (ticket_title: Redmine's
 * "Fehler #3187: ...") and no story's marks (storyless), goes: the
 * tracker's log, no text of a post (a release's notes, "Default port
 * changed from 8080 to 8000", in a story on a bug's fix stay). */
static void drop_change_lists(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	if (!x->storyless || !ticket_title(x->title.p, x->title.len))
		return;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0 || !(b->tag & F_LI))
			continue;
		int li = b->owner;
		while (li >= 0 && !(nd[li].tag & F_LI))
			li = nd[li].parent;
		int l = li >= 0 ? nd[li].parent : -1;
		if (l < 0 || nd[l].first_block < first || nd[l].end_block > end)
			continue;
		int both = 0, all = 1, k;
		for (k = nd[l].first_block; all && k < nd[l].end_block; k++) {
			const struct block *e = &x->blocks[k];
			int c = change_line(x->text.p + e->off, e->len);
			all = c || e->keep <= 0;
			both |= c == 2;
		}
		if (all && both)
			for (k = nd[l].first_block; k < nd[l].end_block; k++)
				x->blocks[k].keep = 0;
		i = nd[l].end_block - 1;
	}
}

/* An issue's number after its title in the headline, the tracker's key
 * set apart in a box of its own ("<h1><bdi>Watcher misses ...</bdi>
 * <span>#5790</span></h1>", Gitea's "<span class=index>#742</span>"):
 * in an issue's timeline (comment_thread 2) a '#' and TICKET_DIGITS
 * digits or more (a ticket's key, ticket_title) close the headline (above
 * the container or in it); they go, no word of the title. */
static void trim_ticket_key(struct extractor *x)
{
	int h = x->headline;
	if (x->cthread != 2 || h < 0)
		return;
	struct block *b = &x->blocks[h];
	const char *s = x->text.p + b->off;
	size_t n = b->len, d = 0;
	while (n && s[n - 1] == ' ')
		n--;
	while (d < n && isdigit((unsigned char)s[n - 1 - d]))
		d++;
	if (d < TICKET_DIGITS || n < d + 2 || s[n - 1 - d] != '#')
		return;
	n -= d + 1;
	while (n && s[n - 1] == ' ')
		n--;
	if (n)
		b->len = n;
}

void drop_thread_events(struct extractor *x, int first, int end)
{
	trim_ticket_key(x);
	drop_change_lists(x, first, end);
	/* one is enough in an issue's timeline (comment_thread 2): the
	 * others weighed too little to stay ("Nadia Benali a fermé via la
	 * demande de fusion !487 · il y a 4 jours") */
	/* the run counts the lines dropped already too: a tracker's log
	 * is known by its shape, its lines kept or not (one kept alone
	 * among others its weight dropped, its box's name hashed) */
	int run = 0, kept = 0, need = x->cthread == 2 ? 1 : EVENT_RUN;
	for (int i = first; i < end && (run < need || !kept); i++)
		if (thread_event(x, i)) {
			run++;
			kept |= x->blocks[i].keep > 0;
		}
	if (run < need || !kept)
		return;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && thread_event(x, i))
			x->blocks[i].keep = 0;
}

/* A band of customers' quotes (drop_testimonials) where no class names
 * them (hashed by a CSS-modules build, or never written) goes by its
 * shape: a heading over nothing but quotes, each signed by its customer,
 * the quote first (a line of prose of TESTIM_QUOTE characters or fewer,
 * longer than a name or closing a sentence: "Enfin une initiative
 * concrète pour ce quartier !") and a line or two of who under it
 * (testim_name: "Sophie L." "Annecy-le-Vieux", "— Ingrid, 58 jaar",
 * "Marta y Jorge Actur, Zaragoza"; a petition's signers' reasons, each a
 * list's item holding the quote and "Katrin, Kassel vor 2 Tagen"),
 * TESTIM_RUN quotes or more up to the next heading or the
 * container's end, each quote and each first name line of one shape
 * (testim_sig), under more prose than the band holds. A list of services
 * or a team names each first and tells of it under the name; a label
 * over a tip ("Tipp") is no quote's signature: no band. Nor is a
 * newspaper's: an interview's short answer ends a sentence, which no
 * name does but on an initial, and its question asks, which no quote
 * does (quote_asks); a vox pop's heading stands in the box of the
 * story's paragraphs right above it. A band with no heading over it (a
 * Framer or Webflow service page's cards side by side under the steps)
 * goes where a box opens with such a card (its end ends the band, whose
 * cards are checked as a heading's band's are), each quote set in
 * quotation marks ("“Tidy job, cable hidden along the wall.”" over
 * "Harriet, Clifton"), the marks telling a quote from a name that may
 * share its tag and class ("<p class=framer-text>"): testim_cards. */
#ifndef TESTIM_QUOTE
#define TESTIM_QUOTE 400
#endif
#ifndef TESTIM_NAME
#define TESTIM_NAME 60  /* a signature line's characters at most */
#endif
#ifndef TESTIM_WORDS
#define TESTIM_WORDS 8  /* and its words */
#endif
#ifndef TESTIM_RUN
#define TESTIM_RUN 2
#endif
static int testim_name(const struct extractor *x, const struct block *b)
{
	const unsigned char *s = (const unsigned char *)x->text.p + b->off;
	if (!b->len || b->chars > TESTIM_NAME || b->words > TESTIM_WORDS || b->link_chars ||
	    (b->tag & F_HEAD))
		return 0;
	unsigned char e = s[b->len - 1];
	/* a name ends no sentence but on an initial ("Sophie L."): "Auf
	 * jeden Fall." is an interview's answer */
	if (ends_sentence((const char *)s, b->len) &&
	    !(e == '.' && b->len >= 3 && s[b->len - 2] >= 'A' && s[b->len - 2] <= 'Z' &&
	      s[b->len - 3] == ' '))
		return 0;
	/* a name opens in a capital, or a dash before it (any letter past
	 * ASCII passes) */
	return e != ':' && e != '?' && e != '!' &&
	       ((s[0] >= 'A' && s[0] <= 'Z') || s[0] >= 0xC3 || s[0] == '-' ||
		(s[0] == 0xE2 && b->len > 2 && s[1] == 0x80 && (s[2] == 0x93 || s[2] == 0x94)));
}

/* a line's shape: its element's tag and class and its parent's tag (a
 * card's modifiers, "card card--wide", aside) */
static uint64_t testim_sig(const struct extractor *x, const struct block *b)
{
	const struct node *nd = x->nodes;
	int p = nd[b->owner].parent;
	return (uint64_t)nd[b->owner].cls << 32 |
	       (uint32_t)((p >= 0 ? nd[p].tag : 0) * 31u + b->tag);
}

/* Does the line ask, its last sign '?' (before a closing quote mark)?
 * An interviewer's question, no customer's quote. */
static int quote_asks(const char *s, size_t n)
{
	while (n && (s[n - 1] == '"' || s[n - 1] == ' '))
		n--;
	if (n >= 3 && (unsigned char)s[n - 3] == 0xE2 && (unsigned char)s[n - 2] == 0x80)
		n -= 3;  /* “ ” „ */
	else if (n >= 2 && (unsigned char)s[n - 2] == 0xC2 &&
		 ((unsigned char)s[n - 1] == 0xBB || (unsigned char)s[n - 1] == 0xAB))
		n -= 2;  /* « » */
	return n && s[n - 1] == '?';
}

/* Is the line set in quotation marks, opened and closed ("“...”",
 * "„...“", "«...»", "\"...\"")? */
static int testim_quoted(const char *p, size_t n)
{
	const unsigned char *s = (const unsigned char *)p;
	while (n && s[n - 1] == ' ')
		n--;
	if (n < 6)
		return 0;
	int open = s[0] == '"' || (s[0] == 0xC2 && (s[1] == 0xAB || s[1] == 0xBB)) ||
		   (s[0] == 0xE2 && s[1] == 0x80 && (s[2] == 0x9C || s[2] == 0x9E));
	unsigned char e = s[n - 1];
	int close = e == '"' || (s[n - 2] == 0xC2 && (e == 0xBB || e == 0xAB)) ||
		    (s[n - 3] == 0xE2 && s[n - 2] == 0x80 && (e == 0x9D || e == 0x9C));
	return open && close;
}

/* Does line i open a box of testimonial cards with no heading over it:
 * a quote in quotation marks, the first line of its card and of the
 * card's box (the band), above it no line of that box? The cards' lines
 * are checked as a heading's band's are (drop_testim_shape). */
static int testim_cards(const struct extractor *x, int i)
{
	const struct node *nd = x->nodes;
	const struct block *b = &x->blocks[i];
	int card = nd[b->owner].parent;
	int band = card >= 0 ? nd[card].parent : -1;
	return band >= 0 && !(b->tag & F_HEAD) && !b->link_chars && is_prose(b) &&
	       nd[card].first_block == i && nd[band].first_block == i &&
	       testim_quoted(x->text.p + b->off, b->len);
}

static void drop_testim_shape(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	long above = 0;
	int prose = -1;
	for (int i = first; i < end; i++) {
		const struct block *h = &x->blocks[i];
		if (h->keep <= 0)
			continue;
		/* a band of cards with no heading: the band's box ends it */
		int bare = testim_cards(x, i), stop = end;
		if (bare) {
			int band = nd[nd[h->owner].parent].parent;
			/* (a band beside the story's paragraph right above it,
			 * in one box, is the story's vox pop, no page's band
			 * of testimonials: passed over as its prose) */
			if (prose >= 0 && nd[x->blocks[prose].owner].parent == nd[band].parent) {
				above += h->chars;
				prose = i;
				continue;
			}
			stop = nd[band].end_block < end ? nd[band].end_block : end;
		}
		if (!bare && (!(h->tag & F_HEAD) || h->link_chars)) {
			if (is_prose(h)) {
				above += h->chars;
				prose = i;
			}
			continue;
		}
		/* a story's own section (a vox pop, "Das sagen die Leser"):
		 * its heading in the box of the prose right above it */
		int hp = nd[h->owner].parent;
		if (!bare && prose >= 0 && hp >= 0 && nd[hp].first_block <= prose)
			continue;
		/* the band: quote, one or two names, quote, names..., each
		 * quote and each first name of one shape as the first's */
		int k = bare ? i : i + 1, q = 0, names = 2, tail = 0, qown = 0;
		uint64_t qsig = 0, nsig = 0;
		long in = 0;
		for (; k < stop; k++) {
			const struct block *b = &x->blocks[k];
			if (b->keep <= 0) {
				/* the last name, that some rule took for a
				 * signature, still signs its quote */
				tail |= q > 1 && !names && testim_name(x, b) &&
					testim_sig(x, b) == nsig;
				continue;
			}
			if (b->tag & F_HEAD)
				break;
			uint64_t sig = testim_sig(x, b);
			/* a list's item is no name, but where it holds the
			 * quote ("<li><p>quote</p><span>Katrin,
			 * Kassel</span>") */
			if (q && names < 2 && testim_name(x, b) &&
			    (!(b->tag & F_LI) || x->nodes[qown].parent == b->owner) &&
			    (names || q == 1 || sig == nsig)) {
				if (!names++)
					nsig = sig;
			} else if (names && !b->link_chars &&
				   (b->chars > TESTIM_NAME || b->words > TESTIM_WORDS ||
				    ends_sentence(x->text.p + b->off, b->len)) &&
				   b->chars <= TESTIM_QUOTE && is_prose(b) &&
				   !quote_asks(x->text.p + b->off, b->len) &&
				   (!bare || testim_quoted(x->text.p + b->off, b->len)) &&
				   (!q || sig == qsig) && (sig != nsig || bare)) {
				qsig = sig;
				qown = b->owner;
				q++;
				names = tail = 0;
			} else {
				q = 0;
				break;
			}
			in += b->chars;
		}
		if (q >= TESTIM_RUN && (names || tail) && above > in) {
			unkeep(x, i, k);
			i = k - 1;
		} else if (bare) {
			above += h->chars;  /* no band: a line of prose */
			prose = i;
		}
	}
}

/* Customers' quotes on a small firm's page: a band of testimonials under
 * the text (Divi's "et_pb_testimonial": "Pünktlich, sauber und kompetent.
 * Die neue Unterverteilung war an einem Tag fertig." Michael R.; a site
 * builder's "section--testimonials", "témoignages", "testimonianze",
 * "testimonios", "Kundenstimmen", "klantervaringen") is praise the firm
 * shows on its pages, no text of the page, and so is a directory entry's
 * section of reviews (reviews_id: "<section id=bewertungen>"): the boxes
 * so named go, when the container keeps more text outside them than in
 * them (a page of nothing but its customers' voices keeps them), and
 * their heading over nothing then with them ("Das sagen unsere Kunden",
 * "Ce que disent nos clients": drop_orphan_heads). Named boilerplate
 * they would shift the container off a home page's boxes of services to
 * its intro alone. */
void drop_testimonials(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	long in = 0, out = 0;
	if (!x->testim) {
		drop_testim_shape(x, first, end);
		return;
	}
	for (int pass = 0; pass < 2; pass++) {
		for (int i = first; i < end; i++) {
			struct block *b = &x->blocks[i];
			if (b->keep <= 0)
				continue;
			int a = b->owner;
			while (a > c && !(nd[a].hint & H_TESTIM))
				a = nd[a].parent;
			if (pass == 0)
				*(a > c ? &in : &out) += b->chars;
			else if (a > c)
				b->keep = 0;
		}
		if (!in || out <= in)
			return;
	}
}

/* A mail archive's lines of message ids in the header over the message
 * (mail_id_line: "Message-id: <...@web.de>", "In-reply-to:",
 * "References:"), kept with the To, From, Subject and Date lines above
 * them, go: ids for the mail programs, no text of the message. A header
 * set as a table has the name and the id in two cells of one row
 * ("<td class=MLHName>Message-ID:</td><td>&lt;...@...&gt;</td>"): the
 * two read as one line. */
#ifndef MAIL_ROW
#define MAIL_ROW 400  /* a header row's bytes at most, name and id */
#endif
void drop_mail_ids(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || b->chars > MAIL_ROW)
			continue;
		if (mail_id_line(x->text.p + b->off, b->len)) {
			b->keep = 0;
			continue;
		}
		int row = x->nodes[b->owner].parent;
		if (i + 1 >= end || !(b->tag & F_TD) || !(b[1].tag & F_TD) || row < 0 ||
		    x->nodes[b[1].owner].parent != row || x->nodes[row].first_block != i ||
		    x->nodes[row].end_block != i + 2 || b[1].chars > MAIL_ROW ||
		    x->blocks[i].len + b[1].len + 1 > MAIL_ROW)
			continue;
		char line[MAIL_ROW + 2];
		memcpy(line, x->text.p + b->off, b->len);
		line[b->len] = ' ';
		memcpy(line + b->len + 1, x->text.p + b[1].off, b[1].len);
		if (mail_id_line(line, b->len + 1 + b[1].len))
			b->keep = b[1].keep = 0;
	}
}

/* A story's reporter's or desk's address alone on the line under the
 * body: a Korean agency's ("hanjw@yna.co.kr" under "... 거리 공연과
 * 플리마켓도 함께 열린다."; the name and the address in one line, "이수진
 * 기자 sujin@...", go already, script_boiler), a paper's ("shanice.gordon@
 * gleanerjm.com", "Contact: theeditor@...", "E-Mail: redaktion@..."): the
 * last kept line, an address alone or after such a label, right after a
 * kept paragraph, goes where that paragraph is in Hangul or the page is a
 * story: a line under a byline's or date's hint between the headline and
 * the body (story_lines). A contact's address under a firm's text stays. */
static int story_lines(const struct extractor *x, int first)
{
	int i = x->headline;
	if (i < 0 || i >= first)
		return 0;
	for (i++; i < first && x->blocks[i].keep <= 0; i++)
		if (x->nodes[x->blocks[i].owner].nearest_meta >= 0)
			return 1;
	return 0;
}

void drop_reporter_mail(struct extractor *x, int first, int end)
{
	static const char *const label[] = {
		"contact:", "email:", "e-mail:", "mail:", "kontakt:", "contacto:",
		"correo:", "courriel:", "contatto:",
	};
	int i = end - 1, j;
	while (i > first && x->blocks[i].keep <= 0)
		i--;
	struct block *b = &x->blocks[i];
	if (i <= first || b->keep <= 0 || b->chars >= 80)
		return;
	const char *s = x->text.p + b->off, *e = s + b->len;
	if (STARTS_ANY_CI(s, b->len, label))
		for (s = (const char *)memchr(s, ':', b->len) + 1; s < e && *s == ' '; s++)
			;
	if (!mail_address(s, (size_t)(e - s)))
		return;
	for (j = i - 1; j >= first && x->blocks[j].keep <= 0; j--)
		;
	if (j < first || !is_prose(&x->blocks[j]))
		return;
	if (story_lines(x, first)) {
		b->keep = 0;
		return;
	}
	const unsigned char *p = (const unsigned char *)x->text.p + x->blocks[j].off;
	size_t n = x->blocks[j].len < 60 ? x->blocks[j].len : 60;
	for (size_t k = 0; k + 2 < n; k++)
		if (p[k] >= 0xEA && p[k] <= 0xED && p[k + 1] >= 0x80) {
			b->keep = 0;  /* a syllable of Hangul */
			return;
		}
}

/* Readers' comments after an article where no class names them (hashed by
 * a CSS-modules build, or never written): a run of CMRUN or more sibling
 * boxes of one tag and class (or whose first lines are in boxes of one
 * class: same_head), no hint on any, each opening (in its first
 * two blocks) with a short line that holds a date or a time ("Submitted
 * by Kamal on Mon, 2008-04-21 16:22.", "Oma Hildegard sagt: 19. November
 * 2024 um 14:20") and a line of text after it, the run past the body's
 * longest paragraph (a forum's first post, of its replies' shape, starts
 * the run: a thread), and a form right after the run (CMFORM_GAP blocks
 * on at most) or a comments heading ("3 Comments") right over it: the
 * comments and that heading go. A page's hints name the boxes where its
 * classes hold words; this is for the page whose classes hold none. The
 * heading counts by its shape too where comment_head knows no word of
 * its language (count_head: "3 hozzászólás", "5 komentářů"). */
#ifndef CMRUN
#define CMRUN 3
#endif
#ifndef CMFORM_GAP
#define CMFORM_GAP 3
#endif
/* the most words of a comment's dated line, and the most blocks of a
 * comment's box (its name, its stamp, its text and its votes) */
#ifndef CMLINE_WORDS
#define CMLINE_WORDS 12
#endif
#ifndef CMBOX_MAX
#define CMBOX_MAX 12
#endif
static int dated_line(const struct extractor *x, const struct block *b, int linked)
{
	const char *s = x->text.p + b->off;
	char e = b->len ? s[b->len - 1] : 0;
	return b->len && b->chars <= POSTHEAD_MAX && b->words <= CMLINE_WORDS &&
	       (linked || b->link_chars * 2 <= b->chars) && e != '?' && e != '!' &&
	       (has_year(s, b->len) || hour_minute(s, b->len));
}

/* A poster's line of a name and a date (dated_line), half links at most:
 * "giulia_m Principiante 24 novembre 2024, 17:02" over a question */
int poster_line(const struct extractor *x, const struct block *b)
{
	return dated_line(x, b, 0) && !ends_sentence(x->text.p + b->off, b->len);
}

/* A name, then its date as a permalink, on one line ("Elbkind <a>10. März
 * 2025 um 19:22</a>", a theme's name and time inline in one header): the
 * line opens with text of no link and closes with the link holding the
 * date. A teaser's line opens with its linked title. */
static int named_date(const struct extractor *x, const struct block *b)
{
	size_t e = b->off + b->len;
	const char *t = x->text.p + b->tail_off;
	return !b->lead && b->tail_link && b->tail_off > b->off && b->tail_off < e &&
	       (has_year(t, e - b->tail_off) || hour_minute(t, e - b->tail_off));
}

static int comment_box(const struct extractor *x, int m, int end)
{
	const struct node *nd = x->nodes;
	int a = nd[m].first_block, z = nd[m].end_block < end ? nd[m].end_block : end;
	if (nd[m].hint || z - a < 2 || z - a > CMBOX_MAX)
		return 0;
	/* the date, a permalink, under the name's line (WordPress's
	 * "Oma Hildegard sagt:" over "<a href=#comment-90211>19. November
	 * 2024 um 10:03 Uhr</a>"); a teaser's linked date is under its
	 * linked title, a heading */
	const struct block *h = &x->blocks[a];
	int named = h->chars <= POSTHEAD_MAX && h->words <= CMLINE_WORDS &&
	            !(h->tag & F_HEAD) && h->link_chars * 2 <= h->chars;
	for (int i = a; i < a + 2 && i + 1 < z; i++) {
		if (!dated_line(x, &x->blocks[i], i > a ? named : named_date(x, h)))
			continue;
		for (int j = i + 1; j < z; j++)
			if (x->blocks[j].words >= 3 && !x->blocks[j].link_chars &&
			    !dated_line(x, &x->blocks[j], 0))
				return 1;
		return 0;
	}
	return 0;
}

/* A box closing on its date: a short dated line of no sentence, linked
 * or not, among its last two blocks ("Beantwortet am 14.10.2026" over
 * the votes, "<a>编辑于 2026-11-20 18:02・IP 属地上海</a>"), a line with no
 * link before it and no other date; 2 to CMBOX_MAX blocks,
 * no hint but the walk's mark of a picture (the poster's avatar). Returns
 * the dated line's index + 1, or 0. */
#ifndef TAIL_LINES
#define TAIL_LINES 2  /* the box's last blocks the date may be in */
#endif
static int dated_tail(const struct extractor *x, int m, int end)
{
	const struct node *nd = x->nodes;
	int a = nd[m].first_block, z = nd[m].end_block < end ? nd[m].end_block : end;
	if ((nd[m].hint & ~(uint64_t)(H_PICTURE | H_AVATAR)) || z - a < 2 || z - a > CMBOX_MAX)
		return 0;
	for (int i = z - 1; i >= z - TAIL_LINES && i > a; i--) {
		const struct block *b = &x->blocks[i];
		if (!dated_line(x, b, 1) || ends_sentence(x->text.p + b->off, b->len))
			continue;
		/* one post's: no other dated line above (a list of two
		 * answers and its link to all is no answer) */
		int text = 0;
		for (int j = a; j < i; j++) {
			if (dated_line(x, &x->blocks[j], 1))
				return 0;
			text |= !x->blocks[j].link_chars;
		}
		return text ? i + 1 : 0;
	}
	return 0;
}

/* The walk of dated_boxes and drop_tail_dates: the boxes under node c
 * that are comment_box or dated_tail (with tails, dated_tail alone), max
 * of them at most, one inside another counted once; with drop, each
 * tail's dated line there is unkept. Their count. */
static int dated_walk(const struct extractor *x, int c, int max, int tails,
                      struct block *drop)
{
	const struct node *nd = x->nodes;
	int n = 0, past = -1, end = nd[c].end_block;
	for (int m = c + 1; m < x->nnodes && nd[m].first_block < end && n < max; m++) {
		if (nd[m].first_block < past)
			continue;
		int d = dated_tail(x, m, end);
		if (!d && (tails || !comment_box(x, m, end)))
			continue;
		n++, past = nd[m].end_block;
		if (drop && d)
			drop[d - 1].keep = 0;
	}
	return n;
}

/* The dated boxes under node c (comment_box, or dated_tail), max of them
 * at most, one inside another counted once: a Q&A page's answers where
 * no class names their authors (question_above), each opening with its
 * poster's name and date ("luca03 Esperto 24 novembre 2024, 19:40") or
 * closing with the date. */
int dated_boxes(const struct extractor *x, int c, int max)
{
	return dated_walk(x, c, max, 0, NULL);
}

/* The closing date of each answer under node c that closes on one
 * (dated_tail: "Beantwortet am 14.10.2026"), a stamp the Q&A golds leave
 * out, goes: question_above's answers where no class names the line a
 * date */
void drop_tail_dates(struct extractor *x, int c)
{
	dated_walk(x, c, x->nnodes + 1, 1, x->blocks);
}

#ifndef CMCOUNT_DIGITS
#define CMCOUNT_DIGITS 4
#endif
/* The count a comments' heading opens with: its digits' length (CMCOUNT_
 * DIGITS at most, a space after them), its value in *v; 0 for none. */
static size_t lead_count(const char *s, size_t len, long *v)
{
	size_t i = 0;
	*v = 0;
	while (i < len && i <= CMCOUNT_DIGITS && isdigit((unsigned char)s[i]))
		*v = *v * 10 + (s[i++] - '0');
	return i && i <= CMCOUNT_DIGITS && i < len && s[i] == ' ' ? i : 0;
}

/* A heading that counts its section's posts with one word, in any
 * language: a short line (CMCOUNT_CHARS characters at most) of no link
 * that opens with a figure of CMCOUNT_DIGITS digits at most, then one
 * word of letters, a colon or none after it ("3 hozzászólás", "12 yorum",
 * "4 komentarze:", "3 Antworten"). count_head and replies_counted read
 * the class; count_word the shape: the word's offset (0 for none), the
 * figure in *v, the line's length less its colon in *len. (comment_head
 * names a comment section by its words, a count before them or none, text
 * after them or none: "Comments", "12 Responses to ...".) */
#ifndef CMCOUNT_CHARS
#define CMCOUNT_CHARS 40
#endif
static size_t count_word(const struct extractor *x, const struct block *b, long *v, size_t *len)
{
	const char *s = x->text.p + b->off;
	size_t i;
	*len = b->len;
	if (b->link_chars || b->chars > CMCOUNT_CHARS || !(i = lead_count(s, *len, v)))
		return 0;
	if (*len && s[*len - 1] == ':')
		(*len)--;
	for (size_t k = i + 1; k < *len; k++)
		if (!((unsigned char)s[k] >= 0x80 || isalpha((unsigned char)s[k])))
			return 0;
	return i + 1;
}

/* The heading over a run of n comments' boxes (count_word): the figure
 * counts the n boxes at least (replies may nest in them, a page may show
 * a part); a section's "3 Fragen" over its n dated boxes is rarer than
 * its n. A year ("2026 Termine") heads a year's dated boxes: no count. */
static int count_head(const struct extractor *x, const struct block *b, int n)
{
	size_t len, w;
	long v;
	w = count_word(x, b, &v, &len);
	return w && v >= n && !bare_year(x->text.p + b->off, w - 1);
}

/* A heading between blocks from and to that counts a forum's replies
 * (count_word) in a word for replies, not comments ("3 Antworten", "1
 * Antwort", "4 réponses", "2 replies", "5 respuestas", "3 risposte", "2
 * antwoorden", "4 odpowiedzi", "3 svar"): a thread's, where a story's
 * readers post "comments" ("12 Kommentare", "3 Comments"); a blog's
 * heading that names the post after the count ("2 Replies to “...”") is
 * count_title's, no thread's. */
int replies_counted(const struct extractor *x, int from, int to)
{
	static const char *const w[] = {
		"antworten", "antwort", "replies", "reply", "r\xC3\xA9ponses",
		"r\xC3\xA9ponse", "respuestas", "respuesta", "risposte", "risposta",
		"antwoorden", "antwoord", "odpowiedzi", "odpowied\xC5\xBA", "svar",
		"respostas", "resposta",
	};
	for (int i = from; i < to; i++) {
		const char *s = x->text.p + x->blocks[i].off;
		size_t len, at;
		long v;
		if (!(at = count_word(x, &x->blocks[i], &v, &len)))
			continue;
		for (size_t k = 0; k < sizeof w / sizeof *w; k++)
			if (len == at + strlen(w[k]) && !strncasecmp(s + at, w[k], len - at))
				return 1;
	}
	return 0;
}

/* The comments' heading naming the post after their count ("4 Gedanken zu
 * „Sonntag an der Elbe“", "3 thoughts on “...”", "2 réflexions sur « ... »",
 * a blog theme's in any language): a line of no link opening with a figure
 * of CMCOUNT_DIGITS digits at most, n or more, then holding the
 * headline's text (HEADLINE_MIN bytes or more) in quotes, CMTITLE_MORE
 * bytes longer than it at most. */
#ifndef CMTITLE_MORE
#define CMTITLE_MORE 40
#endif
#ifndef HEADLINE_MIN
#define HEADLINE_MIN 8
#endif
#ifndef CMTITLE_WORDS
#define CMTITLE_WORDS 3  /* words between the count and the quoted headline */
#endif
static int count_title(const struct extractor *x, const struct block *b, int n)
{
	if (x->headline < 0 || b->link_chars)
		return 0;
	const struct block *h = &x->blocks[x->headline];
	const char *s = x->text.p + b->off, *t = x->text.p + h->off;
	size_t i;
	long v;
	if (h->len < HEADLINE_MIN || b->len <= h->len || b->len > h->len + CMTITLE_MORE)
		return 0;
	if (!(i = lead_count(s, b->len, &v)) || v < n)
		return 0;
	const char *m = memmem(s + i, b->len - i, t, h->len);
	if (!m)
		return 0;
	/* the headline in quotes after CMTITLE_WORDS words at most: a
	 * story's section heading that opens with a figure and repeats the
	 * headline ("4 Council delays vote on library: what next") is none */
	size_t q = (size_t)(m - s), w = 0;
	while (q > i && (s[q - 1] == ' ' || (q >= i + 2 && (unsigned char)s[q - 2] == 0xC2 &&
	                                     (unsigned char)s[q - 1] == 0xA0)))
		q -= s[q - 1] == ' ' ? 1 : 2;
	static const char *const quote[] = {
		"\xE2\x80\x9E", "\xE2\x80\x9C", "\xE2\x80\x98", "\xC2\xAB", "\xE3\x80\x8C",
		"\xE3\x80\x8E", "\"", "'",
	};
	int open = 0;
	for (size_t k = 0; k < sizeof quote / sizeof *quote && !open; k++) {
		size_t l = strlen(quote[k]);
		open = q >= i + l && !memcmp(s + q - l, quote[k], l);
	}
	for (size_t k = i + 1; k < q; k++)
		w += s[k] == ' ' && s[k - 1] != ' ';
	return open && w <= CMTITLE_WORDS;
}

/* Do boxes a and b open with lines in boxes of one class (a comment's
 * "comment-author", its own box's class a mix of "even", "odd",
 * "thread-alt")? */
static int same_head(const struct extractor *x, int a, int b)
{
	const struct node *nd = x->nodes;
	unsigned ca = nd[x->blocks[nd[a].first_block].owner].cls;
	return ca && ca == nd[x->blocks[nd[b].first_block].owner].cls;
}

/* The runs of comment boxes (comment_box) under node c, up to block end:
 * run[m] counts the boxes of m's run up to m, start[m] is its first box,
 * cont[m] is set where the run goes on past m. Returns run; cont and start
 * lie 2n and 3n ints on. */
static int *comment_runs(struct extractor *x, int c, int end)
{
	const struct node *nd = x->nodes;
	int n = x->nnodes;
	/* the extractor's buffer, grown as x->clsn is: no allocation a page */
	if (n > x->capcmrun) {
		free(x->cmrun);
		x->cmrun = xmalloc((size_t)n * 4 * sizeof *x->cmrun);
		x->capcmrun = n;
	}
	int *run = x->cmrun, *last = run + n, *cont = run + 2 * n, *start = run + 3 * n;
	memset(run, 0, (size_t)n * 4 * sizeof *run);
	for (int m = c + 1; m < n && nd[m].first_block < end; m++) {
		int p = nd[m].parent;
		if (p < c || nd[m].first_block >= nd[m].end_block)
			continue;
		int prev = last[p] - 1;  /* -1: none (last[p] holds m + 1) */
		last[p] = m + 1;
		if (!comment_box(x, m, end))
			continue;
		if (prev >= 0 && run[prev] && nd[prev].tag == nd[m].tag &&
		    (nd[prev].cls == nd[m].cls || same_head(x, prev, m))) {
			run[m] = run[prev] + 1;
			start[m] = start[prev];
			cont[prev] = 1;
		} else {
			run[m] = 1;
			start[m] = m;
		}
	}
	return run;
}

/* The first node after node r's subtree (nodes are in document order: its
 * descendants' parents are r or after it), scanned from j on: the nodes
 * before j, past r, are known to lie in it (the end of a child's
 * subtree, where r is its ancestor). */
static int past_subtree_from(const struct extractor *x, int r, int j)
{
	if (j <= r)
		j = r + 1;
	while (j < x->nnodes && x->nodes[j].parent >= r)
		j++;
	return j;
}

static int past_subtree(const struct extractor *x, int r)
{
	return past_subtree_from(x, r, r + 1);
}

/* A forum's opening post longer than its replies, signed as they are
 * (comment_thread's rfirst): the container holds the post, and the run of
 * replies right after it is the thread's too. The run starts at start or
 * later, after the container's end with no prose between (the post's vote
 * buttons, "전체 댓글 4개"), and ends with the last
 * box of the first reply's tag and class in a row (the first of two blocks
 * or more: a name and its text, not a paragraph), or where the reply is
 * alone with its box (the smallest round its signed line and its text,
 * inside the comments' box) or the comments' box. Kept in it: each
 * reply's text, a block of prose or one owned by an element of a class
 * that owns prose in the run (a reply of a few words, "감사합니다"), under
 * half links; not the line that holds the element that signs each reply
 * (rsign: its author's name, "1. 山ごはん"), nor the stamps, in boxes of
 * their own. The run's end, or -1. */
#ifndef REPLY_CLS
#define REPLY_CLS 4
#endif
static int replies_near(const struct extractor *x, int c)
{
	int f = x->rfirst, e = x->nodes[c].end_block;
	if (f < 0 || f < e)
		return 0;
	for (int i = e; i < f; i++)
		if (is_prose(&x->blocks[i]))
			return 0;
	return 1;
}

/* Nodes from to stop (or to the first whose blocks open at hi): the
 * line boxes of one block, in blocks lo to hi, that hold an element of
 * the class that signs each reply (rsign) are unkept: a poster's name. */
static void drop_sign_lines(struct extractor *x, int from, int stop, int lo, int hi)
{
	const struct node *nd = x->nodes;
	for (int j = from; j < stop && nd[j].first_block < hi; j++) {
		int k = nd[j].blk;
		if (nd[j].cls == x->rsign && k >= 0 && nd[k].first_block >= lo &&
		    nd[k].first_block < hi && nd[k].end_block == nd[k].first_block + 1)
			x->blocks[nd[k].first_block].keep = 0;
	}
}

/* Such a thread's title and its opening post's line of its author in
 * container c (replies_near): the headline, above the post or in its
 * box, names the thread, and goes first as a thread's does (thread_title),
 * of one word too ("Condensation" under "<title>Condensation | Board");
 * the line that holds the element of the class that signs each reply
 * (rsign: "<span class=user-name>" beside the post's time) is its
 * author's, as theirs. The headline's block when above c, or -1. */
int reply_title(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (!replies_near(x, c) || hl < 0 || hl >= x->rfirst)
		return -1;
	drop_sign_lines(x, c + 1, past_subtree(x, c), hl + 1, x->nblocks + 1);
	if (x->blocks[hl].keep > 0)
		return -1;
	x->blocks[hl].keep = 1;
	return hl < nd[c].first_block ? hl : -1;
}

int replies_after(struct extractor *x, int c, int start)
{
	const struct node *nd = x->nodes;
	int f = x->rfirst;
	if (f < start || !replies_near(x, c))
		return -1;
	int a = x->blocks[f].owner, r = a;
	while (nd[a].parent >= 0 && nd[nd[a].parent].incm)
		a = nd[a].parent;
	int end = nd[a].end_block, n = 0;
	/* an ancestor's subtree ends at its child's end or after it: the
	 * scan goes on from there, once over the comments' box */
	for (int j = r + 1; r >= a; r = nd[r].parent) {
		j = past_subtree_from(x, r, j);
		if (nd[r].cls && j < x->nnodes && nd[j].parent == nd[r].parent &&
		    nd[j].cls == nd[r].cls && nd[j].tag == nd[r].tag &&
		    nd[r].end_block - nd[r].first_block >= 2)
			break;
	}
	if (r >= a) {
		int j = r;
		while (j < x->nnodes && nd[j].parent == nd[r].parent && nd[j].cls == nd[r].cls &&
		       nd[j].tag == nd[r].tag) {
			end = nd[j].end_block;
			j = past_subtree(x, j);
		}
	} else {
		/* a reply alone: its box is the smallest round its signed
		 * line over its text and that text, where that is inside the
		 * comments' box (its prompt to log in is under it there) */
		int nb = -1;
		for (int j = a; j < x->nnodes && nd[j].first_block < f; j++) {
			int k = nd[j].blk;
			if (nd[j].cls == x->rsign && k >= 0 &&
			    nd[k].first_block >= nd[c].end_block &&
			    nd[k].end_block == nd[k].first_block + 1)
				nb = nd[k].first_block;
		}
		int l = x->blocks[f].owner;
		while (nb >= 0 && l > a && nd[l].first_block > nb)
			l = nd[l].parent;
		if (nb >= 0 && l > a && nd[l].first_block <= nb)
			end = nd[l].end_block;
	}
	unsigned cls[REPLY_CLS];
	for (int i = f; i < end && n < REPLY_CLS; i++) {
		unsigned k = nd[x->blocks[i].owner].cls;
		int seen = 0;
		for (int j = 0; j < n; j++)
			seen |= cls[j] == k;
		if (k && !seen && is_prose(&x->blocks[i]))
			cls[n++] = k;
	}
	for (int i = f; i < end; i++) {
		struct block *b = &x->blocks[i];
		int txt = is_prose(b);
		for (int j = 0; j < n && !txt; j++)
			txt = nd[b->owner].cls == cls[j];
		b->keep = txt && b->link_chars * 2 < b->chars && !(b->tag & F_HEAD);
	}
	drop_sign_lines(x, x->blocks[f].owner, x->nnodes, f, end);
	return end;
}

/* A board's list of threads in a table under the post (the forum's
 * "번호 | 말머리 | 제목 | 글쓴이 | 작성일 | 조회", a product board's latest
 * threads: title, replies, last post): each row a thread's title, its one
 * cell that is a link, of two words or more, beside a time of day
 * ("14:31", "2026年3月14日 10:12") and a count ("88", "1,021"), its other
 * cells short labels (a name, a category), no sentence. THREAD_ROWS such
 * rows or more, no other row but a head row of labels: the table goes,
 * whatever kept it (keep_table_rows keeps a data table by its head row),
 * and the heading right over it ("この製品の最新クチコミ"); it is the
 * board's, no words of the post. The head row must name the threads'
 * replies or views (list_head: "조회", "返信数", "Antworten", "views"):
 * a timetable ("Zeit Zug Gleis Status") or a cinema's programme ("Beginn
 * Film Saal Minuten") has rows of the same shape. Where classes name it
 * (a "gall_list", "bbs-list"), the container ends above it. */
#ifndef THREAD_ROWS
#define THREAD_ROWS 3
#endif
#ifndef THREAD_CELL
#define THREAD_CELL 30
#endif
#ifndef THREAD_COUNT
#define THREAD_COUNT 9  /* a count cell's digits and separators at most */
#endif
#ifndef THREAD_CELLS
#define THREAD_CELLS 3  /* a row's cells at least */
#endif
static int count_cell(const char *s, size_t n)
{
	if (!n || n > THREAD_COUNT)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]) && !(i && (s[i] == ',' || s[i] == '.')))
			return 0;
	return 1;
}

/* Does the head row's blocks from k to e hold a label of the threads'
 * replies or views (stat_label's words alone in a cell, or these)? */
static int list_head(const struct extractor *x, int k, int e)
{
	static const char *const w[] = {
		"조회", "조회수", "댓글", "답글", "返信", "返信数", "閲覧", "閲覧数", "回复",
		"回復", "回覆", "查看", "浏览", "阅读", "点击", "ответы", "ответов",
		"просмотры", "просмотров", "Ответы", "Просмотры", "odpowiedzi",
		"wyświetlenia", "odpovědi", "zobrazení", "yanıt", "görüntülenme",
	};
	for (int j = k; j < e; j++) {
		const char *s = x->text.p + x->blocks[j].off;
		size_t n = x->blocks[j].len;
		if (stat_label(s, n) || word_is(s, n, w, sizeof w / sizeof *w))
			return 1;
	}
	return 0;
}

/* the row's blocks from k to e: 1 a thread's row, 0 a head row of
 * labels, -1 any other */
static int thread_row(const struct extractor *x, int k, int e)
{
	int links = 0, time = 0, count = 0, digits = 0;
	if (e - k < THREAD_CELLS)
		return -1;
	for (int j = k; j < e; j++) {
		const struct block *b = &x->blocks[j];
		const char *s = x->text.p + b->off;
		if (in_cell(x->nodes, b) < 0 || is_prose(b))
			return -1;
		if (b->link_chars * 2 > b->chars) {
			if (b->words < 2 || ++links > 1)
				return -1;
			continue;
		}
		if (b->link_chars || b->chars > THREAD_CELL ||
		    ends_sentence(s, b->len))
			return -1;
		time |= hour_minute(s, b->len);
		count |= count_cell(s, b->len);
		for (size_t q = 0; q < b->len && !digits; q++)
			digits = isdigit((unsigned char)s[q]);
	}
	if (links && time && count)
		return 1;
	return !links && !digits ? 0 : -1;
}

void drop_thread_lists(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		int cell = in_cell(nd, &x->blocks[i]);
		if (cell < 0 || nd[cell].parent <= c || !(nd[nd[cell].parent].tag & F_TR))
			continue;
		int r = nd[cell].parent, t = nd[r].parent;
		if (t <= c || nd[t].end_block > end) {
			i = nd[r].end_block - 1;
			continue;
		}
		/* a <tbody> under its <thead>, a row of the table's: the
		 * table */
		int p = nd[t].parent, hc = p > c ? in_cell(nd, &x->blocks[nd[p].first_block]) : -1;
		if (hc >= 0 && nd[p].end_block == nd[t].end_block &&
		    nd[p].first_block < nd[t].first_block && (nd[nd[hc].parent].tag & F_TR) &&
		    nd[nd[nd[hc].parent].parent].parent == p)
			t = p;
		int rows = 0, heads = 0, other = 0, named = 0;
		for (int k = nd[t].first_block; k < nd[t].end_block && !other;) {
			int kc = in_cell(nd, &x->blocks[k]);
			int kr = kc >= 0 ? nd[kc].parent : -1;
			if (kr < 0 || !(nd[kr].tag & F_TR) || nd[kr].first_block != k) {
				other++;
				break;
			}
			int v = thread_row(x, k, nd[kr].end_block);
			rows += v == 1;
			heads += v == 0;
			named |= v == 0 && list_head(x, k, nd[kr].end_block);
			other += v < 0 || (v == 0 && rows);
			k = nd[kr].end_block;
		}
		if (!other && heads == 1 && named && rows >= THREAD_ROWS) {
			for (int k = nd[t].first_block; k < nd[t].end_block; k++)
				x->blocks[k].keep = 0;
			int h = nd[t].first_block - 1;
			if (h >= first && (x->blocks[h].tag & F_HEAD))
				x->blocks[h].keep = 0;
		}
		i = nd[t].end_block - 1;
	}
}

/* A form to answer a question, by its heading: a line in the ANSWER_NEAR
 * blocks before form f's first, or its first block, says "your answer"
 * ("Deine Antwort", "Votre réponse"), a heading or a line a class styles
 * as one ("<p class=t8>Deine Antwort</p>"), where a blog's form says
 * "Leave a Reply", "Schreibe einen Kommentar". */
#ifndef ANSWER_NEAR
#define ANSWER_NEAR 2
#endif
static int answer_form(const struct extractor *x, int f)
{
	static const char *const w[] = {
		"your answer", "deine antwort", "ihre antwort", "votre r\xC3\xA9ponse",
		"ta r\xC3\xA9ponse", "tu respuesta", "su respuesta", "la tua risposta",
		"la sua risposta", "je antwoord", "uw antwoord", "sua resposta",
		"a sua resposta", "twoja odpowied\xC5\xBA", "va\xC5\xA1" "e odpov\xC4\x9B\xC4\x8F",
		"cevab\xC4\xB1n\xC4\xB1z", "c\xC3\xA2u tr\xE1\xBA\xA3 l\xE1\xBB\x9Di c\xE1\xBB\xA7"
		"a b\xE1\xBA\xA1n", "jawaban anda", "ваш ответ", "post your answer",
	};
	const struct node *nd = x->nodes;
	int a = nd[f].first_block;
	for (int i = a - ANSWER_NEAR > 0 ? a - ANSWER_NEAR : 0;
	     i <= a && i < x->nblocks; i++) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		size_t n = b->len;
		while (n && (s[n - 1] == ' ' || s[n - 1] == '*' || s[n - 1] == ':'))
			n--;
		if (word_is(s, n, w, sizeof w / sizeof *w))
			return 1;
	}
	return 0;
}

/* Does the headline ask ("Wie bekomme ich Kalkflecken weg?")? */
static int asks(const struct extractor *x)
{
	if (x->headline < 0)
		return 0;
	const struct block *b = &x->blocks[x->headline];
	const char *s = x->text.p + b->off;
	size_t n = b->len;
	while (n && s[n - 1] == ' ')
		n--;
	return n && s[n - 1] == '?';
}

/* A question's page on a blog's theme where no class names the question
 * (question_post's "type-question" hashed or never written): the headline
 * asks, and after it come a run of CMRUN or more answers, each a box
 * opening with a name and a date (comment_runs: "Oma Hildegard sagt:",
 * "19. November 2024 um 10:03 Uhr"), then a form to answer headed so
 * (answer_form): the answers are the page's text as the question is,
 * no readers' comments nor teasers. A blog's post over readers' comments
 * has a form to comment. Sets x->ans_first (the first run's first block
 * after the headline, no run nested in an answer) and x->ans_form, -1
 * where the page is none. */
void find_answers(struct extractor *x)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	x->ans_first = x->ans_form = -1;
	if (!asks(x) || x->nnodes < 2)
		return;
	int f = -1;
	for (int i = 1; i < x->nnodes && f < 0; i++)
		if ((nd[i].tag & F_FORM) && nd[i].first_block > hl && answer_form(x, i))
			f = i;
	if (f < 0)
		return;
	int n = x->nnodes, from = nd[f].first_block;
	int *run = comment_runs(x, 0, from), *cont = run + 2 * n, *start = run + 3 * n;
	for (int m = 1; m < n && nd[m].first_block < from; m++)
		if (run[m] >= CMRUN && !cont[m] && nd[start[m]].first_block > hl &&
		    x->ans_first < 0) {
			x->ans_first = nd[start[m]].first_block;
			x->ans_form = f;
		}
}

/* A thread's posts where no class names them, on a page whose other
 * parts (the board's notices, a list of similar threads, the footer) no
 * class marks as boilerplate either: container c, an ancestor of the
 * posts' box, took them all in. A run of CMRUN or more post boxes
 * (comment_runs: each opening with its poster's line or its number and
 * date, "Gestern, 09:10 #4", "1 風吹けば名無し 2026/11/27(金) 18:21:05"),
 * the first RUN_NEAR blocks after the headline at most (or its first box
 * holding it, the opening post's title), holding
 * RUN_SHARE of c's positive weight or more, makes the run's parent the
 * container. A story's readers' comments come after its body, past
 * RUN_NEAR; a live blog's entries under a standfirst (a sentence between
 * the headline and the run) or over a closing paragraph (a sentence after
 * the run's parent, in c) are the story's with it. */
#ifndef RUN_NEAR
#define RUN_NEAR 2
#endif
static int story_line(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	return b->w > 0 && is_prose(b) && ends_sentence(x->text.p + b->off, b->len);
}

#ifndef RUN_SHARE
#define RUN_SHARE 0.6
#endif
int post_run_box(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline;
	if (c < 0 || hl < nd[c].first_block || hl >= nd[c].end_block)
		return c;
	int n = x->nnodes;
	int *run = comment_runs(x, c, nd[c].end_block), *cont = run + 2 * n, *start = run + 3 * n;
	for (int m = c + 1; m < n && nd[m].first_block < nd[c].end_block; m++) {
		if (run[m] < CMRUN || cont[m])
			continue;
		int from = nd[start[m]].first_block, p = nd[m].parent;
		if ((from <= hl && nd[start[m]].end_block <= hl) || from > hl + 1 + RUN_NEAR ||
		    p == c)
			continue;
		int lead = 0;  /* a story's standfirst or closing around a live blog's */
		for (int i = hl + 1; i < from && !lead; i++)
			lead = story_line(x, i);
		for (int i = nd[p].end_block; i < nd[c].end_block && !lead; i++)
			lead = story_line(x, i);
		if (lead)
			continue;
		double w = 0;
		for (int i = from; i < nd[m].end_block; i++)
			if (x->blocks[i].w > 0)
				w += x->blocks[i].w;
		if (w >= RUN_SHARE * nd[c].good)
			return p;
	}
	return c;
}

/* A signed count standing as a word in a line: a post's score ("+12",
 * "-3", "−" too), no range or date ("2-3", "2026-03-12"). */
static int signed_count(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		size_t k = i;
		if (s[i] == '+' || s[i] == '-')
			k = i + 1;
		else if (i + 2 < n && (unsigned char)s[i] == 0xE2 &&
		         (unsigned char)s[i + 1] == 0x88 && (unsigned char)s[i + 2] == 0x92)
			k = i + 3;
		else
			continue;
		if ((i == 0 || s[i - 1] == ' ') && k < n && isdigit((unsigned char)s[k]))
			return 1;
	}
	return 0;
}

/* An opening post over a run of replies set apart from its box: the
 * opener alone is no thread for thread_box, the replies being no siblings
 * of its box, and opener_replies makes the nearest ancestor of container
 * c that holds both the container. One class, two kinds of evidence, tried
 * in this order: the replies drawn by the template of the opener's short
 * lines (opener_drawn), or, that failing, the replies' boxes named as the
 * opener's (opener_listed). A news story's readers' comments are none for
 * either. */

/* The replies set in a list of their own, their boxes named as the
 * opener's (a brand's community, Khoros': the topic's message, then
 * "lia-thread-replies" or a "message-list" holding each reply, every
 * post's text in a "lia-message-body-content"; Gainsight's "qa-replies").
 * Where the box of container c recurs, its tag and class, REPLY_RUN+
 * times with prose, all of them in one later child of an ancestor p of c
 * (REPLY_UP levels up at most), each as many levels down in a box of p's
 * tag and class, digits aside (the post's wrapper, "lia-message-view-
 * wrapper lia-js-data-messageUid-118231"), none before c, in c or under
 * a comment hint (a news story's readers' comments) or another
 * boilerplate hint than c's (a sidebar's feed of posts, "YahooSports:
 * Will the Heat stay hot ..."), each reply with its author's box as the
 * opener has one (a username, "qa-reply-author"; a footer's blurbs have
 * none), that ancestor is the container: the replies are the page's as
 * the question is. */
#ifndef REPLY_RUN
#define REPLY_RUN 2
#endif
#ifndef REPLY_UP
#define REPLY_UP 6
#endif
static int opener_listed(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	if (c < 0 || !nd[c].cls || nd[c].nprose < 1)
		return c;
	for (int p = c, up = 0; up < REPLY_UP && nd[p].parent >= 0; p = nd[p].parent, up++) {
		int par = nd[p].parent, end = nd[par].end_block, q = -1, list = -1, n = 0;
		int mine = 0, theirs = 0, here = 0;  /* author boxes: p's, the list's */
		for (int i = par + 1; i < x->nnodes && nd[i].first_block < end; i++) {
			if (nd[i].parent == par) {
				if (q >= 0 && q == list)
					theirs = here;
				q = i;
				here = 0;
			}
			if (nd[i].hint & H_AUTHOR) {
				here++;
				mine += q == p;
			}
			if (i == c || nd[i].cls != nd[c].cls || !nd[i].nprose)
				continue;
			int a = i;  /* its post's box, as p is c's */
			for (int k = 0; k < up && a >= 0; k++)
				a = nd[a].parent;
			if (i < c || q == p || nd[i].incm || (list >= 0 && q != list) ||
			    nd[i].nearest_neg != nd[c].nearest_neg || a < 0 ||
			    nd[a].cls != nd[p].cls)
				return c;
			list = q;
			n++;
		}
		if (q >= 0 && q == list)
			theirs = here;
		/* each post with its author's box (a username,
		 * "qa-reply-author") */
		if (n >= REPLY_RUN && mine && theirs >= n)
			return par;
		if (n)
			return c;
	}
	return c;
}

/* The replies where no class names them nor the opener (a topic board's
 * markup with its classes hashed): container c holds the opener's text,
 * its box holding the headline or starting RUN_NEAR blocks after it at
 * most, and the replies are no siblings of its box (their list under a
 * count, "4 comments", "Komentarze (3)"), their
 * lines shaped so that comment_runs finds none (a number over the text,
 * the name and the date under it; an age with no year, "1 godz. temu"),
 * nor does opener_listed (no box named an author's). One template draws
 * the opener and its replies: the short lines of the opener's box (its
 * poster's link, its date's line, its votes; no prose) share their
 * classes with OPENER_SHARE nodes or more in each reply (a teaser's date
 * alone is one). A run of OPENER_RUN or more sibling boxes of one tag
 * and class, each holding such nodes, no heading and CMBOX_MAX blocks at
 * most, OPENER_RUN of them prose, starting OPENER_GAP blocks after the
 * opener's box at most, makes the nearest
 * ancestor of c holding the run, OPENER_UP levels up at most, the
 * container. None where
 * - the opener's box is or sits in an <article> (a blog's post, a
 *   newsroom's story: their readers' comments are no thread);
 * - a heading that counts comments ("3 comments") lies between the
 *   opener and the run while the opener's lines show no score ("+12":
 *   a board's votes; a blog's post under its comments' count has none);
 * - the opener's box holds more than OPENER_BOX blocks (a site builder's
 *   page reuses its classes all over it);
 * - a box of the run holds a heading (a service's card, a teaser's) or
 *   is a table's row (a board's list of threads);
 * - that ancestor holds more than OPENER_TAIL blocks after the run (the
 *   board's list of threads under the replies; a form's notice and a few
 *   similar topics are fewer);
 * - the opener holds more than OPENER_RATIO times the replies' prose (a
 *   blog's post over its readers' short comments, their bylines and its
 *   own drawn alike).
 * reply_from and reply_end keep the replies' place for the selection
 * (their count's heading, a reply's number "Comment 1"). */
#ifndef OPENER_RUN
#define OPENER_RUN 2
#endif
#ifndef OPENER_GAP
#define OPENER_GAP 6
#endif
#ifndef OPENER_UP
#define OPENER_UP 6
#endif
#ifndef OPENER_SHARE
#define OPENER_SHARE 2  /* nodes of the opener's lines' classes in a reply */
#endif
#ifndef OPENER_BOX
#define OPENER_BOX 16  /* the most blocks of the opener's box */
#endif
#ifndef OPENER_TAIL
#define OPENER_TAIL 20  /* the most blocks of that ancestor after the run */
#endif
#ifndef OPENER_RATIO
#define OPENER_RATIO 2  /* the opener's prose over its replies', at most */
#endif
#ifndef OPENER_CLS
#define OPENER_CLS 32  /* the opener's short lines' classes sought */
#endif
static int opener_drawn(struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	int hl = x->headline, n = x->nnodes;
	x->reply_from = x->reply_end = -1;
	if (c <= 0 || hl < 0 || hl >= nd[c].end_block ||
	    (hl < nd[c].first_block && nd[c].first_block > hl + 1 + RUN_NEAR))
		return c;
	/* the opener's box o: c, or its nearest ancestor holding the
	 * headline; the top OPENER_UP levels over it, the page's root never */
	int o = c;
	while (nd[o].first_block > hl && nd[o].parent > 0)
		o = nd[o].parent;
	int top = o;
	for (int up = 0; up < OPENER_UP && nd[top].parent > 0; up++)
		top = nd[top].parent;
	if (top == o || nd[o].first_block > hl || nd[o].end_block - nd[o].first_block > OPENER_BOX)
		return c;
	/* a post in an <article> is a blog's or a newsroom's story */
	for (int a = o; a > 0; a = nd[a].parent)
		if (nd[a].tag & F_ARTICLE)
			return c;
	unsigned cls[OPENER_CLS];
	int k = 0, m = o + 1, score = 0;
	for (; m < n && nd[m].parent >= o; m++)
		if (nd[m].cls && !nd[m].nprose && nd[nd[m].blk].chars > 0 && k < OPENER_CLS) {
			cls[k++] = nd[m].cls;
			const struct block *sb = &x->blocks[nd[nd[m].blk].first_block];
			score |= signed_count(x->text.p + sb->off, sb->len);
		}
	if (!k)
		return c;
	int after = m, end = nd[o].end_block;
	/* the nodes after the opener's box up to top's end, in the buffer
	 * of comment_runs: has[] counts the nodes of the opener's lines'
	 * classes in a node's subtree, run[] and prose[] a box's run's boxes
	 * and prose boxes up to it, last[] a parent's last child seen (+1) */
	if (n > x->capcmrun) {
		free(x->cmrun);
		x->cmrun = xmalloc((size_t)n * 4 * sizeof *x->cmrun);
		x->capcmrun = n;
	}
	int *has = x->cmrun, *run = has + n, *prose = run + n, *last = prose + n;
	int stop = after;
	while (stop < n && nd[stop].parent >= top)
		stop++;
	for (int i = after; i < stop; i++) {
		has[i] = run[i] = prose[i] = 0;
		for (int j = 0; j < k && !has[i]; j++)
			has[i] = nd[i].cls == cls[j];
	}
	for (int i = 0; i < n && i < stop; i++)
		last[i] = 0;
	for (int i = stop - 1; i > after; i--)
		if (has[i] && nd[i].parent >= after)
			has[nd[i].parent] += has[i];
	for (int i = after; i < stop; i++) {
		int p = nd[i].parent, prev = last[p] - 1;
		if (nd[i].first_block >= nd[i].end_block)
			continue;
		last[p] = i + 1;
		if (has[i] < OPENER_SHARE || nd[i].end_block - nd[i].first_block > CMBOX_MAX ||
		    nd[i].nheads || (nd[i].tag & (F_TR | F_TD)))
			continue;
		if (prev >= after && run[prev] && nd[prev].tag == nd[i].tag &&
		    nd[prev].cls == nd[i].cls) {
			run[i] = run[prev] + 1;
			prose[i] = prose[prev] + (nd[i].nprose > 0);
		} else {
			/* a run's first box: near the opener's end */
			int near = nd[i].first_block - end <= OPENER_GAP;
			run[i] = near;
			prose[i] = near && nd[i].nprose > 0;
		}
		if (run[i] >= OPENER_RUN && prose[i] >= OPENER_RUN) {
			/* the run's end: its last box of that tag and class */
			int z = nd[i].end_block;
			for (int j = i + 1; j < stop && nd[j].parent >= p; j++)
				if (nd[j].parent != p)
					continue;
				else if (nd[j].tag == nd[i].tag && nd[j].cls == nd[i].cls)
					z = nd[j].end_block;
				else
					break;
			int a = nd[o].parent;
			while (a > 0 && nd[a].end_block < z)
				a = nd[a].parent;
			if (a <= 0 || nd[a].end_block - z > OPENER_TAIL)
				return c;
			/* under a comments' count heading ("3 comments") a
			 * board's opener shows its votes ("+12"); a blog's
			 * post, no score */
			for (int b = end; b < nd[i].first_block && !score; b++)
				if ((x->blocks[b].tag & F_HEAD) &&
				    comment_head(&x->blocks[b], x->text.p + x->blocks[b].off))
					return c;
			/* the replies' prose against the opener's: a
			 * blog's post over its readers' short comments is
			 * no thread */
			long op = 0, re = 0;
			for (int b = nd[o].first_block; b < z; b++)
				if (is_prose(&x->blocks[b]))
					*(b < end ? &op : &re) += x->blocks[b].chars;
			if (re * OPENER_RATIO < op)
				return c;
			x->reply_from = end;
			x->reply_end = z;
			return a;
		}
	}
	return c;
}

/* The class's one detector: opener_drawn's evidence first (it keeps the
 * replies' place, reply_from), then opener_listed's */
int opener_replies(struct extractor *x, int c)
{
	int r = opener_drawn(x, c);
	return r != c ? r : opener_listed(x, c);
}

/* A threaded board's opening post above its comments where no class
 * names either (a link board's markup with its classes hashed or never
 * written): container c holds the opener's text alone, the comments being
 * no siblings of its box. Each comment opens with its fold line: the
 * toggle, the author, the points and the age (fold_tagline: "[–]
 * bb_whisperer 41 points 4 days ago"). The nearest ancestor of c, FOLD_UP
 * levels up at most, that holds FOLD_RUN or more such lines after c is
 * the container: the comments are the thread's, as the opener is (and
 * where c holds some already, those after it are its thread's too). A
 * news story's readers' comments open with no toggle. */
#ifndef FOLD_RUN
#define FOLD_RUN 3
#endif
#ifndef FOLD_UP
#define FOLD_UP 8
#endif
int fold_thread(const struct extractor *x, int c)
{
	const struct node *nd = x->nodes;
	if (c <= 0)
		return c;
	int a = c, n = 0;
	for (int up = 0; up < FOLD_UP && nd[a].parent > 0; up++) {
		int to = nd[a].end_block;
		a = nd[a].parent;
		/* the lines after the last level's end, up to this one's */
		for (int i = to; i < nd[a].end_block; i++)
			n += fold_tagline(x->text.p + x->blocks[i].off, x->blocks[i].len);
		if (n >= FOLD_RUN)
			return a;
	}
	return c;
}

/* A sentence of no weight in a table's cell outside boilerplate, the
 * text weigh_post_cells gives its length in a run of post boxes */
static int post_cell(const struct extractor *x, const struct block *b)
{
	return b->w == 0 && x->nodes[b->owner].nearest_neg < 0 &&
	       cell_sentence(b, x->text.p + b->off) && cell_text(x->nodes, b);
}

/* A board's posts where no class names their text (H_POS: a vBulletin 3
 * thread with its classes hashed or never written): each post a box of its
 * own holding a table, its head line a date and a time ("12-05-2025,
 * 08:40"), its poster's cell and its text's, a run of CMRUN or more such
 * boxes of one tag and class (comment_runs). A sentence in a cell of one
 * (cell_sentence: "Sì, da ieri è aperto fino in cima.") is the post's
 * text, not a table's data: it weighs its length, as in a box named a
 * post's. */
void weigh_post_cells(struct extractor *x)
{
	const struct node *nd = x->nodes;
	int n = x->nnodes;
	if (n < 2 || !x->nblocks)
		return;
	/* most pages hold no such sentence: the runs are not built for them */
	int any = 0;
	for (int i = 0; i < x->nblocks && !any; i++)
		any = post_cell(x, &x->blocks[i]);
	if (!any)
		return;
	int *run = comment_runs(x, 0, x->nblocks), *cont = run + 2 * n, *start = run + 3 * n;
	for (int m = 1; m < n; m++) {
		if (run[m] < CMRUN || cont[m])
			continue;
		for (int i = nd[start[m]].first_block; i < nd[m].end_block; i++)
			if (post_cell(x, &x->blocks[i]))
				x->blocks[i].w = x->blocks[i].chars;
	}
}

void drop_comment_run(struct extractor *x, int c, int first, int end)
{
	const struct node *nd = x->nodes;
	int body = -1;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 && is_prose(&x->blocks[i]) &&
		    (body < 0 || x->blocks[i].chars > x->blocks[body].chars))
			body = i;
	if (body < 0)
		return;
	int n = x->nnodes;
	int *run = comment_runs(x, c, end), *cont = run + 2 * n, *start = run + 3 * n;
	/* the first kept sentence after the headline, sought once: the
	 * blocks before it are none, and a kept block is never kept again
	 * once dropped, so the search only steps on */
	int sent = x->headline + 1;
	for (int m = c + 1; m < n && nd[m].first_block < end; m++) {
		if (run[m] < CMRUN || cont[m])
			continue;
		int from = nd[start[m]].first_block;
		int to = nd[m].end_block < end ? nd[m].end_block : end;
		int head = from - 1;
		while (head >= first && x->blocks[head].keep <= 0)
			head--;
		int named = head > x->headline && count_title(x, &x->blocks[head], run[m]);
		const struct block *hb = &x->blocks[head >= 0 ? head : 0];
		int heading = head >= first &&
		              (named || comment_head(hb, x->text.p + hb->off) ||
		               count_head(x, hb, run[m]));
		/* the run holds the body or starts before it: a thread; but
		 * the comments under their heading naming the post (named),
		 * the post's prose between its headline and them, are a short
		 * post's long comments */
		while (named && sent < head && !(x->blocks[sent].keep > 0 &&
		                                 is_prose(&x->blocks[sent]) &&
		                                 ends_sentence(x->text.p + x->blocks[sent].off,
		                                               x->blocks[sent].len)))
			sent++;
		int post = named && sent < head;
		if (from <= body && !post)
			continue;
		/* a form right after the run, CMFORM_GAP blocks at most on:
		 * the nodes from the first that starts at its end (first_block
		 * grows in the nodes' order, so a binary search finds it; a
		 * walk through the run's boxes would cost their size again
		 * for each run nested in them) */
		int lo = m + 1, hi = n, form = 0;
		while (lo < hi) {
			int mid = lo + (hi - lo) / 2;
			if (nd[mid].first_block < to)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (int q = lo; q < n && nd[q].first_block <= to + CMFORM_GAP && !form; q++)
			form = nd[q].tag & F_FORM ? q : 0;
		if (!heading && !form)
			continue;
		/* a question's answers over the form to answer it stay
		 * (find_answers), their heading that counts them and names
		 * the question goes ("5 Antworten auf „Wie bekomme ich ...“",
		 * count_title) */
		if (form && form == x->ans_form) {
			if (named)
				unkeep(x, head, head + 1);
			continue;
		}
		unkeep(x, heading ? head : from, to);
	}
}

/* A poster's facts beside each post, where no class names them
 * (drop_poster_panels, one scan for both shapes): lines of a label and a
 * value in boxes of one class (drop_panel_lines, here), or a <dl>'s terms
 * under the poster's name (term_step, below). The lines first: a board's
 * poster panels under hashed classes (CSS modules, styled-components):
 * each post a box of the template's
 * lines beside the post's text, the poster's rank and counts ("Jr.
 * Member", "Post: 64", "Сообщения: 14", "Registriert: Mi 12. Apr 2023").
 * The text's lines share one class (the key, panel_key, holding the most
 * kept prose, no stamp, in PANEL_POSTS blocks or more) and part the
 * container into segments, one a post. A thread is where PANEL_POSTS
 * segments or more, half of them at least, hold a stamp line (stamp_shape:
 * a date with its year and a time, the posts') and as many a line of a
 * label and a count or a date (panel_label: "Post: 64", the poster's
 * count), of one key, and two reply's subjects ("Re: <title>") or a
 * poster's linked name met in two posts (in PANEL_NAMES names, one or
 * two words); there a key of another class whose lines are all
 * a panel's, PANEL_PER at most a segment, met in PANEL_POSTS segments or
 * more and half of them (twice for lines of one label), goes: lines of
 * one label, or short lines of no label, no date, no heading, no link (a
 * rank), or the posts' stamps, a class of such lines alone (a date with
 * its year and a time, CMLINE_WORDS words at most, links under half, the
 * poster's name: "« Antwort #1 am: 12. April 2025, 10:02:47 »", "von
 * <a>Wabenbauer</a> » Sa 14. Dez 2024, 20:30"). A journal's entries, a
 * wire's feed hold a mood ("Current Mood: grumpy") or none, no count; a
 * directory's or an event list's facts ("Ort: Stadthalle") sit in
 * entries with no time of day each; a fact box is met once. The names
 * and subjects stay to their own rules (drop_post_heads,
 * drop_reply_subjects). */
#ifndef PANEL_POSTS
#define PANEL_POSTS 3
#endif
#ifndef PANEL_MAX
#define PANEL_MAX 48  /* a panel line's most characters */
#endif
#ifndef PANEL_LABEL
#define PANEL_LABEL 48  /* a label's most bytes before its colon (24 Cyrillic letters) */
#endif
#ifndef PANEL_PER
#define PANEL_PER 2
#endif
#ifndef PANEL_KEYS
#define PANEL_KEYS 128  /* keys counted, a power of two */
#endif
#ifndef PANEL_NAMES
#define PANEL_NAMES 32  /* posters' names sought again */
#endif
#ifndef PANEL_SUBJECT
#define PANEL_SUBJECT 160  /* a reply's subject's most characters */
#endif
#ifndef PANEL_UP
#define PANEL_UP 2  /* levels climbed over a block's owner for a class */
#endif
struct panel_slot {
	unsigned key, cls, label;
	int prose, chars, nseg, lastseg, per, maxper, bad, count, stamp, nostamp;
};

/* A block's key: the nearest class over it, PANEL_UP levels up at most,
 * with its owner's tag; *cls the class, 0 none */
static unsigned panel_key(const struct extractor *x, const struct block *b, unsigned *cls)
{
	int a = b->owner;
	for (int up = 0; a >= 0 && up <= PANEL_UP && !x->nodes[a].cls; up++)
		a = x->nodes[a].parent;
	*cls = a >= 0 && x->nodes[a].cls ? x->nodes[a].cls : 0;
	return *cls ? *cls * 31u + b->tag : 0;
}

static struct panel_slot *panel_slot(struct panel_slot *t, unsigned key, unsigned cls)
{
	unsigned h = key & (PANEL_KEYS - 1);
	for (int k = 0; k < PANEL_KEYS; k++, h = (h + 1) & (PANEL_KEYS - 1)) {
		if (t[h].key == key)
			return &t[h];
		if (!t[h].key) {
			memset(&t[h], 0, sizeof t[h]);
			t[h].key = key;
			t[h].cls = cls;
			t[h].lastseg = -1;
			return &t[h];
		}
	}
	return NULL;
}

/* A panel's line of a label, a colon and a value ("Post: 64",
 * "Registriert: Mi 12. Apr 2023"): the label's hash (1 if it hashes to
 * 0), *count set where the value holds a figure; 0 for no such line */
static unsigned panel_label(const char *s, size_t n, int *count)
{
	const char *c = memchr(s, ':', n < PANEL_LABEL + 1 ? n : PANEL_LABEL + 1);
	if (!c || c == s || has_digit(s, (size_t)(c - s)) || (size_t)(c + 1 - s) >= n)
		return 0;
	*count = has_digit(c + 1, n - (size_t)(c + 1 - s));
	unsigned h = hash_bytes(s, (size_t)(c - s));
	return h ? h : 1;
}

/* The terms: a poster's facts in a <dl>, one in each post's author cell
 * (XenForo's "message-userExtras", hashed: "<dl><dt>Registriert</dt>
 * <dd>3. Mai 2022</dd></dl><dl><dt>Beiträge</dt><dd>412</dd></dl>"): a
 * term of TERMPANEL_WORDS words at most, no link, met again (its bytes'
 * hash) in two posts' cells, each list under its poster's name
 * (name_above) in a cell that holds no prose (poster_cell: a team's or a
 * shop's card holds its text beside its facts), goes with its value under
 * it, a short line (PANEL_MAX characters, no sentence), where TERM_KINDS
 * terms or more are met so (a cell's list, not one fact repeated), and
 * every term after a dropped one in that list, met once or not ("Ort"
 * "Hamburg", that some cells lack). A glossary's terms are met once;
 * TERM_SEEN terms are counted, the first met. */
#ifndef TERM_SEEN
#define TERM_SEEN 64
#endif
#ifndef TERMPANEL_WORDS
#define TERMPANEL_WORDS 3
#endif
#ifndef TERM_KINDS
#define TERM_KINDS 2
#endif
static int term_value(const struct extractor *x, int i, int end)
{
	const struct block *v = i + 1 < end ? &x->blocks[i + 1] : NULL;
	return v && v->owner != x->blocks[i].owner && !(v->tag & F_DT) && v->chars &&
	       v->chars <= PANEL_MAX && v->link_chars * 2 <= v->chars &&
	       !ends_sentence(x->text.p + v->off, v->len);
}

/* Is there a poster's name over block i, TERM_NAME_UP blocks up at most:
 * a line all link, one to three words ("Lievito_Ludwig", "أبو سلمان")? */
#ifndef TERM_NAME_UP
#define TERM_NAME_UP 4
#endif
#ifndef TERM_NAME_WORDS
#define TERM_NAME_WORDS 3
#endif
static int name_above(const struct extractor *x, int i, int first)
{
	for (int j = i - 1; j >= first && j >= i - TERM_NAME_UP; j--) {
		if (poster_name(&x->blocks[j], TERM_NAME_WORDS))
			return j;
	}
	return -1;
}

/* Is the list at block i, under the name at block j, in a poster's cell:
 * the smallest box round both holds no prose (the post's text is in a
 * box beside it) and TERM_CELL blocks at most (a scan of a cell each)?
 * A firm's team card or a shop's product card holds its name, its facts
 * and its text in one box. */
#ifndef TERM_CELL
#define TERM_CELL 40
#endif
static int poster_cell(const struct extractor *x, int i, int j)
{
	const struct node *nd = x->nodes;
	int a = x->blocks[i].owner;
	while (a >= 0 && nd[a].first_block > j)
		a = nd[a].parent;
	if (a < 0 || nd[a].end_block - nd[a].first_block > TERM_CELL)
		return 0;
	for (int k = nd[a].first_block; k < nd[a].end_block; k++)
		if (is_prose(&x->blocks[k]))
			return 0;
	return 1;
}

/* Is the <dl> term at block i a poster's fact: under a poster's name
 * (name_above) in a poster's cell (poster_cell)? keep_grid_rows leaves
 * such rows to drop_poster_panels. */
int poster_fact(const struct extractor *x, int i, int first)
{
	int j = name_above(x, i, first);
	return (x->blocks[i].tag & F_DT) && j >= 0 && poster_cell(x, i, j);
}

struct term_run {
	unsigned h[TERM_SEEN];
	int at[TERM_SEEN], again[TERM_SEEN], n, kinds, cell;
};

/* Block i for the terms met: a term with its value, under a poster's name
 * in a poster's cell, its bytes' hash compared with the others' */
static void term_step(const struct extractor *x, struct term_run *r, int i, int first,
                      int end)
{
	const struct block *b = &x->blocks[i];
	if (r->n >= TERM_SEEN || b->keep <= 0 || !(b->tag & F_DT) || b->link_chars ||
	    !b->chars || b->words > TERMPANEL_WORDS || b->chars > PANEL_LABEL ||
	    !term_value(x, i, end))
		return;
	/* a list's first term under its poster's name */
	if (!r->n || r->at[r->n - 1] + 2 != i) {
		int j = name_above(x, i, first);
		r->cell = j >= 0 && poster_cell(x, i, j);
	}
	if (!r->cell)
		return;
	int n = r->n;
	r->h[n] = hash_bytes(x->text.p + b->off, b->len);
	r->again[n] = 0;
	for (int j = 0; j < n; j++)
		if (r->h[j] == r->h[n]) {
			r->kinds += !r->again[j];
			r->again[j] = r->again[n] = 1;
		}
	r->at[r->n++] = i;
}

/* The terms met again, TERM_KINDS of them or more, go with their values;
 * and a term met once right under a dropped one, of that list (the
 * poster's place, "Ort" "Hamburg", that some cells lack) */
static void drop_terms(struct extractor *x, struct term_run *r)
{
	if (r->kinds < TERM_KINDS)
		return;
	for (int k = 0; k < r->n; k++)
		if (r->again[k] || (k && r->again[k - 1] && r->at[k - 1] + 2 == r->at[k])) {
			r->again[k] = 1;
			x->blocks[r->at[k]].keep = 0;
			x->blocks[r->at[k] + 1].keep = 0;
		}
}

static void drop_panel_lines(struct extractor *x, int first, int end, struct term_run *r)
{
	struct panel_slot t[PANEL_KEYS];
	unsigned cls, anchor = 0, acls = 0;
	int best = 0;
	memset(t, 0, sizeof t);
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		unsigned k;
		struct panel_slot *p;
		term_step(x, r, i, first, end);  /* one scan for both shapes */
		if (b->keep <= 0 || !is_prose(b) || stamp_shape(x, b, STAMP_WORDS) ||
		    !(k = panel_key(x, b, &cls)) || !(p = panel_slot(t, k, cls)))
			continue;
		p->prose++;
		p->chars += b->chars;
		if (p->prose >= PANEL_POSTS && p->chars > best)
			best = p->chars, anchor = k, acls = cls;
	}
	if (!anchor)
		return;
	/* the segments between the text's runs of lines */
	int seg = 0, in = 0, stamps = 0, stamped = -1, subjects = 0, subjected = -1, again = 0;
	unsigned names[PANEL_NAMES], nkey[PANEL_NAMES];
	int nseg[PANEL_NAMES], nn = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		unsigned k;
		struct panel_slot *p;
		/* a line the selection dropped is the template's too */
		if ((k = panel_key(x, b, &cls)) == anchor) {
			if (b->keep > 0)
				seg += !in, in = 1;
			continue;
		}
		if (b->keep > 0 || b->chars)
			in = 0;
		if (stamped < seg && stamp_shape(x, b, STAMP_WORDS))
			stamps++, stamped = seg;
		if (subjected < seg && b->chars <= PANEL_SUBJECT && reply_subject(s, b->len))
			subjects++, subjected = seg;
		/* a poster's linked name met again in another post */
		if (k && poster_name(b, POSTER_WORDS) && !again) {
			unsigned h = hash_bytes(s, b->len);
			for (int j = 0; j < nn && !again; j++)
				again = names[j] == h && nkey[j] == k && nseg[j] != seg;
			if (nn < PANEL_NAMES)
				names[nn] = h, nkey[nn] = k, nseg[nn++] = seg;
		}
		if (!k || cls == acls || !(p = panel_slot(t, k, cls)))
			continue;
		if (p->lastseg != seg)
			p->nseg++, p->lastseg = seg, p->per = 0;
		if (++p->per > p->maxper)
			p->maxper = p->per;
		/* a post's stamp, its number's words aside ("« Antwort #1
		 * am: 12. April 2025, 10:02:47 »"); a longer line or a
		 * sentence is none, and bad as a panel's line below */
		int st = b->link_chars * 2 <= b->chars && stamp_shape(x, b, CMLINE_WORDS);
		int count = 0;
		unsigned lab = st ? 0 : panel_label(s, b->len, &count);
		if (p->nseg == 1 && p->per == 1)
			p->label = lab, p->count = count;
		p->count &= count;
		p->stamp |= st;
		p->nostamp |= !st;
		if (b->chars > POSTHEAD_MAX || ends_sentence(s, b->len) ||
		    (!lab && !st &&
		     (is_prose(b) || dated_line(x, b, 0) || b->chars > PANEL_MAX)) ||
		    (b->tag & F_HEAD) || b->link_chars * 2 > b->chars ||
		    (!lab && !st && b->link_chars) || lab != p->label)
			p->bad = 1;
	}
	if (stamps < PANEL_POSTS || stamps * 2 < seg || (subjects < 2 && !again))
		return;
	int counts = 0;
	for (int h = 0; h < PANEL_KEYS; h++) {
		struct panel_slot *p = &t[h];
		int few = p->nseg < PANEL_POSTS || p->nseg * 2 < seg;
		if (p->key && p->key != anchor) {
			counts += !p->bad && !few && p->maxper <= PANEL_PER && p->label &&
			          p->count;
			/* a label met twice is the panel's in a thread (a
			 * poster's date of joining that some panels lack) */
			p->bad |= p->maxper > PANEL_PER || (few && !(p->label && p->nseg >= 2)) ||
			          (p->stamp && p->nostamp);
		}
	}
	if (!counts)
		return;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		unsigned k;
		struct panel_slot *p;
		if (b->keep > 0 && (k = panel_key(x, b, &cls)) && k != anchor && cls != acls &&
		    (p = panel_slot(t, k, cls)) && !p->bad)
			b->keep = 0;
	}
}

void drop_poster_panels(struct extractor *x, int first, int end)
{
	struct term_run r;
	r.n = r.kinds = r.cell = 0;
	drop_panel_lines(x, first, end, &r);
	drop_terms(x, &r);
}

/* A poster's signature under each of the poster's posts, where no class
 * names it: boxes of one tag and class, the same text in two of them,
 * another box's prose and a post's stamp line between, and nothing of
 * its post after it (sign_twin, of the boxes met, struct sign_box: a
 * signature closes its post, a live ticker's event line over its
 * entry's text is none). Of two shapes, read at two points
 * of select_all (either moved changes a hashed board's output, a
 * vBulletin's and a phpBB's): one short line alone in its box, every box
 * of its class so (drop_sign_repeats, early, before the lines between
 * posts are judged); several lines in a box outside a quote, all of that
 * class under a SIGN_SHARE part of the text (drop_sign_boxes, after the
 * posters' panels).
 *
 * The one line (a Discuz! board's "sign" box hashed): boxes of one tag
 * and class, each one short line alone (SIGN_MIN to SIGN_MAX characters,
 * sign_box) after a post's stamp line (kept or not, its date's year and
 * time: "发表于 2026-3-12 10:17:03 |只看该作者") and kept prose of another
 * box, one line the same in two of them ("装修第一次，边学边做，记录一下
 * 踩过的坑。"): the boxes of that class go, the signatures of the other
 * posters with them. Its post is closed by the next stamp: a box with
 * kept prose after it before that makes its class none. A post's text
 * is not written twice in a thread; a short reply written twice
 * ("Danke!") is under SIGN_MIN. SIGN_BOXES boxes of a class are
 * compared, of SIGNREP_CLS classes, the first met. */
/* A signature's box met: its class's key, its text's hash h (FNV over
 * its blocks' hashes) and size, what stands before it since the last */
struct sign_box {
	int box, from, to, chars, words;
	int prose, stamp;  /* another box's prose, a stamp line, before it */
	int opens;         /* unlinked prose under it in its parent's box */
	int pend;          /* its parent's end block */
	unsigned key, h;
};

#define SIGN_HASH0 2166136261u  /* FNV's offset basis */
static unsigned sign_hash(unsigned h, const struct extractor *x, const struct block *b)
{
	return h * 16777619u ^ hash_bytes(x->text.p + b->off, b->len);
}

/* Does sign box i of the n met have a twin after it: a box of its key
 * holding the same text, with another box's prose (or its own) and a
 * stamp line between, nothing of its post after it? */
static int sign_twin(const struct sign_box *s, int n, int i)
{
	int between = 0, stamped = 0;
	for (int j = i + 1; j < n; j++) {
		between |= s[j].prose && s[j].key != s[i].key;
		stamped |= s[j].stamp;
		if (s[j].key == s[i].key && s[j].h == s[i].h && s[j].chars == s[i].chars &&
		    (between || s[j].prose) && stamped && !s[j].opens)
			return 1;
	}
	return 0;
}

#ifndef SIGN_MIN
#define SIGN_MIN 20
#endif
#ifndef SIGN_MAX
#define SIGN_MAX 160
#endif
#ifndef SIGN_BOXES
#define SIGN_BOXES 32
#endif
#ifndef SIGNREP_CLS
#define SIGNREP_CLS 8
#endif
static int sign_box(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i];
	return b->keep > 0 && fills_box(x, i) && !b->link_chars && b->chars >= SIGN_MIN &&
	       b->chars <= SIGN_MAX && !(b->tag & (F_HEAD | F_LI | F_TD));
}

void drop_sign_repeats(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	unsigned cls[SIGNREP_CLS], tag[SIGNREP_CLS];
	struct sign_box box[SIGNREP_CLS * SIGN_BOXES];
	int nb[SIGNREP_CLS], bad[SIGNREP_CLS];
	int n = 0, m = 0, prose = 0, stamp = 0;
	int open = -1;  /* the class of the last box taken, till a stamp */
	if (x->cthread)
		return;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		const struct node *o = &nd[b->owner];
		int st = stamp_shape(x, b, STAMP_WORDS);
		int k = 0;
		while (k < n && !(cls[k] == o->cls && tag[k] == o->tag))
			k++;
		if (k == n && o->cls && sign_box(x, i) && prose && stamp && n < SIGNREP_CLS) {
			cls[n] = o->cls;
			tag[n] = o->tag;
			nb[n] = bad[n] = 0;
			n++;
		}
		if (k < n) {
			/* each a line after a post's stamp and prose */
			if (!sign_box(x, i) || !prose || !stamp) {
				bad[k]++;
			} else if (nb[k] < SIGN_BOXES) {
				struct sign_box *p = &box[m++];
				memset(p, 0, sizeof *p);
				p->from = i, p->to = i + 1, p->key = (unsigned)k;
				p->chars = b->chars, p->prose = p->stamp = 1;
				p->h = sign_hash(SIGN_HASH0, x, b);
				nb[k]++, open = k;
			}
			prose = stamp = 0;
		} else if (b->keep > 0 && is_prose(b)) {
			/* a signature closes its post: prose after it
			 * before the next stamp is the line's own entry's
			 * (a live ticker's "Wechsel beim FC ..." over its
			 * text) */
			if (open >= 0)
				bad[open]++;
			prose = 1;
			open = -1;
		}
		stamp |= st;
		if (st)
			open = -1;
	}
	int twice[SIGNREP_CLS] = {0};
	for (int a = 0; a < m; a++)
		twice[box[a].key] |= !twice[box[a].key] && sign_twin(box, m, a);
	for (int a = 0; a < m; a++)
		if (twice[box[a].key] && !bad[box[a].key])
			x->blocks[box[a].from].keep = 0;
}

/* The box of several lines (hashed, "<div class=hac201fd>Gruß aus dem
 * Fuldatal, Jonas<br>4 Völker Carnica</div>" under each of Jonas's
 * posts, phpBB's "signature" hashed away): boxes of one
 * tag and class, two of them outside a quote holding the same text word
 * for word (SIGN_WORDS words or more, SIGNBOX_MAX characters at most) with
 * unlinked prose of another box and a stamp line (a date and a time)
 * between (the next post's head and text), neither of the two over
 * prose in its parent's box (a speaker's label in a transcript opens the
 * speech, a live ticker's event line its entry's text), every
 * box of that class short (SIGNBOX_MAX) and all of them under a SIGN_SHARE
 * part of the kept text: the posters' signatures, theirs who wrote once
 * too. A post's text met twice ("Danke!", a quoted reply) is in the
 * class of most of the text, or in a quote. SIGNBOX_BOXES boxes are
 * counted, the first met. */
#ifndef SIGNBOX_BOXES
#define SIGNBOX_BOXES 64
#endif
#ifndef SIGN_WORDS
#define SIGN_WORDS 3
#endif
#ifndef SIGNBOX_MAX
#define SIGNBOX_MAX 240
#endif
#ifndef SIGN_SHARE
#define SIGN_SHARE 0.2
#endif
void drop_sign_boxes(struct extractor *x, int first, int end)
{
	struct sign_box s[SIGNBOX_BOXES];
	int n = 0, kept = 0, prose = 0, stamp = 0;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		unsigned cls, k;
		/* a post's stamp dropped already (drop_board_lines) still
		 * parts two posts */
		if (b->keep <= 0) {
			stamp |= b->w >= 0 && stamp_shape(x, b, STAMP_WORDS);
			continue;
		}
		kept += b->chars;
		/* a signature closes its post's box: prose under the box in
		 * its parent's (a live ticker's repeated event line over its
		 * entry's text) makes it none */
		if (!b->link_chars && is_prose(b))
			for (int j = n - 1; j >= 0 && s[j].to <= i && i < s[j].pend; j--)
				s[j].opens = 1;
		stamp |= stamp_shape(x, b, STAMP_WORDS);
		if (quoted_block(x, b) || (b->tag & (F_HEAD | F_LI | F_TD)) ||
		    !(k = panel_key(x, b, &cls))) {
			prose |= !b->link_chars && is_prose(b);
			continue;
		}
		int a = b->owner;
		while (!x->nodes[a].cls)
			a = x->nodes[a].parent;
		struct sign_box *p = n ? &s[n - 1] : NULL;
		if (!p || p->box != a || p->to != i) {
			if (n == SIGNBOX_BOXES)
				break;
			p = &s[n++];
			memset(p, 0, sizeof *p);
			p->box = a, p->from = i, p->key = x->nodes[a].cls * 31u + x->nodes[a].tag;
			int up = x->nodes[a].parent;
			p->pend = up >= 0 ? x->nodes[up].end_block : end;
			p->prose = prose, p->stamp = stamp;
			p->h = SIGN_HASH0;
			prose = stamp = 0;
		}
		p->to = i + 1;
		p->chars += b->chars;
		p->words += b->words;
		p->h = sign_hash(p->h, x, b);
		prose |= !b->link_chars && is_prose(b);
	}
	for (int i = 0; i < n; i++) {
		const struct sign_box *p = &s[i];
		if (p->words < SIGN_WORDS || p->chars > SIGNBOX_MAX || p->opens ||
		    !sign_twin(s, n, i))
			continue;
		int chars = 0, bad = 0;
		for (int j = 0; j < n; j++)
			if (s[j].key == p->key) {
				chars += s[j].chars;
				bad |= s[j].chars > SIGNBOX_MAX;
			}
		if (bad || chars > SIGN_SHARE * kept)
			continue;
		for (int j = 0; j < n; j++)
			if (s[j].key == p->key)
				for (int k = s[j].from; k < s[j].to; k++)
					x->blocks[k].keep = 0;
		break;
	}
}
