import { HeartPulse, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { healthMessages, type CheckStatus, type HealthLevel } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

export const LEVEL_STYLES: Record<HealthLevel, { icon: LucideIcon; tone: string; pill: string }> = {
  online: { icon: HeartPulse, tone: 'text-success', pill: 'bg-success-tint text-success' },
  warning: { icon: TriangleAlert, tone: 'text-warning', pill: 'bg-warning-tint text-warning' },
  critical: { icon: OctagonAlert, tone: 'text-error', pill: 'bg-error-tint text-error' },
};

const CHECK_LEVEL: Record<CheckStatus, HealthLevel> = {
  healthy: 'online',
  warning: 'warning',
  critical: 'critical',
};

/** spec §4 status as text plus icon, never colour alone (UX §1.4). */
export function HealthLevelBadge({ level, className }: { level: HealthLevel; className?: string }) {
  const style = LEVEL_STYLES[level];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-sm font-semibold',
        style.pill,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {healthMessages.levels[level]}
    </span>
  );
}

export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  const style = LEVEL_STYLES[CHECK_LEVEL[status]];
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5 text-xs font-medium',
        style.pill,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {healthMessages.checkStatuses[status]}
    </span>
  );
}
