import {
  MACRO_VARIABLE_PATTERN,
  macroMessages,
  macroVariableOf,
  type MacroScope,
  type MacroVariable,
} from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import type { MacroReader } from './macros.repository';

const v = macroMessages.validation;

type Placement = { scope: MacroScope; ownerId: string | null; departmentId: string | null };

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

/**
 * docs/macros.md#permissions: a personal plantilla is its owner's alone; shared ones are managed
 * by administrators, and by leads when they are for the whole team or for a department they work.
 */
export function canManageMacro(reader: MacroReader, macro: Placement): boolean {
  if (macro.scope === 'PERSONAL') return macro.ownerId === reader.userId;
  if (reader.role === 'ADMIN') return true;
  if (reader.role !== 'TECH_LEAD') return false;
  return macro.departmentId === null || reader.departmentIds.includes(macro.departmentId);
}

/** Where the caller may put a plantilla they create or edit; 403 or a field message otherwise. */
export function checkPlacement(reader: MacroReader, macro: Placement): void {
  if (macro.scope === 'PERSONAL') return;
  if (reader.role !== 'ADMIN' && reader.role !== 'TECH_LEAD') {
    throw new AppError('FORBIDDEN', undefined, { message: v.sharedNotAllowed });
  }
  if (!canManageMacro(reader, macro)) throw fieldError('departmentId', v.departmentNotYours);
}

export type MacroValues = Record<MacroVariable, string>;

/**
 * docs/macros.md#variables: each `{{variable}}` becomes its value for the ticket (empty when the
 * ticket has none, such as a company); anything else between braces stays as written.
 */
export function renderMacroText(text: string, values: MacroValues): string {
  return text.replace(MACRO_VARIABLE_PATTERN, (whole, written: string) => {
    const variable = macroVariableOf(written);
    return variable ? values[variable] : whole;
  });
}

export { fieldError };
