import { z } from 'zod';
import { templateMessages } from '../messages/es/templates';

const v = templateMessages.validation;

/**
 * docs/templates.md: the messages Atiende sends, grouped by kind on /admin/template-management.
 * The keys themselves are the server's registry; the page reads them from `GET /api/templates`.
 */
export const TEMPLATE_KINDS = ['tickets', 'sla', 'account', 'publicForm', 'reports'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * The parts of a template: every one has a subject and an e-mail in HTML and in plain text; a
 * notification also has the bell's (and the push's) title and message.
 */
export const TEMPLATE_PARTS = ['title', 'message', 'subject', 'html', 'text'] as const;
export type TemplatePart = (typeof TEMPLATE_PARTS)[number];

/** Longest text each part may hold. */
export const TEMPLATE_PART_MAX_LENGTH: Record<TemplatePart, number> = {
  title: 200,
  message: 500,
  subject: 200,
  html: 50_000,
  text: 20_000,
};

/** `{{ name }}`: how a template names a variable. */
export const TEMPLATE_VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{names}}` a text uses, once each, in the order they appear. */
export function templateVariablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(TEMPLATE_VARIABLE_PATTERN)].map((match) => match[1]!))];
}

export const templateKeyParamsSchema = z.object({
  key: z.string().regex(/^[a-zA-Z]{1,60}$/, v.unknownTemplate),
});

const partText = (part: TemplatePart, required: boolean) => {
  const text = z
    .string({ error: v.required })
    .max(TEMPLATE_PART_MAX_LENGTH[part], v.tooLong(TEMPLATE_PART_MAX_LENGTH[part]));
  return required ? text.refine((value) => value.trim() !== '', v.required) : text;
};

/** One line: a subject or a title never holds a line break (it would forge headers). */
const oneLine = (part: 'subject' | 'title') =>
  partText(part, true).refine((value) => !/[\r\n]/.test(value), v.oneLine);

/** PUT /api/templates/:key and the preview: the parts as written in the editor. */
export const templatePartsInputSchema = z.object({
  subject: oneLine('subject'),
  html: partText('html', true),
  text: partText('text', true),
  title: oneLine('title').optional(),
  message: partText('message', true).optional(),
});
export type TemplatePartsInput = z.infer<typeof templatePartsInputSchema>;

export const templatePartsSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  title: z.string().optional(),
  message: z.string().optional(),
});
export type TemplateParts = z.infer<typeof templatePartsSchema>;

export const templateVariableSchema = z.object({
  name: z.string(),
  description: z.string(),
  sample: z.string(),
  /** Only in the e-mail (subject, HTML, text), not in the bell's title and message. */
  isEmailOnly: z.boolean(),
});
export type TemplateVariable = z.infer<typeof templateVariableSchema>;

export const templateSummarySchema = z.object({
  key: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  description: z.string(),
  isNotification: z.boolean(),
  isCustomized: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListResponseSchema = z.object({ templates: z.array(templateSummarySchema) });
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

export const templateDetailSchema = templateSummarySchema.extend({
  variables: z.array(templateVariableSchema),
  parts: templatePartsSchema,
  defaults: templatePartsSchema,
  updatedByName: z.string().nullable(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateDetailResponseSchema = z.object({ template: templateDetailSchema });
export type TemplateDetailResponse = z.infer<typeof templateDetailResponseSchema>;

/** The parts rendered on the template's sample values. */
export const templatePreviewResponseSchema = z.object({
  rendered: templatePartsSchema,
  /** `{{names}}` the draft uses that the template does not offer (saving it is refused). */
  unknownVariables: z.array(z.string()),
});
export type TemplatePreviewResponse = z.infer<typeof templatePreviewResponseSchema>;
