import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Bell, BellOff, CircleCheck, CircleOff, CircleHelp, RefreshCw } from 'lucide-react';
import { webAppMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import {
  useNotificationPermission,
  type NotificationPermissionState,
} from '../hooks/use-notification-permission';
import { useServiceWorkerState } from '../hooks/use-service-worker-status';
import {
  checkForUpdate,
  disableOfflineMode,
  enableOfflineMode,
  isServiceWorkerSupported,
} from '../lib/service-worker';
import { StateText } from './detail-row';

const text = webAppMessages.settings;

const PERMISSION_ICONS = {
  granted: { icon: Bell, tone: 'text-success' },
  denied: { icon: BellOff, tone: 'text-error' },
  default: { icon: CircleHelp, tone: 'text-muted' },
  unsupported: { icon: BellOff, tone: 'text-muted' },
} as const satisfies Record<NotificationPermissionState, unknown>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 py-4 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** Configuración: check for a new version, notification permission, offline mode on or off. */
export function SettingsTab() {
  const worker = useServiceWorkerState();
  const notifications = useNotificationPermission();
  const permission = PERMISSION_ICONS[notifications.permission];
  const isWorkerOn = worker.status !== 'unregistered' && worker.status !== 'unsupported';

  const update = useMutation({
    mutationFn: (registration: ServiceWorkerRegistration) => checkForUpdate(registration),
    retry: false,
    onSuccess: (result) => {
      if (result === 'up-to-date') notify.success(text.upToDate);
      else
        notify.info(text.updateFound, {
          action: { label: text.reload, onClick: () => window.location.reload() },
        });
    },
    onError: () => notify.error(text.updateError),
  });

  const offline = useMutation({
    mutationFn: async (turnOn: boolean) => {
      if (turnOn) await enableOfflineMode();
      else await disableOfflineMode();
      return turnOn;
    },
    retry: false,
    onSuccess: (turnedOn) => {
      notify.success(turnedOn ? text.offlineEnabled : text.offlineDisabled);
    },
    onError: () => notify.error(text.offlineError),
    onSettled: () => worker.refresh(),
  });

  return (
    <div className="divide-y divide-line">
      <Section title={text.updatesHeading}>
        <p className="text-muted">{text.updatesHint}</p>
        <Button
          variant="secondary"
          onClick={() => worker.registration && update.mutate(worker.registration)}
          disabled={update.isPending || !worker.registration}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {update.isPending ? text.checking : text.checkUpdates}
        </Button>
      </Section>
      <Section title={text.notificationsHeading}>
        <p className="flex flex-wrap items-center gap-x-2 text-muted">
          {text.notificationsLabel}:
          <StateText icon={permission.icon} tone={permission.tone}>
            {text.permission[notifications.permission]}
          </StateText>
        </p>
        {notifications.permission === 'denied' ? (
          <p className="text-muted">{text.deniedHint}</p>
        ) : null}
        {notifications.permission === 'default' ? (
          <Button variant="secondary" onClick={() => void notifications.request()}>
            <Bell aria-hidden="true" className="size-4" />
            {text.allowNotifications}
          </Button>
        ) : null}
      </Section>
      {isServiceWorkerSupported() ? (
        <Section title={text.offlineHeading}>
          <StateText
            icon={isWorkerOn ? CircleCheck : CircleOff}
            tone={isWorkerOn ? 'text-success' : 'text-muted'}
          >
            {isWorkerOn ? text.offlineOn : text.offlineOff}
          </StateText>
          <p className="text-muted">{isWorkerOn ? text.offlineOnHint : text.offlineOffHint}</p>
          <Button
            variant="secondary"
            onClick={() => offline.mutate(!isWorkerOn)}
            disabled={offline.isPending}
          >
            {offline.isPending
              ? text.working
              : isWorkerOn
                ? text.disableOffline
                : text.enableOffline}
          </Button>
        </Section>
      ) : null}
      <Section title={text.whatWorksHeading}>
        <ul className="list-disc space-y-1 pl-5 text-muted">
          {text.whatWorks.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
