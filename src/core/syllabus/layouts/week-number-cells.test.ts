import { describe, expect, it } from 'vitest';
import { dropWeekNumberCells } from './week-number-cells';
import { read } from './testing';

describe('layout: a flattened date / week / topic table', () => {
  const lines = [
    'Jan. 6 Introduction Packet Part 1',
    'Jan. 8 1 Plato Republic Book I',
    'Jan. 13 Aristotle Ethics Book II',
    'Jan. 15 2 Hobbes Leviathan ch. 13',
    'Jan. 20 Locke Second Treatise ch. 5',
    '3 Jan. 22 Hume Treatise 3.2.2',
  ];

  it('takes the week numbers out from between the date and the topic, and before a date', () => {
    const out = dropWeekNumberCells(lines);
    expect(out[1]).toBe('Jan. 8 Plato Republic Book I');
    expect(out[5]).toBe('Jan. 22 Hume Treatise 3.2.2');
  });

  it('leaves numbers that do not count up as a week column would', () => {
    const odd = ['Jan. 8 4 Plato', 'Jan. 15 2 Hobbes', 'Jan. 22 9 Hume'];
    expect(dropWeekNumberCells(odd)).toEqual(odd);
  });

  it('places the shifted row in its own week', () => {
    const r = read([
      'Winter 2019',
      'Jan. 8 1 Plato Republic, pp. 1-20',
      'Jan. 10 Aristotle Ethics, pp. 21-40',
      'Jan. 15 2 Hobbes Leviathan, pp. 41-60',
      'Jan. 17 Locke Second Treatise, pp. 61-80',
      '3 Jan. 22 Hume Treatise, pp. 81-99',
    ]);
    expect(r.rows.map(([week, , pages]) => [week, pages])).toEqual([
      [1, '1-20'],
      [1, '21-40'],
      [2, '41-60'],
      [2, '61-80'],
      [3, '81-99'],
    ]);
  });
});
