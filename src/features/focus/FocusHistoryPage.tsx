import { ComingSoon } from '../../ui';

export function FocusHistoryPage() {
  return <ComingSoon title="Session History" />;
}
