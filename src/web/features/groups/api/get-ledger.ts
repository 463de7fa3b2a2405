import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { seasonOf } from '../../../../contract/groups';
import { LedgerSchema } from '../../../../contract/groups-responses';
import { apiJson } from '../../../lib/api';
import { ledgerKey } from '../../../lib/groups-keys';

/**
 * GET /api/groups/{id}/ledger?from=&to= for one season, a calendar year (product §R18). While another season loads the
 * one shown stays, so the season picker does not blink.
 */
export const ledgerQuery = (groupId: string, year: number) =>
  queryOptions({
    queryKey: ledgerKey(groupId, year),
    queryFn: ({ signal }) => {
      const { from, to } = seasonOf(year);
      return apiJson('GET', `/api/groups/${encodeURIComponent(groupId)}/ledger?from=${from}&to=${to}`, LedgerSchema, undefined, signal);
    },
    placeholderData: keepPreviousData,
  });
