/** What the student reads when the sync server cannot be reached (the network itself is up). */
export const UNREACHABLE_TITLE = "Can't reach the sync server";

export const UNREACHABLE_SAVED =
  'Everything you do is saved on this device and syncs when the server is back.';

/** "Next try in 2 s" / "Trying again now": from the provider's own reconnect schedule. */
export function nextTryText(nextRetryAt: number, now: number): string {
  const seconds = Math.ceil((nextRetryAt - now) / 1000);
  return seconds <= 0 ? 'Trying again now.' : `Next try in ${seconds} s.`;
}
