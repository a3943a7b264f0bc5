/*
 * warc: see warc.h. Two layers:
 *
 *   raw input window (in)  --libdeflate, one member per call / zlib stream /
 *                             zstd, one frame at a time-->
 *   decompressed buffer (d)  --record parser-->  struct warc_rec
 *
 * d holds the bytes not yet returned; a record is parsed in place (header
 * lines NUL-terminated where they stand) and handed out as pointers into d.
 * d is compacted only when more data is needed, so a reader over a plain or
 * single-stream file does not move every byte once per record.
 */
#include "warc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include "buf.h"
#include "err.h"

#define IN_WIN0     (4u << 20)      /* raw window; most members fit many times */
#define IN_WIN_MAX  (64u << 20)     /* beyond this a member is streamed by zlib */
#define D_FREE0     (2u << 20)      /* free output space offered to libdeflate */
#define D_LD_MAX    (32u << 20)     /* member output beyond this: zlib (streamed, in bounded memory) */
#define Z_CHUNK     (1u << 20)      /* zlib output per step */
#define HDR_MAX     (1u << 20)      /* a WARC header longer than this is corrupt */
#define REC_MAX     ((uint64_t)1 << 30)
#define DICT_MAX    (64u << 20)     /* a bigger zstd dictionary is corrupt */

struct seg {
	size_t dstart;
	uint64_t off;
};

struct warc {
	char *name;
	int fd;                       /* -1 for memory input */
	/* raw input: window [in_pos, in_len) of in; in[0] is input offset in_base */
	unsigned char *inbuf;         /* owned window (NULL for memory input) */
	const unsigned char *in;
	size_t in_cap, in_pos, in_len;
	uint64_t in_base;
	int in_eof;
	int mode;                     /* 0 unknown, 1 plain, 2 gzip, 3 zstd */
	/* gzip */
	struct libdeflate_decompressor *ld;
	z_stream z;
	int z_init, z_active;
	int pending_trunc;            /* a cut member's bytes were handed on; error next */
	uint64_t z_member_off;        /* input offset of the gzip member or zstd frame */
	/* zstd: one frame at a time, streamed into d */
	ZSTD_DCtx *zs;
	ZSTD_DDict *zdict;            /* from the leading skippable frame, if any */
	int zs_active;                /* inside a frame */
	uint64_t zs_frame_end;        /* its end in the input, 0 when unknown */
	unsigned zs_dict_id;          /* the dictionary it names, 0 none */
	/* decompressed bytes: [d_pos, d_len) not yet consumed */
	char *d;
	size_t d_cap, d_pos, d_len;
	uint64_t d_off;               /* plain: input offset of d[0] */
	struct seg *seg;              /* gzip: member start offsets within d */
	int nseg, segcap;
	size_t saved_pos;             /* byte overwritten by the block's NUL */
	char saved;
	int has_saved;
	int nrec;                     /* records returned (the first decides "not WARC") */
	size_t max_line;              /* warc_getline: longer lines are passed over (0: no limit) */
	uint64_t long_len;            /* the length of the last line passed over */
	int fatal, done;
	uint64_t errors;
};

int warc_type_of(const char *s)
{
	static const struct { const char *n; int t; } tab[] = {
		{"response", WARC_RESPONSE}, {"request", WARC_REQUEST},
		{"metadata", WARC_METADATA}, {"warcinfo", WARC_WARCINFO},
		{"revisit", WARC_REVISIT}, {"resource", WARC_RESOURCE},
		{"conversion", WARC_CONVERSION}, {"continuation", WARC_CONTINUATION},
	};
	for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
		if (!strcasecmp(s, tab[i].n))
			return tab[i].t;
	return WARC_OTHER;
}

static struct warc *warc_alloc(const char *name)
{
	struct warc *w = xcalloc(1, sizeof *w);
	w->name = xstrdup(name);
	w->fd = -1;
	return w;
}

struct warc *warc_open(const char *path)
{
	struct warc *w;
	if (!path || !strcmp(path, "-")) {
		w = warc_alloc("<stdin>");
		w->fd = 0;
	} else {
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			mtk_seterr("%s: %s", path, strerror(errno));
			return NULL;
		}
		w = warc_alloc(path);
		w->fd = fd;
	}
	w->in_cap = IN_WIN0;
	w->inbuf = xmalloc(w->in_cap);
	w->in = w->inbuf;
	return w;
}

struct warc *warc_open_mem(const void *p, size_t n, const char *name)
{
	struct warc *w = warc_alloc(name ? name : "<memory>");
	w->in = p;
	w->in_len = w->in_cap = n;
	w->in_eof = 1;
	return w;
}

void warc_close(struct warc *w)
{
	if (!w)
		return;
	if (w->fd > 0)
		close(w->fd);
	if (w->ld)
		libdeflate_free_decompressor(w->ld);
	if (w->z_init)
		inflateEnd(&w->z);
	ZSTD_freeDCtx(w->zs);
	ZSTD_freeDDict(w->zdict);
	free(w->inbuf);
	free(w->d);
	free(w->seg);
	free(w->name);
	free(w);
}

void warc_set_max_line(struct warc *w, size_t max) { w->max_line = max; }
uint64_t warc_long_len(const struct warc *w) { return w->long_len; }

const char *warc_name(const struct warc *w) { return w->name; }
uint64_t warc_errors(const struct warc *w) { return w->errors; }
uint64_t warc_in_bytes(const struct warc *w) { return w->in_base + w->in_pos; }

/* An error at input offset off: counted, message set, -1. */
static int rec_err(struct warc *w, uint64_t off, const char *what)
{
	w->errors++;
	return mtk_seterr("%s: offset %llu: %s", w->name, (unsigned long long)off, what);
}

/* ---- raw input ---------------------------------------------------------- */

/* Move the window to the front and read until it is full or EOF. want: grow
 * the window to at least this size. 1 read something, 0 nothing (EOF or
 * memory input), -1 read error. */
static int in_fill(struct warc *w, size_t want)
{
	if (w->in_eof || w->fd < 0)
		return 0;
	if (w->in_pos) {
		memmove(w->inbuf, w->inbuf + w->in_pos, w->in_len - w->in_pos);
		w->in_len -= w->in_pos;
		w->in_base += w->in_pos;
		w->in_pos = 0;
	}
	if (want > w->in_cap) {
		w->in_cap = want;
		w->inbuf = xrealloc(w->inbuf, w->in_cap);
		w->in = w->inbuf;
	}
	size_t got0 = w->in_len;
	while (w->in_len < w->in_cap) {
		ssize_t n = read(w->fd, w->inbuf + w->in_len, w->in_cap - w->in_len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			w->errors++;
			mtk_seterr("%s: read error: %s", w->name, strerror(errno));
			w->in_eof = 1;
			return -1;
		}
		if (n == 0) {
			w->in_eof = 1;
			break;
		}
		w->in_len += (size_t)n;
	}
	return w->in_len > got0;
}

static size_t in_avail(const struct warc *w) { return w->in_len - w->in_pos; }

/* ---- decompressed buffer ------------------------------------------------ */

/* Drop the consumed prefix of d and make room for extra more bytes (+1 for
 * the block's NUL). */
static void d_reserve(struct warc *w, size_t extra)
{
	if (w->has_saved) {
		w->d[w->saved_pos] = w->saved;
		w->has_saved = 0;
	}
	if (w->d_pos) {
		size_t s = w->d_pos;
		memmove(w->d, w->d + s, w->d_len - s);
		w->d_len -= s;
		w->d_pos = 0;
		w->d_off += s;
		int k = 0;
		for (int i = 0; i < w->nseg; i++) {
			if (w->seg[i].dstart <= s && i + 1 < w->nseg && w->seg[i + 1].dstart <= s)
				continue;        /* wholly consumed */
			w->seg[k].off = w->seg[i].off;
			w->seg[k].dstart = w->seg[i].dstart > s ? w->seg[i].dstart - s : 0;
			k++;
		}
		w->nseg = k;
	}
	if (w->d_cap - w->d_len < extra + 1) {
		size_t nc = w->d_cap ? w->d_cap : D_FREE0;
		while (nc - w->d_len < extra + 1)
			nc *= 2;
		w->d = xrealloc(w->d, nc);
		w->d_cap = nc;
	}
}

static void seg_add(struct warc *w, uint64_t off)
{
	if (w->nseg && w->seg[w->nseg - 1].dstart == w->d_len) {
		w->seg[w->nseg - 1].off = off;      /* the previous member gave nothing */
		return;
	}
	if (w->nseg == w->segcap) {
		w->segcap = w->segcap ? 2 * w->segcap : 16;
		w->seg = xrealloc(w->seg, (size_t)w->segcap * sizeof *w->seg);
	}
	w->seg[w->nseg].dstart = w->d_len;
	w->seg[w->nseg].off = off;
	w->nseg++;
}

/* Input offset where decompressed byte d[pos] came from. */
static uint64_t d_offset(const struct warc *w, size_t pos)
{
	if (w->mode < 2)
		return w->d_off + pos;
	uint64_t off = w->in_base + w->in_pos;
	for (int i = 0; i < w->nseg; i++) {
		if (w->seg[i].dstart > pos)
			break;
		off = w->seg[i].off;
	}
	return off;
}

static int is_gz_magic(const unsigned char *p) { return p[0] == 0x1f && p[1] == 0x8b && p[2] == 8; }
static int is_zs_magic(const unsigned char *p)
{
	return p[0] == 0x28 && p[1] == 0xb5 && p[2] == 0x2f && p[3] == 0xfd;
}
/* zstd skippable frames: 0x184D2A50..5F, little-endian */
static int is_skip_magic(const unsigned char *p)
{
	return (p[0] & 0xf0) == 0x50 && p[1] == 0x2a && p[2] == 0x4d && p[3] == 0x18;
}
static int is_member_start(const struct warc *w, const unsigned char *p)
{
	return w->mode == 3 ? is_zs_magic(p) || is_skip_magic(p) : is_gz_magic(p);
}

/* Skip to the next gzip member or zstd frame after a bad one; the bytes in
 * between are lost. */
static void gz_resync(struct warc *w, size_t from)
{
	const size_t ml = w->mode == 3 ? 4 : 3;
	w->in_pos = from;
	for (;;) {
		while (in_avail(w) >= ml) {
			const unsigned char *p = w->in + w->in_pos, *e = w->in + w->in_len - (ml - 1);
			if (w->mode != 3)
				p = memchr(p, 0x1f, (size_t)(e - p));
			else
				while (p < e && *p != 0x28 && (*p & 0xf0) != 0x50)
					p++;
			if (!p || p == e) {
				w->in_pos = w->in_len - (ml - 1);
				break;
			}
			w->in_pos = (size_t)(p - w->in);
			if (is_member_start(w, p))
				return;
			w->in_pos++;
		}
		if (in_fill(w, 0) <= 0) {
			w->in_pos = w->in_len;
			return;
		}
	}
}

/* Continue a zlib-streamed member: up to Z_CHUNK more bytes into d.
 * Output is handed on only when the chunk is full or the member ended
 * (checksum verified), so a small corrupt member yields nothing. A member
 * cut short by the end of the input yields what inflated, and the error is
 * reported on the next call, after the records before the cut. */
static int z_step(struct warc *w)
{
	d_reserve(w, Z_CHUNK);
	size_t start = w->d_len;
	for (;;) {
		if (!in_avail(w) && in_fill(w, 0) < 0)
			return -1;
		w->z.next_in = (unsigned char *)(w->in + w->in_pos);
		w->z.avail_in = (uInt)(in_avail(w) > (1u << 30) ? (1u << 30) : in_avail(w));
		w->z.next_out = (unsigned char *)w->d + w->d_len;
		w->z.avail_out = (uInt)(Z_CHUNK - (w->d_len - start));
		int zr = inflate(&w->z, Z_NO_FLUSH);
		w->in_pos += (size_t)(w->z.next_in - (w->in + w->in_pos));
		w->d_len = (size_t)((char *)w->z.next_out - w->d);
		if (zr == Z_STREAM_END) {
			w->z_active = 0;
			return 1;
		}
		if ((zr == Z_OK || zr == Z_BUF_ERROR) && !w->z.avail_out)
			return 1;
		if (zr == Z_OK || zr == Z_BUF_ERROR) {
			if (!in_avail(w) && w->in_eof) {
				w->z_active = 0;
				if (w->d_len > start) {
					w->pending_trunc = 1;
					return 1;
				}
				return rec_err(w, w->z_member_off, "truncated gzip member (unexpected end of file)");
			}
			continue;
		}
		w->z_active = 0;
		w->d_len = start;
		rec_err(w, w->z_member_off, "corrupt gzip data");
		gz_resync(w, w->in_pos);
		return -1;
	}
}

/* Append the next member to d. 1 appended, 0 EOF, -1 error. */
static int gz_member(struct warc *w)
{
	if (w->pending_trunc) {
		w->pending_trunc = 0;
		return rec_err(w, w->z_member_off, "truncated gzip member (unexpected end of file)");
	}
	if (w->z_active)
		return z_step(w);
	for (;;) {
		if (in_avail(w) < w->in_cap / 2 && !w->in_eof)
			if (in_fill(w, 0) < 0)
				return -1;
		if (!in_avail(w))
			return 0;
		if (in_avail(w) < 3 || !is_gz_magic(w->in + w->in_pos)) {
			/* Trailing NULs (padding some writers leave) end the file. */
			size_t i = w->in_pos;
			while (i < w->in_len && w->in[i] == 0)
				i++;
			if (i == w->in_len && w->in_eof) {
				w->in_pos = i;
				return 0;
			}
			uint64_t off = w->in_base + w->in_pos;
			gz_resync(w, w->in_pos + 1);
			return rec_err(w, off, "not a gzip member (garbage between records)");
		}
		break;
	}
	uint64_t off = w->in_base + w->in_pos;
	if (!w->ld)
		w->ld = libdeflate_alloc_decompressor();
	size_t free_out = D_FREE0;
	for (;;) {
		d_reserve(w, free_out);
		size_t used = 0, made = 0;
		enum libdeflate_result r = libdeflate_gzip_decompress_ex(w->ld, w->in + w->in_pos,
			in_avail(w), w->d + w->d_len, w->d_cap - w->d_len - 1, &used, &made);
		if (r == LIBDEFLATE_SUCCESS) {
			seg_add(w, off);
			w->d_len += made;
			w->in_pos += used;
			return 1;
		}
		if (r == LIBDEFLATE_INSUFFICIENT_SPACE && w->d_cap - w->d_len < D_LD_MAX) {
			free_out = 2 * (w->d_cap - w->d_len);
			continue;
		}
		if (r == LIBDEFLATE_BAD_DATA && !w->in_eof && w->fd >= 0) {
			/* Maybe the member goes on past the window: read more. */
			size_t want = in_avail(w) == w->in_cap ? 2 * w->in_cap : w->in_cap;
			if (want <= IN_WIN_MAX) {
				if (in_fill(w, want) < 0)
					return -1;
				off = w->in_base + w->in_pos;
				continue;
			}
		}
		break;
	}
	/* Too big, truncated or corrupt: zlib streams it and tells which. */
	if (!w->z_init) {
		if (inflateInit2(&w->z, 16 + MAX_WBITS) != Z_OK)
			return mtk_seterr("%s: zlib init failed", w->name);
		w->z_init = 1;
	} else {
		inflateReset(&w->z);
	}
	w->z_active = 1;
	w->z_member_off = off;
	seg_add(w, off);
	return z_step(w);
}

/* ---- zstd --------------------------------------------------------------- */

/* The IIPC "WARC zstd" layout: every record its own frame, all of them
 * compressed with the dictionary carried by a skippable frame (magic
 * 0x184D2A5D) at the start of the file, itself plain or zstd-compressed.
 * A whole WARC compressed as one frame (zstd file.warc) reads the same way,
 * one Z_CHUNK at a time. */

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Leave the current frame after an error: at its end when its size was
 * known, else at the next frame magic. */
static void zs_skip_frame(struct warc *w)
{
	uint64_t pos = w->in_base + w->in_pos, end = w->zs_frame_end;
	if (end && end >= pos) {
		while (end > w->in_base + w->in_len) {
			w->in_pos = w->in_len;
			if (in_fill(w, 0) <= 0)
				return;
		}
		w->in_pos = (size_t)(end - w->in_base);
		return;
	}
	/* unknown end: the next magic after the frame's start */
	size_t from = w->in_pos;
	if (w->z_member_off >= w->in_base && w->z_member_off + 1 > w->in_base + w->in_pos)
		from = (size_t)(w->z_member_off - w->in_base) + 1;
	gz_resync(w, from);
}

/* Continue the current frame: up to Z_CHUNK more bytes into d, handed on
 * when the chunk is full or the frame ended (as z_step). */
static int zs_step(struct warc *w)
{
	d_reserve(w, Z_CHUNK);
	size_t start = w->d_len;
	for (;;) {
		if (!in_avail(w) && in_fill(w, 0) < 0)
			return -1;
		ZSTD_inBuffer ib = {w->in + w->in_pos, in_avail(w), 0};
		ZSTD_outBuffer ob = {w->d + w->d_len, Z_CHUNK - (w->d_len - start), 0};
		size_t zr = ZSTD_decompressStream(w->zs, &ob, &ib);
		w->in_pos += ib.pos;
		w->d_len += ob.pos;
		if (ZSTD_isError(zr)) {
			char msg[200];
			w->zs_active = 0;
			w->d_len = start;
			if (ZSTD_getErrorCode(zr) == ZSTD_error_dictionary_wrong && !w->zdict && w->zs_dict_id)
				snprintf(msg, sizeof msg, "zstd frame needs dictionary %u, and the file carries none",
					w->zs_dict_id);
			else if (w->in_base + w->in_pos > w->z_member_off + Z_CHUNK)
				/* a long frame (a whole file): where the damage was met */
				snprintf(msg, sizeof msg, "corrupt zstd frame (%s, found near offset %llu)",
					ZSTD_getErrorName(zr), (unsigned long long)(w->in_base + w->in_pos));
			else
				snprintf(msg, sizeof msg, "corrupt zstd frame (%s)", ZSTD_getErrorName(zr));
			rec_err(w, w->z_member_off, msg);
			zs_skip_frame(w);
			return -1;
		}
		if (zr == 0) {
			w->zs_active = 0;
			return 1;
		}
		if (w->d_len - start == Z_CHUNK)
			return 1;
		if (!in_avail(w) && w->in_eof) {
			w->zs_active = 0;
			if (w->d_len > start) {
				w->pending_trunc = 1;
				return 1;
			}
			return rec_err(w, w->z_member_off, "truncated zstd frame (unexpected end of file)");
		}
	}
}

/* The dictionary in the skippable frame at in_pos (sz bytes after its
 * 8-byte header). 0, or -1 (fatal: no frame can be read without it). */
static int zs_load_dict(struct warc *w, uint32_t sz)
{
	uint64_t off = w->in_base + w->in_pos;
	if (sz > DICT_MAX) {
		w->fatal = 1;
		return rec_err(w, off, "zstd dictionary frame too large");
	}
	if (in_avail(w) < 8 + (size_t)sz && in_fill(w, 8 + (size_t)sz > w->in_cap ? 8 + (size_t)sz : 0) < 0)
		return -1;
	if (in_avail(w) < 8 + (size_t)sz) {
		w->fatal = 1;
		return rec_err(w, off, "truncated zstd dictionary frame");
	}
	const unsigned char *p = w->in + w->in_pos + 8;
	struct buf raw = BUF_INIT;
	const char *why = NULL;
	if (sz >= 4 && is_zs_magic(p)) {
		/* a compressed dictionary */
		ZSTD_DCtx *dc = ZSTD_createDCtx();
		ZSTD_inBuffer ib = {p, sz, 0};
		size_t zr = 1;
		while (!why && zr) {
			buf_grow(&raw, 1u << 16);
			ZSTD_outBuffer ob = {raw.p + raw.len, raw.cap - raw.len - 1, 0};
			zr = ZSTD_decompressStream(dc, &ob, &ib);
			raw.len += ob.pos;
			if (ZSTD_isError(zr))
				why = "corrupt compressed zstd dictionary";
			else if (raw.len > DICT_MAX)
				why = "zstd dictionary too large";
			else if (zr && ib.pos == ib.size && !ob.pos)
				why = "truncated compressed zstd dictionary";
		}
		ZSTD_freeDCtx(dc);
		p = (const unsigned char *)raw.p;
		sz = (uint32_t)raw.len;
	}
	if (!why) {
		w->zdict = ZSTD_createDDict(p, sz);
		if (!w->zdict)
			why = "bad zstd dictionary";
	}
	buf_release(&raw);
	if (why) {
		w->fatal = 1;
		return rec_err(w, off, why);
	}
	return 0;
}

/* Append the next frame (or the next chunk of a long one) to d. 1, 0 EOF,
 * -1 error. */
static int zs_member(struct warc *w)
{
	if (w->pending_trunc) {
		w->pending_trunc = 0;
		return rec_err(w, w->z_member_off, "truncated zstd frame (unexpected end of file)");
	}
	if (w->zs_active)
		return zs_step(w);
	const unsigned char *p;
	uint64_t off;
	for (;;) {
		if (in_avail(w) < w->in_cap / 2 && !w->in_eof && in_fill(w, 0) < 0)
			return -1;
		if (!in_avail(w))
			return 0;
		p = w->in + w->in_pos;
		off = w->in_base + w->in_pos;
		if (in_avail(w) >= 8 && is_skip_magic(p)) {
			uint32_t sz = le32(p + 4);
			/* the dictionary, when there is one, comes first */
			if (p[0] == 0x5d && off == 0) {
				if (zs_load_dict(w, sz) < 0)
					return -1;
				w->in_pos += 8 + (size_t)sz;
				continue;
			}
			uint64_t left = 8 + (uint64_t)sz;
			while (left) {
				if (!in_avail(w) && in_fill(w, 0) <= 0) {
					w->in_pos = w->in_len;
					return rec_err(w, off, "truncated zstd skippable frame");
				}
				size_t k = in_avail(w) < left ? in_avail(w) : (size_t)left;
				w->in_pos += k;
				left -= k;
			}
			continue;
		}
		if (in_avail(w) >= 4 && is_zs_magic(p))
			break;
		size_t i = w->in_pos;      /* trailing NULs end the file */
		while (i < w->in_len && w->in[i] == 0)
			i++;
		if (i == w->in_len && w->in_eof) {
			w->in_pos = i;
			return 0;
		}
		gz_resync(w, w->in_pos + 1);
		return rec_err(w, off, "not a zstd frame (garbage between records)");
	}
	if (!w->zs)
		w->zs = ZSTD_createDCtx();
	ZSTD_DCtx_reset(w->zs, ZSTD_reset_session_only);
	if (w->zdict)
		ZSTD_DCtx_refDDict(w->zs, w->zdict);
	size_t fs = ZSTD_findFrameCompressedSize(p, in_avail(w));
	w->zs_frame_end = ZSTD_isError(fs) ? 0 : off + fs;
	w->zs_dict_id = ZSTD_getDictID_fromFrame(p, in_avail(w));
	w->z_member_off = off;
	w->zs_active = 1;
	seg_add(w, off);
	return zs_step(w);
}

/* Append more decompressed input to d: 1, 0 at EOF, -1 error. */
static int more(struct warc *w)
{
	if (w->done)
		return 0;
	if (!w->mode) {
		if (in_avail(w) < 4)
			in_fill(w, 0);
		const unsigned char *p = w->in + w->in_pos;
		if (in_avail(w) >= 3 && is_gz_magic(p))
			w->mode = 2;
		else if (in_avail(w) >= 4 && (is_zs_magic(p) || is_skip_magic(p)))
			w->mode = 3;
		else
			w->mode = 1;
	}
	if (w->mode == 2)
		return gz_member(w);
	if (w->mode == 3)
		return zs_member(w);
	if (!in_avail(w)) {
		int r = in_fill(w, 0);
		if (r < 0)
			return -1;
		if (!r && !in_avail(w))
			return 0;
	}
	size_t n = in_avail(w);
	if (n > Z_CHUNK)
		n = Z_CHUNK;
	d_reserve(w, n);
	memcpy(w->d + w->d_len, w->in + w->in_pos, n);
	w->d_len += n;
	w->in_pos += n;
	return 1;
}

/* Make sure d holds at least n unconsumed bytes: 1, 0 EOF first, -1 error. */
static int need(struct warc *w, size_t n)
{
	while (w->d_len - w->d_pos < n) {
		int r = more(w);
		if (r <= 0)
			return r;
	}
	return 1;
}

/* ---- records ------------------------------------------------------------ */

static int starts_warc(const char *p, size_t n)
{
	/* 1.0, 1.1, and the 0.17/0.18 of ClueWeb-era crawls */
	return n >= 7 && !memcmp(p, "WARC/", 5) && p[5] >= '0' && p[5] <= '9' && p[6] == '.';
}

static int seg_start(const struct warc *w, size_t i)
{
	for (int k = 0; k < w->nseg; k++)
		if (w->seg[k].dstart == i)
			return 1;
	return 0;
}

/* After a bad record: advance d_pos to the next "WARC/1." that starts a line
 * or a gzip member. */
static void resync(struct warc *w)
{
	size_t i = w->d_pos + 1;
	for (;;) {
		while (i + 7 <= w->d_len) {
			char *p = memchr(w->d + i, 'W', w->d_len - i);
			if (!p) {
				i = w->d_len;
				break;
			}
			i = (size_t)(p - w->d);
			if (i + 7 > w->d_len)
				break;
			if (((i > 0 && w->d[i - 1] == '\n') || seg_start(w, i)) && starts_warc(p, 7)) {
				w->d_pos = i;
				return;
			}
			i++;
		}
		if (i > w->d_len)
			i = w->d_len;
		/* keep the byte before i for the line-start check */
		w->d_pos = i > 0 ? i - 1 : 0;
		size_t rel = i - w->d_pos;
		int r = more(w);
		if (r == 0) {
			w->d_pos = w->d_len;
			return;
		}
		if (r < 0 && w->fatal)
			return;
		i = w->d_pos + rel;
	}
}

/* Common Crawl's layout, a gzip member (zstd frame) per record: a record
 * that starts a member and whose Content-Length (want bytes from d_pos,
 * header included) runs into a later member that starts with a WARC header
 * has a wrong Content-Length; it does not span members (bgzip-style blocks
 * split records anywhere, but not exactly at a record's start). The d
 * position of that member, or 0. */
static size_t overrun(const struct warc *w, size_t want)
{
	if (w->mode < 2 || !seg_start(w, w->d_pos))
		return 0;
	for (int k = 0; k < w->nseg; k++) {
		size_t s = w->seg[k].dstart;
		if (s > w->d_pos && s - w->d_pos < want && s < w->d_len && starts_warc(w->d + s, w->d_len - s))
			return s;
	}
	return 0;
}

/* A record whose Content-Length is over max_line: its block read to its
 * end and dropped as it comes, never held. WARC_LONG with r's type and
 * offset (the other fields "", block_len 0) and long_len its
 * Content-Length, or -1 as warc_next (cut short; past its member into one
 * that starts a record). */
static int pass_over(struct warc *w, struct warc_rec *r, size_t hpos, size_t blen_hdr, uint64_t clen,
                     uint64_t off)
{
	static const char empty[1] = "";
	int type = warc_type_of(r->type_str);
	w->d_pos = hpos;
	int atseg = w->mode >= 2 && seg_start(w, hpos), first = 1;
	uint64_t left = blen_hdr + clen, seen = 0;
	for (;;) {
		for (int k = 0; atseg && k < w->nseg; k++) {
			size_t s = w->seg[k].dstart;
			if ((s > w->d_pos || (!first && s == w->d_pos)) && s - w->d_pos < left && s < w->d_len &&
			    starts_warc(w->d + s, w->d_len - s)) {
				char msg[200];
				snprintf(msg, sizeof msg, "Content-Length %llu runs past the record's %s (%llu bytes of"
				         " block in it); going on with the next record", (unsigned long long)clen,
				         w->mode == 3 ? "zstd frame" : "gzip member",
				         (unsigned long long)(seen + (s - w->d_pos) - blen_hdr));
				w->d_pos = s;
				return rec_err(w, off, msg);
			}
		}
		size_t n = w->d_len - w->d_pos;
		if (n >= left) {
			w->d_pos += (size_t)left;
			break;
		}
		left -= n;
		seen += n;
		w->d_pos = w->d_len;
		first = 0;
		int rc = more(w);
		if (rc <= 0) {
			if (rc == 0) {
				char msg[160];
				snprintf(msg, sizeof msg, "truncated WARC record (Content-Length %llu, %llu bytes left)",
				         (unsigned long long)clen, (unsigned long long)(seen - blen_hdr));
				rec_err(w, off, msg);
			}
			w->d_pos = w->d_len;
			return -1;
		}
	}
	memset(r, 0, sizeof *r);
	r->type_str = r->uri = r->id = r->date = r->ctype = r->truncated = r->payload_type = r->block = empty;
	r->type = type;
	r->offset = off;
	w->long_len = clen;   /* block "" and block_len 0: a caller that reads it reads nothing */
	w->nrec++;
	return WARC_LONG;
}

static char *trim(char *s, char *e)
{
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		e--;
	*e = 0;
	return s;
}

static int parse_u64(const char *s, uint64_t *v)
{
	uint64_t x = 0;
	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || x > (UINT64_MAX - 9) / 10)
			return -1;
		x = x * 10 + (uint64_t)(*s - '0');
	}
	*v = x;
	return 0;
}

int warc_next(struct warc *w, struct warc_rec *r)
{
	static const char empty[1] = "";
	if (w->fatal || w->done)
		return 0;
	if (w->has_saved) {
		w->d[w->saved_pos] = w->saved;
		w->has_saved = 0;
	}
	/* Records end with "\r\n\r\n"; tolerate more or fewer blank lines. */
	uint64_t skipped = 0;
	for (;;) {
		int rc = need(w, 1);
		if (rc < 0)
			return w->fatal ? -1 : (w->d_pos = w->d_len, -1);
		if (rc == 0) {
			w->done = 1;
			/* An empty input (no bytes once decompressed: an empty file,
			 * /dev/null, an empty gzip member) is no error: array jobs and
			 * pipes make empty shards (mtk(7)). One of only blanks or NULs
			 * (a gzip of zeros) is not a WARC. */
			if (!w->nrec && !w->errors && skipped) {
				char m[96];
				snprintf(m, sizeof m, "not a WARC file (%llu bytes, all blank or NUL)",
				         (unsigned long long)skipped);
				return rec_err(w, 0, m);
			}
			return 0;
		}
		char c = w->d[w->d_pos];
		if (c != '\r' && c != '\n' && c != ' ' && c != '\t' && c != 0)
			break;
		w->d_pos++;
		skipped++;
	}
	uint64_t off = d_offset(w, w->d_pos);
	int rc = need(w, 8);
	if (rc < 0) {
		w->d_pos = w->d_len;
		return -1;
	}
	if (!starts_warc(w->d + w->d_pos, w->d_len - w->d_pos)) {
		const char *p = w->d + w->d_pos;
		size_t n = w->d_len - w->d_pos;
		if (n >= 11 && !memcmp(p, "filedesc://", 11)) {
			w->fatal = 1;
			return rec_err(w, off, "ARC file, not WARC (ARC is not supported)");
		}
		if (!w->nrec) {
			w->fatal = 1;
			return rec_err(w, off, "not a WARC file (no WARC/1.x header)");
		}
		rec_err(w, off, w->mode >= 2 && seg_start(w, w->d_pos)
			? w->mode == 3 ? "a zstd frame that holds no WARC record (no WARC/1.x header); skipping it"
			               : "a gzip member that holds no WARC record (no WARC/1.x header); skipping it"
			: "no WARC/1.x header where a record should start; skipping to the next record");
		resync(w);
		return -1;
	}
	/* Find the end of the header block. */
	size_t hend = 0, scan = w->d_pos, body = 0;
	for (;;) {
		char *nl;
		while ((nl = memchr(w->d + scan, '\n', w->d_len - scan))) {
			size_t i = (size_t)(nl - w->d);
			/* blank line: "\n\n" or "\n\r\n" */
			if (i + 1 < w->d_len && w->d[i + 1] == '\n') {
				hend = i + 1;
				body = i + 2;
				break;
			}
			if (i + 2 < w->d_len && w->d[i + 1] == '\r' && w->d[i + 2] == '\n') {
				hend = i + 1;
				body = i + 3;
				break;
			}
			if (i + 2 >= w->d_len) {
				scan = i;
				break;
			}
			scan = i + 1;
		}
		if (body)
			break;
		if (!nl)
			scan = w->d_len;
		if (w->d_len - w->d_pos > HDR_MAX) {
			rec_err(w, off, "WARC header too long");
			resync(w);
			return -1;
		}
		size_t rel = scan - w->d_pos;
		rc = more(w);
		if (rc <= 0) {
			if (rc == 0)
				rec_err(w, off, "truncated WARC header (unexpected end of input)");
			w->d_pos = w->d_len;
			return -1;
		}
		scan = w->d_pos + rel;
	}
	size_t hpos = w->d_pos, hlen = hend - w->d_pos, blen_hdr = body - w->d_pos;
	char *h = w->d + hpos;
	memset(r, 0, sizeof *r);
	r->type_str = r->uri = r->id = r->date = r->ctype = r->truncated = r->payload_type = empty;
	const char *clen_s = NULL;
	/* Parse lines in place; the first is the version line. */
	char *line = h, *hlim = h + hlen;
	int first = 1;
	while (line < hlim) {
		char *e = memchr(line, '\n', (size_t)(hlim - line));
		if (!e)
			e = hlim;
		char *next = e + 1;
		if (first) {
			first = 0;
			line = next;
			continue;
		}
		char *colon = memchr(line, ':', (size_t)(e - line));
		if (colon && line[0] != ' ' && line[0] != '\t') {
			char *name = trim(line, colon);
			char *val = trim(colon + 1, e);
			if (!strcasecmp(name, "WARC-Type"))
				r->type_str = val;
			else if (!strcasecmp(name, "WARC-Target-URI")) {
				size_t vl = strlen(val);
				if (vl >= 2 && val[0] == '<' && val[vl - 1] == '>') {
					val[vl - 1] = 0;
					val++;
				}
				r->uri = val;
			} else if (!strcasecmp(name, "WARC-Record-ID"))
				r->id = val;
			else if (!strcasecmp(name, "WARC-Date"))
				r->date = val;
			else if (!strcasecmp(name, "Content-Type"))
				r->ctype = val;
			else if (!strcasecmp(name, "Content-Length"))
				clen_s = val;
			else if (!strcasecmp(name, "WARC-Identified-Payload-Type"))
				r->payload_type = val;
			else if (!strcasecmp(name, "WARC-Truncated"))
				r->truncated = val[0] ? val : "unspecified";
		}
		line = next;
	}
	uint64_t clen;
	if (!clen_s || parse_u64(clen_s, &clen) < 0 || clen > REC_MAX) {
		rec_err(w, off, !clen_s ? "WARC record without Content-Length"
			: "bad Content-Length in WARC header");
		w->d_pos = hpos;
		resync(w);
		return -1;
	}
	/* The block. need() may move d: keep header values as offsets. */
	const char **f[] = {&r->type_str, &r->uri, &r->id, &r->date, &r->ctype, &r->truncated,
		&r->payload_type};
	size_t fo[sizeof f / sizeof f[0]];
	for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) {
		uintptr_t a = (uintptr_t)*f[i], lo = (uintptr_t)h;
		fo[i] = a >= lo && a < lo + hlen ? (size_t)(a - lo) : SIZE_MAX;
	}
	if (w->max_line && clen > w->max_line)
		return pass_over(w, r, hpos, blen_hdr, clen, off);
	w->d_pos = hpos;
	size_t want = blen_hdr + (size_t)clen, next = 0;
	while ((rc = w->d_len - w->d_pos >= want ? 1 : more(w)) > 0 && w->d_len - w->d_pos < want)
		if ((next = overrun(w, want)))
			break;
	if (!next && rc >= 0)
		next = overrun(w, want);
	if (next) {
		char msg[200];
		snprintf(msg, sizeof msg, "Content-Length %llu runs past the record's %s (%zu bytes of block in it);"
		         " going on with the next record", (unsigned long long)clen,
		         w->mode == 3 ? "zstd frame" : "gzip member", next - w->d_pos - blen_hdr);
		rec_err(w, off, msg);
		w->d_pos = next;
		return -1;
	}
	if (rc <= 0) {
		if (rc == 0) {
			char msg[160];
			snprintf(msg, sizeof msg, "truncated WARC record (Content-Length %llu, %zu bytes left)",
				(unsigned long long)clen, w->d_len - w->d_pos - blen_hdr);
			rec_err(w, off, msg);
		}
		w->d_pos = w->d_len;
		return -1;
	}
	for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
		if (fo[i] != SIZE_MAX)
			*f[i] = w->d + w->d_pos + fo[i];
	r->block = w->d + w->d_pos + blen_hdr;
	r->block_len = (size_t)clen;
	r->type = warc_type_of(r->type_str);
	r->offset = off;
	w->d_pos += blen_hdr + (size_t)clen;
	if (w->d_pos < w->d_len) {
		w->saved = w->d[w->d_pos];
		w->saved_pos = w->d_pos;
		w->has_saved = 1;
	}
	w->d[w->d_pos] = 0;     /* d_cap keeps one spare byte past d_len */
	w->nrec++;
	return 1;
}

int warc_peek(struct warc *w)
{
	while (w->d_pos == w->d_len) {
		int r = more(w);
		if (r <= 0)
			return -1;
	}
	return (unsigned char)w->d[w->d_pos];
}

int warc_getline(struct warc *w, char **line, size_t *len)
{
	if (w->has_saved) {
		w->d[w->saved_pos] = w->saved;
		w->has_saved = 0;
	}
	size_t scan = w->d_pos;
	uint64_t skipped = 0;   /* bytes of a line over max_line, dropped as they come */
	for (;;) {
		char *nl = w->d_len > scan ? memchr(w->d + scan, '\n', w->d_len - scan) : NULL;
		if (nl && (skipped || (w->max_line && (size_t)(nl - w->d) - w->d_pos > w->max_line))) {
			size_t i = (size_t)(nl - w->d);
			w->long_len = skipped + (i - w->d_pos);
			w->d_pos = i + 1;
			return WARC_LONG;
		}
		if (!nl && w->max_line && w->d_len - w->d_pos > w->max_line) {
			skipped += w->d_len - w->d_pos;
			w->d_pos = scan = w->d_len;
		}
		if (nl) {
			size_t i = (size_t)(nl - w->d);
			*line = w->d + w->d_pos;
			*len = i - w->d_pos;
			if (*len && (*line)[*len - 1] == '\r')
				(*len)--;
			(*line)[*len] = 0;
			w->d_pos = i + 1;
			return 1;
		}
		size_t rel = w->d_len - w->d_pos;
		int r = more(w);
		if (r < 0)
			return -1;
		if (r == 0) {
			if (skipped) {
				w->long_len = skipped + (w->d_len - w->d_pos);
				w->d_pos = w->d_len;
				return WARC_LONG;
			}
			if (w->d_pos == w->d_len)
				return 0;
			*line = w->d + w->d_pos;
			*len = w->d_len - w->d_pos;
			w->d[w->d_len] = 0;
			w->d_pos = w->d_len;
			return 1;
		}
		scan = w->d_pos + rel;
	}
}
