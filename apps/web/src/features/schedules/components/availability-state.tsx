import { CircleCheck, Coffee, Moon, PauseCircle, type LucideIcon } from 'lucide-react';
import { scheduleMessages, type AvailabilityState } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOK: Record<AvailabilityState, { icon: LucideIcon; tone: BadgeTone }> = {
  available: { icon: CircleCheck, tone: 'resolved' },
  on_break: { icon: PauseCircle, tone: 'pending' },
  at_lunch: { icon: Coffee, tone: 'warning' },
  off_shift: { icon: Moon, tone: 'neutral' },
};

/** A técnico's state now: its word and its icon, never the colour alone. */
export function AvailabilityBadge({ state }: { state: AvailabilityState }) {
  const look = LOOK[state];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {scheduleMessages.availability[state]}
    </Badge>
  );
}
