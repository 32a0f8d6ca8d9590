/**
 * What the home page's sections hand to the contact forms, kept outside React: the draft typed or
 * chosen elsewhere (the consultation block, a service's Request This Service link) and which
 * form's confirmation shows. The forms hydrate only when they come near the viewport
 * (contact-section.tsx, docs/decisions/0008); a context value changing above a part that has not
 * hydrated yet would make React throw its server markup away, and a store also lets a form that
 * hydrates late pick up a draft given before.
 */
import { externalStore } from "@/client/lib/external-store";
import type { StaffType } from "@/domain/enums";

export interface ContactDraft {
  contactName?: string;
  email?: string;
  staffType?: StaffType;
  details?: string;
}

export type ContactForm = "request" | "apply";

export interface ContactState {
  draft: ContactDraft;
  /** Increments with every prefill; 0 until the first. */
  revision: number;
  /** Whether each form's confirmation shows (after the server's redirect or a submission). */
  confirmed: Readonly<Record<ContactForm, boolean>>;
}

const initial: ContactState = {
  draft: {},
  revision: 0,
  confirmed: { request: false, apply: false },
};

const store = externalStore(initial);
/** The last revision the Request Staff form has copied in. */
let takenRevision = 0;

/** The state; hydration sees the initial one, as the page was prerendered. */
export function useContactState(): ContactState {
  return store.use();
}

/** Hands values to the Request Staff form (and brings its tab forward). */
export function prefillContact(draft: ContactDraft): void {
  const state = store.get();
  store.set({ ...state, draft, revision: state.revision + 1 });
}

/** The draft the Request Staff form has not copied yet, once; null when there is none. */
export function takeContactDraft(): ContactDraft | null {
  const state = store.get();
  if (state.revision <= takenRevision) return null;
  takenRevision = state.revision;
  return state.draft;
}

/** Shows a form's confirmation. */
export function confirmContact(form: ContactForm): void {
  const state = store.get();
  store.set({ ...state, confirmed: { ...state.confirmed, [form]: true } });
}

/** A fresh visit of the home page: no confirmation shows, and old drafts are not copied again. */
export function resetContactState(): void {
  const state = store.get();
  takenRevision = state.revision;
  if (state.confirmed.request || state.confirmed.apply) {
    store.set({ ...state, confirmed: initial.confirmed });
  }
}
