import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { isCrossReference } from './cross-reference';

describe('a cross-reference in parentheses', () => {
  it('is a pointer, not an assignment', () => {
    expect(isCrossReference('(See Notes 2A.1, p. 14, and 2A.3, p. 22)')).toBe(true);
    expect(isCrossReference('(cf. Hart, pp. 4-9)')).toBe(true);
    expect(isCrossReference('Hart, pp. 4-9 (see the note on p. 5)')).toBe(false);
  });

  it('is never taken, whatever pages it names', () => {
    const span = {
      text: '(See Notes 2A.1, p. 14, and 2A.3, p. 22)',
      context: 'line' as const,
      bulletPrior: 0,
    };
    expect(classifySpan(span).take).toBe(false);
    expect(classifySpan({ ...span, text: 'Notes 2A.1, p. 14' }).take).toBe(true);
  });
});
