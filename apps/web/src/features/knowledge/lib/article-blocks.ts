/**
 * docs/assistant.md#knowledge-base: an article's plain text as blocks — paragraphs separated by
 * a blank line; a paragraph whose lines all start with "- " is a list, with "1. " a numbered
 * list. Nothing else is markup: the text is shown as written (React escapes it).
 */
export type ArticleBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

function blocksOfParagraph(paragraph: string): ArticleBlock[] {
  const lines = paragraph.split('\n').filter((line) => line.trim());
  const blocks: ArticleBlock[] = [];
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length > 0) blocks.push({ kind: 'paragraph', text: prose.join('\n') });
    prose = [];
  };
  for (const line of lines) {
    const marker = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (!marker) {
      prose.push(line.trim());
      continue;
    }
    flushProse();
    const ordered = marker === NUMBERED;
    const item = line.replace(marker, '').trim();
    const last = blocks.at(-1);
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
    else blocks.push({ kind: 'list', ordered, items: [item] });
  }
  flushProse();
  return blocks;
}

export function articleBlocks(body: string): ArticleBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .flatMap(blocksOfParagraph);
}
