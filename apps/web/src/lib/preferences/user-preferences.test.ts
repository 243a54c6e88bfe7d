import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import {
  preferenceKey,
  readPreference,
  subscribeToPreferences,
  writePreference,
} from './user-preferences';

describe('user preferences', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with the defaults: comfortable rows and shortcuts on', () => {
    expect(readPreference('listDensity', 'u-1')).toBe('comfortable');
    expect(readPreference('shortcuts', 'u-1')).toBe('on');
  });

  it('keeps each user their own value', () => {
    writePreference('listDensity', 'u-1', 'compact');
    writePreference('shortcuts', 'u-2', 'off');
    expect(readPreference('listDensity', 'u-1')).toBe('compact');
    expect(readPreference('listDensity', 'u-2')).toBe('comfortable');
    expect(readPreference('shortcuts', 'u-1')).toBe('on');
    expect(readPreference('shortcuts', 'u-2')).toBe('off');
    expect(localStorage.getItem(preferenceKey('shortcuts', 'u-2'))).toBe('off');
  });

  it('falls back to the default for a value it does not know', () => {
    localStorage.setItem(preferenceKey('listDensity', 'u-1'), 'tiny');
    expect(readPreference('listDensity', 'u-1')).toBe('comfortable');
  });

  it('tells subscribers about a change, until they leave', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToPreferences(onChange);
    writePreference('shortcuts', 'u-1', 'off');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    writePreference('shortcuts', 'u-1', 'on');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('still answers with the default when storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    writePreference('shortcuts', 'u-1', 'off');
    expect(readPreference('shortcuts', 'u-1')).toBe('on');
  });
});
