import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActiveBadge, Badge } from './badge';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { isRangeReversed } from './date-range';

type Row = { id: string; name: string; total: number };
const rows: Row[] = [
  { id: 'a', name: 'Ana', total: 3 },
  { id: 'b', name: 'Luis', total: 12 },
];
const columns: ReadonlyArray<DataTableColumn<Row>> = [
  { id: 'name', header: 'Nombre', isRowHeader: true, cell: (row) => row.name },
  { id: 'total', header: 'Tickets', align: 'end', cell: (row) => String(row.total) },
  { id: 'actions', header: 'Acciones', isHeaderHidden: true, cell: () => '…' },
];

const render = (props: Partial<DataTableProps<Row>>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: 'Personas',
      columns,
      rows,
      rowKey: (row) => row.id,
      ...props,
    }),
  );

describe('DataTable', () => {
  it('draws a captioned table inside a named, focusable scroll region', () => {
    const html = render({});
    expect(html).toMatch(/^<div role="region" aria-label="Personas" tabindex="0"/);
    expect(html).toContain('<caption class="sr-only">Personas</caption>');
    expect(html).toContain('<th scope="col" class="px-3 py-2">Nombre</th>');
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('<span class="sr-only">Acciones</span>');
    expect(html).toMatch(/<td class="px-3 py-2 text-right tabular-nums">12<\/td>/);
  });

  it('sticks the heading to the page, without a region, in page mode', () => {
    const html = render({ scroll: { mode: 'page', stickyTop: 'var(--top)' } });
    expect(html).not.toContain('role="region"');
    expect(html).toMatch(/<thead style="top:var\(--top\)"/);
  });

  it('makes a sortable heading a button and tells the order with aria-sort', () => {
    const sorted = columns.map((column) =>
      column.id === 'total'
        ? { ...column, sort: { direction: 'descending' as const, onSort: () => {} } }
        : column.id === 'name'
          ? { ...column, sort: { direction: 'none' as const, onSort: () => {} } }
          : column,
    );
    const html = render({ columns: sorted });
    expect(html).toContain('aria-sort="descending"');
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html.match(/<button type="button"/g)).toHaveLength(2);
  });

  it('gives every row a labelled box and the heading a box for the whole page', () => {
    const html = render({
      selection: {
        isSelected: (row) => row.id === 'b',
        onToggle: () => {},
        onToggleAll: () => {},
        rowLabel: (row) => `Seleccionar ${row.name}`,
        allLabel: 'Seleccionar todos',
      },
    });
    const box = (label: string) =>
      html.match(new RegExp(`<input[^>]*aria-label="${label}"[^>]*>`))?.[0];
    expect(box('Seleccionar todos')).not.toContain('checked');
    expect(box('Seleccionar Ana')).not.toContain('checked');
    expect(box('Seleccionar Luis')).toContain('checked=""');
  });

  it('shows the empty state, the failure with its retry, and nothing while loading', () => {
    const empty = createElement('p', null, 'Sin resultados');
    expect(render({ rows: [], empty })).toBe('<p>Sin resultados</p>');
    const error = {
      message: 'No se pudo cargar',
      retryLabel: 'Intentar nuevamente',
      onRetry: () => {},
    };
    const failed = render({ rows: [], empty, error });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Intentar nuevamente');
    expect(failed).not.toContain('Sin resultados');
    expect(render({ rows, error })).toContain('<table');
    expect(render({ rows: [], empty, isLoading: true })).toBe('');
  });
});

describe('Badge', () => {
  it('is a pill with its tone, or coloured text', () => {
    expect(
      renderToStaticMarkup(createElement(Badge, { tone: 'warning', children: 'Alta' })),
    ).toContain('bg-warning-tint text-warning');
    const plain = renderToStaticMarkup(
      createElement(Badge, { textTone: 'high', children: 'Alta' }),
    );
    expect(plain).toContain('text-priority-high');
    expect(plain).not.toContain('rounded-sm');
  });

  it('says Activo or the inactive word, with an icon', () => {
    const labels = { activeLabel: 'Activo', inactiveLabel: 'Desactivado' };
    const on = renderToStaticMarkup(createElement(ActiveBadge, { isActive: true, ...labels }));
    const off = renderToStaticMarkup(createElement(ActiveBadge, { isActive: false, ...labels }));
    expect(on).toMatch(/<svg[^>]*aria-hidden="true".*Activo<\/span>$/);
    expect(off).toContain('Desactivado');
  });
});

describe('isRangeReversed', () => {
  it('is true only when both days are set and from comes after to', () => {
    expect(isRangeReversed({ from: '2025-03-08', to: '2025-03-07' })).toBe(true);
    expect(isRangeReversed({ from: '2025-03-07', to: '2025-03-07' })).toBe(false);
    expect(isRangeReversed({ from: '2025-03-08', to: null })).toBe(false);
    expect(isRangeReversed({})).toBe(false);
  });
});
