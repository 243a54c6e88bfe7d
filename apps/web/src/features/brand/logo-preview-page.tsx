import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { PRODUCT_NAME, logoPreviewMessages } from '@atiende/contracts';
import { cn } from '../../lib/cn';

const text = logoPreviewMessages;
const MARK_SIZES = [16, 32, 64, 128];
const BRAND_COLORS = [
  ['brand', '#1D4ED8'],
  ['brand-hover', '#1E40AF'],
  ['brand-tint', '#EFF6FF'],
  ['ink', '#0F172A'],
] as const;

const BACKGROUNDS = [
  { key: 'light', className: 'bg-white', iconClassName: 'text-brand', textClassName: 'text-ink' },
  {
    key: 'surface',
    className: 'bg-surface',
    iconClassName: 'text-brand',
    textClassName: 'text-ink',
  },
  { key: 'brand', className: 'bg-brand', iconClassName: 'text-white', textClassName: 'text-white' },
] as const;

/**
 * docs/product/app-shell.md /preview/logo (outside the main layout): the favicon mark and the
 * sidebar lockup.
 */
export function LogoPreviewPage() {
  return (
    <main className="mx-auto grid min-h-dvh max-w-4xl content-start gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-1 text-muted">{text.intro}</p>
      </div>
      <section aria-labelledby="logo-mark" className="rounded-lg border border-line bg-white p-4">
        <h2 id="logo-mark" className="text-lg font-semibold text-ink">
          {text.mark}
        </h2>
        <ul className="mt-4 flex flex-wrap items-end gap-6">
          {MARK_SIZES.map((size) => (
            <li key={size} className="grid justify-items-center gap-2 text-xs text-muted">
              <img src="/favicon.svg" width={size} height={size} alt={text.markAlt(size)} />
              <span aria-hidden="true">{size} px</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="logo-lockup" className="rounded-lg border border-line bg-white p-4">
        <h2 id="logo-lockup" className="text-lg font-semibold text-ink">
          {text.lockup}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {BACKGROUNDS.map((background) => (
            <li key={background.key} className="grid gap-2 text-sm text-muted">
              <div
                className={cn(
                  'flex h-20 items-center justify-center gap-2 rounded-md border border-line',
                  background.className,
                )}
              >
                <LifeBuoy aria-hidden="true" className={cn('size-7', background.iconClassName)} />
                <span className={cn('text-xl font-semibold', background.textClassName)}>
                  {PRODUCT_NAME}
                </span>
              </div>
              {text.backgrounds[background.key]}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="logo-colors" className="rounded-lg border border-line bg-white p-4">
        <h2 id="logo-colors" className="text-lg font-semibold text-ink">
          {text.colors}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {BRAND_COLORS.map(([name, hex]) => (
            <li key={name} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className="size-8 rounded-md border border-line"
                style={{ backgroundColor: hex }}
              />
              <span className="text-ink">
                {name} <span className="font-mono text-xs text-muted">{hex}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <Link to="/dashboard" className="font-medium text-brand underline">
          {text.back}
        </Link>
      </p>
    </main>
  );
}
