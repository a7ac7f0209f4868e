import { ComingSoon } from '../../ui';

export function SettingsPage() {
  return <ComingSoon title="Settings" subtitle="This device, sync and pairing." />;
}
