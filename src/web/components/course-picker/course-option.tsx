import { CheckIcon, FlagIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

/** One course in a picker list; pressed when it is the chosen course. */
export function CourseOption({ name, selected, onSelect }: { name: string; selected: boolean; onSelect: (name: string) => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(name)}
      className={cn(
        'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
        selected ? 'border-primary bg-primary/5 font-semibold' : 'border-transparent bg-muted/50',
      )}
    >
      <FlagIcon className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{name}</span>
      {selected ? <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden /> : null}
    </button>
  );
}
