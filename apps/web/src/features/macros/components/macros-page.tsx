import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { macroMessages, type Macro, type Role } from '@atiende/contracts';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatRelative } from '../../../lib/dates';
import { messageOf } from '../../../lib/api-error';
import { macroActionPhrases } from '../../../lib/macro-summary';
import { notify } from '../../../lib/notify';
import { useDeleteMacro, useMacros } from '../api/macros';
import { MacroDialog } from './macro-dialog';

const text = macroMessages;

/** What the row says a plantilla does besides its text. */
const phrasesOf = (macro: Macro) =>
  macroActionPhrases({
    status: macro.actions.status,
    priority: macro.actions.priority,
    assignee: macro.actions.assignTo === 'me' ? 'self' : macro.actions.assignee,
    hasInternalNote: macro.actions.internalNote !== null,
  });

function MacroItem({
  macro,
  onEdit,
  onDelete,
}: {
  macro: Macro;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const phrases = phrasesOf(macro);
  const lastUsed = macro.lastUsedAt ? formatRelative(macro.lastUsedAt) : null;
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border border-line bg-white p-4">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          {macro.name}
          <Badge tone={macro.scope === 'SHARED' ? 'brand' : 'neutral'}>
            {text.scopes[macro.scope]}
          </Badge>
          {macro.scope === 'SHARED' ? (
            <span className="text-xs font-normal text-muted">
              {macro.department?.name ?? text.allDepartments}
            </span>
          ) : null}
        </h3>
        <p className="line-clamp-2 text-sm break-words whitespace-pre-line text-muted">
          {macro.body}
        </p>
        <p className="text-xs text-muted">
          <span className="font-medium text-ink">{text.columns.actions}: </span>
          {phrases.length > 0 ? phrases.join(' · ') : text.actionSummary.none}
        </p>
        <p className="text-xs text-muted">
          <span className="font-medium text-ink">{text.columns.usage}: </span>
          {macro.usageCount > 0 ? text.usage(macro.usageCount, lastUsed) : text.neverUsed}
        </p>
      </div>
      {macro.canManage ? (
        <div className="flex gap-2">
          <Button variant="secondary" aria-label={text.edit(macro.name)} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{text.editAction}</span>
          </Button>
          <Button
            variant="secondary"

            aria-label={text.remove(macro.name)}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{text.removeConfirm}</span>
          </Button>
        </div>
      ) : (
        <span className="text-xs text-muted">{text.readOnly}</span>
      )}
    </li>
  );
}

function MacroSection(props: {
  title: string;
  macros: Macro[];
  onEdit: (macro: Macro) => void;
  onDelete: (macro: Macro) => void;
}) {
  const headingId = `macros-${props.title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {props.title}
      </h2>
      {props.macros.length === 0 ? (
        <p className="text-sm text-muted">{text.emptyBody}</p>
      ) : (
        <ul className="space-y-2">
          {props.macros.map((macro) => (
            <MacroItem
              key={macro.id}
              macro={macro}
              onEdit={() => props.onEdit(macro)}
              onDelete={() => props.onDelete(macro)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /macros (docs/macros.md#management-page): técnicos manage their own plantillas, leads and
 * administrators the team's too; clients are told the page is the team's.
 */
export function MacrosPage({ role }: { role: Role }) {
  const isStaff = role !== 'CLIENT';
  const macros = useMacros({ isEnabled: isStaff });
  const remove = useDeleteMacro();
  const [editing, setEditing] = useState<{ macro: Macro | null } | null>(null);
  const [deleting, setDeleting] = useState<Macro | null>(null);
  if (!isStaff) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  const all = macros.data ?? [];
  const sections = {
    onEdit: (macro: Macro) => setEditing({ macro }),
    onDelete: setDeleting,
  };

  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <Button onClick={() => setEditing({ macro: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.create}
        </Button>
      }
    >
      {macros.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={text.retry}
          onRetry={() => macros.refetch()}
        />
      ) : macros.isPending ? (
        <p role="status" className="text-sm text-muted">
          {text.picker.loading}
        </p>
      ) : (
        <>
          <MacroSection
            title={text.sections.personal}
            macros={all.filter((macro) => macro.scope === 'PERSONAL')}
            {...sections}
          />
          <MacroSection
            title={text.sections.shared}
            macros={all.filter((macro) => macro.scope === 'SHARED')}
            {...sections}
          />
        </>
      )}
      <MacroDialog
        macro={editing?.macro ?? null}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        canShare={role === 'ADMIN' || role === 'TECH_LEAD'}
      />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        isPending={remove.isPending}
        closeLabel={text.close}
        text={{
          title: () => text.removeTitle,
          body: deleting ? text.removeBody(deleting.name) : '',
          confirm: text.removeConfirm,
          deleting: text.deleting,
          cancel: text.cancel,
        }}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success(text.removed(deleting.name));
            setDeleting(null);
          } catch (error) {
            notify.error(messageOf(error, text.removeFailed));
          }
        }}
      />
    </ListPage>
  );
}
