/**
 * Reading and writing a list's filters in the URL (docs/product/tickets.md#ticket-list: back,
 * reload and sharing work). Readers drop unknown or malformed values, so a hand-edited URL never
 * breaks the page; the writer leaves out empty values and defaults.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Readers of one URL's filter values; each answers `undefined` for a missing or bad value. */
export function readFilterParams(params: URLSearchParams) {
  return {
    /** `?page=`: a whole number above 1, else the first page. */
    page(): number {
      const page = Number(params.get('page'));
      return Number.isInteger(page) && page > 1 ? page : 1;
    },
    /** A free-text filter, trimmed and cut to `max` characters; blank is absent. */
    text(name: string, max = 200): string | undefined {
      const value = params.get(name)?.trim();
      return value ? value.slice(0, max) : undefined;
    },
    /** A record id (UUID). */
    uuid(name: string): string | undefined {
      const value = params.get(name);
      return value && UUID.test(value) ? value : undefined;
    },
    /** One of a closed list of values (an enum from the contracts). */
    oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
      const value = params.get(name);
      return value !== null && (values as readonly string[]).includes(value)
        ? (value as T)
        : undefined;
    },
  };
}

/**
 * The URL form of a filters object: undefined and empty values are left out, and so is each
 * value equal to its default (`{ page: 1 }` by default).
 */
export function filtersToParams(
  filters: object,
  defaults: Readonly<Record<string, unknown>> = { page: 1 },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || defaults[key] === value) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * Whether any filter is set (what the URL would show); the page and the other `ignored` keys
 * are not filters.
 */
export function hasFilterValues(filters: object, ignored: readonly string[] = ['page']): boolean {
  return Object.entries(filters).some(
    ([key, value]) => !ignored.includes(key) && value !== undefined && value !== '',
  );
}
