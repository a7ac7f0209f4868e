/**
 * The fresh-tab first open of bench:flowmap, taken apart (scripts/profile-flowmap.ts --fresh): a new page of
 * a browser that has loaded the app once, /flowmap on screen for 1 s, then a click on the 200-node flowmap's
 * card. What the page had done before the click (warm-ups, chunks), and the main thread's tasks from the
 * click to painted, from a DevTools trace: each task's wall and CPU time and what it ran.
 */
import path from 'node:path';
import { mainThreadEvents, ms, type TraceEvent } from '../bench-kit';

/**
 * Page-side, before the app: notes when the off-screen warm-ups' hosts (OffscreenWarmup: an inert,
 * aria-hidden div with a shadow root, appended to <body> when a warm-up is drawn, removed when it is done)
 * come and go.
 */
export const WARMUP_PROBE = `(() => {
  const log = [];
  window.__docketWarmupLog = log;
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) if (n.inert) log.push(Math.round(performance.now()) + ' ms: warm-up drawn');
      for (const n of r.removedNodes) if (n.inert) log.push(Math.round(performance.now()) + ' ms: warm-up dropped');
    }
  }).observe(document, { childList: true, subtree: true });
  addEventListener('click', () => { window.__docketClickAt = Math.round(performance.now()); }, true);
})();`;

/** Page-side: what had happened by now (warm-up hosts, warm-up marks, the chunks fetched and when). */
export const PAGE_STATE = `({
  now: Math.round(performance.now()),
  clickAt: window.__docketClickAt,
  log: window.__docketWarmupLog || [],
  marks: performance.getEntriesByType('mark').map((m) => m.name + ' at ' + Math.round(m.startTime) + ' ms'),
  chunks: performance.getEntriesByType('resource').filter((r) => /\\.js$/.test(r.name)).map((r) =>
    r.name.split('/').pop() + ' ' + Math.round(r.startTime) + '-' + Math.round(r.responseEnd) + ' ms' + (r.workerStart > 0 ? ' (sw)' : '') + (r.transferSize === 0 ? ' (cache)' : '')),
})`;

export interface PageState {
  now: number;
  clickAt?: number;
  log: string[];
  marks: string[];
  chunks: string[];
}

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** What a task ran, in a few words, from the notable events inside it. */
function labelOf(inside: TraceEvent[]): string {
  const seen = new Map<string, number>();
  for (const e of inside) {
    const d = e.args?.data;
    const url = d?.url || e.args?.fileName || '';
    const file = url ? path.basename(url.split('?')[0] ?? '') : '';
    let what: string | undefined;
    if (e.name === 'FunctionCall') what = `call ${d?.functionName || '(anonymous)'} ${file}`.trim();
    else if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') what = `evaluate ${file}`;
    else if (/^v8\.compile/.test(e.name) || e.name === 'v8.parseOnBackground') what = `compile ${file}`;
    else if (e.name === 'FireIdleCallback') what = 'idle callback';
    else if (e.name === 'EventDispatch') what = `event ${d?.type ?? ''}`;
    else if (e.name === 'FireAnimationFrame') what = 'animation frame';
    else if (e.name === 'TimerFire') what = 'timer';
    else if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit'].includes(e.name)) what = e.name;
    else if (/^(MajorGC|MinorGC|V8\.GC)/.test(e.name)) what = 'gc';
    else if (e.name === 'ResourceReceiveResponse' || e.name === 'ResourceFinish') what = `network ${file}`;
    if (what && !seen.has(what)) seen.set(what, e.tdur ?? e.dur ?? 0);
  }
  return [...seen.keys()].slice(0, 6).join(', ');
}

/**
 * The main thread's tasks from `fromTs` (trace µs; the click) to the end of the trace: one line per task of at
 * least `minMs` wall (the rest summed), the wall time the main thread sat idle, and the JS chunks fetched.
 */
export function tasksAfterClick(events: TraceEvent[], fromTs: number, minMs = 2): string {
  const threads = mainThreadEvents(events, (e) => e.ph === 'X' && e.ts >= fromTs);
  const thread = threads.sort((a, b) => b.length - a.length)[0] ?? [];
  thread.sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a ThreadControllerImpl::RunTask holds a RunTask of the same span).
  const tasks: TraceEvent[] = [];
  for (const e of thread.filter((t) => TASK.has(t.name))) {
    const last = tasks[tasks.length - 1];
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  const end = Math.max(...tasks.map((t) => t.ts + (t.dur ?? 0)), fromTs);
  const lines: string[] = [];
  let small = { n: 0, wall: 0, cpu: 0 };
  let busy = 0;
  let cpu = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const taskCpu = (task.tdur ?? 0) / 1000;
    busy += wall;
    cpu += taskCpu;
    if (wall < minMs) {
      small = { n: small.n + 1, wall: small.wall + wall, cpu: small.cpu + taskCpu };
      continue;
    }
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
    lines.push(
      `    +${ms((task.ts - fromTs) / 1000).padStart(9)}  wall ${ms(wall).padStart(9)}  CPU ${ms(taskCpu).padStart(9)}  ${labelOf(inside)}`,
    );
  }
  const network = events
    .filter(
      (e) => e.name === 'ResourceSendRequest' && e.ts >= fromTs && /\.js$/.test(e.args?.data?.url ?? ''),
    )
    .map((e) => `${path.basename(e.args?.data?.url ?? '')} requested at +${ms((e.ts - fromTs) / 1000)}`);
  return [
    `  click to the last task: ${ms((end - fromTs) / 1000)} wall; main thread busy ${ms(busy)} (CPU ${ms(cpu)}), idle ${ms((end - fromTs) / 1000 - busy)}`,
    ...lines,
    `    and ${small.n} tasks under ${minMs} ms: wall ${ms(small.wall)}, CPU ${ms(small.cpu)}`,
    `  chunks requested after the click: ${network.join('; ') || 'none'}`,
  ].join('\n');
}

/** The trace's time (µs) of the first click event dispatched (timeClick's click on the card). */
export function clickTs(events: TraceEvent[]): number | undefined {
  return events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')?.ts;
}

/** The entries ('<ms> ms: ...' or '... at <ms> ms') of `xs` before and after `at` (ms since the page started). */
export function splitAt(xs: readonly string[], at: number): { before: string[]; after: string[] } {
  const when = (x: string) => Number(/(\d+) ms/.exec(x)?.[1] ?? 0);
  return { before: xs.filter((x) => when(x) < at), after: xs.filter((x) => when(x) >= at) };
}
