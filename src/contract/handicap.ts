import { z } from 'zod';
import { HANDICAP_MAX, HANDICAP_MIN, HANDICAP_PROFILE_ERRORS } from '../golf';

// Apart from auth.ts's forms: the game's schemas (games.ts) use it, and with it in auth.ts every sign-in and admin form
// schema came into the app's first script and was built on every start (page weight, decision 041).

/** A stored handicap, -5 (shown +5) to 54 (product §G5), with the engine's bounds and the screen's own message. */
export const handicapSchema = (message: string) =>
  z.number({ error: message }).int(message).min(HANDICAP_MIN, message).max(HANDICAP_MAX, message);

/** The profile's handicap, with its message (product §G5). */
export const HandicapSchema = handicapSchema(HANDICAP_PROFILE_ERRORS.range);
