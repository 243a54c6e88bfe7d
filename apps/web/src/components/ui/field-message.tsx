import { pageMessages } from '@atiende/contracts';

interface FieldMessageProps {
  id: string;
  message: string;
  /** Announce at once (used for the password mismatch, which is checked on submit). */
  isAlert?: boolean;
}

/**
 * docs/product/ui.md#accessibility: the message under a field, with a hidden "Error:" prefix for
 * screen readers.
 */
export function FieldMessage({ id, message, isAlert = false }: FieldMessageProps) {
  return (
    <p id={id} role={isAlert ? 'alert' : undefined} className="mt-1 text-sm text-error">
      <span className="sr-only">{pageMessages.form.errorPrefix} </span>
      {message}
    </p>
  );
}

/** aria-describedby for a field: its hint and its error, when present. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
