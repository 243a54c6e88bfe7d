import {
  assistantMessages,
  type AiAgentControl,
  type AssistantSource,
  type SuggestedTicket,
  type TicketPriority,
} from '@atiende/contracts';

/**
 * The pure parts of an answer (docs/assistant.md#assistant-answers): the provider's messages with
 * the passages quoted as data, the extractive answer, the suggested ticket, hand-off, the hours
 * of agent control and the guard against an answer that repeats the system prompt.
 */

export type Passage = { chunkId: string; source: AssistantSource; text: string; score: number };
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

const t = assistantMessages;

/** Lower case, no accents, letters and digits separated by single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The source markers cannot be forged from inside a passage or a question. */
function neutralizeMarkers(text: string): string {
  return text.replace(/<{2,}|>{2,}/g, ' ');
}

/**
 * What the provider reads: the administrator's system prompt alone in the system message; the
 * passages, each between its own markers and introduced as quoted data, then the question, in
 * the user message. A passage that says "ignora tus instrucciones" stays a quotation.
 */
export function buildProviderMessages(
  systemPrompt: string,
  passages: readonly Passage[],
  question: string,
): ChatMessage[] {
  const quoted = passages.map((passage, index) => {
    const n = index + 1;
    const title = neutralizeMarkers(passage.source.title).replace(/\s+/g, ' ').trim();
    return `<<<FUENTE ${n}: ${title}>>>\n${neutralizeMarkers(passage.text).trim()}\n<<<FIN FUENTE ${n}>>>`;
  });
  const context = quoted.length > 0 ? `${t.contextIntro}\n\n${quoted.join('\n\n')}` : t.noContext;
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: `${context}\n\n${t.questionLabel}\n${neutralizeMarkers(question)}` },
  ];
}

/** The sources of the passages, each once, in the passages' order. */
export function sourcesOf(passages: readonly Passage[]): AssistantSource[] {
  const seen = new Set<string>();
  const sources: AssistantSource[] = [];
  for (const passage of passages) {
    const key = `${passage.source.type}:${passage.source.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push(passage.source);
  }
  return sources;
}

const EXTRACT_MAX_CHARS = 600;
/** Passages quoted by an extractive answer. */
export const EXTRACTIVE_PASSAGES = 2;

/** A passage cut at a sentence's end near `max` characters, never mid-word. */
export function excerpt(text: string, max = EXTRACT_MAX_CHARS): string {
  const clean = text.replace(/[ \t]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('.\n'),
    head.lastIndexOf('\n'),
  );
  if (sentenceEnd > max * 0.5) return head.slice(0, sentenceEnd + 1).trim();
  const wordEnd = head.lastIndexOf(' ');
  return `${head.slice(0, wordEnd > 0 ? wordEnd : max).trim()}…`;
}

/**
 * The answer without a provider: the best passages of different sources, quoted readably, each
 * with its source's title. Passages are data: nothing in them is followed.
 */
export function extractiveAnswer(passages: readonly Passage[]): {
  answer: string;
  sources: AssistantSource[];
} {
  const chosen: Passage[] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    const key = `${passage.source.type}:${passage.source.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(passage);
    if (chosen.length === EXTRACTIVE_PASSAGES) break;
  }
  const parts = chosen.map(
    (passage) => `${excerpt(passage.text)}\n(${t.extractive.sourceLine(passage.source.title)})`,
  );
  return {
    answer: [t.extractive.intro, ...parts, t.extractive.outro].join('\n\n'),
    sources: chosen.map((passage) => passage.source),
  };
}

/** The question names one of the hand-off words ("humano", "agente"…), as a whole word. */
export function asksForPerson(question: string, keywords: readonly string[]): boolean {
  const text = ` ${normalizeText(question)} `;
  return keywords.some((keyword) => {
    const word = normalizeText(keyword);
    return word.length > 0 && text.includes(` ${word} `);
  });
}

const URGENT = /\b(urgente|urgencia|emergencia|inmediato)\b/;
const HIGH =
  /\b(no funciona|no funcionan|caido|caida|caidos|no puedo|no enciende|no imprime|no conecta|sin internet|sin sistema|bloquead[oa]|error)\b/;

/** A priority from the words of the question: urgent words, then words of something broken. */
export function guessPriority(question: string): TicketPriority {
  const text = normalizeText(question);
  if (URGENT.test(text)) return 'URGENTE';
  if (HIGH.test(text)) return 'ALTA';
  return 'MEDIA';
}

export type DepartmentName = { id: string; name: string };

/**
 * The department whose name's words appear most in the question (counted twice) and the
 * passages; none when no word matches.
 */
export function guessDepartment(
  departments: readonly DepartmentName[],
  question: string,
  passages: readonly Passage[],
): DepartmentName | null {
  const asked = ` ${normalizeText(question)} `;
  const read = ` ${normalizeText(passages.map((p) => `${p.source.title} ${p.text}`).join(' '))} `;
  let best: { department: DepartmentName; score: number } | null = null;
  for (const department of departments) {
    const words = normalizeText(department.name)
      .split(' ')
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
    let score = 0;
    for (const word of words) {
      if (asked.includes(` ${word} `) || asked.includes(` ${word}s `)) score += 2;
      if (read.includes(` ${word} `) || read.includes(` ${word}s `)) score += 1;
    }
    if (score > 0 && (!best || score > best.score)) best = { department, score };
  }
  return best?.department ?? null;
}

const STOP_WORDS = new Set(['del', 'las', 'los', 'para', 'con', 'por', 'una', 'uno', 'soporte']);

const TITLE_MAX = 80;

/** The ticket the assistant proposes: the question as its title and description. */
export function suggestTicket(
  question: string,
  department: DepartmentName | null,
): SuggestedTicket {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  const firstSentence = /^(.+?[.?!])(\s|$)/.exec(oneLine)?.[1] ?? oneLine;
  let title = firstSentence.length > TITLE_MAX ? excerpt(firstSentence, TITLE_MAX) : firstSentence;
  title = title.replace(/^[¿¡\s]+/, '').replace(/[?!.\s]+$/, '');
  title = title ? title.charAt(0).toUpperCase() + title.slice(1) : t.suggestedTicket.titleFallback;
  if (title.length < 5) title = t.suggestedTicket.titleFallback;
  return {
    title,
    description: `${t.suggestedTicket.descriptionIntro}\n\n${question.trim()}`,
    priority: guessPriority(question),
    departmentId: department?.id ?? null,
    departmentName: department?.name ?? null,
  };
}

const LIMA_OFFSET_MS = 5 * 3_600_000;

/** Whether `now` falls in the agent's hours (Lima time; a range past midnight wraps). */
export function isWithinHours(hours: AiAgentControl['hours'], now: Date = new Date()): boolean {
  if (hours.always) return true;
  const lima = new Date(now.getTime() - LIMA_OFFSET_MS);
  const weekday = lima.getUTCDay() === 0 ? 7 : lima.getUTCDay();
  const minute = lima.getUTCHours() * 60 + lima.getUTCMinutes();
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const from = toMinutes(hours.from);
  const to = toMinutes(hours.to);
  if (from === to) return hours.days.includes(weekday);
  if (from < to) return hours.days.includes(weekday) && minute >= from && minute < to;
  // Past midnight: the late part belongs to the day it started on.
  if (minute >= from) return hours.days.includes(weekday);
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return minute < to && hours.days.includes(yesterday);
}

/** Characters of the system prompt that, repeated in an answer, count as a leak. */
export const LEAK_WINDOW = 40;

/**
 * Finds the system prompt repeated in an answer: any `LEAK_WINDOW` characters of it, compared
 * without case, accents or punctuation.
 */
export function createLeakGuard(systemPrompt: string) {
  const prompt = normalizeText(systemPrompt);
  const windows = new Set<string>();
  for (let i = 0; i + LEAK_WINDOW <= prompt.length; i += 1) {
    windows.add(prompt.slice(i, i + LEAK_WINDOW));
  }
  return (answer: string): boolean => {
    const text = normalizeText(answer);
    for (let i = 0; i + LEAK_WINDOW <= text.length; i += 1) {
      if (windows.has(text.slice(i, i + LEAK_WINDOW))) return true;
    }
    return false;
  };
}
