/**
 * A public page to read starts the app at the first sign of use (docs/decisions/081): the boot
 * script (scripts/prerender.mjs) notes where a tap landed while the page was still the inert
 * prerendered markup. Once the app has drawn the page, the control at that point gets the tap:
 * a field is focused, a button or switch is pressed. A tap older than `MAX_AGE_MS` is dropped
 * (the visitor has moved on), and so is one that landed on no control.
 */
declare global {
  interface Window {
    sevaFirstTap?: { x: number; y: number; at: number };
    sevaAppRunning?: boolean;
  }
}

const MAX_AGE_MS = 10_000;
const CONTROLS = 'button, [role="button"], [role="switch"], [role="tab"], summary, label';
const FIELDS = 'input, select, textarea';

/** Marks the app as running (taps are its own from now on) and replays the waiting tap. */
export function replayFirstTap(now = performance.now()): void {
  const tap = window.sevaFirstTap;
  window.sevaAppRunning = true;
  window.sevaFirstTap = undefined;
  if (!tap || now - tap.at > MAX_AGE_MS) return;
  const hit = document.elementFromPoint(tap.x, tap.y);
  const field = hit?.closest(FIELDS);
  if (field instanceof HTMLElement) {
    field.focus();
    return;
  }
  const control = hit?.closest(CONTROLS);
  if (control instanceof HTMLElement) control.click();
}
