import { BaseEdge, type EdgeProps, getSmoothStepPath } from '@xyflow/react';
import {
  createContext,
  memo,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './DoctrineNode.module.css';

const LabelLayer = createContext<Element | null>(null);

/**
 * Gives the arrows' labels their layer: React Flow's edge label layer in the canvas `flow` (the ReactFlow
 * element's ref), found once when the canvas is drawn. React Flow's own EdgeLabelRenderer finds it through a
 * store selector in every label (`domNode.querySelector(...)`), which runs for each of 250 labels on every
 * update of the canvas's store (the nodes measured, the view fitted, each frame of a drag).
 */
export function EdgeLabelLayer({
  flow,
  shown,
  children,
}: {
  flow: RefObject<HTMLElement | null>;
  /** False until the map's first paint: the labels are drawn right after it (250 more elements to lay out). */
  shown: boolean;
  children: ReactNode;
}) {
  const [layer, setLayer] = useState<Element | null>(null);
  useLayoutEffect(
    () => setLayer(flow.current?.querySelector('.react-flow__edgelabel-renderer') ?? null),
    [flow],
  );
  return <LabelLayer.Provider value={shown ? layer : null}>{children}</LabelLayer.Provider>;
}

/**
 * An arrow of a doctrine flowmap, its label (Yes, No or free text) as HTML over the canvas. React Flow's own
 * SVG label measures its text (getBBox) after drawing and draws again: with 250 labelled arrows that forced
 * layout was the largest single cost of opening a big flowmap (npm run bench:flowmap). The label goes into
 * React Flow's label layer through EdgeLabelLayer (as EdgeLabelRenderer would, without a store listener per
 * label). Memoised, so an arrow draws again only when its own ends or label change.
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
  const layer = useContext(LabelLayer);
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
      {label && layer
        ? createPortal(
            <div
              className={classes.edgeLabel}
              data-testid="flowmap-edge-label"
              data-selected={selected || undefined}
              style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            >
              {label}
            </div>,
            layer,
          )
        : null}
    </>
  );
});
