import { useLayoutEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LifeBuoy, MailX } from 'lucide-react';
import { PRODUCT_NAME } from '@atiende/contracts';
import { reportScheduleMessages } from '@atiende/contracts/reports';
import { dismissAppShell } from '../../../../app/app-shell';
import { useDocumentTitle } from '../../../../app/use-document-title';
import { buttonClasses } from '../../../../components/ui/button';
import { Button } from '../../../../components/ui/button';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { unsubscribeFromReport } from '../api/report-schedules';

const text = reportScheduleMessages.unsubscribe;

/**
 * /reportes/baja?token=… (docs/reports.md#scheduled-reports): the personal link of a scheduled
 * report's e-mail, without an account. Opening it stops that address for that schedule and says
 * so; doing it twice says the same.
 */
export function ReportUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(text.title);
  useLayoutEffect(dismissAppShell, []);
  const result = useQuery({
    queryKey: ['report-unsubscribe', token],
    queryFn: () => unsubscribeFromReport(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const home = (
    <Link to="/" className={buttonClasses('secondary')}>
      {text.home}
    </Link>
  );

  let panel;
  if (!token) {
    panel = (
      <MessagePanel icon={CircleAlert} heading={text.title} headingLevel={1} actions={home}>
        <p>{text.missing}</p>
      </MessagePanel>
    );
  } else if (result.isPending) {
    panel = (
      <MessagePanel icon={MailX} heading={text.title} headingLevel={1}>
        <p role="status">{text.working}</p>
      </MessagePanel>
    );
  } else if (result.isError) {
    const isInvalid =
      isApiError(result.error) && (result.error.status === 400 || result.error.status === 404);
    panel = (
      <MessagePanel
        icon={CircleAlert}
        heading={text.title}
        headingLevel={1}
        actions={
          isInvalid ? (
            home
          ) : (
            <Button variant="secondary" onClick={() => void result.refetch()}>
              {text.retry}
            </Button>
          )
        }
      >
        <p role="alert">{isInvalid ? messageOf(result.error, text.invalid) : text.failed}</p>
      </MessagePanel>
    );
  } else {
    panel = (
      <MessagePanel icon={MailX} heading={text.title} headingLevel={1} actions={home}>
        <p role="status" className="font-medium text-ink">
          {text.done(result.data.scheduleName, result.data.email)}
        </p>
        <p className="mt-2">{text.doneHint}</p>
      </MessagePanel>
    );
  }

  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-line bg-white">
        <p className="mx-auto flex w-full max-w-xl items-center gap-2 px-4 py-3 text-lg font-semibold text-ink">
          <span className="flex size-8 items-center justify-center rounded-md bg-brand text-white">
            <LifeBuoy aria-hidden="true" className="size-5" />
          </span>
          {PRODUCT_NAME}
        </p>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-xl px-4 pt-10 pb-12">
        {panel}
      </main>
    </div>
  );
}
