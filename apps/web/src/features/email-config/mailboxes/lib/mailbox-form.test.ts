import { mailboxMessages, type Mailbox } from '@atiende/contracts/mailboxes';
import { describe, expect, it } from 'vitest';
import { mailboxFormSchema, mailboxFormValues } from './mailbox-form';

const v = mailboxMessages.validation;

const stored: Mailbox = {
  id: '3f0c1f7e-5a7b-4d55-9a39-2a8f1d3c9e10',
  name: 'Soporte',
  host: 'imap.example.pe',
  port: 993,
  security: 'TLS',
  username: 'soporte@example.pe',
  passwordSet: true,
  folder: 'INBOX',
  processedFolder: null,
  departmentId: null,
  departmentName: null,
  isActive: true,
  lastPolledAt: null,
  lastPollStatus: null,
  lastPollMessage: null,
  uidValidity: null,
  lastUid: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('the mailbox form', () => {
  it('needs a password for a new mailbox, with the Spanish message', () => {
    const result = mailboxFormSchema(false).safeParse({
      ...mailboxFormValues(null),
      name: 'Ventas',
      host: 'imap.example.pe',
      username: 'ventas@example.pe',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', v.passwordRequired],
    ]);
  });

  it('keeps the stored password on an edit left blank, and empties become none', () => {
    const result = mailboxFormSchema(true).parse({
      ...mailboxFormValues(stored),
      processedFolder: '  ',
      departmentId: '',
    });
    expect(result).not.toHaveProperty('password', expect.anything());
    expect(result).toMatchObject({ processedFolder: null, departmentId: null, port: 993 });
  });

  it('refuses a host written as an address', () => {
    const result = mailboxFormSchema(true).safeParse({
      ...mailboxFormValues(stored),
      host: 'imaps://imap.example.pe',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['host'], message: v.hostInvalid });
  });
});
