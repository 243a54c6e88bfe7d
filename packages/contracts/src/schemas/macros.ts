import { z } from 'zod';
import { COMMENT_MAX_LENGTH, TICKET_DESCRIPTION_MAX_LENGTH } from '../constants/tickets';
import { macroMessages } from '../messages/es/macros';
import { ticketMessages } from '../messages/es/tickets';
import { commentSchema, ticketPrioritySchema, ticketStatusSchema } from './tickets';

const v = macroMessages.validation;

/**
 * docs/macros.md: a plantilla is personal (its owner's only) or shared with the team (all of it
 * or one department).
 */
export const MACRO_SCOPES = ['PERSONAL', 'SHARED'] as const;
export type MacroScope = (typeof MACRO_SCOPES)[number];

/** docs/macros.md#variables: the names a plantilla's text may hold as `{{name}}`. */
export const MACRO_VARIABLES = [
  'cliente',
  'empresa',
  'ticket',
  'asunto',
  'tecnico',
  'departamento',
] as const;
export type MacroVariable = (typeof MACRO_VARIABLES)[number];

/** `{{ name }}`; the name is matched without accents or case (`{{Técnico}}` is `tecnico`). */
export const MACRO_VARIABLE_PATTERN = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The variable a written name means, or null when there is none. */
export function macroVariableOf(written: string): MacroVariable | null {
  const name = written
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return (MACRO_VARIABLES as readonly string[]).includes(name) ? (name as MacroVariable) : null;
}

/** The `{{names}}` of a text that are no variable, as written. */
export function unknownMacroVariables(text: string): string[] {
  const unknown = [...text.matchAll(MACRO_VARIABLE_PATTERN)]
    .map((match) => match[1]!)
    .filter((name) => macroVariableOf(name) === null);
  return [...new Set(unknown)];
}

/** `assignTo`: the person who uses the plantilla. */
export const MACRO_ASSIGN_SELF = 'me';
export const MACRO_NAME_MAX_LENGTH = 80;
/** A person keeps at most this many personal plantillas. */
export const MACROS_PER_USER_MAX = 200;

const macroText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** What a plantilla also does to the ticket; null leaves that part alone. */
export const macroActionsSchema = z.object({
  status: ticketStatusSchema.nullish().transform((value) => value ?? null),
  resolution: optionalText(TICKET_DESCRIPTION_MAX_LENGTH, v.noteTooLong),
  priority: ticketPrioritySchema.nullish().transform((value) => value ?? null),
  /** `me` (whoever uses it) or a staff member's id. */
  assignTo: z
    .union([z.literal(MACRO_ASSIGN_SELF), z.uuid({ error: v.assigneeInvalid })])
    .nullish()
    .transform((value) => value ?? null),
  internalNote: optionalText(COMMENT_MAX_LENGTH, v.noteTooLong),
});
export type MacroActions = z.infer<typeof macroActionsSchema>;

function checkVariables(text: string | null, path: (string | number)[], ctx: z.RefinementCtx) {
  const unknown = text ? unknownMacroVariables(text) : [];
  if (unknown.length > 0)
    ctx.addIssue({ code: 'custom', path, message: v.unknownVariable(unknown) });
}

/** POST /api/macros and PUT /api/macros/:id (the whole plantilla each time). */
export const macroInputSchema = z
  .object({
    name: macroText(MACRO_NAME_MAX_LENGTH, v.nameRequired, v.nameTooLong),
    body: macroText(COMMENT_MAX_LENGTH, v.bodyRequired, v.bodyTooLong),
    scope: z.enum(MACRO_SCOPES).default('PERSONAL'),
    departmentId: z
      .uuid({ error: v.departmentUnknown })
      .nullish()
      .transform((value) => value ?? null),
    actions: macroActionsSchema.default({
      status: null,
      resolution: null,
      priority: null,
      assignTo: null,
      internalNote: null,
    }),
  })
  .superRefine((input, ctx) => {
    if (input.departmentId && input.scope !== 'SHARED') {
      ctx.addIssue({ code: 'custom', path: ['departmentId'], message: v.departmentOnlyShared });
    }
    // docs/product/tickets.md: marking Resuelto asks how it was solved.
    if (input.actions.status === 'RESUELTO' && !input.actions.resolution) {
      ctx.addIssue({
        code: 'custom',
        path: ['actions', 'resolution'],
        message: v.resolutionRequired,
      });
    }
    checkVariables(input.body, ['body'], ctx);
    checkVariables(input.actions.internalNote, ['actions', 'internalNote'], ctx);
    checkVariables(input.actions.resolution, ['actions', 'resolution'], ctx);
  });
export type MacroInput = z.infer<typeof macroInputSchema>;
export type MacroFormValues = z.input<typeof macroInputSchema>;

const namedSchema = z.object({ id: z.uuid(), name: z.string() });

/** A plantilla as its managers see it: the text with its `{{variables}}` unrendered. */
export const macroSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  body: z.string(),
  scope: z.enum(MACRO_SCOPES),
  department: namedSchema.nullable(),
  actions: z.object({
    status: ticketStatusSchema.nullable(),
    resolution: z.string().nullable(),
    priority: ticketPrioritySchema.nullable(),
    assignTo: z.string().nullable(),
    assignee: namedSchema.nullable(),
    internalNote: z.string().nullable(),
  }),
  usageCount: z.number().int(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may edit and delete it (docs/macros.md#permissions). */
  canManage: z.boolean(),
});
export type Macro = z.infer<typeof macroSchema>;

export const macroListResponseSchema = z.object({ macros: z.array(macroSchema) });
export const macroEnvelopeSchema = z.object({ macro: macroSchema });

/** A plantilla rendered for one ticket: what the composer inserts and what it will also do. */
export const ticketMacroSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(MACRO_SCOPES),
  body: z.string(),
  actions: z.object({
    status: ticketStatusSchema.nullable(),
    priority: ticketPrioritySchema.nullable(),
    assignee: namedSchema.nullable(),
    internalNote: z.string().nullable(),
  }),
  usageCount: z.number().int(),
});
export type TicketMacro = z.infer<typeof ticketMacroSchema>;
export const ticketMacroListResponseSchema = z.object({ macros: z.array(ticketMacroSchema) });

/** `/api/tickets/:id/macros/:macroId/apply`. */
export const ticketMacroParamsSchema = z.object({
  id: z.uuid({ error: ticketMessages.validation.invalidTicketId }),
  macroId: z.uuid({ error: macroMessages.errors.MACRO_NOT_FOUND }),
});

/**
 * Applying a plantilla: the message as the composer holds it (edited or not; the rendered text
 * when absent), sent as a note or a public reply, then the plantilla's actions.
 */
export const applyMacroInputSchema = z.object({
  body: z
    .string()
    .trim()
    .max(COMMENT_MAX_LENGTH, ticketMessages.validation.commentTooLong)
    .optional(),
  isInternal: z.boolean().default(true),
});
export type ApplyMacroInput = z.input<typeof applyMacroInputSchema>;
export const applyMacroResponseSchema = z.object({ comment: commentSchema });
