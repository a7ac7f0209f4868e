import { describe, expect, it } from 'vitest';
import { documentTitle } from './useDocumentTitle';

describe('documentTitle', () => {
  it('names the page, what it belongs to, then Docket', () => {
    expect(documentTitle('Week 3', 'Torts')).toBe('Week 3 - Torts - Docket');
    expect(documentTitle('Courses')).toBe('Courses - Docket');
    expect(documentTitle('RPA', undefined, ' ', null, false)).toBe('RPA - Docket');
    expect(documentTitle()).toBe('Docket');
  });
});
