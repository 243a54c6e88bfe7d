import type { ReactNode } from 'react';
import { Coins, Gauge, MessagesSquare, PiggyBank, TriangleAlert, Type } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  PERIOD_LABELS,
  PERIODS,
  aiCostsMessages,
  isBuiltFeature,
  type AiCostsResponse,
  type NamedPeriod,
  type Role,
} from '@atiende/contracts';
import { FilterSelect } from '../../../../components/filter-select';
import { ForbiddenPanel, ListPage } from '../../../../components/page-header';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { TEXT_LINK_CLASSES } from '../../../../components/ui/text-link';
import { useFeatureFlags } from '../../../../lib/feature-flags';
import { formatCount } from '../../../../lib/money';
import { parsePeriodParam } from '../../../../lib/period';
import { useAiCosts } from '../api/ai-costs';
import { formatLatency, formatShare, formatSoles, isOverAlert } from '../lib/cost-format';
import { CostBreakdown, type BreakdownRow } from './cost-breakdown';
import { CostDayChart } from './cost-day-chart';
import { KnowledgeGaps } from './knowledge-gaps';

const text = aiCostsMessages;
const DEFAULT_PERIOD: NamedPeriod = 'month';

function Figure({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'normal',
}: {
  icon: typeof Coins;
  label: string;
  value: string;
  hint: ReactNode;
  tone?: 'normal' | 'warning';
}) {
  return (
    <div
      className={
        tone === 'warning'
          ? 'min-w-0 rounded-lg border border-warning bg-warning-tint p-3 sm:p-4'
          : 'min-w-0 rounded-lg border border-line bg-white p-3 sm:p-4'
      }
    >
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <Icon aria-hidden="true" className="size-4 text-brand" />
        {label}
      </dt>
      <dd className="mt-1 text-xl font-semibold break-words text-ink tabular-nums sm:text-2xl">
        {value}
      </dd>
      <dd className="text-xs text-muted">{hint}</dd>
    </div>
  );
}

function Summary({ data }: { data: AiCostsResponse }) {
  const { total, budget } = data;
  const withProvider = data.byModel
    .filter((row) => row.model !== null)
    .reduce((sum, row) => sum + row.queries, 0);
  const isWarning = isOverAlert(budget);
  return (
    <section aria-label={text.summaryLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure
          icon={Coins}
          label={text.kpis.cost}
          value={formatSoles(total.cost)}
          hint={text.kpis.costHint(total.queries, total.indexingCalls)}
        />
        <Figure
          icon={MessagesSquare}
          label={text.kpis.queries}
          value={formatCount(total.queries)}
          hint={text.kpis.queriesHint(withProvider)}
        />
        <Figure
          icon={Type}
          label={text.kpis.tokens}
          value={formatCount(total.promptTokens + total.completionTokens)}
          hint={text.kpis.tokensHint(
            formatCount(total.promptTokens),
            formatCount(total.completionTokens),
          )}
        />
        <Figure
          icon={Gauge}
          label={text.kpis.latency}
          value={total.queries > 0 ? formatLatency(total.averageLatencyMs) : text.noLatency}
          hint={text.kpis.latencyHint}
        />
        {budget.budget > 0 ? (
          <Figure
            icon={isWarning ? TriangleAlert : PiggyBank}
            label={text.kpis.budget}
            value={formatShare(budget.share)}
            hint={text.kpis.budgetHint(formatSoles(budget.spent), formatSoles(budget.budget))}
            tone={isWarning ? 'warning' : 'normal'}
          />
        ) : (
          <Figure
            icon={PiggyBank}
            label={text.kpis.budget}
            value={text.kpis.noBudget}
            hint={text.kpis.noBudgetHint(formatSoles(budget.spent))}
          />
        )}
      </dl>
    </section>
  );
}

function BudgetWarning({ budget }: { budget: AiCostsResponse['budget'] }) {
  if (!isOverAlert(budget)) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-warning bg-warning-tint p-3 text-sm text-ink"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        {text.budgetAlert(
          formatShare(budget.share),
          formatShare(budget.alertShare),
          formatSoles(budget.spent),
          formatSoles(budget.budget),
        )}{' '}
        {budget.alerted ? text.budgetAlerted : null}
      </p>
    </div>
  );
}

/** Where prices and the budget are edited: a link once "IA y RAG" is built and switched on. */
function ConfigNote() {
  const flags = useFeatureFlags();
  const hasConfigPage = isBuiltFeature('aiConfig') && flags.aiConfig;
  return (
    <p className="text-sm text-muted">
      {hasConfigPage ? (
        <>
          {text.configNote}{' '}
          {/* Underlined: inside a sentence a link is not told by its colour alone. */}
          <Link to="/admin/ai-config" className={`${TEXT_LINK_CLASSES} underline`}>
            {text.configLink}
          </Link>
          .
        </>
      ) : (
        text.configNoteWithout
      )}
    </p>
  );
}

function breakdowns(data: AiCostsResponse) {
  const byModel: BreakdownRow[] = data.byModel.map((row) => ({
    ...row,
    key: row.model ?? '',
    name: row.model ?? text.breakdown.noModel,
  }));
  // The knowledge base's indexing is the system's work: one row of its own, named for it.
  const indexing = {
    key: 'indexing',
    name: text.breakdown.indexing,
    detail: text.breakdown.indexingDetail,
  };
  const byDepartment: BreakdownRow[] = data.byDepartment.map((row) =>
    row.indexing
      ? { ...row, ...indexing }
      : {
          ...row,
          key: row.departmentId ?? '',
          name: row.departmentName ?? text.breakdown.noDepartment,
        },
  );
  const byUser: BreakdownRow[] = data.byUser.map((row) =>
    row.indexing
      ? { ...row, ...indexing }
      : {
          ...row,
          key: row.userId ?? '',
          name: row.userName ?? text.breakdown.noUser,
          detail: row.userEmail,
        },
  );
  return { byModel, byDepartment, byUser };
}

function Report({ data }: { data: AiCostsResponse }) {
  if (data.total.queries === 0 && data.total.indexingCalls === 0) {
    return (
      <p className="rounded-lg border border-line bg-white p-4 text-sm text-muted">{text.empty}</p>
    );
  }
  const rows = breakdowns(data);
  return (
    <>
      <CostDayChart data={data} />
      <CostBreakdown
        id="ai-costs-model"
        title={text.breakdown.byModel}
        nameHeader={text.breakdown.model}
        rows={rows.byModel}
      />
      <CostBreakdown
        id="ai-costs-department"
        title={text.breakdown.byDepartment}
        nameHeader={text.breakdown.department}
        rows={rows.byDepartment}
      />
      <CostBreakdown
        id="ai-costs-user"
        title={text.breakdown.byUser}
        nameHeader={text.breakdown.user}
        rows={rows.byUser}
      />
    </>
  );
}

/**
 * /admin/ai-costs "Costos de IA" (docs/assistant.md#costs-page): the assistant's spend in a
 * period by day, model, department and user, the month against its budget, and the questions
 * the knowledge base is missing. Administrators only; others are told whose page it is.
 */
export function AiCostsPage({ role }: { role: Role }) {
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParam(params.get('period'), DEFAULT_PERIOD);
  const isAdmin = role === 'ADMIN';
  const query = useAiCosts(period, isAdmin);
  if (!isAdmin) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  const setPeriod = (next: NamedPeriod) => {
    const updated = new URLSearchParams(params);
    if (next === DEFAULT_PERIOD) updated.delete('period');
    else updated.set('period', next);
    setParams(updated, { replace: true });
  };
  const data = query.data;
  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <FilterSelect
          id="ai-costs-period"
          label={text.period}
          value={period}
          options={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          onChange={(next) => (next ? setPeriod(next) : undefined)}
          className="w-56"
        />
      }
    >
      {query.isError ? (
        <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />
      ) : null}
      {data ? (
        <div
          aria-busy={query.isFetching}
          className={query.isPlaceholderData ? 'space-y-4 opacity-70' : 'space-y-4'}
        >
          <BudgetWarning budget={data.budget} />
          <Summary data={data} />
          <ConfigNote />
          <Report data={data} />
        </div>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-muted">
          {text.loading}
        </p>
      ) : null}
      <KnowledgeGaps period={period} />
    </ListPage>
  );
}
