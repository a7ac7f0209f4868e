import { ComingSoon } from '../../ui';

export function RecommendationsPage() {
  return <ComingSoon title="Recommendations" subtitle="Suggestions for your next study actions." />;
}
