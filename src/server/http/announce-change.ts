import { createMiddleware } from "hono/factory";
import { userTopic } from "~/shared/events/topics";
import type { AuthEnv } from "../auth/guards";
import type { EventBus } from "../infra/realtime/event-bus";

/**
 * After a change that succeeded, the signed-in user's topic is published: their other
 * devices (the player's chooser, "Mando", another tab) refetch their things. Put on each
 * changing route, never on a whole sub-app: other features' routes share its paths.
 */
export const announceChange = (events: Pick<EventBus, "publish">) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    await next();
    if (c.res.ok) await events.publish({ topic: userTopic(c.var.account.ownerId) });
  });
