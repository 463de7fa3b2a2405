import type { ProfileAchievement } from '../../../../../contract/profile';
import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES } from '../../../../../golf';
import { formatDate } from '../../../../lib/format';
import { cn } from '../../../../lib/utils';
import { TabSection } from '../tab-section';

/**
 * Achievements (product §G2, §G3): all 17 in the profile's order, each with its icon and meaning; earned ones with the
 * date, the others greyed and said to be not earned yet. A type the engine does not know is left out.
 */
export function AchievementsTab({ achievements }: { achievements: readonly ProfileAchievement[] }) {
  const earnedAt = new Map(achievements.map((achievement) => [achievement.achievementType, achievement.earnedAt]));
  const earnedCount = ACHIEVEMENT_TYPES.filter((type) => earnedAt.has(type)).length;
  return (
    <TabSection
      id="profile-achievements"
      title="Achievements"
      aside={
        <p className="text-sm font-medium text-muted-foreground">
          {earnedCount} of {ACHIEVEMENT_TYPES.length} earned
        </p>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACHIEVEMENT_TYPES.map((type) => {
          const info = ACHIEVEMENT_INFO[type];
          const when = earnedAt.get(type);
          return (
            <li
              key={type}
              className={cn('flex items-start gap-3 rounded-xl border p-3', when ? 'border-sand/60 bg-sand/10' : 'bg-muted/30 opacity-55 grayscale')}
              data-achievement={type}
              data-earned={when !== undefined}
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand/25 text-2xl" aria-hidden>
                {info.emoji}
              </span>
              <div className="min-w-0">
                <p className="font-semibold break-words">{info.name}</p>
                <p className="text-sm text-muted-foreground">{info.meaning}</p>
                {when ? (
                  <p className="mt-1 text-sm font-medium">
                    Earned <time dateTime={when}>{formatDate(when)}</time>
                  </p>
                ) : (
                  <p className="sr-only">Not earned yet</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </TabSection>
  );
}
