/**
 * On a server-drawn page a reader may type before the page's code arrives. The letters stay in the
 * field (React keeps an input's text as it hydrates), but the component's state still holds what
 * the server drew. Once mounted, each form reads its fields' text through the DOM (`value`, the
 * platform's own property) and takes what differs as typed: here for a single field, in
 * lib/schemaForm.ts for a form. A textarea the server drew with text in it is the exception:
 * hydration puts that text back, so main.tsx notes what was typed in textareas just before.
 */
import { useEffect, useRef, type RefObject } from 'react';

/**
 * For one field that acts on its text at once (a search, a price box): the text typed before the
 * page was alive is handed to `onTyped`, once; later typing arrives through onChange.
 */
export function useTypedEarly(value: string, onTyped: (typed: string) => void): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '' && typed !== value) onTyped(typed);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}

/** Textareas' text typed before hydration (noteTypedTextareas), for typedText. */
const notedTextareas = new WeakMap<Element, string>();

/** Notes the text typed so far into the server's textareas; main.tsx calls it just before hydrating. */
export function noteTypedTextareas(root: HTMLElement): void {
  for (const field of root.querySelectorAll('textarea')) {
    if (field.value !== field.defaultValue) notedTextareas.set(field, field.value);
  }
}

/** The text a field holds, or was typed into it before hydration put the server's back. */
export const typedText = (field: HTMLInputElement | HTMLTextAreaElement): string =>
  notedTextareas.get(field) ?? field.value;
