/** Decoded samples, one array per channel, as every decoder hands them on. */
export interface PcmChunk {
  channelData: Float32Array[];
  sampleRate: number;
}
