import { useState } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { Lock, Package, Plus, SearchX } from 'lucide-react';
import {
  departmentMessages,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductListItem,
} from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useDepartmentItems } from '../api/get-departments';
import { useProducts } from '../api/products';
import {
  hasActiveProductFilters,
  parseProductFilters,
  productApiQuery,
  productFiltersToParams,
  type ProductFilters,
} from '../lib/product-filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductDialog } from './product-dialog';
import { ProductFiltersBar } from './product-filters';
import { ProductCards, ProductTable } from './product-list';

const text = departmentMessages.productsPage;
const PATHS: Record<ProductKind, string> = {
  PRODUCT: '/admin/products',
  SERVICE: '/admin/services',
};

function Forbidden() {
  return (
    <MessagePanel
      icon={Lock}
      heading={text.title}
      headingLevel={1}
      actions={
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {departmentMessages.departmentsPage.backToPanel}
        </Link>
      }
    >
      <p>{text.forbidden}</p>
    </MessagePanel>
  );
}

/** "Productos" / "Servicios": two routes, so the URL says which list is open (spec §2). */
function KindTabs({ kind }: { kind: ProductKind }) {
  return (
    <nav aria-label={text.tabsLabel} className="flex gap-1 border-b border-line">
      {PRODUCT_KINDS.map((option) => (
        <NavLink
          key={option}
          to={PATHS[option]}
          aria-current={option === kind ? 'page' : undefined}
          className={cn(
            '-mb-px flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
            option === kind
              ? 'border-brand text-brand'
              : 'border-transparent text-muted hover:border-line-strong hover:text-ink',
          )}
        >
          {text.tabs[option]}
        </NavLink>
      ))}
    </nav>
  );
}

/** /admin/products and /admin/services: one page over one table, the route picks the kind. */
export function ProductsPage({ kind, isAdmin }: { kind: ProductKind; isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = parseProductFilters(kind, params);
  const query = useProducts(filters, { isEnabled: isAdmin });
  const departments = useDepartmentItems(true, { isEnabled: isAdmin }).data ?? [];
  const isDesktop = useIsDesktop();
  const [editing, setEditing] = useState<ProductListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);

  if (!isAdmin) return <Forbidden />;

  const apply = (next: ProductFilters) => setParams(productFiltersToParams(next));
  const change = (changes: Partial<ProductFilters>) => apply({ ...filters, ...changes, page: 1 });
  const clear = () => apply({ kind, page: 1 });
  const products = query.data?.products ?? [];
  const pagination = query.data?.pagination;
  const isFiltered = hasActiveProductFilters(filters);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink">{text.title}</h1>
          <p className="mt-1 text-sm text-muted">{text.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportButtons
            path="/products/export"
            fileName={departmentMessages.exportFiles[kind === 'SERVICE' ? 'services' : 'products']}
            query={productApiQuery(filters, { forExport: true })}
          />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {text.newItem[kind]}
          </Button>
        </div>
      </div>

      <KindTabs kind={kind} />

      <ProductFiltersBar
        filters={filters}
        departments={departments}
        hasActive={isFiltered}
        onChange={change}
        onClear={clear}
      />

      {query.isError ? (
        <InlineAlert>
          <p>{text.loadFailed}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        </InlineAlert>
      ) : null}

      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : ''}>
        {query.isSuccess && products.length === 0 ? (
          <MessagePanel
            icon={isFiltered ? SearchX : Package}
            heading={text.emptyTitle}
            headingLevel={2}
          >
            <p>{isFiltered ? text.emptyFiltered : text.emptyAll[kind]}</p>
            {isFiltered ? (
              <Button variant="secondary" className="mt-4" onClick={clear}>
                {text.clearFilters}
              </Button>
            ) : null}
          </MessagePanel>
        ) : isDesktop ? (
          <ProductTable
            kind={kind}
            products={products}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ) : (
          <ProductCards
            kind={kind}
            products={products}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </div>

      {pagination && products.length > 0 ? (
        <nav
          aria-label={text.pagination}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p className="text-muted tabular-nums">
            {text.showing(
              (pagination.page - 1) * pagination.limit + 1,
              (pagination.page - 1) * pagination.limit + products.length,
              formatCount(pagination.total),
            )}
          </p>
          <PagerButtons
            page={pagination.page}
            totalPages={pagination.totalPages}
            onPage={(page) => apply({ ...filters, page })}
            previousLabel={text.previous}
            nextLabel={text.next}
          />
        </nav>
      ) : null}

      <ProductDialog
        product={editing === 'new' ? null : editing}
        defaultKind={kind}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        departments={departments}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
