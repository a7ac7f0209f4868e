/**
 * Layout robustness: a numbered list written with another mark (`npm run bench:layout`, `numbered a.`)
 * is read as the numbered list it stands for. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

function weeksOf(text: string): [number, string][] {
  return structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r): [number, string] => [w.weekNumber, r.pages ?? r.title]),
  );
}

describe('numbered topics lettered a. b. c.', () => {
  const numbered = [
    'Corporations, Spring',
    '',
    '1. Note on the Agency Relationship 6-20',
    '2. The Foundations of a Corporation 191-193',
    '3. Promoters and Defective Incorporation 213-230',
    '4. The Classical Ultra Vires Doctrine 248-251',
  ].join('\n');

  it('puts each lettered topic in its own week, as the numbered list does', () => {
    const lettered = numbered.replace(
      /^(\d)\./gm,
      (_m, n: string) => `${String.fromCharCode(96 + Number(n))}.`,
    );
    expect(weeksOf(lettered)).toEqual(weeksOf(numbered));
    expect(weeksOf(lettered).map(([w]) => w)).toEqual([1, 2, 3, 4]);
  });
});
