/* Fuzz the HTML extractor: any bytes, with or without a charset hint, must
 * give 0 and valid UTF-8 (or -1 with a message), never a crash. The first
 * byte picks the hint so charset paths are explored too. */
#include <stdint.h>
#include <stdlib.h>
#include "extract.h"
#include "utf8.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct extractor *x;
	static struct buf out;
	static const char *const hints[] = {NULL, "utf-8", "windows-1251", "gbk", "shift_jis",
	                                    "iso-8859-1", "utf-16", "bogus"};
	if (!x && !(x = extractor_new()))
		abort();
	const char *hint = size ? hints[data[0] & 7] : NULL;
	struct extract_info info;
	if (extract_html(x, (const char *)data, size, hint, &out, &info) == 0 &&
	    utf8_valid_prefix(out.p ? out.p : "", out.len) != out.len)
		abort();
	return 0;
}
