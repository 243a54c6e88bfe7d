import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { ticketWorkspaceMessages, type Attachment } from '@atiende/contracts';
import { formatFileSize } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { attachmentBlobQueryOptions, useAttachmentBlob } from '../api/get-attachment-blob';
import { useObjectUrl } from '../hooks/use-object-url';

const text = ticketWorkspaceMessages.side;

function isImage(attachment: Attachment): boolean {
  return attachment.contentType.startsWith('image/');
}

function ImagePreview({ attachment }: { attachment: Attachment }) {
  const blob = useAttachmentBlob(attachment.url, true);
  const url = useObjectUrl(blob.data);
  if (!url)
    return <span aria-hidden="true" className="block size-12 shrink-0 rounded-md bg-surface-2" />;
  return (
    <img
      src={url}
      alt={text.previewOf(attachment.fileName)}
      className="size-12 shrink-0 rounded-md border border-line object-cover"
    />
  );
}

/** One file: preview (images, fetched with the token as a blob), name, size and "Descargar". */
export function TicketAttachment({ attachment }: { attachment: Attachment }) {
  const queryClient = useQueryClient();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      const blob = await queryClient.fetchQuery(attachmentBlobQueryOptions(attachment.url));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      notify.error(text.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="flex items-center gap-3">
      {isImage(attachment) ? (
        <ImagePreview attachment={attachment} />
      ) : (
        <FileText aria-hidden="true" className="size-6 shrink-0 text-muted" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-ink" title={attachment.fileName}>
          {attachment.fileName}
        </p>
        <p className="text-xs text-muted">{formatFileSize(attachment.sizeBytes)}</p>
      </div>
      <button
        type="button"
        aria-label={text.download(attachment.fileName)}
        disabled={isDownloading}
        onClick={() => void download()}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink"
      >
        <Download aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A message's or the ticket's files, one per row. */
export function TicketAttachmentList({
  attachments,
  className,
}: {
  attachments: readonly Attachment[];
  className: string;
}) {
  return (
    <ul className={className}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <TicketAttachment attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}
