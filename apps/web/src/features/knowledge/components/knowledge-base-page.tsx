import { useState } from 'react';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  knowledgeMessages,
  type KnowledgeArticle,
  type KnowledgeArticleSummary,
  type Role,
} from '@atiende/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PagerButtons } from '../../../components/ui/pager-buttons';
import { messageOf } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  fetchKnowledgeArticle,
  useDeleteArticle,
  useKnowledgeArticles,
  type ArticleFilters,
} from '../api/knowledge-articles';
import { ArticleDialog } from './article-dialog';

const text = knowledgeMessages;
type Filters = Omit<ArticleFilters, 'page'>;

function ArticleItem({
  article,
  onEdit,
  onDelete,
}: {
  article: KnowledgeArticleSummary;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border border-line bg-white p-4">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <h2 className="flex flex-wrap items-center gap-2 text-sm font-semibold break-words text-ink">
          {article.title}
          <Badge tone={article.isPublished ? 'success' : 'warning'}>
            {article.isPublished ? text.published : text.draft}
          </Badge>
          <Badge tone={article.audience === 'STAFF' ? 'brand' : 'neutral'}>
            {text.audienceShort[article.audience]}
          </Badge>
        </h2>
        <p className="line-clamp-2 text-sm break-words text-muted">{article.excerpt}</p>
        <p className="text-xs text-muted">
          <span className="font-medium text-ink">{text.columns.category}: </span>
          {article.category} · {text.columns.updatedAt}: {formatDate(article.updatedAt)}
        </p>
      </div>
      <div className="flex gap-2">
        <Link
          to={article.url}
          className={buttonClasses('secondary')}
          aria-label={text.open(article.title)}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        <Button variant="secondary" aria-label={text.edit(article.title)} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" aria-label={text.remove(article.title)} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/knowledge-base "Base de conocimiento" (docs/assistant.md#knowledge-base): the
 * administrators write, publish and remove the articles the assistant answers with; other roles
 * are told the page is the administrators'.
 */
export function KnowledgeBasePage({ role }: { role: Role }) {
  const isAdmin = role === 'ADMIN';
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const articles = useKnowledgeArticles({ ...filters, page });
  const remove = useDeleteArticle();
  const [editing, setEditing] = useState<{ article: KnowledgeArticle | null } | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeArticleSummary | null>(null);
  if (!isAdmin) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  const data = articles.data;
  const hasActive = Object.values(filters).some(Boolean);
  const openEditor = async (summary: KnowledgeArticleSummary) => {
    try {
      setEditing({ article: await fetchKnowledgeArticle(summary.id) });
    } catch (error) {
      notify.error(messageOf(error, text.loadFailed));
    }
  };

  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <Button onClick={() => setEditing({ article: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.create}
        </Button>
      }
    >
      <FilterBar<Filters>
        label={text.filtersLabel}
        search={{
          id: 'knowledge-search',
          label: text.searchLabel,
          placeholder: text.searchPlaceholder,
        }}
        filters={filters}
        hasActive={hasActive}
        onChange={(changes) => {
          setFilters((current) => ({ ...current, ...changes }));
          setPage(1);
        }}
        onClear={() => {
          setFilters({});
          setPage(1);
        }}
        clearLabel={text.clearFilters}
        controlsClassName="grid gap-3 sm:grid-cols-2"
        selects={[
          {
            key: 'category',
            id: 'knowledge-category',
            label: text.categoryFilter,
            anyLabel: text.allCategories,
            options: (data?.categories ?? []).map((category) => ({
              value: category,
              label: category,
            })),
          },
          {
            key: 'status',
            id: 'knowledge-status',
            label: text.statusFilter,
            anyLabel: text.statusFilters.all,
            options: (['published', 'draft'] as const).map((status) => ({
              value: status,
              label: text.statusFilters[status],
            })),
          },
        ]}
      />
      {articles.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={text.retry}
          onRetry={() => articles.refetch()}
        />
      ) : !data ? (
        <p role="status" className="text-sm text-muted">
          {text.loading}
        </p>
      ) : data.articles.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6 text-center">
          <p className="text-sm font-medium text-ink">
            {hasActive ? text.noMatches : text.emptyTitle}
          </p>
          {hasActive ? null : <p className="mt-1 text-sm text-muted">{text.emptyBody}</p>}
        </div>
      ) : (
        <>
          <ul className="space-y-2">
            {data.articles.map((article) => (
              <ArticleItem
                key={article.id}
                article={article}
                onEdit={() => void openEditor(article)}
                onDelete={() => setDeleting(article)}
              />
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {text.pageOf(data.pagination.page, data.pagination.totalPages, data.pagination.total)}
            </p>
            <PagerButtons
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              previousLabel={text.previous}
              nextLabel={text.next}
            />
          </div>
        </>
      )}
      <ArticleDialog
        article={editing?.article ?? null}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        categories={data?.categories ?? []}
      />
      <DeleteDialog
        item={deleting ? { name: deleting.title } : null}
        onClose={() => setDeleting(null)}
        isPending={remove.isPending}
        closeLabel={text.close}
        text={{
          title: () => text.removeTitle,
          body: deleting ? text.removeBody(deleting.title) : '',
          confirm: text.removeConfirm,
          deleting: text.deleting,
          cancel: text.cancel,
        }}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success(text.removed(deleting.title));
            setDeleting(null);
          } catch (error) {
            notify.error(messageOf(error, text.removeFailed));
          }
        }}
      />
    </ListPage>
  );
}
