import { describe, expect, it } from 'vitest';
import { ADMIN_GAMES_PAGE_SIZE } from '../../../../contract/admin';
import { adminGamesPageCount, adminGamesPageFromParams, adminGamesPageParams, adminGamesPageWithin, adminGamesPath } from './games-page';

describe('adminGamesPageCount', () => {
  it.each([
    { total: 0, size: 20, pages: 1 },
    { total: 1, size: 20, pages: 1 },
    { total: 20, size: 20, pages: 1 },
    { total: 21, size: 20, pages: 2 },
    { total: 95, size: 10, pages: 10 },
  ])('$total games at $size a page fill $pages pages', ({ total, size, pages }) => {
    expect(adminGamesPageCount(total, size)).toBe(pages);
  });

  it('pages by ADMIN_GAMES_PAGE_SIZE unless told', () => {
    expect(adminGamesPageCount(ADMIN_GAMES_PAGE_SIZE * 3 + 1)).toBe(4);
  });
});

describe('adminGamesPageWithin', () => {
  it.each([
    { page: 2, total: 95, size: 10, shown: 2 },
    { page: 9, total: 95, size: 10, shown: 9 },
    { page: 9, total: 90, size: 10, shown: 8 },
    { page: 4, total: 0, size: 10, shown: 0 },
    { page: -3, total: 95, size: 10, shown: 0 },
  ])('page $page of $total games at $size a page shows page $shown', ({ page, total, size, shown }) => {
    expect(adminGamesPageWithin(page, total, size)).toBe(shown);
  });
});

describe('adminGamesPath', () => {
  it.each([
    { text: '', page: 0, size: 20, path: '/api/admin/games?limit=20&offset=0' },
    { text: '   ', page: 3, size: 20, path: '/api/admin/games?limit=20&offset=60' },
    { text: ' Sam ', page: 1, size: 7, path: '/api/admin/games?q=Sam&limit=7&offset=7' },
    { text: "Sam's Nassau & co", page: 0, size: 20, path: '/api/admin/games?q=Sam%27s+Nassau+%26+co&limit=20&offset=0' },
  ])('"$text" page $page at $size a page asks $path', ({ text, page, size, path }) => {
    expect(adminGamesPath({ text, page }, size)).toBe(path);
  });
});

describe('adminGamesPageFromParams', () => {
  it.each([
    { search: 'tab=games', text: '', page: 0 },
    { search: 'tab=games&q=+sam+&page=3', text: 'sam', page: 2 },
    { search: 'page=1', text: '', page: 0 },
    { search: 'page=0', text: '', page: 0 },
    { search: 'page=-4', text: '', page: 0 },
    { search: 'page=2.5', text: '', page: 0 },
    { search: 'page=many', text: '', page: 0 },
  ])('?$search reads as "$text", page $page', ({ search, text, page }) => {
    expect(adminGamesPageFromParams(new URLSearchParams(search))).toEqual({ text, page });
  });
});

describe('adminGamesPageParams', () => {
  it.each([
    { before: 'tab=games', text: 'sam', page: 1, after: 'tab=games&q=sam&page=2' },
    { before: 'tab=games&q=sam&page=2', text: ' ', page: 0, after: 'tab=games' },
    { before: 'tab=games&page=4', text: 'ABC123', page: 0, after: 'tab=games&q=ABC123' },
  ])('?$before with "$text" page $page becomes ?$after', ({ before, text, page, after }) => {
    expect(adminGamesPageParams(new URLSearchParams(before), { text, page }).toString()).toBe(after);
  });

  it('reads back what it wrote', () => {
    const written = adminGamesPageParams(new URLSearchParams('tab=games'), { text: "Sam's", page: 4 });
    expect(adminGamesPageFromParams(written)).toEqual({ text: "Sam's", page: 4 });
  });
});
