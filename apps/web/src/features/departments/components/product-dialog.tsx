import { useState, type FormEvent } from 'react';
import {
  departmentMessages,
  fieldMessages,
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  productPriceField,
  type DepartmentListItem,
  type ProductKind,
  type ProductListItem,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Switch } from '../../../components/ui/switch';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveProduct } from '../api/products';
import { parsePriceInput, priceInputText } from '../lib/price';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses, labelClasses as LABEL_CLASSES } from '../../../components/ui/form-field';

const FIELD_CLASSES = controlClasses('md');

const text = departmentMessages.productDialog;
const pageText = departmentMessages.productsPage;
const validation = departmentMessages.validation;

type Field = 'name' | 'description' | 'price' | 'departmentId' | 'kind';
type Errors = Partial<Record<Field | 'form', string>>;

interface ProductDialogProps {
  /** null: a new item of `defaultKind`. */
  product: ProductListItem | null;
  defaultKind: ProductKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  departments: DepartmentListItem[];
}

export function ProductDialog(props: ProductDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={
        props.product ? text.editTitle(props.product.name) : text.createTitle[props.defaultKind]
      }
      description={text.description}
      closeLabel={text.close}
    >
      {props.isOpen ? <ProductForm {...props} /> : null}
    </Dialog>
  );
}

/** The price as typed, read sensibly, then judged by the same rule as the server's. */
function checkPrice(input: string): { price?: number; error?: string } {
  const parsed = parsePriceInput(input);
  if (parsed === null) return { error: validation.priceInvalid };
  const result = productPriceField.safeParse(parsed);
  return result.success
    ? { price: result.data }
    : { error: result.error.issues[0]?.message ?? validation.priceInvalid };
}

function ProductForm({ product, defaultKind, onOpenChange, departments }: ProductDialogProps) {
  const save = useSaveProduct();
  const [kind, setKind] = useState<ProductKind>(product?.kind ?? defaultKind);
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product ? priceInputText(product.price) : '');
  const [departmentId, setDepartmentId] = useState(product?.departmentId ?? '');
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});
  // New items go to active departments; an edit keeps showing its own even if deactivated.
  const choices = departments.filter(
    (department) => department.isActive || department.id === product?.departmentId,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrice(price);
    const local: Errors = {};
    if (!name.trim()) local.name = fieldMessages.nameRequired;
    if (checked.error) local.price = checked.error;
    if (!departmentId) local.departmentId = validation.departmentRequired;
    if (Object.keys(local).length > 0) {
      setErrors(local);
      const first = (['name', 'price', 'departmentId'] as const).find((field) => local[field]);
      document.getElementById(`product-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        id: product?.id ?? null,
        body: {
          kind,
          name,
          description: description.trim() || null,
          price: checked.price!,
          departmentId,
          isActive,
        },
      });
      notify.success(product ? pageText.saved(saved.name) : pageText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      const next: Errors = {};
      for (const { field, message } of fieldErrorsOf(error)) {
        if (['name', 'description', 'price', 'departmentId', 'kind'].includes(field)) {
          next[field as Field] ??= message;
        }
      }
      if (Object.keys(next).length === 0) next.form = messageOf(error, pageText.saveFailed);
      setErrors(next);
      notify.error(next.form ?? pageText.saveFailed);
    }
  };

  const invalid = (field: Field, hintId?: string) => ({
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby':
      [hintId, errors[field] ? `product-${field}-error` : undefined].filter(Boolean).join(' ') ||
      undefined,
  });
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`product-${field}-error`} className="mt-1 text-xs text-error">
        <span className="sr-only">Error: </span>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {errors.form ? (
        <InlineAlert>
          <p>{errors.form}</p>
        </InlineAlert>
      ) : null}
      <fieldset>
        <legend className={LABEL_CLASSES}>{text.kind}</legend>
        <div className="flex gap-4">
          {PRODUCT_KINDS.map((option) => (
            <label key={option} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="product-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-4 accent-brand"
              />
              {PRODUCT_KIND_LABELS[option]}
            </label>
          ))}
        </div>
        {errorOf('kind')}
      </fieldset>
      <div>
        <label htmlFor="product-name" className={LABEL_CLASSES}>
          {text.name}
        </label>
        <input
          id="product-name"
          value={name}
          maxLength={100}
          placeholder={text.namePlaceholder}
          onChange={(event) => setName(event.target.value)}
          className={FIELD_CLASSES}
          {...invalid('name')}
        />
        {errorOf('name')}
      </div>
      <div>
        <label htmlFor="product-description" className={LABEL_CLASSES}>
          {text.descriptionLabel}
        </label>
        <textarea
          id="product-description"
          value={description}
          rows={2}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
          className={`${FIELD_CLASSES} h-auto py-2`}
          {...invalid('description')}
        />
        {errorOf('description')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="product-price" className={LABEL_CLASSES}>
            {text.price}
          </label>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-3 text-sm text-muted"
            >
              S/
            </span>
            <input
              id="product-price"
              inputMode="decimal"
              autoComplete="off"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              onBlur={() => {
                // UX.md §3: once a field has shown an error, it is checked again on blur.
                if (errors.price) {
                  setErrors((current) => ({ ...current, price: checkPrice(price).error }));
                }
              }}
              className={`${FIELD_CLASSES} pl-9 tabular-nums`}
              {...invalid('price', 'product-price-hint')}
            />
          </div>
          <p id="product-price-hint" className="mt-1 text-xs text-muted">
            {text.priceHint}
          </p>
          {errorOf('price')}
        </div>
        <div>
          <label htmlFor="product-departmentId" className={LABEL_CLASSES}>
            {text.department}
          </label>
          <select
            id="product-departmentId"
            value={departmentId}
            onChange={(event) => setDepartmentId(event.target.value)}
            className={FIELD_CLASSES}
            {...invalid('departmentId')}
          >
            <option value="">{text.chooseDepartment}</option>
            {choices.map((department) => (
              <option key={department.id} value={department.id}>
                {department.isActive ? department.name : text.inactiveDepartment(department.name)}
              </option>
            ))}
          </select>
          {errorOf('departmentId')}
        </div>
      </div>
      <div className="flex items-start gap-2">
        <Switch
          isOn={isActive}
          onChange={setIsActive}
          aria-labelledby="product-active-label"
          aria-describedby="product-active-hint"
        />
        <div>
          <span id="product-active-label" className="block text-sm font-medium text-ink">
            {text.isActive}
          </span>
          <p id="product-active-hint" className="text-xs text-muted">
            {text.isActiveHint}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? text.saving : product ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
