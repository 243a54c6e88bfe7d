import { useCallback, useRef, useState } from 'react';
import {
  addAttachments,
  firstInvalidAttachment,
  removeAttachment,
  type PendingAttachment,
} from './attachments';

export interface AttachmentsState {
  attachments: readonly PendingAttachment[];
  add: (files: Iterable<File>) => void;
  remove: (id: string) => void;
  clear: () => void;
  firstInvalid: PendingAttachment | undefined;
}

/**
 * The files picked for a new ticket (public form, signed-in "Nuevo Ticket"), kept outside
 * react-hook-form (they are not text).
 */
export function useAttachments(): AttachmentsState {
  const [attachments, setAttachments] = useState<readonly PendingAttachment[]>([]);
  const nextId = useRef(0);
  const add = useCallback((files: Iterable<File>) => {
    const picked = Array.from(files);
    setAttachments((current) =>
      addAttachments(current, picked, () => {
        nextId.current += 1;
        return `attachment-${nextId.current}`;
      }),
    );
  }, []);
  const remove = useCallback((id: string) => {
    setAttachments((current) => removeAttachment(current, id));
  }, []);
  const clear = useCallback(() => setAttachments([]), []);
  return { attachments, add, remove, clear, firstInvalid: firstInvalidAttachment(attachments) };
}
