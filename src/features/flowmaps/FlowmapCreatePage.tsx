import { ComingSoon } from '../../ui';

export function FlowmapCreatePage() {
  return <ComingSoon title="New Flowmap" />;
}
