import type { ErrorCode } from '../../errors/error-codes';
import { apiKeyErrorMessages } from './api-key-errors';
import { assistantErrorMessages } from './assistant-errors';
import { breakErrorMessages } from './breaks-errors';
import { customerErrorMessages } from './customer-errors';
import { knowledgeErrorMessages } from './knowledge-errors';
import { macroErrorMessages } from './macro-errors';
import { notificationErrorMessages } from './notification-errors';
import { emailInboundErrorMessages } from './email-inbound-errors';
import { emailErrorMessages } from './email-errors';
import { reportErrorMessages } from './report-errors';
import { mailboxErrorMessages } from './mailbox-errors';
import { scheduleErrorMessages } from './schedule-errors';
import { settingsErrorMessages } from './settings-errors';
import { slaErrorMessages } from './sla-errors';
import { teamErrorMessages } from './team-errors';
import { templateErrorMessages } from './template-errors';
import { ticketCloseErrorMessages } from './ticket-close-errors';
import { ticketErrorMessages } from './ticket-errors';

/**
 * The Spanish message the API sends with each error code (docs/conventions.md#api,
 * docs/product/ui.md#spanish-writing).
 */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Revisa los datos marcados e inténtalo nuevamente.',
  MALFORMED_JSON: 'No se pudo leer la solicitud: el contenido no es JSON válido.',
  INVALID_CREDENTIALS: 'El email o la contraseña no son correctos.',
  UNAUTHENTICATED: 'Inicia sesión para continuar.',
  SESSION_EXPIRED: 'Tu sesión ha expirado. Por favor, inicia sesión de nuevo.',
  SESSION_NOT_FOUND: 'No se encontró esa sesión: quizá ya se cerró.',
  INVALID_REFRESH_TOKEN: 'Tu sesión ha expirado. Por favor, inicia sesión de nuevo.',
  REFRESH_TOKEN_REUSED: 'Por seguridad cerramos tu sesión. Por favor, inicia sesión de nuevo.',
  ACCOUNT_DISABLED: 'Tu cuenta está desactivada. Pide a un administrador que la active.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  NOT_FOUND: 'No se encontró lo que buscas.',
  ROUTE_NOT_FOUND: 'La ruta solicitada no existe.',
  USER_NOT_FOUND: 'No se encontró el usuario.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este email. Inicia sesión o recupera tu contraseña.',
  VERSION_CONFLICT:
    'Este registro cambió mientras lo editabas. Recarga para ver la versión actual.',
  INVALID_RESET_TOKEN:
    'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  UNSUPPORTED_MEDIA_TYPE: 'El tipo de contenido enviado no está permitido.',
  TOO_MANY_REQUESTS:
    'Hiciste demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
  TOO_MANY_LOGIN_ATTEMPTS:
    'Demasiados intentos fallidos de inicio de sesión. Espera 15 minutos y vuelve a intentarlo.',
  TOO_MANY_RESET_REQUESTS:
    'Solicitaste varios enlaces seguidos. Espera unos minutos y vuelve a intentarlo.',
  TOO_MANY_REGISTRATIONS:
    'Se crearon varias cuentas desde esta conexión. Espera unos minutos y vuelve a intentarlo.',
  ...ticketErrorMessages,
  ...ticketCloseErrorMessages,
  NOTIFICATION_NOT_FOUND: notificationErrorMessages.notFound,
  PUSH_UNAVAILABLE: notificationErrorMessages.pushNotConfigured,
  ...customerErrorMessages,
  ...teamErrorMessages,
  ...macroErrorMessages,
  ...apiKeyErrorMessages,
  ...slaErrorMessages,
  ...scheduleErrorMessages,
  ...breakErrorMessages,
  ...knowledgeErrorMessages,
  ASSISTANT_BUSY: assistantErrorMessages.busy,
  CONVERSATION_NOT_FOUND: assistantErrorMessages.conversationNotFound,
  ...reportErrorMessages,
  ...emailInboundErrorMessages,
  ...emailErrorMessages,
  ...templateErrorMessages,
  ...mailboxErrorMessages,
  ...settingsErrorMessages,
  DEPENDENCY_UNAVAILABLE:
    'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.',
  INTERNAL_ERROR: 'Ocurrió un error inesperado. Inténtalo nuevamente en unos minutos.',
};

/** Per-field validation messages (server and forms share them). */
export const fieldMessages = {
  required: 'Este campo es obligatorio',
  invalidType: 'El valor no tiene el tipo esperado',
  unknownField: 'Campo no permitido',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'El email no tiene un formato válido',
  emailTooLong: 'El email no puede superar los 254 caracteres',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña no puede superar los 128 caracteres',
  passwordTooCommon: 'Esa contraseña es demasiado común. Elige una más difícil de adivinar.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  roleInvalid: 'El rol no es válido',
  tokenRequired: 'Falta el enlace de recuperación',
  emailTaken: 'Ya existe una cuenta con este email',
  bodyMissing: 'Falta el cuerpo de la solicitud o no es un objeto JSON',
  booleanInvalid: 'El valor debe ser true o false',
  nulCharacter: 'El texto contiene un carácter no permitido (NUL)',
  multipartMalformed:
    'No se pudo leer el formulario enviado: llegó incompleto o dañado. Inténtalo nuevamente.',
  departmentNameTaken: 'Ya existe un departamento con ese nombre',
  departmentLeadInvalid:
    'El líder debe ser un usuario activo con rol Líder Técnico o Administrador',
  departmentMemberInvalid:
    'Solo puedes agregar usuarios activos del equipo (técnicos, líderes o administradores)',
  departmentMembersTooMany: 'Un departamento admite hasta 100 miembros',
  departmentStatusUnknown: 'Ese estado no pertenece a este departamento',
  departmentStatusRepeated: 'Ese estado aparece más de una vez',
  departmentStatusNameRepeated: 'Ya hay otro estado con ese nombre en el departamento',
  // Answers of successful deletions (kept here until departments get their own messages file).
  departmentDeleted: 'Departamento eliminado.',
  productDeleted: 'Producto eliminado.',
  productDeactivatedInUse:
    'El producto figura en tickets, así que lo desactivamos en lugar de eliminarlo.',
} as const;
