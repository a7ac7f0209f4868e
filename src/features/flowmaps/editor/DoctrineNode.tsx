import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { IconLink } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { NODE_KIND_LABELS, NODE_WIDTH } from '../../../core/flowmaps';
import type { FlowmapLink, FlowmapNodeKind } from '../../../core/model';
import classes from './DoctrineNode.module.css';

export interface DoctrineNodeData extends Record<string, unknown> {
  kind: FlowmapNodeKind;
  label: string;
  link?: FlowmapLink | undefined;
  /** The linked reading's or RPA's title (undefined when it is gone). */
  linkTitle?: string | undefined;
}
export type DoctrineFlowNode = Node<DoctrineNodeData, 'doctrine'>;

export const linkPath = (link: FlowmapLink) =>
  link.type === 'reading' ? `/syllabus/reading/${link.id}` : `/rpa/${link.id}`;

/**
 * A node of a doctrine flowmap: its kind, its text, and the reading or RPA it opens. Memoised (React Flow's
 * performance advice): a node draws again only when its own data, selection or drag changes.
 */
export const DoctrineNode = memo(function DoctrineNode({ data, selected }: NodeProps<DoctrineFlowNode>) {
  return (
    <div
      className={classes.node}
      data-kind={data.kind}
      data-selected={selected || undefined}
      style={{ width: NODE_WIDTH }}
    >
      <Handle type="target" position={Position.Top} />
      <div className={classes.kind}>{NODE_KIND_LABELS[data.kind]}</div>
      <div className={classes.label}>{data.label}</div>
      {data.link && (
        <Link className={`${classes.link} nodrag nopan`} to={linkPath(data.link)}>
          <IconLink size={12} aria-hidden="true" />
          {data.linkTitle ?? (data.link.type === 'reading' ? 'Open reading' : 'Open RPA')}
        </Link>
      )}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});
