import type { ReactNode } from 'react';

/** One fact of a transcript's header ("Sesión", "Iniciada"…), as a term and its value. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The facts above a transcript, under a visually hidden heading. */
export function DetailList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <dl className="divide-y divide-line text-sm">{children}</dl>
    </section>
  );
}
