/** The 200-node, 250-arrow flowmap of bench:flowmap and profile-flowmap, and the page-side "painted" test. */
import { benchGraph, tidyLayout } from '../../src/core/flowmaps';
import { FLOWMAP_NODE_KINDS } from '../../src/core/model';
import { createDocketDoc } from '../../src/data/doc';
import { createRepositories } from '../../src/data/repositories';

/** The document with one course and the 200-node flowmap, laid out as Tidy layout would. */
export function seedDoc() {
  const doc = createDocketDoc();
  const repos = createRepositories(doc);
  const course = repos.courses.create({ name: 'Torts', code: 'LAW 101', semester: 'Fall 2026' } as never);
  const map = repos.flowmaps.create({
    title: 'Negligence, in full',
    courseId: course.id,
    category: 'principle',
  } as never);
  const { nodes, edges } = benchGraph();
  const at = tidyLayout(nodes, edges);
  repos.flowmapNodes.createMany(
    nodes.map((n, i) => ({
      id: n.id,
      flowmapId: map.id,
      kind: FLOWMAP_NODE_KINDS[i % FLOWMAP_NODE_KINDS.length],
      label: `Step ${i}: is the element of the test satisfied on these facts?`,
      ...(at.get(n.id) ?? { x: 0, y: 0 }),
    })) as never,
  );
  repos.flowmapEdges.createMany(
    edges.map((e, i) => ({ id: `e${i}`, flowmapId: map.id, ...e, label: i % 2 ? 'Yes' : 'No' })) as never,
  );
  return { doc, mapId: map.id, repos };
}

/** Page-side: all 200 nodes drawn (not hidden while React Flow measures them) and all 250 arrows. */
export const PAINTED = `[...document.querySelectorAll('.react-flow__node')].filter((n) => getComputedStyle(n).visibility !== 'hidden').length >= 200 && document.querySelectorAll('.react-flow__edge path.react-flow__edge-path').length >= 250`;
