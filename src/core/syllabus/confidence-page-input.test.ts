/**
 * page-input.ts: a document whose lines were read off a page (a PDF's text layer or a photo's OCR,
 * every line with its box) keeps its readings out of the top band; the same text typed or pasted
 * keeps them there. Which readings are found does not change.
 */
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../model';
import { CONFIDENCE_HIGH, CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { PAGE_INPUT_CAP, readFromPage, withPageInputCap } from './page-input';
import { parseSyllabus } from './parse';
import { newTrace } from './trace';

const text = [
  'Course Schedule',
  'Monday, September 8',
  'Read Prosser, Torts, pp. 1-20',
  'Monday, September 15',
  'Read Keeton, Negligence, pp. 21-45',
];
const typed: TextLine[] = text.map((t, i) => ({ text: t, page: 1, line: i + 1 }));
const fromPdf: TextLine[] = typed.map((l, i) => ({
  ...l,
  bbox: { x0: 72, y0: 100 + 14 * i, x1: 400, y1: 112 + 14 * i },
}));

const readingsOf = (lines: TextLine[], trace = newTrace()) =>
  parseSyllabus(lines, { trace }).weeks.flatMap((w) => w.readings);

describe('a syllabus read off a page', () => {
  it('finds the same readings as the typed text', () => {
    expect(readingsOf(fromPdf).map((r) => r.title)).toEqual(readingsOf(typed).map((r) => r.title));
  });

  it('keeps them out of the top band, not under the highlight', () => {
    expect(readingsOf(typed).every((r) => r.confidence >= CONFIDENCE_HIGH)).toBe(true);
    for (const r of readingsOf(fromPdf)) {
      expect(r.confidence).toBe(PAGE_INPUT_CAP);
      expect(r.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGHLIGHT);
    }
  });

  it('says so in the trace', () => {
    const trace = newTrace();
    readingsOf(fromPdf, trace);
    expect(trace.signals?.every((g) => g.signals.includes('pageInput'))).toBe(true);
    expect(trace.signals?.length).toBe(2);
  });
});

describe('readFromPage and withPageInputCap', () => {
  it('reads boxes on the lines as a page', () => {
    expect(readFromPage(fromPdf)).toBe(true);
    expect(readFromPage(typed)).toBe(false);
  });

  it('caps only a page-read document, and never raises', () => {
    expect(withPageInputCap(95, true)).toBe(PAGE_INPUT_CAP);
    expect(withPageInputCap(95, false)).toBe(95);
    expect(withPageInputCap(62, true)).toBe(62);
  });
});
