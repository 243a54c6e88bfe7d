import { z } from 'zod';
import { aiAgentControlMessages, assistantMessages, type AiAgentControl } from '@atiende/contracts';

/**
 * The "Control del asistente IA" form (docs/assistant.md#settings-pages): the contract's object
 * with the days as the checkboxes' values ("1" Monday … "7" Sunday), the hand-off count as
 * typed text and the hand-off words one per line.
 */
const errors = aiAgentControlMessages.errors;
const KEYWORDS_MAX = 30;

export type AgentControlFormValues = {
  webChat: boolean;
  whatsapp: boolean;
  always: boolean;
  days: string[];
  from: string;
  to: string;
  afterUnhelpful: string;
  keywords: string;
};

export function toFormValues(control: AiAgentControl): AgentControlFormValues {
  return {
    webChat: control.channels.WEB_CHAT,
    whatsapp: control.channels.WHATSAPP,
    always: control.hours.always,
    days: control.hours.days.map(String),
    from: control.hours.from,
    to: control.hours.to,
    afterUnhelpful: String(control.handOff.afterUnhelpfulAnswers),
    keywords: control.handOff.keywords.join('\n'),
  };
}

/** The words of the text area: one per line (or comma), trimmed, each once (case aside). */
export function keywordsOf(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.split(/[\n,]/)) {
    const word = raw.trim().replace(/\s+/g, ' ');
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

const hour = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, assistantMessages.config.hoursInvalid);

export const agentControlFormSchema = z
  .object({
    webChat: z.boolean(),
    whatsapp: z.boolean(),
    always: z.boolean(),
    days: z.array(z.string()),
    from: hour,
    to: hour,
    afterUnhelpful: z
      .string()
      .trim()
      .refine((text) => /^\d{1,2}$/.test(text) && Number(text) <= 20, errors.afterUnhelpful),
    keywords: z.string(),
  })
  .superRefine((values, context) => {
    // Out of "A toda hora", a schedule without days would never let the provider answer.
    if (!values.always && values.days.length === 0) {
      context.addIssue({ code: 'custom', path: ['days'], message: errors.noDays });
    }
    const words = keywordsOf(values.keywords);
    const wrong = words.find((word) => word.length < 2 || word.length > 40);
    if (wrong) {
      context.addIssue({
        code: 'custom',
        path: ['keywords'],
        message: errors.keywordLength(wrong),
      });
    } else if (words.length > KEYWORDS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['keywords'],
        message: errors.tooManyKeywords(KEYWORDS_MAX),
      });
    }
  });

/** The PUT body (the whole object): days as sorted numbers, the words as a list. */
export function toAgentControl(values: AgentControlFormValues): AiAgentControl {
  return {
    channels: { WEB_CHAT: values.webChat, WHATSAPP: values.whatsapp },
    hours: {
      always: values.always,
      days: [...new Set(values.days.map(Number))].sort((a, b) => a - b),
      from: values.from,
      to: values.to,
    },
    handOff: {
      afterUnhelpfulAnswers: Number(values.afterUnhelpful.trim()),
      keywords: keywordsOf(values.keywords),
    },
  };
}

/** Whether the hours run past midnight (from after to), or cover the whole day (equal). */
export function hoursShape(from: string, to: string): 'overnight' | 'allDay' | 'sameDay' {
  if (from === to) return 'allDay';
  return from > to ? 'overnight' : 'sameDay';
}
