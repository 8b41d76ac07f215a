import { Hono } from "hono";
import { paths } from "~/shared/paths";
import { templateSchema, unsubscribeSchema } from "~/shared/campaigns/schema";
import { requirePermission, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { validate } from "../../http/validate";
import { campaignRoutes, limitEmailBody } from "./campaign-routes";
import { listTemplates } from "./list-templates";
import { saveTemplate } from "./save-template";
import { serveImage } from "./serve-image";
import { unsubscribe } from "./unsubscribe";
import { unsubscribeSecret, verifyUnsubscribeToken } from "./unsubscribe-token";
import { uploadImage } from "./upload-image";

/** E-mail images are small: a photo or a logo, not a poster. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * E-mail campaigns: /api/marketing/templates, /images, /unsubscribe and /campaigns. The
 * URLs keep the name of the screen ('Email Marketing'): links and images in e-mails
 * already sent point at them.
 */
export function campaignsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.sessions);
  const admin = requirePermission("campaigns:send");

  const templates = new Hono<AuthEnv>()
    .use(signedIn, admin)
    .get("/", async (c) => c.json(await listTemplates({ db })))
    .post("/", limitEmailBody, validate("json", templateSchema), async (c) => {
      const { template, created } = await saveTemplate({
        db,
        userId: c.var.user.id,
        input: c.req.valid("json"),
      });
      return c.json(template, created ? 201 : 200);
    });

  const images = new Hono<AuthEnv>().use(signedIn, admin).post(
    "/",
    // Multipart overhead on top of the file itself.
    limitBody(MAX_IMAGE_BYTES + 64 * 1024, "Images are limited to 5 MB"),
    async (c) => {
      const body = await c.req.parseBody().catch(() => {
        throw new AppError("BAD_REQUEST", "Send the image as multipart/form-data");
      });
      const file = body.file;
      if (!(file instanceof File)) {
        throw new AppError("BAD_REQUEST", "file is required", {
          issues: [{ path: "file", message: "required" }],
        });
      }
      if (file.size > MAX_IMAGE_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", "Images are limited to 5 MB");
      return c.json(await uploadImage(deps, { file }), 201);
    },
  );

  // No session: the link comes from an e-mail, opened anywhere; the signed token is the proof.
  const unsubscribeRoutes = new Hono()
    // A link opened (or prefetched by a mail scanner) never unsubscribes: the page asks first.
    .get("/", validate("query", unsubscribeSchema), (c) => {
      const { token } = c.req.valid("query");
      const query = token ? `?token=${encodeURIComponent(token)}` : "";
      return c.redirect(`${deps.env.APP_URL}${paths.unsubscribe}${query}`, 302);
    })
    // RFC 8058 one-click (form body "List-Unsubscribe=One-Click", token in the query; mail
    // clients send no Origin, so sameOrigin lets it through) or our page's JSON { token }.
    .post(
      "/",
      validate("query", unsubscribeSchema),
      validate("json", unsubscribeSchema),
      async (c) => {
        const token = c.req.valid("query").token ?? c.req.valid("json").token;
        const userId = token ? verifyUnsubscribeToken(token, unsubscribeSecret(deps.env)) : null;
        if (!userId) throw new AppError("BAD_REQUEST", "Invalid unsubscribe link");
        await unsubscribe({ db, events: deps.events, userId });
        return c.json({ ok: true as const });
      },
    );

  return new Hono()
    .route("/templates", templates)
    .route("/images", images)
    .route("/unsubscribe", unsubscribeRoutes)
    .route("/campaigns", campaignRoutes(deps));
}

/** /media/marketing/:file — e-mail images, public so mail clients can show them. */
export function campaignImagesRoutes(deps: AppDeps) {
  // Any name that is not a stored image is a 404, however odd (serveImage checks it).
  return new Hono().get("/:file", async (c) => serveImage(deps, { file: c.req.param("file") }));
}
