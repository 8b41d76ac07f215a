import { parseRange } from "~/shared/http/byte-range";

/**
 * The answer to the player's request from a song's whole file kept on the device: the
 * bytes its Range header asks for (206), all of them (200), or 416 — what the server
 * would answer, so seeking works the same with or without a connection.
 */
export async function answerFromReserve(request: Request, kept: Response): Promise<Response> {
  const body = await kept.blob();
  const type = kept.headers.get("content-type") ?? "audio/mpeg";
  const headers = { "Content-Type": type, "Accept-Ranges": "bytes", "Cache-Control": "no-store" };
  const range = parseRange(request.headers.get("range"), body.size);
  if (range === null)
    return new Response(body, {
      status: 200,
      headers: { ...headers, "Content-Length": String(body.size) },
    });
  if (range === "invalid")
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${body.size}` },
    });
  const part = body.slice(range.start, range.end + 1, type);
  return new Response(part, {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(part.size),
      "Content-Range": `bytes ${range.start}-${range.end}/${body.size}`,
    },
  });
}
