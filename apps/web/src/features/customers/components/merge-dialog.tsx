import { useState } from 'react';
import { customerMessages, type CustomerDuplicate } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMergeCustomer } from '../api/save-customer';
import { Dialog } from '../../../components/ui/dialog';

const text = customerMessages.duplicates;
type Side = CustomerDuplicate['first'];

/** The one with more tickets is kept by default: fewer rows move. */
function defaultTarget(pair: CustomerDuplicate): Side {
  return pair.second.ticketsTotal > pair.first.ticketsTotal ? pair.second : pair.first;
}

/**
 * docs/product/ui.md#patterns confirmation: names both customers, says what moves, red button
 * repeats the verb.
 */
export function MergeDialog({
  pair,
  onClose,
}: {
  pair: CustomerDuplicate | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen={pair !== null}
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      role="alertdialog"
      title={text.title}
      description={text.description}
    >
      {pair ? (
        <MergeChoice key={`${pair.first.id}-${pair.second.id}`} pair={pair} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function MergeChoice({ pair, onDone }: { pair: CustomerDuplicate; onDone: () => void }) {
  const [targetId, setTargetId] = useState(defaultTarget(pair).id);
  const [failure, setFailure] = useState<string | null>(null);
  const merge = useMergeCustomer();
  const target = targetId === pair.first.id ? pair.first : pair.second;
  const source = target === pair.first ? pair.second : pair.first;

  const confirm = async () => {
    setFailure(null);
    try {
      await merge.mutateAsync({ id: source.id, intoId: target.id });
      notify.success(text.merged(target.name));
      onDone();
    } catch (error) {
      const message = messageOf(error, text.failed);
      setFailure(message);
      notify.error(message);
    }
  };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{text.keep}</legend>
        <div className="space-y-2">
          {[pair.first, pair.second].map((side) => (
            <div
              key={side.id}
              className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-tint"
            >
              <input
                type="radio"
                id={`merge-target-${side.id}`}
                name="merge-target"
                value={side.id}
                checked={targetId === side.id}
                onChange={() => setTargetId(side.id)}
                aria-describedby={`merge-target-${side.id}-detail`}
                className="mt-0.5 size-4"
              />
              <div>
                <label
                  htmlFor={`merge-target-${side.id}`}
                  className="block cursor-pointer font-medium text-ink"
                >
                  {side.name}
                </label>
                <p id={`merge-target-${side.id}-detail`} className="text-xs text-muted">
                  {[side.ruc, side.email, side.phone].filter(Boolean).join(' · ')}
                  {' · '}
                  {customerMessages.duplicates.tickets(side.ticketsTotal)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="rounded-md bg-surface p-3 text-sm text-ink">
        <strong className="block">{text.confirmTitle(source.name, target.name)}</strong>
        {text.confirmBody(source.name, target.name)}
      </p>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {customerMessages.form.cancel}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={merge.isPending}
          className="bg-[#B91C1C] hover:bg-[#991B1B]"
        >
          {merge.isPending ? text.merging : text.confirm}
        </Button>
      </div>
    </div>
  );
}
