import { describe, expect, it } from 'vitest';
import { accountMessages } from './account';
import { customerMessages } from './customers';
import { departmentMessages } from './departments';
import { helpMessages } from './help';
import { notificationMessages } from './notifications';
import { ticketWorkspaceMessages } from './ticket-workspace';

// docs/conventions.md#language: counted nouns go through countOf/pluralWord (Intl.PluralRules).
describe('counted texts agree with their number', () => {
  it('says "1 ticket" and "2 tickets" on a customer card', () => {
    expect(customerMessages.page.cardSummary(1, 1)).toBe('1 ticket · 1 abierto');
    expect(customerMessages.page.cardSummary(2, 0)).toBe('2 tickets · 0 abiertos');
  });

  it('says "Sin estados personalizados" rather than a zero', () => {
    const page = departmentMessages.departmentsPage;
    expect(page.statusCount(0)).toBe('Sin estados personalizados');
    expect(page.statusCount(1)).toBe('1 estado personalizado');
    expect(page.statusCount(3)).toBe('3 estados personalizados');
    expect(page.counts(1, 2)).toBe('1 miembro · 2 tickets abiertos');
    expect(departmentMessages.membersDialog.selected(1)).toBe('1 persona seleccionada');
  });

  it('agrees the verb with the sessions it closed', () => {
    expect(accountMessages.sessions.revokedOthers(1)).toBe(
      'Se cerró 1 sesión en otros dispositivos.',
    );
    expect(accountMessages.sessions.revokedOthers(2)).toBe(
      'Se cerraron 2 sesiones en otros dispositivos.',
    );
    expect(accountMessages.password.changed(1)).toContain('se cerró 1 sesión');
  });

  it('groups thousands in the figure', () => {
    expect(notificationMessages.page.count(1250)).toMatch(/^1.250 notificaciones$/);
    expect(helpMessages.faq.count(1)).toBe('1 pregunta');
  });
});

describe('ticket screens count with Intl.PluralRules', () => {
  it('agrees the bulk bar, the live banner and the timeline with their number', () => {
    const { bulk, list, timeline } = ticketWorkspaceMessages;
    expect(list.live.newTickets(1)).toBe('1 nuevo ticket');
    expect(list.live.newTickets(3)).toBe('3 nuevos tickets');
    expect(bulk.selected(1)).toBe('1 seleccionado');
    expect(bulk.done(bulk.verbs.assign, 1)).toBe('Se asignó 1 ticket');
    expect(bulk.done(bulk.verbs.assign, 2)).toBe('Se asignaron 2 tickets');
    expect(bulk.partial(bulk.verbs.status, 1, 2, '#8 (x)')).toMatch(/^Se actualizó 1 de 2 tickets/);
    expect(timeline.showEarlier(1)).toBe('Mostrar 1 mensaje anterior');
  });
});
