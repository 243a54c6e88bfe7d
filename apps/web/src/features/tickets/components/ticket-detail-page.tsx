import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { FileQuestion, RefreshCw } from 'lucide-react';
import { ticketWorkspaceMessages, type TicketDetail } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { MessagePanel } from '../../../components/ui/message-panel';
import { isApiError } from '../../../lib/api-error';
import { useTicket } from '../api/get-ticket';
import { useTicketAttachments } from '../api/get-ticket-attachments';
import { useTicketComments } from '../api/get-ticket-comments';
import { useTicketHistory } from '../api/get-ticket-history';
import { isStaffRole, type TicketViewer } from '../hooks/ticket-viewer';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { usePageTitle } from '../hooks/use-page-title';
import { useShortcuts } from '../hooks/use-shortcuts';
import { useTicketKeyboard, type TicketMenu } from '../hooks/use-ticket-keyboard';
import { CompanySuggestionNotice } from './company-suggestion-notice';
import { HeldEmailsNotice } from './held-emails-notice';
import { TicketClosedNotice } from './ticket-closed-notice';
import { TicketComposer, type ComposerMode } from './ticket-composer';
import { TicketDetailSkeleton } from './ticket-detail-skeleton';
import type { TicketDialog } from './ticket-dialog-name';
import { TicketHeader } from './ticket-header';
import { TicketLiveNotice } from './ticket-live-notice';
import { TicketResolution } from './ticket-resolution';
import { TicketShortcutsDialog } from './ticket-shortcuts-dialog';
import { TicketSidePanel } from './ticket-side-panel';
import { TicketTimeline } from './ticket-timeline';

const text = ticketWorkspaceMessages.detail;

/** An alert over the timeline with its one way out (Recargar, Intentar nuevamente). */
function AlertWithAction({
  message,
  actionLabel,
  onAction,
}: {
  message: string;
  actionLabel: string;
  onAction: () => Promise<unknown>;
}) {
  return (
    <InlineAlert>
      <p>{message}</p>
      <button type="button" onClick={() => void onAction()} className="mt-1 font-medium underline">
        {actionLabel}
      </button>
    </InlineAlert>
  );
}

function BackLink() {
  const state = useLocation().state as { backTo?: string } | null;
  return (
    <Link
      to={state?.backTo ?? '/tickets'}
      className="text-sm font-medium text-brand hover:underline"
    >
      {text.back}
    </Link>
  );
}

/** docs/product/tickets.md /tickets/{id}. */
export function TicketDetailPage({ viewer }: { viewer: TicketViewer }) {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const showLoader = useDelayedFlag(ticket.isPending);
  usePageTitle(ticket.data ? ticketWorkspaceMessages.titles.detail(ticket.data.number) : null);

  if (ticket.isPending) return showLoader ? <TicketDetailSkeleton /> : null;
  if (ticket.isError) {
    const isNotFound =
      isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 403);
    return (
      <MessagePanel
        icon={isNotFound ? FileQuestion : RefreshCw}
        heading={isNotFound ? text.notFoundTitle : text.loadFailed}
        headingLevel={1}
        actions={
          isNotFound ? (
            <Link to="/tickets" className={buttonClasses('secondary')}>
              {text.back}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void ticket.refetch()}>
              {ticketWorkspaceMessages.retry}
            </Button>
          )
        }
      >
        {isNotFound ? <p>{text.notFoundBody}</p> : null}
      </MessagePanel>
    );
  }
  // Keyed by ticket: the composer starts on "Nota interna" on every open
  // (docs/product/tickets.md#ticket-detail).
  return (
    <TicketWorkspace
      key={ticket.data.id}
      ticket={ticket.data}
      viewer={viewer}
      onReload={ticket.refetch}
    />
  );
}

function TicketWorkspace({
  ticket,
  viewer,
  onReload,
}: {
  ticket: TicketDetail;
  viewer: TicketViewer;
  onReload: () => Promise<unknown>;
}) {
  const isStaff = isStaffRole(viewer.role);
  const isClosed = ticket.status === 'CERRADO';
  const comments = useTicketComments(ticket.id);
  const history = useTicketHistory(ticket.id);
  const attachments = useTicketAttachments(ticket.id);
  const [mode, setMode] = useState<ComposerMode>(isStaff ? 'internal' : 'public');
  const [dialog, setDialog] = useState<TicketDialog | null>(null);
  const [openMenu, setOpenMenu] = useState<TicketMenu | null>(null);
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false);
  const [hasConflict, setHasConflict] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const onConflict = useCallback(() => setHasConflict(true), []);
  const events = history.data ?? [];

  useShortcuts(viewer.id, ({ key }, event) => {
    if (!isStaff) return;
    if (key === 'r' || key === 'n') {
      event.preventDefault();
      setMode(key === 'r' ? 'public' : 'internal');
      textareaRef.current?.focus();
    } else if (
      key === 'e' &&
      ticket.status !== 'ESCALADO' && // on a custom status, ESCALADO is allowed as its plain base
      ticket.permissions.allowedStatuses.includes('ESCALADO')
    ) {
      event.preventDefault();
      setDialog('escalate');
    }
  });

  useTicketKeyboard({
    ticket,
    viewer,
    onDialogChange: setDialog,
    onMenuChange: setOpenMenu,
    onShowShortcuts: () => setIsShortcutsOpen(true),
  });

  const reload = async () => {
    await onReload();
    setHasConflict(false);
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <BackLink />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-4">
          <TicketHeader
            ticket={ticket}
            viewer={viewer}
            dialog={dialog}
            onDialogChange={setDialog}
            openMenu={openMenu}
            onOpenMenuChange={setOpenMenu}
            onConflict={onConflict}
          />
          <TicketLiveNotice events={history.data} viewerId={viewer.id} />
          {isStaff ? <CompanySuggestionNotice ticketId={ticket.id} /> : null}
          {isStaff ? <HeldEmailsNotice ticketId={ticket.id} /> : null}
          {isStaff || isClosed ? null : (
            <p className="rounded-lg border border-line bg-brand-tint p-4 text-base text-ink">
              {text.clientStatus[ticket.status]}
            </p>
          )}
          <TicketResolution ticket={ticket} events={events} isStaff={isStaff} />
          {hasConflict ? (
            <AlertWithAction
              message={text.conflict}
              actionLabel={ticketWorkspaceMessages.reload}
              onAction={reload}
            />
          ) : null}
          <TicketTimeline ticket={ticket} comments={comments.data ?? []} events={events} />
          {comments.isError ? (
            <AlertWithAction
              message={text.loadFailed}
              actionLabel={ticketWorkspaceMessages.retry}
              onAction={comments.refetch}
            />
          ) : null}
          {/* docs/product/tickets.md#closing: a closed ticket takes no replies, from anyone. */}
          {isClosed ? (
            <TicketClosedNotice ticketNumber={ticket.number} />
          ) : (
            <TicketComposer
              ticketId={ticket.id}
              isStaff={isStaff}
              mode={mode}
              onModeChange={setMode}
              textareaRef={textareaRef}
            />
          )}
        </div>
        <TicketSidePanel
          ticket={ticket}
          attachments={attachments.data ?? []}
          events={events}
          isStaff={isStaff}
        />
      </div>
      {isStaff ? (
        <TicketShortcutsDialog
          viewerId={viewer.id}
          isOpen={isShortcutsOpen}
          onOpenChange={setIsShortcutsOpen}
        />
      ) : null}
    </div>
  );
}
