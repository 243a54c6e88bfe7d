import { describe, expect, it } from 'vitest';
import { filtersToParams, hasFilterValues, readFilterParams } from './filter-params';

const id = '0b8f3c64-0000-4000-8000-000000000000';

describe('filter params', () => {
  it.each([
    ['page=3', 3],
    ['page=1', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['', 1],
  ])('reads the page from "%s" as %d', (query, page) => {
    expect(readFilterParams(new URLSearchParams(query)).page()).toBe(page);
  });

  it('trims and cuts text, and drops malformed ids and unknown values', () => {
    const read = readFilterParams(
      new URLSearchParams(`search=%20ana%20&name=abcdef&blank=%20&id=${id}&bad=1&kind=B`),
    );
    expect(read.text('search')).toBe('ana');
    expect(read.text('name', 3)).toBe('abc');
    expect(read.text('blank')).toBeUndefined();
    expect(read.uuid('id')).toBe(id);
    expect(read.uuid('bad')).toBeUndefined();
    expect(read.oneOf('kind', ['A', 'B'] as const)).toBe('B');
    expect(read.oneOf('kind', ['A'] as const)).toBeUndefined();
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToParams({ page: 1, search: 'x', type: '', role: undefined }).toString()).toBe(
      'search=x',
    );
    expect(filtersToParams({ page: 2, period: '30d' }, { page: 1, period: '30d' }).toString()).toBe(
      'page=2',
    );
  });

  it('tells whether a filter is set, ignoring the page', () => {
    expect(hasFilterValues({ page: 3, search: undefined })).toBe(false);
    expect(hasFilterValues({ page: 1, kind: 'PRODUCT' }, ['page', 'kind'])).toBe(false);
    expect(hasFilterValues({ page: 1, search: 'x' })).toBe(true);
  });
});
