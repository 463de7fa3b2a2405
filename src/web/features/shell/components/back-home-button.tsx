import { HouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { HoverTooltip } from '../../../components/ui/hover-tooltip';

/**
 * The round back-to-home button shown on every app path except /app itself (product §A2). Below lg it floats just
 * above the bottom navigation (4rem), never over it; the shell's bottom padding keeps the screen's last line clear.
 */
export function BackHomeButton() {
  return (
    <Link
      to="/app"
      aria-label="Back to home"
      className="group fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] left-[calc(1rem+env(safe-area-inset-left))] z-30 lg:bottom-[calc(1rem+env(safe-area-inset-bottom))] flex size-12 items-center justify-center rounded-full border bg-card text-foreground shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <HouseIcon className="size-5" aria-hidden />
      <HoverTooltip side="right">Back to home</HoverTooltip>
    </Link>
  );
}
