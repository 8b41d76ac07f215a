import type { Context } from "hono";
import { incomingHeader } from "../infra/incoming-header";
import type { SessionReader, SignedIn } from "./session-reader";

const read = new WeakMap<Request, Promise<SignedIn | null>>();

/**
 * The session of a request, read once for all who ask (the team gate, then the route's
 * own guard): the second asks no cache and no database.
 */
export function requestSession(sessions: SessionReader, c: Context): Promise<SignedIn | null> {
  let signedIn = read.get(c.req.raw);
  if (!signedIn) {
    signedIn = sessions.read({
      cookie: incomingHeader(c, "cookie"),
      headers: () => c.req.raw.headers,
    });
    read.set(c.req.raw, signedIn);
  }
  return signedIn;
}
