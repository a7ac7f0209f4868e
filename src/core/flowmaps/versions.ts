import type { Flowmap, FlowmapShape, FlowmapVersion } from '../model';

/**
 * The version rules. A flowmap's versions are rows of their own (flowmapVersions); the flowmap row holds only
 * which one is current. These functions take the flowmap's version rows (oldest first, as the repository
 * lists them) and its currentVersionId.
 */
export interface VersionSet {
  versions: readonly FlowmapVersion[];
  currentVersionId?: string | undefined;
}

/** A version as the list shows it: the spec's isActive, derived from the flowmap's current version. */
export type ListedVersion = FlowmapVersion & { isActive: boolean };

/**
 * The current version: the one currentVersionId names, or, when that one was deleted (here or on another
 * device), the first remaining version. None when there are no versions.
 */
export function currentVersion(set: VersionSet): FlowmapVersion | undefined {
  return set.versions.find((v) => v.id === set.currentVersionId) ?? set.versions[0];
}

/** Versions for the list: newest first, the current one marked active. */
export function versionsNewestFirst(set: VersionSet): ListedVersion[] {
  const current = currentVersion(set)?.id;
  return [...set.versions]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((v) => ({ ...v, isActive: v.id === current }));
}

/** "Version 3": the next free default name. */
export function nextVersionName(versions: readonly Pick<FlowmapVersion, 'name'>[]): string {
  const names = new Set(versions.map((v) => v.name));
  let n = versions.length + 1;
  while (names.has(`Version ${n}`)) n++;
  return `Version ${n}`;
}

/** Create a version from the current shapes: its row, and the flowmap's change (the new one becomes current). */
export function createVersion(
  flowmapId: string,
  input: { id: string; name: string; description?: string | undefined; shapes: readonly FlowmapShape[] },
  now: string,
): { version: FlowmapVersion; change: Pick<Flowmap, 'currentVersionId'> } {
  const version: FlowmapVersion = {
    id: input.id,
    flowmapId,
    name: input.name.trim(),
    description: input.description,
    shapes: [...input.shapes],
    createdAt: now,
    updatedAt: now,
  };
  return { version, change: { currentVersionId: input.id } };
}

/** Switch to a version: it becomes current (its shapes are what the drawing then shows); unknown: undefined. */
export function switchVersion(set: VersionSet, id: string): Pick<Flowmap, 'currentVersionId'> | undefined {
  return set.versions.some((v) => v.id === id) ? { currentVersionId: id } : undefined;
}

/** Rename a version: the patch of its row (a blank name or an unknown version is refused: undefined). */
export function renameVersion(set: VersionSet, id: string, name: string): { name: string } | undefined {
  const trimmed = name.trim();
  if (!trimmed || !set.versions.some((v) => v.id === id)) return undefined;
  return { name: trimmed };
}

/** Update a version's shapes with the current drawing: the patch of its row (unknown: undefined). */
export function updateVersion(
  set: VersionSet,
  id: string,
  shapes: readonly FlowmapShape[],
): { shapes: FlowmapShape[] } | undefined {
  return set.versions.some((v) => v.id === id) ? { shapes: [...shapes] } : undefined;
}

/**
 * Delete a version: the flowmap's change. When it was current, the current one falls back to the first
 * remaining version (none when it was the last). Unknown: undefined.
 */
export function deleteVersion(
  set: VersionSet,
  id: string,
): { currentVersionId: string | undefined } | undefined {
  if (!set.versions.some((v) => v.id === id)) return undefined;
  const remaining = set.versions.filter((v) => v.id !== id);
  const current = currentVersion(set)?.id;
  return { currentVersionId: currentVersion({ versions: remaining, currentVersionId: current })?.id };
}
