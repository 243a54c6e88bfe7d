import { Link } from 'react-router';
import { PowerOff } from 'lucide-react';
import { featureFlagMessages } from '@atiende/contracts';
import { MessagePanel } from '../../components/ui/message-panel';
import { buttonClasses } from '../../components/ui/button';
import { useRouteTitle } from '../use-route-title';

/** A feature-checked page whose flag an administrator turned off (docs/feature-flags.md). */
export function FeatureOffPage() {
  const title = useRouteTitle();
  return (
    <MessagePanel
      icon={PowerOff}
      eyebrow={featureFlagMessages.unavailable}
      heading={title}
      headingLevel={1}
      actions={
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {featureFlagMessages.backHome}
        </Link>
      }
    >
      <p>{featureFlagMessages.unavailableHint}</p>
    </MessagePanel>
  );
}
