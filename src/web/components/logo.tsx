import { cn } from '../lib/utils';

/** The Dormie mark: a pin flag on a green, drawn inline so it follows the theme colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden focusable="false">
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <ellipse cx="16" cy="24.5" rx="8" ry="2.2" className="fill-primary-foreground/25" />
      <path d="M13.5 24V7.5" className="stroke-primary-foreground" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M14.2 8.2 22.5 11.3 14.2 14.6Z" className="fill-sand" />
    </svg>
  );
}

/** Mark plus wordmark; the visible name is also the accessible name wherever the logo is a link. */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={cn('text-xl font-extrabold tracking-tight', wordmarkClassName)}>Dormie</span>
    </span>
  );
}
