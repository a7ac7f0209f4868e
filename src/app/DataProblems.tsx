import { Alert, Text } from '@mantine/core';
import { useDataProblems } from '../data/react';

const NAMES: Record<string, [string, string]> = {
  courses: ['course', 'courses'],
  rpas: ['RPA', 'RPAs'],
  weakSpots: ['weak spot', 'weak spots'],
  flowmaps: ['flowmap', 'flowmaps'],
  flowmapNodes: ['flowmap node', 'flowmap nodes'],
  flowmapEdges: ['flowmap arrow', 'flowmap arrows'],
  syllabi: ['syllabus', 'syllabi'],
  readings: ['reading', 'readings'],
};

const describeCount = (collection: string, n: number) => {
  const [one, many] = NAMES[collection] ?? ['item', 'items'];
  return `${n} ${n === 1 ? one : many}`;
};

/** Tells the student when saved items could not be read, instead of hiding them silently. */
export function DataProblems() {
  const problems = useDataProblems();
  if (problems.length === 0) return null;
  const list = problems.map((p) => describeCount(p.collection, p.skipped)).join(', ');
  return (
    <Alert color="yellow" mb="md" role="status" title="Some saved items could not be read">
      <Text size="sm">
        {list}: they are damaged or come from a newer version of Docket. They are kept unchanged on this
        device but not shown.
      </Text>
    </Alert>
  );
}
