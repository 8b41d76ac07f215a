import { describe, expect, it } from "vitest";
import { sanitizeEmailHtml } from "./sanitize-html";

describe("sanitizeEmailHtml", () => {
  it.each([
    ["a script", "<p>Hola</p><script>alert(1)</script>", "<p>Hola</p>"],
    ["an image's onerror", "<img src=x onerror=alert(1)>", ""],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a"],
    ["a mixed-case javascript: link", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">x</a>', "<a"],
    ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">x</a>', "<a"],
    ["a javascript: link split by a tab", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a"],
    ["an SVG with onload", '<svg onload="alert(1)"><circle r="1"/></svg>', ""],
    ["an iframe", '<iframe src="https://example.com"></iframe>', ""],
    ["a style sheet", "<style>body{display:none}</style>", ""],
    ["a form", '<form action="https://example.com"><input name="q"></form>', ""],
    [
      "a javascript: URL in a style",
      '<div style="background:url(javascript:alert(1))">z</div>',
      "<div>z</div>",
    ],
    ["a data: image", '<img src="data:image/png;base64,iVBORw0KGgo=">', ""],
    ["a javascript: image", '<img src="javascript:alert(1)">', ""],
    ["a protocol-relative image", '<img src="//evil.example/a.png">', ""],
    ["an event handler on a paragraph", '<p onclick="alert(1)" onmouseover="x">t</p>', "<p>t</p>"],
  ])("neutralises %s", (_name, dirty, expected) => {
    const clean = sanitizeEmailHtml(dirty);
    expect(clean.startsWith(expected)).toBe(true);
    expect(clean).not.toMatch(
      /script|javascript|vbscript|data:|<svg|<iframe|<style|<form|\son\w+=/i,
    );
  });

  it("keeps the editor's formatting: bold, italic, alignment, lists, size and colour", () => {
    const html =
      '<h2 style="text-align:center">Ofertas</h2>' +
      '<p style="text-align:right"><strong>negrita</strong> <em>cursiva</em> <u>sub</u> <s>tachado</s></p>' +
      '<p><span style="font-size:24px;color:#5217d9">grande</span> <span style="color:rgb(255, 0, 0)">rojo</span></p>' +
      "<ul><li><p>uno</p></li></ul><ol><li>dos</li></ol><blockquote>cita</blockquote>";
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it("drops styles outside the allow-list and font sizes outside 8–72 px", () => {
    expect(
      sanitizeEmailHtml(
        '<p style="position:fixed;font-size:12px;color:red;text-align:middle">a</p>' +
          '<span style="font-size:200px">b</span><span style="font-size:4px">c</span>',
      ),
    ).toBe('<p style="font-size:12px">a</p><span>b</span><span>c</span>');
  });

  it("keeps http(s) and mailto links, opening in a new tab without the opener", () => {
    expect(
      sanitizeEmailHtml('<a href="https://sonaria.es/pricing" target="_self">Precios</a>'),
    ).toBe(
      '<a href="https://sonaria.es/pricing" target="_blank" rel="noopener noreferrer">Precios</a>',
    );
    expect(sanitizeEmailHtml('<a href="mailto:hola@sonaria.es">Escríbenos</a>')).toContain(
      'href="mailto:hola@sonaria.es"',
    );
  });

  it("keeps http(s) images and our own uploads with their size", () => {
    expect(
      sanitizeEmailHtml(
        '<img src="https://sonaria.es/media/marketing/1-logo.png" alt="Logo" width="200" style="max-width:100%;height:auto">',
      ),
    ).toBe(
      '<img src="https://sonaria.es/media/marketing/1-logo.png" alt="Logo" width="200" style="max-width:100%;height:auto" />',
    );
    expect(sanitizeEmailHtml('<img src="/media/marketing/1-logo.png" alt="">')).toBe(
      '<img src="/media/marketing/1-logo.png" alt="" />',
    );
    expect(sanitizeEmailHtml('<img src="/api/songs/1/audio">')).toBe("");
  });
});
