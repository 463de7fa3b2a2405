import { MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '../../../lib/theme';

/**
 * The public pages' theme switch, in the footer (issue 34: nothing floats over a page); stored as the marketing theme,
 * dark by default (product §A2). It says what it does, so it needs no tooltip.
 */
export function MarketingThemeToggle() {
  const { theme, toggleTheme } = useTheme('marketing');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-md border bg-card px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {theme === 'dark' ? <SunIcon className="size-4" aria-hidden /> : <MoonIcon className="size-4" aria-hidden />}
      {theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
    </button>
  );
}
