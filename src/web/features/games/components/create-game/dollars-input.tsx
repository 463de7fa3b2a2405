import type { ComponentProps } from 'react';
import { Input } from '../../../../components/ui/input';

type DollarsInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'onChange' | 'value'> & { value: string; onChange: (text: string) => void };

/**
 * A dollars amount typed as text behind a "$", so every message about it can be seen (a number input would drop
 * letters silently): the bet, a dot's value.
 */
export function DollarsInput({ value, onChange, className, ...props }: DollarsInputProps) {
  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
        $
      </span>
      <Input {...props} type="text" inputMode="decimal" autoComplete="off" className={`pl-7 tabular-nums ${className ?? ''}`} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
