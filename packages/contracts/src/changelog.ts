/**
 * CHANGELOG.md as data (docs/product/help-and-pwa.md changelog entry, changelog limits). Pure and
 * shared: the server serves the file as it is, the web app parses it for /changelog and the
 * recent-changes dialog. Format (Keep a Changelog, in Spanish):
 *
 *   ## [3.33.3] - 2026-11-22
 *   ### Nuevo
 *   - one change per line
 */

export const CHANGE_TYPES = [
  'feature',
  'improvement',
  'fix',
  'security',
  'protection',
  'update',
] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/**
 * docs/product/help-and-pwa.md: 10 entries in the recent-changes summary, titles cut to 100
 * characters.
 */
export const RECENT_CHANGES_LIMIT = 10;
export const CHANGE_TITLE_MAX_LENGTH = 100;
/**
 * docs/product/help-and-pwa.md: the changelog is cached 5 minutes, the traceability (git) data 2
 * minutes.
 */
export const CHANGELOG_CACHE_MS = 300_000;
export const TRACEABILITY_CACHE_MS = 120_000;

/**
 * Section headings (lower case, without accents) to the change types of
 * docs/product/help-and-pwa.md.
 */
const TYPE_BY_HEADING: Readonly<Record<string, ChangeType>> = {
  nuevo: 'feature',
  nueva: 'feature',
  nuevas: 'feature',
  novedades: 'feature',
  agregado: 'feature',
  added: 'feature',
  mejorado: 'improvement',
  mejoras: 'improvement',
  cambiado: 'improvement',
  changed: 'improvement',
  corregido: 'fix',
  correcciones: 'fix',
  arreglado: 'fix',
  fixed: 'fix',
  seguridad: 'security',
  security: 'security',
  proteccion: 'protection',
  protection: 'protection',
  actualizado: 'update',
  actualizacion: 'update',
  actualizaciones: 'update',
  dependencias: 'update',
  eliminado: 'update',
  removed: 'update',
  obsoleto: 'update',
  deprecated: 'update',
};

function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/** A section heading's change type; an unknown heading counts as an update. */
export function changeTypeOfHeading(heading: string): ChangeType {
  return TYPE_BY_HEADING[normaliseHeading(heading)] ?? 'update';
}

export interface ChangelogSection {
  heading: string;
  type: ChangeType;
  items: string[];
}

export interface ChangelogRelease {
  version: string;
  /** yyyy-mm-dd, or null for an unreleased section. */
  date: string | null;
  sections: ChangelogSection[];
}

/** docs/product/help-and-pwa.md: version, date, title, description, type. */
export interface ChangelogEntry {
  id: string;
  version: string;
  date: string | null;
  title: string;
  description: string;
  type: ChangeType;
}

const RELEASE_HEADING = /^##\s+(.+)$/;
const BRACKETED_VERSION = /^\[([^\]]+)\]/;
const RELEASE_DATE = /(\d{4}-\d{2}-\d{2})/;
const SECTION_HEADING = /^###\s+(.+?)\s*$/;
const ITEM = /^\s*[-*+]\s+(.*)$/;

/** Markdown emphasis and code marks are shown as plain text (the viewer renders no HTML). */
function plainText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}

/** "[3.33.3] - 2026-11-22", "3.33.3 (2026-11-22)" or "[Sin publicar]". */
function releaseHeading(text: string): { version: string; date: string | null } {
  const bracketed = BRACKETED_VERSION.exec(text.trim());
  const version = bracketed ? (bracketed[1] ?? '') : (text.trim().split(/\s+/)[0] ?? '');
  const rest = bracketed
    ? text.trim().slice(bracketed[0].length)
    : text.trim().slice(version.length);
  return { version: version.trim(), date: RELEASE_DATE.exec(rest)?.[1] ?? null };
}

/**
 * Parses CHANGELOG.md into releases, newest first as written. Items before any "###" heading
 * go to an "update" section; a wrapped line (indented, not a bullet) joins the item above it.
 */
export function parseChangelog(markdown: string): ChangelogRelease[] {
  const releases: ChangelogRelease[] = [];
  let release: ChangelogRelease | null = null;
  let section: ChangelogSection | null = null;

  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    const releaseMatch = RELEASE_HEADING.exec(line);
    if (releaseMatch) {
      release = { ...releaseHeading(releaseMatch[1] ?? ''), sections: [] };
      releases.push(release);
      section = null;
      continue;
    }
    if (!release) continue;
    const sectionMatch = SECTION_HEADING.exec(line);
    if (sectionMatch) {
      const heading = sectionMatch[1] ?? '';
      section = { heading, type: changeTypeOfHeading(heading), items: [] };
      release.sections.push(section);
      continue;
    }
    const itemMatch = ITEM.exec(line);
    if (itemMatch) {
      const text = plainText(itemMatch[1] ?? '');
      if (!text) continue;
      if (!section) {
        section = { heading: '', type: 'update', items: [] };
        release.sections.push(section);
      }
      section.items.push(text);
      continue;
    }
    const lastIndex = section ? section.items.length - 1 : -1;
    if (section && lastIndex >= 0 && /^\s+\S/.test(line)) {
      section.items[lastIndex] = `${section.items[lastIndex] ?? ''} ${plainText(line)}`;
    }
  }
  for (const item of releases) item.sections = item.sections.filter((s) => s.items.length > 0);
  return releases;
}

/**
 * docs/product/help-and-pwa.md: titles are cut to 100 characters (with an ellipsis), the
 * description keeps it all.
 */
export function changeTitle(text: string, maxLength = CHANGE_TITLE_MAX_LENGTH): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/**
 * Every item as a docs/product/help-and-pwa.md entry, in the file's order (newest release first).
 */
export function changelogEntries(releases: readonly ChangelogRelease[]): ChangelogEntry[] {
  return releases.flatMap((release) =>
    release.sections.flatMap((section, sectionIndex) =>
      section.items.map((item, itemIndex) => ({
        id: `${release.version}-${sectionIndex}-${itemIndex}`,
        version: release.version,
        date: release.date,
        title: changeTitle(item),
        description: item,
        type: section.type,
      })),
    ),
  );
}

/** docs/product/help-and-pwa.md recent-changes summary: the newest entries, at most 10. */
export function recentChanges(
  releases: readonly ChangelogRelease[],
  limit = RECENT_CHANGES_LIMIT,
): ChangelogEntry[] {
  return changelogEntries(releases).slice(0, limit);
}

/**
 * "2026-11-22" as "22/11/2026" (docs/product/ui.md#spanish-writing dates); the date is a calendar
 * day, not an instant.
 */
export function formatChangelogDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}
