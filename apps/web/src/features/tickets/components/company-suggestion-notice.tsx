import { useId, useState } from 'react';
import { Building2 } from 'lucide-react';
import { customerContextMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCustomerContext } from '../api/get-customer-context';
import {
  useSettleCompanySuggestion,
  type CompanySuggestionDecision,
} from '../api/settle-company-suggestion';

const text = customerContextMessages.suggestion;

/**
 * docs/customers.md#company-suggestions: the public form's requester named an existing company
 * with an e-mail it does not know, so the ticket has no company yet. Staff link it — adding the
 * requester as a contact only when they tick it — or dismiss it. Read from the customer panel's
 * query (staff only), so it costs no request of its own and clients never receive it.
 */
export function CompanySuggestionNotice({ ticketId }: { ticketId: string }) {
  const context = useCustomerContext(ticketId);
  const settle = useSettleCompanySuggestion(ticketId);
  const [isContactAdded, setIsContactAdded] = useState(false);
  const headingId = useId();
  const suggestion = context.data?.suggestedCompany;
  if (!suggestion || !context.data) return null;
  const requester = context.data.requester.name;
  const decide = (decision: CompanySuggestionDecision) =>
    settle.mutate(decision, {
      onSuccess: () =>
        notify.success(
          decision.action === 'confirm' ? text.confirmed(suggestion.name) : text.dismissed,
        ),
      onError: (error) => notify.error(messageOf(error, text.failed)),
    });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-line bg-brand-tint p-4"
      data-testid="company-suggestion"
    >
      <h2 id={headingId} className="flex items-start gap-2 text-base font-semibold text-ink">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <span className="min-w-0 break-words">{text.heading(suggestion.name)}</span>
      </h2>
      <p className="text-sm text-muted">{text.body}</p>
      <Checkbox
        label={text.addContact(requester)}
        checked={isContactAdded}
        onChange={(event) => setIsContactAdded(event.target.checked)}
        disabled={settle.isPending}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={settle.isPending}
          onClick={() => decide({ action: 'confirm', addRequesterAsContact: isContactAdded })}
        >
          {text.confirm}
        </Button>
        <Button
          variant="secondary"
          disabled={settle.isPending}
          onClick={() => decide({ action: 'dismiss' })}
        >
          {text.dismiss}
        </Button>
      </div>
    </section>
  );
}
