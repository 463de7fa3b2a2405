import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { Handicap, IndexTenths } from '../../../../golf';
import { apiJson } from '../../../lib/api';
import { indexWireValue } from '../../../lib/handicap-index';

/** PATCH /api/profile {handicap} (product §G7): null clears it. Answers the current user. */
export function updateHandicap(handicap: Handicap | null) {
  return apiJson('PATCH', '/api/profile', CurrentUserSchema, { handicap });
}

/** PATCH /api/profile {handicapIndex} (product §R12): the decimal, a plus index negative; null clears it. */
export function updateHandicapIndex(index: IndexTenths | null) {
  return apiJson('PATCH', '/api/profile', CurrentUserSchema, { handicapIndex: index === null ? null : indexWireValue(index) });
}
