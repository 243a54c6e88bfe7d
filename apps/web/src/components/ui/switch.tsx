import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { cn } from '../../lib/cn';

interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'onChange'
> {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (`role="switch"`, 44 × 24 px): label it with aria-label or aria-labelledby. */
export function Switch({ isOn, onChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onChange(!isOn)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60',
        isOn ? 'border-brand bg-brand' : 'border-line-strong bg-white',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-4 rounded-full transition-transform',
          isOn ? 'translate-x-5 bg-white' : 'translate-x-0.5 bg-muted',
        )}
      />
    </button>
  );
}

interface SwitchFieldProps<T extends FieldValues, TOut> {
  /** Prefix of the label's and hint's ids (`<id>-label`, `<id>-hint`). */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** The label above the switch and its hint, or beside the switch over its hint (default). */
  labelPlacement?: 'above' | 'beside';
  control: Control<T, unknown, TOut>;
  /** A boolean field; unset reads as on. */
  name: Path<T>;
}

/** A form's on/off field: a Switch named by its label and described by its hint. */
export function SwitchField<T extends FieldValues, TOut>({
  id,
  label,
  hint,
  labelPlacement = 'beside',
  control,
  name,
}: SwitchFieldProps<T, TOut>) {
  const isAbove = labelPlacement === 'above';
  const labelNode = (
    <span
      id={`${id}-label`}
      className={cn('block text-sm font-medium text-ink', isAbove && 'mb-1')}
    >
      {label}
    </span>
  );
  const hintNode = (
    <p id={`${id}-hint`} className="text-xs text-muted">
      {hint}
    </p>
  );
  const toggle = (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          isOn={Boolean(field.value ?? true)}
          onChange={field.onChange}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
        />
      )}
    />
  );
  return isAbove ? (
    <div>
      {labelNode}
      <div className="flex items-start gap-2">
        {toggle}
        {hintNode}
      </div>
    </div>
  ) : (
    <div className="flex items-start gap-2">
      {toggle}
      <div>
        {labelNode}
        {hintNode}
      </div>
    </div>
  );
}
