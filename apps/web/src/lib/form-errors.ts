import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from './api-error';
import { notify } from './notify';

/**
 * docs/conventions.md#api: puts each server field message (400 `error.details`) under its field and
 * focuses the first one. Returns true when at least one field matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  let hasFocused = false;
  for (const { field, message } of fieldErrorsOf(error)) {
    const name = fields.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !hasFocused });
    hasFocused = true;
  }
  return hasFocused;
}

/** A zod result's issues as one message per field, the first one, as the server answers them. */
export function fieldMessagesOf<F extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> | undefined,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const issue of issues ?? []) {
    const field = String(issue.path[0] ?? '') as F;
    messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * A failed save in a form: the server's field messages go under their fields (the first one
 * focused); an answer that names none of them becomes the form's own alert (`root.server`).
 * Returns that alert's text, or null when the fields carry the problem.
 */
export function applySaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): string | null {
  if (applyServerFieldErrors(error, setError, fields)) return null;
  const failure = messageOf(error, fallback);
  setError('root.server' as Path<T>, { type: 'server', message: failure });
  return failure;
}

/**
 * docs/product/ui.md#errors-and-toasts, one toast per outcome: a failure the fields carry is shown
 * under them only (a toast beside a field message says the same thing twice); a failure that names
 * none of them becomes the form's alert and one toast.
 */
export function reportSaveFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): void {
  const failure = applySaveFailure(error, setError, fields, fallback);
  if (failure !== null) notify.error(failure);
}

/**
 * The same rule for a form without a form-level alert: field messages under their fields and no
 * toast, otherwise the failure (or the fallback) as one toast. Returns true when fields carry it.
 */
export function reportFieldsOrToast<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallback: string,
): boolean {
  if (applyServerFieldErrors(error, setError, fields)) return true;
  notify.error(messageOf(error, fallback));
  return false;
}

/**
 * A dialog's save handed in by its caller: on success the form is cleared and the dialog closes;
 * on failure the form keeps what was typed and shows the failure (setRootFailure).
 */
export async function saveThenClose<T extends FieldValues>(
  save: () => Promise<void>,
  form: { reset: () => void; setError: UseFormSetError<T> },
  close: () => void,
  fallback: string,
): Promise<void> {
  try {
    await save();
    form.reset();
    close();
  } catch (caught) {
    setRootFailure(form.setError, caught, fallback);
  }
}

/**
 * A save that a dialog handed to its caller failed: the thrown error's message (the caller words
 * it) becomes the form's own alert (`root.server`), else the fallback.
 */
export function setRootFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  caught: unknown,
  fallback: string,
): void {
  const message = caught instanceof Error ? caught.message : fallback;
  setError('root.server' as Path<T>, { type: 'server', message });
}
