/**
 * Parts of a prerendered page that hydrate only when they are needed (docs/decisions/0008): the
 * forms below the fold. During hydration, a part whose code is not loaded yet keeps its server
 * markup (React leaves a suspended `<Suspense>` boundary dehydrated) until it comes within
 * `rootMargin` of the viewport or the visitor touches it (pointer, focus); then its code loads
 * and React hydrates it. Until then it works as plain HTML: the forms post natively
 * (docs/decisions/0005). A link followed or a form submitted after the page has hydrated but
 * before the part has is held, and followed or sent again once the part is live, so it takes the
 * script's path.
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
  useState,
  useSyncExternalStore,
} from "react";

const subscribeToNothing = () => () => {};

type RenderMode = "server" | "hydrating" | "client";

/**
 * How React renders the calling component: on the server, hydrating it from server markup (it
 * reads the server snapshot then, also when it hydrates a waiting part at idle time), or on the
 * client.
 */
function useRenderMode(): RenderMode {
  return useSyncExternalStore(
    subscribeToNothing,
    () => "client",
    () => (typeof window === "undefined" ? "server" : "hydrating"),
  );
}

/**
 * The deferred parts of one page. Rendered on the client (a navigation to the page), the first
 * part to render loads them all at once, and they suspend the page as a whole (the router shows
 * its spinner), so the page appears complete and a link to an anchor lands where it should.
 */
export class DeferredGroup {
  readonly #loaders = new Set<() => Promise<void>>();
  #loading: Promise<void> | undefined;

  add(load: () => Promise<void>): void {
    this.#loaders.add(load);
  }

  /** Loads every part's code (one promise for all callers; a failure lets the next call retry). */
  loadAll(): Promise<void> {
    this.#loading ??= Promise.all([...this.#loaders].map((load) => load())).then(
      () => undefined,
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
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
 *   IntersectionObserver margin: "400px 0px" loads it 400 px ahead, "0px 0px -20% 0px" only once
 *   it is above the bottom fifth of the viewport).
 * @param options.group the page's other deferred parts, loaded with this one on the client.
 */
export function deferred(
  load: () => Promise<ComponentType>,
  { rootMargin, group }: { rootMargin: string; group?: DeferredGroup },
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
  group?.add(loadNow);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load, never while rendering.
  function Content() {
    // While hydrating, wait for a trigger (the server markup stays, even if loading fails);
    // otherwise load now, with the rest of the page's parts.
    const mode = useRenderMode();
    if (!Loaded)
      use(mode === "hydrating" ? loaded : mode === "client" && group ? group.loadAll() : loadNow());
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

      const inside = (event: Event) =>
        !live && event.target instanceof Node && element.contains(event.target);
      /** Runs `replay` once the part is live; `fallback` if its code cannot be loaded. */
      const hold = (replay: () => void, fallback: () => void) => {
        loadNow().then(() => liveOnce.then(replay), fallback);
      };
      const onTouch = (event: Event) => {
        if (inside(event)) trigger();
      };
      // A link followed before the part is live is followed again once it is, by its script
      // (e.g. a link that also fills in a form).
      const onClick = (event: MouseEvent) => {
        if (!inside(event) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        if (event.shiftKey || event.altKey) return;
        const link = (event.target as Element).closest("a[href]");
        if (!(link instanceof HTMLAnchorElement)) return;
        event.preventDefault();
        hold(
          () => link.click(),
          () => window.location.assign(link.href),
        );
      };
      // Likewise a form sent before the part is live (its fields passed the browser's checks).
      const onSubmit = (event: SubmitEvent) => {
        if (!inside(event)) return;
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        hold(
          () => form.requestSubmit(submitter),
          () => form.submit(),
        );
      };
      // On the document, ahead of React: it stops events aimed at markup it has not hydrated.
      const listeners: Array<[string, (event: never) => void]> = [
        ["pointerover", onTouch],
        ["pointerdown", onTouch],
        ["focusin", onTouch],
        ["click", onClick],
        ["submit", onSubmit],
      ];
      for (const [name, listener] of listeners) {
        document.addEventListener(name, listener as EventListener, true);
      }
      return () => {
        observer.disconnect();
        for (const [name, listener] of listeners) {
          document.removeEventListener(name, listener as EventListener, true);
        }
      };
    }, []);
    // A boundary of its own where there is server markup to keep (prerendering, hydration; the
    // first render decides for good); on the client a part of a group suspends its page instead.
    const mode = useRenderMode();
    const [ownBoundary] = useState(mode !== "client" || !group);
    // The same element every render: a boundary that is still dehydrated must not get new props.
    const content = useMemo(
      () =>
        ownBoundary ? (
          <Suspense fallback={null}>
            <Content />
          </Suspense>
        ) : (
          <Content />
        ),
      [ownBoundary],
    );
    return <div ref={ref}>{content}</div>;
  }

  Deferred.load = loadNow;
  return Deferred;
}
