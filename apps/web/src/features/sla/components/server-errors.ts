import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

/**
 * A failed save of an SLA form: each server message (400 `error.details`, or a 409 about a
 * field) goes under its field, the first one focused; an answer that names no field becomes the
 * form's alert and one toast (docs/product/ui.md#errors-and-toasts). `toField` renames the
 * API's field to the form's.
 */
export function reportServerFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (apiField: string) => string,
  fallback: string,
  /** Error codes that belong to one field (a name taken, a scope taken). */
  conflicts: Partial<Record<string, Path<T>>> = {},
): void {
  const details = fieldErrorsOf(error);
  details.forEach(({ field, message }, index) => {
    setError(toField(field) as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (details.length > 0) return;
  const code = (error as { code?: unknown } | null)?.code;
  const conflictField = typeof code === 'string' ? conflicts[code] : undefined;
  if (conflictField) {
    setError(
      conflictField,
      { type: 'server', message: messageOf(error, fallback) },
      { shouldFocus: true },
    );
    return;
  }
  const failure = messageOf(error, fallback);
  setError('root.server' as Path<T>, { type: 'server', message: failure });
  notify.error(failure);
}
