import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent, usePreloaded, type PreloadableComponent } from './deferredComponent';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

/** A page drawing the deferred component as the header draws its search: through usePreloaded, in a boundary. */
const draw = (component: PreloadableComponent<{ name: string }>) => {
  function Page() {
    const Component = usePreloaded(component);
    return createElement(Component, { name: 'Sita' });
  }
  return renderToString(createElement(Suspense, { fallback: createElement('i', null, 'later') }, createElement(Page)));
};

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

  it('asks for its code once when the page starts without signal, and again when preloaded later', async () => {
    let asked = 0;
    let online = false;
    const Deferred = deferredComponent(() => {
      asked += 1;
      return online ? Promise.resolve(Greeting) : Promise.reject(new Error('offline'));
    });
    await expect(Deferred.preload()).rejects.toThrow('offline');
    // Its first draw takes the failed attempt (React keeps a failed lazy component failed): no second request.
    expect(draw(Deferred)).toContain('later');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(1);

    online = true;
    await Deferred.preload();
    expect(asked).toBe(2);
    expect(draw(Deferred)).toContain('Hello Sita');
  });
});
