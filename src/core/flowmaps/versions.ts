import type { Flowmap, FlowmapShape, FlowmapVersion } from '../model';

/** The part of a flowmap the version rules read and change. */
export type Versioned = Pick<Flowmap, 'versions' | 'currentVersionId'>;
type Change = Pick<Flowmap, 'versions'> & { currentVersionId: string | undefined };

const activate = (versions: readonly FlowmapVersion[], id: string | undefined): FlowmapVersion[] =>
  versions.map((v) => (v.isActive === (v.id === id) ? v : { ...v, isActive: v.id === id }));

/** The current version, if there is one. */
export function currentVersion(map: Versioned): FlowmapVersion | undefined {
  return map.versions.find((v) => v.id === map.currentVersionId);
}

/** Versions for the list: newest first. */
export function versionsNewestFirst(map: Versioned): FlowmapVersion[] {
  return [...map.versions].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** "Version 3": the next free default name. */
export function nextVersionName(map: Versioned): string {
  const names = new Set(map.versions.map((v) => v.name));
  let n = map.versions.length + 1;
  while (names.has(`Version ${n}`)) n++;
  return `Version ${n}`;
}

/** Create a version from the current shapes: the new one becomes current. */
export function createVersion(
  map: Versioned,
  input: { id: string; name: string; description?: string | undefined; shapes: readonly FlowmapShape[] },
  now: string,
): Change {
  const version: FlowmapVersion = {
    id: input.id,
    name: input.name,
    description: input.description,
    shapes: [...input.shapes],
    createdAt: now,
    updatedAt: now,
    isActive: true,
  };
  return { versions: activate([...map.versions, version], input.id), currentVersionId: input.id };
}

/** Switch to a version: it becomes current (its shapes are what the drawing then shows). */
export function switchVersion(map: Versioned, id: string): Change | undefined {
  if (!map.versions.some((v) => v.id === id)) return undefined;
  return { versions: activate(map.versions, id), currentVersionId: id };
}

/** Rename a version (a blank name is refused: undefined). */
export function renameVersion(map: Versioned, id: string, name: string, now: string): Change | undefined {
  const trimmed = name.trim();
  if (!trimmed || !map.versions.some((v) => v.id === id)) return undefined;
  return {
    versions: map.versions.map((v) => (v.id === id ? { ...v, name: trimmed, updatedAt: now } : v)),
    currentVersionId: map.currentVersionId,
  };
}

/** Update a version's shapes with the current drawing. */
export function updateVersion(
  map: Versioned,
  id: string,
  shapes: readonly FlowmapShape[],
  now: string,
): Change | undefined {
  if (!map.versions.some((v) => v.id === id)) return undefined;
  return {
    versions: map.versions.map((v) => (v.id === id ? { ...v, shapes: [...shapes], updatedAt: now } : v)),
    currentVersionId: map.currentVersionId,
  };
}

/** Delete a version; when it was current, the current one falls back to the first remaining version. */
export function deleteVersion(map: Versioned, id: string): Change | undefined {
  if (!map.versions.some((v) => v.id === id)) return undefined;
  const versions = map.versions.filter((v) => v.id !== id);
  const current = map.currentVersionId === id ? versions[0]?.id : map.currentVersionId;
  return { versions: activate(versions, current), currentVersionId: current };
}
