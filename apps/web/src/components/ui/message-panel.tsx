import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface MessagePanelProps {
  icon: LucideIcon;
  /** Short label above the heading (e.g. "Próximamente"). */
  eyebrow?: string;
  heading: string;
  headingLevel: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred panel for states that replace a page: coming soon, not found, errors. */
export function MessagePanel({
  icon: Icon,
  eyebrow,
  heading,
  headingLevel,
  children,
  actions,
}: MessagePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto w-full max-w-xl rounded-lg border border-line bg-white p-6 text-center shadow-sm">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-tint text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {eyebrow ? (
        <p className="mt-4 text-xs font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      ) : null}
      <Heading className="mt-2 text-xl font-semibold text-ink">{heading}</Heading>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
      {actions ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  );
}
