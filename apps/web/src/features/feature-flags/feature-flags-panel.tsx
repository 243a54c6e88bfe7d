import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ALWAYS_ON_FEATURE_FLAGS,
  FEATURE_FLAG_KEYS,
  featureFlagMessages,
  featureFlagsResponseSchema,
  isBuiltFeature,
  type FeatureFlag,
} from '@atiende/contracts';
import { CardSection } from '../../components/ui/card-section';
import { InlineAlert } from '../../components/ui/inline-alert';
import { Switch } from '../../components/ui/switch';
import { apiSend } from '../../lib/api';
import { messageOf } from '../../lib/api-error';
import { featureFlagsQueryKey, useFeatureFlags } from '../../lib/feature-flags';
import { notify } from '../../lib/notify';

const text = featureFlagMessages;

/**
 * docs/feature-flags.md#capabilities-not-built-yet: a capability not built yet has no switch;
 * turning it on would only offer a page that says "Próximamente".
 */
const SWITCHABLE_FLAGS = FEATURE_FLAG_KEYS.filter(isBuiltFeature);

/**
 * /admin/development-control "Funciones opcionales": one switch per docs/product/app-shell.md
 * feature check of a built capability. The answer carries every flag, so the sidebar and the
 * routes follow at once.
 */
export function FeatureFlagsPanel() {
  const flags = useFeatureFlags();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlag; enabled: boolean }) =>
      apiSend('PUT', `/feature-flags/${key}`, { enabled }, featureFlagsResponseSchema),
    onSuccess: (data, { key, enabled }) => {
      queryClient.setQueryData(featureFlagsQueryKey, data.flags);
      const label = text.labels[key];
      notify.success(enabled ? text.turnedOn(label) : text.turnedOff(label));
    },
    onError: (error) => notify.error(messageOf(error, text.failed)),
  });
  return (
    <CardSection
      id="feature-flags-heading"
      title={text.heading}
      headingSize="lg"
      className="md:p-6"
    >
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      {change.isError ? (
        <div className="mt-3">
          <InlineAlert>{text.failed}</InlineAlert>
        </div>
      ) : null}
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {SWITCHABLE_FLAGS.map((key) => {
          const isOn = flags[key];
          const label = text.labels[key];
          const isLocked = ALWAYS_ON_FEATURE_FLAGS.includes(key);
          return (
            <li
              key={key}
              className="flex items-center justify-between gap-3 rounded-md border border-line p-3"
            >
              <span className="text-sm text-ink">
                {label}
                {isLocked ? (
                  <span id={`flag-${key}-hint`} className="block text-xs text-muted">
                    {text.alwaysOn}
                  </span>
                ) : null}
              </span>
              <Switch
                isOn={isOn}
                onChange={(enabled) => change.mutate({ key, enabled })}
                aria-label={label}
                aria-describedby={isLocked ? `flag-${key}-hint` : undefined}
                disabled={change.isPending || isLocked}
              />
            </li>
          );
        })}
      </ul>
    </CardSection>
  );
}
