// The games list's words that docs/product.md Part G names (§G2, §G5, §G8), used exactly as written.

/** Find Game by ID with nothing typed (product §G5). */
export const FIND_EMPTY = { title: 'Invalid ID', description: 'Please enter a game ID.' } as const;

/** Find Game by ID that found nothing the golfer may see (product §G8). */
export const FIND_NOT_FOUND = { title: 'Game Not Found', description: "Could not find a game with that ID or you don't have access." } as const;

/** A join the server refused: 'Error' with its message, else this fallback (product §G8). */
export const JOIN_FAILURE = { title: 'Error', fallback: 'Failed to join game. Please try again.' } as const;

/** The success notice of a join (product §G8). */
export const JOINED_TITLE = 'Joined Game!';

/** The empty states of the two tabs (product §G2). */
export const EMPTY_MY_GAMES = 'No games found';
export const EMPTY_PUBLIC_GAMES = 'No public games available';
