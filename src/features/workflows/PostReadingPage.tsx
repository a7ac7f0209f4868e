import { ComingSoon } from '../../ui';

export function PostReadingPage() {
  return <ComingSoon title="Post-Reading Review" subtitle="Review what you have read this week." />;
}
