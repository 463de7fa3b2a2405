import {
  AwardIcon,
  BanIcon,
  BellIcon,
  CalculatorIcon,
  ChartColumnIcon,
  CoinsIcon,
  HistoryIcon,
  RadioIcon,
  ShieldCheckIcon,
  TrophyIcon,
  UserRoundIcon,
} from 'lucide-react';
import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES } from '../../../../golf/achievement-types';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { CtaBand } from '../components/cta-band';
import { FormatCard } from '../components/format-card';
import { PageIntro } from '../components/page-intro';
import { SectionHeading } from '../components/section-heading';
import { gameFormats } from '../content/game-formats';
import { IconTile, type IconTileContent } from '../components/icon-tile';

/** The feature list of product §A1, plus the scoring and betting basics every game relies on. */
const features: readonly IconTileContent[] = [
  {
    icon: RadioIcon,
    title: 'Real-time multiplayer',
    text: 'Every player scores from their own phone. The card, match status and pot update for the whole group instantly.',
  },
  {
    icon: CalculatorIcon,
    title: 'Handicaps built in',
    text: 'Handicap strokes land on the right holes by stroke index (plus handicaps too), so every net score is fair.',
  },
  {
    icon: CoinsIcon,
    title: 'Bets settled to the cent',
    text: 'Set a bet amount when you create the game. When it ends, each player sees their winnings or losses, down to the cent.',
  },
  {
    icon: ChartColumnIcon,
    title: 'Analytics',
    text: 'Average score, birdie percentage, best round, front and back nine averages and how well you use your strokes.',
  },
  {
    icon: AwardIcon,
    title: 'Achievement badges',
    text: 'Earn badges for the great moments (and the funny ones) of every round, and show them on your profile.',
  },
  {
    icon: HistoryIcon,
    title: 'Game history',
    text: 'Every finished game is saved with its full scorecard, so you can look back at any round, any time.',
  },
  {
    icon: UserRoundIcon,
    title: 'Player profiles',
    text: 'Your Player ID, handicap, stats and badges in one place, with privacy settings you control.',
  },
  {
    icon: TrophyIcon,
    title: 'Group leaderboards',
    text: 'A final leaderboard for every game, with net scores and positions, so bragging rights are official.',
  },
  {
    icon: BellIcon,
    title: 'Friends and notifications',
    text: 'Add friends by Player ID, see who is online, join their games and get notified when you are added to a round.',
  },
];

/**
 * Every badge a round can earn, named as the app names them; the count and the list come from the engine. From the
 * leaf module, not the golf index, which would bring the engine into the home page's scripts (src/golf/README.md).
 */
const badges = ACHIEVEMENT_TYPES.map((type) => ACHIEVEMENT_INFO[type].name);

export function FeaturesPage() {
  useDocumentMeta({
    title: 'Features | Dormie',
    description:
      'Stroke play, match play, best ball, nassau, wolf and solo mode, with live multiplayer scoring, handicaps, analytics, achievement badges, game history, profiles, leaderboards, friends and notifications.',
  });

  return (
    <>
      <PageIntro
        eyebrow="Features"
        title="Everything your group needs, from first tee to final putt"
        lead="Dormie brings live scoring, handicaps, betting formats and season stats together in one app built for the phone in your back pocket."
      />

      <section aria-labelledby="formats-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="formats-title"
          eyebrow="Game formats"
          title="Play it your way"
          lead="Individual or team, strokes or holes: pick the format when you create the game and Dormie keeps the score and the bets."
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-2">
          {gameFormats.map((format) => (
            <li key={format.name}>
              <FormatCard format={format} detailed />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="features-title"
            eyebrow="Inside the app"
            title="More than a scorecard"
            lead="The details that make a weekly game easier to run and more fun to talk about afterwards."
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((item) => (
              <IconTile key={item.title} {...item} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="badges-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="badges-title"
          eyebrow="Achievement badges"
          title="Birdies earn badges. So do snowmen."
          lead={`${String(badges.length)} badges reward the highlights of a round and poke fun at the low points.`}
        />
        <ul className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-2" aria-label="The badges">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-sm">
              {badge}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-title" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="grid gap-4 rounded-2xl border bg-card p-6 sm:grid-cols-[auto_1fr] sm:items-center sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ShieldCheckIcon className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="privacy-title" className="text-xl font-bold">
              No ads. Your data is never sold.
            </h2>
            <p className="mt-1 text-muted-foreground">
              Dormie is paid for by golfers, not advertisers. Your scores, stats and contacts stay yours.
            </p>
          </div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary sm:col-start-2">
            <BanIcon className="size-4" aria-hidden />
            Ad-free on every screen
          </p>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
