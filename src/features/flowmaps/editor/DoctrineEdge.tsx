import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getSmoothStepPath } from '@xyflow/react';
import { memo } from 'react';
import classes from './DoctrineNode.module.css';

/**
 * An arrow of a doctrine flowmap, its label (Yes, No or free text) as HTML over the canvas. React Flow's own
 * SVG label measures its text (getBBox) after drawing and draws again: with 250 labelled arrows that forced
 * layout was the largest single cost of opening a big flowmap (npm run bench:flowmap). Memoised, so an arrow
 * draws again only when its own ends or label change.
 */
export const DoctrineEdge = memo(function DoctrineEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  label,
  markerEnd,
  style,
  selected,
}: EdgeProps) {
  const [path, labelX, labelY] = getSmoothStepPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
  });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className={classes.edgeLabel}
            data-testid="flowmap-edge-label"
            data-selected={selected || undefined}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});
