import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { importMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { messageOf } from '../../../lib/api-error';

const text = importMessages.page;

/**
 * The foot of a wizard step: why its call failed, "Volver" to the step before and the button
 * that sends this one (both wait while the call runs).
 */
export function StepActions({
  call,
  failedMessage,
  onBack,
  next,
}: {
  call: { isError: boolean; error: unknown; isPending: boolean };
  failedMessage: string;
  onBack: () => void;
  next: { icon: LucideIcon; label: string; isDisabled: boolean; onClick: () => void };
}) {
  const NextIcon = next.icon;
  return (
    <>
      {call.isError ? (
        <InlineAlert>
          <p>{messageOf(call.error, failedMessage)}</p>
        </InlineAlert>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={onBack} disabled={call.isPending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {text.back}
        </Button>
        <Button onClick={next.onClick} disabled={next.isDisabled || call.isPending}>
          <NextIcon aria-hidden="true" className="size-4" />
          {next.label}
        </Button>
      </div>
    </>
  );
}
