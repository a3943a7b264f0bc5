/*
 * extract/internal.h: what the files of lib/extract/ share (not installed;
 * lib/extract.h is the module's interface). The structs of the walk and the
 * selection, the tag and hint bits, the macros more than one file uses, and
 * the functions and tables that one file defines and another calls, each
 * declared in the group of the file that defines it.
 */
#ifndef MTK_EXTRACT_INTERNAL_H
#define MTK_EXTRACT_INTERNAL_H

#include "extract.h"
#include <ctype.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include "charset.h"
#include "err.h"
#include "utf8.h"

/* ---- tags ---- */

enum {
	F_SKIP = 1 << 0,     /* subtree has no visible text */
	F_BLOCK = 1 << 1,    /* starts and ends a block */
	F_HEAD = 1 << 2,     /* h1..h6 */
	F_LI = 1 << 3,       /* li, dt, dd */
	F_P = 1 << 4,        /* p and other paragraph-like leaves */
	F_PRE = 1 << 5,
	F_A = 1 << 6,
	F_BR = 1 << 7,
	F_NEGTAG = 1 << 8,   /* nav, aside, footer: boilerplate by name */
	F_ARTICLE = 1 << 9,
	F_MAIN = 1 << 10,
	F_DT = 1 << 11,      /* dt: a term, the heading of its dd */
	F_FIG = 1 << 12,     /* figure, figcaption */
	F_TD = 1 << 13,
	F_QUOTE = 1 << 14,   /* blockquote: a quotation, a post quoted in a reply */
	F_H1 = 1 << 15,
	F_TITLE = 1 << 16,
	F_ASIDE = 1 << 17,   /* aside: a sidebar, or a quoted post around a quote */
	F_BOLD = 1 << 18,    /* strong, b: inline */
	F_HEADTAG = 1 << 19,
	F_TR = 1 << 20,
	F_ROOT = 1 << 21,    /* html, body: page-wide classes, never hidden */
	F_MEDIA = 1 << 22,   /* iframe, video, embed, object: a player */
	F_FORM = 1 << 23,    /* form: a small one in the article is a sign-up box */
	F_NAV = 1 << 24,     /* nav */
};

/* ---- class/id hints ---- */

enum {
	H_NEG = 1,       /* boilerplate container */
	H_POS = 2,       /* article body markup */
	H_HIDDEN = 4,    /* not rendered */
	H_META = 8,      /* byline, date, tags: small, next to the article */
	H_CAPTION = 16,
	H_QUESTION = 32,   /* "question", "frage": a post that asks (its
	                    * comments answer it: question_post) */
	H_CONTACT = 64,    /* a box named for contacts ("kontaktbox",
	                    * "contact-box"): drop_contact_box */
	H_COMMENTS = 128,  /* a comment section: never a page wrapper */
	H_AUTHOR = 256,    /* with H_META: names the author (a byline, a bio box) */
	H_MEDIA = 512,     /* a caption element that holds a player (set by the walk) */
	H_INLINE = 1024,   /* style="display:inline": no block of its own */
	H_INLBOX = 2048,   /* "display:inline-block": nor its contents */
	H_LEAD = 4096,     /* the article's lead ("intro", "standfirst", "Vorspann") */
	H_BOILER = 8192,   /* with H_NEG: a boilerplate word not of comments */
	H_TABPANEL = 16384,  /* role=tabpanel: one of the page's tabs */
	H_NAV = 32768,     /* with H_NEG: a navigation word ("menu", "nav") */
	H_INGR = 65536,      /* a recipe's ingredients ("ingredients", "Zutaten") */
	H_ROW = 131072,      /* role=row: a table's row set in divs */
	H_CELL = 262144,     /* role=cell, columnheader, rowheader, gridcell */
	H_ITEMTEXT = 524288,  /* itemprop=text, reviewBody: a post's, an answer's */
	H_SIGN = 1048576,     /* with H_NEG: a forum post's signature */
	H_BUTTON = 2097152,   /* a button's name: "elementor-button", "btn" */
	H_CODE = 4194304,     /* a code listing's box ("syntaxhighlighter") */
	H_GUTTER = 8388608,   /* "gutter": in a code listing, its line numbers */
	H_TABPANE = 16777216, /* a pane by its class or id ("tab-pane") */
	H_REVIEWS = 33554432, /* named for readers' reviews ("reviews", "votes") */
	H_UTILBTN = 67108864, /* utility classes of a button; a link's: H_BUTTON */
	H_AVATAR = 134217728, /* "avatar", "rounded-full": a portrait's; on a box,
	                       * that it holds a portrait (the walk sets it) */
	H_SLIDER = 268435456, /* "slider": a hero's slides or a gallery's */
	H_PICTURE = 536870912, /* on a box, that it holds a picture not drawn
	                        * small (the walk sets it) */
	H_TESTIM = 1073741824, /* customers' voices: "testimonial", a section
	                        * of reviews by its id (reviews_id) */
};

/* Past the bits an enum holds (the hints are 64 bits wide): a table set as
 * a grid of divs (div_table); a wiki's list of references ("<ol
 * class=references>"); a classified ad's own part ("ad-description",
 * ad_part) */
#define H_DIVTABLE (1ull << 31)
#define H_REFLIST (1ull << 32)
#define H_ADPART (1ull << 33)
#define H_TABLIST (1ull << 34)  /* role=tablist: a row of tabs' labels */
#define H_CHOICE (1ull << 35)   /* on a box, that it holds a radio button (the
                                 * walk sets it: drop_poll_box) */
#define H_EVENT (1ull << 36)    /* "event", "eventitem", "veranstaltung": an event's box */
#define H_ENTRY (1ull << 37)    /* on a box, that it holds a field to type
                                 * in (the walk sets it: drop_entry_box) */
#define H_TIMELINE (1ull << 38) /* "timeline", "TimelineItem": an issue's
                                 * discussion, its posts (comment_thread) */
#define H_PROGRESS (1ull << 39) /* "progress", "fortschritt": a progress bar's
                                 * box (drop_progress_box) */
#define H_SIGNBOX (1ull << 40)  /* "sign" ("petition-sign", "sign-form", no
                                 * "sign-up" nor "sign-in"): a box to sign a
                                 * petition (drop_after_sign) */
#define H_PICK (1ull << 41)     /* on a table's row, that it holds a drop-down
                                 * (the walk sets it: drop_order_table) */
#define H_SRONLY (1ull << 42)   /* "sr-only", "screen-reader-text": text for a
                                 * screen reader alone (hidden; aria_twin) */
#define H_ASKS (1ull << 43)     /* "questions", "preguntas", "fragen": a shop's
                                 * box of its customers' questions, the
                                 * plural (drop_review_section) */
#define H_TPREFIX (1ull << 44)  /* "title-prefix": a heading's prefix, hidden
                                 * but where the <title> reads it as a
                                 * kicker (title_kicker) */
#define H_TABBTN (1ull << 45)   /* a <button role=tab> in a row of tabs, read
                                 * as a line (keep_tab_labels) */
#define H_OPTLEGEND (1ull << 46) /* a legend outside a form over its box's
                                 * radio buttons or fields: their label
                                 * (sax_end; line_verdict) */

#define NEGKEY_TAG (1ull << 63)

/* ---- the extractor ---- */

enum { NAV_MENU = 1, NAV_PRICE = 2, NAV_BUILDER = 4 };
struct node {
	int parent;
	int nearest_neg;     /* nearest ancestor-or-self with a boilerplate hint, or -1 */
	int nearest_meta;    /* same for byline/date hints */
	int nearest_cap;     /* same for captions and galleries */
	int nearest_form;    /* nearest <form> ancestor-or-self, or -1 */
	int nearest_gal;     /* nearest caption-hinted element of GAL_HEADS+ headings */
	unsigned tag;        /* tag flags */
	int blk;             /* nearest block-level ancestor-or-self */
	int first_block, end_block;
	/* characters in the subtree: of text, not in links, all (a page is
	 * under 2^31 bytes: --max-record) */
	int chars, plain, tchars;
	int teasers;         /* children that are a linked headline + summary */
	int nprose;          /* prose blocks in the subtree */
	int quotes;          /* blockquotes in the subtree */
	int imeta;           /* inline element with a meta hint in its block */
	int nheads;          /* heading blocks in the subtree */
	int tblocks;         /* teaser blocks below its children (drop_teaser_blocks) */
	int likept, lilink;  /* a list's kept and link-heavy items (select_blocks) */
	unsigned cls;        /* hash of tag name and class; 0: no class */
	/* flags, in two bytes: 136 bytes a node, as the page of 2^20
	 * elements that mextract(1) bounds was sized for */
	unsigned char inlink : 2;  /* 1 in a link, 2 in one within the page, 3 in
	                            * a mailto:/tel: one */
	unsigned char inpre : 1, inbold : 1;  /* in a <pre>; in a <strong>, <b> */
	unsigned char label : 1;  /* an inline element named a label (class_parts) */
	unsigned char button : 1;  /* it or a box in it holds a <button>
	                            * (skipped, no blocks; passed up as each
	                            * element closes) */
	unsigned char buttons2 : 1;  /* a <button> opened in it after another
	                              * opened in it or in a box of it (a
	                              * stepper's − and +) */
	unsigned char fields : 1;  /* a form with a control to fill (a control's
	                            * box, until resolve_hints) */
	unsigned char presses : 1;  /* a form with a button (as fields) */
	unsigned char toggle : 1;  /* a shut toggle (aria-expanded=false) */
	unsigned char sep : 1;    /* an inline element set apart (sep_elem) */
	unsigned char place : 1;  /* an inline element named a place (class_parts) */
	unsigned char ininline : 1;  /* in an inline-block box in a line: no blocks */
	unsigned char key : 1;       /* the subtree holds article markup */
	unsigned char incm : 1;      /* under a comment hint on a box not the page's */
	unsigned char negabove : 1;  /* an ancestor has a boilerplate word (negkey) */
	unsigned char ingr : 1;      /* in a box of a recipe's ingredients (H_INGR) */
	unsigned char navtext : 3;   /* in a box named a menu that holds no link
	                              * (NAV_MENU), or in a price box (NAV_PRICE),
	                              * or in a builder's box over its main one
	                              * (NAV_BUILDER) */
	unsigned char inconsent : 1;  /* an ancestor is named a cookie or consent
	                               * box (resolve_hints) */
	unsigned char itext : 1;  /* inline, holds text (sax_text) */
	unsigned char mailbox : 1;  /* holds an e-mail field (mail_input) */
	unsigned short cls1;  /* hash of tag name and first class word; 0: none */
	/* a form's: characters in its <label>s (form_verdict) */
	unsigned short labchars;
	float cprose;            /* of prose, that on cookies or consent */
	double sum;          /* weight sum over the subtree's blocks */
	double prose;        /* sentence-like characters in the subtree, hints aside */
	double good;         /* positive block weights in the subtree */
	uint64_t negkey;     /* bits of the words of its boilerplate hint */
	uint64_t hint;       /* H_* of this element */
};

struct block {
	size_t off, len;     /* text in x->text */
	int owner;           /* element index */
	int chars, link_chars, words, punct, commas, stops;
	int anchor_chars;    /* of link_chars, in links within the page */
	int cjk, link_cjk;   /* CJK characters (while the block is open) */
	int unspaced;        /* Thai, Lao, Myanmar, Khmer letters (likewise) */
	int lead;            /* characters of the link the block opens with */
	int lead_done, lead_br;  /* the lead ended; a line break came after it */
	int tail_link;       /* the block's last text is a link's */
	size_t tail_off;     /* where in x->text that closing link's text starts */
	int tail_btn;        /* and that link is named a button ("btn") */
	int card;            /* it is a card link, ended at its </a> (card_link) */
	unsigned tag;        /* owner's tag flags */
	double w;
	int keep, prev_keep;
	int brk;             /* link list, teaser or boilerplate: breaks a card */
	int imeta;           /* 1 + an inline meta element holding its text */
	int meta_chars, other_chars;  /* text in and out of one, links aside */
	int bold_chars;      /* text in a <strong> or <b> */
	int consent;         /* prose on cookies or consent (consent_prose) */
	int button;          /* its characters in elements named a button */
	int brrun;           /* a run of links cut off a block of <br> lines */
	int lab;             /* opens with an inline element named a label */
	int lab_len;         /* that inline label's bytes of text, 0 none */
	int brief;           /* a briefing's item (brief_items): no teaser */
	size_t credit_off;   /* where an inline meta element in a caption opens
	                      * after its text ("<figcaption>... <span class=
	                      * credit>Foto: dpa"), 0 none, SIZE_MAX text after */
};

/* class/id values repeat across a page and across pages: their hints are
 * memoized by content (a pure function of the string). */
#define HCACHE 4096
struct hslot {
	uint64_t h;
	uint32_t off, len;
	uint64_t hint;
	uint64_t key;
	int used;
};

/* a tag-and-class hash (node.cls) and how often the page has it, up to
 * two: keep_slide_heads asks it of each candidate's box */
struct clsslot {
	unsigned cls, n;
};

struct extractor {
	htmlParserCtxtPtr ctxt;
	struct hslot *hc;
	int hcn;
	struct clsslot *clsn;  /* open addressing, a power of two, grown */
	int capclsn;
	int *cmrun;            /* drop_comment_run's four ints a node, grown */
	int capcmrun;
	struct buf hcstr;
	struct charset_dec dec;
	struct buf html, text, tmp;
	struct node *nodes;
	int nnodes, capnodes;
	struct block *blocks;
	int nblocks, capblocks;
	/* the open block and the SAX walk's state */
	int open, space, nl;
	int pbreak;          /* a blank line (<br><br>) since the open block's last text */
	int tent;            /* the open block is a paragraph cut off the last one
	                      * at a link after a blank line (join_run) */
	int tent_node, tent_cur;  /* the first element after that cut, and the
	                           * element whose text it was cut at */
	size_t wstart;
	struct block cur;
	int cur_node, skip, in_title, title_done;
	int label_open;      /* the label element that opens the open block, or -1 */
	int legend_node;     /* a legend read as a heading, its fieldset open, or -1 */
	int legend_ctl;      /* controls then */
	int controls;        /* radio buttons and check boxes so far */
	int label_blk;       /* x->nblocks when it started */
	int softsp;          /* a separate inline element began or ended: a
	                      * space between two letters there (sep_elem);
	                      * 2: before a letter after a field's span;
	                      * 3: a letter of a spaced script after one
	                      * (class_sibs); 4: a figure beside a word
	                      * (pair_sibs); 5: 2 where a figure or a
	                      * sign follows (an empty classed element) */
	int span_open;       /* the <span> opened last, or -1 (field_span) */
	int form_label;      /* the <label> open in a form, or -1; its text
	                      * from form_label_off on (labchars) */
	size_t form_label_off;
	size_t span_off;     /* x->text.len when it opened */
	int span_lead;       /* it opened its line or followed a field's span */
	int span_sib;        /* a <span> of a field that ended, or -1 */
	size_t span_end;     /* x->text.len when it ended */
	int cls_open;        /* the inline element of a class opened last, or -1 */
	size_t cls_off;      /* x->text.len when it opened */
	int cls_sib;         /* an inline element of a class that ended on more
	                      * than a letter, or -1 (class_sibs) */
	size_t cls_end;      /* x->text.len when it ended */
	int pair_open;       /* the inline element opened last, or -1 */
	int pair_lead;       /* it opened its line */
	int pair_sib;        /* an inline element that opened its line and
	                      * ended with no other opened in it, or -1
	                      * (pair_sibs) */
	size_t pair_end;     /* x->text.len when it ended */
	int cell_par;        /* the element whose first two inline elements
	                      * ran together (cell_pair), or -1 */
	size_t cell_gap;     /* x->text.len where the second opened */
	size_t cell_word;    /* x->wstart there */
	int card_a;          /* the link opened last that opened its line, or -1 */
	int card_kids;       /* its children of a class (card_link) */
	int card_blk;        /* a block element opened in it */
	int author_box;      /* the box of a line that a rel=author link opens,
	                      * or -1 (author_line) */
	int over;            /* the page has more than EXTRACT_MAX_ELEMENTS: parsing stopped */
	int sr_skip;         /* the element skipped now is a screen reader's text */
	int ns_skip;         /* the element skipped now is a <noscript> */
	int ns_seen;         /* the <noscript>s met so far */
	int ns_best;         /* the one of the most text (1 the first), or 0 */
	size_t ns_cur;       /* the bytes other than spaces skipped in this one */
	int ns_paras;        /* and its <p>s */
	int ns_heads;        /* and its <h1> to <h3>s */
	size_t ns_text;      /* and in the one of the most */
	int ns_keep;         /* this parse reads <noscript> ns_best as a box */
	int pfx_skip;        /* the element skipped now is a heading's prefix
	                      * (H_TPREFIX): its text goes to pfx */
	struct buf pfx;
	int aria_only;       /* elem_hints: aria-hidden alone hides the element */
	int expander;        /* elem_hints: 1 shut toggle, -1 tab */
	int toggle_shut;     /* last element closed if a toggle, or -1 */
	size_t sr_end;       /* x->text.len + 1 where a screen reader's text
	                      * ended, or 0 (aria_twin) */
	int sr_blk;          /* x->nblocks then */
	int container;       /* the element chosen, for extract_dump */
	int headline;        /* the headline's block, or -1 */
	int itemhead;        /* the item's own header box round it, or -1 */
	int english;         /* the stopword tests mean something */
	int lang;            /* <html lang>: 1 English, 0 another, -1 none given */
	int scholarly;       /* a <meta name="citation_..."> tag: a paper's page */
	int forum;           /* schema.org's DiscussionForumPosting or QAPage
	                      * named: a forum's thread (forum_schema) */
	int storyless;       /* no date nor article type marks a story (dated_story) */
	int time_block;      /* blocks before the page's first <time>, or -1 */
	/* pictures' alt texts, hashed (alt_hash), with the element that
	 * holds each picture: a caption that repeats one names it
	 * (pic_beside) */
#ifndef ALT_MAX
#define ALT_MAX 64
#endif
	int nalt, alt_node[ALT_MAX];
	unsigned alt_text[ALT_MAX];
	int cthread;         /* comment_thread: the posts are named comments (2:
	                      * in an issue's timeline) */
	int press_posts;     /* forms of buttons alone, each with a paragraph */
	int name_posts;      /* posts under posters' names as headings, the
	                      * most of one group that drop_name_heads took */
	int cfirst;          /* then the first block of the first reply */
	int rfirst;          /* or the first reply under a forum's opening post
	                      * longer than the replies (replies_after), -1 */
	unsigned rsign;      /* and the class that signs each reply there */
	int ans_first;       /* find_answers: answers' first block, */
	int ans_form;        /* and the form to answer under them (-1: none) */
	int reply_from;      /* opener_replies: the opener's end block, */
	int reply_end;       /* and its replies' end block (-1: none) */
	int testim;          /* an element is named for customers' voices (H_TESTIM) */
	struct buf title;
	struct buf ogtitle;    /* the og:title's content, spaces collapsed */
	int titled;            /* the headline is title_block's, no heading's */
	struct buf mruns;    /* x->text's runs in inline meta elements: pairs
	                      * of size_t, from and to, in order (meta_line) */
};
/* the <p>s a <noscript> holds at least to be read as the page's content
 * (extract_html) */
#ifndef NOSCRIPT_PARAS
#define NOSCRIPT_PARAS 3
#endif
#define HAS_ANY_CI(s, n, w) has_any_ci(s, n, w, sizeof w / sizeof *w)
#define STARTS_ANY_CI(s, n, w) starts_any_ci(s, n, w, sizeof w / sizeof *w)
#define OPENS_ANY_CI(s, n, w) opens_any_ci(s, n, w, sizeof w / sizeof *w)
#define ENDS_ANY_CI(s, n, w) ends_any_ci(s, n, w, sizeof w / sizeof *w)

/* an item's fact in its header box: a line under so many characters */
#ifndef ITEM_FACT
#define ITEM_FACT 80
#endif
#ifndef PRICE_MAX
#define PRICE_MAX 30
#endif
/* a headline's bytes: HEAD_MIN to HEAD_MAX (find_headline, title_block,
 * title_head_block, head_cut) */
#ifndef HEAD_MIN
#define HEAD_MIN 8
#endif
#ifndef HEAD_MAX
#define HEAD_MAX 300
#endif

#ifndef SHOP_LINE
#define SHOP_LINE 80
#endif

#define SHOP_OUT (-7)

/* a shop's call on an offer's button, and a price in its box: a line
 * under so many characters */
#ifndef BUY_LINE
#define BUY_LINE 80
#endif

#ifndef RECIPE_TIME
#define RECIPE_TIME 80
#endif
#define PAGER_MAX 120
#ifndef GAL_OUT
#define GAL_OUT 1500
#endif
#define TOP_KEEP 9  /* select_blocks: nothing decided above a block */

#ifndef TITLE_WORDS
#define TITLE_WORDS 4
#endif

#ifndef COMMENT_AFTER
#define COMMENT_AFTER 300
#endif

#ifndef PROSE_MIN
#define PROSE_MIN 0.4
#endif
#ifndef RETRY_MIN
#define RETRY_MIN 0.2
#endif
#ifndef TEASER_MAX
#define TEASER_MAX 300
#endif
#ifndef TEASER_RUN
#define TEASER_RUN 2
#endif
#ifndef TEASER_BODY
#define TEASER_BODY 400
#endif
#ifndef TEASER_LAST
#define TEASER_LAST 150  /* chars: a paragraph that ends a body */
#endif
#ifndef FRAG_BLOCKS
#define FRAG_BLOCKS 1
#endif
#ifndef FRAG_MORE
#define FRAG_MORE 50
#endif
#ifndef FRAG_NOTE
#define FRAG_NOTE 2  /* a record's note over its tables: paragraphs */
#endif
#ifndef FORM_MAX
#define FORM_MAX 400
#endif
#ifndef CARD_MAX
#define CARD_MAX 400
#endif

#ifndef ENTRY_STAMP
#define ENTRY_STAMP 60
#endif

#ifndef CARD_HEAD
#define CARD_HEAD 3
#endif
#ifndef CARD_GAP
#define CARD_GAP 6
#endif

#ifndef CARD_KICKER
#define CARD_KICKER 60
#endif
#ifndef CARD_RUN
#define CARD_RUN 3
#endif

#ifndef LIST_KEPT
#define LIST_KEPT 40
#endif
#ifndef LIST_MIN
#define LIST_MIN 2
#endif
#ifndef KIN_POSTS
#define KIN_POSTS 2
#endif

#ifndef FAQ_LINKS
#define FAQ_LINKS 4
#endif

#ifndef ICON_MAX
#define ICON_MAX 4
#endif

#ifndef TRUST_LINE
#define TRUST_LINE 80  /* chars: a logo wall's caption (trust_line) */
#endif

#ifndef LEAD_BARE
#define LEAD_BARE 18
#endif

/* Characters outside its links of a linked sentence on a page not in
 * English (select_blocks) */
#define LINKED_OUT 25

#define PH_MAX 8

#ifndef CELL_LINE
#define CELL_LINE 100
#endif

#ifndef FACT_RUN
#define FACT_RUN 3
#endif

/* Macros the rule files of phase 3 share (split_select.py moved them
 * here). */
#ifndef BIO_CHARS
#define BIO_CHARS 800
#endif

#ifndef INFO_TITLE
#define INFO_TITLE 80
#endif
#ifndef INFO_BLOCKS
#define INFO_BLOCKS 4
#endif
#ifndef POLL_LINE
#define POLL_LINE 160
#endif

#ifndef POSTHEAD_MAX
#define POSTHEAD_MAX 80
#endif
#ifndef POSTHEAD_NAME
#define POSTHEAD_NAME 30
#endif
/* a post's stamp line: STAMP_WORDS words at most */
#ifndef STAMP_WORDS
#define STAMP_WORDS 8
#endif
#define POSTHEAD_LEAD 3

#ifndef FORM_BODY
#define FORM_BODY 500
#endif

#ifndef TEASER_DATE
#define TEASER_DATE 24
#endif

/* What select_blocks judges the blocks of container c by: what scans of
 * the container found, the state its chain carries from block to block,
 * and the block judged (block_context) */
struct sel {
	int c, first, end;
	int letters;  /* readers' letters' signatures, two or more */
	/* three or more prices alone on their lines are a price list (a
	 * restaurant's menu, "Flädlesuppe" "6,50 €"), one or two an offer's */
	int prices;
	int ph[PH_MAX], nph;  /* embed placeholders dropped, for placeholder_box */
	int in_body;  /* a paragraph of the body came before */
	int in_text;  /* and one of them, no list's item, closed a sentence */
	int form, form_out;  /* the last form judged, and its verdict */
	int gen_end;  /* the end of a generator's list of source files */
	int i;  /* the block judged, and what block_context found of it */
	const struct node *o;
	const char *s;
	double ld;
	int meta, cap, neg;
};

/* Defined in one file of lib/extract/, used in another. */

/* parse.c */
extern pthread_once_t tables_once;
void tagtab_init(void);
void lines_init(void);  /* phrases.c: the word lists' indexes, from tagtab_init */
void unkeep(struct extractor *x, int from, int to);
void block_close(struct extractor *x);
int script_mark(const unsigned char *p, size_t n);
void sax_start(void *ctx, const xmlChar *name, const xmlChar **atts);
void sax_end(void *ctx, const xmlChar *name);
void sax_text(void *ctx, const xmlChar *s, int n);
void set_title(struct extractor *x, struct extract_info *info);
void strip_raw(struct buf *b);
int forum_schema(const struct buf *b);
int dated_story(const struct buf *b);

/* hints.c */
void hints_init(void);
uint64_t neg_bit(const char *s, size_t n);
uint64_t attr_hint_cached(struct extractor *x, const char *v,
                          uint64_t *key);
int numbered_header_id(const xmlChar **atts);
int cell_class(const xmlChar **atts);
uint64_t elem_hints(struct extractor *x, const xmlChar **atts,
                    uint64_t *key);

/* lines.c */
const char *memmem_ci(const char *s, size_t n, const char *w);
#define WORD_FIGURE 1  /* word_in: a figure may touch the word */
#define WORD_HEAD 2    /* word_in: the word may run on into a longer one */
int word_in(const char *s, size_t n, const char *const *w, size_t k, int how);
#define HAS_WHOLE_WORD(s, n, w) word_in(s, n, w, sizeof w / sizeof *w, 0)
int ends_sentence(const char *s, size_t n);
int life_dates(const char *s, size_t n);
#ifndef PRICE_LABEL
#define PRICE_LABEL 24     /* a price's label and its colon, bytes */
#endif
int price_in_lines(const char *s, size_t n);
int credited_sentence(const char *s, size_t n);
int credit_tail(const char *s, size_t n);
#define CREDIT_ASIA 11
extern const char *const credit_asia[CREDIT_ASIA];
int photo_agency(const char *s, size_t n);
unsigned hash_bytes(const char *s, size_t n);
unsigned alt_hash(const char *s, size_t n);
int pic_beside(const struct extractor *x, int c, const struct block *b, const char *s);
#ifndef SIGLE_LINE
#define SIGLE_LINE 24
#endif
int agency_sign(const char *s, size_t n);
int pic_caption(const struct extractor *x, int c, const struct block *b,
                const char *s);
int podcast_call(const char *s, size_t n);
int tip_call(const char *s, size_t n);
int is_markup(const struct block *b, const char *s);
int signature_line(const struct block *b, const char *s);
int include_line(const struct block *b, const char *s);
int doc_source_note(const char *s, size_t n);
int crumb_trail(const struct block *b, const char *s);
int msg_nav(const struct block *b, const char *s);
int url_soup(const struct block *b, const char *s);
int share_url_line(const struct block *b, const char *s);
int player_next(const struct block *b, const char *s);
int is_credit(const struct block *b, const char *s);
size_t figure_len(const char *s, size_t n);
int line_numbers(const char *s, size_t n);
int mail_id_line(const char *s, size_t n);
int grade_line(const char *s, size_t n);
int isbn_line(const char *s, size_t n);
int stage_credit(const char *s, size_t n);
int claim_label(const char *s, size_t n);
#define CLOSE_REF 60  /* bytes: close_ref's longest line */
int close_ref(const char *s, size_t n);
int vote_call(const char *s, size_t n);
int jobs_head(const char *s, size_t n);
int events_head(const char *s, size_t n);
int team_head(const char *s, size_t n);
int phone_number(const char *s, size_t n);
int verse_lines(const char *s, size_t n);
int writers_line(const char *s, size_t n);
int day_head(const char *s, size_t n);
int trust_line(const char *s, size_t n);
int plan_badge(const char *s, size_t n);
int best_answer_name(const char *s, size_t n, int whole);
int answers_label(const char *s, size_t n);
int solution_jump(const char *s, size_t n);
int solved_mark(const char *s, size_t n);
int needs_head(const char *s, size_t n);
int wire_credit(const char *s, size_t n);
int transl_notice(const char *s, size_t n);
int version_head(const char *s, size_t n);
int rating_line(const char *s, size_t n);
size_t dash_run(const char *s, size_t n);

/* phrases.c */
int boiler_phrase(const char *s, size_t n);
int react_label(const char *s, size_t n);
int update_call(const char *s, size_t n);

/* weights.c */
int body_before(const struct extractor *x, int first, int i);
int is_teaser(const struct block *b, const char *s);
int linked_prose(const struct block *b, double ld);
int quoted_caption(const struct block *b, const struct node *nodes);
int linked_verse(const struct block *b, const char *s, double ld);
int embed_placeholder(const char *s, size_t n);
int embed_consent_line(const char *s, size_t n);
int browser_notice(const char *s, size_t n);
int legal_text(const char *s, size_t n);
int site_notice(const char *s, size_t n);
int care_notice(const char *s, size_t n);
int review_line(const char *s, size_t n);
int views_notice(const char *s, size_t n);
int has_digit(const char *s, size_t n);
int currency_in(const char *s, size_t n);
size_t arabic_sign(const char *s, size_t n);
int price_line(const char *s, size_t n);
int price_tail(const char *s, size_t n);
int social_count(const char *s, size_t n);
int score_line(const char *s, size_t n);
int version_label(const char *s, size_t n);
int offer_box(const char *s, size_t n);
int buy_call(const struct block *b, const char *s);
int toc_title(const char *s, size_t n);
int price_only(const char *s, size_t n);
int vote_count(const char *s, size_t n);
int body_score(const struct extractor *x, int i, int first);
int ticket_run(const struct extractor *x, int i, int first, int end);
/* a cell of a table's column of calls (ticket_cell): so many characters at most */
#define CALL_MAX 30
int ticket_cell(const struct extractor *x, int i, int first, int end);
int tax_note(const char *s, size_t n);
int shop_line(const char *s, size_t n);
int recipe_time(const char *s, size_t n);
int fold_tagline(const char *s, size_t n);
int forum_counter(const char *s, size_t n);
int author_box(const char *s, size_t n);
int author_lines(const struct extractor *x, int i, int first, int end);
int keyword_list(const struct block *b, const char *s);
int in_cell(const struct node *nodes, const struct block *b);
int cell_sentence(const struct block *b, const char *s);
/* a table cell's short text: under CELL_TEXT_MAX characters */
#ifndef CELL_TEXT_MAX
#define CELL_TEXT_MAX 80
#endif
int cell_text(const struct node *nodes, const struct block *b);
int ingr_line(const struct node *nodes, const struct block *b);
int download_run(const struct extractor *x, int i);
int sign_rule(const char *s, size_t n);
int word_is(const char *s, size_t n, const char *const *w, size_t k);
int thread_head(const struct extractor *x, int i);
int pager_line(const char *s, size_t n);
double block_weight(const struct block *b, const struct node *nodes, const char *s,
                    int english);

/* container.c */
int in_title(struct extractor *x, const char *title, const struct block *b);
int title_head_block(const struct extractor *x, const char *title, const struct block *b);
int best_container(struct extractor *x);
int data_cell(const struct extractor *x, const struct block *b);
int grid_cell(const struct extractor *x, const struct block *b);
int choose_container(struct extractor *x, const char *title);
/* digits of a tracker's key at the least ("#5790", "[DATA-2214]") */
#ifndef TICKET_DIGITS
#define TICKET_DIGITS 3
#endif
int ticket_title(const char *s, size_t n);

/* moves.c */
int thread_box(const struct extractor *x, int c);
int onepage_box(const struct extractor *x, int c);
int scroll_story(struct extractor *x, int c, const char *title);
int narrower(const struct extractor *x, int c, int c2, double kept);
int frag_next(const struct extractor *x, int c);
int frag_table(const struct extractor *x, int c);
int ad_parts(const struct extractor *x, int c);
int ad_title_part(const struct extractor *x, int c);
int ad_title_in(const struct extractor *x, int c, int t, int last);
int ad_price_last(const struct extractor *x, int p);
int buy_box(const struct extractor *x, int c);

/* select.c */
int spaced(const char *s, size_t n, int k);
int inner_stop(const char *s, size_t n);
int title_line(const struct block *b);
int topic_head(const struct extractor *x, const struct block *b);
void select_all(struct extractor *x, int c);

/* verdicts.c */
int quote_cite(const struct extractor *x, int i, int first);
int letter_sign(const struct extractor *x, int i, int first);
void sel_scan(struct extractor *x, int c, struct sel *sl);
void block_context(struct extractor *x, struct sel *sl, int i);
int doc_verdict(struct extractor *x, struct sel *sl, struct block *b);
int neg_verdict(struct extractor *x, struct sel *sl, struct block *b);
int line_verdict(struct extractor *x, struct sel *sl, struct block *b);
int form_verdict(struct extractor *x, struct sel *sl, struct block *b);
int kept_verdict(struct extractor *x, struct sel *sl, struct block *b);
int label_verdict(struct extractor *x, struct sel *sl, struct block *b);
int meta_verdict(struct extractor *x, struct sel *sl, struct block *b);
int product_name(const struct extractor *x, int i);
int caption_verdict(struct extractor *x, struct sel *sl, struct block *b);
int cell_verdict(struct extractor *x, struct sel *sl, struct block *b);
int link_verdict(struct extractor *x, struct sel *sl, struct block *b);
int boiler_verdict(struct extractor *x, struct sel *sl, struct block *b);
int frame_verdict(struct extractor *x, struct sel *sl, struct block *b);

/* teasers.c */
int see_also_head(const char *s, size_t n);
int links_head(const char *s, size_t n);
void mid_list(struct extractor *x, int l, int first, int end);
void drop_teaser_lists(struct extractor *x, int first, int end);
void drop_teaser_blocks(struct extractor *x, int first, int end);
void drop_previews(struct extractor *x, int first, int end);
void trim_more_links(struct extractor *x, int first, int end);
void drop_bare_ordinals(struct extractor *x, int first, int end);
void drop_tree_here(struct extractor *x, int c, int first, int end);
void drop_orphan_heads(struct extractor *x, int first, int end);
int head_tool(const struct extractor *x, int j);
void drop_similar(struct extractor *x, int first, int end);
void drop_pull_quotes(struct extractor *x, int first, int end);
void drop_caption_credit(struct extractor *x, int c, int first, int end);
void drop_colophon(struct extractor *x, int first, int end);
void drop_release_end(struct extractor *x, int first, int end);
void drop_portal_terms(struct extractor *x, int first, int end);
void keep_listing_gap(struct extractor *x, int c, int first, int end);
void drop_teaser_dates(struct extractor *x, int first, int end);
int similar_head(const char *s, size_t n);
int more_dates_head(const char *s, size_t n);
void drop_more_dates(struct extractor *x, int first, int end);

/* threads.c */
int comment_head(const struct block *b, const char *s);
int replies_counted(const struct extractor *x, int from, int to);
int signin_prompt(const struct block *b, const char *s);
void drop_entry_box(struct extractor *x, int c, int first, int end);
void drop_order_table(struct extractor *x, int c, int first, int end);
void drop_closed_notice(struct extractor *x, int first, int end);
void drop_signup_box(struct extractor *x, int first, int end);
void drop_post_heads(struct extractor *x, int first, int end);
void drop_name_heads(struct extractor *x, int first, int end);
void drop_post_stamps(struct extractor *x, int first, int end);
void drop_thread_lists(struct extractor *x, int c, int first, int end);
void drop_sign_repeats(struct extractor *x, int first, int end);
void drop_comment_run(struct extractor *x, int c, int first, int end);
void weigh_post_cells(struct extractor *x);
void find_answers(struct extractor *x);
int dated_boxes(const struct extractor *x, int c, int max);
void drop_tail_dates(struct extractor *x, int c);
int poster_line(const struct extractor *x, const struct block *b);
int poster_count(const struct extractor *x, int i);
int post_run_box(struct extractor *x, int c);
int fold_thread(const struct extractor *x, int c);
int opener_replies(struct extractor *x, int c);
int ad_label(const struct block *b, const char *s);
int script_ad_label(const char *s, size_t n);
int same_but_counts(const char *a, size_t na, const char *b, size_t nb);
int repeated_below(const struct extractor *x, int i, int end);
int in_quote(const struct extractor *x, int k, int a);
int post_header(const struct extractor *x, const struct block *e, int c);
int named_head(const struct extractor *x, const struct block *e);
int header_title(const struct extractor *x, const struct block *e, int c);
void keep_post_titles(struct extractor *x, int first, int end);
int reply_subject(const char *s, size_t n);
int thread_subject(const struct extractor *x, const struct block *e);
int body_kin(const struct extractor *x, int c, int a, int b);
int sibling_kin(const struct extractor *x, int c, int a, int b);
int reply_kin(const struct extractor *x, int c, int a, int end);
int card_head(const struct extractor *x, int i, int end);
int faq_pair(const struct extractor *x, int i, int end, int links);
int faq_question(const struct extractor *x, int i, int end);
int salutation(const struct extractor *x, int i, int end);
int closing(const struct extractor *x, int i, int first);
int form_after(const struct extractor *x, int c, int f);
int post_form(const struct extractor *x, int f);
int press_posts(const struct extractor *x);
int stat_label(const char *s, size_t n);
int reviews_named(const char *s, size_t n);
void drop_thread_stats(struct extractor *x, int first, int end);
void drop_ticket_fields(struct extractor *x, int first, int end);
void drop_reply_subjects(struct extractor *x, int first, int end);
void drop_poster_panels(struct extractor *x, int first, int end);
int quote_head(const char *s, size_t n);
void drop_quote_heads(struct extractor *x, int first, int end);
void drop_sign_boxes(struct extractor *x, int first, int end);
void drop_counter_labels(struct extractor *x, int first, int end);
int edit_line(const char *s, size_t n);
void drop_after_sign(struct extractor *x, int c, int first, int end);
void drop_review_authors(struct extractor *x, int first, int end);
void drop_user_reviews(struct extractor *x, int c, int first, int end);
void drop_review_section(struct extractor *x, int c, int first, int end);
void drop_thread_events(struct extractor *x, int first, int end);
void drop_testimonials(struct extractor *x, int c, int first, int end);
void drop_mail_ids(struct extractor *x, int first, int end);
void drop_reporter_mail(struct extractor *x, int first, int end);
void drop_best_copy(struct extractor *x, int first, int end);

/* boxes.c */
int paywall_prompt(const struct block *b, const char *s);
int shownotes_head(const char *s, size_t n);
void drop_ad_boxes(struct extractor *x, int c, int first, int end);
void drop_product_boxes(struct extractor *x, int c, int first, int end);
void drop_calendar_grids(struct extractor *x, int c, int first, int end);
void drop_care_notice(struct extractor *x, int first, int end);
void drop_tip_promo(struct extractor *x, int first, int end);
void drop_podcast_box(struct extractor *x, int c, int first, int end);
void drop_poll_box(struct extractor *x, int c, int first, int end);
void drop_advice_notes(struct extractor *x, int first, int end);
int footer_copyright(const char *s, size_t n);
void drop_form_calls(struct extractor *x, int c, int first, int end);
void placeholder_box(struct extractor *x, int c, int i);
void drop_signup_boxes(struct extractor *x, int c, int first, int body_last, int end);
long kept_chars(const struct extractor *x, int from, int to);
int button_bar(const struct extractor *x, int i);
void drop_cta_band(struct extractor *x, int c);
void drop_ask_boxes(struct extractor *x, int c);
void drop_card_labels(struct extractor *x, int first, int end);
void drop_hero_slides(struct extractor *x, int first, int end);
void drop_dated_updates(struct extractor *x, int c, int first, int end);
void drop_calc_box(struct extractor *x, int c);
void drop_sponsor_box(struct extractor *x, int c, int first, int end);
void drop_buy_box(struct extractor *x, int c, int first, int end);
void drop_buy_column(struct extractor *x, int buy);
void drop_contact_box(struct extractor *x, int c, int first, int end);
void keep_anchor_contact(struct extractor *x, int c, int first, int end);
void drop_sales_card(struct extractor *x, int c, int first, int end);
void drop_ticker_strip(struct extractor *x, int first, int end);
void drop_open_status(struct extractor *x, int first, int end);
void drop_gauges(struct extractor *x, int c, int first, int end);
void drop_progress_box(struct extractor *x, int c, int first, int end);
void drop_poll_ask(struct extractor *x, int first, int end);

/* bios.c */
void drop_byline_role(struct extractor *x, int c, int first, int end);
void drop_avatar_byline(struct extractor *x, int c, int first, int end);
void drop_avatar_bio(struct extractor *x, int c, int first, int end);
void drop_bio_boxes(struct extractor *x, int c, int first, int end);
int person_after(struct extractor *x, int c, int start);
int mail_address(const char *s, size_t n);
void keep_card_contacts(struct extractor *x, int first, int end);
void keep_team_cards(struct extractor *x, int first, int end);
void keep_role_links(struct extractor *x, int first, int end);
void drop_tail_bio(struct extractor *x, int first, int end);
void drop_named_bio(struct extractor *x, int c, int first, int end);
void drop_fund_ask(struct extractor *x, int c, int first, int end);
void drop_imprint_line(struct extractor *x, int first, int end);

/* facts.c */
int story_box_title(const char *s, size_t n);
void keep_info_boxes(struct extractor *x, int first, int end);
void keep_box_titles(struct extractor *x, int first, int end);
int version_pair(const struct extractor *x, int i);
int score_label(const struct extractor *x, int i, int end);
void keep_fact_rows(struct extractor *x, int first, int end);
int byline_term(const char *s, size_t n);
void keep_ad_parts(struct extractor *x, int c, int first, int end);
void keep_table_rows(struct extractor *x, int c, int first, int end);
int grid_pair(const struct extractor *x, int i, int c);
int poster_fact(const struct extractor *x, int i, int first);
void keep_grid_rows(struct extractor *x, int c, int first, int end);
void keep_fig_rows(struct extractor *x, int c, int first, int end);
void keep_event_titles(struct extractor *x, int c, int first, int end);
void keep_card_lists(struct extractor *x, int c, int first, int end);
int card_list(const struct extractor *x, int i);
void keep_event_when(struct extractor *x, int c, int first, int end);
void drop_tail_facts(struct extractor *x, int c, int first, int end);
void drop_bid_list(struct extractor *x, int first, int end);
void keep_section_facts(struct extractor *x, int first, int end);
void keep_facts_head(struct extractor *x, int c, int first, int end);
void keep_aside_facts(struct extractor *x, int c, int first, int end);
void keep_poem_sign(struct extractor *x, int first, int end);
void keep_needs_list(struct extractor *x, int first, int end);
void keep_verse_boxes(struct extractor *x, int first, int end);
void drop_code_labels(struct extractor *x, int first, int end);
int item_price(const struct extractor *x, const struct block *b);
int title_box(const struct extractor *x);
void keep_item_head(struct extractor *x, int first, int end);
void keep_slide_heads(struct extractor *x, int first, int end);
void keep_tab_labels(struct extractor *x, int c, int first, int end);

/* refs.c */
void drop_apparatus(struct extractor *x, int c, int first, int end);
void drop_url_terms(struct extractor *x, int first, int end);
int has_year(const char *s, size_t n);
void drop_source_lists(struct extractor *x, int c, int first, int end);
void drop_amend_table(struct extractor *x, int first, int end);
void keep_cite_items(struct extractor *x, int first, int end);
void keep_cite_links(struct extractor *x, int first, int end);
void keep_cite_lines(struct extractor *x, int first, int end);
int cite_line(const struct extractor *x, const struct block *b);
int cite_twin(const struct extractor *x, int i, int a);
int table_source(const struct extractor *x, int i, int first);
void drop_cite_box(struct extractor *x, int first, int end);
void keep_close_refs(struct extractor *x, int first, int end);
void keep_closing_credit(struct extractor *x, int first, int end);
int ref_list(struct extractor *x, int i, int end);
void keep_service_refs(struct extractor *x, int first, int end);
void keep_label_urls(struct extractor *x, int first, int end);

/* stamps.c */
int date_link(const char *s, size_t n);
int clock_time(const char *s, size_t n);
int entry_stamp(const struct block *b, const char *s);
struct clock_run {
	int falls, rises, last;
	size_t at;
	const char *s;
};
void clock_step(struct clock_run *r, const char *s, size_t n);
int clock_falling(const struct clock_run *r);
int rel_time(const char *s, size_t n);
int ago_stamp(const char *s, size_t n);
int edit_stamp(const struct block *b, const char *s);
int name_stamp(const struct extractor *x, const struct block *e);
int event_line(const struct extractor *x, const struct block *e);
int hour_minute(const char *s, size_t n);
int hour_h(const char *s, size_t n);
void drop_iso_stamps(struct extractor *x, int first, int end);
void drop_byline_date(struct extractor *x, int first, int end);
void drop_writer_line(struct extractor *x, int first, int end);
void drop_english_dek(struct extractor *x, int c, int first, int end);
int emoji_alone(const char *s, size_t n);
int lone_number(const char *s, size_t n);
int dated(const char *s, size_t n);
/* by_words' count is taken from its initializer (a fixed one left a NULL
 * entry when the list lost a word) */
extern const char *const by_words[];
extern const size_t by_words_n;
extern const char *const written_by[];
extern const size_t written_by_n;
int enact_date(const char *s, size_t n);
int figure_date(const char *s, size_t n);
int read_time_line(const char *s, size_t n);
int stamp_line(const struct block *b, const char *s);
int bare_year(const char *s, size_t n);
int chapter_label(const char *s, size_t n);
int media_duration(const char *s, size_t n);
int slide_counter(const char *s, size_t n);
int gallery_count(const char *s, size_t n);
int thread_counter(const char *s, size_t n);
int answer_count(const char *s, size_t n);
int list_control(const char *s, size_t n);
void drop_dated_heads(struct extractor *x, int first, int end);
void drop_live_stamps(struct extractor *x, int first, int end);
void drop_player_box(struct extractor *x, int first, int end);
void drop_zero_counters(struct extractor *x, int first, int end);
void drop_view_tallies(struct extractor *x, int first, int end);

/* emit.c */
void emit(struct extractor *x, int first, int end, struct buf *out);
int marked_lead(const struct extractor *x, const struct block *b);
int question_above(struct extractor *x, int c, int *end);
int lead_above(struct extractor *x, int c, int *end);
int caption_under_lead(struct extractor *x, int c, int lead_end);
void trailing_hours(struct extractor *x, int c);
int key_points(struct extractor *x, int c, int *end);
int claim_box(struct extractor *x, int c, int *end);
int head_above(struct extractor *x, int c, int lead);
int post_title_h1(struct extractor *x, int c, int top);
int post_title_head(struct extractor *x, int c, int top);
int titled_head(struct extractor *x, int top, const char *title);
int h1_above(struct extractor *x, int c, int top, const char *title);
int product_above(struct extractor *x, int top);
int hero_title(struct extractor *x, int c, int *end);
void keep_subject_h1(struct extractor *x, int c);
int bold_head(struct extractor *x, int c, int top, const char *title, int *end);
int item_title(struct extractor *x, int c, int lead);
int item_features(struct extractor *x, int c, int *end);
int spot_facts(struct extractor *x, int c, int *end);
int thread_title(struct extractor *x, int c, const char *title);
void short_post(struct extractor *x, const char *title, struct buf *out);
void title_only(const char *title, struct buf *out);
int tab_panel(const struct extractor *x, int c);
int tab_summary(struct extractor *x, int tabs, int *end);
void emit_tabs(struct extractor *x, int c, int t, struct buf *out);
int ingr_above(struct extractor *x, int c, int *head, int *start);
void emit_ingr(struct extractor *x, int e, int head, int start,
               struct buf *out);
int pros_cons(struct extractor *x, int c, int *end);
int facts_after(struct extractor *x, int c);
int lineup_after(struct extractor *x, int c);
int faq_after(struct extractor *x, int c, int start);
int credits_after(struct extractor *x, int c, int start);
int writers_after(struct extractor *x, int c, int start);
int refs_after(struct extractor *x, int c, int start, int *end);
int replies_after(struct extractor *x, int c, int start);
int reply_title(struct extractor *x, int c);
int facts_before(struct extractor *x, int c, int top, int *end);
int event_facts(struct extractor *x, int c, int top, int *end);
int front_matter(struct extractor *x, int c, int top, int *end);

/* String tests small and hot enough that each file inlines its own
 * copy. */

static inline int starts_with_ci(const char *s, size_t n, const char *w)
{
	/* the first letter first: most lines open with another (bit 5 is
	 * case in ASCII; a byte that differs in more is another letter) */
	if (!n || ((unsigned char)s[0] ^ (unsigned char)w[0]) & ~0x20)
		return 0;
	size_t wl = strlen(w);
	return n >= wl && !strncasecmp(s, w, wl);
}

/* A figure at s[0..n): its length in bytes, 1 for an ASCII digit, 2 for
 * an Arabic-Indic one ("٠"-"٩", U+0660-0669) or a Persian and Urdu one
 * ("۰"-"۹", U+06F0-06F9), 3 for one of the scripts of India (Devanagari
 * "०"-"९" U+0966, Bengali U+09E6, Gurmukhi, Gujarati, Oriya, Tamil,
 * Telugu, Kannada, Malayalam: U+0966 + k * 0x80, bytes E0, A5 + 2k,
 * A6-AF) or Thai ("๐"-"๙", U+0E50-0E59: E0 B9 90-99), else 0. Arabic
 * pages print their dates and times in those ("٠٣-٠٧-٢٠٢٣, ١٠:٢٢ PM
 * #١"), Persian, Bengali and Hindi ones too ("প্রকাশ: ০৩ সেপ্টেম্বর
 * ২০২৬"); a test of ASCII digits alone took a post's stamp for text.
 * The first byte decides before any other is read: the hot path is an
 * ASCII letter. */
static inline int figure_at(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	if (!n || u[0] < '0')
		return 0;
	if (u[0] <= '9')
		return 1;
	if (u[0] < 0xD9)
		return 0;
	if (u[0] == 0xE0)
		return n >= 3 && ((u[1] >= 0xA5 && u[1] <= 0xB5 && (u[1] & 1) &&
		                   u[2] >= 0xA6 && u[2] <= 0xAF) ||
		                  (u[1] == 0xB9 && u[2] >= 0x90 && u[2] <= 0x99)) ? 3 : 0;
	return n >= 2 && ((u[0] == 0xD9 && u[1] >= 0xA0 && u[1] <= 0xA9) ||
	                  (u[0] == 0xDB && u[1] >= 0xB0 && u[1] <= 0xB9)) ? 2 : 0;
}

/* And the figure that ends s[0..n): its length in bytes, or 0. A
 * figure's last byte is an ASCII digit or a continuation byte, so one
 * test of it turns the rest away. */
static inline int figure_before(const char *s, size_t n)
{
	if (!n)
		return 0;
	unsigned char c = (unsigned char)s[n - 1];
	if (c >= '0' && c <= '9')
		return 1;
	if (c < 0x90 || c > 0xB9)
		return 0;
	if (n >= 2 && figure_at(s + n - 2, 2) == 2)
		return 2;
	return n >= 3 && figure_at(s + n - 3, 3) == 3 ? 3 : 0;
}

/* The value of the figure at s of length l (figure_at's). */
static inline int figure_value(const char *s, int l)
{
	const unsigned char *u = (const unsigned char *)s;
	if (l == 1)
		return u[0] - '0';
	if (l == 3)
		return u[2] - (u[1] == 0xB9 ? 0x90 : 0xA6);
	return u[0] == 0xD9 ? u[1] - 0xA0 : u[1] - 0xB0;
}

/* Does s[0..n) hold w anywhere? */
static inline int has_ci(const char *s, size_t n, const char *w)
{
	return memmem_ci(s, n, w) != NULL;
}

/* The letter pairs of the line that boiler_phrase reads, ASCII case
 * folded (tolower, as memmem_ci compares the first two), hashed to 1024
 * bits: a phrase whose first two letters are not among them is not in the
 * line, and has_any_ci passes over it without a scan. Set for s[0..n)
 * while boiler_phrase runs on it (its lists and its helpers' on the same
 * line), one a thread; any other text is scanned as before. */
struct line_pairs {
	const char *s;
	size_t n;
	uint64_t m[16];
};
extern _Thread_local struct line_pairs line_pairs;
static inline unsigned pair_key(unsigned char a, unsigned char b)
{
	return ((unsigned)tolower(a) * 31u + (unsigned)tolower(b)) & 1023u;
}

/* Does s hold any of the k phrases w, case-insensitively? */
static inline int has_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	const struct line_pairs *lp = line_pairs.s == s && line_pairs.n == n ? &line_pairs : NULL;
	for (size_t i = 0; i < k; i++) {
		if (lp && w[i][0] && w[i][1]) {
			unsigned h = pair_key((unsigned char)w[i][0], (unsigned char)w[i][1]);
			if (!(lp->m[h >> 6] >> (h & 63) & 1))
				continue;
		}
		if (has_ci(s, n, w[i]))
			return 1;
	}
	return 0;
}

/* Is s[0..n) an address written out, bare: "http://" or "https://" in
 * either case, no space (share_url_line, drop_url_terms' url_value)? */
static inline int bare_url(const char *s, size_t n)
{
	return (starts_with_ci(s, n, "https://") || starts_with_ci(s, n, "http://")) &&
	       !memchr(s, ' ', n);
}

/* The element of tag (a flag of F_*) that is node q or one of its up
 * nearest ancestors, or -1: a quoted post's quote (quoted_line,
 * quoted_caption), a value's <dd> or <li>, a term's <dt>. */
static inline int up_to_tag(const struct node *nd, int q, unsigned tag, int up)
{
	for (int k = 0; q >= 0 && !(nd[q].tag & tag); k++)
		q = k < up ? nd[q].parent : -1;
	return q;
}

/* Does s open with any of the k phrases w, case-insensitively? */
static inline int starts_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (starts_with_ci(s, n, w[i]))
			return 1;
	return 0;
}

/* The length of the first of the k phrases w that s opens with,
 * case-insensitively; 0 if none. */
static inline size_t opens_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (starts_with_ci(s, n, w[i]))
			return strlen(w[i]);
	return 0;
}

/* The length of the first of the k phrases w that s ends with,
 * case-insensitively; 0 if none. */
static inline size_t ends_any_ci(const char *s, size_t n, const char *const *w, size_t k)
{
	for (size_t i = 0; i < k; i++) {
		size_t l = strlen(w[i]);
		if (n >= l && starts_with_ci(s + n - l, l, w[i]))
			return l;
	}
	return 0;
}

/* The characters of s[0..n) but spaces, as a block counts them (a UTF-8
 * letter is one): a line's share that its links may cover. */
static inline int text_chars(const char *s, size_t n)
{
	int c = 0;
	for (size_t i = 0; i < n; i++)
		c += s[i] != ' ' && ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

/* The characters of s[0..n), spaces too: a byte for ASCII, so a limit
 * tuned on Latin lines reads a Cyrillic or a Greek one (two bytes a
 * letter) alike. */
static inline size_t utf8_len(const char *s, size_t n)
{
	size_t c = 0;
	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

/* The same, and the phrase ends a word there: "Share" is not "Shares". */
static inline int starts_with_word(const char *s, size_t n, const char *w)
{
	if (!starts_with_ci(s, n, w))
		return 0;
	size_t wl = strlen(w);
	/* a figure run into the word ends it: a widget's spans set with no
	 * space between them, "Artikel anhören3:12", "Kommentare14" */
	return wl == n || !isalnum((unsigned char)w[wl - 1]) || !isalnum((unsigned char)s[wl]) ||
	       (isalpha((unsigned char)w[wl - 1]) && isdigit((unsigned char)s[wl]));
}

/* s[0..n) without the colons and spaces that close it ("Nachteile:") */
static inline size_t label_len(const char *s, size_t n)
{
	while (n && (s[n - 1] == ':' || s[n - 1] == ' '))
		n--;
	return n;
}

/* Is s[0..n), its closing colon aside, one of the k words, whole? */
static inline int label_is(const char *s, size_t n, const char *const *w, size_t k)
{
	n = label_len(s, n);
	for (size_t i = 0; i < k; i++)
		if (n == strlen(w[i]) && !strncasecmp(s, w[i], n))
			return 1;
	return 0;
}

/* Is the page in English: its <html lang> as declared, or as its words
 * show where none is given? */
static inline int page_english(const struct extractor *x)
{
	return x->lang >= 0 ? x->lang : x->english;
}

/* The last block in [first, end) that is kept, or first - 1 if none. */
static inline int last_kept(const struct extractor *x, int first, int end)
{
	int last = end - 1;
	while (last >= first && x->blocks[last].keep <= 0)
		last--;
	return last;
}

/* Block tests small and hot enough that each file inlines its own copy
 * (split_container.py moved them here from container.c). */
static inline int is_prose(const struct block *b)
{
	double ld = b->chars ? (double)b->link_chars / b->chars : 0;
	return ld <= 0.5 && (b->chars >= 40 || b->punct > 0) && b->words >= 4;
}

#endif
