/**
 * docs/assistant.md#retrieval: a source's text cut into passages the assistant can quote. Cuts
 * fall between paragraphs where they can, then between sentences, then between words; a passage
 * aims at CHUNK_TARGET characters and never passes CHUNK_MAX, and it starts with the last
 * sentence of the one before (when short) so an answer cut in two keeps its thread.
 */
export const CHUNK_TARGET = 650;
export const CHUNK_MAX = 800;
const OVERLAP_MAX = 160;
/** A last passage shorter than this joins the one before when both fit. */
const TAIL_MIN = 200;

const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();

/** Sentences of a paragraph, each with its closing punctuation. */
function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…:])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A piece longer than CHUNK_MAX, cut between words. */
function splitByWords(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > CHUNK_MAX) {
      pieces.push(current);
      current = '';
    }
    // A single word longer than a passage (a pasted hash or URL) is cut where it must be.
    let rest = word;
    while (rest.length > CHUNK_MAX) {
      pieces.push(rest.slice(0, CHUNK_MAX));
      rest = rest.slice(CHUNK_MAX);
    }
    current = current ? `${current} ${rest}` : rest;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The units passages are made of: whole paragraphs, or the sentences of a long one. */
function unitsOf(text: string): Array<{ text: string; paragraphStart: boolean }> {
  const units: Array<{ text: string; paragraphStart: boolean }> = [];
  for (const paragraph of normalise(text).split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (!trimmed) continue;
    if (trimmed.length <= CHUNK_MAX) {
      units.push({ text: trimmed, paragraphStart: true });
      continue;
    }
    sentencesOf(trimmed)
      .flatMap((sentence) => (sentence.length > CHUNK_MAX ? splitByWords(sentence) : [sentence]))
      .forEach((piece, index) => units.push({ text: piece, paragraphStart: index === 0 }));
  }
  return units;
}

function lastSentence(text: string): string | null {
  const sentence = sentencesOf(text).at(-1);
  return sentence && sentence.length <= OVERLAP_MAX && sentence.length < text.length
    ? sentence
    : null;
}

/** Splits a source's text into passages (docs/assistant.md#retrieval). Empty text gives none. */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  let ownStart = 0; // where `current`'s own text begins, after the overlap it carries
  for (const unit of unitsOf(text)) {
    const glue = unit.paragraphStart ? '\n\n' : ' ';
    const joined = current ? `${current}${glue}${unit.text}` : unit.text;
    if (current && (joined.length > CHUNK_MAX || current.length >= CHUNK_TARGET)) {
      chunks.push(current);
      const overlap = lastSentence(current);
      const withOverlap = overlap ? `${overlap}${glue}${unit.text}` : unit.text;
      current = withOverlap.length <= CHUNK_MAX ? withOverlap : unit.text;
      ownStart = current.length - unit.text.length;
      continue;
    }
    current = joined;
  }
  if (!current) return chunks;
  const previous = chunks.at(-1);
  const own = current.slice(ownStart).trim();
  if (previous && own.length < TAIL_MIN && previous.length + own.length + 2 <= CHUNK_MAX)
    chunks[chunks.length - 1] = `${previous}\n\n${own}`;
  else chunks.push(current);
  return chunks;
}
