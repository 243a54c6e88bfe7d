import { describe, expect, it } from 'vitest';
import { faqEntriesFor, searchFaq } from './help';

const ids = (role: Parameters<typeof faqEntriesFor>[0]) => faqEntriesFor(role).map((e) => e.id);

describe('FAQ by role (docs/product/help-and-pwa.md)', () => {
  it('shows clients their own questions and none of the team', () => {
    expect(ids('CLIENT')).toEqual(
      expect.arrayContaining(['create-ticket', 'public-form', 'follow-ticket', 'reopen']),
    );
    expect(ids('CLIENT')).not.toContain('internal-notes');
    expect(ids('CLIENT')).not.toContain('slas');
  });

  it('keeps team schedules, metrics and SLAs for leads and administrators', () => {
    for (const id of ['team-schedules', 'team-metrics', 'slas']) {
      expect(ids('TECHNICIAN')).not.toContain(id);
      expect(ids('TECH_LEAD')).toContain(id);
      expect(ids('ADMIN')).toContain(id);
    }
  });

  it('keeps products and API keys, custom statuses, users, reports and e-mail for administrators', () => {
    for (const id of ['products', 'departments', 'users', 'reports', 'email']) {
      expect(ids('ADMIN')).toContain(id);
      expect(ids('TECH_LEAD')).not.toContain(id);
      expect(ids('TECHNICIAN')).not.toContain(id);
      expect(ids('CLIENT')).not.toContain(id);
    }
  });

  it('searches questions and answers without caring about accents or case', () => {
    const entries = faqEntriesFor('ADMIN');
    expect(searchFaq(entries, 'ESTADOS propios').map((e) => e.id)).toEqual(['departments']);
    expect(searchFaq(entries, 'adjuntar').map((e) => e.id)).toContain('attachments');
    expect(searchFaq(entries, 'contrasena smtp').map((e) => e.id)).toEqual(['email']);
    expect(searchFaq(entries, '   ')).toHaveLength(entries.length);
    expect(searchFaq(entries, 'zzz')).toEqual([]);
  });
});
