import { describe, expect, it } from 'vitest';
import { TEMPLATE_VARIABLE_PATTERN } from '@atiende/contracts';
import { templateDefinition } from '../templates/index';
import {
  NOTIFICATION_TYPES,
  joinSpanish,
  renderNotification,
  renderNotificationEmail,
  type TemplateKey,
} from './notification-templates';

const variables = {
  numero: '42',
  asunto: '<script>alert("x")</script> & {{autor}}',
  autor: 'Ana <b>Pérez</b>',
  departamento: 'Soporte',
  tecnico: 'Luis',
  extracto: '',
  nombre: 'Carla "la jefa"',
  enlace: 'https://soporte.example.pe/tickets/abc?x=1&y=2',
  enlace_preferencias: 'https://soporte.example.pe/settings/notifications',
};
const defaults = (key: TemplateKey) => templateDefinition(key).defaults;

describe('renderNotificationEmail', () => {
  const email = renderNotificationEmail(defaults('ticketAssignedToYou'), variables);

  it('escapes every value in the HTML and never reads one as a template', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {{autor}}',
    );
    expect(email.html).toContain('Hola Carla &quot;la jefa&quot;:');
    expect(email.html).toContain('href="https://soporte.example.pe/tickets/abc?x=1&amp;y=2"');
  });

  it('writes the plain text and a one-line subject with the ticket’s link', () => {
    expect(email.subject).toBe(
      'Se te asignó el ticket #42: <script>alert("x")</script> & {{autor}}',
    );
    expect(email.text).toContain('Ver el ticket: https://soporte.example.pe/tickets/abc?x=1&y=2');
    expect(email.text).toContain('Ana <b>Pérez</b> te asignó «<script>alert("x")</script>');
  });

  it('keeps a line break in a title out of the subject', () => {
    const broken = renderNotificationEmail(defaults('ticketEscalated'), {
      ...variables,
      asunto: 'Uno\r\nBcc: otro@example.pe',
    });
    expect(broken.subject).toBe('Ticket #42 escalado: Uno Bcc: otro@example.pe');
  });
});

describe('templates', () => {
  it('names its type for each template and fills every placeholder it uses', () => {
    const all = {
      ...variables,
      campos: 'el título',
      estado_anterior: 'Pendiente',
      estado_nuevo: 'Resuelto',
      prioridad_anterior: 'Media',
      prioridad_nueva: 'Alta',
      vence: '22/11/2026 14:30',
      extracto: 'Hola',
      solucion: 'Se cambió el cable.',
      asunto: 'Impresora',
    };
    for (const key of Object.keys(NOTIFICATION_TYPES) as TemplateKey[]) {
      const parts = defaults(key);
      const rendered = renderNotification(key, parts, all);
      expect(rendered.type).toBe(NOTIFICATION_TYPES[key]);
      const email = renderNotificationEmail(parts, all);
      for (const text of [
        rendered.title,
        rendered.message,
        email.subject,
        email.text,
        email.html,
      ]) {
        expect(text, key).not.toMatch(TEMPLATE_VARIABLE_PATTERN);
      }
    }
  });

  it('joins Spanish lists', () => {
    expect(joinSpanish(['el título'])).toBe('el título');
    expect(joinSpanish(['el título', 'la descripción', 'la resolución'])).toBe(
      'el título, la descripción y la resolución',
    );
  });
});
