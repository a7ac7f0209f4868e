import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type Drawing, FLOWMAP_TEXT, flowmapMessage } from '../../core/flowmaps';
import type { Flowmap, FlowmapVersion } from '../../core/model';
import { useCollection, useStore } from '../../data/react';
import { type DrawingHistory, type FlowmapService, flowmapService } from '../../data/flowmaps';

export function useFlowmapService(): FlowmapService {
  return flowmapService(useStore());
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** A live read of the service; a read that throws becomes the catalogue's message instead of a crash. */
function useServiceRead<T extends object | undefined>(
  read: (service: FlowmapService) => T,
  fallback: string,
): Read<T> {
  const service = useFlowmapService();
  const subscribe = useCallback((l: () => void) => service.subscribe(l), [service]);
  // The service returns the same objects until something changes, and a failure is a (stable) string.
  const value = useSyncExternalStore(subscribe, (): T | string => {
    try {
      return read(service);
    } catch (error) {
      return flowmapMessage(error, fallback);
    }
  });
  return typeof value === 'string' ? { ok: false, message: value } : { ok: true, value };
}

const readList = (s: FlowmapService) => s.list();

/** Every flowmap, live; 'Failed to fetch flowmaps' when the read throws. */
export function useFlowmaps(): Read<readonly Flowmap[]> {
  return useServiceRead(readList, FLOWMAP_TEXT.fetchListFailed);
}

/** One flowmap, live (undefined when there is none); 'Failed to fetch flowmap' when the read throws. */
export function useFlowmap(id: string): Read<Flowmap | undefined> {
  const read = useCallback((s: FlowmapService) => s.find(id), [id]);
  return useServiceRead(read, FLOWMAP_TEXT.fetchFailed);
}

/** A flowmap's versions (oldest first), live; 'Failed to fetch flowmap' when the read throws. */
export function useVersions(id: string): Read<readonly FlowmapVersion[]> {
  const read = useCallback((s: FlowmapService) => s.versions(id), [id]);
  return useServiceRead(read, FLOWMAP_TEXT.fetchFailed);
}

/** A flowmap's drawing, live. */
export function useDrawing(id: string): Drawing {
  const service = useFlowmapService();
  const subscribe = useCallback((l: () => void) => service.subscribe(l), [service]);
  return useSyncExternalStore(subscribe, () => service.drawing(id));
}

/** Every flowmap's drawing by id (for the list's previews). */
export function useDrawings(ids: readonly string[]): ReadonlyMap<string, Drawing> {
  const store = useStore();
  const nodes = useCollection(store.repos.flowmapNodes);
  const edges = useCollection(store.repos.flowmapEdges);
  const service = useFlowmapService();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the node or edge rows change
  return useMemo(() => new Map(ids.map((id) => [id, service.drawing(id)])), [ids, service, nodes, edges]);
}

/** This editor's undo history (created on mount, destroyed on unmount), with live canUndo/canRedo. */
export function useDrawingHistory(): { history: DrawingHistory | null; canUndo: boolean; canRedo: boolean } {
  const service = useFlowmapService();
  const [history, setHistory] = useState<DrawingHistory | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    const h = service.history();
    setHistory(h);
    const off = h.subscribe(() => setTick((t) => t + 1));
    return () => {
      off();
      h.destroy();
    };
  }, [service]);
  return { history, canUndo: history?.canUndo() ?? false, canRedo: history?.canRedo() ?? false };
}
