import { CheckIcon, CopyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';

type CopyButtonProps = { text: string; children: ReactNode; copiedTitle: string };

/** A small button that copies `text`, confirms with a toast and a check mark for 2 seconds. */
export function CopyButton({ text, children, copiedTitle }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  async function onClick() {
    if (await copy(text)) toast({ title: copiedTitle, description: text });
    else toast({ variant: 'destructive', title: 'Could not copy', description: text });
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()}>
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      {children}
    </Button>
  );
}
