import { ComingSoon } from '../../ui';

export function WeakSpotListPage() {
  return <ComingSoon title="Weak Spots" />;
}
