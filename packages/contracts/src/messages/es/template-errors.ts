/** The message templates' error messages (docs/templates.md). */
export const templateErrorMessages = {
  TEMPLATE_NOT_FOUND: 'Esa plantilla de mensaje no existe.',
  TEMPLATE_UNKNOWN_VARIABLES:
    'La plantilla usa variables que no existen. Usa solo las variables de la lista.',
} as const;
