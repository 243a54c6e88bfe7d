import { useEffect } from 'react';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';

/**
 * docs/product/ui.md#accessibility: "Ticket #1234 · Atiende", "Mis Tickets · Atiende". The main
 * layout sets the path's generic title in its own effect, which runs after the page's effects, so
 * this one is applied on the next task to have the last word.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = pageMessages.titleSuffix(title, PRODUCT_NAME);
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
