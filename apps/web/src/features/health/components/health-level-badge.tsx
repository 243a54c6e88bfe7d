import { HeartPulse, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { healthMessages, type CheckStatus, type HealthLevel } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const LEVEL_STYLES: Record<
  HealthLevel,
  { icon: LucideIcon; tone: string; badge: BadgeTone }
> = {
  online: { icon: HeartPulse, tone: 'text-success', badge: 'success' },
  warning: { icon: TriangleAlert, tone: 'text-warning', badge: 'warning' },
  critical: { icon: OctagonAlert, tone: 'text-error', badge: 'danger' },
};

const CHECK_LEVEL: Record<CheckStatus, HealthLevel> = {
  healthy: 'online',
  warning: 'warning',
  critical: 'critical',
};

/**
 * docs/product/audit-and-monitoring.md status as text plus icon, never colour alone
 * (docs/product/ui.md#principles).
 */
export function HealthLevelBadge({
  level,
  size = 'md',
  className,
}: {
  level: HealthLevel;
  /** `sm` inside a table row. */
  size?: 'sm' | 'md';
  className?: string;
}) {
  const style = LEVEL_STYLES[level];
  return (
    <Badge tone={style.badge} icon={style.icon} size={size} className={className}>
      {healthMessages.levels[level]}
    </Badge>
  );
}

export function CheckStatusBadge({ status }: { status: CheckStatus }) {
  const style = LEVEL_STYLES[CHECK_LEVEL[status]];
  return (
    <Badge tone={style.badge} icon={style.icon}>
      {healthMessages.checkStatuses[status]}
    </Badge>
  );
}
