import {
  TICKET_PRIORITIES,
  ticketMessages,
  ticketWorkspaceMessages,
  type TicketPriority,
} from '@atiende/contracts';
import { formatMoney } from '../../../lib/money';

const text = ticketWorkspaceMessages.create;
const priorityOptions = ticketMessages.publicForm.priorityOptions;
const optionClasses = 'flex min-h-11 items-center gap-3 rounded-md border border-line px-3';

interface ProductChoicesProps {
  products: ReadonlyArray<{ id: string; name: string; price: number }>;
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The department's products as checkboxes (shown only when it has some). */
export function ProductChoices({ products, selectedIds, onChange }: ProductChoicesProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{text.products}</legend>
      <ul className="space-y-2">
        {products.map((product) => (
          <li key={product.id}>
            <label className={optionClasses}>
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={selectedIds.includes(product.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selectedIds, product.id]
                      : selectedIds.filter((id) => id !== product.id),
                  )
                }
              />
              <span className="flex-1 text-ink">{product.name}</span>
              <span className="text-muted tabular-nums">{formatMoney(product.price)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The four priorities as radios; controlled (an uncontrolled radio lost clicks after a re-render). */
export function PriorityChoices({
  value,
  onChange,
}: {
  value: TicketPriority | undefined;
  onChange: (priority: TicketPriority) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{text.priority}</legend>
      <div className="space-y-2">
        {TICKET_PRIORITIES.map((priority) => (
          <label key={priority} className={optionClasses}>
            <input
              type="radio"
              name="priority"
              value={priority}
              checked={value === priority}
              onChange={() => onChange(priority)}
              className="size-5 accent-brand"
            />
            <span className="text-ink">{priorityOptions[priority]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
