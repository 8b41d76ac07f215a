import { expect, it } from "vitest";
import { fontSizes, isAllowedLink } from "./font-sizes";

it("maps the four font sizes to pixels", () => {
  expect(fontSizes.map((size) => size.htmlSize)).toEqual([3, 1, 5, 7]);
  expect(fontSizes.map((size) => size.px)).toEqual(["16px", "10px", "24px", "48px"]);
});

it("accepts only http, https and mailto links", () => {
  expect(isAllowedLink("https://sonaria.es")).toBe(true);
  expect(isAllowedLink("mailto:hola@sonaria.es")).toBe(true);
  expect(isAllowedLink("javascript:alert(1)")).toBe(false);
  expect(isAllowedLink("data:text/html,x")).toBe(false);
  expect(isAllowedLink("//evil.example")).toBe(false);
});
