import { ArrowLeft, FileQuestion } from 'lucide-react';
import { knowledgeMessages } from '@atiende/contracts';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { MessagePanel } from '../../../components/ui/message-panel';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useKnowledgeArticle } from '../api/knowledge-articles';
import { ArticleBody } from './article-body';

const text = knowledgeMessages;

/**
 * /ayuda/articulos/:id (docs/assistant.md#knowledge-base): an article for whoever may read it,
 * the page every assistant source of an article opens. The server decides who may: any other
 * article answers 404, shown as "Artículo no encontrado".
 */
export function ArticleReaderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const article = useKnowledgeArticle(id);
  const back = (
    <Button variant="ghost" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {text.reader.back}
    </Button>
  );
  if (article.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        {text.reader.loading}
      </p>
    );
  }
  if (article.isError) {
    const isMissing =
      article.error instanceof ApiError && [400, 404].includes(article.error.status);
    return isMissing ? (
      <MessagePanel
        icon={FileQuestion}
        heading={text.reader.notFoundTitle}
        headingLevel={1}
        actions={back}
      >
        <p>{text.reader.notFoundBody}</p>
      </MessagePanel>
    ) : (
      <LoadFailed
        message={text.loadFailed}
        retryLabel={text.retry}
        onRetry={() => article.refetch()}
      />
    );
  }
  const { title, category, audience, isPublished, updatedAt, body } = article.data;
  return (
    <article className="mx-auto w-full max-w-3xl space-y-4">
      {back}
      <header className="space-y-2">
        <p className="text-xs font-medium tracking-wide text-muted uppercase">{category}</p>
        <h1 className="text-xl font-semibold break-words text-ink">{title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {text.reader.updatedAt(formatDate(updatedAt))}
          {audience === 'STAFF' ? <Badge tone="brand">{text.reader.staffOnly}</Badge> : null}
          {isPublished ? null : <Badge tone="warning">{text.reader.draft}</Badge>}
        </p>
      </header>
      <div className="rounded-lg border border-line bg-white p-4 sm:p-6">
        <ArticleBody body={body} />
      </div>
    </article>
  );
}
