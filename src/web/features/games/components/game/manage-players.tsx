import { useQuery } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { PLAYER_SEARCH_MAX_RESULTS } from '../../../../../contract/games';
import type { GameDetail, GamePlayer, PlayerSearchResult } from '../../../../../contract/games-responses';
import { formatNeedsTeams, handicapInputText } from '../../../../../golf';
import { SegmentedControl } from '../../../../components/segmented-control';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { serverMessage } from '../../../../lib/api';
import { lazyComponent } from '../../../../lib/lazy-component';
import { toastFailure } from '../../../../lib/notify';
import { gameFormatOf } from '../../../../lib/games/round';
import { searchPlayers } from '../../api/search-players';
import { useAddManualPlayer, useAddPlayerById } from '../../api/use-game-mutations';
import type { PlayerAddition } from '../../lib/group-choices';
import { GivenHandicapFields, useGivenHandicap } from './given-handicap-fields';
import { type TeamOption, TeamSelect, teamChoiceOf } from './team-select';

// A group game's members, offered first (product §R18): its own chunk, loaded only in a group game's lobby.
const GroupChoices = lazyComponent(() => import('./group-choices'), 'GroupChoices');

type Mode = 'name' | 'id';

/** Type-ahead of registered golfers from the first character (product §G5), by name or by Player ID. */
function usePlayerSearch(text: string, byId: boolean) {
  const q = text.trim();
  return useQuery({
    queryKey: ['player-search', byId, q],
    queryFn: () => searchPlayers(q, byId),
    enabled: q.length >= 1 && (!byId || /^\d+$/.test(q)),
    staleTime: 30_000,
  });
}

/**
 * The creator's Manage Players panel (product §G2): Add by Name (a player without an account, or a golfer picked from
 * the type-ahead) and Add by Player ID, each with a handicap and, in team formats, a team; in a "whs" game the handicap
 * is a Handicap Index with the player's tee set (product §R12, §R19). A group game offers its members first (§R18).
 */
export function ManagePlayers({ game, players }: { game: GameDetail; players: readonly GamePlayer[] }) {
  const [mode, setMode] = useState<Mode>('name');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PlayerSearchResult | null>(null);
  const given = useGivenHandicap(game, { text: '', teeSet: 'M' });
  const [team, setTeam] = useState<TeamOption>('auto');
  const addManual = useAddManualPlayer(game.id);
  const addById = useAddPlayerById(game.id);
  const search = usePlayerSearch(picked ? '' : text, mode === 'id');
  const inputId = useId();
  const teams = formatNeedsTeams(gameFormatOf(game), game.maxPlayers);
  const full = game.playerCount >= game.maxPlayers;
  const pending = addManual.isPending || addById.isPending;
  const playerNumber = mode === 'id' ? (picked?.userNumber ?? (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)) : (picked?.userNumber ?? null);
  const disabled = text.trim() === '' || full || pending || (mode === 'id' && playerNumber === null);

  function reset() {
    setText('');
    setPicked(null);
    given.reset();
    setTeam('auto');
  }

  function choose(result: PlayerSearchResult) {
    setPicked(result);
    setText(mode === 'id' ? String(result.userNumber) : result.displayName);
    // A golfer's last playing handicap is no Handicap Index: a "whs" game's blank box takes the one on their profile.
    if (!given.whs && result.mostRecentHandicap !== null) given.setText(handicapInputText(result.mostRecentHandicap));
  }

  function add({ name, ...who }: PlayerAddition) {
    const handicap = given.read();
    if (handicap === null) return;
    const teamAssignment = teams ? teamChoiceOf(team) : null;
    // The golfer by the name the game shows them by: a Player ID typed without a pick is only a number.
    const onSuccess = (player: GamePlayer) => {
      toast({ title: 'Player Added', description: `${player.user.displayName || name} is in the game.` });
      reset();
    };
    const onError = (error: Error) => toastFailure('Error', error, 'Failed to add player');
    if ('userNumber' in who) addById.mutate({ ...who, ...handicap, teamAssignment }, { onSuccess, onError });
    else addManual.mutate({ ...who, ...handicap, teamAssignment }, { onSuccess, onError });
  }

  function submit() {
    const name = picked?.displayName ?? text.trim();
    add(playerNumber !== null ? { userNumber: playerNumber, name } : { playerName: text.trim(), name });
  }

  const suggestions = !picked && search.data ? search.data.slice(0, PLAYER_SEARCH_MAX_RESULTS) : [];
  // A refused search (too many in a minute) says so under the field rather than looking like no match.
  const searchRefusal = !picked && search.isError ? (serverMessage(search.error) ?? 'Search failed. Please try again.') : null;
  return (
    <section aria-labelledby="manage-players-title" className="grid gap-4 rounded-xl border bg-card p-4">
      <div>
        <h2 id="manage-players-title" className="text-lg font-semibold">
          Manage Players
        </h2>
        <p className="text-sm text-muted-foreground">Add players and start the game</p>
      </div>
      {game.groupId === null ? null : (
        <Suspense fallback={null}>
          <GroupChoices
            groupId={game.groupId}
            players={players}
            disabled={full || pending}
            onAdd={add}
          />
        </Suspense>
      )}
      <SegmentedControl
        label="How to add"
        className="w-full"
        options={[
          { value: 'name', label: 'Add by Name' },
          { value: 'id', label: 'Add by Player ID' },
        ]}
        value={mode}
        onChange={(option) => {
          setMode(option);
          reset();
        }}
      />
      <form
        className="grid gap-3"
        aria-label="New player"
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) submit();
        }}
      >
        <div className="relative grid gap-1.5">
          <Label htmlFor={inputId}>{mode === 'name' ? 'Player name' : 'Player ID'}</Label>
          <Input
            id={inputId}
            value={text}
            autoComplete="off"
            inputMode={mode === 'id' ? 'numeric' : 'text'}
            placeholder={mode === 'name' ? 'Name, or search golfers' : 'e.g. 1042'}
            className="h-12 text-base"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={`${inputId}-suggestions`}
            onChange={(event) => {
              setPicked(null);
              setText(event.target.value);
            }}
          />
          {suggestions.length > 0 ? (
            <ul id={`${inputId}-suggestions`} role="listbox" aria-label="Matching golfers" className="grid rounded-lg border bg-popover shadow-md">
              {suggestions.map((result) => (
                <li key={result.id} role="option" aria-selected={false}>
                  <button type="button" onClick={() => choose(result)} className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-accent">
                    <span className="font-medium">{result.displayName}</span>
                    <span className="text-xs text-muted-foreground">
                      {result.username === null ? '' : `@${result.username} · `}ID {result.userNumber}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {searchRefusal ? (
            <p role="status" className="text-xs text-destructive">
              {searchRefusal}
            </p>
          ) : null}
          {picked ? (
            <p className="text-xs text-muted-foreground">
              Adding golfer {picked.displayName} (Player ID {picked.userNumber}).
            </p>
          ) : mode === 'name' ? (
            <p className="text-xs text-muted-foreground">A name that is not picked from the list adds a player without an account.</p>
          ) : null}
        </div>
        <GivenHandicapFields
          given={given}
          team={teams ? <TeamSelect value={team} onChange={setTeam} options={['auto', 'A', 'B']} /> : null}
          indexHint={playerNumber === null ? undefined : "Blank takes the golfer's own; + for a plus index, e.g. +1.2."}
        />
        <Button type="submit" size="lg" disabled={disabled}>
          <UserPlusIcon aria-hidden />
          {pending ? 'Adding Player...' : 'Add Player'}
        </Button>
        {full ? <p className="text-sm text-muted-foreground">The game is full ({game.playerCount}/{game.maxPlayers} players).</p> : null}
      </form>
    </section>
  );
}
