import { type CurrentUser, userShownName } from '../../../../contract/user';
import { DeferredPopup } from '../../../components/deferred-popup';
import { UserAvatar } from '../../../components/user-avatar';
import { lazyComponent } from '../../../lib/lazy-component';

const ProfileMenuDropdown = lazyComponent(() => import('./profile-menu-dropdown'), 'ProfileMenuDropdown');

/** The profile menu of product §A2: Profile, Player ID with copy, Light/Dark mode, Sign Out; loaded with its first press. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const trigger = {
    'aria-label': 'Open profile menu',
    // A 44 px target around the 36 px avatar; on phones it reaches into the bar's side padding so the row fits 360 px.
    className:
      '-mr-1 flex size-11 cursor-pointer items-center justify-center rounded-full sm:mr-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    children: <UserAvatar user={user} name={userShownName(user)} className="size-9 sm:size-10" />,
  };
  return (
    <DeferredPopup haspopup="menu" trigger={trigger}>
      {(props) => <ProfileMenuDropdown user={user} trigger={props} />}
    </DeferredPopup>
  );
}
