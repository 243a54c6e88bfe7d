/**
 * Profile photos (Mi Perfil, docs/profile.md). The server accepts these types only, detected
 * from the file's first bytes; the web app crops and shrinks the picked image to a square of
 * AVATAR_SIZE_PX before sending it, so the 2 MB cap is only reached by API callers.
 */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The picked file the browser agrees to decode before shrinking it (a phone photo fits). */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/** The multipart field of PUT /api/account/avatar. */
export const AVATAR_FILE_FIELD = 'avatar';
/** `?v=` of an avatar URL: the first characters of its storage key. */
export const AVATAR_VERSION_LENGTH = 8;
