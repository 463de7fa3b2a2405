import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import type { GameFormat } from '../content/game-formats';

/** One game format; `detailed` adds the longer explanation used on the Features page. */
export function FormatCard({ format, detailed = false }: { format: GameFormat; detailed?: boolean }) {
  const { icon: Icon, name, summary, detail, availability } = format;
  return (
    <article className={cn('flex h-full gap-4 rounded-2xl border bg-card p-5 shadow-sm', detailed && 'sm:p-6')}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{name}</h3>
          {availability === 'coming-soon' ? <Badge variant="sand">Coming soon</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
        {detailed ? <p className="mt-2 text-sm">{detail}</p> : null}
      </div>
    </article>
  );
}
