import { ComingSoon } from '../../ui';

export function RpaDetailPage() {
  return <ComingSoon title="RPA" />;
}
