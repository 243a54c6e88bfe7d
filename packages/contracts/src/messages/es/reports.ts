/**
 * The reports' texts (docs/reports.md): the catalogue's titles and what each report answers,
 * the validation messages, and the pages' words. One place, so the page, the exports and the
 * e-mails say the same.
 */
export const reportMessages = {
  families: {
    tickets: {
      title: 'Tickets',
      description: 'Cuántos tickets entran, en qué estado están y cuánto esperan los pendientes.',
      types: {
        status: {
          title: 'Tickets por estado',
          description: 'Los tickets creados en el periodo, según su estado actual.',
        },
        department: {
          title: 'Tickets por departamento',
          description: 'Creados, resueltos y pendientes de cada departamento.',
        },
        priority: {
          title: 'Tickets por prioridad',
          description: 'Creados, resueltos y pendientes de cada prioridad.',
        },
        flow: {
          title: 'Creados vs. resueltos',
          description: 'Tickets creados y resueltos cada día: ¿el equipo va al día?',
        },
        'backlog-age': {
          title: 'Antigüedad de pendientes',
          description: 'Cuánto tiempo llevan abiertos los tickets pendientes hoy.',
        },
      },
    },
    sla: {
      title: 'SLA',
      description: 'Si se cumplen los tiempos de primera respuesta y de resolución.',
      types: {
        compliance: {
          title: 'Cumplimiento de SLA',
          description: 'Porcentaje de tickets atendidos a tiempo, por prioridad.',
        },
        breaches: {
          title: 'Incumplimientos de SLA',
          description: 'Los tickets que vencieron su plazo, por departamento y técnico.',
        },
      },
    },
    technicians: {
      title: 'Técnicos',
      description:
        'Cuánto resuelve cada técnico, cuánto tiene pendiente y qué tan rápido responde.',
      types: {
        productivity: {
          title: 'Productividad de técnicos',
          description: 'Tickets resueltos por cada técnico y su tiempo de resolución.',
        },
        workload: {
          title: 'Carga de trabajo',
          description: 'Tickets abiertos de cada técnico frente a su capacidad.',
        },
        'response-times': {
          title: 'Tiempos de respuesta',
          description: 'Primera respuesta y resolución de cada técnico (mediana y percentil 90).',
        },
      },
    },
    customers: {
      title: 'Clientes',
      description: 'Qué empresas y cadenas piden más ayuda.',
      types: {
        top: {
          title: 'Clientes con más tickets',
          description: 'Las empresas que más tickets crearon en el periodo.',
        },
        business: {
          title: 'Tickets por empresa',
          description: 'Creados, resueltos y pendientes de cada empresa.',
        },
        chain: {
          title: 'Tickets por cadena',
          description: 'Creados, resueltos y pendientes de cada cadena de locales.',
        },
      },
    },
    productivity: {
      title: 'Productividad',
      description: 'Tickets atendidos por hora trabajada, según los horarios del equipo.',
      types: {
        'by-technician': {
          title: 'Productividad por técnico',
          description: 'Horas trabajadas, tickets atendidos y tickets por hora de cada técnico.',
        },
        'by-day': {
          title: 'Productividad por día',
          description: 'Horas trabajadas y tickets atendidos por el equipo cada día.',
        },
      },
    },
    breaks: {
      title: 'Pausas',
      description: 'Pausas y almuerzos tomados frente a los planificados.',
      types: {
        'by-technician': {
          title: 'Pausas por técnico',
          description: 'Pausas planificadas y tomadas, excesos y pausas cerradas solas.',
        },
        'by-day': {
          title: 'Pausas por día',
          description: 'Pausas y almuerzos del equipo cada día.',
        },
      },
    },
    compliance: {
      title: 'Cumplimiento',
      description: 'Qué tanto se respeta el horario planificado.',
      types: {
        'by-technician': {
          title: 'Cumplimiento por técnico',
          description: 'Porcentaje de cumplimiento del horario de cada técnico.',
        },
        'by-day': {
          title: 'Cumplimiento por día',
          description: 'Porcentaje de cumplimiento del equipo cada día.',
        },
      },
    },
  },

  filters: {
    period: 'Periodo',
    departmentId: 'Departamento',
    technicianId: 'Técnico',
    priority: 'Prioridad',
    source: 'Canal',
    all: 'Todos',
  },

  validation: {
    familyUnknown: 'Ese tipo de reporte no existe.',
    typeUnknown: 'Ese reporte no existe.',
    idInvalid: 'El identificador no es válido.',
    formatInvalid: 'Elige un formato: CSV, Excel o PDF.',
    teamTimeRangeTooLong: (days: number) =>
      `Los reportes de horarios abarcan hasta ${days} días. Elige un periodo más corto.`,
    nameRequired: 'Ponle un nombre al envío programado.',
    nameTooLong: 'El nombre admite hasta 120 caracteres.',
    frequencyInvalid: 'Elige diario, semanal o mensual.',
    weekdayRequired: 'Elige el día de la semana del envío.',
    monthDayRequired: 'Elige el día del mes del envío (1 a 28).',
    recipientInvalid: 'Escribe un correo válido, como nombre@empresa.pe.',
    recipientsRequired: 'Agrega al menos un destinatario.',
    recipientsTooMany: (max: number) => `Agrega como máximo ${max} destinatarios.`,
    schedulesTooMany: (max: number) =>
      `Ya hay ${max} envíos programados. Elimina alguno antes de crear otro.`,
  },

  errors: {
    forbidden: 'Los reportes son para administradores y jefes de equipo.',
    departmentForbidden: 'No puedes ver reportes de ese departamento.',
    scheduleNotFound: 'Ese envío programado ya no existe.',
  },
} as const;
