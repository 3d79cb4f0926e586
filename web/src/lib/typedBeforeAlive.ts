/**
 * On a server-rendered page a reader may type before the page comes alive (its code arrives after
 * the first paint): the letters are in the field, but React never heard them. Once the page is
 * alive, the field's text is handed to `onTyped`, once; later typing arrives through onChange.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeAlive(
  value: string,
  onTyped: (typed: string) => void,
  field?: RefObject<HTMLInputElement | null>,
): RefObject<HTMLInputElement | null> {
  const own = useRef<HTMLInputElement>(null);
  const input = field ?? own;
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== value) onTyped(typed);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return input;
}
