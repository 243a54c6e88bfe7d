import { Link } from 'react-router';
import { healthMessages, type Role } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { formatTime } from '../../../lib/dates';
import { useHealthPanel } from '../hooks/use-health-panel';
import {
  ClusterFacts,
  DatabaseCheck,
  DependencyChecks,
  MemoryCheck,
  ServerFacts,
} from './health-details';
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
          <ClusterFacts cluster={details.cluster} />
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
 * docs/product/audit-and-monitoring.md system health side panel: the kit's sheet from the
 * right.
 */
export function HealthPanel(props: HealthPanelProps) {
  return (
    <Sheet
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      side="right"
      title={healthMessages.panelTitle}
      description={healthMessages.panelDescription}
      closeLabel={healthMessages.close}
      className="w-full max-w-md"
    >
      <PanelBody {...props} />
    </Sheet>
  );
}
