import { ExternalLinkIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckList } from '../../../components/check-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { cn } from '../../../lib/utils';
import { PageIntro } from '../components/page-intro';
import { SectionHeading } from '../components/section-heading';
import { SUPPORT_EMAIL } from '../../../lib/support';
import { CHECKOUT_URL, plan } from '../content/site';

const faqs: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need a credit card to start the trial?',
    answer: `No. The ${plan.trialDays}-day free trial needs no credit card. You can play unlimited games with up to ${plan.trialMaxPlayersPerGame} players per game.`,
  },
  {
    question: 'What happens when my trial ends?',
    answer: `Subscribe to the monthly plan for ${plan.monthlyPrice} a month to keep playing. Your games, stats and badges are kept.`,
  },
  {
    question: 'Can I cancel any time?',
    answer: 'Yes. Manage or cancel your subscription from your profile settings; it stays active until the end of the period you paid for.',
  },
  {
    question: 'Why do I need an invitation?',
    answer: (
      <>
        Dormie is in private beta, so new accounts are by invitation. Ask a friend who plays, or request an invite code
        from{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </>
    ),
  },
  {
    question: 'Does everyone in my group need an account?',
    answer: 'No. The person who creates a game can add players by name. Friends with their own account can join to enter scores from their phone and keep their own stats, history and badges.',
  },
];

export function PricingPage() {
  useDocumentMeta({
    title: 'Pricing | Dormie',
    description: `Start with a free ${plan.trialDays}-day trial, no credit card required. Then ${plan.monthlyPrice} per month for unlimited players, unlimited games and priority support.`,
  });

  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Simple pricing. No surprises."
        lead={`Try everything free for ${plan.trialDays} days, then ${plan.monthlyPrice} a month for unlimited golf with your group.`}
      />

      <section aria-label="Plans" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="grid gap-6 md:grid-cols-2">
          <PlanCard
            name="Free Trial"
            price="$0"
            period={`for ${plan.trialDays} days`}
            description="Everything you need to try Dormie with your regular group."
            items={[
              `${plan.trialDays} days of full access`,
              'No credit card required',
              `Up to ${plan.trialMaxPlayersPerGame} players per game`,
              'Unlimited games',
            ]}
            action={
              <Button asChild size="lg" variant="outline" className="w-full">
                <a href="/signup">Start Free Trial</a>
              </Button>
            }
          />
          <PlanCard
            highlighted
            name="Monthly"
            price={plan.monthlyPrice}
            period="/month"
            description="For groups that play every week and want no limits."
            items={['Unlimited players', 'Unlimited games', 'Priority support', 'Every format, stat and badge']}
            action={
              <Button asChild size="lg" className="w-full">
                {/* Opens the payment provider's hosted checkout in a new tab (product §A2). */}
                <a href={CHECKOUT_URL} target="_blank" rel="noopener noreferrer">
                  Get Started
                  <ExternalLinkIcon aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            }
          />
        </div>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          <MailIcon className="mr-1.5 inline size-4 -translate-y-px" aria-hidden />
          Dormie is in private beta and accounts are by invitation. Request an invite code from{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="faq-title" className="border-t bg-muted/40">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading id="faq-title" title="Frequently asked questions" />
          <div className="mt-10 divide-y rounded-2xl border bg-card">
            {faqs.map((faq) => (
              <details key={faq.question} className="group px-5 py-4 sm:px-6">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <span className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45" aria-hidden>
                    +
                  </span>
                </summary>
                <p className="mt-3 text-sm text-muted-foreground">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

type PlanCardProps = {
  name: string;
  price: string;
  period: string;
  description: string;
  items: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
};

function PlanCard({ name, price, period, description, items, action, highlighted = false }: PlanCardProps) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-card p-6 shadow-sm sm:p-8',
        highlighted && 'border-primary shadow-xl shadow-primary/10 ring-1 ring-primary',
      )}
    >
      {highlighted ? (
        <Badge className="absolute -top-3 right-6 px-3 py-1">Unlimited</Badge>
      ) : null}
      <h2 className="text-xl font-bold">{name}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight">{price}</span>
        <span className="text-muted-foreground">{period}</span>
      </p>
      <CheckList items={items} className="mt-6 flex-1 content-start" />
      <div className="mt-8">{action}</div>
    </article>
  );
}
