import { emailConfigMessages } from '@atiende/contracts/email';
import { DeferredLoader } from '../../../../components/ui/deferred-loader';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { useEmailConfig } from '../api/email-outbound';
import { FailedSection } from './failed-section';
import { SettingsSection } from './settings-section';
import { StatsSection } from './stats-section';
import { TestSection } from './test-section';

const text = emailConfigMessages;

/**
 * «Envío» (docs/email.md#outbound): the SMTP settings, their tests, the figures by day and the
 * failed messages with «Reenviar».
 */
export function OutboundPanel() {
  const query = useEmailConfig();
  if (query.isError) {
    return <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={query.refetch} />;
  }
  if (!query.data) return <DeferredLoader />;
  return (
    <div className="space-y-4">
      <SettingsSection config={query.data} />
      <TestSection isConfigured={query.data.configured} />
      <StatsSection />
      <FailedSection />
    </div>
  );
}
