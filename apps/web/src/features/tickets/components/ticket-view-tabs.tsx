import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Plus, X } from 'lucide-react';
import { ticketWorkspaceMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { viewSignature } from '../hooks/list-filters';
import { useViewPresets } from '../hooks/use-view-presets';
import { messageOf } from '../../../lib/api-error';
import { Dialog } from '../../../components/ui/dialog';

const text = ticketWorkspaceMessages.views;

/**
 * The built-in views (docs/product/tickets.md#ticket-list "Vistas"); "Todos" is explicit so a bare
 * /tickets can land elsewhere.
 */
export const BUILT_IN_VIEWS = [
  { id: 'mine', name: text.mineOpen, query: 'assignedToId=me&view=open' },
  { id: 'unassigned', name: text.unassigned, query: 'assignedToId=none&view=open' },
  { id: 'urgent', name: text.urgent, query: 'priority=URGENTE&view=open' },
  { id: 'all', name: text.all, query: 'view=all' },
] as const;

const tabClasses =
  'inline-flex min-h-8 items-center rounded-md px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-ink';
const activeClasses = 'bg-brand-tint text-brand hover:bg-brand-tint hover:text-brand';

interface TicketViewTabsProps {
  /** The current query string (filters in the URL). */
  searchParams: URLSearchParams;
}

/** Views as links (each one a URL), plus the views this user saved. */
export function TicketViewTabs({ searchParams }: TicketViewTabsProps) {
  const { presets, save, remove, isSaving: isSending } = useViewPresets();
  const [isSaving, setIsSaving] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = viewSignature(searchParams);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(text.nameRequired);
      return;
    }
    try {
      const preset = await save(name, current);
      notify.success(text.saved(preset.name));
      setName('');
      setError(null);
      setIsSaving(false);
    } catch (failure) {
      setError(messageOf(failure, text.nameRequired));
    }
  };

  return (
    <nav aria-label={text.label} className="flex flex-wrap items-center gap-1">
      <ul className="flex flex-wrap items-center gap-1">
        {[...BUILT_IN_VIEWS, ...presets].map((view) => {
          const isActive = viewSignature(new URLSearchParams(view.query)) === current;
          const isPreset = !BUILT_IN_VIEWS.some((builtIn) => builtIn.id === view.id);
          return (
            <li key={view.id} className="flex items-center">
              <Link
                to={{ pathname: '/tickets', search: `?${view.query}` }}
                aria-current={isActive ? 'page' : undefined}
                className={cn(tabClasses, isActive && activeClasses)}
              >
                {view.name}
              </Link>
              {isPreset ? (
                <button
                  type="button"
                  aria-label={text.remove(view.name)}
                  onClick={() => {
                    remove(view.id).then(
                      () => notify.info(text.removed(view.name)),
                      (failure: unknown) =>
                        notify.error(messageOf(failure, ticketWorkspaceMessages.detail.saveFailed)),
                    );
                  }}
                  className="flex size-6 items-center justify-center rounded-md text-muted hover:bg-surface-2"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" className="min-h-8 text-brand" onClick={() => setIsSaving(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {text.save}
      </Button>
      <Dialog
        isOpen={isSaving}
        onOpenChange={setIsSaving}
        title={text.saveTitle}
        description={text.saveDescription}
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <div>
            <label htmlFor="view-name" className="mb-1 block text-sm font-medium text-ink">
              {text.nameLabel}
            </label>
            <input
              id="view-name"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              placeholder={text.namePlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'view-name-error' : undefined}
              className="block h-10 w-full rounded-md border border-line-strong px-3 text-sm"
            />
            {error ? <FieldMessage id="view-name-error" message={error} /> : null}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setIsSaving(false)}>
              {ticketWorkspaceMessages.cancel}
            </Button>
            <Button type="submit" disabled={isSending}>
              {text.save}
            </Button>
          </div>
        </form>
      </Dialog>
    </nav>
  );
}
