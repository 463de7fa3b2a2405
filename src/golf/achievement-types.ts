// The achievement types and how a golfer reads them (product §G3), apart from the rules that award them
// (achievements.ts): a leaf module with no imports, so the public Features page can list the badges without
// pulling the scorecard engine into the home page's scripts.

/** The 17 achievement types, in the profile's order (product §G3, §R8). */
export const ACHIEVEMENT_TYPES = [
  'albatross',
  'eagle_eye',
  'birdie_hunter',
  'bogey_free',
  'par_machine',
  'on_fire',
  'perfect_start',
  'clutch_closer',
  'pop_a_licious',
  'back_9_hero',
  'front_9_hero',
  'comeback_kid',
  'snowman',
  'yikes',
  'rough_day',
  'water_hazard',
  'not_here_for_golf',
] as const;

/** One of the 17 achievement types. */
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** How an achievement is named and explained to a golfer (product §G3 "Achievement types"), with its icon. */
export interface AchievementInfo {
  readonly name: string;
  readonly meaning: string;
  readonly emoji: string;
}

/** The name, meaning and icon of each of the 17 types: notifications, the profile and the results screen show these. */
export const ACHIEVEMENT_INFO: Readonly<Record<AchievementType, AchievementInfo>> = {
  albatross: { name: 'Albatross', meaning: '3 or more under par on a hole', emoji: '🦅' },
  eagle_eye: { name: 'Eagle Eye', meaning: 'An eagle', emoji: '🦅' },
  birdie_hunter: { name: 'Birdie Hunter', meaning: '4 or more birdies', emoji: '🐦' },
  bogey_free: { name: 'Bogey Free', meaning: 'No bogeys', emoji: '🛡️' },
  par_machine: { name: 'Par Machine', meaning: '12 or more pars', emoji: '⚙️' },
  on_fire: { name: 'On Fire', meaning: '3 consecutive under-par holes', emoji: '🔥' },
  perfect_start: { name: 'Perfect Start', meaning: 'Par or better on the first 3 holes', emoji: '🚀' },
  clutch_closer: { name: 'Clutch Closer', meaning: 'Under par on the final 3 holes', emoji: '🎯' },
  pop_a_licious: { name: 'Pop-a-licious', meaning: '40% or more of handicap strokes used', emoji: '🍾' },
  back_9_hero: { name: 'Back 9 Hero', meaning: 'Better on the back nine over 3 or more rounds', emoji: '🌙' },
  front_9_hero: { name: 'Front 9 Hero', meaning: 'Better on the front nine over 3 or more rounds', emoji: '🌅' },
  comeback_kid: { name: 'Comeback Kid', meaning: '5 or more strokes better on the back nine', emoji: '💪' },
  snowman: { name: 'Snowman', meaning: 'An 8 on a hole', emoji: '⛄' },
  yikes: { name: 'Yikes', meaning: '3 or more double bogeys', emoji: '😬' },
  rough_day: { name: 'Rough Day', meaning: '10 or more over par', emoji: '🌧️' },
  water_hazard: { name: 'Water Hazard', meaning: 'A triple bogey or worse', emoji: '💦' },
  not_here_for_golf: { name: 'Not Here for Golf', meaning: '3 or more drinks and over par', emoji: '🍺' },
};
