import type { PublicDepartment } from '@atiende/contracts';
import { useAfterFirstPaint } from '../../../lib/first-paint-gate';
import { useDepartments } from '../api/get-departments';
import { useTechnicians } from '../api/get-technicians';
import type { Technician } from '../api/ticket-validation';

const NO_TECHNICIANS: readonly Technician[] = [];
const NO_DEPARTMENTS: readonly PublicDepartment[] = [];

/**
 * The staff and the departments the list's filters, bulk bar and row pickers offer (staff only),
 * asked for when `isNeeded`: in the third step after the list's first paint
 * (docs/performance.md#first-paint), and below 768 px only once the filters' sheet, where their
 * names are, is about to open. Read by each of those components rather than by the list page:
 * their answers redraw those components, not the whole list with its cards.
 */
export function useListPickers(isNeeded: boolean): {
  technicians: readonly Technician[];
  departments: readonly PublicDepartment[];
} {
  const isPainted = useAfterFirstPaint('pickers');
  const technicians = useTechnicians(isNeeded && isPainted).data ?? NO_TECHNICIANS;
  const departments = useDepartments(isNeeded && isPainted).data ?? NO_DEPARTMENTS;
  return { technicians, departments };
}
