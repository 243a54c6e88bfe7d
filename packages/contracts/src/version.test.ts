import { describe, expect, it } from 'vitest';
import {
  PROTECTION_CHECKPOINTS_MAX,
  appendCheckpoint,
  decideVersionCheck,
  parseCheckpoints,
  protectionStatus,
  type ProtectionCheckpoint,
} from './version';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

function checkpoint(minutesAgo: number, id = `cp-${minutesAgo}`): ProtectionCheckpoint {
  return {
    id,
    timestamp: new Date(NOW - minutesAgo * MINUTE).toISOString(),
    type: 'version-check',
    description: 'Versión 3.33.3 verificada',
    status: 'success',
  };
}

describe('decideVersionCheck (docs/product/help-and-pwa.md)', () => {
  const file = { buildHash: 'abc123', version: '3.33.3' };

  it('takes the first answer as the running build', () => {
    expect(decideVersionCheck(null, file)).toEqual({ kind: 'baseline', buildHash: 'abc123' });
  });

  it('does nothing while the build is the same', () => {
    expect(decideVersionCheck('abc123', file)).toEqual({ kind: 'unchanged' });
  });

  it('asks for a reload when the build hash changes, even with the same version', () => {
    expect(decideVersionCheck('old999', file)).toEqual({
      kind: 'new-build',
      from: 'old999',
      to: 'abc123',
      version: '3.33.3',
    });
  });
});

describe('protectionStatus (docs/product/help-and-pwa.md: warning when the latest is older than 15 minutes)', () => {
  it('is protected with a checkpoint from the last 15 minutes', () => {
    const status = protectionStatus([checkpoint(40), checkpoint(3)], NOW);
    expect(status.level).toBe('protected');
    expect(status.latest?.id).toBe('cp-3');
    expect(status.ageMs).toBe(3 * MINUTE);
  });

  it('is protected at exactly 15 minutes and a warning just after', () => {
    expect(protectionStatus([checkpoint(15)], NOW).level).toBe('protected');
    const stale = protectionStatus([checkpoint(15.01)], NOW);
    expect(stale.level).toBe('warning');
  });

  it('judges by the newest timestamp, not the storage order', () => {
    expect(protectionStatus([checkpoint(2), checkpoint(30)], NOW).latest?.id).toBe('cp-2');
  });

  it('is a warning with no checkpoint or only unreadable times', () => {
    expect(protectionStatus([], NOW)).toEqual({ level: 'warning', latest: null, ageMs: null });
    const broken = { ...checkpoint(1), timestamp: 'ayer' };
    expect(protectionStatus([broken], NOW).level).toBe('warning');
  });
});

describe('checkpoint storage (docs/product/help-and-pwa.md: the latest 100 are kept)', () => {
  it('keeps only the latest 100', () => {
    let list: ProtectionCheckpoint[] = [];
    for (let index = 0; index < 130; index += 1)
      list = appendCheckpoint(list, checkpoint(index, `cp${index}`));
    expect(list).toHaveLength(PROTECTION_CHECKPOINTS_MAX);
    expect(list[0]?.id).toBe('cp30');
    expect(list.at(-1)?.id).toBe('cp129');
  });

  it('reads stored JSON and drops what is malformed', () => {
    const stored = JSON.stringify([checkpoint(1), { id: 'x' }, 'texto', checkpoint(2)]);
    expect(parseCheckpoints(stored).map((item) => item.id)).toEqual(['cp-1', 'cp-2']);
    expect(parseCheckpoints(null)).toEqual([]);
    expect(parseCheckpoints('{no es json')).toEqual([]);
    expect(parseCheckpoints('{"a":1}')).toEqual([]);
  });
});
