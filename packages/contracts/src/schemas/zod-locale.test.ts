import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setSpanishZodMessages } from './zod-locale';

describe('setSpanishZodMessages (docs/conventions.md#language)', () => {
  it("turns zod's own messages Spanish, for the fields a schema leaves without a message", () => {
    const schema = z.object({ maxOpenTickets: z.number().int() });
    const before = schema.safeParse({ maxOpenTickets: Number.NaN });
    expect(before.error?.issues[0]?.message).toMatch(/expected number/);

    setSpanishZodMessages();

    const after = schema.safeParse({ maxOpenTickets: Number.NaN });
    expect(after.error?.issues[0]?.message).toBe(
      'Entrada inválida: se esperaba número, recibido NaN',
    );
  });
});
