/** The contract client and server share: enums, constants, schemas and API shapes. */
export * from "./api-types";
export * from "./auth";
export * from "./constants";
export * from "./enums";
export * from "./job-application";
export * from "./newsletter";
export * from "./property";
export * from "./staffing-request";
export * from "./text-fields";
