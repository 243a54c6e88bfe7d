/**
 * Counted nouns in Spanish ("1 ticket", "3 tickets", "1.250 tickets"): the plural category comes
 * from Intl.PluralRules and the figure from Intl.NumberFormat, both for es-PE, so no text in the
 * product hand-rolls `count === 1 ? … : …` (docs/conventions.md#language).
 */
// Built on first use: the first Intl object of a page costs ~50 ms on a phone's CPU
// (docs/performance.md, sixth pass), and most pages import these texts long before they count.
let pluralRules: Intl.PluralRules | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** "1,250": a figure as every count in the product prints it. */
export function formatFigure(count: number): string {
  return (numberFormat ??= new Intl.NumberFormat('es-PE')).format(count);
}

export type PluralForms = { one: string; other: string };

/** The word alone, in the form the count asks for: `pluralWord(1, forms)` → "ticket". */
export function pluralWord(count: number, forms: PluralForms): string {
  return (pluralRules ??= new Intl.PluralRules('es-PE')).select(count) === 'one'
    ? forms.one
    : forms.other;
}

/** The figure and the word: `countOf(3, { one: 'ticket', other: 'tickets' })` → "3 tickets". */
export function countOf(count: number, forms: PluralForms): string {
  return `${formatFigure(count)} ${pluralWord(count, forms)}`;
}
