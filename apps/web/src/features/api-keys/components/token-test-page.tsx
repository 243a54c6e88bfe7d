import { useState, type FormEvent } from 'react';
import { ROLE_LABELS } from '@atiende/contracts';
import {
  apiKeyMessages,
  tokenTestInputSchema,
  type TokenTestResult,
} from '@atiende/contracts/api-keys';
import { ForbiddenPanel, PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { TextareaField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useTokenTest } from '../api/api-keys';

const text = apiKeyMessages.tokenTest;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function TokenTestAnswer({ result }: { result: TokenTestResult }) {
  return (
    <section
      aria-labelledby="token-test-result"
      className="space-y-4 rounded-lg border border-line bg-white p-4"
    >
      <h2
        id="token-test-result"
        className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink"
      >
        {text.resultTitle}
        <Badge tone={result.isValid ? 'success' : 'danger'}>
          {result.isValid ? text.valid : text.invalid}
        </Badge>
      </h2>
      {result.problem ? <InlineAlert>{result.problem}</InlineAlert> : null}
      <dl className="space-y-2">
        <Row label={text.kind}>{text.kinds[result.kind]}</Row>
        {result.user ? (
          <Row label={text.who}>
            {result.user.name} ({result.user.email}) · {ROLE_LABELS[result.user.role]}
          </Row>
        ) : null}
        {result.apiKey ? (
          <Row label={text.keyName}>
            {result.apiKey.name}{' '}
            <span className="font-mono text-muted">{result.apiKey.prefix}_…</span>
          </Row>
        ) : null}
        <Row label={text.scopes}>
          {result.scopes.length > 0
            ? result.scopes.map((scope) => apiKeyMessages.scopes[scope]).join(', ')
            : text.noScopes}
        </Row>
        <Row label={text.expiresAt}>
          {result.expiresAt ? formatDateTime(result.expiresAt) : text.noExpiry}
        </Row>
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-ink">{text.routes}</h3>
        {result.routes.length === 0 ? (
          <p className="text-sm text-muted">{text.noRoutes}</p>
        ) : (
          <ul className="max-h-80 space-y-1 overflow-auto rounded-md border border-line bg-surface-2 p-3 font-mono text-xs">
            {result.routes.map((route) => (
              <li key={`${route.method} ${route.url}`} className="break-all">
                <span className="font-semibold">{route.method}</span> {route.url}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * /admin/token-test (docs/api-keys.md#token-test; docs/conventions.md#security: administrators
 * only): who a pasted key or access token is. The text stays in this form; the answer never
 * repeats it.
 */
export function TokenTestPage({ isAdmin }: { isAdmin: boolean }) {
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const test = useTokenTest();
  if (!isAdmin) {
    return (
      <ForbiddenPanel
        title={text.title}
        message={text.forbidden}
        backLabel={apiKeyMessages.page.back}
      />
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tokenTestInputSchema.safeParse({ token });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    test.mutate(parsed.data.token);
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <PageHeader title={text.title} description={text.description} />
      <form
        onSubmit={onSubmit}
        className="space-y-3 rounded-lg border border-line bg-white p-4"
        noValidate
      >
        <TextareaField
          id="token-test-token"
          label={text.label}
          fieldSize="md"
          rows={3}
          autoComplete="off"
          spellCheck={false}
          value={token}
          error={fieldError}
          onChange={(event) => setToken(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={test.isPending}>
            {test.isPending ? text.testing : text.submit}
          </Button>
        </div>
        {test.isError ? <InlineAlert>{messageOf(test.error, text.failed)}</InlineAlert> : null}
      </form>
      {test.data ? <TokenTestAnswer result={test.data} /> : null}
    </div>
  );
}
