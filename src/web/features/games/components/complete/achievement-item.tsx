import type { GameAchievement } from '../../../../../contract/games-responses';
import { ACHIEVEMENT_INFO, achievementTypeIsValid } from '../../../../../golf';

/** How a type is shown: the engine's name, meaning and emoji; a type it does not know shows its raw name (product §G3). */
function infoOf(type: string): { name: string; meaning: string | null; emoji: string } {
  return achievementTypeIsValid(type) ? ACHIEVEMENT_INFO[type] : { name: type, meaning: null, emoji: '🏅' };
}

/** One unlocked achievement: its emoji, name, who earned it and what it means. */
export function AchievementItem({ achievement, mine }: { achievement: GameAchievement; mine: boolean }) {
  const info = infoOf(achievement.achievementType);
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand/25 text-xl" aria-hidden>
        {info.emoji}
      </span>
      <div className="min-w-0">
        <p className="font-semibold break-words">{info.name}</p>
        <p className="text-sm">Earned by {mine ? 'you' : achievement.user.displayName}</p>
        {info.meaning ? <p className="text-sm text-muted-foreground">{info.meaning}</p> : null}
      </div>
    </li>
  );
}
