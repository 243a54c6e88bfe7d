import { BellRing, BellOff, Smartphone } from 'lucide-react';
import { notificationMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePushSubscription } from '../hooks/use-push-subscription';

const text = notificationMessages.settings;

/**
 * "Notificaciones push en este navegador": its status and one button. The browser asks for
 * permission only after "Activar en este navegador" (never on page load).
 */
export function PushOptIn({ userId }: { userId: string }) {
  const { status, isBusy, enable, disable } = usePushSubscription(userId);
  const isEnabled = status === 'enabled';
  const canEnable = status === 'disabled';
  return (
    <section
      aria-labelledby="push-opt-in-heading"
      className="rounded-lg border border-line bg-white p-4 md:p-6"
    >
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
        <div className="min-w-0 flex-1">
          <h2 id="push-opt-in-heading" className="text-lg font-semibold text-ink">
            {text.pushTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.pushDescription}</p>
          <p
            role="status"
            data-push-status={status}
            className={cn(
              'mt-3 flex items-center gap-2 text-sm font-medium',
              isEnabled ? 'text-success' : 'text-ink',
            )}
          >
            {isEnabled ? (
              <BellRing aria-hidden="true" className="size-4" />
            ) : (
              <BellOff aria-hidden="true" className="size-4" />
            )}
            {text.pushStatus[status]}
          </p>
          {status === 'denied' ? (
            <p className="mt-1 text-sm text-muted">{text.pushDeniedHint}</p>
          ) : null}
          {isEnabled || canEnable ? (
            <div className="mt-4">
              {isEnabled ? (
                <Button variant="secondary" onClick={() => void disable()} disabled={isBusy}>
                  {isBusy ? text.pushDisabling : text.pushDisable}
                </Button>
              ) : (
                <Button onClick={() => void enable()} disabled={isBusy}>
                  {isBusy ? text.pushEnabling : text.pushEnable}
                </Button>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
