import { ClockIcon, FlagIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { PageIntro } from '../components/page-intro';
import { SUPPORT_EMAIL } from '../../../lib/support';
import { plan } from '../content/site';
import { Island } from '../islands';

export function ContactPage() {
  useDocumentMeta({
    title: 'Contact | Dormie',
    description: `Questions, course requests, game mode ideas or technical support: contact the Dormie team at ${SUPPORT_EMAIL}. We reply within ${plan.supportResponseHours} hours.`,
  });

  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Get in touch"
        lead="A question, a course we're missing or a format your group loves? Send us a note."
      >
        <p className="mt-4 text-sm text-muted-foreground">
          Prefer email? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-primary underline-offset-4 hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </PageIntro>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-xl">
              Send us a message
            </CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <Island name="contact-form" />
          </CardContent>
        </Card>

        <aside aria-label="Other ways to reach us" className="grid content-start gap-4">
          <InfoCard icon={<MailIcon className="size-5" aria-hidden />} title="Email support">
            {/* Alone on its line, so a 44 px tap target (issue 12); the one in the intro sits in a sentence. */}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </InfoCard>
          <InfoCard icon={<ClockIcon className="size-5" aria-hidden />} title="Response time">
            We reply within {plan.supportResponseHours} hours, usually sooner.
          </InfoCard>
          <InfoCard icon={<FlagIcon className="size-5" aria-hidden />} title="Missing your course?">
            Choose "Request to Add a Course" and tell us the course name, city and state.
          </InfoCard>
        </aside>
      </div>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">{icon}</span>
      <div className="text-sm">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
