import { describe, expect, it } from 'vitest';
import {
  CHANGE_TITLE_MAX_LENGTH,
  changeTitle,
  changeTypeOfHeading,
  changelogEntries,
  formatChangelogDate,
  parseChangelog,
  recentChanges,
} from './changelog';

const SAMPLE = `# Historial de cambios

## [Sin publicar]

### Corregido
- La búsqueda ya no ignora los tickets cerrados.

## [3.33.3] - 2026-11-22

### Nuevo
- Tickets con **número propio** (#1234).
- Formulario público en \`/support\`
  con archivos adjuntos.

### Mejorado
- La lista responde más rápido.

### Seguridad
- Contraseñas de al menos 8 caracteres.

### Protección
- Puntos de control de la versión.

### Dependencias
- Vite 8.

## 3.32.0 (2026-10-01)
- Un cambio sin sección.
`;

describe('parseChangelog', () => {
  it('reads releases with their version, date and sections in file order', () => {
    const releases = parseChangelog(SAMPLE);
    expect(releases.map((release) => [release.version, release.date])).toEqual([
      ['Sin publicar', null],
      ['3.33.3', '2026-11-22'],
      ['3.32.0', '2026-10-01'],
    ]);
    expect(releases[1]?.sections.map((section) => [section.heading, section.type])).toEqual([
      ['Nuevo', 'feature'],
      ['Mejorado', 'improvement'],
      ['Seguridad', 'security'],
      ['Protección', 'protection'],
      ['Dependencias', 'update'],
    ]);
  });

  it('keeps items as plain text and joins wrapped lines', () => {
    const [, release] = parseChangelog(SAMPLE);
    expect(release?.sections[0]?.items).toEqual([
      'Tickets con número propio (#1234).',
      'Formulario público en /support con archivos adjuntos.',
    ]);
  });

  it('puts items before any section heading in an update section', () => {
    const releases = parseChangelog(SAMPLE);
    expect(releases[2]?.sections).toEqual([
      { heading: '', type: 'update', items: ['Un cambio sin sección.'] },
    ]);
  });

  it('answers nothing for text without releases, and accepts CRLF', () => {
    expect(parseChangelog('# Historial\n\nNada todavía.')).toEqual([]);
    expect(parseChangelog('## [1.0.0] - 2026-01-02\r\n### Corregido\r\n- Uno\r\n')).toEqual([
      {
        version: '1.0.0',
        date: '2026-01-02',
        sections: [{ heading: 'Corregido', type: 'fix', items: ['Uno'] }],
      },
    ]);
  });
});

describe('changeTypeOfHeading', () => {
  it.each([
    ['Nuevo', 'feature'],
    ['Mejorado', 'improvement'],
    ['Corregido', 'fix'],
    ['Seguridad', 'security'],
    ['PROTECCIÓN', 'protection'],
    ['Actualización', 'update'],
    ['Added', 'feature'],
    ['Fixed', 'fix'],
    ['Otra cosa', 'update'],
  ] as const)('maps "%s" to %s', (heading, type) => {
    expect(changeTypeOfHeading(heading)).toBe(type);
  });
});

describe('changelog entries (docs/product/help-and-pwa.md)', () => {
  it('gives each item version, date, title, description and type', () => {
    const entries = changelogEntries(parseChangelog(SAMPLE));
    expect(entries).toHaveLength(8);
    expect(entries[1]).toEqual({
      id: '3.33.3-0-0',
      version: '3.33.3',
      date: '2026-11-22',
      title: 'Tickets con número propio (#1234).',
      description: 'Tickets con número propio (#1234).',
      type: 'feature',
    });
  });

  it('cuts titles to 100 characters and keeps the whole description', () => {
    const long = 'a'.repeat(150);
    const [entry] = changelogEntries(
      parseChangelog(`## [1.0.0] - 2026-01-01\n### Nuevo\n- ${long}`),
    );
    expect(entry?.title).toHaveLength(CHANGE_TITLE_MAX_LENGTH);
    expect(entry?.title.endsWith('…')).toBe(true);
    expect(entry?.description).toBe(long);
    expect(changeTitle('corto')).toBe('corto');
  });

  it('shows at most 10 recent changes, newest first', () => {
    const items = Array.from({ length: 15 }, (_, index) => `- Cambio ${index + 1}`).join('\n');
    const recent = recentChanges(parseChangelog(`## [2.0.0] - 2026-02-01\n### Nuevo\n${items}`));
    expect(recent).toHaveLength(10);
    expect(recent[0]?.title).toBe('Cambio 1');
    expect(recentChanges(parseChangelog(SAMPLE), 3).map((entry) => entry.version)).toEqual([
      'Sin publicar',
      '3.33.3',
      '3.33.3',
    ]);
  });

  it('formats a release day as dd/mm/yyyy without a time zone shift', () => {
    expect(formatChangelogDate('2026-11-22')).toBe('22/11/2026');
  });
});
