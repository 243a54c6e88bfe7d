import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  addAttachments,
  attachmentErrorOf,
  firstInvalidAttachment,
  isFileTooLarge,
  removeAttachment,
} from './attachments';

function fileOf(name: string, size: number, lastModified = 1_700_000_000_000): File {
  return new File([new Uint8Array(size)], name, { lastModified });
}

function idCounter(): () => string {
  let next = 0;
  return () => `id-${(next += 1)}`;
}

describe('attachment size rule (docs/product/public-form.md)', () => {
  it('allows exactly 10485760 bytes and refuses one byte more', () => {
    expect(isFileTooLarge({ size: 10_485_760 })).toBe(false);
    expect(isFileTooLarge({ size: 10_485_761 })).toBe(true);
  });

  it('names the file in the documented message', () => {
    expect(attachmentErrorOf({ name: 'factura.pdf', size: 10_485_761 })).toBe(
      'El archivo factura.pdf excede el tamaño máximo de 10MB',
    );
    expect(attachmentErrorOf({ name: 'factura.pdf', size: 10 })).toBeNull();
  });
});

describe('addAttachments', () => {
  it('accumulates files across picks and marks the oversize ones', () => {
    const createId = idCounter();
    const first = addAttachments([], [fileOf('boleta.jpg', 10)], createId);
    const second = addAttachments(first, [fileOf('video.gif', 10_485_761)], createId);
    expect(second.map((attachment) => attachment.file.name)).toEqual(['boleta.jpg', 'video.gif']);
    expect(second.map((attachment) => attachment.id)).toEqual(['id-1', 'id-2']);
    expect(second[0]?.error).toBeNull();
    expect(second[1]?.error).toBe('El archivo video.gif excede el tamaño máximo de 10MB');
    expect(firstInvalidAttachment(second)?.id).toBe('id-2');
  });

  it('does not add the very same file twice, but keeps a different file with the same name', () => {
    const createId = idCounter();
    const once = addAttachments([], [fileOf('a.txt', 5)], createId);
    const again = addAttachments(once, [fileOf('a.txt', 5), fileOf('a.txt', 6)], createId);
    expect(again).toHaveLength(2);
  });

  it('has no count limit (docs/product/public-form.md)', () => {
    const files = Array.from({ length: 25 }, (_, index) => fileOf(`foto-${index}.png`, 1));
    expect(addAttachments([], files, idCounter())).toHaveLength(25);
  });
});

describe('removeAttachment', () => {
  it('removes one file and keeps the others in order', () => {
    const list = addAttachments(
      [],
      [fileOf('a.pdf', 1), fileOf('b.pdf', 10_485_761), fileOf('c.pdf', 1)],
      idCounter(),
    );
    const left = removeAttachment(list, 'id-2');
    expect(left.map((attachment) => attachment.file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(firstInvalidAttachment(left)).toBeUndefined();
  });
});

describe('ATTACHMENT_ACCEPT', () => {
  it('offers the documented types to the picker', () => {
    for (const extension of ['.pdf', '.doc', '.docx', '.txt', '.jpg', '.jpeg', '.png', '.gif']) {
      expect(ATTACHMENT_ACCEPT.split(',')).toContain(extension);
    }
    expect(ATTACHMENT_ACCEPT).toContain('image/jpeg');
  });
});
