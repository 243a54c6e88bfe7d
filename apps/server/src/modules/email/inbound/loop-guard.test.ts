import { describe, expect, it } from 'vitest';
import { automaticReason } from './loop-guard';
import type { InboundMail } from './parse-message';

const mail = (overrides: Partial<InboundMail>, headers: Record<string, string> = {}) =>
  ({
    messageId: '<1@x>',
    fromAddress: 'ana@cliente.pe',
    fromName: 'Ana',
    toAddresses: [],
    subject: 'Hola',
    text: 'x',
    html: null,
    references: [],
    headers: new Map(Object.entries(headers)),
    returnPath: null,
    files: [],
    ...overrides,
  }) satisfies InboundMail;

const own = new Set(['soporte@atiende.pe']);

describe('automaticReason', () => {
  it('lets a person through, Auto-Submitted: no included', () => {
    expect(automaticReason(mail({}), own)).toBeNull();
    expect(automaticReason(mail({}, { 'auto-submitted': 'no' }), own)).toBeNull();
    expect(automaticReason(mail({}, { precedence: 'normal' }), own)).toBeNull();
  });

  it.each([
    [{ 'auto-submitted': 'auto-generated' }, 'AUTO_REPLY'],
    [{ precedence: 'junk' }, 'AUTO_REPLY'],
    [{ precedence: 'list' }, 'AUTO_REPLY'],
    [{ 'x-autorespond': 'yes' }, 'AUTO_REPLY'],
    [{ 'list-id': '<lista.example.com>' }, 'AUTO_REPLY'],
    [{ 'x-failed-recipients': 'ana@x.pe' }, 'BOUNCE'],
    [{ 'content-type': 'multipart/report; report-type=delivery-status' }, 'BOUNCE'],
  ])('recognises %o as %s', (headers, reason) => {
    expect(automaticReason(mail({}, headers), own)).toBe(reason);
  });

  it('recognises bounces by sender and empty Return-Path, our own address and no sender', () => {
    expect(automaticReason(mail({ fromAddress: 'postmaster@mx.pe' }), own)).toBe('BOUNCE');
    expect(automaticReason(mail({ returnPath: '<>' }), own)).toBe('BOUNCE');
    expect(automaticReason(mail({ fromAddress: 'soporte@atiende.pe' }), own)).toBe('OWN_ADDRESS');
    expect(automaticReason(mail({ fromAddress: '' }), own)).toBe('NO_SENDER');
  });
});
