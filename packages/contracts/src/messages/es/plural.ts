/**
 * Counted nouns in Spanish ("1 ticket", "3 tickets", "1.250 tickets"): the plural category comes
 * from Intl.PluralRules and the figure from Intl.NumberFormat, both for es-PE, so no text in the
 * product hand-rolls `count === 1 ? … : …` (docs/conventions.md#language).
 */
// Built on first use: the first Intl object of a page costs ~50 ms on a phone's CPU
// (docs/performance.md, sixth pass), and most pages import these texts long before they count.
let pluralRules: Intl.PluralRules | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/**
 * "1,250": a figure as every count in the product prints it. es-PE groups every three digits
 * with a comma, so a whole number is grouped by hand and the ticket list's counts build no
 * formatter on a phone's first screen (docs/performance.md, twelfth pass); anything else asks
 * Intl. The tests compare the two.
 */
export function formatFigure(count: number): string {
  if (Number.isSafeInteger(count)) {
    const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
    return count < 0 ? `-${digits}` : digits;
  }
  return (numberFormat ??= new Intl.NumberFormat('es-PE')).format(count);
}

export type PluralForms = { one: string; other: string };

/** The word alone, in the form the count asks for: `pluralWord(1, forms)` → "ticket". */
export function pluralWord(count: number, forms: PluralForms): string {
  // A whole number is "one" only when it is 1 in es-PE (CLDR's "many" for millions reads as
  // "other" here); fractions ask Intl.
  const category = Number.isSafeInteger(count)
    ? count === 1
      ? 'one'
      : 'other'
    : (pluralRules ??= new Intl.PluralRules('es-PE')).select(count);
  return category === 'one' ? forms.one : forms.other;
}

/** The figure and the word: `countOf(3, { one: 'ticket', other: 'tickets' })` → "3 tickets". */
export function countOf(count: number, forms: PluralForms): string {
  return `${formatFigure(count)} ${pluralWord(count, forms)}`;
}
