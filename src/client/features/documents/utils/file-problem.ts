/** The upload form's own check of the chosen file, before anything is sent. */
import { DOCUMENT_FILE_MESSAGE, DOCUMENT_SIZE_MESSAGE } from "@/domain/api/document";
import { DOCUMENT_MAX_BYTES } from "@/domain/document";

/** The file types the form offers, by extension (the server decides by the file's content). */
const ACCEPTED_FILE = /\.(pdf|jpe?g|png)$/i;

/**
 * What is wrong with the chosen file before it is sent, or undefined: none chosen, over 10 MB, or
 * a name that is not .pdf, .jpg, .jpeg or .png (the server checks the content itself).
 */
export function fileProblem(file: Pick<File, "name" | "size"> | null): string | undefined {
  if (!file) return DOCUMENT_FILE_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_SIZE_MESSAGE;
  if (!ACCEPTED_FILE.test(file.name)) return "Choose a PDF, JPEG or PNG file";
  return undefined;
}
