import { expect, it } from "vitest";
import { toPrefixTsQuery } from "./search-query";

it("turns a search into accent-free word prefixes, dropping tsquery syntax", () => {
  expect(toPrefixTsQuery("Café  PLAZA")).toBe("cafe:* & plaza:*");
  expect(toPrefixTsQuery("a&b | !c:* (d)")).toBe("ab:* & c:* & d:*");
  expect(toPrefixTsQuery("  ")).toBeNull();
  expect(toPrefixTsQuery("'; drop table song; --")).toBe("drop:* & table:* & song:*");
});
