import { describe, expect, it } from 'vitest';
import { BET_KINDS } from '../bets';
import { formatOptionsCheck, formatOptionsOf, FORMATS, GAME_TYPES } from '../format';
import { roundState } from '../round';
import { COURSE_PARS, testGame } from '../test-support';
import { MAX_PLAYERS } from '../validation';

// What every format's definition must hold for the engine, the server and the screens to use it without knowing it.
describe.each(GAME_TYPES)('the %s definition', (type) => {
  const definition = FORMATS[type];

  it('is listed under its own type, with a name, a one-line summary and a label', () => {
    expect(definition.type).toBe(type);
    expect(definition.name).not.toBe('');
    expect(definition.summary).toMatch(/^[^\n]{10,120}$/);
    expect(definition.rankedBy).toMatch(/^[a-z][a-z ]+$/);
    const check = formatOptionsCheck(type, {});
    expect(check.ok).toBe(true);
    if (check.ok) expect(definition.label(formatOptionsOf(check.format) as never)).toMatch(new RegExp(`^${definition.name}`));
  });

  it('allows player counts in ascending order within the create form range', () => {
    const counts = [...definition.playerCounts];
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.every((count) => count >= MAX_PLAYERS.min && count <= MAX_PLAYERS.max)).toBe(true);
  });

  it('has a valid default for every option, so a game sent without options is complete', () => {
    const check = formatOptionsCheck(type, {});
    expect(check.ok && Object.keys(formatOptionsOf(check.format)).sort()).toEqual(Object.keys(definition.options).sort());
  });

  it("names each bet's kind, holes and status (product §R19: GET /api/games/{id}/bets)", () => {
    const check = formatOptionsCheck(type, {});
    if (!check.ok) throw new Error(check.message);
    const count = definition.playerCounts.at(-1) ?? 2;
    const players = Array.from({ length: count }, (_, i) => ({ id: `p${String(i + 1)}`, team: i % 2 === 0 ? ('A' as const) : ('B' as const) }));
    // Three holes scored, each player one stroke worse than the one before, so every format has something to say.
    const gross = Object.fromEntries(players.map((player, i) => [player.id, COURSE_PARS.slice(0, 3).map((par) => par + i)]));
    const { bets } = roundState(testGame({ format: check.format, players, gross }));
    expect(bets.length).toBeGreaterThan(0);
    for (const bet of bets) {
      expect(BET_KINDS).toContain(bet.kind);
      expect(bet.holes.first).toBeGreaterThanOrEqual(1);
      expect(bet.holes.last).toBeLessThanOrEqual(18);
      expect(bet.holes.length).toBe(bet.holes.last - bet.holes.first + 1);
      expect(bet.status).not.toBe('');
    }
  });
});

describe('the registry', () => {
  it('names every format once', () => {
    const names = GAME_TYPES.map((type) => FORMATS[type].name);
    expect(new Set(names).size).toBe(names.length);
  });
});
