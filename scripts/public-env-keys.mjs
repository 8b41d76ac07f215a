// The variables baked into the web build (docs/decisions/002-public-config-at-build.md).
// A unit test keeps this list equal to the keys of publicEnvSchema.
export const publicEnvKeys = [
  "BRAND_NAME",
  "LEGAL_NAME",
  "SUPPORT_EMAIL",
  "WHATSAPP_NUMBER",
  "ADVISOR_CHAT_URL",
  "SOCIAL_INSTAGRAM_URL",
  "SOCIAL_FACEBOOK_URL",
  "SOCIAL_LINKEDIN_URL",
  "PLAY_LOG_RETENTION_YEARS",
];
