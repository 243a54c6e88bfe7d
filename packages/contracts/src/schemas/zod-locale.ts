import { z } from 'zod';

/**
 * Spanish default messages for any zod issue without a message of its own
 * (docs/conventions.md#language).
 */
export function useSpanishZodMessages(): void {
  z.config(z.locales.es());
}
