import { useEffect, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';

const LOADER_DELAY_MS = 300;

/**
 * docs/product/ui.md#principles: nothing for the first 300 ms, then a small centred spinner (no
 * flashes).
 */
export function DeferredLoader() {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!isVisible) return null;
  return (
    <div role="status" className="flex min-h-[50dvh] w-full items-center justify-center text-muted">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">{pageMessages.loading}</span>
    </div>
  );
}
