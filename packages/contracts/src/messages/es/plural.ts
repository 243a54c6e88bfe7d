/**
 * Counted nouns in Spanish ("1 ticket", "3 tickets", "1.250 tickets"): the plural category comes
 * from Intl.PluralRules and the figure from Intl.NumberFormat, both for es-PE, so no text in the
 * product hand-rolls `count === 1 ? … : …` (docs/conventions.md#language).
 */
const pluralRules = new Intl.PluralRules('es-PE');
const numberFormat = new Intl.NumberFormat('es-PE');

export type PluralForms = { one: string; other: string };

/** The word alone, in the form the count asks for: `pluralWord(1, forms)` → "ticket". */
export function pluralWord(count: number, forms: PluralForms): string {
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

/** The figure and the word: `countOf(3, { one: 'ticket', other: 'tickets' })` → "3 tickets". */
export function countOf(count: number, forms: PluralForms): string {
  return `${numberFormat.format(count)} ${pluralWord(count, forms)}`;
}
