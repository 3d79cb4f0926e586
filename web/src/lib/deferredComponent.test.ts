import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent } from './deferredComponent';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const draw = (component: ReturnType<typeof deferredComponent<{ name: string }>>) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'later') },
      createElement(component, { name: 'Sita' }),
    ),
  );

describe('deferredComponent', () => {
  it('draws its fallback while its code is not loaded', () => {
    const Deferred = deferredComponent(() => new Promise<typeof Greeting>(() => {}));
    expect(draw(Deferred)).toContain('later');
  });

  it('draws the component in full once preloaded (as the server does), in the same render', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting));
    await Deferred.preload();
    expect(draw(Deferred)).toContain('Hello Sita');
  });
});
