/* Fuzz lib/decon's text paths: the input is a task text, a NUL byte, and a
 * document. The task text is segmented and indexed (4-grams, whole texts of
 * 2 or 3 words), the document scanned and cut; whatever the bytes (invalid
 * UTF-8 included), matches, cuts and pieces must lie inside the document, in
 * order, and the document itself must match the index when it is the task
 * text and has 4 words or more. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "decon.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data;
	const char *z = memchr(p, 0, size);
	size_t tn = z ? (size_t)(z - p) : size;
	const char *doc = z ? z + 1 : p;
	size_t dn = z ? size - tn - 1 : size;
	struct dc_builder *b = dc_builder_new(4, 2);
	uint64_t keys = dc_builder_text(b, dc_builder_task(b, "t"), p, tn);
	struct dc_index ix;
	dc_builder_finish(b, &ix);
	struct dc_scan s = {0};
	struct dc_result r = {0};
	struct dc_conf c;
	dc_conf_init(&c);
	c.cut = 5, c.min_piece = 3, c.max_splits = 4;
	size_t nm = dc_find(&ix, &s, doc, dn);
	for (size_t i = 0; i < nm; i++) {
		if (s.m[i].start >= s.m[i].end || s.m[i].end > dn || s.m[i].slot >= ix.nslots)
			abort();
		if (i && s.m[i].start < s.m[i - 1].start)
			abort();
	}
	size_t nc = dc_cut(&c, doc, dn, s.m, nm, NULL, &r);
	if (nm && !nc)
		abort();   /* without counts every match is used: the first one cuts */
	size_t last = 0;
	for (size_t i = 0; i < nc; i++) {
		const struct dc_match *m = &s.m[r.cut[i].match];
		if (r.cut[i].cut_start < last || r.cut[i].cut_start > m->start || m->end > r.cut[i].cut_end ||
		    r.cut[i].cut_end > dn)
			abort();
		last = r.cut[i].cut_end;
	}
	for (size_t i = 0; i < r.npieces; i++)
		if (r.piece[2 * i] + r.piece[2 * i + 1] > dn || !r.piece[2 * i + 1] ||
		    (i && r.piece[2 * i] < r.piece[2 * i - 2] + r.piece[2 * i - 1]))
			abort();
	/* the task text itself, with no label lines, always matches */
	if (keys && !memchr(p, '\n', tn) && !memchr(p, ':', tn) && !dc_find(&ix, &s, p, tn))
		abort();
	struct buf o = BUF_INIT;
	dc_norm(&o, doc, dn);
	buf_release(&o);
	dc_scan_release(&s);
	dc_result_release(&r);
	dc_index_release(&ix);
	return 0;
}
