import type { CurrentUser } from '../../../../../contract/user';
import { SwitchField } from '../../../../components/switch-field';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { SettingsCard } from './settings-card';
import { useUpdateSettings } from '../../api/settings-update';
import { settingsFailure } from './settings-messages';

const switchId = 'settings-friends-only';

/**
 * The Privacy toggle (product §G2, friendsOnlyGameAdd): saved the moment it is switched. While the call runs the switch
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

  return (
    <SettingsCard id="settings-privacy-title" title="Privacy" description="Who may put you in a game.">
      <SwitchField
        id={switchId}
        label="Only friends can add me to games"
        hint="Golfers who are not your friends cannot add you to their games by name or Player ID."
        checked={checked}
        disabled={save.isPending}
        onCheckedChange={toggle}
      />
    </SettingsCard>
  );
}
