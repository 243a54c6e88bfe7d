import { Check, Trash2, type LucideIcon } from 'lucide-react';
import { notificationMessages, type Notification } from '@atiende/contracts';

const text = notificationMessages;

const ACTION_CLASSES = {
  icon: 'flex size-11 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-ink disabled:cursor-wait md:size-8',
  labelled:
    'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface-2 disabled:cursor-wait md:min-h-8',
} as const;

interface Action {
  id: string;
  icon: LucideIcon;
  /** The accessible name, which says which notification. */
  name: string;
  /** Shown beside the icon, or as the tooltip of an icon-only button. */
  label: string;
  onClick: () => void;
}

/**
 * "Marcar como leída" (unread only) and "Eliminar" for one notification: icon buttons with a
 * tooltip in the bell, labelled buttons on /notifications. Each name says which notification.
 */
export function NotificationActions({
  notification,
  onMarkRead,
  onDelete,
  look,
  className,
  disabled = false,
}: {
  notification: Notification;
  onMarkRead: () => void;
  onDelete: () => void;
  look: keyof typeof ACTION_CLASSES;
  className: string;
  /** While the list shown is the previous one (a filter's answer is on its way). */
  disabled?: boolean;
}) {
  const isIconOnly = look === 'icon';
  const actions: Action[] = [
    {
      id: 'delete',
      icon: Trash2,
      name: text.bell.deleteOf(notification.title),
      label: isIconOnly ? text.bell.delete : text.page.deleteShort,
      onClick: onDelete,
    },
  ];
  if (!notification.isRead) {
    actions.unshift({
      id: 'read',
      icon: Check,
      name: text.bell.markReadOf(notification.title),
      label: text.bell.markRead,
      onClick: onMarkRead,
    });
  }
  return (
    <div className={className}>
      {actions.map(({ id, icon: Icon, name, label, onClick }) => (
        <button
          key={id}
          type="button"
          onClick={onClick}
          disabled={disabled}
          aria-label={name}
          title={isIconOnly ? label : undefined}
          className={ACTION_CLASSES[look]}
        >
          <Icon aria-hidden="true" className="size-4" />
          {isIconOnly ? null : label}
        </button>
      ))}
    </div>
  );
}
