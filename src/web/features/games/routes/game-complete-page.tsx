/** Stub: being built (issue 11). */
export function GameCompletePage() {
  return null;
}
