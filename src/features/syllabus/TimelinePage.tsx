import { ComingSoon } from '../../ui';

export function TimelinePage() {
  return <ComingSoon title="Syllabus Timeline" />;
}
