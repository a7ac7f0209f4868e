import { z } from 'zod';
import { EntityBase, Id, OptionalText, RequiredText, WeekNumber } from './common';

/** The kinds of node a doctrine flowmap is drawn with. */
export const FLOWMAP_NODE_KINDS = ['question', 'element', 'rule', 'outcome', 'note'] as const;
export const FlowmapNodeKind = z.enum(FLOWMAP_NODE_KINDS);
export type FlowmapNodeKind = z.infer<typeof FlowmapNodeKind>;

/** A coordinate on the canvas: finite and bounded, so a bad value can never blow up a layout. */
const Coordinate = z.number().finite().min(-1_000_000).max(1_000_000);

/** What a node can open: a reading or an RPA. */
export const FlowmapLink = z.object({ type: z.enum(['reading', 'rpa']), id: Id });
export type FlowmapLink = z.infer<typeof FlowmapLink>;

/** A node's own fields, as a version keeps them and as its row holds them. */
const NodeFields = {
  kind: FlowmapNodeKind.catch('note'),
  label: RequiredText(500),
  x: Coordinate,
  y: Coordinate,
  link: FlowmapLink.optional(),
};
const EdgeFields = { source: Id, target: Id, label: OptionalText(100) };

/** A version's shapes are the nodes and edges as data. */
export const FlowmapNodeShape = z.object({ type: z.literal('node'), id: Id, ...NodeFields });
export const FlowmapEdgeShape = z.object({ type: z.literal('edge'), id: Id, ...EdgeFields });
export const FlowmapShape = z.discriminatedUnion('type', [FlowmapNodeShape, FlowmapEdgeShape]);
export type FlowmapNodeShape = z.infer<typeof FlowmapNodeShape>;
export type FlowmapEdgeShape = z.infer<typeof FlowmapEdgeShape>;
export type FlowmapShape = z.infer<typeof FlowmapShape>;

/**
 * A saved version of a flowmap: its own synced row (not a list inside the flowmap's row), so two devices that
 * each save a version while apart both keep theirs. Which one is current is the flowmap's currentVersionId
 * (the spec's isActive is derived from it: one source of truth that two devices cannot contradict).
 */
export const FlowmapVersion = EntityBase.extend({
  flowmapId: Id,
  name: RequiredText(200),
  description: OptionalText(2_000),
  shapes: z.array(FlowmapShape).max(5_000).default([]),
});
export type FlowmapVersion = z.infer<typeof FlowmapVersion>;

export const Flowmap = EntityBase.extend({
  title: RequiredText(300),
  description: OptionalText(5_000),
  doctrine: OptionalText(300),
  category: z.string().trim().max(60).default('principle'),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  /** The current version (its rows are in flowmapVersions); a deleted one falls back to the first remaining. */
  currentVersionId: Id.optional(),
  courseId: Id.optional(),
  weekNumber: WeekNumber.optional(),
  /** The reading it was made from (/flowmap/create?readingId=), so the reading's page can list it. */
  readingId: Id.optional(),
  isPublic: z.boolean().default(false),
  authorId: z.string().max(128).optional(),
});
export type Flowmap = z.infer<typeof Flowmap>;

/** One node of a flowmap's working drawing: its own synced row, so edits to different nodes never collide. */
export const FlowmapNode = EntityBase.extend({ flowmapId: Id, ...NodeFields });
export type FlowmapNode = z.infer<typeof FlowmapNode>;

/** One edge (arrow) of a flowmap's working drawing, its own synced row; label Yes, No or free text. */
export const FlowmapEdge = EntityBase.extend({ flowmapId: Id, ...EdgeFields });
export type FlowmapEdge = z.infer<typeof FlowmapEdge>;
