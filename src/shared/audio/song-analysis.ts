/**
 * Where a song's loudness analysis stands: measured after upload by a background job
 * (decision 015). A failed song (a format with no decoder here, a damaged file) plays at unity.
 */
export const analysisStatuses = ["pending", "done", "failed"] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];

/** A song's measured loudness, as the player and the admin's table read it. */
export interface SongLoudness {
  lufs: number | null;
  truePeakDbtp: number | null;
  leadingSilenceSeconds: number;
  trailingSilenceSeconds: number;
}

/**
 * Who measured a song (decision 019): the server's job decodes every format but AAC/M4A,
 * which the admin's browser measures at upload with the same meters.
 */
export const measurementSources = ["server", "browser"] as const;
export type MeasurementSource = (typeof measurementSources)[number];
