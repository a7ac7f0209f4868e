import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';
import { hasTitleAfterComma } from './title-after-comma';

describe('hasTitleAfterComma', () => {
  it('takes a web address after the comma as the title', () => {
    expect(hasTitleAfterComma('Ann Lee, http://site.org/paths/intro.html')).toBe(true);
    expect(hasTitleAfterComma('Ann Lee, www.site.org/paths/intro.html')).toBe(true);
  });

  it('still refuses a comma list of lower-case topics', () => {
    expect(hasTitleAfterComma('Tuples, arrays, dicts')).toBe(false);
  });

  it('keeps a linked page given with its author under a dated heading', () => {
    const text = [
      'October 2: Sorting',
      '• Eloquent JavaScript by Marijn Haverbeke',
      'October 9: Search',
      '• http://www.site.org/pathfinding/intro.html by Ann Lee',
      'October 14: Simulation',
    ].join('\n');
    const titles = structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => r.title));
    expect(titles).toContain('http://www.site.org/pathfinding/intro.html');
  });
});
