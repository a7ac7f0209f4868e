import { describe, expect, it } from 'vitest';
import { fullEndPage } from './end-page';

describe('fullEndPage', () => {
  it('puts back the leading digits a short end leaves out', () => {
    expect(fullEndPage('178', '79')).toBe('179');
    expect(fullEndPage('1203', '7')).toBe('1207');
  });
  it('keeps an end as long as the start as written', () => {
    expect(fullEndPage('45', '67')).toBe('67');
    expect(fullEndPage('9', '12')).toBe('12');
  });
});
