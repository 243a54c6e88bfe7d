import { describe, expect, it } from 'vitest';
import { breakPolicyFormSchema, breakPolicyFormValues } from './break-policy-form';

const issues = (values: Partial<ReturnType<typeof breakPolicyFormValues>>) =>
  breakPolicyFormSchema
    .safeParse({ ...breakPolicyFormValues(null), name: 'Pausas activas', ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('breakPolicyFormSchema', () => {
  it('sends "Todos los departamentos" as no department', () => {
    expect(
      breakPolicyFormSchema.parse({ ...breakPolicyFormValues(null), name: ' Pausas activas ' }),
    ).toEqual({
      name: 'Pausas activas',
      departmentId: null,
      everyMinutes: 120,
      breakMinutes: 10,
      autoCloseAfterMinutes: 30,
      remindersEnabled: true,
      isActive: true,
    });
  });

  it('checks the contract’s rules with its Spanish messages, under their fields', () => {
    expect(issues({ name: '  ' })).toEqual([['name', 'Escribe un nombre.']]);
    expect(issues({ everyMinutes: 30 })?.[0]?.[0]).toBe('everyMinutes');
    expect(issues({ breakMinutes: 90 })?.[0]).toEqual([
      'breakMinutes',
      'La pausa debe durar entre 5 y 60 minutos.',
    ]);
    expect(issues({ everyMinutes: 60, breakMinutes: 60 })).toEqual([
      ['breakMinutes', 'La pausa no puede durar más que el intervalo entre pausas.'],
    ]);
    expect(issues({ everyMinutes: Number.NaN })?.[0]?.[0]).toBe('everyMinutes');
  });
});
