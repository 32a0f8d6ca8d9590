/**
 * POST /api/job-applications (spec section 7): the home page's Apply for a Position form, sent
 * as multipart FormData so a résumé can travel with it. `Accept: application/json` asks the
 * server for JSON answers instead of the redirect a native post gets (decision 0005).
 */
import type { z } from "zod";
import { useAction } from "@/client/lib/use-action";
import type { FormReceipt } from "@/domain/api/public-form";
import { jobApplicationSchema } from "@/domain/job-application";

/**
 * The application form: the API's schema (and its messages), plus what the page's required
 * attributes add (spec section 5, "Public contact forms"): additionalInfo must be filled in.
 */
export const applicationFormSchema = jobApplicationSchema.refine(
  (data) => typeof data.additionalInfo === "string" && data.additionalInfo.length > 0,
  {
    message: "Please tell us about your experience and availability",
    path: ["additionalInfo"],
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "additionalInfo"),
  },
);

/**
 * The form's values as the page holds them: the schema's input, except that the selects start
 * empty and the consent box unchecked (the schema reports them), plus the résumé, which the
 * server checks (`checkResumeFile` first). The schema's input is assignable to it, so
 * `zodResolver` validates these values without a cast.
 */
export type ApplicationFormValues = Omit<
  z.input<typeof applicationFormSchema>,
  "position" | "experience" | "consent"
> & {
  position: string;
  experience: string;
  consent: boolean;
  resume?: FileList | null;
};

/** The fields the schema accepts (the résumé travels in the FormData beside them). */
export type ApplicationPayload = z.output<typeof applicationFormSchema>;

/** Largest résumé the server accepts (5 MB), checked here first to save a long upload. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export { RESUME_ACCEPT } from "@/domain/job-application";
export const RESUME_TYPE_MESSAGE = "Upload your résumé as a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Your résumé must be 5 MB or smaller";

/**
 * Checks a chosen résumé the way the server will: a .pdf, .doc or .docx name, at most 5 MB, and
 * content that starts like a PDF, an OLE2 (DOC) or ZIP (DOCX) file.
 * @returns the message to show, or null when the file looks right
 */
export async function checkResumeFile(file: File): Promise<string | null> {
  if (file.size > RESUME_MAX_BYTES) return RESUME_SIZE_MESSAGE;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!["pdf", "doc", "docx"].includes(extension)) return RESUME_TYPE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const startsWith = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  const isPdf = startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]);
  const isOle = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const isZip = startsWith([0x50, 0x4b, 0x03, 0x04]);
  const fits = extension === "pdf" ? isPdf : isOle || isZip;
  return fits ? null : RESUME_TYPE_MESSAGE;
}

/** The answer: the stored record's id and the confirmation text (`formReceiptSchema`). */
export type ApplicationAnswer = FormReceipt;

/**
 * Sends the application form's fields (and résumé) as multipart FormData.
 * @param form the form element; its named fields are sent as they are
 * @throws Error("<status>: <body>") on any non-2xx answer, like every API call (spec section 7)
 */
export async function submitJobApplication(form: HTMLFormElement): Promise<ApplicationAnswer> {
  const response = await fetch("/api/job-applications", {
    method: "POST",
    body: new FormData(form),
    headers: { accept: "application/json" },
    credentials: "include",
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return JSON.parse(text) as ApplicationAnswer;
}

/** The action behind the Apply for a Position form. */
export function useSubmitJobApplication() {
  return useAction<HTMLFormElement, ApplicationAnswer>(submitJobApplication);
}
