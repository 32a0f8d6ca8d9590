import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import {
  compactLabelClasses,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/client/components/ui/field";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormDateField, FormSelectField, FormTextField } from "@/client/components/ui/form-fields";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { documentUploadFieldsSchema } from "@/domain/api/document";
import { DOCUMENT_ACCEPT, documentKindLabels, documentKinds } from "@/domain/document";
import { useUploadDocument } from "../api/upload-document";
import { fileProblem } from "../utils/file-problem";

const kindOptions = documentKinds.map((kind) => ({ value: kind, label: documentKindLabels[kind] }));

/**
 * The worker's upload form (docs/decisions/0021-documents.md): what the document is, its number
 * and expiry date (both optional), and the file (PDF, JPEG or PNG up to 10 MB, stated under the
 * input). The server's refusals (a file whose content is not one of those, too big, an expiry
 * date already past) show under the field they concern.
 */
export function UploadDocumentForm() {
  const form = useZodForm(documentUploadFieldsSchema, {
    defaultValues: { kind: undefined, number: "", expiresOn: "" },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();

  const send = form.handleSubmit(async (fields) => {
    if (!file || fileProblem(file)) return;
    try {
      await upload.mutateAsync({ fields, file });
      toast({
        title: "Document uploaded",
        description: `${documentKindLabels[fields.kind]} is waiting for the agency's review. We'll tell you once it is checked.`,
      });
      form.reset({ kind: undefined, number: "", expiresOn: "" });
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      const parsed = applyServerFieldErrors(form.setError, error, documentUploadFieldsSchema);
      if (parsed.fieldErrors.file || parsed.status === 413 || parsed.status === 415) {
        setFileError(parsed.fieldErrors.file ?? parsed.message);
        fileInput.current?.focus();
      } else if (Object.keys(parsed.fieldErrors).length === 0) {
        toast({
          title: "The document was not uploaded",
          description: parsed.message || "Please try again.",
          variant: "destructive",
        });
      }
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = fileProblem(file);
    setFileError(problem);
    return send(event);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a document</CardTitle>
        <CardDescription>
          Certificates, licences and IDs help us place you: verified ones show as badges to the
          property managers you work for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
            <FormSelectField
              control={form.control}
              name="kind"
              label="Document"
              placeholder="Choose what it is"
              options={kindOptions}
              className="sm:col-span-2"
            />
            <FormTextField
              control={form.control}
              name="number"
              label="Number (optional)"
              description="The certificate or licence number, as printed."
              maxLength={60}
              autoComplete="off"
            />
            <FormDateField
              control={form.control}
              name="expiresOn"
              label="Expiry date (optional)"
              description="Leave empty if it does not expire."
            />
            <Field error={fileError} described className="sm:col-span-2">
              <FieldLabel classes={compactLabelClasses}>File</FieldLabel>
              <FieldControl>
                <Input
                  ref={fileInput}
                  type="file"
                  name="file"
                  accept={DOCUMENT_ACCEPT}
                  className="h-auto py-1.5"
                  onChange={(event) => {
                    const chosen = event.currentTarget.files?.[0] ?? null;
                    setFile(chosen);
                    setFileError(chosen ? fileProblem(chosen) : undefined);
                  }}
                />
              </FieldControl>
              <FieldDescription>
                PDF, JPEG or PNG, up to 10 MB. A clear photo or scan of the whole document.
              </FieldDescription>
              <FieldError />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={upload.isPending}>
                <Upload aria-hidden="true" />
                {upload.isPending ? "Uploading..." : "Upload document"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
