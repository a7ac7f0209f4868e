import { describe, expect, it } from 'vitest';
import { documentDateLine } from './document-date-line';
import { prepareLines } from './prepare';
import { textToLines } from './text';

const lines = (text: string[]) => prepareLines(textToLines(text.join('\n')));

describe('documentDateLine', () => {
  it('finds a lone full date above undated numbered classes', () => {
    const found = documentDateLine(
      lines(['Torts', '2/3/2031', 'Class 1 Intro', 'pp. 1-5', 'Class 2 Duty', 'pp. 6-9']),
    );
    expect(found?.text).toBe('2/3/2031');
  });

  it('finds none when a second date, a date without its year or dated classes exist', () => {
    expect(documentDateLine(lines(['2/3/2031', 'Class 1 Intro', '2/10/2031', 'Class 2 Duty']))).toBeNull();
    expect(documentDateLine(lines(['2/3', 'Class 1 Intro', 'Class 2 Duty']))).toBeNull();
    expect(documentDateLine(lines(['2/3/2031', 'Class 1 (2/5/2031)', 'Class 2 (2/7/2031)']))).toBeNull();
  });
});
