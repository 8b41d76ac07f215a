// import-x/no-cycle skips `import type` by design, so a circle closed by a type import
// (the player engine's parts and core.ts, copy and schemas) passed the lint. This rule
// builds the project's import graph once per lint run, type imports included, and
// reports every file that sits on a circle, naming the circle.
import fs from "node:fs";
import path from "node:path";

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function resolveFrom(file, specifier, srcRoot) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(file), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  for (const ext of EXTENSIONS) {
    const index = path.join(base, "index" + ext);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Tarjan's strongly connected components: each with more than one file is a circle. */
function circlesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circleOf = new Map();
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? new Set()).has(node);
      if (component.length > 1 || selfLoop)
        for (const file of component) circleOf.set(file, component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circleOf;
}

let cached;
function projectCircles(srcRoot) {
  if (cached?.srcRoot === srcRoot) return cached.circles;
  const graph = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const text = withoutComments(fs.readFileSync(file, "utf8"));
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveFrom(file, match[1] ?? match[2], srcRoot);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  cached = { srcRoot, circles: circlesOf(graph) };
  return cached.circles;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No import circle between files of src/, type imports counted." },
    schema: [{ type: "object", properties: { srcRoot: { type: "string" } } }],
  },
  create(context) {
    const srcRoot = path.resolve(context.options[0]?.srcRoot ?? "src");
    const file = path.resolve(context.filename);
    if (!file.startsWith(srcRoot + path.sep)) return {};
    return {
      Program(node) {
        const circle = projectCircles(srcRoot).get(file);
        if (!circle) return;
        const names = circle.map((member) => path.relative(srcRoot, member)).sort();
        context.report({
          node,
          message: `Import circle (type imports count): ${names.join(" → ")}`,
        });
      },
    };
  },
};
