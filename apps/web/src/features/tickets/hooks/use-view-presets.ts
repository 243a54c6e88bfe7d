import { useCallback, useMemo } from 'react';
import { useCreateSavedView, useDeleteSavedView, useSavedViews } from '../api/saved-views';

/**
 * docs/product/tickets.md#ticket-list "Guardar vista": the current filters saved under a name, kept
 * on the server for this user (/api/saved-views), so they follow them to any browser.
 */
export interface ViewPreset {
  id: string;
  name: string;
  /** The canonical query string of the filters. */
  query: string;
}

export function useViewPresets(isEnabled = true) {
  const views = useSavedViews(isEnabled);
  const create = useCreateSavedView();
  const destroy = useDeleteSavedView();

  const presets = useMemo<ViewPreset[]>(
    () =>
      (views.data ?? []).map((view) => ({
        id: view.id,
        name: view.name,
        query: new URLSearchParams(view.filters).toString(),
      })),
    [views.data],
  );

  const save = useCallback(
    async (name: string, query: string): Promise<ViewPreset> => {
      const view = await create.mutateAsync({ name: name.trim(), query });
      return { id: view.id, name: view.name, query: new URLSearchParams(view.filters).toString() };
    },
    [create],
  );

  const remove = useCallback((id: string) => destroy.mutateAsync(id), [destroy]);

  return { presets, save, remove, isSaving: create.isPending };
}
