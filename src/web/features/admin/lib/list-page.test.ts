import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_PAGE_SIZE } from '../../../../contract/admin';
import { adminListPageCount, adminListPageFromParams, adminListPageParams, adminListPageWithin, adminListPath } from './list-page';

describe('adminListPageCount', () => {
  it.each([
    { total: 0, size: 20, pages: 1 },
    { total: 1, size: 20, pages: 1 },
    { total: 20, size: 20, pages: 1 },
    { total: 21, size: 20, pages: 2 },
    { total: 95, size: 10, pages: 10 },
  ])('$total games at $size a page fill $pages pages', ({ total, size, pages }) => {
    expect(adminListPageCount(total, size)).toBe(pages);
  });

  it('pages by ADMIN_LIST_PAGE_SIZE unless told', () => {
    expect(adminListPageCount(ADMIN_LIST_PAGE_SIZE * 3 + 1)).toBe(4);
  });
});

describe('adminListPageWithin', () => {
  it.each([
    { page: 2, total: 95, size: 10, shown: 2 },
    { page: 9, total: 95, size: 10, shown: 9 },
    { page: 9, total: 90, size: 10, shown: 8 },
    { page: 4, total: 0, size: 10, shown: 0 },
    { page: -3, total: 95, size: 10, shown: 0 },
  ])('page $page of $total games at $size a page shows page $shown', ({ page, total, size, shown }) => {
    expect(adminListPageWithin(page, total, size)).toBe(shown);
  });
});

describe('adminListPath', () => {
  it.each([
    { text: '', page: 0, size: 20, path: '/api/admin/games?limit=20&offset=0' },
    { text: '   ', page: 3, size: 20, path: '/api/admin/games?limit=20&offset=60' },
    { text: ' Sam ', page: 1, size: 7, path: '/api/admin/games?q=Sam&limit=7&offset=7' },
    { text: "Sam's Nassau & co", page: 0, size: 20, path: '/api/admin/games?q=Sam%27s+Nassau+%26+co&limit=20&offset=0' },
  ])('"$text" page $page at $size a page asks $path', ({ text, page, size, path }) => {
    expect(adminListPath('/api/admin/games', { text, page }, size)).toBe(path);
  });

  it('asks the list it is given', () => {
    expect(adminListPath('/api/admin/users', { text: 'ann@example.com', page: 2 })).toBe('/api/admin/users?q=ann%40example.com&limit=20&offset=40');
  });
});

describe('adminListPageFromParams', () => {
  it.each([
    { search: 'tab=games', text: '', page: 0 },
    { search: 'tab=games&q=+sam+&page=3', text: 'sam', page: 2 },
    { search: 'page=1', text: '', page: 0 },
    { search: 'page=0', text: '', page: 0 },
    { search: 'page=-4', text: '', page: 0 },
    { search: 'page=2.5', text: '', page: 0 },
    { search: 'page=many', text: '', page: 0 },
  ])('?$search reads as "$text", page $page', ({ search, text, page }) => {
    expect(adminListPageFromParams(new URLSearchParams(search))).toEqual({ text, page });
  });
});

describe('adminListPageParams', () => {
  it.each([
    { before: 'tab=games', text: 'sam', page: 1, after: 'tab=games&q=sam&page=2' },
    { before: 'tab=games&q=sam&page=2', text: ' ', page: 0, after: 'tab=games' },
    { before: 'tab=games&page=4', text: 'ABC123', page: 0, after: 'tab=games&q=ABC123' },
  ])('?$before with "$text" page $page becomes ?$after', ({ before, text, page, after }) => {
    expect(adminListPageParams(new URLSearchParams(before), { text, page }).toString()).toBe(after);
  });

  it('reads back what it wrote', () => {
    const written = adminListPageParams(new URLSearchParams('tab=games'), { text: "Sam's", page: 4 });
    expect(adminListPageFromParams(written)).toEqual({ text: "Sam's", page: 4 });
  });
});
