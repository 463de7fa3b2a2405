import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useNow } from '../../../hooks/use-now';
import { greetingName, useSignedInUser } from '../../../lib/auth';
import { useMyGames } from '../../../lib/games/game-queries';
import { CreateGameCard } from '../components/create-game-card';
import { EntryPoints } from '../components/entry-points';
import { LiveRounds } from '../components/live-rounds';
import { MembershipCard } from '../components/membership-card';
import { PlayerIdCard } from '../components/player-id-card';
import { RecentResults } from '../components/recent-results';
import { liveRoundsOf } from '../lib/my-rounds';

function partOfDay(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * /app: the signed-in golfer's landing page, led by what a golfer does most (issue 12): a one-line greeting, then a
 * round in play, one tap away, then Create Game; then the other ways in, the latest results, and the account.
 */
export function DashboardPage() {
  useDocumentMeta({ title: 'Dashboard | Dormie', description: 'Your Dormie dashboard.' });
  const user = useSignedInUser();
  const now = useNow();
  const myGames = useMyGames();
  const liveRounds = myGames.data ? liveRoundsOf(myGames.data) : [];
  return (
    <div className="grid gap-6 sm:gap-8">
      <h1 className="text-xl font-bold tracking-tight break-words sm:text-2xl">
        {partOfDay(now)}, {greetingName(user)}
      </h1>
      <div className="grid gap-3">
        <LiveRounds games={liveRounds} />
        <CreateGameCard leading={Boolean(myGames.data) && liveRounds.length === 0} />
      </div>
      <section aria-labelledby="dashboard-more" className="grid gap-3">
        <h2 id="dashboard-more" className="text-lg font-semibold">
          Games and courses
        </h2>
        <EntryPoints isAdmin={user.isAdmin} />
      </section>
      <RecentResults query={myGames} />
      <section aria-label="Your account" className="grid gap-4 sm:grid-cols-2">
        <MembershipCard user={user} />
        <PlayerIdCard userNumber={user.userNumber} />
      </section>
    </div>
  );
}
