import type { ReactNode } from 'react';
import { TeePicker } from '../../../../components/course-picker/tee-picker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { type CreateGameErrors, type CreateGameFields, createGameFieldId } from '../../lib/create-game-form';
import { CourseField } from './course-field';
import { HolesField } from './holes-field';
import { SwitchField } from '../../../../components/switch-field';

type GameDetailsCardProps = {
  fields: CreateGameFields;
  errors: CreateGameErrors;
  onChange: (change: Partial<CreateGameFields>) => void;
  onTeeChange: (teeColor: string) => void;
  /** Fields under the card's own: the Group picker (product §R18). */
  children?: ReactNode;
};

/** Where: course, tee, the holes played (product §R14), who may see the game (product §G2) and its group (product §R18). */
export function GameDetailsCard({ fields, errors, onChange, onTeeChange, children }: GameDetailsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Game Details</CardTitle>
        <CardDescription>Pick the course and tee you are playing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CourseField id={createGameFieldId('courseName')} value={fields.courseName} error={errors.courseName} onChange={(courseName) => onChange({ courseName })} />
        <div id={createGameFieldId('teeColor')} tabIndex={-1} className="grid gap-2 outline-none">
          <TeePicker courseName={fields.courseName} value={fields.teeColor} onChange={onTeeChange} />
          {errors.teeColor ? <p className="text-sm font-medium text-destructive">{errors.teeColor}</p> : null}
        </div>
        <HolesField fields={fields} onChange={(holesPlayed) => onChange({ holesPlayed })} />
        <SwitchField
          id="create-game-private"
          label="Private game"
          hint="Only you, the players and your friends can see a private game."
          checked={fields.isPrivate}
          onCheckedChange={(isPrivate) => onChange({ isPrivate })}
        />
        {children}
      </CardContent>
    </Card>
  );
}
