import { describe, expect, it } from 'vitest';
import { repairBrokenPunctuation } from './broken-punctuation';

describe('repairBrokenPunctuation', () => {
  const broken = [
    'Tu. Early voyages?12-20; Harbor songs?21-25',
    'Th. The colony?s charter?30-41; Mary Ward??A Letter,? ?On Winter?',
    'Fake News or Real? Discuss.',
    'See http://example.org/page?id=4',
  ];

  it('reads a question mark glued on both sides as a dash when the document shows five or more', () => {
    const out = repairBrokenPunctuation(broken);
    expect(out[0]).toBe('Tu. Early voyages – 12-20; Harbor songs – 21-25');
    expect(out[1]).toContain('charter – 30-41');
  });

  it('reads the quotes and apostrophes lost to question marks in such a document', () => {
    const out = repairBrokenPunctuation(broken);
    expect(out[1]).toBe('Th. The colony’s charter – 30-41; Mary Ward – “A Letter,” “On Winter”');
    const more = repairBrokenPunctuation([
      ...broken,
      'Tu. Hale (continued) ?At Dusk?,? ?The Mill?,? Old Roads?; ?Ada Crane?A Journey?',
    ]);
    expect(more[4]).toBe(
      'Tu. Hale (continued) “At Dusk…,” “The Mill…,” Old Roads – ; “Ada Crane – A Journey”',
    );
  });

  it('keeps a question mark that closes a word when no quote is open', () => {
    const out = repairBrokenPunctuation([...broken, 'Why read Hale? See “Roads” ?Dusk?']);
    expect(out[4]).toBe('Why read Hale? See “Roads” “Dusk”');
  });

  it('keeps real question marks and web addresses', () => {
    const out = repairBrokenPunctuation(broken);
    expect(out[2]).toBe('Fake News or Real? Discuss.');
    expect(out[3]).toBe('See http://example.org/page?id=4');
  });

  it('changes nothing when a document shows fewer than five glued runs', () => {
    const few = ['Week 1: Why?How', 'Read Smith, 4-9'];
    expect(repairBrokenPunctuation(few)).toEqual(few);
  });
});
