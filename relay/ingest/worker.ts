import { parentPort, workerData } from 'node:worker_threads';
import { structureSyllabusText } from '../../src/core/syllabus';

/**
 * One ingest worker: structures syllabus text off the relay's event loop. The pool kills it when a task
 * runs past the time limit. `workerData.module` (tests only) names a module whose `structure(rawText)`
 * is used instead of the local structurer.
 */
type Structure = (rawText: string) => unknown;

interface Task {
  id: number;
  rawText: string;
}

async function structurer(): Promise<Structure> {
  const override = (workerData as { module?: string } | null)?.module;
  if (!override) return structureSyllabusText;
  const mod = (await import(override)) as { structure: Structure };
  return mod.structure;
}

const ready = structurer();
// Tells the pool this worker can take tasks (message id 0).
void ready.then(() => parentPort?.postMessage({ id: 0, ok: true }));

parentPort?.on('message', (task: Task) => {
  void ready.then((structure) => {
    try {
      parentPort?.postMessage({ id: task.id, ok: true, value: structure(task.rawText) });
    } catch (err) {
      parentPort?.postMessage({
        id: task.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  });
});
