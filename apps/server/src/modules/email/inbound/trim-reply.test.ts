import { describe, expect, it } from 'vitest';
import { trimReply } from './trim-reply';

describe('trimReply', () => {
  it('cuts English quoted history and a signature', () => {
    const text =
      'Thanks, it works now.\n\n-- \nAna\nSales\n\nOn Thu, Nov 26, 2026 at 10:00 AM Atiende <soporte@x.pe> wrote:\n> Did you restart it?\n';
    expect(trimReply(text)).toBe('Thanks, it works now.');
  });

  it.each([
    'El jue, 26 nov 2026 a las 10:00, Soporte <soporte@x.pe> escribió:',
    '-----Mensaje original-----',
    'De: Soporte <soporte@x.pe>',
  ])('cuts the history under «%s»', (header) => {
    const text = `Sigue sin imprimir.\r\n\r\n${header}\r\n> ¿Probó reiniciar?\r\nTexto citado sin marca\r\n`;
    expect(trimReply(text)).toBe('Sigue sin imprimir.');
  });

  it('keeps the whole text when trimming would leave nothing', () => {
    expect(trimReply('> solo una cita\n> nada más')).toBe('> solo una cita\n> nada más');
  });

  it('keeps several paragraphs of new text', () => {
    expect(trimReply('Primero.\n\nSegundo párrafo.')).toBe('Primero.\n\nSegundo párrafo.');
  });
});
