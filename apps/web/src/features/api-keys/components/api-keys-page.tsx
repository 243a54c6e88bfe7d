import { useState } from 'react';
import { Ban, Pencil, Plus, Trash2 } from 'lucide-react';
import { apiKeyMessages, type ApiKey, type ApiKeyStatus } from '@atiende/contracts/api-keys';
import { ForbiddenPanel, ListPage } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DeleteDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { messageOf } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useApiKeys, useDeleteApiKey, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyDialog } from './api-key-dialog';
import { ApiKeySecretDialog } from './api-key-secret-dialog';

const text = apiKeyMessages.page;
const columns = text.columns;
const STATUS_TONES = {
  ACTIVE: 'success',
  REVOKED: 'danger',
  EXPIRED: 'warning',
} as const satisfies Record<ApiKeyStatus, string>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function ApiKeyItem(props: {
  apiKey: ApiKey;
  onEdit: () => void;
  onRevoke: () => void;
  onDelete: () => void;
}) {
  const { apiKey } = props;
  const isActive = apiKey.status === 'ACTIVE';
  return (
    <li className="space-y-3 rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
            <span className="break-words">{apiKey.name}</span>
            <Badge tone={STATUS_TONES[apiKey.status]}>
              {apiKeyMessages.statuses[apiKey.status]}
            </Badge>
          </h3>
          <p className="font-mono text-xs text-muted">{apiKey.prefix}_…</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isActive ? (
            <>
              <Button
                variant="secondary"
                aria-label={`${text.edit} ${apiKey.name}`}
                onClick={props.onEdit}
              >
                <Pencil aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{text.edit}</span>
              </Button>
              <Button
                variant="secondary"
                aria-label={`${text.revoke} ${apiKey.name}`}
                onClick={props.onRevoke}
              >
                <Ban aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{text.revoke}</span>
              </Button>
            </>
          ) : null}
          <Button
            variant="secondary"
            aria-label={`${text.remove} ${apiKey.name}`}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{text.remove}</span>
          </Button>
        </div>
      </div>
      <ul aria-label={columns.scopes} className="flex flex-wrap gap-1">
        {apiKey.scopes.map((scope) => (
          <li key={scope}>
            <Badge tone="brand">{apiKeyMessages.scopes[scope]}</Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Fact label={columns.expiresAt}>
          {apiKey.revokedAt
            ? text.revokedOn(formatDate(apiKey.revokedAt))
            : apiKey.expiresAt
              ? formatDate(apiKey.expiresAt)
              : text.noExpiry}
        </Fact>
        <Fact label={columns.lastUsedAt}>
          {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : text.never}
        </Fact>
        <Fact label={columns.uses}>{text.usesCount(apiKey.usesLast24h)}</Fact>
        <Fact label={columns.rateLimit}>{text.perMinute(apiKey.rateLimitPerMinute)}</Fact>
        <Fact label={text.createdBy}>{apiKey.createdBy?.name ?? '—'}</Fact>
      </dl>
    </li>
  );
}

/**
 * /admin/api-management (docs/api-keys.md): administrators create keys (the secret shown once),
 * edit, revoke and delete them; others are told the page is not theirs.
 */
export function ApiKeysPage({ isAdmin }: { isAdmin: boolean }) {
  const keys = useApiKeys({ isEnabled: isAdmin });
  const revoke = useRevokeApiKey();
  const remove = useDeleteApiKey();
  const [editing, setEditing] = useState<{ apiKey: ApiKey | null } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [secret, setSecret] = useState<{ value: string; name: string } | null>(null);
  if (!isAdmin) {
    return <ForbiddenPanel title={text.title} message={text.forbidden} backLabel={text.back} />;
  }
  const all = keys.data ?? [];
  return (
    <ListPage
      title={text.title}
      description={text.description}
      actions={
        <Button onClick={() => setEditing({ apiKey: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {text.create}
        </Button>
      }
    >
      <p className="text-sm text-muted">{text.actsAs}</p>
      {keys.isError ? (
        <LoadFailed
          message={text.loadFailed}
          retryLabel={text.retry}
          onRetry={() => keys.refetch()}
        />
      ) : keys.isPending ? (
        <p role="status" className="text-sm text-muted">
          {text.loading}
        </p>
      ) : all.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <ul className="space-y-2">
          {all.map((apiKey) => (
            <ApiKeyItem
              key={apiKey.id}
              apiKey={apiKey}
              onEdit={() => setEditing({ apiKey })}
              onRevoke={() => setRevoking(apiKey)}
              onDelete={() => setDeleting(apiKey)}
            />
          ))}
        </ul>
      )}
      <ApiKeyDialog
        apiKey={editing?.apiKey ?? null}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        onCreated={(value, name) => setSecret({ value, name })}
      />
      <ApiKeySecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setRevoking(null))}
        title={text.revokeTitle}
        description={revoking ? text.revokeConfirm(revoking.name) : ''}
        confirmLabel={text.revoke}
        pendingLabel={text.revoking}
        closeLabel={text.closeLabel}
        isPending={revoke.isPending}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync(revoking.id);
            notify.success(apiKeyMessages.notices.revoked);
            setRevoking(null);
          } catch (error) {
            notify.error(messageOf(error, text.actionFailed));
          }
        }}
      />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        isPending={remove.isPending}
        closeLabel={text.closeLabel}
        text={{
          title: () => text.removeTitle,
          body: deleting ? text.removeConfirm(deleting.name) : '',
          confirm: text.remove,
          deleting: text.deleting,
          cancel: text.form.cancel,
        }}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notify.success(apiKeyMessages.notices.removed);
            setDeleting(null);
          } catch (error) {
            notify.error(messageOf(error, text.actionFailed));
          }
        }}
      />
    </ListPage>
  );
}
