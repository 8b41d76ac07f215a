import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/marketing-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("legal/terms-and-conditions", "routes/legal-terms-and-conditions.tsx"),
    route("legal/privacy-policy", "routes/legal-privacy-policy.tsx"),
    route("legal/terms-of-use", "routes/legal-terms-of-use.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("dashboard/*", "routes/dashboard.tsx"),
] satisfies RouteConfig;
