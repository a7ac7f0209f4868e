import { ComingSoon } from '../../ui';

export function WeekViewPage() {
  return <ComingSoon title="Week View" />;
}
