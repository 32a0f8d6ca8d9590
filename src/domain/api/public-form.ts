/** What the public site's forms answer (spec section 7: Request Staff, job application). */
import { z } from "../zod";

/**
 * 201 of a public form: the stored record's id and a message for the visitor. A filled honeypot
 * gets the same message without an id (nothing is stored; decision 0005).
 */
export const formReceiptSchema = z.object({ id: z.number().optional(), message: z.string() });
/** A public form's 201 as the client receives it. */
export type FormReceipt = z.input<typeof formReceiptSchema>;
