import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';
import { useDelayedFlag } from '../../lib/use-delayed-flag';
import { LoadFailed } from './load-failed';
import { ScrollRegion } from './scroll-region';

export type SortDirection = 'ascending' | 'descending' | 'none';

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  /** Read by screen readers only (an actions column has no visible heading). */
  isHeaderHidden?: boolean;
  /** A hint on the heading (`title`), e.g. what a figure counts. */
  headerTitle?: string;
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for numbers: right-aligned with tabular figures. */
  align?: 'start' | 'end' | 'center';
  /** Added to every cell of the column (width, wrapping, colour). */
  className?: string;
  /** Added to the column's heading (width, visibility). */
  headerClassName?: string;
  /** Replaces the table's cell padding in this column (e.g. `px-3 py-1` for a row of buttons). */
  padding?: string;
  /** Replaces the heading's padding (by default `padding`, or the table's). */
  headerPadding?: string;
  /** The cell names its row: rendered as `<th scope="row">`. */
  isRowHeader?: boolean;
  /** A sortable column: the heading is a button and `<th aria-sort>` tells the order. */
  sort?: { direction: SortDirection; onSort: () => void };
}

export interface DataTableSelection<Row> {
  isSelected: (row: Row) => boolean;
  /** `isRange`: the box was clicked with Shift held (select from the last toggled row). */
  onToggle: (row: Row, isSelected: boolean, isRange: boolean) => void;
  onToggleAll: (isSelected: boolean) => void;
  /** The accessible name of a row's box, e.g. "Seleccionar ticket #12". */
  rowLabel: (row: Row) => string;
  /** The accessible name of the heading's box, e.g. "Seleccionar esta página". */
  allLabel: string;
}

/**
 * `comfortable`: admin tables. `dense`: many columns. `rows`: the row sets its own height
 * (only side padding). `inline`: a small table inside a card, without a frame or shaded heading.
 */
export type DataTableDensity = 'comfortable' | 'dense' | 'rows' | 'inline';

const CELL_PADDING: Record<DataTableDensity, string> = {
  comfortable: 'px-3 py-2',
  dense: 'px-2 py-2',
  rows: 'px-2',
  inline: 'py-1.5 pr-2',
};
const HEAD_PADDING: Record<DataTableDensity, string> = {
  comfortable: 'px-3 py-2',
  dense: 'px-2 py-2',
  rows: 'px-2 py-2',
  inline: 'py-1 pr-2',
};
const ALIGN: Record<'start' | 'end' | 'center', string> = {
  start: '',
  end: 'text-right tabular-nums',
  center: 'text-center',
};

export interface DataTableProps<Row> {
  /** The visually hidden `<caption>`, and the name of the scroll region. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Attributes of a row: its classes (state, height) and data attributes. */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  density?: DataTableDensity;
  selection?: DataTableSelection<Row>;
  /**
   * Where the table scrolls. `region` (default): inside a labelled, focusable region — sideways
   * when it is wider than the screen, and down under its sticky heading when `className` limits
   * its height. `page`: the table is as tall as its rows and the heading sticks to the page at
   * `stickyTop` (a scroll container around it would stop that). `none`: a table narrow enough
   * for any screen, in its frame (`className`) or, `inline`, bare inside a card; nothing sticks.
   */
  scroll?: { mode: 'region' } | { mode: 'page'; stickyTop: string } | { mode: 'none' };
  /** The region's size and frame; by default a white card with a border. */
  className?: string;
  /** Replaces the table's own classes (layout, background). */
  tableClassName?: string;
  /** Replaces the heading row's look (background, text size and colour); it sticks anyway. */
  headClassName?: string;
  /** The rows are still missing: skeleton rows after 300 ms (never an empty state before data). */
  isLoading?: boolean;
  /** The rows could not load: the message and "Intentar nuevamente", above any rows kept. */
  error?: { message: string; retryLabel: string; onRetry: () => unknown } | null;
  /** Shown instead of the table when there are no rows (and nothing is loading or failed). */
  empty?: ReactNode;
}

type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

const FRAME = 'rounded-lg border border-line bg-white';
const TABLE = 'w-full text-left text-sm';
/** The heading row's default classes, for a table that adds to them. */
export const DATA_TABLE_HEAD = 'bg-surface text-xs text-muted [&_th]:font-medium';
const INLINE_HEAD = 'text-xs text-muted [&_th]:font-medium';
/** Collapsed borders do not move with a sticky heading: its bottom line is an inset shadow. */
const HEAD_LINE = '[&_th]:shadow-[inset_0_-1px_0_var(--color-line)]';
const ROW_LINE = '[&>*]:shadow-[inset_0_-1px_0_var(--color-line)]';

/** WCAG 2.5.8: a 16 px box inside a 24 × 24 px target (the label around it). */
function SelectBox({
  label,
  isChecked,
  onChange,
}: {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean, isShift: boolean) => void;
}) {
  return (
    <label className="flex size-6 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={isChecked}
        onChange={(event) => {
          // React's checkbox change comes from a click: it says whether Shift was held.
          const native = event.nativeEvent as Partial<MouseEvent>;
          onChange(event.target.checked, native.shiftKey === true);
        }}
        className="size-4 cursor-pointer accent-brand"
      />
    </label>
  );
}

function SortButton({ label, sort }: { label: ReactNode; sort: DataTableColumn<never>['sort'] }) {
  if (!sort) return <>{label}</>;
  const Icon =
    sort.direction === 'ascending'
      ? ArrowUp
      : sort.direction === 'descending'
        ? ArrowDown
        : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className="inline-flex min-h-6 items-center gap-1 rounded-sm font-semibold text-ink hover:text-brand"
    >
      {label}
      <Icon
        aria-hidden="true"
        className={cn('size-3.5', sort.direction === 'none' && 'text-subtle')}
      />
    </button>
  );
}

function HeadCell<Row>({ column, padding }: { column: DataTableColumn<Row>; padding: string }) {
  const direction = column.sort?.direction;
  return (
    <th
      scope="col"
      title={column.headerTitle}
      aria-sort={direction && direction !== 'none' ? direction : undefined}
      className={cn(
        padding,
        column.align === 'end' && 'text-right',
        column.align === 'center' && 'text-center',
        column.headerClassName,
      )}
    >
      {column.isHeaderHidden ? (
        <span className="sr-only">{column.header}</span>
      ) : (
        <SortButton label={column.header} sort={column.sort} />
      )}
    </th>
  );
}

function SkeletonRows() {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{pageMessages.loading}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-10 rounded-md bg-surface-2 motion-safe:animate-pulse"
        />
      ))}
    </div>
  );
}

/**
 * A data table: the visually hidden caption, `<th scope>` headings (sortable ones with
 * `aria-sort`), an optional box per row for selection, and its loading, error and empty states.
 * Wide tables scroll sideways inside their own focusable region, so a 375 px page never does.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, rows, error, empty, isLoading = false } = props;
  const showSkeleton = useDelayedFlag(isLoading && rows.length === 0);
  const failed = error ? (
    <LoadFailed message={error.message} retryLabel={error.retryLabel} onRetry={error.onRetry} />
  ) : null;
  if (rows.length === 0) {
    if (isLoading) return showSkeleton ? <SkeletonRows /> : null;
    return failed ?? <>{empty ?? null}</>;
  }
  const scroll = props.scroll ?? { mode: 'region' };
  const stickyTop =
    scroll.mode === 'page' ? scroll.stickyTop : scroll.mode === 'region' ? '0' : null;
  const table = <Table {...props} stickyTop={stickyTop} />;
  return (
    <>
      {failed}
      {scroll.mode === 'region' ? (
        <ScrollRegion label={caption} className={props.className ?? FRAME}>
          {table}
        </ScrollRegion>
      ) : scroll.mode === 'page' || props.density === 'inline' ? (
        table
      ) : (
        <div className={cn('overflow-hidden', props.className ?? FRAME)}>{table}</div>
      )}
    </>
  );
}

function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  density = 'comfortable',
  selection,
  tableClassName,
  headClassName,
  stickyTop,
}: DataTableProps<Row> & { stickyTop: string | null }) {
  const cellPadding = CELL_PADDING[density];
  const headPadding = HEAD_PADDING[density];
  const isInline = density === 'inline';
  const isAllSelected = selection ? rows.every((row) => selection.isSelected(row)) : false;
  const headStyle: CSSProperties | undefined = stickyTop ? { top: stickyTop } : undefined;
  const headLook = headClassName ?? DATA_TABLE_HEAD;
  return (
    <table className={tableClassName ?? TABLE}>
      <caption className="sr-only">{caption}</caption>
      <thead
        style={headStyle}
        className={
          isInline ? INLINE_HEAD : cn(stickyTop !== null && 'sticky z-10', headLook, HEAD_LINE)
        }
      >
        <tr>
          {selection ? (
            <th scope="col" className="w-10 px-2 py-2">
              <SelectBox
                label={selection.allLabel}
                isChecked={isAllSelected}
                onChange={(isChecked) => selection.onToggleAll(isChecked)}
              />
            </th>
          ) : null}
          {columns.map((column) => (
            <HeadCell
              key={column.id}
              column={column}
              padding={column.headerPadding ?? column.padding ?? headPadding}
            />
          ))}
        </tr>
      </thead>
      {/* Fixed-height rows draw their line as a shadow, which takes no height. */}
      <tbody className={density === 'rows' ? undefined : 'divide-y divide-line'}>
        {rows.map((row, index) => {
          const extra = rowProps?.(row, index) ?? {};
          const isSelected = selection?.isSelected(row) ?? false;
          return (
            <tr
              key={rowKey(row, index)}
              {...extra}
              className={cn(
                density === 'rows' ? ROW_LINE : !isInline && 'hover:bg-surface',
                extra.className,
              )}
            >
              {selection ? (
                <td className="px-2">
                  <SelectBox
                    label={selection.rowLabel(row)}
                    isChecked={isSelected}
                    onChange={(isChecked, isShift) => selection.onToggle(row, isChecked, isShift)}
                  />
                </td>
              ) : null}
              {columns.map((column) => {
                const Cell = column.isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.isRowHeader ? 'row' : undefined}
                    className={cn(
                      column.padding ?? cellPadding,
                      column.isRowHeader && 'text-left font-normal',
                      ALIGN[column.align ?? 'start'],
                      column.className,
                    )}
                  >
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
