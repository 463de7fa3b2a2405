import { CoinsIcon, ScaleIcon, ShieldCheckIcon, SmartphoneIcon } from 'lucide-react';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { SectionHeading } from '../components/section-heading';
import { IconTile, type IconTileContent } from '../components/icon-tile';

const principles: readonly IconTileContent[] = [
  {
    icon: ScaleIcon,
    title: 'Fair to every handicap',
    text: 'Strokes land on the holes the card says they should, so a 20-handicap and a scratch player can enjoy a real match.',
  },
  {
    icon: CoinsIcon,
    title: 'Exact about money',
    text: 'Bets are friendly, but the math should be right. Results are settled to the cent and everyone sees the same numbers.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Made for the course',
    text: 'Big tap targets, a light theme for bright sun and a dark one for the clubhouse. Scoring a hole takes seconds.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Private by design',
    text: 'No ads and no selling your data. You control who can add you to games.',
  },
];

export function AboutPage() {
  useDocumentMeta({
    title: 'About | Dormie',
    description:
      'Dormie is a golf scorekeeping and friendly-betting app made by golfers for the weekly game with friends: fair handicaps, exact settlements, no ads.',
  });

  return (
    <>
      <PageIntro
        eyebrow="About"
        title="Built for the weekly game with friends"
        lead="Dormie started with a simple wish: spend the 19th hole talking about the round, not reconciling a soggy scorecard."
      />

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="story-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Why we built it
        </h2>
        <div className="mt-5 space-y-4 text-base leading-relaxed text-muted-foreground sm:text-lg">
          <p>
            Every regular group has the same routine. Someone keeps the card, someone else keeps the bets in their
            head, and after 18 holes nobody agrees on who got a stroke where or how much the nassau paid.
          </p>
          <p>
            Dormie puts the whole game on everyone's phone. Each player enters their own scores, handicaps are applied
            hole by hole, match status updates as you play, and when the last putt drops the settlement is already
            done.
          </p>
          <p>
            We are golfers first. We build the features our own groups ask for, and we listen when yours do too.
          </p>
        </div>

        <figure className="mt-10 rounded-2xl border-l-4 border-primary bg-card p-6 shadow-sm">
          <blockquote className="text-lg font-semibold">
            dor·mie <span className="font-normal text-muted-foreground">(adjective)</span>
          </blockquote>
          <figcaption className="mt-2 text-muted-foreground">
            In match play: leading by as many holes as there are left to play, so you cannot lose. It is how we want
            every group to feel about keeping score.
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="principles-title" className="border-y bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading id="principles-title" eyebrow="What we stand for" title="Four promises to every player" />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2">
            {principles.map((item) => (
              <IconTile key={item.title} {...item} stacked={false} />
            ))}
          </ul>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
