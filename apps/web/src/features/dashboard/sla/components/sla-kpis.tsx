import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AlarmClockOff,
  Clock,
  MessageSquareReply,
  CircleCheck,
  type LucideIcon,
} from 'lucide-react';
import {
  slaDashboardMessages,
  type SlaCompliance,
  type SlaSummary,
} from '@atiende/contracts/dashboard';
import { cn } from '../../../../lib/cn';
import { formatCount } from '../../../../lib/money';
import { complianceTone, formatCompliance, type ComplianceTone } from '../lib/sla-format';

const text = slaDashboardMessages;

/** docs/product/ui.md#visual-system: the figure's colour repeats what its words say. */
const TONE_CLASSES: Record<ComplianceTone, string> = {
  good: 'text-success',
  fair: 'text-warning',
  poor: 'text-error',
  none: 'text-ink',
};

function Tile({
  icon: Icon,
  label,
  value,
  valueClassName,
  hint,
  href,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  valueClassName?: string;
  hint: ReactNode;
  /** The page that lists the figure's tickets. */
  href?: string;
}) {
  const content = (
    <>
      <span className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {label}
      </span>{' '}
      <span
        className={cn(
          'mt-1 block text-2xl font-semibold tabular-nums',
          valueClassName ?? 'text-ink',
        )}
      >
        {value}
      </span>{' '}
      <span className="block text-xs text-muted">{hint}</span>
    </>
  );
  return (
    <li className="min-w-0">
      {href ? (
        <Link
          to={href}
          className="block h-full rounded-lg border border-line bg-white p-4 hover:border-brand focus-visible:border-brand"
        >
          {content}
        </Link>
      ) : (
        <div className="h-full rounded-lg border border-line bg-white p-4">{content}</div>
      )}
    </li>
  );
}

function complianceHint(compliance: SlaCompliance) {
  const total = compliance.met + compliance.breached;
  return total === 0 ? text.kpis.noTargets : text.kpis.metOf(compliance.met, total);
}

function ComplianceTile({
  label,
  compliance,
  icon,
  href,
}: {
  label: string;
  compliance: SlaCompliance;
  icon: LucideIcon;
  href?: string;
}) {
  return (
    <Tile
      href={href}
      icon={icon}
      label={label}
      value={formatCompliance(compliance)}
      valueClassName={TONE_CLASSES[complianceTone(compliance)]}
      hint={complianceHint(compliance)}
    />
  );
}

/**
 * The SLA's four figures (docs/sla.md#dashboard): compliance of first responses and of
 * resolutions in the period, and the open tickets at risk and overdue now. `href` makes every
 * figure a link to the SLA dashboard (on the administrator's and lead's panel); `atRiskHref` the
 * at-risk one only (the técnico's panel, to their own «Por vencer» tickets).
 */
export function SlaKpis({
  summary,
  href,
  atRiskHref,
  overdueHint,
}: {
  summary: SlaSummary;
  href?: string;
  /** Where the at-risk figure alone leads, when the others lead nowhere (the técnico's panel). */
  atRiskHref?: string;
  /** Replaces the overdue tile's hint (the SLA dashboard names the period's breaches). */
  overdueHint?: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ComplianceTile
        icon={MessageSquareReply}
        label={text.kpis.firstResponse}
        compliance={summary.firstResponse}
        href={href}
      />
      <ComplianceTile
        icon={CircleCheck}
        label={text.kpis.resolution}
        compliance={summary.resolution}
        href={href}
      />
      <Tile
        icon={Clock}
        label={text.kpis.atRisk}
        value={formatCount(summary.atRisk)}
        valueClassName={summary.atRisk > 0 ? 'text-warning' : undefined}
        hint={text.kpis.atRiskHint}
        href={href ?? atRiskHref}
      />
      <Tile
        icon={AlarmClockOff}
        label={text.kpis.overdue}
        value={formatCount(summary.overdue)}
        valueClassName={summary.overdue > 0 ? 'text-error' : undefined}
        hint={overdueHint ?? text.kpis.overdueHint}
        href={href}
      />
    </ul>
  );
}
