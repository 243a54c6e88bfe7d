import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { reportMessages, reportScheduleMessages } from '@atiende/contracts/reports';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { controlClasses, FormField } from '../../../../components/ui/form-field';
import { cn } from '../../../../lib/cn';

const text = reportScheduleMessages.dialog;
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The recipients as chips: type an address and press Enter or a comma (or "Agregar"); each chip
 * has its own "Quitar …" button. A mistyped address stays in the box with the reason below.
 */
export function RecipientsField({
  value,
  onChange,
  error,
  unsubscribed = [],
}: {
  value: readonly string[];
  onChange: (recipients: string[]) => void;
  error?: string;
  /** Addresses that followed the e-mail's unsubscribe link: shown as such. */
  unsubscribed?: readonly string[];
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ?? error;

  const add = () => {
    const addresses = draft
      .split(/[,;\s]+/)
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
    if (addresses.length === 0) return;
    const invalid = addresses.find((item) => !isEmail(item));
    if (invalid) {
      setDraftError(reportMessages.validation.recipientInvalid);
      return;
    }
    onChange([...new Set([...value, ...addresses])]);
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="space-y-2">
      <FormField
        id={id}
        label={text.recipients}
        hint={text.recipientsHint}
        hintPlacement="below"
        error={shownError}
      >
        {(aria) => (
          <div className="flex gap-2">
            <input
              {...aria}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={draft}
              placeholder={text.recipientsPlaceholder}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(null);
              }}
              onKeyDown={onKeyDown}
              onBlur={add}
              className={cn(controlClasses('md'), 'min-w-0 flex-1')}
            />
            <Button variant="secondary" onClick={add}>
              {text.addRecipient}
            </Button>
          </div>
        )}
      </FormField>
      {value.length > 0 ? (
        <ul aria-label={text.recipients} className="flex flex-wrap gap-1.5">
          {value.map((email) => (
            <li
              key={email}
              className="flex items-center gap-1 rounded-full bg-brand-tint py-0.5 pr-1 pl-3 text-sm text-brand"
            >
              <span className="break-all">
                {email}
                {unsubscribed.includes(email) ? (
                  <span className="text-muted"> ({reportScheduleMessages.page.unsubscribed})</span>
                ) : null}
              </span>
              <button
                type="button"
                aria-label={text.removeRecipient(email)}
                className="flex size-8 items-center justify-center rounded-full hover:bg-white"
                onClick={() => onChange(value.filter((item) => item !== email))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
