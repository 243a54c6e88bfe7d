import { useCallback, useState } from 'react';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

function readPermission(): NotificationPermissionState {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The page's notification permission, and a way to ask for it from a click. */
export function useNotificationPermission(): {
  permission: NotificationPermissionState;
  request: () => Promise<void>;
} {
  const [permission, setPermission] = useState(readPermission);
  const request = useCallback(async () => {
    if (!('Notification' in window)) return;
    setPermission(await Notification.requestPermission());
  }, []);
  return { permission, request };
}
