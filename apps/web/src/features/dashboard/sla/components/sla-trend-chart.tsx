import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import {
  dashboardOverviewMessages,
  slaDashboardMessages,
  type SlaDashboard,
} from '@atiende/contracts/dashboard';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../../components/chart-view-tabs';
import { DataTable } from '../../../../components/ui/data-table';
import { formatCount } from '../../../../lib/money';
import { longDay, shortDay } from '../../overview/lib/overview-format';

/**
 * The SLA dashboard's chart, in its own chunk with recharts (loaded after the figures are on
 * screen), like the panel's (docs/dashboards.md, "Gráfico | Tabla"; never animated: the figures
 * refresh live).
 */
const text = slaDashboardMessages.trend;
const common = dashboardOverviewMessages;
const MET_COLOR = '#15803D';
const BREACHED_COLOR = '#B91C1C';
const countTick = (value: number) => formatCount(value);

type TrendDay = SlaDashboard['trend'][number];

function Legend() {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="block size-3 rounded-sm" style={{ background: MET_COLOR }} />
        {text.met}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="block size-3 rounded-sm" style={{ background: BREACHED_COLOR }} />
        {text.breached}
      </span>
    </p>
  );
}

/** Targets met and breached per Lima day of the period, stacked. */
export function SlaTrendChart({ trend }: { trend: SlaDashboard['trend'] }) {
  const days = trend.map((day) => ({ ...day, label: shortDay(day.date) }));
  return (
    <ChartViewTabs
      id="sla-trend"
      label={common.viewLabel(text.title)}
      labels={{ chart: common.chartTab, table: common.tableTab }}
      isDense
      panelClassName="mt-3"
    >
      {(view) =>
        view === 'chart' ? (
          <>
            <Legend />
            <ChartBox className="mt-2 h-60">
              <BarChart
                data={days}
                accessibilityLayer
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke={chartGridStroke} vertical={false} />
                <XAxis dataKey="label" tick={chartTickStyle} minTickGap={12} />
                <YAxis
                  allowDecimals={false}
                  width={40}
                  tick={chartTickStyle}
                  tickFormatter={countTick}
                />
                <Tooltip formatter={(value) => formatCount(Number(value))} />
                <Bar
                  dataKey="met"
                  name={text.met}
                  stackId="targets"
                  fill={MET_COLOR}
                  maxBarSize={32}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="breached"
                  name={text.breached}
                  stackId="targets"
                  fill={BREACHED_COLOR}
                  maxBarSize={32}
                  isAnimationActive={false}
                />
              </BarChart>
            </ChartBox>
          </>
        ) : (
          <DataTable<TrendDay>
            caption={text.caption}
            columns={[
              { id: 'day', header: text.day, isRowHeader: true, cell: (day) => longDay(day.date) },
              { id: 'met', header: text.met, align: 'end', cell: (day) => formatCount(day.met) },
              {
                id: 'breached',
                header: text.breached,
                align: 'end',
                cell: (day) => formatCount(day.breached),
              },
            ]}
            rows={[...trend].reverse()}
            rowKey={(day) => day.date}
            density="dense"
            className="max-h-72 rounded-lg border border-line bg-white"
          />
        )
      }
    </ChartViewTabs>
  );
}
