/**
 * What the visitor already typed or chose elsewhere on the home page (the consultation block, a
 * service's Request This Service link), handed to the Request Staff form so nothing is typed
 * twice. Each `prefill` carries a new revision; the form copies the given fields once per revision.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { StaffType } from "@/domain/enums";

export interface ContactDraft {
  contactName?: string;
  email?: string;
  staffType?: StaffType;
  details?: string;
}

interface ContactDraftValue {
  draft: ContactDraft;
  /** Increments with every prefill; 0 until the first. */
  revision: number;
  prefill: (draft: ContactDraft) => void;
}

const ContactDraftContext = createContext<ContactDraftValue | null>(null);

/** Holds the draft for the home page's sections. */
export function ContactDraftProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ draft: ContactDraft; revision: number }>({
    draft: {},
    revision: 0,
  });
  const prefill = useCallback(
    (draft: ContactDraft) => setState((current) => ({ draft, revision: current.revision + 1 })),
    [],
  );
  const value = useMemo(() => ({ ...state, prefill }), [state, prefill]);
  return <ContactDraftContext.Provider value={value}>{children}</ContactDraftContext.Provider>;
}

/**
 * The draft and `prefill`. Outside a provider (a section rendered on its own), prefill does
 * nothing and the draft stays empty.
 */
export function useContactDraft(): ContactDraftValue {
  return useContext(ContactDraftContext) ?? { draft: {}, revision: 0, prefill: () => {} };
}
