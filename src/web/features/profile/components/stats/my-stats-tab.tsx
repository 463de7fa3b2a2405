import { lazy, Suspense } from 'react';
import { type Profile, PROFILE_TREND_ROUNDS } from '../../../../../contract/profile';
import { Spinner } from '../../../../components/spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { EmptyState } from '../empty-state';
import { StatsGrid } from './stats-grid';

// The chart library is the profile's heaviest part: it loads only when My Stats has rounds to draw.
const RoundsChart = lazy(() => import('./rounds-chart').then((m) => ({ default: m.RoundsChart })));

/** My Stats (product §G2, §R9): every figure the engine works out, and the last rounds against par. */
export function MyStatsTab({ profile }: { profile: Profile }) {
  const { stats, recentRounds } = profile;
  return (
    <div className="grid gap-6">
      {stats ? <StatsGrid stats={stats} /> : null}
      <section aria-labelledby="profile-rounds-chart">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="profile-rounds-chart">
              Recent Rounds
            </CardTitle>
            <CardDescription>
              Gross and net score against par over the last {PROFILE_TREND_ROUNDS} completed rounds, oldest first.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {recentRounds.length === 0 ? (
              <EmptyState title="No rounds yet">Once a game is complete, its round shows up here.</EmptyState>
            ) : (
              <Suspense
                fallback={
                  <div className="flex h-64 items-center justify-center text-primary">
                    <Spinner label="Loading chart" />
                  </div>
                }
              >
                <RoundsChart rounds={recentRounds} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
