import { ComingSoon } from '../../ui';

export function WeakSpotDetailPage() {
  return <ComingSoon title="Weak Spot Details" />;
}
