/* Fuzz the JSONL document reader and the pass-through writer: whatever
 * parses must be written back as JSON that parses again, with the same
 * number of fields. */
#include <stdint.h>
#include <stdlib.h>
#include "json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct jdoc d = JDOC_INIT, d2 = JDOC_INIT;
	struct buf o = BUF_INIT, s = BUF_INIT;
	if (jdoc_parse(&d, (const char *)data, size) == 0) {
		for (int i = 0; i < d.n; i++)
			if (d.f[i].type == J_STR && json_unescape(d.f[i].val, d.f[i].vlen, &s) < 0)
				abort();   /* the parser accepted an escape the decoder refuses */
		struct jset set = {"added", "1", 1};
		jdoc_write(&d, &o, &set, 1);
		if (jdoc_parse(&d2, o.p, o.len) != 0 || d2.n < d.n)
			abort();
		buf_clear(&o);
		json_put_str(&o, s.p ? s.p : "", s.len);
	}
	jdoc_release(&d);
	jdoc_release(&d2);
	buf_release(&o);
	buf_release(&s);
	return 0;
}
