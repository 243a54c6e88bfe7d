import { Building2, Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardOverviewMessages } from '@atiende/contracts/dashboard';
import { buttonClasses } from '../../../../components/ui/button';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { cn } from '../../../../lib/cn';
import type { SetupSteps } from '../lib/overview-setup';

const text = dashboardOverviewMessages;

/** The panel's layout in grey while the first answer is late (shown after 300 ms). */
export function OverviewSkeleton() {
  const block = 'rounded-lg border border-line bg-surface-2 motion-safe:animate-pulse';
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{text.loading}</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={cn(block, 'h-24')} />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 lg:grid-cols-3">
        <div className={cn(block, 'h-80 lg:col-span-2')} />
        <div className={cn(block, 'h-80')} />
      </div>
      <div aria-hidden="true" className="grid gap-4 lg:grid-cols-3">
        <div className={cn(block, 'h-64 lg:col-span-2')} />
        <div className={cn(block, 'h-64')} />
      </div>
    </div>
  );
}

function Step({
  title,
  body,
  action,
  to,
  isDone,
}: {
  title: string;
  body: string;
  action: string;
  to: string;
  isDone: boolean;
}) {
  const Icon = isDone ? CircleCheck : Circle;
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-md border border-line bg-white p-3">
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', isDone ? 'text-success' : 'text-subtle')}
      />
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="text-sm font-semibold text-ink">
          {title}
          {isDone ? (
            <span className="ml-2 text-xs font-medium text-success">
              {text.gettingStarted.done}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-muted">{body}</p>
      </div>
      {isDone ? null : (
        <Link to={to} className={buttonClasses('primary')}>
          {action}
        </Link>
      )}
    </li>
  );
}

/**
 * A new installation's first steps (docs/dashboards.md "Empty states"): a department, the team,
 * the first ticket — each with where to do it, ticked once done.
 */
export function GettingStarted({ steps }: { steps: SetupSteps }) {
  const { department, team, ticket } = text.gettingStarted.steps;
  return (
    <section
      aria-labelledby="overview-setup"
      className="rounded-lg border border-brand bg-brand-tint p-4"
    >
      <h2 id="overview-setup" className="text-lg font-semibold text-ink">
        {text.gettingStarted.title}
      </h2>
      <p className="text-sm text-muted">{text.gettingStarted.intro}</p>
      <ol className="mt-3 space-y-2">
        <Step {...department} to="/admin/departments" isDone={steps.hasDepartment} />
        <Step {...team} to="/admin/team" isDone={steps.hasTeam} />
        <Step {...ticket} to="/tickets/create" isDone={steps.hasTickets} />
      </ol>
    </section>
  );
}

/** A lead who leads no department yet has no figures: say why and what happens next. */
export function LeadWithoutDepartments() {
  return (
    <MessagePanel icon={Building2} heading={text.leadWithoutDepartments.title} headingLevel={2}>
      <p>{text.leadWithoutDepartments.body}</p>
    </MessagePanel>
  );
}
