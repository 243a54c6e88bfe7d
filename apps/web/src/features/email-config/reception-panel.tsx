import { WebhookCard } from './inbound/components/webhook-card';
import { MailboxesPanel } from './mailboxes/components/mailboxes-panel';

/**
 * «Recepción» (docs/email.md#inbound): how mail comes in — the IMAP mailboxes Atiende reads
 * (`mailboxes/`); the webhook's card (`inbound/`) sits beside them.
 */
export function ReceptionPanel() {
  return (
    <div className="space-y-4">
      <MailboxesPanel />
      <WebhookCard />
    </div>
  );
}
