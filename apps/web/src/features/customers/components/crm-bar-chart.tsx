import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { customerMessages } from '@atiende/contracts';
import {
  ChartBox,
  ChartViewTabs,
  chartGridStroke,
  chartTickStyle,
} from '../../../components/chart-view-tabs';
import { DataTable } from '../../../components/ui/data-table';
import { formatCount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/use-media-query';

const text = customerMessages.crm;

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
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
      <ChartViewTabs
        id={id}
        label={text.viewLabel(title)}
        labels={{ chart: text.chartTab, table: text.tableTab }}
        isDense
        className="mt-3"
        panelClassName="mt-3"
      >
        {(view) =>
          view === 'chart' ? (
            <ChartBox height={Math.max(160, data.length * 36 + 24)}>
              <BarChart
                data={data}
                layout="vertical"
                accessibilityLayer
                margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke={chartGridStroke} horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={chartTickStyle}
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
            </ChartBox>
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
          )
        }
      </ChartViewTabs>
    </section>
  );
}
