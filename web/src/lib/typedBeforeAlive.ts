/**
 * On a server-rendered page a reader may type before the page comes alive (its code arrives after
 * the first paint): the letters are in the field, but React never heard them, and the form would
 * keep (and send) what the server drew. Two ways to hand them over once alive:
 * - `replayTypedBeforeAlive` (main.tsx, as hydration ends): every field React now owns whose text
 *   differs from what the server drew gets that text as if typed now (its onChange runs), so any
 *   form (account, addresses, a cart's quantity) keeps it.
 * - `useTypedBeforeAlive`, for a field that acts on its text at once (a search): the text is handed
 *   to `onTyped`, once; later typing arrives through onChange.
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
    const element = input.current;
    const typed = element?.value ?? '';
    if (typed !== '' && typed !== value) {
      onTyped(typed);
      // Handed over here: the replay as hydration ends leaves it alone.
      element!.defaultValue = typed;
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return input;
}

/** Fields whose text is typed, not chosen. */
const SKIPPED_TYPES = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

type Field = HTMLInputElement | HTMLTextAreaElement;

const typedFields = (root: HTMLElement): Field[] =>
  Array.from(root.querySelectorAll<Field>('input, textarea')).filter(
    (field) =>
      !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) && field.value !== field.defaultValue,
  );

/**
 * The text typed into the server's fields so far, taken just before hydration: React's hydration
 * keeps an input's text but puts a textarea's back to what the server drew.
 */
export function noteTypedBeforeAlive(root: HTMLElement): Map<Field, string> {
  return new Map(typedFields(root).map((field) => [field, field.value]));
}

/**
 * Hands each field's text typed before the page was alive to React (`typed`, as noted before
 * hydration, or what an input still holds). React keeps the drawn value in its state and notes the
 * field's text as already seen, so a plain input event would be ignored: the field is set back to
 * the drawn value through React's own tracker, then to the typed text past it, and an input event
 * tells React it changed. A field a search handed over itself (`useTypedBeforeAlive`), or inside a
 * part not hydrated yet (the header's deferred search, which has that hook), is left alone.
 */
export function replayTypedBeforeAlive(root: HTMLElement, typed: Map<Field, string>): void {
  const fields = new Set([...typed.keys(), ...typedFields(root)]);
  for (const field of fields) {
    const text = typed.get(field) ?? field.value;
    if (text === field.defaultValue || !field.isConnected || !ownedByReact(field)) continue;
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** React keeps a field's props on the element once it has hydrated it. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
