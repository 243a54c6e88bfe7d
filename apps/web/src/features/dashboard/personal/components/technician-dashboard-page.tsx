import type { ReactNode } from 'react';
import { type User } from '@atiende/contracts';
import { dashboardPersonalMessages, type TechnicianDashboard } from '@atiende/contracts/dashboard';
import { ForbiddenPanel, PageHeader } from '../../../../components/page-header';
import { CardSection } from '../../../../components/ui/card-section';
import { TextLink } from '../../../../components/ui/text-link';
import { useTechnicianDashboard } from '../api/get-technician-dashboard';
import { personalDashboardKeys } from '../api/personal-dashboard-keys';
import { useDashboardLiveUpdates } from '../../lib/use-dashboard-live-updates';
import { useNow } from '../../lib/use-now';
import { firstNameOf } from '../lib/first-name';
import { DashboardFrame } from './dashboard-frame';
import { DueSoonList } from './due-soon-list';
import { MentionList } from './mention-list';
import { ReplyList } from './reply-list';
import { TechnicianFigures } from './technician-figures';
import { TechnicianSla } from './technician-sla';
import { myQueuePath, TechnicianQueue } from './technician-queue';

const text = dashboardPersonalMessages.technician;

function TechnicianDashboardBody({
  data,
  now,
  availability,
}: {
  data: TechnicianDashboard;
  now: Date;
  availability: ReactNode;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardSection id="technician-queue" title={text.queue.title}>
        <TechnicianQueue queue={data.queue} />
        <p className="mt-3 text-sm">
          <TextLink to={myQueuePath()} className="inline-flex min-h-6 items-center">
            {text.queue.viewAll}
          </TextLink>
        </p>
      </CardSection>
      <CardSection id="technician-figures" title={text.figures.title}>
        <TechnicianFigures figures={data.figures} generatedAt={data.generatedAt} />
      </CardSection>
      {/* docs/schedules.md#pantallas: who of my departments is available now (composed by the app). */}
      {availability ? <div className="lg:col-span-2">{availability}</div> : null}
      <CardSection id="technician-sla" title={text.sla.title} className="lg:col-span-2">
        <TechnicianSla sla={data.sla} />
      </CardSection>
      <CardSection id="technician-due-soon" title={text.dueSoon.title} className="lg:col-span-2">
        <p className="mt-1 text-sm text-muted">{text.dueSoon.description}</p>
        <DueSoonList tickets={data.dueSoon} now={now} />
      </CardSection>
      <CardSection id="technician-client-replies" title={text.clientReplies.title}>
        <ReplyList
          replies={data.clientReplies}
          now={now}
          listLabel={text.clientReplies.listLabel}
          empty={text.clientReplies.empty}
        />
      </CardSection>
      <CardSection id="technician-mentions" title={text.mentions.title}>
        <MentionList mentions={data.mentions} now={now} />
      </CardSection>
    </div>
  );
}

/**
 * /technician/dashboard, and /dashboard for a técnico (docs/dashboards.md "Técnico"): my queue by
 * priority and my load, my figures today and this week, my tickets' SLA, what is due soon, and the latest client
 * replies and mentions — refreshed from the socket while on screen. A líder técnico sees their
 * own work here too; a client is sent to their portal without asking the server.
 */
export function TechnicianDashboardPage({
  viewer,
  availability = null,
}: {
  viewer: User;
  /** The team's availability panel, from the schedules feature (app/route-pages.ts). */
  availability?: ReactNode;
}) {
  const isClient = viewer.role === 'CLIENT';
  const query = useTechnicianDashboard({ isEnabled: !isClient });
  useDashboardLiveUpdates(personalDashboardKeys.technician(), {
    isEnabled: !isClient,
    withNotifications: true,
  });
  const now = useNow();
  if (isClient) {
    return (
      <ForbiddenPanel
        title={text.title}
        message={text.forbidden}
        backLabel={text.forbiddenAction}
      />
    );
  }
  return (
    <DashboardFrame
      query={query}
      title={text.title}
      loadFailed={text.loadFailed}
      header={
        <PageHeader title={text.title} description={text.greeting(firstNameOf(viewer.name))} />
      }
    >
      {(data) => <TechnicianDashboardBody data={data} now={now} availability={availability} />}
    </DashboardFrame>
  );
}
