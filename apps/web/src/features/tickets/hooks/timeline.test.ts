import { describe, expect, it } from 'vitest';
import { AUTO_ASSIGNMENT_NOTE, type Comment, type TicketEvent } from '@atiende/contracts';
import { buildTimeline, describeEvent, visibleTimeline } from './timeline';

const AUTHOR = {
  id: '5b1f1c5e-8a3c-4b8e-9f5e-1c2d3e4f5a6b',
  name: 'Ana Torres',
  role: 'TECHNICIAN' as const,
};

const CARLOS_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function makeComment(id: string, createdAt: string, isInternal = false): Comment {
  return { id, body: `mensaje ${id}`, isInternal, author: AUTHOR, attachments: [], createdAt };
}

function makeEvent(id: string, createdAt: string, change: Partial<TicketEvent> = {}): TicketEvent {
  return {
    id,
    type: 'status_changed',
    actor: { id: CARLOS_ID, name: 'Carlos Ruiz' },
    from: 'PENDIENTE',
    to: 'EN_PROGRESO',
    fromLabel: null,
    toLabel: null,
    note: null,
    createdAt,
    ...change,
  };
}

describe('buildTimeline', () => {
  const comments = [
    makeComment('c2', '2025-03-07T15:10:00Z'),
    makeComment('c1', '2025-03-07T15:00:00Z', true),
  ];
  const events = [
    makeEvent('e1', '2025-03-07T15:05:00Z'),
    makeEvent('e2', '2025-03-07T15:10:00Z', { type: 'comment_added' }),
    makeEvent('e3', '2025-03-07T14:00:00Z', { type: 'created', from: null, to: null }),
  ];

  it('merges messages and events oldest to newest, without events that repeat a message', () => {
    expect(buildTimeline(comments, events).map((entry) => entry.id)).toEqual([
      'event-e3',
      'comment-c1',
      'event-e1',
      'comment-c2',
    ]);
  });

  it('keeps only the messages when activity is hidden', () => {
    expect(
      buildTimeline(comments, events, { showActivity: false }).map((entry) => entry.id),
    ).toEqual(['comment-c1', 'comment-c2']);
  });

  it('keeps a message before an event of the same instant', () => {
    const same = '2025-03-07T16:00:00Z';
    const entries = buildTimeline([makeComment('c3', same)], [makeEvent('e4', same)]);
    expect(entries.map((entry) => entry.kind)).toEqual(['comment', 'event']);
  });
});

describe('visibleTimeline', () => {
  it('shows the latest 20 of a long thread and counts the rest', () => {
    const entries = buildTimeline(
      Array.from({ length: 40 }, (_, index) =>
        makeComment(`c${index}`, new Date(Date.UTC(2025, 2, 7, 10, index)).toISOString()),
      ),
      [],
    );
    const collapsed = visibleTimeline(entries, false);
    expect(collapsed.hiddenCount).toBe(20);
    expect(collapsed.entries[0]?.id).toBe('comment-c20');
    expect(visibleTimeline(entries, true).entries).toHaveLength(40);
    expect(visibleTimeline(entries.slice(0, 10), false).hiddenCount).toBe(0);
  });
});

describe('describeEvent', () => {
  it('names the actor and the new status or priority by its label', () => {
    expect(describeEvent(makeEvent('e', '2025-03-07T15:00:00Z'))).toBe(
      'Carlos Ruiz cambió el estado a En progreso',
    );
    expect(
      describeEvent(
        makeEvent('e', '2025-03-07T15:00:00Z', { type: 'priority_changed', to: 'URGENTE' }),
      ),
    ).toBe('Carlos Ruiz cambió la prioridad a Urgente');
  });

  it('says an automatic assignment is one, naming who got the ticket', () => {
    const automatic = makeEvent('e', '2025-03-07T15:00:00Z', {
      type: 'assigned',
      actor: null,
      from: null,
      to: AUTHOR.id,
      toLabel: AUTHOR.name,
      note: AUTO_ASSIGNMENT_NOTE,
    });
    expect(describeEvent(automatic)).toBe('Asignación automática: el ticket pasó a Ana Torres');
    expect(describeEvent({ ...automatic, toLabel: null })).toBe(
      'Asignación automática: el ticket pasó a un usuario eliminado',
    );
    // Without the note (a person's assignment whose account is gone) it is not automatic.
    expect(describeEvent({ ...automatic, note: null })).toBe(
      'El sistema asignó el ticket a Ana Torres',
    );
  });

  it('leaves an unnamed id out and says "El sistema" without an actor', () => {
    expect(
      describeEvent(
        makeEvent('e', '2025-03-07T15:00:00Z', { type: 'escalated', actor: null, to: AUTHOR.id }),
      ),
    ).toBe('El sistema escaló el ticket');
    expect(
      describeEvent(makeEvent('e', '2025-03-07T15:00:00Z', { type: 'priority_changed', to: null })),
    ).toBe('Carlos Ruiz cambió la prioridad');
  });

  it('names the people, department and custom status the server resolved', () => {
    const at = '2025-03-07T15:00:00Z';
    const STATUS_ID = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    expect(
      describeEvent(makeEvent('e', at, { type: 'assigned', to: AUTHOR.id, toLabel: 'Ana Torres' })),
    ).toBe('Carlos Ruiz asignó el ticket a Ana Torres');
    expect(
      describeEvent(
        makeEvent('e', at, {
          type: 'reassigned',
          from: AUTHOR.id,
          fromLabel: 'Ana Torres',
          to: STATUS_ID,
          toLabel: 'Diego Huamán',
        }),
      ),
    ).toBe('Carlos Ruiz reasignó el ticket a Diego Huamán');
    expect(
      describeEvent(makeEvent('e', at, { to: STATUS_ID, toLabel: 'Esperando al cliente' })),
    ).toBe('Carlos Ruiz cambió el estado a Esperando al cliente');
    expect(
      describeEvent(
        makeEvent('e', at, {
          type: 'department_changed',
          to: STATUS_ID,
          toLabel: 'Facturación Electrónica',
        }),
      ),
    ).toBe('Carlos Ruiz cambió el departamento a Facturación Electrónica');
    expect(
      describeEvent(
        makeEvent('e', at, { type: 'escalated', to: AUTHOR.id, toLabel: 'Jorge Salazar' }),
      ),
    ).toBe('Carlos Ruiz escaló el ticket y se notificó a Jorge Salazar');
  });

  it('says "se asignó" when someone takes the ticket', () => {
    expect(
      describeEvent(
        makeEvent('e', '2025-03-07T15:00:00Z', {
          type: 'assigned',
          actor: { id: AUTHOR.id, name: 'Ana Torres' },
          to: AUTHOR.id,
          toLabel: 'Ana Torres',
        }),
      ),
    ).toBe('Ana Torres se asignó el ticket');
  });

  it('says what an id was when its user, department or status is gone', () => {
    const at = '2025-03-07T15:00:00Z';
    expect(describeEvent(makeEvent('e', at, { type: 'assigned', to: AUTHOR.id }))).toBe(
      'Carlos Ruiz asignó el ticket a un usuario eliminado',
    );
    expect(describeEvent(makeEvent('e', at, { type: 'department_changed', to: AUTHOR.id }))).toBe(
      'Carlos Ruiz cambió el departamento a un departamento eliminado',
    );
    expect(describeEvent(makeEvent('e', at, { to: AUTHOR.id }))).toBe(
      'Carlos Ruiz cambió el estado a un estado eliminado',
    );
  });
});
