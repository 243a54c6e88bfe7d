import { AVATAR_VERSION_LENGTH, type AvatarContentType } from '@atiende/contracts';

/**
 * What `users.avatar` holds: `<storage key>.<png|jpg|webp>`. The key names the file in the
 * avatars' FileStorage; the extension records the type detected from the bytes at upload, so
 * the file is served with it without a content-type column (docs/profile.md). The raw value
 * never leaves the server: the API shows `avatarUrlOf`.
 */
const EXTENSIONS = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
type AvatarExtension = keyof typeof EXTENSIONS;
const REFERENCE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;

export type AvatarReference = { key: string; contentType: AvatarContentType; version: string };

export function avatarReference(key: string, contentType: AvatarContentType): string {
  const extension = (Object.keys(EXTENSIONS) as AvatarExtension[]).find(
    (candidate) => EXTENSIONS[candidate] === contentType,
  );
  return `${key}.${extension}`;
}

/** The stored value read back; null when empty or not one of ours (nothing is served then). */
export function parseAvatarReference(value: string | null): AvatarReference | null {
  const match = value ? REFERENCE.exec(value) : null;
  if (!match) return null;
  const key = match[1] as string;
  return {
    key,
    contentType: EXTENSIONS[match[2] as AvatarExtension],
    version: key.slice(0, AVATAR_VERSION_LENGTH),
  };
}

/**
 * The URL every user payload carries. `?v=` changes with each new photo, so the file may be
 * cached for a year under it and a change shows at once.
 */
export function avatarUrlOf(userId: string, value: string | null): string | null {
  const reference = parseAvatarReference(value);
  return reference ? `/api/users/${userId}/avatar?v=${reference.version}` : null;
}
