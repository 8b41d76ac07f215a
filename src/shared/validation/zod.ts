import { z } from "zod";

// The first time it checks an object, zod asks whether it may compile code
// (`new Function`). The page's CSP forbids it, and Chromium reports each refusal as a
// security issue though zod catches it, in the browser's own checks (Lighthouse's best
// practices). In the browser zod checks without compiling; the server keeps the faster way.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
