import { ComingSoon } from '../../ui';

export function AnalyticsPage() {
  return <ComingSoon title="Analytics" subtitle="Coverage, fluency, weak spots and compression." />;
}
