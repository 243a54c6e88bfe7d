import { auditMessages, ROLE_LABELS, type AuditLog } from '@atiende/contracts';

const text = auditMessages.page;

/** The action's Spanish label; an action this build does not know shows its code. */
export function actionLabel(action: string): string {
  return (auditMessages.actions as Record<string, string>)[action] ?? action;
}

export function actorLabel(entry: AuditLog): string {
  if (entry.actorName) return entry.actorName;
  if (entry.actorId) return entry.actorId.slice(0, 8);
  return entry.action === 'LOGIN_FAILED' ? text.anonymousActor : text.systemActor;
}

export function roleLabel(entry: AuditLog): string | null {
  return entry.actorRole ? ROLE_LABELS[entry.actorRole] : null;
}
