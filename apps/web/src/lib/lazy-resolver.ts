import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver whose (zod) implementation is loaded on first use. */
export function lazyResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, context, options) => {
    const resolver = await load();
    return resolver(values, context, options);
  };
}
