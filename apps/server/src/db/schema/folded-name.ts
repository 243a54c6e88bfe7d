import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Spanish (and nearby) accented letters, each beside the letter it folds to. */
const ACCENTED = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD')[0]).join('');

/**
 * A business name with case, accents and spacing set aside ("polleria dona rosa" for "Pollería
 * Doña  Rosa"), for docs/customers.md#company-suggestions. Built from immutable functions only
 * (unaccent is not), so an index can hold it: `customers_name_folded_idx` and the query use this
 * one expression, literals included, or the planner would not match them.
 */
export function foldedName(value: SQLWrapper): SQL {
  return sql`lower(translate(regexp_replace(btrim(${value}), '[[:space:]]+', ' ', 'g'), ${sql.raw(
    `'${ACCENTED}'`,
  )}, ${sql.raw(`'${PLAIN}'`)}))`;
}
