/**
 * `firstMatch` tries each date pattern only where its cue is (date-cues.ts): the dates found are the same
 * as when every pattern is tried on every text (the cues mocked to say yes), on small made-up texts of
 * every date shape dates.ts reads, their neighbours that are not dates, and texts mixed from their pieces.
 */
import { describe, expect, it, vi } from 'vitest';
import { DASH_CUE, DE_CUE, MONTH_CUE, SLASH_CUE, dateCues } from './date-cues';

type Dates = typeof import('./dates');

async function dates(everyPattern: boolean): Promise<Dates> {
  vi.resetModules();
  if (everyPattern)
    vi.doMock('./date-cues', async (original) => ({
      ...(await original<typeof import('./date-cues')>()),
      dateCues: () => MONTH_CUE | DE_CUE | DASH_CUE | SLASH_CUE,
    }));
  else vi.doUnmock('./date-cues');
  return import('./dates');
}

const TEXTS = [
  'Sept. 7: Offer and acceptance',
  'Week 3 (August 30, 2021) Consideration',
  'Aug 23 2022 - first class',
  'Topic, then Aug-27 and Sep/4',
  'Read 25-Aug, 1-Sep-10 and 3-Dec-2010',
  'Class #1-Jan. 12 intro',
  '28 Aug: Torts; 1 September 2000',
  '25th February or the 3rd of March',
  '17 de marzo: lectura; 3 de março de 2025',
  'Exam 2 February 1- February 5',
  '16, 19 Feb | Contracts',
  '| 3 & 5 March 2021 | Remedies',
  '2018-01-16  Intro',
  'Due 1/20, 01/20/2026 or 1/20/26',
  '8/25, 8/27, 8/29 lectures',
  '8-24-05 and 9-1-05',
  'MAY 4 FINAL; DEC. 1; NOVEMBER 30',
  'Chapter 3, pp. 45-78',
  'Section 1/2 and 10-12 pages',
  'no date here at all',
  'Mayhem 12 and Decoy 3',
  'de 17 marzo',
  '',
];

describe('date cues', () => {
  it('give each shape its cue and none to a text without a digit', () => {
    expect(dateCues('no digit, May-June')).toBe(0);
    expect(dateCues('Sept. 7') & MONTH_CUE).toBeTruthy();
    expect(dateCues('17 de marzo') & DE_CUE).toBeTruthy();
    expect(dateCues('2018-01-16') & DASH_CUE).toBeTruthy();
    expect(dateCues('1/20') & SLASH_CUE).toBeTruthy();
    expect(dateCues('pp. 45 and 78')).toBe(0 | 0);
  });

  it('find the same dates as every pattern tried on every text', async () => {
    const cued = await dates(false);
    const every = await dates(true);
    const texts = [...TEXTS];
    // Pieces of the texts joined two by two: dates of different shapes side by side.
    for (let i = 0; i < TEXTS.length; i++) texts.push(`${TEXTS[i]} ${TEXTS[(i * 7 + 3) % TEXTS.length]}`);
    let dated = 0;
    for (const text of texts) {
      const found = cued.findDates(text);
      expect(found, text).toEqual(every.findDates(text));
      expect(cued.findDate(text), text).toEqual(every.findDate(text));
      expect(cued.leadingDate(text), text).toEqual(every.leadingDate(text));
      if (found.length) dated++;
    }
    expect(dated).toBeGreaterThan(30);
  });
});
