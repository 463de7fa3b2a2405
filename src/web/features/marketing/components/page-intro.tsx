import type { ReactNode } from 'react';

type PageIntroProps = { eyebrow: string; title: ReactNode; lead: ReactNode; children?: ReactNode };

/** The opening band of a secondary public page: its h1 over the fairway-stripe backdrop. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section className="relative overflow-hidden border-b bg-linear-to-b from-hero-from to-hero-to">
      <div className="fairway-stripes pointer-events-none absolute inset-0" aria-hidden />
      <div className="relative mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>
        {children}
      </div>
    </section>
  );
}
