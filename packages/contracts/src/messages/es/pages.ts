/**
 * Texts of the web app's generic pages: loading, coming soon, not found and error pages
 * (docs/product/app-shell.md#error-pages).
 */
export const pageMessages = {
  tagline: 'Soporte técnico para tu negocio',
  loading: 'Cargando...',
  titleSuffix: (title: string, product: string) => `${title} · ${product}`,

  comingSoon: {
    badge: 'Próximamente',
    description: 'Esta sección llegará en una próxima versión de Atiende.',
    backToPanel: 'Volver al panel principal',
  },

  notFound: {
    title: 'Página no encontrada',
    description: 'La dirección que abriste no existe o cambió de lugar.',
    goHome: 'Ir al inicio',
  },

  /** docs/product/app-shell.md#error-pages Error pages: a route that failed to render. */
  routeError: {
    title: '¡Oops! Algo salió mal',
    description: 'No pudimos mostrar esta página. Puedes intentarlo de nuevo o volver al inicio.',
    retry: 'Intentar nuevamente',
    goHome: 'Ir al inicio',
  },

  /** docs/product/app-shell.md#error-pages Error pages: the global fallback for uncaught errors. */
  appError: {
    title: 'Error en la Aplicación',
    description: 'Ocurrió un error inesperado. Recarga la página para continuar.',
    reload: 'Recargar Página',
  },

  form: {
    /** Read before each field error by screen readers (docs/product/ui.md#accessibility). */
    errorPrefix: 'Error:',
    optional: '(opcional)',
  },

  /** The kit dialog's own controls, for dialogs that bring no label of their own. */
  dialog: {
    close: 'Cerrar',
    cancel: 'Cancelar',
  },

  /** The web client's own request errors, when no answer from the server could be read. */
  requestErrors: {
    networkError: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.',
    timeout: 'El servidor tardó demasiado en responder. Inténtalo nuevamente.',
    serverError: 'El servidor no respondió correctamente. Inténtalo nuevamente en unos minutos.',
    unexpectedResponse: 'La respuesta del servidor no se pudo leer. Inténtalo nuevamente.',
    /** A 429 the app waits out on its own (docs/operations.md#rate-limits). */
    rateLimited: (seconds: number) =>
      `Demasiadas solicitudes en poco tiempo. Reintentando en ${seconds} s…`,
  },

  toaster: {
    label: 'Notificaciones',
    close: 'Cerrar notificación',
  },
} as const;
