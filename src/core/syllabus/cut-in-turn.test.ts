import { describe, expect, it } from 'vitest';
import { cutInTurn } from './cut-in-turn';

const atComma = (t: string) => t.split(', ');
const atSemicolon = (t: string) => t.split('; ');

describe('cutInTurn', () => {
  it('gives every piece of one cut to the next, in order', () => {
    expect(cutInTurn('a, b; c, d; e', [atComma, atSemicolon])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('is what the chain of flatMaps gives', () => {
    const text = 'x; y, z; w';
    expect(cutInTurn(text, [atSemicolon, atComma])).toEqual([text].flatMap(atSemicolon).flatMap(atComma));
  });

  it('keeps a text no cut cuts whole', () => {
    expect(cutInTurn('plain', [atComma, atSemicolon])).toEqual(['plain']);
  });
});
