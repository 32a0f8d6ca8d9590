/**
 * The home page's deferred parts (its sections below the hero and the contact forms): on a
 * client-side navigation to the home page they load together and the page appears complete
 * (components/deferred.tsx).
 */
import { DeferredGroup } from "@/client/components/deferred";

export const homeParts = new DeferredGroup();
