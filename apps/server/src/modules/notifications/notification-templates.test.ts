import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEMPLATES,
  joinSpanish,
  renderNotification,
  renderNotificationEmail,
  renderTemplate,
} from './notification-templates';

const variables = {
  number: '42',
  ticketTitle: '<script>alert("x")</script> & {actorName}',
  actorName: 'Ana <b>Pérez</b>',
  departmentName: 'Soporte',
  assigneeName: 'Luis',
  excerpt: '',
  name: 'Carla "la jefa"',
  link: 'https://soporte.example.pe/tickets/abc?x=1&y=2',
  settingsLink: 'https://soporte.example.pe/settings/notifications',
};

describe('renderTemplate', () => {
  it('substitutes once: a value that looks like a placeholder stays as written', () => {
    expect(renderTemplate('{ticketTitle} por {actorName}', variables)).toBe(
      '<script>alert("x")</script> & {actorName} por Ana <b>Pérez</b>',
    );
  });

  it('leaves unknown placeholders and inherited names alone', () => {
    expect(renderTemplate('{missing} {constructor}', {})).toBe('{missing} {constructor}');
  });
});

describe('renderNotificationEmail', () => {
  const email = renderNotificationEmail('ticketAssignedToYou', variables);

  it('escapes every variable in the HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {actorName}',
    );
    expect(email.html).toContain('Hola Carla &quot;la jefa&quot;:');
    expect(email.html).toContain('href="https://soporte.example.pe/tickets/abc?x=1&amp;y=2"');
  });

  it('writes the plain text and a one-line subject with the ticket’s link', () => {
    expect(email.subject).toBe(
      'Se te asignó el ticket #42: <script>alert("x")</script> & {actorName}',
    );
    expect(email.text).toContain('Ver el ticket: https://soporte.example.pe/tickets/abc?x=1&y=2');
    expect(email.text).toContain('Ana <b>Pérez</b> te asignó «<script>alert("x")</script>');
  });

  it('keeps a line break in a title out of the subject', () => {
    const broken = renderNotificationEmail('ticketEscalated', {
      ...variables,
      ticketTitle: 'Uno\r\nBcc: otro@example.pe',
    });
    expect(broken.subject).toBe('Ticket #42 escalado: Uno Bcc: otro@example.pe');
  });
});

describe('templates', () => {
  it('names its type for each template and fills every placeholder it uses', () => {
    const all = {
      ...variables,
      fields: 'el título',
      fromStatus: 'Pendiente',
      toStatus: 'Resuelto',
      fromPriority: 'Media',
      toPriority: 'Alta',
      dueAt: '22/11/2026 14:30',
      excerpt: 'Hola',
      resolution: 'Se cambió el cable.',
    };
    for (const key of Object.keys(NOTIFICATION_TEMPLATES) as Array<
      keyof typeof NOTIFICATION_TEMPLATES
    >) {
      const rendered = renderNotification(key, { ...all, ticketTitle: 'Impresora' });
      expect(`${rendered.title} ${rendered.message}`, key).not.toMatch(/\{\w+\}/);
    }
  });

  it('joins Spanish lists', () => {
    expect(joinSpanish(['el título'])).toBe('el título');
    expect(joinSpanish(['el título', 'la descripción', 'la resolución'])).toBe(
      'el título, la descripción y la resolución',
    );
  });
});
