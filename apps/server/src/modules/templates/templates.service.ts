import {
  auditMessages,
  templateMessages,
  type TemplateDetail,
  type TemplateParts,
  type TemplatePartsInput,
  type TemplateSummary,
} from '@atiende/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates, type MessageTemplateRow } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { recordAudit, type AuditContext } from '../audit/index';
import { findUserNamesByIds } from '../users/index';
import { partsOf, renderSample, variableProblems } from './template-render';
import {
  TEMPLATE_DEFINITIONS,
  findTemplateDefinition,
  type TemplateDefinition,
} from './template-registry';
import { effectiveParts, type TemplateStore } from './template-store';

const v = templateMessages.validation;

export type TemplatesDeps = { db: Db; store: TemplateStore; events: EventBus };

function definitionOf(key: string): TemplateDefinition {
  const definition = findTemplateDefinition(key);
  if (!definition) throw new AppError('TEMPLATE_NOT_FOUND');
  return definition;
}

function summaryOf(definition: TemplateDefinition, row: MessageTemplateRow | undefined) {
  return {
    key: definition.key,
    kind: definition.kind,
    name: definition.name,
    description: definition.description,
    isNotification: definition.isNotification,
    isCustomized: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  } satisfies TemplateSummary;
}

/** Only the parts the template has, as written (a notification's title and message too). */
function pickParts(definition: TemplateDefinition, input: TemplatePartsInput): TemplateParts {
  const parts: Record<string, string> = {};
  for (const part of partsOf(definition)) {
    parts[part] = input[part] ?? definition.defaults[part] ?? '';
  }
  return parts as TemplateParts;
}

/** 422 naming every unknown `{{variable}}`, per part (docs/templates.md#variables). */
function assertKnownVariables(definition: TemplateDefinition, parts: TemplateParts) {
  const problems = variableProblems(definition, parts);
  if (problems.length === 0) return;
  const details = problems.map(({ part, unknown, emailOnly }) => ({
    field: part,
    message: unknown.length ? v.unknownVariables(unknown) : v.emailOnlyVariables(emailOnly),
  }));
  const unknown = [...new Set(problems.flatMap((problem) => problem.unknown))];
  throw new AppError('TEMPLATE_UNKNOWN_VARIABLES', details, {
    message: unknown.length ? v.unknownVariables(unknown) : details[0]!.message,
  });
}

export function list({ store }: TemplatesDeps) {
  return store
    .stored()
    .then((rows) =>
      TEMPLATE_DEFINITIONS.map((definition) => summaryOf(definition, rows.get(definition.key))),
    );
}

export async function detail({ db }: TemplatesDeps, key: string): Promise<TemplateDetail> {
  const definition = definitionOf(key);
  // Read fresh, not from the senders' cache: the page shows who saved last.
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.key, key));
  const [editor] = row?.updatedById ? await findUserNamesByIds(db, [row.updatedById]) : [];
  return {
    ...summaryOf(definition, row),
    variables: [...definition.variables],
    parts: effectiveParts(definition, row?.parts),
    defaults: definition.defaults,
    updatedByName: editor?.name ?? null,
  };
}

export async function save(
  deps: TemplatesDeps,
  context: AuditContext,
  key: string,
  input: TemplatePartsInput,
): Promise<TemplateDetail> {
  const definition = definitionOf(key);
  const parts = pickParts(definition, input);
  assertKnownVariables(definition, parts);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.key, key))
      .for('update');
    const values = { parts, updatedById: context.actorId, updatedAt: new Date() };
    await tx
      .insert(messageTemplates)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: messageTemplates.key, set: values });
    await recordAudit(tx, {
      context,
      action: 'MESSAGE_TEMPLATE_UPDATED',
      entityType: 'MESSAGE_TEMPLATE',
      entityId: key,
      before: effectiveParts(definition, before?.parts),
      after: parts,
      message: auditMessages.entries.messageTemplateUpdated(definition.name),
    });
  });
  deps.events.publish('template.updated', { key });
  return detail(deps, key);
}

export async function restore(
  deps: TemplatesDeps,
  context: AuditContext,
  key: string,
): Promise<TemplateDetail> {
  const definition = definitionOf(key);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(messageTemplates)
      .where(eq(messageTemplates.key, key))
      .returning();
    if (!removed) return; // already the default: nothing to record
    await recordAudit(tx, {
      context,
      action: 'MESSAGE_TEMPLATE_RESTORED',
      entityType: 'MESSAGE_TEMPLATE',
      entityId: key,
      before: effectiveParts(definition, removed.parts),
      after: definition.defaults,
      message: auditMessages.entries.messageTemplateRestored(definition.name),
    });
  });
  deps.events.publish('template.updated', { key });
  return detail(deps, key);
}

/** The draft rendered on the sample values, with the names it may not use. */
export function preview(key: string, input: TemplatePartsInput) {
  const definition = definitionOf(key);
  const parts = pickParts(definition, input);
  const problems = variableProblems(definition, parts);
  return {
    rendered: renderSample(definition, parts),
    unknownVariables: [
      ...new Set(problems.flatMap((problem) => [...problem.unknown, ...problem.emailOnly])),
    ],
  };
}

export function createTemplatesService(deps: TemplatesDeps) {
  return {
    list: () => list(deps),
    detail: (key: string) => detail(deps, key),
    save: (context: AuditContext, key: string, input: TemplatePartsInput) =>
      save(deps, context, key, input),
    restore: (context: AuditContext, key: string) => restore(deps, context, key),
    preview,
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
