import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { playerState } from "../../../src/shared/testing/player-state";

/** What a player holding the zone sends (PUT /api/zones/:zoneId/state), as the lead's player will. */
export async function playerSays(
  page: Page,
  zoneId: string,
  fields: { playing: boolean; songId?: string },
) {
  const state = playerState({ playing: fields.playing });
  if (fields.songId && state.track) state.track.id = fields.songId;
  const response = await page.request.put(`/api/zones/${zoneId}/state`, { data: state });
  expect(response.status(), await response.text()).toBe(200);
}
