/*
 * extract/phrases: boiler_phrase (lines.c has the other line classifiers):
 * does a line hold a widget's phrase, in English, the major European
 * languages and more ("Read more", "Lesen Sie auch", "Читайте также")?
 * Its word lists, each indexed by its phrases' first byte (phrase_idx,
 * built by lines_init from tagtab_init): strong phrases mark a short line
 * anywhere, weak ones a line that is no sentence, a blog engine's a line
 * of up to 500 characters; and the tests on a line that only it calls:
 * players' labels and counters, follow and store calls, affiliate
 * disclosures, size tools, mail footers, script leftovers, a portal's or
 * a broadcaster's notes. The letter pairs of the line (struct line_pairs)
 * let has_any_ci pass over a phrase the line cannot hold. Phases 2 and 3
 * call it, on every page class.
 */
#include <assert.h>
#include "internal.h"

/* The call, a line under FOLLOW_LATIN bytes, or under FOLLOW_MAX: one in
 * a script of three bytes a letter, or sentences before a call that ends
 * the line in under FOLLOW_CALL bytes: the site's pitch ("Dapatkan update
 * berita pilihan ... setiap hari dari WartaNusantara.com. Mari bergabung
 * di Grup Telegram, caranya klik link berikut, kemudian join."), the
 * writer's book. A story's long sentence that quotes the call goes on
 * past it ("Follow us on Twitter, a spokesman told the meeting, was the
 * second best way after the city's app, and ..."). */
#ifndef FOLLOW_MAX
#define FOLLOW_MAX 250
#endif
#ifndef FOLLOW_LATIN
#define FOLLOW_LATIN 160
#endif
#ifndef FOLLOW_CALL
#define FOLLOW_CALL 100
#endif

/* Does s open with a network (net[]), past a preposition and a word for
 * its group ("di Grup Telegram", "ke saluran WhatsApp", "na WhatsApp")? */
static int net_after(const char *s, size_t n, const char *const *net, size_t k)
{
	static const char *const prep[] = {"di ", "ke ", "dalam ", "katika "};
	static const char *const group[] = {"grup ", "group ", "saluran ", "kanal ", "channel "};
	size_t i = 0;
	while (i < n && s[i] == ' ')
		i++;
	i += OPENS_ANY_CI(s + i, n - i, prep);
	i += OPENS_ANY_CI(s + i, n - i, group);
	return i < n && starts_any_ci(s + i, n - i, net, k);
}

/* The same call to follow the site in the other major European
 * languages, where it opens the block or a sentence of it ("Síguenos en
 * Twitter y Facebook", "Подписывайтесь на наш Telegram-канал"; Turkish
 * ends it, "Bizi Twitter'da takip edin"), naming a network; and a call to
 * pin the post there ("Pin it for later!", "Merk dir das Rezept auf
 * Pinterest", "Épinglez-le sur Pinterest !"). */
static int follow_line(const char *s, size_t n)
{
	static const char *const net[] = {
		"Twitter", "Facebook", "Instagram", "Telegram", "WhatsApp", "YouTube", "TikTok",
		"LinkedIn", "Google News", "ВКонтакте", "Дзен", "Pinterest",
	};
	static const char *const verb[] = {
		"folgen sie uns", "folge uns", "suivez-nous", "retrouvez-nous", "síguenos",
		"seguici", "seguite", "siga-nos", "segue-nos", "volg ons", "obserwuj nas",
		"śledź nas", "sledujte nás", "följ oss", "Подписывайтесь", "Подпишитесь",
		"Читайте нас", "takip edin",
		/* and to join its channel there */
		"participe do canal", "entre no canal", "siga o canal", "únete a nuestro canal",
		"únete al canal", "rejoignez-nous", "rejoignez notre", "iscriviti al canale",
		"iscriviti al nostro canale", "abonniere unseren", "abonnieren sie unseren",
		"dołącz do", "Присоединяйтесь", "přidejte se", "gå med i",
		/* and in the other languages of Europe ("Urmărește știrile pe
		 * Google News și pe canalul nostru de WhatsApp", "Ακολουθήστε
		 * μας στο Facebook", "Kövess minket a Facebookon!") */
		"urm\xC4\x83re\xC8\x99te", "urm\xC4\x83ri\xC8\x9Bi-ne", "Ακολουθήστε",
		"ακολουθήστε", "k\xC3\xB6vess minket", "k\xC3\xB6vessen minket", "pratite nas",
		"sledite nam", "seuraa meit\xC3\xA4", "f\xC3\xB8lg os", "f\xC3\xB8lg oss",
		"sekite mus", "j\xC3\xA4lgi meid", "Підписуйтесь", "Стежте за",
		/* a news site's line under the story that the reader can follow
		 * its section there ("Puedes seguir a EL PAÍS Tecnología en
		 * Facebook y X", "Vous pouvez suivre ... sur Instagram", "Puoi
		 * seguire ... su Facebook") */
		"puedes seguir", "puede seguir", "pod\xC3\xA9is seguir", "vous pouvez suivre",
		"tu peux suivre", "puoi seguire", "potete seguire", "voc\xC3\xAA pode seguir",
		"je kunt ons volgen", "u kunt ons volgen",
		/* and to pin the post ("Épinglez-le sur Pinterest !") */
		"pin it", "pin this", "pin me", "merk dir", "merke dir", "pinne",
		"épingle", "Épingle", "guárdalo", "guarda questa", "salva questa", "bewaar",
		"pin het", "pin deze", "pin dit",
		/* and in English where the network is a messenger's channel
		 * or a news app, not the three the call above names ("Follow
		 * us on our official WhatsApp channel for breaking news
		 * alerts", "Join our Telegram channel") */
		"follow us", "join our", "join us on",
		/* and in the languages of South and Southeast Asia and East
		 * Africa ("Mari bergabung di Grup Telegram", "Ikuti kami di
		 * Instagram", "Sertai saluran WhatsApp kami", "Theo dõi chúng
		 * tôi trên Facebook", "Sundan kami sa Facebook", "Tufuate
		 * Twitter") */
		"mari bergabung", "bergabunglah", "ikuti kami", "ikuti saluran", "ikuti juga",
		"sertai kami", "sertai saluran", "theo dõi chúng tôi", "tham gia kênh",
		"sundan kami", "i-follow ang", "tufuate", "jiunge na",
	};
	/* the verbs to join that join a movement or a farmers' group too
	 * ("Mari bergabung dalam gerakan menanam ...", "Jiunge na vikundi
	 * vya WhatsApp vya wakulima ..."): the network right after them */
	static const char *const join[] = {"mari bergabung", "bergabunglah", "jiunge na"};
	/* past an emoji or a sign that opens the line ("📲 Participe...") */
	size_t k0 = 0;
	while (k0 < n && k0 < 8) {
		unsigned char c = (unsigned char)s[k0];
		if (c < 0x80 ? isalnum(c) : (c >= 0xC3 && c < 0xE2) || (c > 0xE2 && c < 0xEF))
			break;
		k0++;
	}
	int net_found = 0;
	for (size_t i = 0; i < sizeof net / sizeof *net && !net_found; i++)
		net_found = memmem(s, n, net[i], strlen(net[i])) != NULL;
	if (!net_found)
		return 0;
	int wide = k0 < n && (unsigned char)s[k0] >= 0xE0;  /* three bytes a letter */
	for (size_t i = 0; i < sizeof verb / sizeof *verb; i++) {
		const char *p = memmem_ci(s, n, verb[i]);
		if (!p)
			continue;
		if (!(p == s + k0 || !strcmp(verb[i], "takip edin") ||
		      (p - s >= 2 && p[-1] == ' ' &&
		       (p[-2] == '.' || p[-2] == '!' || p[-2] == '?'))))
			continue;
		size_t vl = strlen(verb[i]), e = (size_t)(p - s) + vl;
		int joins = STARTS_ANY_CI(verb[i], vl, join);
		if (joins && !net_after(s + e, n - e, net, sizeof net / sizeof *net))
			continue;
		if (n < FOLLOW_LATIN || wide || n - (size_t)(p - s) < FOLLOW_CALL)
			return 1;
	}
	return 0;
}

/* A disclosure over or under a post: it says the post holds affiliate
 * links ("*Dieser Artikel enthält Affiliate-Links", "Letzte Aktualisierung
 * am ... / Affiliate Links / Bilder von der Amazon Product Advertising
 * API"; a sentence that names them and says nothing of the post, "Ein
 * Affiliate-Link ist ...", is the post's) or that it is paid for ("As an
 * Amazon Associate I earn ...", "Werbung | ...", "Enthält unbezahlte
 * Werbung", a sponsored series' "... is supported by X. Learn more"): a
 * line of DISCLOSE_MAX characters or fewer, in the major
 * European languages. A copyright notice that says so too is the site's
 * notice (golds keep it). */
/* Does another sentence open in s[0..n) after its first: a stop, a
 * question or an exclamation mark and a space? */
static int more_sentences(const char *s, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if ((s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i + 1] == ' ')
			return 1;
	return 0;
}

#ifndef DISCLOSE_MAX
#define DISCLOSE_MAX 200
#endif
static int disclosure_line(const char *s, size_t n)
{
	static const char *const paid[] = {
		"amazon associate", "product advertising api", "partnerlink",
		"provisionslink", "enth\xC3\xA4lt werbung", "unbezahlte werbung",
		"unbeauftragte werbung", "liens sponsoris\xC3\xA9s",
	};
	static const char *const opens[] = {
		"werbung |", "werbung:", "werbung -", "werbung \xE2\x80\x93", "[werbung]",
		"(werbung)", "*werbung", "[anzeige]", "(anzeige)", "anzeige |", "*anzeige",
	};
	static const char *const aff[] = {
		"affiliate-link", "affiliate link", "affiliatelink", "amazon-partner",
		"liens affili\xC3\xA9s", "lien affili\xC3\xA9", "liens d'affiliation",
		"lien d'affiliation", "enlaces de afiliado", "enlace de afiliado",
		"enlaces afiliados", "link di affiliazione", "link affiliati",
		"link affiliato", "links de afiliado",
	};
	/* what a disclosure says of them */
	static const char *const says[] = {
		"enth\xC3\xA4lt", "enthalten", "contain", "contient", "contiene",
		"cont\xC3\xA9m", "provision", "commission", "comisi\xC3\xB3n",
		"commissione", "comiss\xC3\xA3o", "gekennzeichnet", "markiert", "marked",
		"bevat", "commissie", "provisie", "gemarkeerd",
		"/", "|",
	};
	static const char *const notice[] = {
		"copyright", "\xC2\xA9", "all rights reserved", "alle rechte vorbehalten",
	};
	if (n > DISCLOSE_MAX || HAS_ANY_CI(s, n, notice))
		return 0;
	if (HAS_ANY_CI(s, n, paid))
		return 1;
	if (STARTS_ANY_CI(s, n, opens))
		return 1;
	/* a review's note on its shop links that pays the site for a sale,
	 * with no word "affiliate": "Wenn Sie über die gekennzeichneten Links
	 * einkaufen, erhalten wir eine Provision", "If you buy something through
	 * our links, we may earn a commission", "... peut percevoir
	 * une commission sur les ventes réalisées via ces liens": the fee and
	 * the links both named (a broker's "Provision" beim Kauf is none),
	 * each a word of its own: "The provision of clean water is linked to
	 * ...", "... the client ..." name neither */
	static const char *const fee[] = {
		"provision", "provisionen", "commission", "commissions", "comisi\xC3\xB3n",
		"comisiones", "commissione", "commissioni", "commissie", "comiss\xC3\xA3o",
	};
	static const char *const via[] = {
		"link", "links", "lien", "liens", "enlace", "enlaces", "collegamento",
		"collegamenti",
	};
	if (HAS_WHOLE_WORD(s, n, fee) && HAS_WHOLE_WORD(s, n, via))
		return 1;
	/* a sponsored series' note over its posts: the series said to be
	 * paid for and a call to the sponsor's page after it ("The Small
	 * Business Resource is supported by X. Learn more about ...", "...
	 * is brought to you by X. Find out more"), the call its last
	 * sentence; a story's "The festival is sponsored by the city" makes
	 * no call and stays, and so does one that goes on past its call for
	 * visitors ("... supported by the Arts Council. Visit the gallery
	 * from Tuesday to Sunday, entry is free for children.") */
	static const char *const backed[] = {
		"is supported by", "is sponsored by", "is brought to you by",
		"is presented by", "is underwritten by", "is made possible by",
		"are supported by", "are sponsored by", "are brought to you by",
		"wird unterst\xC3\xBCtzt von", "wird pr\xC3\xA4sentiert von",
		"est sponsoris\xC3\xA9", "est soutenu par", "est pr\xC3\xA9sent\xC3\xA9 par",
		"es patrocinado por", "est\xC3\xA1 patrocinado por",
	};
	static const char *const call[] = {
		". learn more", ". find out more", ". mehr erfahren",
		". erfahren sie mehr", ". en savoir plus", ". d\xC3\xA9" "couvrez",
		". m\xC3\xA1s informaci\xC3\xB3n", ". descubre",
	};
	if (HAS_ANY_CI(s, n, backed))
		for (size_t k = 0; k < sizeof call / sizeof *call; k++) {
			const char *p = memmem_ci(s, n, call[k]);
			if (p && !more_sentences(p + 2, n - (size_t)(p + 2 - s)))
				return 1;
		}
	return HAS_ANY_CI(s, n, aff) && (s[0] == '*' || HAS_ANY_CI(s, n, says));
}

/* A media item's label in a player box, its kind and running time or its
 * call to play, under 120 characters: a broadcaster's "Audio: 3 Min",
 * "Video abspielen. Laufzeit 2 Minuten 11 Sekunden.", "Video afspelen ·
 * 1:54", "Vidéo : 2 min 30", "Play video 1:12". A line that opens with
 * the kind and holds a running time, or holds the call to play, is the
 * player's, whatever its box is named (a "Laufzeit" alone may be a
 * contract's, "Vertragslaufzeiten"). */
#define MEDIA_LABEL_MAX 120
static int media_label(const char *s, size_t n);

/* Digits at s[*i..n), at most 3; *i moves past them. */
static int digit_run(const char *s, size_t n, size_t *i)
{
	size_t a = *i;
	while (*i < n && *i - a < 4 && isdigit((unsigned char)s[*i]))
		(*i)++;
	return *i > a && *i - a <= 3;
}

/* A player's time readout, the time played from zero over the running time
 * ("0:00 / 54:30", "00:00 / 1:24:07"), in a line of its controls ("Lecture
 * 00:00 / 38:21 Vitesse 1x Chapitres"); or a slideshow's counter, the whole
 * line, a word for the picture or none before it ("2 / 10" spaced, "Bild 3 von 12",
 * "Foto 3 di 10", "Image 3 of 12", "Photo 3 sur 12", "Imagen 3 de 12",
 * "Foto 3 van 12"): the player's and the gallery's chrome, no text. */
static int media_counter(const char *s, size_t n)
{
	static const char *const of[] = {
		"/", "von", "of", "di", "sur", "de", "van", "z", "av", "af",
	};
	for (size_t i = 0; i + 4 < n; i++) {
		if (s[i] != '0' || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i + (s[i + 1] == '0') + 1;
		if (j + 3 > n || s[j] != ':' || s[j + 1] != '0' || s[j + 2] != '0')
			continue;
		j += 3;
		if (j + 3 <= n && s[j] == ':' && s[j + 1] == '0' && s[j + 2] == '0')
			j += 3;  /* "0:00:00" */
		while (j < n && s[j] == ' ')
			j++;
		if (j + 4 > n || s[j] != '/')
			continue;
		j += 1 + (s[j + 1] == ' ');
		/* the running time: "54:30", "1:24:07" */
		if (digit_run(s, n, &j) && j + 2 < n && s[j] == ':' &&
		    isdigit((unsigned char)s[j + 1]) && isdigit((unsigned char)s[j + 2]))
			return 1;
	}
	if (n > 24)
		return 0;
	/* the counter: [word] N (/|of) M, the whole line, N at most M, the
	 * word a picture's ("Leistungsdaten 24/25" is a season's table) */
	static const char *const pic[] = {
		"bild", "foto", "photo", "image", "slide", "picture", "immagine", "imagen",
		"afbeelding", "diapositive",
	};
	size_t i = 0;
	while (i < n && isalpha((unsigned char)s[i]))
		i++;
	if (i && (i >= n || s[i] != ' '))
		return 0;
	if (i) {
		size_t k = 0;
		while (k < sizeof pic / sizeof *pic &&
		       (strlen(pic[k]) != i || strncasecmp(s, pic[k], i)))
			k++;
		if (k == sizeof pic / sizeof *pic)
			return 0;
	}
	i += i > 0;
	size_t a = i;
	if (!digit_run(s, n, &i))
		return 0;
	long first = strtol(s + a, NULL, 10);
	while (i < n && s[i] == ' ')
		i++;
	size_t w = i;
	while (i < n && s[i] != ' ' && !isdigit((unsigned char)s[i]))
		i++;
	size_t k = 0;
	while (k < sizeof of / sizeof *of &&
	       (i - w != strlen(of[k]) || strncasecmp(s + w, of[k], i - w)))
		k++;
	/* bare, "2 / 10" is spaced: "4/5" is a score in a table's cell */
	if (k == sizeof of / sizeof *of ||
	    (!k && !a && (s[w - 1] != ' ' || i >= n || s[i] != ' ')))
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	size_t z = i;
	if (!digit_run(s, n, &i) || i != n)
		return 0;
	long last = strtol(s + z, NULL, 10);
	return first >= 1 && first <= last && last >= 2;
}

/* A player's running time alone after its separator, the line's only
 * text: "• 3:52", "· 12:07", "| 1:04:30" (the kind, "Listen", on the
 * button before it). A bare "9:30" may be a timetable's cell, and stays. */
static int run_time_alone(const char *s, size_t n)
{
	static const char *const sep[] = {"\xE2\x80\xA2", "\xC2\xB7", "|"};
	size_t i = OPENS_ANY_CI(s, n, sep);
	if (!i)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	int groups = 0;
	for (;;) {
		if (!digit_run(s, n, &i))
			return 0;
		groups++;
		if (i == n)
			break;
		if (s[i] != ':' || i + 3 > n || !isdigit((unsigned char)s[i + 1]) ||
		    !isdigit((unsigned char)s[i + 2]) || (i + 3 < n && s[i + 3] != ':'))
			return 0;
		i++;
	}
	return groups >= 2 && groups <= 3;
}

static int media_label(const char *s, size_t n)
{
	static const char *const kind[] = {
		"audio", "video", "podcast", "vid\xC3\xA9o", "v\xC3\xAD" "deo",
	};
	static const char *const play[] = {
		"video abspielen", "audio abspielen", "video afspelen", "audio afspelen",
		"play video", "play audio", "lire la vid\xC3\xA9o", "\xC3\xA9" "couter l'audio",
		"reproducir v\xC3\xAD" "deo", "riproduci video", "riproduci audio",
		"reproduzir v\xC3\xAD" "deo",
	};
	if (n > MEDIA_LABEL_MAX || n < 3)
		return 0;
	if (media_counter(s, n))
		return 1;
	if (n < 5)
		return 0;
	if (run_time_alone(s, n))
		return 1;
	if (HAS_ANY_CI(s, n, play))
		return 1;
	size_t k = 0;
	while (k < sizeof kind / sizeof *kind && !starts_with_word(s, n, kind[k]))
		k++;
	if (k == sizeof kind / sizeof *kind || n > 40)
		return 0;
	/* a running time: "3 Min", "2 min 30", "1:54", "45 Sek" */
	for (size_t i = 1; i < n; i++) {
		if (!isdigit((unsigned char)s[i - 1]) || isdigit((unsigned char)s[i]))
			continue;
		const char *q = s + i + (s[i] == ' ');
		size_t r = n - (size_t)(q - s);
		if ((r >= 3 && (!strncasecmp(q, "min", 3) || !strncasecmp(q, "sek", 3) ||
		                !strncasecmp(q, "sec", 3))) ||
		    (s[i] == ':' && r >= 3 && isdigit((unsigned char)q[1]) &&
		     isdigit((unsigned char)q[2])))
			return 1;
	}
	return 0;
}

/* A public broadcaster's note under the story on the programme that
 * covered it, under 200 characters: "Dieses Thema im Programm: Das Erste,
 * tagesschau, 27. November 2026 um 12:00 Uhr", "Über dieses Thema
 * berichtete Bayern 2 am ...", "Sendung: hr-iNFO, 27.11.26, 12.00 Uhr". */
#define BROADCAST_NOTE_MAX 200
static int broadcast_note(const char *s, size_t n)
{
	static const char *const note[] = {
		"dieses thema im programm", "\xC3\xBC" "ber dieses thema berichte",
		"\xC3\x9C" "ber dieses thema berichte", "dieser beitrag im programm",
	};
	if (n > BROADCAST_NOTE_MAX)
		return 0;
	if (HAS_ANY_CI(s, n, note))
		return 1;
	if (n > MEDIA_LABEL_MAX || !starts_with_ci(s, n, "sendung:"))
		return 0;
	for (size_t i = 8; i < n; i++)
		if (isdigit((unsigned char)s[i]))
			return 1;
	return 0;
}

/* A Chinese portal's note under a story taken from a partner or under a
 * column, under 400 bytes (such a notice runs to 90 characters and more,
 * past script_boiler's 250 bytes): it shares no view of the story and gives
 * no advice ("新浪声明：此消息系转载自合作媒体，...并不意味着赞同其观点或证实
 * 其描述。文章内容仅供参考，不构成投资建议。投资者据此操作，风险自担。", "本文
 * 仅代表作者个人观点，不代表本站立场"), in a line that a Chinese letter opens. */
static int portal_note(const char *s, size_t n)
{
	static const char *const w[] = {
		"意味着赞同其观点", "意味著贊同其觀點", "不构成投资建议", "不構成投資建議",
		"不代表本网", "不代表本網", "不代表本站", "仅代表作者", "僅代表作者",
	};
	if (n >= 400 || (unsigned char)s[0] < 0xE3 || (unsigned char)s[0] > 0xE9)
		return 0;
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (memmem(s, n, w[i], strlen(w[i])))
			return 1;
	return 0;
}

/* An old news site's tool to set the story's type size, a line of its own
 * in the body or its tool row: "Text size: A A A", "Font size + -",
 * "Textgröße: A- A A+", "Taille du texte : A A": the label and then
 * two or more signs of up to two characters each, nothing else. */
#ifndef SIZE_TOOL_MAX
#define SIZE_TOOL_MAX 48
#endif
static int size_tool(const char *s, size_t n)
{
	static const char *const w[] = {
		"text size", "font size", "type size", "textgr\xC3\xB6\xC3\x9F" "e",
		"schriftgr\xC3\xB6\xC3\x9F" "e", "taille du texte",
		"taille de police", "tama\xC3\xB1o de letra", "tama\xC3\xB1o del texto",
		"dimensione del testo", "dimensione testo", "tekstgrootte", "lettergrootte",
	};
	if (n > SIZE_TOOL_MAX || n < 11)
		return 0;
	size_t i = 0;
	for (size_t k = 0; !i && k < sizeof w / sizeof *w; k++)
		if (starts_with_ci(s, n, w[k]))
			i = strlen(w[k]);
	if (!i)
		return 0;
	int signs = 0;
	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == ':' || s[i] == '|'))
			i++;
		size_t k = i;
		while (i < n && s[i] != ' ' && s[i] != '|')
			i++;
		if (i - k > 2)
			return 0;
		signs += i > k;
	}
	return signs >= 2;
}

/* A Q&A board's line under a question that tells the asker's system, set
 * by the board from the browser ("Configuration : Windows / Chrome
 * 131.0.0.0", CommentCaMarche's; "Konfiguration: Android / Firefox
 * 128.0"): the label, then an operating system and a browser with its
 * version past a slash, under CONFIG_LINE bytes: no words of the post. */
#ifndef CONFIG_LINE
#define CONFIG_LINE 100
#endif
static int config_line(const char *s, size_t n)
{
	static const char *const label[] = {
		"configuration", "konfiguration", "configuraci\xC3\xB3n", "configurazione",
		"configura\xC3\xA7\xC3\xA3o", "configuratie",
	};
	static const char *const sys[] = {"windows", "android", "macintosh", "mac os", "macos",
		"linux", "iphone", "ipad", "ios", "ubuntu", "chrome os"};
	static const char *const browser[] = {"chrome", "firefox", "safari", "edge", "opera",
		"samsung internet", "internet explorer"};
	if (n > CONFIG_LINE || !memchr(s, '/', n) || !has_digit(s, n))
		return 0;
	size_t i = OPENS_ANY_CI(s, n, label);
	if (!i)
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	if (i >= n || s[i] != ':')
		return 0;
	i++;
	while (i < n && s[i] == ' ')
		i++;
	const char *slash = memchr(s + i, '/', n - i);
	if (!slash)
		return 0;
	size_t j = (size_t)(slash - s) + 1;
	while (j < n && s[j] == ' ')
		j++;
	/* the browser's version closes the line ("Chrome 131.0.0.0"): a
	 * how-to's "Configuration: Windows 11 / Chrome 131 with the default
	 * settings" goes on, and stays */
	size_t e = OPENS_ANY_CI(s + j, n - j, browser);
	if (e)
		e += j;
	while (e && e < n && (s[e] == ' ' || s[e] == '.' || isdigit((unsigned char)s[e])))
		e++;
	return e == n && isdigit((unsigned char)s[n - 1]) && STARTS_ANY_CI(s + i, n - i, sys);
}

#ifndef SEEN_MAX
#define SEEN_MAX 60
#endif
#ifndef POSTED_AT
#define POSTED_AT 40
#endif
/* past the spaces and colons (":" or "：") from s[i] */
static size_t past_colon(const char *s, size_t n, size_t i)
{
	for (;;) {
		if (i < n && (s[i] == ' ' || s[i] == ':'))
			i++;
		else if (n - i >= 3 && i < n && !memcmp(s + i, "：", 3))
			i += 3;
		else
			return i;
	}
}

/* a Korean public body's licence under its text ("환경부의 본 저작물은
 * "공공누리" 제1유형:출처표시 조건에 따라 이용할 수 있습니다"), the Korea
 * Open Government Licence's name with its type or its terms (a story on
 * the licence names it alone) */
static int kogl_notice(const char *s, size_t n)
{
	return memmem(s, n, "공공누리", strlen("공공누리")) &&
	       (memmem(s, n, "유형", strlen("유형")) ||
	        memmem(s, n, "이용할 수 있습니다", strlen("이용할 수 있습니다")));
}

/* The same furniture in the scripts of Asia and the Middle East and in
 * Greek and Ukrainian, a line that starts with it under 100 bytes (a CJK
 * character is three): "相关阅读" ("related reading"), a source and
 * editor line, "本文来源：人民日报 责任编辑：...", "（原标题：...）",
 * "関連記事", "관련기사", "اقرأ أيضا", "यह भी पढ़ें", "Διαβάστε επίσης",
 * "Читайте також"; and anywhere in a line under 250 bytes, a notice that
 * reproduction is prohibited or all rights are reserved ("무단 전재 및
 * 재배포 금지", "無断転載を禁じます", "版权所有", "جميع الحقوق محفوظة") or a
 * repost's ("版权归原作者所有，如有侵权请联系删除"), a
 * Korean reporter's line with the address ("이수진 기자 sujin@..."), a
 * Chinese credit line under 100 bytes and no sentence ("（教务处 供稿　审核：
 * 王明）"), a Chinese portal's call to download its app ("请下载...客户端"). Only a
 * line that opens with a letter of those scripts, or a sign, is searched. */
static int script_boiler(const char *s, size_t n)
{
	static const char *const start[] = {
		"\xE8\xB4\xA3\xE4\xBB\xBB\xE7\xBC\x96\xE8\xBE\x91",  /* 责任编辑 */
		"\xE8\xB2\xAC\xE4\xBB\xBB\xE7\xB7\xA8\xE8\xBC\xAF",  /* 責任編輯 */
		"\xE6\x9C\xAC\xE6\x96\x87\xE6\x9D\xA5\xE6\xBA\x90",  /* 本文来源 */
		"\xE6\x96\x87\xE7\xAB\xA0\xE6\x9D\xA5\xE6\xBA\x90",  /* 文章来源 */
		"\xE6\x9D\xA5\xE6\xBA\x90\xEF\xBC\x9A",                 /* 来源： */
		"\xE4\xBE\x86\xE6\xBA\x90\xEF\xBC\x9A",                 /* 來源： */
		"\xEF\xBC\x88\xE5\x8E\x9F\xE6\xA0\x87\xE9\xA2\x98",  /* （原标题 */
		"\xE5\x8E\x9F\xE6\xA0\x87\xE9\xA2\x98\xEF\xBC\x9A",  /* 原标题： */
		"\xE3\x80\x90\xE7\xBC\x96\xE8\xBE\x91",                 /* 【编辑 */
		"\xEF\xBC\x88\xE7\xBC\x96\xE8\xBE\x91",                 /* （编辑 */
		"\xEF\xBC\x88\xE7\xB7\xA8\xE8\xBC\xAF",                 /* （編輯 */
		"\xEF\xBC\x88\xE7\xB7\xA8\xE9\x9B\x86",                 /* （編集 */
		"\xE7\x9B\xB8\xE5\x85\xB3\xE9\x98\x85\xE8\xAF\xBB",  /* 相关阅读 */
		"\xE7\x9B\xB8\xE5\x85\xB3\xE6\x96\xB0\xE9\x97\xBB",  /* 相关新闻 */
		"\xE7\x9B\xB8\xE9\x97\x9C\xE6\x96\xB0\xE8\x81\x9E",  /* 相關新聞 */
		"\xE5\xBB\xB6\xE4\xBC\xB8\xE9\x98\x85\xE8\xAF\xBB",  /* 延伸阅读 */
		"\xE5\xBB\xB6\xE4\xBC\xB8\xE9\x96\xB1\xE8\xAE\x80",  /* 延伸閱讀 */
		"\xE5\x88\x86\xE4\xBA\xAB\xE5\x88\xB0",                 /* 分享到 */
		"\xE9\x96\xA2\xE9\x80\xA3\xE8\xA8\x98\xE4\xBA\x8B",  /* 関連記事 */
		"\xE3\x80\x90\xE9\x96\xA2\xE9\x80\xA3",                 /* 【関連 */
		"\xEA\xB4\x80\xEB\xA0\xA8\xEA\xB8\xB0\xEC\x82\xAC",  /* 관련기사 */
		"\xEA\xB4\x80\xEB\xA0\xA8 \xEA\xB8\xB0\xEC\x82\xAC", /* 관련 기사 */
		"\xEC\xA0\x80\xEC\x9E\x91\xEA\xB6\x8C\xEC\x9E\x90",  /* 저작권자 */
		/* a Chinese wiki entry's note that its name has other senses,
		 * over its summary ("本词条是多义词，共3个义项 展开"), a
		 * hatnote */
		"本词条是多义词", "本詞條是多義詞",
		"اقرأ أيضا", "اقرأ ايضا", "إقرأ أيضا", "شاهد أيضا", "بیشتر بخوانید",
		"همچنین بخوانید", "עוד בנושא", "קראו עוד", "קראו גם",
		/* a page's question under its text, whether it helped
		 * ("האם המידע בעמוד זה עזר לך? כן לא"), in Arabic, Persian,
		 * Hebrew and Urdu */
		"هل كانت هذه الصفحة مفيدة", "هل كان محتوى الصفحة مفيد",
		"هل كان هذا المحتوى مفيد", "هل كان هذا المقال مفيد",
		"هل وجدت هذه الصفحة مفيدة",
		"آیا این مطلب مفید بود", "آیا این صفحه مفید بود", "آیا این مقاله مفید بود",
		"האם המידע בעמוד זה עזר", "האם המידע עזר", "האם הדף עזר", "האם התוכן עזר",
		"کیا یہ معلومات مفید",
		/* a forum quote's header, vBulletin's "Originally Posted by X"
		 * in Arabic: a short one goes as a short line, a longer name
		 * made it a line of text */
		"المشاركة الأصلية كتبت بواسطة",
		"यह भी पढ़ें", "ये भी पढ़ें", "इसे भी पढ़ें",
		"อ่านข่าวที่เกี่ยวข้อง", "อ่านเพิ่มเติม",
		"Διαβάστε επίσης", "Διαβάστε ακόμη", "Διαβάστε ακόμα", "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ",
		"Читайте також", "ЧИТАЙТЕ ТАКОЖ", "Дивіться також", "Підписуйтесь",
		"Усі права захищені", "Усі права захищено",
	};
	static const char *const any[] = {
		"\xEB\xAC\xB4\xEB\x8B\xA8 \xEC\xA0\x84\xEC\x9E\xAC",  /* 무단 전재 */
		"\xEB\xAC\xB4\xEB\x8B\xA8\xEC\xA0\x84\xEC\x9E\xAC",   /* 무단전재 */
		"\xEC\x9E\xAC\xEB\xB0\xB0\xED\x8F\xAC \xEA\xB8\x88\xEC\xA7\x80",  /* 재배포 금지 */
		"\xEC\x9E\xAC\xEB\xB0\xB0\xED\x8F\xAC\xEA\xB8\x88\xEC\xA7\x80",   /* 재배포금지 */
		"\xE7\x84\xA1\xE6\x96\xAD\xE8\xBB\xA2\xE8\xBC\x89",   /* 無断転載 */
		"\xE7\x89\x88\xE6\x9D\x83\xE6\x89\x80\xE6\x9C\x89",   /* 版权所有 */
		"\xE7\x89\x88\xE6\xAC\x8A\xE6\x89\x80\xE6\x9C\x89",   /* 版權所有 */
		"\xE7\xA6\x81\xE6\xAD\xA2\xE8\xBD\xAC\xE8\xBD\xBD",   /* 禁止转载 */
		"\xE4\xB8\x8D\xE5\xBE\x97\xE8\xBD\xAC\xE8\xBD\xBD",   /* 不得转载 */
		"\xE4\xB8\x8D\xE5\xBE\x97\xE8\xBD\x89\xE8\xBC\x89",   /* 不得轉載 */
		/* a repost's notice: "本文转载自网络，版权归原作者所有，如有侵权请联系删除" */
		"\xE5\xA6\x82\xE6\x9C\x89\xE4\xBE\xB5\xE6\x9D\x83",   /* 如有侵权 */
		"\xE5\xA6\x82\xE6\x9C\x89\xE4\xBE\xB5\xE6\xAC\x8A",   /* 如有侵權 */
		"\xE7\x89\x88\xE6\x9D\x83\xE5\xBD\x92\xE5\x8E\x9F",   /* 版权归原 */
		"\xE5\x85\x8D\xE8\xB4\xA3\xE5\xA3\xB0\xE6\x98\x8E",   /* 免责声明 */
		"جميع الحقوق محفوظة", "כל הזכויות שמורות", "सर्वाधिकार सुरक्षित",
		"สงวนลิขสิทธิ์", "Με επιφύλαξη παντός δικαιώματος",
	};
	/* and its stamp of when it was last changed, a figure after the
	 * label ("עודכן לאחרונה: 14/01/2024", "آخر تحديث: ١٤/٠١/٢٠٢٤"): the
	 * words open a sentence too ("آخر تحديث للتطبيق أضاف الوضع الليلي.") */
	static const char *const updated[] = {
		"آخر تحديث", "تاريخ آخر تحديث", "آخرین به‌روزرسانی", "آخرین بروزرسانی",
		"آخرین به روز رسانی", "עודכן לאחרונה", "עדכון אחרון", "آخری اپ ڈیٹ",
	};
	if (n >= 250)
		return 0;  /* longer than a notice */
	/* past a bracket that opens it ("<ⓒ 연합뉴스 ... 무단 전재 ...>") */
	size_t k = 0;
	while (k < 2 && k < n && (s[k] == '<' || s[k] == '[' || s[k] == '(' || s[k] == ' '))
		k++;
	unsigned char c = (unsigned char)s[k];
	/* a notice that opens with the Latin word or sign ("Copyright ⓒ
	 * 한라일보. All rights reserved. 무단 전재 및 재배포 금지.") is searched
	 * for the notice of those scripts */
	if (c < 0xCD && !starts_with_ci(s + k, n - k, "copyright") &&
	    !starts_with_ci(s + k, n - k, "\xC2\xA9"))
		return 0;  /* Latin */
	if (c < 0xCD)
		return HAS_ANY_CI(s, n, any) || kogl_notice(s, n);
	if (n < 100)
		for (size_t i = 0; i < sizeof start / sizeof *start; i++)
			if (starts_with_ci(s + k, n - k, start[i]))
				return 1;
	/* a Korean release's department line in its header, beside its
	 * date and its count of views ("담당부서 대기환경정책관
	 * 전기차보급팀"), its byline: the word then a space or a colon, no
	 * sentence (a story's "담당부서는 ... 밝혔다." goes on with a
	 * particle) */
	if (n < 100 && starts_with_ci(s + k, n - k, "담당부서") && !ends_sentence(s, n)) {
		size_t j = k + strlen("담당부서");
		if (j == n || s[j] == ' ' || s[j] == ':' || starts_with_ci(s + j, n - j, "："))
			return 1;
	}
	/* a Chinese board's counters over its thread, its views and its
	 * replies ("查看: 3826|回复: 27", Discuz!'s; "浏览 1024 回复 12"):
	 * each label's figure right after it (a sentence's "查看了3份报告后，
	 * 他回复了邮件" has none) */
	static const char *const seen[] = {"查看", "浏览", "瀏覽", "閱讀", "阅读"};
	static const char *const replies[] = {"回复", "回覆"};
	size_t v = n < SEEN_MAX ? OPENS_ANY_CI(s + k, n - k, seen) : 0;
	if (v && figure_at(s + past_colon(s, n, k + v), n - past_colon(s, n, k + v))) {
		for (size_t i = k + v; i + 6 <= n; i++)
			if (OPENS_ANY_CI(s + i, n - i, replies) &&
			    figure_at(s + past_colon(s, n, i + 6), n - past_colon(s, n, i + 6)))
				return 1;
	}
	size_t u = n < 100 ? OPENS_ANY_CI(s + k, n - k, updated) : 0;
	if (u) {
		u += k;
		while (u < n && (s[u] == ' ' || s[u] == ':'))
			u++;
		if (figure_at(s + u, n - u))
			return 1;
	}
	for (size_t i = 0; i < sizeof any / sizeof *any; i++)
		if (memmem(s, n, any[i], strlen(any[i])))
			return 1;
	if (kogl_notice(s, n))
		return 1;
	/* a Chinese credit line, no sentence, in the body's last lines: who
	 * wrote, edited, photographed or checked it ("（教务处 供稿　审核：王明）",
	 * "（撰稿：... 编辑：...）") */
	static const char *const credit[] = {
		"\xE4\xBE\x9B\xE7\xA8\xBF",                                /* 供稿 */
		"\xE5\xAE\xA1\xE6\xA0\xB8\xEF\xBC\x9A",                 /* 审核： */
		"\xE5\xAF\xA9\xE6\xA0\xB8\xEF\xBC\x9A",                 /* 審核： */
		"\xE6\x92\xB0\xE7\xA8\xBF\xEF\xBC\x9A",                 /* 撰稿： */
		"\xE7\xBC\x96\xE8\xBE\x91\xEF\xBC\x9A",                 /* 编辑： */
		"\xE7\xB7\xA8\xE8\xBC\xAF\xEF\xBC\x9A",                 /* 編輯： */
		"\xE8\xB4\xA3\xE7\xBC\x96",                                /* 责编 */
		"\xE6\x91\x84\xE5\xBD\xB1\xEF\xBC\x9A",                 /* 摄影： */
	};
	if (n < 100 && c >= 0xE3 && !ends_sentence(s, n))
		for (size_t i = 0; i < sizeof credit / sizeof *credit; i++)
			if (memmem(s, n, credit[i], strlen(credit[i])))
				return 1;
	/* a stamp line, no sentence: a label of when the page went up or was
	 * changed and a figure after it ("レシピID : 23456789 公開日 : 26/11/20",
	 * a recipe's; "发布时间：2026-11-20 10:05 来源：新华社", "작성일 2026.11.20") */
	static const char *const stamp[] = {
		"\xE5\x85\xAC\xE9\x96\x8B\xE6\x97\xA5",                 /* 公開日 */
		"\xE6\x9B\xB4\xE6\x96\xB0\xE6\x97\xA5",                 /* 更新日 */
		"\xE6\x8A\x95\xE7\xA8\xBF\xE6\x97\xA5",                 /* 投稿日 */
		"\xE6\x8E\xB2\xE8\xBC\x89\xE6\x97\xA5",                 /* 掲載日 */
		"\xE5\x8F\x91\xE5\xB8\x83\xE6\x97\xB6\xE9\x97\xB4",  /* 发布时间 */
		"\xE7\x99\xBC\xE5\xB8\x83\xE6\x99\x82\xE9\x96\x93",  /* 發布時間 */
		"\xE5\x8F\x91\xE5\xB8\x83\xE6\x97\xA5\xE6\x9C\x9F",  /* 发布日期 */
		"\xEC\x9E\x91\xEC\x84\xB1\xEC\x9D\xBC",                 /* 작성일 */
		"\xEB\x93\xB1\xEB\xA1\x9D\xEC\x9D\xBC",                 /* 등록일 */
	};
	if (n < 100 && c >= 0xE3 && !ends_sentence(s, n))
		for (size_t i = 0; i < sizeof stamp / sizeof *stamp; i++) {
			const char *p = memmem(s, n, stamp[i], strlen(stamp[i]));
			if (!p)
				continue;
			p += strlen(stamp[i]);
			while (p < s + n && (*p == ' ' || *p == ':'))
				p++;
			if (s + n - p >= 3 && !memcmp(p, "\xEF\xBC\x9A", 3))  /* "：" */
				p += 3;
			if (p < s + n && isdigit((unsigned char)*p))
				return 1;
		}
	/* a board's post line, Discuz!'s "发表于 2026-3-12
	 * 10:17:03|只看该作者": the label at the line's start or past a
	 * poster's name, a date and a time after it (a profile's
	 * "论文发表于2024年3月《自然》杂志" has no time) */
	static const char *const posted[] = {"发表于", "發表於"};
	for (size_t i = 0; n < 100 && c >= 0xE3 && i < POSTED_AT && i < n; i++)
		if (OPENS_ANY_CI(s + i, n - i, posted)) {
			size_t j = past_colon(s, n, i + 9);
			if (j < n && isdigit((unsigned char)s[j]) && hour_minute(s + j, n - j))
				return 1;
			break;
		}
	/* a Chinese paper's print edition under the story, the paper's name in
	 * title marks and the day and page in brackets ("《 人民日报 》（ 2026年
	 * 11月28日 04 版）", "《光明日报》（2026年11月28日 05版）") */
	if (n < 100 && starts_with_ci(s, n, "\xE3\x80\x8A") && memmem(s, n, "\xE3\x80\x8B", 3)) {
		size_t m = n;
		while (m && s[m - 1] == ' ')
			m--;
		if (m > 6 && !memcmp(s + m - 3, "\xEF\xBC\x89", 3))  /* "）" */
			m -= 3;
		else if (m > 4 && s[m - 1] == ')')
			m--;
		else
			m = 0;
		while (m && s[m - 1] == ' ')
			m--;
		if (m >= 3 && !memcmp(s + m - 3, "\xE7\x89\x88", 3))  /* "版" */
			return 1;
	}
	/* a forum post's tail line, no sentence: the app it was sent from
	 * and its floor, a figure and 楼, with its time ("来自Android客户端
	 * 1楼2026-11-20 19:32", "回复 3樓 2026-11-20 21:47", "来自iPhone客户端") */
	if (n < 100 && c >= 0xE3 && !ends_sentence(s, n)) {
		if (memmem(s, n, "\xE6\x9D\xA5\xE8\x87\xAA", 6) &&          /* 来自 */
		    memmem(s, n, "\xE5\xAE\xA2\xE6\x88\xB7\xE7\xAB\xAF", 9))  /* 客户端 */
			return 1;
		for (size_t i = 1; i + 3 <= n; i++)
			if (isdigit((unsigned char)s[i - 1]) && (unsigned char)s[i] == 0xE6 &&
			    ((s[i + 1] == '\xA5' && s[i + 2] == '\xBC') ||   /* 楼 */
			     (s[i + 1] == '\xA8' && s[i + 2] == '\x93')) &&  /* 樓 */
			    memchr(s + i, ':', n - i))
				return 1;
	}
	/* 기자 ("reporter") and the address; 客户端 ("app") and 下载 or 下載 */
	if (n < 100 && memchr(s, '@', n) && memmem(s, n, "\xEA\xB8\xB0\xEC\x9E\x90", 6))
		return 1;
	return n < 100 && memmem(s, n, "\xE5\xAE\xA2\xE6\x88\xB7\xE7\xAB\xAF", 9) &&
	       (memmem(s, n, "\xE4\xB8\x8B\xE8\xBD\xBD", 6) ||
	        memmem(s, n, "\xE4\xB8\x8B\xE8\xBC\x89", 6));
}

/* The same at its end, in bytes */
static size_t dash_run_end(const char *s, size_t n)
{
	size_t i = n, dashes = 0;
	for (;;) {
		if (i > 0 && (s[i - 1] == '-' || s[i - 1] == ' '))
			dashes += s[--i] == '-';
		else if (i >= 3 && (unsigned char)s[i - 3] == 0xE2 &&
		         (unsigned char)s[i - 2] == 0x80 &&
		         ((unsigned char)s[i - 1] == 0x93 || (unsigned char)s[i - 1] == 0x94)) {
			i -= 3;
			dashes++;
		} else
			break;
	}
	return dashes ? n - i : 0;
}

/* An email's footer in its archived copy, its lines run into one block:
 * why it was sent and how to leave the list ("You are receiving this email
 * because ... You can update your preferences or unsubscribe from this
 * list.", Mailchimp's; "Sie können Ihre Einstellungen aktualisieren oder
 * sich von dieser Liste abmelden"): a word to leave and one for the email
 * or the list, in MAIL_FOOT characters at most, on two lines or more. */
#ifndef MAIL_FOOT
#define MAIL_FOOT 600
#endif
static int mail_footer(const char *s, size_t n)
{
	static const char *const leave[] = {
		"unsubscribe", "abmelden", "abbestellen", "austragen", "d\xC3\xA9sinscri",
		"d\xC3\xA9sabonn", "darte de baja", "darse de baja", "cancelar la suscripci",
		"disiscriv", "annullare l'iscrizione", "uitschrijven", "afmelden",
	};
	static const char *const mail[] = {
		"this email", "this e-mail", "these emails", "this list", "diese e-mail",
		"diese mail", "dieser liste", "cet e-mail", "cet email", "ces e-mails",
		"cette liste", "este correo", "estos correos", "esta lista", "questa email",
		"questa e-mail", "questa lista", "deze e-mail", "deze lijst", "your preferences",
		"subscription preferences",
	};
	return HAS_ANY_CI(s, n, leave) && HAS_ANY_CI(s, n, mail);
}

/* A note that the article goes on past the ad or the video set in it:
 * an ad's word and a word for going on, in a short line of three to
 * eight words, no sentence ("Artikel wird unter der Anzeige fortgesetzt",
 * "Article continues below advertisement", "La suite après cette
 * publicité", "Artikeln fortsätter under annonsen", "Artikkeli jatkuu mainoksen
 * jälkeen", "Dalsza część artykułu pod materiałem wideo", "Článek
 * pokračuje pod reklamou", "Продолжение статьи после рекламы"). */
static int ad_goes_on(const char *s, size_t n)
{
	static const char *const ad[] = {
		"anzeige", "werbung", "advert", "publicit", "pubblicit", "anuncio",
		"advertentie", "annons", "annonce", "mainos", "mainoks", "reklam",
		"hirdet\xC3\xA9s", "reclam", "oglas", "wideo", "videom", "реклам",
	};
	static const char *const on[] = {
		"fortgesetzt", "fortsetzung", "weiter", "continu", "contin\xC3\xBA", "suite",
		"verder", "forts\xC3\xA4tter", "fortsetter", "forts\xC3\xA6tter", "jatkuu",
		"dalsza cz\xC4\x99\xC5\x9B\xC4\x87", "kontynuowan", "pokra\xC4\x8D",
		"folytat\xC3\xB3" "dik", "nastavlja", "devam\xC4\xB1",
		"Продолжение", "продолжение", "Продовження", "продовження",
	};
	int words = 1;
	for (size_t i = 0; i < n; i++)
		words += s[i] == ' ';
	return words >= 3 && words <= 8 && !ends_sentence(s, n) && HAS_ANY_CI(s, n, ad) &&
	       HAS_ANY_CI(s, n, on);
}

/* A shop's or a chain's call to its store finder closing a line of its
 * own in the text of a guide it publishes (a garden centre's plant
 * profile: "Unser Tipp: In unseren Gartencentern finden Sie über 20
 * Lavendelsorten. Zur Filialsuche"; "Find a store near you", "Trouver un
 * magasin", "Encuentra tu tienda", "Trova il negozio", "Vind een
 * winkel"): under 250 bytes, the line closed by the call after a
 * sentence's mark, or the call alone. */
static int store_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"filialsuche", "filiale finden", "filialfinder", "marktfinder", "markt finden",
		"marktsuche", "h\xC3\xA4ndlersuche", "h\xC3\xA4ndler finden", "find a store",
		"find your store", "find a store near you", "store locator", "find a stockist",
		"find a dealer", "trouver un magasin", "trouver mon magasin",
		"trouver un revendeur", "encuentra tu tienda", "buscar tienda",
		"encuentra una tienda", "trova il negozio", "trova negozio",
		"trova un rivenditore", "vind een winkel", "vind je winkel", "winkel zoeken",
	};
	while (n && (s[n - 1] == ' ' || s[n - 1] == '>'))
		n--;
	if (n >= 250 || n < 10)
		return 0;
	for (size_t k = 0; k < sizeof w / sizeof *w; k++) {
		size_t l = strlen(w[k]);
		if (l > n || strncasecmp(s + n - l, w[k], l))
			continue;
		size_t e = n - l;
		if (e && isalpha((unsigned char)s[e - 1]))
			continue;
		/* past the call's own first word ("Zur", "Jetzt") */
		while (e && s[e - 1] == ' ')
			e--;
		size_t f = e;
		while (f && s[f - 1] != ' ' && s[f - 1] != '.' && s[f - 1] != '!')
			f--;
		if (!e || !f || ends_sentence(s, e) || ends_sentence(s, f))
			return 1;
		while (f && s[f - 1] == ' ')
			f--;
		if (ends_sentence(s, f))
			return 1;
	}
	return 0;
}

/* boiler_phrase's word lists: strong phrases mark a short line anywhere,
 * weak ones a line that is no sentence, the engine's a line of up to 500
 * characters; each is indexed by its phrases' first byte (phrase_idx). A
 * news agency's credit under its story ("(Reporting by ...; Editing by
 * ...)", "Associated Press writer ... contributed to this report.") is
 * none: it closes the story, as the dev golds have it. */
static const char *const boiler_strong[] = {
	"advertisement", "share this", "share on", "sign up", "subscribe", "click here",
	"no comments yet", "noch keine kommentare", "aucun commentaire", "sin comentarios",
	"nessun commento",
	"follow us", "read more", "continue reading", "story continues",
	/* a paper's jump line between the paragraphs of a story split over
	 * pages ("Continued on page 2", "Fortsetzung auf Seite 2", "Suite en
	 * page 2", "Continúa en la página 2", "Continua a pagina 2") */
	"continued on page", "continued on next page", "fortsetzung auf seite",
	"weiter auf seite", "suite en page", "suite page", "contin\xC3\xBA" "a en la p\xC3\xA1gina",
	"continua a pagina", "continua alla pagina", "vervolg op pagina",
	"recommend this", "adchoices", "rate this",
	/* and Russian's and Ukrainian's, each case: "Оцените статью" (their
	 * "Подписаться" is weak: "Подписаться под этим готов каждый." is
	 * the idiom "to endorse", a sentence) */
	"Оцените статью", "оцените статью", "Оцініть статтю", "оцініть статтю",
	/* a podcast's or a video's toggle over its transcript (a <details>'s
	 * "<summary>Read the full transcript</summary>", "Transkript
	 * anzeigen", "Afficher la transcription", "Mostrar transcripción",
	 * "Mostra trascrizione", "Transcript bekijken"): a control's label */
	"read the full transcript", "read the transcript", "show transcript",
	"show the transcript", "view transcript", "view the transcript",
	"expand transcript", "transkript anzeigen", "transkript lesen",
	"transkript einblenden", "transkript ausklappen", "afficher la transcription",
	"lire la transcription", "voir la transcription", "mostrar transcripci\xC3\xB3n",
	"ver transcripci\xC3\xB3n", "mostra trascrizione", "leggi la trascrizione",
	"transcript bekijken", "toon transcript", "lees het transcript",
	"all rights reserved", "copyright", "getty images", "image caption",
	"media caption", "image source", "supported by", "you may also", "we use cookies",
	/* the same furniture in the other major European languages */
	"mehr zum thema", "lesen sie auch", "lesen sie mehr", "auch interessant",
	"das könnte sie auch interessieren", "alle rechte vorbehalten", "artikel teilen",
	"artikel bewerten", "bewerten sie", "zur startseite", "weiterlesen",
	"jetzt abonnieren", "lire aussi", "à lire aussi", "À lire aussi", "lire la suite",
	"sur le même sujet", "tous droits réservés", "abonnez-vous", "notez cet article",
	"leer más", "lee también", "te puede interesar", "noticias relacionadas",
	"todos los derechos reservados", "suscríbete", "valora este", "leggi anche",
	"tutti i diritti riservati", "potrebbe interessarti", "leia também", "leia mais",
	"todos os direitos reservados", "lees ook", "lees meer", "alle rechten voorbehouden",
	"czytaj też", "czytaj także", "wszelkie prawa zastrzeżone",
	"przeczytaj też", "przeczytaj także", "zobacz też", "zobacz także", "oceń artykuł",
	"riproduzione riservata", "vedi anche", "lea también", "lire également",
	"à lire également", "veja também", "zie ook",
	/* and in Russian, Czech, Swedish and Turkish (the case of a
	 * letter outside ASCII is not folded: both are listed) */
	"Читайте также", "ЧИТАЙТЕ ТАКЖЕ", "читайте также", "Смотрите также",
	"Все права защищены", "čtěte také", "Čtěte také", "čtěte též", "Čtěte též",
	"přečtěte si také", "všechna práva vyhrazena", "sdílejte článek", "läs också",
	"läs även", "läs mer", "dela artikeln", "alla rättigheter förbehållna", "ilginizi çekebilir",
	"İlginizi çekebilir", "İLGİNİZİ ÇEKEBİLİR", "bunlar da ilginizi çekebilir",
	"haberin devamı", "tüm hakları saklıdır",
	/* and in Indonesian and Vietnamese ("Baca juga: ...", "Xem thêm:
	 * ...", "Tin liên quan"; the other scripts: script_boiler) */
	"baca juga", "simak juga", "hak cipta dilindungi", "xem thêm", "tin liên quan",
	/* and in India's English ("Also Read: <a>...</a>") */
	"also read", "read also",
	/* a question under the article, "Was this article helpful?
	 * Yes No" */
	"was this article helpful", "was this helpful", "did you find this article helpful",
	"war dieser artikel hilfreich", "war dieser beitrag hilfreich",
	"cet article vous a-t-il été utile", "cet article vous a été utile",
	"te ha resultado útil", "te ha sido útil", "le ha resultado útil",
	"questo articolo ti è stato utile", "ti è stato utile questo articolo",
	"este artigo foi útil", "esse artigo foi útil", "was dit artikel nuttig",
	"was dit artikel behulpzaam", "czy ten artykuł był pomocny",
	"czy artykuł był pomocny", "Была ли эта статья полезной",
	/* and under a Q&A page's answer ("War diese Antwort hilfreich?
	 * Ja Nein 23") */
	"war diese antwort hilfreich", "ist diese antwort hilfreich",
	"was this answer helpful", "was this reply helpful", "is this answer helpful",
	"cette r\xC3\xA9ponse vous a-t-elle aid\xC3\xA9",
	"cette r\xC3\xA9ponse vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
	"te ha resultado \xC3\xBAtil esta respuesta",
	"te ha sido \xC3\xBAtil esta respuesta",
	"questa risposta ti \xC3\xA8 stata utile",
	"ti \xC3\xA8 stata utile questa risposta",
	"was dit antwoord nuttig", "had je iets aan dit antwoord",
	/* (whether the reader liked it: liked, in a longer line) */
	"byl pro vás tento článek užitečný", "var artikeln till hjälp",
	/* a blog's rating widget over its stars ("Wie hilfreich war
	 * dieser Beitrag? Klicke auf die Sterne um zu bewerten!") */
	"wie hilfreich war dieser beitrag", "wie hilfreich war dieser artikel",
	"wie n\xC3\xBCtzlich war dieser beitrag", "klicke auf die sterne",
	"klicken sie auf die sterne", "bisher keine bewertungen",
	"how useful was this post", "how useful was this article",
	"click on a star to rate", "no votes so far", "rate this post",
	"cliquez sur une \xC3\xA9toile", "haz clic en una estrella",
	"clicca su una stella", "quanto \xC3\xA8 stato utile questo",
	"klik op een ster",
	/* a quote's toggle that unfolds it in a forum post (XenForo's
	 * "Click to expand...") */
	"click to expand", "zum vergr\xC3\xB6\xC3\x9F" "ern anklicken",
	"klicken zum erweitern", "cliquez pour agrandir", "cliquez pour d\xC3\xA9plier",
	"haz clic para expandir", "pulsa para expandir", "clicca per espandere",
	"klik om uit te vouwen", "klik om te vergroten",
	/* and in Turkish, Polish, Czech, Portuguese, Russian and
	 * Ukrainian ("Genişletmek için tıkla...", "Kliknij, aby
	 * rozwinąć...", "Нажмите для раскрытия...") */
	"genişletmek için tıkla", "kliknij, aby rozwinąć", "kliknij aby rozwinąć",
	"klikněte pro rozbalení", "kliknutím rozbalíte", "clique para expandir",
	"Нажмите для раскрытия", "нажмите для раскрытия", "Натисніть, щоб розгорнути",
	"натисніть, щоб розгорнути",
	/* and in Asia's (XenForo's "Bấm để xem đầy đủ nội dung...",
	 * "Klik untuk memperluas...", "คลิกเพื่อขยาย...") */
	"bấm để xem đầy đủ nội dung", "nhấn để mở rộng", "klik untuk memperluas",
	"klik untuk mengembangkan", "klik untuk kembangkan", "คลิกเพื่อขยาย",
	"विस्तार करने के लिए क्लिक करें", "i-click para palawakin",
	/* and in Arabic, Persian and Hebrew ("اضغط للتوسيع...") */
	"اضغط للتوسيع", "انقر للتوسيع", "برای گسترش کلیک کنید", "לחץ להרחבה",
	"לחצו להרחבה", "לחץ כדי להרחיב",
	/* a forum thread's heading over its posts (Invision Community) */
	"recommended posts", "empfohlene beitr\xC3\xA4ge",
	"messages recommand\xC3\xA9s", "mensajes recomendados",
	"publicaciones recomendadas", "messaggi consigliati",
	"posts recomendados", "aanbevolen berichten",
	/* and its reading time ("Lesedauer: 3 Min.") */
	"reading time", "lesezeit", "lesedauer", "temps de lecture", "tiempo de lectura",
	"tempo di lettura", "tempo de leitura", "leestijd",
	/* and in the other languages of Europe ("Czas czytania: 4
	 * min", "Lukuaika 3 min", "Время чтения: 5 минут") */
	"czas czytania", "lukuaika", "l\xC3\xA4sningstid", "l\xC3\xA4stid", "lesetid",
	"l\xC3\xA6setid", "doba \xC4\x8Dten\xC3\xAD", "\xC4\x8D" "as \xC4\x8Dten\xC3\xAD",
	"olvas\xC3\xA1si id\xC5\x91", "timp de citire", "timp de lectur\xC4\x83",
	"vrijeme \xC4\x8Ditanja", "okuma s\xC3\xBCresi", "Время чтения", "время чтения",
	"Час читання", "час читання", "skaitymo laikas", "lugemisaeg",
};
static const char *const boiler_weak[] = {
	"related", "follow ", "more:", "see also", "read next", "recommended", "watch:",
	"listen", "updated", "posted", "published", "by ", "caption", "ap photo",
	/* a forum post's date line in French, Italian, Portuguese
	 * ("Posté le 24-11-2026 à 18:42:10", "Postato il", "Postado em") */
	"post\xC3\xA9 le", "post\xC3\xA9 par", "postato il", "postado em",
	/* and a French forum's page line over and under its posts
	 * ("Page : 1", "Pages : 1 2 3") and its author's lines
	 * ("Profil : Habitué", "Messages : 1 245", "Inscrit le ...") */
	"page :", "pages :", "profil :", "statut :", "messages :", "inscrit le",
	"inscrit depuis",
	"reuters", "loading", "skip ", "image:", "photo:", "advert", "share",
	"tweet", "email", "print", "sponsored", "tags:", "topics:", "filed under",
	"first published", "last updated", "last update", "letzte aktualisierung",
	"dernière mise à jour", "última actualización", "ultimo aggiornamento",
	"última atualização", "laatst bijgewerkt", "laatste update",
	"\xC3\x9Altima actualizaci\xC3\xB3n", "\xC3\x9Altima atualiza\xC3\xA7\xC3\xA3o",
	"ostatnia aktualizacja", "poslední aktualizace", "senast uppdaterad",
	"Последнее обновление", "son güncelleme",
	/* a call to subscribe, "Подписаться", each case */
	"Подписаться", "подписаться", "Підписатися", "підписатися",
	/* a health or advice portal's line of who wrote the text and
	 * which expert checked it ("Medizinisch geprüft von Dr. ...",
	 * "Validé par le Dr ..., neurologue", "Revisado por ...") */
	"reviewed by", "medically reviewed by", "fact checked by",
	"fact-checked by", "verfasst von", "geprüft von", "medizinisch geprüft von",
	"fachlich geprüft von", "rédigé par", "écrit par", "Écrit par", "validé par",
	"relu par", "escrito por", "redactado por", "revisado por", "scritto da",
	"revisionato da", "verificato da", "geschreven door", "gecontroleerd door",
	/* and who translated it, a lyrics or a fan site's stamp of the
	 * member who sent the translation in ("Übersetzt von <a>marie.l</a>
	 * am So, 16/03/2025 - 18:22", "Translated by ... on ...") */
	"\xC3\xBC" "bersetzt von", "\xC3\x9C" "bersetzt von", "translated by", "traduit par",
	"traducido por", "tradotto da", "vertaald door",
	/* and when it was last changed or checked ("Zuletzt aktualisiert
	 * am 21. August 2026 · Lesezeit 3 Minuten", "Last modified"; a
	 * hobby site's foot of the page, "Letzte Änderung: 12.02.2024 |
	 * Impressum | nach oben") */
	"zuletzt aktualisiert", "zuletzt ge\xC3\xA4ndert", "zuletzt bearbeitet",
	"letzte \xC3\x84nderung",
	"zuletzt gepr\xC3\xBC" "ft", "last modified", "last reviewed",
	"derni\xC3\xA8re modification", "ultima modifica", "laatst gewijzigd",
	/* and a help desk's article stamp under its title (Freshdesk's
	 * "Modified on: Tue, 9 Apr, 2024 at 2:15 PM", "Geändert am: Di, 9
	 * Apr, 2024 um 2:15 NACHMITTAGS", "Modifié le : ...") */
	"modified on", "ge\xC3\xA4ndert am", "modifi\xC3\xA9 le", "modificado el",
	"modificato il", "gewijzigd op",
	/* and a hand-written homepage's visitor counter at the foot of
	 * its text, its figures an image ("Du bist Besucher Nr. <img> ·
	 * Letzte Änderung: 03.04.2004", "You are visitor number") */
	"du bist besucher", "sie sind besucher", "besucher nr", "you are visitor",
	"visitor number", "vous \xC3\xAAtes le visiteur", "sei il visitatore",
	"eres el visitante", "je bent bezoeker", "u bent bezoeker",
	/* and a journal entry's mood and music under its text
	 * (LiveJournal's, Dreamwidth's: "Current Mood: content",
	 * "Current Music: ...", "Aktuelle Stimmung:", "Humeur actuelle :") */
	"current mood", "current music", "current location", "aktuelle stimmung",
	"aktuelle musik", "humeur actuelle", "musique actuelle", "umore attuale",
	"huidige stemming",
	"teilen", "anzeige", "werbung", "foto:", "bild:", "quelle:", "zum thema", "themen:",
	"schlagworte:", "veröffentlicht", "aktualisiert", "stand:", "kommentare", "partager",
	"publicité", "voir aussi", "publié", "mis à jour", "crédit", "commentaires",
	"compartir", "publicidad", "publicado", "actualizado", "comentarios", "condividi",
	"pubblicità", "pubblicato", "aggiornato", "commenti", "compartilhe", "publicidade",
	"atualizado", "comentários", "delen", "advertentie", "gepubliceerd", "reacties",
	"udostępnij", "reklama", "komentarze", "opublikowano", "zaktualizowano", "fot.",
	/* a picture's credit alone in the other languages of Europe
	 * ("Kuva: Jari Kovalainen / Yle", "Fotó: MTI/Koszticsák
	 * Szilárd", "Snímek: ČTK"; the Cyrillic ones are credit_label's) */
	"kuva:", "kuvat:", "fot\xC3\xB3:", "sn\xC3\xADmek:", "nuotr.", "nuotrauka:",
	"Φωτογραφία:", "φωτογραφία:",
	"publicerad", "uppdaterad", "annons", "publikováno", "aktualizováno", "sdílet",
	"Опубликовано", "опубликовано", "Обновлено", "обновлено",
	/* and Ukrainian's ("Опубліковано 13 березня 2026, 10:15") */
	"Опубліковано", "опубліковано", "Оновлено", "оновлено", "Поділитися",
	"Реклама", "Поделиться", "yayınlanma", "güncelleme", "paylaş", "reklam",
	/* the source under a story, as "Quelle: dpa" ("Источник: ТАСС",
	 * "Źródło: PAP", "Sumber: Antara", "Nguồn: TTXVN", "Πηγή: ΑΠΕ") */
	"fuente:", "fonte:", "bron:", "źródło:", "Źródło:", "zdroj:", "källa:",
	"Källa:", "kaynak:", "Источник:", "источник:", "Джерело:", "джерело:", "Πηγή:",
	"πηγή:", "sumber:", "nguồn:", "المصدر:", "מקור:", "स्रोत:",
	"l\xC3\xA4hde:", "forr\xC3\xA1s:", "sursa:", "izvor:", "vir:", "kilde:",
	"\xC5\xA1" "altinis:", "allikas:",
};
/* a blog engine's line under the post, however long it runs ("This
 * entry was posted on ... and is filed under ... You can follow any
 * responses ...") */
static const char *const boiler_engine[] = {
	"this entry was posted", "this entry was filed", "trackback url",
	/* and its address for trackbacks in Movable Type's other
	 * languages ("TrackBack-URL für diesen Eintrag:") */
	"trackback-url", "trackback uri", "trackback-adresse", "url de trackback",
	"url trackback", "url per il trackback",
	/* a forum's note that a post was changed, under it ("Zuletzt
	 * bearbeitet von heizungsfrust am 16.01.2007, 08:49, insgesamt
	 * einmal bearbeitet", phpBB's; "Last edited by dave_h; 03-15-2009
	 * at 08:50 AM.", vBulletin's) */
	"last edited by", "zuletzt bearbeitet von", "zuletzt ge\xC3\xA4ndert von",
	"derni\xC3\xA8re \xC3\xA9" "dition par", "modifi\xC3\xA9 en dernier par",
	"\xC3\xBAltima edici\xC3\xB3n por", "editado por \xC3\xBAltima vez por",
	"ultima modifica di", "ultima modifica da", "laatst bewerkt door",
	"laatst gewijzigd door", "ostatnio edytowany przez",
	/* and phpBB's in the other languages of Europe ("Senast redigerad av
	 * lisa.e fre 12 jan 2024", "Viimeksi muokannut ...", "Utoljára
	 * szerkesztette: ...", "Naposledy upravil ...", "Última edição por") */
	"senast redigerad av", "sidst redigeret af", "sist endret av",
	"sist redigert av", "viimeksi muokannut", "utolj\xC3\xA1ra szerkesztette",
	"naposledy upravil", "ultima editare f\xC4\x83" "cut\xC4\x83 de",
	"\xC3\xBAltima edi\xC3\xA7\xC3\xA3o por", "\xC3\x9Altima edi\xC3\xA7\xC3\xA3o por",
	/* its Russian and Ukrainian ("Последний раз редактировалось X 18 янв
	 * 2026, 19:44, всего редактировалось 1 раз", "Востаннє редагувалось
	 * ..."), each case: the lists fold ASCII only */
	"Последний раз редактировалось", "последний раз редактировалось",
	"Востаннє редагувалось", "востаннє редагувалось", "Востаннє редагувалося",
	"востаннє редагувалося",
	/* or that says how often ("Dieser Beitrag wurde bereits 1 mal
	 * editiert, zuletzt von ...", WoltLab's; "This post has been
	 * edited 2 times") */
	"dieser beitrag wurde", "this post has been edited", "this post was edited",
	"this message has been edited", "ce message a \xC3\xA9t\xC3\xA9 \xC3\xA9" "dit\xC3\xA9",
	"este mensaje ha sido editado", "questo messaggio \xC3\xA8 stato modificato",
	"dit bericht is bewerkt",
	"listed below are links to weblogs", "dieser eintrag wurde",
	"cette entrée a été publiée", "esta entrada fue publicada",
	/* a recipe card's call to show the dish made ("Did you make
	 * this recipe? Tag @... on Instagram"), its heading and text
	 * often one line */
	"did you make this recipe", "did you try this recipe", "tried this recipe",
	"made this recipe", "hast du das rezept ausprobiert",
	"hast du dieses rezept ausprobiert", "hast du das rezept nachgekocht",
	"haben sie das rezept ausprobiert", "vous avez test\xC3\xA9 cette recette",
	"as-tu test\xC3\xA9 cette recette", "vous avez r\xC3\xA9" "alis\xC3\xA9 cette recette",
	"\xC2\xBF" "has probado esta receta", "\xC2\xBF" "has hecho esta receta",
	"hai provato questa ricetta", "fez esta receita?", "experimentou esta receita?",
	"heb je dit recept gemaakt", "rezept ausprobiert?", "recept geprobeerd?",
	/* Brazil's ("Você já fez essa receita?"), the question closed
	 * right after it (a recipe's intro asks on: "Já fez esta receita
	 * alguma vez? Então sabe ..."), and its call to rate the recipe
	 * under it ("Avalie e deixe sua opinião para ajudar outros
	 * cozinheiros", "Deixe sua avaliação") */
	"você já fez essa receita?", "você já fez esta receita?", "você fez essa receita?",
	"já fez essa receita?", "já fez esta receita?", "fez essa receita?",
	"experimentou essa receita?", "avalie e deixe", "avalie esta receita",
	"avalie essa receita", "deixe sua avaliação", "deixe sua opinião",
	"essay\xC3\xA9 cette recette ?", "probaste esta receta?",
	/* ("Zrobiłeś ten przepis? Oznacz @... na Instagramie!",
	 * "Bu tarifi denediniz mi?", "Vyzkoušeli jste tento recept?") */
	"zrobi\xC5\x82" "e\xC5\x9B ten przepis", "zrobi\xC5\x82" "a\xC5\x9B ten przepis",
	"bu tarifi denedin", "vyzkou\xC5\xA1" "eli jste tento recept",
	/* and in Hindi ("आपने यह रेसिपी बनाई? इंस्टाग्राम पर @... टैग करें!")
	 * and Indonesian and Malay ("Sudah coba resep ini?", "Dah cuba
	 * resepi ini?") */
	"\xE0\xA4\x86\xE0\xA4\xAA\xE0\xA4\xA8\xE0\xA5\x87 \xE0\xA4\xAF\xE0\xA4\xB9 \xE0"
	"\xA4\xB0\xE0\xA5\x87\xE0\xA4\xB8\xE0\xA4\xBF\xE0\xA4\xAA\xE0\xA5\x80"
	" \xE0\xA4\xAC\xE0\xA4\xA8\xE0\xA4\xBE\xE0\xA4\x88",
	"\xE0\xA4\x95\xE0\xA5\x8D\xE0\xA4\xAF\xE0\xA4\xBE \xE0\xA4\x86\xE0\xA4\xAA\xE0"
	"\xA4\xA8\xE0\xA5\x87 \xE0\xA4\xAF\xE0\xA4\xB9 \xE0\xA4\xB0\xE0\xA5\x87\xE0\xA4"
	"\xB8\xE0\xA4\xBF\xE0\xA4\xAA\xE0\xA5\x80"
	" \xE0\xA4\xAC\xE0\xA4\xA8\xE0\xA4\xBE\xE0\xA4\x88",
	"sudah coba resep ini", "sudah mencoba resep ini", "dah cuba resepi ini",
	"sudah cuba resepi ini",
	/* and in the other scripts ("هل جرّبتِ هذه الوصفة؟ شاركينا صورتك على
	 * إنستغرام", "Приготовили по этому рецепту? Отметьте @...", "이
	 * 레시피를 만들어 보셨나요?"): Arabic's with and without its marks of
	 * doubling and vowels, each spelling (the lists fold ASCII only);
	 * a question, where a story's line could open alike, with its mark */
	"هل جربت هذه الوصفة", "هل جربتِ هذه الوصفة", "هل جرّبت هذه الوصفة",
	"هل جرّبتِ هذه الوصفة", "هل جربتم هذه الوصفة", "هل جرّبتم هذه الوصفة",
	"هل جربتي هذه الوصفة",
	"این دستور پخت را امتحان کردید", "این دستور را امتحان کردید",
	"הכנתם את המתכון?", "ניסיתם את המתכון?",
	"Δοκιμάσατε αυτή τη συνταγή;", "Δοκίμασες αυτή τη συνταγή;",
	"Έφτιαξες αυτή τη συνταγή;", "Φτιάξατε αυτή τη συνταγή;",
	"Приготовили по этому рецепту?", "Приготовили этот рецепт?",
	"Попробовали этот рецепт?", "Приготували за цим рецептом?",
	"Приготували цей рецепт?", "Спробували цей рецепт?",
	"bạn đã thử công thức này", "bạn đã làm món này chưa",
	"ลองทำสูตรนี้แล้ว", "このレシピを作ったら", "このレシピを作りましたか",
	"이 레시피를 만들어 보셨나요", "이 레시피로 만들어 보셨나요",
	"你做了这道菜吗", "做了这道菜吗", "试过这个食谱吗", "做過這道菜嗎", "試過這個食譜嗎",
	/* a Q&A site's call under the answers ("Not the answer you're
	 * looking for? Browse other questions tagged ... or ask your own
	 * question.") */
	/* an old news page's tools under the story, text and no links
	 * ("E-mail this to a friend Printable version", "Druckversion |
	 * Artikel versenden") */
	"e-mail this", "email this", "printable version", "printer-friendly version",
	"printer friendly version", "druckversion", "druckansicht", "artikel versenden",
	"artikel drucken", "version imprimable", "versi\xC3\xB3n imprimible",
	"versione stampabile", "printversie",
	"not the answer you're looking for",
	"not the answer you\xE2\x80\x99re looking for",
	"\xC2\xBF" "no es la respuesta que buscas",
	"n\xC3\xA3o \xC3\xA9 a resposta que voc\xC3\xAA est\xC3\xA1 procurando",
	"Не нашли ответ",
};

/* A word list's phrases by their first byte, ASCII case aside (bit 5, as
 * starts_with_ci compares it): a line is tried against the few phrases
 * that open as it does, not a list of hundreds (a page of thousands of
 * short lines, a table's cells, met them all for each line). */
#define PIDX_MAX 512
struct phrase_idx {
	unsigned short at[129];  /* key c's phrases: ix[at[c]] .. ix[at[c + 1] - 1] */
	unsigned short ix[PIDX_MAX];
};
static struct phrase_idx strong_idx, weak_idx, engine_idx;

/* a byte with bit 5 cleared, as 7 bits */
static inline unsigned first_key(unsigned char c)
{
	return ((c & 0xC0u) >> 1) | (c & 0x1Fu);
}

static void phrase_idx_init(struct phrase_idx *p, const char *const *w, size_t k)
{
	assert(k <= PIDX_MAX);
	memset(p->at, 0, sizeof p->at);
	for (size_t i = 0; i < k; i++)
		p->at[first_key((unsigned char)w[i][0]) + 1]++;
	for (int c = 0; c < 128; c++)
		p->at[c + 1] += p->at[c];
	unsigned short fill[128];
	memcpy(fill, p->at, sizeof fill);
	for (size_t i = 0; i < k; i++)
		p->ix[fill[first_key((unsigned char)w[i][0])]++] = (unsigned short)i;
}

void lines_init(void)
{
	phrase_idx_init(&strong_idx, boiler_strong, sizeof boiler_strong / sizeof *boiler_strong);
	phrase_idx_init(&weak_idx, boiler_weak, sizeof boiler_weak / sizeof *boiler_weak);
	phrase_idx_init(&engine_idx, boiler_engine, sizeof boiler_engine / sizeof *boiler_engine);
}

/* Does s open with any phrase of w, a word (starts_with_word)? */
static int starts_any_word(const char *s, size_t n, const char *const *w,
                           const struct phrase_idx *p)
{
	if (!n)
		return 0;
	unsigned c = first_key((unsigned char)s[0]);
	for (unsigned j = p->at[c]; j < p->at[c + 1]; j++)
		if (starts_with_word(s, n, w[p->ix[j]]))
			return 1;
	return 0;
}

_Thread_local struct line_pairs line_pairs;

/* A picture's credit alone in Cyrillic, the label and its source in the
 * line ("Фото: Иван Петров", "Фото: ТАСС", "Фото: прес-служба міської
 * ради", "Снимка: БТА"), as boiler_weak has the Latin ones. A label
 * alone ("Фото:") stays: its source is the next block ("из архива
 * автора"), and the one would go without the other. */
static int credit_label(const char *s, size_t n)
{
	static const char *const w[] = {"Фото:", "фото:", "Снимка:", "снимка:"};
	for (size_t i = 0; i < sizeof w / sizeof *w; i++) {
		size_t l = strlen(w[i]);
		if (n > l + 1 && !memcmp(s, w[i], l))
			return 1;
	}
	return 0;
}

static int boiler_phrase_1(const char *s, size_t n);

/* boiler_phrase_1 with the line's letter pairs set (struct line_pairs):
 * a line of up to 250 characters meets some 40 lists of phrases */
int boiler_phrase(const char *s, size_t n)
{
	if (n > 250 || n < 2)
		return boiler_phrase_1(s, n);
	struct line_pairs saved = line_pairs;
	memset(line_pairs.m, 0, sizeof line_pairs.m);
	for (size_t i = 0; i + 1 < n; i++) {
		unsigned h = pair_key((unsigned char)s[i], (unsigned char)s[i + 1]);
		line_pairs.m[h >> 6] |= (uint64_t)1 << (h & 63);
	}
	line_pairs.s = s;
	line_pairs.n = n;
	int r = boiler_phrase_1(s, n);
	line_pairs = saved;
	return r;
}

/* A portal's pointer to itself under the story, under 120 characters:
 * "For more news about the nation, visit INQUIRER.net.", "For the latest
 * news, follow us on ...", "Para más noticias, visita ...": a call for more
 * of the news that sends the reader somewhere. "For more information,
 * visit the council's website" names no news, and is the story's. So is
 * a paper's pointer to its pictures under a story ("See more photos in
 * our Photos section.", "For more photos, go to ...", "View more photos
 * on our website"). */
static int more_news_pointer(const char *s, size_t n)
{
	static const char *const open[] = {
		"for more news", "for more stories", "for the latest news",
		"for the latest updates", "for more updates", "for more breaking news",
		"para m\xC3\xA1s noticias", "para mais not\xC3\xAD" "cias",
		"see more photos", "view more photos", "for more photos", "see more pictures",
		"for more pictures",
	};
	static const char *const go[] = {
		" visit ", " go to ", " click ", " follow ", " log on to ", " visite ",
		" visita ", " acesse ", " accede ", " siga ", " s\xC3\xADguenos",
		" in our ", " on our ", " at our ",
	};
	return STARTS_ANY_CI(s, n, open) && HAS_ANY_CI(s, n, go);
}

/* A station's or a paper's call to stay with it for more on the story,
 * under UPDATE_CALL characters, inside the story or under it: "Stay with
 * KRTV 9 and krtv9.example for updates on this developing story.", "Stay
 * with us for updates.", "Check back later for updates.", "Stay tuned
 * for the latest.", a call to get its app after it ("... for the latest
 * on Hurricane Irma. Download the WGCX Weather app for alerts on your
 * phone."): the call's opening, and "for" with its word for news
 * to come; after "stay with" the source itself, "us" or a name. Prose
 * names another host or none: "Stay with a host family while developing
 * your Spanish", "Stay with friends if you can, officials said, and check
 * the county site for updates", "Stay tuned to local radio; the latest
 * river levels are posted at noon". One whose call opens elsewhere
 * ("Residents should check back with the city for updates") is the
 * story's advice, and stays. */
#ifndef UPDATE_CALL
#define UPDATE_CALL 120
#endif
#ifndef UPDATE_APP
#define UPDATE_APP 160  /* the call with its app's sentence after it */
#endif
int update_call(const char *s, size_t n)
{
	static const char *const story[] = {
		"this is a developing story", "this story is developing",
	};
	static const char *const open[] = {
		"stay with ", "stay tuned", "check back", "keep checking back", "keep it here",
	};
	static const char *const news[] = {
		"update", "the latest", "more details", "more information", "more on this",
	};
	if (n >= UPDATE_APP)
		return 0;
	/* the call's own sentence under UPDATE_CALL, the rest only its
	 * app's "Download the ... app" */
	const char *dl = n >= UPDATE_CALL ? memmem(s, n, ". Download the ", 15) : NULL;
	if (n >= UPDATE_CALL && (!dl || (size_t)(dl - s) >= UPDATE_CALL ||
	                         !memmem(dl, (size_t)(s + n - dl), " app", 4)))
		return 0;
	if (STARTS_ANY_CI(s, n, story))
		return 1;
	size_t o = OPENS_ANY_CI(s, n, open);
	if (!o)
		return 0;
	/* "Stay with us", "Stay with KRTV 9": not "Stay with friends" */
	if (starts_with_ci(s, n, "stay with ") && !starts_with_word(s + o, n - o, "us") &&
	    !isupper((unsigned char)s[o]) && !isdigit((unsigned char)s[o]))
		return 0;
	for (const char *p = s + o; (p = memmem(p, n - (size_t)(p - s), " for ", 5)); p += 5)
		if (STARTS_ANY_CI(p + 5, n - (size_t)(p + 5 - s), news))
			return 1;
	return 0;
}

/* A firm's call for applicants set in its post, the call alone before
 * its stop, colon or dash ("We're hiring! ... See our open roles", "Wir
 * stellen ein: ...", "On recrute !", "¡Estamos contratando!"): a box of
 * the firm's engineering blog or news, no line of the post. A post on the
 * hiring itself says more after the words ("We are hiring a new head of
 * research to ...") and stays, and so does a paragraph that opens with
 * the call and goes on past HIRING_MAX bytes to the post's own words. */
#ifndef HIRING_MAX
#define HIRING_MAX 160
#endif
static int hiring_call(const char *s, size_t n)
{
	static const char *const w[] = {
		"we're hiring", "we\xE2\x80\x99re hiring", "we are hiring", "now hiring",
		"join our team", "wir stellen ein", "wir suchen verst\xC3\xA4rkung",
		"on recrute", "nous recrutons", "estamos contratando",
		"\xC2\xA1" "estamos contratando", "stiamo assumendo", "we zoeken versterking",
		"wij zoeken versterking",
	};
	if (n >= HIRING_MAX)
		return 0;
	size_t k = OPENS_ANY_CI(s, n, w);
	if (!k)
		return 0;
	while (k < n && s[k] == ' ')
		k++;
	/* (or an en or em dash, "We're hiring – ...") */
	return k == n || memchr("!.:-", s[k], 4) ||
	       (n - k >= 3 && (!memcmp(s + k, "\xE2\x80\x93", 3) ||
	                       !memcmp(s + k, "\xE2\x80\x94", 3)));
}

/* A broadcaster's caveat on its transcript, under CAVEAT_MAX characters: the
 * transcript named and said to be unfinished or faulty ("NPR transcripts
 * are created on a rush deadline ... This text may not be in its final
 * form", "THIS IS A RUSH TRANSCRIPT. THIS COPY MAY NOT BE IN ITS FINAL
 * FORM", "Das Transkript wurde automatisch erstellt und kann Fehler
 * enthalten"). The transcript itself stays. */
#ifndef CAVEAT_MAX
#define CAVEAT_MAX 400
#endif
static int transcript_caveat(const char *s, size_t n)
{
	static const char *const what[] = {
		"transcript", "transkript", "transcription", "trascrizione",
		"transcripci\xC3\xB3n", "transcri\xC3\xA7\xC3\xA3o",
	};
	static const char *const caveat[] = {
		"rush transcript", "rush deadline", "in its final form", "in final form",
		"may contain errors", "may contain mistakes", "kann fehler enthalten",
		"k\xC3\xB6nnen fehler enthalten", "peut contenir des erreurs",
		"puede contener errores", "pu\xC3\xB2 contenere errori",
		"pode conter erros",
	};
	return HAS_ANY_CI(s, n, what) && HAS_ANY_CI(s, n, caveat);
}

/* A reaction's button alone, its label the whole line, whatever its
 * element (IPB3's "<span class=ipsLikeButton>Like</span>", an <a
 * role=button>): "Like", "Like this", "Gefällt mir", "J'aime". The
 * caller asks it of no paragraph nor heading: a story's word of the
 * year "Like" under its <h2>, a song's line, stay. */
int react_label(const char *s, size_t n)
{
	static const char *const react[] = {
		"like", "like this", "unlike", "gef\xC3\xA4llt mir", "j'aime",
		"j\xE2\x80\x99" "aime", "me gusta", "mi piace", "vind ik leuk", "curtir",
	};
	return word_is(s, n, react, sizeof react / sizeof *react);
}

/* A post's bar of controls under it, their labels and counts in one line
 * and nothing else (a platform's "38 Upvote Downvote 14 Kommentare
 * Teilen", "12 Likes 3 Comments Share", "1,2k votes 40 réponses
 * Partager"): every word a figure ("38", "1,2k") or a control's label, a
 * figure and ACTION_WORDS or more labels among them; no text of the post.
 * An old portal's story footer is one, in its parentheses ("( Read
 * More... | 1287 bytes more | 4 comments | Score: 4.5 )", PHP-Nuke's).
 * A bar of labels alone is button_bar's (its elements named buttons). */
#ifndef ACTION_WORDS
#define ACTION_WORDS 3
#endif
static int action_bar(const char *s, size_t n)
{
	static const char *const ctl[] = {
		"upvote", "downvote", "upvotes", "downvotes", "vote", "votes", "like", "likes",
		"dislike", "share", "shares", "comment", "comments", "reply", "replies",
		"report", "save", "award", "teilen", "kommentar", "kommentare", "antworten",
		"antwort", "melden", "speichern", "merken", "partager", "commentaire",
		"commentaires", "r\xC3\xA9pondre", "r\xC3\xA9ponse", "r\xC3\xA9ponses",
		"signaler", "enregistrer", "compartir", "comentario", "comentarios",
		"responder", "respuestas", "denunciar", "guardar", "condividi", "commento",
		"commenti", "rispondi", "risposte", "segnala", "salva", "delen", "reactie",
		"reacties", "reageer", "rapporteer", "opslaan", "read", "more...", "bytes",
		"more", "score:",
	};
	size_t words = 0, figures = 0;
	for (size_t i = 0; i < n;) {
		while (i < n && s[i] == ' ')
			i++;
		size_t j = i;
		while (j < n && s[j] != ' ')
			j++;
		if (j == i)
			break;
		size_t f = figure_len(s + i, j - i);
		if (f && i + f < j && (s[i + f] == 'k' || s[i + f] == 'K' || s[i + f] == 'M'))
			f++;
		if (f == j - i)
			figures++;
		else if (word_is(s + i, j - i, ctl, sizeof ctl / sizeof *ctl))
			words++;
		/* the separators between them ("12 Likes · 3 Comments") */
		else if (!(j - i == 1 && (s[i] == '|' || s[i] == '/' || s[i] == '(' ||
		                          s[i] == ')')) &&
		         !(j - i == 2 && !memcmp(s + i, "\xC2\xB7", 2)) &&
		         !(j - i == 3 && !memcmp(s + i, "\xE2\x80\xA2", 3)))
			return 0;
		i = j;
	}
	return figures && words >= ACTION_WORDS;
}

/* A note under a page's PDF files that reading them needs Adobe's free
 * reader and where to get it, as a city's or a firm's page sets it under
 * its downloads ("PDF形式のファイルをご利用するためには、「Adobe Acrobat
 * Reader」が必要です。お持ちでない方は、Adobe社から無償でダウンロード
 * できます。", "To view PDF files you need Adobe Acrobat Reader, free to
 * download", "Zum Öffnen der PDF-Dateien benötigen Sie den kostenlosen
 * Adobe Reader"): PDF, Adobe and its reader named, a word that it is
 * needed after PDF (the files to open come first) and one that it is free
 * or to be downloaded; a story on a flaw in the reader has the need first
 * ("anyone who needs Acrobat Reader to open PDF files should install"). */
static int reader_note(const char *s, size_t n)
{
	static const char *const need[] = {
		"必要", "需要", "need", "require", "ben\xC3\xB6tig", "n\xC3\xA9" "cessaire",
		"necesita", "necessario", "nodig", "필요",
	};
	static const char *const get[] = {
		"ダウンロード", "無償", "無料", "下载", "下載", "免费", "download", "free",
		"kostenlos", "herunterlad", "gratuit", "t\xC3\xA9l\xC3\xA9" "charg", "descarg",
		"gratis", "scaric", "다운로드", "무료",
	};
	const char *pdf = memmem(s, n, "PDF", 3);
	size_t p = pdf ? (size_t)(pdf - s) : n;
	return pdf && memmem(s, n, "Adobe", 5) &&
	       (memmem(s, n, "Reader", 6) || memmem(s, n, "Acrobat", 7)) &&
	       HAS_ANY_CI(s + p, n - p, need) && HAS_ANY_CI(s, n, get);
}

/* A tracker's or a wiki's line of the page's other formats under its
 * text ("Also available in: Atom PDF", Redmine's; "Auch abrufbar als:
 * Atom | PDF", "Également disponible en : CSV"): the label, then nothing
 * but the names of formats, run together or apart (its links' text,
 * "AtomPDF"), one or more. */
static int export_line(const char *s, size_t n)
{
	static const char *const label[] = {
		"also available in:", "auch abrufbar als:", "auch verf\xC3\xBCgbar als:",
		"\xC3\xA9galement disponible en :", "\xC3\xA9galement disponible en:",
		"tambi\xC3\xA9n disponible en:", "disponibile anche in:", "ook beschikbaar in:",
		"tamb\xC3\xA9m dispon\xC3\xADvel em:", "dost\xC4\x99pne tak\xC5\xBC" "e w:",
	};
	static const char *const fmt[] = {
		"atom", "pdf", "csv", "rss", "html", "txt", "json", "xml", "ics", "epub", "odt",
	};
	size_t i = OPENS_ANY_CI(s, n, label);
	if (!i || n > 80)
		return 0;
	int any = 0;
	while (i < n) {
		if (strchr(" |,\xC2\xB7", s[i])) {
			i++;
			continue;
		}
		size_t f = OPENS_ANY_CI(s + i, n - i, fmt);
		if (!f)
			return 0;
		i += f;
		any = 1;
	}
	return any;
}

static int boiler_phrase_1(const char *s, size_t n)
{
	if (media_label(s, n) || broadcast_note(s, n) || size_tool(s, n) || config_line(s, n))
		return 1;
	if (n <= 500)
		if (starts_any_word(s, n, boiler_engine, &engine_idx))
			return 1;
	if (n < MAIL_FOOT && memchr(s, '\n', n) && mail_footer(s, n))
		return 1;
	if (portal_note(s, n))
		return 1;
	if (n < CAVEAT_MAX && transcript_caveat(s, n))
		return 1;
	if (n > 250)
		return 0;
	if (disclosure_line(s, n) || reader_note(s, n) || export_line(s, n))
		return 1;
	/* a blogger's call for a tip, "Wenn du magst, kannst du mir einen
	 * Kaffee spendieren!", "Buy me a coffee" (a button to a tip jar) */
	static const char *const tipjar[] = {
		"buy me a coffee", "buy us a coffee", "kaffee spendieren", "kaffee spendier",
		"spendier mir einen kaffee", "spendiere mir einen kaffee", "ko-fi.com",
		"auf ko-fi", "on ko-fi", "offre-moi un caf\xC3\xA9", "offrez-moi un caf\xC3\xA9",
		"inv\xC3\xADtame a un caf\xC3\xA9", "offrimi un caff\xC3\xA8",
		"paypal.me/",
		/* a podcast's or a blog's call for members ("consider becoming a
		 * member on Patreon", "Unterstütze uns auf Steady") */
		"on patreon", "auf patreon", "sur patreon", "en patreon", "su patreon",
		"op patreon", "patreon.com/", "auf steady", "steadyhq.com",
	};
	/* but thanks to those who backed a project there are the post's
	 * own closing line ("We are grateful ... to everyone who supported
	 * the project on Patreon", "Danke an alle, die uns auf Patreon
	 * unterstützt haben", "merci à tous ceux qui nous ont soutenus") */
	static const char *const backed[] = {
		"who supported", "who backed", "who have supported", "unterst\xC3\xBCtzt haben",
		"ont soutenu", "nous ont soutenus", "que apoyaron", "que nos apoyaron",
		"hanno sostenuto", "ons steunden", "ons hebben gesteund",
	};
	if (n < 250 && HAS_ANY_CI(s, n, tipjar) && !HAS_ANY_CI(s, n, backed))
		return 1;
	/* a newsletter's thanks at the end of the post that asks the reader
	 * to pass it on or to sign up, over its button ("Thanks for reading
	 * Crumb! This post is public so feel free to share it.", "Danke fürs
	 * Lesen von Praxisnotizen! ... teilen Sie ihn gerne", "Merci de
	 * m'avoir lu ! Partagez ...", Substack's); thanks alone stay */
	static const char *const thanks[] = {
		"thanks for reading", "thank you for reading", "f\xC3\xBCrs lesen",
		"f\xC3\xBCr's lesen", "f\xC3\xBCr das lesen", "merci de lire", "merci d'avoir lu",
		"merci de m'avoir lu", "gracias por leer", "grazie per aver letto",
		"grazie per la lettura", "bedankt voor het lezen", "bedankt om te lezen",
	};
	static const char *const pass[] = {
		"share", "teilen", "teile ", "partag", "compart", "condivid", "deel",
		"subscri", "abonn", "suscr", "iscriv", "inscri", "forward this", "forward it",
		"weiterleit",
	};
	if (n < 200 && HAS_ANY_CI(s, n, thanks) && HAS_ANY_CI(s, n, pass))
		return 1;
	/* and its call to a reader it was forwarded to ("If someone forwarded
	 * you this email, you can subscribe here.", "Wurde dir dieser
	 * Newsletter weitergeleitet? Hier abonnieren", "On vous a transféré
	 * cette lettre ? Inscrivez-vous", beehiiv's, Mailchimp's) */
	static const char *const fwd[] = {
		"forwarded", "forward you", "weitergeleitet", "transf\xC3\xA9r\xC3\xA9",
		"reenviad", "reenvi\xC3\xB3", "inoltrat", "doorgestuurd",
	};
	static const char *const join[] = {
		"subscri", "sign up", "abonn", "anmeld", "inscri", "suscr", "iscriv",
		"schrijf je in", "inschrijv",
	};
	if (n < 200 && HAS_ANY_CI(s, n, fwd) && HAS_ANY_CI(s, n, join))
		return 1;
	if (podcast_call(s, n))
		return 1;
	/* the read-aloud player's note that a machine speaks it ("4:12 Min.
	 * Diese Audioversion wurde künstlich generiert.", "This audio version
	 * was generated using AI", "Version audio générée par IA") */
	static const char *const audio[] = {
		"audioversion", "audio version", "version audio", "versi\xC3\xB3n en audio",
		"versi\xC3\xB3n de audio", "versione audio", "audioversie",
	};
	static const char *const synth[] = {
		"k\xC3\xBCnstlich", "generiert", "erzeugt", "generated", "synthe",
		"artificial", "g\xC3\xA9n\xC3\xA9r\xC3\xA9" "e", "generada", "generata",
		"gegenereerd",
	};
	if (n < 160 && memmem(s, n, "udio", 4) && HAS_ANY_CI(s, n, audio) &&
	    HAS_ANY_CI(s, n, synth))
		return 1;
	/* a news site's call to take its alerts, between the paragraphs
	 * ("BREAKING NEWS: Get alerts on your phone. Sign up", "Get breaking
	 * news alerts. Download our app"): under 120 bytes, it opens with
	 * "breaking news", "get " or "sign up", names alerts and asks to
	 * sign up, download or subscribe; a story's "Residents can sign up
	 * for the county's flood alerts" opens otherwise */
	static const char *const alert_open[] = {"breaking news", "get ", "sign up"};
	static const char *const alert_call[] = {"sign up", "download", "subscri"};
	if (n < 120 && has_ci(s, n, "alert") && STARTS_ANY_CI(s, n, alert_open) &&
	    HAS_ANY_CI(s, n, alert_call))
		return 1;
	/* a line that names a newsletter is its call to sign up when it
	 * asks for that ("Sign up for our newsletter", "Get the newsletter
	 * in your inbox", "Inscrivez-vous à notre newsletter"), the call
	 * at a word's start ("there", "center", "freedom" hold none); a post
	 * about newsletters says the word in its text ("do not put it in the
	 * newsletter", "The parish newsletter, which she started there") */
	static const char *const nlcall[] = {
		"sign up", "signup", "subscri", "join", "get ", "receive", "inbox",
		"deliver", "regist", "enter", "email", "e-mail", "free", "abonn", "inscri",
		"iscriv", "suscr", "anmeld", "bestell", "click", "here", "keep up", "stay ",
		"don't miss", "verpass", "bleib", "restez", "ne manquez", "no te pierdas",
		"tieniti", "blijf",
		/* and in the other languages, to receive it or put one's
		 * name down ("o apuntarte aquí para recibir nuestra newsletter
		 * semanal", "Inscreva-se para receber a newsletter", "Schrijf
		 * je in voor onze newsletter", "Zapisz się do newslettera") */
		"apunta", "apúnta", "recib", "ricev", "receb", "recev", "inscrev",
		"cadastr", "schrijf", "zapisz",
		/* Romanian's and Portugal's ("Abonează-te la newsletter",
		 * "Subscreva a nossa newsletter") */
		"abonea", "\xC3\xAEnscrie", "subscrev",
	};
	if (n < 250 && ((memmem(s, n, "newsletter", 10) &&
	                 word_in(s, n, nlcall, sizeof nlcall / sizeof *nlcall, WORD_HEAD)) ||
	                memmem(s, n, "Sign up for", 11) ||
	                memmem(s, n, "sign up for", 11) || memmem(s, n, "Subscribe to", 12)))
		return 1;
	/* and where the newsletter has a word of its own: the Nordic
	 * languages', Finnish, Hungarian, Russian, Turkish, Dutch ("Nyhetsbrev: Få
	 * de senaste nyheterna direkt i din inkorg. Prenumerera här", "Tilaa
	 * uutiskirjeemme ...", "Iratkozzon fel hírlevelünkre ...",
	 * "Подпишитесь на нашу рассылку ...") */
	static const char *const nlword[] = {
		"nyhetsbrev", "nyhedsbrev", "uutiskirje", "h\xC3\xADrlevel",
		"H\xC3\xADrlevel", "uudiskiri", "naujienlai\xC5\xA1", "b\xC3\xBClten",
		"bilten", "рассылк", "Рассылк", "розсилк", "Розсилк",
		/* and Dutch ("Schrijf je in voor onze nieuwsbrief en ontvang
		 * elke week de leukste tips") */
		"nieuwsbrief",
	};
	static const char *const nlcall2[] = {
		"ontvang", "meld je", "aanmeld", "prenumerera", "abonnere", "tilaa",
		"tilaamalla", "feliratkoz",
		"iratkozz", "prijav", "pretplat", "naro\xC4\x8D", "abone ol",
		"подпиш", "Подпиш", "підпиш", "Підпиш", "inkorg", "indbakke", "innboks",
		"s\xC3\xA4hk\xC3\xB6postiisi", "postafi\xC3\xB3k",
	};
	if (n < 250 && HAS_ANY_CI(s, n, nlword) &&
	    (HAS_ANY_CI(s, n, nlcall) || HAS_ANY_CI(s, n, nlcall2)))
		return 1;
	/* a German paper's call in the body to sign up for its newsletter,
	 * the noun capitalised ("Dann melden Sie sich hier für unseren
	 * kostenlosen Ebersberg-Newsletter an.", "Jetzt den Newsletter
	 * abonnieren") */
	static const char *const signup[] = {
		"anmeld", "melden sie sich", "meld dich", "abonnier", "bestell", "registrier",
		"eintragen", "trag dich",
	};
	if (n < 250 && memmem(s, n, "Newsletter", 10) && HAS_ANY_CI(s, n, signup))
		return 1;
	/* "Follow us on Twitter", "... Follow her on Facebook.", "Follow the
	 * Long Read on X at @...", "Tag @kitchen on Instagram" (a recipe
	 * card's call, "Markiere ...") */
	if (n < 160 && (memmem(s, n, "Twitter", 7) || memmem(s, n, "Facebook", 8) ||
	                memmem(s, n, "Instagram", 9) || memmem(s, n, " on X ", 6)) &&
	    (starts_with_ci(s, n, "follow") || starts_with_ci(s, n, "tag ") ||
	     starts_with_ci(s, n, "markier") || starts_with_ci(s, n, "identifie") ||
	     starts_with_ci(s, n, "etiqueta") || starts_with_ci(s, n, "tagga") ||
	     memmem(s, n, ". Follow", 8) ||
	     memmem(s, n, "? Follow", 8) || memmem(s, n, "follow us", 9) ||
	     memmem(s, n, "Share it", 8) || memmem(s, n, "share it with", 13)))
		return 1;
	if (n < FOLLOW_MAX && follow_line(s, n))
		return 1;
	if (n < 120 && more_news_pointer(s, n))
		return 1;
	if (update_call(s, n))
		return 1;
	if (hiring_call(s, n))
		return 1;
	if (rating_line(s, n))
		return 1;
	if (script_boiler(s, n))
		return 1;
	/* a Spanish question opens with its mark: "¿Te ha resultado útil?" */
	const char *q = s;
	size_t qn = n;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 &&
	    ((unsigned char)s[1] == 0xBF || (unsigned char)s[1] == 0xA1)) {
		q += 2;
		qn -= 2;
	}
	/* a help page's feedback prompt under the text, its widget's other
	 * lines run into it ("¿Te ha resultado útil este artículo?Gracias
	 * por tu opinión...") */
	static const char *const helpful[] = {
		"was this page helpful", "did this page help", "did this answer your question",
		"is this page helpful", "war diese seite hilfreich", "war das hilfreich",
		"ist diese seite hilfreich", "cette page vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
		"te result\xC3\xB3 \xC3\xBAtil", "te ha resultado \xC3\xBAtil",
		"questa pagina ti \xC3\xA8 stata utile", "esta p\xC3\xA1gina foi \xC3\xBAtil",
		"was deze pagina nuttig",
		/* and a public administration's, over its stars ("Quanto sono
		 * chiare le informazioni su questa pagina?") */
		"quanto sono chiare le informazioni", "quanto \xC3\xA8 stata utile questa pagina",
		/* and an advice portal's, under its guide or answer ("War
		 * dieser Ratgeber hilfreich?") */
		"war dieser ratgeber hilfreich", "war diese anleitung hilfreich",
		"war diese antwort hilfreich", "war dieser tipp hilfreich",
		"war diese information hilfreich", "war dieser text hilfreich",
		"was this guide helpful", "was this answer helpful",
		"was this information helpful", "ce guide vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"cette r\xC3\xA9ponse vous a-t-elle \xC3\xA9t\xC3\xA9 utile",
		"esta gu\xC3\xAD" "a te ha sido \xC3\xBAtil", "questa guida ti \xC3\xA8 stata utile",
		"questa risposta ti \xC3\xA8 stata utile", "was deze informatie nuttig",
		"was dit antwoord nuttig",
		/* and a store's, under each of its customers' reviews ("Was
		 * this review helpful? Yes No Funny") */
		"was this review helpful", "war diese bewertung hilfreich",
		"war diese rezension hilfreich", "cet avis vous a-t-il \xC3\xA9t\xC3\xA9 utile",
		"questa recensione ti \xC3\xA8 stata utile", "was deze review nuttig",
		/* and a municipality's in Japan, Korea and China, over its
		 * form's radio buttons ("この情報はお役に立ちましたか？", "より良い
		 * ウェブサイトにするためにみなさまのご意見をお聞かせください",
		 * "이 페이지에서 제공하는 정보에 만족하십니까?", "此页面是否对您有帮助") */
		"この情報はお役に立ちましたか", "このページの情報は役に立ちましたか",
		"このページは役に立ちましたか", "このページの情報はお役に立ちましたか",
		"이 페이지에서 제공하는 정보에", "이 페이지의 정보에 만족",
		"이 정보가 도움이 되었나요", "이 정보가 도움이 되셨나요",
		"이 정보가 도움이 됐나요", "이 정보가 도움이 되었습니까",
		"此页面是否对您有帮助", "本页面对您有帮助吗", "此頁面是否對您有幫助",
		"本頁面對您有幫助嗎",
	};
	for (size_t i = 0; n < 200 && i < sizeof helpful / sizeof *helpful; i++)
		if (starts_with_word(q, qn, helpful[i]))
			return 1;
	/* the Japanese one asks for views ("ご意見"): a city's story may say
	 * "より良いウェブサイトにするため、市は...実施する。" */
	static const char *const better[] = {
		"より良いウェブサイトにするため", "よりよいウェブサイトにするため",
	};
	if (n < 200 && OPENS_ANY_CI(q, qn, better) && memmem(q, qn, "ご意見", strlen("ご意見")))
		return 1;
	if (tip_call(s, n) || store_call(s, n))
		return 1;
	/* an Indian news site's line under every story, a sentence or two
	 * that names its sections and its app ("Catch all the Latest News,
	 * India News and Business News at ... Download The ... App to get
	 * the latest updates.", "Get Latest India News along with Latest
	 * News and Top Headlines from India and around the world.") */
	static const char *const catchall[] = {
		"catch all the latest", "catch all the business news", "catch all the news",
		"get latest",
	};
	for (size_t i = 0; n < 250 && i < sizeof catchall / sizeof *catchall; i++)
		if (starts_with_word(q, qn, catchall[i]))
			return 1;
	/* a player that reads the article aloud, its lines run into one: its
	 * times and its note on the voice ("Listen to this article 00:00
	 * 16:42 Produced by ... using AI narration.") */
	static const char *const aloud[] = {
		"listen to this article", "listen to article", "artikel anh\xC3\xB6ren",
		"artikel zum h\xC3\xB6ren", "artikel h\xC3\xB6ren", "artikel vorlesen",
		"\xC3\xA9" "couter cet article", "\xC3\xA9" "couter l'article",
		"escuchar este art\xC3\xAD" "culo", "escucha este art\xC3\xAD" "culo",
		"ascolta l'articolo", "ascolta questo articolo", "ouvir este artigo",
		"luister naar dit artikel",
	};
	for (size_t i = 0; n < 200 && i < sizeof aloud / sizeof *aloud; i++)
		if (starts_with_word(q, qn, aloud[i]))
			return 1;
	/* whether the reader liked it ("Hat Ihnen dieser Artikel gefallen?
	 * 👍 👎"), and the magazine's promo run into that question ("Cet
	 * article vous a plu ? Découvrez notre dossier spécial ... en
	 * kiosque cette semaine.", "Ti è piaciuto questo articolo? Trovi
	 * altre cento ricette ... in edicola da giovedì."), under 200 bytes */
	static const char *const liked[] = {
		"hat ihnen dieser artikel gefallen", "hat ihnen der artikel gefallen",
		"hat dir dieser artikel gefallen", "hat dir der artikel gefallen",
		"gef\xC3\xA4llt ihnen dieser artikel", "gef\xC3\xA4llt dir dieser artikel",
		"did you like this article", "did you enjoy this article",
		"enjoyed this article", "liked this article",
		"vous avez aim\xC3\xA9 cet article", "cet article vous a plu",
		"te ha gustado este art\xC3\xAD" "culo", "ti \xC3\xA8 piaciuto questo articolo",
		"vond je dit artikel leuk", "vond u dit artikel",
	};
	for (size_t i = 0; n < 200 && i < sizeof liked / sizeof *liked; i++)
		if (starts_with_word(q, qn, liked[i]))
			return 1;
	if (n < 100 && ad_goes_on(s, n))
		return 1;
	if (n > 80)
		return 0;
	if (n >= 2 && (unsigned char)s[0] == 0xC2 && (unsigned char)s[1] == 0xA9)
		return 1;  /* a copyright or photo credit line */
	/* a label set off by dashes on both sides, an ad's slot in the body:
	 * "- Publicidad -", "– Anzeige –", "— Advertisement —" */
	const char *w = s;
	size_t wn = n, d = dash_run(s, n);
	if (d && d < n && dash_run_end(s, n)) {
		w = s + d;
		wn = n - d - dash_run_end(s, n);
		q = w;
		qn = wn;
	}
	if (starts_any_word(q, qn, boiler_strong, &strong_idx) || script_ad_label(w, wn))
		return 1;
	if (ends_sentence(s, n))
		return 0;
	if (action_bar(s, n))
		return 1;
	/* a spec list's label alone, "Recommended:" over a game's system
	 * requirements beside "Minimum:" ("Empfohlen:", "Recommandée :"),
	 * is no title of links (one over links heads nothing and goes:
	 * drop_orphan_heads) */
	static const char *const spec[] = {"recommended"};
	if (n && s[n - 1] == ':' && label_is(s, n, spec, 1))
		return 0;
	if (starts_any_word(w, wn, boiler_weak, &weak_idx) || credit_label(w, wn))
		return 1;
	/* the same stamp said of the page, with its date ("Page last
	 * updated: October 20, 2026", "This page was last reviewed on 3
	 * May 2026") */
	static const char *const page[] = {"page ", "this page was ", "this page "};
	size_t pg = OPENS_ANY_CI(w, wn, page);
	if (pg && has_digit(w, wn) && starts_any_word(w + pg, wn - pg, boiler_weak, &weak_idx))
		return 1;
	/* a count of comments ("Comments (4)", "Комментарии (4)",
	 * "Коментарі 4"), each case: the count alone after the word (a
	 * heading's "Comments from the experts", "Комментарии экспертов" is
	 * the story's) */
	static const char *const comments[] = {
		"comments", "Комментарии", "комментарии", "Коментарі", "коментарі",
	};
	size_t o = OPENS_ANY_CI(w, wn, comments);
	if (o) {
		while (o < wn && (w[o] == ' ' || w[o] == '(' || w[o] == ')' ||
		                  isdigit((unsigned char)w[o])))
			o++;
		if (o == wn && has_digit(w, wn))
			return 1;
	}
	/* a blog's label over its slideshow under the post, in capitals
	 * ("BONUS: 10 Brands That Handled a Crisis Well"); a tip of the text
	 * opens as "Bonus: the dough keeps for a month in the freezer" */
	return wn >= 6 && !memcmp(w, "BONUS:", 6);
}
