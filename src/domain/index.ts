/**
 * Every input schema, enum and constant of src/domain in one place (text-fields.test.ts checks
 * the text fields of every schema exported here). The API's answers are in ./api/.
 */

export * from "./assignment";
export * from "./auth";
export * from "./constants";
export * from "./enums";
export * from "./job-application";
export * from "./newsletter";
export * from "./profile";
export * from "./property";
export * from "./staffing-request";
export * from "./text-fields";
