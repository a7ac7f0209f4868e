import { ComingSoon } from '../../ui';

export function WeeklyReviewPage() {
  return <ComingSoon title="Weekly Review" subtitle="Look back on the week and plan the next." />;
}
