/**
 * /admin/settings, «Organización» (docs/settings.md): the page, its validation and its audit
 * entry; and POST /api/upload's refusals.
 */
export const settingsMessages = {
  pageTitle: 'Organización',
  intro:
    'El nombre y el logo que ven tu equipo y tus clientes, el horario laboral por defecto y las opciones del formulario público de soporte.',
  loadError: 'No se pudo cargar la configuración de la organización.',
  retry: 'Reintentar',
  forbidden: 'La configuración de la organización la administran los administradores.',
  back: 'Volver al panel',
  unsaved: 'Tienes cambios sin guardar.',
  updatedAt: (when: string, who: string | null) =>
    who ? `Guardado por última vez el ${when} por ${who}.` : `Guardado por última vez el ${when}.`,
  noLogo: 'Sin logo: se muestra el nombre.',
  logoUploadFailed: 'No se pudo subir el logo.',
  sections: {
    identity: 'Identidad',
    hours: 'Horario laboral por defecto',
    publicForm: 'Formulario público',
  },
  fields: {
    organizationName: 'Nombre de la organización',
    organizationNameHint:
      'Se muestra en la cabecera, en el inicio de sesión y en el formulario público.',
    logo: 'Logo',
    logoHint: 'PNG, JPG o GIF. Hasta 2MB. Se muestra junto al nombre.',
    logoUpload: 'Subir logo',
    logoReplace: 'Cambiar logo',
    logoRemove: 'Quitar logo',
    logoUploading: 'Subiendo logo...',
    logoAlt: (name: string) => `Logo de ${name}`,
    timeZone: 'Zona horaria',
    timeZoneHint:
      'Atiende trabaja en hora de Lima (America/Lima): fechas, reportes y programaciones se calculan en esa zona.',
    hoursHint:
      'Es el horario con el que empieza cada calendario SLA nuevo. Los calendarios existentes no cambian.',
    formEnabled: 'Formulario público activo',
    formEnabledHint: 'Si lo desactivas, /support muestra el aviso de abajo y no acepta tickets.',
    closedNotice: 'Aviso cuando está desactivado',
    welcomeText: 'Texto de bienvenida',
    welcomeTextHint: 'Aparece sobre el formulario. Déjalo vacío para no mostrar nada.',
    departments: 'Departamentos que se ofrecen',
    departmentsHint: 'Sin ninguno marcado se ofrecen todos los departamentos activos.',
    phone: 'Teléfono',
    business: 'Empresa',
    cargo: 'Cargo',
  },
  fieldModes: {
    required: 'Obligatorio',
    optional: 'Opcional',
    hidden: 'Oculto',
  },
  save: 'Guardar cambios',
  saving: 'Guardando...',
  saved: 'Configuración guardada',
  saveFailed: 'No se pudo guardar la configuración.',
  conflict:
    'Otro administrador cambió la configuración mientras la editabas. Recarga la página para ver sus cambios.',
  reload: 'Recargar',
  defaultClosedNotice:
    'Por ahora no recibimos tickets por este formulario. Escríbenos a nuestro correo de soporte.',
  validation: {
    nameRequired: 'El nombre de la organización es obligatorio',
    nameTooLong: 'El nombre puede tener hasta 100 caracteres',
    closedNoticeRequired: 'Escribe el aviso que verán cuando el formulario esté desactivado',
    closedNoticeTooLong: 'El aviso puede tener hasta 500 caracteres',
    welcomeTooLong: 'El texto de bienvenida puede tener hasta 1000 caracteres',
    departmentsTooMany: 'Puedes elegir hasta 100 departamentos',
    departmentUnknown: 'Uno de los departamentos elegidos ya no existe o está inactivo',
    logoUnknown: 'El logo elegido no existe. Súbelo de nuevo.',
    versionRequired: 'Falta la versión de la configuración que editaste',
    departmentNotOffered: 'Elige uno de los departamentos disponibles',
  },
  auditEntry: (fields: string) => `Cambió la configuración de la organización: ${fields}`,
  upload: {
    fileRequired: 'Adjunta un archivo en el campo file',
    typeRequired: 'Indica el tipo: logo, avatar, article-image o attachment-draft',
    typeInvalid: 'El tipo debe ser logo, avatar, article-image o attachment-draft',
    oneFile: 'Sube un archivo por vez',
    imageOnly: (name: string) => `El archivo ${name} no es una imagen PNG, JPG o GIF`,
    tooLarge: (name: string, limit: string) =>
      `El archivo ${name} excede el tamaño máximo de ${limit}`,
    forbidden: 'Tu rol no puede subir archivos de este tipo',
  },
} as const;
