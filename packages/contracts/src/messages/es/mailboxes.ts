import { mailboxErrorMessages } from './mailbox-errors';

/**
 * Texts of the IMAP mailboxes (docs/email.md#mailboxes-imap): the panel of the «Recepción» tab
 * of /admin/email-config, the API's answers and the poller's results.
 */
export const mailboxMessages = {
  errors: mailboxErrorMessages,
  validation: {
    nameRequired: 'Escribe un nombre para el buzón',
    nameTooLong: 'El nombre admite hasta 100 caracteres',
    hostRequired: 'Escribe el servidor IMAP',
    hostInvalid: 'Escribe un nombre de servidor o una dirección IP válidos, sin «imap://»',
    portInvalid: 'El puerto debe ser un número entre 1 y 65535',
    securityInvalid: 'Elige el tipo de conexión',
    usernameRequired: 'Escribe el usuario del buzón',
    usernameTooLong: 'El usuario admite hasta 254 caracteres',
    passwordRequired: 'Escribe la contraseña del buzón',
    passwordTooLong: 'La contraseña admite hasta 500 caracteres',
    folderRequired: 'Escribe la carpeta que se revisa (normalmente INBOX)',
    folderInvalid: 'El nombre de la carpeta no es válido',
    processedFolderSame: 'La carpeta de procesados debe ser distinta de la que se revisa',
    departmentInvalid: 'El departamento no es válido',
    departmentNotFound: 'Ese departamento no existe o está inactivo',
    hostBlocked:
      'Ese servidor tiene una dirección privada o local: no se permite salvo que el administrador del sistema la autorice (OUTBOUND_ALLOW_HOSTS)',
    hostUnresolved: 'No se encontró ese servidor. Revisa el nombre.',
    passwordRetype: 'Cambiaste el servidor: vuelve a escribir la contraseña del buzón',
  },
  /** Results of a connection test and of a poll, said to the administrator. */
  results: {
    ok: (messages: number) =>
      messages === 1
        ? 'Conexión correcta: la carpeta tiene 1 mensaje.'
        : `Conexión correcta: la carpeta tiene ${messages} mensajes.`,
    polled: (count: number) =>
      count === 0
        ? 'Sin mensajes nuevos.'
        : count === 1
          ? '1 mensaje nuevo recibido.'
          : `${count} mensajes nuevos recibidos.`,
    authFailed: 'El servidor rechazó el usuario o la contraseña.',
    timeout: 'El servidor IMAP no respondió en 10 segundos.',
    refused: 'El servidor rechazó la conexión. Revisa el servidor y el puerto.',
    unresolved: 'No se encontró el servidor. Revisa el nombre.',
    blocked:
      'El servidor tiene una dirección privada o local: no se permite salvo que el administrador del sistema la autorice.',
    tls: 'No se pudo establecer una conexión segura (TLS). Revisa el tipo de conexión y el puerto.',
    starttlsMissing: 'El servidor no ofrece STARTTLS. Elige «SSL/TLS» o «Sin cifrado».',
    folderMissing: (folder: string) => `La carpeta «${folder}» no existe en el buzón.`,
    passwordUnreadable:
      'No se pudo leer la contraseña guardada (cambió la clave de cifrado). Escríbela de nuevo.',
    ingestFailed: 'Un mensaje no se pudo procesar; se reintentará en la próxima revisión.',
    unknown: 'No se pudo conectar con el servidor IMAP.',
  },
  page: {
    title: 'Buzones IMAP',
    intro:
      'Atiende revisa cada minuto los buzones activos y convierte los correos nuevos en tickets o comentarios.',
    add: 'Agregar buzón',
    empty: 'Aún no hay buzones. Agrega uno para recibir correos por IMAP.',
    loading: 'Cargando buzones...',
    loadFailed: 'No se pudieron cargar los buzones.',
    retry: 'Intentar nuevamente',
    edit: 'Editar',
    remove: 'Eliminar',
    test: 'Probar conexión',
    testing: 'Probando...',
    pollNow: 'Revisar ahora',
    polling: 'Revisando...',
    actionsLabel: (name: string) => `Acciones del buzón ${name}`,
    deleting: 'Eliminando...',
    deleteFailed: 'No se pudo eliminar el buzón. Inténtalo nuevamente.',
    actionFailed: 'No se pudo completar la acción. Inténtalo nuevamente.',
    folderLine: (folder: string, processed: string | null) =>
      processed ? `Revisa «${folder}» y mueve lo atendido a «${processed}»` : `Revisa «${folder}»`,
    close: 'Cerrar',
    active: 'Activo',
    inactive: 'Pausado',
    neverPolled: 'Aún no se ha revisado',
    lastPoll: (when: string) => `Última revisión: ${when}`,
    lastUid: (uid: number) => `Último UID procesado: ${uid}`,
    pollOk: 'Correcto',
    pollError: 'Con error',
    defaultDepartment: 'Departamento por defecto',
    created: 'Buzón agregado.',
    updated: 'Buzón guardado.',
    deleted: 'Buzón eliminado.',
    confirmDeleteTitle: (name: string) => `¿Eliminar el buzón «${name}»?`,
    confirmDeleteBody:
      'Atiende dejará de revisarlo. Los tickets y comentarios que ya llegaron por él se conservan.',
    cancel: 'Cancelar',
    save: 'Guardar',
    create: 'Agregar buzón',
    saving: 'Guardando...',
    saveFailed: 'No se pudo guardar el buzón. Inténtalo nuevamente.',
    dialogCreate: 'Agregar buzón IMAP',
    dialogEdit: 'Editar buzón IMAP',
    fields: {
      name: 'Nombre',
      nameHint: 'Para reconocerlo en la lista, por ejemplo «Soporte».',
      host: 'Servidor IMAP',
      hostHint: 'Por ejemplo imap.gmail.com',
      port: 'Puerto',
      security: 'Conexión',
      username: 'Usuario',
      password: 'Contraseña',
      passwordSet: 'Hay una contraseña guardada. Escribe una nueva solo para reemplazarla.',
      passwordPlaceholderSet: '••••••••  (guardada)',
      folder: 'Carpeta que se revisa',
      processedFolder: 'Mover los procesados a (opcional)',
      processedFolderHint:
        'Déjalo en blanco para solo marcarlos como leídos. La carpeta se crea si no existe.',
      department: 'Departamento de los tickets nuevos',
      departmentDefault: 'Por defecto',
      isActive: 'Revisar este buzón',
      isActiveHint: 'Pausado, Atiende no lo revisa; lo ya recibido se conserva.',
    },
    security: { TLS: 'SSL/TLS', STARTTLS: 'STARTTLS', NONE: 'Sin cifrado' },
    securityHint: 'SSL/TLS usa normalmente el puerto 993; STARTTLS y sin cifrado, el 143.',
  },
  audit: {
    created: (name: string) => `Se agregó el buzón IMAP «${name}»`,
    updated: (name: string) => `Se editó el buzón IMAP «${name}»`,
    deleted: (name: string) => `Se eliminó el buzón IMAP «${name}»`,
  },
} as const;
