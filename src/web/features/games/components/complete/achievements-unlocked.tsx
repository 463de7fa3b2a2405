import type { ReactNode } from 'react';
import { Spinner } from '../../../../components/spinner';
import { useGameAchievements } from '../../../../lib/games/game-queries';
import { AchievementItem } from './achievement-item';
import { ResultsSection } from './results-section';

const note = (text: ReactNode) => <p className="flex items-center gap-2 text-sm text-muted-foreground">{text}</p>;

/** Achievements Unlocked (product §G2): what completing this game earned, and by whom. Members only (product §R11). */
export function AchievementsUnlocked({ gameId, myUserId }: { gameId: number; myUserId: string | null }) {
  const signedIn = myUserId !== null;
  const { data: achievements, isPending, isError } = useGameAchievements(gameId, signedIn);

  function content(): ReactNode {
    if (!signedIn) return note('Sign in to see the achievements this round unlocked.');
    if (isPending) {
      return note(
        <>
          <Spinner className="size-4" />
          Loading achievements…
        </>,
      );
    }
    if (isError) return note("The achievements could not be loaded. Each player's profile lists theirs.");
    if (achievements.length === 0) return note('No achievements were unlocked in this game.');
    return (
      <ul className="grid gap-3 sm:grid-cols-2">
        {achievements.map((achievement) => (
          <AchievementItem key={achievement.id} achievement={achievement} mine={achievement.user.id === myUserId} />
        ))}
      </ul>
    );
  }

  return (
    <ResultsSection id="achievements-unlocked" title="Achievements Unlocked">
      {content()}
    </ResultsSection>
  );
}
