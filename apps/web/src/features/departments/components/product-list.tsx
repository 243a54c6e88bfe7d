import { Pencil, Trash2 } from 'lucide-react';
import { departmentMessages, type ProductKind, type ProductListItem } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';

const text = departmentMessages.productsPage;

interface ProductListProps {
  kind: ProductKind;
  products: ProductListItem[];
  onEdit: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
}

function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex rounded-sm px-2 py-0.5 text-xs font-medium ${
        isActive ? 'bg-success-tint text-status-resolved' : 'bg-surface-2 text-muted'
      }`}
    >
      {isActive ? text.active : text.inactive}
    </span>
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
    <div className="flex gap-1">
      <Button
        variant="ghost"
        className="px-2"
        aria-label={text.editNamed(product.name)}
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {text.edit}
      </Button>
      <Button
        variant="ghost"
        className="px-2 text-error"
        aria-label={text.deleteNamed(product.name)}
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {text.delete}
      </Button>
    </div>
  );
}

/** Desktop: name, department, price (right-aligned, S/ 1,250.50), state, actions. */
export function ProductTable({ kind, products, ...actions }: ProductListProps) {
  return (
    <div
      role="region"
      aria-label={text.tableCaption[kind]}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.tableCaption[kind]}</caption>
        <thead className="bg-surface text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.name}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.department}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {text.price}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.state}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {text.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-surface">
              <td className="px-3 py-2">
                <span className="block font-medium text-ink">{product.name}</span>
                {product.description ? (
                  <span className="line-clamp-1 block max-w-md text-xs text-muted">
                    {product.description}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-muted">{product.departmentName}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                {formatMoney(product.price)}
              </td>
              <td className="px-3 py-2">
                <ActiveBadge isActive={product.isActive} />
              </td>
              <td className="px-3 py-1">
                <Actions product={product} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px: one card per item (UX.md §5). */
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
            {product.departmentName} <ActiveBadge isActive={product.isActive} />
          </p>
          <div className="mt-2 -ml-2">
            <Actions product={product} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
