import { ComingSoon } from '../../ui';

export function WeeklyBoardPage() {
  return <ComingSoon title="Weekly Board" subtitle="Your week of study, day by day." />;
}
