import { Link } from 'react-router';
import { Inbox, Plus } from 'lucide-react';
import { type User } from '@atiende/contracts';
import { dashboardPersonalMessages, type ClientDashboard } from '@atiende/contracts/dashboard';
import { ForbiddenPanel } from '../../../../components/page-header';
import { buttonClasses } from '../../../../components/ui/button';
import { CardSection } from '../../../../components/ui/card-section';
import { TextLink } from '../../../../components/ui/text-link';
import { cn } from '../../../../lib/cn';
import { useClientDashboard } from '../api/get-client-dashboard';
import { personalDashboardKeys } from '../api/personal-dashboard-keys';
import { useDashboardLiveUpdates } from '../../lib/use-dashboard-live-updates';
import { useNow } from '../../lib/use-now';
import { firstNameOf } from '../lib/first-name';
import { ClientStatusCounts } from './client-status-counts';
import { ClientTicketList } from './client-ticket-list';
import { DashboardFrame } from './dashboard-frame';
import { ReplyList } from './reply-list';

const text = dashboardPersonalMessages.client;

/** The big "Nuevo Ticket" (docs/dashboards.md "Cliente"): 48 px tall, full width on a phone. */
function NewTicketLink({ className }: { className?: string }) {
  return (
    <Link
      to="/tickets/create"
      className={cn(buttonClasses('primary', 'lg'), 'w-full sm:w-auto', className)}
    >
      <Plus aria-hidden="true" className="size-5" />
      {text.newTicket}
    </Link>
  );
}

function ClientHeader({ firstName }: { firstName: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-1 text-base text-muted">{text.greeting(firstName)}</p>
      </div>
      <div className="w-full sm:w-auto">
        <NewTicketLink />
        <p className="mt-1 text-sm text-muted">{text.newTicketHint}</p>
      </div>
    </div>
  );
}

/** A brand-new client: what is empty, why, and the one thing to do (docs/product/ui.md#patterns). */
function FirstTicketPanel() {
  return (
    <section
      aria-labelledby="client-empty"
      className="rounded-lg border border-line bg-white p-6 text-center"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-tint text-brand">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <h2 id="client-empty" className="mt-3 text-lg font-semibold text-ink">
        {text.empty.title}
      </h2>
      <p className="mx-auto mt-1 max-w-prose text-base text-muted">{text.empty.body}</p>
      <NewTicketLink className="mt-4" />
    </section>
  );
}

function CompanySection({
  company,
  now,
}: {
  company: NonNullable<ClientDashboard['company']>;
  now: Date;
}) {
  const name = company.customer.name;
  return (
    <CardSection
      id="client-company"
      title={text.company.title(name)}
      headingSize="lg"
      className="min-w-0 text-base"
    >
      {/* The figure opens the list of the company's open tickets (mine included, like the count). */}
      <p className="mt-1">
        <TextLink
          to={`/tickets?customerId=${company.customer.id}&view=open`}
          className="inline-flex min-h-11 items-center"
        >
          {text.company.open(company.open)}
        </TextLink>
      </p>
      {company.tickets.length === 0 ? (
        <p className="mt-2 text-muted">{text.company.empty}</p>
      ) : (
        <ClientTicketList
          tickets={company.tickets}
          now={now}
          listLabel={text.company.listLabel(name)}
        />
      )}
    </CardSection>
  );
}

function ClientDashboardBody({ data, now }: { data: ClientDashboard; now: Date }) {
  const total = data.myCounts.reduce((sum, entry) => sum + entry.count, 0);
  const company = data.company ? <CompanySection company={data.company} now={now} /> : null;
  if (total === 0) {
    return (
      <div className="space-y-4">
        <FirstTicketPanel />
        {company}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <CardSection
        id="client-counts"
        title={text.counts.title}
        headingSize="lg"
        className="text-base"
      >
        <ClientStatusCounts counts={data.myCounts} hasCompany={data.company !== null} />
      </CardSection>
      {/* On a phone the team's replies come right after my tickets, before the company's. */}
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <CardSection
          id="client-open"
          title={text.open.title}
          headingSize="lg"
          className="min-w-0 text-base"
        >
          {data.myOpen.length === 0 ? (
            <p className="mt-2 text-muted">{text.open.empty}</p>
          ) : (
            <ClientTicketList tickets={data.myOpen} now={now} listLabel={text.open.listLabel} />
          )}
          <p className="mt-3">
            <TextLink to="/tickets" className="inline-flex min-h-11 items-center">
              {text.open.viewAll}
            </TextLink>
          </p>
        </CardSection>
        <CardSection
          id="client-replies"
          title={text.replies.title}
          headingSize="lg"
          className="min-w-0 text-base lg:row-span-2"
        >
          <ReplyList
            replies={data.recentReplies}
            now={now}
            listLabel={text.replies.listLabel}
            empty={text.replies.empty}
            isLarge
          />
        </CardSection>
        {company}
      </div>
    </div>
  );
}

/**
 * /client/dashboard "Portal de Cliente", and /dashboard for a client (docs/dashboards.md "Cliente"):
 * my tickets by status, my open ones in plain words, the team's latest replies, a big "Nuevo
 * Ticket", and the company's open tickets when the client belongs to one. Staff are told the
 * portal is the clients' without asking the server.
 */
export function ClientDashboardPage({ viewer }: { viewer: User }) {
  const isClient = viewer.role === 'CLIENT';
  const query = useClientDashboard({ isEnabled: isClient });
  useDashboardLiveUpdates(personalDashboardKeys.client(), {
    isEnabled: isClient,
    withNotifications: true,
  });
  const now = useNow();
  if (!isClient) {
    return (
      <ForbiddenPanel
        title={text.title}
        message={text.forbidden}
        backLabel={dashboardPersonalMessages.common.back}
      />
    );
  }
  return (
    <DashboardFrame
      query={query}
      title={text.title}
      loadFailed={text.loadFailed}
      header={<ClientHeader firstName={firstNameOf(viewer.name)} />}
    >
      {(data) => <ClientDashboardBody data={data} now={now} />}
    </DashboardFrame>
  );
}
