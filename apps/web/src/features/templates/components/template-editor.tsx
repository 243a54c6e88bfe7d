import { useEffect, useRef, useState } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import {
  templateMessages,
  type TemplateDetail,
  type TemplatePart,
  type TemplatePartsInput,
} from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Tabs } from '../../../components/ui/tabs';
import { TextareaField, TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useRestoreTemplate,
  useSaveTemplate,
  useTemplate,
  useTemplatePreview,
} from '../api/templates';

const text = templateMessages;
const PREVIEW_DELAY_MS = 400;
/**
 * The preview's frame runs in an opaque origin (sandbox without allow-same-origin: no access to the
 * app, its cookies or storage), and this policy, first in its document, forbids every script and
 * every remote image or font, so an e-mail's HTML is only looked at. (`allow-scripts` is there only
 * so accessibility checkers can read the frame; the policy still stops the page's own scripts.)
 */
const PREVIEW_POLICY =
  '<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">';

function previewDocument(html: string): string {
  return PREVIEW_POLICY + html.replace(/^\s*<!doctype[^>]*>/i, '');
}

/** The HTML part reads as code. */
const HTML_FIELD_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' };

type Draft = TemplatePartsInput;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function draftOf(template: TemplateDetail): Draft {
  return template.isNotification
    ? {
        title: template.parts.title ?? '',
        message: template.parts.message ?? '',
        subject: template.parts.subject,
        html: template.parts.html,
        text: template.parts.text,
      }
    : { subject: template.parts.subject, html: template.parts.html, text: template.parts.text };
}

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** The draft as the preview asks for it: the last one the writer paused on. */
function useSettled(draft: Draft): Draft {
  const [settled, setSettled] = useState(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  return settled;
}

function Preview({
  templateKey,
  draft,
  isNotification,
}: {
  templateKey: string;
  draft: Draft;
  isNotification: boolean;
}) {
  const preview = useTemplatePreview(templateKey, useSettled(draft));
  const rendered = preview.data?.rendered;
  const unknown = preview.data?.unknownVariables ?? [];
  const tabs = [
    ...(isNotification
      ? [
          {
            id: 'notice',
            label: text.editor.previewNotification,
            content: (
              <div className="rounded-md border border-line bg-white p-3">
                <p className="text-sm font-semibold text-ink">{rendered?.title}</p>
                <p className="mt-1 text-sm text-muted">{rendered?.message}</p>
              </div>
            ),
          },
        ]
      : []),
    {
      id: 'html',
      label: text.editor.previewHtml,
      content: (
        <iframe
          title={text.editor.previewFrameTitle}
          sandbox="allow-scripts"
          srcDoc={previewDocument(rendered?.html ?? '')}
          className="h-96 w-full rounded-md border border-line bg-white"
        />
      ),
    },
    {
      id: 'text',
      label: text.editor.previewText,
      content: (
        <pre className="max-h-96 overflow-auto rounded-md border border-line bg-white p-3 font-sans text-sm break-words whitespace-pre-wrap text-ink">
          {rendered?.text}
        </pre>
      ),
    },
  ];
  return (
    <section aria-labelledby="template-preview" className="space-y-2">
      <div>
        <h3 id="template-preview" className="text-sm font-semibold text-ink">
          {text.editor.preview}
        </h3>
        <p className="text-xs text-muted">{text.editor.previewHint}</p>
      </div>
      {unknown.length > 0 ? (
        <InlineAlert>{text.editor.unknownVariables(unknown)}</InlineAlert>
      ) : null}
      {preview.isError && !rendered ? (
        <p className="text-sm text-error">{text.editor.previewFailed}</p>
      ) : null}
      <div className="space-y-1">
        <p className="text-xs text-muted">{text.parts.subject}</p>
        <p className="rounded-md border border-line bg-white px-3 py-2 text-sm font-medium break-words text-ink">
          {rendered?.subject}
        </p>
      </div>
      <Tabs label={text.editor.preview} tabs={tabs} listClassName="px-0" panelClassName="pt-2" />
    </section>
  );
}

function Editor({ template }: { template: TemplateDetail }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [errors, setErrors] = useState<Partial<Record<TemplatePart, string>>>({});
  const [isRestoring, setIsRestoring] = useState(false);
  const fields = useRef(new Map<TemplatePart, FieldElement>());
  const lastField = useRef<TemplatePart>(template.isNotification ? 'message' : 'text');
  const save = useSaveTemplate();
  const restore = useRestoreTemplate();
  const saved = draftOf(template);
  const isDirty = !sameDraft(draft, saved);
  const parts: TemplatePart[] = template.isNotification
    ? ['title', 'message', 'subject', 'html', 'text']
    : ['subject', 'html', 'text'];

  const change = (part: TemplatePart, value: string) => {
    setDraft((current) => ({ ...current, [part]: value }));
    setErrors((current) => ({ ...current, [part]: undefined }));
  };

  /** A chip's `{{name}}` where the cursor was in the last field written in. */
  const insert = (name: string) => {
    const part = lastField.current;
    const element = fields.current.get(part);
    const current = draft[part] ?? '';
    const token = `{{${name}}}`;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    change(part, `${current.slice(0, start)}${token}${current.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSave = () => {
    save.mutate(
      { key: template.key, body: draft },
      {
        onSuccess: () => notify.success(text.editor.saved),
        onError: (error) => {
          const fieldErrors = fieldErrorsOf(error);
          setErrors(Object.fromEntries(fieldErrors.map((field) => [field.field, field.message])));
          notify.error(messageOf(error, text.editor.saveFailed));
        },
      },
    );
  };

  const onRestore = () => {
    restore.mutate(template.key, {
      onSuccess: (restored) => {
        setDraft(draftOf(restored));
        setErrors({});
        setIsRestoring(false);
        notify.success(text.editor.restored);
      },
      onError: (error) => notify.error(messageOf(error, text.editor.restoreFailed)),
    });
  };

  const fieldProps = (part: TemplatePart) => ({
    id: `template-${part}`,
    label: text.parts[part],
    hint: text.partHints[part],
    value: draft[part] ?? '',
    error: errors[part],
    onChange: (event: { target: { value: string } }) => change(part, event.target.value),
    onFocus: () => {
      lastField.current = part;
    },
    ref: (element: FieldElement | null) => {
      if (element) fields.current.set(part, element);
      else fields.current.delete(part);
    },
  });

  return (
    <div className="space-y-4 rounded-lg border border-line bg-white p-4 sm:p-5">
      <header className="space-y-1">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
          {template.name}
          <Badge tone={template.isCustomized ? 'brand' : 'neutral'}>
            {template.isCustomized ? text.page.customized : text.page.original}
          </Badge>
          <Badge tone="neutral">
            {template.isNotification ? text.page.notification : text.page.emailOnly}
          </Badge>
        </h2>
        <p className="text-sm text-muted">{template.description}</p>
        {template.isCustomized && template.updatedAt ? (
          <p className="text-xs text-muted">
            {text.page.lastEdited(template.updatedByName, formatDateTime(template.updatedAt))}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="template-variables" className="space-y-2">
        <div>
          <h3 id="template-variables" className="text-sm font-semibold text-ink">
            {text.editor.variables}
          </h3>
          <p className="text-xs text-muted">{text.editor.variablesHint}</p>
        </div>
        <ul className="flex flex-wrap gap-2">
          {template.variables.map((variable) => (
            <li key={variable.name}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(variable.name)}
                aria-label={`${text.editor.insert(variable.name)}: ${variable.description}`}
                title={`${variable.description} · ${variable.sample}`}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line-strong bg-surface-2 px-3 font-mono text-xs text-ink hover:border-brand hover:bg-brand-tint focus-visible:outline-2 focus-visible:outline-brand"
              >
                {`{{${variable.name}}}`}
                {variable.isEmailOnly && template.isNotification ? (
                  <span className="font-sans text-[11px] text-muted">
                    · {text.editor.emailOnlyVariable}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-5 xl:grid-cols-2">
        <div className="space-y-3">
          {parts.map((part) =>
            part === 'html' || part === 'text' || part === 'message' ? (
              <TextareaField
                key={part}
                {...fieldProps(part)}
                rows={part === 'message' ? 3 : 10}
                fieldSize="md"
                spellCheck={part !== 'html'}
                style={part === 'html' ? HTML_FIELD_STYLE : undefined}
              />
            ) : (
              <TextField key={part} {...fieldProps(part)} fieldSize="md" />
            ),
          )}
        </div>
        <Preview
          templateKey={template.key}
          draft={draft}
          isNotification={template.isNotification}
        />
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-4">
        {isDirty ? <p className="mr-auto text-sm text-muted">{text.editor.unsaved}</p> : null}
        {isDirty ? (
          <Button variant="ghost" onClick={() => setDraft(saved)}>
            {text.editor.discard}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={!template.isCustomized || restore.isPending}
          onClick={() => setIsRestoring(true)}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {text.editor.restore}
        </Button>
        <Button disabled={!isDirty || save.isPending} onClick={onSave}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? text.editor.saving : text.editor.save}
        </Button>
      </div>

      <ConfirmDialog
        isOpen={isRestoring}
        onOpenChange={setIsRestoring}
        title={text.editor.restoreTitle}
        description={text.editor.restoreBody}
        confirmLabel={text.editor.restoreConfirm}
        pendingLabel={text.editor.restoring}
        cancelLabel={text.editor.cancel}
        isPending={restore.isPending}
        onConfirm={onRestore}
      />
    </div>
  );
}

/** One template's editor: loaded by key, then edited as a local draft. */
export function TemplateEditor({ templateKey }: { templateKey: string }) {
  const template = useTemplate(templateKey);
  if (template.isError) {
    return (
      <LoadFailed
        message={text.page.loadFailed}
        retryLabel={text.page.retry}
        onRetry={() => void template.refetch()}
      />
    );
  }
  if (!template.data) {
    return <div aria-busy="true" className="h-96 animate-pulse rounded-lg bg-surface-2" />;
  }
  return <Editor template={template.data} />;
}
