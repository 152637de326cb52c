/**
 * Whether an element is on screen now (IntersectionObserver), for work worth doing only while the
 * learner can see its result: e.g. drawing the template gallery's thumbnails. Without
 * IntersectionObserver (very old browsers) everything counts as in view.
 */
import { useCallback, useEffect, useState } from 'react';

export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, inView];
}
