import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { emailConfigMessages, type FailedEmail } from '@atiende/contracts/email';
import { Button } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { DataTable } from '../../../../components/ui/data-table';
import { PagerBar } from '../../../../components/ui/pager-buttons';
import { messageOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { useFailedEmails, useResendEmail } from '../api/email-outbound';

const text = emailConfigMessages.failed;

/**
 * «Correos fallidos» (docs/email.md#stats-and-failures): the messages that failed for good,
 * newest first, each with its last error and «Reenviar», which puts it back in the queue.
 */
export function FailedSection() {
  const [page, setPage] = useState(1);
  const query = useFailedEmails(page);
  const resend = useResendEmail();
  const pagination = query.data?.pagination;

  const onResend = (mail: FailedEmail) =>
    resend.mutate(mail.id, {
      onSuccess: () => notify.success(text.resent),
      onError: (error) => notify.error(messageOf(error, text.resendFailed)),
    });

  return (
    <CardSection id="email-config-failed" title={text.heading}>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <DataTable<FailedEmail>
        caption={text.caption}
        className="mt-3 rounded-lg border border-line bg-white"
        isLoading={query.isPending}
        error={
          query.isError
            ? {
                message: text.loadFailed,
                retryLabel: emailConfigMessages.retry,
                onRetry: query.refetch,
              }
            : null
        }
        empty={<p className="mt-3 text-sm text-muted">{text.empty}</p>}
        rows={query.data?.items ?? []}
        rowKey={(mail) => mail.id}
        columns={[
          { id: 'to', header: text.to, isRowHeader: true, cell: (mail) => mail.to },
          {
            id: 'subject',
            header: text.subject,
            cell: (mail) => <span className="line-clamp-2 min-w-40">{mail.subject}</span>,
          },
          {
            id: 'error',
            header: text.error,
            cell: (mail) => (
              <span className="line-clamp-2 min-w-40 text-muted">{mail.lastError ?? '—'}</span>
            ),
          },
          { id: 'date', header: text.date, cell: (mail) => formatDateTime(mail.createdAt) },
          {
            id: 'resend',
            header: <span className="sr-only">{text.resend}</span>,
            align: 'end',
            cell: (mail) => (
              <Button
                variant="secondary"
                aria-label={text.resendLabel(mail.to)}
                disabled={resend.isPending && resend.variables === mail.id}
                onClick={() => onResend(mail)}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {resend.isPending && resend.variables === mail.id ? text.resending : text.resend}
              </Button>
            ),
          },
        ]}
      />
      {pagination ? (
        <PagerBar
          className="mt-3"
          pageText={text.page(pagination.page, pagination.totalPages)}
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={setPage}
          previousLabel={text.previous}
          nextLabel={text.next}
        />
      ) : null}
    </CardSection>
  );
}
