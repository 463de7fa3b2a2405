import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils';

export type IconTileContent = { icon: LucideIcon; title: string; text: string };

/**
 * A list item with an icon badge, a title and a line of text: the value props, features and principles of
 * the marketing pages. `stacked` puts the icon above the text from the small breakpoint on.
 */
export function IconTile({ icon: Icon, title, text, stacked = true }: IconTileContent & { stacked?: boolean }) {
  return (
    <li className={cn('flex gap-4 rounded-2xl border bg-card shadow-sm', stacked ? 'p-5 sm:block sm:p-6' : 'p-6')}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className={cn('text-lg font-semibold leading-snug', stacked && 'sm:mt-4')}>{title}</h3>
        <p className={cn('mt-1 text-sm text-muted-foreground', stacked && 'sm:mt-2')}>{text}</p>
      </div>
    </li>
  );
}
