import { SearchIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUser } from '../../../../contract/account-responses';
import { userFullName, userShownName } from '../../../../contract/user';
import { LoadState } from '../../../components/load-state';
import { Field } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useGolferMatches } from '../api/get-users';
import { golferSearchText } from '../lib/golfer-search';
import { useSettled } from '../lib/use-settled';

/** The name an admin knows an account by: the person's real names first, else the name others see. */
export const adminNameOf = (user: AdminUser) => userFullName(user) || userShownName(user);

type GolferPickerProps = { value: AdminUser | null; onChange: (user: AdminUser | null) => void };

/**
 * Pick one account by typing part of a name, the username or e-mail, or the Player ID; the server searches (GET
 * /api/admin/users, its first few matches), so a club of thousands of golfers is never loaded whole. The matches are
 * a plain list of full-width buttons under the box, so it works with a thumb and a phone's keyboard open.
 */
export function GolferPicker({ value, onChange }: GolferPickerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const matches = useGolferMatches(useSettled(golferSearchText(text)));
  const answer = matches.data;

  if (value) {
    return (
      <Field id={`${id}-chosen`} label="Golfer">
        {/* min-w-0: the long names truncate inside the field instead of widening the page. */}
        <div id={`${id}-chosen`} className="flex min-w-0 items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{adminNameOf(value)}</p>
            <p className="truncate text-sm text-muted-foreground">
              @{value.username} · Player ID #{value.userNumber}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <XIcon aria-hidden />
            Change golfer
          </Button>
        </div>
      </Field>
    );
  }

  return (
    <div className="grid gap-2">
      <Field id={`${id}-search`} label="Golfer" hint="Search by name, username, email or Player ID.">
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            value={text}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. Sam, sam_r or 1042"
            className="pl-9"
            aria-describedby={`${id}-search-hint`}
            aria-controls={`${id}-matches`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </Field>
      {text.trim() !== '' ? (
        <>
          <LoadState isPending={matches.isLoading} error={matches.error} loadingLabel="Loading golfers…" onRetry={() => void matches.refetch()} />
          {answer ? (
            <div id={`${id}-matches`} aria-live="polite" aria-busy={matches.isPlaceholderData}>
              {answer.rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">No golfer matches “{answer.text}”.</p>
              ) : (
                <ul aria-label="Matching golfers" className="grid divide-y rounded-lg border">
                  {answer.rows.map((user) => (
                    <li key={user.id}>
                      <button type="button" onClick={() => onChange(user)} className="flex min-h-11 w-full cursor-pointer flex-col items-start px-3 py-2 text-left hover:bg-accent">
                        <span className="font-medium">{adminNameOf(user)}</span>
                        <span className="text-xs text-muted-foreground">
                          @{user.username} · Player ID #{user.userNumber}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {answer.total > answer.rows.length ? <p className="mt-2 text-xs text-muted-foreground">{answer.total - answer.rows.length} more; type more to narrow the list.</p> : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
