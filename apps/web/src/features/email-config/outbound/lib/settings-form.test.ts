import { describe, expect, it } from 'vitest';
import type { EmailConfig } from '@atiende/contracts/email';
import { settingsFormSchema, toConfigInput, toFormValues } from './settings-form';

const stored: EmailConfig = {
  host: 'smtp.empresa.pe',
  port: 587,
  secure: false,
  ignoreTls: false,
  user: 'soporte@empresa.pe',
  passwordSet: true,
  fromAddress: 'avisos@empresa.pe',
  fromName: 'Mesa de ayuda',
  environmentFields: [],
  configured: true,
  updatedAt: null,
  updatedBy: null,
};

const fieldsOf = (config: EmailConfig, values: ReturnType<typeof toFormValues>) => {
  const result = settingsFormSchema(config).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
};

describe('the «Envío» settings form', () => {
  it('keeps the stored password when left blank, and removes it when asked', () => {
    const values = toFormValues(stored);
    expect(fieldsOf(stored, values)).toEqual([]);
    expect(toConfigInput(values, stored)).not.toHaveProperty('password');
    expect(toConfigInput({ ...values, password: 'nueva' }, stored).password).toBe('nueva');
    expect(toConfigInput({ ...values, removePassword: true }, stored).password).toBeNull();
  });

  it('needs the password again when the host changes, and checks port, host and sender', () => {
    const values = { ...toFormValues(stored), host: 'smtp.otro.pe' };
    expect(fieldsOf(stored, values)).toEqual(['password']);
    expect(fieldsOf(stored, { ...values, password: 'clave' })).toEqual([]);
    expect(
      fieldsOf(stored, {
        ...toFormValues(stored),
        host: 'smtp://x',
        port: '0',
        fromAddress: 'no-es-correo',
      }),
    ).toEqual(['fromAddress', 'host', 'password', 'port']);
  });

  it('sends the fields the environment sets as shown, whatever was typed', () => {
    const fromEnv: EmailConfig = { ...stored, environmentFields: ['host', 'port', 'password'] };
    const values = { ...toFormValues(fromEnv), host: 'otro', port: 'x', password: 'p' };
    expect(fieldsOf(fromEnv, values)).toEqual([]);
    const input = toConfigInput(values, fromEnv);
    expect(input).toMatchObject({ host: 'smtp.empresa.pe', port: 587 });
    expect(input).not.toHaveProperty('password');
  });
});
