import { ComingSoon } from '../../ui';

export function WeakSpotDashboardPage() {
  return <ComingSoon title="Weak Spot Dashboard" subtitle="Track the areas you need to improve." />;
}
