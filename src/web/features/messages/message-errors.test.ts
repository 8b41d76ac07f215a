import { describe, expect, it } from "vitest";
import { messagesCopy } from "~/shared/copy/messages";
import { ApiError } from "~/web/lib/api-client";
import { refusalText } from "./message-errors";

const errors = messagesCopy.errors;

describe("refusalText", () => {
  it("says in the server's words why a message may not be changed", () => {
    const refusal = new ApiError(409, "CONFLICT", errors.soundsElsewhere);
    expect(refusalText(refusal, "No se pudo")).toBe(errors.soundsElsewhere);
  });

  it("names what is gone as the screen knows it: a message, or a campaign", () => {
    const gone = new ApiError(404, "NOT_FOUND", "No existe");
    expect(refusalText(gone, "No se pudo")).toBe(errors.notFound);
    expect(refusalText(gone, "No se pudo", errors.campaignNotFound)).toBe(errors.campaignNotFound);
  });

  it("keeps the screen's own words for a failure of the server", () => {
    expect(refusalText(new ApiError(500, "INTERNAL", "boom"), "No se pudo")).toBe("No se pudo");
  });
});
