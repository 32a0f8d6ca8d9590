import { Button } from "@/client/components/ui/button";
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormCheckboxField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { serviceAreaPlaces } from "@/content/locations";
import { cities } from "@/content/site";
import type { Profile } from "@/domain/api/profile";
import { staffTypeLabels, staffTypes } from "@/domain/enums";
import {
  certificationLabels,
  certifications,
  dayPartLabels,
  dayParts,
  weekDayLabels,
  weekDays,
  workPreferencesSchema,
} from "@/domain/profile";
import { useUpdateProfile } from "../api/update-profile";
import { CheckboxGroupField } from "./checkbox-group-field";

const staffTypeOptions = staffTypes.map((value) => ({ value, label: staffTypeLabels[value] }));
const certificationOptions = certifications.map((value) => ({
  value,
  label: certificationLabels[value],
}));
const dayPartOptions = dayParts.map((value) => ({ value, label: dayPartLabels[value] }));
/** Each city with the nearby places its team covers (src/content/locations.ts). */
const cityGroups = cities.map((city) => ({
  city,
  options: [
    { value: city.slug, label: city.name },
    ...serviceAreaPlaces
      .filter((place) => place.coveredBy === city.slug)
      .map((place) => ({ value: place.slug, label: place.name })),
  ],
}));

/**
 * A worker's work preferences: the roles they do, certifications and licences held, the places
 * they will work in (the nine cities and the nearby places each city's team covers), weekly
 * availability (days × part of day) and emergency call-outs. The agency's candidate ranking
 * reads them. Saved together; the account's name and phone are sent unchanged with them.
 */
export function WorkPreferencesForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const staff = profile.staff;
  const form = useZodForm(workPreferencesSchema, {
    defaultValues: {
      staffTypes: (staff?.staffTypes ?? []) as (typeof staffTypes)[number][],
      certifications: staff?.certifications ?? [],
      cities: staff?.cities ?? [],
      availability: staff?.availability ?? {},
      emergencyAvailable: staff?.emergencyAvailable ?? false,
    },
  });
  const { control } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ fullName: profile.fullName, phone: profile.phone, ...values });
      toast({
        title: "Work preferences saved",
        description: "We will use them when we match you with work.",
      });
    } catch (error) {
      applyServerFieldErrors(form.setError, error, workPreferencesSchema);
      toast({
        title: "Your preferences were not saved",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-8">
        <CheckboxGroupField
          control={control}
          name="staffTypes"
          label="Roles you do"
          description="Choose every kind of work you are qualified for."
          options={staffTypeOptions}
        />
        <CheckboxGroupField
          control={control}
          name="certifications"
          label="Certifications and licences you hold"
          description="The agency checks them before placing you in work that needs them."
          options={certificationOptions}
        />
        <div className="grid gap-3">
          <h3 className="text-sm font-medium">Where you will work</h3>
          <p className="text-sm text-muted-foreground">
            Choose the cities and nearby places you can travel to for a shift.
          </p>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cityGroups.map((group, index) => (
              <CheckboxGroupField
                key={group.city.slug}
                control={control}
                name="cities"
                label={`${group.city.name} area`}
                legendClassName="text-muted-foreground"
                options={group.options}
                columns=""
                showError={index === 0}
              />
            ))}
          </div>
        </div>
        <div className="grid gap-3">
          <h3 className="text-sm font-medium">Weekly availability</h3>
          <p className="text-sm text-muted-foreground">
            Tick the parts of each day you can usually work. Leave a day empty if you cannot work
            it.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {weekDays.map((day) => (
              <CheckboxGroupField
                key={day}
                control={control}
                name={`availability.${day}`}
                label={weekDayLabels[day]}
                options={dayPartOptions}
                columns="grid-cols-2"
              />
            ))}
          </div>
        </div>
        <FormCheckboxField
          control={control}
          name="emergencyAvailable"
          label="Call me for emergency work (storm preparation and recovery, sudden vacancies)"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save work preferences"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
