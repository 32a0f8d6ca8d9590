/** The locations feature's public surface. */
export { CityOverview } from "./components/city-overview";
