import {createElement, type ComponentType, type ReactNode} from 'react';

/** What Docusaurus' `ComponentCreator` returns for a route: a react-loadable component. */
export type RouteComponent = ComponentType<object> & {preload: () => void};

/**
 * Wraps a route-component factory so that each route's component is built on first use: the
 * first preload or render builds it (once), and the stand-in renders it and forwards preload.
 */
export function lazyComponentCreator<T extends RouteComponent>(
  create: (path: string, hash: string) => T,
): (path: string, hash: string) => RouteComponent {
  return (path, hash) => {
    let real: T | undefined;
    const get = (): T => (real ??= create(path, hash));
    function Route(props: object): ReactNode {
      return createElement(get(), props);
    }
    // What Docusaurus' preload (before hydration and on navigation) calls. react-loadable types
    // it as returning nothing; it returns the loading promise, which Docusaurus waits for.
    Route.preload = (): void => get().preload();
    return Route;
  };
}
