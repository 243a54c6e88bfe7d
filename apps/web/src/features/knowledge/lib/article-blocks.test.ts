import { describe, expect, it } from 'vitest';
import { articleBlocks } from './article-blocks';

describe('articleBlocks', () => {
  it('reads paragraphs, bulleted and numbered lists, and keeps any other text as written', () => {
    expect(
      articleBlocks(
        'Prueba esto:\n- Revisa el papel.\n- Reinicia.\n\n1. Abre.\n2. Cierra.\n\n<b>hola</b>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Prueba esto:' },
      { kind: 'list', ordered: false, items: ['Revisa el papel.', 'Reinicia.'] },
      { kind: 'list', ordered: true, items: ['Abre.', 'Cierra.'] },
      { kind: 'paragraph', text: '<b>hola</b>' },
    ]);
  });
});
