import { MoonIcon, SunIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { useTheme } from '../../../lib/theme';

/** Bottom-left theme switch of the public pages; stored as the marketing theme, dark by default (spec 000 §2). */
export function MarketingThemeToggle() {
  const { theme, toggleTheme } = useTheme('marketing');
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={toggleTheme}
          aria-label={label}
          className="fixed bottom-4 left-4 z-40 flex size-11 cursor-pointer items-center justify-center rounded-full border bg-card text-foreground shadow-lg transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {theme === 'dark' ? <SunIcon className="size-5" aria-hidden /> : <MoonIcon className="size-5" aria-hidden />}
        </button>
      </TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
