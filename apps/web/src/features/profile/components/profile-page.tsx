import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import {
  ROLE_LABELS,
  accountMessages,
  changePasswordInputSchema,
  updateProfileInputSchema,
  type User,
} from '@atiende/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ShortcutPreferenceSwitch } from '../../../components/shortcut-preference-switch';
import { messageOf } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  updateProfile,
  useAccountSessions,
  useChangePassword,
  useRevokeOtherSessions,
  useRevokeSession,
} from '../api/account';
import { AvatarSection } from './avatar-section';
import { describeDevice } from './device';

const text = accountMessages;

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white p-4 md:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DetailsForm({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const nameId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm(updateProfileInputSchema, { name: user.name });
  const name = useWatch({ control, name: 'name' }) ?? '';
  const onSubmit = handleSubmit(async (input) => {
    try {
      const updated = await updateProfile(input);
      onUserChange(updated);
      reset({ name: updated.name });
      notify.success(text.details.saved);
    } catch (caught) {
      if (!applyServerFieldErrors(caught, setError, ['name'])) {
        notify.error(messageOf(caught, text.details.saved));
      }
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 md:max-w-md">
      <TextField
        id={nameId}
        label={text.details.name}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{text.details.email}</dt>
        <dd className="min-w-0 break-words text-ink">
          {user.email}
          <span className="block text-xs text-muted">{text.details.emailHint}</span>
        </dd>
        <dt className="text-muted">{text.details.role}</dt>
        <dd className="text-ink">{ROLE_LABELS[user.role]}</dd>
      </dl>
      <div>
        <Button type="submit" disabled={isSubmitting || name.trim() === user.name}>
          {isSubmitting ? text.details.saving : text.details.save}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirm: '' };
/** The contract's body plus the confirmation, compared on submit. */
const passwordFormSchema = changePasswordInputSchema.safeExtend({ confirm: z.string() });

function PasswordForm() {
  const change = useChangePassword();
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useContractForm(passwordFormSchema, EMPTY_PASSWORDS);
  const onSubmit = handleSubmit(({ confirm, ...input }) => {
    if (confirm !== input.newPassword) {
      setError(
        'confirm',
        { type: 'mismatch', message: text.password.mismatch },
        { shouldFocus: true },
      );
      return;
    }
    change.mutate(input, {
      onSuccess: ({ revoked }) => {
        reset(EMPTY_PASSWORDS);
        notify.success(text.password.changed(revoked));
      },
      onError: (caught) => {
        if (!applyServerFieldErrors(caught, setError, ['currentPassword', 'newPassword'])) {
          notify.error(messageOf(caught, text.password.wrongCurrent));
        }
      },
    });
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 md:max-w-md">
      <PasswordField
        id={ids.current}
        label={text.password.current}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div>
        <PasswordField
          id={ids.next}
          label={text.password.next}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <p className="mt-1 text-sm text-muted">{text.password.nextHint}</p>
      </div>
      <PasswordField
        id={ids.confirm}
        label={text.password.confirm}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? text.password.submitting : text.password.submit}
        </Button>
      </div>
    </form>
  );
}

function SessionList() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isError) {
    return (
      <InlineAlert>
        {text.sessions.loadError}{' '}
        <button
          type="button"
          onClick={() => void sessions.refetch()}
          className="font-medium underline"
        >
          {text.sessions.retry}
        </button>
      </InlineAlert>
    );
  }
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.isCurrent);
  return (
    <div className="grid gap-4">
      <ul
        className="divide-y divide-line rounded-md border border-line"
        aria-busy={sessions.isPending}
      >
        {list.map((session) => {
          const device = describeDevice(session.userAgent) ?? text.sessions.unknownDevice;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
              <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">
                  {device}
                  {session.isCurrent ? (
                    <Badge tone="brand" className="ml-2">
                      {text.sessions.current}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-muted">
                  {session.ip ?? text.sessions.unknownAddress} ·{' '}
                  {text.sessions.lastUsed(formatDateTime(session.lastUsedAt))}
                </p>
                <p className="text-xs text-muted">
                  {text.sessions.started(formatDateTime(session.createdAt))}
                </p>
              </div>
              {session.isCurrent ? null : (
                <Button
                  variant="secondary"
                  aria-label={text.sessions.revokeNamed(device)}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => notify.success(text.sessions.revoked),
                      onError: (caught) => notify.error(messageOf(caught, text.sessions.loadError)),
                    })
                  }
                >
                  {text.sessions.revoke}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {sessions.isSuccess && others.length === 0 ? (
        <p className="text-sm text-muted">{text.sessions.onlyThis}</p>
      ) : null}
      {others.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            disabled={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: ({ revoked }) => notify.success(text.sessions.revokedOthers(revoked)),
                onError: (caught) => notify.error(messageOf(caught, text.sessions.loadError)),
              })
            }
          >
            <LogOut aria-hidden="true" className="size-4" />
            {text.sessions.revokeOthers}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /profile ("Mi Perfil"): photo, name, password, signed-in devices, keyboard shortcuts (staff). The
 * layout sets the page title from the path (docs/product/auth.md header titles).
 */
export function ProfilePage({
  user,
  onUserChange,
}: {
  user: User;
  onUserChange: (user: User) => void;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
        <p className="mt-1 text-muted">{text.intro}</p>
      </div>
      <Section title={text.avatar.heading} intro={text.avatar.intro}>
        <AvatarSection user={user} onUserChange={onUserChange} />
      </Section>
      <Section title={text.details.heading}>
        <DetailsForm user={user} onUserChange={onUserChange} />
      </Section>
      <Section title={text.password.heading}>
        <PasswordForm />
      </Section>
      <Section title={text.sessions.heading} intro={text.sessions.intro}>
        <SessionList />
      </Section>
      {user.role === 'CLIENT' ? null : (
        <Section title={text.shortcuts.heading}>
          <ShortcutPreferenceSwitch userId={user.id} />
        </Section>
      )}
    </div>
  );
}
