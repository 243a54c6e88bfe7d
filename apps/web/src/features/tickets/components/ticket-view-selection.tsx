import { ticketWorkspaceMessages } from '@atiende/contracts';
import { formatCount } from '../../../lib/money';
import { VIEW_SELECTION_LIMIT, type ViewSelectionState } from '../hooks/view-selection';

const text = ticketWorkspaceMessages.bulk;

interface TicketViewSelectionProps {
  state: ViewSelectionState;
  isSelecting: boolean;
  onSelectView: () => void;
}

/**
 * In the bulk bar, Gmail's "select all": "Seleccionar los 55 de esta vista", or "los primeros
 * 100" when the view has more (the API cap), then what was selected.
 */
export function TicketViewSelection({
  state,
  isSelecting,
  onSelectView,
}: TicketViewSelectionProps) {
  if (!state) return null;
  if (state.kind === 'done') {
    const count = formatCount(state.count);
    return (
      <p className="text-muted">
        {state.isCapped ? text.viewSelectedCapped(count) : text.viewSelected(count)}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <button
        type="button"
        onClick={onSelectView}
        disabled={isSelecting}
        className="min-h-9 rounded-md font-medium text-brand underline underline-offset-2 hover:text-brand-hover disabled:cursor-wait disabled:text-subtle"
      >
        {isSelecting
          ? text.selectingView
          : state.isCapped
            ? text.selectViewCapped(formatCount(VIEW_SELECTION_LIMIT))
            : text.selectView(formatCount(state.total))}
      </button>
      {state.isCapped ? (
        <span className="text-muted">
          {text.viewCapHint(formatCount(state.total), state.isEstimate)}
        </span>
      ) : null}
    </p>
  );
}
