/** The locations feature's public surface: city pages and service-area pages. */
export { CityPageView } from "./components/city-page-view";
export { ServiceAreaView } from "./components/service-area-view";
