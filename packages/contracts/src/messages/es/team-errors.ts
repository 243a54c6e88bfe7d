/**
 * The API's message per team error code. Its own module: errors.ts spreads it into
 * errorMessages, and the rest of the team texts stay out of the chunk that carries them
 * (docs/performance.md, ninth pass).
 */
export const teamErrorMessages = {
  LAST_ADMIN:
    'Debe quedar al menos un administrador activo. Asigna el rol de administrador a otra persona antes de hacer este cambio.',
  SELF_ROLE_CHANGE: 'No puedes cambiar tu propio rol. Pídeselo a otro administrador.',
  SELF_DEACTIVATION: 'No puedes desactivar ni eliminar tu propia cuenta.',
} as const;
