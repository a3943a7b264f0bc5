/*
 * extract/stamps: phase 3's line predicates for dates, times and counts
 * (extract.c has the overview, select.c the selection), and the rules that
 * drop such lines alone: entry stamps and date links, relative times ("vor
 * 2 Stunden"), ISO stamps, bylines' dates, reading times, bare years and
 * numbers, chapter labels, media durations, slide counters, answer counts,
 * list controls, view tallies, live blogs' minutes, zero counters, dated
 * headings. Used by every page class; select.c calls most of them.
 */
#include "internal.h"

/* A link that is a date or a number ("3. Apr. 2021", "Apr 3, 2021 at
 * 10:15", "#12"; an Arabic thread's "٢٠ يناير ٢٠٢٤"): a post's
 * permalink, no headline. Half its words or more hold a figure
 * (figure_at's). Thai's short hour mark after the figures ("21:40 น.")
 * is part of the time, no word of its own. */
int date_link(const char *s, size_t n)
{
	int words = 0, digits = 0, in = 0, dig = 0, pdig = 0;
	size_t from = 0;
	for (size_t i = 0; i <= n; i++) {
		int c = i < n ? (unsigned char)s[i] : ' ';
		if (c == ' ' || c == '\n') {
			int hour = pdig && i - from == 4 && !memcmp(s + from, "น.", 4);
			words += in && !hour;
			digits += in && dig;
			if (in)
				pdig = dig;
			in = dig = 0;
			from = i + 1;
		} else {
			in = 1;
			dig |= figure_at(s + i, n - i) > 0;
		}
	}
	return words && digits * 2 >= words;
}

/* A time or a date in figures: a digit, a colon or a full stop, a digit
 * ("17:40 Uhr", "26.11.2026"); "Page 2" is none. */
int clock_time(const char *s, size_t n)
{
	for (size_t i = 1; i + 1 < n; i++)
		if ((s[i] == ':' || s[i] == '.') && figure_before(s, i) &&
		    figure_at(s + i + 1, n - i - 1))
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
	return clock_time(s, b->len) || hour_h(s, b->len);
}

/* Does s hold a time of day as French writes it, "16h58"? */
int hour_h(const char *s, size_t n)
{
	for (size_t i = 1; i + 2 < n; i++)
		if (s[i] == 'h' && isdigit((unsigned char)s[i - 1]) &&
		    isdigit((unsigned char)s[i + 1]) && isdigit((unsigned char)s[i + 2]))
			return 1;
	return 0;
}

/* The minutes of the day of a line's last time of day ("28.11.2026,
 * 16:31 Von Anna Berger": 16:31; "03.12 14:52:11": 14:52) and where its
 * hour opens (*at); -1: none */
static int last_clock(const char *s, size_t n, size_t *at)
{
	int t = -1;
	for (size_t i = 0; i + 3 < n; i++) {
		size_t h = i;
		while (i < n && isdigit((unsigned char)s[i]))
			i++;
		if (i == h || i - h > 2 || (h && s[h - 1] == ':') || i + 2 >= n || s[i] != ':' ||
		    !isdigit((unsigned char)s[i + 1]) || !isdigit((unsigned char)s[i + 2]) ||
		    (i + 3 < n && isdigit((unsigned char)s[i + 3])))
			continue;
		int hr = i - h == 2 ? (s[h] - '0') * 10 + s[h + 1] - '0' : s[h] - '0';
		int mn = (s[i + 1] - '0') * 10 + s[i + 2] - '0';
		if (hr < 24 && mn < 60) {
			t = hr * 60 + mn;
			*at = h;
		}
	}
	return t;
}

/* Do s (n bytes) and t (m bytes) hold the same figures in the same order
 * (the same day: "Anna Berger · 28.11.2026, " and "Tom Kurz · 28.11.2026,
 * ")? */
static int same_figures(const char *s, size_t n, const char *t, size_t m)
{
	size_t i = 0, j = 0;
	for (;;) {
		while (i < n && !isdigit((unsigned char)s[i]))
			i++;
		while (j < m && !isdigit((unsigned char)t[j]))
			j++;
		if (i == n || j == m)
			return i == n && j == m;
		if (s[i++] != t[j++])
			return 0;
	}
}

/* The next stamp of a run: where it and the one before it hold the same
 * figures before their time of day (the same day, whoever wrote them),
 * the later one's time is earlier by LIVE_GAP minutes at most (falls:
 * the newest entry first, a live ticker's order; a journal's posts of
 * one day, hours apart, fall by more) or not earlier (rises: a board's
 * posts, oldest first). */
#ifndef LIVE_GAP
#define LIVE_GAP 60
#endif
void clock_step(struct clock_run *r, const char *s, size_t n)
{
	size_t at = 0;
	int t = last_clock(s, n, &at);
	if (t >= 0 && r->last >= 0 && same_figures(s, at, r->s, r->at)) {
		r->falls += t < r->last && r->last - t <= LIVE_GAP;
		r->rises += t >= r->last;
	}
	r->last = t;
	r->at = at;
	r->s = s;
}

/* Is a run of stamps a live ticker's, the newest entry first: LIVE_FALLS
 * falls or more, and LIVE_RISES rises at most, fewer than the falls (the
 * story's own stamp over the entries, "Aktualisiert: 28.11.2026, 15:00
 * Uhr", may rise to the newest)? */
#ifndef LIVE_FALLS
#define LIVE_FALLS 2
#endif
#ifndef LIVE_RISES
#define LIVE_RISES 1
#endif
int clock_falling(const struct clock_run *r)
{
	return r->falls >= LIVE_FALLS && r->rises <= LIVE_RISES && r->rises < r->falls;
}

/* A time told from now, as a thread prints each post's: "vor 5 Stunden",
 * "vor 3 Tg.", "5 hours ago", "il y a 2 jours", "hace 3 horas", "há 2
 * dias", "2 ore fa", "3 uur geleden", "2 dni temu", "3 dagar sedan",
 * "3 часа назад", "3시간 전", "3時間前", "3小时前". A
 * figure after the opening word (after "vor", a unit's letter next: "vor
 * 300 km" is a distance), or a closing word and a figure, on a short line
 * (REL_LINE characters); "前" and "전" close one only after a count of a
 * unit of time (ago_unit). */
#ifndef REL_LINE
#define REL_LINE 80
#endif
/* Does s (n bytes) end in a figure and a unit of time (one of u), the
 * figure after no month ("3時間", "3 시간", "2个月")? "前" and "전" also
 * mean "before": "3月1日前" is a deadline (by 1 March), "오후 6시 전"
 * before 6 pm, and only a count of units is a time told from now. */
static int ago_unit(const char *s, size_t n, const char *const *u, size_t nu)
{
	for (size_t k = 0; k < nu; k++) {
		size_t l = strlen(u[k]), i;
		if (n <= l || memcmp(s + n - l, u[k], l))
			continue;
		i = n - l;
		while (i && s[i - 1] == ' ')
			i--;
		if (!i || !isdigit((unsigned char)s[i - 1]))
			continue;
		while (i && isdigit((unsigned char)s[i - 1]))
			i--;
		/* 月, a date's month before the day's figure */
		return !(i >= 3 && !memcmp(s + i - 3, "\xE6\x9C\x88", 3));
	}
	return 0;
}

int rel_time(const char *s, size_t n)
{
	/* the units of time "前" (Chinese, Japanese), " 전" (Korean) follow */
	static const char *const zh[] = {
		"\xE7\xA7\x92", "\xE5\x88\x86", "\xE5\x88\x86\xE9\x92\x9F",
		"\xE5\x88\x86\xE9\x90\x98", "\xE6\x99\x82\xE9\x96\x93",
		"\xE5\xB0\x8F\xE6\x97\xB6", "\xE5\xB0\x8F\xE6\x99\x82", "\xE5\xA4\xA9",
		"\xE6\x97\xA5", "\xE9\x80\xB1\xE9\x96\x93", "\xE5\x91\xA8",
		"\xE4\xB8\xAA\xE6\x9C\x88", "\xE3\x83\xB6\xE6\x9C\x88",
		"\xE3\x81\x8B\xE6\x9C\x88", "\xE5\xB9\xB4",
	};
	static const char *const ko[] = {
		"\xEC\xB4\x88", "\xEB\xB6\x84", "\xEC\x8B\x9C\xEA\xB0\x84", "\xEC\x9D\xBC",
		"\xEC\xA3\xBC", "\xEA\xB0\x9C\xEC\x9B\x94", "\xEB\x85\x84",
	};
	static const char *const pre[] = {"vor ", "il y a ", "hace ", "h\xC3\xA1 "};
	static const char *const post[] = {
		" ago", " fa", " geleden", " temu", " sedan",
		" \xD0\xBD\xD0\xB0\xD0\xB7\xD0\xB0\xD0\xB4", " \xEC\xA0\x84", "\xE5\x89\x8D",
	};
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
		if (n <= l || strncasecmp(s + n - l, post[k], l))
			continue;
		if (k == sizeof post / sizeof *post - 1)
			return ago_unit(s, n - l, zh, sizeof zh / sizeof *zh);
		if (k == sizeof post / sizeof *post - 2)
			return ago_unit(s, n - l, ko, sizeof ko / sizeof *ko);
		return 1;
	}
	return 0;
}

/* A post's note that it was changed, told from now, under its text (a
 * forge's issue, GitLab's "<small class=edited-text>Edited 4 days ago by
 * <a>Antoine Coste</a>", "Modifié il y a 4 jours par ...", "Bearbeitet
 * vor 4 Tagen von ...", "Modificado hace 2 días por ...", "Modificato 3
 * giorni fa da ...", "Bewerkt 2 dagen geleden door ...", "Edytowano 2
 * dni temu przez ...", "Redigerad 3 dagar sedan av ..."): a short line,
 * no sentence, that opens with the word for edited and holds a time told
 * from now, its closing word ("ago") before the editor's name too. A
 * forum's note names its editor, with a date or alone ("Bearbeitet 19.
 * Januar von X" and the reason under it, Invision's; "Zuletzt bearbeitet
 * von X; 12.03.2024 um 10:14 Uhr", "Last edited by X; 03-12-2024 at 10:14
 * AM.", "Edited by X", "Modifié par X"): the word for edited, the word
 * before the editor's name and a figure (or no more than EDIT_WORDS
 * words); a date's closing point is no sentence's end then. */
#ifndef EDIT_WORDS
#define EDIT_WORDS 4
#endif
/* A forum's note names no editor too, its label and the date alone
 * (XenForo's "<div class=message-lastEdit>Last edited: Nov 22, 2026",
 * "Zuletzt bearbeitet: 22. Nov. 2026", "آخرین ویرایش: ۱ آذر ۱۴۰۵", "آخر
 * تعديل: ..."): a line of EDIT_LABEL words or fewer that opens with the
 * label and its colon and holds a figure (figure_at's). */
#ifndef EDIT_LABEL
#define EDIT_LABEL 8
#endif
static int edit_label(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"last edited", "zuletzt bearbeitet", "derni\xC3\xA8re \xC3\xA9" "dition",
		"\xC3\x9Altima edici\xC3\xB3n", "ultima modifica", "laatst bewerkt",
		"ostatnia edycja", "son d\xC3\xBCzenleme",
		"\xD0\x9F\xD0\xBE\xD1\x81\xD0\xBB\xD0\xB5\xD0\xB4\xD0\xBD\xD0\xB5\xD0\xB5 "
		"\xD1\x80\xD0\xB5\xD0\xB4\xD0\xB0\xD0\xBA\xD1\x82",
		"\xD8\xA2\xD8\xAE\xD8\xB1\xDB\x8C\xD9\x86 "
		"\xD9\x88\xDB\x8C\xD8\xB1\xD8\xA7\xDB\x8C\xD8\xB4",
		"\xD8\xA2\xD8\xAE\xD8\xB1 \xD8\xAA\xD8\xB9\xD8\xAF\xD9\x8A\xD9\x84",
	};
	const char *c = memchr(s, ':', b->len);
	if (b->chars > REL_LINE || b->words > EDIT_LABEL || !c || ends_sentence(s, b->len) ||
	    !STARTS_ANY_CI(s, b->len, w))
		return 0;
	for (size_t i = (size_t)(c - s); i < b->len; i++)
		if (figure_at(s + i, b->len - i))
			return 1;
	return 0;
}

/* the words of a note that a post was last changed, edit_stamp's and
 * edit_line's (with the word for "by" after them there) */
static const char *const last_ed[] = {
	"last edited ", "zuletzt bearbeitet ", "zuletzt ge\xC3\xA4ndert ", "laatst bewerkt ",
};

int edit_stamp(const struct block *b, const char *s)
{
	static const char *const w[] = {
		"edited ", "modifi\xC3\xA9 ", "bearbeitet ", "ge\xC3\xA4ndert ",
		"modificado ", "editado ", "modificato ", "bewerkt ", "gewijzigd ",
		"edytowano ", "redigerad ", "\xC3\xA4ndrad ", "derni\xC3\xA8re modification ",
		"laatst gewijzigd ",
	};
	static const char *const ago[] = {" ago ", " fa ", " geleden ", " temu ", " sedan "};
	static const char *const by[] = {
		" von ", " by ", " par ", " da ", " por ", " door ", " przez ", " av ",
	};
	if (edit_label(b, s))
		return 1;
	if (b->chars > REL_LINE || b->words > 12 ||
	    !(STARTS_ANY_CI(s, b->len, w) || STARTS_ANY_CI(s, b->len, last_ed)))
		return 0;
	if ((has_digit(s, b->len) || b->words <= EDIT_WORDS) && HAS_ANY_CI(s, b->len, by))
		return 1;
	if (ends_sentence(s, b->len))
		return 0;
	return rel_time(s, b->len) || (HAS_ANY_CI(s, b->len, ago) && has_digit(s, b->len));
}

/* A forum's note that a post was changed, the first line of the post's
 * own text, above its first paragraph in one block with it (Discuz!'s
 * "<i class=pstatus> 本帖最后由 X 于 2026-3-12 10:05 编辑 </i><br>",
 * "本帖最後由 X 於 ... 編輯", "最后编辑于 ...", "最終編集 ...", "마지막
 * 수정 ..."; phpBB's "Last edited by X on ..."): a line under EDIT_LINE
 * bytes, no sentence, a figure in it, that opens with the note's words
 * (the name between "本帖最后由" and "编辑" too). add_lines drops it. */
#ifndef EDIT_LINE
#define EDIT_LINE 120
#endif
int edit_line(const char *s, size_t n)
{
	static const char *const w[] = {
		"最后编辑", "最後編輯", "最終編集", "最終更新日時", "마지막 수정", "마지막 편집",
		"modifi\xC3\xA9 en dernier par", "ultima modifica di",
	};
	static const char *const name[] = {"by", "von", "door"};
	static const char *const by[] = {"本帖最后由", "本帖最後由"};
	static const char *const ed[] = {"编辑", "編輯"};
	while (n && s[0] == ' ')
		s++, n--;
	if (!n || n >= EDIT_LINE || ends_sentence(s, n) || !has_digit(s, n))
		return 0;
	for (size_t i = 0; i < sizeof last_ed / sizeof *last_ed; i++) {
		size_t l = strlen(last_ed[i]);
		if (starts_with_ci(s, n, last_ed[i]) && STARTS_ANY_CI(s + l, n - l, name))
			return 1;
	}
	return STARTS_ANY_CI(s, n, w) || (STARTS_ANY_CI(s, n, by) && HAS_ANY_CI(s, n, ed));
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
/* A reply's header line: the poster's linked name opening a short line
 * and the time told from now ("wattwaechter vor 5 Stunden", "Gravelgrete
 * • vor 3 Tg.", "kim · 5 hours ago", "lucie il y a 2 heures"): a post's,
 * no teaser card's linked headline. And one where the poster's handle
 * follows the name, an "@" word, and a date after the handle, the name
 * linked, the handle and the date linked or not (a forge's note, a
 * social post's: "Nadia Benali @nbenali · 2026-11-25"): a headline is no
 * name followed by a handle. NAME_STAMP_WORDS words at most. */
#ifndef NAME_STAMP_WORDS
#define NAME_STAMP_WORDS 8
#endif
int name_stamp(const struct extractor *x, const struct block *e)
{
	const char *s = x->text.p + e->off;
	/* (the lead counts the name's and the handle's links together) */
	if (e->lead < POSTHEAD_LEAD || e->lead > POSTHEAD_NAME || e->words > NAME_STAMP_WORDS ||
	    e->chars > POSTHEAD_MAX)
		return 0;
	if (e->link_chars * 2 <= e->chars + 8 && rel_time(s, e->len))
		return 1;
	const char *at = memmem(s, e->len, " @", 2);
	size_t l = at ? (size_t)(at - s) + 2 : e->len;
	return l < e->len && isalnum((unsigned char)s[l]) && dated(s + l, e->len - l);
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
	/* in an issue's timeline (comment_thread 2) a date closes it too:
	 * GitHub prints the day of an older event ("mtrevallo added this to
	 * the 4.2.1 milestone Mar 6, 2024", "closed this as completed Mar
	 * 12, 2024") */
	return !ends_sentence(s, e->len) &&
	       (rel_time(s + k, e->len - k) || (x->cthread == 2 && dated(s + k, e->len - k)));
}

/* Does s hold a time of day, "18:44", "9:05"? */
int hour_minute(const char *s, size_t n)
{
	for (size_t i = 1; i + 2 < n; i++) {
		int l;
		if (s[i] == ':' && figure_before(s, i) &&
		    (l = figure_at(s + i + 1, n - i - 1)) > 0 &&
		    figure_at(s + i + 1 + l, n - i - 1 - (size_t)l))
			return 1;
	}
	return 0;
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
 * BYLINE_DATE characters, no link, no heading, no sentence, dated. And
 * the line right under the headline that is a date and its author, in
 * a box of no meta hint (Contao's news reader, "<p class=info><time>
 * 10.03.2025</time> von Dr. Eva Schuster</p>"; "12 mars 2026 par Léa
 * Roux"): a date, then "von", "by", "par", "por", "di", "door" and a
 * name (date_author), or a role's byline whose name is linked
 * (role_by_date). */
#ifndef BYLINE_DATE
#define BYLINE_DATE 48
#endif
static int date_author(const char *s, size_t n)
{
	static const char *const by[] = {" von ", " by ", " par ", " por ", " di ", " door "};
	if (!isdigit((unsigned char)s[0]))
		return 0;
	for (size_t k = 0; k < sizeof by / sizeof *by; k++) {
		const char *w = memmem(s, n, by[k], strlen(by[k]));
		size_t at = w ? (size_t)(w - s) + strlen(by[k]) : n;
		if (w && at < n && isupper((unsigned char)s[at]) && dated(s, (size_t)(w - s)))
			return 1;
	}
	return 0;
}

/* The byline under the headline as a name and a date with no word between
 * and no class to tell it ("Jana Procházková 28. 11. 2026 9:45", "Inês
 * Valadares 28 de Novembro de 2026", "Anna Kowalska, 28.11.2026 10:15"): a
 * site whose CSS classes are hashed ("e_7", "css-1x2y3z"). Two or three
 * words that open with a capital (or a letter past ASCII), no label
 * ("Aktuelles Gebot: CHF 420.00"), then a date with its year. */
static int name_date(const char *s, size_t n)
{
	size_t i = 0;
	int names = 0;
	while (i < n && !isdigit((unsigned char)s[i])) {
		unsigned char c = (unsigned char)s[i];
		if (!isupper(c) && c < 0xC3)
			return 0;
		names++;
		while (i < n && s[i] != ' ')
			i++;
		while (i < n && s[i] == ' ')
			i++;
	}
	if (names < 2 || names > 3 || s[i - 2] == ':')
		return 0;
	for (; i + 4 <= n; i++)  /* a year ("Fri Dec 28, 6:09 PM" is none) */
		if (((s[i] == '1' && s[i + 1] == '9') || (s[i] == '2' && s[i + 1] == '0')) &&
		    isdigit((unsigned char)s[i + 2]) && isdigit((unsigned char)s[i + 3]) &&
		    !isdigit((unsigned char)s[i - 1]) &&
		    (i + 4 == n || !isdigit((unsigned char)s[i + 4])))
			return 1;
	return 0;
}

/* Or a post's byline as its role, "von" or "by" and a linked name, then
 * the date, on a Q&A or blog theme whose classes are hashed ("Frage von
 * <a>Sabine K.</a> 19. November 2024 in <a>Putzen</a>", "Asked by
 * <a>Tom R.</a> on 3 May 2025"): one or two words of no figure, one of
 * by_words, a capital (or a letter past ASCII), then a year. Its links
 * are the name's and the category's, under half of the line. */
static int role_by_date(const char *s, size_t n)
{
	size_t i = 0;
	for (int w = 0; w < 3 && i < n; w++) {
		for (size_t k = 0; k < by_words_n; k++) {
			size_t l = strlen(by_words[k]);
			unsigned char c = i + l < n ? (unsigned char)s[i + l] : 0;
			if (w && c && !strncasecmp(s + i, by_words[k], l) &&
			    (isupper(c) || c >= 0xC3) && !has_digit(s, i))
				return has_year(s + i + l, n - i - l);
		}
		while (i < n && s[i] != ' ')
			i++;
		while (i < n && s[i] == ' ')
			i++;
	}
	return 0;
}

/* Or the source of an agency's story and its stamp, a bar between them,
 * right under the headline in a box whose class names nothing (a 2008
 * portal's "<div class=newsinfo>IANS | Tuesday, July 08, 2008 09:14
 * IST"): one to SOURCE_WORDS words of no figure before the bar, a year and an
 * hour after it. A dateline of a place and a date and no hour ("Tucson,
 * Arizona | Published: 01.09.2008") is none. */
#ifndef SOURCE_WORDS
#define SOURCE_WORDS 3
#endif
static int source_date(const char *s, size_t n)
{
	const char *bar = memmem(s, n, " | ", 3);
	if (!bar || bar == s || has_digit(s, (size_t)(bar - s)))
		return 0;
	int words = 1;
	for (const char *p = s; p < bar; p++)
		words += *p == ' ';
	const char *t = bar + 3;
	size_t m = n - (size_t)(t - s);
	return words <= SOURCE_WORDS && hour_minute(t, m) && has_year(t, m);
}

/* Or the meta line under the headline in pieces between bars or middle
 * dots, where no class tells it (hashed, or none): a date, and its author
 * after "Von", "By", "Par", "Por", "Di", "Door", "Av", "Af" (by[]) or a
 * link down the page to the comments
 * ("Autorin: Mareike Thalbach | 18.05.2026 | 12 Kommentare", "Von Nina
 * Brandt · 27.11.2026, 06:00 Uhr"); under META_BAR characters, no
 * sentence, half of it in links at most (the writer's linked name and the
 * link to the comments, "מאת <a>נועה ברקוביץ</a> 11.02.2024 | 14:20
 * <a>12 תגובות</a>"). Its pieces may stand in elements of their own
 * with no bar between where it holds a link down the page (anchor_chars:
 * an in-page link; the writer's linked name, to another page, is none)
 * and names the comments (cm[]: "Ada Kern, Jo Linde 22.01.2026 - 16:40
 * Uhr <a href=#comments>Kommentieren</a>"), or opens with a link or
 * "by". Under the headline's deck its writer is named:
 * "by", a link opening it, or the link down the page to the comments
 * (cm[]). A branch's address, an event's day and place, a job's terms
 * ("Lyon 2e · Temps plein · Dès janvier 2027"), a dateline with no
 * author are the page's. */
#ifndef META_BAR
#define META_BAR 100
#endif
static int meta_bar(const struct block *b, const char *s, int deck)
{
	static const char *const bar[] = {" | ", "\xC2\xB7", " \xE2\x80\xA2 "};
	static const char *const by[] = {
		"von ", "by ", "par ", "por ", "di ", "door ", "av ", "af ",
		"\xD7\x9E\xD7\x90\xD7\xAA ",  /* מאת */
	};
	int barred = HAS_ANY_CI(s, b->len, bar);
	if (b->len >= META_BAR || b->link_chars * 2 > b->chars || (b->tag & F_HEAD) ||
	    ends_sentence(s, b->len) || !dated(s, b->len) ||
	    !(barred || b->anchor_chars))
		return 0;
	/* the comments' word, each language's stem ("Kommentieren",
	 * "commentaires", "comentarios", "komentarzy", "reacties",
	 * "תגובות") */
	static const char *const cm[] = {
		"komment", "comment", "comentar", "komentar", "reactie",
		"\xD7\xAA\xD7\x92\xD7\x95\xD7\x91",
	};
	if (deck)
		return b->lead > 0 || STARTS_ANY_CI(s, b->len, by) ||
		       (b->anchor_chars && HAS_ANY_CI(s, b->len, cm));
	/* (with no bar, an event's or a webinar's day and hour beside a
	 * link to its tickets or its form in the page is none: the writer's
	 * linked name opens a byline, "lucie_b75 - 12 nov. 2024 à 14:31 -
	 * Dernière réponse : <a href=#dernier>Bruno83</a>") */
	if (!barred)
		return b->lead > 0 || STARTS_ANY_CI(s, b->len, by) || HAS_ANY_CI(s, b->len, cm);
	return b->anchor_chars > 0 || STARTS_ANY_CI(s, b->len, by);
}

/* Or a stamp alone, a time and a date with its year and at most one word
 * ("10:41, 28 NOV 2026", "11:42, 27 Nov 2026": the month), under the
 * byline that heads the story where no class names either (hashed
 * classes): within STAMP_NEAR blocks under the headline, right under a
 * short line of BYLINE_WORDS words or fewer, no sentence, that opens with
 * a link or is a link for half its text (the writer's linked name and
 * role, "Callum RennieNews Reporter"), kept or gone: both go. An event's
 * date and hour right under its title stay, its weekday before them
 * under its performers' names too ("Samstag 28.11.2026, 19:30",
 * day_head), and a picture's credit ("Picture: <a>Tom Reed</a>") over
 * the stamp is no byline. */
#ifndef STAMP_NEAR
#define STAMP_NEAR 4
#endif
#ifndef BYLINE_WORDS
#define BYLINE_WORDS 8
#endif
#ifndef STAMP_ALONE_WORDS
#define STAMP_ALONE_WORDS 1  /* a stamp's words beside its figures: the month */
#endif
static int stamp_alone(const struct block *b, const char *s)
{
	int words = 0;
	for (size_t i = 0; i < b->len; i++)
		if (isalpha((unsigned char)s[i]) && (i == 0 || !isalpha((unsigned char)s[i - 1])))
			words++;
	return b->len < BYLINE_DATE && !b->link_chars && !(b->tag & F_HEAD) &&
	       words <= STAMP_ALONE_WORDS &&
	       hour_minute(s, b->len) && has_year(s, b->len);
}

/* The writers' names over the stamp, where no link nor class tells them
 * ("Katharina Pöltl-Ebner, Sebastian Kranawetter"): two to BYLINE_WORDS
 * words, no figure, no sentence, each opening with a capital but the
 * joiners of NAMES_JOINER letters or fewer ("und", "and", "von"), no
 * label's colon ("Picture: Tom Reed", a credit). A standfirst is a
 * sentence, or has words in lower case. A letter past ASCII counts as a
 * capital, its case not read: a short line of such words in lower case
 * ("über", "ärger") passes. */
#ifndef NAMES_JOINER
#define NAMES_JOINER 3
#endif
static int names_line(const struct block *b, const char *s)
{
	int words = 0;
	if (b->words < 2 || b->words > BYLINE_WORDS || (b->tag & F_HEAD) ||
	    has_digit(s, b->len) || ends_sentence(s, b->len) || memchr(s, ':', b->len))
		return 0;
	for (size_t i = 0; i < b->len; i++) {
		if (s[i] == ' ' || (i && s[i - 1] != ' '))
			continue;
		size_t l = 0;
		while (i + l < b->len && s[i + l] != ' ')
			l++;
		unsigned char c = (unsigned char)s[i];
		if (islower(c) && l > NAMES_JOINER)
			return 0;
		words += isupper(c) || c >= 0xC3;
	}
	return words >= 2;
}

static int stamp_byline(const struct extractor *x, int i)
{
	const struct block *b = &x->blocks[i], *p = b - 1;
	int hl = x->headline;
	return hl >= 0 && i - 1 > hl && i - hl <= STAMP_NEAR &&
	       (p->lead > 0 || p->link_chars * 2 >= p->chars ||
	        names_line(p, x->text.p + p->off)) && p->words <= BYLINE_WORDS &&
	       !(p->tag & F_HEAD) &&
	       !ends_sentence(x->text.p + p->off, p->len) && stamp_alone(b, x->text.p + b->off) &&
	       !day_head(x->text.p + b->off, b->len);
}

/* A date in figures, its year first ("2026-11-28", "2026/11/25",
 * "2026年11月28日"): a year, then "-", "/" or 年 and a figure. */
static int year_first(const char *s, size_t n)
{
	for (size_t i = 0; i + 5 < n; i++) {
		if ((i && isdigit((unsigned char)s[i - 1])) || !lone_number(s + i, 4) ||
		    !has_year(s + i, 4))
			continue;
		size_t j = i + 4, l = 0;
		if (s[j] == '-' || s[j] == '/')
			l = 1;
		else if (j + 3 <= n && !memcmp(s + j, "\xE5\xB9\xB4", 3))
			l = 3;
		if (l && j + l < n && isdigit((unsigned char)s[j + l]))
			return 1;
	}
	return 0;
}

/* Or the line right under the headline that is its stamp alone, where no
 * class names it (hashed): a year and an hour (a colon's, or Chinese and
 * Japanese "11時42分", "10时26分"), a figure for every DATELINE_SHARE
 * bytes or fewer, so that beside the stamp only a word or two stand, the
 * agency, the zone, "updated" ("2026年11月28日 06:00 最後更新：2026年11月28日
 * 07:45", "新华社2026-11-28 10:26发布于北京", "Kompas.example - 26/11/2026,
 * 15:20 WIB"); under DATELINE bytes, no link, no sentence; its date in
 * figures (a month spelled out, "14th January 2008, 7:00 WST", stays:
 * the old news sets' golds keep that line). Or under the writers' names
 * under the headline (names_line): both go. An event's day is no stamp:
 * a weekday's name before it ("Samstag 28.11.2026, 19:30", day_head) or
 * a range ("ab 2026-11-28 06:00 bis 2026-11-30 22:00": two years and a
 * word or dash between, date_range). 2: an hour in Chinese and
 * Japanese. */
#ifndef DATELINE
#define DATELINE 96
#endif
#ifndef DATELINE_SHARE
#define DATELINE_SHARE 4
#endif
static int date_range(const char *s, size_t n)
{
	static const char *const to[] = {
		" bis ", " until ", " to ", " au ", " hasta ", " al ", " tot ", "\xE2\x80\x93",
	};
	int years = 0;
	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && isdigit((unsigned char)s[j]))
			j++;
		years += j - i == 4 && has_year(s + i, 4);
		i = j > i ? j : i + 1;
	}
	return years > 1 && HAS_ANY_CI(s, n, to);
}

static int dateline(const struct block *b, const char *s)
{
	static const char *const hour[] = {"\xE6\x99\x82", "\xE6\x97\xB6"};  /* 時 时 */
	if (b->len >= DATELINE || b->link_chars || (b->tag & F_HEAD) ||
	    ends_sentence(s, b->len) || !has_year(s, b->len))
		return 0;
	size_t figs = 0;
	int cjk = 0;
	for (size_t i = 0; i < b->len; i++) {
		if (isdigit((unsigned char)s[i]))
			figs++;
		else if (i && i + 3 <= b->len && isdigit((unsigned char)s[i - 1]))
			cjk |= !memcmp(s + i, hour[0], 3) || !memcmp(s + i, hour[1], 3);
	}
	if (day_head(s, b->len) || date_range(s, b->len))
		return 0;
	if (figs * DATELINE_SHARE < b->len || !(figure_date(s, b->len) || year_first(s, b->len)))
		return 0;
	return cjk ? 2 : hour_minute(s, b->len) || hour_h(s, b->len);
}

/* Whether the stamp line i under the headline stands alone over the body,
 * the paragraphs of one class right under it ("<h1>Lesung im Park</h1>
 * <p>28.11.2026, 19:30 Uhr</p><p>..."): an event's page as much as a
 * story's, its date the page's. A story's stamp has its byline, its
 * standfirst of a class of its own, a picture's credit or a share bar
 * under it, or a word of its own beside the stamp ("Quelle: APA",
 * an agency's name; dateline_words). */
#ifndef DATELINE_WORDS
#define DATELINE_WORDS 3
#endif
static int dateline_words(const char *s, size_t n)
{
	static const char *const cjk[] = {
		"\xE5\xB9\xB4", "\xE6\x9C\x88", "\xE6\x97\xA5",  /* 年 月 日 */
	};
	size_t letters = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0xE0 && i + 3 <= n) {
			int date = 0;
			for (size_t k = 0; k < sizeof cjk / sizeof *cjk; k++)
				date |= !memcmp(s + i, cjk[k], 3);
			letters += date ? 0 : 2;  /* a character a word */
			i += 2;
		} else
			letters += isalpha(c) || c >= 0xC0;
	}
	return letters > DATELINE_WORDS;
}

static int lone_stamp(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const struct node *nd = x->nodes;
	return i + 2 < end && is_prose(&b[1]) && is_prose(&b[2]) &&
	       nd[b[1].owner].cls == nd[b[2].owner].cls &&
	       !dateline_words(x->text.p + b->off, b->len);
}

/* A writer's line above the body, its words and a name (written_by:
 * Joomla's "<span class=small>Written by Club Secretary</span>" over its
 * date's cell, "Geschrieben von Pfarrsekretariat", "Ditulis oleh
 * Bernama"), BYLINE_WORDS words at most, no sentence, the name in
 * capitals (or a script of none) and no comma in it ("Written by hand,
 * the letters arrived" opening a story is its text), before the first
 * kept paragraph of prose: it goes. Run once the headline is chosen
 * (titled_head, bold_head read the container's first block as kept: the
 * line is often that block, the title in a cell above it). */
void drop_writer_line(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		const char *s = x->text.p + b->off;
		if (b->keep <= 0)
			continue;
		if (is_prose(b) && !(b->tag & F_HEAD))
			return;
		size_t w = opens_any_ci(s, b->len, written_by, written_by_n);
		while (w && w < b->len && s[w] == ' ')
			w++;
		if (w && w < b->len && !(b->tag & F_HEAD) && !ends_sentence(s, b->len) &&
		    b->words <= BYLINE_WORDS && !islower((unsigned char)s[w]) &&
		    !memchr(s + w, ',', b->len - w))
			b->keep = 0;
	}
}

void drop_byline_date(struct extractor *x, int first, int end)
{
	for (int i = first + 1; i < end; i++) {
		struct block *b = &x->blocks[i];
		const struct block *p = b - 1;
		const char *s = x->text.p + b->off;
		if (b->keep > 0 && stamp_byline(x, i)) {
			b->keep = b[-1].keep = 0;
			continue;
		}
		int dl = b->keep > 0 && i - 1 <= x->headline + 1 ? dateline(b, s) : 0;
		if (b->keep > 0 && i - 1 == x->headline &&
		    (meta_bar(b, s, 0) || dl == 2 || (dl && !lone_stamp(x, i, end)))) {
			b->keep = 0;
			continue;
		}
		/* (the meta line under the headline's deck, a sentence's
		 * prose, as much, where it names its writer: an event's
		 * place and day under its deck, a link to the tickets in
		 * the page beside, are the page's) */
		if (b->keep > 0 && i - 2 == x->headline && i - 1 > first && is_prose(p) &&
		    meta_bar(b, s, 1)) {
			b->keep = 0;
			continue;
		}
		if (b->keep > 0 && i - 2 == x->headline && i - 1 > first &&
		    names_line(p, x->text.p + p->off) && dl) {
			b->keep = b[-1].keep = 0;
			continue;
		}
		if (b->keep > 0 && b->len < BYLINE_DATE && !(b->tag & F_HEAD) &&
		    !ends_sentence(s, b->len) &&
		    ((!b->link_chars &&
		      ((p->keep <= 0 && (x->nodes[p->owner].hint & H_AUTHOR) && dated(s, b->len)) ||
		       (i - 1 == x->headline &&
		        (date_author(s, b->len) || name_date(s, b->len) ||
		         source_date(s, b->len))))) ||
		     (i - 1 == x->headline && b->link_chars * 2 < b->chars &&
		      role_by_date(s, b->len))))
			b->keep = 0;
	}
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

/* The words that open an author's byline, "By", "Von", "Par", "Por",
 * "Di", "Door", and the Nordic "Av", "Af" (a stamp's line, a byline over
 * the text, a health page's reviewer's line read them all). */
const char *const by_words[] = {
	"by ", "von ", "par ", "por ", "di ", "door ", "av ", "af ",
};
const size_t by_words_n = sizeof by_words / sizeof *by_words;

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

/* An enactment's date under its title, the line that names the day the
 * law or ordinance was passed ("vom 4. Dezember 2018 (Stand 1. Januar
 * 2023)", "du 12 mars 2019 (Etat le 1er janvier 2024)", "del 3 marzo 2020
 * (Stato 1° luglio 2024)", "van 14 juni 2021"): "vom", "du", "del", "dal"
 * or "van", a day in figures and a year, under ENACT_LINE bytes, no
 * sentence. A news page's date line opens with its stamp or its word
 * ("Pressemitteilung vom 12.03.2024", "Publié le ..."), not with these. */
#ifndef ENACT_LINE
#define ENACT_LINE 80
#endif
int enact_date(const char *s, size_t n)
{
	static const char *const w[] = {"vom ", "du ", "del ", "dal ", "van "};
	if (n >= ENACT_LINE || ends_sentence(s, n) || !STARTS_ANY_CI(s, n, w))
		return 0;
	const char *sp = memchr(s, ' ', n);
	return sp && sp + 1 < s + n && isdigit((unsigned char)sp[1]) && dated(s, n);
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
		size_t wl = OPENS_ANY_CI(s + j, n - j, w);
		if (!wl)
			continue;
		/* the word ends the line or a part of it: "20 minutes read
		 * Wings 16, Canucks 5" is a sentence */
		for (j += wl; j < n && isalpha((unsigned char)s[j]); j++)
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
 * 10:05 Uhr", "Publiziert: 26.11.2026, 14:30", a date, its hour and the
 * reading time ("28. November 2026, 5:30 Uhr Lesezeit: 4 Min."),
 * "Обновлено 14:32", "Issued on: 13/01/2025 - 10:02
 * Modified: 13/01/2025 - 16:40"; a date alone, "Tucson, Arizona |
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
/* A board's writer line over a post or a reply: a nick, then the
 * writer's address masked to its first two parts in parentheses, then
 * the stamp, run together ("ㅇㅇ(211.36)2026.03.12 14:35:07", Korean
 * boards' anonymous writers): the nick, no stamp before the address, and
 * the stamp (a figure) right after it. */
static int masked_writer(const char *s, size_t n)
{
	const char *o = memchr(s, '(', n);
	if (!o || o == s || isdigit((unsigned char)s[0]))
		return 0;
	size_t i = (size_t)(o - s) + 1, d1 = 0, d2 = 0;
	while (i < n && isdigit((unsigned char)s[i]) && d1 < 3)
		i++, d1++;
	if (!d1 || i >= n || s[i++] != '.')
		return 0;
	while (i < n && isdigit((unsigned char)s[i]) && d2 < 3)
		i++, d2++;
	if (!d2 || i >= n || s[i++] != ')')
		return 0;
	while (i < n && s[i] == ' ')
		i++;
	return i < n && isdigit((unsigned char)s[i]);
}
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
		/* an international channel's "Issued on: 13/01/2025 - 10:02
		 * Modified: 13/01/2025 - 16:40" ("Modifié le : ...",
		 * "Modificado el ..."; an old page's "[Last modified December
		 * 6, 2003, 01:33:58]" is its text, as the dev golds have it) */
		"issued on", "modified:", "modifi\xC3\xA9 le", "modificado el", "modificato il",
		/* a CMS's node line, Drupal's "Submitted by admin on
		 * Tue, 04/03/2008 - 11:20" as its translations write it
		 * ("Soumis par ... le", "Enviado por ... el", "Inviato da
		 * ... il", "Ingezonden door ... op"), and "Eingestellt von
		 * ... am" */
		"submitted by", "soumis par", "enviado por", "inviato da", "ingezonden door",
		"eingestellt von", "eingestellt am",
		/* Swiss German's "Publiziert: 26.11.2026, 14:30", "Publiziert
		 * heute um 06:30 Uhr"; and the reading time the stamp carries
		 * ("28. November 2026, 5:30 Uhr Lesezeit: 4 Min.") */
		"publiziert", "lesezeit", "lesedauer", "reading time", "min read",
		"temps de lecture", "tiempo de lectura", "tempo di lettura", "leestijd",
		/* and in the languages of India, Indonesia and Vietnam, a word
		 * for published or updated ("अपडेट: २६ नवंबर २०२६, ११:०५",
		 * "প্রকাশিত: ...", "ప్రచురణ: ...", "வெளியிடப்பட்டது: ...",
		 * "Diperbarui: 24 November 2026 19:30", "Cập nhật lúc
		 * 08:30") */
		"\xE0\xA4\xAA\xE0\xA5\x8D\xE0\xA4\xB0\xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\xB6"
		"\xE0\xA4\xBF\xE0\xA4\xA4",
		"\xE0\xA4\x85\xE0\xA4\xAA\xE0\xA4\xA1\xE0\xA5\x87\xE0\xA4\x9F",
		"\xE0\xA6\xAA\xE0\xA7\x8D\xE0\xA6\xB0\xE0\xA6\x95\xE0\xA6\xBE\xE0\xA6\xB6"
		"\xE0\xA6\xBF\xE0\xA6\xA4",
		"\xE0\xA6\x86\xE0\xA6\xAA\xE0\xA6\xA1\xE0\xA7\x87\xE0\xA6\x9F",
		"\xE0\xA8\xAA\xE0\xA9\x8D\xE0\xA8\xB0\xE0\xA8\x95\xE0\xA8\xBE\xE0\xA8\xB8"
		"\xE0\xA8\xBC\xE0\xA8\xBF\xE0\xA8\xA4",
		"\xE0\xA8\x85\xE0\xA8\xAA\xE0\xA8\xA1\xE0\xA9\x87\xE0\xA8\x9F",
		"\xE0\xAA\xAA\xE0\xAB\x8D\xE0\xAA\xB0\xE0\xAA\x95\xE0\xAA\xBE\xE0\xAA\xB6"
		"\xE0\xAA\xBF\xE0\xAA\xA4",
		"\xE0\xAA\x85\xE0\xAA\xAA\xE0\xAA\xA1\xE0\xAB\x87\xE0\xAA\x9F",
		"\xE0\xB0\xAA\xE0\xB1\x8D\xE0\xB0\xB0\xE0\xB0\x9A\xE0\xB1\x81\xE0\xB0\xB0"
		"\xE0\xB0\xA3",
		"\xE0\xB0\xAA\xE0\xB1\x8D\xE0\xB0\xB0\xE0\xB0\x9A\xE0\xB1\x81\xE0\xB0\xB0"
		"\xE0\xB0\xBF\xE0\xB0\x82\xE0\xB0\x9A",
		"\xE0\xAE\xB5\xE0\xAF\x86\xE0\xAE\xB3\xE0\xAE\xBF\xE0\xAE\xAF\xE0\xAE\xBF"
		"\xE0\xAE\x9F",
		"\xE0\xAE\xAA\xE0\xAF\x81\xE0\xAE\xA4\xE0\xAF\x81\xE0\xAE\xAA\xE0\xAF\x8D"
		"\xE0\xAE\xAA\xE0\xAE\xBF\xE0\xAE\x95\xE0\xAF\x8D\xE0\xAE\x95",
		"diperbarui", "diterbitkan", "dipublikasikan", "c\xE1\xBA\xADp nh\xE1\xBA\xADt",
	};
	/* a reading time's "4 Min." ends with a point and no sentence */
	int min = b->len > 5 && !strncasecmp(s + b->len - 5, " min.", 5);
	if (b->len >= STAMP_LINE || b->link_chars || (b->tag & F_HEAD) || b->words < 2 ||
	    (ends_sentence(s, b->len) && !min))
		return 0;
	const char *p = s + 1;
	/* an hour's colon between figures, the script's own too
	 * (figure_at's) */
	while ((p = memchr(p, ':', b->len - 1 - (size_t)(p - s))) &&
	       !(figure_before(s, (size_t)(p - s)) &&
	         figure_at(p + 1, b->len - 1 - (size_t)(p - s))))
		p++;
	if (!p)
		return 0;
	if (HAS_ANY_CI(s, b->len, when))
		return 1;
	const char *sp = memchr(s, ' ', b->len);  /* past the word "von", "by" */
	if (b->len >= STAMP_BYLINE || memmem(s, b->len, "\xC2\xBB", 2) || !dated(s, b->len))
		return 0;
	if (starts_any_ci(s, b->len, by_words, by_words_n))
		return sp && sp + 1 < s + b->len && !isdigit((unsigned char)sp[1]);
	if (masked_writer(s, b->len))
		return 1;
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

/* A player that reads the story aloud or plays its clip, in the body's box
 * over the text: its counters run into one line, the start at zero and
 * the length ("00:00 04:12", "0:00 / 1:52"), between its label and its
 * note ("Listen to this article" | "00:0004:12" | "Powered by AI voice.
 * Terms"; "Artikel anhören" | "0:00 / 3:45" | "Mit KI vorgelesen";
 * "Écouter" | "00:00 02:30"). The line goes with the player's box,
 * PLAYER_UP levels above it at most, PLAYER_BLOCKS blocks and PLAYER_MAX
 * characters at most, when no other line of it is kept and over 60
 * characters (prose); a schedule's "09:00 18:00" starts at no zero and
 * stays. */
#ifndef PLAYER_UP
#define PLAYER_UP 2
#endif
#ifndef PLAYER_BLOCKS
#define PLAYER_BLOCKS 6
#endif
#ifndef PLAYER_MAX
#define PLAYER_MAX 200
#endif
static int player_counters(const char *s, size_t n)
{
	size_t z = n >= 4 && s[0] == '0' && s[1] == ':' ? 1 :
	           n >= 5 && s[0] == '0' && s[1] == '0' && s[2] == ':' ? 2 : 0;
	if (!z || s[z + 1] != '0' || s[z + 2] != '0')
		return 0;
	int colons = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == ':')
			colons++;
		else if (!isdigit((unsigned char)s[i]) && s[i] != ' ' && s[i] != '/')
			return 0;
	}
	return colons >= 2;
}

/* A clip's running time alone on its line, under ten minutes ("00:47",
 * "0:47", "04:12") or with its hours ("1:02:33"): the player's readout
 * over a video in the body, no text; a time of day of the morning
 * ("09:30") alone outside a table is rare in a story's text. */
static int clip_length(const char *s, size_t n)
{
	size_t i = 0;
	if (n == 5 && s[0] == '0')
		i = 1;
	if (n != 4 + i && n != 7)
		return 0;
	if (!isdigit((unsigned char)s[i]) || s[i + 1] != ':' || s[i + 2] > '5' ||
	    !isdigit((unsigned char)s[i + 2]) || !isdigit((unsigned char)s[i + 3]))
		return 0;
	return n != 7 || (s[4] == ':' && isdigit((unsigned char)s[5]) &&
	                  isdigit((unsigned char)s[6]) && s[5] <= '5');
}

/* A player box's label alone on its line, the kind of clip a public
 * broadcaster's box shows over its title and running time
 * ("Audiobeitrag" | "Hochwasser in Passau" | "Bildrechte: BR 01:42
 * min"): it marks the box as the player's as the counters do, kept or
 * not, but takes only a whole box, never its own line alone. */
static int player_kind(const char *s, size_t n)
{
	static const char *const kind[] = {
		"audiobeitrag", "videobeitrag", "h\xC3\xB6rbeitrag", "audioclip", "videoclip",
		"audio", "video", "podcast", "vid\xC3\xA9o", "v\xC3\xAD" "deo",
	};
	return word_is(s, n, kind, sizeof kind / sizeof *kind);
}

void drop_player_box(struct extractor *x, int first, int end)
{
	const struct node *nd = x->nodes;
	for (int i = first; i < end; i++) {
		const struct block *b = &x->blocks[i];
		int label = b->chars <= 16 && !(b->tag & (F_TD | F_LI)) &&
		            player_kind(x->text.p + b->off, b->len);
		if (!label && (b->keep <= 0 || b->chars > 24 ||
		               (b->tag & (F_TD | F_LI | F_HEAD)) ||
		               (!player_counters(x->text.p + b->off, b->len) &&
		                !clip_length(x->text.p + b->off, b->len))))
			continue;
		int p = b->owner;
		for (int up = 0, q; up < PLAYER_UP && (q = nd[p].parent) >= 0 &&
		                    nd[q].end_block - nd[q].first_block <= PLAYER_BLOCKS &&
		                    nd[q].tchars <= PLAYER_MAX;
		     up++)
			p = q;
		int from = nd[p].first_block, to = nd[p].end_block, prose = 0;
		if (to - from > PLAYER_BLOCKS || nd[p].tchars > PLAYER_MAX || from < first ||
		    to > end)
			from = i, to = i + 1;
		for (int j = from; j < to && !prose; j++)
			prose = j != i && x->blocks[j].keep > 0 && x->blocks[j].chars > 60;
		if (prose || (label && to - from < 2))
			from = i, to = i + 1;
		if (label && to - from < 2)
			continue;
		unkeep(x, from, to);
		i = to - 1;
	}
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

/* A gallery's label with its count of pictures, a line of its own by the
 * picture that opens it ("Fotogalerie (12)", "Galeria zdjęć (24)",
 * "Photo gallery (8)", "Bildergalerie (15)", "Fotoğraf Galerisi (9)"):
 * GALLERY_LINE bytes at most, GALLERY_WORDS words at most before the
 * count in parentheses, one of them a gallery's (its stem "galer",
 * "galler", within a compound too); furniture, not a caption. A year
 * there is a museum's founding ("Tate Gallery (1897)"), no count. */
#ifndef GALLERY_LINE
#define GALLERY_LINE 40
#endif
#ifndef GALLERY_WORDS
#define GALLERY_WORDS 3
#endif
int gallery_count(const char *s, size_t n)
{
	static const char *const w[] = {"galer", "galler"};
	if (n < 6 || n > GALLERY_LINE || s[n - 1] != ')')
		return 0;
	size_t i = n - 1;
	while (i > 0 && isdigit((unsigned char)s[i - 1]))
		i--;
	if (i == n - 1 || i < 2 || s[i - 1] != '(' || s[i - 2] != ' ')
		return 0;
	if (bare_year(s + i, n - 1 - i))
		return 0;  /* a gallery's founding year, "Tate Gallery (1897)" */
	int words = 1;
	for (size_t k = 0; k + 2 < i; k++)
		words += s[k] == ' ';
	return words <= GALLERY_WORDS && HAS_ANY_CI(s, i - 2, w);
}

/* A forum thread's counters over its first post: the topic's line that
 * closes with its reads ("Author Topic: X (Read 1482 times)", Simple
 * Machines'; "(Letto 1482 volte)", "(Gelesen 1482 mal)", "(Lu 1482
 * fois)", "(Leído 1482 veces)", "(Gelezen 1482 keer)") and who is
 * reading it ("0 Members and 1 Guest are viewing this topic.", "0 Utenti e
 * 1 Visitatore stanno visualizzando questo topic."); furniture. */
#ifndef VIEW_LEAD
#define VIEW_LEAD 12  /* the bytes before the count of readers at most */
#endif
int thread_counter(const char *s, size_t n)
{
	static const char *const read[] = {
		"(read ", "(letto ", "(gelesen ", "(lu ", "(le\xC3\xAD" "do ", "(gelezen ",
		"(lido ",
	};
	static const char *const times[] = {
		" times)", " volte)", " mal)", " fois)", " veces)", " keer)", " vezes)",
	};
	static const char *const view[] = {
		"viewing this topic", "visualizzando questo topic", "betrachten dieses thema",
		"betrachten das thema", "regarder ce sujet", "viendo este tema",
		"bekijken dit topic", "bekijken dit onderwerp", "visualizando este t",
		"misafir g\xC3\xB6r\xC3\xBCnt\xC3\xBCl\xC3\xBCyor",
	};
	if (n && s[n - 1] == ')') {
		size_t i = n - 1;
		while (i > 0 && s[i] != '(')
			i--;
		if (!STARTS_ANY_CI(s + i, n - i, read))
			return 0;
		while (i < n && s[i] != ' ')
			i++;
		/* (the count with its thousands parted: "1.312", "1,312") */
		size_t d = ++i;
		while (i < n && (isdigit((unsigned char)s[i]) ||
		                 (i > d && (s[i] == '.' || s[i] == ',') && i + 1 < n &&
		                  isdigit((unsigned char)s[i + 1]))))
			i++;
		if (i == d)
			return 0;
		for (size_t k = 0; k < sizeof times / sizeof *times; k++)
			if (strlen(times[k]) == n - i && !strncasecmp(s + i, times[k], n - i))
				return 1;
		return 0;
	}
	/* the count opens the line or follows a few words (UBB.threads'
	 * "There are 1 registered and 14 anonymous users viewing this
	 * topic.", "Bu konuyu 1 kayıtlı üye ve 14 misafir görüntülüyor.") */
	size_t d = 0;
	while (d < n && d <= VIEW_LEAD && !isdigit((unsigned char)s[d]))
		d++;
	return n < 120 && d <= VIEW_LEAD && d < n && HAS_ANY_CI(s, n, view);
}

/* A Q&A page's heading over the answers, their count: "3 Answers", "3
 * Antworten", "3 réponses", "3 respuestas", "4 odpowiedzi"; a thread's
 * over its replies in two tallies a middle dot apart (GitHub's "2
 * comments · 1 reply"); furniture, not the text's. (A count of comments
 * alone, "3 Comments", heads a blog's comments: comment_run's.) */
static int tally_word(const char *s, size_t n, int comments)
{
	static const char *const w[] = {
		"answers", "answer", "antworten", "antwort", "r\xC3\xA9ponses", "r\xC3\xA9ponse",
		"respuestas", "respuesta", "risposte", "risposta", "respostas", "resposta",
		"antwoorden", "antwoord", "odpowiedzi", "replies", "reply",
	};
	static const char *const c[] = {
		"comments", "comment", "kommentare", "kommentar", "commentaires", "commentaire",
		"comentarios", "comentario", "commenti", "commento",
	};
	size_t i = 0;
	while (i < n && isdigit((unsigned char)s[i]))
		i++;
	if (!i || i == n || s[i] != ' ')
		return 0;
	return word_is(s + i + 1, n - i - 1, w, sizeof w / sizeof *w) ||
	       (comments && word_is(s + i + 1, n - i - 1, c, sizeof c / sizeof *c));
}

int answer_count(const char *s, size_t n)
{
	const char *dot = memmem(s, n, " \xC2\xB7 ", 4);
	if (dot)
		return tally_word(s, (size_t)(dot - s), 1) &&
		       tally_word(dot + 4, n - (size_t)(dot + 4 - s), 1);
	return tally_word(s, n, 0);
}

/* The same count of views in Japanese, Chinese and Korean, the label
 * before the figure ("閲覧数 1,234", "조회 1,234", "阅读 1.2万", "浏览次数：
 * 1234"): alone, or first in a line of tallies, another figure after it
 * ("조회 1,234 추천 15 댓글 4"), no sentence's end; a figure run on to a
 * word ("조회 1,234건을 기록했다") is a sentence's. */
#ifndef CJK_VIEWS_LINE
#define CJK_VIEWS_LINE 100
#endif
static int cjk_views(const char *s, size_t n)
{
	static const char *const label[] = {
		"閲覧数", "閲覧", "阅读量", "阅读", "閱讀", "浏览次数", "浏览量", "浏览",
		"瀏覽", "点击量", "點閱", "조회수", "조회",
	};
	size_t i = OPENS_ANY_CI(s, n, label);
	if (!i || n > CJK_VIEWS_LINE || ends_sentence(s, n))
		return 0;
	while (i < n && (s[i] == ' ' || s[i] == ':'))
		i++;
	if (i + 3 <= n && !memcmp(s + i, "：", 3))
		i += 3;
	size_t f = figure_len(s + i, n - i);
	if (!f)
		return 0;
	i += f;
	/* ten thousands, thousands, Latin's "k", a count word ("1.2万", "12件",
	 * "345회", "678次") */
	static const char *const unit[] = {"万", "萬", "千", "件", "回", "회", "次", "k", "K"};
	size_t u = OPENS_ANY_CI(s + i, n - i, unit);
	i += u;
	if (i == n)
		return 1;
	if (s[i] != ' ')
		return 0;
	/* in a line, a tally's figure (two digits or more, or its unit) or
	 * another tally's label after it; a sentence counts small things
	 * ("阅读 3 本书，每天 2 小时", read three books) */
	static const char *const tally[] = {
		"推荐", "评论", "評論", "回复", "回覆", "点赞", "收藏", "추천", "댓글", "공감",
		"いいね", "コメント",
	};
	size_t j = i;
	while (j < n && s[j] == ' ')
		j++;
	if (f < 2 && !u && !OPENS_ANY_CI(s + j, n - j, tally))
		return 0;
	for (; i < n; i++)
		if (isdigit((unsigned char)s[i]))
			return 1;
	return 0;
}

/* The words for a count of views after its figure (list_control,
 * view_tally); Russian's and Ukrainian's in each case ("1,2 тыс.
 * просмотров", "3 тис. переглядів") */
static const char *const view_words[] = {
	"aufrufe", "zugriffe", "views", "vues", "visites", "visitas", "visualizaciones",
	"visualizzazioni", "weergaven", "bekeken", "gezien", "angesehen", "mal angesehen",
	"mal aufgerufen", "visualizzata", "visualizado", "просмотр", "Просмотр", "перегляд",
	"Перегляд", "wyświetle", "Wyświetle", "visualizaç",
};

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
	/* their thousands and millions, abbreviated after the figure as
	 * Latin's "k" ("1,2 тыс.", "3 тис.", "1,1 млн") */
	static const char *const mult[] = {" тыс.", " тис.", " млн.", " млн"};
	if (!n || utf8_len(s, n) > 64)
		return 0;
	if (label_is(s, n, ctl, sizeof ctl / sizeof *ctl) ||
	    (s[n - 1] == ':' && label_is(s, n, verb, sizeof verb / sizeof *verb)))
		return 1;
	/* or the label with the choice made after its colon, a word or two
	 * ("Sortieren nach: Beste", "Sort by: Best", "Trier par : Top") */
	const char *colon = memchr(s, ':', n);
	if (colon && colon > s && label_is(s, (size_t)(colon - s), ctl, sizeof ctl / sizeof *ctl)) {
		size_t r = (size_t)(colon - s) + 1, words = 0;
		for (size_t k = r; k < n; k++)
			words += s[k] != ' ' && (k == r || s[k - 1] == ' ');
		if (words && words <= 2 && !ends_sentence(s, n))
			return 1;
	}
	if (cjk_views(s, n))
		return 1;
	size_t i = figure_len(s, n);
	if (!i)
		return 0;
	if (i < n && (s[i] == 'k' || s[i] == 'K'))
		i++;
	else
		i += OPENS_ANY_CI(s + i, n - i, mult);
	if (i >= n || s[i] != ' ')
		return 0;
	i++;
	/* alone, or first in a line of tallies ("8.4K views · View upvotes ·
	 * View 3 shares", "1.284 Aufrufe | 12 Antworten"); the word's
	 * ending run on in Cyrillic ("просмотров", "переглядів") */
	for (size_t k = 0; k < sizeof view_words / sizeof *view_words; k++) {
		size_t vl = strlen(view_words[k]), r = i + vl;
		if (n - i < vl || strncasecmp(s + i, view_words[k], vl))
			continue;
		while ((unsigned char)view_words[k][0] >= 0x80 && r < n &&
		       (unsigned char)s[r] >= 0x80)
			r++;
		if (r == n ? utf8_len(s, n) <= 32 : (r + 2 < n && s[r] == ' ' &&
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
 * "×") is right before a word for views; no text of the item. */
#ifndef VIEW_LINE
#define VIEW_LINE 64
#endif
#define VIEW_LABEL 48  /* bytes of a count's label before its colon at most */
/* Is s a count of views with its word first, the figure after a colon and
 * nothing after it ("Views: 1,234", "Количество просмотров: 5312",
 * "Wyświetleń: 120", a CMS's line under the story): the word ends the
 * label, its ending run on where it is not ASCII (Cyrillic's
 * "просмотров", Polish "Wyświetleń"; "Wyświetlenia:" is not taken)? */
static int view_label(const char *s, size_t n)
{
	const char *colon = memchr(s, ':', n);
	size_t c = colon ? (size_t)(colon - s) : 0, j = c + 1;
	if (!c || c > VIEW_LABEL)
		return 0;
	while (j < n && s[j] == ' ')
		j++;
	if (j >= n || j + figure_len(s + j, n - j) != n)
		return 0;
	for (size_t k = 0; k < sizeof view_words / sizeof *view_words; k++) {
		size_t vl = strlen(view_words[k]);
		for (size_t p = 0; p + vl <= c; p++) {
			if ((p && s[p - 1] != ' ') || strncasecmp(s + p, view_words[k], vl))
				continue;
			size_t r = p + vl;
			while (r < c && (unsigned char)s[r] >= 0x80)
				r++;
			if (r == c)
				return 1;
		}
	}
	return 0;
}

static int view_tally(const char *s, size_t n)
{
	if (n < 8 || utf8_len(s, n) > VIEW_LINE || strchr(".!?", s[n - 1]))
		return 0;
	if (view_label(s, n))
		return 1;
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
		for (size_t k = 0; k < sizeof view_words / sizeof *view_words; k++) {
			size_t vl = strlen(view_words[k]);
			if (n - j >= vl && !strncasecmp(s + j, view_words[k], vl) &&
			    (j + vl == n || !isalpha((unsigned char)s[j + vl])))
				return 1;
		}
		i = j - 1;
	}
	return 0;
}

/* A news list's item under the page's text ("Aktuelles", a Contao news
 * list's "layout_latest": "20.02.2025" over "<h3><a>Neue Selbstverbuchung
 * im Erdgeschoss</a></h3>", its summary named a teaser and its
 * "Weiterlesen ..." gone; "Ultime notizie", "Actualités", "Nieuws") is a
 * card of a short linked title that the card rules keep as a service's.
 * A kept heading all link (not to its own anchor), right under a kept date
 * in figures (as drop_teaser_dates') in a box of DATED_BOX blocks at most
 * that holds both, the block after it dropped, is a teaser's title where
 * TEASER_RUN or more stand in the container: titles and dates go, and the
 * list's heading heads nothing (drop_orphan_heads). */
#ifndef DATED_BOX
#define DATED_BOX 6
#endif
static int dated_head(const struct extractor *x, int i, int first, int end)
{
	const struct block *h = &x->blocks[i], *d = h - 1;
	if (i <= first || i + 1 >= end || h->keep <= 0 || !(h->tag & F_HEAD) ||
	    h->chars >= TEASER_MAX || h->link_chars * 5 < h->chars * 4 ||
	    h->anchor_chars * 2 >= h->link_chars || h[1].keep > 0 || d->keep <= 0 ||
	    d->chars >= TEASER_DATE || d->words > 3 || d->link_chars ||
	    (d->tag & (F_HEAD | F_TR)) || in_cell(x->nodes, d) >= 0)
		return 0;
	int p = x->nodes[h->owner].parent;
	if (p < 0 || x->nodes[p].first_block > i - 1 ||
	    x->nodes[p].end_block - x->nodes[p].first_block > DATED_BOX)
		return 0;
	return figure_date(x->text.p + d->off, d->len);
}

void drop_dated_heads(struct extractor *x, int first, int end)
{
	int n = 0;
	for (int i = first + 1; i < end && n < TEASER_RUN; i++)
		n += dated_head(x, i, first, end);
	if (n < TEASER_RUN)
		return;
	for (int i = first + 1; i < end; i++)
		if (dated_head(x, i, first, end))
			x->blocks[i].keep = x->blocks[i - 1].keep = 0;
}

/* A live blog's entry stamps, each a line of its own over its entry ("ore
 * 18:40", "19:10", "17.45 Uhr", "16h58"): the blog's clock, no part of the
 * entries' text. A run of STAMP_RUN or more kept lines, each a time of day
 * alone (CLOCK_LINE characters, a word beside it at most; with a full
 * stop only beside its word: a price, "12.50", is none), whose times fall
 * from each to the next (the newest entry first) goes; a programme's or a
 * parish's times of its services ("09:00", "10:30", "18:00") rise or mix,
 * and stay. */
#ifndef STAMP_RUN
#define STAMP_RUN 3
#endif
#ifndef CLOCK_LINE
#define CLOCK_LINE 16
#endif
/* The minutes of the day of the time at s, its hour of hl digits (one or
 * two) and its two of minutes after the separator at s[hl], checked digits
 * all; -1 past 23:59. */
static int clock_value(const char *s, size_t hl)
{
	int h = hl == 2 ? (s[0] - '0') * 10 + s[1] - '0' : s[0] - '0';
	int m = (s[hl + 1] - '0') * 10 + s[hl + 2] - '0';
	return h < 24 && m < 60 ? h * 60 + m : -1;
}

static int stamp_minutes(const struct block *b, const char *s)
{
	if (b->chars > CLOCK_LINE || b->words > 3 || b->link_chars || (b->tag & F_HEAD))
		return -1;
	for (size_t i = 0; i + 3 < b->len; i++) {
		if (!isdigit((unsigned char)s[i]) || (i && isdigit((unsigned char)s[i - 1])))
			continue;
		size_t j = i + 1 < b->len && isdigit((unsigned char)s[i + 1]) ? i + 2 : i + 1;
		if (j + 2 >= b->len || (s[j] != ':' && s[j] != '.' && s[j] != 'h') ||
		    !isdigit((unsigned char)s[j + 1]) || !isdigit((unsigned char)s[j + 2]) ||
		    (j + 3 < b->len && isdigit((unsigned char)s[j + 3])))
			return -1;
		if (s[j] == '.' && b->words < 2)
			return -1;  /* a price or a version alone ("12.50"), no "17.45 Uhr" */
		return clock_value(s + i, j - i);
	}
	return -1;
}

/* Or the stamp with the entry's author's name beside it, the time opening
 * or closing the line ("Jonas Weber 16:42", "20:15 Katharina Pöltl-Ebner":
 * an entry's header where no class names it, hashed classes): a line of
 * CLOCK_NAMED characters at most, no sentence, the time a token of its own
 * ("16:42", "9:05"; the time alone may be a link, NAMED_LINK characters
 * at most: the entry's permalink), the other words, NAMED_WORDS at most,
 * each opening with a capital (or a letter past ASCII: "Élodie"). */
#ifndef NAMED_LINK
#define NAMED_LINK 5
#endif
#ifndef CLOCK_NAMED
#define CLOCK_NAMED 48
#endif
#ifndef NAMED_WORDS
#define NAMED_WORDS 4
#endif
static int hour_token(const char *s, size_t n)
{
	size_t j = n == 5 ? 2 : 1;
	if ((n != 4 && n != 5) || s[j] != ':' || !isdigit((unsigned char)s[0]) ||
	    !isdigit((unsigned char)s[j - 1]) || !isdigit((unsigned char)s[j + 1]) ||
	    !isdigit((unsigned char)s[j + 2]))
		return -1;
	return clock_value(s, j);
}

static int named_minutes(const struct block *b, const char *s)
{
	size_t n = b->len;
	if (b->chars > CLOCK_NAMED || b->words < 2 || b->words > NAMED_WORDS + 1 ||
	    b->link_chars > NAMED_LINK || (b->tag & F_HEAD) || ends_sentence(s, n))
		return -1;
	const char *sp = memchr(s, ' ', n), *ls = sp;
	while (ls && ls + 1 < s + n && memchr(ls + 1, ' ', n - (size_t)(ls + 1 - s)))
		ls = memchr(ls + 1, ' ', n - (size_t)(ls + 1 - s));
	if (!sp)
		return -1;
	int t = hour_token(s, (size_t)(sp - s));
	size_t from = (size_t)(sp - s) + 1, to = n;
	if (t < 0) {
		t = hour_token(ls + 1, n - (size_t)(ls + 1 - s));
		from = 0, to = (size_t)(ls - s);
	}
	if (t < 0)
		return -1;
	for (size_t i = from; i < to; i++) {
		unsigned char c = (unsigned char)s[i];
		if ((i == from || s[i - 1] == ' ') && c != ' ' && !isupper(c) && c < 0xC3)
			return -1;
		if (isdigit(c))
			return -1;
	}
	return t;
}

/* The bare stamps and the named ones (named_minutes) are two runs, each
 * falling on its own: a bare stamp that rises ends the bare run (a
 * programme's times), a named line that rises is no entry's header and
 * is passed over (a timetable's "Mayor Speaks 09:30" under the entries).
 * Each run of STAMP_RUN or more goes, the named one only its lines that
 * fell. */
static int live_named(struct extractor *x, int first, int end, int drop)
{
	int run = 0, last = -1;
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep <= 0 || stamp_minutes(b, x->text.p + b->off) >= 0)
			continue;
		int t = named_minutes(b, x->text.p + b->off);
		if (t < 0 || (last >= 0 && t >= last))
			continue;
		last = t;
		run++;
		if (drop)
			b->keep = 0;
	}
	return run;
}

/* And the entries' feet in a blog found live by its stamps: a short line
 * with a link that closes each entry, the same text but its counts from
 * one to the next ("<a>Link</a><span>12 Postings</span>", a permalink and
 * the reactions under each posting, where classes are hashed): a chain
 * of STAMP_RUN or more such lines, no sentence, FOOT_WORDS words at
 * most, each the next kept short linked line after the one before,
 * goes. */
#ifndef FOOT_WORDS
#define FOOT_WORDS 4
#endif
static int entry_foot(const struct block *b, const char *s)
{
	return b->keep > 0 && b->link_chars && b->words <= FOOT_WORDS && !(b->tag & F_HEAD) &&
	       !ends_sentence(s, b->len);
}

static void drop_entry_feet(struct extractor *x, int first, int end)
{
	int start = -1, chain = 0, prev = -1;
	for (int i = first; i <= end; i++) {
		const struct block *b = i < end ? &x->blocks[i] : NULL;
		const char *s = b ? x->text.p + b->off : NULL;
		if (b && !entry_foot(b, s))
			continue;
		const struct block *q = prev >= 0 ? &x->blocks[prev] : NULL;
		if (b && q && same_but_counts(s, b->len, x->text.p + q->off, q->len)) {
			chain++;
			prev = i;
			continue;
		}
		if (chain >= STAMP_RUN)
			for (int k = start; k <= prev; k++)
				if (entry_foot(&x->blocks[k], x->text.p + x->blocks[k].off))
					x->blocks[k].keep = 0;
		start = prev = i;
		chain = 1;
	}
}

void drop_live_stamps(struct extractor *x, int first, int end)
{
	int run = 0, last = -1;
	for (int i = first; i < end && run >= 0; i++) {
		const struct block *b = &x->blocks[i];
		if (b->keep <= 0)
			continue;
		int t = stamp_minutes(b, x->text.p + b->off);
		if (t < 0)
			continue;
		run = last >= 0 && t >= last ? -1 : run + 1;
		last = t;
	}
	int named = live_named(x, first, end, 0) >= STAMP_RUN;
	if (named)
		live_named(x, first, end, 1);
	if (named || run >= STAMP_RUN)
		drop_entry_feet(x, first, end);
	if (run < STAMP_RUN)
		return;
	for (int i = first; i < end; i++)
		if (x->blocks[i].keep > 0 &&
		    stamp_minutes(&x->blocks[i], x->text.p + x->blocks[i].off) >= 0)
			x->blocks[i].keep = 0;
}

/* An animated counter's figures before its script ran: a run of
 * COUNTER_RUN+ kept lines under COUNTER_LINE characters, no link, each a
 * zero and its label ("<span class=counter-number data-count=612>0</span>
 * <span class=counter-label>Stipendiatinnen</span>": "0 Stipendiatinnen",
 * "0% Erfolgsquote", "0+ Kunden", "0 ans d'expérience", "0 años"), shows
 * no figure of the page: the run goes (Elementor's, a theme's counters).
 * The label may stand on a line of its own under the zero, the two alone
 * in the counter's box ("<div><span>+</span><span>0</span></div><div>
 * empresas atendidas</div>", "0 anos" over "de mercado", "0" over
 * "estados"): a short line, no link, no sentence, goes with it. */
#define COUNTER_RUN 2
#define COUNTER_LINE 40
static int counter_label(const struct block *b, const char *s)
{
	return b->keep > 0 && !b->link_chars && b->chars < COUNTER_LINE &&
	       !ends_sentence(s, b->len) && (isalpha((unsigned char)s[0]) ||
	                                     (unsigned char)s[0] >= 0x80);
}

/* The blocks of the counter at block i: 1 (a zero and its label), 2 (a
 * zero over its label, the two alone in a box), or 0 (no counter). */
static int zero_counter(const struct extractor *x, int i, int end)
{
	const struct block *b = &x->blocks[i];
	const char *s = x->text.p + b->off;
	if (b->keep <= 0 || b->link_chars || b->chars >= COUNTER_LINE)
		return 0;
	size_t k = b->len && s[0] == '+';
	if (k >= b->len || s[k] != '0')
		return 0;
	for (k++; k < b->len && (s[k] == '%' || s[k] == '+'); k++)
		;
	int bare = k == b->len;
	if (k < b->len && s[k] == ' ')
		k++;
	unsigned char c = k < b->len ? (unsigned char)s[k] : 0;
	if (!bare && !isalpha(c) && c < 0x80)
		return 0;  /* a label's word, not "0,5 l" */
	/* the counter's box: the largest that opens with the zero and holds
	 * two blocks at most */
	int box = -1;
	for (int p = b->owner; p >= 0 && x->nodes[p].first_block == i &&
	     x->nodes[p].end_block <= i + 2; p = x->nodes[p].parent)
		box = p;
	if (box >= 0 && x->nodes[box].end_block == i + 2 && i + 1 < end &&
	    counter_label(&x->blocks[i + 1], x->text.p + x->blocks[i + 1].off))
		return 2;
	return bare || b->len < 3 ? 0 : 1;
}

void drop_zero_counters(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		int j = i, n = 0, w;
		while (j < end && (w = zero_counter(x, j, end)) > 0) {
			j += w;
			n++;
		}
		if (n >= COUNTER_RUN)
			for (int k = i; k < j; k++)
				x->blocks[k].keep = 0;
		if (j > i)
			i = j - 1;
	}
}

/* A listing's line of stats with its tally of views (view_tally: "Sinds
 * 21 nov. '26 186x bekeken 14x bewaard", "412 Aufrufe"), kept between its
 * title and its facts, goes; it goes last, after the lines around it were
 * decided with it (the facts under the price keep their place). */
void drop_view_tallies(struct extractor *x, int first, int end)
{
	for (int i = first; i < end; i++) {
		struct block *b = &x->blocks[i];
		if (b->keep > 0 && !b->link_chars && b->chars <= 64 &&
		    view_tally(x->text.p + b->off, b->len))
			b->keep = 0;
	}
}
