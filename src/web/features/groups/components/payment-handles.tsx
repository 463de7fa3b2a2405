import { CheckIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { paypalMeLink } from '../../../../contract/groups';
import { type PaymentHandles as Handles } from '../../../../contract/groups-responses';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';

/**
 * Where the member being paid takes money (product §R18): PayPal.Me as a link, Venmo and Cash App names to copy.
 * Nothing when they have none.
 */
export function PaymentHandles({ name, handles }: { name: string; handles: Handles }) {
  if (!handles.paypalMe && !handles.venmo && !handles.cashtag) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {handles.paypalMe ? (
        <a href={paypalMeLink(handles.paypalMe)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ExternalLinkIcon aria-hidden />
          PayPal.Me
          <span className="sr-only"> of {name}</span>
        </a>
      ) : null}
      {handles.venmo ? <CopyHandle app="Venmo" shown={`@${handles.venmo}`} name={name} /> : null}
      {handles.cashtag ? <CopyHandle app="Cash App" shown={`$${handles.cashtag}`} name={name} /> : null}
    </div>
  );
}

function CopyHandle({ app, shown, name }: { app: string; shown: string; name: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <span className="inline-flex items-center gap-1 rounded-lg border pl-3 text-sm">
      <span className="text-muted-foreground">{app}</span>
      <span className="font-mono font-medium break-all">{shown}</span>
      <Button variant="ghost" size="icon" aria-label={`Copy ${app} name of ${name}`} onClick={() => void copy(shown)}>
        {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      </Button>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}
