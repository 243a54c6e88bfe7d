import { useEffect, useRef, useState } from 'react';
import {
  importMessages,
  pageMessages,
  type ImportJob,
  type ImportMapping,
  type ImportPreview,
  type ImportValidation,
} from '@atiende/contracts';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { cn } from '../../../lib/cn';
import { FileStep } from './file-step';
import { ImportHistory } from './import-history';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';
import { ValidationStep } from './validation-step';

const text = importMessages.page;
const HEADING_ID = 'import-step-heading';

type WizardState =
  | { step: 0 }
  | { step: 1; preview: ImportPreview; mapping: ImportMapping }
  | { step: 2; preview: ImportPreview; mapping: ImportMapping; validation: ImportValidation }
  | { step: 3; jobId: string };

function Stepper({ current }: { current: number }) {
  return (
    <nav aria-label={text.stepsNav}>
      <ol className="grid grid-cols-4 gap-2 text-xs md:text-sm">
        {text.steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex min-w-0 flex-col gap-1 border-t-4 pt-2 break-words md:flex-row md:items-center',
              index <= current ? 'border-brand text-ink' : 'border-line text-muted',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                index <= current ? 'bg-brand text-white' : 'bg-surface-2 text-muted',
              )}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className={index === current ? 'font-semibold' : ''}>
              <span className="sr-only">{text.stepLabel(index + 1, text.steps.length, '')}</span>
              {name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** /admin/excel-import: the four-step wizard and the history (docs/imports.md). */
export function ImportPage({ isAdmin }: { isAdmin: boolean }) {
  const [state, setState] = useState<WizardState>({ step: 0 });
  const isFirstRender = useRef(true);

  // Each step change moves focus to the new step's heading (keyboard and screen readers).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    document.getElementById(HEADING_ID)?.focus();
  }, [state.step]);

  if (!isAdmin) {
    return (
      <ForbiddenPanel
        title={text.forbiddenTitle}
        message={text.forbidden}
        backLabel={pageMessages.comingSoon.backToPanel}
      />
    );
  }

  const openJob = (job: ImportJob) => {
    setState({ step: 3, jobId: job.id });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={text.title} description={text.description} />
      <Stepper current={state.step} />
      {state.step === 0 ? (
        <FileStep
          headingId={HEADING_ID}
          onUploaded={(preview) =>
            setState({ step: 1, preview, mapping: preview.suggestedMapping })
          }
        />
      ) : null}
      {state.step === 1 ? (
        <MappingStep
          headingId={HEADING_ID}
          preview={state.preview}
          mapping={state.mapping}
          onMappingChange={(mapping) => setState({ ...state, mapping })}
          onBack={() => setState({ step: 0 })}
          onValidated={(validation) => setState({ ...state, step: 2, validation })}
        />
      ) : null}
      {state.step === 2 ? (
        <ValidationStep
          headingId={HEADING_ID}
          preview={state.preview}
          mapping={state.mapping}
          validation={state.validation}
          onBack={() => setState({ step: 1, preview: state.preview, mapping: state.mapping })}
          onStarted={(jobId) => setState({ step: 3, jobId })}
        />
      ) : null}
      {state.step === 3 ? (
        <ProgressStep
          headingId={HEADING_ID}
          jobId={state.jobId}
          onRestart={() => setState({ step: 0 })}
        />
      ) : null}
      <ImportHistory onOpen={openJob} />
    </div>
  );
}
