import { ComingSoon } from '../../ui';

export function WeakSpotCreatePage() {
  return <ComingSoon title="Create Weak Spot" />;
}
