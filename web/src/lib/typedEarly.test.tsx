/**
 * Text typed into a server-drawn form before the page came alive reaches the form once it is: the
 * page's HTML is drawn on the "server" (renderToString), typed into as a reader would before the
 * code arrives, then hydrated. No React internals are touched on the way (lib/typedEarly.ts).
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterEach, expect, test } from 'vitest';
import { useSchemaForm } from './schemaForm';
import { noteTypedTextareas, useTypedEarly } from './typedEarly';

const PROFILE = v.looseObject({ firstName: v.pipe(v.string(), v.nonEmpty('First name is required')) });

function ProfileForm({ bio = '' }: { bio?: string }) {
  const form = useSchemaForm('profile', PROFILE, { initialValues: { firstName: 'Asha', bio, remember: false } });
  return (
    <form>
      <input aria-label="First name" {...form.getInputProps('firstName')} />
      <textarea aria-label="Bio" {...form.getInputProps('bio')} />
      <input type="checkbox" aria-label="Remember" {...form.getInputProps('remember', { type: 'checkbox' })} />
      <output>{JSON.stringify(form.values)}</output>
      <output>{form.isDirty() ? 'changed' : 'as saved'}</output>
    </form>
  );
}

function Search({ onTyped }: { onTyped: (typed: string) => void }) {
  const field = useTypedEarly('', onTyped);
  return <input aria-label="Search" ref={field} defaultValue="" />;
}

// React's documented flag for tests that drive it through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
afterEach(() => container?.remove());

/** Draws `element` as the server would, lets `type` fill the fields, then brings the page alive. */
async function typedThenHydrated(element: React.ReactElement, type: (page: HTMLElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  type(container);
  noteTypedTextareas(container); // as main.tsx does just before hydrating
  await act(async () => void hydrateRoot(container, element));
}

const field = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

test("a form of @mantine/form takes the text typed into the server's fields as its values", async () => {
  await typedThenHydrated(<ProfileForm />, (page) => {
    page.querySelector('input')!.value = 'Binita';
    page.querySelector('textarea')!.value = 'Typed before the page was alive.';
  });
  expect(JSON.parse(container.querySelectorAll('output')[0]!.textContent!)).toEqual({
    firstName: 'Binita',
    bio: 'Typed before the page was alive.',
    remember: false,
  });
  expect(container.querySelectorAll('output')[1]!.textContent).toBe('changed');
  expect(field<HTMLInputElement>('First name').value).toBe('Binita');
});

test('a textarea the server drew with text keeps what was typed over it, though hydration puts the old text back', async () => {
  await typedThenHydrated(<ProfileForm bio="Reading on the bus" />, (page) => {
    page.querySelector('textarea')!.value = 'Typed before the page was alive.';
  });
  expect(JSON.parse(container.querySelectorAll('output')[0]!.textContent!)).toMatchObject({
    bio: 'Typed before the page was alive.',
  });
  expect(field<HTMLTextAreaElement>('Bio').value).toBe('Typed before the page was alive.');
});

test('a form nobody typed into before it came alive keeps what the server drew, unchanged', async () => {
  await typedThenHydrated(<ProfileForm />, () => {});
  expect(JSON.parse(container.querySelectorAll('output')[0]!.textContent!)).toEqual({
    firstName: 'Asha',
    bio: '',
    remember: false,
  });
  expect(container.querySelectorAll('output')[1]!.textContent).toBe('as saved');
});

test('a search box hands the letters typed before the page came alive to its search, once', async () => {
  const typed: string[] = [];
  await typedThenHydrated(<Search onTyped={(text) => typed.push(text)} />, (page) => {
    page.querySelector('input')!.value = 'sapeins';
  });
  expect(typed).toEqual(['sapeins']);
});
