/**
 * The browser's offer to install the app. Chromium fires `beforeinstallprompt` once, soon after
 * the page loads and long before anyone opens the web-app dialog, so main.tsx calls
 * captureInstallPrompt() before the first render; the dialog reads the kept event later. This
 * module is in /login's first bundle: keep it tiny (docs/conventions.md#quality-bars-and-budgets).
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallState {
  /** The browser offered an install prompt that has not been used yet. */
  canPrompt: boolean;
  /** Running as an installed app, or installed from this page. */
  isInstalled: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let wasInstalledHere = false;
let state: InstallState = { canPrompt: false, isInstalled: false };
const listeners = new Set<() => void>();

/** display-mode standalone (Chromium, Android) or iOS Safari's home-screen flag. */
function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function update(): void {
  state = { canPrompt: deferredPrompt !== null, isInstalled: wasInstalledHere || isStandalone() };
  for (const listener of listeners) listener();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the dialog offers "Instalar aplicación".
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    wasInstalledHere = true;
    update();
  });
  update();
}

export function getInstallState(): InstallState {
  return state;
}

export function subscribeToInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install dialog. Call it from a click: prompt() runs before the first
 * await, inside the user gesture the browser requires. A prompt can be used once.
 */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  deferredPrompt = null;
  const shown = event.prompt();
  update();
  await shown;
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') wasInstalledHere = true;
  update();
  return outcome;
}
