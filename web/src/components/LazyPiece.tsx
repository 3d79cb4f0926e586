/**
 * Keeps the page when one piece of it fails, most often because its code could not load (a phone
 * losing signal as the header's search or the toasts are fetched): the piece shows `fallback`
 * instead of the whole page giving way to the route's error screen. For the pieces every page
 * carries (the header's search and member tools, the drawer, the toasts); a screen's own failure
 * is still the route's to show.
 */
import { Component, Suspense, type ReactNode } from 'react';

class IsolateFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A lazily loaded piece: `fallback` while its code loads, and in its place if the code cannot load. */
export function LazyPiece({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <IsolateFailure fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </IsolateFailure>
  );
}
