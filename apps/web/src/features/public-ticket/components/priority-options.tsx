import type { UseFormRegisterReturn } from 'react-hook-form';
import { TICKET_PRIORITIES, ticketMessages } from '@atiende/contracts';

const text = ticketMessages.publicForm;

/**
 * docs/product/public-form.md: priority as radios with one plain line each; Media is preselected
 * (the default priority).
 */
export function PriorityOptions({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">{text.fields.priority}</legend>
      <div className="space-y-2">
        {TICKET_PRIORITIES.map((priority) => (
          <label
            key={priority}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink has-checked:border-brand has-checked:bg-brand-tint"
          >
            <input
              type="radio"
              value={priority}
              className="size-5 accent-brand"
              {...registration}
            />
            {text.priorityOptions[priority]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
