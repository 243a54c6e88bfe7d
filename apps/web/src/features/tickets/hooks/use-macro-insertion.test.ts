import { describe, expect, it } from 'vitest';
import { insertMacroText, typedLineStartSlash } from './use-macro-insertion';

describe('typedLineStartSlash', () => {
  it('opens on a / typed in an empty composer or at the start of a line', () => {
    expect(typedLineStartSlash('', '/', 1)).toBe(true);
    expect(typedLineStartSlash('Hola\n', 'Hola\n/', 6)).toBe(true);
  });
  it('ignores a / inside a line, a pasted text and a deletion', () => {
    expect(typedLineStartSlash('Hola', 'Hola/', 5)).toBe(false);
    expect(typedLineStartSlash('', '/ruta', 5)).toBe(false);
    expect(typedLineStartSlash('/a', '/', 1)).toBe(false);
  });
});

describe('insertMacroText', () => {
  it('puts the text over the / that opened the picker', () => {
    expect(insertMacroText('Hola\n/', { slashAt: 5, caret: 6 }, 'Texto')).toEqual({
      text: 'Hola\nTexto',
      caret: 10,
    });
  });
  it('inserts at the caret when opened by the button or when the / is gone', () => {
    expect(insertMacroText('ab', { slashAt: null, caret: 1 }, 'X')).toEqual({
      text: 'aXb',
      caret: 2,
    });
    expect(insertMacroText('ab', { slashAt: 0, caret: 2 }, 'X')).toEqual({
      text: 'abX',
      caret: 3,
    });
  });
});
