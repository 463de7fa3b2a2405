import { useCallback, useState } from 'react';

const storageKey = (key: string) => `dormie:once:${key}`;

function readShown(key: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(key)) === '1';
  } catch {
    // Storage blocked (private mode): the prompt may show again after a reload, which is harmless.
    return false;
  }
}

/**
 * A prompt shown once per game on this device (product §G4: 'Finish Editing Scores?' opens once; a declined 'Match
 * Complete!' is not shown again), kept across reloads.
 */
export function useOnce(key: string): { shown: boolean; markShown: () => void } {
  const [shown, setShown] = useState(() => readShown(key));
  const markShown = useCallback(() => {
    setShown(true);
    try {
      window.localStorage.setItem(storageKey(key), '1');
    } catch {
      // See readShown.
    }
  }, [key]);
  return { shown, markShown };
}
