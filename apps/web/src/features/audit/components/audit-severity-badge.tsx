import { CircleAlert, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { auditMessages, type AuditSeverity } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STYLES: Record<AuditSeverity, { icon: LucideIcon; tone: BadgeTone }> = {
  INFO: { icon: Info, tone: 'neutral' },
  WARNING: { icon: TriangleAlert, tone: 'warning' },
  ERROR: { icon: CircleAlert, tone: 'danger' },
  CRITICAL: { icon: OctagonAlert, tone: 'critical' },
};

/** Severity is a label and an icon, never colour alone. */
export function AuditSeverityBadge({ severity }: { severity: AuditSeverity }) {
  const { icon, tone } = STYLES[severity];
  return (
    <Badge tone={tone} icon={icon}>
      {auditMessages.severities[severity]}
    </Badge>
  );
}
