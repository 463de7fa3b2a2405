import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useCopyToClipboard } from '../../../../hooks/use-copy-to-clipboard';

/** The game code to share with friends; Copy confirms 'Copied!' for 2 seconds (product §G2, §G9). */
export function GameCodeCard({ code }: { code: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <section aria-labelledby="game-code-title" className="flex items-center gap-3 rounded-xl border bg-card p-4">
      <div className="min-w-0 flex-1">
        <h2 id="game-code-title" className="text-sm font-medium text-muted-foreground">
          Game Code
        </h2>
        <p className="font-mono text-2xl font-bold tracking-[0.2em]" aria-label={`Game code ${code.split('').join(' ')}`}>
          {code}
        </p>
        <p className="text-xs text-muted-foreground">Share with friends so they can find and join this game.</p>
      </div>
      <Button variant="outline" size="lg" onClick={() => void copy(code)} aria-live="polite">
        {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
    </section>
  );
}
