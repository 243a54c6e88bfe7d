/**
 * docs/performance.md#first-paint: for the pages named in apps/web/scripts/prerender-shells.tsx the
 * server sends their first screen as plain HTML in `#app-shell`, beside the empty `#root`, so a
 * phone shows the page while its code downloads. The page removes it in the same frame it draws
 * itself (a layout effect), so nothing flashes or moves; any other outcome (a redirect, an error
 * page) removes it too.
 */
export const APP_SHELL_ID = 'app-shell';

/** Removes the server's first screen, if it is still there. */
export function dismissAppShell(): void {
  document.getElementById(APP_SHELL_ID)?.remove();
}

/** The path the server drew a first screen for, or null when there is none (any more). */
export function appShellPath(): string | null {
  return document.getElementById(APP_SHELL_ID)?.dataset.path ?? null;
}
