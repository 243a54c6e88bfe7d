import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * Binds kit fields (TextField, TextareaField, Select, PasswordField) to a form: `{...field('name')}`
 * gives the control its id (`<idPrefix><name>`; a later `id` overrides it), its registration and
 * the contract's message for it. Call it while rendering, so the form tracks its errors.
 * Kept apart from use-contract-form.ts: screens with a lazy resolver use it without loading zod.
 */
export function bindFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'register' | 'formState'>,
  idPrefix: string,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    id: `${idPrefix}${name}`,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    ...form.register(name, options),
  });
}
