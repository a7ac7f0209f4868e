import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RelayProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** The relay as `npm run serve` runs it (dist-relay/main.js when built, else from source), on a free port. */
export async function startRelayProcess(env: Record<string, string>): Promise<RelayProcess> {
  const compiled = path.join(ROOT, 'dist-relay', 'main.js');
  const args = existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'relay/main.ts'];
  // BENCH_RELAY_CPU_PROF=<dir>: the relay writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profDir = process.env.BENCH_RELAY_CPU_PROF;
  if (profDir) args.unshift('--cpu-prof', `--cpu-prof-dir=${profDir}`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('relay did not start in 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Docket relay listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
      if (out.length > 100_000) out = out.slice(-1000);
    });
    child.once('exit', (code) => reject(new Error(`relay exited (${code})`)));
  });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const ms = (n: number) => `${Math.round(n)} ms`;
export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export function verdict(ok: boolean): string {
  return ok ? 'MET' : 'NOT MET';
}

/**
 * Polls /healthz every `everyMs` until stopped: the worst answer time, how many polls, and how many
 * failed (no answer within 5 s, or not 200). A poll that has not answered yet counts at stop time.
 */
export function pollHealth(url: string, everyMs = 20) {
  let polling = true;
  let worst = 0;
  let polls = 0;
  let failed = 0;
  const times: number[] = [];
  let current: number | undefined;
  const loop = (async () => {
    while (polling) {
      const t = performance.now();
      current = t;
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      } catch {
        failed++;
      }
      current = undefined;
      times.push(performance.now() - t);
      worst = Math.max(worst, performance.now() - t);
      polls++;
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      const pending = current;
      if (pending !== undefined) worst = Math.max(worst, performance.now() - pending);
      polling = false;
      await loop;
      times.sort((a, b) => a - b);
      const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
      return { worst, polls, failed, p99 };
    },
  };
}

/** The machine's load averages (1, 5, 15 min): printed next to every figure (2 shared cores). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 100 ticks a second). */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
