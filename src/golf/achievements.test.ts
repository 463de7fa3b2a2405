import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_TYPES, achievementsFor, roundNinesFor, type AchievementType, type RoundNines } from './achievements';
import { grossFromToPar, testCard } from './test-support';

/**
 * A quiet round that earns nothing: bogeys on 1, 5, 10, 14, birdies on 3, 7, 12, pars elsewhere
 * (11 pars, +1 overall; front nine E, back nine +1).
 */
const QUIET: Readonly<Record<number, number>> = { 1: 1, 3: -1, 5: 1, 7: -1, 10: 1, 12: -1, 14: 1 };

function earned(toPar: Readonly<Record<number, number>>, options: { handicap?: number; drinks?: number; earlier?: RoundNines[] } = {}) {
  const card = testCard(grossFromToPar(toPar, QUIET), options.handicap ?? 0);
  return achievementsFor({ card, drinks: options.drinks ?? 0 }, options.earlier ?? []);
}

describe('achievements (product §R8), each changed from a quiet round', () => {
  it('the quiet round earns nothing', () => {
    expect(earned({})).toEqual([]);
  });

  it.each<{ rule: string; type: AchievementType; toPar: Record<number, number>; handicap?: number; drinks?: number; earns: boolean }>([
    { rule: 'albatross: 3 under on a par 5', type: 'albatross', toPar: { 8: -3 }, earns: true },
    { rule: 'albatross: a hole in one on a par 4', type: 'albatross', toPar: { 4: -3 }, earns: true },
    { rule: 'albatross: an eagle is not one', type: 'albatross', toPar: { 8: -2 }, earns: false },
    { rule: 'eagle_eye: a hole in one on a par 3 is an eagle', type: 'eagle_eye', toPar: { 6: -2 }, earns: true },
    { rule: 'eagle_eye: exactly 2 under, not 3', type: 'eagle_eye', toPar: { 8: -3 }, earns: false },
    { rule: 'birdie_hunter: a 4th birdie', type: 'birdie_hunter', toPar: { 9: -1 }, earns: true },
    { rule: 'birdie_hunter: an eagle is not a birdie', type: 'birdie_hunter', toPar: { 9: -2 }, earns: false },
    { rule: 'bogey_free: no hole over par', type: 'bogey_free', toPar: { 1: 0, 5: 0, 10: 0, 14: 0 }, earns: true },
    { rule: 'bogey_free: one bogey', type: 'bogey_free', toPar: { 1: 0, 5: 0, 10: 0 }, earns: false },
    { rule: 'par_machine: 12 pars', type: 'par_machine', toPar: { 14: 0 }, earns: true },
    { rule: 'par_machine: 11 pars', type: 'par_machine', toPar: {}, earns: false },
    { rule: 'on_fire: under par on 2, 3, 4', type: 'on_fire', toPar: { 2: -1, 4: -1 }, earns: true },
    { rule: 'on_fire: under par on 7, 8, 9', type: 'on_fire', toPar: { 8: -2, 9: -1 }, earns: true },
    { rule: 'on_fire: only 2 in a row', type: 'on_fire', toPar: { 2: -1 }, earns: false },
    { rule: 'perfect_start: par, par, birdie', type: 'perfect_start', toPar: { 1: 0 }, earns: true },
    { rule: 'perfect_start: a bogey on 2', type: 'perfect_start', toPar: { 1: 0, 2: 1 }, earns: false },
    { rule: 'clutch_closer: 16-18 one under together', type: 'clutch_closer', toPar: { 17: -1 }, earns: true },
    { rule: 'clutch_closer: 16-18 even together', type: 'clutch_closer', toPar: { 16: -1, 17: 1 }, earns: false },
    { rule: 'pop_a_licious: net par or better on all 5 stroke holes', type: 'pop_a_licious', toPar: {}, handicap: 5, earns: true },
    { rule: 'pop_a_licious: on net, gross bogeys on stroke holes still count', type: 'pop_a_licious', toPar: { 2: 1, 4: 1, 8: 1 }, handicap: 5, earns: true },
    { rule: 'pop_a_licious: exactly 40% (2 of 5)', type: 'pop_a_licious', toPar: { 4: 2, 8: 2, 14: 2 }, handicap: 5, earns: true },
    { rule: 'pop_a_licious: 20% (1 of 5)', type: 'pop_a_licious', toPar: { 2: 2, 4: 2, 8: 2, 14: 2 }, handicap: 5, earns: false },
    { rule: 'pop_a_licious: no strokes received (scratch)', type: 'pop_a_licious', toPar: {}, handicap: 0, earns: false },
    { rule: 'pop_a_licious: a plus handicap receives none', type: 'pop_a_licious', toPar: {}, handicap: -2, earns: false },
    { rule: 'comeback_kid: back 5 better than front', type: 'comeback_kid', toPar: { 2: 2, 4: 2, 6: 2 }, earns: true },
    { rule: 'comeback_kid: back only 4 better', type: 'comeback_kid', toPar: { 2: 2, 4: 2, 6: 1 }, earns: false },
    { rule: 'snowman: an 8 on a par 5', type: 'snowman', toPar: { 2: 3 }, earns: true },
    { rule: 'snowman: an 8 on a par 4', type: 'snowman', toPar: { 4: 4 }, earns: true },
    { rule: 'snowman: a 9 is not an 8', type: 'snowman', toPar: { 8: 4 }, earns: false },
    { rule: 'yikes: 3 double bogeys', type: 'yikes', toPar: { 2: 2, 4: 2, 6: 2 }, earns: true },
    { rule: 'yikes: 2 doubles and a triple', type: 'yikes', toPar: { 2: 3, 4: 2, 6: 2 }, earns: false },
    { rule: 'rough_day: 10 over', type: 'rough_day', toPar: { 2: 3, 4: 3, 6: 3 }, earns: true },
    { rule: 'rough_day: 9 over', type: 'rough_day', toPar: { 2: 3, 4: 3, 6: 2 }, earns: false },
    { rule: 'water_hazard: a triple bogey', type: 'water_hazard', toPar: { 2: 3 }, earns: true },
    { rule: 'water_hazard: a double is not', type: 'water_hazard', toPar: { 2: 2 }, earns: false },
    { rule: 'not_here_for_golf: 3 drinks, +1', type: 'not_here_for_golf', toPar: {}, drinks: 3, earns: true },
    { rule: 'not_here_for_golf: 2 drinks', type: 'not_here_for_golf', toPar: {}, drinks: 2, earns: false },
    { rule: 'not_here_for_golf: 5 drinks at even par', type: 'not_here_for_golf', toPar: { 14: 0 }, drinks: 5, earns: false },
  ])('§R8 $rule -> $earns', ({ type, toPar, handicap, drinks, earns }) => {
    expect(earned(toPar, { handicap: handicap ?? 0, drinks: drinks ?? 0 }).includes(type)).toBe(earns);
  });

  it('§R8: a par round earns bogey_free, par_machine and perfect_start, in the listed order', () => {
    const card = testCard(grossFromToPar({}));
    expect(achievementsFor({ card, drinks: 0 }, [])).toEqual(['bogey_free', 'par_machine', 'perfect_start']);
  });

  it('§R8: only a complete 18-hole round earns anything', () => {
    const gross = grossFromToPar({ 2: 3 }).map((s, i) => (i === 17 ? null : s));
    const card = testCard(gross);
    expect([achievementsFor({ card, drinks: 9 }, []), roundNinesFor(card)]).toEqual([[], null]);
  });

  it('lists exactly the 17 types of product §R8', () => {
    expect(new Set(ACHIEVEMENT_TYPES).size).toBe(17);
  });
});

describe('front_9_hero / back_9_hero over 3 or more rounds including this one (product §R8)', () => {
  // This round: front E, back +1.
  it.each<{ case: string; earlier: RoundNines[]; heroes: AchievementType[] }>([
    { case: 'front lower over 3 rounds', earlier: [{ frontToPar: 2, backToPar: 5 }, { frontToPar: 3, backToPar: 4 }], heroes: ['front_9_hero'] },
    { case: 'back lower over 3 rounds', earlier: [{ frontToPar: 6, backToPar: 1 }, { frontToPar: 5, backToPar: 2 }], heroes: ['back_9_hero'] },
    { case: 'only 2 rounds', earlier: [{ frontToPar: 2, backToPar: 9 }], heroes: [] },
    { case: 'equal averages', earlier: [{ frontToPar: 1, backToPar: 0 }, { frontToPar: 0, backToPar: 0 }], heroes: [] },
    {
      case: 'all rounds weigh, not only the last 3',
      earlier: [{ frontToPar: 0, backToPar: 3 }, { frontToPar: 0, backToPar: 3 }, { frontToPar: 9, backToPar: 0 }],
      heroes: ['back_9_hero'],
    },
  ])('$case -> $heroes', ({ earlier, heroes }) => {
    const found = earned({}, { earlier }).filter((type) => type === 'front_9_hero' || type === 'back_9_hero');
    expect(found).toEqual(heroes);
  });

  it('a nine-hole round earns only a nine hero, and counts for its own nine (product §R14)', () => {
    // A front nine of pars (E) after two 18-hole rounds with the back lower: front (0 + 6 + 5) / 3 = 3.7 against
    // back (1 + 2) / 2 = 1.5, so the back nine hero; an 18-hole rule (par_machine, bogey_free) is never judged.
    const front = testCard(grossFromToPar({})).slice(0, 9);
    const earlier = [
      { frontToPar: 6, backToPar: 1 },
      { frontToPar: 5, backToPar: 2 },
    ];
    expect(achievementsFor({ card: front, drinks: 0, holesPlayed: 'front' }, earlier)).toEqual(['back_9_hero']);
    expect(roundNinesFor(front, 'front')).toEqual({ frontToPar: 0, backToPar: null });
    // Three rounds, but the back nine never played: no hero either way.
    expect(achievementsFor({ card: front, drinks: 0, holesPlayed: 'front' }, [{ frontToPar: 1, backToPar: null }, { frontToPar: 2, backToPar: null }])).toEqual([]);
    // An unfinished nine earns nothing and weighs nothing.
    expect(roundNinesFor(front.slice(0, 8), 'front')).toBeNull();
    expect(roundNinesFor(testCard(grossFromToPar({})).slice(9), 'back')).toEqual({ frontToPar: null, backToPar: 0 });
  });

  it('roundNinesFor reads a complete card against par', () => {
    expect(roundNinesFor(testCard(grossFromToPar({}, QUIET)))).toEqual({ frontToPar: 0, backToPar: 1 });
  });
});
