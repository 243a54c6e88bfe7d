import { describe, expect, it } from 'vitest';
import {
  aiAgentControlSchema,
  assistantMessages,
  DEFAULT_AI_AGENT_CONTROL,
} from '@atiende/contracts';
import {
  agentControlFormSchema,
  hoursShape,
  keywordsOf,
  toAgentControl,
  toFormValues,
  type AgentControlFormValues,
} from './agent-control-form';

function check(values: Partial<AgentControlFormValues>) {
  const result = agentControlFormSchema.safeParse({
    ...toFormValues(DEFAULT_AI_AGENT_CONTROL),
    ...values,
  });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('toFormValues and toAgentControl', () => {
  it('give back the object they were given', () => {
    const values = toFormValues(DEFAULT_AI_AGENT_CONTROL);
    expect(values).toMatchObject({
      webChat: true,
      whatsapp: false,
      days: ['1', '2', '3', '4', '5', '6'],
      afterUnhelpful: '2',
      keywords: 'humano\nagente\npersona\nasesor\noperador\nhablar con alguien',
    });
    expect(toAgentControl(values)).toEqual(DEFAULT_AI_AGENT_CONTROL);
  });

  it('sorts the ticked days as numbers and reads the words one per line', () => {
    const control = toAgentControl({
      ...toFormValues(DEFAULT_AI_AGENT_CONTROL),
      always: false,
      whatsapp: true,
      days: ['7', '1', '3', '3'],
      afterUnhelpful: ' 0 ',
      keywords: 'Humano\n\n  hablar   con alguien \nhumano, supervisor',
    });
    expect(aiAgentControlSchema.parse(control)).toEqual(control);
    expect(control).toEqual({
      channels: { WEB_CHAT: true, WHATSAPP: true },
      hours: { always: false, days: [1, 3, 7], from: '08:00', to: '20:00' },
      handOff: {
        afterUnhelpfulAnswers: 0,
        keywords: ['Humano', 'hablar con alguien', 'supervisor'],
      },
    });
  });
});

describe('keywordsOf', () => {
  it('drops blanks and repeats without caring about case', () => {
    expect(keywordsOf('\n a ,B\nb\n')).toEqual(['a', 'B']);
  });
});

describe('agentControlFormSchema', () => {
  it('accepts the defaults', () => {
    expect(check({})).toEqual({});
  });

  it('needs a day when the hours are not "A toda hora"', () => {
    expect(check({ always: false, days: [] })).toEqual({ days: 'Elige al menos un día' });
    expect(check({ always: true, days: [] })).toEqual({});
  });

  it('checks the hours as HH:MM', () => {
    expect(check({ from: '8:00', to: '24:00' })).toEqual({
      from: assistantMessages.config.hoursInvalid,
      to: assistantMessages.config.hoursInvalid,
    });
  });

  it('takes 0 to 20 unhelpful answers', () => {
    expect(check({ afterUnhelpful: '21' })).toEqual({
      afterUnhelpful: 'Escribe un número entero entre 0 y 20',
    });
    expect(check({ afterUnhelpful: '1.5' }).afterUnhelpful).toBeDefined();
    expect(check({ afterUnhelpful: '' }).afterUnhelpful).toBeDefined();
    expect(check({ afterUnhelpful: '20' })).toEqual({});
  });

  it('names a word that is too short or long, and refuses more than 30 words', () => {
    expect(check({ keywords: 'humano\nx' })).toEqual({
      keywords: '"x" debe tener entre 2 y 40 caracteres',
    });
    const many = Array.from({ length: 31 }, (_, index) => `palabra${index}`).join('\n');
    expect(check({ keywords: many })).toEqual({ keywords: 'Escribe hasta 30 palabras' });
  });
});

describe('hoursShape', () => {
  it.each([
    ['08:00', '20:00', 'sameDay'],
    ['22:00', '06:00', 'overnight'],
    ['09:00', '09:00', 'allDay'],
  ] as const)('%s to %s is %s', (from, to, shape) => {
    expect(hoursShape(from, to)).toBe(shape);
  });
});
