/** The notification pages, loaded together in one lazy chunk by src/app/route-pages.ts. */
export { NotificationsPage } from './components/notifications-page';
export { NotificationSettingsPage } from './components/notification-settings-page';
