import { describe, expect, it } from 'vitest';
import { serviceWorkerStatus } from './service-worker-status';

const worker = (state: string) => ({ state });

describe('serviceWorkerStatus', () => {
  it('says when the browser has no service workers at all', () => {
    expect(serviceWorkerStatus(false, undefined)).toBe('unsupported');
  });

  it('says when no worker is registered (never, or turned off in the dialog)', () => {
    expect(serviceWorkerStatus(true, undefined)).toBe('unregistered');
    expect(serviceWorkerStatus(true, null)).toBe('unregistered');
    expect(serviceWorkerStatus(true, { active: null, waiting: null, installing: null })).toBe(
      'unregistered',
    );
  });

  it('follows a first install until the worker is activated', () => {
    const installing = { active: null, waiting: null, installing: worker('installing') };
    expect(serviceWorkerStatus(true, installing)).toBe('installing');
    const activating = { active: worker('activating'), waiting: null, installing: null };
    expect(serviceWorkerStatus(true, activating)).toBe('installing');
    const active = { active: worker('activated'), waiting: null, installing: null };
    expect(serviceWorkerStatus(true, active)).toBe('active');
  });

  it('stays active while a newer worker installs or waits beside the running one', () => {
    expect(
      serviceWorkerStatus(true, {
        active: worker('activated'),
        waiting: worker('installed'),
        installing: null,
      }),
    ).toBe('active');
    expect(
      serviceWorkerStatus(true, { active: null, waiting: worker('installed'), installing: null }),
    ).toBe('waiting');
  });
});
