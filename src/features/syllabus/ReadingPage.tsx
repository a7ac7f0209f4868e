import { ComingSoon } from '../../ui';

export function ReadingPage() {
  return <ComingSoon title="Reading" />;
}
