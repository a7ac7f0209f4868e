/**
 * When time is up: a gentle three-note chime made with Web Audio (no sound file), and a system
 * notification when the student allowed them and the page is not in front.
 */
let context: AudioContext | undefined;

/** Call from a click (Start): browsers only let a page make sound after a gesture. */
export function unlockSound(): void {
  try {
    const Ctx = window.AudioContext;
    if (!Ctx) return;
    context ??= new Ctx();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = undefined;
  }
}

export function playChime(): void {
  if (!context) return;
  const ctx = context;
  const start = ctx.currentTime + 0.05;
  [523.25, 659.25, 783.99].forEach((frequency, i) => {
    const at = start + i * 0.22;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.12, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 1.1);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 1.2);
  });
}

export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

export function notifyTimeUp(promptText: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  try {
    new Notification('Time is up', {
      body: `Session complete: ${promptText.slice(0, 120)}`,
      tag: 'docket-focus',
    });
  } catch {
    // Some browsers only allow notifications from a service worker; the chime still plays.
  }
}
