import { fieldErrorsOf, messageOf } from '../../../lib/api-error';

/**
 * A refused save as one sentence for the form's alert: the server's own messages (a 422 lists
 * each overlap or misplaced lunch with its day) rather than the generic one, or the fallback.
 */
export function serverProblemText(error: unknown, fallback: string): string {
  const details = fieldErrorsOf(error).map((detail) => detail.message);
  const unique = [...new Set(details)];
  return unique.length > 0 ? unique.join(' ') : messageOf(error, fallback);
}
