/**
 * What the uploaded file's name says about the term: a student's file is often named after it
 * (`Contracts_Fall2019.pdf`, `syllabus-2024-spring.txt`, `LAW 501 2023.pdf`). The structurer sees
 * only the text; the pipeline hands it the file's name as a hint. A four-digit year there (with a
 * term word if any) is weak evidence of the year: it decides only what the text leaves open (dates
 * without a year whose weekdays fit several years, or dates with no weekday and no year at all) and
 * never overrules a year, a term or weekdays written in the text.
 */
import { termYear } from './years';

/** Hints the pipeline knows besides the text; each is validated before use. */
export interface SyllabusHints {
  /** The uploaded file's name as the student's device gave it (a path is cut to its last part). */
  fileName?: string;
}

export interface YearHint {
  year: number;
  /** Where the year came from (the semester step says so). */
  source: 'fileName';
}

/** Longest file name read (longer names are not names a student's device gives). */
const MAX_NAME = 255;
/** A year a syllabus can be from, not part of a longer number (a scan's `20190312`). */
const YEAR = /(?<!\d)(19[5-9]\d|20[0-4]\d)(?!\d)/g;

/** The file name's words: path and extension dropped, separators and letter-digit joins made spaces (a dash between numbers kept: `2019-2020`). */
export function fileNameWords(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem
    .replace(/[_.+]|(?<!\d)[-–]|[-–](?!\d)/g, ' ')
    .replace(/([A-Za-z])(?=\d)|(\d)(?=[A-Za-z])/g, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The year a file name gives: a term and year (`Fall2019`, `spring-2024`, `Fall 2019-2020` is 2019)
 * or else its only four-digit year; undefined for anything else (no name, no year, two years
 * without a term, not a string).
 */
export function yearFromFileName(fileName: unknown): YearHint | undefined {
  if (typeof fileName !== 'string' || !fileName || fileName.length > MAX_NAME) return undefined;
  const words = fileNameWords(fileName);
  const years = new Set([...words.matchAll(YEAR)].map((m) => Number(m[1])));
  // "2024 spring" names the term after the year: read it in the usual order too.
  const swapped = words.replace(/(?<!\d)(\d{4})\s+(spring|summer|fall|autumn|winter)\b/i, '$2 $1');
  const term = termYear([swapped]);
  // Only a four-digit year counts ("Fall 19" in a name may be a section or a week).
  if (term !== undefined && years.has(term)) return { year: term, source: 'fileName' };
  return years.size === 1 ? { year: [...years][0]!, source: 'fileName' } : undefined;
}
