/** A work named with the edition or translation to read it in (edition-note.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { hasEditionNote, splitEditionWorks } from './edition-note';
import { read } from './layouts/testing';

describe('edition notes', () => {
  it('knows a bracketed translation or series note and a translator note', () => {
    for (const t of [
      'Ovid, The Fasti (any translation)',
      'The Saga of the Fishers (Penguin Classics)',
      'The Lay of the Harbour (free translation by A. Poet, or the edition by B. Editor)',
      'Life of St Ternan (trans. Cy Reyes)',
    ])
      expect(hasEditionNote(t)).toBe(true);
  });

  it('leaves topics and other brackets alone', () => {
    for (const t of [
      'Markets and Prices (review)',
      'Q&A on the essay',
      'Translation studies: an overview',
      'Supplementary Problems (8th edition): 3, 9, 23',
      'Texts: Plato, Republic (Hackett)',
      'Pooling layers (to reach e.g. translation invariance)',
      'Plato: Republic, trans. by Cy Reyes, ISBN 978-0000000000',
    ])
      expect(hasEditionNote(t)).toBe(false);
  });

  it('splits two works joined by `and` after a note', () => {
    expect(splitEditionWorks('Ovid, The Fasti (Penguin Classics) and The Tristia (any translation)')).toEqual(
      ['Ovid, The Fasti (Penguin Classics)', 'The Tristia (any translation)'],
    );
    expect(splitEditionWorks('Ovid, The Fasti (Penguin Classics) and Roman festivals')).toEqual([
      'Ovid, The Fasti (Penguin Classics) and Roman festivals',
    ]);
  });

  it('reads a text seminar week line naming a whole work as its reading', () => {
    const r = read([
      'Text Seminar',
      '',
      'Week 1:    Ovid, The Fasti (any translation)',
      'Week 2:    Q&A session on the essay',
      'Week 3:    The Saga of the Fishers (Penguin Classics) and The Lay of the Harbour (any translation)',
    ]);
    expect(r.rows.map(([week, title]) => [week, title])).toEqual([
      [1, 'Ovid, The Fasti (any translation)'],
      [3, 'The Saga of the Fishers (Penguin Classics)'],
      [3, 'The Lay of the Harbour (any translation)'],
    ]);
  });
});
