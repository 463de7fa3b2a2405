import { ArrowRightIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { plan } from '../content/site';

/** Closing call to action shared by the public pages. */
export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-deep px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <div className="fairway-stripes pointer-events-none absolute inset-0" aria-hidden />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your group's next round starts here
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-white/85 sm:text-lg">
            Try Dormie free for {plan.trialDays} days. No credit card, unlimited games, up to{' '}
            {plan.trialMaxPlayersPerGame} players per game.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-brand-deep hover:bg-white/90">
              <a href="/login">
                Start Free Trial
                <ArrowRightIcon aria-hidden />
              </a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="border border-white/35 text-white hover:bg-white/10 hover:text-white"
            >
              <a href="/pricing">See Pricing</a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
