/**
 * The floating assistant's round button, drawn by the layout before the chat's code is in
 * (docs/assistant.md#chat); kept apart from the chat's texts so the layout carries only these.
 */
export const assistantLauncherMessages = {
  open: 'Abrir el asistente virtual',
  loading: 'Abriendo el asistente virtual...',
  loadFailed: 'No se pudo abrir el asistente. Revisa tu conexión e inténtalo nuevamente.',
} as const;
