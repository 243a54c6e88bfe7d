import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { PERIOD_LABELS, PERIODS, type NamedPeriod } from '@atiende/contracts';
import { emailConfigMessages, type EmailStats } from '@atiende/contracts/email';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../../components/chart-view-tabs';
import { FilterSelect } from '../../../../components/filter-select';
import { DataTable } from '../../../../components/ui/data-table';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { formatCount } from '../../../../lib/money';
import { useEmailStats } from '../api/email-outbound';

const text = emailConfigMessages.stats;
type Day = EmailStats['days'][number];

/** The series, in the order of the legend and the table; colours with 3:1 against white. */
const SERIES = [
  { key: 'sent', label: text.sent, color: '#15803D' },
  { key: 'failed', label: text.failed, color: '#B91C1C' },
  { key: 'queued', label: text.queued, color: '#1D4ED8' },
  { key: 'logged', label: text.logged, color: '#64748B' },
] as const;

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const longDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * «Envíos» (docs/email.md#stats-and-failures): the period's messages by the Lima day they were
 * written — sent, failed, queued and only logged — as stacked bars or, «Tabla», the text
 * equivalent (newest day first). Never animated.
 */
export function StatsSection() {
  const [period, setPeriod] = useState<NamedPeriod>('30d');
  const query = useEmailStats(period);
  const data = query.data;
  return (
    <section
      aria-labelledby="email-config-stats"
      className="min-w-0 rounded-lg border border-line bg-white p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="email-config-stats" className="text-base font-semibold text-ink">
            {text.heading}
          </h2>
          {data ? (
            <p className="text-sm text-muted">
              {text.takeaway(data.totals.sent, data.totals.failed, data.totals.queued)}
            </p>
          ) : null}
        </div>
        <FilterSelect
          id="email-config-stats-period"
          label={text.period}
          value={period}
          options={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          onChange={(next) => (next ? setPeriod(next) : undefined)}
          className="w-56"
        />
      </div>
      {query.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={emailConfigMessages.retry}
          onRetry={query.refetch}
        />
      ) : !data ? (
        <DeferredLoader />
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : ''}>
          <ChartViewTabs
            id="email-config-stats-view"
            label={text.viewLabel}
            labels={{ chart: text.chartTab, table: text.tableTab }}
            isDense
            className="mt-3"
            panelClassName="mt-3"
          >
            {(view) =>
              view === 'chart' ? (
                <>
                  <p className="flex flex-wrap gap-4 text-xs text-muted" aria-hidden="true">
                    {SERIES.map((series) => (
                      <span key={series.key} className="inline-flex items-center gap-1.5">
                        <span
                          className="block size-3 rounded-sm"
                          style={{ background: series.color }}
                        />
                        {series.label}
                      </span>
                    ))}
                  </p>
                  <ChartBox className="mt-2 h-64">
                    <BarChart
                      data={data.days.map((day) => ({ ...day, label: shortDay(day.day) }))}
                      accessibilityLayer
                      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
                    >
                      <CartesianGrid stroke={chartGridStroke} vertical={false} />
                      <XAxis dataKey="label" tick={chartTickStyle} minTickGap={16} />
                      <YAxis
                        width={40}
                        allowDecimals={false}
                        tick={chartTickStyle}
                        tickFormatter={(value: number) => formatCount(value)}
                      />
                      <Tooltip formatter={(value) => formatCount(Number(value))} />
                      {SERIES.map((series) => (
                        <Bar
                          key={series.key}
                          dataKey={series.key}
                          name={series.label}
                          stackId="mail"
                          fill={series.color}
                          maxBarSize={28}
                          isAnimationActive={false}
                        />
                      ))}
                    </BarChart>
                  </ChartBox>
                </>
              ) : (
                <DataTable<Day>
                  caption={text.tableCaption}
                  columns={[
                    {
                      id: 'day',
                      header: text.day,
                      isRowHeader: true,
                      cell: (day) => longDay(day.day),
                    },
                    ...SERIES.map((series) => ({
                      id: series.key,
                      header: series.label,
                      align: 'end' as const,
                      cell: (day: Day) => formatCount(day[series.key]),
                    })),
                  ]}
                  rows={[...data.days].reverse()}
                  rowKey={(day) => day.day}
                  density="dense"
                  className="max-h-72 rounded-lg border border-line bg-white"
                />
              )
            }
          </ChartViewTabs>
        </div>
      )}
    </section>
  );
}
