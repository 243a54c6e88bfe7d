import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { PROTECTION_CHECKPOINTS_MAX, changelogMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { formatRelative } from '../../../lib/dates';
import { useProtectionStatus } from '../hooks/use-protection-status';

const text = changelogMessages.protection;

/**
 * docs/product/help-and-pwa.md protection status in words: the state, why, and the latest
 * checkpoint.
 */
export function ProtectionSummary({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { level, latest, checkpoints } = useProtectionStatus();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isProtected = level === 'protected';
  const Icon = isProtected ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-label={text.heading}
      className={cn(
        'rounded-lg border p-4 text-sm',
        isProtected ? 'border-line bg-surface' : 'border-warning bg-warning-tint',
      )}
    >
      <Heading className="flex items-center gap-2 font-semibold text-ink">
        <Icon
          aria-hidden="true"
          className={cn('size-5', isProtected ? 'text-success' : 'text-warning')}
        />
        {isProtected ? text.protected : text.warning}
      </Heading>
      <p className="mt-1 text-muted">{isProtected ? text.protectedHint : text.warningHint}</p>
      <p className="mt-2 text-muted">
        {latest ? (
          <>
            {text.latest(formatRelative(latest.timestamp))} · {latest.description}
          </>
        ) : (
          text.noCheckpoint
        )}
      </p>
      <p className="mt-1 text-xs text-muted">
        {text.stored(checkpoints.length, PROTECTION_CHECKPOINTS_MAX)}
      </p>
    </section>
  );
}
