import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * UX.md §2.1 "Guardar vista": the current filters saved under a name. Server-side views do not
 * exist yet, so these presets live in this browser, one list per user.
 */
export interface ViewPreset {
  id: string;
  name: string;
  /** The canonical query string of the filters. */
  query: string;
}

const PRESETS_PREFIX = 'atiende:ticket-views:';
const PRESETS_MAX = 12;

function readPresets(key: string): ViewPreset[] {
  try {
    const value = JSON.parse(readStorage(key) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is ViewPreset =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ViewPreset).id === 'string' &&
        typeof (item as ViewPreset).name === 'string' &&
        typeof (item as ViewPreset).query === 'string',
    );
  } catch {
    return [];
  }
}

export function useViewPresets(userId: string) {
  const key = `${PRESETS_PREFIX}${userId}`;
  const [presets, setPresets] = useState<ViewPreset[]>(() => readPresets(key));

  const persist = useCallback(
    (next: ViewPreset[]) => {
      setPresets(next);
      writeStorage(key, JSON.stringify(next));
    },
    [key],
  );

  const save = useCallback(
    (name: string, query: string) => {
      const preset = { id: crypto.randomUUID(), name: name.trim(), query };
      persist([...presets, preset].slice(-PRESETS_MAX));
      return preset;
    },
    [persist, presets],
  );

  const remove = useCallback(
    (id: string) => persist(presets.filter((preset) => preset.id !== id)),
    [persist, presets],
  );

  return { presets, save, remove };
}
