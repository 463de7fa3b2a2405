/** Stub: being built (issue 11). */
export function CreateGamePage() {
  return null;
}
