/*
 * charset: label table, sniffing, UTF-8 validation, iconv glue.
 *
 * windows-1252 (the fallback, and what latin1 labels mean on the web) is
 * decoded here with a 32-entry table instead of iconv: it is the common
 * legacy case, and glibc's converter rejects the five bytes the WHATWG table
 * maps to C1 controls.
 */
#include "charset.h"

#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "err.h"
#include "utf8.h"

/* label -> canonical name, iconv name. The canonical names are WHATWG's. */
struct cslabel {
	const char *label, *canon, *iconv;
};

static const struct cslabel labels[] = {
	{"utf-8", "utf-8", "UTF-8"}, {"utf8", "utf-8", "UTF-8"},
	{"unicode-1-1-utf-8", "utf-8", "UTF-8"}, {"x-unicode20utf8", "utf-8", "UTF-8"},
	{"utf-16", "utf-16le", "UTF-16LE"}, {"utf-16le", "utf-16le", "UTF-16LE"}, {"utf-16be", "utf-16be", "UTF-16BE"},
	{"windows-1252", "windows-1252", NULL}, {"cp1252", "windows-1252", NULL},
	{"x-cp1252", "windows-1252", NULL}, {"iso-8859-1", "windows-1252", NULL},
	{"iso8859-1", "windows-1252", NULL}, {"iso_8859-1", "windows-1252", NULL},
	{"iso88591", "windows-1252", NULL}, {"latin1", "windows-1252", NULL},
	{"latin-1", "windows-1252", NULL}, {"l1", "windows-1252", NULL},
	{"ascii", "windows-1252", NULL}, {"us-ascii", "windows-1252", NULL},
	{"ansi_x3.4-1968", "windows-1252", NULL}, {"cp819", "windows-1252", NULL},
	{"ibm819", "windows-1252", NULL}, {"iso-ir-100", "windows-1252", NULL},
	{"csisolatin1", "windows-1252", NULL},
	{"iso-8859-9", "windows-1254", "WINDOWS-1254"}, {"latin5", "windows-1254", "WINDOWS-1254"},
	{"iso-8859-11", "windows-874", "WINDOWS-874"}, {"tis-620", "windows-874", "WINDOWS-874"},
	{"windows-874", "windows-874", "WINDOWS-874"}, {"dos-874", "windows-874", "WINDOWS-874"},
	{"iso-8859-2", "iso-8859-2", "ISO-8859-2"}, {"latin2", "iso-8859-2", "ISO-8859-2"},
	{"iso-8859-3", "iso-8859-3", "ISO-8859-3"}, {"iso-8859-4", "iso-8859-4", "ISO-8859-4"},
	{"iso-8859-5", "iso-8859-5", "ISO-8859-5"}, {"cyrillic", "iso-8859-5", "ISO-8859-5"},
	{"iso-8859-6", "iso-8859-6", "ISO-8859-6"}, {"arabic", "iso-8859-6", "ISO-8859-6"},
	{"iso-8859-7", "iso-8859-7", "ISO-8859-7"}, {"greek", "iso-8859-7", "ISO-8859-7"},
	{"iso-8859-8", "iso-8859-8", "ISO-8859-8"}, {"iso-8859-8-i", "iso-8859-8", "ISO-8859-8"},
	{"hebrew", "iso-8859-8", "ISO-8859-8"},
	{"iso-8859-10", "iso-8859-10", "ISO-8859-10"}, {"iso-8859-13", "iso-8859-13", "ISO-8859-13"},
	{"iso-8859-14", "iso-8859-14", "ISO-8859-14"}, {"iso-8859-15", "iso-8859-15", "ISO-8859-15"},
	{"latin9", "iso-8859-15", "ISO-8859-15"}, {"iso-8859-16", "iso-8859-16", "ISO-8859-16"},
	{"windows-1250", "windows-1250", "WINDOWS-1250"}, {"cp1250", "windows-1250", "WINDOWS-1250"},
	{"windows-1251", "windows-1251", "WINDOWS-1251"}, {"cp1251", "windows-1251", "WINDOWS-1251"},
	{"x-cp1251", "windows-1251", "WINDOWS-1251"},
	{"windows-1253", "windows-1253", "WINDOWS-1253"}, {"cp1253", "windows-1253", "WINDOWS-1253"},
	{"windows-1254", "windows-1254", "WINDOWS-1254"}, {"cp1254", "windows-1254", "WINDOWS-1254"},
	{"windows-1255", "windows-1255", "WINDOWS-1255"}, {"cp1255", "windows-1255", "WINDOWS-1255"},
	{"windows-1256", "windows-1256", "WINDOWS-1256"}, {"cp1256", "windows-1256", "WINDOWS-1256"},
	{"windows-1257", "windows-1257", "WINDOWS-1257"}, {"cp1257", "windows-1257", "WINDOWS-1257"},
	{"windows-1258", "windows-1258", "WINDOWS-1258"}, {"cp1258", "windows-1258", "WINDOWS-1258"},
	{"koi8-r", "koi8-r", "KOI8-R"}, {"koi8_r", "koi8-r", "KOI8-R"}, {"koi8", "koi8-r", "KOI8-R"},
	{"koi", "koi8-r", "KOI8-R"}, {"cskoi8r", "koi8-r", "KOI8-R"},
	{"koi8-u", "koi8-u", "KOI8-U"}, {"koi8-ru", "koi8-u", "KOI8-U"},
	{"ibm866", "ibm866", "IBM866"}, {"cp866", "ibm866", "IBM866"}, {"866", "ibm866", "IBM866"},
	{"macintosh", "macintosh", "MACINTOSH"}, {"mac", "macintosh", "MACINTOSH"},
	{"x-mac-roman", "macintosh", "MACINTOSH"}, {"x-mac-cyrillic", "x-mac-cyrillic", "MAC-CYRILLIC"},
	/* WHATWG decodes every gbk label with the gb18030 decoder (a superset). */
	{"gbk", "gbk", "GB18030"}, {"gb2312", "gbk", "GB18030"}, {"x-gbk", "gbk", "GB18030"},
	{"chinese", "gbk", "GB18030"}, {"csgb2312", "gbk", "GB18030"},
	{"gb_2312-80", "gbk", "GB18030"}, {"gb_2312", "gbk", "GB18030"}, {"iso-ir-58", "gbk", "GB18030"},
	{"cp936", "gbk", "GB18030"}, {"windows-936", "gbk", "GB18030"},
	{"gb18030", "gb18030", "GB18030"},
	{"big5", "big5", "BIG5-HKSCS"}, {"big5-hkscs", "big5", "BIG5-HKSCS"},
	{"x-x-big5", "big5", "BIG5-HKSCS"}, {"cn-big5", "big5", "BIG5-HKSCS"},
	{"csbig5", "big5", "BIG5-HKSCS"},
	{"euc-jp", "euc-jp", "EUC-JP"}, {"x-euc-jp", "euc-jp", "EUC-JP"},
	{"iso-2022-jp", "iso-2022-jp", "ISO-2022-JP"},
	{"shift_jis", "shift_jis", "CP932"}, {"shift-jis", "shift_jis", "CP932"},
	{"sjis", "shift_jis", "CP932"}, {"x-sjis", "shift_jis", "CP932"},
	{"ms_kanji", "shift_jis", "CP932"}, {"windows-31j", "shift_jis", "CP932"},
	{"csshiftjis", "shift_jis", "CP932"}, {"cp932", "shift_jis", "CP932"},
	{"euc-kr", "euc-kr", "CP949"}, {"ks_c_5601-1987", "euc-kr", "CP949"},
	{"windows-949", "euc-kr", "CP949"}, {"cp949", "euc-kr", "CP949"},
	{"ksc5601", "euc-kr", "CP949"}, {"korean", "euc-kr", "CP949"},
};

static const struct cslabel *lookup(const char *label, size_t len)
{
	while (len && (isspace((unsigned char)*label) || *label == '"' || *label == '\'')) {
		label++;
		len--;
	}
	while (len && (isspace((unsigned char)label[len - 1]) || label[len - 1] == '"' ||
	               label[len - 1] == '\'' || label[len - 1] == ';' || label[len - 1] == '/'))
		len--;
	if (!len || len > 32)
		return NULL;
	for (size_t i = 0; i < sizeof labels / sizeof *labels; i++)
		if (strlen(labels[i].label) == len && !strncasecmp(labels[i].label, label, len))
			return &labels[i];
	return NULL;
}

const char *charset_canon(const char *label, size_t len)
{
	const struct cslabel *l = lookup(label, len);
	return l ? l->canon : NULL;
}

static const char *iconv_name(const char *canon)
{
	for (size_t i = 0; i < sizeof labels / sizeof *labels; i++)
		if (!strcmp(labels[i].canon, canon))
			return labels[i].iconv;
	return NULL;
}

/* Length of the invalid subpart at p[0..n) (>= 1) per WHATWG: a lead byte
 * followed by the valid continuation bytes it allows, cut where it breaks. */
static size_t invalid_len(const unsigned char *p, size_t n)
{
	unsigned c = p[0];
	size_t k;
	unsigned lo = 0x80, hi = 0xBF;
	if (c >= 0xC2 && c <= 0xDF)
		k = 1;
	else if (c >= 0xE0 && c <= 0xEF) {
		k = 2;
		if (c == 0xE0)
			lo = 0xA0;
		else if (c == 0xED)
			hi = 0x9F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		k = 3;
		if (c == 0xF0)
			lo = 0x90;
		else if (c == 0xF4)
			hi = 0x8F;
	} else
		return 1;
	size_t i = 1;
	if (i < n && p[i] >= lo && p[i] <= hi) {
		i++;
		while (i <= k && i < n && (p[i] & 0xC0) == 0x80)
			i++;
	}
	return i;
}

/* Does p[0..n) look like UTF-8 text with at least one non-ASCII character?
 * A truncated last character (a page cut at a size limit) is forgiven when
 * the text before it already has UTF-8 in it. */
static int is_utf8(const char *p, size_t n, int *nonascii, int *exact)
{
	size_t ok = utf8_valid_prefix(p, n);
	*exact = ok == n;
	*nonascii = 0;
	for (size_t i = 0; i < ok; i++)
		if ((unsigned char)p[i] >= 0x80) {
			*nonascii = 1;
			break;
		}
	if (ok == n)
		return 1;
	if (*nonascii && n - ok < 4 &&
	    invalid_len((const unsigned char *)p + ok, n - ok) == n - ok)
		return 1;
	return 0;
}

/* Find the value of attribute name in the tag text t[0..n) (after "<meta").
 * Returns a pointer and sets *vl, or NULL. */
static const char *attr_val(const char *t, size_t n, const char *name, size_t *vl)
{
	size_t nl = strlen(name), i = 0;
	while (i < n) {
		while (i < n && (isspace((unsigned char)t[i]) || t[i] == '/'))
			i++;
		size_t ks = i;
		while (i < n && !isspace((unsigned char)t[i]) && t[i] != '=' && t[i] != '/')
			i++;
		size_t kl = i - ks;
		while (i < n && isspace((unsigned char)t[i]))
			i++;
		const char *v = NULL;
		size_t len = 0;
		if (i < n && t[i] == '=') {
			i++;
			while (i < n && isspace((unsigned char)t[i]))
				i++;
			if (i < n && (t[i] == '"' || t[i] == '\'')) {
				char q = t[i++];
				v = t + i;
				while (i < n && t[i] != q)
					i++;
				len = (size_t)(t + i - v);
				if (i < n)
					i++;
			} else {
				v = t + i;
				while (i < n && !isspace((unsigned char)t[i]))
					i++;
				len = (size_t)(t + i - v);
			}
		}
		if (kl == nl && !strncasecmp(t + ks, name, nl)) {
			*vl = len;
			return v ? v : t + i;
		}
		if (kl == 0 && i < n && !v)
			i++;
	}
	return NULL;
}

/* "text/html; charset=gb2312" -> the label after charset=. */
static const char *charset_param(const char *v, size_t n, size_t *ol)
{
	for (size_t i = 0; i + 7 <= n; i++) {
		if (strncasecmp(v + i, "charset", 7))
			continue;
		size_t j = i + 7;
		while (j < n && isspace((unsigned char)v[j]))
			j++;
		if (j >= n || v[j] != '=')
			continue;
		j++;
		while (j < n && (isspace((unsigned char)v[j]) || v[j] == '"' || v[j] == '\''))
			j++;
		size_t s = j;
		while (j < n && !isspace((unsigned char)v[j]) && v[j] != ';' && v[j] != '"' &&
		       v[j] != '\'' && v[j] != ',')
			j++;
		*ol = j - s;
		return v + s;
	}
	return NULL;
}

const char *charset_from_meta(const char *p, size_t n)
{
	if (n > 32768)
		n = 32768;  /* browsers look at 1 KB; pages put big <style>s first */
	const char *end = p + n, *s = p;
	while ((s = memchr(s, '<', (size_t)(end - s))) != NULL) {
		s++;
		if (end - s >= 3 && !memcmp(s, "!--", 3)) {
			const char *e = memmem(s, (size_t)(end - s), "-->", 3);
			if (!e)
				return NULL;
			s = e + 3;
			continue;
		}
		if (end - s < 5 || strncasecmp(s, "meta", 4) ||
		    !(isspace((unsigned char)s[4]) || s[4] == '/'))
			continue;
		s += 4;
		const char *e = memchr(s, '>', (size_t)(end - s));
		if (!e)
			return NULL;
		size_t vl = 0;
		const char *v = attr_val(s, (size_t)(e - s), "charset", &vl);
		const char *cs = NULL;
		if (v)
			cs = charset_canon(v, vl);
		else {
			size_t hl = 0;
			const char *h = attr_val(s, (size_t)(e - s), "http-equiv", &hl);
			if (h && hl == 12 && !strncasecmp(h, "content-type", 12) &&
			    (v = attr_val(s, (size_t)(e - s), "content", &vl)) != NULL) {
				size_t ll = 0;
				const char *l = charset_param(v, vl, &ll);
				if (l)
					cs = charset_canon(l, ll);
			}
		}
		if (cs) {
			/* A page that says utf-16 in ASCII bytes is not utf-16. */
			if (!strncmp(cs, "utf-16", 6))
				cs = "utf-8";
			return cs;
		}
		s = e;
	}
	return NULL;
}

const char *charset_guess(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	if (n > 65536)
		n = 65536;
	size_t high = 0, paired = 0, cyr = 0, cyr_lower_inner = 0, cyr_inner = 0;
	int in_tag = 0, pair_next = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned c = p[i];
		/* markup is ASCII: look at text only */
		if (c == '<')
			in_tag = 1;
		else if (c == '>')
			in_tag = 0;
		if (in_tag || c < 0x80)
			continue;
		high++;
		if (c >= 0xC0) {
			cyr++;
			if (i > 0 && p[i - 1] >= 0xC0) {
				cyr_inner++;
				cyr_lower_inner += c >= 0xE0;
			}
		}
		if (pair_next) {
			pair_next = 0;
			paired += 2;
		} else if (i + 1 < n && c >= 0xA1 && c <= 0xFE && p[i + 1] >= 0xA1 && p[i + 1] <= 0xFE) {
			pair_next = 1;  /* the next byte is this one's trail byte */
		}
	}
	if (high < 8)
		return "windows-1252";
	/* Russian and other Cyrillic text in windows-1251: letters are C0-FF,
	 * and inside a word nearly all are lower case (E0-FF) */
	if (cyr * 10 >= high * 8 && cyr_inner >= 8 && cyr_lower_inner * 100 >= cyr_inner * 85)
		return "windows-1251";
	/* double-byte CJK: high bytes come in pairs of A1-FE; Latin text has
	 * its accented letters alone between ASCII ones */
	if (paired * 10 >= high * 9)
		return "gbk";
	return "windows-1252";
}

/* charset_sniff, and *valid = 1 when the answer is utf-8 because the whole
 * input was checked and is valid (nothing to repair). */
static const char *sniff(const char *p, size_t n, const char *hint, size_t *bom, int *valid)
{
	const unsigned char *u = (const unsigned char *)p;
	*bom = 0;
	*valid = 0;
	if (n >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF) {
		*bom = 3;
		return "utf-8";
	}
	if (n >= 2 && u[0] == 0xFF && u[1] == 0xFE) {
		*bom = 2;
		return "utf-16le";
	}
	if (n >= 2 && u[0] == 0xFE && u[1] == 0xFF) {
		*bom = 2;
		return "utf-16be";
	}
	const char *cs = NULL;
	if (hint && *hint) {
		size_t ll = 0;
		const char *l = charset_param(hint, strlen(hint), &ll);
		cs = l ? charset_canon(l, ll) : charset_canon(hint, strlen(hint));
		if (cs && !strncmp(cs, "utf-16", 6))
			cs = NULL;  /* without a BOM, a utf-16 label on HTML is wrong */
	}
	if (!cs)
		cs = charset_from_meta(p, n);
	int nonascii;
	if (cs) {
		if (!strcmp(cs, "windows-1252") && is_utf8(p, n, &nonascii, valid) && nonascii)
			return "utf-8";
		*valid = 0;
		return cs;
	}
	if (is_utf8(p, n, &nonascii, valid))
		return "utf-8";
	*valid = 0;
	return charset_guess(p, n);
}

const char *charset_sniff(const char *p, size_t n, const char *hint, size_t *bom)
{
	int valid;
	return sniff(p, n, hint, bom, &valid);
}

void charset_dec_release(struct charset_dec *d)
{
	if (d->cd)
		iconv_close((iconv_t)d->cd);
	d->cd = NULL;
	d->cs = NULL;
}

/* U+0080..U+009F as windows-1252 maps them; 0 = the byte's own C1 control. */
static const uint16_t cp1252_hi[32] = {
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

static void put_cp(struct buf *out, unsigned c)
{
	char t[3];
	if (c < 0x80) {
		buf_putc(out, (int)c);
	} else if (c < 0x800) {
		t[0] = (char)(0xC0 | (c >> 6));
		t[1] = (char)(0x80 | (c & 0x3F));
		buf_add(out, t, 2);
	} else {
		t[0] = (char)(0xE0 | (c >> 12));
		t[1] = (char)(0x80 | ((c >> 6) & 0x3F));
		t[2] = (char)(0x80 | (c & 0x3F));
		buf_add(out, t, 3);
	}
}

static void decode_1252(const char *s, size_t n, struct buf *out)
{
	const unsigned char *p = (const unsigned char *)s;
	buf_grow(out, n + n / 2);
	size_t i = 0;
	while (i < n) {
		size_t j = i;
		while (j < n && p[j] < 0x80)
			j++;
		buf_add(out, p + i, j - i);
		if (j >= n)
			break;
		unsigned c = p[j];
		if (c < 0xA0 && cp1252_hi[c - 0x80])
			c = cp1252_hi[c - 0x80];
		put_cp(out, c);
		i = j + 1;
	}
}

int charset_decode(struct charset_dec *d, const char *cs, const char *p, size_t n,
                   struct buf *out)
{
	if (!strcmp(cs, "utf-8")) {
		utf8_repair(p, n, out);
		return 0;
	}
	if (!strcmp(cs, "windows-1252")) {
		decode_1252(p, n, out);
		return 0;
	}
	if (!d->cs || strcmp(d->cs, cs)) {
		const char *in = iconv_name(cs);
		if (!in)
			return mtk_seterr("charset %s: unknown", cs);
		iconv_t cd = iconv_open("UTF-8", in);
		if (cd == (iconv_t)-1)
			return mtk_seterr("charset %s: no converter (%s)", cs, strerror(errno));
		charset_dec_release(d);
		d->cd = cd;
		d->cs = cs;
	} else {
		iconv((iconv_t)d->cd, NULL, NULL, NULL, NULL);  /* reset shift state */
	}
	iconv_t cd = (iconv_t)d->cd;
	char *ip = (char *)p;
	size_t il = n;
	while (il) {
		buf_grow(out, il * 2 + 16);
		char *op = out->p + out->len;
		size_t ol = out->cap - out->len - 1, ol0 = ol;
		size_t r = iconv(cd, &ip, &il, &op, &ol);
		out->len += ol0 - ol;
		out->p[out->len] = 0;
		if (r != (size_t)-1)
			break;
		if (errno == E2BIG)
			continue;
		/* EILSEQ or EINVAL (truncated at the end): one U+FFFD, skip a byte. */
		buf_add(out, "\xEF\xBF\xBD", 3);
		ip++;
		il--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
	/* Flush any pending shift sequence. */
	buf_grow(out, 16);
	char *op = out->p + out->len;
	size_t ol = out->cap - out->len - 1, ol0 = ol;
	iconv(cd, NULL, NULL, &op, &ol);
	out->len += ol0 - ol;
	out->p[out->len] = 0;
	return 0;
}

void charset_to_utf8(struct charset_dec *d, const char *p, size_t n, const char *hint,
                     struct buf *out, const char **cs)
{
	size_t bom;
	int valid;
	const char *c = sniff(p, n, hint, &bom, &valid);
	size_t l0 = out->len;
	if (valid)
		buf_add(out, p, n);  /* checked already: a copy will do */
	else if (charset_decode(d, c, p + bom, n - bom, out) < 0) {
		out->len = l0;
		c = "windows-1252";
		charset_decode(d, c, p + bom, n - bom, out);
	}
	*cs = c;
}
