import { describe, expect, it } from 'vitest';
import {
  bulkAssigneeOptions,
  filterOptions,
  pickerOptions,
  type PickerTicket,
} from './row-picker-options';
import type { TicketViewer } from './ticket-viewer';

const carlos: TicketViewer = { id: 'u-carlos', name: 'Carlos Ruiz', role: 'TECHNICIAN' };
const jorge: TicketViewer = { id: 'u-jorge', name: 'Jorge Salazar', role: 'TECH_LEAD' };
function person(id: string, name: string, openTickets = 2, maxOpenTickets: number | null = 10) {
  return {
    id,
    name,
    email: `${id}@atiende.test`,
    role: 'TECHNICIAN' as const,
    openTickets,
    maxOpenTickets,
    availability: { state: 'available' as const, until: null },
  };
}
const team = [
  person('u-carlos', 'Carlos Ruiz', 3),
  person('u-maria', 'María Quispe', 8),
  person('u-jorge', 'Jorge Salazar', 1, null),
];

function ticket(overrides: Partial<PickerTicket> = {}): PickerTicket {
  return {
    status: 'PENDIENTE',
    priority: 'MEDIA',
    assignedTo: null,
    permissions: {
      allowedStatuses: ['EN_PROGRESO', 'ESCALADO', 'RESUELTO', 'CERRADO'],
      canEdit: true,
      canAssign: true,
    },
    ...overrides,
  };
}

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('pickerOptions', () => {
  it('offers a técnico only "Asignarme" on a free ticket', () => {
    expect(pickerOptions('assign', ticket(), carlos, team)).toEqual([
      {
        id: 'u-carlos',
        label: 'Asignarme (Carlos Ruiz)',
        change: { kind: 'assign', assignedToId: 'u-carlos', name: 'Carlos Ruiz' },
      },
    ]);
  });

  it('offers a lead themself first, then everyone else but the current assignee', () => {
    const assigned = ticket({ assignedTo: { id: 'u-carlos', name: 'Carlos Ruiz' } });
    expect(labels(pickerOptions('assign', assigned, jorge, team))).toEqual([
      'Asignarme (Jorge Salazar)',
      'María Quispe (8/10 · disponible)',
    ]);
  });

  it('says who is at their maximum, like the Asignar dialog', () => {
    const full = [person('u-luis', 'Luis Rojas', 10)];
    expect(labels(pickerOptions('assign', ticket(), jorge, full))).toEqual([
      'Asignarme (Jorge Salazar)',
      'Luis Rojas (10/10, sin cupo · disponible)',
    ]);
  });

  it('offers no assignment the server would refuse', () => {
    const taken = ticket({
      assignedTo: { id: 'u-maria', name: 'María Quispe' },
      permissions: { ...ticket().permissions, canAssign: false },
    });
    expect(pickerOptions('assign', taken, carlos, team)).toEqual([]);
  });

  it('offers the allowed statuses but the current one', () => {
    const inProgress = ticket({
      status: 'EN_PROGRESO',
      permissions: { ...ticket().permissions, allowedStatuses: ['EN_PROGRESO', 'RESUELTO'] },
    });
    expect(pickerOptions('status', inProgress, carlos, team)).toEqual([
      { id: 'RESUELTO', label: 'Resuelto', change: { kind: 'status', status: 'RESUELTO' } },
    ]);
  });

  it('offers the other priorities only to who may edit the ticket', () => {
    expect(labels(pickerOptions('priority', ticket(), carlos, team))).toEqual([
      'Baja',
      'Alta',
      'Urgente',
    ]);
    const readOnly = ticket({ permissions: { ...ticket().permissions, canEdit: false } });
    expect(pickerOptions('priority', readOnly, carlos, team)).toEqual([]);
  });
});

describe('filterOptions', () => {
  const options = pickerOptions('assign', ticket(), jorge, team);

  it('matches any part of the label, ignoring case and accents', () => {
    expect(labels(filterOptions(options, 'maria'))).toEqual(['María Quispe (8/10 · disponible)']);
    expect(labels(filterOptions(options, 'RUIZ'))).toEqual(['Carlos Ruiz (3/10 · disponible)']);
  });

  it('keeps every option for an empty search and none for a miss', () => {
    expect(filterOptions(options, '  ')).toHaveLength(3);
    expect(filterOptions(options, 'zz')).toEqual([]);
  });
});

describe('bulkAssigneeOptions', () => {
  const soporte = [person('u-carlos', 'Carlos Ruiz', 3), person('u-jorge', 'Jorge Salazar', 1)];
  const ventas = [person('u-ana', 'Ana Torres', 10), person('u-carlos', 'Carlos Ruiz', 3)];

  it("offers the union of the departments' staff, once each, by name, with their load", () => {
    expect(bulkAssigneeOptions([soporte, ventas], 'u-nobody')).toEqual([
      { value: 'u-ana', label: 'Ana Torres (10/10, sin cupo · disponible)' },
      { value: 'u-carlos', label: 'Carlos Ruiz (3/10 · disponible)' },
      { value: 'u-jorge', label: 'Jorge Salazar (1/10 · disponible)' },
    ]);
  });

  it('leaves out the viewer, who has "Asignarme"', () => {
    expect(bulkAssigneeOptions([soporte], 'u-jorge').map((option) => option.value)).toEqual([
      'u-carlos',
    ]);
  });

  it('offers nobody when no department has staff', () => {
    expect(bulkAssigneeOptions([[], []], 'u-jorge')).toEqual([]);
  });
});
