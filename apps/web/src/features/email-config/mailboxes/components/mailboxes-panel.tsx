import { useState } from 'react';
import {
  CircleAlert,
  CircleCheck,
  Inbox,
  Pencil,
  Plus,
  RefreshCw,
  PlugZap,
  Trash2,
} from 'lucide-react';
import {
  mailboxMessages,
  type Mailbox,
  type MailboxTestResult,
} from '@atiende/contracts/mailboxes';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { OutcomeNotice } from '../../../../components/ui/outcome-notice';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useDeleteMailbox, useMailboxes, usePollMailbox, useTestMailbox } from '../api/mailboxes';
import { MailboxDialog } from './mailbox-dialog';

const text = mailboxMessages.page;

/**
 * «Buzones IMAP» on the «Recepción» tab (docs/email.md#mailboxes-imap): one card per mailbox
 * with its last poll, «Probar conexión», «Revisar ahora», edit and delete.
 */
export function MailboxesPanel() {
  const query = useMailboxes();
  const [editing, setEditing] = useState<Mailbox | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Mailbox | null>(null);
  const remove = useDeleteMailbox();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(text.deleted);
        setDeleting(null);
      },
      onError: () => notify.error(text.deleteFailed),
    });
  };

  return (
    <CardSection id="email-mailboxes" title={text.title}>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-muted">{text.intro}</p>
        <Button onClick={() => setEditing('new')} className="shrink-0 max-md:min-h-11">
          <Plus aria-hidden="true" className="size-4" />
          {text.add}
        </Button>
      </div>
      <div className="mt-4">
        {query.isError ? (
          <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
        ) : !query.data ? (
          <DeferredLoader />
        ) : query.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md border border-dashed border-line p-4 text-sm text-muted">
            <Inbox aria-hidden="true" className="size-4 shrink-0" />
            {text.empty}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={text.title}>
            {query.data.map((mailbox) => (
              <MailboxCard
                key={mailbox.id}
                mailbox={mailbox}
                onEdit={() => setEditing(mailbox)}
                onDelete={() => setDeleting(mailbox)}
              />
            ))}
          </ul>
        )}
      </div>
      <MailboxDialog mailbox={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={deleting ? text.confirmDeleteTitle(deleting.name) : ''}
        description={text.confirmDeleteBody}
        confirmLabel={text.remove}
        pendingLabel={text.deleting}
        cancelLabel={text.cancel}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </CardSection>
  );
}

function MailboxCard({
  mailbox,
  onEdit,
  onDelete,
}: {
  mailbox: Mailbox;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const test = useTestMailbox();
  const poll = usePollMailbox();
  const [outcome, setOutcome] = useState<Pick<MailboxTestResult, 'ok' | 'message'> | null>(null);
  const headingId = `mailbox-${mailbox.id}`;

  const runTest = () => {
    setOutcome(null);
    test.mutate(mailbox.id, {
      onSuccess: (result) => setOutcome(result),
      onError: () => setOutcome({ ok: false, message: text.actionFailed }),
    });
  };
  const runPoll = () => {
    setOutcome(null);
    poll.mutate(mailbox.id, {
      onSuccess: (result) =>
        setOutcome({
          ok: result.lastPollStatus !== 'ERROR',
          message: result.lastPollMessage ?? text.neverPolled,
        }),
      onError: () => setOutcome({ ok: false, message: text.actionFailed }),
    });
  };

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {mailbox.name}
          </h3>
          <p className="break-words text-sm text-muted">{mailbox.username}</p>
          <p className="break-words text-sm text-muted">
            {mailbox.host}:{mailbox.port} · {text.security[mailbox.security]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mailbox.isActive ? (
            <Badge tone="success">{text.active}</Badge>
          ) : (
            <Badge tone="neutral">{text.inactive}</Badge>
          )}
          {mailbox.lastPollStatus === 'OK' ? (
            <Badge tone="success" icon={CircleCheck}>
              {text.pollOk}
            </Badge>
          ) : mailbox.lastPollStatus === 'ERROR' ? (
            <Badge tone="danger" icon={CircleAlert}>
              {text.pollError}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="mt-3 grid gap-1 text-sm text-ink sm:grid-cols-2">
        <div>
          <dt className="sr-only">{text.fields.folder}</dt>
          <dd>{text.folderLine(mailbox.folder, mailbox.processedFolder)}</dd>
        </div>
        <div>
          <dt className="sr-only">{text.fields.department}</dt>
          <dd>{mailbox.departmentName ?? text.defaultDepartment}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">{text.pollOk}</dt>
          <dd className="text-muted">
            {mailbox.lastPolledAt
              ? `${text.lastPoll(formatDateTime(mailbox.lastPolledAt))} — ${mailbox.lastPollMessage ?? ''}`
              : text.neverPolled}
          </dd>
        </div>
      </dl>
      <div role="status" aria-live="polite" className="mt-3 empty:mt-0">
        {outcome ? <OutcomeNotice isOk={outcome.ok}>{outcome.message}</OutcomeNotice> : null}
      </div>
      <div
        className="mt-3 flex flex-wrap gap-2"
        role="group"
        aria-label={text.actionsLabel(mailbox.name)}
      >
        <Button
          variant="secondary"
          onClick={runTest}
          disabled={test.isPending}
          className="max-md:min-h-11"
        >
          <PlugZap aria-hidden="true" className="size-4" />
          {test.isPending ? text.testing : text.test}
        </Button>
        <Button
          variant="secondary"
          onClick={runPoll}
          disabled={poll.isPending}
          className="max-md:min-h-11"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {poll.isPending ? text.polling : text.pollNow}
        </Button>
        <Button variant="secondary" onClick={onEdit} className="max-md:min-h-11">
          <Pencil aria-hidden="true" className="size-4" />
          {text.edit}
        </Button>
        <Button variant="ghost" onClick={onDelete} className="text-error max-md:min-h-11">
          <Trash2 aria-hidden="true" className="size-4" />
          {text.remove}
        </Button>
      </div>
    </li>
  );
}
