import { useId, useState, type KeyboardEvent } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { healthMessages } from '@atiende/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatTime } from '../../../lib/dates';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { HealthSample } from '../hooks/use-health-samples';
import { formatMilliseconds, formatPercent } from '../lib/health-view';
import { HealthLevelBadge } from './health-level-badge';

const text = healthMessages.monitoring;
type Tab = 'chart' | 'table';
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
      <div className="mt-2 h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={props.samples as HealthSample[]}
            accessibilityLayer
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="#E2E8F0" vertical={false} />
            <XAxis
              dataKey="at"
              tickFormatter={(value: number) => formatTime(value)}
              tick={{ fontSize: 12, fill: '#475569' }}
              minTickGap={24}
            />
            <YAxis
              width={48}
              tick={{ fontSize: 12, fill: '#475569' }}
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
        </ResponsiveContainer>
      </div>
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
  const [tab, setTab] = useState<Tab>('chart');
  const id = useId();
  const last = samples.at(-1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'chart' ? 'table' : 'chart';
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  const memoryMax = maxOf(samples, 'memoryPercent');
  const databaseMax = maxOf(samples, 'databaseMs');
  const none = healthMessages.notAvailable;
  return (
    <div>
      <div
        role="tablist"
        aria-label={text.chartsTitle}
        className="mb-4 inline-flex rounded-md border border-line-strong p-0.5"
      >
        {(['chart', 'table'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={tab === value}
            aria-controls={`${id}-${value}-panel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-9 rounded px-4 text-sm font-medium',
              tab === value ? 'bg-brand text-white' : 'text-ink hover:bg-surface-2',
            )}
          >
            {text.tabs[value]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'chart' ? (
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
        )}
      </div>
    </div>
  );
}
