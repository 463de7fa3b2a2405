import { cn } from '../../lib/utils';

// Most tees are named after their marker colour; those get a matching dot, any other name a neutral one. A dot
// close to the card's colour gets a solid ring in that theme, or it would vanish: black in dark mode, white in
// light mode (issue 12).
const teeColors: Record<string, string> = {
  black: 'bg-neutral-900 dark:bg-neutral-950 dark:ring-neutral-300',
  blue: 'bg-blue-600',
  white: 'bg-white ring-neutral-400 dark:ring-foreground/25',
  red: 'bg-red-600',
  gold: 'bg-amber-400',
  yellow: 'bg-yellow-300',
  green: 'bg-green-600',
  silver: 'bg-zinc-300',
  orange: 'bg-orange-500',
  purple: 'bg-purple-600',
};

export function TeeSwatch({ teeColor, className }: { teeColor: string; className?: string }) {
  const color = teeColors[teeColor.trim().toLowerCase()] ?? 'bg-muted';
  return <span aria-hidden className={cn('inline-block size-3 shrink-0 rounded-full ring-1 ring-foreground/25', color, className)} />;
}
