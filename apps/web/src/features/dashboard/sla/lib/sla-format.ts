import { slaDashboardMessages, type SlaCompliance } from '@atiende/contracts/dashboard';

const text = slaDashboardMessages;

/** How a compliance reads at a glance: all met, some breached, mostly breached, nothing settled. */
export type ComplianceTone = 'good' | 'fair' | 'poor' | 'none';

/** docs/sla.md#dashboard: 95 % or more met reads good, under 80 % poor. */
export const GOOD_PERCENT = 95;
export const POOR_PERCENT = 80;

export function complianceTone(compliance: SlaCompliance): ComplianceTone {
  if (compliance.percent === null) return 'none';
  if (compliance.percent >= GOOD_PERCENT) return 'good';
  return compliance.percent < POOR_PERCENT ? 'poor' : 'fair';
}

/** "92,3 %", or "Sin datos" when no target was met or breached. */
export function formatCompliance(compliance: SlaCompliance): string {
  return compliance.percent === null ? text.noData : text.percent(compliance.percent);
}

/** The share's detail: "12 a tiempo · 1 vencidos". */
export function complianceDetail(compliance: SlaCompliance): string {
  return text.compliance.detail(compliance.met, compliance.breached);
}

/** "/admin/sla-dashboard" with the overview's filters, so the figures behind a card match. */
export function slaDashboardHref(search: URLSearchParams): string {
  const query = search.toString();
  return query ? `/admin/sla-dashboard?${query}` : '/admin/sla-dashboard';
}
