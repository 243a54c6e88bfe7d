import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ShortcutPreferenceSwitch } from '../../../components/shortcut-preference-switch';

const text = ticketWorkspaceMessages.shortcuts;

/**
 * docs/product/tickets.md#ticket-list: the keyboard map, opened with `?` or its visible button, and
 * its on/off switch.
 */
export function TicketShortcutsDialog({
  viewerId,
  isOpen,
  onOpenChange,
}: {
  viewerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={text.title} description={text.open}>
      <ShortcutPreferenceSwitch userId={viewerId} />
      <p className="mt-4 text-muted">{text.rowHint}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {text.items.map(([keys, action]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded-sm border border-line bg-surface px-1.5 py-0.5 font-mono text-xs whitespace-nowrap">
                {keys}
              </kbd>
            </dt>
            <dd className="text-ink">{action}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
