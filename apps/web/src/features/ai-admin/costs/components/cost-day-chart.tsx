import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { aiCostsMessages, type AiCostsResponse } from '@atiende/contracts';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../../components/chart-view-tabs';
import { DataTable } from '../../../../components/ui/data-table';
import { formatCount } from '../../../../lib/money';
import { costliestDay, formatSoles, longDay, shortDay } from '../lib/cost-format';

const text = aiCostsMessages;
const QUERIES_COLOR = '#1D4ED8';
const COST_COLOR = '#C2410C';

type Day = AiCostsResponse['byDay'][number];

function Legend({ hasCost }: { hasCost: boolean }) {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="block size-3 rounded-sm" style={{ background: QUERIES_COLOR }} />
        {text.columns.queries}
      </span>
      {hasCost ? (
        <span className="inline-flex items-center gap-1.5">
          <span className="block h-0.5 w-4" style={{ background: COST_COLOR }} />
          {text.columns.cost}
        </span>
      ) : null}
    </p>
  );
}

/**
 * docs/assistant.md#costs-page: the period's Lima days with queries or indexing — the queries as
 * bars and, when anything cost, the soles (the indexing's included) as a line on their own axis; "Gráfico | Tabla" (the table is the
 * text equivalent, newest day first). Never animated.
 */
export function CostDayChart({ data }: { data: AiCostsResponse }) {
  const days = data.byDay.map((day) => ({ ...day, label: shortDay(day.day) }));
  const hasCost = data.total.cost > 0;
  const top = costliestDay(data.byDay);
  const takeaway = top
    ? text.byDay.takeaway(
        formatSoles(data.total.cost),
        data.total.queries,
        longDay(top.day),
        formatSoles(top.cost),
        data.total.indexingCalls,
      )
    : data.total.indexingCalls > 0
      ? text.byDay.takeawayUnpriced(data.total.queries, data.total.indexingCalls)
      : text.byDay.takeawayFree(data.total.queries);
  const hasIndexing = data.total.indexingCalls > 0;
  return (
    // A card, not a region: its table's scroll region already carries the same name.
    <div className="min-w-0 rounded-lg border border-line bg-white p-4">
      <h2 id="ai-costs-day-title" className="text-base font-semibold text-ink">
        {text.byDay.title}
      </h2>
      <p className="text-sm text-muted">{takeaway}</p>
      <ChartViewTabs
        id="ai-costs-day"
        label={text.viewLabel(text.byDay.title)}
        labels={{ chart: text.chartTab, table: text.tableTab }}
        isDense
        className="mt-3"
        panelClassName="mt-3"
      >
        {(view) =>
          view === 'chart' ? (
            <>
              <Legend hasCost={hasCost} />
              <ChartBox className="mt-2 h-64">
                <ComposedChart
                  data={days}
                  accessibilityLayer
                  margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
                >
                  <CartesianGrid stroke={chartGridStroke} vertical={false} />
                  <XAxis dataKey="label" tick={chartTickStyle} minTickGap={16} />
                  <YAxis
                    yAxisId="queries"
                    width={40}
                    allowDecimals={false}
                    tick={chartTickStyle}
                    tickFormatter={(value: number) => formatCount(value)}
                  />
                  {hasCost ? (
                    <YAxis
                      yAxisId="cost"
                      orientation="right"
                      width={64}
                      tick={chartTickStyle}
                      tickFormatter={(value: number) => formatSoles(value)}
                    />
                  ) : null}
                  <Tooltip
                    formatter={(value, name) =>
                      name === text.columns.cost
                        ? formatSoles(Number(value))
                        : formatCount(Number(value))
                    }
                  />
                  <Bar
                    yAxisId="queries"
                    dataKey="queries"
                    name={text.columns.queries}
                    fill={QUERIES_COLOR}
                    maxBarSize={28}
                    isAnimationActive={false}
                  />
                  {hasCost ? (
                    <Line
                      yAxisId="cost"
                      type="monotone"
                      dataKey="cost"
                      name={text.columns.cost}
                      stroke={COST_COLOR}
                      strokeWidth={2}
                      dot={days.length <= 31}
                      isAnimationActive={false}
                    />
                  ) : null}
                </ComposedChart>
              </ChartBox>
            </>
          ) : (
            <DataTable<Day>
              caption={text.byDay.tableCaption}
              columns={[
                {
                  id: 'day',
                  header: text.byDay.day,
                  isRowHeader: true,
                  cell: (day) => longDay(day.day),
                },
                {
                  id: 'cost',
                  header: text.columns.cost,
                  align: 'end',
                  cell: (day) => formatSoles(day.cost),
                },
                {
                  id: 'queries',
                  header: text.columns.queries,
                  align: 'end',
                  cell: (day) => formatCount(day.queries),
                },
                ...(hasIndexing
                  ? [
                      {
                        id: 'indexing',
                        header: text.columns.indexingCalls,
                        align: 'end' as const,
                        cell: (day: Day) => formatCount(day.indexingCalls),
                      },
                    ]
                  : []),
                {
                  id: 'tokens',
                  header: `${text.columns.promptTokens} / ${text.columns.completionTokens}`,
                  align: 'end',
                  cell: (day) =>
                    `${formatCount(day.promptTokens)} / ${formatCount(day.completionTokens)}`,
                },
              ]}
              rows={[...data.byDay].reverse()}
              rowKey={(day) => day.day}
              density="dense"
              className="max-h-72 rounded-lg border border-line bg-white"
            />
          )
        }
      </ChartViewTabs>
    </div>
  );
}
