import { Hono } from "hono";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { isInspectionFileCode } from "~/shared/inspection-files/schema";
import { authInputHygiene } from "./auth/auth-input";
import { clientIp } from "./auth/client-ip";
import { createAccessReader } from "./auth/access";
import { withStatusOfUnavailable } from "./auth/auth-failures";
import { createAuth } from "./auth/create-auth";
import { createSessionReader } from "./auth/session-reader";
import { collectFirstAnswers, firstAnswerPaths } from "./http/first-answers";
import { explainRateLimit } from "./auth/too-many-attempts";
import type { AppDeps, InfraDeps } from "./deps";
import { accountsRoutes, sessionRoutes } from "./features/accounts/routes";
import { blockSong } from "./features/blocked-songs/block-song";
import { blockedSongsRoutes } from "./features/blocked-songs/routes";
import { companyProgrammesRoutes } from "./features/company-programmes/routes";
import { billingOfPauses, billingRoutes } from "./features/billing/routes";
import { certificateCodeExists } from "./features/certificates/certificate-code-exists";
import { certificatesRoutes } from "./features/certificates/routes";
import { establishmentsRoutes } from "./features/establishments/routes";
import { invoiceIssuer } from "./features/invoices/invoice-issuer";
import { invoicesRoutes } from "./features/invoices/routes";
import { catalogRoutes } from "./features/catalog/routes";
import { liveRoutes } from "./features/live/routes";
import { accountHasMessage } from "./features/messages/account-has-message";
import { messagesRoutes } from "./features/messages/routes";
import { networkRoutes } from "./features/network/routes";
import { networkAlertsRoutes } from "./features/network-alerts/routes";
import { campaignImagesRoutes, campaignsRoutes } from "./features/campaigns/routes";
import { playLogIntegrityChecker } from "./features/play-log/check-play-log-integrity";
import { playLogRoutes, playLogSealRoutes } from "./features/play-log/routes";
import { playerRoutes } from "./features/player/routes";
import { streamSong } from "./features/player/stream-song";
import { nowPlayingRoutes, playbackClaimRoutes } from "./features/playback-claims/routes";
import { playlistsRoutes } from "./features/playlists/routes";
import { listNetworkZones } from "./features/network/list-network-zones";
import { integrationsRoutes } from "./features/public-api/routes";
import { v1Routes } from "./features/public-api/v1-routes";
import { webhookHooks } from "./features/public-api/webhook-event-data";
import { remoteRoutes } from "./features/remote/routes";
import { sendRemoteCommand } from "./features/remote/send-remote-command";
import type { RemoteEffects } from "./features/remote/effects";
import { clearScheduleOverride } from "./features/schedules/clear-schedule-override";
import { schedulesRoutes } from "./features/schedules/routes";
import { setScheduleOverride } from "./features/schedules/set-schedule-override";
import { teamRoutes } from "./features/team/routes";
import { usersRoutes } from "./features/users/routes";
import { zonesRoutes } from "./features/zones/routes";
import { seasonalPausesRoutes } from "./features/seasonal-pauses/routes";
import { AppError } from "./domain/app-error";
import { songRightsRoutes } from "./features/song-rights/routes";
import { inspectionFileCodeExists } from "./features/inspection-files/inspection-file-code-exists";
import { inspectionFilesRoutes } from "./features/inspection-files/routes";
import { namedZonesOf } from "./domain/zones/live-zones";
import { defaultBodyLimit } from "./http/body-limit";
import { closeConnectionsWhileDraining } from "./http/draining";
import { onError } from "./http/on-error";
import { refuseDotSegments } from "./http/refuse-dot-segments";
import { requestLogger } from "./http/request-logger";
import { sameOrigin } from "./http/same-origin";
import { securityHeaders, storageOriginsOf } from "./http/security-headers";
import { teamGate } from "./http/team-gate";
import { routesWithoutRule } from "./http/team-route-rules";
import { webRoutes } from "./http/web-routes";

/** The remote carries out the manual choice and blocking through the features that own them. */
function remoteEffects(deps: AppDeps): RemoteEffects {
  const { db } = deps.database;
  return {
    setOverride: ({ userId, zoneId, override }) =>
      setScheduleOverride({ db, userId, target: { zoneId }, override }),
    clearOverride: ({ userId, zoneId }) =>
      clearScheduleOverride({ db, userId, target: { zoneId } }),
    blockSong: (options) => blockSong({ db, events: deps.events }, options),
    hasMessage: ({ account, messageId }) => accountHasMessage({ db, account, messageId }),
  };
}

/**
 * /api/v1, the public API (decision 046): "Estado de la red"'s reader and the remote's own
 * command path, for tokens. Not part of AppType: the browser never calls it.
 */
function publicApi(deps: AppDeps) {
  const { db } = deps.database;
  const effects = remoteEffects(deps);
  return v1Routes(deps, {
    listZones: ({ account, query }) =>
      listNetworkZones({
        db,
        account,
        query: {
          page: query.page,
          search: "",
          province: "",
          establishmentId: query.establishmentId ?? "",
          status: query.status ?? "",
        },
        reserveHours: deps.env.OFFLINE_HOURS,
      }),
    sendCommand: ({ account, holder, personId, read, command }) =>
      sendRemoteCommand({
        db,
        events: deps.events,
        access: deps.access,
        effects,
        owner: holder,
        account,
        // The API sends play, pause, next and volume: nothing that names its sender in a trail.
        person: { id: personId, name: "" },
        mayChooseMusic: false,
        zoneId: read.row.id,
        read,
        command,
      }),
  });
}

/** Every /api route, chained so the browser client gets their types (AppType). */
export function createApi(deps: AppDeps) {
  const catalog = catalogRoutes(deps);
  const songRights = songRightsRoutes(deps);
  const playlists = playlistsRoutes(deps);
  const player = playerRoutes(deps);
  const establishments = establishmentsRoutes(deps);
  const checkPlayLog = playLogIntegrityChecker(deps);
  const certificates = certificatesRoutes(deps, { checkPlayLog });
  const inspectionFiles = inspectionFilesRoutes(deps, { checkLog: checkPlayLog });
  const claims = playbackClaimRoutes(deps);
  const zones = zonesRoutes(deps);
  const schedules = schedulesRoutes(deps);
  const { db } = deps.database;
  // A message's audio is answered as a song's: Range from disk, or a presigned S3 link.
  const messages = messagesRoutes(deps, {
    streamAudio: (file, range) => streamSong({ storage: deps.storage }, { file, range }),
  });
  const remote = remoteRoutes(deps, remoteEffects(deps));
  const team = teamRoutes(deps);
  const integrations = integrationsRoutes(deps);
  const webhooks = webhookHooks(deps.jobs);
  const invoices = invoiceIssuer(deps);
  const pauses = seasonalPausesRoutes(deps, {
    pausesChanged: billingOfPauses(deps, { invoices }),
  });
  const zonesOf = async (account: TeamAccount) =>
    (await namedZonesOf(db, { ownerId: account.ownerId }))
      .filter((zone) =>
        worksInZone(account, { id: zone.zoneId, establishmentId: zone.establishmentId }),
      )
      .map((zone) => zone.zoneId);
  return (
    new Hono()
      .use(async (c, next) => {
        await next();
        if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
      })
      .route("/", billingRoutes(deps, { invoices }))
      .route("/session", sessionRoutes(deps))
      .route("/me", accountsRoutes(deps))
      .route("/access", player.access)
      // Before the users screen's routes: its guards would run for this one too.
      .route("/users", establishments.ofUser)
      .route("/users", certificates.ofUser)
      .route("/users", usersRoutes(deps))
      .route("/genres", catalog.genres)
      .route("/songs", catalog.songs)
      .route("/songs", player.audio)
      .route("/song-rights", songRights.songs)
      .route("/licence-contracts", songRights.contracts)
      .route("/public-playlists", playlists.publicPlaylists)
      .route("/playlists", playlists.ownPlaylists)
      .route("/blocked-songs", blockedSongsRoutes(deps))
      // Before the establishments' own routes, whose guards would run for it too.
      .route("/establishments", certificates.ofEstablishment)
      .route("/establishments", playLogSealRoutes(deps))
      .route("/establishments", claims.ofEstablishment)
      .route("/establishments", zones.ofEstablishment)
      .route("/establishments", pauses.ofEstablishment)
      .route("/establishments", schedules.ofEstablishment)
      .route("/establishments", establishments.own)
      .route("/zones", claims.ofZone)
      .route("/zones", schedules.ofZone)
      .route("/zones", messages.ofZone)
      .route("/zones", zones.zones)
      .route("/zones", pauses.ofZone)
      .route("/company-programmes", companyProgrammesRoutes(deps))
      .route("/messages", messages.messages)
      .route("/message-campaigns", messages.campaigns)
      // Each play written, and each alert the test clock opens, is told to the webhooks.
      .route("/play-log", playLogRoutes(deps, webhooks))
      .route("/certificates", certificates.certificates)
      .route("/inspection-files", inspectionFiles)
      .route("/invoices", invoicesRoutes(deps))
      .route("/music-state", player.musicState)
      .route("/now-playing", nowPlayingRoutes(deps))
      .route("/zones", remote)
      .route("/network", networkRoutes(deps))
      .route("/network", networkAlertsRoutes(deps, webhooks))
      .route("/events", liveRoutes(deps, { zonesOf }))
      .route("/marketing", campaignsRoutes(deps))
      .route("/team", team.team)
      .route("/invitations", team.invitations)
      .route("/api-tokens", integrations.tokens)
      .route("/webhooks", integrations.webhooks)
  );
}

export type AppType = ReturnType<typeof createApi>;

export interface CreateAppOptions extends InfraDeps {
  /** Folder of the web build (build/client); unset serves the API only (dev, tests). */
  webRoot?: string;
  /** Aborted when the server starts to drain (main.ts); unset: never. */
  draining?: AbortSignal;
}

/** The composition root: features meet here and nowhere else. */
export function createApp(options: CreateAppOptions) {
  const { webRoot, draining = new AbortController().signal, ...infra } = options;
  const auth = createAuth(infra);
  const sessions = createSessionReader({ auth, events: infra.events, db: infra.database.db });
  const access = createAccessReader({ db: infra.database.db, events: infra.events });
  const deps: AppDeps = { ...infra, auth, sessions, access, draining };
  const app = new Hono();

  // First of all: a dot segment, resolved by the URL parser, hands the request to another route.
  app.use(refuseDotSegments());
  app.use(closeConnectionsWhileDraining(draining));
  app.use(requestLogger(deps.logger));
  app.use(
    securityHeaders({
      https: deps.env.APP_URL.startsWith("https://"),
      storageOrigins: storageOriginsOf(deps.env),
    }),
  );
  app.use(defaultBodyLimit());
  // The client's address keys the limits of sign-in and of the public certificate check.
  const clientAddress = clientIp({ trustProxy: deps.env.TRUST_PROXY });
  app.use("/api/auth/*", clientAddress);
  app.use("/api/certificates/*", clientAddress);
  app.use("/api/*", sameOrigin({ appUrl: deps.env.APP_URL }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    // A load balancer stops sending here; the instance finishes what it has and exits.
    if (draining.aborted) return c.json({ status: "draining" }, 503);
    try {
      await deps.database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      deps.logger.warn({ err: error }, "database not reachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.on(["GET", "POST"], "/api/auth/*", authInputHygiene(), async (c) =>
    explainRateLimit(await withStatusOfUnavailable(await deps.auth.handler(c.req.raw))),
  );
  // What a team's member may do, before any route runs (decision 026).
  app.use("/api/*", teamGate({ db: deps.database.db, sessions, events: deps.events }));
  const api = createApi(deps);
  const v1 = publicApi(deps);
  const unruled = routesWithoutRule([
    ...api.routes.map(({ method, path }) => ({ method, path: `/api${path}` })),
    ...v1.routes.map(({ method, path }) => ({ method, path: `/api/v1${path}` })),
  ]);
  if (unruled.length > 0) throw new Error(`Routes without a team rule: ${unruled.join(", ")}`);
  app.route("/api/v1", v1);
  app.route("/api", api);
  app.all("/api/*", (c) => {
    throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
  });

  // E-mail images: public (mail clients load them without a session) and served by us.
  app.route("/media/marketing", campaignImagesRoutes(deps));

  if (webRoot)
    app.route(
      "/",
      webRoutes({
        root: webRoot,
        storageOrigins: storageOriginsOf(deps.env),
        // /verificar/<code> serves a certificate or, for an "EXP…" code, an inspection file.
        certificateExists: (code) =>
          isInspectionFileCode(code)
            ? inspectionFileCodeExists({ db: deps.database.db, code })
            : certificateCodeExists({ db: deps.database.db, code }),
        // The API answers as it would the page's own first requests, with the same cookie.
        firstAnswers: (c) =>
          collectFirstAnswers((path) => {
            const cookie = c.req.header("Cookie");
            const headers = cookie ? { Cookie: cookie } : undefined;
            return Promise.resolve(
              app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env),
            );
          }, firstAnswerPaths(c.req.path)),
      }),
    );

  app.notFound(() => {
    throw new AppError("NOT_FOUND", "Not found");
  });
  app.onError(onError(deps.logger));
  return app;
}
