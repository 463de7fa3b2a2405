import { describe, expect, it } from 'vitest';
import { entityTagsOf, ifNoneMatchHits } from './etag';

describe('ifNoneMatchHits (RFC 9110 §13.1.2)', () => {
  const etag = '"12-7"';
  it.each([
    { case: 'the same strong tag', header: '"12-7"', hits: true },
    { case: 'the same tag, weak', header: 'W/"12-7"', hits: true },
    { case: 'a list holding it', header: '"12-5", "12-6", "12-7"', hits: true },
    { case: 'a list holding it weak, no spaces', header: '"12-5",W/"12-7"', hits: true },
    { case: 'a list with empty members and tabs', header: ' , "12-5",\t,"12-7" ,', hits: true },
    { case: 'any representation', header: ' * ', hits: true },
    { case: 'no header', header: undefined, hits: false },
    { case: 'an older version', header: '"12-6"', hits: false },
    { case: 'another game at that version', header: '"13-7"', hits: false },
    { case: 'a list without it', header: '"12-5", W/"12-6"', hits: false },
    { case: 'a tag holding a comma is one tag', header: '"12-7,", "x"', hits: false },
    { case: 'the tag unquoted', header: '12-7', hits: false },
    { case: 'a lowercase weak prefix', header: 'w/"12-7"', hits: false },
    { case: 'a list with a malformed member', header: '"12-7", bogus', hits: false },
    { case: 'two tags without a comma', header: '"12-7""12-8"', hits: false },
    { case: 'an empty value', header: '', hits: false },
  ])('$case: $hits', ({ header, hits }) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hits);
  });

  it('compares a weak current tag weakly too', () => {
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
  });
});

describe('entityTagsOf', () => {
  it.each([
    { header: '"a", W/"b" ,"c,d"', tags: ['"a"', '"b"', '"c,d"'] },
    { header: ' ,, ', tags: [] },
    { header: '"a" "b"', tags: null },
    { header: '"unterminated', tags: null },
  ])('$header', ({ header, tags }) => {
    expect(entityTagsOf(header)).toEqual(tags);
  });
});
