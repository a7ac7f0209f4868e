import { ComingSoon } from '../../ui';

export function WorkflowsHub() {
  return (
    <ComingSoon
      title="Workflows"
      subtitle="Guided routines: reading prep, active reading, post-reading review, weekly review and exam prep."
    />
  );
}
