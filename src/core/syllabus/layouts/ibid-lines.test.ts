import { describe, expect, it } from 'vitest';
import { resolveIbidLines } from './ibid-lines';
import { read } from './testing';

describe('layout: a dated list that repeats its work as ibid.', () => {
  it('writes ibid. out as the last named work and drops link-only dash tails', () => {
    expect(
      resolveIbidLines([
        '9/3  Locke Second Treatise, ch. 2—guide',
        '9/5  ibid., ch. 5—handout (1up PDF)guide',
        '9/8  ibid., ch. 9 (pp. 66-71)—on JSTOR at 123guide',
      ]),
    ).toEqual([
      '9/3  Locke Second Treatise, ch. 2',
      '9/5  Locke Second Treatise, ch. 5',
      '9/8  Locke Second Treatise, ch. 9 (pp. 66-71)',
    ]);
  });

  it('leaves a list with one ibid. or none alone', () => {
    const texts = ['9/3  Locke Second Treatise—guide', '9/5  ibid., ch. 5'];
    expect(resolveIbidLines(texts)).toEqual(texts);
  });

  it('reads each ibid. line as its own part of the work', () => {
    const r = read([
      'Fall 2019 calendar',
      '9/3  Locke Second Treatise, ch. 2—guide',
      '9/5  ibid., ch. 5—guide',
      '9/10  ibid., ch. 9—guide',
    ]);
    expect(r.titles).toEqual([
      'Locke Second Treatise, ch. 2',
      'Locke Second Treatise, ch. 5',
      'Locke Second Treatise, ch. 9',
    ]);
  });
});
