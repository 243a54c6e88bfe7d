import {
  authMessages,
  PRODUCT_NAME,
  type TemplateKind,
  type TemplateParts,
  type TemplateVariable,
} from '@atiende/contracts';

/**
 * docs/templates.md#the-registry: every message Atiende sends, with its Spanish default, the
 * variables it offers (a description and a sample value each) and its parts. An administrator's
 * edited copy replaces the default part by part; without one the default is used.
 */
export type TemplateDefinition = {
  key: string;
  kind: TemplateKind;
  name: string;
  description: string;
  /** A notification: the bell's title and message besides the e-mail. */
  isNotification: boolean;
  variables: readonly TemplateVariable[];
  defaults: TemplateParts;
};

const variable = (name: string, description: string, sample: string): TemplateVariable => ({
  name,
  description,
  sample,
  isEmailOnly: false,
});
const emailVariable = (name: string, description: string, sample: string): TemplateVariable => ({
  ...variable(name, description, sample),
  isEmailOnly: true,
});

const LAYOUT_OPEN =
  '<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#0F172A">';
const LAYOUT_CLOSE = '</body></html>';

// --- Notifications (bell, push and e-mail) ------------------------------------------------------

const TICKET_VARIABLES = {
  numero: variable('numero', 'Número del ticket', '1042'),
  asunto: variable('asunto', 'Título del ticket', 'La impresora del 3.er piso no imprime'),
  autor: variable('autor', 'Quién hizo el cambio (o «Atiende»)', 'Ana Pérez'),
  departamento: variable('departamento', 'Departamento del ticket', 'Soporte TI'),
  tecnico: variable('tecnico', 'Técnico asignado', 'Luis Ramos'),
  extracto: variable('extracto', 'Inicio del comentario (200 caracteres)', 'Ya revisé el cable.'),
  solucion: variable('solucion', 'La solución escrita al resolver', 'Se cambió el tóner.'),
  campos: variable('campos', 'Los campos cambiados', 'el título y la descripción'),
  estado_anterior: variable('estado_anterior', 'Estado anterior', 'En progreso'),
  estado_nuevo: variable('estado_nuevo', 'Estado nuevo', 'Resuelto'),
  prioridad_anterior: variable('prioridad_anterior', 'Prioridad anterior', 'Media'),
  prioridad_nueva: variable('prioridad_nueva', 'Prioridad nueva', 'Alta'),
  vence: variable('vence', 'Fecha y hora del plazo (hora de Lima)', '27/11/2026 16:30'),
  nombre: emailVariable('nombre', 'Nombre de quien recibe el correo', 'Carla Díaz'),
  enlace: emailVariable(
    'enlace',
    'Dirección del ticket en Atiende',
    'https://soporte.example.pe/tickets/8c1f',
  ),
  enlace_preferencias: emailVariable(
    'enlace_preferencias',
    'Dirección de las preferencias de notificación',
    'https://soporte.example.pe/settings/notifications',
  ),
} as const;
type TicketVariable = keyof typeof TICKET_VARIABLES;

/** The variables every notification offers; each template adds its own. */
const COMMON_TICKET_VARIABLES: readonly TicketVariable[] = [
  'numero',
  'asunto',
  'autor',
  'departamento',
  'tecnico',
  'nombre',
  'enlace',
  'enlace_preferencias',
];

/** The e-mail of a notification: greeting, the message, the ticket's line, link and footer. */
function notificationEmail(message: string): Pick<TemplateParts, 'html' | 'text'> {
  const greeting = 'Hola {{nombre}}:';
  const ticketLine = 'Ticket #{{numero}}: {{asunto}}';
  const footer =
    'Recibes este email por tus preferencias de notificación de Atiende. Puedes cambiarlas en {{enlace_preferencias}}';
  return {
    text: [greeting, '', message, '', ticketLine, 'Ver el ticket: {{enlace}}', '', footer].join(
      '\n',
    ),
    html: `${LAYOUT_OPEN}
<p>${greeting}</p>
<p>${message}</p>
<p style="color:#475569">${ticketLine}</p>
<p><a href="{{enlace}}" style="color:#1D4ED8">Ver el ticket</a></p>
<p style="color:#64748B;font-size:12px">${footer}</p>
${LAYOUT_CLOSE}`,
  };
}

function notification<K extends string>(
  key: K,
  {
    kind = 'tickets',
    ...texts
  }: {
    kind?: TemplateKind;
    name: string;
    description: string;
    title: string;
    message: string;
    subject: string;
    extra?: readonly TicketVariable[];
  },
): TemplateDefinition & { key: K } {
  const names = [...COMMON_TICKET_VARIABLES, ...(texts.extra ?? [])];
  return {
    key,
    kind,
    name: texts.name,
    description: texts.description,
    isNotification: true,
    variables: names.map((name) => TICKET_VARIABLES[name]),
    defaults: {
      title: texts.title,
      message: texts.message,
      subject: texts.subject,
      ...notificationEmail(texts.message),
    },
  };
}

const NOTIFICATIONS = [
  notification('ticketCreated', {
    name: 'Ticket creado',
    description: 'Al equipo del departamento, cuando llega un ticket nuevo.',
    title: 'Nuevo ticket #{{numero}}',
    message: '{{autor}} abrió «{{asunto}}» en {{departamento}}.',
    subject: 'Nuevo ticket #{{numero}}: {{asunto}}',
  }),
  notification('ticketCreatedForYou', {
    name: 'Ticket registrado a tu nombre',
    description: 'Al cliente, cuando alguien del equipo registra un ticket a su nombre.',
    title: 'Ticket #{{numero}} registrado',
    message: '{{autor}} registró el ticket «{{asunto}}» a tu nombre.',
    subject: 'Registramos tu ticket #{{numero}}: {{asunto}}',
  }),
  notification('ticketUpdated', {
    name: 'Ticket editado',
    description: 'Cuando cambian el título, la descripción, la resolución o el departamento.',
    title: 'Ticket #{{numero}} actualizado',
    message: '{{autor}} cambió {{campos}} de «{{asunto}}».',
    subject: 'Ticket #{{numero}} actualizado: {{asunto}}',
    extra: ['campos'],
  }),
  notification('ticketMovedToDepartment', {
    name: 'Ticket pasado a un departamento',
    description: 'Al equipo del departamento que recibe un ticket sin técnico.',
    title: 'Ticket #{{numero}} en tu departamento',
    message: '{{autor}} pasó «{{asunto}}» a {{departamento}}. Aún no tiene técnico asignado.',
    subject: 'El ticket #{{numero}} pasó a {{departamento}}',
  }),
  notification('ticketAssignedToYou', {
    name: 'Ticket asignado',
    description: 'Al técnico que recibe el ticket.',
    title: 'Se te asignó el ticket #{{numero}}',
    message: '{{autor}} te asignó «{{asunto}}».',
    subject: 'Se te asignó el ticket #{{numero}}: {{asunto}}',
  }),
  notification('ticketReassignedAway', {
    name: 'Ticket reasignado',
    description: 'Al técnico que tenía el ticket, cuando pasa a otra persona.',
    title: 'Ticket #{{numero}} reasignado',
    message: '{{autor}} reasignó «{{asunto}}» a {{tecnico}}.',
    subject: 'El ticket #{{numero}} fue reasignado a {{tecnico}}',
  }),
  notification('ticketTaken', {
    name: 'Tu ticket ya tiene técnico',
    description: 'Al cliente, cuando su ticket recibe un técnico.',
    title: 'Tu ticket #{{numero}} ya tiene técnico',
    message: '{{tecnico}} atenderá tu ticket «{{asunto}}».',
    subject: 'Tu ticket #{{numero}} ya tiene técnico asignado',
  }),
  notification('ticketEscalated', {
    name: 'Ticket escalado',
    description: 'Al jefe del departamento, cuando un ticket se escala.',
    title: 'Ticket #{{numero}} escalado',
    message: '{{autor}} escaló «{{asunto}}» ({{departamento}}). Requiere tu atención.',
    subject: 'Ticket #{{numero}} escalado: {{asunto}}',
  }),
  notification('commentAdded', {
    name: 'Comentario nuevo',
    description: 'A los participantes del ticket, cuando alguien responde.',
    title: 'Nuevo comentario en el ticket #{{numero}}',
    message: '{{autor}}: «{{extracto}}»',
    subject: 'Nuevo comentario en el ticket #{{numero}}: {{asunto}}',
    extra: ['extracto'],
  }),
  notification('internalNoteAdded', {
    name: 'Nota interna nueva',
    description: 'Al equipo que ve el ticket, cuando alguien deja una nota interna.',
    title: 'Nueva nota interna en el ticket #{{numero}}',
    message: '{{autor}}: «{{extracto}}»',
    subject: 'Nota interna en el ticket #{{numero}}: {{asunto}}',
    extra: ['extracto'],
  }),
  notification('statusChanged', {
    name: 'Cambio de estado',
    description: 'A los participantes del ticket, cuando cambia su estado.',
    title: 'Ticket #{{numero}}: {{estado_nuevo}}',
    message:
      '{{autor}} cambió el estado de «{{asunto}}» de {{estado_anterior}} a {{estado_nuevo}}.',
    subject: 'El ticket #{{numero}} pasó a {{estado_nuevo}}',
    extra: ['estado_anterior', 'estado_nuevo'],
  }),
  notification('ticketResolvedForYou', {
    name: 'Ticket resuelto',
    description: 'Al cliente, cuando su ticket se marca como resuelto.',
    title: 'Tu ticket #{{numero}} está resuelto',
    message:
      '{{autor}} resolvió «{{asunto}}». Solución: {{solucion}} ¿Se resolvió tu problema? Confírmalo en el ticket o cuéntanos qué sigue fallando.',
    subject: 'Resolvimos tu ticket #{{numero}}: {{asunto}}',
    extra: ['solucion', 'estado_anterior', 'estado_nuevo'],
  }),
  notification('priorityChanged', {
    name: 'Cambio de prioridad',
    description: 'Al técnico y al equipo, cuando cambia la prioridad del ticket.',
    title: 'Ticket #{{numero}}: prioridad {{prioridad_nueva}}',
    message:
      '{{autor}} cambió la prioridad de «{{asunto}}» de {{prioridad_anterior}} a {{prioridad_nueva}}.',
    subject: 'El ticket #{{numero}} tiene prioridad {{prioridad_nueva}}',
    extra: ['prioridad_anterior', 'prioridad_nueva'],
  }),
  notification('slaAtRisk', {
    kind: 'sla',
    name: 'Ticket por vencer',
    description: 'Al técnico y al jefe, cuando el plazo de atención está por vencer.',
    title: 'Ticket #{{numero}} por vencer',
    message: '«{{asunto}}» está por vencer su plazo de atención ({{vence}}).',
    subject: 'Alerta: el ticket #{{numero}} está por vencer',
    extra: ['vence'],
  }),
  notification('slaBreached', {
    kind: 'sla',
    name: 'Ticket vencido',
    description: 'Al técnico y al jefe, cuando el plazo de atención venció.',
    title: 'Ticket #{{numero}} vencido',
    message: '«{{asunto}}» venció su plazo de atención ({{vence}}).',
    subject: 'Alerta: el ticket #{{numero}} venció su plazo',
    extra: ['vence'],
  }),
] as const satisfies readonly TemplateDefinition[];

// --- E-mails -----------------------------------------------------------------------------------

const reset = authMessages.resetEmail;

const PASSWORD_RESET: TemplateDefinition = {
  key: 'passwordReset',
  kind: 'account',
  name: 'Restablecer contraseña',
  description: 'El enlace que recibe quien pidió restablecer su contraseña.',
  isNotification: false,
  variables: [
    emailVariable('nombre', 'Nombre de la persona', 'Carla Díaz'),
    emailVariable(
      'enlace',
      'Enlace para elegir la nueva contraseña (vale 30 minutos)',
      'https://soporte.example.pe/reset-password?token=…',
    ),
  ],
  defaults: {
    subject: reset.subject,
    text: [
      'Hola, {{nombre}}:',
      '',
      reset.body,
      '{{enlace}}',
      '',
      reset.ignore,
      '',
      reset.signature,
    ].join('\n'),
    html: `${LAYOUT_OPEN}
<p>Hola, {{nombre}}:</p>
<p>${reset.body}</p>
<p><a href="{{enlace}}" style="color:#1D4ED8">{{enlace}}</a></p>
<p style="color:#475569">${reset.ignore}</p>
<p>${reset.signature}</p>
${LAYOUT_CLOSE}`,
  },
};

const PUBLIC_CONFIRMATION: TemplateDefinition = {
  key: 'publicConfirmation',
  kind: 'publicForm',
  name: 'Confirmación del formulario público',
  description: 'A quien envía un ticket desde el formulario público o por correo, con su número.',
  isNotification: false,
  variables: [
    emailVariable('numero', 'Número del ticket', '1042'),
    emailVariable('nombre', 'Nombre de quien escribió', 'Carla Díaz'),
    emailVariable('asunto', 'Título que escribió', 'No puedo entrar al sistema de facturación'),
    emailVariable(
      'descripcion',
      'Descripción que escribió',
      'Desde esta mañana me dice que mi usuario está bloqueado.',
    ),
    emailVariable(
      'plazo',
      'El plazo de primera respuesta que promete el SLA del ticket',
      'Nuestro equipo te responderá en un plazo de 4 horas hábiles.',
    ),
    emailVariable('enlace_sitio', 'Dirección de Atiende', 'https://soporte.example.pe'),
  ],
  defaults: {
    subject: '[#{{numero}}] Recibimos tu ticket: {{asunto}}',
    text: [
      'Hola, {{nombre}}:',
      '',
      'Recibimos tu ticket #{{numero}}. {{plazo}}',
      '',
      'Esto es lo que nos enviaste:',
      '{{asunto}}',
      '{{descripcion}}',
      '',
      'Guarda tu número de ticket para cualquier consulta.',
      '',
      'Equipo de soporte',
      '{{enlace_sitio}}',
    ].join('\n'),
    html: `${LAYOUT_OPEN}
<p>Hola, {{nombre}}:</p>
<p>Recibimos tu ticket #{{numero}}. {{plazo}}</p>
<p style="color:#475569">Esto es lo que nos enviaste:</p>
<blockquote style="border-left:4px solid #E2E8F0;margin:0;padding-left:12px"><strong>{{asunto}}</strong><br>{{descripcion}}</blockquote>
<p>Guarda tu número de ticket para cualquier consulta.</p>
<p>Equipo de soporte</p>
${LAYOUT_CLOSE}`,
  },
};

const SCHEDULED_REPORT: TemplateDefinition = {
  key: 'scheduledReport',
  kind: 'reports',
  name: 'Reporte programado',
  description: 'Cada envío programado de un reporte, con el archivo adjunto.',
  isNotification: false,
  variables: [
    emailVariable('envio', 'Nombre del envío programado', 'Resumen semanal de soporte'),
    emailVariable('reporte', 'Título del reporte', 'Tickets por estado'),
    emailVariable('resumen', 'Resumen del reporte', '128 tickets en el periodo, 12 abiertos.'),
    emailVariable(
      'filtros',
      'Los filtros aplicados, uno por línea',
      'Periodo: Semana anterior (16/11/2026 – 22/11/2026)\nDepartamento: Soporte TI',
    ),
    emailVariable('archivo', 'Nombre del archivo adjunto', 'tickets-por-estado.pdf'),
    emailVariable('frecuencia', 'Cuándo se envía', 'cada lunes a las 08:00'),
    emailVariable(
      'enlace_baja',
      'Enlace personal para dejar de recibir el envío',
      'https://soporte.example.pe/reportes/baja?token=…',
    ),
    emailVariable('producto', 'Nombre del producto', PRODUCT_NAME),
  ],
  defaults: {
    subject: '{{envio}}: {{reporte}}',
    text: [
      'Este es el envío programado «{{envio}}».',
      '',
      '{{reporte}}',
      '{{resumen}}',
      '{{filtros}}',
      '',
      'Adjuntamos el reporte: {{archivo}}.',
      'Frecuencia: {{frecuencia}} (hora de Lima).',
      '',
      'Para dejar de recibir este envío, abre este enlace:',
      '{{enlace_baja}}',
      '',
      'Enviado por {{producto}}.',
    ].join('\n'),
    html: `${LAYOUT_OPEN}
<p>Este es el envío programado «{{envio}}».</p>
<h2>{{reporte}}</h2>
<p>{{resumen}}</p>
<p>{{filtros}}</p>
<p>Adjuntamos el reporte: {{archivo}}.</p>
<p>Frecuencia: {{frecuencia}} (hora de Lima).</p>
<p><a href="{{enlace_baja}}">Dejar de recibir este envío</a></p>
<p style="color:#666">Enviado por {{producto}}.</p>
${LAYOUT_CLOSE}`,
  },
};

export const TEMPLATE_DEFINITIONS: readonly TemplateDefinition[] = [
  ...NOTIFICATIONS,
  PASSWORD_RESET,
  PUBLIC_CONFIRMATION,
  SCHEDULED_REPORT,
];

export type NotificationTemplateKey = (typeof NOTIFICATIONS)[number]['key'];
export type EmailTemplateKey = 'passwordReset' | 'publicConfirmation' | 'scheduledReport';
export type TemplateKey = NotificationTemplateKey | EmailTemplateKey;

const BY_KEY = new Map(TEMPLATE_DEFINITIONS.map((definition) => [definition.key, definition]));

export function findTemplateDefinition(key: string): TemplateDefinition | undefined {
  return BY_KEY.get(key);
}

export function templateDefinition(key: TemplateKey): TemplateDefinition {
  return BY_KEY.get(key)!;
}
