import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { fileInputClassName } from "@/client/components/ui/field-styles";
import { TextArea, TextInput } from "@/client/components/ui/text-field";
import { toast } from "@/client/hooks/use-toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { limits } from "@/domain/constants";
import {
  experienceLevelLabels,
  experienceLevels,
  staffTypeLabels,
  staffTypes,
} from "@/domain/enums";
import {
  type ApplicationFormValues,
  type ApplicationPayload,
  applicationFormSchema,
  checkResumeFile,
  RESUME_ACCEPT,
  useSubmitJobApplication,
} from "../api/submit-job-application";
import { confirmContact, useContactState } from "../hooks/contact-state";
import {
  ConsentField,
  FormConfirmation,
  Honeypot,
  LabelledField,
  NativeSelect,
  SubmitButton,
} from "./form-parts";
import { failureMessage } from "./request-staff-form";

const emptyValues: ApplicationFormValues = {
  fullName: "",
  email: "",
  phone: "",
  position: "",
  experience: "",
  additionalInfo: "",
  consent: false,
  resume: null,
};

/**
 * The Apply for a Position form of the contact section (spec sections 2, 5 and 7): full name,
 * e-mail, phone, position, experience, additional information, an optional résumé (PDF, DOC or
 * DOCX, at most 5 MB) and consent to background checks, every required field `required`.
 * Without JavaScript it posts natively (multipart) to POST /api/job-applications; with
 * JavaScript it validates with the API's schema, checks the résumé, submits in the background
 * and toasts "Application Submitted". It hydrates after the rest of the page
 * (contact-section.tsx), so it takes no props: its state is shared through
 * hooks/contact-state.ts.
 */
export function JobApplicationForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // True once hydrated: the script validates instead of the browser.
  const [enhanced, setEnhanced] = useState(false);
  const form = useForm<ApplicationFormValues, unknown, ApplicationPayload>({
    // The values as the page holds them (see ApplicationFormValues); the FormData is what is sent.
    resolver: zodResolver<ApplicationFormValues, unknown, ApplicationPayload>(
      applicationFormSchema,
    ),
    // No default values: the fields start from what the page holds, so anything typed before
    // the form hydrated is kept.
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const mutation = useSubmitJobApplication();
  const { confirmed } = useContactState();

  useEffect(() => setEnhanced(true), []);

  const onValid = form.handleSubmit(async () => {
    const element = formRef.current;
    if (!element) return;
    const file = form.getValues("resume")?.[0];
    if (file) {
      const problem = await checkResumeFile(file);
      if (problem) {
        form.setError("resume", { type: "file", message: problem }, { shouldFocus: true });
        return;
      }
    }
    try {
      await mutation.mutateAsync(element);
      form.reset(emptyValues);
      confirmContact("apply");
      toast({
        title: "Application Submitted",
        description: "Thank you for your interest. We'll review your application soon.",
      });
    } catch (error) {
      const message = failureMessage(
        applyServerFieldErrors(form.setError, error, applicationFormSchema, ["resume"]),
      );
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  const field = (name: keyof ApplicationFormValues) => `${id}-${name}`;
  const error = (name: keyof ApplicationFormValues) => errors[name]?.message;

  return (
    <form
      ref={formRef}
      action="/api/job-applications"
      method="post"
      encType="multipart/form-data"
      noValidate={enhanced}
      onSubmit={onValid}
      aria-labelledby={`${id}-title`}
      className="grid gap-5"
    >
      <h3 id={`${id}-title`} className="sr-only">
        Apply for a Position
      </h3>
      <FormConfirmation
        id="application-submitted"
        title="Application Submitted"
        visible={confirmed.apply}
      >
        Thank you for your interest. We'll review your application soon, and a recruiter will
        contact you about openings that match your experience.
      </FormConfirmation>
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField id={field("fullName")} label="Full Name" error={error("fullName")}>
          <TextInput
            {...form.register("fullName")}
            required
            maxLength={limits.fullNameMax}
            autoComplete="name"
          />
        </LabelledField>
        <LabelledField id={field("email")} label="Email" error={error("email")}>
          <TextInput
            {...form.register("email")}
            type="email"
            required
            maxLength={limits.shortText}
            autoComplete="email"
          />
        </LabelledField>
        <LabelledField id={field("phone")} label="Phone" error={error("phone")}>
          <TextInput
            {...form.register("phone")}
            type="tel"
            required
            minLength={limits.phoneMin}
            maxLength={limits.phoneMax}
            autoComplete="tel"
          />
        </LabelledField>
        <LabelledField id={field("position")} label="Position" error={error("position")}>
          <NativeSelect {...form.register("position")} required>
            <option value="">Select a position</option>
            {staffTypes.map((type) => (
              <option key={type} value={type}>
                {staffTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
        <LabelledField
          id={field("experience")}
          label="Years of Experience"
          error={error("experience")}
        >
          <NativeSelect {...form.register("experience")} required>
            <option value="">Select your experience</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {experienceLevelLabels[level]}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
        <LabelledField
          id={field("resume")}
          label="Résumé (optional)"
          error={error("resume")}
          hint="PDF, DOC or DOCX, up to 5 MB."
        >
          <input
            {...form.register("resume")}
            type="file"
            accept={RESUME_ACCEPT}
            className={fileInputClassName}
          />
        </LabelledField>
      </div>
      <LabelledField
        id={field("additionalInfo")}
        label="Additional Information"
        error={error("additionalInfo")}
        hint="Certifications and licenses (EPA 608, CPO, Class D, CAM), the cities you can work in and when you can start."
      >
        <TextArea
          {...form.register("additionalInfo")}
          required
          rows={4}
          maxLength={limits.longText}
        />
      </LabelledField>
      <ConsentField
        id={field("consent")}
        label="I agree to background checks and reference verification as part of the hiring process"
        error={error("consent")}
        {...form.register("consent")}
      />
      <Honeypot />
      <SubmitButton pending={mutation.isPending}>Submit Application</SubmitButton>
    </form>
  );
}
