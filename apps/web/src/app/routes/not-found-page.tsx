import { pageMessages } from '@atiende/contracts';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundPanel } from './not-found-panel';

/** Unknown paths: "Página no encontrada" and a link home. */
export function NotFoundPage() {
  useDocumentTitle(pageMessages.notFound.title);
  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-center justify-center bg-surface px-4 py-8 text-base"
    >
      <NotFoundPanel headingLevel={1} />
    </main>
  );
}
