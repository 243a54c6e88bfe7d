/**
 * What people type as a price in soles, read sensibly: "1250.5", "1,250.50", "S/ 1 250.50",
 * "1250,50" (a comma followed by exactly one or two digits at the end is a decimal comma).
 * Returns the number, or null when the text is not a price at all. Range and decimals are the
 * server's (and the shared schema's) to judge, so their messages stay in one place.
 */
export function parsePriceInput(text: string): number | null {
  let value = text.replace(/S\/\.?/i, '').replace(/[\s\u00a0]/g, '');
  if (value === '') return null;
  const isNegative = value.startsWith('-');
  if (isNegative) value = value.slice(1);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return isNegative ? -number : number;
}

/** The input's text for a stored price: "1250.50" (no grouping, so it reads back the same). */
export function priceInputText(price: number): string {
  return price.toFixed(2);
}
