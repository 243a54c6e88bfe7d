import { useState, type KeyboardEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { customerMessages } from '@atiende/contracts';
import { DataTable } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/use-media-query';

const text = customerMessages.crm;
type View = 'chart' | 'table';

interface CrmBarChartProps {
  id: string;
  title: string;
  takeaway: string;
  rows: ReadonlyArray<{ name: string; tickets: number }>;
  nameLabel: string;
  color: string;
}

const short = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

/**
 * docs/product/ui.md#patterns charts: title, one-sentence takeaway, "Gráfico | Tabla", es-PE
 * numbers.
 */
export function CrmBarChart({ id, title, takeaway, rows, nameLabel, color }: CrmBarChartProps) {
  const [view, setView] = useState<View>('chart');
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: View = view === 'chart' ? 'table' : 'chart';
    setView(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  const data = rows.map((row) => ({ ...row, label: short(row.name) }));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-line bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        {title}
      </h3>
      <p className="text-sm text-muted">{takeaway}</p>
      <div
        role="tablist"
        aria-label={text.viewLabel(title)}
        className="mt-3 inline-flex rounded-md border border-line-strong p-0.5"
      >
        {(['chart', 'table'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={view === value}
            aria-controls={`${id}-panel`}
            tabIndex={view === value ? 0 : -1}
            onClick={() => setView(value)}
            onKeyDown={onKeyDown}
            className={cn(
              'min-h-8 rounded px-3 text-sm font-medium',
              view === value ? 'bg-brand text-white' : 'text-ink hover:bg-surface-2',
            )}
          >
            {value === 'chart' ? text.chartTab : text.tableTab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${view}-tab`}
        className="mt-3"
      >
        {view === 'chart' ? (
          <div style={{ height: Math.max(160, data.length * 36 + 24) }} className="w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                layout="vertical"
                accessibilityLayer
                margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke="#E2E8F0" horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={{ fontSize: 12, fill: '#475569' }}
                  tickFormatter={(value: number) => formatCount(value)}
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={150}
                  tick={{ fontSize: 12, fill: '#0F172A' }}
                />
                <Tooltip formatter={(value) => formatCount(Number(value))} />
                <Bar
                  dataKey="tickets"
                  name={text.count}
                  fill={color}
                  isAnimationActive={!isReducedMotion}
                >
                  <LabelList
                    dataKey="tickets"
                    position="right"
                    formatter={(value) => formatCount(Number(value))}
                    style={{ fontSize: 12, fill: '#0F172A' }}
                  />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <DataTable
            caption={title}
            columns={[
              { id: 'name', header: nameLabel, cell: (row) => row.name },
              {
                id: 'tickets',
                header: text.count,
                align: 'end',
                padding: 'py-1.5',
                cell: (row) => formatCount(row.tickets),
              },
            ]}
            rows={rows}
            rowKey={(row) => row.name}
            density="inline"
            scroll={{ mode: 'none' }}
          />
        )}
      </div>
    </section>
  );
}
