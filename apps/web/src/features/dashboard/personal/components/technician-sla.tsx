import { dashboardPersonalMessages, type SlaSummary } from '@atiende/contracts/dashboard';
import { SlaKpis } from '../../sla/components/sla-kpis';

const text = dashboardPersonalMessages.technician.sla;

/**
 * The ticket list's «Por vencer» view narrowed to my tickets (docs/tickets.md#sla-in-the-list):
 * the address the list itself writes for it.
 */
export function myAtRiskPath(): string {
  return `/tickets?${new URLSearchParams({ assignedToId: 'me', view: 'open', sla: 'atRisk' })}`;
}

/**
 * docs/dashboards.md "Técnico": my tickets' SLA — first responses and resolutions met this week,
 * counted as the SLA dashboard counts them, and my open tickets at risk and overdue now. Only
 * "Por vencer" is a link: the SLA dashboard is for leads and administrators.
 */
export function TechnicianSla({ sla }: { sla: SlaSummary }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted">{text.description}</p>
      <div className="mt-3">
        <SlaKpis summary={sla} atRiskHref={myAtRiskPath()} />
      </div>
    </>
  );
}
