import { countOf, pluralWord } from './plural';

const SESSIONS = { one: 'sesión', other: 'sesiones' };
const CLOSED = { one: 'cerró', other: 'cerraron' };
/** Mi Perfil (/profile): photo, name, password and signed-in devices. docs/profile.md. */
export const accountMessages = {
  title: 'Mi Perfil',
  intro: 'Tus datos, tu contraseña y los dispositivos donde tienes la sesión abierta.',
  details: {
    heading: 'Datos personales',
    name: 'Nombre',
    email: 'Email',
    emailHint: 'Para cambiar tu email, pídeselo a un administrador.',
    role: 'Rol',
    save: 'Guardar cambios',
    saving: 'Guardando...',
    saved: 'Tus datos se guardaron.',
  },
  password: {
    heading: 'Cambiar contraseña',
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    nextHint: 'Mínimo 8 caracteres. Al cambiarla se cierran tus otras sesiones.',
    confirm: 'Confirma la nueva contraseña',
    mismatch: 'Las contraseñas no coinciden',
    sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual',
    wrongCurrent: 'La contraseña actual no es correcta',
    submit: 'Cambiar contraseña',
    submitting: 'Cambiando...',
    changed: (others: number) =>
      others === 0
        ? 'Tu contraseña se cambió.'
        : `Tu contraseña se cambió y se ${pluralWord(others, CLOSED)} ${countOf(others, SESSIONS)} en otros dispositivos.`,
  },
  sessions: {
    heading: 'Sesiones activas',
    intro: 'Dispositivos y navegadores donde tu cuenta está abierta.',
    current: 'Este dispositivo',
    lastUsed: (when: string) => `Último uso: ${when}`,
    started: (when: string) => `Inició: ${when}`,
    unknownDevice: 'Dispositivo desconocido',
    unknownAddress: 'Dirección desconocida',
    revoke: 'Cerrar esta sesión',
    revokeNamed: (device: string) => `Cerrar la sesión de ${device}`,
    revoked: 'Se cerró la sesión en ese dispositivo.',
    revokeOthers: 'Cerrar sesión en todos los demás dispositivos',
    revokedOthers: (count: number) =>
      count === 0
        ? 'No había otras sesiones abiertas.'
        : `Se ${pluralWord(count, CLOSED)} ${countOf(count, SESSIONS)} en otros dispositivos.`,
    onlyThis: 'Solo tienes la sesión abierta en este dispositivo.',
    loadError: 'No se pudieron cargar tus sesiones.',
    retry: 'Intentar nuevamente',
  },
  shortcuts: {
    heading: 'Atajos de teclado',
  },
  avatar: {
    heading: 'Foto de perfil',
    intro: 'Se muestra junto a tu nombre en Atiende.',
    hint: 'PNG, JPEG o WebP. La recortamos en un cuadrado de 256 × 256 px.',
    preview: 'Vista previa de tu nueva foto',
    previewHint: 'Así se verá tu foto. Guárdala para que el equipo la vea.',
    change: 'Cambiar foto',
    save: 'Guardar foto',
    saving: 'Guardando foto...',
    preparing: 'Preparando foto...',
    cancel: 'Cancelar',
    remove: 'Quitar foto',
    removing: 'Quitando foto...',
    saved: 'Tu foto se guardó.',
    removed: 'Se quitó tu foto.',
    saveFailed: 'No se pudo guardar tu foto. Inténtalo nuevamente.',
    removeFailed: 'No se pudo quitar tu foto. Inténtalo nuevamente.',
    notFound: 'Esta persona no tiene foto de perfil.',
    // Field messages: the server's and the page's own checks say the same.
    required: 'Elige una imagen para tu foto',
    oneFile: 'Envía una sola imagen para tu foto',
    typeNotAllowed: 'La foto debe ser una imagen PNG, JPEG o WebP',
    tooLarge: 'La foto excede el tamaño máximo de 2MB',
    sourceTooLarge: 'La imagen excede el tamaño máximo de 20MB. Elige una más liviana.',
    unreadable: 'No se pudo leer la imagen. Elige otra en PNG, JPEG o WebP.',
  },
} as const;
