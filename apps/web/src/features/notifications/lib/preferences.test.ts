import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_TYPES } from '@atiende/contracts';
import { defaultMatrix, isSameMatrix, toMatrix, toPreferences, withSwitch } from './preferences';

describe('notification preferences', () => {
  it('fills types the server did not list with their defaults', () => {
    const matrix = toMatrix({
      preferences: [{ type: 'TICKET_UPDATED', inApp: false, email: true, push: true }],
    });
    expect(matrix.TICKET_UPDATED).toEqual({ inApp: false, email: true, push: true });
    expect(matrix.TICKET_ASSIGNED).toEqual(DEFAULT_NOTIFICATION_PREFERENCES.TICKET_ASSIGNED);
  });

  it('sends every type in order', () => {
    const body = toPreferences(defaultMatrix());
    expect(body.preferences.map((row) => row.type)).toEqual([...NOTIFICATION_TYPES]);
  });

  it('changes one switch without touching the defaults', () => {
    const changed = withSwitch(defaultMatrix(), 'COMMENT_ADDED', 'email', false);
    expect(changed.COMMENT_ADDED.email).toBe(false);
    expect(DEFAULT_NOTIFICATION_PREFERENCES.COMMENT_ADDED.email).toBe(true);
    expect(isSameMatrix(changed, defaultMatrix())).toBe(false);
    expect(isSameMatrix(withSwitch(changed, 'COMMENT_ADDED', 'email', true), defaultMatrix())).toBe(
      true,
    );
  });
});
