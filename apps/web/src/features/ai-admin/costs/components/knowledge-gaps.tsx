import { useState } from 'react';
import { BookPlus } from 'lucide-react';
import { Link } from 'react-router';
import { aiCostsMessages, type NamedPeriod } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { formatShortDateTime } from '../../../../lib/dates';
import { useKnowledgeGaps } from '../api/ai-costs';

const text = aiCostsMessages.gaps;
/** Gaps shown before "Ver las N preguntas": the most asked. */
const FIRST_GAPS = 10;

/**
 * docs/assistant.md#costs-page: the questions answered without confidence or rated "No me
 * ayudó", most asked first, each with the way to write the article it is missing.
 */
export function KnowledgeGaps({ period }: { period: NamedPeriod }) {
  const query = useKnowledgeGaps(period);
  const gaps = query.data?.gaps;
  const [isAll, setAll] = useState(false);
  const isLong = (gaps?.length ?? 0) > FIRST_GAPS + 2;
  const shown = gaps && isLong && !isAll ? gaps.slice(0, FIRST_GAPS) : gaps;
  return (
    <section
      aria-labelledby="ai-costs-gaps-title"
      className="min-w-0 rounded-lg border border-line bg-white p-4"
    >
      <h2 id="ai-costs-gaps-title" className="text-base font-semibold text-ink">
        {text.title}
      </h2>
      <p className="text-sm text-muted">{text.description}</p>
      {query.isError ? (
        <div className="mt-3">
          <LoadFailed
            message={aiCostsMessages.gapsLoadFailed}
            retryLabel={aiCostsMessages.retry}
            onRetry={query.refetch}
          />
        </div>
      ) : null}
      {gaps && gaps.length === 0 ? <p className="mt-3 text-sm text-muted">{text.empty}</p> : null}
      {gaps && gaps.length > 0 ? (
        <ul aria-label={text.listLabel} className="mt-3 divide-y divide-line">
          {(shown ?? []).map((gap) => (
            <li key={gap.normalized} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 basis-64">
                <p className="text-sm font-medium break-words text-ink">{gap.question}</p>
                <p className="text-xs text-muted">
                  {[
                    text.asked(gap.count),
                    gap.notHelpful > 0 ? text.notHelpful(gap.notHelpful) : null,
                    gap.unanswered > 0 ? text.unanswered(gap.unanswered) : null,
                    text.lastAsked(formatShortDateTime(gap.lastAskedAt)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Link
                to="/admin/knowledge-base"
                aria-label={text.writeFor(gap.question)}
                className={buttonClasses('secondary')}
              >
                <BookPlus aria-hidden="true" className="size-4" />
                {text.write}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {gaps && isLong ? (
        <Button
          variant="secondary"
          className="mt-3"
          aria-expanded={isAll}
          onClick={() => setAll((value) => !value)}
        >
          {isAll ? text.showFewer : text.showAll(gaps.length)}
        </Button>
      ) : null}
    </section>
  );
}
