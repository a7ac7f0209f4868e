/** scripts/parse-syllabus.ts end to end (spawned with tsx, as `npm run parse-syllabus` does). */
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const FIX = 'tests/fixtures/syllabus/';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(...args: string[]): Promise<Run> {
  const cp = (await import(/* @vite-ignore */ 'node:child_process' as string)) as {
    execFile(
      file: string,
      args: string[],
      opts: { cwd: string },
      cb: (err: { code?: number } | null, stdout: string, stderr: string) => void,
    ): void;
  };
  return new Promise((resolve) => {
    cp.execFile(
      `${ROOT}node_modules/.bin/tsx`,
      ['scripts/parse-syllabus.ts', ...args],
      { cwd: ROOT },
      (err, stdout, stderr) => resolve({ code: err?.code ?? 0, stdout, stderr }),
    );
  });
}

describe('parse-syllabus CLI', () => {
  it('prints one JSON object with the syllabus and stage timings; bad input exits 1 with the message', async () => {
    // One after another: spawning them together starves the OCR tests running beside this file.
    const ok = await cli(
      `${FIX}text-10pages.pdf`,
      '--semester-start',
      '2026-01-19',
      '--meeting-days',
      'tuesday,thursday',
    );
    const missing = await cli('no-such-file.pdf');
    const none = await cli(`${FIX}empty.pdf`);
    const docx = await cli('notes.docx');
    const day = await cli(`${FIX}text-10pages.pdf`, '--meeting-days', 'monday,funday');
    const date = await cli(`${FIX}text-10pages.pdf`, '--semester-end', '31/12/2026');
    expect(ok.code).toBe(0);
    const out = JSON.parse(ok.stdout) as {
      syllabus: { weeks: unknown[] };
      stages: Array<{ name: string; ms: number }>;
    };
    expect(Object.keys(out)).toEqual(['syllabus', 'stages']);
    expect(Array.isArray(out.syllabus.weeks)).toBe(true);
    expect(out.stages.map((s) => s.name)).toEqual(['load', 'extractText', 'parse', 'normalize']);
    expect(ok.stdout.trim().split('\n')).toHaveLength(1);

    expect([missing.code, missing.stderr.split('\n')[0]]).toEqual([1, 'Please select a file']);
    expect([none.code, none.stderr.trim()]).toEqual([1, 'Please select a file']);
    expect([docx.code, docx.stderr.trim()]).toEqual([
      1,
      'Unsupported file type: .docx (supported: PDF, PNG, JPG, JPEG, WebP, TXT)',
    ]);
    expect([day.code, day.stderr.trim()]).toEqual([1, 'Unknown meeting day: funday (use monday to sunday)']);
    expect([date.code, date.stderr.trim()]).toEqual([
      1,
      'Invalid date: --semester-end 31/12/2026 (use YYYY-MM-DD)',
    ]);
    for (const r of [missing, none, docx, day, date]) expect(r.stdout).toBe('');
    // Six processes, each loading the pipeline (about 10 s of CPU in all): at load 15 they took over 30 s
    // and the test ran out of its time. A longer wait for a slow machine, not a timing.
  }, 120_000);
});
