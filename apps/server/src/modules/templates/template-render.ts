import {
  TEMPLATE_PART_MAX_LENGTH,
  TEMPLATE_VARIABLE_PATTERN,
  templateVariablesIn,
  type TemplatePart,
  type TemplateParts,
} from '@atiende/contracts';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { TemplateDefinition } from './template-registry';

/**
 * docs/templates.md#rendering: a template is filled in one pass — a value is inserted as it is
 * and never read as a template, so a ticket titled `{{enlace}}` stays `{{enlace}}`. In the HTML
 * part every value is escaped (line breaks become `<br>`); subjects and titles take values on one
 * line, so no value can add a header (docs/conventions.md#security).
 */
export type TemplateValues = Readonly<Record<string, string>>;

function fill(template: string, values: TemplateValues, encode: (value: string) => string) {
  return template.replace(TEMPLATE_VARIABLE_PATTERN, (match, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name]!) : match,
  );
}

const asIs = (value: string) => value;
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
const asHtml = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderText(template: string, values: TemplateValues): string {
  return fill(template, values, asIs);
}

export function renderHtml(template: string, values: TemplateValues): string {
  return fill(template, values, asHtml);
}

export function renderLine(template: string, values: TemplateValues, max: number): string {
  return oneLine(fill(template, values, oneLine)).slice(0, max);
}

export type RenderedEmail = { subject: string; text: string; html: string };
export type RenderedNotice = { title: string; message: string };

/** The e-mail of a template: a one-line subject, the plain text and the HTML. */
export function renderEmail(parts: TemplateParts, values: TemplateValues): RenderedEmail {
  return {
    subject: renderLine(parts.subject, values, TEMPLATE_PART_MAX_LENGTH.subject),
    text: renderText(parts.text, values),
    html: renderHtml(parts.html, values),
  };
}

/** The bell's and the push's texts of a notification template. */
export function renderNotice(parts: TemplateParts, values: TemplateValues): RenderedNotice {
  return {
    title: renderLine(parts.title ?? '', values, TEMPLATE_PART_MAX_LENGTH.title),
    message: renderLine(parts.message ?? '', values, TEMPLATE_PART_MAX_LENGTH.message),
  };
}

/** Every part of a template rendered on its sample values (the editor's preview). */
export function renderSample(definition: TemplateDefinition, parts: TemplateParts): TemplateParts {
  const samples = Object.fromEntries(
    definition.variables.map((variable) => [variable.name, variable.sample]),
  );
  return {
    ...renderEmail(parts, samples),
    ...(definition.isNotification ? renderNotice(parts, samples) : {}),
  };
}

/** The parts a template has: notifications add the bell's title and message. */
export function partsOf(definition: TemplateDefinition): TemplatePart[] {
  return definition.isNotification
    ? ['title', 'message', 'subject', 'html', 'text']
    : ['subject', 'html', 'text'];
}

export type VariableProblem = { part: TemplatePart; unknown: string[]; emailOnly: string[] };

/**
 * The `{{names}}` of each part that the template does not offer, and the e-mail-only ones used
 * in the bell's title or message (there is no recipient's name or link there).
 */
export function variableProblems(
  definition: TemplateDefinition,
  parts: Partial<TemplateParts>,
): VariableProblem[] {
  const offered = new Map(definition.variables.map((variable) => [variable.name, variable]));
  const problems: VariableProblem[] = [];
  for (const part of partsOf(definition)) {
    const used = templateVariablesIn(parts[part] ?? '');
    const unknown = used.filter((name) => !offered.has(name));
    const emailOnly =
      part === 'title' || part === 'message'
        ? used.filter((name) => offered.get(name)?.isEmailOnly)
        : [];
    if (unknown.length || emailOnly.length) problems.push({ part, unknown, emailOnly });
  }
  return problems;
}
