/** How many matching golfers the Achievements tab lists at once: a screenful on a phone. */
export const GOLFER_MATCHES_SHOWN = 6;

/**
 * What the golfer picker asks GET /api/admin/users to search for: the text as typed, trimmed, without the '#' a Player
 * ID is often written with ("#1042"), so the server's search takes it as the number it is. Blank asks for no one: the
 * admin picks a golfer by looking them up.
 */
export function golferSearchText(typed: string): string {
  const text = typed.trim();
  return /^#\d+$/.test(text) ? text.slice(1) : text;
}
