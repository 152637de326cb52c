/**
 * Route-level code splitting: each screen is its own chunk, loaded on navigation. The fallback
 * is an unobtrusive status line rather than a blank screen.
 *
 * `preload()` fetches the chunk ahead of rendering. Prerendered pages call it before hydrating:
 * once the module is loaded the page renders synchronously, so hydration finds exactly the markup
 * the build wrote instead of suspending on a dehydrated boundary.
 */
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';

export interface LazyPageComponent {
  (): JSX.Element;
  preload: () => Promise<ComponentType>;
}

export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyPageComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module[exportName] as ComponentType;
      return loaded;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));

  function LazyPage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would change the element type and remount the page (losing what the user typed).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
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
  }
  LazyPage.preload = preload;
  return LazyPage;
}
