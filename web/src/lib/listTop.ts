/**
 * Paging shows the new page from its top (issue 16): the pager sits under the list, so after Next
 * or a page number the list's top is scrolled into view, clear of the sticky header.
 */
import { useRef } from 'react';

/** Room for the sticky header above the list's top (its `scroll-margin-top`). */
export const LIST_TOP_MARGIN = 80;

export function useListTop<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const show = () => {
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    if (top >= LIST_TOP_MARGIN - 1 && top < window.innerHeight / 2) return; // already in view
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  };
  return { ref, show, style: { scrollMarginTop: LIST_TOP_MARGIN } };
}
