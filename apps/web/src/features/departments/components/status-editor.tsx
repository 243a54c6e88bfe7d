import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  departmentMessages,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { controlClasses } from '../../../components/ui/form-field';

const FIELD_CLASSES = controlClasses('md');

const text = departmentMessages.departmentDialog;

/** One row of the editor; `key` is stable across edits, `id` is the stored status's. */
export type StatusDraft = {
  key: string;
  id?: string;
  name: string;
  baseStatus: TicketStatus;
  pausesSla: boolean;
  requiresResolutionNote: boolean;
  notifiesLead: boolean;
  isActive: boolean;
};

type Flag = 'pausesSla' | 'requiresResolutionNote' | 'notifiesLead' | 'isActive';
const FLAGS: ReadonlyArray<[Flag, string]> = [
  ['pausesSla', text.pausesSla],
  ['requiresResolutionNote', text.requiresResolutionNote],
  ['notifiesLead', text.notifiesLead],
];

let nextKey = 0;
export function newStatusDraft(): StatusDraft {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    name: '',
    baseStatus: 'EN_PROGRESO',
    pausesSla: false,
    requiresResolutionNote: false,
    notifiesLead: false,
    isActive: true,
  };
}

interface StatusEditorProps {
  statuses: StatusDraft[];
  onChange: (statuses: StatusDraft[]) => void;
  /** Server messages by row index ("statuses.2.name" → 2). */
  errors: Record<number, string>;
}

/**
 * Custom statuses in display order: add, rename, base status, switches, up/down (the order is
 * the list's), deactivate. A stored status is never removed, only deactivated, because tickets
 * may hold it; a row added in this edit can be taken out again.
 */
export function StatusEditor({ statuses, onChange, errors }: StatusEditorProps) {
  const update = (index: number, changes: Partial<StatusDraft>) =>
    onChange(statuses.map((status, at) => (at === index ? { ...status, ...changes } : status)));
  const move = (index: number, offset: number) => {
    const next = [...statuses];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{text.statuses}</legend>
      <p className="text-xs text-muted">{text.statusesHint}</p>
      {statuses.length === 0 ? <p className="text-sm text-muted">{text.noStatuses}</p> : null}
      <ol className="space-y-3">
        {statuses.map((status, index) => {
          const label = status.name.trim() || text.statusLabel(index + 1);
          const nameId = `status-name-${status.key}`;
          const errorId = `${nameId}-error`;
          return (
            <li
              key={status.key}
              className={`rounded-md border border-line p-3 ${status.isActive ? 'bg-white' : 'bg-surface-2'}`}
            >
              <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto]">
                <div>
                  <label htmlFor={nameId} className="mb-1 block text-xs font-medium text-muted">
                    {text.statusName}
                  </label>
                  <input
                    id={nameId}
                    value={status.name}
                    maxLength={100}
                    placeholder={text.statusNamePlaceholder}
                    aria-invalid={errors[index] ? true : undefined}
                    aria-describedby={errors[index] ? errorId : undefined}
                    onChange={(event) => update(index, { name: event.target.value })}
                    className={FIELD_CLASSES}
                  />
                  {errors[index] ? (
                    <p id={errorId} className="mt-1 text-xs text-error">
                      {errors[index]}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label
                    htmlFor={`status-base-${status.key}`}
                    className="mb-1 block text-xs font-medium text-muted"
                  >
                    {text.baseStatus}
                  </label>
                  <select
                    id={`status-base-${status.key}`}
                    value={status.baseStatus}
                    onChange={(event) =>
                      update(index, { baseStatus: event.target.value as TicketStatus })
                    }
                    className={FIELD_CLASSES}
                  >
                    {TICKET_STATUSES.map((base) => (
                      <option key={base} value={base}>
                        {TICKET_STATUS_LABELS[base]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex items-end gap-1">
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={text.moveUp(label)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={text.moveDown(label)}
                    disabled={index === statuses.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  {status.id ? null : (
                    <Button
                      variant="ghost"
                      className="px-2"
                      aria-label={text.removeNew(label)}
                      onClick={() => onChange(statuses.filter((_, at) => at !== index))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                {[...FLAGS, ...(status.id ? ([['isActive', text.statusActive]] as const) : [])].map(
                  ([flag, flagLabel]) => {
                    const labelId = `status-${flag}-${status.key}`;
                    return (
                      <span key={flag} className="inline-flex items-center gap-2">
                        <Switch
                          isOn={status[flag]}
                          onChange={(isOn) => update(index, { [flag]: isOn })}
                          aria-labelledby={`${labelId} ${nameId}`}
                        />
                        <span id={labelId} className="text-sm text-ink">
                          {flagLabel}
                        </span>
                      </span>
                    );
                  },
                )}
              </div>
              {status.isActive ? null : (
                <p className="mt-2 text-xs text-muted">{text.statusInactiveNote}</p>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...statuses, newStatusDraft()])}>
        <Plus aria-hidden="true" className="size-4" />
        {text.addStatus}
      </Button>
    </fieldset>
  );
}
