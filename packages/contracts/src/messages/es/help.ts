import type { FeatureFlag } from '../../constants/feature-flags';
import type { Role } from '../../constants/roles';
import { countOf } from './plural';

/** Who reads an FAQ entry (docs/product/help-and-pwa.md: entries are filtered per role). */
export type FaqAudience =
  'everyone' | 'client' | 'staff' | 'technicianAndLead' | 'leadAndAdmin' | 'admin';

export interface FaqEntry {
  id: string;
  audience: FaqAudience;
  question: string;
  answer: string;
  /**
   * The capability the entry explains: shown only while its feature flag is on, so nobody reads
   * about a screen that is not there (docs/help.md#entries-that-wait-for-their-feature).
   */
  flag?: FeatureFlag;
}

/** The header's help menu (kept apart so the layout does not carry the FAQ's text). */
export const helpMenuMessages = {
  trigger: 'Ayuda',
  faq: 'Preguntas frecuentes',
  askAssistant: 'Preguntar al asistente',
} as const;

/**
 * docs/product/help-and-pwa.md help menu and FAQ dialog; docs/product/help-and-pwa.md: admin-only
 * entries (products and API keys for ticket ingestion, departments with custom statuses, users,
 * reports, e-mail configuration), tech lead and admin (team schedules, team metrics, SLAs). The
 * statuses are the FAQ's own names (docs/product/help-and-pwa.md). docs/help.md says how the list
 * was chosen.
 */
export const helpMessages = {
  menu: helpMenuMessages,
  faq: {
    titles: {
      CLIENT: 'Ayuda para Clientes',
      TECHNICIAN: 'Ayuda para Técnicos',
      TECH_LEAD: 'Ayuda para Jefe Técnico',
      ADMIN: 'Ayuda para Administradores',
    } satisfies Record<Role, string>,
    description: 'Respuestas rápidas sobre lo que puedes hacer en Atiende.',
    searchLabel: 'Buscar en la ayuda',
    searchPlaceholder: 'Por ejemplo: adjuntar, estado, escalar',
    empty: (query: string) =>
      `No encontramos preguntas sobre "${query}". Prueba con otras palabras.`,
    count: (shown: number) => countOf(shown, { one: 'pregunta', other: 'preguntas' }),
    close: 'Cerrar la ayuda',
    entries: [
      {
        id: 'create-ticket',
        audience: 'everyone',
        question: '¿Cómo creo un ticket?',
        answer:
          'Entra a "Nuevo Ticket", elige el departamento, describe el problema con el mayor detalle posible y, si ayuda, adjunta capturas o documentos. Al enviarlo recibes un número de ticket (#1234) para darle seguimiento.',
      },
      {
        id: 'public-form',
        audience: 'client',
        question: '¿Puedo enviar un ticket sin tener cuenta?',
        answer:
          'Sí. El formulario público en /support no pide cuenta: completa tus datos de contacto y de tu empresa, y te enviamos un email de confirmación con el número de ticket.',
      },
      {
        id: 'attachments',
        audience: 'everyone',
        question: '¿Qué archivos puedo adjuntar?',
        answer:
          'PDF, Word (doc y docx), texto (txt) e imágenes JPG, PNG y GIF, de hasta 10MB cada uno. Puedes adjuntar varios a la vez.',
      },
      {
        id: 'statuses',
        audience: 'everyone',
        question: '¿Qué significa cada estado?',
        answer:
          'Pendiente: recibido, aún sin atender. En Progreso: un técnico está trabajando en él. Escalado: pasó al jefe técnico del departamento. Resuelto: el técnico indicó cómo se resolvió. Cerrado: terminado y confirmado.',
      },
      {
        id: 'follow-ticket',
        audience: 'client',
        question: '¿Dónde veo cómo va mi ticket?',
        answer:
          'En "Mis Tickets" ves todos tus tickets y su estado. Al abrir uno ves la conversación con el equipo y puedes responder o adjuntar más archivos.',
      },
      {
        id: 'reopen',
        audience: 'client',
        question: 'Mi ticket figura como resuelto, pero el problema sigue. ¿Qué hago?',
        answer:
          'Abre el ticket y elige "No, sigue el problema": cuéntanos qué sigue fallando y el ticket vuelve a la cola del equipo. Responder en la conversación del ticket también lo reabre.',
      },
      {
        id: 'internal-notes',
        audience: 'staff',
        question: '¿Quién ve las notas internas?',
        answer:
          'Solo el equipo (técnicos, jefes técnicos y administradores). El cliente nunca las ve, ni en el ticket ni en los emails. El editor empieza siempre en "Nota interna"; para escribirle al cliente elige "Respuesta pública".',
      },
      {
        id: 'resolve',
        audience: 'staff',
        question: '¿Qué pasa al marcar un ticket como Resuelto?',
        answer:
          'Se pide cómo se resolvió. Esa información queda en el ticket y el cliente puede confirmarla o reabrir el ticket respondiendo.',
      },
      {
        id: 'escalate',
        audience: 'staff',
        question: '¿Qué pasa al escalar o reasignar un ticket?',
        answer:
          'Escalar pide el motivo y avisa al jefe técnico del departamento. Reasignar pide el motivo y avisa al nuevo técnico asignado.',
      },
      {
        id: 'shortcuts',
        audience: 'staff',
        question: '¿Hay atajos de teclado?',
        answer:
          'Sí: pulsa ? en la lista o en un ticket para verlos todos (j / k para moverte, x para seleccionar, a para asignar, s y p para estado y prioridad, c para un ticket nuevo). Desde esa misma ventana puedes desactivarlos.',
      },
      {
        id: 'schedules',
        // Administrators have no shift, no "Pausa" and no Mis Horarios link (docs/help.md).
        audience: 'technicianAndLead',
        flag: 'schedules',
        question: '¿Dónde registro mi horario y mi almuerzo?',
        answer:
          'En "Mis Horarios" ves tus turnos de la semana o del mes, tu almuerzo, tus pausas previstas y tu cumplimiento; en "Horarios de Almuerzo", a qué hora almuerza cada compañero. Para tomar una pausa o salir a almorzar usa el botón "Pausa" de la barra superior y pulsa "Terminar" al volver: así el equipo sabe quién está disponible.',
      },
      {
        id: 'team-schedules',
        audience: 'leadAndAdmin',
        flag: 'schedules',
        question: '¿Cómo veo los horarios del equipo?',
        answer:
          'En "Equipo y Roles", botón "Horarios del equipo": defines los turnos semanales, las vacaciones, licencias e intercambios, la rota de almuerzo y el mínimo disponible de tus departamentos. Tu panel muestra quién está disponible, en pausa o almorzando.',
      },
      {
        id: 'team-metrics',
        audience: 'leadAndAdmin',
        question: '¿Dónde veo las métricas del equipo?',
        answer:
          'En "Equipo y Roles" ves, por técnico y para el periodo que elijas, su carga de tickets abiertos, los tickets asignados y resueltos, los tiempos de primera respuesta y de resolución, y las reaperturas.',
      },
      {
        id: 'slas',
        audience: 'leadAndAdmin',
        question: '¿Cómo funcionan los SLA?',
        answer:
          'Un SLA fija el plazo de primera respuesta y de resolución según la prioridad, contado en horario hábil cuando la política tiene un calendario. Los administradores los configuran en "Gestión de SLA" y el "Panel de SLA" muestra su cumplimiento. Cada ticket muestra si va en plazo, por vencer o vencido; los estados que pausan el SLA (por ejemplo, "Esperando al cliente") detienen el reloj.',
      },
      {
        id: 'departments',
        audience: 'admin',
        question: '¿Puedo tener estados propios en un departamento?',
        answer:
          'Sí. En "Departamentos" cada departamento puede tener estados propios (por ejemplo, "Esperando al cliente"), cada uno dentro de uno de los cinco estados base, y decidir si pide una nota de resolución, si avisa al jefe técnico o si pausa el SLA.',
      },
      {
        id: 'products',
        audience: 'admin',
        flag: 'products',
        question: '¿Cómo gestiono los productos y servicios?',
        answer:
          'En "Productos" y "Servicios" (menú Gestión) registras los de cada departamento con su precio. El formulario público los ofrece a quien elige ese departamento.',
      },
      {
        id: 'api-keys',
        audience: 'admin',
        flag: 'apiManagement',
        question: '¿Cómo creo claves de API para recibir tickets?',
        answer:
          'En "Gestión de API" (menú Configuración) creas claves con los permisos que necesita cada sistema: crear tickets, verlos o gestionar clientes. Cada clave se muestra una sola vez, al crearla, y se envía en la cabecera X-API-Key.',
      },
      {
        id: 'import',
        audience: 'admin',
        question: '¿Puedo cargar clientes, usuarios o tickets desde Excel?',
        answer:
          'Sí. En "Importar desde Excel" (menú Gestión) subes un archivo .xlsx o .csv, eliges qué columna va a cada campo, revisas las filas con errores y recién entonces importas. Importar el mismo archivo dos veces no crea duplicados.',
      },
      {
        id: 'users',
        audience: 'admin',
        question: '¿Cómo doy de alta a un técnico o cambio un rol?',
        answer:
          'En "Equipo y Roles" creas usuarios, cambias su rol o los desactivas. Un usuario con historial se desactiva en lugar de borrarse.',
      },
      {
        id: 'reports',
        audience: 'leadAndAdmin',
        flag: 'reports',
        question: '¿Dónde están los reportes?',
        answer:
          'En "Reportes" del menú lateral eliges uno: tickets, SLA, técnicos, clientes, productividad, pausas o cumplimiento. Ajustas el periodo y los filtros, ves el gráfico y la tabla, y lo descargas en CSV, Excel o PDF; "Ver tickets" abre los tickets de cada fila. Un jefe técnico ve los de sus departamentos.',
      },
      {
        id: 'email',
        audience: 'admin',
        flag: 'emailConfig',
        question: '¿Cómo configuro el email?',
        answer:
          'En la configuración de email indicas el servidor SMTP con el que Atiende envía confirmaciones y avisos. La contraseña se guarda cifrada y nunca se vuelve a mostrar.',
      },
    ] satisfies FaqEntry[],
  },
} as const;
