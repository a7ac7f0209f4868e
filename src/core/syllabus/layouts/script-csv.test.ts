import { describe, expect, it } from 'vitest';
import { scriptCsvLines } from './script-csv';

const PAGE = [
  '<h2>Schedule</h2>',
  '<table><tbody id="rows"><tr><td>Loading…</td></tr></tbody></table>',
  '<script type="text/csv" id="rows-data">Date,Topic,Reading,Due',
  'Mar 3,Opening lecture,—,—',
  'Mar 5,Maps and power,<a href="m.pdf">Drawing the Border</a>,—',
  'Mar 10,Archives,Reading the Ledger,Memo 1',
  'Mar 12,Review,—,—',
  '</script>',
  '<footer>Department of Geography</footer>',
];

describe('a CSV schedule inside a <script type="text/csv"> block (script-csv.ts)', () => {
  it('rewrites the block as a pipe table, one line for one line, the page around it kept', () => {
    const out = scriptCsvLines(PAGE)!;
    expect(out).toHaveLength(PAGE.length);
    expect(out[2]).toBe('| Date | Topic | Reading | Due |');
    expect(out[4]).toBe('| Mar 5 | Maps and power | <a href="m.pdf">Drawing the Border</a> | — |');
    expect(out[7]).toBe('');
    expect(out[0]).toBe(PAGE[0]);
    expect(out[8]).toBe(PAGE[8]);
  });

  it('is nothing for a page without such a block, or whose block is no CSV schedule', () => {
    expect(scriptCsvLines(PAGE.filter((_, i) => i !== 2))).toBeNull();
    expect(scriptCsvLines(['<script type="text/csv">name,value', 'a,1', '</script>'])).toBeNull();
  });
});
