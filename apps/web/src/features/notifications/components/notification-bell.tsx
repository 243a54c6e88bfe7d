import { useState } from 'react';
import { Bell } from 'lucide-react';
import { notificationBadgeText, notificationMessages } from '@atiende/contracts';
import { AnchoredPanel } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { useBellNotifications } from '../api/get-notifications';
import { MarkAllReadButton, NotificationBellPanel } from './notification-bell-panel';

const text = notificationMessages.bell;

/**
 * docs/product/notifications.md header bell: the unread count as a badge ("9+" above 9) and, on
 * click, the last 10 notifications, in the kit's anchored panel rendered inside the header (Esc, a
 * click outside or leaving it with Tab close it, focus returns to the bell), full width under the
 * header on phones.
 */
export function NotificationBell({ buttonClassName }: { buttonClassName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const bell = useBellNotifications();
  const unreadCount = bell.data?.unreadCount ?? 0;
  const badge = notificationBadgeText(unreadCount);

  return (
    <AnchoredPanel
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button
          type="button"
          aria-label={text.trigger(unreadCount)}
          data-unread-count={unreadCount}
          // 44 px on phones (docs/product/ui.md#principles), the header's 40 px from 768 px.
          className={cn(buttonClassName, 'relative max-md:size-11')}
        >
          <Bell aria-hidden="true" className="size-5" />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs font-semibold text-white tabular-nums"
            >
              {badge}
            </span>
          ) : null}
        </button>
      }
      title={text.title}
      closeLabel={text.close}
      actions={<MarkAllReadButton unreadCount={unreadCount} />}
      // Start on the newest notification rather than on the first button of the header.
      initialFocusSelector="[data-bell-item]"
      className="fixed inset-x-0 top-14 z-40 max-h-[calc(100dvh-3.5rem)] border-b border-line md:inset-x-auto md:top-16 md:right-4 md:max-h-[min(36rem,calc(100dvh-5rem))] md:w-[26rem] md:rounded-lg md:border"
    >
      <NotificationBellPanel query={bell} onClose={() => setIsOpen(false)} />
    </AnchoredPanel>
  );
}
