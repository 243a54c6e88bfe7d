import { describe, expect, it } from 'vitest';
import type { SlaPolicy } from '@atiende/contracts';
import { policyFormSchema, policyFormValues } from './policy-form';

const policy: SlaPolicy = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Soporte',
  departmentId: '00000000-0000-4000-8000-000000000002',
  departmentName: 'Soporte técnico',
  customerId: null,
  customerName: null,
  calendarId: null,
  calendarName: null,
  targets: {
    URGENTE: { firstResponseMinutes: 30, resolutionMinutes: 240 },
    ALTA: { firstResponseMinutes: 60, resolutionMinutes: 480 },
    MEDIA: { firstResponseMinutes: 90, resolutionMinutes: 1440 },
    BAJA: { firstResponseMinutes: 480, resolutionMinutes: 4320 },
  },
  warningPercent: 80,
  autoEscalate: true,
  isActive: true,
  isDefault: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('policyFormSchema', () => {
  it('reads a saved policy back as the same body, targets in minutes', () => {
    const body = policyFormSchema.parse(policyFormValues(policy));
    expect(body).toEqual({
      name: 'Soporte',
      departmentId: policy.departmentId,
      customerId: null,
      calendarId: null,
      targets: policy.targets,
      warningPercent: 80,
      autoEscalate: true,
      isActive: true,
    });
  });

  it('sends empty pickers as null (every department, every company, round the clock)', () => {
    const body = policyFormSchema.parse({ ...policyFormValues(null), name: 'Nueva' });
    expect(body.departmentId).toBeNull();
    expect(body.customerId).toBeNull();
    expect(body.calendarId).toBeNull();
    expect(body.targets?.URGENTE).toEqual({ firstResponseMinutes: 60, resolutionMinutes: 480 });
  });

  it('says in Spanish what is wrong with a target, under its field', () => {
    const values = policyFormValues(policy);
    values.targets.ALTA = { firstResponseMinutes: '90', resolutionMinutes: '0 min' };
    values.targets.MEDIA = { firstResponseMinutes: '25 h', resolutionMinutes: '24 h' };
    const result = policyFormSchema.safeParse(values);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      'targets.ALTA.firstResponseMinutes':
        'Escribe el plazo en horas y minutos, por ejemplo 1 h 30 min.',
      'targets.ALTA.resolutionMinutes':
        'El plazo debe ser un número entero de minutos mayor que cero.',
      'targets.MEDIA.firstResponseMinutes':
        'La primera respuesta no puede vencer después de la resolución.',
    });
  });

  it('refuses a warning share outside 1–99', () => {
    for (const warningPercent of [0, 100, Number.NaN]) {
      const result = policyFormSchema.safeParse({ ...policyFormValues(policy), warningPercent });
      expect(result.error?.issues[0]?.message).toBe(
        'El aviso debe estar entre el 1 % y el 99 % del plazo.',
      );
    }
  });
});
