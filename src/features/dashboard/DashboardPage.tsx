import { ComingSoon } from '../../ui';

export function DashboardPage() {
  return (
    <ComingSoon
      title="Dashboard"
      subtitle="Reading progress, RPA coverage, weak spots, deadlines and what to do next."
    />
  );
}
