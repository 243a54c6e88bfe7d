import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { customerMessages, type Role } from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCustomers } from '../api/get-customers';
import {
  customerApiQuery,
  customerFiltersToParams,
  hasActiveFilters,
  parseCustomerFilters,
  parsePeriod,
  parseTab,
  type CustomersTab,
} from '../lib/customer-filters';
import { CustomerFilters } from './customer-filters';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerCards, customerTable } from './customer-list';
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
    <ListPage title={text.title} description={text.description}>
      <CustomerTabs tab={tab} onChange={setTab}>
        {tab === 'crm' ? (
          <Suspense fallback={<p className="text-sm text-muted">…</p>}>
            <CrmPanel basePath={basePath} />
          </Suspense>
        ) : (
          <CustomerListTab role={role} basePath={basePath} />
        )}
      </CustomerTabs>
    </ListPage>
  );
}

function CustomerListTab({ role, basePath }: CustomersPageProps) {
  const navigate = useNavigate();
  const list = useUrlFilters({
    parse: parseCustomerFilters,
    toParams: customerFiltersToParams,
    isActive: hasActiveFilters,
    cleared: () => ({ page: 1 }),
  });
  const { filters } = list;
  const query = useCustomers(filters, { isEnabled: true });
  const [isCreating, setIsCreating] = useState(false);
  const canEdit = role === 'ADMIN';
  const canExport = role === 'ADMIN' || role === 'TECH_LEAD';

  const customers = query.data?.customers ?? [];

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

      <CustomerFilters {...list.bar} />

      {canEdit ? <DuplicatesPanel basePath={basePath} /> : null}

      <PagedList
        query={query}
        rows={customers}
        texts={text}
        emptyAllMessage={text.emptyAll}
        filters={list}
        table={customerTable(basePath)}
        cards={<CustomerCards customers={customers} basePath={basePath} />}
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
