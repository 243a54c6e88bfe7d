import { CircleAlert, CircleCheck, PlugZap } from 'lucide-react';
import { aiConfigMessages } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { messageOf } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { useTestAiConnection } from '../api/ai-config';

const text = aiConfigMessages.test;

/**
 * "Probar conexión" (docs/assistant.md#agent-control): one short call with the saved settings,
 * so it waits while the form has unsaved changes. The outcome is the server's Spanish message
 * (model and latency, or why it failed), read out once through a polite live region.
 */
export function ConnectionTest({ isDirty }: { isDirty: boolean }) {
  const test = useTestAiConnection();
  const outcome = test.data;
  const failure = test.isError ? messageOf(test.error, text.failed) : null;
  return (
    <div className="mt-4 border-t border-line pt-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => test.mutate()}
          disabled={isDirty || test.isPending}
          aria-describedby="ai-config-test-hint"
        >
          <PlugZap aria-hidden="true" className="size-4" />
          {test.isPending ? text.testing : text.action}
        </Button>
        <p id="ai-config-test-hint" className="text-sm text-muted">
          {isDirty ? text.saveFirst : text.intro}
        </p>
      </div>
      <div role="status" aria-live="polite" className="mt-3 empty:mt-0">
        {test.isPending ? null : outcome ? (
          <TestOutcome isOk={outcome.ok} message={outcome.message} />
        ) : failure ? (
          <TestOutcome isOk={false} message={failure} />
        ) : null}
      </div>
    </div>
  );
}

function TestOutcome({ isOk, message }: { isOk: boolean; message: string }) {
  const Icon = isOk ? CircleCheck : CircleAlert;
  return (
    <p
      className={cn(
        'flex gap-2 rounded-md border p-3 text-sm',
        isOk
          ? 'border-success bg-success-tint text-success'
          : 'border-error-border bg-error-tint text-error',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* The server's success message names the outcome itself; a failure gets its heading. */}
      <span>
        {isOk ? null : <span className="font-semibold">{text.notOk}: </span>}
        {message}
      </span>
    </p>
  );
}
