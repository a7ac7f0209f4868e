import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { OWN_WORK_READ } from './own-work';

describe('a read instruction whose object is the class’s own writing', () => {
  it.each([
    'read assigned brief',
    "Read your partner's draft",
    'read a classmate’s paper.',
    'Read each other’s first drafts',
    "read the group's memo",
  ])('%s is peer editing, not a reading', (text) => {
    expect(OWN_WORK_READ.test(text)).toBe(true);
    expect(classifySpan({ text, context: 'bullet', bulletPrior: 0.5 }).take).toBe(false);
  });

  it.each([
    'Read the assigned paper: Smith, "Property and Power"',
    'Read the assigned chapter',
    'Read Brief for the Petitioner, Smith v. Jones',
  ])('%s names a work and is not caught', (text) => {
    expect(OWN_WORK_READ.test(text)).toBe(false);
  });
});
