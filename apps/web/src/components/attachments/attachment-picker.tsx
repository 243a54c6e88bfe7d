import { useEffect, useRef, type ChangeEvent } from 'react';
import { FileImage, FileText, Paperclip } from 'lucide-react';
import { ticketMessages } from '@atiende/contracts';
import { ATTACHMENT_ACCEPT, type PendingAttachment } from '../../lib/attachments';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { FieldMessage } from '../ui/field-message';
import { formatFileSize } from './file-size';

const text = ticketMessages.publicForm;

/** The id of a file row's "Quitar" button, where focus goes when that file blocks sending. */
export function removeButtonId(idPrefix: string, attachmentId: string): string {
  return `${idPrefix}-remove-${attachmentId}`;
}

interface AttachmentPickerProps {
  /** Prefix of the element ids ("public-ticket", "ticket"): one picker per form. */
  idPrefix: string;
  attachments: readonly PendingAttachment[];
  onAdd: (files: FileList) => void;
  onRemove: (id: string) => void;
  /** Messages the server gave about the files (413, 415, 400 on `attachments`). */
  serverErrors: readonly string[];
}

/**
 * docs/product/public-form.md: a full-width "Adjuntar archivos" button over a hidden multiple file
 * input; each file is a row with its size and "Quitar"; an oversize file says so on its row. The
 * public form and the signed-in "Nuevo Ticket" share it (docs/tickets.md#creating-a-ticket).
 */
export function AttachmentPicker({
  idPrefix,
  attachments,
  onAdd,
  onRemove,
  serverErrors,
}: AttachmentPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const attachButtonRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const hintId = `${idPrefix}-attachments-hint`;
  const serverErrorId = `${idPrefix}-attachments-error`;

  // After "Quitar", keep the keyboard user in place: the next row, else the previous, else the button.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    const next = target ? document.getElementById(removeButtonId(idPrefix, target)) : null;
    (next ?? attachButtonRef.current)?.focus();
  }, [attachments, idPrefix]);

  const handleRemove = (index: number, id: string) => {
    const neighbour = attachments[index + 1] ?? attachments[index - 1];
    pendingFocus.current = neighbour?.id ?? '';
    onRemove(id);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const { files } = event.target;
    if (files && files.length > 0) onAdd(files);
    // Let the same file be picked again after it was removed.
    event.target.value = '';
  };

  return (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-muted">
        {text.attachHint}
      </p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        onChange={handlePick}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <button
        ref={attachButtonRef}
        type="button"
        className={cn(buttonClasses('secondary', 'lg'), 'w-full')}
        aria-describedby={serverErrors.length > 0 ? `${hintId} ${serverErrorId}` : hintId}
        onClick={() => inputRef.current?.click()}
      >
        <Paperclip aria-hidden="true" className="size-5" />
        {text.attachButton}
      </button>
      {serverErrors.map((message, index) => (
        <FieldMessage
          key={message}
          id={index === 0 ? serverErrorId : `${serverErrorId}-${index}`}
          message={message}
        />
      ))}
      {attachments.length > 0 ? (
        <ul aria-label={text.attachedFiles} className="space-y-2">
          {attachments.map((attachment, index) => (
            <AttachmentRow
              key={attachment.id}
              idPrefix={idPrefix}
              attachment={attachment}
              onRemove={() => handleRemove(index, attachment.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AttachmentRow({
  idPrefix,
  attachment: { id, file, error },
  onRemove,
}: {
  idPrefix: string;
  attachment: PendingAttachment;
  onRemove: () => void;
}) {
  const Icon = file.type.startsWith('image/') ? FileImage : FileText;
  const errorId = `${idPrefix}-file-error-${id}`;
  const errorHintId = `${idPrefix}-file-hint-${id}`;
  return (
    <li
      className={cn(
        'rounded-md border bg-white p-3',
        error ? 'border-error-border' : 'border-line-strong',
      )}
    >
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <div className="min-w-0 flex-1">
          <p className="text-base break-words text-ink">{file.name}</p>
          <p className="text-sm text-muted tabular-nums">{formatFileSize(file.size)}</p>
        </div>
        <button
          id={removeButtonId(idPrefix, id)}
          type="button"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-3 font-medium text-brand underline-offset-4 hover:bg-surface-2 hover:underline"
          aria-label={text.removeFile(file.name)}
          aria-describedby={error ? `${errorId} ${errorHintId}` : undefined}
          onClick={onRemove}
        >
          {text.remove}
        </button>
      </div>
      {error ? (
        <>
          {/* Announced as the file is added: the picker closes without other feedback. */}
          <FieldMessage id={errorId} message={error} isAlert />
          <p id={errorHintId} className="mt-1 text-sm text-muted">
            {text.fileTooLargeHint}
          </p>
        </>
      ) : null}
    </li>
  );
}
