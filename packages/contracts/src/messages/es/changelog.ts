import type { ChangeType } from '../../changelog';
import { countOf } from './plural';

/** docs/product/help-and-pwa.md change types as short Spanish labels. */
const typeLabels: Readonly<Record<ChangeType, string>> = {
  feature: 'Nuevo',
  improvement: 'Mejora',
  fix: 'Corrección',
  security: 'Seguridad',
  protection: 'Protección',
  update: 'Actualización',
};

/** The header's changes button (kept apart so the layout chunk does not carry the rest). */
export const changesButtonMessages = {
  label: 'Cambios recientes',
  protected: 'Protección activa',
  warning: 'Protección sin verificar',
  buttonLabel: (status: string) => `Cambios recientes · ${status}`,
} as const;

/**
 * docs/product/help-and-pwa.md: the new-build notification, word for word, and what happens next.
 */
export const versionUpdateMessages = {
  title: 'Actualización Disponible',
  body: 'Hay una nueva versión de Atiende. La página se recargará en 2 segundos.',
} as const;

/**
 * /changelog, the recent-changes dialog (docs/product/help-and-pwa.md) and
 * /admin/development-control.
 */
export const changelogMessages = {
  typeLabels,
  version: (version: string) => `Versión ${version}`,
  unreleased: 'Sin publicar',
  publishedOn: (date: string) => `Publicada el ${date}`,
  page: {
    title: 'Historial de cambios',
    description: 'Novedades, mejoras y correcciones de cada versión de Atiende.',
    loading: 'Cargando el historial de cambios...',
    error: 'No se pudo cargar el historial de cambios.',
    retry: 'Intentar nuevamente',
    empty: 'Aún no hay cambios registrados.',
    changeCount: (count: number) => countOf(count, { one: 'cambio', other: 'cambios' }),
    releasesLabel: 'Versiones',
  },
  recent: {
    title: 'Cambios recientes',
    listLabel: 'Protección y últimos cambios',
    description: (version: string) => `Lo último que cambió en Atiende (versión ${version}).`,
    descriptionNoVersion: 'Lo último que cambió en Atiende.',
    empty: 'Aún no hay cambios registrados.',
    fullChangelog: 'Ver historial completo',
    developmentControl: 'Control de desarrollo',
    close: 'Cerrar',
  },
  protection: {
    heading: 'Protección',
    protected: changesButtonMessages.protected,
    warning: changesButtonMessages.warning,
    protectedHint: 'La versión en uso se verificó en los últimos 15 minutos.',
    warningHint:
      'La versión en uso no se verifica hace más de 15 minutos. Revisa tu conexión o recarga la página.',
    noCheckpoint: 'Aún no hay puntos de control en este navegador.',
    latest: (when: string) => `Último punto de control: ${when}`,
    stored: (count: number, max: number) =>
      `${count} de ${countOf(max, { one: 'punto de control guardado', other: 'puntos de control guardados' })}`,
    checkpoint: {
      'session-start': (version: string) => `Sesión iniciada con la versión ${version}`,
      'version-check': (version: string) => `Versión ${version} verificada`,
      'new-build': (version: string) => `Nueva versión detectada: ${version}`,
    },
  },
  development: {
    title: 'Control de desarrollo',
    description: 'Información de la compilación en uso y de los últimos cambios.',
    forbidden: 'Solo los administradores pueden ver el control de desarrollo.',
    buildHeading: 'Compilación',
    gitHeading: 'Repositorio',
    recentHeading: 'Cambios recientes',
    fields: {
      version: 'Versión',
      buildHash: 'Identificador de compilación',
      builtAt: 'Compilada el',
      commit: 'Commit',
      branch: 'Rama',
      committedAt: 'Fecha del commit',
      subject: 'Último commit',
      source: 'Origen',
    },
    sources: {
      repository: 'Repositorio del servidor',
      build: 'Datos de la compilación',
      none: 'Sin datos',
    },
    notAvailable: 'No disponible',
    buildError: 'No se pudo leer la información de la compilación.',
    gitError: 'No se pudo leer la información del repositorio.',
    gitUnavailable: 'El servidor no tiene datos de git: se instaló sin el repositorio.',
    loading: 'Cargando...',
  },
} as const;
