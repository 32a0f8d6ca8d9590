/** The fixed "Our Services" list of every city and service-area page (spec section 2, "City pages"). */
export const ourServicesList: readonly string[] = [
  "Maintenance Technicians",
  "Leasing Consultants",
  "Property Managers",
  "Groundskeepers",
];
