import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useNow } from '../../../hooks/use-now';
import { greetingName, useSignedInUser } from '../../../lib/auth';
import { useMyGames } from '../../../lib/games/game-queries';
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
 * /app: the signed-in golfer's landing page. A round in play comes first, one tap away; then the ways in, the
 * latest results, and the account.
 */
export function DashboardPage() {
  useDocumentMeta({ title: 'Dashboard | Dormie', description: 'Your Dormie dashboard.' });
  const user = useSignedInUser();
  const now = useNow();
  const myGames = useMyGames();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="dashboard-greeting">
        <h1 id="dashboard-greeting" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {partOfDay(now)}, {greetingName(user)}
        </h1>
        <p className="mt-2 text-muted-foreground">Ready for your next round?</p>
      </section>
      <LiveRounds games={myGames.data ? liveRoundsOf(myGames.data) : []} />
      <section aria-labelledby="dashboard-get-started" className="grid gap-3">
        <h2 id="dashboard-get-started" className="text-lg font-semibold">
          Get started
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
