import { ComingSoon } from '../../ui';

export function ReadingPrepPage() {
  return <ComingSoon title="Reading Prep" subtitle="Get ready for your next readings." />;
}
