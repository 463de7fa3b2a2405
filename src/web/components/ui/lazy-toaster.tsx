import { lazyComponent } from '../../lib/lazy-component';
import { OnceShown } from '../once-shown';
import { useToasts } from './use-toast';

const Toaster = lazyComponent(() => import('./toaster'), 'Toaster');

/**
 * The Toaster, mounted with the first toast, so a page that never shows one never downloads the toast primitive
 * (issue 17): most visits of the game screen and of the public pages.
 */
export function LazyToaster() {
  return (
    <OnceShown shown={useToasts().length > 0}>
      <Toaster />
    </OnceShown>
  );
}
