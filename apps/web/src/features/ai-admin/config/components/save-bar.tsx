import { Button } from '../../../../components/ui/button';
import { InlineAlert } from '../../../../components/ui/inline-alert';

/**
 * The end of a settings form (docs/assistant.md#settings-pages): the save failure where it
 * happened, "Tienes cambios sin guardar." while the form differs from what is stored, and
 * "Guardar cambios", usable only then (as on /settings/notifications).
 */
export function SaveBar({
  isDirty,
  isPending,
  failure,
  note,
  text,
}: {
  isDirty: boolean;
  isPending: boolean;
  failure: string | undefined;
  /** A muted line when there is nothing unsaved (when it was last saved). */
  note?: string | null;
  text: { save: string; saving: string; unsaved: string };
}) {
  return (
    <div className="space-y-3">
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted sm:mr-auto" aria-live="polite">
          {isDirty ? text.unsaved : (note ?? '')}
        </p>
        <Button type="submit" disabled={!isDirty || isPending} className="max-md:min-h-11">
          {isPending ? text.saving : text.save}
        </Button>
      </div>
    </div>
  );
}
