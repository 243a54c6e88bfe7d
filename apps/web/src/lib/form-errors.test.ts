import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { reportFieldsOrToast, reportSaveFailure } from './form-errors';
import { notify } from './notify';

type Call = [string, ErrorOption, { shouldFocus: boolean }?];

function recorder() {
  const calls: Call[] = [];
  const setError: UseFormSetError<{ name: string }> = (...args) =>
    void calls.push(args.filter((arg) => arg !== undefined) as Call);
  return { calls, setError };
}

const taken = new ApiError(
  409,
  'DEPARTMENT_NAME_TAKEN',
  'Ya existe un departamento con ese nombre.',
  [{ field: 'name', message: 'Ya existe un departamento con ese nombre.' }],
);
const down = new ApiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible.');

afterEach(() => vi.restoreAllMocks());

// docs/product/ui.md#errors-and-toasts: one toast per outcome, none beside a field message.
describe('reportSaveFailure', () => {
  it('puts a field failure under its field, focused, and raises no toast', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { calls, setError } = recorder();
    reportSaveFailure(taken, setError, ['name'], 'No se pudo guardar.');
    expect(calls).toEqual([
      ['name', { type: 'server', message: taken.message }, { shouldFocus: true }],
    ]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('turns a failure no field carries into the form alert and exactly one toast', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { calls, setError } = recorder();
    reportSaveFailure(down, setError, ['name'], 'No se pudo guardar.');
    expect(calls).toEqual([['root.server', { type: 'server', message: down.message }]]);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(down.message);
  });
});

describe('reportFieldsOrToast', () => {
  it('answers true without a toast when a field carries the failure', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    expect(reportFieldsOrToast(taken, recorder().setError, ['name'], 'Falló.')).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('raises the fallback once for a failure without a message of its own', () => {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    expect(reportFieldsOrToast(new Error('x'), recorder().setError, ['name'], 'Falló.')).toBe(
      false,
    );
    expect(toast).toHaveBeenCalledExactlyOnceWith('Falló.');
  });
});
