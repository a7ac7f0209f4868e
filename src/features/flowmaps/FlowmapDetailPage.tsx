import { ComingSoon } from '../../ui';

export function FlowmapDetailPage() {
  return <ComingSoon title="Flowmap" />;
}
