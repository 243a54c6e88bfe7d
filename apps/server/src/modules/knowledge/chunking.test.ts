import { describe, expect, it } from 'vitest';
import { CHUNK_MAX, chunkText } from './chunking';

const sentence = (n: number) =>
  `Esta es la oración número ${n} del artículo, con algo de texto para llenar el párrafo.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkText', () => {
  it('keeps a short text whole, and gives nothing for blank text', () => {
    expect(chunkText('Reinicia el router.\n\nEspera dos minutos.')).toEqual([
      'Reinicia el router.\n\nEspera dos minutos.',
    ]);
    expect(chunkText('  \n\n ')).toEqual([]);
  });

  it('cuts between paragraphs, each passage at most CHUNK_MAX, and carries the last sentence over', () => {
    const text = [paragraph(1, 5), paragraph(10, 5), paragraph(20, 5), paragraph(30, 5)].join(
      '\n\n',
    );
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
    // Every sentence survives, and the second passage starts with the first one's last sentence.
    for (const n of [1, 5, 10, 14, 20, 24, 30, 34]) expect(chunks.join(' ')).toContain(sentence(n));
    const lastOfFirst = chunks[0]!.split(/(?<=\.)\s+/).at(-1)!;
    expect(chunks[1]!.startsWith(lastOfFirst)).toBe(true);
  });

  it('cuts a paragraph longer than a passage between sentences, and a run-on text between words', () => {
    const long = paragraph(1, 30);
    const chunks = chunkText(long);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
      expect(chunk).toMatch(/\.$/);
    }
    const runOn = Array.from({ length: 400 }, (_, i) => `palabra${i}`).join(' ');
    const pieces = chunkText(runOn);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(CHUNK_MAX);
    expect(pieces.join(' ').split(' ')).toEqual(expect.arrayContaining(['palabra0', 'palabra399']));
  });

  it('joins a short last paragraph to the passage before without repeating the overlap', () => {
    const chunks = chunkText(`${paragraph(1, 8)}\n\nFin del artículo.`);
    expect(chunks.at(-1)).toMatch(/Fin del artículo\.$/);
    expect(chunks.join('\n').match(/Fin del artículo/g)).toHaveLength(1);
  });
});
