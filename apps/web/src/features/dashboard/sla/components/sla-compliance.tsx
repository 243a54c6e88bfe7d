import type { ReactNode } from 'react';
import { slaDashboardMessages, type SlaCompliance } from '@atiende/contracts/dashboard';
import { cn } from '../../../../lib/cn';
import { OverviewCard } from '../../overview/components/overview-card';
import {
  complianceDetail,
  complianceTone,
  formatCompliance,
  type ComplianceTone,
} from '../lib/sla-format';

const text = slaDashboardMessages.compliance;

const TONE_CLASSES: Record<ComplianceTone, string> = {
  good: 'text-success',
  fair: 'text-warning',
  poor: 'text-error',
  none: 'text-muted',
};

export type ComplianceRow = {
  key: string;
  label: ReactNode;
  firstResponse: SlaCompliance;
  resolution: SlaCompliance;
};

function Figure({ compliance }: { compliance: SlaCompliance }) {
  return (
    <>
      <span
        className={cn('block font-semibold tabular-nums', TONE_CLASSES[complianceTone(compliance)])}
      >
        {formatCompliance(compliance)}
      </span>
      <span className="block text-xs text-muted tabular-nums">{complianceDetail(compliance)}</span>
    </>
  );
}

/**
 * One breakdown of the compliance (docs/sla.md#dashboard): a table from 768 px, a card per row
 * below (docs/product/ui.md#patterns). Percent and its detail, never colour alone.
 */
export function ComplianceCard({
  id,
  title,
  rowHeader,
  rows,
  className,
}: {
  id: string;
  title: string;
  rowHeader: string;
  rows: ComplianceRow[];
  className?: string;
}) {
  return (
    <OverviewCard id={id} title={title} className={className}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <>
          <table className="hidden w-full text-left text-sm md:table">
            <caption className="sr-only">{text.caption(title)}</caption>
            <thead className="text-xs text-muted [&_th]:font-medium">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  {rowHeader}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {text.firstResponse}
                </th>
                <th scope="col" className="py-1 text-right">
                  {text.resolution}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-2 pr-2 font-medium text-ink">
                    {row.label}
                  </th>
                  <td className="py-2 pr-2 text-right">
                    <Figure compliance={row.firstResponse} />
                  </td>
                  <td className="py-2 text-right">
                    <Figure compliance={row.resolution} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={title} className="space-y-2 md:hidden">
            {rows.map((row) => (
              <li key={row.key} className="rounded-md border border-line p-3">
                <p className="text-sm font-medium text-ink">{row.label}</p>
                <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-xs text-muted">{text.firstResponse}</dt>
                    <dd>
                      <Figure compliance={row.firstResponse} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{text.resolution}</dt>
                    <dd>
                      <Figure compliance={row.resolution} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </OverviewCard>
  );
}
