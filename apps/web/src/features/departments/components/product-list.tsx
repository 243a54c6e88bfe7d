import { Pencil, Trash2 } from 'lucide-react';
import { departmentMessages, type ProductKind, type ProductListItem } from '@atiende/contracts';
import { RowActionButtons } from '../../../components/row-action-buttons';
import { actionsColumn, activeColumn, nameColumn } from '../../../components/table-columns';
import { ActiveBadge } from '../../../components/ui/badge';
import { CardList, type ListTable } from '../../../components/paged-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
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
export function productTable(
  kind: ProductKind,
  actions: Pick<ProductListProps, 'onEdit' | 'onDelete'>,
): ListTable<ProductListItem> {
  const columns: ReadonlyArray<DataTableColumn<ProductListItem>> = [
    nameColumn(text.name),
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
    activeColumn('state', text.state, text),
    actionsColumn(text.actions, (product) => <Actions product={product} {...actions} />),
  ];
  return { caption: text.tableCaption[kind], columns };
}

/** Below 768 px: one card per item (docs/product/ui.md#patterns). */
export function ProductCards({ products, ...actions }: ProductListProps) {
  return (
    <CardList
      rows={products}
      itemClassName="rounded-lg border border-line bg-white p-3"
      card={(product) => (
        <>
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
        </>
      )}
    />
  );
}
