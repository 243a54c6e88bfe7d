import { describe, expect, it } from 'vitest';
import { departmentSettingsFormSchema, departmentSettingsFormValues } from './settings-form';

const valid = {
  minAvailable: 2,
  lunchMinutes: 60,
  lunchWindowStart: '12:00',
  lunchWindowEnd: '15:00',
  autoAssign: 'round_robin' as const,
};

describe('departmentSettingsFormSchema', () => {
  it('sends the lunch window in minutes from midnight', () => {
    expect(departmentSettingsFormSchema.parse(valid)).toEqual({
      minAvailable: 2,
      lunchMinutes: 60,
      lunchWindowStart: 720,
      lunchWindowEnd: 900,
      autoAssign: 'round_robin',
    });
  });

  it('refuses a window that ends first or is shorter than the lunch, under its end', () => {
    const backwards = departmentSettingsFormSchema.safeParse({ ...valid, lunchWindowEnd: '11:00' });
    expect(backwards.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['lunchWindowEnd'], 'La ventana de almuerzo debe terminar después de empezar.'],
    ]);
    const short = departmentSettingsFormSchema.safeParse({ ...valid, lunchWindowEnd: '12:30' });
    expect(short.error?.issues[0]?.message).toBe(
      'La ventana de almuerzo debe ser al menos tan larga como el almuerzo.',
    );
  });

  it('refuses a minimum or a lunch out of range with their messages', () => {
    const result = departmentSettingsFormSchema.safeParse({
      ...valid,
      minAvailable: 51,
      lunchMinutes: 10,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'minAvailable',
      'lunchMinutes',
    ]);
    expect(
      departmentSettingsFormSchema.safeParse({ ...valid, minAvailable: Number.NaN }).success,
    ).toBe(false);
  });

  it('starts from the saved settings', () => {
    expect(
      departmentSettingsFormValues({
        departmentId: '00000000-0000-4000-8000-000000000001',
        departmentName: 'Soporte',
        minAvailable: 1,
        lunchMinutes: 45,
        lunchWindowStart: 750,
        lunchWindowEnd: 870,
        autoAssign: 'off',
      }),
    ).toEqual({
      minAvailable: 1,
      lunchMinutes: 45,
      lunchWindowStart: '12:30',
      lunchWindowEnd: '14:30',
      autoAssign: 'off',
    });
  });
});
