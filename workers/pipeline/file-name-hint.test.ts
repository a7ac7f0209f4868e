/** The uploaded file's name reaches the real structurer as a hint (no structurer mock here). */
import { describe, expect, it } from 'vitest';
import { createNodeEnv } from './env/node';
import { runPipeline } from './run';

const env = createNodeEnv();
const text = [
  'Contracts',
  'Sept. 3: Offer, Ch. 1',
  'Sept. 8: Acceptance, Ch. 2',
  'Sept. 10: Consideration, Ch. 3',
].join('\n');

describe("the pipeline passes the file's name to the structurer", () => {
  it("dates a yearless schedule by the year in the file's name and says so", async () => {
    const out = await runPipeline({ text, name: 'Contracts_Fall2031.txt' }, { env });
    expect(out.syllabus.semesterStart).toBe('2031-09-03');
    expect(out.syllabus.yearSource).toBe('fileName');
    expect(out.syllabus.weeks[0]?.readings[0]?.scheduledDate).toBe('2031-09-03');
  });

  it('leaves the dates open when the name has no year', async () => {
    const out = await runPipeline({ text, name: 'contracts.txt' }, { env });
    expect(out.syllabus.semesterStart ?? null).toBeNull();
    expect(out.syllabus.yearSource ?? null).toBeNull();
  });
});
