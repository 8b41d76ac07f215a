import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
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
  // Client-rendered: nothing shows until the session is known.
  layout("routes/app-layout.tsx", [
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("unsubscribe", "routes/unsubscribe.tsx"),
    // What a licence certificate's or an inspection file's QR code opens: public, no login.
    route("verificar/:code", "routes/verify-certificate.tsx"),
    // What an invitation's e-mail opens: register or sign in, then join the team.
    route("invitacion/:token", "routes/invitation.tsx"),
    layout("routes/dashboard-layout.tsx", [
      route("dashboard", "routes/dashboard-home.tsx"),
      route("dashboard/users", "routes/dashboard-users.tsx"),
      route("dashboard/music", "routes/dashboard-music.tsx"),
      route("dashboard/marketing", "routes/dashboard-marketing.tsx"),
      route("dashboard/player", "routes/dashboard-player.tsx"),
      route("dashboard/remote", "routes/dashboard-remote.tsx"),
      route("dashboard/blocked-songs", "routes/dashboard-blocked-songs.tsx"),
      route("dashboard/profile", "routes/dashboard-profile.tsx"),
      route("dashboard/subscription", "routes/dashboard-subscription.tsx"),
      route("dashboard/history", "routes/dashboard-history.tsx"),
      route("dashboard/team", "routes/dashboard-team.tsx"),
      route("dashboard/mensajes", "routes/dashboard-messages.tsx"),
      route("dashboard/establishments", "routes/dashboard-establishments.tsx"),
      route("dashboard/establishments/:id/schedule", "routes/dashboard-establishment-schedule.tsx"),
      route("dashboard/inspection-guide", "routes/dashboard-inspection-guide.tsx"),
      route("dashboard/expedientes", "routes/dashboard-inspection-files.tsx"),
      route("dashboard/red", "routes/dashboard-network.tsx"),
      route("dashboard/programas", "routes/dashboard-company-programmes.tsx"),
      route("dashboard/integraciones", "routes/dashboard-integrations.tsx"),
      route("dashboard/*", "routes/dashboard-unknown.tsx"),
      // The built-in test checkout and portal (payments without Stripe).
      route("checkout/:id", "routes/checkout.tsx"),
      route("billing/portal", "routes/billing-portal.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
