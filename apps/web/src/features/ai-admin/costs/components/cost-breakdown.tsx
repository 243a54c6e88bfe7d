import { useState } from 'react';
import { aiCostsMessages } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { formatCount } from '../../../../lib/money';
import { formatLatency, formatSoles } from '../lib/cost-format';

const text = aiCostsMessages;
/** Rows shown before "Ver los N": the costliest ones. */
const FIRST_ROWS = 10;

export type BreakdownRow = {
  key: string;
  name: string;
  /** A second line under the name (the user's e-mail). */
  detail?: string | null;
  queries: number;
  indexingCalls: number;
  promptTokens: number;
  completionTokens: number;
  averageLatencyMs: number;
  cost: number;
};

function columns(
  nameHeader: string,
  hasIndexing: boolean,
): ReadonlyArray<DataTableColumn<BreakdownRow>> {
  return [
    {
      id: 'name',
      header: nameHeader,
      isRowHeader: true,
      className: 'min-w-40 break-words',
      cell: (row) => (
        <>
          <span className="font-medium text-ink">{row.name}</span>
          {row.detail ? <span className="block text-xs text-muted">{row.detail}</span> : null}
        </>
      ),
    },
    {
      id: 'cost',
      header: text.columns.cost,
      align: 'end',
      className: 'font-medium',
      cell: (row) => formatSoles(row.cost),
    },
    {
      id: 'queries',
      header: text.columns.queries,
      align: 'end',
      cell: (row) => formatCount(row.queries),
    },
    // Only when the knowledge base was embedded in the period.
    ...(hasIndexing
      ? [
          {
            id: 'indexing',
            header: text.columns.indexingCalls,
            align: 'end' as const,
            cell: (row: BreakdownRow) => formatCount(row.indexingCalls),
          },
        ]
      : []),
    {
      id: 'prompt',
      header: text.columns.promptTokens,
      align: 'end',
      cell: (row) => formatCount(row.promptTokens),
    },
    {
      id: 'completion',
      header: text.columns.completionTokens,
      align: 'end',
      cell: (row) => formatCount(row.completionTokens),
    },
    {
      id: 'latency',
      header: text.columns.latency,
      align: 'end',
      cell: (row) => formatLatency(row.averageLatencyMs),
    },
  ];
}

/**
 * One breakdown of the period (docs/assistant.md#costs-page): by model, department or user, the
 * costliest first (the server's order), in a card; the cost comes right after the name, so a
 * phone shows it before the table scrolls sideways.
 */
export function CostBreakdown({
  id,
  title,
  nameHeader,
  rows,
}: {
  id: string;
  title: string;
  nameHeader: string;
  rows: readonly BreakdownRow[];
}) {
  const [isAll, setAll] = useState(false);
  const isLong = rows.length > FIRST_ROWS + 2;
  const shown = isLong && !isAll ? rows.slice(0, FIRST_ROWS) : rows;
  return (
    // A card, not a region: its table's scroll region already carries the same name.
    <div className="min-w-0 rounded-lg border border-line bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={columns(
          nameHeader,
          rows.some((row) => row.indexingCalls > 0),
        )}
        rows={shown}
        rowKey={(row) => row.key}
        density="dense"
        className="mt-3 rounded-lg border border-line bg-white"
      />
      {isLong ? (
        <Button
          variant="secondary"
          className="mt-3"
          aria-expanded={isAll}
          onClick={() => setAll((value) => !value)}
        >
          {isAll ? text.breakdown.showFewer : text.breakdown.showAll(rows.length)}
        </Button>
      ) : null}
    </div>
  );
}
