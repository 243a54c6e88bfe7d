import { slaDashboardMessages, type SlaSummary } from '@atiende/contracts/dashboard';
import { SlaKpis } from '../../sla/components/sla-kpis';
import { OverviewCard, FigureLink } from './overview-card';

const text = slaDashboardMessages.overviewCard;

/**
 * docs/dashboards.md#cards: the panel's SLA figures — compliance in the period, at risk and
 * overdue now — each leading to the SLA dashboard with the same filters.
 */
export function SlaCard({ sla, href }: { sla: SlaSummary; href: string }) {
  return (
    <OverviewCard id="overview-sla-title" title={text.title} takeaway={text.takeaway}>
      <SlaKpis summary={sla} href={href} />
      <p className="mt-3 text-sm">
        <FigureLink to={href}>{text.open}</FigureLink>
      </p>
    </OverviewCard>
  );
}
