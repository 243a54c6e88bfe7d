/** A page asked for by a list: 1-based page number and page size. */
export type PageRequest = { page: number; limit: number };

/** Rows to skip before the page. */
export function offsetOf(page: PageRequest): number {
  return (page.page - 1) * page.limit;
}

/** The `pagination` block of a list answer; an empty list still has one page. */
export function paginationOf(page: PageRequest, total: number) {
  return {
    page: page.page,
    limit: page.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / page.limit)),
  };
}
