import { describe, expect, it } from 'vitest';
import { isCapitalsHeading } from './capitals-heading';

describe('a heading written in capitals', () => {
  it('is a short line of capitals words', () => {
    for (const h of [
      'KEY TOPICS',
      'WEEK 1 - BONDING REVIEW',
      'READINGS',
      '16.1 ACID–BASE EQUILIBRIA',
      'SCHEDULE:',
    ])
      expect(isCapitalsHeading(h), h).toBe(true);
  });

  it('is not a reference in capitals, a sentence, a label with its value or a long line', () => {
    for (const l of [
      'IRC §§ 61, 62, 63',
      'APA 1464-78',
      "UCC '' 1-103, 2-102",
      'Key Topics',
      'READING: CHAPTER 2',
      'NO CLASS,',
      'THE COURSE MEETS TWICE A WEEK IN THE MAIN HALL AND ONCE IN THE LAB',
    ])
      expect(isCapitalsHeading(l), l).toBe(false);
  });
});
