// Conditional reads (RFC 9110 §13.1.2): does a client's If-None-Match name the representation it would get?

/** One member of an entity-tag list, its opaque tag captured: `"x"` or `W/"x"`, then a comma or the end. */
const listMember = /[ \t,]*(?:W\/)?("[\x21\x23-\x7E\x80-\xFF]*")[ \t]*(?:,|$)/y;
/** What may be left after the last member: list separators and spaces (the # rule allows empty members). */
const listEnd = /^[ \t,]*$/;

/** The opaque tags of an entity-tag list (`"a", W/"b"` gives `"a"` and `"b"`), or null when it is not one. */
export function entityTagsOf(fieldValue: string): string[] | null {
  const tags: string[] = [];
  let at = 0;
  while (!listEnd.test(fieldValue.slice(at))) {
    listMember.lastIndex = at;
    const match = listMember.exec(fieldValue);
    if (!match) return null;
    tags.push(match[1]!);
    at = listMember.lastIndex;
  }
  return tags;
}

/**
 * True when an If-None-Match field value names `etag`, so a GET may answer 304: `*` names whatever exists, otherwise
 * a comma-separated list whose tags are compared weakly (`W/"x"` matches `"x"`, RFC 9110 §8.8.3.2). A malformed
 * value names nothing, since a full answer is always a correct one.
 */
export function ifNoneMatchHits(fieldValue: string | undefined, etag: string): boolean {
  if (fieldValue === undefined) return false;
  // What a client that kept our copy sends back, as sent: the common case, decided without parsing.
  if (fieldValue === etag) return true;
  if (fieldValue.trim() === '*') return true;
  const [current] = entityTagsOf(etag) ?? [];
  return current !== undefined && (entityTagsOf(fieldValue)?.includes(current) ?? false);
}
