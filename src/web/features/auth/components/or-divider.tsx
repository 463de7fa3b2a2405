/** The "or" rule between a form and the social sign-in button. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
