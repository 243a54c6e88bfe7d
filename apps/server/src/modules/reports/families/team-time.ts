import type { AdherenceDay } from '@atiende/contracts';
import {
  REPORT_MAX_ROWS,
  reportTeamTimeMessages,
  type ReportChart,
  type ReportColumn,
  type ReportColumnKind,
  type ReportRow,
} from '@atiende/contracts/reports';
import type { Db } from '../../../db/client';
import {
  adherenceOfPeople,
  findTeamTimePeople,
  loadScheduleDays,
  type TeamTimePerson,
} from '../../schedules/index';
import type { ReportBody, ReportFamilyDefinitions, ReportScope } from '../report-definition';
import { findReportTechnician } from '../reports.repository';

/**
 * The team-time families (docs/reports.md#productivity, #breaks, #compliance): the adherence
 * figures of docs/schedules.md#cumplimiento-y-productividad — one row per técnico and Lima day,
 * computed by the schedules module — added up per técnico or per day. The scope decides who is
 * counted (the active técnicos and leads of its departments); each person's figures are theirs
 * whole, as the adherence page shows them. No row carries a drill: the tickets behind "tickets
 * handled" are those resolved in the period, which the ticket list's creation days cannot show.
 */

/** A day of a shift below this adherence counts as a day below the bar. */
const COMPLIANCE_THRESHOLD_PERCENT = 80;

const DAY_MS = 86_400_000;
const words = reportTeamTimeMessages;
const column = words.columns;

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const limaDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** The figures of a set of adherence days (a técnico's, a day's, the team's). */
type Tally = {
  daysWithShift: number;
  people: Set<string>;
  workedMinutes: number;
  ticketsHandled: number;
  plannedBreaks: number;
  plannedBreakMinutes: number;
  takenBreaks: number;
  takenBreakMinutes: number;
  overrunMinutes: number;
  autoClosed: number;
  lunchesTaken: number;
  lunchDeviations: number[];
  adherences: number[];
  /** Days of a shift below the bar, and the people who had one. */
  daysBelowThreshold: number;
  peopleBelowThreshold: Set<string>;
};

function emptyTally(): Tally {
  return {
    daysWithShift: 0,
    people: new Set(),
    workedMinutes: 0,
    ticketsHandled: 0,
    plannedBreaks: 0,
    plannedBreakMinutes: 0,
    takenBreaks: 0,
    takenBreakMinutes: 0,
    overrunMinutes: 0,
    autoClosed: 0,
    lunchesTaken: 0,
    lunchDeviations: [],
    adherences: [],
    daysBelowThreshold: 0,
    peopleBelowThreshold: new Set(),
  };
}

function add(tally: Tally, day: AdherenceDay) {
  if (day.shiftMinutes > 0) {
    tally.daysWithShift += 1;
    tally.people.add(day.userId);
  }
  tally.workedMinutes += day.workedMinutes;
  tally.ticketsHandled += day.ticketsHandled;
  tally.plannedBreaks += day.plannedBreaks.count;
  tally.plannedBreakMinutes += day.plannedBreaks.minutes;
  tally.takenBreaks += day.actualBreaks.count;
  tally.takenBreakMinutes += day.actualBreaks.minutes;
  tally.overrunMinutes += day.overrunMinutes;
  tally.autoClosed += day.autoClosedCount;
  if (day.actualLunch) {
    tally.lunchesTaken += 1;
    const deviation = day.actualLunch.startDeviationMinutes;
    if (deviation !== null) tally.lunchDeviations.push(Math.abs(deviation));
  }
  if (day.adherencePercent !== null) {
    tally.adherences.push(day.adherencePercent);
    if (day.adherencePercent < COMPLIANCE_THRESHOLD_PERCENT) {
      tally.daysBelowThreshold += 1;
      tally.peopleBelowThreshold.add(day.userId);
    }
  }
}

function tallyBy(
  days: readonly AdherenceDay[],
  keys: readonly string[],
  keyOf: (day: AdherenceDay) => string,
) {
  const tallies = new Map(keys.map((key) => [key, emptyTally()]));
  const total = emptyTally();
  for (const day of days) {
    const tally = tallies.get(keyOf(day));
    if (tally) add(tally, day);
    add(total, day);
  }
  return { tallies, total };
}

const average = (values: readonly number[], digits: number) =>
  values.length === 0 ? null : round(values.reduce((sum, v) => sum + v, 0) / values.length, digits);
const ticketsPerHour = (tally: Tally) =>
  tally.workedMinutes > 0 ? round(tally.ticketsHandled / (tally.workedMinutes / 60), 2) : null;

/** The cells each family reads of a tally, by column key. */
const figures = {
  productivity: (tally: Tally) => ({
    workedHours: round(tally.workedMinutes / 60, 2),
    ticketsHandled: tally.ticketsHandled,
    ticketsPerHour: ticketsPerHour(tally),
  }),
  breaks: (tally: Tally) => ({
    plannedBreaks: tally.plannedBreaks,
    plannedBreakMinutes: tally.plannedBreakMinutes,
    takenBreaks: tally.takenBreaks,
    takenBreakMinutes: tally.takenBreakMinutes,
    overrunMinutes: tally.overrunMinutes,
    autoClosed: tally.autoClosed,
    lunchesTaken: tally.lunchesTaken,
    lunchDeviation: average(tally.lunchDeviations, 0),
  }),
  compliance: (tally: Tally) => ({
    adherencePercent: average(tally.adherences, 1),
  }),
};

const productivityColumns: ReportColumn[] = [
  { key: 'workedHours', label: column.workedHours, kind: 'hours' },
  { key: 'ticketsHandled', label: column.ticketsHandled, kind: 'count' },
  { key: 'ticketsPerHour', label: column.ticketsPerHour, kind: 'decimal' },
];
const breaksColumns: ReportColumn[] = (
  [
    ['plannedBreaks', 'count'],
    ['plannedBreakMinutes', 'minutes'],
    ['takenBreaks', 'count'],
    ['takenBreakMinutes', 'minutes'],
    ['overrunMinutes', 'minutes'],
    ['autoClosed', 'count'],
    ['lunchesTaken', 'count'],
    ['lunchDeviation', 'minutes'],
  ] as const satisfies ReadonlyArray<[keyof ReturnType<typeof figures.breaks>, ReportColumnKind]>
).map(([key, kind]) => ({ key, label: column[key], kind }));

const technicianColumn: ReportColumn = {
  key: 'technician',
  label: column.technician,
  kind: 'text',
};
const dayColumn: ReportColumn = { key: 'day', label: column.day, kind: 'day' };
const daysWithShiftColumn: ReportColumn = {
  key: 'daysWithShift',
  label: column.daysWithShift,
  kind: 'count',
};
const techniciansOnShiftColumn: ReportColumn = {
  key: 'techniciansOnShift',
  label: column.techniciansOnShift,
  kind: 'count',
};

/** What a family's two types share: the people, their days, the rows cut at the limit. */
type TeamTime = {
  people: readonly TeamTimePerson[];
  days: AdherenceDay[];
  dates: string[];
};

function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (
    let at = Date.parse(`${range.from}T00:00:00.000Z`);
    at <= Date.parse(`${range.to}T00:00:00.000Z`);
    at += DAY_MS
  )
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

/**
 * The adherence days of the people the scope covers: the active técnicos and leads of its
 * departments, or the one técnico the filter names (the service has checked they are in scope;
 * someone deactivated since still has their past days).
 */
async function teamTime(db: Db, scope: ReportScope): Promise<TeamTime> {
  const { technicianId } = scope.filters;
  let people: TeamTimePerson[];
  if (technicianId) {
    const person = await findReportTechnician(db, technicianId, scope.departmentIds);
    people = person?.isInScope ? [{ id: person.id, name: person.name }] : [];
  } else {
    people = await findTeamTimePeople(
      db,
      scope.departmentIds ? { departmentIds: scope.departmentIds } : {},
    );
  }
  const days = await adherenceOfPeople(
    { db, scheduleDays: loadScheduleDays },
    people,
    scope.days,
    scope.now,
  );
  return { people, days, dates: datesOf(scope.days) };
}

function cut(rows: ReportRow[]): Pick<ReportBody, 'rows' | 'truncated'> {
  return { rows: rows.slice(0, REPORT_MAX_ROWS), truncated: rows.length > REPORT_MAX_ROWS };
}

/** One row per técnico in scope (name order, with zeros), and the team's totals. */
function byTechnician(data: TeamTime, cells: (tally: Tally) => Record<string, number | null>) {
  const { tallies, total } = tallyBy(
    data.days,
    data.people.map((person) => person.id),
    (day) => day.userId,
  );
  const rows = data.people.map((person) => {
    const tally = tallies.get(person.id) ?? emptyTally();
    return { cells: { technician: person.name, ...cells(tally) } };
  });
  return { rows, total, tallies, totals: { technician: words.total, ...cells(total) } };
}

/**
 * One row per Lima day of the period (in order, with zeros), and the team's totals — where a
 * column counts técnicos, the total counts each once (with a shift in the period, below the bar
 * on at least one day).
 */
function byDay(data: TeamTime, cells: (tally: Tally) => Record<string, number | null>) {
  const { tallies, total } = tallyBy(data.days, data.dates, (day) => day.date);
  const rows = data.dates.map((date) => {
    const tally = tallies.get(date) ?? emptyTally();
    return { cells: { day: date, ...cells(tally) } };
  });
  return { rows, total, tallies, totals: { day: words.total, ...cells(total) } };
}

const hasNothing = (tally: Tally) =>
  tally.daysWithShift === 0 &&
  tally.ticketsHandled === 0 &&
  tally.takenBreaks === 0 &&
  tally.lunchesTaken === 0;

function productivitySummary(total: Tally, extra: string) {
  if (hasNothing(total)) return words.summaries.nothing;
  const hours = round(total.workedMinutes / 60, 1);
  return words.summaries.productivity(hours, total.ticketsHandled, ticketsPerHour(total)) + extra;
}

function breaksSummary(total: Tally) {
  if (hasNothing(total)) return words.summaries.nothing;
  return words.summaries.breaks({
    taken: total.takenBreaks,
    planned: total.plannedBreaks,
    takenMinutes: total.takenBreakMinutes,
    plannedMinutes: total.plannedBreakMinutes,
    overrunMinutes: total.overrunMinutes,
    autoClosed: total.autoClosed,
  });
}

function complianceSummary(total: Tally) {
  const percent = average(total.adherences, 1);
  if (percent === null) return words.summaries.complianceWithoutShifts;
  return words.summaries.compliance(
    percent,
    total.daysWithShift,
    total.daysBelowThreshold,
    COMPLIANCE_THRESHOLD_PERCENT,
  );
}

const barsOf = (series: string[]): ReportChart => ({
  kind: 'bar',
  x: 'technician',
  series,
  stacked: false,
  horizontal: true,
});
const linesOf = (series: string[]): ReportChart => ({
  kind: 'line',
  x: 'day',
  series,
  stacked: false,
  horizontal: false,
});

export const productivityReports: ReportFamilyDefinitions<'productivity'> = {
  'by-technician': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, tallies, totals } = byTechnician(data, (tally) => ({
        daysWithShift: tally.daysWithShift,
        ...figures.productivity(tally),
      }));
      // The fastest pace among those who worked: the first by name on a tie.
      let leader: { name: string; perHour: number } | null = null;
      for (const person of data.people) {
        const perHour = ticketsPerHour(tallies.get(person.id) ?? emptyTally());
        if (perHour !== null && perHour > 0 && (!leader || perHour > leader.perHour))
          leader = { name: person.name, perHour };
      }
      return {
        summary: productivitySummary(
          total,
          leader ? words.summaries.productivityLeader(leader.name, leader.perHour) : '',
        ),
        columns: [technicianColumn, daysWithShiftColumn, ...productivityColumns],
        ...cut(rows),
        totals,
        chart: barsOf(['ticketsPerHour']),
      };
    },
  },
  'by-day': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, tallies, totals } = byDay(data, (tally) => ({
        techniciansOnShift: tally.people.size,
        ...figures.productivity(tally),
      }));
      // The day with the most tickets handled: the earliest on a tie.
      let busiest: { date: string; tickets: number } | null = null;
      for (const date of data.dates) {
        const tickets = tallies.get(date)?.ticketsHandled ?? 0;
        if (tickets > 0 && (!busiest || tickets > busiest.tickets)) busiest = { date, tickets };
      }
      return {
        summary: productivitySummary(
          total,
          busiest
            ? words.summaries.productivityBusiestDay(limaDay(busiest.date), busiest.tickets)
            : '',
        ),
        columns: [dayColumn, techniciansOnShiftColumn, ...productivityColumns],
        ...cut(rows),
        totals,
        chart: linesOf(['workedHours', 'ticketsHandled']),
      };
    },
  },
};

export const breaksReports: ReportFamilyDefinitions<'breaks'> = {
  'by-technician': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, totals } = byTechnician(data, figures.breaks);
      return {
        summary: breaksSummary(total),
        columns: [technicianColumn, ...breaksColumns],
        ...cut(rows),
        totals,
        chart: barsOf(['plannedBreakMinutes', 'takenBreakMinutes', 'overrunMinutes']),
      };
    },
  },
  'by-day': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, totals } = byDay(data, figures.breaks);
      return {
        summary: breaksSummary(total),
        columns: [dayColumn, ...breaksColumns],
        ...cut(rows),
        totals,
        chart: linesOf(['plannedBreakMinutes', 'takenBreakMinutes', 'overrunMinutes']),
      };
    },
  },
};

export const complianceReports: ReportFamilyDefinitions<'compliance'> = {
  'by-technician': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, totals } = byTechnician(data, (tally) => ({
        daysWithShift: tally.daysWithShift,
        ...figures.compliance(tally),
        daysBelowThreshold: tally.daysBelowThreshold,
      }));
      return {
        summary: complianceSummary(total),
        columns: [
          technicianColumn,
          daysWithShiftColumn,
          { key: 'adherencePercent', label: column.adherencePercent, kind: 'percent' },
          {
            key: 'daysBelowThreshold',
            label: column.daysBelowThreshold(COMPLIANCE_THRESHOLD_PERCENT),
            kind: 'count',
          },
        ],
        ...cut(rows),
        totals,
        chart: barsOf(['adherencePercent']),
      };
    },
  },
  'by-day': {
    async run(db, scope) {
      const data = await teamTime(db, scope);
      const { rows, total, totals } = byDay(data, (tally) => ({
        techniciansOnShift: tally.people.size,
        ...figures.compliance(tally),
        techniciansBelowThreshold: tally.peopleBelowThreshold.size,
      }));
      return {
        summary: complianceSummary(total),
        columns: [
          dayColumn,
          techniciansOnShiftColumn,
          { key: 'adherencePercent', label: column.adherencePercent, kind: 'percent' },
          {
            key: 'techniciansBelowThreshold',
            label: column.techniciansBelowThreshold(COMPLIANCE_THRESHOLD_PERCENT),
            kind: 'count',
          },
        ],
        ...cut(rows),
        totals,
        chart: linesOf(['adherencePercent']),
      };
    },
  },
};
