import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { healthMessages, type Role } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { formatTime } from '../../../lib/dates';
import { useHealthPanel } from '../hooks/use-health-panel';
import { DatabaseCheck, DependencyChecks, MemoryCheck, ServerFacts } from './health-details';
import { HealthLevelBadge } from './health-level-badge';
import { OptimizeActions } from './optimize-actions';

interface HealthPanelProps {
  role: Role;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function PanelBody({ role, isOpen, onOpenChange }: HealthPanelProps) {
  const { state, updatedAt, retry } = useHealthPanel(isOpen);
  if (state.phase === 'loading') {
    return (
      <p role="status" className="text-sm text-muted">
        {healthMessages.loading}
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-error-border bg-error-tint p-4">
        <p className="text-sm font-medium text-error">{healthMessages.unreachable}</p>
        <Button variant="secondary" className="mt-3" onClick={retry}>
          {healthMessages.retry}
        </Button>
      </div>
    );
  }
  const { level, details } = state;
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-1">
        <HealthLevelBadge level={level} className="self-start text-base" />
        <p className="text-sm text-ink">{healthMessages.levelSentences[level]}</p>
        {updatedAt > 0 ? (
          <p className="text-xs text-muted">{healthMessages.updatedAt(formatTime(updatedAt))}</p>
        ) : null}
      </div>
      {details ? (
        <>
          <MemoryCheck memory={details.checks.memory} />
          <DatabaseCheck database={details.checks.database} />
          <DependencyChecks dependencies={details.dependencies} />
          <ServerFacts details={details} />
        </>
      ) : null}
      {role === 'ADMIN' ? <OptimizeActions level={level} /> : null}
      {role === 'ADMIN' ? (
        <Link
          to="/admin/monitoring"
          onClick={() => onOpenChange(false)}
          className="self-start text-sm font-medium text-brand underline underline-offset-2 hover:text-brand-hover"
        >
          {healthMessages.openMonitoring}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * docs/product/audit-and-monitoring.md system health side panel: a Radix Dialog shown as a sheet
 * from the right.
 */
export function HealthPanel(props: HealthPanelProps) {
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-lg">
          <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-line px-4">
            <Dialog.Title className="text-lg font-semibold text-ink">
              {healthMessages.panelTitle}
            </Dialog.Title>
            <Dialog.Close
              aria-label={healthMessages.close}
              className="flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <Dialog.Description className="mb-4 text-sm text-muted">
              {healthMessages.panelDescription}
            </Dialog.Description>
            <PanelBody {...props} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
