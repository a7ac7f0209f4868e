import '@xyflow/react/dist/style.css';
import { Box, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  Controls,
  type Edge,
  type EdgeChange,
  getNodesBounds,
  MarkerType,
  MiniMap,
  type NodeChange,
  type OnConnect,
  type OnDelete,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import {
  type KeyboardEvent,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Drawing, FLOWMAP_TEXT, flowmapMessage } from '../../../core/flowmaps';
import type { Flowmap } from '../../../core/model';
import { useCollection, useStore } from '../../../data/react';
import { useOffscreen } from '../../../ui/OffscreenWarmup';
import { useDrawing, useDrawingHistory, useFlowmapService } from '../hooks';
import { KIND_COLORS } from '../FlowmapPreview';
import { DoctrineEdge, EdgeLabelLayer } from './DoctrineEdge';
import { DoctrineNode, type DoctrineFlowNode } from './DoctrineNode';
import { download, drawingImage, exportFileName } from './exportImage';
import { Inspector } from './Inspector';
import { guessSize, measuredSizes, type NodeSize } from './nodeSizes';
import { Toolbar } from './Toolbar';
import { warmupSample } from './warmupSample';

export { warmNodeSizes } from './nodeSizes';

const nodeTypes = { doctrine: DoctrineNode };
const edgeTypes = { doctrine: DoctrineEdge };
const EDGE_DEFAULTS = { type: 'doctrine', markerEnd: { type: MarkerType.ArrowClosed } } as const;
const DELETE_KEYS = ['Backspace', 'Delete'];
const NO_SIZES: ReadonlyMap<string, NodeSize> = new Map();
// Props React Flow compares by identity: made once, so a render of the editor does not redraw the canvas.
const FIT_VIEW_OPTIONS = { padding: 0.15, maxZoom: 1 };
const PRO_OPTIONS = { hideAttribution: true };
const minimapColor = (n: { data: unknown }) =>
  KIND_COLORS[(n.data as { kind?: string }).kind ?? 'note'] ?? 'gray';

/** Rebuilds the canvas nodes from the drawing, keeping what only this screen knows (selection, a drag in progress). */
function toFlowNodes(
  drawing: Drawing,
  previous: readonly DoctrineFlowNode[],
  linkTitles: ReadonlyMap<string, string>,
): DoctrineFlowNode[] {
  const before = new Map(previous.map((n) => [n.id, n]));
  return drawing.nodes.map((n) => {
    const prev = before.get(n.id);
    return {
      id: n.id,
      type: 'doctrine',
      position: prev?.dragging ? prev.position : { x: n.x, y: n.y },
      selected: prev?.selected ?? false,
      // Its size: kept from before (React Flow measured it, or it was guessed), else guessed from its text.
      ...(prev ? sizeFields(prev) : guessSize(n)),
      ariaLabel: `${n.kind}: ${n.label}`,
      data: {
        kind: n.kind,
        label: n.label,
        link: n.link,
        linkTitle: n.link ? linkTitles.get(`${n.link.type}:${n.link.id}`) : undefined,
      },
    };
  });
}

const sizeFields = ({ initialWidth, initialHeight, handles }: DoctrineFlowNode): Partial<NodeSize> =>
  ({ initialWidth, initialHeight, handles }) as Partial<NodeSize>;

function toFlowEdges(
  drawing: Drawing,
  previous: readonly Edge[],
  labels: ReadonlyMap<string, string>,
): Edge[] {
  const selected = new Set(previous.filter((e) => e.selected).map((e) => e.id));
  return drawing.edges.map((e) => ({
    ...EDGE_DEFAULTS,
    id: e.id,
    source: e.source,
    target: e.target,
    label: e.label,
    selected: selected.has(e.id),
    ariaLabel: `Arrow from ${labels.get(e.source) ?? ''} to ${labels.get(e.target) ?? ''}${e.label ? `: ${e.label}` : ''}`,
  }));
}

/**
 * False until the frame after the first paint of the canvas, then true (as a transition): what the first sight
 * of the map does not need (the minimap: 200 more small nodes, each listening to the canvas's store; the arrows'
 * labels: 250 positioned elements) is drawn right after it instead of holding it up.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

export interface FlowmapEditorProps {
  flowmap: Flowmap;
}

/** The diagram editor of /flowmap/:id (loaded lazily, with @xyflow/react, only on this screen). */
export default function FlowmapEditor(props: FlowmapEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor({ flowmap }: FlowmapEditorProps) {
  const flowmapId = flowmap.id;
  const service = useFlowmapService();
  const store = useStore();
  // Drawn off-screen (EditorWarmup), without the page's styles: a sample of the map is enough (warmupSample).
  const offscreen = useOffscreen();
  const stored = useDrawing(flowmapId);
  const drawing = useMemo(() => (offscreen ? warmupSample(stored) : stored), [offscreen, stored]);
  const { history, canUndo, canRedo } = useDrawingHistory();
  const { fitBounds, getNodes, screenToFlowPosition } = useReactFlow<DoctrineFlowNode>();
  // Fits the view to the nodes' sizes as the editor knows them (guessed, or measured when different; see
  // nodeSizes.ts). Not React Flow's fitView: that waits for every node to carry a measured size, which the
  // editor no longer copies into its nodes when the measurement equals the guess.
  const fitAll = useCallback(
    () => void fitBounds(getNodesBounds(getNodes()), { padding: 0.15, duration: 200 }),
    [fitBounds, getNodes],
  );
  const readings = useCollection(store.repos.readings);
  const rpas = useCollection(store.repos.rpas);
  const linkTitles = useMemo(
    () =>
      new Map([
        ...readings.map((r) => [`reading:${r.id}`, r.title] as const),
        ...rpas.map((r) => [`rpa:${r.id}`, r.ruleName] as const),
      ]),
    [readings, rpas],
  );
  const labels = useMemo(() => new Map(drawing.nodes.map((n) => [n.id, n.label])), [drawing]);
  // The first render already has the drawing (no empty canvas first); later changes arrive by the effect.
  const [nodes, setNodes] = useState<DoctrineFlowNode[]>(() => toFlowNodes(drawing, [], linkTitles));
  const [edges, setEdges] = useState<Edge[]>(() => toFlowEdges(drawing, [], labels));
  const root = useRef<HTMLDivElement>(null);
  const flow = useRef<HTMLDivElement>(null);
  const painted = useAfterFirstPaint();

  const shown = useRef({ drawing, linkTitles });
  useEffect(() => {
    if (shown.current.drawing === drawing && shown.current.linkTitles === linkTitles) return;
    shown.current = { drawing, linkTitles };
    setNodes((prev) => toFlowNodes(drawing, prev, linkTitles));
    setEdges((prev) => toFlowEdges(drawing, prev, labels));
  }, [drawing, linkTitles, labels]);

  const fail = useCallback(
    (fallback: string) => (error: unknown) =>
      notifications.show({
        color: 'red',
        title: flowmapMessage(error, fallback),
        message: 'Your last change was not saved.',
      }),
    [],
  );
  const save = useCallback(<T,>(work: Promise<T>) => work.catch(fail(FLOWMAP_TEXT.saveFailed)), [fail]);

  // Off-screen, every node measures differently from its guess, and taking those sizes would draw every node
  // and arrow twice more for nothing.
  const onNodesChange = useCallback(
    (changes: NodeChange<DoctrineFlowNode>[]) => {
      // React Flow's measurements: only those that differ from a node's size change it (nodeSizes.ts).
      const rest = changes.filter((c) => c.type !== 'dimensions');
      setNodes((ns) => {
        const sizes = offscreen ? NO_SIZES : measuredSizes(changes, ns);
        if (sizes.size === 0 && rest.length === 0) return ns;
        const next = rest.length ? applyNodeChanges(rest, ns) : ns;
        return sizes.size ? next.map((n) => (sizes.has(n.id) ? { ...n, ...sizes.get(n.id) } : n)) : next;
      });
    },
    [offscreen],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => setEdges((es) => applyEdgeChanges(changes, es)),
    [],
  );
  const onConnect: OnConnect = useCallback(
    (c) => void save(service.connect(flowmapId, c.source, c.target)),
    [save, service, flowmapId],
  );
  const onDelete: OnDelete<DoctrineFlowNode, Edge> = useCallback(
    ({ nodes: gone, edges: cut }) =>
      void save(
        service.removeElements(
          flowmapId,
          gone.map((n) => n.id),
          cut.map((e) => e.id),
        ),
      ),
    [save, service, flowmapId],
  );
  const onNodeDragStop = useCallback(
    (_: unknown, _node: DoctrineFlowNode, dragged: DoctrineFlowNode[]) =>
      void save(service.moveNodes(flowmapId, new Map(dragged.map((n) => [n.id, n.position])))),
    [save, service, flowmapId],
  );

  const selectedNodes = nodes.filter((n) => n.selected);
  const selectedEdges = edges.filter((e) => e.selected);
  const selectOnly = useCallback((id: string) => {
    setNodes((ns) => ns.map((n) => ({ ...n, selected: n.id === id })));
    setEdges((es) => es.map((e) => (e.selected ? { ...e, selected: false } : e)));
  }, []);

  const actions = {
    addNode: () => {
      const box = root.current?.getBoundingClientRect();
      const centre = box
        ? screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 3 })
        : { x: 0, y: 0 };
      void save(
        service.addNode(flowmapId, {
          kind: 'question',
          label: 'New question',
          x: centre.x - 90,
          y: centre.y,
        }),
      ).then((id) => id && selectOnly(id));
    },
    addChild: () => {
      const parent = selectedNodes[0];
      if (!parent) return;
      void save(service.addChild(flowmapId, parent.id)).then((id) => id && selectOnly(id));
    },
    remove: () =>
      void save(
        service.removeElements(
          flowmapId,
          selectedNodes.map((n) => n.id),
          selectedEdges.map((e) => e.id),
        ),
      ),
    undo: () => void history?.undo().catch(fail(FLOWMAP_TEXT.saveFailed)),
    redo: () => void history?.redo().catch(fail(FLOWMAP_TEXT.saveFailed)),
    tidy: () => {
      const sizes = new Map(
        getNodes().flatMap((n) =>
          n.initialWidth && n.initialHeight
            ? [[n.id, { width: n.initialWidth, height: n.initialHeight }] as const]
            : [],
        ),
      );
      void save(service.tidy(flowmapId, sizes)).then(() => requestAnimationFrame(fitAll));
    },
    fit: fitAll,
    exportAs: (format: 'png' | 'svg') => {
      const el = root.current;
      if (!el) return;
      drawingImage(getNodes(), format, el).then(
        (url) => download(url, exportFileName(flowmap.title, format)),
        (error) => {
          console.error('Export failed', error);
          notifications.show({
            color: 'red',
            message: `Could not export the flowmap as ${format.toUpperCase()}.`,
          });
        },
      );
    },
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    if (mod && key === 'z' && !e.shiftKey) actions.undo();
    else if (mod && (key === 'y' || (key === 'z' && e.shiftKey))) actions.redo();
    else if (!mod && !e.altKey && key === 'n') actions.addChild();
    else return;
    e.preventDefault();
  };

  return (
    <Box>
      <Toolbar
        canAddChild={selectedNodes.length === 1}
        canDelete={selectedNodes.length + selectedEdges.length > 0}
        canUndo={canUndo}
        canRedo={canRedo}
        actions={actions}
      />
      <Box
        ref={root}
        onKeyDown={onKeyDown}
        data-testid="flowmap-canvas"
        role="application"
        aria-label={`Flowmap editor: ${flowmap.title}`}
        style={{
          height: 'max(360px, calc(100dvh - 300px))',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
        }}
      >
        <EdgeLabelLayer flow={flow} shown={painted}>
          <ReactFlow
            ref={flow}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onDelete={onDelete}
            onNodeDragStop={onNodeDragStop}
            deleteKeyCode={DELETE_KEYS}
            defaultEdgeOptions={EDGE_DEFAULTS}
            fitView
            fitViewOptions={FIT_VIEW_OPTIONS}
            minZoom={0.1}
            proOptions={PRO_OPTIONS}
          >
            <Background />
            <Controls showInteractive={false} />
            {painted && (
              <MiniMap pannable zoomable ariaLabel="Minimap of the flowmap" nodeColor={minimapColor} />
            )}
          </ReactFlow>
        </EdgeLabelLayer>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        Select a node and press N (or Add child) to add a child; drag from a node’s bottom dot to another node
        to connect; Delete removes the selection; Ctrl+Z undoes, Ctrl+Shift+Z redoes.
      </Text>
      <Inspector
        flowmap={flowmap}
        node={
          selectedNodes.length === 1 ? drawing.nodes.find((n) => n.id === selectedNodes[0]?.id) : undefined
        }
        edge={
          selectedNodes.length === 0 && selectedEdges.length === 1
            ? drawing.edges.find((e) => e.id === selectedEdges[0]?.id)
            : undefined
        }
        readings={readings}
        rpas={rpas}
        onSaveNode={(id, patch) => void save(service.updateNode(flowmapId, id, patch))}
        onLabelEdge={(id, label) => void save(service.labelEdge(flowmapId, id, label))}
      />
    </Box>
  );
}
