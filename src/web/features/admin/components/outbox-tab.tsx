import { RefreshCwIcon } from 'lucide-react';
import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../api/get-outbox';

/**
 * The dev outbox: without SMTP the server keeps every e-mail here instead of sending it, so the first admin
 * can still read invitation codes and temporary passwords.
 */
export function OutboxTab() {
  const outbox = useOutbox();
  return (
    <PanelSection
      id="admin-outbox-heading"
      title="Dev Outbox"
      summary="SMTP is not configured, so e-mails are kept here instead of sent. Newest first."
      action={
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCwIcon className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden />
          Refresh
        </Button>
      }
    >
      <LoadState isPending={outbox.isPending} error={outbox.error} loadingLabel="Loading messages…" onRetry={() => void outbox.refetch()} />
      {outbox.data?.messages.length === 0 ? <p className="text-muted-foreground">No messages yet.</p> : null}
      <ul className="grid gap-3">
        {outbox.data?.messages.map((message) => (
          <li key={message.id}>
            <article aria-label={`Message to ${message.to}`} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <header className="grid gap-0.5">
                <h3 className="font-semibold">{message.subject}</h3>
                <p className="text-sm text-muted-foreground">
                  To <span className="font-medium text-foreground">{message.to}</span> · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
              </header>
              <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words">{message.text}</pre>
            </article>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
