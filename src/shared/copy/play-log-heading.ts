/**
 * The history's heading alone: the shell draws it before the scripts run (decision 030),
 * and must not carry the history's every word to every page for two lines.
 */
export const playLogHeading = {
  title: "Historial de reproducción",
  description: "Qué sonó en cada establecimiento, con su hora local.",
} as const;
