import { useCallback, useEffect, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

const DRAFT_PREFIX = 'atiende:ticket-draft:';
const SAVE_DELAY_MS = 400;

/**
 * docs/product/tickets.md#ticket-detail: the composer's unsent text is kept per ticket, across
 * reloads and mode switches.
 */
export function useCommentDraft(ticketId: string) {
  const key = `${DRAFT_PREFIX}${ticketId}`;
  const [draft, setDraft] = useState(() => readStorage(key) ?? '');
  const [draftKey, setDraftKey] = useState(key);
  if (draftKey !== key) {
    // Another ticket opened in the same component: load its own draft.
    setDraftKey(key);
    setDraft(readStorage(key) ?? '');
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      if (draft) writeStorage(key, draft);
      else removeStorage(key);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, key]);

  const clearDraft = useCallback(() => {
    removeStorage(key);
    setDraft('');
  }, [key]);

  return { draft, setDraft, clearDraft };
}
