// langid: see langid.h. The only C++ in the library, kept to this call.
#include "langid.h"

#include <stdio.h>
#include <string.h>

#include <cld2/public/compact_lang_det.h>
#include <cld2/public/encodings.h>

extern "C" void langid_detect(const char *text, size_t len, struct langid_result *out)
{
	if (len > LANGID_MAX_BYTES) {
		len = LANGID_MAX_BYTES;
		// do not cut a UTF-8 sequence in half
		while (len > 0 && (static_cast<unsigned char>(text[len]) & 0xC0) == 0x80)
			len--;
	}
	CLD2::CLDHints hints = {nullptr, nullptr, CLD2::UNKNOWN_ENCODING, CLD2::UNKNOWN_LANGUAGE};
	CLD2::Language lang3[3];
	int percent3[3] = {0, 0, 0};
	double norm3[3];
	int text_bytes = 0, valid = 0;
	bool reliable = false;
	CLD2::Language l = CLD2::ExtDetectLanguageSummaryCheckUTF8(text, static_cast<int>(len), true,
		&hints, 0, lang3, percent3, norm3, nullptr, &text_bytes, &reliable, &valid);
	if (valid < static_cast<int>(len) && valid > 0) {
		// invalid UTF-8 at valid: detect on the valid prefix
		l = CLD2::ExtDetectLanguageSummaryCheckUTF8(text, valid, true, &hints, 0, lang3,
			percent3, norm3, nullptr, &text_bytes, &reliable, &valid);
	}
	const char *code = CLD2::LanguageCode(l);
	if (!code || !*code || l == CLD2::UNKNOWN_LANGUAGE)
		code = "un";
	snprintf(out->code, sizeof out->code, "%s", code);
	out->reliable = reliable;
	out->score = l == CLD2::UNKNOWN_LANGUAGE ? 0.0 : (lang3[0] == l ? percent3[0] : 0) / 100.0;
}
