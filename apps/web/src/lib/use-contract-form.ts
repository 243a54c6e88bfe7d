import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { setSpanishZodMessages } from '@atiende/contracts';

// Any message a schema leaves to zod reads in Spanish (docs/conventions.md#language).
setSpanishZodMessages();

/**
 * The one way to build a form: react-hook-form checked by a contract schema (its Spanish
 * messages), the first invalid field focused on submit, and a field that showed an error
 * re-checked as it changes, not on blur (docs/decisions/0006-revalidate-on-change.md).
 * Screens on /login's first load use a lazy resolver instead (lib/lazy-resolver.ts).
 */
export function useContractForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onChange',
  });
}
