/** An instruction to buy the course's book is a task, not a reading (purchase-task.ts). Made-up examples. */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { isPurchaseTask } from './purchase-task';

describe('purchase tasks', () => {
  it('knows a buying instruction for the course book', () => {
    expect(isPurchaseTask('Buy textbook & download the atlas reading')).toBe(true);
    expect(isPurchaseTask('Purchase the course pack at the bookstore')).toBe(true);
    expect(isPurchaseTask('Order your reader')).toBe(true);
  });

  it('leaves works whose title only mentions buying', () => {
    expect(isPurchaseTask('Buying Time: Markets, Chapter 2')).toBe(false);
    expect(isPurchaseTask('Atlas, Chapter 1 (buy the textbook)')).toBe(false);
  });

  it('is not taken as a reading in a reading column', () => {
    const v = classifySpan({
      text: 'Buy textbook & download the atlas reading',
      context: 'label',
      bulletPrior: 0,
    });
    expect(v.take).toBe(false);
  });
});
