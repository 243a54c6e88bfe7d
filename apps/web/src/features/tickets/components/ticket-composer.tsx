import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Globe, Lock, Paperclip, X } from 'lucide-react';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_REQUEST_MAX,
  commentInputSchema,
  macroMessages,
  ticketMessages,
  ticketWorkspaceMessages,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useAddComment } from '../api/add-comment';
import { ticketKeys } from '../api/ticket-keys';
import { useApplyMacro } from '../api/ticket-macros';
import { isSendShortcut } from '../hooks/keyboard';
import { useCommentDraft } from '../hooks/use-comment-draft';
import { useMacroInsertion } from '../hooks/use-macro-insertion';
import { MacroPicker } from './macro-picker';
import { PendingMacro } from './pending-macro';

const text = ticketWorkspaceMessages.composer;

/** An answer that says why it refused (sending again cannot help), unlike a lost connection or a 5xx. */
function isRefusal(failure: unknown): failure is ApiError {
  return (
    isApiError(failure) &&
    failure.status >= 400 &&
    failure.status < 500 &&
    failure.status !== 408 &&
    failure.status !== 429
  );
}
const validation = ticketMessages.validation;
const macroText = macroMessages.picker;
export type ComposerMode = 'internal' | 'public';

interface TicketComposerProps {
  ticketId: string;
  isStaff: boolean;
  mode: ComposerMode;
  onModeChange: (mode: ComposerMode) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * docs/product/tickets.md#ticket-detail composer (not react-hook-form: the draft lives per ticket
 * in use-comment-draft and the body is checked with the contract's schema on send; see
 * docs/conventions.md#forms): staff start on "Nota interna" (on open and after
 * every send), the mode shows three ways, Ctrl/⌘+Enter sends, the draft is kept per ticket; clients
 * reply publicly. Staff insert plantillas with `/` or the button; a pending plantilla is applied
 * on send, with its changes, in one step (docs/macros.md#in-the-composer).
 */
export function TicketComposer({
  ticketId,
  isStaff,
  mode,
  onModeChange,
  textareaRef,
}: TicketComposerProps) {
  const queryClient = useQueryClient();
  const addComment = useAddComment(ticketId);
  const applyMacro = useApplyMacro(ticketId);
  const { draft, setDraft, clearDraft } = useCommentDraft(ticketId);
  const macros = useMacroInsertion({ ticketId, isEnabled: isStaff, draft, setDraft, textareaRef });
  const { pendingMacro } = macros;
  const isSending = addComment.isPending || applyMacro.isPending;
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const isInternal = isStaff && mode === 'internal';
  const oversize = files.filter((file) => file.size > ATTACHMENT_MAX_BYTES);

  const send = async () => {
    // The contract's rule and message for a comment's body (empty, too long), as the server has it.
    const checked = commentInputSchema.shape.body.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? validation.commentRequired);
      textareaRef.current?.focus();
      return;
    }
    if (oversize.length > 0 || files.length > ATTACHMENTS_PER_REQUEST_MAX) return;
    if (pendingMacro && files.length > 0) {
      setError(macroText.noFiles);
      return;
    }
    setError(null);
    setHasFailed(false);
    try {
      if (pendingMacro) {
        await applyMacro.mutateAsync({ macroId: pendingMacro.id, body: checked.data, isInternal });
        macros.dropPending();
      } else {
        await addComment.mutateAsync({ body: checked.data, isInternal, files });
      }
      clearDraft();
      setFiles([]);
      notify.success(
        pendingMacro
          ? macroMessages.applied(pendingMacro.name)
          : isInternal
            ? text.savedInternal
            : text.sentPublic,
      );
      if (isStaff) onModeChange('internal');
    } catch (failure) {
      // A refusal (400, 403, 409…) says why and is not retried; only a lost connection, a time-out
      // or a server failure offers to try again (docs/tickets.md#closing: a closed ticket answers 409).
      if (isRefusal(failure)) {
        setError(failure.message);
        if (failure.code === 'TICKET_CLOSED') {
          void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
        }
      } else setHasFailed(true);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const sendLabel = !isStaff ? text.sendClient : isInternal ? text.sendInternal : text.sendPublic;
  const hintId = 'composer-hint';
  const errorId = error ? 'composer-error' : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-lg border border-line bg-white p-4"
    >
      {isStaff ? (
        <fieldset className="inline-flex rounded-md border border-line-strong p-0.5">
          <legend className="sr-only">{text.modeLabel}</legend>
          {(['internal', 'public'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-8 cursor-pointer items-center gap-1 rounded-sm px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                mode === option
                  ? option === 'internal'
                    ? 'bg-note-chip-bg text-note-chip'
                    : 'bg-brand text-white'
                  : 'text-muted hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name="composer-mode"
                value={option}
                checked={mode === option}
                onChange={() => onModeChange(option)}
                className="sr-only"
              />
              {option === 'internal' ? <Lock aria-hidden="true" className="size-3.5" /> : null}
              {option === 'internal' ? text.internal : text.public}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="composer" className="mb-1 block text-sm font-medium text-ink">
          {text.label}
        </label>
        <p
          id={hintId}
          className={cn(
            'mb-1 flex items-center gap-1 text-sm',
            isInternal ? 'text-note-chip' : 'text-muted',
          )}
        >
          {isInternal ? (
            <Lock aria-hidden="true" className="size-3.5" />
          ) : (
            <Globe aria-hidden="true" className="size-3.5" />
          )}
          {isInternal ? text.internalHint : isStaff ? text.publicHint : text.clientHint}
        </p>
        <textarea
          id="composer"
          ref={textareaRef}
          rows={4}
          value={draft}
          onChange={macros.onTextChange}
          onKeyDown={(event) => {
            if (isSendShortcut(event)) {
              event.preventDefault();
              void send();
            }
          }}
          placeholder={isInternal ? text.placeholderInternal : text.placeholderPublic}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, isStaff ? 'composer-macro-hint' : null, errorId)}
          className={cn(
            'block w-full rounded-md border p-3 text-sm text-ink',
            isInternal ? 'border-note-edge bg-note' : 'bg-white',
            error ? 'border-error-border' : !isInternal && 'border-line-strong',
          )}
        />
        {error && errorId ? <FieldMessage id={errorId} message={error} /> : null}
        {isStaff ? (
          <p id="composer-macro-hint" className="mt-1 text-xs text-muted">
            {macroText.hint}
          </p>
        ) : null}
        {macros.picker ? (
          <div data-macro-picker className="mt-2">
            <MacroPicker ticketId={ticketId} onPick={macros.pick} onClose={macros.closePicker} />
          </div>
        ) : null}
      </div>
      {pendingMacro ? <PendingMacro macro={pendingMacro} onDrop={macros.dropPending} /> : null}
      {files.length > 0 ? (
        <ul className="space-y-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 text-muted" />
              <span className="min-w-0 flex-1 truncate text-ink">{file.name}</span>
              <span className="text-xs text-muted">{formatFileSize(file.size)}</span>
              <button
                type="button"
                aria-label={text.removeFile(file.name)}
                onClick={() =>
                  setFiles((current) => current.filter((_, position) => position !== index))
                }
                className="flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-2"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              {file.size > ATTACHMENT_MAX_BYTES ? (
                <span className="basis-full text-sm text-error">
                  {validation.fileTooLarge(file.name)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > ATTACHMENTS_PER_REQUEST_MAX ? (
        <p className="text-sm text-error">{validation.tooManyFiles}</p>
      ) : null}
      {hasFailed ? (
        <InlineAlert>
          <p>{text.failed}</p>
          <button type="button" onClick={() => void send()} className="mt-1 font-medium underline">
            {ticketWorkspaceMessages.retry}
          </button>
        </InlineAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => fileInputRef.current?.click()}>
          <Paperclip aria-hidden="true" className="size-4" />
          {text.attach}
        </Button>
        {isStaff ? (
          <Button
            variant="secondary"
            aria-expanded={macros.picker !== null}
            onClick={() => (macros.picker ? macros.closePicker() : macros.openPicker())}
          >
            <FileText aria-hidden="true" className="size-4" />
            {macroText.button}
          </Button>
        ) : null}
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          accept=".pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            setFiles((current) => [...current, ...picked]);
            event.target.value = '';
          }}
        />
        <span className="hidden text-xs text-muted sm:inline">{text.shortcutHint}</span>
        <Button type="submit" className="ml-auto" disabled={isSending}>
          {isSending ? text.sending : sendLabel}
        </Button>
      </div>
    </form>
  );
}
