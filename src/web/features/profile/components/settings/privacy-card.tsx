import type { CurrentUser } from '../../../../../contract/user';
import { Label } from '../../../../components/ui/label';
import { Switch } from '../../../../components/ui/switch';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { SettingsCard } from './settings-card';
import { useUpdateSettings } from '../../api/settings-update';
import { settingsFailure } from './settings-messages';

const switchId = 'settings-friends-only';

/**
 * The Privacy toggle (spec 001 §2, friendsOnlyGameAdd): saved the moment it is switched. While the call runs the switch
 * shows the new value; afterwards it shows what the server stored, so a failure puts it back.
 */
export function PrivacyCard({ user }: { user: CurrentUser }) {
  const save = useUpdateSettings();
  const checked = save.isPending ? (save.variables.friendsOnlyGameAdd ?? user.friendsOnlyGameAdd) : user.friendsOnlyGameAdd;

  function toggle(friendsOnlyGameAdd: boolean) {
    save.mutate(
      { friendsOnlyGameAdd },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Settings Updated',
            description: saved.friendsOnlyGameAdd ? 'Only your friends can add you to games now.' : 'Any golfer can add you to games now.',
          }),
        onError: (error) => toastFailure(settingsFailure, error),
      },
    );
  }

  // The whole row is the label, so a thumb anywhere on it flips the switch (44 px and more on a phone).
  return (
    <SettingsCard id="settings-privacy-title" title="Privacy" description="Who may put you in a game.">
      <Label htmlFor={switchId} className="flex min-h-14 cursor-pointer items-center gap-4 rounded-lg border px-3 py-2.5 leading-normal">
        <span className="grid flex-1 gap-1">
          <span id={`${switchId}-label`}>Only friends can add me to games</span>
          <span id={`${switchId}-hint`} className="text-xs font-normal text-muted-foreground">
            Golfers who are not your friends cannot add you to their games by name or Player ID.
          </span>
        </span>
        <Switch id={switchId} checked={checked} disabled={save.isPending} onCheckedChange={toggle} aria-labelledby={`${switchId}-label`} aria-describedby={`${switchId}-hint`} />
      </Label>
    </SettingsCard>
  );
}
