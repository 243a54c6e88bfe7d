import { useEffect } from 'react';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';

/** UX.md §6.2: a unique document title per route, "<Título> · Atiende". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageMessages.titleSuffix(title, PRODUCT_NAME);
  }, [title]);
}
