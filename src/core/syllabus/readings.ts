/** Turning a stretch of reading text into reading drafts (title, citation, pages). */
import { splitEditionWorks } from './edition-note';
import { splitPlusJoined } from './plus-joined-parts';
import { chapterSectionTitle } from './chapter-section-refs';
import { splitAtNextAuthor } from './next-author';
import { dotLeaderItems } from './dot-leader-items';
import { splitQuotedRun } from './quoted-run';
import { isOneSourceChapterList } from './source-chapters';
import { repeatedItemLabels } from './repeated-item-labels';
import { repeatedReadingLabels } from './repeated-reading-labels';
import { isNoReadingNote } from './no-reading-note';
import { isGradeScaleRow } from './grade-scale';
import { isTitleAbbreviation } from './title-abbreviation';
import { isAuthorYearHead } from './author-year-head';
import { isVenueTail } from './venue-tail';
import { isPartOfWork } from './work-part';
import { imprintPages } from './publication-imprint';
import { isExtraEntry } from './recommended-entry';
import { fromReadInstruction } from './embedded-read';
import { withoutAddresses } from './title-addresses';
import { splitSectionPagesList } from './section-pages-list';
import { splitSourcedList } from './sourced-list';
import { type BookSegment, bookLabelSegments } from './book-labels';
import { splitClauseRanges } from './clause-ranges';
import { splitSharedPart } from './shared-part-authors';
import { UNTITLED_READING } from './untitled-reading';
import { type Cut, cutInTurn } from './cut-in-turn';
import { attachFigureReferences } from './figure-refs';
import { numberedWorks } from './numbered-works';
import { attachRuleParts } from './rule-parts';
import { laterSentenceOrigin, sentenceOrigin } from './prose-bullet';
import { slashItems } from './slash-list';
import { splitWorks } from './works-list';
import { opensWithChapterMark, splitChapterTitled } from './chapter-titled-list';
import { skippedChapters, withoutSkippedChapters } from './skipped-part';
import { dueChapters } from './due-chapters';
import { readItems } from './read-items';
import { splitCaseList } from './case-list';
import { splitRepeatedSource } from './repeated-source';
import { splitSecondSource } from './second-source';
import { splitCitedList } from './cited-list';
import { splitCiteKeyList } from './cite-key-list';
import { withoutExtentTail } from './extent-tail';
import { joinPageParts } from './page-cell-part';
import { journalPages } from './journal-pages';
import { authorFirstEntry } from './author-first-entry';
import { findPages, leadingPages, type PageHit } from './pages';
import { referenceEntry } from './reference-entry';
import { bylineEntry } from './byline-entry';
import { chicagoEntry } from './chicago-entry';
import { authorDateEntry } from './author-date-entry';
import {
  classifySpan,
  type Feature,
  looksLikeReadingOnItsOwn,
  type SpanContext,
  type Verdict,
} from './classify';
import { withoutActivityTail } from './activity-tail';
import { withoutCapsAssessmentTail } from './caps-assessment-tail';
import { withoutCategoryLabel } from './category-label';
import { withoutDeadlineTail } from './deadline-tail';
import { withoutTaskTails } from './task-tails';
import { isNonReadingLabelLine } from './non-reading-label';
import { isAdministrative } from './signals';
import { ENTRY_BREAK, stripTrailing } from './text';
import { bulletedEntries } from './bulleted-entries';
import type { Trace } from './trace';
import { matchesOf } from './matches';
import { opensPagesInBook } from './part-of-book';
import { isShortReference } from './listed-short-reference';
import { linkedListItems } from './linked-list-items';
import { entitledWork } from './entitled-work';

export interface ReadingDraft {
  title: string;
  citation: string | null;
  pages: string | null;
  confidence: number;
  page: number;
  line: number;
  /** The classifier's log-odds and the features that decided it (for --explain). */
  score: number;
  features: Feature[];
}

export interface Origin {
  page: number;
  line: number;
  /** What introduced the text: a reading label or column, a bullet, a free line, a heading's tail. */
  context: SpanContext;
  /** Share of the document's bullets that look like readings on their own (0-1). */
  bulletPrior: number;
  /** Where to record every candidate and its verdict (for --explain and the weight fit). */
  trace?: Trace;
  /** Sources the syllabus calls optional. */
  optionalSources?: readonly string[];
  /** A web address alone right under a reading label (address-list.ts): the reading itself. */
  listedAddress?: boolean;
}

function record(origin: Origin, text: string, verdict: Verdict): void {
  origin.trace?.spans.push({
    page: origin.page,
    line: origin.line,
    text,
    context: origin.context,
    take: verdict.take,
    score: verdict.score,
    confidence: verdict.confidence,
    features: verdict.features,
  });
}

const ABBREVIATIONS =
  /\b(?:v|vs|pp|p|pgs?|ch|chs|chap|no|nos|vol|ed|eds|dr|mr|mrs|ms|st|art|sec|secs|sect|sects|pt|pts|bk|bks|rest|inc|co|corp|ltd|jr|sr|u\.s|e\.g|i\.e|cf|al|et|op|cit|id|rel|rev|supp|fed|r|app|cir|ct|dist|stat|gen|ann|tex|cal|n\.c|pa|mass|ill|mich|wis|minn|conn|md|va|ga|ala|ariz|colo|fla|ky|neb|nev|okla|tenn|wash|n\.y|n\.j|[A-Z])\.$/i;

/** A short capitalised word ending a sentence candidate (`Del.`, `Bus.`): an abbreviation when another follows. */
const SHORT_CAPITAL_END = /\b[A-Z][a-z]{1,3}\.$/;
/** The first word after a break, with its point (`Gen.` of `Gen. Corp. Law`). */
const NEXT_WORD = /^[A-Za-z]{1,6}\./;

/** A chain of abbreviations in a citation (`Del. Gen. Corp. Law`, `Model Bus. Corp. Act`): no sentence break inside. */
function abbreviationChain(candidate: string, rest: string): boolean {
  const next = NEXT_WORD.exec(rest);
  return SHORT_CAPITAL_END.test(candidate) && next !== null && ABBREVIATIONS.test(next[0]);
}

/** `Ch 5.` alone before a capitalised word: the chapter's number, its title following (`Ch 5. Numeric Types`), no sentence. */
const BARE_PART_NUMBER =
  /^(?:ch(?:apter)?|chap|sec(?:tion)?|part|unit|module|lesson|lecture)\.?\s?\d{1,3}\.$/i;

/** What follows a chapter's number that is no title of it: work to hand in (`Ch 3. HW 2 DUE`). */
const NOT_A_TITLE =
  /^["“(]?(?:hw\b|homework|quiz|exam|midterm|final|test|lab\b|problems?|assignment|due\b|[A-Z]{2,}\s+\d)/i;

/** A sentence's end: its stop, a closing quote or bracket, the space before a capital. */
const SENTENCE_END = /[.!?]["”)]?\s+(?=["“(]?[A-Z])/g;

/** Split prose into sentences, not breaking after abbreviations. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of matchesOf(SENTENCE_END, text)) {
    const candidate = text.slice(start, m.index! + 1);
    if (ABBREVIATIONS.test(candidate.trim())) continue;
    if (isTitleAbbreviation(candidate, text.slice(m.index! + m[0].length))) continue;
    if (isAuthorYearHead(candidate)) continue;
    if (isVenueTail(text.slice(start, m.index! + m[0].length), text.slice(m.index! + m[0].length))) continue;
    if (abbreviationChain(candidate.trim(), text.slice(m.index! + m[0].length))) continue;
    // `Heliocentrism: hypothesis or truth? (Chap. 11)`: a chapter's number closes the title it follows.
    if (opensWithChapterMark(text.slice(m.index! + m[0].length))) continue;
    // `“Title.” Pp. 3-9 in Book`: the pages and the book are the chapter's, not a sentence of their own.
    if (opensPagesInBook(text.slice(m.index! + m[0].length))) continue;
    if (BARE_PART_NUMBER.test(candidate.trim()) && !NOT_A_TITLE.test(text.slice(m.index! + m[0].length)))
      continue;
    out.push(text.slice(start, m.index! + m[0].length).trim());
    start = m.index! + m[0].length;
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/** Split on a separator outside brackets and quotes. */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  // Pieces are sliced out of the text (not built a character at a time); characters compared as codes.
  const sepCode = sep.length === 1 ? sep.charCodeAt(0) : -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 40 /* ( */ || ch === 91 /* [ */ || ch === 123 /* { */) depth++;
    else if (ch === 41 /* ) */ || ch === 93 /* ] */ || ch === 125 /* } */) depth = Math.max(0, depth - 1);
    else if (ch === 0x201c /* “ */) quote = true;
    else if (ch === 0x201d /* ” */) quote = false;
    if (ch === sepCode && depth === 0 && !quote) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

const LEAD_IN =
  /^(?:(?:and|also|then|please)\s+)?(?:we(?:'ll|\s+will)?\s+(?:move|turn|go|proceed)\s+(?:on\s+)?to\s+|we(?:'ll|\s+will)\s+(?:begin\s+|continue\s+)?discuss(?:ing)?\s+(?=[A-Z])|readings?\s+(?:to\s+prepare(?:\s+for\s+(?:today|class|next\s+class))?|this\s+week)\s*:\s*|readings?\s*(?:#\s*\d+\s*)?[:,-]?\s*(?=\S)(?!#)|read(?:ing)?\s+(?=\S)|re-?read\s+|study\s+|skim\s+|from the\s+[^:]{1,60}:\s*|in\s+(?=[A-Z][\w ]+,\s*(?:pp?\.|pages)))/i;

/** An outline label opening a reading: "1) Warth", "2-3) Craig", "A. In General" (not an initial: "J. Smith, ..."). */
const OUTLINE_MARK = /^(?:\d{1,2}(?:-\d{1,2})?\)|\d{1,2}\.|[A-Z]\.)\s+(?=[A-Z][a-z]*\s+[A-Za-z])/;

const TRAILING_TASK =
  /\s*(?:,\s*)?\b(?:and|then)\s+(?:do|solve|choose|respond|answer|complete|try|prepare|be ready|think|work|bring|consider|write)\b.*$/i;

function cleanTitle(text: string): string {
  const inner = text.replace(/\s*\(\s*\)\s*/g, ' ').replace(/^[\s,;:.–—-]+/, '');
  return stripTrailing(inner, ',;:–—-')
    .replace(/\s+\.$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function removeHit(text: string, hit: PageHit): string {
  const before = text
    .slice(0, hit.index)
    .replace(/\b(?:original\s+)?(?:[Pp]p?\.?|[Pp]gs?\.?|[Pp]ages?|cb\.?|on)\s*$/, '');
  return `${before} ${text.slice(hit.end)}`;
}

/** "Read pages 18-39 of BOOK (cases are A and B)" */
function pagesOfBook(text: string): { pages: string; title: string; citation: string | null } | null {
  const m = /^(?:pages?|pp?\.|pgs?\.?)\s*([\divxlc][\divxlc\s,–—-]*?)\s+(?:of|in|from)\s+(.+)$/i.exec(text);
  if (!m) return null;
  const hit = findPages(`pp. ${m[1]}`);
  if (!hit) return null;
  let book = m[2]!.replace(TRAILING_TASK, '');
  const cases = /\((?:the\s+)?cases?\s+(?:are|is|include)\s+([^)]+)\)/i.exec(book);
  book = cleanTitle(book.replace(/\([^)]*\)/g, ''));
  if (cases) return { pages: hit.pages, title: cleanTitle(cases[1]!), citation: book };
  return { pages: hit.pages, title: book, citation: null };
}

/** One reading from one piece of text, or null when it does not name anything readable. */
export function draftFrom(piece: string, origin: Origin, defaultSource: string | null): ReadingDraft | null {
  const verdict = classifySpan({
    text: piece,
    context: origin.context,
    bulletPrior: origin.bulletPrior,
    ...(origin.optionalSources ? { optionalSources: origin.optionalSources } : {}),
  });
  record(origin, piece, verdict);
  if (!verdict.take) return null;
  const judged = {
    confidence: verdict.confidence,
    score: verdict.score,
    features: verdict.features,
    page: origin.page,
    line: origin.line,
  };
  let text = piece.replace(LEAD_IN, '').replace(LEAD_IN, '').replace(OUTLINE_MARK, '').trim();
  text = withoutExtentTail(text.replace(TRAILING_TASK, '').trim());
  if (!text || isAdministrative(text)) return null;
  // `1:1-9  2:1` in a reading column: chapter:section references, not pages (chapter-section-refs.ts).
  const sections = origin.context === 'label' ? chapterSectionTitle(text) : null;
  if (sections) return { title: sections, citation: null, pages: null, ...judged };
  const book = pagesOfBook(text);
  if (book) return { ...book, ...judged };
  let pages: string | null = null;
  let citation: string | null = null;
  const lead = leadingPages(text);
  const hit = lead ?? findPages(text) ?? journalPages(text);
  if (hit) {
    pages = hit.pages;
    const markerWord = /^\s*(cb|CB)\b/.exec(text);
    if (markerWord) citation = markerWord[1]!;
    text = removeHit(text, hit);
  }
  text = text.replace(/^(?:cb|CB)\b\s*/, '');
  if (pages) text = text.replace(/,?\s*\b[A-Z]\.\s?[\divxlc]+(?:\s*[-–]\s*[A-Z]?\.?[\divxlc]+)?\b/g, '');
  let title = withoutAddresses(cleanTitle(text));
  if (!title && pages) title = defaultSource ?? UNTITLED_READING;
  // "11.1-11.3" in a reading column: sections of the textbook, not pages.
  if (title && !/[A-Za-z]/.test(title) && /^\d{1,2}\.\d/.test(title)) title = `Sections ${title}`;
  if (!title || !/[A-Za-z]/.test(title)) return null;
  return { title: title.slice(0, 1000), citation, pages, ...judged };
}

/** A flattened row's "Unit 1 essay due" after its reading: a sentence of its own. */
const DUE_TAIL =
  /\s+(?=(?:[A-Z][\w-]*\s+){0,3}(?:\d+\s+)?(?:essays?|papers?|assignments?|homework|projects?|reports?|responses?|reflections?)\s+(?:\d+\s+)?due\b)/g;

/** A homework cell run on after the reading cell (`Ch. 2, 3 HW02: 2.4, 19, 30`): its code and colon start a sentence. */
const HOMEWORK_CODE_TAIL = /(?<=\S)\s+(?=HW\s?\d{1,2}\s*:)/g;

/** `(Ch. “Sails”)`, `(Parts “A” & “B”)`, `(excerpts)`: a note naming the part of the work the range is (not a case name). */
const PART_NOTE = /^\s*\((?:ch(?:ap(?:ter)?)?s?\b|parts?\b|sections?\b|excerpts?\b)/i;
/** The piece ends with a closing bracket (a note), perhaps with its full stop or comma. */
const closesNote = (piece: string) => /\)[.,]?$/.test(piece.trimEnd());
const TINY_TAIL = /^(?:all|entire|whole|excerpts?|exerpts?|selections?|skim|optional)$/i;
const LABEL_ONLY_PAGES = /^[A-Z][A-Z&]{1,5}\s*,?\s*$/;

/** Split reading text ("A, 1-15; B, 47-49", "Tracy, chs. 1-4; Marlowe, Dr. Faustus, all") into drafts. */
/** "Read all.", "Read pages 31-38.", "Read Introduction pages 1-9, 15-42." */
const INSTRUCTION = /^(?:read|skim)\b/i;

function isInstruction(segment: string): boolean {
  if (!INSTRUCTION.test(segment) || segment.split(/\s+/).length > 14) return false;
  return findPages(segment) !== null || /\b(?:all|entire|whole)\b/i.test(segment);
}

/**
 * A bibliography entry split by line breaks: "Title ¦ Author, Venue (2018) ¦ Read pages 31-38." The
 * first part is the title, the others the citation, the instruction gives the pages.
 */
function entryDraft(segments: string[], origin: Origin): ReadingDraft | null {
  const instructions = segments.filter(isInstruction);
  const parts = segments.filter((s) => !isInstruction(s));
  if (!instructions.length || !parts.length) return null;
  const whole = segments.join(' ');
  const verdict = classifySpan({
    text: whole,
    context: origin.context,
    bulletPrior: origin.bulletPrior,
    ...(origin.optionalSources ? { optionalSources: origin.optionalSources } : {}),
  });
  record(origin, whole, verdict);
  if (!verdict.take || isAdministrative(parts[0]!)) return null;
  const hit = instructions.map((s) => findPages(s)).find(Boolean);
  return draftOf(
    cleanTitle(parts[0]!).slice(0, 1000),
    parts.length > 1 ? cleanTitle(parts.slice(1).join(', ')) : null,
    hit ? hit.pages : null,
    verdict,
    origin,
  );
}

/** A reading draft from its parts, the classifier's verdict and where it stands. */
function draftOf(
  title: string,
  citation: string | null,
  pages: string | null,
  verdict: ReturnType<typeof classifySpan>,
  origin: Origin,
): ReadingDraft {
  const { confidence, score, features } = verdict;
  return { title, citation, pages, confidence, score, features, page: origin.page, line: origin.line };
}

/** "Irvine, Judith T." / "Brown, Roger, and Albert Gilman." / "———.": the author block of a bibliography entry. */
const AUTHOR_BLOCK = /^(?:[A-Z][\p{L}'’-]+,\s+[\p{L}][\p{L} .,'’&-]{0,60}|[—–-]{3,}\.?)$/u;
const OPENS_QUOTE = /^["“]/;

/**
 * Bibliography entries run together (a reading cell of an HTML table, a reading list):
 * "Irvine, Judith T. “Title.” Chapter 8 in Book. Press, 1989. ———. “Title 2.” Chapter 9 ...".
 * Each entry opens with an author block followed by a quoted title; "———" repeats the author above.
 * One reading per entry: the quoted title, the author and container as citation, the pages of the container.
 */
function bibliographyEntries(parts: string[], origin: Origin): ReadingDraft[] | null {
  const starts = parts.flatMap((p, i) =>
    AUTHOR_BLOCK.test(p.trim()) && p.split(/\s+/).length <= 10 && OPENS_QUOTE.test(parts[i + 1] ?? '')
      ? [i]
      : [],
  );
  if (!starts.length) return null;
  const drafts: ReadingDraft[] = [];
  let author = '';
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? parts.length;
    const block = parts[start]!.trim().replace(/\.$/, '');
    author = /^[—–-]{3,}$/.test(block) ? author : block;
    const title = cleanTitle(parts[start + 1]!.replace(/["“”]/g, '').replace(/\.$/, ''));
    const container = parts.slice(start + 2, end).join(' ');
    const whole = `${author}, “${title}” ${container}`;
    const verdict = classifySpan({ text: whole, context: origin.context, bulletPrior: origin.bulletPrior });
    record(origin, whole, verdict);
    if (!verdict.take || !title) return;
    // A journal's "Mind 84, no. 335 (1975): 451–58" gives its pages written out (journal-pages.ts).
    const hit = journalPages(container) ?? findPages(container);
    const source = container.split(/(?<=\.)\s/)[0]!.replace(/\.$/, '');
    const citation = cleanTitle(`${author}${source ? `. ${source}` : ''}`).slice(0, 1000);
    drafts.push(draftOf(title.slice(0, 1000), citation, hit ? hit.pages : null, verdict, origin));
  });
  return drafts;
}

/**
 * A reference-list entry ("Quine, W., 1976. Two Dogmas of Empiricism, in: …, pp. 41–64. https://…")
 * is one reading, judged as its author, year, title and pages; undefined when the text is no such entry.
 */
function referenceDraft(text: string, origin: Origin): ReadingDraft | null | undefined {
  const ref = referenceEntry(text);
  // `Lee, Harbours, Dover, 2003 - entire book`: what follows the year is how much to read (extent-tail.ts), no title.
  if (!ref || /^[-–—]\s/.test(ref.title)) return undefined;
  // Judged by surname, title and year: an author's initial "I." is not the pronoun.
  const surname = ref.citation.split(/[\s,]/)[0];
  const year = /\((\d{4})\)$/.exec(ref.citation)?.[1];
  const judged = `${surname}, ${ref.title} (${year})${ref.pages ? `, pp. ${ref.pages}` : ''}`;
  const verdict = classifySpan({ text: judged, context: origin.context, bulletPrior: origin.bulletPrior });
  record(origin, judged, verdict);
  if (!verdict.take) return null;
  return draftOf(ref.title.slice(0, 1000), ref.citation.slice(0, 1000), ref.pages, verdict, origin);
}

/**
 * A Chicago entry ("Larsen, Mogens Trolle. ‘What They Wrote on Clay.’ In … 1989. Pp. 121-148.") is one
 * reading, judged as its author, title and pages; undefined when the text is no such entry.
 */
function chicagoDraft(text: string, origin: Origin): ReadingDraft | null | undefined {
  const entry = chicagoEntry(text);
  if (!entry) return undefined;
  const judged = `${entry.citation}, ${entry.title}${entry.pages ? `, pp. ${entry.pages}` : ''}`;
  const verdict = classifySpan({ text: judged, context: origin.context, bulletPrior: origin.bulletPrior });
  record(origin, judged, verdict);
  if (!verdict.take) return null;
  return draftOf(entry.title.slice(0, 1000), entry.citation.slice(0, 1000), entry.pages, verdict, origin);
}

/**
 * A Chicago author-date entry in plain order ("Ann Moss. March 2019. Title. Venue 12: 40–55.") is one
 * reading, judged as its title and pages; undefined when the text is no such entry (author-date-entry.ts).
 */
function authorDateDraft(text: string, origin: Origin): ReadingDraft | null | undefined {
  const entry = authorDateEntry(text);
  if (!entry) return undefined;
  // Judged by its title and pages: a body's name in the author block (`… Data Lab`) names no activity,
  // and a title asking a question (`Why Maps Lie?`) is a work's, dated and published, not a question to the class.
  const judged = `${entry.title.replace(/[?!]$/, '')}${entry.pages ? `, pp. ${entry.pages}` : ''}`;
  const verdict = classifySpan({ text: judged, context: origin.context, bulletPrior: origin.bulletPrior });
  record(origin, judged, verdict);
  if (!verdict.take) return null;
  return draftOf(entry.title.slice(0, 1000), entry.citation.slice(0, 1000), entry.pages, verdict, origin);
}

/**
 * A list item `<work> by <author>` (byline-entry.ts) is one reading, judged as `Author, Work`;
 * undefined when the text is no such item or not a list item.
 */
function bylineDraft(text: string, origin: Origin): ReadingDraft | null | undefined {
  const entry = origin.context === 'bullet' ? bylineEntry(text) : null;
  if (!entry) return undefined;
  const judged = `${entry.citation.charAt(0).toUpperCase()}${entry.citation.slice(1)}, ${entry.title}`;
  const verdict = classifySpan({ text: judged, context: origin.context, bulletPrior: origin.bulletPrior });
  record(origin, judged, verdict);
  if (!verdict.take) return null;
  return draftOf(entry.title.slice(0, 1000), entry.citation.slice(0, 1000), null, verdict, origin);
}

function draftsOfBook(b: BookSegment, origin: Origin, defaultSource: string | null): ReadingDraft[] {
  const d = draftFrom(b.text, origin, defaultSource);
  if (!d) return [];
  if (!d.citation) d.citation = b.label;
  return [d];
}

/** A bracketed page qualifier opening an entry: `[pp. 1-19, 48 - 50]`. */
const PAGES_QUALIFIER = /^\s*\[(pp?\.\s*[^\]]{1,40})\]/;

const OMIT_LIST = /^\s*(?:omit|skip|emphasi[sz]e)\s*:/i;

export function draftsFromText(text: string, origin: Origin, defaultSource: string | null): ReadingDraft[] {
  if (origin.listedAddress) {
    const verdict = classifySpan({
      text,
      context: origin.context,
      bulletPrior: origin.bulletPrior,
      listedAddress: true,
    });
    record(origin, text, verdict);
    return verdict.take ? [draftOf(text, null, null, verdict, origin)] : [];
  }
  // `Alternative readings: Imai ch. 3; Ross ch. 2 (p. 17-70)`: the label covers each item of its line.
  if (text.includes(':') && isNonReadingLabelLine(text)) {
    record(origin, text, classifySpan({ text, context: origin.context, bulletPrior: origin.bulletPrior }));
    return [];
  }
  if (text.includes(ENTRY_BREAK)) {
    // `Chapter 2, ¦ p.19-p.35`: a page-only part continues the part before it (page-cell-part.ts).
    const segments = joinPageParts(
      text
        .split(ENTRY_BREAK)
        .map((s) => s.trim())
        .filter(Boolean),
    );
    // Bulleted items of a cell's list are candidates of their own (bulleted-entries.ts).
    const items = bulletedEntries(segments);
    if (items) return items.flatMap((s) => draftsFromText(s, origin, defaultSource));
    const entry = entryDraft(segments, origin);
    if (entry) return [entry];
    // Not an entry: each line-broken part is a candidate of its own ("Topic ¦ Read Section 2.3 ¦ EFY 2").
    return segments.flatMap((s) => draftsFromText(s, origin, defaultSource));
  }
  if (isNoReadingNote(text) || isGradeScaleRow(text)) return [];
  if (isExtraEntry(text)) {
    const verdict = classifySpan({ text, context: origin.context, bulletPrior: origin.bulletPrior });
    record(origin, text, verdict);
    if (!verdict.take) return [];
  }
  const works = numberedWorks(text) ?? repeatedItemLabels(text) ?? repeatedReadingLabels(text);
  if (works) return works.flatMap((w) => draftsFromText(w, origin, defaultSource));
  // "[IE] Ch.10.1--6, 16; [E] Ch.4.1--4": one reading per book label, its ';' parts one book's (book-labels.ts).
  const booked = bookLabelSegments(text);
  if (booked) return booked.flatMap((b) => draftsOfBook(b, origin, defaultSource));
  const byline = bylineDraft(text, origin);
  if (byline !== undefined) return byline ? [byline] : [];
  const reference = referenceDraft(text, origin);
  if (reference !== undefined) return reference ? [reference] : [];
  const chicago = chicagoDraft(text, origin);
  if (chicago !== undefined) return chicago ? [chicago] : [];
  const authorDate = authorDateDraft(text, origin);
  if (authorDate !== undefined) return authorDate ? [authorDate] : [];
  const drafts: ReadingDraft[] = [];
  let pagedLabel = false;
  // "1. Gledhill, Ch. 2, ...": the item's number is not a sentence of its own.
  const unnumbered = text.replace(/^\(?\d{1,2}[.)]\s+(?=\S)/, '');
  const bracketFree = unnumbered.replace(/\[[^\]]*\]/g, ' ');
  // Each tail needs its word: a text without "due" or "HW" is not searched for it (most texts have neither).
  const dueFree = bracketFree.includes('due') ? bracketFree.replace(DUE_TAIL, '. ') : bracketFree;
  const coded = dueFree.includes('HW') ? dueFree.replace(HOMEWORK_CODE_TAIL, '. ') : dueFree;
  // `Cole, Open City through ch. 16; HW 1 & 2`: the class's tasks after the reading are no part of it.
  const unbracketed = withoutTaskTails(coded, origin.context);
  const parts = sentences(unbracketed);
  if (/["“]/.test(unbracketed)) {
    const entries = bibliographyEntries(
      parts.flatMap((p) => p.split(/(?<=\.)\s+(?=["“]|[—–-]{3,})/)),
      origin,
    );
    if (entries) return entries;
  }
  const entry = authorFirstEntry(parts);
  if (entry) {
    const verdict = classifySpan({
      text: unbracketed,
      context: origin.context,
      bulletPrior: origin.bulletPrior,
    });
    record(origin, unbracketed, verdict);
    // "[pp. 91, 94-104] Russell, Bertrand. Principia Mathematica. …": the pages to read, before the entry.
    const qualifier = PAGES_QUALIFIER.exec(unnumbered);
    const pages = qualifier ? (findPages(qualifier[1]!)?.pages ?? null) : null;
    return verdict.take ? [draftOf(cleanTitle(entry.title), entry.author, pages, verdict, origin)] : [];
  }
  const judged = sentenceOrigin(origin, parts);
  for (const [index, sentence] of parts.entries()) {
    // `Omit: X; Y (35-36)`, `Emphasize: …`: what not to read, or a list repeating what is assigned.
    if (OMIT_LIST.test(sentence)) continue;
    const body = ABBREVIATIONS.test(sentence.trim()) ? sentence.trim() : sentence.replace(/[.]\s*$/, '');
    for (const piece of piecesOf(body, origin.context)) {
      const prev = drafts[drafts.length - 1];
      if (/^(?:(?:this\s+)?reading\s+(?:is\s+)?)?(?:recommended|optional|not required)\b/i.test(piece)) {
        if (prev) drafts.pop();
        continue;
      }
      const bare = leadingPages(piece);
      // `pp. 22–28; 120–125 (Parts “A” & “B”)`: a further range of the same work, with a note on what it is.
      const noted = bare ? PART_NOTE.test(piece.slice(bare.end)) && closesNote(piece) : false;
      if (prev && bare && (bare.end >= piece.trim().length - 1 || noted)) {
        prev.pages = prev.pages ? `${prev.pages}, ${bare.pages}` : bare.pages;
        continue;
      }
      // `… Modern Africa. Leeds: Tidewater, 2019, pp. 25–46`: the work's imprint and its pages, no reading.
      const imprint = prev ? imprintPages(piece) : undefined;
      if (prev && imprint !== undefined) {
        if (!prev.pages && imprint) prev.pages = imprint;
        continue;
      }
      if (prev && isPartOfWork(prev.title, piece)) {
        prev.title = `${prev.title}, ${piece.trim()}`;
        continue;
      }
      if (prev && TINY_TAIL.test(piece.replace(/[.,]/g, '').trim())) {
        prev.title = `${prev.title}, ${piece.replace(/[.,]/g, '').trim()}`;
        continue;
      }
      const labelHit = findPages(piece);
      if (prev && labelHit && LABEL_ONLY_PAGES.test(removeHit(piece, labelHit).trim())) {
        // Parallel pagination of the same passage ("WSP 5-40; NKS 7-37"): the first one counts.
        if (!prev.pages && !pagedLabel) prev.pages = labelHit.pages;
        pagedLabel = true;
        continue;
      }
      const d = draftFrom(
        entitledWork(piece) ?? fromReadInstruction(piece),
        laterSentenceOrigin(judged, index, sentence),
        defaultSource,
      );
      if (d) {
        drafts.push(d);
        pagedLabel = false;
      }
    }
  }
  // `(Actually, why don't we skip Chap. 6.`: the chapter the same text withdraws is no reading.
  return withoutSkippedChapters(drafts, skippedChapters(unbracketed));
}

/** The candidate pieces of one sentence: ';' items, run-together items, lists of documents, several works (loops, not flatMap). */
function piecesOf(body: string, context: SpanContext): string[] {
  const out: string[] = [];
  const kept =
    dueChapters(body) ??
    withoutActivityTail(withoutCapsAssessmentTail(withoutDeadlineTail(withoutCategoryLabel(body))), context);
  const cuts: Cut[] = [
    dotLeaderItems,
    (part) => readItems(splitTopLevel(part, ';')) ?? splitAssignments(part, context),
    splitClauseRanges,
    splitPlusJoined,
    splitEditionWorks,
    splitSharedPart,
    (assignment) => splitRunTogether(assignment, context),
    splitCiteKeyList,
    (item) => splitCitedList(item, context, splitTopLevel),
    splitCaseList,
    splitRepeatedSource,
    splitSecondSource,
    splitDocumentList,
    splitWorks,
    splitChapterTitled,
    splitAtNextAuthor,
    splitQuotedRun,
    (run) => splitSourcedList(run, splitTopLevel),
    (w) => splitSectionPagesList(w, splitTopLevel),
  ];
  for (const part of context === 'label' ? slashItems(kept) : [kept]) out.push(...cutInTurn(part, cuts));
  return out;
}

/** "WPS 5-40": a short label and a page range — the same passage in another edition's pages. */
function isParallelPagination(piece: string): boolean {
  const hit = findPages(piece);
  return hit !== null && LABEL_ONLY_PAGES.test(removeHit(piece, hit).trim());
}

/**
 * "Cryptology, 97-102; Privacy, 35-38" is two readings; "Advertising; Solicitation, Casebook § 2.1"
 * is one assignment whose title has a ';'. Split on ';' only when every piece names something
 * readable on its own.
 */
const CONNECTIVE_ONLY = /^(?:and|or|then|also|plus)[.,]?$/i;

function splitAssignments(body: string, context: SpanContext): string[] {
  const pieces: string[] = [];
  // A list's closing connective ("…; 20-25 (Lucy v. Zehmer); and") is no item of its own.
  for (const item of attachRuleParts(attachFigureReferences(splitTopLevel(body, ';'))))
    if (!CONNECTIVE_ONLY.test(item)) for (const p of splitAlongWith(item)) pieces.push(p);
  if (pieces.length < 2) return pieces;
  // `Craik, Chapter 2, pages 7-47; Doe v. Roe, [1999] 1 S.C.R. 10; A Report - http://…`: linked titles are items too.
  const linked = context === 'label' ? linkedListItems(pieces) : null;
  if (linked) return linked;
  const run = startPageRun(pieces);
  if (run) return [run];
  if (isOneSourceChapterList(pieces)) return [oneSourceReading(pieces)];
  if (pieces.every((p) => looksLikeReadingOnItsOwn(p))) return pieces;
  // In a Reading column, "Syllabus; Ch. 1–3; PBR Ch. 2" or "RTTROYL; PBR Ch. 13" are items too: the
  // others name readings, and what does not is course administration or a book's abbreviation.
  const readable = pieces.filter((p) => looksLikeReadingOnItsOwn(p)).length;
  // "WPS 5-40; NKS 7-37" is one passage in two paginations, not a list.
  const parallel = pieces.some(isParallelPagination);
  // "SLP3 12; NLTK 8.1-8.5; Levy & Andrew, 2006": short references, each a work the book list names (short-reference.ts).
  const shortRefs = pieces.filter(isShortReference).length;
  const listed =
    context === 'label' &&
    !parallel &&
    readable + shortRefs >= 1 &&
    pieces.every(
      (p) =>
        looksLikeReadingOnItsOwn(p) ||
        isShortReference(p) ||
        isAdministrative(p) ||
        /^[A-Z][A-Z0-9]{2,9}$/.test(p.trim()),
    );
  return listed ? pieces : [pieces.join('; ')];
}

/** One book's chapters as one reading, each chapter's pages gathered at its end (`Ch. 2; Ch. 4, pp. 31-36, 75-81`). */
function oneSourceReading(pieces: string[]): string {
  const titles: string[] = [];
  const pages: string[] = [];
  for (const piece of pieces) {
    const hit = findPages(piece);
    titles.push(hit ? stripTrailing(removeHit(piece, hit).trim(), ',') : piece.trim());
    if (hit) pages.push(hit.pages);
  }
  return pages.length ? `${titles.join('; ')}, pp. ${pages.join(', ')}` : titles.join('; ');
}

/** "FRE 404(a) and the ACN, along with Capra pp. 69-71": two readings when each names one on its own. */
const ALONG_WITH = /,?\s+(?:along with|together with|as well as)\s+/i;

function splitAlongWith(piece: string): string[] {
  if (!ALONG_WITH.test(piece)) return [piece];
  const parts = piece.split(ALONG_WITH);
  return parts.length === 2 && parts.every((p) => looksLikeReadingOnItsOwn(p)) ? parts : [piece];
}

/** ", 46" or ", 52-56" closing a piece: the page a case starts on (or its range). */
const START_PAGE = /,\s*(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?\.?$/;

/**
 * A class's cases listed with the page each starts on ("Feinberg v. Pfeiffer Co., 46; Mills v.
 * Wyman, 50; Webb v. McGowin, 52-56") are one continuous assignment: one reading whose pages run
 * from the first start to the last end (unknown when the last gives only its start).
 */
export function startPageRun(pieces: string[]): string | null {
  const hits = pieces.map((p) => START_PAGE.exec(p.trim()));
  if (hits.some((h) => !h) || hits.every((h) => h![2])) return null;
  const starts = hits.map((h) => Number(h![1]));
  if (starts.some((n, i) => i > 0 && n < starts[i - 1]!)) return null;
  const titles = pieces.map((p) =>
    p.replace(/,\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?=\s*,|\.?\s*$)/g, '').trim(),
  );
  const end = hits[hits.length - 1]![2];
  return end ? `${titles.join('; ')}, pp. ${starts[0]}-${end}` : titles.join('; ');
}

/** A chapter reference ("Chap 2.2 – 2.5", "Ch. 4", "Chapter 1 – 1.5"). */
const CHAPTER_REF = String.raw`(?:Chap(?:ter)?s?\.?|Chs?\.)\s*\d{1,2}(?:\.\d{1,2})?(?:\s*[–-]\s*\d{1,2}(?:\.\d{1,2})?)?`;
/**
 * Where items run together in one reading cell (a line break lost in conversion): before a chapter
 * reference, before a "Name N:" label ("BioSkills 14: Chemical structures"), before a capitalised
 * watch/listen instruction, and after a chapter reference that a capitalised word follows — never
 * after a comma or a joining word ("PGP manual, Chapters 2, 4 and Chapter 8" is one reading).
 */
const RUN_TOGETHER = new RegExp(
  String.raw`(?<![,;:&]|\band|\bor|\bof|\bin|\bfrom)\s(?=(?:Chap(?:ter)?s?\.?|Chs?\.)\s*\d|[A-Z][A-Za-z]{2,}\s+\d{1,3}\s*(?:\([^()]{0,40}(?:\([^()]{0,10}\)[^()]{0,40}){0,3}\))?:\s|(?:Watch|Listen to)\s)|(?<=^${CHAPTER_REF}|\s${CHAPTER_REF})\s(?=[A-Z][a-z])`,
  'g',
);

/** A piece that starts like an item of its own: a chapter reference, a "Name N" label, a watch/listen instruction. */
const ITEM_HEAD = new RegExp(String.raw`^(?:${CHAPTER_REF}|[A-Z][A-Za-z]{2,}\s+\d|Watch\s|Listen to\s)`);

/** "Chap 4 Bioskills 2: Graphs Bioskills 8: Spectrophotometry" in a Reading cell: three items. */
function splitRunTogether(piece: string, context: SpanContext): string[] {
  if (context !== 'label') return [piece];
  const parts = piece
    .split(RUN_TOGETHER)
    .map((p) => p.trim())
    .filter(Boolean);
  const heads = parts.filter((p) => ITEM_HEAD.test(p));
  return heads.length >= 2 ? parts : [piece];
}

const DOCUMENT_WORD = /\b(?:hand-?outs?|articles?|handouts?)\b/i;

/** "This syllabus, Generic hand-out, Explication hand-out" -> the parts, when several name documents. */
function splitDocumentList(piece: string): string[] {
  // No part can name a document when the whole piece names none: it is not split.
  if (!DOCUMENT_WORD.test(piece)) return [piece];
  const parts = splitTopLevel(piece, ',');
  const docs = parts.filter((p) => DOCUMENT_WORD.test(p) && p.split(/\s+/).length <= 6);
  return docs.length >= 2 && parts.every((p) => p.split(/\s+/).length <= 6) ? parts : [piece];
}
