import { Link } from 'react-router';
import {
  reportPageMessages,
  type ReportColumn,
  type ReportResult,
} from '@atiende/contracts/reports';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { TEXT_LINK_CLASSES } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { formatCell } from '../lib/report-format';
import { drillHref } from '../lib/report-links';

const text = reportPageMessages.table;

const isNumeric = (column: ReportColumn) => column.kind !== 'text' && column.kind !== 'day';

/**
 * The first column names the row and stays in view while a wide table scrolls sideways on a
 * phone; its right edge is drawn as a shadow (collapsed borders do not move with a sticky cell).
 */
const STICKY = 'sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-line)]';

/**
 * A report's table (docs/reports.md#pages): its columns with the cells formatted by their kind,
 * the totals row, and "Ver tickets" on every row whose tickets the list can show. It scrolls
 * sideways inside its own region, under a sticky heading and first column.
 */
export function ReportTable({
  result,
  caption,
  className,
}: {
  result: ReportResult;
  /** The table's name (its hidden caption and the scroll region's). */
  caption: string;
  className?: string;
}) {
  const { columns, rows, totals } = result;
  const hasDrill = rows.some((row) => row.drill);
  const [first] = columns;
  const rowName = (cells: ReportResult['rows'][number]['cells']) =>
    first ? formatCell(cells[first.key], first.kind) : '';
  const cellClass = (column: ReportColumn, index: number) =>
    cn(
      'px-3 py-2 whitespace-nowrap',
      isNumeric(column) && 'text-right tabular-nums',
      index === 0 && cn(STICKY, 'bg-inherit text-left font-normal'),
    );
  return (
    <ScrollRegion
      label={caption}
      className={cn('max-h-[70vh] rounded-lg border border-line bg-white', className)}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-[2] bg-surface text-xs text-muted [&_th]:font-medium [&_th]:shadow-[inset_0_-1px_0_var(--color-line)]">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-3 py-2 align-bottom',
                  isNumeric(column) && 'text-right',
                  index === 0 && cn(STICKY, 'bg-surface'),
                )}
              >
                {column.label}
              </th>
            ))}
            {hasDrill ? (
              <th scope="col" className="px-3 py-2 align-bottom">
                <span className="sr-only">{text.drillHeader}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="bg-white hover:bg-surface">
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    className={cellClass(column, index)}
                  >
                    {formatCell(row.cells[column.key], column.kind)}
                  </Cell>
                );
              })}
              {hasDrill ? (
                <td className="px-3 py-1 whitespace-nowrap">
                  {row.drill ? (
                    <Link
                      to={drillHref(row.drill)}
                      aria-label={text.drillLabel(rowName(row.cells))}
                      className={cn(TEXT_LINK_CLASSES, 'inline-flex min-h-8 items-center')}
                    >
                      {text.drill}
                    </Link>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot className="sticky bottom-0 z-[2] bg-surface font-semibold text-ink [&>tr>*]:shadow-[inset_0_1px_0_var(--color-line-strong)]">
            <tr className="bg-surface">
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                const value =
                  index === 0 ? (totals[column.key] ?? text.totals) : totals[column.key];
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    className={cn(cellClass(column, index), 'font-semibold')}
                  >
                    {index === 0 && typeof value === 'string'
                      ? value
                      : formatCell(value, column.kind)}
                  </Cell>
                );
              })}
              {hasDrill ? <td /> : null}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
