import { useState } from 'react';
import { NavLink } from 'react-router';
import { Package, Plus } from 'lucide-react';
import {
  departmentMessages,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductListItem,
} from '@atiende/contracts';
import { ExportButtons } from '../../../components/export-buttons';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useDepartmentItems } from '../api/get-departments';
import { useProducts } from '../api/products';
import {
  hasActiveProductFilters,
  parseProductFilters,
  productApiQuery,
  productFiltersToParams,
} from '../lib/product-filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductDialog } from './product-dialog';
import { ProductFiltersBar } from './product-filters';
import { ProductCards, productTable } from './product-list';

const text = departmentMessages.productsPage;
const PATHS: Record<ProductKind, string> = {
  PRODUCT: '/admin/products',
  SERVICE: '/admin/services',
};

function Forbidden() {
  return (
    <ForbiddenPanel
      title={text.title}
      message={text.forbidden}
      backLabel={departmentMessages.departmentsPage.backToPanel}
    />
  );
}

/**
 * "Productos" / "Servicios": two routes, so the URL says which list is open
 * (docs/product/departments-and-catalogue.md).
 */
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
  const list = useUrlFilters({
    parse: (params: URLSearchParams) => parseProductFilters(kind, params),
    toParams: productFiltersToParams,
    isActive: hasActiveProductFilters,
    cleared: () => ({ kind, page: 1 }),
  });
  const { filters } = list;
  const query = useProducts(filters, { isEnabled: isAdmin });
  const departments = useDepartmentItems(true, { isEnabled: isAdmin }).data ?? [];
  const [editing, setEditing] = useState<ProductListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);

  if (!isAdmin) return <Forbidden />;

  const products = query.data?.products ?? [];
  const listProps = { kind, products, onEdit: setEditing, onDelete: setDeleting };

  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <>
          <ExportButtons
            path="/products/export"
            fileName={departmentMessages.exportFiles[kind === 'SERVICE' ? 'services' : 'products']}
            query={productApiQuery(filters, { forExport: true })}
          />
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {text.newItem[kind]}
          </Button>
        </>
      }
    >
      <KindTabs kind={kind} />

      <ProductFiltersBar {...list.bar} departments={departments} />

      <PagedList
        query={query}
        rows={products}
        texts={text}
        emptyAllMessage={text.emptyAll[kind]}
        emptyIcon={Package}
        filters={list}
        table={productTable(kind, listProps)}
        cards={<ProductCards {...listProps} />}
      />

      <ProductDialog
        product={editing === 'new' ? null : editing}
        defaultKind={kind}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}
        departments={departments}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
