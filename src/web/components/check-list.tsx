import { CheckIcon } from 'lucide-react';
import { cn } from '../lib/utils';

/** A list of what a plan includes, each item ticked (the Pricing page's plans and the /subscribe offer). */
export function CheckList({ items, label, className }: { items: readonly string[]; label?: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-3 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
            <CheckIcon className="size-3.5" aria-hidden />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
