import { Controller } from 'react-hook-form';
import {
  departmentMessages,
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  productInputSchema,
  type DepartmentListItem,
  type ProductKind,
  type ProductListItem,
} from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { applySaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveProduct } from '../api/products';
import { parsePriceInput, priceInputText } from '../lib/price';

const text = departmentMessages.productDialog;
const pageText = departmentMessages.productsPage;

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

/** The price as typed, read sensibly ("1,250.50", "S/ 99,9"); the contract judges the rest. */
const readPrice = (input: unknown) =>
  typeof input === 'string' ? (parsePriceInput(input) ?? input) : input;

function ProductForm({ product, defaultKind, onOpenChange, departments }: ProductDialogProps) {
  const save = useSaveProduct();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useContractForm(productInputSchema, {
    kind: product?.kind ?? defaultKind,
    name: product?.name ?? '',
    description: product?.description ?? null,
    price: product ? priceInputText(product.price) : '',
    departmentId: product?.departmentId ?? '',
    isActive: product?.isActive ?? true,
  });
  // New items go to active departments; an edit keeps showing its own even if deactivated.
  const choices = departments.filter(
    (department) => department.isActive || department.id === product?.departmentId,
  );

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, body });
      notify.success(product ? pageText.saved(saved.name) : pageText.created(saved.name));
      onOpenChange(false);
    } catch (error) {
      const fields = ['name', 'description', 'price', 'departmentId', 'kind'] as const;
      const failure = applySaveFailure(error, setError, fields, pageText.saveFailed);
      notify.error(failure ?? pageText.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      cancelLabel={text.cancel}
      submitLabel={product ? text.save : text.create}
      pendingLabel={text.saving}
      isPending={save.isPending}
      failure={errors.root?.server?.message}
    >
      <RadioGroup
        id="product-kind"
        legend={text.kind}
        layout="row"
        options={PRODUCT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_KIND_LABELS[kind] }))}
        registration={register('kind')}
        error={errors.kind?.message}
      />
      <TextField
        id="product-name"
        label={text.name}
        fieldSize="md"
        maxLength={100}
        placeholder={text.namePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        id="product-description"
        label={text.descriptionLabel}
        fieldSize="md"
        rows={2}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description', {
          setValueAs: (value: string | null) => value?.trim() || null,
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="product-price"
          label={text.price}
          fieldSize="md"
          prefix="S/"
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          hint={text.priceHint}
          hintPlacement="below"
          error={errors.price?.message}
          {...register('price', { setValueAs: readPrice })}
        />
        <Select
          id="product-departmentId"
          label={text.department}
          fieldSize="md"
          placeholder={text.chooseDepartment}
          options={choices.map((department) => ({
            value: department.id,
            label: department.isActive ? department.name : text.inactiveDepartment(department.name),
          }))}
          error={errors.departmentId?.message}
          {...register('departmentId')}
        />
      </div>
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              isOn={field.value ?? true}
              onChange={field.onChange}
              aria-labelledby="product-active-label"
              aria-describedby="product-active-hint"
            />
          )}
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
    </DialogForm>
  );
}
