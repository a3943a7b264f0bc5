# cc.mk: a folder of Common Crawl WARC files to Megatron shards and a report,
# on one machine, resumable. See pipelines/README.md.
#
#   make -f pipelines/cc.mk WARCS=dir OUT=dir [BENCH=dir] [VOCAB=file|dir] -j N
#
# Per WARC (the name is the file's without .warc[.gz|.zst]):
#   extract   mextract               -> OUT/docs/NAME.jsonl.zst
#   filter    mscore --keep $(KEEP)  -> OUT/kept/NAME.jsonl.zst
#   dedup     mdedup sig, then bucket (one per band and exact), cluster (one),
#             apply (per WARC)       -> OUT/dedup/NAME.jsonl.zst
#   decon     mdecon index (one), count (per WARC), filter (per WARC)
#                                    -> OUT/clean/NAME.jsonl.zst   (with BENCH)
#   tokenize  mtok (mtok train first when VOCAB is not given)
#                                    -> OUT/shards/NAME.bin, .idx
#   profile   documents, characters, languages, lengths of each step's output
# then OUT/report.md and OUT/report.html (pipelines/report).
# pipelines/slurm/cc.sbatch runs the same targets as Slurm array jobs.
#
# Every step writes its outputs through the command's -o (a temporary name,
# renamed when complete), then its --stats JSON to OUT/stats/, renamed into
# place last: the stats file is the step's target, so a build that was
# interrupted, or failed, redoes only the steps whose stats file is missing or
# older than their inputs. A WARC that mextract finds damaged keeps the
# documents it could read; the build goes on, the error is kept in
# OUT/stats/NAME.extract.err and the report names the file. Any other failure
# (a full disk, a missing command) stops the build with the command's message.
#
# Settings (make variables; a change redoes the steps it affects):
#   BIN=dir           the mtk commands (default: build/bin of this tree when
#                     built, else the PATH)
#   THREADS=n         -j of every command (default 1; make's -j runs WARCs
#                     side by side)
#   LANGS=en,de       mextract --lang; MIN_LANG_SCORE=x  --min-lang-score
#   BLOCKLIST=file    mextract --url-blocklist
#   RULES=all         mscore --rules; KEEP=pass  mscore --keep (empty: keep all)
#   MODEL=file        mscore --model (adds a score)
#   DEDUP=            extra mdedup sig options (--exact, --fuzzy, --shingle,
#                     --priority); BANDS=14 ROWS=8
#   BENCH=dir         benchmarks for mdecon (none: the step is skipped, saying so)
#   DECON_INDEX=      extra mdecon index options (-n, --min-len, --fields)
#   DECON=            extra mdecon filter options (--cut, --max-matches ...)
#   VOCAB=file|dir    mtok --vocab; without it a BPE vocabulary of VOCAB_SIZE
#                     (default 32768) is trained on the decontaminated documents
#   MTOK=--append-eod mtok options
#   PYTHON=python3    for the profile and report steps

ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST)))..)

ifeq ($(strip $(WARCS)),)
$(error cc.mk: WARCS is not set: make -f pipelines/cc.mk WARCS=dir OUT=dir [BENCH=dir] [VOCAB=file] -j N)
endif
ifeq ($(strip $(OUT)),)
$(error cc.mk: OUT is not set: make -f pipelines/cc.mk WARCS=dir OUT=dir [BENCH=dir] [VOCAB=file] -j N)
endif
ifeq ($(wildcard $(WARCS)/.),)
$(error cc.mk: WARCS=$(WARCS): no such directory)
endif

# make splits names on spaces and reads % and : in rules: such names are refused
BAD_NAMES := $(shell ls -1 '$(WARCS)' | grep -E '\.warc(\.gz|\.zst)?$$' | grep -v '^[A-Za-z0-9._+,=@-]*$$' | sed 's/.*/"&"/')
ifneq ($(BAD_NAMES),)
$(error cc.mk: WARCS=$(WARCS): file names with characters other than letters, digits and ._+,=@- cannot be make targets: $(BAD_NAMES); rename them or link them under other names)
endif
WARC_FILES := $(sort $(wildcard $(WARCS)/*.warc $(WARCS)/*.warc.gz $(WARCS)/*.warc.zst))
ifeq ($(WARC_FILES),)
$(error cc.mk: WARCS=$(WARCS): no WARC files (*.warc, *.warc.gz, *.warc.zst) in it, nothing to build)
endif
name_of = $(patsubst %.warc,%,$(patsubst %.warc.zst,%,$(patsubst %.warc.gz,%,$(notdir $(1)))))
NAMES := $(foreach f,$(WARC_FILES),$(call name_of,$(f)))
ifneq ($(words $(NAMES)),$(words $(sort $(NAMES))))
$(error cc.mk: WARCS=$(WARCS): two files share a name once .warc[.gz|.zst] is cut off: $(sort $(foreach n,$(NAMES),$(if $(filter-out 1,$(words $(filter $(n),$(NAMES)))),$(n)))))
endif
$(foreach f,$(WARC_FILES),$(eval WARC_$(call name_of,$(f)) := $(f)))

BIN ?= $(if $(wildcard $(ROOT)/build/bin/mextract),$(ROOT)/build/bin)
X := $(if $(BIN),$(BIN)/)
THREADS ?= 1
RULES ?= all
KEEP ?= pass
BANDS ?= 14
ROWS ?= 8
VOCAB_SIZE ?= 32768
MTOK ?= --append-eod
PYTHON ?= python3
REPORT := $(PYTHON) $(ROOT)/pipelines/report

S := $(OUT)/stats
J := -j $(THREADS)

# A step's settings file is rewritten (at parse time) only when its settings
# change, so that make redoes that step and those after it. One shell for
# the five, and only its builtins when nothing changed: every task of
# pipelines/slurm/cc.sbatch parses this file.
settings = s='$(strip $(2))' f=$(S)/$(1).settings old=; [ -f "$$f" ] && read -r old <"$$f"; \
	[ -f "$$f" ] && [ "$$old" = "$$s" ] || { printf '%s\n' "$$s" >"$$f.tmp" && mv "$$f.tmp" "$$f"; } || rm -f "$$f.tmp";
$(shell [ -d $(S) ] || mkdir -p $(S); \
	$(call settings,extract,$(LANGS) | $(MIN_LANG_SCORE) | $(BLOCKLIST)) \
	$(call settings,filter,$(RULES) | $(KEEP) | $(MODEL)) \
	$(call settings,dedup,$(DEDUP) | $(BANDS) | $(ROWS)) \
	$(call settings,decon,$(BENCH) | $(DECON_INDEX) | $(DECON)) \
	$(call settings,tok,$(VOCAB) | $(VOCAB_SIZE) | $(MTOK)))

EXTRACT_OPTS := $(if $(LANGS),--lang $(LANGS)) $(if $(MIN_LANG_SCORE),--min-lang-score $(MIN_LANG_SCORE)) \
	$(if $(BLOCKLIST),--url-blocklist $(BLOCKLIST))
SCORE_OPTS := --rules $(RULES) $(if $(KEEP),--keep '$(KEEP)') $(if $(MODEL),--model $(MODEL))
# the pairs files cluster needs: the exact hashes and every band, or only
# those that DEDUP's --exact or --fuzzy asks for
FUZZY_BANDS := $(shell seq 0 $$(($(BANDS) - 1)))
BAND_IDS := $(if $(filter --fuzzy,$(DEDUP)),$(if $(filter --exact,$(DEDUP)),exact) $(FUZZY_BANDS),$(if $(filter --exact,$(DEDUP)),exact,exact $(FUZZY_BANDS)))

ALL_SHARDS := $(NAMES:%=$(S)/%.tok.json)
ALL_PROFILES := $(NAMES:%=$(S)/%.profile.json)

.PHONY: all steps shards report plan
.DELETE_ON_ERROR:
.SUFFIXES:

all: report
shards: $(ALL_SHARDS)
report: $(OUT)/report.html

# What pipelines/slurm/cc.sbatch needs to submit this build as array jobs
# (each task builds one of the targets below): the stats directory, the
# WARC names in order, the dedup bands, whether BENCH and VOCAB are given,
# THREADS.
plan:
	@printf '%s\n' "stats $(S)" "names $(NAMES)" "bands $(BAND_IDS)" "bench $(if $(strip $(BENCH)),yes,no)" \
		"vocab $(if $(strip $(VOCAB)),yes,no)" "threads $(THREADS)"

# ---- extract: a damaged WARC keeps what could be read (mextract writes the
# output and its stats, exit 1, errors > 0 in the stats); anything else that
# fails stops the build.
$(foreach n,$(NAMES),$(eval $(S)/$(n).extract.json: $(WARC_$(n))))
$(S)/%.extract.json: $(S)/extract.settings $(BLOCKLIST)
	@mkdir -p $(OUT)/docs
	@rm -f $@.tmp $(OUT)/docs/$*.jsonl.zst $(S)/$*.extract.err
	@echo "extract  $*"
	@if $(X)mextract $(J) $(EXTRACT_OPTS) --stats $@.tmp -o $(OUT)/docs/$*.jsonl.zst $(WARC_$*) 2>$@.log; then \
		cat $@.log >&2; \
	elif [ -f $(OUT)/docs/$*.jsonl.zst ] && grep -q '"errors":[1-9]' $@.tmp 2>/dev/null; then \
		mv $@.log $(S)/$*.extract.err; \
		echo "cc.mk: $(WARC_$*): damaged, its readable documents kept, the build goes on: $$(head -n 1 $(S)/$*.extract.err)" >&2; \
	else \
		cat $@.log >&2; rm -f $@.log $@.tmp; echo "cc.mk: extract $(WARC_$*) failed" >&2; exit 1; \
	fi
	@rm -f $@.log
	@mv $@.tmp $@

# ---- quality filter
$(S)/%.filter.json: $(S)/%.extract.json $(S)/filter.settings $(MODEL)
	@mkdir -p $(OUT)/kept
	@echo "filter   $*"
	@$(X)mscore $(J) $(SCORE_OPTS) --stats $@.tmp -o $(OUT)/kept/$*.jsonl.zst $(OUT)/docs/$*.jsonl.zst
	@mv $@.tmp $@

# ---- dedup, sharded: the signature files in the sorted order of NAMES fix
# "first seen" for every band and for cluster.
SIGS := $(NAMES:%=$(OUT)/dedup/sig/%.sig)
$(S)/%.sig.json: $(S)/%.filter.json $(S)/dedup.settings
	@mkdir -p $(OUT)/dedup/sig
	@echo "sig      $*"
	@$(X)mdedup sig --force $(J) --bands $(BANDS) --rows $(ROWS) $(DEDUP) --name $* --stats $@.tmp \
		-o $(OUT)/dedup/sig/$*.sig $(OUT)/kept/$*.jsonl.zst
	@mv $@.tmp $@

$(S)/bucket.%.json: $(NAMES:%=$(S)/%.sig.json)
	@mkdir -p $(OUT)/dedup/pairs
	@echo "bucket   band $*"
	@$(X)mdedup bucket --force --band $* --tmp $(OUT)/dedup --stats $@.tmp -o $(OUT)/dedup/pairs/$*.pairs $(SIGS)
	@mv $@.tmp $@

$(S)/cluster.json: $(BAND_IDS:%=$(S)/bucket.%.json)
	@echo "cluster"
	@$(X)mdedup cluster --force --removed $(OUT)/dedup/removed.jsonl --stats $@.tmp \
		-o $(OUT)/dedup/dups.bin $(BAND_IDS:%=$(OUT)/dedup/pairs/%.pairs)
	@mv $@.tmp $@

$(S)/%.apply.json: $(S)/cluster.json $(S)/%.filter.json
	@echo "apply    $*"
	@$(X)mdedup apply --name $* --stats $@.tmp -o $(OUT)/dedup/$*.jsonl.zst $(OUT)/dedup/dups.bin $(OUT)/kept/$*.jsonl.zst
	@mv $@.tmp $@

# ---- decontamination: an index of BENCH, counts per WARC (the frequent
# n-gram rule needs the whole corpus), then the filter per WARC.
ifneq ($(strip $(BENCH)),)
BENCH_FILES := $(shell find $(BENCH) -type f -name '*.json*' 2>/dev/null | sort)
ifeq ($(BENCH_FILES),)
$(error cc.mk: BENCH=$(BENCH): no benchmark files (*.jsonl, *.json, .gz, .zst) found)
endif
CLEAN = $(OUT)/clean/$(1).jsonl.zst
DECON_DONE = $(S)/$(1).decon.json

# An index that this mdecon refuses is built again, and the steps after it:
# one of an older format (mdecon upgraded since: the counts of every WARC
# would fail on it), or damaged, or gone. Its time cannot say so; mdecon,
# given the index and no input, reads the index only and says whether it
# takes it (at parse time, read-only: every task of cc.sbatch may do it at
# once; only when the step is done, else it is built anyway).
DECON_REFUSED := $(if $(wildcard $(S)/decon-index.json),$(shell \
	m=$$($(X)mdecon --index $(OUT)/decon/tasks.idx </dev/null 2>&1 >/dev/null) || echo "$${m:-mdecon failed}"))
ifneq ($(DECON_REFUSED),)
.PHONY: decon-index-refused
decon-index-refused: ;
endif

$(S)/decon-index.json: $(BENCH_FILES) $(S)/decon.settings $(if $(DECON_REFUSED),decon-index-refused)
	@mkdir -p $(OUT)/decon
	@echo "decon    index of $(BENCH)"
	$(if $(DECON_REFUSED),@printf '%s\n' 'cc.mk: $(subst ','\'',$(DECON_REFUSED)); building it again' >&2)
	@$(X)mdecon index -b $(BENCH) $(DECON_INDEX) --stats $@.tmp -o $(OUT)/decon/tasks.idx
	@mv $@.tmp $@

$(S)/%.count.json: $(S)/decon-index.json $(S)/%.apply.json
	@mkdir -p $(OUT)/decon/cnt
	@echo "count    $*"
	@$(X)mdecon count $(J) --index $(OUT)/decon/tasks.idx --stats $@.tmp -o $(OUT)/decon/cnt/$*.cnt $(OUT)/dedup/$*.jsonl.zst
	@mv $@.tmp $@

$(S)/%.decon.json: $(NAMES:%=$(S)/%.count.json)
	@mkdir -p $(OUT)/clean $(OUT)/decon/report
	@echo "decon    $*"
	@$(X)mdecon $(J) --index $(OUT)/decon/tasks.idx --counts $(NAMES:%=$(OUT)/decon/cnt/%.cnt) $(DECON) \
		--report $(OUT)/decon/report/$*.jsonl --stats $@.tmp -o $(OUT)/clean/$*.jsonl.zst $(OUT)/dedup/$*.jsonl.zst
	@mv $@.tmp $@
else
CLEAN = $(OUT)/dedup/$(1).jsonl.zst
DECON_DONE = $(S)/$(1).apply.json $(S)/decon-skipped.txt

$(S)/decon-skipped.txt: $(S)/decon.settings
	@echo "decon    skipped: no BENCH=dir of benchmarks given; the deduplicated documents are tokenized as they are"
	@echo "no BENCH=dir of benchmarks given" >$@.tmp && mv $@.tmp $@
endif

# ---- tokenize: a vocabulary (given, or trained on all clean documents),
# then one shard per WARC.
ifneq ($(strip $(VOCAB)),)
VOCAB_FILE := $(VOCAB)
VOCAB_DONE := $(if $(wildcard $(VOCAB)/.),,$(VOCAB))
else
VOCAB_FILE := $(OUT)/tok.json
VOCAB_DONE := $(S)/tok-train.json
$(S)/tok-train.json: $(foreach n,$(NAMES),$(call DECON_DONE,$(n))) $(S)/tok.settings
	@echo "vocab    mtok train --vocab-size $(VOCAB_SIZE)"
	@$(X)mtok train $(J) --vocab-size $(VOCAB_SIZE) --stats $@.tmp -o $(OUT)/tok.json $(foreach n,$(NAMES),$(call CLEAN,$(n)))
	@mv $@.tmp $@
endif

define tok_rule
$(S)/$(1).tok.json: $(call DECON_DONE,$(1)) $(VOCAB_DONE) $(S)/tok.settings
	@mkdir -p $(OUT)/shards
	@echo "tokenize $(1)"
	@$(X)mtok $(J) --vocab $(VOCAB_FILE) $(MTOK) --stats $$@.tmp -o $(OUT)/shards/$(1) $(call CLEAN,$(1))
	@mv $$@.tmp $$@
endef
$(foreach n,$(NAMES),$(eval $(call tok_rule,$(n))))

# ---- profile: per WARC, what each step's output holds (documents,
# characters, bytes, languages, lengths, scores), read by the report.
define profile_rule
$(S)/$(1).profile.json: $(S)/$(1).tok.json $(ROOT)/pipelines/report
	@$(REPORT) profile -o $$@ \
		extract=$(OUT)/docs/$(1).jsonl.zst filter=$(OUT)/kept/$(1).jsonl.zst \
		dedup=$(OUT)/dedup/$(1).jsonl.zst $(if $(strip $(BENCH)),decon=$(OUT)/clean/$(1).jsonl.zst)
endef
$(foreach n,$(NAMES),$(eval $(call profile_rule,$(n))))

# Every stats file named here, so that none is an intermediate file: a
# missing one (deleted, or never made) is remade, and those after it.
STEPS := $(foreach n,$(NAMES),$(foreach s,extract filter sig apply,$(S)/$(n).$(s).json) \
	$(call DECON_DONE,$(n)) $(S)/$(n).tok.json $(S)/$(n).profile.json) \
	$(BAND_IDS:%=$(S)/bucket.%.json) $(S)/cluster.json $(VOCAB_DONE) \
	$(if $(strip $(BENCH)),$(S)/decon-index.json $(NAMES:%=$(S)/%.count.json))
steps: $(STEPS)

# ---- the report
$(OUT)/report.html: $(STEPS) $(ROOT)/pipelines/report
	@echo "report   $(OUT)/report.md, $(OUT)/report.html"
	@$(REPORT) report $(OUT)
