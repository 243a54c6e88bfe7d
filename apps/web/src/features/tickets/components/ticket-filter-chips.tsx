import { X } from 'lucide-react';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCE_LABELS,
  TICKET_STATUS_LABELS,
  ticketWorkspaceMessages,
  type PublicDepartment,
} from '@atiende/contracts';
import { formatDate } from '../../../lib/dates';
import { useCustomerName, type CustomerName } from '../api/get-customer-name';
import {
  clearFilters,
  hasActiveFilters,
  withFilters,
  type TicketListFilters,
} from '../hooks/list-filters';
import type { Technician } from '../api/ticket-validation';

const text = ticketWorkspaceMessages.filters;

interface Chip {
  key: string;
  label: string;
  value: string;
  without: Partial<TicketListFilters>;
}

function assigneeName(id: string, technicians: readonly Technician[]): string {
  if (id === 'me') return text.mine;
  if (id === 'none') return text.unassigned;
  return technicians.find((technician) => technician.id === id)?.name ?? text.someone;
}

/** "Empresa: …" while the name is on its way; a client's filter can only be their company. */
function customerLabel(customer: CustomerName, isStaff: boolean): string {
  if (customer.state === 'known') return customer.name;
  if (customer.state === 'loading') return '…';
  return isStaff ? text.customerNotFound : text.yourCompany;
}

interface ChipNames {
  technicians: readonly Technician[];
  departments: readonly PublicDepartment[];
  customer: string;
}

function chipsOf(
  filters: TicketListFilters,
  { technicians, departments, customer }: ChipNames,
): Chip[] {
  const chips: Chip[] = [];
  if (filters.search)
    chips.push({
      key: 'search',
      label: text.search,
      value: filters.search,
      without: { search: '' },
    });
  for (const status of filters.status) {
    chips.push({
      key: `status-${status}`,
      label: text.status,
      value: TICKET_STATUS_LABELS[status],
      without: { status: filters.status.filter((item) => item !== status) },
    });
  }
  for (const priority of filters.priority) {
    chips.push({
      key: `priority-${priority}`,
      label: text.priority,
      value: TICKET_PRIORITY_LABELS[priority],
      without: { priority: filters.priority.filter((item) => item !== priority) },
    });
  }
  for (const source of filters.source) {
    chips.push({
      key: `source-${source}`,
      label: text.source,
      value: TICKET_SOURCE_LABELS[source],
      without: { source: filters.source.filter((item) => item !== source) },
    });
  }
  if (filters.assignedToId) {
    chips.push({
      key: 'assignee',
      label: text.assignee,
      value: assigneeName(filters.assignedToId, technicians),
      without: { assignedToId: null },
    });
  }
  if (filters.departmentId) {
    const name =
      filters.departmentId === 'none'
        ? text.noDepartment
        : departments.find((department) => department.id === filters.departmentId)?.name;
    chips.push({
      key: 'department',
      label: text.department,
      value: name ?? '…',
      without: { departmentId: null },
    });
  }
  if (filters.customerId) {
    chips.push({
      key: 'customer',
      label: text.customer,
      value: customer,
      without: { customerId: null },
    });
  }
  for (const key of [
    'from',
    'to',
    'resolvedFrom',
    'resolvedTo',
    'escalatedFrom',
    'reopenedFrom',
  ] as const) {
    // The day at noon in America/Lima, so it never shows as the day before.
    const day = filters[key];
    if (day) {
      const without: Partial<TicketListFilters> = { [key]: null };
      chips.push({ key, label: text[key], value: formatDate(`${day}T12:00:00-05:00`), without });
    }
  }
  return chips;
}

/**
 * docs/product/tickets.md#ticket-list: active filters as removable chips ("Estado: Pendiente ✕",
 * "Canal: WhatsApp ✕", "Empresa: Pollería El Sabor ✕") plus "Limpiar filtros".
 */
export function TicketFilterChips({
  filters,
  onChange,
  technicians,
  departments,
  isStaff,
}: {
  filters: TicketListFilters;
  onChange: (filters: TicketListFilters) => void;
  technicians: readonly Technician[];
  departments: readonly PublicDepartment[];
  isStaff: boolean;
}) {
  const customer = customerLabel(useCustomerName(filters, isStaff), isStaff);
  if (!hasActiveFilters(filters)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{text.active}</span>
      <ul className="flex flex-wrap gap-2">
        {chipsOf(filters, { technicians, departments, customer }).map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(withFilters(filters, chip.without))}
              aria-label={text.removeChip(chip.label, chip.value)}
              className="inline-flex min-h-7 items-center gap-1 rounded-full bg-brand-tint px-3 text-xs font-medium text-brand hover:bg-surface-2"
            >
              {text.chip(chip.label, chip.value)}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange(clearFilters(filters))}
        className="min-h-7 rounded-md px-2 text-xs font-medium text-brand underline hover:text-brand-hover"
      >
        {text.clear}
      </button>
    </div>
  );
}
