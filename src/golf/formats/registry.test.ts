import { describe, expect, it } from 'vitest';
import { formatOptionsCheck, formatOptionsOf, FORMATS, GAME_TYPES } from '../format';
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
});

describe('the registry', () => {
  it('names every format once', () => {
    const names = GAME_TYPES.map((type) => FORMATS[type].name);
    expect(new Set(names).size).toBe(names.length);
  });
});
