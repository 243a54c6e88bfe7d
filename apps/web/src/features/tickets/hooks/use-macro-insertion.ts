import { useState, type ChangeEvent, type RefObject } from 'react';
import type { TicketMacro } from '@atiende/contracts';

/** Where the picker inserts: over the `/` that opened it, or at the caret (the button). */
type PickerState = { slashAt: number | null; caret: number };

/** A `/` typed alone in an empty composer or at the start of a line (docs/macros.md). */
export function typedLineStartSlash(before: string, after: string, caret: number): boolean {
  return (
    after.length === before.length + 1 &&
    after[caret - 1] === '/' &&
    (caret === 1 || after[caret - 2] === '\n')
  );
}

/** The text with `body` put over the `/` (when it is still there) or at the caret. */
export function insertMacroText(draft: string, picker: PickerState, body: string) {
  const overSlash = picker.slashAt !== null && draft[picker.slashAt] === '/';
  const start = overSlash ? picker.slashAt! : Math.min(picker.caret, draft.length);
  const end = overSlash ? start + 1 : start;
  return { text: draft.slice(0, start) + body + draft.slice(end), caret: start + body.length };
}

/**
 * The composer's plantillas: `/` at the start of a line or the button opens the picker; a pick
 * puts the rendered text in the draft (still editable) and keeps the plantilla pending, so the
 * send applies it (docs/macros.md#in-the-composer). One pending plantilla per ticket's message.
 */
export function useMacroInsertion(options: {
  ticketId: string;
  isEnabled: boolean;
  draft: string;
  setDraft: (text: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { ticketId, isEnabled, draft, setDraft, textareaRef } = options;
  const [picker, setPicker] = useState<PickerState | null>(null);
  const [pending, setPending] = useState<{ ticketId: string; macro: TicketMacro } | null>(null);

  const focusText = (caret?: number) =>
    requestAnimationFrame(() => {
      const textarea = textareaRef.current;
      textarea?.focus();
      if (textarea && caret !== undefined) textarea.setSelectionRange(caret, caret);
    });

  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const { value, selectionStart } = event.target;
    const opens = isEnabled && typedLineStartSlash(draft, value, selectionStart);
    setDraft(value);
    if (opens) setPicker({ slashAt: selectionStart - 1, caret: selectionStart });
  };

  return {
    picker,
    pendingMacro: pending?.ticketId === ticketId ? pending.macro : null,
    onTextChange,
    openPicker: () => {
      const caret = textareaRef.current?.selectionStart ?? draft.length;
      setPicker({ slashAt: null, caret });
    },
    closePicker: () => {
      const caret = picker?.caret;
      setPicker(null);
      focusText(caret);
    },
    pick: (macro: TicketMacro) => {
      if (!picker) return;
      const inserted = insertMacroText(draft, picker, macro.body);
      setDraft(inserted.text);
      setPending({ ticketId, macro });
      setPicker(null);
      focusText(inserted.caret);
    },
    dropPending: () => setPending(null),
  };
}
