import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from './api-error';

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
