import type { Ref } from 'react';
import type { PublicProduct } from '@atiende/contracts';
import { FieldMessage } from '../../../components/ui/field-message';
import { formatMoney } from '../../../lib/money';

interface ProductOptionsProps {
  products: readonly PublicProduct[];
  selectedIds: readonly string[];
  onChange: (selectedIds: string[]) => void;
  onBlur: () => void;
  /** react-hook-form focuses this (the first checkbox) when the server rejects the choice. */
  firstRef: Ref<HTMLInputElement>;
  error?: string;
}

const ERROR_ID = 'public-ticket-products-error';

/**
 * docs/product/public-form.md: the chosen department's products as checkboxes, each with its price
 * in soles.
 */
export function ProductOptions({
  products,
  selectedIds,
  onChange,
  onBlur,
  firstRef,
  error,
}: ProductOptionsProps) {
  const toggle = (productId: string, isChecked: boolean) => {
    onChange(
      isChecked
        ? [...selectedIds, productId]
        : selectedIds.filter((selected) => selected !== productId),
    );
  };
  return (
    <div>
      <ul className="space-y-2">
        {products.map((product, index) => (
          <li key={product.id}>
            <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-line-strong bg-white p-3 has-checked:border-brand has-checked:bg-brand-tint">
              <input
                ref={index === 0 ? firstRef : undefined}
                type="checkbox"
                value={product.id}
                checked={selectedIds.includes(product.id)}
                onChange={(event) => toggle(product.id, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ERROR_ID : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-ink">{product.name}</span>
                  <span className="text-ink tabular-nums">{formatMoney(product.price)}</span>
                </span>
                {product.description ? (
                  <span className="block text-sm text-muted">{product.description}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <FieldMessage id={ERROR_ID} message={error} /> : null}
    </div>
  );
}
