import { ComingSoon } from '../../ui';

export function FlowmapListPage() {
  return (
    <ComingSoon
      title="Doctrine Flowmaps"
      subtitle="Visual doctrine diagrams, drawn with a diagramming library."
    />
  );
}
