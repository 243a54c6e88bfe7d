import {
  TICKET_STATUSES,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
} from '@atiende/contracts';
import { DAY, HOUR, limaClock, limaMidnight, MINUTE, type Random } from './demo-random';
import type { CastStatus } from './demo-story';
import { DEMO_TOPICS, type DemoTopic } from './demo-topics';

/** The people and places already in the database that the demo tickets are about. */
export type DemoCast = {
  adminId: string;
  departments: CastDepartment[];
  customers: CastCustomer[];
};
export type CastDepartment = {
  id: string;
  name: string;
  leadId: string;
  leadName: string;
  members: Array<{ id: string; name: string }>;
  statuses: CastStatus[];
  productIds: string[];
};
export type CastCustomer = {
  id: string;
  name: string;
  city: string;
  clients: Array<{ id: string; name: string; email: string; phone: string }>;
};

/** What one ticket is about and where its life ends; its story is written from this. */
export type TicketSpec = {
  at: number;
  department: CastDepartment;
  customer: CastCustomer;
  client: CastCustomer['clients'][number];
  topic: DemoTopic;
  priority: TicketPriority;
  source: TicketSource;
  status: TicketStatus;
  custom: CastStatus | null;
};

/** How often each department is asked for help (the rest of the names share the remainder). */
const DEPARTMENT_WEIGHTS: Record<string, number> = {
  'Soporte de Sistemas POS': 25,
  'Facturación Electrónica': 20,
  'Accesos y Correo': 18,
  'ERP y Aplicaciones': 15,
  'Redes e Infraestructura': 15,
  Capacitación: 7,
};
const PRIORITIES: Array<[TicketPriority, number]> = [
  ['BAJA', 20],
  ['MEDIA', 45],
  ['ALTA', 25],
  ['URGENTE', 10],
];
const SOURCES: Array<[TicketSource, number]> = [
  ['WEB', 40],
  ['EMAIL', 20],
  ['WHATSAPP', 15],
  ['PUBLIC_FORM', 12],
  ['CHAT', 6],
  ['API', 4],
  ['IMPORT', 3],
];
/** Lima's working rhythm: tickets per hour of the day and per weekday (0 = Sunday). */
const HOUR_WEIGHTS = [
  0.1, 0.05, 0.05, 0.05, 0.05, 0.1, 0.2, 0.5, 2, 4, 5, 5, 4, 3, 4, 5, 4, 3, 2, 1, 0.6, 0.4, 0.2,
  0.1,
];
const WEEKDAY_WEIGHTS = [0.2, 1.25, 1.15, 1.1, 1.1, 1, 0.45];

/** Old tickets are mostly closed; the last days hold the open queue (status, weight). */
function statusWeights(ageDays: number): Array<[TicketStatus, number]> {
  if (ageDays < 2) {
    return [
      ['PENDIENTE', 30],
      ['EN_PROGRESO', 35],
      ['ESCALADO', 8],
      ['RESUELTO', 20],
      ['CERRADO', 7],
    ];
  }
  if (ageDays < 7) {
    return [
      ['PENDIENTE', 5],
      ['EN_PROGRESO', 15],
      ['ESCALADO', 5],
      ['RESUELTO', 30],
      ['CERRADO', 45],
    ];
  }
  if (ageDays < 20) {
    return [
      ['PENDIENTE', 1],
      ['EN_PROGRESO', 3],
      ['ESCALADO', 2],
      ['RESUELTO', 10],
      ['CERRADO', 84],
    ];
  }
  return [
    ['EN_PROGRESO', 0.5],
    ['ESCALADO', 0.5],
    ['RESUELTO', 2],
    ['CERRADO', 97],
  ];
}

/** When the tickets were opened: `days` back from `now`, busier on weekdays and office hours. */
export function creationMoments(count: number, now: number, days: number, random: Random) {
  const today = limaMidnight(now);
  const dayWeights = Array.from({ length: days }, (_, back) => {
    const weekday = limaClock(today - back * DAY + 12 * HOUR).weekday;
    // A help desk that grows: the last weeks are a little busier than the first.
    return [back, WEEKDAY_WEIGHTS[weekday]! * (1.2 - (0.4 * back) / days)] as const;
  });
  const hourWeights = HOUR_WEIGHTS.map((weight, hour) => [hour, weight] as const);
  const moments: number[] = [];
  while (moments.length < count) {
    const back = random.weighted(dayWeights);
    const at =
      today - back * DAY + random.weighted(hourWeights) * HOUR + random.int(0, 3599) * 1000;
    if (at < now - 5 * MINUTE) moments.push(at);
  }
  return moments.sort((a, b) => a - b);
}

function pickCustom(spec: TicketSpec, random: Random): CastStatus | null {
  const fitting = spec.department.statuses.filter((s) => s.baseStatus === spec.status);
  if (fitting.length === 0 || spec.status === 'CERRADO' || !random.chance(0.4)) return null;
  return random.pick(fitting);
}

/** Draws what each ticket is about: department, customer, topic, priority, channel, status. */
export function drawSpecs(moments: number[], now: number, cast: DemoCast, random: Random) {
  const departments = cast.departments.map((d) => [d, DEPARTMENT_WEIGHTS[d.name] ?? 5] as const);
  const customers = cast.customers.map((c) => [c, c.clients.length] as const);
  return moments.map((at) => {
    const department = random.weighted(departments);
    const customer = random.weighted(customers);
    const spec: TicketSpec = {
      at,
      department,
      customer,
      client: random.pick(customer.clients),
      topic: random.pick(topicsOf(department)),
      priority: random.weighted(PRIORITIES),
      source: random.weighted(SOURCES),
      status: random.weighted(statusWeights((now - at) / DAY)),
      custom: null,
    };
    spec.custom = pickCustom(spec, random);
    return spec;
  });
}

const topicsOf = (department: CastDepartment) =>
  DEMO_TOPICS[department.name] ?? DEMO_TOPICS['Soporte de Sistemas POS']!;

const keyOf = (spec: Pick<TicketSpec, 'department' | 'status' | 'custom'>) =>
  `${spec.department.id}/${spec.status}/${spec.custom?.id ?? ''}`;

/**
 * Every base status in every department, and every custom status, shows up at least once:
 * what the draw missed is given to the newest tickets whose own kind is not unique.
 */
export function coverEveryStatus(specs: TicketSpec[], cast: DemoCast, random: Random): void {
  const counts = new Map<string, number>();
  for (const spec of specs) counts.set(keyOf(spec), (counts.get(keyOf(spec)) ?? 0) + 1);
  const wanted = cast.departments.flatMap((department) => [
    ...TICKET_STATUSES.map((status) => ({ department, status, custom: null })),
    ...department.statuses.map((custom) => ({ department, status: custom.baseStatus, custom })),
  ]);
  const isPlain = (w: (typeof wanted)[number]) => w.custom === null;
  const has = (w: (typeof wanted)[number]) =>
    isPlain(w)
      ? specs.some((s) => s.department === w.department && s.status === w.status)
      : (counts.get(keyOf(w)) ?? 0) > 0;
  let next = specs.length - 1;
  for (const missing of wanted.filter((w) => !has(w))) {
    while (next >= 0 && (counts.get(keyOf(specs[next]!)) ?? 0) < 2) next -= 1;
    if (next < 0) return;
    const spec = specs[next]!;
    counts.set(keyOf(spec), counts.get(keyOf(spec))! - 1);
    Object.assign(spec, missing, { topic: random.pick(topicsOf(missing.department)) });
    counts.set(keyOf(spec), (counts.get(keyOf(spec)) ?? 0) + 1);
    next -= 1;
  }
}
