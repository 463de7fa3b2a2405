import { MoonIcon, SunIcon } from 'lucide-react';
import { HoverTooltip } from '../../../components/ui/hover-tooltip';
import { useTheme } from '../../../lib/theme';

/**
 * Bottom-left theme switch of the public pages; stored as the marketing theme, dark by default (product §A2). The
 * footer's bottom padding keeps the page's last line clear of it (issue 12).
 */
export function MarketingThemeToggle() {
  const { theme, toggleTheme } = useTheme('marketing');
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      className="group fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-[calc(1rem+env(safe-area-inset-left))] z-40 flex size-11 cursor-pointer items-center justify-center rounded-full border bg-card text-foreground shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {theme === 'dark' ? <SunIcon className="size-5" aria-hidden /> : <MoonIcon className="size-5" aria-hidden />}
      <HoverTooltip side="right">{label}</HoverTooltip>
    </button>
  );
}
