import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  reportPageMessages,
  type ReportChart as ReportChartSpec,
  type ReportColumn,
  type ReportResult,
} from '@atiende/contracts/reports';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../components/chart-view-tabs';
import { DataTable } from '../../../components/ui/data-table';
import { useIsDesktop } from '../../../lib/use-media-query';
import { chartValue, formatCell, formatNumber, shortDay } from '../lib/report-format';

/**
 * A report's chart (docs/reports.md#pages), in its own chunk with recharts: bars (upright,
 * horizontal for long names, stacked when the series add up) or lines, drawn from the rows as
 * `ReportResult.chart` says, es-PE numbers on the axis and in the tooltip, a text legend, and
 * "Gráfico | Tabla" tabs whose table holds the same figures (docs/product/ui.md#charts). Never
 * animated, like the dashboards' charts: bars growing from zero would move under the reader's eyes
 * at every filter change, and reduced motion is honoured without asking.
 */
const text = reportPageMessages.chart;
/** Series colours, each readable on white; the legend and the table name them. */
const COLORS = ['#1D4ED8', '#0F766E', '#C2410C', '#7C3AED', '#B45309', '#BE185D'];
/** More bars than this stop being readable: the chart shows the first ones, the table all. */
export const CHART_MAX_BARS = 25;
/** Names longer than this are cut on the axis (the table and the tooltip keep them whole). */
const LONG_NAME = { desktop: 24, phone: 14 };

type Point = Record<string, string | number | null>;

function clip(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

function Legend({
  series,
  isLine,
}: {
  series: ReadonlyArray<{ label: string; color: string; dashed: boolean }>;
  isLine: boolean;
}) {
  if (series.length < 2) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
      {series.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          {item.dashed ? (
            <span
              className="block h-0.5 w-4 border-t-2 border-dashed"
              style={{ borderColor: item.color }}
            />
          ) : isLine ? (
            <span className="block h-0.5 w-4" style={{ background: item.color }} />
          ) : (
            <span className="block size-3 rounded-sm" style={{ background: item.color }} />
          )}
          {item.label}
        </span>
      ))}
    </p>
  );
}

function ChartDrawing({
  spec,
  points,
  series,
  xKind,
}: {
  spec: ReportChartSpec;
  points: Point[];
  series: ReadonlyArray<ReportColumn & { color: string }>;
  xKind: ReportColumn['kind'];
}) {
  const isDesktop = useIsDesktop();
  const valueKind = series[0]?.kind ?? 'count';
  const tick = (value: number) =>
    formatNumber(value, valueKind === 'minutes' ? 'count' : valueKind);
  // Counts are whole: an axis of three tickets reads 0, 1, 2, 3, never 0.75.
  const allowDecimals = valueKind !== 'count';
  const tooltip = (value: unknown, name: unknown) => {
    const column = series.find((item) => item.label === name);
    return formatCell(typeof value === 'number' ? value : null, column?.kind ?? valueKind);
  };
  const category = (value: string) =>
    xKind === 'day'
      ? shortDay(value)
      : clip(value, isDesktop ? LONG_NAME.desktop : LONG_NAME.phone);
  if (spec.kind === 'line') {
    return (
      <ChartBox className="mt-2 h-72">
        <LineChart
          data={points}
          accessibilityLayer
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={chartGridStroke} vertical={false} />
          <XAxis dataKey="x" tick={chartTickStyle} tickFormatter={category} minTickGap={16} />
          <YAxis
            width={56}
            tick={chartTickStyle}
            tickFormatter={tick}
            allowDecimals={allowDecimals}
          />
          <Tooltip
            formatter={tooltip}
            labelFormatter={(label) => formatCell(String(label), xKind)}
          />
          {series.map((item, index) => (
            <Line
              key={item.key}
              type="monotone"
              dataKey={item.key}
              name={item.label}
              stroke={item.color}
              strokeWidth={2}
              strokeDasharray={index % 2 === 1 ? '5 3' : undefined}
              dot={points.length <= 31}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartBox>
    );
  }
  // On a phone, upright bars of named categories leave their names no room: lay them down.
  const isHorizontal = spec.horizontal || (!isDesktop && xKind !== 'day');
  const bars = series.map((item) => (
    <Bar
      key={item.key}
      dataKey={item.key}
      name={item.label}
      fill={item.color}
      stackId={spec.stacked ? 'stack' : undefined}
      maxBarSize={isHorizontal ? 22 : 48}
      isAnimationActive={false}
    />
  ));
  if (isHorizontal) {
    const perRow = spec.stacked || series.length === 1 ? 30 : 18 * series.length + 8;
    return (
      <ChartBox className="mt-2" height={Math.max(160, points.length * perRow + 40)}>
        <BarChart
          data={points}
          layout="vertical"
          accessibilityLayer
          margin={{ top: 0, right: 24, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={chartGridStroke} horizontal={false} />
          <XAxis
            type="number"
            tick={chartTickStyle}
            tickFormatter={tick}
            allowDecimals={allowDecimals}
          />
          <YAxis
            type="category"
            dataKey="x"
            width={isDesktop ? 160 : 104}
            interval={0}
            tick={{ fontSize: 12, fill: '#0F172A' }}
            tickFormatter={category}
          />
          <Tooltip formatter={tooltip} />
          {bars}
        </BarChart>
      </ChartBox>
    );
  }
  return (
    <ChartBox className="mt-2 h-72">
      <BarChart data={points} accessibilityLayer margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chartGridStroke} vertical={false} />
        <XAxis dataKey="x" tick={chartTickStyle} tickFormatter={category} minTickGap={4} />
        <YAxis
          width={56}
          tick={chartTickStyle}
          tickFormatter={tick}
          allowDecimals={allowDecimals}
        />
        <Tooltip formatter={tooltip} labelFormatter={(label) => formatCell(String(label), xKind)} />
        {bars}
      </BarChart>
    </ChartBox>
  );
}

/** The chart of `result` with its "Gráfico | Tabla" tabs; nothing when the report has none. */
export function ReportChart({ result }: { result: ReportResult }) {
  const spec = result.chart;
  const xColumn = result.columns.find((column) => column.key === spec?.x);
  if (!spec || !xColumn) return null;
  const series = spec.series.flatMap((key, index) => {
    const column = result.columns.find((item) => item.key === key);
    return column ? [{ ...column, color: COLORS[index % COLORS.length]! }] : [];
  });
  const rows = spec.kind === 'bar' ? result.rows.slice(0, CHART_MAX_BARS) : result.rows;
  const points: Point[] = rows.map((row) => ({
    x: String(row.cells[xColumn.key] ?? ''),
    ...Object.fromEntries(series.map((item) => [item.key, chartValue(row.cells[item.key])])),
  }));
  const isCut = rows.length < result.rows.length;
  return (
    <ChartViewTabs
      id="report-chart"
      label={text.viewLabel(result.title)}
      labels={{ chart: text.chartTab, table: text.tableTab }}
      isDense
      panelClassName="mt-3"
    >
      {(view) =>
        view === 'chart' ? (
          <>
            <Legend
              isLine={spec.kind === 'line'}
              series={series.map((item, index) => ({
                label: item.label,
                color: item.color,
                dashed: spec.kind === 'line' && index % 2 === 1,
              }))}
            />
            <ChartDrawing spec={spec} points={points} series={series} xKind={xColumn.kind} />
            {isCut ? (
              <p className="mt-2 text-xs text-muted">{text.firstRows(rows.length)}</p>
            ) : null}
          </>
        ) : (
          <DataTable<Point>
            caption={text.viewLabel(result.title)}
            columns={[xColumn, ...series].map((column, index) => ({
              id: column.key,
              header: column.label,
              isRowHeader: index === 0,
              align: index === 0 ? 'start' : 'end',
              cell: (point) => formatCell(index === 0 ? point.x : point[column.key], column.kind),
            }))}
            rows={points}
            rowKey={(_point, index) => index}
            density="dense"
            className="max-h-80 rounded-lg border border-line bg-white"
          />
        )
      }
    </ChartViewTabs>
  );
}
