import { ComingSoon } from '../../ui';

export function ExamPrepPage() {
  return <ComingSoon title="Exam Prep" subtitle="Pull together what you need for the exam." />;
}
