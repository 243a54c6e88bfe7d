import { useEffect } from 'react';
import {
  VERSION_POLL_INTERVAL_MS,
  VERSION_RELOAD_DELAY_MS,
  changelogMessages,
  decideVersionCheck,
  versionUpdateMessages,
} from '@atiende/contracts';
import { notify } from '../../../lib/notify';
import { getVersionFile } from '../api/get-version-file';
import { recordCheckpoint } from '../lib/protection-store';
import { reloadWithFreshCaches } from '../lib/reload-with-fresh-caches';

const checkpointText = changelogMessages.protection.checkpoint;

/**
 * docs/product/help-and-pwa.md: the desktop notification, only when the user already allowed
 * notifications.
 */
function showDesktopNotification(): void {
  try {
    if ('Notification' in window && Notification.permission === 'granted') {
      new Notification(versionUpdateMessages.title, { body: versionUpdateMessages.body });
    }
  } catch {
    // Some browsers only allow notifications from a service worker: the toast still shows.
  }
}

/**
 * docs/product/help-and-pwa.md version check: reads /version.json at start and every 300000 ms. The
 * first answer is the running build; another buildHash means a new deployment: tell the user, and
 * reload with fresh caches after 2000 ms. Each successful check is a protection checkpoint
 * (docs/product/help-and-pwa.md).
 */
export function useVersionWatcher(isEnabled = true): void {
  useEffect(() => {
    if (!isEnabled) return;
    let knownBuildHash: string | null = null;
    let isReloading = false;
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const check = async () => {
      if (isReloading) return;
      let file;
      try {
        file = await getVersionFile(controller.signal);
      } catch {
        return; // offline or no build file (dev server): the badge goes stale, nothing else
      }
      if (controller.signal.aborted) return;
      const decision = decideVersionCheck(knownBuildHash, file);
      const build = `${file.version} · ${file.buildHash.slice(0, 7)}`;
      if (decision.kind === 'baseline') {
        knownBuildHash = decision.buildHash;
        recordCheckpoint({
          type: 'session-start',
          status: 'success',
          description: checkpointText['session-start'](build),
        });
      } else if (decision.kind === 'unchanged') {
        recordCheckpoint({
          type: 'version-check',
          status: 'success',
          description: checkpointText['version-check'](build),
        });
      } else {
        isReloading = true;
        recordCheckpoint({
          type: 'new-build',
          status: 'success',
          description: checkpointText['new-build'](build),
        });
        notify.info(versionUpdateMessages.title, {
          description: versionUpdateMessages.body,
          duration: VERSION_RELOAD_DELAY_MS + 1_000,
        });
        showDesktopNotification();
        reloadTimer = setTimeout(() => void reloadWithFreshCaches(), VERSION_RELOAD_DELAY_MS);
      }
    };

    void check();
    const interval = setInterval(() => void check(), VERSION_POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(interval);
      clearTimeout(reloadTimer);
    };
  }, [isEnabled]);
}
