import { useId } from 'react';
import type { TeamChoice } from '../../../../../contract/games-requests';
import { type Team, teamName } from '../../../../../golf';
import { Label } from '../../../../components/ui/label';

/** 'auto' picks the team with fewer players; 'none' is No Team (edit only). */
export type TeamOption = 'auto' | Team | 'none';

const LABELS: Record<TeamOption, string> = { auto: 'Auto-assign', A: `${teamName('A').name} A`, B: `${teamName('B').name} B`, none: 'No Team' };

/**
 * The team select of Manage Players (Auto-assign, Red Team A, Blue Team B) and of Edit Player (with No Team), product
 * §G2. A native select: phones show their own picker, large and familiar.
 */
export function TeamSelect({ value, onChange, options }: { value: TeamOption; onChange: (value: TeamOption) => void; options: readonly TeamOption[] }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Team</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? 'auto')}
        className="h-12 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring/40"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The body's teamAssignment for a choice: 'auto' and a team as they are, No Team as null. */
export const teamChoiceOf = (option: TeamOption): NonNullable<TeamChoice> | null => (option === 'none' ? null : option);
