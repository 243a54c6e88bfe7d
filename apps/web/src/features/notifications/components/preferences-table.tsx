import {
  NOTIFICATION_CHANNELS,
  notificationMessages,
  notificationTypesFor,
  type NotificationChannel,
  type NotificationType,
} from '@atiende/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Switch } from '../../../components/ui/switch';
import { useIsDesktop } from '../../../lib/use-media-query';
import type { PreferenceMatrix } from '../lib/preferences';

const text = notificationMessages;

type OnToggle = (type: NotificationType, channel: NotificationChannel, isOn: boolean) => void;

function ChannelSwitch({
  matrix,
  type,
  channel,
  isDisabled,
  onToggle,
}: {
  matrix: PreferenceMatrix;
  type: NotificationType;
  channel: NotificationChannel;
  isDisabled: boolean;
  onToggle: OnToggle;
}) {
  return (
    <Switch
      isOn={matrix[type][channel]}
      onChange={(isOn) => onToggle(type, channel, isOn)}
      aria-label={text.settings.switchLabel(text.channelLabels[channel], text.typeLabels[type])}
      disabled={isDisabled}
    />
  );
}

/**
 * The 8 types × 3 channels of /settings/notifications: a table from 768 px, one card per type
 * on phones (four columns of switches do not fit 375 px without scrolling sideways).
 */
export function PreferencesTable({
  role,
  matrix,
  isDisabled,
  onToggle,
}: {
  /** The signed-in user's role: it decides which types are offered. */
  role: string;
  matrix: PreferenceMatrix;
  isDisabled: boolean;
  onToggle: OnToggle;
}) {
  const isDesktop = useIsDesktop();
  const types = notificationTypesFor(role);
  if (!isDesktop) {
    return (
      <ul aria-label={text.settings.tableCaption} className="space-y-3">
        {types.map((type) => (
          <li key={type} className="rounded-lg border border-line bg-white p-4">
            <h2 className="font-semibold text-ink">{text.typeLabels[type]}</h2>
            <p className="mt-1 text-sm text-muted">{text.typeDescriptions[type]}</p>
            <ul className="mt-2 divide-y divide-line">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <li key={channel} className="flex min-h-11 items-center justify-between gap-3">
                  <span className="text-sm text-ink" aria-hidden="true">
                    {text.channelLabels[channel]}
                  </span>
                  <ChannelSwitch
                    matrix={matrix}
                    type={type}
                    channel={channel}
                    isDisabled={isDisabled}
                    onToggle={onToggle}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  }
  const columns: ReadonlyArray<DataTableColumn<NotificationType>> = [
    {
      id: 'type',
      header: text.settings.typeColumn,
      isRowHeader: true,
      padding: 'px-4 py-3',
      headerPadding: 'px-4 py-2',
      cell: (type) => (
        <>
          <span className="block font-medium text-ink">{text.typeLabels[type]}</span>
          <span className="block text-muted">{text.typeDescriptions[type]}</span>
        </>
      ),
    },
    ...NOTIFICATION_CHANNELS.map((channel): DataTableColumn<NotificationType> => ({
      id: channel,
      header: text.channelLabels[channel],
      align: 'center',
      padding: 'px-4 py-3',
      headerPadding: 'px-4 py-2',
      headerClassName: 'w-36',
      cell: (type) => (
        <ChannelSwitch
          matrix={matrix}
          type={type}
          channel={channel}
          isDisabled={isDisabled}
          onToggle={onToggle}
        />
      ),
    })),
  ];
  return (
    <DataTable
      caption={text.settings.tableCaption}
      columns={columns}
      rows={types}
      rowKey={(type) => type}
      // Four columns fit from 768 px; the page's section already names the table.
      scroll={{ mode: 'none' }}
    />
  );
}
