import { ComingSoon } from '../../ui';

export function FocusSessionPage() {
  return <ComingSoon title="Focus Session" subtitle="Timed writing practice with an autosaved answer." />;
}
