import { BaseEdge, type EdgeProps, getSmoothStepPath } from '@xyflow/react';
import { memo } from 'react';
import classes from './DoctrineNode.module.css';

/**
 * An arrow of a doctrine flowmap, its label (Yes, No or free text) an SVG text in the arrow's own group,
 * centred on the arrow and set off from the lines by a halo in the page's background colour (CSS
 * `paint-order`), so nothing is measured. React Flow's own SVG label measures its text (getBBox) after drawing
 * and draws again; an HTML label (EdgeLabelRenderer) is one portal, one element over the canvas and one
 * store subscription per arrow: with 250 labelled arrows either was a large share of opening a big flowmap
 * (npm run bench:flowmap, docs/flowmaps.md). Memoised, so an arrow draws again only when its own ends or
 * label change.
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
        <text
          className={classes.edgeLabel}
          data-testid="flowmap-edge-label"
          data-selected={selected || undefined}
          x={labelX}
          y={labelY}
        >
          {label}
        </text>
      ) : null}
    </>
  );
});
