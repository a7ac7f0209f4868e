import { type ComponentType, createElement, use } from 'react';
import type { RouteObject } from 'react-router-dom';

type Module = Record<string, unknown>;

/**
 * A screen whose chunk the app fetches ahead (routes.tsx's prefetch, at the first idle moment): once its code
 * is there, the route renders it at once, in the click's own render. A `lazy` route resolves its code again
 * on its first open, so react-router first commits a pending navigation (the whole shell renders again) and
 * the screen only after an await: two renders and a hop on the first click alone (issue 11; counted by
 * scripts/profile-plan.ts). Until the code is there, the route suspends on its load (the screen shown stays,
 * as with `lazy`); a failed load goes to the route's error element, and the next open loads again.
 */
export function preloadedScreen(
  load: () => Promise<Module>,
  name: string,
): { route: Pick<RouteObject, 'Component'>; preload: () => Promise<void> } {
  let Screen: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (m) => {
        Screen = m[name] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function PreloadedScreen() {
    if (!Screen) use(preload());
    return Screen ? createElement(Screen) : null;
  }
  return { route: { Component: PreloadedScreen }, preload };
}
