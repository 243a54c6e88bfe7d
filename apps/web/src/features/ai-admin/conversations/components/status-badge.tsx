import { CircleCheck, CircleDot } from 'lucide-react';
import { aiConversationMessages, type WEB_CHAT_STATUSES } from '@atiende/contracts';
import { Badge } from '../../../../components/ui/badge';

/** Activa / Completada, with an icon: colour is never the only signal. */
export function WebChatStatusBadge({ status }: { status: (typeof WEB_CHAT_STATUSES)[number] }) {
  const isDone = status === 'COMPLETED';
  return (
    <Badge tone={isDone ? 'success' : 'brand'} icon={isDone ? CircleCheck : CircleDot}>
      {aiConversationMessages.webChat.statuses[status]}
    </Badge>
  );
}
