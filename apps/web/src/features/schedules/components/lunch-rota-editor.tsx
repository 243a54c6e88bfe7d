import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { scheduleMessages, schedulePageMessages, type LunchRotaResponse } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { controlClasses } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { DeferredLoader } from '../../../components/ui/deferred-loader';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useGenerateLunchRota } from '../api/generate-lunch-rota';
import { useLunchRota } from '../api/get-lunch-rota';
import { useSaveLunchRota } from '../api/save-lunch-rota';
import { DAYS_FROM_MONDAY } from '../lib/calendar-grid';
import { formatMinutes } from '../lib/clock';
import { draftFromRota, draftToInput, slotProblemsOf, type DraftSlot } from '../lib/rota-draft';
import { serverProblemText } from '../lib/server-problems';
import { CoverageWarnings } from './coverage-warnings';

const text = schedulePageMessages.team.rota;
const common = schedulePageMessages.common;
const TIME_FIELD = controlClasses('md').replace('block w-full', 'block w-24');

/**
 * The department's lunch rota (docs/schedules.md#pantallas): the saved one, or a generated
 * proposal shown before "Guardar rota"; every start is editable; coverage per weekday as the
 * server computed it for what is shown.
 */
export function LunchRotaEditor({ departmentId }: { departmentId: string }) {
  const rota = useLunchRota(departmentId);
  const generate = useGenerateLunchRota();
  const save = useSaveLunchRota();
  const [shown, setShown] = useState<LunchRotaResponse | null>(null);
  const [draft, setDraft] = useState<DraftSlot[] | null>(null);
  const [invalid, setInvalid] = useState<number[]>([]);
  /** The server's refusal of each row, by row (a lunch outside its shift, a second one that day…). */
  const [rejected, setRejected] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (rota.isError) {
    return (
      <LoadFailed message={text.saveFailed} retryLabel={common.retry} onRetry={rota.refetch} />
    );
  }
  if (!rota.data) return <DeferredLoader />;
  const current = shown ?? rota.data;
  const rows = draft ?? draftFromRota(current);
  const isProposal = !current.saved;
  const isEdited = draft !== null;
  const isEmpty = rows.length === 0;

  const onGenerate = () => {
    setFailure(null);
    generate.mutate(departmentId, {
      onSuccess: (proposal) => {
        setShown(proposal);
        setDraft(null);
        setInvalid([]);
        setRejected({});
      },
      onError: (error) => setFailure(serverProblemText(error, text.generateFailed)),
    });
  };
  const onSave = () => {
    const result = draftToInput(rows);
    setInvalid(result.invalid);
    if (!result.input) return;
    setFailure(null);
    setRejected({});
    save.mutate(
      { departmentId, body: result.input },
      {
        onSuccess: (saved) => {
          setShown(saved.saved ? null : saved);
          setDraft(null);
          notify.success(text.saved);
        },
        onError: (error) => {
          // docs/schedules.md#pantallas: each refused lunch is marked under its own time, and the
          // alert says whose it is.
          const { byRow, general } = slotProblemsOf(rows, fieldErrorsOf(error));
          setRejected(byRow);
          const named = Object.entries(byRow).map(([row, message]) =>
            text.slotProblem(rows[Number(row)]!.userName, message),
          );
          const sentences = [...named, ...general];
          setFailure(
            sentences.length > 0 ? sentences.join(' ') : messageOf(error, text.saveFailed),
          );
        },
      },
    );
  };
  const onDiscard = () => {
    setShown(null);
    setDraft(null);
    setInvalid([]);
    setRejected({});
    setFailure(null);
  };
  const edit = (index: number, startText: string) => {
    setDraft(rows.map((row, position) => (position === index ? { ...row, startText } : row)));
    if (rejected[index] !== undefined) {
      setRejected((current) => {
        const next = { ...current };
        delete next[index];
        return next;
      });
    }
  };

  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isEmpty ? 'primary' : 'secondary'}
          onClick={onGenerate}
          disabled={generate.isPending}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {generate.isPending ? text.generating : text.generate}
        </Button>
        {isProposal || isEdited ? (
          <>
            <Button onClick={onSave} disabled={save.isPending}>
              {save.isPending ? common.saving : text.save}
            </Button>
            <Button variant="ghost" onClick={onDiscard}>
              {text.discard}
            </Button>
          </>
        ) : null}
      </div>
      {isProposal && !isEmpty ? (
        <p role="status" className="rounded-md bg-brand-tint p-2 text-sm text-brand">
          {text.proposal}
        </p>
      ) : isEdited ? (
        <p role="status" className="text-sm text-muted">
          {text.edited}
        </p>
      ) : null}
      {failure ? (
        <InlineAlert>
          <p>{failure}</p>
        </InlineAlert>
      ) : null}
      {isEmpty ? <p className="text-sm text-muted">{text.empty}</p> : null}
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {DAYS_FROM_MONDAY.map((weekday) => {
          const day = current.days.find((item) => item.weekday === weekday);
          const weekdayName = scheduleMessages.weekdays[weekday]!;
          const indexed = rows
            .map((row, index) => ({ row, index }))
            .filter(({ row }) => row.weekday === weekday);
          return (
            <fieldset key={weekday} className="min-w-0 rounded-lg border border-line bg-white p-3">
              <legend className="px-1 text-sm font-semibold text-ink">
                {scheduleMessages.weekdayLabels[weekday]}
              </legend>
              {indexed.length === 0 ? (
                <p className="text-sm text-subtle">{text.noSlots}</p>
              ) : (
                <ul className="space-y-2">
                  {indexed.map(({ row, index }) => {
                    const id = `rota-${weekday}-${index}`;
                    const problem = invalid.includes(index) ? common.clockInvalid : rejected[index];
                    const isInvalid = problem !== undefined;
                    return (
                      <li key={`${row.userId}-${index}`}>
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="min-w-0 flex-1 text-sm text-ink">{row.userName}</span>
                          <input
                            id={id}
                            aria-label={text.startLabel(row.userName, weekdayName)}
                            value={row.startText}
                            onChange={(event) => edit(index, event.target.value)}
                            inputMode="numeric"
                            maxLength={5}
                            aria-invalid={isInvalid ? true : undefined}
                            aria-describedby={isInvalid ? `${id}-error` : undefined}
                            className={`${TIME_FIELD} tabular-nums`}
                          />
                          <span className="text-xs text-muted">
                            {formatMinutes(row.durationMinutes)}
                          </span>
                        </div>
                        {isInvalid ? <FieldMessage id={`${id}-error`} message={problem} /> : null}
                      </li>
                    );
                  })}
                </ul>
              )}
              {day && day.warnings.length > 0 && !isEdited ? (
                <div className="mt-2">
                  <CoverageWarnings warnings={day.warnings} />
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
