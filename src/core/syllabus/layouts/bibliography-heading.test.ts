import { describe, expect, it } from 'vitest';
import { isBibliographyHeading } from './bibliography-heading';
import { read } from './testing';

describe('bibliography heading: the full references after a dated schedule', () => {
  it('knows the heading', () => {
    expect(isBibliographyHeading('# Bibliography')).toBe(true);
    expect(isBibliographyHeading('Works Cited')).toBe(true);
    expect(isBibliographyHeading('Bibliography of the period, chapter 2')).toBe(false);
  });

  it('ends the schedule: the entries are not readings of the last class', () => {
    const r = read([
      'Fall 2025',
      '',
      'Sep 2 (Tu)  Smith,  _The Good Life_, chapter 1 (pp. 1–10)',
      'Sep 4 (Th)  Jones,  _Duty_, chapter 2 (pp. 11–20)',
      '',
      '# Bibliography',
      '',
      'Jones, Ann. _Duty_. Oxford: Clarendon Press, 2001.',
      '',
      'Smith, Bob. “The Good Life.” _Journal of Ethics_ 4, no. 2 (1999): 1–30.',
    ]);
    expect(r.titles).toEqual(['Smith, The Good Life, chapter 1', 'Jones, Duty, chapter 2']);
  });

  it('leaves a bibliography that is the reading list itself', () => {
    const r = read([
      '# Bibliography',
      '',
      '- Jones, Ann. _Duty_. Oxford: Clarendon Press, 2001, pp. 1-40.',
      '- Smith, Bob. “The Good Life.” _Journal of Ethics_ 4, no. 2 (1999): 1–30.',
    ]);
    expect(r.titles.some((t) => t.includes('Duty'))).toBe(true);
    expect(r.titles.some((t) => t.includes('The Good Life'))).toBe(true);
  });
});
