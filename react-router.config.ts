import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/shared/paths";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  // Marketing and legal pages ship as HTML; the dashboard is a client-rendered SPA.
  ssr: false,
  prerender: [...prerenderedPaths],
} satisfies Config;
