import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { customerMessages, type Role } from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { useCustomers } from '../api/get-customers';
import {
  customerApiQuery,
  customerFiltersToParams,
  hasActiveFilters,
  parseCustomerFilters,
  parsePeriod,
  parseTab,
  type CustomerFilters as Filters,
  type CustomersTab,
} from '../lib/customer-filters';
import { CustomerFilters } from './customer-filters';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerCards, CustomerTable } from './customer-list';
import { DuplicatesPanel } from './duplicates-panel';
import { CustomerTabs } from './customer-tabs';

// recharts stays out of this page's chunk (and every other page's) until the tab opens.
const CrmPanel = lazy(() => import('./crm-panel').then((module) => ({ default: module.CrmPanel })));

const text = customerMessages.page;

export interface CustomersPageProps {
  role: Role;
  /** "/admin/customers" or "/customers": where detail links lead. */
  basePath: string;
}

export function CustomersForbidden() {
  return (
    <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.backToPanel} />
  );
}

/** /admin/customers and /customers: the list ("Clientes") and the CRM panel, tab in the URL. */
export function CustomersPage({ role, basePath }: CustomersPageProps) {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params);
  if (role === 'CLIENT') return <CustomersForbidden />;
  const setTab = (next: CustomersTab) =>
    setParams(
      customerFiltersToParams(parseCustomerFilters(params), {
        tab: next,
        period: parsePeriod(params),
      }),
    );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      <CustomerTabs tab={tab} onChange={setTab}>
        {tab === 'crm' ? (
          <Suspense fallback={<p className="text-sm text-muted">…</p>}>
            <CrmPanel basePath={basePath} />
          </Suspense>
        ) : (
          <CustomerListTab role={role} basePath={basePath} />
        )}
      </CustomerTabs>
    </div>
  );
}

function CustomerListTab({ role, basePath }: CustomersPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseCustomerFilters(params);
  const query = useCustomers(filters, { isEnabled: true });
  const [isCreating, setIsCreating] = useState(false);
  const canEdit = role === 'ADMIN';
  const canExport = role === 'ADMIN' || role === 'TECH_LEAD';

  const apply = (next: Filters) => setParams(customerFiltersToParams(next));
  const change = (changes: Partial<Filters>) => apply({ ...filters, ...changes, page: 1 });
  const customers = query.data?.customers ?? [];
  const pagination = query.data?.pagination;
  const isFiltered = hasActiveFilters(filters);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {canEdit ? null : <p className="text-sm text-muted">{text.readOnly}</p>}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {canExport ? (
            <ExportButtons
              path="/customers-unified/export"
              fileName="clientes"
              query={customerApiQuery(filters, { forExport: true })}
            />
          ) : null}
          {canEdit ? (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {text.newCustomer}
            </Button>
          ) : null}
        </div>
      </div>

      <CustomerFilters
        filters={filters}
        hasActive={isFiltered}
        onChange={change}
        onClear={() => apply({ page: 1 })}
      />

      {canEdit ? <DuplicatesPanel basePath={basePath} /> : null}

      <PagedList
        query={query}
        count={customers.length}
        texts={text}
        emptyMessage={isFiltered ? text.emptyFiltered : text.emptyAll}
        onClearFilters={isFiltered ? () => apply({ page: 1 }) : null}
        table={<CustomerTable customers={customers} basePath={basePath} />}
        cards={<CustomerCards customers={customers} basePath={basePath} />}
        pagination={pagination}
        onPage={(page) => apply({ ...filters, page })}
      />

      {canEdit ? (
        <CustomerFormDialog
          isOpen={isCreating}
          onOpenChange={setIsCreating}
          customer={null}
          onSaved={(customer) => void navigate(`${basePath}/${customer.id}`)}
        />
      ) : null}
    </div>
  );
}
