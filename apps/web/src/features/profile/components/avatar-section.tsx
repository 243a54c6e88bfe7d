import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { AVATAR_CONTENT_TYPES, accountMessages, type User } from '@atiende/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FieldMessage, describedBy } from '../../../components/ui/field-message';
import { UserAvatar } from '../../../components/user-avatar';
import { fieldErrorsOf, messageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { checkAvatarSource, checkAvatarUpload, shrinkAvatar } from '../lib/shrink-avatar';

const text = accountMessages.avatar;

/** The picked file shrunk in the browser; where it cannot be (no canvas), the file itself. */
async function prepare(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  return shrinkAvatar(file);
}

/**
 * "Foto de perfil": the current photo (or initials), "Cambiar foto" → a preview of the cropped
 * square → "Guardar foto" or "Cancelar"; "Quitar foto" goes back to initials. The header
 * follows at once through `onUserChange`.
 */
export function AvatarSection({
  user,
  onUserChange,
}: {
  user: User;
  onUserChange: (user: User) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  // The button pressed disappears (preview shown, photo saved or removed): keep keyboard and
  // screen-reader users on the button that now does the next thing.
  const focusAfterRender = useRef<'change' | 'save' | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    (focusAfterRender.current === 'save' ? saveRef : changeRef).current?.focus();
    focusAfterRender.current = null;
  });
  const [draft, setDraft] = useState<Blob>();
  const [isPreparing, setIsPreparing] = useState(false);
  const [error, setError] = useState<string>();
  const previewUrl = useObjectUrl(draft);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const hintId = useId();
  const errorId = useId();
  const isBusy = isPreparing || upload.isPending || remove.isPending;

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again must fire a change
    if (!file) return;
    setError(undefined);
    const problem = checkAvatarSource(file);
    if (problem) return fail(problem);
    setIsPreparing(true);
    try {
      const image = await prepare(file);
      const uploadProblem = checkAvatarUpload(image);
      if (uploadProblem) return fail(uploadProblem);
      focusAfterRender.current = 'save';
      setDraft(image);
    } catch {
      fail(text.unreadable);
    } finally {
      setIsPreparing(false);
    }
  };

  const save = () => {
    if (!draft) return;
    upload.mutate(draft, {
      onSuccess: (updated) => {
        focusAfterRender.current = 'change';
        setDraft(undefined);
        onUserChange(updated);
        notify.success(text.saved);
      },
      onError: (caught) => {
        const field = fieldErrorsOf(caught)[0];
        fail(field ? field.message : messageOf(caught, text.saveFailed));
      },
    });
  };

  const removePhoto = () => {
    setError(undefined);
    remove.mutate(undefined, {
      onSuccess: (updated) => {
        focusAfterRender.current = 'change';
        onUserChange(updated);
        notify.success(text.removed);
      },
      onError: (caught) => fail(messageOf(caught, text.removeFailed)),
    });
  };

  const describedByIds = describedBy(hintId, error && errorId);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {draft && previewUrl ? (
        <img
          src={previewUrl}
          alt={text.preview}
          aria-busy={upload.isPending}
          className="size-24 shrink-0 rounded-full bg-surface-2 object-cover ring-2 ring-brand ring-offset-2"
        />
      ) : (
        <UserAvatar name={user.name} url={user.avatar} size="lg" />
      )}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap gap-2">
          {draft ? (
            <>
              <button
                type="button"
                ref={saveRef}
                onClick={save}
                disabled={isBusy}
                aria-describedby={describedByIds}
                className={buttonClasses('primary')}
              >
                {upload.isPending ? text.saving : text.save}
              </button>
              <Button
                variant="secondary"
                onClick={() => {
                  focusAfterRender.current = 'change';
                  setDraft(undefined);
                }}
                disabled={isBusy}
              >
                {text.cancel}
              </Button>
            </>
          ) : (
            <>
              <button
                type="button"
                ref={changeRef}
                onClick={() => inputRef.current?.click()}
                disabled={isBusy}
                aria-describedby={describedByIds}
                className={buttonClasses('secondary')}
              >
                <Camera aria-hidden="true" className="size-4" />
                {isPreparing ? text.preparing : text.change}
              </button>
              {user.avatar ? (
                <Button variant="secondary" onClick={removePhoto} disabled={isBusy}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {remove.isPending ? text.removing : text.remove}
                </Button>
              ) : null}
            </>
          )}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {draft ? text.previewHint : text.hint}
        </p>
        {error ? <FieldMessage id={errorId} message={error} isAlert /> : null}
      </div>
      {/* Opened by "Cambiar foto"; out of the tab order and the accessibility tree. */}
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void pick(event)}
      />
    </div>
  );
}
