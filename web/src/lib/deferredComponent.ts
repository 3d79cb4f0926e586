/**
 * A component whose code is not in the first download: React.lazy, plus a preload the server awaits
 * before it renders (server/render.tsx calls preloadDeferredComponents), so the server draws the
 * component in full. In the browser the Suspense boundary around it keeps the server's markup as it
 * is (a reader may already type into it) until the chunk is in, then hydrates it in place. The
 * boundary must get no new props or context before that, or React would redraw it from its
 * fallback: render it inside a memo'd parent with stable props.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** The component itself once its code is in, to draw without suspending. */
  loaded: () => ComponentType<P> | undefined;
};

/**
 * React.lazy with a preload, which keeps the component once its code is in (`loaded()`). The lazy
 * component takes the preload's attempt as it stands, in flight or settled: a page whose preload
 * failed (no signal as it started) does not ask again when it first draws the piece, which React
 * would keep failed anyway. A later `preload()` after a failure asks again.
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let attempt: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    if (!attempt || failed) {
      failed = false;
      attempt = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };
  const component = lazy(() => (attempt ?? preload()).then((Component) => ({ default: Component })));
  return Object.assign(component, { preload, loaded: () => loaded });
}

/** A preloadable component whose code every page loads once alive (and the server before it renders). */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  const component = preloadableComponent(load);
  preloads.push(component.preload);
  return component;
}

/**
 * The component to draw: itself when its code is in (the server, after the preload), so it renders
 * at once and what it asks for goes out in the same batch as its neighbours'; else the lazy one.
 * Chosen once: switching later would mount it afresh, losing what the reader typed.
 */
export function usePreloaded<P extends object>(component: PreloadableComponent<P>): ComponentType<P> {
  const [chosen] = useState<ComponentType<P>>(() => component.loaded() ?? component);
  return chosen;
}

/** Every deferred component's code, loaded (the server, before it renders). */
export const preloadDeferredComponents = () => Promise.all(preloads.map((preload) => preload()));
