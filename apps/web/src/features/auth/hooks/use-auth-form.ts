import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * lib/use-contract-form.ts for the screens on /login's first load: the same form, checked by a
 * lazy resolver so zod loads after the first paint. A field that showed an error is re-checked as
 * it changes, not on blur: a message that vanished on blur moved the form under the pointer and
 * the next click missed (docs/decisions/0006-revalidate-on-change.md).
 */
export function useAuthForm<TInput extends FieldValues, TOutput extends FieldValues>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues,
    reValidateMode: 'onChange',
  });
}
