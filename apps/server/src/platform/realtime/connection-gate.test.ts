import { describe, expect, it } from 'vitest';
import { createConnectionGate } from './connection-gate';

describe('the connection gate (docs/realtime.md#reconnecting)', () => {
  it('lets a burst of its rate in, then refills at that rate', () => {
    let now = 0;
    const gate = createConnectionGate(3, () => now);
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now = 300; // 0.9 of a token
    expect(gate.tryEnter()).toBe(false);
    now = 340; // 1.02
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
    // A long quiet spell never stores more than one second's worth.
    now = 60_000;
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
