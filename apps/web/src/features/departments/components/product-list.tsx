import { Pencil, Trash2 } from 'lucide-react';
import { departmentMessages, type ProductKind, type ProductListItem } from '@atiende/contracts';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { ActiveBadge } from '../../../components/ui/badge';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';

const text = departmentMessages.productsPage;

interface ProductListProps {
  kind: ProductKind;
  products: ProductListItem[];
  onEdit: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
}

function StateBadge({ isActive }: { isActive: boolean }) {
  return (
    <ActiveBadge isActive={isActive} activeLabel={text.active} inactiveLabel={text.inactive} />
  );
}

function Actions({
  product,
  onEdit,
  onDelete,
}: Omit<ProductListProps, 'kind' | 'products'> & {
  product: ProductListItem;
}) {
  return (
    <RowActionButtons
      actions={[
        {
          icon: Pencil,
          label: text.edit,
          ariaLabel: text.editNamed(product.name),
          onClick: () => onEdit(product),
        },
        {
          icon: Trash2,
          label: text.delete,
          ariaLabel: text.deleteNamed(product.name),
          onClick: () => onDelete(product),
          isDanger: true,
        },
      ]}
    />
  );
}

/** Desktop: name, department, price (right-aligned, S/ 1,250.50), state, actions. */
export function ProductTable({ kind, products, ...actions }: ProductListProps) {
  const columns: ReadonlyArray<DataTableColumn<ProductListItem>> = [
    {
      id: 'name',
      header: text.name,
      cell: (product) => (
        <>
          <span className="block font-medium text-ink">{product.name}</span>
          {product.description ? (
            <span className="line-clamp-1 block max-w-md text-xs text-muted">
              {product.description}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'department',
      header: text.department,
      className: 'text-muted',
      cell: (product) => product.departmentName,
    },
    {
      id: 'price',
      header: text.price,
      align: 'end',
      className: 'whitespace-nowrap text-ink',
      cell: (product) => formatMoney(product.price),
    },
    {
      id: 'state',
      header: text.state,
      cell: (product) => <StateBadge isActive={product.isActive} />,
    },
    {
      id: 'actions',
      header: text.actions,
      padding: 'px-3 py-1',
      cell: (product) => <Actions product={product} {...actions} />,
    },
  ];
  return (
    <DataTable
      caption={text.tableCaption[kind]}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
    />
  );
}

/** Below 768 px: one card per item (docs/product/ui.md#patterns). */
export function ProductCards({ products, ...actions }: ProductListProps) {
  return (
    <ul className="space-y-2">
      {products.map((product) => (
        <li key={product.id} className="rounded-lg border border-line bg-white p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-medium break-words text-ink">{product.name}</h2>
            <span className="text-ink tabular-nums whitespace-nowrap">
              {formatMoney(product.price)}
            </span>
          </div>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            {product.departmentName} <StateBadge isActive={product.isActive} />
          </p>
          <div className="mt-2 -ml-2">
            <Actions product={product} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
