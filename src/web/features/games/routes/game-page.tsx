/** Stub: being built (issue 11). */
export function GamePage() {
  return null;
}
