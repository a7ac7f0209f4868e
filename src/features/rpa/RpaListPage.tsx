import { ComingSoon } from '../../ui';

export function RpaListPage() {
  return <ComingSoon title="RPAs" subtitle="Rule, Purpose, Application cards for your readings." />;
}
