import { readLocalFile } from '../env/node';

const DIR = new URL('../../../tests/fixtures/syllabus/', import.meta.url);

/** Bytes of a committed fixture in tests/fixtures/syllabus/. */
export function fixture(name: string): Promise<Uint8Array> {
  return readLocalFile(new URL(name, DIR));
}

/** A trivial stand-in for src/core/syllabus, so pipeline tests do not depend on the structurer. */
export const fakeStructurer = {
  parseSyllabus: (lines: Array<{ text: string; page: number; line: number }>) => ({
    weeks: [
      {
        weekNumber: 1,
        readings: lines.slice(0, 3).map((l) => ({
          title: l.text,
          confidence: 50,
          sourcePage: l.page,
          sourceLine: l.line,
        })),
      },
    ],
    meetingDays: [],
  }),
  normalizeSyllabus: <T>(s: T) => s,
  textToLines: (raw: string) =>
    raw
      .split('\n')
      .map((text, i) => ({ text, page: 1, line: i + 1 }))
      .filter((l) => l.text.trim() !== ''),
};
