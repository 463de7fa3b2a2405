import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

const tones = {
  destructive: 'bg-destructive/10 text-destructive',
  sand: 'bg-sand/25 text-sand-foreground dark:text-sand',
} as const;

type StatusPanelProps = {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
  /** The buttons under the text, centred. */
  actions: ReactNode;
  className?: string;
};

/** A full-width status message (access denied, trial expired, an error): icon badge, heading, text and actions. */
export function StatusPanel({ icon: Icon, tone, title, children, actions, className }: StatusPanelProps) {
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center text-center', className)}>
      <span className={cn('flex size-14 items-center justify-center rounded-full', tones[tone])}>
        <Icon className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{children}</p>
      <div className="mt-8 flex w-full justify-center">{actions}</div>
    </div>
  );
}
