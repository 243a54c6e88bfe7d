/**
 * Texts of the SLAs (acuerdos de nivel de servicio): the API's messages and validation
 * (docs/sla.md). The management pages add theirs here.
 */
export const slaMessages = {
  removedPolicy: 'Política de SLA eliminada.',
  removedCalendar: 'Calendario laboral eliminado.',
  validation: {
    nameRequired: 'Escribe un nombre.',
    nameTooLong: 'El nombre admite hasta 80 caracteres.',
    targetInvalid: 'El plazo debe ser un número entero de minutos mayor que cero.',
    targetTooLong: 'El plazo admite hasta 365 días (525600 minutos).',
    firstResponseAfterResolution: 'La primera respuesta no puede vencer después de la resolución.',
    warningPercentInvalid: 'El aviso debe estar entre el 1 % y el 99 % del plazo.',
    timeInvalid: 'Escribe la hora como HH:MM, entre 00:00 y 24:00.',
    intervalEmpty: 'La hora de fin debe ser posterior a la de inicio.',
    intervalsOverlap: 'Los horarios de un mismo día no pueden superponerse.',
    weekLength: 'El horario debe tener los siete días de la semana, de domingo a sábado.',
    noWorkingTime: 'El calendario debe tener al menos un horario de atención en la semana.',
    timeZoneInvalid: 'La zona horaria no es válida.',
    holidayCountryInvalid: 'No conocemos los feriados de ese país.',
    holidayRegionWithoutCountry: 'Elige el país de los feriados antes que la región.',
    dayOffDateInvalid: 'Escribe la fecha como AAAA-MM-DD.',
    dayOffDuplicated: 'Ese día libre ya está en la lista.',
    daysOffTooMany: 'Un calendario admite hasta 366 días libres.',
    departmentUnknown: 'El departamento no existe.',
    customerUnknown: 'La empresa no existe.',
    calendarUnknown: 'El calendario laboral no existe.',
  },
  errors: {
    SLA_POLICY_NOT_FOUND: 'No se encontró la política de SLA.',
    SLA_CALENDAR_NOT_FOUND: 'No se encontró el calendario laboral.',
    SLA_POLICY_NAME_TAKEN: 'Ya existe una política de SLA con ese nombre.',
    SLA_CALENDAR_NAME_TAKEN: 'Ya existe un calendario laboral con ese nombre.',
    SLA_POLICY_SCOPE_TAKEN:
      'Ya existe una política de SLA para ese departamento y esa empresa. Edita esa política.',
    SLA_CALENDAR_IN_USE:
      'Ese calendario laboral lo usa una política de SLA. Cambia el calendario de la política antes de eliminarlo.',
    SLA_DEFAULT_POLICY_REQUIRED:
      'La política predeterminada no se puede eliminar, desactivar ni limitar a un departamento o una empresa: es la que rige cuando ninguna otra coincide.',
  },
} as const;
