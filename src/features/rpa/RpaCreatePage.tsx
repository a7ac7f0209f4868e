import { ComingSoon } from '../../ui';

export function RpaCreatePage() {
  return <ComingSoon title="Create New RPA" />;
}
