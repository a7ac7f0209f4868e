import { ComingSoon } from '../../ui';

export function ActiveReadingPage() {
  return <ComingSoon title="Active Reading" subtitle="Tools while you read." />;
}
