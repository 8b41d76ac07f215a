import { Hono } from "hono";
import type { NetworkZone, NetworkZonesPage } from "~/shared/network/schema";
import type { RemoteCommand, ZoneStatus } from "~/shared/remote/schema";
import type { Role } from "~/shared/accounts/roles";
import type { TeamAccount } from "~/shared/accounts/team";
import type { V1Zone, V1ZonesPage, V1ZonesQuery } from "~/shared/public-api/v1-schema";
import { accessHolder } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import type { ZoneRead } from "../../domain/zones/zone-of-account";
import { validate } from "../../http/validate";
import { listV1Plays } from "./list-v1-plays";
import { openApiDocument } from "./openapi-document";
import { tokenZone } from "./token-zone";
import { requireScope, requireToken, type TokenEnv } from "./require-token";
import { v1Operations as ops } from "./v1-operations";

/** What the public API asks of the features that own zones and the remote (app.ts composes it). */
export interface PublicApiEffects {
  /** "Estado de la red"'s reader, for the account. */
  listZones(options: { account: TeamAccount; query: V1ZonesQuery }): Promise<NetworkZonesPage>;
  /** The remote's own command path, as the token's creator. */
  sendCommand(options: {
    account: TeamAccount;
    holder: { id: string; role: Role };
    /** The token's creator, who sends it. */
    personId: string;
    read: ZoneRead;
    command: RemoteCommand;
  }): Promise<{ id: string; status: ZoneStatus }>;
}

const toV1Zone = (zone: NetworkZone): V1Zone => ({
  zoneId: zone.zoneId,
  zoneName: zone.zoneName,
  establishmentId: zone.establishmentId,
  establishmentName: zone.tradingName,
  status: zone.status,
  since: zone.since,
  nowPlaying: zone.track,
  volume: zone.volume,
});

/**
 * /api/v1 (decision 046): the public API, for personal access tokens only — never a
 * session's cookie — each route behind its scope and acting as the token's creator: a
 * manager's token reaches their establishments and nothing else.
 */
export function v1Routes(deps: AppDeps, effects: PublicApiEffects) {
  const { db } = deps.database;
  const token = requireToken({ db, perMinute: deps.env.API_RATE_LIMIT_PER_MINUTE });
  return new Hono<TokenEnv>()
    .get("/openapi.json", (c) => c.json(openApiDocument(deps.env.APP_URL)))
    .get(
      ops.listZones.path,
      token,
      requireScope(ops.listZones.scope),
      validate("query", ops.listZones.query),
      async (c) => {
        const page = await effects.listZones({
          account: c.var.account,
          query: c.req.valid("query"),
        });
        return c.json({
          zones: page.zones.map(toV1Zone),
          page: page.page,
          pageCount: page.pageCount,
          total: page.total,
        } satisfies V1ZonesPage);
      },
    )
    .get(
      ops.listPlays.path,
      token,
      requireScope(ops.listPlays.scope),
      validate("query", ops.listPlays.query),
      async (c) =>
        c.json(await listV1Plays({ db, account: c.var.account, query: c.req.valid("query") })),
    )
    .post(
      ops.sendCommand.path,
      token,
      requireScope(ops.sendCommand.scope),
      validate("param", ops.sendCommand.params),
      validate("json", ops.sendCommand.body),
      async (c) => {
        const { account } = c.var;
        const read = await tokenZone(db, account, c.req.valid("param").zoneId);
        // Whose access counts, as for the creator's session: theirs, or their owner's.
        const holder = accessHolder({ id: c.var.token.userId, role: c.var.token.role }, account);
        return c.json(
          await effects.sendCommand({
            account,
            holder,
            personId: c.var.token.userId,
            read,
            command: c.req.valid("json"),
          }),
          202,
        );
      },
    );
}
