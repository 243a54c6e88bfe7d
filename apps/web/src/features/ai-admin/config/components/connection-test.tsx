import { PlugZap } from 'lucide-react';
import { aiConfigMessages } from '@atiende/contracts';
import { Button } from '../../../../components/ui/button';
import { OutcomeNotice } from '../../../../components/ui/outcome-notice';
import { messageOf } from '../../../../lib/api-error';
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
          <OutcomeNotice isOk={outcome.ok}>
            {/* The server's success message names the outcome itself; a failure gets its heading. */}
            {outcome.ok ? null : <span className="font-semibold">{text.notOk}: </span>}
            {outcome.message}
          </OutcomeNotice>
        ) : failure ? (
          <OutcomeNotice isOk={false}>
            <span className="font-semibold">{text.notOk}: </span>
            {failure}
          </OutcomeNotice>
        ) : null}
      </div>
    </div>
  );
}
