import { CircleAlert, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { auditMessages, type AuditSeverity } from '@atiende/contracts';

const STYLES: Record<AuditSeverity, { icon: LucideIcon; className: string }> = {
  INFO: { icon: Info, className: 'bg-status-closed-bg text-status-closed' },
  WARNING: { icon: TriangleAlert, className: 'bg-warning-tint text-warning' },
  ERROR: { icon: CircleAlert, className: 'bg-error-tint text-error' },
  CRITICAL: { icon: OctagonAlert, className: 'bg-error text-white' },
};

/** UX.md §1.4: severity is a label and an icon, never colour alone. */
export function AuditSeverityBadge({ severity }: { severity: AuditSeverity }) {
  const { icon: Icon, className } = STYLES[severity];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {auditMessages.severities[severity]}
    </span>
  );
}
