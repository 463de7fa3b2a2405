import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlagIcon } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../../components/spinner';
import { Button } from '../../../../components/ui/button';
import { currentUserQueryKey, useSignedInUser } from '../../../../lib/auth';
import { DEFAULT_COURSE, DEFAULT_TEE } from '../../../../lib/courses/course-picker-logic';
import { useCourseHoles } from '../../../../lib/courses/get-course-holes';
import { useRecentCourses } from '../../../../lib/courses/use-recent-courses';
import { myGamesKey } from '../../../../lib/games/game-keys';
import { toastFailure } from '../../../../lib/notify';
import { createGame } from '../../api/create-game';
import { useGroupChoice } from '../../hooks/use-group-choice';
import {
  createGameBody,
  createGameErrors,
  createGameFieldId,
  type CreateGameFields,
  createGameFieldsAdjusted,
  createGameFieldsInitial,
  firstInvalidField,
} from '../../lib/create-game-form';
import { rememberLastGroup } from '../../lib/last-group';
import { BettingSetupCard } from './betting-setup-card';
import { DrinksField } from './drinks-field';
import { GameDetailsCard } from './game-details-card';
import { GameFormatCard } from './game-format-card';
import { GroupField } from './group-field';
import { HandicapsCard } from './handicaps-card';

/**
 * Create New Game (product §G2): four cards (the handicaps', product §R12, under the details) whose fields the engine keeps consistent on every change (§G4), checked
 * with the server's own schema before sending (§G5). Messages show once Create Game was pressed, and follow the
 * fields from then on; the first field with one gets the focus.
 */
export function CreateGameForm() {
  const user = useSignedInUser();
  const [fields, setFields] = useState(() => createGameFieldsInitial({ courseName: DEFAULT_COURSE, teeColor: DEFAULT_TEE, handicap: user.handicap, handicapIndex: user.handicapIndex }));
  const [attempted, setAttempted] = useState(false);
  const { tees } = useCourseHoles(fields.courseName);
  const { rememberCourse } = useRecentCourses();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const group = useGroupChoice();

  const create = useMutation({
    mutationFn: createGame,
    onSuccess: (game, sent) => {
      rememberCourse(game.courseName);
      rememberLastGroup(sent.groupId ?? null);
      void queryClient.invalidateQueries({ queryKey: myGamesKey });
      // The handicap given is now the profile's (product §R12): the next form and the profile read it afresh.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void navigate(`/app/game/${String(game.id)}`);
    },
    onError: (error) => toastFailure('Error Creating Game', error, 'Failed to create game'),
  });

  const change = useCallback(
    (update: Partial<CreateGameFields>) => setFields((current) => createGameFieldsAdjusted({ ...current, ...update }, tees)),
    [tees],
  );
  const changeTee = useCallback((teeColor: string) => change({ teeColor }), [change]);

  const body = createGameBody(fields);
  const errors = attempted ? createGameErrors(fields) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const first = firstInvalidField(createGameErrors(fields));
    if (first) {
      document.getElementById(createGameFieldId(first))?.focus();
      return;
    }
    create.mutate(group.groupId === null ? body : { ...body, groupId: group.groupId });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Create game" className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-2">
      <div className="grid gap-4 sm:gap-6 lg:row-span-2">
        <GameDetailsCard fields={fields} errors={errors} onChange={change} onTeeChange={changeTee}>
          {/* Only for a golfer in a group (product §R18); everyone else's games are in no group. */}
          {group.groups.length > 0 ? <GroupField groups={group.groups} value={group.groupId} onChange={group.choose} /> : null}
          <DrinksField checked={fields.drinksOn} onChange={(drinksOn) => change({ drinksOn })} />
        </GameDetailsCard>
        <HandicapsCard fields={fields} errors={errors} onChange={change} />
      </div>
      <GameFormatCard fields={fields} errors={errors} onChange={change} />
      <BettingSetupCard fields={fields} errors={errors} onChange={change} />
      <div className="lg:col-span-2 lg:flex lg:justify-end">
        <Button type="submit" size="lg" disabled={create.isPending} className="h-13 w-full text-base lg:w-auto lg:min-w-56">
          {create.isPending ? <Spinner className="size-5" /> : <FlagIcon aria-hidden />}
          {create.isPending ? 'Creating Game...' : 'Create Game'}
        </Button>
      </div>
    </form>
  );
}
