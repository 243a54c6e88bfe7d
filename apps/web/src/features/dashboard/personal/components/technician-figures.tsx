import {
  dashboardPersonalMessages,
  type DurationFigure,
  type TechnicianDashboard,
} from '@atiende/contracts/dashboard';
import { Link } from 'react-router';
import { TEXT_LINK_CLASSES } from '../../../../components/ui/text-link';
import { myResolvedSince, todayAndWeekStart } from '../lib/my-figures-links';
import { formatMedianMinutes } from '../lib/time-span';

const text = dashboardPersonalMessages.technician.figures;
const numberFormat = new Intl.NumberFormat('es-PE');

function FirstResponse({ figure }: { figure: DurationFigure }) {
  if (figure.medianMinutes === null) return <span className="text-muted">{text.noFigure}</span>;
  return (
    <>
      <span className="font-semibold text-ink">{formatMedianMinutes(figure.medianMinutes)}</span>
      <span className="block text-xs text-muted">{text.firstResponseOf(figure.count)}</span>
    </>
  );
}

/**
 * docs/dashboards.md "Técnico": my figures today and this week, as a table (a screen reader reads
 * each figure with its row and column). The resolved tickets open the list by day of resolution
 * (docs/tickets.md#list-filters); replies and first responses are not links: no list filter
 * matches the day a ticket was answered.
 */
export function TechnicianFigures({
  figures,
  generatedAt,
}: {
  figures: TechnicianDashboard['figures'];
  generatedAt: string;
}) {
  const { today, weekStart } = todayAndWeekStart(generatedAt);
  const periods = [
    { ...figures.today, key: 'today' as const, since: today },
    { ...figures.week, key: 'week' as const, since: weekStart },
  ];
  return (
    <>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{text.caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              {text.metric}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {text.today}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {text.week}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
              {text.resolved}
            </th>
            {periods.map((period) => (
              <td key={period.key} className="px-2 py-2 text-right font-semibold tabular-nums">
                <Link
                  to={myResolvedSince(period.since)}
                  aria-label={text.resolvedLink(period.key, period.resolved)}
                  className={TEXT_LINK_CLASSES}
                >
                  {numberFormat.format(period.resolved)}
                </Link>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
              {text.replies}
            </th>
            {periods.map((period, index) => (
              <td key={index} className="px-2 py-2 text-right font-semibold tabular-nums">
                {numberFormat.format(period.replies)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
              {text.firstResponse}
            </th>
            {periods.map((period, index) => (
              <td key={index} className="px-2 py-2 text-right tabular-nums">
                <FirstResponse figure={period.firstResponse} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{text.note}</p>
    </>
  );
}
