import { useId } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { healthMessages } from '@atiende/contracts';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../components/chart-view-tabs';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatTime } from '../../../lib/dates';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { HealthSample } from '../hooks/use-health-samples';
import { formatMilliseconds, formatPercent } from '../lib/health-view';
import { HealthLevelBadge } from './health-level-badge';

const text = healthMessages.monitoring;
type Metric = 'memoryPercent' | 'databaseMs';

function maxOf(samples: readonly HealthSample[], metric: Metric): number | null {
  const values = samples.map((sample) => sample[metric]).filter((value) => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
}

function MetricChart(props: {
  title: string;
  takeaway: string;
  samples: readonly HealthSample[];
  metric: Metric;
  format: (value: number) => string;
  color: string;
}) {
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <figure className="min-w-0">
      <figcaption>
        <h3 className="text-base font-semibold text-ink">{props.title}</h3>
        <p className="text-sm text-muted">{props.takeaway}</p>
      </figcaption>
      <ChartBox className="mt-2 h-56">
        <LineChart
          data={props.samples as HealthSample[]}
          accessibilityLayer
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={chartGridStroke} vertical={false} />
          <XAxis
            dataKey="at"
            tickFormatter={(value: number) => formatTime(value)}
            tick={chartTickStyle}
            minTickGap={24}
          />
          <YAxis
            width={48}
            tick={chartTickStyle}
            tickFormatter={(value: number) => new Intl.NumberFormat('es-PE').format(value)}
          />
          <Tooltip
            labelFormatter={(value) => formatTime(Number(value))}
            formatter={(value) => props.format(Number(value))}
          />
          <Line
            type="monotone"
            dataKey={props.metric}
            name={props.title}
            stroke={props.color}
            strokeWidth={2}
            dot={props.samples.length < 3}
            isAnimationActive={!isReducedMotion}
            connectNulls
          />
        </LineChart>
      </ChartBox>
    </figure>
  );
}

const sampleColumns: ReadonlyArray<DataTableColumn<HealthSample>> = [
  {
    id: 'time',
    header: text.table.time,
    className: 'tabular-nums',
    cell: (sample) => formatTime(sample.at),
  },
  {
    id: 'status',
    header: text.table.status,
    cell: (sample) => <HealthLevelBadge level={sample.level} size="sm" />,
  },
  {
    id: 'memory',
    header: text.table.memory,
    align: 'end',
    cell: (sample) => (sample.memoryPercent === null ? '—' : formatPercent(sample.memoryPercent)),
  },
  {
    id: 'database',
    header: text.table.database,
    align: 'end',
    cell: (sample) => formatMilliseconds(sample.databaseMs) ?? '—',
  },
];

function SamplesTable({ samples }: { samples: readonly HealthSample[] }) {
  return (
    <DataTable
      caption={text.table.caption}
      columns={sampleColumns}
      rows={[...samples].reverse()}
      rowKey={(sample) => sample.at}
      className="max-h-96 rounded-lg border border-line"
    />
  );
}

/**
 * Health over time with a "Gráfico | Tabla" switch (docs/product/ui.md#patterns charts: the table
 * is the text equivalent).
 */
export function HealthCharts({ samples }: { samples: readonly HealthSample[] }) {
  const id = useId();
  const last = samples.at(-1);
  const memoryMax = maxOf(samples, 'memoryPercent');
  const databaseMax = maxOf(samples, 'databaseMs');
  const none = healthMessages.notAvailable;
  return (
    <div>
      <ChartViewTabs id={id} label={text.chartsTitle} labels={text.tabs} className="mb-4">
        {(view) =>
          view === 'chart' ? (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <MetricChart
                title={text.memoryChart}
                takeaway={text.memoryTakeaway(
                  last?.memoryPercent != null ? formatPercent(last.memoryPercent) : none,
                  memoryMax !== null ? formatPercent(memoryMax) : none,
                )}
                samples={samples}
                metric="memoryPercent"
                format={formatPercent}
                color="#1D4ED8"
              />
              <MetricChart
                title={text.databaseChart}
                takeaway={text.databaseTakeaway(
                  formatMilliseconds(last?.databaseMs ?? null) ?? none,
                  formatMilliseconds(databaseMax) ?? none,
                )}
                samples={samples}
                metric="databaseMs"
                format={(value) => formatMilliseconds(value) ?? none}
                color="#15803D"
              />
            </div>
          ) : (
            <SamplesTable samples={samples} />
          )
        }
      </ChartViewTabs>
    </div>
  );
}
