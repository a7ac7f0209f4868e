import { describe, expect, it } from 'vitest';
import { cellRulesAsPipes } from './cellRules';
import { toOcrOutcome } from './ocr';

/** Words of one line, 10 px a character, single-spaced from x = 100. */
function words(texts: string[]) {
  let x = 100;
  return texts.map((text) => {
    const w = { text, confidence: 90, bbox: { x0: x, y0: 0, x1: x + 10 * text.length, y1: 20 } };
    x = w.bbox.x1 + 10;
    return w;
  });
}
const text = (ws: { text: string }[]) => ws.map((w) => w.text).join(' ');

describe('ruled table cells in an OCR line', () => {
  it('drops a rule glued to the start of a cell so a wrapped date or range reads again', () => {
    expect(text(cellRulesAsPipes(words(['[2022', '(319-340', '[340'])))).toBe('2022 319-340 340');
    expect(text(cellRulesAsPipes(words(['[october', '2,', '2013', 'Before', 'class'])))).toBe(
      'october 2, 2013 Before class',
    );
  });

  it('makes a rule standing alone between cells a pipe and drops the outer border', () => {
    expect(text(cellRulesAsPipes(words(['[', '9', 'Mar', '[', 'Poems', '200-210', '|'])))).toBe(
      '9 Mar | Poems 200-210',
    );
  });

  it("keeps the document's own closed brackets", () => {
    const own = ['Essay', '[pp.', '10-20]', '(2nd', 'ed.)'];
    expect(text(cellRulesAsPipes(words(own)))).toBe(own.join(' '));
  });

  it('is applied to the lines of an OCR result (not to its word items)', () => {
    const blocks = [{ paragraphs: [{ lines: [{ words: words(['[12', 'Jan', '[', 'Essays', '40-58']) }] }] }];
    const out = toOcrOutcome(blocks, { pageNumber: 1, confidence: 80, width: 800, height: 600 });
    expect(out.lines[0]?.text).toBe('12 Jan | Essays 40-58');
    expect(out.result.items[0]?.text).toBe('[12');
  });
});

describe('a bracket of the document opened before a word inside the line', () => {
  it('is kept (it may close on the next line)', () => {
    const own = ['(6)', '[Principles', 'of', 'Interpretation'];
    expect(text(cellRulesAsPipes(words(own)))).toBe(own.join(' '));
  });
});
