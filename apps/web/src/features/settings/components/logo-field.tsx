import { useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { settingsMessages } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/field-message';
import { ApiError } from '../../../lib/api-error';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useUploadLogo } from '../api/settings';

const text = settingsMessages.fields;

/**
 * The logo (docs/settings.md#logo): picking a file uploads it at once (POST /api/upload,
 * `type=logo`) and sets its id on the form; it becomes the organisation's logo when the form is
 * saved. The preview is the picked file itself, or the stored logo.
 */
export function LogoField({
  logoUploadId,
  storedLogoUploadId,
  storedLogoUrl,
  organizationName,
  onChange,
  error,
}: {
  logoUploadId: string | null;
  storedLogoUploadId: string | null;
  storedLogoUrl: string | null;
  organizationName: string;
  onChange: (id: string | null) => void;
  error: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [picked, setPicked] = useState<{ id: string; file: File } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pickedUrl = useObjectUrl(picked && picked.id === logoUploadId ? picked.file : undefined);
  const previewUrl =
    logoUploadId === null ? null : logoUploadId === storedLogoUploadId ? storedLogoUrl : pickedUrl;
  const message = failure ?? error;

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    try {
      const uploaded = await upload.mutateAsync(file);
      setPicked({ id: uploaded.id, file });
      onChange(uploaded.id);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : settingsMessages.logoUploadFailed);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <p id="settings-logo-label" className="mb-1 text-sm font-medium text-ink">
        {text.logo}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-2">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={text.logoAlt(organizationName)}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <ImageUp aria-hidden="true" className="size-6 text-subtle" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="settings-logo-file"
            type="file"
            accept="image/png,image/jpeg,image/gif"
            className="sr-only"
            aria-labelledby="settings-logo-label"
            aria-describedby="settings-logo-hint"
            onChange={(event) => void onPick(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending
              ? text.logoUploading
              : logoUploadId
                ? text.logoReplace
                : text.logoUpload}
          </Button>
          {logoUploadId ? (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="mr-1 size-4" />
              {text.logoRemove}
            </Button>
          ) : null}
        </div>
      </div>
      <p id="settings-logo-hint" className="mt-1 text-xs text-muted">
        {logoUploadId ? text.logoHint : settingsMessages.noLogo}
      </p>
      {message ? <FieldMessage id="settings-logo-error" message={message} /> : null}
    </div>
  );
}
