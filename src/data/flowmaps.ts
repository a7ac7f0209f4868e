import * as Y from 'yjs';
import {
  addChild,
  createVersion,
  type Drawing,
  deleteVersion,
  diffDrawings,
  type EdgeData,
  FlowmapDraft,
  FlowmapError,
  type FlowmapErrorKind,
  type NodeData,
  nextVersionName,
  remapIds,
  renameVersion,
  rowsToDrawing,
  rowsToShapes,
  shapesToDrawing,
  switchVersion,
  tidyLayout,
  updateVersion,
} from '../core/flowmaps';
import type { Flowmap, FlowmapEdge, FlowmapNode, FlowmapVersion } from '../core/model';
import { collectionMap, Origin } from './doc';
import { newId } from './ids';
import type { Repositories } from './repositories';
import type { DocketStore } from './store';

export interface FlowmapServiceDeps {
  doc: Y.Doc;
  repos: Pick<Repositories, 'flowmaps' | 'flowmapNodes' | 'flowmapEdges' | 'flowmapVersions'>;
  /** Runs a change and resolves once it is on this device's disk (the store's commit). */
  commit?: <T>(change: () => T) => Promise<T>;
  now?: () => string;
  makeId?: () => string;
}

/** What deleting a flowmap removed (its row, its drawing's rows, its versions): Undo writes them back. */
export interface RemovedFlowmap {
  flowmap: Flowmap;
  nodes: FlowmapNode[];
  edges: FlowmapEdge[];
  versions: FlowmapVersion[];
}

/** What deleting a version removed, and the flowmap's current version before: Undo puts both back. */
export interface RemovedVersion {
  version: FlowmapVersion;
  currentVersionId: string | undefined;
}

/** A node's editable fields. */
export type NodePatch = Partial<Pick<NodeData, 'kind' | 'label' | 'link'>>;

/** Undo and redo of one editor's changes to the drawing (never another device's). */
export interface DrawingHistory {
  undo(): Promise<void>;
  redo(): Promise<void>;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/**
 * Flowmaps for the screens: the list, one flowmap with its drawing (each node and edge its own synced row),
 * editing, versions and undo, with the catalogue's fallback messages when a write fails.
 */
export class FlowmapService {
  private readonly now: () => string;
  private readonly makeId: () => string;
  private drawings = new Map<
    string,
    { nodes: readonly FlowmapNode[]; edges: readonly FlowmapEdge[]; drawing: Drawing }
  >();
  private versionLists = new Map<
    string,
    { rows: readonly FlowmapVersion[]; versions: readonly FlowmapVersion[] }
  >();

  constructor(private readonly deps: FlowmapServiceDeps) {
    this.now = deps.now ?? (() => new Date().toISOString());
    this.makeId = deps.makeId ?? newId;
  }

  private get repos() {
    return this.deps.repos;
  }

  subscribe(listener: () => void): () => void {
    const { flowmaps, flowmapNodes, flowmapEdges, flowmapVersions } = this.repos;
    const offs = [flowmaps, flowmapNodes, flowmapEdges, flowmapVersions].map((r) => r.subscribe(listener));
    return () => {
      for (const off of offs) off();
    };
  }

  /** Every flowmap (filtering is the list screen's, by the core rules). */
  list(): readonly Flowmap[] {
    try {
      return this.repos.flowmaps.list();
    } catch (error) {
      console.error(error);
      throw new FlowmapError('fetchListFailed', { cause: error });
    }
  }

  find(id: string): Flowmap | undefined {
    try {
      return this.repos.flowmaps.get(id);
    } catch (error) {
      console.error(error);
      throw new FlowmapError('fetchFailed', { cause: error });
    }
  }

  /** The flowmap's versions (each its own row), oldest first; the same array until one of them changes. */
  versions(flowmapId: string): readonly FlowmapVersion[] {
    try {
      const rows = this.repos.flowmapVersions.list();
      const cached = this.versionLists.get(flowmapId);
      if (cached?.rows === rows) return cached.versions;
      const versions = rows.filter((v) => v.flowmapId === flowmapId);
      const same =
        cached &&
        cached.versions.length === versions.length &&
        cached.versions.every((v, i) => v === versions[i]);
      const kept = same ? cached.versions : versions;
      this.versionLists.set(flowmapId, { rows, versions: kept });
      return kept;
    } catch (error) {
      console.error(error);
      throw new FlowmapError('fetchFailed', { cause: error });
    }
  }

  /** The flowmap's working drawing; the same object until one of its rows changes. */
  drawing(flowmapId: string): Drawing {
    try {
      const nodes = this.repos.flowmapNodes.list();
      const edges = this.repos.flowmapEdges.list();
      const cached = this.drawings.get(flowmapId);
      if (cached && cached.nodes === nodes && cached.edges === edges) return cached.drawing;
      const mine = <T extends { flowmapId: string }>(rows: readonly T[]) =>
        rows.filter((r) => r.flowmapId === flowmapId);
      const drawing = rowsToDrawing(mine(nodes), mine(edges));
      const previous = cached?.drawing;
      const same = previous && JSON.stringify(previous) === JSON.stringify(drawing);
      this.drawings.set(flowmapId, { nodes, edges, drawing: same ? previous : drawing });
      return same ? previous : drawing;
    } catch (error) {
      console.error(error);
      throw new FlowmapError('fetchFailed', { cause: error });
    }
  }

  /** Creates a flowmap with one starting question node; resolves once it is on this device's disk. */
  async create(input: FlowmapDraft): Promise<Flowmap> {
    return this.write('createFailed', () => {
      const draft = FlowmapDraft.parse(input);
      const map = this.repos.flowmaps.create({ ...draft, isPublic: false });
      this.addNodeRow(map.id, {
        id: this.makeId(),
        kind: 'question',
        label: draft.doctrine ? `${draft.doctrine}: what is the issue?` : 'What is the issue?',
        x: 0,
        y: 0,
      });
      return map;
    });
  }

  /** A copy with its drawing and versions ("… (copy)"), every node and edge under a new id. */
  async duplicate(id: string): Promise<Flowmap> {
    const source = this.find(id);
    if (!source) throw new FlowmapError('notFound');
    return this.write('createFailed', () => {
      const remap = remapIds(this.makeId);
      const { id: _id, createdAt: _c, updatedAt: _u, currentVersionId, ...fields } = source;
      const versionIds = new Map(this.versions(id).map((v) => [v.id, this.makeId()]));
      const copy = this.repos.flowmaps.create({
        ...fields,
        title: `${source.title} (copy)`.slice(0, 300),
        currentVersionId: currentVersionId && versionIds.get(currentVersionId),
      });
      for (const v of this.versions(id))
        this.repos.flowmapVersions.create({
          id: versionIds.get(v.id),
          flowmapId: copy.id,
          name: v.name,
          description: v.description,
          shapes: v.shapes.map(remap.shape),
        });
      const drawing = this.drawing(id);
      for (const n of drawing.nodes) this.addNodeRow(copy.id, remap.node(n));
      for (const e of drawing.edges) this.addEdgeRow(copy.id, remap.edge(e));
      return copy;
    });
  }

  /** Deletes a flowmap with its nodes, edges and versions; resolves with what went (for Undo). */
  async remove(id: string): Promise<RemovedFlowmap> {
    return this.write('saveFailed', () => {
      const flowmap = this.mustFind(id);
      const { nodes, edges } = this.rowsOf(id);
      const versions = [...this.versions(id)];
      for (const n of nodes) this.repos.flowmapNodes.remove(n.id);
      for (const e of edges) this.repos.flowmapEdges.remove(e.id);
      for (const v of versions) this.repos.flowmapVersions.remove(v.id);
      this.repos.flowmaps.remove(id);
      return { flowmap, nodes, edges, versions };
    });
  }

  /** Undo of remove: writes back exactly the rows it removed (ids and dates included). */
  async restore(removed: RemovedFlowmap): Promise<void> {
    await this.write('saveFailed', () => {
      this.repos.flowmaps.restore([removed.flowmap]);
      this.repos.flowmapNodes.restore(removed.nodes);
      this.repos.flowmapEdges.restore(removed.edges);
      this.repos.flowmapVersions.restore(removed.versions);
    });
  }

  async addNode(flowmapId: string, node: Omit<NodeData, 'id'>): Promise<string> {
    return this.edit(flowmapId, () => this.addNodeRow(flowmapId, { ...node, id: this.makeId() }).id);
  }

  /** Adds a child below a node, joined by an edge (a question's first branch "Yes", its second "No"). */
  async addChild(flowmapId: string, parentId: string): Promise<string | undefined> {
    const drawing = this.drawing(flowmapId);
    const parent = drawing.nodes.find((n) => n.id === parentId);
    if (!parent) return undefined;
    return this.edit(flowmapId, () => {
      const child = addChild(parent, drawing.edges, { node: this.makeId(), edge: this.makeId() });
      this.addNodeRow(flowmapId, child.node);
      this.addEdgeRow(flowmapId, child.edge);
      return child.node.id;
    });
  }

  async updateNode(flowmapId: string, id: string, patch: NodePatch): Promise<void> {
    await this.edit(flowmapId, () => {
      if ('link' in patch && patch.link === undefined)
        this.repos.flowmapNodes.update(id, { ...patch, link: undefined });
      else this.repos.flowmapNodes.update(id, patch);
    });
  }

  /** Moves nodes (a drag, or the tidy layout) in one change. */
  async moveNodes(
    flowmapId: string,
    positions: ReadonlyMap<string, { x: number; y: number }>,
  ): Promise<void> {
    const current = new Map(this.drawing(flowmapId).nodes.map((n) => [n.id, n]));
    await this.edit(flowmapId, () => {
      for (const [id, p] of positions) {
        const node = current.get(id);
        const x = Math.round(p.x);
        const y = Math.round(p.y);
        if (node && (node.x !== x || node.y !== y)) this.repos.flowmapNodes.update(id, { x, y });
      }
    });
  }

  /** Tidy: lays the drawing out top to bottom (dagre), with the nodes' drawn sizes when known. */
  async tidy(
    flowmapId: string,
    sizes: ReadonlyMap<string, { width: number; height: number }> = new Map(),
  ): Promise<void> {
    const drawing = this.drawing(flowmapId);
    const positions = tidyLayout(
      drawing.nodes.map((n) => ({
        id: n.id,
        width: sizes.get(n.id)?.width,
        height: sizes.get(n.id)?.height,
      })),
      drawing.edges,
    );
    await this.moveNodes(flowmapId, positions);
  }

  /** Joins two nodes (a repeated or self edge is refused: undefined). */
  async connect(
    flowmapId: string,
    source: string,
    target: string,
    label?: string,
  ): Promise<string | undefined> {
    const drawing = this.drawing(flowmapId);
    if (source === target || drawing.edges.some((e) => e.source === source && e.target === target))
      return undefined;
    return this.edit(
      flowmapId,
      () => this.addEdgeRow(flowmapId, { id: this.makeId(), source, target, label }).id,
    );
  }

  async labelEdge(flowmapId: string, id: string, label: string): Promise<void> {
    await this.edit(flowmapId, () => {
      this.repos.flowmapEdges.update(id, { label: label.trim() || undefined });
    });
  }

  /** Deletes nodes (with their edges) and edges in one change. */
  async removeElements(
    flowmapId: string,
    nodeIds: readonly string[],
    edgeIds: readonly string[],
  ): Promise<void> {
    const gone = new Set(nodeIds);
    const { edges } = this.rowsOf(flowmapId);
    await this.edit(flowmapId, () => {
      for (const e of edges)
        if (edgeIds.includes(e.id) || gone.has(e.source) || gone.has(e.target))
          this.repos.flowmapEdges.remove(e.id);
      for (const id of nodeIds) this.repos.flowmapNodes.remove(id);
    });
  }

  /** Saves the current drawing as a new version (a row of its own); it becomes current. */
  async createVersion(flowmapId: string, name?: string): Promise<string> {
    return this.write('createVersionFailed', () => {
      this.mustFind(flowmapId);
      const { nodes, edges } = this.rowsOf(flowmapId);
      const chosen = name?.trim() || nextVersionName(this.versions(flowmapId));
      const { version, change } = createVersion(
        flowmapId,
        { id: this.makeId(), name: chosen, shapes: rowsToShapes(nodes, edges) },
        this.now(),
      );
      this.repos.flowmapVersions.restore([version]);
      this.repos.flowmaps.update(flowmapId, change);
      return version.id;
    });
  }

  /** Switches to a version: it becomes current and the drawing becomes its shapes (only what differs is written). */
  async switchVersion(flowmapId: string, versionId: string): Promise<void> {
    await this.write('saveFailed', () => {
      const set = this.versionSet(flowmapId);
      const change = switchVersion(set, versionId);
      const version = set.versions.find((v) => v.id === versionId);
      if (!change || !version) throw new Error(`No version ${versionId}`);
      this.applyDrawing(flowmapId, shapesToDrawing(version.shapes));
      this.repos.flowmaps.update(flowmapId, change);
    });
  }

  async renameVersion(flowmapId: string, versionId: string, name: string): Promise<void> {
    await this.write('saveFailed', () => {
      const patch = renameVersion(this.versionSet(flowmapId), versionId, name);
      if (!patch) throw new Error('A version needs a name');
      this.repos.flowmapVersions.update(versionId, patch);
    });
  }

  /** Updates a version's shapes with the current drawing. */
  async updateVersion(flowmapId: string, versionId: string): Promise<void> {
    await this.write('saveFailed', () => {
      const { nodes, edges } = this.rowsOf(flowmapId);
      const patch = updateVersion(this.versionSet(flowmapId), versionId, rowsToShapes(nodes, edges));
      if (!patch) throw new Error(`No version ${versionId}`);
      this.repos.flowmapVersions.update(versionId, patch);
    });
  }

  /** Deletes a version; the current one falls back to the first remaining (the drawing is kept as it is). */
  async deleteVersion(flowmapId: string, versionId: string): Promise<RemovedVersion> {
    return this.write('saveFailed', () => {
      const set = this.versionSet(flowmapId);
      const change = deleteVersion(set, versionId);
      const version = set.versions.find((v) => v.id === versionId);
      if (!change || !version) throw new Error(`No version ${versionId}`);
      this.repos.flowmapVersions.remove(versionId);
      this.repos.flowmaps.update(flowmapId, change);
      return { version, currentVersionId: set.currentVersionId };
    });
  }

  /** Undo of deleteVersion: the version comes back, and is current again if it was. */
  async restoreVersion(flowmapId: string, removed: RemovedVersion): Promise<void> {
    await this.write('saveFailed', () => {
      this.mustFind(flowmapId);
      this.repos.flowmapVersions.restore([removed.version]);
      this.repos.flowmaps.update(flowmapId, { currentVersionId: removed.currentVersionId });
    });
  }

  /** Undo/redo over this device's changes to the drawings (a Y.UndoManager on the node and edge rows). */
  history(): DrawingHistory {
    const { doc } = this.deps;
    const manager = new Y.UndoManager(
      [collectionMap(doc, 'flowmapNodes'), collectionMap(doc, 'flowmapEdges')],
      {
        trackedOrigins: new Set([Origin.local]),
        captureTimeout: 0,
      },
    );
    const listeners = new Set<() => void>();
    const tell = () => {
      for (const l of [...listeners]) l();
    };
    for (const event of ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const)
      manager.on(event, tell);
    const step = (act: () => void) => this.deps.commit?.(act) ?? Promise.resolve(act());
    return {
      undo: () => this.guard('saveFailed', () => step(() => void manager.undo())),
      redo: () => this.guard('saveFailed', () => step(() => void manager.redo())),
      canUndo: () => manager.canUndo(),
      canRedo: () => manager.canRedo(),
      subscribe: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      destroy: () => manager.destroy(),
    };
  }

  private rowsOf(flowmapId: string) {
    return {
      nodes: this.repos.flowmapNodes.list().filter((n) => n.flowmapId === flowmapId),
      edges: this.repos.flowmapEdges.list().filter((e) => e.flowmapId === flowmapId),
    };
  }

  private versionSet(flowmapId: string) {
    const map = this.mustFind(flowmapId);
    return { versions: this.versions(flowmapId), currentVersionId: map.currentVersionId };
  }

  private mustFind(id: string): Flowmap {
    const map = this.repos.flowmaps.get(id);
    if (!map) throw new FlowmapError('notFound');
    return map;
  }

  private addNodeRow(flowmapId: string, node: NodeData): FlowmapNode {
    return this.repos.flowmapNodes.create({ ...node, flowmapId });
  }

  private addEdgeRow(flowmapId: string, edge: EdgeData): FlowmapEdge {
    return this.repos.flowmapEdges.create({ ...edge, flowmapId });
  }

  /** Writes the rows that turn the working drawing into `target`; ids owned by another flowmap are skipped. */
  private applyDrawing(flowmapId: string, target: Drawing): void {
    const diff = diffDrawings(this.drawing(flowmapId), target);
    const { flowmapNodes: nodes, flowmapEdges: edges } = this.repos;
    const foreign = (row: { flowmapId: string } | undefined) =>
      row !== undefined && row.flowmapId !== flowmapId;
    for (const id of diff.removeEdges) edges.remove(id);
    for (const id of diff.removeNodes) nodes.remove(id);
    for (const n of diff.addNodes) if (!foreign(nodes.get(n.id))) this.addNodeRow(flowmapId, n);
    for (const n of diff.updateNodes) {
      const { id, ...fields } = n;
      nodes.update(id, { ...fields, link: fields.link });
    }
    for (const e of diff.addEdges) if (!foreign(edges.get(e.id))) this.addEdgeRow(flowmapId, e);
    for (const e of diff.updateEdges) {
      const { id, ...fields } = e;
      edges.update(id, { ...fields, label: fields.label });
    }
  }

  /** An edit of the drawing: one transaction, and the flowmap's update time moves on. */
  private edit<T>(flowmapId: string, change: () => T): Promise<T> {
    return this.write('saveFailed', () => {
      const result = change();
      this.repos.flowmaps.update(flowmapId, {});
      return result;
    });
  }

  /** Runs a change in one local transaction, on disk before it resolves; a failure gets the fallback message. */
  private write<T>(kind: FlowmapErrorKind, change: () => T): Promise<T> {
    return this.guard(kind, () => {
      const run = () => {
        let result: T | undefined;
        this.deps.doc.transact(() => {
          result = change();
        }, Origin.local);
        return result as T;
      };
      return this.deps.commit ? this.deps.commit(run) : Promise.resolve(run());
    });
  }

  private async guard<T>(kind: FlowmapErrorKind, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FlowmapError) throw error;
      console.error(FlowmapError.name, error);
      throw new FlowmapError(kind, { cause: error });
    }
  }
}

const services = new WeakMap<DocketStore, FlowmapService>();

/** The flowmap service of a started store (one per store). */
export function flowmapService(store: DocketStore): FlowmapService {
  let service = services.get(store);
  if (!service) {
    service = new FlowmapService({ doc: store.doc, repos: store.repos, commit: store.commit });
    services.set(store, service);
  }
  return service;
}
