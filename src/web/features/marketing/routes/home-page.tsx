import {
  ArrowRightIcon,
  BanIcon,
  CalculatorIcon,
  ChartColumnIcon,
  CoinsIcon,
  RadioIcon,
  ShieldCheckIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { CtaBand } from '../components/cta-band';
import { FormatCard } from '../components/format-card';
import { LiveRoundPreview } from '../components/live-round-preview';
import { SectionHeading } from '../components/section-heading';
import { gameFormats } from '../content/game-formats';
import { plan } from '../content/site';
import { IconTile } from '../components/icon-tile';

const valueProps = [
  {
    icon: RadioIcon,
    title: 'Live scoring for the whole group',
    text: 'Everyone enters their own scores on their phone and the card updates for all players as the round happens.',
  },
  {
    icon: CalculatorIcon,
    title: 'Handicaps done right',
    text: 'Strokes fall on the right holes by stroke index, so net scores and match status are fair without any mental math.',
  },
  {
    icon: CoinsIcon,
    title: 'Bets settled to the cent',
    text: 'Set the stakes before the first tee. At the 19th hole Dormie shows exactly who owes whom.',
  },
  {
    icon: ChartColumnIcon,
    title: 'Your season in numbers',
    text: 'Birdie rate, front and back nine averages, best rounds and achievement badges build up with every game.',
  },
] as const;

const steps = [
  { title: 'Create a game', text: 'Pick the course and tees, choose a format and set the bet amount.' },
  { title: 'Bring your group', text: 'Friends join with the game code or their Player ID. Teams are set in the lobby.' },
  { title: 'Score every hole', text: 'Tap in scores as you play. Match status and the pot update live for everyone.' },
  { title: 'Settle up', text: 'Finish the game to see the leaderboard, winnings per player and badges earned.' },
] as const;

export function HomePage() {
  useDocumentMeta({
    title: 'Dormie: Golf Scorekeeping and Friendly Bets',
    description:
      'Live hole-by-hole scores, handicaps and friendly bets for golfers who play with friends. Stroke play, match play, best ball and nassau, settled to the cent. Free for 30 days.',
  });

  return (
    <>
      <section className="relative overflow-hidden bg-linear-to-b from-hero-from to-hero-to">
        <div className="fairway-stripes pointer-events-none absolute inset-0" aria-hidden />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div className="text-center lg:text-left">
            <Badge variant="sand" className="px-3 py-1">
              Now in private beta
            </Badge>
            <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
              Every hole scored. <span className="text-primary">Every bet settled.</span>
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              Dormie keeps live hole-by-hole scores for your group, applies handicaps stroke by stroke and settles
              stroke play, match play, best ball and nassau bets to the cent.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Button asChild size="lg">
                <a href="/login">
                  Start Free Trial
                  <ArrowRightIcon aria-hidden />
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="/features">Explore Features</a>
              </Button>
            </div>
            <p className="mt-5 text-sm text-muted-foreground">
              {plan.trialDays}-day free trial · No credit card · No ads
            </p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <LiveRoundPreview />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="why-title"
          eyebrow="Why Dormie"
          title="Less arguing on the 18th green"
          lead="No more pencil math, lost scorecards or debates over who gets a stroke on 14. Dormie handles the bookkeeping so your group can play."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {valueProps.map((item) => (
            <IconTile key={item.title} {...item} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="formats-title" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading
            id="formats-title"
            eyebrow="Game formats"
            title="The games your group already plays"
            lead="From a quiet solo round to a four-ball nassau with a little on it."
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {gameFormats.map((format) => (
              <li key={format.name}>
                <FormatCard format={format} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="how-title" eyebrow="How it works" title="From first tee to settled up in four steps" />
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:block sm:p-6">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold sm:mt-4">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground sm:mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="privacy-title" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ShieldCheckIcon className="size-6" aria-hidden />
          </span>
          <div className="flex-1">
            <h2 id="privacy-title" className="text-xl font-bold">
              Your round, your data
            </h2>
            <p className="mt-1 text-muted-foreground">
              No ads, ever. Your scores and personal data are never sold. You pay for Dormie, so Dormie works for you.
            </p>
          </div>
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <BanIcon className="size-4" aria-hidden />
            Ad-free
          </span>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
