import { TECHNICIAN_MAX_CAPACITY } from '../../constants/organisation';

/**
 * The API's field messages for the team. Their own module: the contract's schemas use them, and
 * the rest of the team's texts stay out of the chunk that carries the schemas
 * (docs/performance.md, ninth pass).
 */
export const teamValidationMessages = {
  idInvalid: 'El identificador no es válido',
  phoneInvalid: 'El teléfono no tiene un formato válido. Ejemplo: +51 987 654 321',
  capacityInvalid: 'La capacidad debe ser un número entero',
  capacityNegative: 'La capacidad no puede ser negativa',
  capacityTooHigh: `La capacidad no puede superar ${TECHNICIAN_MAX_CAPACITY} tickets abiertos`,
  specialtyInvalid: 'Cada especialidad debe tener entre 1 y 50 caracteres',
  specialtiesTooMany: 'Puedes indicar hasta 20 especialidades',
  departmentsTooMany: 'Puedes indicar hasta 50 departamentos',
  departmentUnknown: 'Uno de los departamentos no existe o está inactivo',
  departmentNotYours: 'Solo puedes usar los departamentos que lideras o en los que participas',
  departmentRequired: 'Elige al menos uno de tus departamentos',
  departmentsStaffOnly:
    'Solo el equipo (técnicos, líderes y administradores) pertenece a departamentos',
  leadManagesTechniciansOnly: 'Solo puedes gestionar a los técnicos de tus departamentos',
  roleNotAllowed: 'Solo puedes crear usuarios con rol Técnico',
  roleChangeAdminOnly: 'Solo un administrador puede cambiar el rol',
  statusInvalid: 'El estado debe ser true o false',
  groupInvalid: 'El grupo debe ser staff o clients',
  technicianIdsRequired: 'Indica al menos un técnico',
  technicianIdsTooMany: (max: number) => `Puedes consultar hasta ${max} técnicos a la vez`,
  notTechnician: 'El usuario no es un técnico',
  inactiveResetLink:
    'La cuenta está desactivada: reactívala antes de enviarle un enlace para restablecer la contraseña',
  formatInvalid: 'El formato debe ser xlsx o csv',
  customerClientOnly: 'Solo los clientes pertenecen a una empresa',
  customerUnknown: 'La empresa no existe o está inactiva',
  /** Step-up (docs/team.md#step-up): the acting person's password for an e-mail or role change. */
  stepUpRequired: 'Confirma tu contraseña para cambiar el correo o el rol.',
  stepUpWrong: 'La contraseña no es correcta.',
  stepUpTooMany:
    'Demasiados intentos con una contraseña incorrecta. Espera unos minutos y vuelve a intentarlo.',
} as const;
