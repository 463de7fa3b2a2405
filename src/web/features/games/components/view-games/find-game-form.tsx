import { useMutation } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { GameRefSchema } from '../../../../../contract/games';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { findGame } from '../../api/find-game';
import { FIND_EMPTY, FIND_NOT_FOUND } from './view-games-messages';

const toastNotFound = () => toast({ variant: 'destructive', ...FIND_NOT_FOUND });

/** 'Find Game by ID' (product §G2, §G5, §G8): the numeric id or the 6-character code in any case opens that game's screen. */
export function FindGameForm() {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const find = useMutation({
    mutationFn: findGame,
    onSuccess: (game) => void navigate(`/app/game/${String(game.id)}`),
    onError: toastNotFound,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (find.isPending) return;
    if (text.trim() === '') {
      toast({ variant: 'destructive', ...FIND_EMPTY });
      return;
    }
    // The contract's reading of an id or code: text that is neither cannot name a game, so no call is made.
    if (!GameRefSchema.safeParse(text).success) {
      toastNotFound();
      return;
    }
    find.mutate(text);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Find Game by ID</CardTitle>
        <CardDescription id={hintId}>Enter the game number or the 6-character code the creator shared.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Find Game by ID" className="grid gap-2">
          <Label htmlFor={inputId}>Game ID or code</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={hintId}
              placeholder="42 or ABC123"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={12}
              className="font-mono"
            />
            <Button type="submit" disabled={find.isPending} className="h-11 sm:h-10">
              <SearchIcon aria-hidden />
              {find.isPending ? 'Finding...' : 'Find Game'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
