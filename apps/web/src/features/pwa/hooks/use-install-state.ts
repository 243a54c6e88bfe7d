import { useSyncExternalStore } from 'react';
import { getInstallState, subscribeToInstallState, type InstallState } from '../lib/install-prompt';

/** Whether the app is installed and whether the browser offers to install it, kept current. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeToInstallState, getInstallState, getInstallState);
}
