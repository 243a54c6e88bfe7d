import { useState } from 'react';
import { Link, NavLink, useSearchParams } from 'react-router';
import { Lock, Package, Plus } from 'lucide-react';
import {
  departmentMessages,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductListItem,
} from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { ListPager, ListResults } from '../../../components/paged-list';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { cn } from '../../../lib/cn';
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

      <ListResults
        query={query}
        count={products.length}
        texts={text}
        emptyMessage={isFiltered ? text.emptyFiltered : text.emptyAll[kind]}
        emptyIcon={Package}
        onClearFilters={isFiltered ? clear : null}
      >
        {isDesktop ? (
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
      </ListResults>

      <ListPager
        pagination={pagination}
        count={products.length}
        texts={text}
        onPage={(page) => apply({ ...filters, page })}
      />

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
