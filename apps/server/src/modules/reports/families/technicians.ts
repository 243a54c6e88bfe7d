// The technicians' reports (docs/reports.md#technicians): one row per active técnico or lead of
// the scope, in name order unless the report ranks them, and the team's figures as the totals.
// Every figure comes from SQL (technicians-sql.ts); this file lays them out.
import {
  technicianReportMessages as messages,
  type ReportCell,
  type ReportColumn,
  type ReportRow,
} from '@atiende/contracts/reports';
import type { Db } from '../../../db/client';
import type { ReportBody, ReportFamilyDefinitions, ReportScope } from '../report-definition';
import { capped, departmentDrill, oneDecimal } from './people-sql';
import {
  selectDurations,
  selectPeople,
  selectReopened,
  selectReplies,
  selectWorkload,
  type CountGroup,
  type DurationGroup,
  type Person,
  type WorkloadRow,
} from './technicians-sql';

const c = messages.columns;
const column = (key: keyof typeof c, kind: ReportColumn['kind']): ReportColumn => ({
  key,
  label: c[key],
  kind,
});

/** A person's figure, the team's one under `null`. */
function byPerson<T extends { id: string | null; isTotal: boolean }>(groups: T[]) {
  const map = new Map<string | null, T>();
  for (const group of groups) map.set(group.isTotal ? null : group.id, group);
  return (id: string | null) => map.get(id);
}

const durationCells = (group: DurationGroup | undefined, median: string, p90: string) => ({
  [median]: oneDecimal(group?.median),
  [p90]: oneDecimal(group?.p90),
});

/** Rows in the given order, each keeping its place in the name order for ties. */
function ranked(people: Person[], figure: (person: Person) => number): Person[] {
  return people
    .map((person, index) => ({ person, index, value: figure(person) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map((entry) => entry.person);
}

function body(
  columns: ReportColumn[],
  rows: ReportRow[],
  totals: Record<string, ReportCell>,
  summary: string,
  chart: ReportBody['chart'],
): ReportBody {
  const cut = capped(rows);
  return { summary, columns, rows: cut.rows, totals, chart, truncated: cut.truncated };
}

/** Resolved in the period, resolution median and p90, reopened, replies: ranked by resolved. */
async function productivity(db: Db, scope: ReportScope): Promise<ReportBody> {
  const [people, durations, reopened, replies] = await Promise.all([
    selectPeople(db, scope),
    selectDurations(db, scope, 'resolution'),
    selectReopened(db, scope),
    selectReplies(db, scope),
  ]);
  const resolution = byPerson(durations);
  const reopenedOf = byPerson<CountGroup>(reopened);
  const repliesOf = byPerson<CountGroup>(replies);
  const cells = (id: string | null) => ({
    resolved: resolution(id)?.count ?? 0,
    ...durationCells(resolution(id), 'resolutionMedian', 'resolutionP90'),
    reopened: reopenedOf(id)?.count ?? 0,
    replies: repliesOf(id)?.count ?? 0,
  });
  const rows = ranked(people, (person) => resolution(person.id)?.count ?? 0).map((person) => ({
    cells: { technician: person.name, ...cells(person.id) },
    drill: { assignedToId: person.id, view: 'completed' as const, ...departmentDrill(scope) },
  }));
  const team = resolution(null);
  return body(
    [
      column('technician', 'text'),
      column('resolved', 'count'),
      column('resolutionMedian', 'minutes'),
      column('resolutionP90', 'minutes'),
      column('reopened', 'count'),
      column('replies', 'count'),
    ],
    rows,
    { technician: messages.totalRow, ...cells(null) },
    messages.summaries.productivity(people.length, team?.count ?? 0, team?.median ?? null),
    { kind: 'bar', x: 'technician', series: ['resolved'], stacked: false, horizontal: true },
  );
}

/** Open tickets now by status against each person's maximum: the most loaded first. */
async function workload(db: Db, scope: ReportScope): Promise<ReportBody> {
  const all = await selectWorkload(db, scope);
  const people = all.filter((row) => !row.isTotal);
  const team = all.find((row) => row.isTotal)!;
  const figures = (row: WorkloadRow) => ({
    pending: row.pending,
    inProgress: row.inProgress,
    escalated: row.escalated,
    open: row.open,
    maxOpenTickets: row.maxOpenTickets,
    load: row.load,
  });
  const rows = people.map((row) => ({
    cells: { technician: row.name, ...figures(row) },
    drill: { assignedToId: row.id!, view: 'open' as const },
  }));
  return body(
    [
      column('technician', 'text'),
      column('pending', 'count'),
      column('inProgress', 'count'),
      column('escalated', 'count'),
      column('open', 'count'),
      column('maxOpenTickets', 'count'),
      column('load', 'percent'),
    ],
    rows,
    { ...figures(team), technician: messages.totalRow },
    messages.summaries.workload(people.length, team.open, team.full),
    {
      kind: 'bar',
      x: 'technician',
      series: ['pending', 'inProgress', 'escalated'],
      stacked: true,
      horizontal: true,
    },
  );
}

/** First response (tickets created in the period) and resolution (resolved in it), by person. */
async function responseTimes(db: Db, scope: ReportScope): Promise<ReportBody> {
  const priority = scope.filters.priority;
  const [people, firstResponses, resolutions] = await Promise.all([
    selectPeople(db, scope),
    selectDurations(db, scope, 'firstResponse', priority),
    selectDurations(db, scope, 'resolution', priority),
  ]);
  const firstOf = byPerson(firstResponses);
  const resolutionOf = byPerson(resolutions);
  const cells = (id: string | null) => ({
    firstResponses: firstOf(id)?.count ?? 0,
    ...durationCells(firstOf(id), 'firstResponseMedian', 'firstResponseP90'),
    resolutions: resolutionOf(id)?.count ?? 0,
    ...durationCells(resolutionOf(id), 'resolutionMedian', 'resolutionP90'),
  });
  const rows = people.map((person) => ({
    cells: { technician: person.name, ...cells(person.id) },
    drill: {
      assignedToId: person.id,
      ...scope.days,
      view: 'all' as const,
      ...(priority ? { priority } : {}),
      ...departmentDrill(scope),
    },
  }));
  return body(
    [
      column('technician', 'text'),
      column('firstResponses', 'count'),
      column('firstResponseMedian', 'minutes'),
      column('firstResponseP90', 'minutes'),
      column('resolutions', 'count'),
      column('resolutionMedian', 'minutes'),
      column('resolutionP90', 'minutes'),
    ],
    rows,
    { technician: messages.totalRow, ...cells(null) },
    messages.summaries.responseTimes(
      firstOf(null)?.median ?? null,
      resolutionOf(null)?.median ?? null,
    ),
    {
      kind: 'bar',
      x: 'technician',
      series: ['firstResponseMedian', 'resolutionMedian'],
      stacked: false,
      horizontal: true,
    },
  );
}

export const technicianReports: ReportFamilyDefinitions<'technicians'> = {
  productivity: { run: productivity },
  workload: { run: workload },
  'response-times': { run: responseTimes },
};
