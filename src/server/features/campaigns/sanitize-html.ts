import sanitizeHtml from "sanitize-html";

const hexOrRgb =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const dimension = /^(\d{1,4}(\.\d+)?(px|%)|auto|none)$/;

const textStyles = {
  "text-align": [/^(left|center|right|justify)$/],
  color: [hexOrRgb],
  // 8 to 72 px: the editor's sizes, and nothing that hides text or swallows the page.
  "font-size": [/^([89]|[1-6]\d|7[0-2])px$/],
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  "font-style": [/^(normal|italic|oblique)$/],
  "text-decoration": [/^(none|underline|line-through|underline line-through)$/],
  "max-width": [dimension],
};

/** Our own uploads (relative, made absolute when sent) or a plain web address. */
const imageSource = /^(https?:\/\/[^\s]+|\/media\/marketing\/[a-z0-9._-]+)$/i;

/**
 * What the editor (Tiptap) produces and nothing else: formatting, lists, links and
 * images. No scripts, event handlers, frames, forms or style sheets; links only to
 * http(s) and mailto; images only by http(s) URL or from our own /media/marketing/.
 * Run on save and again on sending: e-mail clients and the dashboard both show it.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "span",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "h1",
    "h2",
    "h3",
    "blockquote",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "style"],
    p: ["style"],
    span: ["style"],
    div: ["style"],
    li: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
  },
  allowedStyles: {
    p: textStyles,
    span: textStyles,
    div: textStyles,
    li: textStyles,
    h1: textStyles,
    h2: textStyles,
    h3: textStyles,
    img: { width: [dimension], height: [dimension], "max-width": [dimension] },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && imageSource.test(src.trim()) ? attribs : rest };
    },
  },
  // An image whose source was refused is no image at all.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, options);
}
