import { describe, expect, it } from 'vitest';
import { filterOptions, pickerOptions, type PickerTicket } from './row-picker-options';
import type { TicketViewer } from './ticket-viewer';

const carlos: TicketViewer = { id: 'u-carlos', name: 'Carlos Ruiz', role: 'TECHNICIAN' };
const jorge: TicketViewer = { id: 'u-jorge', name: 'Jorge Salazar', role: 'TECH_LEAD' };
const team = [
  { id: 'u-carlos', name: 'Carlos Ruiz' },
  { id: 'u-maria', name: 'María Quispe' },
  { id: 'u-jorge', name: 'Jorge Salazar' },
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
      'María Quispe',
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
    expect(labels(filterOptions(options, 'maria'))).toEqual(['María Quispe']);
    expect(labels(filterOptions(options, 'RUIZ'))).toEqual(['Carlos Ruiz']);
  });

  it('keeps every option for an empty search and none for a miss', () => {
    expect(filterOptions(options, '  ')).toHaveLength(3);
    expect(filterOptions(options, 'zz')).toEqual([]);
  });
});
