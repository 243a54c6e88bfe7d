import type { LucideIcon } from 'lucide-react';
import { RefreshCw, Shield, ShieldCheck, Sparkles, TrendingUp, Wrench } from 'lucide-react';
import { changelogMessages, type ChangeType } from '@atiende/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** docs/product/ui.md#principles: a type is a word and an icon, the colour only adds to them. */
const TYPE_STYLES: Readonly<Record<ChangeType, { icon: LucideIcon; tone: BadgeTone }>> = {
  feature: { icon: Sparkles, tone: 'brand' },
  improvement: { icon: TrendingUp, tone: 'progress' },
  fix: { icon: Wrench, tone: 'resolved' },
  security: { icon: ShieldCheck, tone: 'escalated' },
  protection: { icon: Shield, tone: 'warning' },
  update: { icon: RefreshCw, tone: 'neutral' },
};

export function ChangeTypeBadge({ type, className }: { type: ChangeType; className?: string }) {
  const { icon, tone } = TYPE_STYLES[type];
  return (
    <Badge tone={tone} icon={icon} className={className}>
      {changelogMessages.typeLabels[type]}
    </Badge>
  );
}
