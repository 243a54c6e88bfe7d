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
import { DialogForm, saveFormLabels } from '../../../components/ui/dialog-form';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { reportSaveFailure } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { bindFields } from '../../../lib/bind-fields';
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
  const form = useContractForm(productInputSchema, {
    kind: product?.kind ?? defaultKind,
    name: product?.name ?? '',
    description: product?.description ?? null,
    price: product ? priceInputText(product.price) : '',
    departmentId: product?.departmentId ?? '',
    isActive: product?.isActive ?? true,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const field = bindFields(form, 'product-');
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
      reportSaveFailure(error, setError, fields, pageText.saveFailed);
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={() => onOpenChange(false)}
      {...saveFormLabels(text, product !== null)}
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
        {...field('name')}
        label={text.name}
        fieldSize="md"
        maxLength={100}
        placeholder={text.namePlaceholder}
      />
      <TextareaField
        {...field('description', { setValueAs: (value: string | null) => value?.trim() || null })}
        label={text.descriptionLabel}
        fieldSize="md"
        rows={2}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('price', { setValueAs: readPrice })}
          label={text.price}
          fieldSize="md"
          prefix="S/"
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          hint={text.priceHint}
          hintPlacement="below"
        />
        <Select
          {...field('departmentId')}
          label={text.department}
          fieldSize="md"
          placeholder={text.chooseDepartment}
          options={choices.map((department) => ({
            value: department.id,
            label: department.isActive ? department.name : text.inactiveDepartment(department.name),
          }))}
        />
      </div>
      <SwitchField
        id="product-active"
        label={text.isActive}
        hint={text.isActiveHint}
        control={control}
        name="isActive"
      />
    </DialogForm>
  );
}
