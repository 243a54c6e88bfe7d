import { countOf } from './plural';
/** /auth-debug: the current session as the browser holds it, for administrators (no secrets). */
export const authDebugMessages = {
  title: 'Diagnóstico de sesión',
  intro:
    'Lo que este navegador sabe de tu sesión. El token nunca se muestra: solo sus datos públicos.',
  adminsOnly: 'Esta página es solo para administradores.',
  token: {
    heading: 'Token de acceso',
    none: 'No hay un token de acceso guardado en este navegador.',
    unreadable: 'El token guardado no se puede leer.',
    userId: 'Usuario (sub)',
    role: 'Rol',
    sessionId: 'Sesión (sid)',
    issuedAt: 'Emitido',
    expiresAt: 'Vence',
    remaining: (minutes: number) =>
      minutes <= 0
        ? 'Vencido: la próxima llamada lo renovará'
        : `Vence en ${countOf(minutes, { one: 'minuto', other: 'minutos' })}`,
  },
  headers: {
    heading: 'Encabezados de cada llamada',
    intro: 'Los envía el navegador en cada llamada a /api.',
    authorization: 'Bearer •••• (oculto)',
    perRequest: 'uno nuevo en cada llamada',
    now: 'la hora de cada llamada',
  },
} as const;

/** /preview/logo: the brand marks as the app draws them, outside the main layout. */
export const logoPreviewMessages = {
  title: 'Vista previa del logo',
  intro: 'Las marcas de Atiende como las dibuja la aplicación, en sus tamaños y fondos.',
  mark: 'Ícono de la aplicación',
  markAlt: (size: number) => `Ícono de Atiende de ${size} × ${size} px`,
  lockup: 'Logo con nombre',
  backgrounds: { light: 'Fondo blanco', surface: 'Fondo gris', brand: 'Fondo de marca' },
  colors: 'Colores de marca',
  back: 'Volver al panel',
} as const;
