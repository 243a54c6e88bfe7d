import { classifyApiErrorSeverity, classifyErrorSeverity } from '@atiende/contracts';
import { describe, expect, it } from 'vitest';
import { auditCsvRow, formatLimaDateTime, neutraliseCell } from './audit-csv';
import { redactSecrets } from './audit-redaction';

describe('classifyErrorSeverity (docs/product/audit-and-monitoring.md)', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' }, 'CRITICAL'],
    [
      { name: 'TypeError', message: 'Failed to fetch dynamically imported module: /a.js' },
      'CRITICAL',
    ],
    [{ name: 'Error', message: 'Network Error' }, 'CRITICAL'],
    [{ name: 'TypeError', message: 'items.map is not a function' }, 'ERROR'],
    [
      { name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" },
      'WARNING',
    ],
    [{ name: 'ZodError', message: 'Invalid input' }, 'WARNING'],
    [{ name: 'ValidationError', message: 'bad' }, 'WARNING'],
    [{ name: 'TypeError', message: 'Failed to fetch' }, 'WARNING'],
    [{ name: 'RangeError', message: 'Maximum call stack size exceeded' }, 'ERROR'],
    [{}, 'ERROR'],
  ] as const)('%o is %s', (error, severity) => {
    expect(classifyErrorSeverity(error)).toBe(severity);
  });

  it('classifies API failures by status', () => {
    expect(classifyApiErrorSeverity(0)).toBe('CRITICAL');
    expect(classifyApiErrorSeverity(500)).toBe('ERROR');
    expect(classifyApiErrorSeverity(503)).toBe('ERROR');
    expect(classifyApiErrorSeverity(422)).toBe('WARNING');
  });
});

describe('neutraliseCell (docs/conventions.md#security)', () => {
  it.each(['=1+1', '+51 987', '-2', '@SUM(A1)', '\tx', '\rx', '   =cmd'])(
    'prefixes %j with an apostrophe',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Ana Torres')).toBe('Ana Torres');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell('')).toBe('');
  });

  it('neutralises every cell of a row', () => {
    const row = auditCsvRow({
      id: '0b8f3c64-0000-4000-8000-000000000000',
      createdAt: '2026-03-07T15:04:05.000Z',
      actorId: null,
      actorName: '=Ana',
      actorEmail: null,
      actorRole: null,
      action: 'REACT_ERROR_BOUNDARY',
      entityType: 'FRONTEND',
      entityId: null,
      severity: 'ERROR',
      message: '@mensaje',
      before: null,
      after: null,
      details: null,
      ip: null,
      userAgent: null,
      requestId: null,
    });
    expect(row[0]).toBe('07/03/2026 10:04:05');
    expect(row[2]).toBe("'=Ana");
    expect(row[9]).toBe("'@mensaje");
  });
});

describe('formatLimaDateTime', () => {
  it('prints America/Lima time as dd/mm/yyyy hh:mm:ss', () => {
    expect(formatLimaDateTime('2026-01-01T04:59:59.000Z')).toBe('31/12/2025 23:59:59');
  });
});

describe('redactSecrets', () => {
  it('hides passwords, tokens, secrets and hashes at any depth', () => {
    expect(
      redactSecrets({
        name: 'Ana',
        password: 'x',
        passwordHash: 'y',
        nested: { accessToken: 'a', smtp: { apiKey: 'k', host: 'mail' } },
        list: [{ refresh_token: 'r' }],
      }),
    ).toEqual({
      name: 'Ana',
      password: '[oculto]',
      passwordHash: '[oculto]',
      nested: { accessToken: '[oculto]', smtp: { apiKey: '[oculto]', host: 'mail' } },
      list: [{ refresh_token: '[oculto]' }],
    });
  });
});
