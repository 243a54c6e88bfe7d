import { useEffect } from 'react';
import { PRODUCT_NAME, pageMessages } from '@atiende/contracts';

/** docs/product/ui.md#accessibility: a unique document title per route, "<Título> · Atiende". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageMessages.titleSuffix(title, PRODUCT_NAME);
  }, [title]);
}
