// Handicap Index text in the forms (product §R12, §R19; issue 30): what a box may hold while it is typed, what it
// reads as when sent, and how a stored index shows in it. The reading itself is the engine's indexParse.

import { GIVEN_HANDICAP_ERRORS, indexDisplay, indexParse, indexTenthsIsValid, indexTenthsOf, type IndexTenths } from '../../golf';

/** Handicap Index text as a form reads it: blank, an index in tenths, or the engine's message for why it is not one. */
export type IndexFieldRead = { readonly kind: 'empty' } | { readonly kind: 'index'; readonly index: IndexTenths } | { readonly kind: 'invalid'; readonly message: string };

/** The toast title of an index a form cannot take; the box says why under it. */
export const INDEX_REFUSED_TITLE = 'Invalid Handicap Index';

/** A number with two or more decimals: refused with the engine's own "at most one decimal". */
const TOO_MANY_DECIMALS = /^[+-]?\d+\.\d{2,}$/;

/**
 * Reads a Handicap Index box (product §R12: one decimal, "+" for a plus index): "14.2" is 142 tenths, "+1.2" is -12;
 * "14.25" is refused as having more than one decimal, anything else outside -10.0..54.0 with the range message.
 */
export function indexFieldRead(text: string): IndexFieldRead {
  const parsed = indexParse(text);
  switch (parsed.kind) {
    case 'empty':
      return parsed;
    case 'index':
      return parsed;
    case 'out-of-range':
      return { kind: 'invalid', message: GIVEN_HANDICAP_ERRORS.indexRange };
    case 'not-a-number':
      return { kind: 'invalid', message: TOO_MANY_DECIMALS.test(text.trim()) ? GIVEN_HANDICAP_ERRORS.indexDecimals : GIVEN_HANDICAP_ERRORS.indexRange };
  }
}

/**
 * True when `text` may stand in a Handicap Index box while it is typed: a sign, up to two digits, a point and up to
 * two decimals (so a second decimal is seen and refused with its reason rather than silently dropped). Anything
 * else typed is ignored, as in the handicap boxes (product §G5).
 */
export function indexTypingIsAccepted(text: string): boolean {
  return /^[+-]?\d{0,2}(?:\.\d{0,2})?$/.test(text.trim());
}

/** A stored index (a decimal, -1.2 for a plus 1.2) as a box shows it: "+1.2", "14.0"; none, or an invalid one, blank. */
export function indexInputText(index: number | null | undefined): string {
  if (index === null || index === undefined) return '';
  const tenths = indexTenthsOf(index);
  return indexTenthsIsValid(tenths) ? indexDisplay(tenths) : '';
}

/** Tenths as the API takes an index: the decimal, a plus index negative (142 is 14.2, -12 is -1.2). */
export const indexWireValue = (tenths: IndexTenths): number => tenths / 10;
