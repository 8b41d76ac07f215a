import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";

export const navLinks = [
  { to: paths.home, label: siteCopy.nav.home },
  { to: paths.features, label: siteCopy.nav.features },
  { to: paths.pricing, label: siteCopy.nav.pricing },
  { to: paths.about, label: siteCopy.nav.about },
  { to: paths.contact, label: siteCopy.nav.contact },
] as const;
