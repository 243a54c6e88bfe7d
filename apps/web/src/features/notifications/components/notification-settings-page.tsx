import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import {
  notificationMessages,
  type NotificationChannel,
  type NotificationType,
} from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/page-header';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import {
  defaultMatrix,
  isSameMatrix,
  toMatrix,
  toPreferences,
  withSwitch,
  type PreferenceMatrix,
} from '../lib/preferences';
import { PreferencesTable } from './preferences-table';
import { PushOptIn } from './push-opt-in';

const text = notificationMessages.settings;

/**
 * /settings/notifications: per type, in the app / email / push on or off (saved together), and
 * push for this browser. "Restablecer" puts the defaults back in the table; "Guardar" stores.
 */
export function NotificationSettingsPage({ userId, role }: { userId: string; role: string }) {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<PreferenceMatrix | null>(null);
  const stored = query.data ? toMatrix(query.data) : null;
  const matrix = draft ?? stored;
  const isDirty = draft !== null && stored !== null && !isSameMatrix(draft, stored);
  const isDefault = matrix !== null && isSameMatrix(matrix, defaultMatrix());

  const toggle = (type: NotificationType, channel: NotificationChannel, isOn: boolean) => {
    if (matrix) setDraft(withSwitch(matrix, type, channel, isOn));
  };
  const submit = () => {
    if (!matrix) return;
    save.mutate(toPreferences(matrix), { onSuccess: () => setDraft(null) });
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageHeader title={text.title} description={text.description} />

      <section aria-label={text.tableCaption} className="space-y-3">
        {query.isError && !matrix ? (
          <LoadFailed
            message={text.loadError}
            retryLabel={text.retry}
            onRetry={() => query.refetch()}
          />
        ) : matrix ? (
          <>
            <PreferencesTable
              role={role}
              matrix={matrix}
              isDisabled={save.isPending}
              onToggle={toggle}
            />
            <p className="text-sm text-muted">{text.emailNote}</p>
            {save.isError ? (
              <InlineAlert>{notificationMessages.toasts.preferencesError}</InlineAlert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
              {isDirty ? <p className="text-sm text-muted sm:mr-auto">{text.unsaved}</p> : null}
              <Button
                variant="secondary"
                onClick={() => setDraft(defaultMatrix())}
                disabled={isDefault || save.isPending}
                className="max-md:min-h-11"
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {text.reset}
              </Button>
              <Button
                onClick={submit}
                disabled={!isDirty || save.isPending}
                className="max-md:min-h-11"
              >
                {save.isPending ? text.saving : text.save}
              </Button>
            </div>
          </>
        ) : (
          <DeferredLoader />
        )}
      </section>

      <PushOptIn userId={userId} />
    </div>
  );
}
