import { FileText } from 'lucide-react';
import { macroMessages, type TicketMacro } from '@atiende/contracts';
import { phrasesOf } from './macro-picker';

const text = macroMessages.picker;

/**
 * docs/macros.md#in-the-composer: what the chosen plantilla will also do when the message is
 * sent, and the way to send the text without it. A text-only plantilla shows nothing.
 */
export function PendingMacro({ macro, onDrop }: { macro: TicketMacro; onDrop: () => void }) {
  const phrases = phrasesOf(macro);
  if (phrases.length === 0) return null;
  return (
    <section
      aria-label={text.pendingTitle(macro.name)}
      className="rounded-md border border-brand bg-brand-tint px-3 py-2 text-sm text-ink"
    >
      <p className="flex items-center gap-1 font-medium">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {text.pendingTitle(macro.name)}
      </p>
      <ul className="mt-1 list-disc pl-6">
        {phrases.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDrop}
        className="mt-1 min-h-6 font-medium text-brand underline"
      >
        {text.dropActions}
      </button>
    </section>
  );
}
