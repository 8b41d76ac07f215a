/**
 * The source of an inline script that calls `fn(argument)`: how the prerendered public
 * pages run code without shipping a bundle (decision 012). `fn` is serialised with
 * `toString()`, so it must be self-contained — no imports, no module variables, no
 * helpers — and the argument must be plain JSON. A slip shows up as a ReferenceError in
 * the browser, which fails the end-to-end tests (console errors fail them).
 */
export function inlineCall<Argument>(fn: (argument: Argument) => unknown, argument: Argument) {
  // "<" escaped: the JSON can never close the <script> element it sits in.
  const json = JSON.stringify(argument).replace(/</g, "\\u003c");
  return `(${fn.toString()})(${json});`;
}
