// Public API of the golf rules engine (issue 4): pure functions over plain data, no I/O, no clock.
// The server and the web app import from here only.

export * from './units';
export * from './format';
export * from './game';
export * from './handicap';
export * from './scorecard';
export * from './segment';
export * from './sides';
export * from './match-play';
export * from './stroke';
export * from './bets';
export * from './nassau';
export * from './round';
export * from './ranking';
export * from './settlement';
export * from './achievements';
export * from './stats';
export * from './validation';
export * from './tees';
export * from './joining';
export * from './history';
export * from './whs';
export * from './game-handicaps';
export * from './skins';
export * from './stableford';
export * from './wolf';
export * from './presses';
export * from './junk';
export * from './ledger-balances';
// Named, not `*`: the ledger's Settlement would clash with a game's (settlement.ts), so the index calls it LedgerSettlement.
export { EXACT_SETTLEMENT_LIMIT, settleBalances, type LedgerBalance, type LedgerTransfer, type Settlement as LedgerSettlement } from './ledger';
