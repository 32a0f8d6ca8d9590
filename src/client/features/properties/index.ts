/** The properties feature's public surface. */
export { createProperty, useCreateProperty } from "./api/create-property";
export { deleteProperty, useDeleteProperty } from "./api/delete-property";
export {
  getProperties,
  getPropertiesQueryOptions,
  useProperties,
  usePropertiesList,
} from "./api/get-properties";
export {
  getProperty,
  getPropertyQueryOptions,
  useProperty,
} from "./api/get-property";
export { type PropertyUpdate, updateProperty, useUpdateProperty } from "./api/update-property";
export { DeletePropertyDialog } from "./components/delete-property-dialog";
export { formatPropertyAddress, PropertyCard } from "./components/property-card";
export { PropertyForm } from "./components/property-form";
export { propertyNotFound } from "./utils/not-found";
