import {
  SLA_DEFAULT_TIME_ZONE,
  slaCalendarInputSchema,
  type SlaCalendar,
  type SlaCalendarInput,
} from '@atiende/contracts';

/** The calendar dialog checks with the contract's own schema (docs/sla.md#calendars). */
export const calendarFormSchema = slaCalendarInputSchema;

export type CalendarFormValues = SlaCalendarInput;

/** Holidays the page offers: Peru's (docs/sla.md#calendars). */
export const PERU = 'PE';

const WORKDAY = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];

/**
 * A calendar's values, or a new one's: the organisation's default business hours
 * (docs/settings.md#business-hours) — Monday to Friday with a lunch gap when they are not
 * known — and Peru's holidays.
 */
export function calendarFormValues(
  calendar: SlaCalendar | null,
  defaultWeek?: ReadonlyArray<ReadonlyArray<{ start: string; end: string }>>,
): CalendarFormValues {
  if (!calendar) {
    return {
      name: '',
      timeZone: SLA_DEFAULT_TIME_ZONE,
      week: defaultWeek
        ? defaultWeek.map((day) => day.map((interval) => ({ ...interval })))
        : [0, 1, 2, 3, 4, 5, 6].map((day) =>
            day === 0 || day === 6 ? [] : WORKDAY.map((interval) => ({ ...interval })),
          ),
      holidayCountry: PERU,
      holidayRegion: null,
      daysOff: [],
    };
  }
  return {
    name: calendar.name,
    timeZone: calendar.timeZone,
    week: calendar.week.map((day) => day.map((interval) => ({ ...interval }))),
    holidayCountry: calendar.holidayCountry,
    holidayRegion: calendar.holidayRegion,
    daysOff: calendar.daysOff.map((day) => ({ ...day })),
  };
}
