/**
 * glued-references.ts: references run together without a space (`Smith 311-315Jones 109-125`).
 * Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { unglueReferences } from './glued-references';
import { read } from './layouts/testing';

describe('references glued together', () => {
  it('puts a separator between a number and the next source', () => {
    expect(unglueReferences('Abel 210-215Brook 40-52')).toBe('Abel 210-215; Brook 40-52');
    expect(unglueReferences('Abel Ch 2Brook Ch 7')).toBe('Abel Ch 2; Brook Ch 7');
    expect(unglueReferences('Abel Ch 3read the notes')).toBe('Abel Ch 3; read the notes');
  });

  it('leaves times, sizes and numbered parts alone', () => {
    for (const text of [
      'Meets 3:30PM- 4:45PM',
      'a 3D model of 2 cells',
      'Part 1A 4 pages',
      'Chapter 12 and 13',
    ])
      expect(unglueReferences(text)).toBe(text);
  });

  it('reads each glued reference as a reading of its own', () => {
    const r = read([
      'Schedule',
      '',
      'Sept 9',
      '',
      'Abel 210-215Brook 40-52',
      '',
      'Sept 11',
      '',
      'Abel 216-230',
    ]);
    expect(r.rows.map((row) => row[2])).toEqual(['210-215', '40-52', '216-230']);
  });
});
