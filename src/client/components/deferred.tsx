/**
 * Parts of a prerendered page that hydrate only when they are needed (docs/decisions/0007): the
 * forms below the fold. During hydration, a part whose code is not loaded yet keeps its server
 * markup (React leaves a suspended `<Suspense>` boundary dehydrated) until it comes within
 * `rootMargin` of the viewport or the visitor touches it (pointer, focus); then its code loads
 * and React hydrates it. Until then it works as plain HTML: the forms post natively
 * (docs/decisions/0005). A form submitted after the page has hydrated but before the part has
 * is held, and sent again once the part is live, so it takes the script's path.
 * Rendered any other way (the server, a client-side navigation), the part loads at once.
 * React hydrates a waiting part again at idle time; it still reads as hydrating then (the server
 * snapshot of `useIsHydrating`), so it keeps waiting for its trigger.
 *
 * A deferred part takes no props and must not sit below a context whose value changes: either
 * would make React give up the server markup of a part still waiting (it client-renders it from
 * an empty fallback). Its state comes from stores (e.g. features/marketing/hooks/contact-state.ts).
 */
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from "react";

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the calling component from server markup (it then reads the server
 * snapshot), false when it renders it on the client or on the server.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof window !== "undefined",
  );
}

/** Calls `onLive` once its children have mounted (hydrated). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}

export interface DeferredPart {
  (): React.ReactElement;
  /** Loads the part's code now (e.g. before hydration, when the URL points into it). */
  load(): Promise<void>;
}

/**
 * @param load imports the part's module and returns its component.
 * @param options.rootMargin how near the viewport the part starts loading (an
 *   IntersectionObserver margin, e.g. "400px 0px").
 */
export function deferred(
  load: () => Promise<ComponentType>,
  { rootMargin }: { rootMargin: string },
): DeferredPart {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let ready: () => void = () => {};
  /** Resolves once the code is loaded; waited on by a part rendered during hydration. */
  const loaded = new Promise<void>((resolve) => {
    ready = resolve;
  });
  let live = false;
  let becameLive: () => void = () => {};
  const liveOnce = new Promise<void>((resolve) => {
    becameLive = resolve;
  });
  const markLive = () => {
    live = true;
    becameLive();
  };

  const loadNow = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        ready();
      },
      (error: unknown) => {
        loading = undefined; // the next trigger tries again; the server markup stays meanwhile
        throw error;
      },
    );
    return loading;
  };
  const trigger = () => {
    loadNow().catch(() => {});
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load, never while rendering.
  function Content() {
    // While hydrating, wait for a trigger (the server markup stays, even if loading fails);
    // otherwise load now.
    const hydrating = useIsHydrating();
    if (!Loaded) use(hydrating ? loaded : loadNow());
    const Component = Loaded as ComponentType;
    // No hooks here after `use`: the part's effects live in a component of their own.
    return (
      <Live onLive={markLive}>
        <Component />
      </Live>
    );
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load, never while rendering.
  function Deferred() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || live) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) trigger();
        },
        { rootMargin },
      );
      observer.observe(element);
      const onSubmit = (event: SubmitEvent) => {
        if (live) return;
        event.preventDefault();
        trigger();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        void liveOnce.then(() => form.requestSubmit(submitter));
      };
      const events = ["pointerover", "pointerdown", "focusin"] as const;
      for (const name of events) element.addEventListener(name, trigger);
      element.addEventListener("submit", onSubmit, true);
      return () => {
        observer.disconnect();
        for (const name of events) element.removeEventListener(name, trigger);
        element.removeEventListener("submit", onSubmit, true);
      };
    }, []);
    // The same element every render: a boundary that is still dehydrated must not get new props.
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      ),
      [],
    );
    return <div ref={ref}>{content}</div>;
  }

  Deferred.load = loadNow;
  return Deferred;
}
