/** Mi Perfil (/profile): name, password and signed-in devices. docs/profile.md. */
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
        : `Tu contraseña se cambió y se cerraron ${others === 1 ? '1 sesión' : `${others} sesiones`} en otros dispositivos.`,
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
        : `Se ${count === 1 ? 'cerró 1 sesión' : `cerraron ${count} sesiones`} en otros dispositivos.`,
    onlyThis: 'Solo tienes la sesión abierta en este dispositivo.',
    loadError: 'No se pudieron cargar tus sesiones.',
    retry: 'Intentar nuevamente',
  },
  shortcuts: {
    heading: 'Atajos de teclado',
  },
} as const;
