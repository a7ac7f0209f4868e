import { ComingSoon } from '../../ui';

export function ReviewPage() {
  return <ComingSoon title="Review Syllabus" />;
}
