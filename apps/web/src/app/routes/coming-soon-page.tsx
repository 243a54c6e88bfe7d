import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Hourglass } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { MessagePanel } from '../../components/ui/message-panel';
import { buttonClasses } from '../../components/ui/button';
import { useRouteTitle } from '../use-route-title';

const PANEL_PATH = '/dashboard';

/** The "Próximamente" panel: the page's title as its h1, when it arrives, and the way back. */
export function ComingSoonPanel({
  title,
  description = pageMessages.comingSoon.description,
  action,
}: {
  title: string;
  description?: string;
  action: ReactNode;
}) {
  return (
    <MessagePanel
      icon={Hourglass}
      eyebrow={pageMessages.comingSoon.badge}
      heading={title}
      headingLevel={1}
      actions={action}
    >
      <p>{description}</p>
    </MessagePanel>
  );
}

/** A section that is not built yet: its title, when it arrives, and the way back (never blank). */
export function ComingSoonPage() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  return (
    <ComingSoonPanel
      title={title}
      action={
        pathname === PANEL_PATH ? null : (
          <Link to={PANEL_PATH} className={buttonClasses('secondary')}>
            {pageMessages.comingSoon.backToPanel}
          </Link>
        )
      }
    />
  );
}
