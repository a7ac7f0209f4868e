#!/bin/bash
# Confidence reliability at first sight, without and with src/core/syllabus/confidence-signals.ts
# (docs/structurer.md, "Confidence on syllabi the structurer has never seen").
#
#   scripts/first-sight-confidence/run.sh [WORKDIR]
#
# For each folder, a detached worktree of the commit its FIRST_SIGHT.md names is made under WORKDIR
# (default bench-out/first-sight), node_modules linked from this checkout; its readings are dumped
# as they were (with the module's own version where the commit has one: fresh17 on), then again with
# this checkout's confidence-signals.ts copied in and called from parse.ts just before the weeks are
# built, followed by this checkout's recurring-source.ts (the confidence raise for a source named session
# after session) where the commit has none. Prints the bands (count, % right) of both runs.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mkdir -p "${1:-$here/bench-out/first-sight}" && cd "${1:-$here/bench-out/first-sight}" && pwd)
# folder:commit, as each FIRST_SIGHT.md names it.
all_pairs="fresh5:dd4d549 fresh6:74e2dff fresh7:be5bd7d fresh8:9622e7f fresh9:ae10c7f fresh10:df3449c fresh11:e786443 fresh12:131fcfc fresh13:d274e80 fresh14:23a49ea fresh15:1375f2d fresh16:73e1748 fresh17:df283fe fresh18:00cc94c fresh19:8c63a27 fresh20:aebdc13 fresh21:4738153 fresh22:b864850 fresh23:125a251 fresh24:4afbb80 fresh25:f0c2b29 fresh26:99cee55 fresh27:41757e1 fresh28:11d30be fresh29:8b2f7ac fresh30:6b9ad9d fresh31:81a2728 fresh32:491ef6f fresh33:1ed6508 fresh34:f0240a2 fresh35:33d06d3 fresh36:2b06ffa fresh37:ad28846 fresh38:b70809b fresh39:cd6afde fresh40:b70fed9 fresh41:1a75ecc fresh42:fbf1614 fresh43:482452f fresh44:0349440 fresh45:e9f61d1 fresh46:30cb467 fresh47:c3acfbc fresh48:e70966f fresh49:f7bf276 fresh50:90843d5 fresh51:553bf74 fresh52:f26320d fresh53:e3c2bee fresh54:329e288 fresh55:cba028f fresh56:7cb11eb fresh57:24b62e8 fresh58:4008cc8 fresh59:462359f fresh60:53d35be fresh61:34751ca"
# FSC_FOLDERS="fresh5 fresh9" re-runs those folders only (the bands still print every folder whose dumps exist).
pairs=$all_pairs
if [ -n "${FSC_FOLDERS:-}" ]; then
  pairs=$(for p in $all_pairs; do case " $FSC_FOLDERS " in *" ${p%%:*} "*) echo "$p" ;; esac; done)
fi
# The modules confidence-signals.ts imports besides types, copied beside it.
modules="work-shapes.ts layout-evidence.ts title-shape-signals.ts taken-reading-floor.ts page-input.ts optional-heading.ts not-page-ranges.ts recurring-source.ts week-evidence.ts untitled-reading.ts named-again.ts one-week-list.ts confidence-cap.ts line-text.ts restated-listing.ts stacked-labels.ts"
for pair in $pairs; do
  folder=${pair%%:*}; commit=${pair##*:}; tree=$work/$commit
  [ -d "$tree" ] || git -C "$here" worktree add --detach "$tree" "$commit" >/dev/null
  [ -e "$tree/node_modules" ] || ln -s "$here/node_modules" "$tree/node_modules"
  git -C "$tree" checkout -q -- src/core/syllabus/parse.ts
  # A commit that already has the module (fresh17 on) is dumped with its own version as it was.
  tracked=$(git -C "$tree" ls-files src/core/syllabus/confidence-signals.ts)
  if [ -n "$tracked" ]; then git -C "$tree" checkout -q -- "$tracked"; else rm -f "$tree/src/core/syllabus/confidence-signals.ts"; fi
  for m in $modules; do
    # A module the commit has is put back as it was (an earlier run copied this checkout's over it).
    if git -C "$tree" ls-files --error-unmatch "src/core/syllabus/$m" >/dev/null 2>&1; then
      git -C "$tree" checkout -q -- "src/core/syllabus/$m"
    else rm -f "$tree/src/core/syllabus/$m"; fi
  done
  # FSC_SKIP_FIRST=1: the commit as it was is not dumped again (its dump from an earlier run is kept).
  [ "${FSC_SKIP_FIRST:-}" = 1 ] || (cd "$tree" && npx tsx "$here/scripts/first-sight-confidence/dump.mts" "$tree" "$work/$folder-first.jsonl" "$folder")
  # The module as it is here (older Trace types lack its field: dump.mts adds it).
  sed -e "/import type { Trace } from '.\/trace';/d" -e 's/  trace?: Trace,/  trace?: { signals?: unknown[] },/' \
    "$here/src/core/syllabus/confidence-signals.ts" > "$tree/src/core/syllabus/confidence-signals.ts"
  # What it imports besides types (older checkouts lack the module; a type import needs nothing).
  for m in $modules; do cp "$here/src/core/syllabus/$m" "$tree/src/core/syllabus/$m"; done
  [ -n "$tracked" ] || sed -i -e "1i import { applyConfidenceSignals } from './confidence-signals';" \
    -e 's/^  const weeks = buildWeeks(placement.placed);/  applyConfidenceSignals(placement.placed.flatMap((p) => p.session.readings), prepared, options.trace);\n&/' \
    "$tree/src/core/syllabus/parse.ts"
  # Whether the text was read off a page (a PDF or a photo: its lines carry boxes, page-input.ts), passed
  # to the call as this checkout's parse.ts does (older calls end at the trace argument).
  grep -q "readFromPage(lines)" "$tree/src/core/syllabus/parse.ts" || perl -0pi -e \
    's/(applyConfidenceSignals\((?:(?!\);).)*?options\.trace),?(\s*)\)/$1, lines.some((l) => l.bbox !== undefined)$2)/s' \
    "$tree/src/core/syllabus/parse.ts"
  # The recurring-source raise, after the signals, where the commit's parse.ts does not call it yet
  # (FSC_NO_RECURRING=1: the signals alone).
  [ "${FSC_NO_RECURRING:-}" = 1 ] || grep -q raiseRecurringSources "$tree/src/core/syllabus/parse.ts" || sed -i -e "1i import { raiseRecurringSources } from './recurring-source';" \
    -e 's/^  const weeks = buildWeeks(placement.placed);/  raiseRecurringSources(placement.placed.map((p) => p.session.readings), (d) => prepared.find((l) => l.page === d.page \&\& l.line === d.line)?.text ?? "");\n&/' \
    "$tree/src/core/syllabus/parse.ts"
  # The week-evidence cap (an untitled reading whose week was worked out), last before the weeks
  # are built, where the commit's parse.ts does not call it yet (FSC_NO_WEEK=1: without it).
  [ "${FSC_NO_WEEK:-}" = 1 ] || grep -q capUnsureWeeks "$tree/src/core/syllabus/parse.ts" || sed -i -e "1i import { capUnsureWeeks } from './week-evidence';" \
    -e 's/^  const weeks = buildWeeks(placement.placed);/  capUnsureWeeks(placement.placed, scan.defaultSource, options.trace);\n&/' \
    "$tree/src/core/syllabus/parse.ts"
  # The list-in-one-week cap (a document whose weeks were not found), last before the weeks are built,
  # where the commit's parse.ts does not call it yet (FSC_NO_LIST_WEEK=1: without it).
  [ "${FSC_NO_LIST_WEEK:-}" = 1 ] || grep -q capListInOneWeek "$tree/src/core/syllabus/parse.ts" || sed -i -e "1i import { capListInOneWeek } from './one-week-list';" \
    -e 's/^  const weeks = buildWeeks(placement.placed);/  capListInOneWeek(placement.placed, options.trace);\n&/' \
    "$tree/src/core/syllabus/parse.ts"
  (cd "$tree" && npx tsx "$here/scripts/first-sight-confidence/dump.mts" "$tree" "$work/$folder-signals.jsonl" "$folder")
done
node "$here/scripts/first-sight-confidence/bands.mjs" "$work" $(for p in $all_pairs; do f=${p%%:*}; [ -e "$work/$f-signals.jsonl" ] && echo "$f"; done)
