import { Link, useSearchParams } from 'react-router';
import { Building2, Ticket, UserPlus } from 'lucide-react';
import {
  DEFAULT_CUSTOMER_STATS_PERIOD,
  PERIOD_LABELS,
  PERIODS,
  customerMessages,
  type NamedPeriod,
} from '@atiende/contracts';
import { FilterSelect } from '../../../components/filter-select';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount } from '../../../lib/money';
import { useCustomerOverview } from '../api/get-customer-overview';
import { parsePeriod } from '../lib/customer-filters';
import { CrmBarChart } from './crm-bar-chart';

const text = customerMessages.crm;

function Kpi({
  icon: Icon,
  label,
  hint,
  value,
}: {
  icon: typeof Ticket;
  label: string;
  hint: string;
  value: number;
}) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="size-4 text-brand" />
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold text-ink tabular-nums">{formatCount(value)}</p>
      <p className="text-xs text-subtle">{hint}</p>
    </div>
  );
}

type TopCustomer = NonNullable<
  ReturnType<typeof useCustomerOverview>['data']
>['topCustomers'][number];

function topColumns(basePath: string): ReadonlyArray<DataTableColumn<TopCustomer>> {
  return [
    {
      id: 'name',
      header: text.customer,
      cell: (row) => (
        <Link
          to={`${basePath}/${row.id}`}
          className="text-brand underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'tickets', header: text.count, align: 'end', cell: (row) => formatCount(row.tickets) },
    {
      id: 'open',
      header: customerMessages.page.openTickets,
      align: 'end',
      padding: 'py-1.5',
      cell: (row) => formatCount(row.openTickets),
    },
  ];
}

const percent = new Intl.NumberFormat('es-PE', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The CRM panel (docs/product/customers.md): new and active customers, top customers, tickets by
 * empresa/cadena.
 */
export function CrmPanel({ basePath }: { basePath: string }) {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params);
  const query = useCustomerOverview({ period });
  const data = query.data;

  const setPeriod = (next: NamedPeriod) => {
    const updated = new URLSearchParams(params);
    if (next === DEFAULT_CUSTOMER_STATS_PERIOD) updated.delete('period');
    else updated.set('period', next);
    setParams(updated);
  };

  const top = data?.topCustomers[0];
  const chains = (data?.byChain ?? []).map((row) => ({
    name: row.name ?? text.noChain,
    tickets: row.tickets,
  }));
  const firstChain = chains[0];

  return (
    <section aria-labelledby="crm-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="crm-title" className="text-lg font-semibold text-ink">
          {text.title}
        </h2>
        <FilterSelect
          id="crm-period"
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
          retryLabel={customerMessages.page.retry}
          onRetry={query.refetch}
        />
      ) : null}

      {data ? (
        <div
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'space-y-4 opacity-70' : 'space-y-4'}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            <Kpi
              icon={UserPlus}
              label={text.newCustomers}
              hint={text.newCustomersHint}
              value={data.newCustomers}
            />
            <Kpi
              icon={Building2}
              label={text.activeCustomers}
              hint={text.activeCustomersHint}
              value={data.activeCustomers}
            />
            <Kpi icon={Ticket} label={text.tickets} hint={text.ticketsHint} value={data.tickets} />
          </div>

          {data.tickets === 0 ? (
            <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">
              {text.emptyPeriod}
            </p>
          ) : (
            <>
              <section
                aria-labelledby="crm-top"
                className="rounded-lg border border-line bg-white p-4"
              >
                <h3 id="crm-top" className="text-base font-semibold text-ink">
                  {text.topTitle}
                </h3>
                {top ? (
                  <p className="text-sm text-muted">
                    {text.topTakeaway(top.name, formatCount(top.tickets))}
                  </p>
                ) : null}
                <DataTable
                  caption={text.topTitle}
                  columns={topColumns(basePath)}
                  rows={data.topCustomers}
                  rowKey={(row) => row.id}
                  density="inline"
                  scroll={{ mode: 'none' }}
                  tableClassName="mt-3 w-full text-left text-sm"
                />
              </section>
              <div className="grid gap-4 lg:grid-cols-2">
                <CrmBarChart
                  id="crm-business"
                  title={text.byBusinessTitle}
                  takeaway={
                    top ? text.topTakeaway(top.name, formatCount(top.tickets)) : text.emptyPeriod
                  }
                  rows={data.byBusiness}
                  nameLabel={customerMessages.page.business}
                  color="#1D4ED8"
                />
                <CrmBarChart
                  id="crm-chain"
                  title={text.byChainTitle}
                  takeaway={
                    firstChain
                      ? text.byChainTakeaway(
                          firstChain.name,
                          percent.format(firstChain.tickets / data.tickets),
                        )
                      : text.emptyPeriod
                  }
                  rows={chains}
                  nameLabel={customerMessages.page.chainName}
                  color="#0F766E"
                />
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
