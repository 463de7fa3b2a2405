import type { FastifyBaseLogger } from 'fastify';
import { type ScorecardRating, type TeeRatings, UNRATED_TEE } from '../../golf';
import type { Transaction } from '../db/transaction';
import type { CoursesRepository, NewCourseHole } from './repository';

type DemoCourse = {
  courseName: string;
  city: string;
  state: string;
  pars: number[];
  strokeIndexes: number[];
  /** The women's stroke indexes where they differ from the men's (product §R12 Womens_HDCP). */
  womensStrokeIndexes?: number[];
  /** Yardage per tee, hole 1 to 18. */
  tees: Record<string, number[]>;
  /** Each tee's ratings and slopes (product §R12), as a rating body would rate tees of these lengths. */
  ratings: Record<string, TeeRatings>;
};

/** A rating in tenths and a slope. */
const rating = (ratingTenths: number, slope: number): ScorecardRating => ({ ratingTenths, slope });

/** A tee rated over 18 holes for men and, where given, for women; nines rated where given. */
function rated(men: ScorecardRating, women?: ScorecardRating, nines?: { M?: [ScorecardRating, ScorecardRating]; W?: [ScorecardRating, ScorecardRating] }): TeeRatings {
  const { full, front, back } = UNRATED_TEE.M;
  const set = (rating: ScorecardRating | undefined, nine: [ScorecardRating, ScorecardRating] | undefined) => ({ full: rating ?? full, front: nine?.[0] ?? front, back: nine?.[1] ?? back });
  return { M: set(men, nines?.M), W: set(women, nines?.W) };
}

// Two complete 18-hole courses so a fresh install can start a game at once; Grey Rock / Blue is the
// create form's default (product §G9). Stroke indexes are permutations of 1..18 (odd out, even in).
export const demoCourses: DemoCourse[] = [
  {
    courseName: 'Grey Rock Golf Club',
    city: 'Austin',
    state: 'TX',
    pars: [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
    strokeIndexes: [5, 11, 17, 1, 9, 15, 3, 7, 13, 6, 2, 18, 10, 4, 12, 16, 8, 14],
    womensStrokeIndexes: [3, 9, 17, 5, 11, 15, 1, 7, 13, 4, 6, 18, 2, 10, 12, 16, 8, 14],
    tees: {
      Black: [428, 552, 205, 447, 401, 188, 436, 571, 392, 418, 452, 176, 545, 441, 389, 219, 560, 433],
      Blue: [405, 530, 184, 421, 380, 167, 412, 548, 371, 396, 430, 158, 521, 418, 366, 196, 537, 410],
      White: [381, 502, 162, 398, 356, 149, 389, 519, 349, 371, 404, 141, 497, 392, 343, 173, 511, 386],
      Red: [322, 441, 128, 339, 301, 116, 330, 455, 292, 315, 346, 110, 430, 333, 287, 138, 449, 326],
    },
    ratings: {
      Black: rated(rating(751, 138)),
      Blue: rated(rating(732, 133), rating(790, 145), { M: [rating(364, 131), rating(368, 135)] }),
      White: rated(rating(711, 128), rating(765, 139)),
      Red: rated(rating(666, 117), rating(713, 126), { W: [rating(356, 124), rating(357, 128)] }),
    },
  },
  {
    courseName: 'Pine Hollow Country Club',
    city: 'Asheville',
    state: 'NC',
    pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5],
    strokeIndexes: [3, 9, 15, 7, 1, 13, 17, 5, 11, 4, 16, 8, 12, 2, 10, 18, 6, 14],
    tees: {
      Blue: [412, 388, 176, 535, 441, 362, 201, 425, 548, 398, 168, 415, 522, 446, 371, 187, 409, 560],
      White: [389, 364, 158, 509, 418, 340, 180, 401, 521, 375, 149, 392, 497, 420, 349, 166, 384, 533],
      Gold: [351, 329, 139, 468, 380, 305, 157, 362, 480, 338, 128, 355, 455, 382, 313, 145, 347, 491],
      Red: [305, 288, 112, 420, 334, 266, 131, 318, 431, 296, 104, 310, 409, 336, 272, 120, 303, 441],
    },
    ratings: {
      Blue: rated(rating(738, 136)),
      White: rated(rating(717, 131), rating(772, 141)),
      Gold: rated(rating(690, 124), rating(740, 133)),
      Red: rated(rating(654, 114), rating(702, 123)),
    },
  },
];

/** Hole rows of a demo course, one per hole per tee. */
export function demoCourseRows(course: DemoCourse): NewCourseHole[] {
  return Object.entries(course.tees).flatMap(([teeColor, yardages]) =>
    yardages.map((yardage, i) => ({
      courseName: course.courseName,
      city: course.city,
      state: course.state,
      teeColor,
      holeNumber: i + 1,
      par: course.pars[i]!,
      handicapIndex: course.strokeIndexes[i]!,
      womensHandicapIndex: course.womensStrokeIndexes?.[i] ?? null,
      yardage,
      teeRatings: course.ratings[teeColor] ?? null,
    })),
  );
}

/**
 * On first start (no courses at all) stores the demo courses, so the app is usable at once. On a later start, the demo
 * courses stored before they had ratings get them (issue 30): only rows no one uploaded and no one rated.
 */
export async function seedDemoCourses(
  { courses, transaction }: { courses: CoursesRepository; transaction: Transaction<{ courses: CoursesRepository }> },
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await courses.empty())) {
    const rated = await transaction(async (tx) => {
      let count = 0;
      for (const course of demoCourses) count += await tx.courses.rateUnratedDemoRows(demoCourseRows(course));
      return count;
    });
    if (rated > 0) log.info({ rows: rated }, 'rated the demo courses');
    return;
  }
  await transaction(async (tx) => {
    for (const course of demoCourses) await tx.courses.insertHoles(demoCourseRows(course));
  });
  log.info({ courses: demoCourses.map((c) => c.courseName) }, 'seeded the demo courses');
}
