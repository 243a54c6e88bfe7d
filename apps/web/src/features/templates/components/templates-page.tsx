import { useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  TEMPLATE_KINDS,
  pageMessages,
  templateMessages,
  type TemplateSummary,
} from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { cn } from '../../../lib/cn';
import { useTemplates } from '../api/templates';
import { TemplateEditor } from './template-editor';

const text = templateMessages;

function TemplateList({
  templates,
  selectedKey,
  onSelect,
}: {
  templates: readonly TemplateSummary[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  return (
    <nav aria-label={text.page.listLabel} className="space-y-4">
      {TEMPLATE_KINDS.map((kind) => {
        const ofKind = templates.filter((template) => template.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`template-kind-${kind}`}>
            <h2
              id={`template-kind-${kind}`}
              className="mb-1 px-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {text.kinds[kind]}
            </h2>
            <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-white">
              {ofKind.map((template) => {
                const isSelected = template.key === selectedKey;
                return (
                  <li key={template.key}>
                    <button
                      type="button"
                      aria-current={isSelected ? 'true' : undefined}
                      onClick={() => onSelect(template.key)}
                      className={cn(
                        'flex min-h-12 w-full items-start gap-2 px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                        isSelected && 'bg-brand-tint hover:bg-brand-tint',
                      )}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-medium text-ink">{template.name}</span>
                        <span className="block text-xs text-muted">{template.description}</span>
                      </span>
                      {template.isCustomized ? (
                        <Badge tone="brand">{text.page.customized}</Badge>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

/**
 * /admin/template-management (docs/templates.md#the-page): the messages Atiende sends, grouped
 * by kind; the chosen one opens beside the list (below 1024 px, in its place) with its editor,
 * variable chips and live preview. The chosen template is kept in the address (`?plantilla=`).
 */
export function TemplatesPage({ isAdmin }: { isAdmin: boolean }) {
  const [params, setParams] = useSearchParams();
  const selectedKey = params.get('plantilla');
  const templates = useTemplates();
  if (!isAdmin) {
    return (
      <ForbiddenPanel
        title={text.page.title}
        message={text.page.forbidden}
        backLabel={pageMessages.comingSoon.backToPanel}
      />
    );
  }
  const select = (key: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key) next.set('plantilla', key);
        else next.delete('plantilla');
        return next;
      },
      { replace: false },
    );
  const selected = templates.data?.find((template) => template.key === selectedKey) ?? null;

  return (
    <ListPage title={text.page.title} description={text.page.description}>
      {templates.isError ? (
        <LoadFailed
          message={text.page.loadFailed}
          retryLabel={text.page.retry}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data ? (
        <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className={cn(selected && 'hidden lg:block')}>
            <TemplateList templates={templates.data} selectedKey={selectedKey} onSelect={select} />
          </div>
          <div className={cn(!selected && 'hidden lg:block')}>
            {selected ? (
              <div className="space-y-3">
                <Button variant="ghost" className="lg:hidden" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {text.page.back}
                </Button>
                <TemplateEditor key={selected.key} templateKey={selected.key} />
              </div>
            ) : (
              <p className="rounded-lg border border-dashed border-line-strong bg-white p-6 text-sm text-muted">
                {text.page.empty}
              </p>
            )}
          </div>
        </div>
      ) : (
        <div aria-busy="true" className="h-64 animate-pulse rounded-lg bg-surface-2" />
      )}
    </ListPage>
  );
}
