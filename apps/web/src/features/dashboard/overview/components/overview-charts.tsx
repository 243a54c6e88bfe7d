import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TICKET_SOURCE_LABELS, type TicketSource } from '@atiende/contracts';
import { dashboardOverviewMessages, type DashboardOverview } from '@atiende/contracts/dashboard';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../../components/chart-view-tabs';
import { DataTable } from '../../../../components/ui/data-table';
import { TEXT_LINK_CLASSES } from '../../../../components/ui/text-link';
import { formatCount } from '../../../../lib/money';
import type { OverviewLinks } from '../lib/overview-links';
import { longDay, shortDay } from '../lib/overview-format';

/**
 * The panel's two charts, in their own chunk with recharts (loaded after the figures are on
 * screen). docs/product/ui.md#charts: "Gráfico | Tabla" tabs, the table showing the same data with
 * each figure a link, es-PE numbers. Never animated: the figures refresh live, and a chart that
 * redrew its lines from zero at every refresh would move under the reader's eyes.
 */
const text = dashboardOverviewMessages;
const CREATED_COLOR = '#1D4ED8';
const RESOLVED_COLOR = '#0F766E';
const CHANNEL_COLOR = '#C2410C';
const countTick = (value: number) => formatCount(value);

type FlowDay = DashboardOverview['flow'][number];

function FlowLegend() {
  return (
    <p className="flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="block h-0.5 w-4" style={{ background: CREATED_COLOR }} />
        {text.flow.created}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span
          className="block h-0.5 w-4 border-t-2 border-dashed"
          style={{ borderColor: RESOLVED_COLOR }}
        />
        {text.flow.resolved}
      </span>
    </p>
  );
}

/** Created and resolved per Lima day of the period. */
export function FlowChart({ data, links }: { data: DashboardOverview; links: OverviewLinks }) {
  const days = data.flow.map((day) => ({ ...day, label: shortDay(day.date) }));
  const hasFewDays = days.length <= 31;
  return (
    <ChartViewTabs
      id="overview-flow"
      label={text.viewLabel(text.flow.title)}
      labels={{ chart: text.chartTab, table: text.tableTab }}
      isDense
      panelClassName="mt-3"
    >
      {(view) =>
        view === 'chart' ? (
          <>
            <FlowLegend />
            <ChartBox className="mt-2 h-60">
              <LineChart
                data={days}
                accessibilityLayer
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke={chartGridStroke} vertical={false} />
                <XAxis dataKey="label" tick={chartTickStyle} minTickGap={16} />
                <YAxis
                  width={40}
                  allowDecimals={false}
                  tick={chartTickStyle}
                  tickFormatter={countTick}
                />
                <Tooltip formatter={(value) => formatCount(Number(value))} />
                <Line
                  type="monotone"
                  dataKey="created"
                  name={text.flow.created}
                  stroke={CREATED_COLOR}
                  strokeWidth={2}
                  dot={hasFewDays}
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="resolved"
                  name={text.flow.resolved}
                  stroke={RESOLVED_COLOR}
                  strokeWidth={2}
                  strokeDasharray="5 3"
                  dot={hasFewDays}
                  isAnimationActive={false}
                />
              </LineChart>
            </ChartBox>
          </>
        ) : (
          <DataTable<FlowDay>
            caption={text.flow.tableCaption}
            columns={[
              {
                id: 'day',
                header: text.flow.day,
                isRowHeader: true,
                cell: (day) => longDay(day.date),
              },
              {
                id: 'created',
                header: text.flow.created,
                align: 'end',
                cell: (day) => (
                  <Link
                    to={links.createdOn(day.date)}
                    aria-label={`${text.flow.createdOn(longDay(day.date))}: ${formatCount(day.created)}`}
                    className={TEXT_LINK_CLASSES}
                  >
                    {formatCount(day.created)}
                  </Link>
                ),
              },
              {
                id: 'resolved',
                header: text.flow.resolved,
                align: 'end',
                cell: (day) => (
                  <Link
                    to={links.resolvedOn(day.date)}
                    aria-label={`${text.flow.resolvedOn(longDay(day.date))}: ${formatCount(day.resolved)}`}
                    className={TEXT_LINK_CLASSES}
                  >
                    {formatCount(day.resolved)}
                  </Link>
                ),
              },
            ]}
            rows={[...data.flow].reverse()}
            rowKey={(day) => day.date}
            density="dense"
            className="max-h-72 rounded-lg border border-line bg-white"
          />
        )
      }
    </ChartViewTabs>
  );
}

type ChannelRow = { source: TicketSource; label: string; count: number };

/** Tickets created in the period by channel. */
export function ChannelsChart({ data, links }: { data: DashboardOverview; links: OverviewLinks }) {
  // Channels nobody used in the period are left out of both views.
  const rows: ChannelRow[] = data.channels
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ ...row, label: TICKET_SOURCE_LABELS[row.source] }));
  return (
    <ChartViewTabs
      id="overview-channels"
      label={text.viewLabel(text.channels.title)}
      labels={{ chart: text.chartTab, table: text.tableTab }}
      isDense
      panelClassName="mt-3"
    >
      {(view) =>
        view === 'chart' ? (
          <ChartBox height={Math.max(120, rows.length * 36 + 16)}>
            <BarChart
              data={rows}
              layout="vertical"
              accessibilityLayer
              margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
            >
              <CartesianGrid stroke={chartGridStroke} horizontal={false} />
              <XAxis
                type="number"
                allowDecimals={false}
                tick={chartTickStyle}
                tickFormatter={countTick}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={130}
                tick={{ fontSize: 12, fill: '#0F172A' }}
              />
              <Tooltip formatter={(value) => formatCount(Number(value))} />
              <Bar
                maxBarSize={28}
                dataKey="count"
                name={text.channels.tickets}
                fill={CHANNEL_COLOR}
                isAnimationActive={false}
              >
                <LabelList
                  dataKey="count"
                  position="right"
                  formatter={(value) => formatCount(Number(value))}
                  style={{ fontSize: 12, fill: '#0F172A' }}
                />
              </Bar>
            </BarChart>
          </ChartBox>
        ) : (
          <DataTable<ChannelRow>
            caption={text.channels.title}
            columns={[
              {
                id: 'channel',
                header: text.channels.channel,
                isRowHeader: true,
                cell: (row) => row.label,
              },
              {
                id: 'count',
                header: text.channels.tickets,
                align: 'end',
                cell: (row) => (
                  <Link
                    to={links.source(row.source)}
                    aria-label={`${row.label}: ${formatCount(row.count)}`}
                    className={TEXT_LINK_CLASSES}
                  >
                    {formatCount(row.count)}
                  </Link>
                ),
              },
            ]}
            rows={rows}
            rowKey={(row) => row.source}
            density="inline"
            scroll={{ mode: 'none' }}
          />
        )
      }
    </ChartViewTabs>
  );
}
