import {
  Building2,
  CalendarCheck,
  CalendarClock,
  ChevronRight,
  Coffee,
  Gauge,
  Headset,
  Ticket,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@atiende/contracts';
import {
  reportMessages,
  reportPageMessages,
  type ReportCatalogue,
  type ReportFamily,
} from '@atiende/contracts/reports';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { messageOf } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useReportCatalogue } from '../api/get-report-catalogue';
import { reportHref } from '../lib/report-links';

const text = reportPageMessages;

const FAMILY_ICONS: Record<ReportFamily, LucideIcon> = {
  tickets: Ticket,
  sla: Gauge,
  technicians: Headset,
  customers: Building2,
  productivity: TrendingUp,
  breaks: Coffee,
  compliance: CalendarCheck,
};

type CatalogueFamily = ReportCatalogue['families'][number];

/** One family: what it answers, and a link per report type with what that one shows. */
function FamilyCard({ family }: { family: CatalogueFamily }) {
  const Icon = FAMILY_ICONS[family.key];
  const headingId = `report-family-${family.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-lg border border-line bg-white p-4"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-tint text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {family.title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{family.description}</p>
        </div>
      </div>
      <ul aria-label={text.home.familyReports(family.title)} className="mt-3 divide-y divide-line">
        {family.types.map((type) => (
          <li key={type.key}>
            <Link
              to={reportHref(family.key, type.key)}
              className="group flex min-h-11 items-center gap-2 rounded-md px-2 py-2 hover:bg-surface focus-visible:bg-surface"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-brand group-hover:underline">
                  {type.title}
                </span>
                <span className="block text-xs text-muted">{type.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CatalogueSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{text.home.loading}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-56 rounded-lg border border-line bg-surface-2 motion-safe:animate-pulse"
        />
      ))}
    </div>
  );
}

function ReportsHome({
  role,
  schedulesPath,
}: {
  role: 'ADMIN' | 'TECH_LEAD';
  schedulesPath: string | null;
}) {
  const catalogue = useReportCatalogue({ isEnabled: true });
  const isSkeletonShown = useDelayedFlag(catalogue.isPending);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4">
      <PageHeader
        title={text.home.title}
        description={text.home.description[role]}
        actions={
          schedulesPath ? (
            <Link to={schedulesPath} className={cn(buttonClasses('secondary'), 'w-full sm:w-auto')}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {text.home.schedules}
            </Link>
          ) : null
        }
      />
      {catalogue.isError ? (
        <LoadFailed
          message={messageOf(catalogue.error, text.home.loadFailed)}
          retryLabel={text.retry}
          onRetry={() => catalogue.refetch()}
        />
      ) : null}
      {catalogue.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {catalogue.data.families.map((family) => (
            <FamilyCard key={family.key} family={family} />
          ))}
        </div>
      ) : isSkeletonShown && !catalogue.isError ? (
        <CatalogueSkeleton />
      ) : null}
    </div>
  );
}

/**
 * /admin/reports (docs/reports.md#pages): the seven families as cards, each with what it answers
 * and its reports. Administrators and tech leads (the server scopes a lead's reports to their
 * departments); other roles are told the page is not theirs, without asking the server.
 */
export function ReportsHomePage({
  viewer,
  schedulesPath,
}: {
  viewer: User;
  /** The scheduled reports' page, once it is built (app/route-pages.ts). */
  schedulesPath: string | null;
}) {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'TECH_LEAD') {
    return (
      <ForbiddenPanel
        title={text.forbiddenTitle}
        message={reportMessages.errors.forbidden}
        backLabel={text.back}
      />
    );
  }
  return <ReportsHome role={viewer.role} schedulesPath={schedulesPath} />;
}
