export interface ImageType {
  mimeType: string;
  extension: string;
}

const types = {
  png: { mimeType: "image/png", extension: "png" },
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  gif: { mimeType: "image/gif", extension: "gif" },
  webp: { mimeType: "image/webp", extension: "webp" },
} as const satisfies Record<string, ImageType>;

/** The types an e-mail image may have, and so the only ones /media/marketing serves. */
export const imageMimeTypes: ReadonlySet<string> = new Set(
  Object.values(types).map((type) => type.mimeType),
);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What image the bytes are, by their magic number: PNG, JPEG, GIF or WebP. Anything
 * else — SVG (which can carry scripts), HTML with an image's name — is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types.jpeg;
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return types.gif;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return types.webp;
  return null;
}
