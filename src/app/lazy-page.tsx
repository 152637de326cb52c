/**
 * Route-level code splitting: each screen is its own chunk, loaded on navigation. The fallback
 * is an unobtrusive status line rather than a blank screen.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
) {
  const Component = lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <p className="container" role="status">
            Loading…
          </p>
        }
      >
        <Component />
      </Suspense>
    );
  };
}
