import { countOf } from './plural';
/**
 * The installable web app: the header's help-menu item, the information dialog
 * (docs/product/help-and-pwa.md, tabs Estado, Cache, Configuración), its toasts
 * (docs/product/help-and-pwa.md, word for word), the web manifest and the offline page the service
 * worker shows. docs/pwa.md explains what each one does.
 */

/** The help-menu item (kept apart so the header does not carry the dialog's texts). */
export const webAppMenuMessages = {
  item: 'Aplicación web',
} as const;

/** The web manifest (apps/web/vite.config.ts). */
export const webAppManifestMessages = {
  description:
    'Help desk de Atiende: crea tickets, sigue su estado y atiende a tus clientes desde el navegador o como aplicación.',
} as const;

/** docs/product/help-and-pwa.md web app messages, word for word. */
export const webAppToastMessages = {
  installed: 'Aplicación instalada correctamente',
  installCancelled: 'Instalación cancelada',
  cacheCleared: 'Cache limpiado correctamente',
  cacheClearFailed: 'Error limpiando cache',
} as const;

/** The page the service worker shows when a page cannot load without a connection. */
export const offlinePageMessages = {
  documentTitle: 'Sin conexión · Atiende',
  heading: 'Sin conexión',
  body: 'No pudimos cargar esta página porque no hay conexión con Atiende.',
  hint: 'Revisa el wifi o los datos móviles y vuelve a intentarlo. Lo que ya enviaste está guardado en Atiende.',
  retry: 'Intentar nuevamente',
} as const;

export const webAppMessages = {
  toasts: webAppToastMessages,
  title: 'Aplicación web',
  description: 'Instala Atiende en tu equipo o teléfono y revisa qué guarda este navegador.',
  close: 'Cerrar',
  tabsLabel: 'Secciones de la aplicación web',
  tabs: { status: 'Estado', cache: 'Cache', settings: 'Configuración' },
  status: {
    installation: 'Aplicación',
    installed: 'Instalada',
    notInstalled: 'No instalada',
    installedHint: 'Estás usando Atiende como aplicación, en su propia ventana.',
    installableHint:
      'Instálala para abrir Atiende desde tu escritorio o pantalla de inicio, en su propia ventana.',
    manualInstallHint:
      'Para instalarla, usa el menú de tu navegador: "Instalar Atiende" o "Agregar a pantalla de inicio".',
    install: 'Instalar aplicación',
    offlineMode: 'Modo sin conexión',
    serviceWorker: {
      active: 'Activo',
      installing: 'Preparándose',
      waiting: 'Esperando para activarse',
      unregistered: 'Desactivado',
      unsupported: 'No disponible en este navegador',
    },
    connection: 'Conexión',
    online: 'En línea',
    offline: 'Sin conexión',
    version: 'Versión',
    build: 'Compilación',
    builtAt: 'Compilada el',
    versionError: 'No se pudo leer la versión publicada. Revisa tu conexión.',
  },
  cache: {
    heading: 'Datos guardados en este navegador',
    entryCount: (count: number) => countOf(count, { one: 'archivo', other: 'archivos' }),
    appFiles: 'Archivos de la aplicación',
    otherCache: 'Otros archivos',
    loading: 'Leyendo el cache...',
    empty: 'Este navegador no guarda archivos de Atiende.',
    unsupported: 'Este navegador no permite revisar su cache.',
    readError: 'No se pudo leer el cache de este navegador.',
    usage: 'Espacio usado (estimado)',
    usageOf: (used: string, quota: string) => `${used} de ${quota} disponibles`,
    usageUnknown: 'Tu navegador no informa el espacio usado.',
    clear: 'Limpiar cache',
    clearing: 'Limpiando...',
    clearHint:
      'Borra los archivos guardados y descarga una copia nueva de la aplicación. Tu sesión y tus datos no cambian.',
  },
  settings: {
    updatesHeading: 'Actualizaciones',
    updatesHint:
      'Atiende busca versiones nuevas cada 5 minutos y se recarga sola cuando hay una. Puedes buscarla ahora.',
    checkUpdates: 'Buscar actualizaciones',
    checking: 'Buscando...',
    upToDate: 'Ya tienes la última versión de Atiende',
    updateFound: 'Hay una nueva versión de Atiende. Recarga la página para usarla.',
    reload: 'Recargar',
    updateError: 'No se pudo buscar actualizaciones. Revisa tu conexión.',
    notificationsHeading: 'Notificaciones',
    notificationsLabel: 'Permiso de notificaciones',
    permission: {
      granted: 'Permitidas',
      denied: 'Bloqueadas',
      default: 'Sin decidir',
      unsupported: 'No disponibles en este navegador',
    },
    deniedHint:
      'Para recibirlas, permite las notificaciones de este sitio en la configuración de tu navegador.',
    allowNotifications: 'Permitir notificaciones',
    offlineHeading: 'Modo sin conexión',
    offlineOn: 'Activado',
    offlineOff: 'Desactivado',
    offlineOnHint:
      'Atiende guarda sus archivos en este navegador para abrir rápido y avisarte cuando no hay conexión.',
    offlineOffHint: 'Atiende no guarda archivos en este navegador.',
    disableOffline: 'Desactivar modo sin conexión',
    enableOffline: 'Activar modo sin conexión',
    working: 'Aplicando...',
    offlineDisabled: 'Modo sin conexión desactivado',
    offlineEnabled: 'Modo sin conexión activado',
    offlineError: 'No se pudo cambiar el modo sin conexión. Inténtalo nuevamente.',
    whatWorksHeading: 'Qué funciona sin conexión',
    whatWorks: [
      'Si pierdes la conexión, Atiende te muestra una página que lo explica, con un botón para intentar nuevamente.',
      'Los archivos de la aplicación quedan guardados, así que Atiende abre rápido cuando vuelves.',
      'Tickets, notificaciones y el resto de tus datos siempre se piden al servidor: sin conexión no se pueden ver ni enviar.',
    ],
  },
} as const;
