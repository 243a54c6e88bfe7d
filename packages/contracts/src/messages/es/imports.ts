import type { ImportEntity, ImportJobStatus } from '../../constants/organisation';
import { countOf } from './plural';

const ROWS = { one: 'fila', other: 'filas' };
const CREATED = { one: 'creado', other: 'creados' };
const UPDATED = { one: 'actualizado', other: 'actualizados' };
const SKIPPED = { one: 'omitido', other: 'omitidos' };

const quote = (value: string) => `«${value.length > 60 ? `${value.slice(0, 57)}...` : value}»`;
const rowPrefix = (row: number) => `Fila ${row}: `;

/** Spreadsheet import texts (/admin/excel-import, docs/imports.md). */
export const importMessages = {
  entityLabels: {
    CUSTOMERS: 'Clientes',
    USERS: 'Usuarios',
    TICKETS: 'Tickets',
  } satisfies Record<ImportEntity, string>,
  entityDescriptions: {
    CUSTOMERS:
      'Empresas: razón social (obligatoria), RUC, cadena, email, teléfono, dirección y notas. Se reconocen por RUC o, sin RUC, por razón social.',
    USERS:
      'Personas: nombre y email (obligatorios), rol, departamento, teléfono y empresa. Se reconocen por email; las cuentas nuevas eligen su contraseña con "¿Olvidaste tu contraseña?".',
    TICKETS:
      'Tickets históricos: título (obligatorio), descripción, prioridad, estado, departamento, cliente, email, teléfono, empresa, fecha de creación e ID externo.',
  } satisfies Record<ImportEntity, string>,
  fieldLabels: {
    name: 'Nombre',
    ruc: 'RUC',
    chainName: 'Cadena',
    email: 'Email',
    phone: 'Teléfono',
    address: 'Dirección',
    notes: 'Notas',
    role: 'Rol',
    department: 'Departamento',
    business: 'Empresa',
    externalRef: 'ID externo',
    title: 'Título',
    description: 'Descripción',
    priority: 'Prioridad',
    status: 'Estado',
    requesterName: 'Nombre del cliente',
    requesterEmail: 'Email del cliente',
    requesterPhone: 'Teléfono del cliente',
    createdAt: 'Fecha de creación',
  } as Record<string, string>,
  /** Per entity where the generic label is not clear enough. */
  entityFieldLabels: {
    CUSTOMERS: { name: 'Razón social' },
    USERS: {},
    TICKETS: {},
  } as Record<ImportEntity, Record<string, string>>,
  /** Header names of the downloadable template, by entity and field. */
  templateHeaders: {
    CUSTOMERS: {
      name: 'Razón social',
      ruc: 'RUC',
      chainName: 'Cadena',
      email: 'Email',
      phone: 'Teléfono',
      address: 'Dirección',
      notes: 'Notas',
    },
    USERS: {
      name: 'Nombre',
      email: 'Email',
      role: 'Rol',
      department: 'Departamento',
      phone: 'Teléfono',
      business: 'Empresa',
    },
    TICKETS: {
      externalRef: 'ID externo',
      title: 'Título',
      description: 'Descripción',
      priority: 'Prioridad',
      status: 'Estado',
      department: 'Departamento',
      requesterName: 'Cliente',
      requesterEmail: 'Email',
      requesterPhone: 'Teléfono',
      business: 'Empresa',
      createdAt: 'Fecha de creación',
    },
  } as Record<ImportEntity, Record<string, string>>,
  templateSheet: 'Plantilla',
  templateFileName: {
    CUSTOMERS: 'plantilla-clientes',
    USERS: 'plantilla-usuarios',
    TICKETS: 'plantilla-tickets',
  } satisfies Record<ImportEntity, string>,
  /** One example row per template, so the expected formats are plain. */
  templateExamples: {
    CUSTOMERS: {
      name: 'Restaurante El Buen Sabor S.A.C.',
      ruc: '20123456789',
      chainName: 'El Buen Sabor',
      email: 'contacto@elbuensabor.pe',
      phone: '+51 987 654 321',
      address: 'Av. Larco 123, Miraflores',
      notes: 'Cliente desde 2021',
    },
    USERS: {
      name: 'Ana Torres',
      email: 'ana.torres@elbuensabor.pe',
      role: 'Cliente',
      department: '',
      phone: '987654321',
      business: 'Restaurante El Buen Sabor S.A.C.',
    },
    TICKETS: {
      externalRef: 'ZD-1001',
      title: 'La impresora de cocina no imprime',
      description: 'Desde ayer la comanda no sale en la impresora térmica.',
      priority: 'Alta',
      status: 'Resuelto',
      department: 'Soporte',
      requesterName: 'Ana Torres',
      requesterEmail: 'ana.torres@elbuensabor.pe',
      requesterPhone: '987654321',
      business: 'Restaurante El Buen Sabor S.A.C.',
      createdAt: '07/03/2025 10:04',
    },
  } as Record<ImportEntity, Record<string, string>>,

  statusLabels: {
    PENDING: 'En cola',
    RUNNING: 'Importando',
    COMPLETED: 'Completada',
    FAILED: 'Fallida',
  } satisfies Record<ImportJobStatus, string>,
  phaseLabels: {
    NOT_STARTED: 'Sin iniciar',
    QUEUED: 'En cola',
    RUNNING: 'Importando',
    COMPLETED: 'Completada',
    FAILED: 'Fallida',
  } as Record<string, string>,

  errors: {
    entityRequired: 'Elige qué vas a importar: clientes, usuarios o tickets',
    fileRequired: 'Adjunta un archivo .xlsx o .csv',
    oneFile: 'Adjunta un solo archivo',
    fileTooLarge: (name: string) =>
      `El archivo ${name} excede el tamaño máximo de 50MB. Divídelo en partes.`,
    unpacksTooLarge: (name: string) =>
      `El archivo ${name} se descomprime a más de 100MB o tiene demasiadas partes: no parece una hoja de cálculo normal. Divídelo en partes o guárdalo de nuevo desde Excel.`,
    wrongType: (name: string) =>
      `El archivo ${name} no es una hoja de cálculo .xlsx ni un .csv. Si es un .xls antiguo, guárdalo como .xlsx.`,
    corrupt: (name: string) =>
      `No se pudo leer el archivo ${name}: está dañado o no es un .xlsx válido. Ábrelo en Excel y guárdalo de nuevo.`,
    unreadableCsv: (row: number) =>
      `No se pudo leer el CSV en la fila ${row}: revisa las comillas de esa fila.`,
    emptySheet: 'La primera hoja del archivo está vacía.',
    noHeader:
      'La fila 1 debe tener los nombres de las columnas (por ejemplo "Razón social", "RUC", "Email").',
    noDataRows: 'El archivo solo tiene encabezados: no hay filas para importar.',
    notFound: 'La importación no existe.',
    alreadyStarted: 'Esta importación ya se inició; sube el archivo de nuevo para repetirla.',
    fileGone: 'El archivo de esta importación ya no está disponible; súbelo de nuevo.',
    unknownField: 'Campo desconocido',
    tooManyColumns: 'El archivo tiene demasiadas columnas (máximo 200).',
    unknownColumn: (column: string) => `La columna ${quote(column)} no está en el archivo`,
    fieldNotForEntity: (field: string) =>
      `El campo ${quote(field)} no corresponde a esta importación`,
    fieldTwice: (label: string) => `El campo ${label} está asignado a más de una columna`,
    missingFields: (labels: string[]) =>
      labels.length === 1
        ? `Asigna una columna al campo obligatorio: ${labels[0]}`
        : `Asigna una columna a los campos obligatorios: ${labels.join(', ')}`,
    interrupted: 'La importación se interrumpió y se reanudará sola.',
    failed: 'La importación falló. Revisa el archivo y vuelve a intentarlo.',
  },

  /** Row errors of the dry run and of the report ("Fila 12: …"). */
  rows: {
    formula: (row: number, cell: string) =>
      `${rowPrefix(row)}la celda ${cell} contiene una fórmula; copia y pega solo los valores`,
    required: (row: number, label: string) =>
      `${rowPrefix(row)}falta ${label.toLowerCase() === 'razón social' ? 'la razón social' : `el campo ${label}`}`,
    tooLong: (row: number, label: string, max: number) =>
      `${rowPrefix(row)}${label} supera los ${max} caracteres`,
    email: (row: number, value: string) => `${rowPrefix(row)}el email ${quote(value)} no es válido`,
    ruc: (row: number, value: string) =>
      `${rowPrefix(row)}el RUC ${quote(value)} no es válido (11 dígitos que empiezan con 10, 15, 16, 17 o 20)`,
    phone: (row: number, value: string) =>
      `${rowPrefix(row)}el teléfono ${quote(value)} no es válido`,
    role: (row: number, value: string) =>
      `${rowPrefix(row)}el rol ${quote(value)} no existe (usa Administrador, Líder Técnico, Técnico o Cliente)`,
    department: (row: number, value: string) =>
      `${rowPrefix(row)}el departamento ${quote(value)} no existe`,
    priority: (row: number, value: string) =>
      `${rowPrefix(row)}la prioridad ${quote(value)} no existe (usa Baja, Media, Alta o Urgente)`,
    status: (row: number, value: string) =>
      `${rowPrefix(row)}el estado ${quote(value)} no existe (usa Pendiente, En progreso, Resuelto, Cerrado o Escalado)`,
    date: (row: number, value: string) =>
      `${rowPrefix(row)}la fecha ${quote(value)} no es válida (usa dd/mm/aaaa o dd/mm/aaaa hh:mm)`,
    futureDate: (row: number, value: string) =>
      `${rowPrefix(row)}la fecha ${quote(value)} está en el futuro`,
    requesterMissing: (row: number) =>
      `${rowPrefix(row)}falta el cliente: indica su nombre o su email`,
    rucTaken: (row: number, name: string) =>
      `${rowPrefix(row)}la empresa ${quote(name)} ya existe con otro RUC`,
    duplicateInFile: (row: number, firstRow: number) =>
      `${rowPrefix(row)}repite los datos de la fila ${firstRow}`,
    batchFailed: (row: number) =>
      `${rowPrefix(row)}no se pudo guardar el lote de filas que empieza aquí; se reintentará al importar de nuevo`,
  },

  audit: {
    started: (entity: string, fileName: string) =>
      `Se inició la importación de ${entity.toLowerCase()} desde ${fileName}`,
    finished: (entity: string, created: number, updated: number, failed: number) =>
      `Terminó la importación de ${entity.toLowerCase()}: ${countOf(created, CREATED)}, ${countOf(updated, UPDATED)}, ${failed} con errores`,
  },

  report: {
    fileName: 'errores-importacion',
    sheetName: 'Errores',
    row: 'Fila',
    column: 'Columna',
    value: 'Valor',
    message: 'Error',
  },

  page: {
    title: 'Importar desde Excel',
    description:
      'Carga clientes, usuarios o tickets desde un archivo .xlsx o .csv. Nada se guarda hasta que confirmes la importación.',
    forbiddenTitle: 'Solo para administradores',
    forbidden:
      'La importación de datos es solo para administradores. Pídele a un administrador que cargue el archivo.',
    steps: ['Archivo', 'Columnas', 'Validación', 'Importación'],
    stepLabel: (current: number, total: number, name: string) =>
      `Paso ${current} de ${total}: ${name}`,
    stepsNav: 'Pasos de la importación',
    entity: 'Qué vas a importar',
    file: 'Archivo',
    fileHint: 'Un .xlsx o .csv de hasta 50MB. La fila 1 debe tener los nombres de las columnas.',
    dropHere: 'Arrastra el archivo aquí o',
    chooseFile: 'Elegir archivo',
    chosenFile: (name: string, size: string) => `${name} · ${size}`,
    downloadTemplate: (entity: string) => `Descargar plantilla de ${entity.toLowerCase()} (.xlsx)`,
    templateFailed: 'No se pudo descargar la plantilla. Inténtalo nuevamente.',
    upload: 'Subir y continuar',
    uploading: 'Subiendo...',
    uploadFailed: 'No se pudo subir el archivo.',
    previousImport: (date: string) =>
      `Este mismo archivo ya se importó el ${date}. Importarlo otra vez no crea duplicados: las filas que ya están se omiten.`,
    columnsIntro:
      'Elige a qué campo de Atiende corresponde cada columna del archivo. Propusimos una asignación según los nombres de las columnas.',
    column: 'Columna del archivo',
    examples: 'Ejemplos',
    field: 'Campo de Atiende',
    doNotImport: 'No importar',
    required: '(obligatorio)',
    mappingCaption: 'Asignación de columnas a campos',
    previewTitle: 'Primeras filas del archivo',
    previewCaption: 'Vista previa de las primeras filas del archivo',
    rowNumber: 'N.º',
    missingRequired: (labels: string) => `Falta asignar: ${labels}`,
    validate: 'Validar archivo',
    validating: 'Validando todas las filas...',
    validateFailed: 'No se pudo validar el archivo.',
    back: 'Atrás',
    restart: 'Empezar otra importación',
    validationIntro: 'Resultado de revisar todas las filas, sin guardar nada todavía.',
    totalRows: 'Filas con datos',
    toCreate: 'Se crearán',
    toUpdate: 'Se actualizarán',
    toSkip: 'Ya existen (se omiten)',
    withErrors: 'Con errores (no se importan)',
    noErrors: 'Todas las filas son válidas.',
    errorsTitle: (shown: number, total: number) =>
      shown < total
        ? `Errores (se muestran los primeros ${shown} de ${total})`
        : `Errores (${total})`,
    errorsCaption: 'Errores encontrados por fila',
    errorRow: 'Fila',
    errorColumn: 'Columna',
    errorMessage: 'Error',
    downloadErrors: 'Descargar reporte de errores',
    downloadErrorsFailed: 'No se pudo descargar el reporte de errores.',
    start: (rows: number) => `Importar ${countOf(rows, ROWS)}`,
    startAnyway: 'Las filas con errores se omitirán; podrás descargar el reporte al final.',
    starting: 'Iniciando...',
    startFailed: 'No se pudo iniciar la importación.',
    started: 'Importación iniciada',
    progressLabel: 'Progreso de la importación',
    progressText: (processed: number, total: number | null) =>
      total === null
        ? countOf(processed, { one: 'fila procesada', other: 'filas procesadas' })
        : `${processed.toLocaleString('es-PE')} de ${countOf(total, ROWS)}`,
    queued: 'En cola: empezará en unos segundos.',
    running: 'Importando. Puedes salir de esta página: la importación sigue en el servidor.',
    completed: 'Importación completada',
    failedTitle: 'La importación falló',
    summaryTitle: 'Resumen',
    created: 'Creados',
    updated: 'Actualizados',
    skipped: 'Ya existían',
    failed: 'Con errores',
    historyTitle: 'Historial de importaciones',
    historyCaption: 'Importaciones, de la más reciente a la más antigua',
    historyEmpty: 'Aún no hay importaciones.',
    historyFailed: 'No se pudo cargar el historial.',
    retry: 'Intentar nuevamente',
    date: 'Fecha',
    entityColumn: 'Datos',
    fileColumn: 'Archivo',
    statusColumn: 'Estado',
    resultColumn: 'Resultado',
    byColumn: 'Por',
    result: (created: number, updated: number, skipped: number, failed: number) =>
      `${countOf(created, CREATED)} · ${countOf(updated, UPDATED)} · ${countOf(skipped, SKIPPED)} · ${failed} con errores`,
    viewImport: 'Ver',
    viewImportOf: (fileName: string) => `Ver la importación de ${fileName}`,
    errorReport: 'Reporte de errores',
    errorReportOf: (fileName: string) => `Descargar el reporte de errores de ${fileName}`,
    pagination: 'Paginación del historial',
    previous: 'Anterior',
    next: 'Siguiente',
  },
};
