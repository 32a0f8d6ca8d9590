/**
 * Code-split public pages that can still be prerendered and hydrated without a loading state
 * (docs/decisions/0008). A {@link LazyPage} suspends until its code is loaded, like
 * `React.lazy`, but once it is loaded (`load()`) it renders the page at once: main.tsx loads the
 * current route's page before `hydrateRoot`, and the prerender step before rendering, so both
 * render the same tree and hydration never suspends. Client-side navigations to a page not
 * loaded yet suspend as usual (the router shows its spinner).
 *
 * A page loads source files through `need(file)`, which records them: after `load()`,
 * `modules()` names them, so the prerender step can list their chunks (from Vite's manifest) as
 * `<link rel="modulepreload">` and the browser fetches them in parallel with the entry.
 */
import { type ComponentType, use } from "react";
import type { PageProps } from "./routes";

/** Lazy imports by source file: `import.meta.glob` keys ("/src/...") and their loaders. */
export type SourceModules = Record<string, () => Promise<unknown>>;

/** Imports a source file (relative to the repository root, "src/...") and records it. */
export type Need = <Module>(file: string) => Promise<Module>;

export interface LazyPage {
  (props: PageProps): React.ReactElement;
  /** Loads the page's code (and content); resolves once it can render without suspending. */
  load(): Promise<void>;
  /** The source files the last `load()` imported, relative to the repository root. */
  modules(): readonly string[];
}

/**
 * @param sources the files a page may import (an `import.meta.glob` result).
 * @param load imports what the page needs with `need` and returns the page component.
 */
export function lazyPage(
  sources: SourceModules,
  load: (need: Need) => Promise<ComponentType<PageProps>>,
): LazyPage {
  let Loaded: ComponentType<PageProps> | undefined;
  let loading: Promise<void> | undefined;
  const files = new Set<string>();

  const need: Need = async <Module,>(file: string) => {
    const importer = sources[`/${file}`];
    if (!importer) throw new Error(`lazyPage: ${file} is not among the page sources`);
    files.add(file);
    return (await importer()) as Module;
  };

  const loadOnce = () => {
    loading ??= load(need).then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a later navigation tries again
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built, never while rendering.
  function Page(props: PageProps) {
    // Suspends on the first render only; the element's type is the page itself either way.
    if (!Loaded) use(loadOnce());
    const Component = Loaded as ComponentType<PageProps>;
    return <Component {...props} />;
  }
  Page.load = loadOnce;
  Page.modules = () => [...files];
  return Page;
}

/** The component with some props fixed (e.g. the city a city page shows). */
export function withProps<Extra extends object>(
  Component: ComponentType<PageProps & Extra>,
  extra: Extra,
): ComponentType<PageProps> {
  return function PageWithProps(props: PageProps) {
    return <Component {...props} {...extra} />;
  };
}
