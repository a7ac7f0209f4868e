import { describe, expect, it } from 'vitest';
import { isDeliverableRow } from './deliverable-row';

describe('deliverable rows', () => {
  it('a topic announcing work due, a reading cell naming no part of a book', () => {
    expect(isDeliverableRow('Problem set 2 due', ['PS 2'])).toBe(true);
    expect(isDeliverableRow('Problem set 2 due', ['Ch. 3'])).toBe(false);
    expect(isDeliverableRow('Due process', ['Mathews v. Eldridge'])).toBe(false);
  });
});
