import {
  CircleCheck,
  CircleDashed,
  CircleOff,
  Download,
  LoaderCircle,
  Wifi,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { APP_VERSION, webAppMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useVersionFile } from '../api/get-version-file';
import { useInstallState } from '../hooks/use-install-state';
import { useServiceWorkerState } from '../hooks/use-service-worker-status';
import { promptInstall } from '../lib/install-prompt';
import type { ServiceWorkerStatus } from '../lib/service-worker-status';
import { DetailRow, StateText } from './detail-row';

const text = webAppMessages.status;

const WORKER_STATES: Record<ServiceWorkerStatus, { icon: LucideIcon; tone: string }> = {
  active: { icon: CircleCheck, tone: 'text-success' },
  installing: { icon: LoaderCircle, tone: 'text-muted' },
  waiting: { icon: CircleDashed, tone: 'text-muted' },
  unregistered: { icon: CircleOff, tone: 'text-muted' },
  unsupported: { icon: CircleOff, tone: 'text-muted' },
};

async function install(): Promise<void> {
  const outcome = await promptInstall();
  // docs/product/help-and-pwa.md, word for word.
  if (outcome === 'accepted') notify.success(webAppMessages.toasts.installed);
  else if (outcome === 'dismissed') notify.info(webAppMessages.toasts.installCancelled);
}

/** Estado: installed or not, offline mode, connection, and the deployed build. */
export function StatusTab() {
  const { canPrompt, isInstalled } = useInstallState();
  const { status } = useServiceWorkerState();
  const isOnline = useOnlineStatus();
  const versionFile = useVersionFile();
  const worker = WORKER_STATES[status];
  const build = versionFile.data;

  return (
    <dl className="divide-y divide-line">
      <DetailRow label={text.installation}>
        <StateText
          icon={isInstalled ? CircleCheck : CircleOff}
          tone={isInstalled ? 'text-success' : 'text-muted'}
        >
          {isInstalled ? text.installed : text.notInstalled}
        </StateText>
        <p className="mt-1 text-xs sm:max-w-72 sm:text-right">
          {isInstalled
            ? text.installedHint
            : canPrompt
              ? text.installableHint
              : text.manualInstallHint}
        </p>
        {canPrompt && !isInstalled ? (
          <Button className="mt-2" onClick={() => void install()}>
            <Download aria-hidden="true" className="size-4" />
            {text.install}
          </Button>
        ) : null}
      </DetailRow>
      <DetailRow label={text.offlineMode}>
        <StateText icon={worker.icon} tone={worker.tone}>
          {text.serviceWorker[status]}
        </StateText>
      </DetailRow>
      <DetailRow label={text.connection}>
        <StateText icon={isOnline ? Wifi : WifiOff} tone={isOnline ? 'text-success' : 'text-error'}>
          {isOnline ? text.online : text.offline}
        </StateText>
      </DetailRow>
      <DetailRow label={text.version}>
        <span className="text-ink tabular-nums">{build?.version ?? APP_VERSION}</span>
      </DetailRow>
      <DetailRow label={text.build}>
        {versionFile.isError ? (
          <span>{text.versionError}</span>
        ) : (
          <span className="font-mono text-ink">{build?.buildHash ?? '—'}</span>
        )}
      </DetailRow>
      {build?.builtAt ? (
        <DetailRow label={text.builtAt}>
          <span className="text-ink tabular-nums">{formatDateTime(build.builtAt)}</span>
        </DetailRow>
      ) : null}
    </dl>
  );
}
