import { healthMessages, optimizationActionsFor, type HealthLevel } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useOptimizeHealth } from '../api/optimize-health';
import { formatBytes } from '../lib/health-view';
import { Section } from './health-details';

const text = healthMessages.optimize;

/**
 * docs/product/audit-and-monitoring.md: basic, aggressive and auto; in critical state only
 * aggressive and auto.
 */
export function OptimizeActions({ level }: { level: HealthLevel }) {
  const optimize = useOptimizeHealth();
  const actions = optimizationActionsFor(level);
  return (
    <Section title={healthMessages.sections.optimize}>
      <p className="text-sm text-muted">{level === 'critical' ? text.criticalIntro : text.intro}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'auto' ? 'primary' : 'secondary'}
            disabled={optimize.isPending}
            onClick={() =>
              optimize.mutate(action, {
                onSuccess: (result) =>
                  notify.success(
                    text.done(text.actions[action], formatBytes(result.improvement.heapUsed)),
                  ),
                // docs/product/audit-and-monitoring.md, verbatim.
                onError: () => notify.error(healthMessages.optimizeFailed),
              })
            }
          >
            {optimize.isPending && optimize.variables === action
              ? text.running
              : text.actions[action]}
          </Button>
        ))}
      </div>
    </Section>
  );
}
