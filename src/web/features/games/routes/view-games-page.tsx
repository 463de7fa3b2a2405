/** Stub: being built (issue 11). */
export function ViewGamesPage() {
  return null;
}
