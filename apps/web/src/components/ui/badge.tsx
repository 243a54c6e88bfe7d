import type { ReactNode } from 'react';
import { CircleCheck, CircleMinus, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The colour pairs of the design tokens (index.css), each at least 4.5:1. The ticket-status
 * tones are also used by anything that means the same (an active record is "resolved" green).
 */
const PILL_TONES = {
  neutral: 'bg-surface-2 text-status-closed',
  brand: 'bg-brand-tint text-brand',
  success: 'bg-success-tint text-success',
  warning: 'bg-warning-tint text-warning',
  danger: 'bg-error-tint text-error',
  /** White on red: the one tone that must stand out in a row (Urgente, Crítico). */
  critical: 'bg-error text-white',
  pending: 'bg-status-pending-bg text-status-pending',
  progress: 'bg-status-progress-bg text-status-progress',
  resolved: 'bg-status-resolved-bg text-status-resolved',
  escalated: 'bg-status-escalated-bg text-status-escalated',
  note: 'bg-note-chip-bg text-note-chip',
} as const;

/** Coloured text without a pill (the priorities below Urgente). */
const TEXT_TONES = {
  muted: 'text-priority-low',
  brand: 'text-priority-medium',
  high: 'text-priority-high',
} as const;

export type BadgeTone = keyof typeof PILL_TONES;
export type BadgeTextTone = keyof typeof TEXT_TONES;

type BadgeProps = {
  /** Colour is never the only signal: a badge always has its label and, mostly, an icon. */
  icon?: LucideIcon;
  children: ReactNode;
  /** `md`: 14 px semibold text, for a badge that heads a panel. */
  size?: 'sm' | 'md';
  className?: string;
} & ({ tone: BadgeTone; textTone?: never } | { textTone: BadgeTextTone; tone?: never });

/** A status, priority, role or type label: a small pill (or coloured text) with an icon. */
export function Badge({
  icon: Icon,
  children,
  size = 'sm',
  tone,
  textTone,
  className,
}: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap',
        size === 'sm' ? 'text-xs font-medium' : 'text-sm font-semibold',
        tone ? cn('rounded-sm px-2 py-0.5', PILL_TONES[tone]) : TEXT_TONES[textTone],
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className={size === 'sm' ? 'size-3.5' : 'size-4'} /> : null}
      {children}
    </span>
  );
}

/** "Activo" / "Inactivo" (or "Desactivado"): a record that is in use, or switched off. */
export function ActiveBadge({
  isActive,
  activeLabel,
  inactiveLabel,
}: {
  isActive: boolean;
  activeLabel: string;
  inactiveLabel: string;
}) {
  return isActive ? (
    <Badge tone="resolved" icon={CircleCheck}>
      {activeLabel}
    </Badge>
  ) : (
    <Badge tone="neutral" icon={CircleMinus}>
      {inactiveLabel}
    </Badge>
  );
}
