import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  AVATAR_SOURCE_MAX_BYTES,
  accountMessages,
} from '@atiende/contracts';

const text = accountMessages.avatar;

/**
 * The photo a person picks is cropped to a centred square and shrunk to 256 × 256 here, before
 * it is sent (docs/profile.md): a 4 MB phone photo becomes a ~15 KB file, uploads fast on a
 * mobile connection, and every avatar in the app is the same small square. The server checks
 * the result again by its bytes.
 */

export type AvatarFileProblem = string | null;

/** The page's own check of the picked file, with the server's messages. */
export function checkAvatarSource(file: { type: string; size: number }): AvatarFileProblem {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return text.typeNotAllowed;
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return text.sourceTooLarge;
  return null;
}

/** The check of what will be sent: the same type list and the server's 2 MB cap. */
export function checkAvatarUpload(blob: { type: string; size: number }): AvatarFileProblem {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(blob.type)) return text.typeNotAllowed;
  if (blob.size > AVATAR_MAX_BYTES) return text.tooLarge;
  return null;
}

/** The largest centred square of a width × height picture. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return {
    x: Math.floor((width - side) / 2),
    y: Math.floor((height - side) / 2),
    side,
  };
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

function draw(image: ImageBitmap, isOpaque: boolean): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  // JPEG has no transparency: a transparent PNG would turn black without a background.
  if (isOpaque) {
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const { x, y, side } = centredSquare(image.width, image.height);
  context.drawImage(image, x, y, side, side, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  return canvas;
}

/**
 * The picked image as a 256 × 256 WebP, or JPEG where the browser cannot encode WebP (Safari
 * before 17 hands back a PNG instead). Rejects when the image cannot be decoded.
 */
export async function shrinkAvatar(file: Blob): Promise<Blob> {
  // EXIF orientation is applied, so a phone photo is not sideways.
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const webp = await encode(draw(image, false), 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode(draw(image, true), 'image/jpeg');
    if (jpeg?.type === 'image/jpeg') return jpeg;
    throw new Error('no encoder for WebP or JPEG');
  } finally {
    image.close();
  }
}
