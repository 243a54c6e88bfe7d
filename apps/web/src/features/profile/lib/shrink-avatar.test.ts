import { describe, expect, it } from 'vitest';
import { centredSquare, checkAvatarSource, checkAvatarUpload } from './shrink-avatar';

describe('centredSquare', () => {
  it('takes the middle of a landscape, a portrait and a square picture', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
    expect(centredSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 });
    expect(centredSquare(256, 256)).toEqual({ x: 0, y: 0, side: 256 });
  });
});

describe('checkAvatarSource and checkAvatarUpload', () => {
  it('accepts PNG, JPEG and WebP only, with the server messages', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(checkAvatarSource({ type, size: 5_000_000 })).toBeNull();
    }
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', '']) {
      expect(checkAvatarSource({ type, size: 10 })).toBe(
        'La foto debe ser una imagen PNG, JPEG o WebP',
      );
    }
  });

  it('lets a big phone photo in to be shrunk, but sends nothing over 2 MB', () => {
    expect(checkAvatarSource({ type: 'image/jpeg', size: 20 * 1024 * 1024 + 1 })).toBe(
      'La imagen excede el tamaño máximo de 20MB. Elige una más liviana.',
    );
    expect(checkAvatarUpload({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarUpload({ type: 'image/webp', size: 2 * 1024 * 1024 + 1 })).toBe(
      'La foto excede el tamaño máximo de 2MB',
    );
  });
});
