import type { ComponentType } from 'react';
import { emailConfigMessages } from '@atiende/contracts/email';
import { HeldMessagesPanel } from './inbound/components/held-messages-panel';
import { OutboundPanel } from './outbound/components/outbound-panel';
import { ReceptionPanel } from './reception-panel';

/**
 * The tabs of /admin/email-config (docs/email.md), in order. Each panel lives in its own folder
 * of this feature: «Envío» in `outbound/`; «Recepción» (`inbound/` and `mailboxes/`) and
 * «Retenidos» (`inbound/`) add their entry here when they are built — a tab without a panel is
 * never shown. `id` is the `?tab=` value (the first tab has none).
 */
export type EmailConfigTab = { id: string; label: string; Panel: ComponentType };

export const EMAIL_CONFIG_TABS: readonly EmailConfigTab[] = [
  { id: 'envio', label: emailConfigMessages.tabs.envio, Panel: OutboundPanel },
  { id: 'recepcion', label: emailConfigMessages.tabs.recepcion, Panel: ReceptionPanel },
  { id: 'retenidos', label: emailConfigMessages.tabs.retenidos, Panel: HeldMessagesPanel },
];
