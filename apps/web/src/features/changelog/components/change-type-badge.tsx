import type { LucideIcon } from 'lucide-react';
import { RefreshCw, Shield, ShieldCheck, Sparkles, TrendingUp, Wrench } from 'lucide-react';
import { changelogMessages, type ChangeType } from '@atiende/contracts';
import { cn } from '../../../lib/cn';

/** UX.md §1.4: a type is a word and an icon, the colour only adds to them. */
const TYPE_STYLES: Readonly<Record<ChangeType, { icon: LucideIcon; classes: string }>> = {
  feature: { icon: Sparkles, classes: 'bg-brand-tint text-brand' },
  improvement: { icon: TrendingUp, classes: 'bg-status-progress-bg text-status-progress' },
  fix: { icon: Wrench, classes: 'bg-status-resolved-bg text-status-resolved' },
  security: { icon: ShieldCheck, classes: 'bg-status-escalated-bg text-status-escalated' },
  protection: { icon: Shield, classes: 'bg-warning-tint text-warning' },
  update: { icon: RefreshCw, classes: 'bg-status-closed-bg text-status-closed' },
};

export function ChangeTypeBadge({ type, className }: { type: ChangeType; className?: string }) {
  const { icon: Icon, classes } = TYPE_STYLES[type];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-medium',
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {changelogMessages.typeLabels[type]}
    </span>
  );
}
