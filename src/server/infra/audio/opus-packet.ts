/**
 * How many samples (at 48 kHz) an Opus packet holds, from its TOC byte and, for code 3,
 * its frame count (RFC 6716 §3.1): the length of a recording without decoding it.
 */
export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  const frameSamples =
    config < 12
      ? // SILK: 10, 20, 40, 60 ms
        [480, 960, 1920, 2880][config % 4]
      : config < 16
        ? // Hybrid: 10, 20 ms
          [480, 960][config % 2]
        : // CELT: 2.5, 5, 10, 20 ms
          [120, 240, 480, 960][config % 4];
  const code = toc & 0b11;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0b111111 : 2;
  return (frameSamples ?? 0) * frames;
}
