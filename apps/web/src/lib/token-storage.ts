import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The access token lives in localStorage under `token` (docs/product/auth.md#states); the refresh
 * token is an httpOnly cookie.
 */
export const TOKEN_STORAGE_KEY = 'token';

export function getAccessToken(): string | null {
  return readStorage(TOKEN_STORAGE_KEY);
}

export function setAccessToken(token: string): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
}

export function clearAccessToken(): void {
  removeStorage(TOKEN_STORAGE_KEY);
}
