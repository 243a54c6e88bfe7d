import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldMessage, describedBy } from './field-message';

/** Field heights: `lg` 48 px with 16 px text (client screens, auth), `md` 40 px (agent dialogs). */
export type FieldSize = 'md' | 'lg';

const SIZE_CLASSES: Record<FieldSize, string> = {
  md: 'min-h-10 text-sm',
  lg: 'min-h-12 text-base',
};

/** The box of an input, select or textarea; its border turns red with `aria-invalid`. */
export function controlClasses(size: FieldSize): string {
  return cn(
    'block w-full rounded-md border border-line-strong bg-white px-3 text-ink placeholder:text-subtle disabled:bg-surface-2 aria-[invalid=true]:border-error-border',
    SIZE_CLASSES[size],
  );
}

export const labelClasses = 'mb-1 block text-sm font-medium text-ink';

/** The smaller control and label of filter bars above lists (36 px, muted label). */
export const filterControlClasses =
  'h-9 w-full rounded-md border border-line-strong bg-white px-2 text-sm text-ink';
export const filterLabelClasses = 'mb-1 block text-xs font-medium text-muted';

/** What the control itself must carry so its hint and error are read with it. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What frames a control: its label, hint and message, and the wrapper's class. */
export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Where the hint goes: above the control (default) or under it. */
  hintPlacement?: 'above' | 'below';
  error?: string;
  /** Announce the error at once (a check made on submit, like the password mismatch). */
  isErrorAlert?: boolean;
  className?: string;
}

/** The frame of a kit field whose control comes in two heights. */
export interface SizedFieldProps extends FieldFrameProps {
  fieldSize?: FieldSize;
}

interface FormFieldProps extends FieldFrameProps {
  children: (aria: ControlAria) => ReactNode;
}

/** A kit field's props split in two: the frame's (for FormField) and the rest, for the control. */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { id, label, hint, hintPlacement, error, isErrorAlert, className, ...control } = props;
  return [{ id, label, hint, hintPlacement, error, isErrorAlert, className }, control];
}

/**
 * A visible label, an optional hint and the field message, wired to the control with
 * `aria-invalid` and `aria-describedby="<hint-id> <error-id>"`.
 */
export function FormField({
  id,
  label,
  hint,
  hintPlacement = 'above',
  error,
  isErrorAlert = false,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const hintNode = hint ? (
    <p
      id={hintId ?? undefined}
      className={cn('text-sm text-muted', hintPlacement === 'above' ? 'mb-1' : 'mt-1')}
    >
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {hintPlacement === 'above' ? hintNode : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
      })}
      {hintPlacement === 'below' ? hintNode : null}
      {error && errorId ? (
        <FieldMessage id={errorId} message={error} isAlert={isErrorAlert} />
      ) : null}
    </div>
  );
}
