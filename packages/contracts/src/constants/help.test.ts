import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_KEYS, type FeatureFlags } from './feature-flags';
import { faqEntriesFor, searchFaq } from './help';
import { helpMessages, type FaqEntry } from '../messages/es/help';

/** Every capability built and on: each role's whole FAQ. */
const ALL_ON = Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, true])) as FeatureFlags;

const ids = (role: Parameters<typeof faqEntriesFor>[0], flags: FeatureFlags = ALL_ON) =>
  faqEntriesFor(role, flags).map((e) => e.id);

describe('FAQ by role (docs/product/help-and-pwa.md)', () => {
  it('shows clients their own questions and none of the team', () => {
    expect(ids('CLIENT')).toEqual(
      expect.arrayContaining(['create-ticket', 'public-form', 'follow-ticket', 'reopen']),
    );
    expect(ids('CLIENT')).not.toContain('internal-notes');
    expect(ids('CLIENT')).not.toContain('slas');
  });

  it('explains Mis Horarios and the Pausa button to técnicos and leads, not administrators', () => {
    expect(ids('TECHNICIAN')).toContain('schedules');
    expect(ids('TECH_LEAD')).toContain('schedules');
    expect(ids('ADMIN')).not.toContain('schedules');
    expect(ids('CLIENT')).not.toContain('schedules');
  });

  it('keeps team schedules, metrics, SLAs and reports for leads and administrators', () => {
    for (const id of ['team-schedules', 'team-metrics', 'slas', 'reports']) {
      expect(ids('TECHNICIAN')).not.toContain(id);
      expect(ids('TECH_LEAD')).toContain(id);
      expect(ids('ADMIN')).toContain(id);
    }
  });

  it('keeps products, API keys, imports, custom statuses, users and e-mail for administrators', () => {
    for (const id of ['products', 'api-keys', 'import', 'departments', 'users', 'email']) {
      expect(ids('ADMIN')).toContain(id);
      expect(ids('TECH_LEAD')).not.toContain(id);
      expect(ids('TECHNICIAN')).not.toContain(id);
      expect(ids('CLIENT')).not.toContain(id);
    }
  });

  it('searches questions and answers without caring about accents or case', () => {
    const entries = faqEntriesFor('ADMIN', ALL_ON);
    expect(searchFaq(entries, 'ESTADOS propios').map((e) => e.id)).toEqual(['departments']);
    expect(searchFaq(entries, 'adjuntar').map((e) => e.id)).toContain('attachments');
    expect(searchFaq(entries, 'contrasena smtp').map((e) => e.id)).toEqual(['email']);
    expect(searchFaq(entries, '   ')).toHaveLength(entries.length);
    expect(searchFaq(entries, 'zzz')).toEqual([]);
  });
});

describe('FAQ entries wait for their feature (docs/help.md)', () => {
  it('shows e-mail (docs/email.md) and API keys (docs/api-keys.md) now that they are built', () => {
    const admin = ids('ADMIN', DEFAULT_FEATURE_FLAGS);
    expect(admin).toContain('email');
    expect(ids('ADMIN', { ...DEFAULT_FEATURE_FLAGS, emailConfig: false })).not.toContain('email');
    expect(admin).toContain('api-keys');
    expect(ids('ADMIN', { ...DEFAULT_FEATURE_FLAGS, apiManagement: false })).not.toContain(
      'api-keys',
    );
    expect(admin).toEqual(
      expect.arrayContaining(['products', 'import', 'departments', 'users', 'team-metrics']),
    );
  });

  it('shows an entry once its feature flag is on, and hides it when turned off', () => {
    expect(ids('TECH_LEAD', DEFAULT_FEATURE_FLAGS)).toContain('slas');
    // docs/schedules.md: schedules are built, so their entries show by default.
    expect(ids('TECHNICIAN', DEFAULT_FEATURE_FLAGS)).toContain('schedules');
    expect(ids('TECH_LEAD', DEFAULT_FEATURE_FLAGS)).toContain('team-schedules');
    expect(ids('TECHNICIAN', { ...DEFAULT_FEATURE_FLAGS, schedules: false })).not.toContain(
      'schedules',
    );
    // docs/reports.md#pages: reports are built, so their entry shows until the flag is turned off.
    expect(ids('ADMIN', DEFAULT_FEATURE_FLAGS)).toContain('reports');
    expect(ids('TECH_LEAD', { ...DEFAULT_FEATURE_FLAGS, reports: false })).not.toContain('reports');
    expect(ids('ADMIN', { ...DEFAULT_FEATURE_FLAGS, emailConfig: true })).toContain('email');
    expect(ids('ADMIN', { ...DEFAULT_FEATURE_FLAGS, products: false })).not.toContain('products');
  });

  it('ties every entry that names a screen not built yet to a flag that is off by default', () => {
    const entries: readonly FaqEntry[] = helpMessages.faq.entries;
    const waiting = entries.filter((entry) => entry.flag && !DEFAULT_FEATURE_FLAGS[entry.flag]);
    expect(waiting.map((entry) => entry.id)).toEqual([]);
    // The switched-off e-mail settings take their entry with them.
    const shown = faqEntriesFor('ADMIN', { ...DEFAULT_FEATURE_FLAGS, emailConfig: false }).map(
      (entry) => `${entry.question} ${entry.answer}`,
    );
    expect(shown.join(' ')).not.toMatch(/SMTP/);
  });
});
