import { z } from 'zod';

/** Spanish default messages for any zod issue without a message of its own (STYLE rule 8). */
export function useSpanishZodMessages(): void {
  z.config(z.locales.es());
}
