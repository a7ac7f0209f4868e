import { describe, expect, it } from 'vitest';
import { createBodyMargin } from './bodyMargin';
import { flipY, mergeItemsIntoLines, type PositionedItem } from './lines';

const item = (str: string, x: number, y: number): PositionedItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
});

/** One page of a made-up schedule: a heading at the margin (when given), then class bullets indented 20 points. */
function page(withHeading: boolean): PositionedItem[] {
  const bullets = [
    item('• Monday, 4 May: Smith, A Long Novel through ch. 3.', 92, 680),
    item('• Wednesday, 6 May: Smith, A Long Novel to end.', 92, 665),
  ];
  return withHeading ? [item('Schedule of readings', 72, 700), ...bullets] : bullets;
}

const linesOf = (items: PositionedItem[], leftFor?: (pageLeft: number) => number) =>
  mergeItemsIntoLines(items, 1, flipY(792), leftFor).lines.map((l) => l.text);

describe('createBodyMargin', () => {
  it('counts a page that holds only the rest of an indented list from the margin of the pages before', () => {
    const margin = createBodyMargin();
    const first = mergeItemsIntoLines(page(true), 1, flipY(792), margin.leftFor);
    margin.saw(first.pageLeft);
    const last = linesOf(page(false), margin.leftFor);
    expect(first.lines[1]?.text).toBe('    • Monday, 4 May: Smith, A Long Novel through ch. 3.');
    expect(last[0]).toBe('    • Monday, 4 May: Smith, A Long Novel through ch. 3.');
    // Without the document's margin the last page's bullets start at column 0, another list level.
    expect(linesOf(page(false))[0]).toBe('• Monday, 4 May: Smith, A Long Novel through ch. 3.');
  });

  it('takes the median left edge of the pages read, so one odd page does not move the margin', () => {
    const margin = createBodyMargin();
    for (const left of [72, 72, 30, 72]) margin.saw(left);
    expect(margin.leftFor(92)).toBe(72);
  });

  it('keeps a page its own edge when nothing was read yet, when it starts left of the margin, or far right of it', () => {
    const margin = createBodyMargin();
    expect(margin.leftFor(92)).toBe(92);
    margin.saw(72);
    expect(margin.leftFor(50)).toBe(50);
    expect(margin.leftFor(200)).toBe(200);
    expect(margin.leftFor(144)).toBe(72);
  });

  it('ignores a page without text', () => {
    const margin = createBodyMargin();
    margin.saw(Number.POSITIVE_INFINITY);
    expect(margin.leftFor(92)).toBe(92);
  });
});
