import { Coffee } from 'lucide-react';
import {
  scheduleMessages,
  schedulePageMessages,
  type TeamScheduleMember,
} from '@atiende/contracts';
import { TableOrCards } from '../../../components/paged-list';
import { DAYS_FROM_MONDAY } from '../lib/calendar-grid';
import { endsNextDay, spanText } from '../lib/clock';

const text = schedulePageMessages.team;
const common = schedulePageMessages.common;

/** A weekday's shifts as one line ("08:00–17:00"), or "Libre". */
export function dayShiftText(member: TeamScheduleMember, weekday: number): string {
  const shifts = member.shifts
    .filter((shift) => shift.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute);
  if (shifts.length === 0) return text.noShift;
  return shifts
    .map((shift) =>
      common.span(
        spanText(shift.startMinute, shift.durationMinutes),
        endsNextDay(shift.startMinute, shift.durationMinutes),
      ),
    )
    .join(' · ');
}

function lunchText(member: TeamScheduleMember, weekday: number): string | null {
  const slot = member.lunchSlots.find((item) => item.weekday === weekday);
  return slot ? spanText(slot.startMinute, slot.durationMinutes) : null;
}

function CellButton({
  member,
  weekday,
  onEdit,
}: {
  member: TeamScheduleMember;
  weekday: number;
  onEdit: (member: TeamScheduleMember, weekday: number) => void;
}) {
  const shifts = dayShiftText(member, weekday);
  const lunch = lunchText(member, weekday);
  const isOff = shifts === text.noShift;
  return (
    <button
      type="button"
      onClick={() => onEdit(member, weekday)}
      aria-label={text.cellLabel(member.name, scheduleMessages.weekdays[weekday]!, shifts)}
      className="block min-h-10 w-full rounded-md border border-transparent px-2 py-1 text-left text-sm hover:border-line-strong hover:bg-surface-2"
    >
      <span className={isOff ? 'text-subtle' : 'font-medium text-ink tabular-nums'}>{shifts}</span>
      {lunch ? (
        <span className="mt-0.5 flex items-center gap-1 text-xs text-muted tabular-nums">
          <Coffee aria-hidden="true" className="size-3" />
          <span className="sr-only">{schedulePageMessages.mine.lunch} </span>
          {lunch}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The weekly pattern editor (docs/schedules.md#pantallas): rows are técnicos, columns weekdays
 * from Monday; each cell is a button that opens its day's form. Below 768 px, one card per
 * técnico with a line per day.
 */
export function ShiftPattern({
  members,
  department,
  onEdit,
}: {
  members: readonly TeamScheduleMember[];
  department: string;
  onEdit: (member: TeamScheduleMember, weekday: number) => void;
}) {
  return (
    <TableOrCards
      table={
        <div className="rounded-lg border border-line bg-white">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">{text.patternCaption(department)}</caption>
            <thead className="bg-surface text-xs text-muted">
              <tr>
                <th scope="col" className="w-40 px-3 py-2 font-medium">
                  {text.technician}
                </th>
                {DAYS_FROM_MONDAY.map((weekday) => (
                  <th key={weekday} scope="col" className="px-1 py-2 font-medium">
                    {scheduleMessages.weekdayLabels[weekday]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {members.map((member) => (
                <tr key={member.id} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium text-ink">
                    {member.name}
                    {member.hasSchedule ? null : (
                      <span className="block text-xs font-normal text-muted">
                        {scheduleMessages.noSchedule}
                      </span>
                    )}
                  </th>
                  {DAYS_FROM_MONDAY.map((weekday) => (
                    <td key={weekday} className="px-1 py-1">
                      <CellButton member={member} weekday={weekday} onEdit={onEdit} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
      cards={
        <ul aria-label={text.patternCaption(department)} className="space-y-2">
          {members.map((member) => (
            <li key={member.id} className="rounded-lg border border-line bg-white p-3">
              <h3 className="font-medium text-ink">{member.name}</h3>
              {member.hasSchedule ? null : (
                <p className="text-xs text-muted">{scheduleMessages.noSchedule}</p>
              )}
              <dl className="mt-1 divide-y divide-line">
                {DAYS_FROM_MONDAY.map((weekday) => (
                  <div key={weekday} className="grid grid-cols-[6rem_1fr] items-center gap-2">
                    <dt className="text-sm text-muted">
                      {scheduleMessages.weekdayLabels[weekday]}
                    </dt>
                    <dd>
                      <CellButton member={member} weekday={weekday} onEdit={onEdit} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      }
    />
  );
}
