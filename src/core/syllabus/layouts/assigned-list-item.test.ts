import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('numbered lists a lead-in declares assigned', () => {
  it('reads each item of the declared list, and of the later lists under a class date, as a reading', () => {
    const r = read([
      'Harbor Law – Spring 2031',
      'March 3, 2031 –',
      'Bring your questions about the course.',
      'The handbook is divided into parts. I will assign parts as below, so read ahead:',
      '1. Origins of harbor rules',
      '2. Pilots and their duties',
      '3. Salvage awards',
      'March 10, 2031:',
      '1. Collision liability',
      '2. Limitation funds',
      '3. Exercise 2: Drafting a salvage claim',
      '4. Maritime liens',
    ]);
    expect(r.rows).toEqual([
      [1, 'Origins of harbor rules', null, '2031-03-03'],
      [1, 'Pilots and their duties', null, '2031-03-03'],
      [1, 'Salvage awards', null, '2031-03-03'],
      [2, 'Collision liability', null, '2031-03-10'],
      [2, 'Limitation funds', null, '2031-03-10'],
      [2, 'Maritime liens', null, '2031-03-10'],
    ]);
  });

  it('leaves a numbered list without such a lead-in to the other layouts', () => {
    const r = read([
      'March 3, 2031 –',
      'Topics for today:',
      '1. Origins of harbor rules',
      '2. Pilots and their duties',
      '3. Salvage awards',
    ]);
    expect(r.rows).toEqual([]);
  });
});
