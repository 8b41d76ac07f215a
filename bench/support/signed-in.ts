import { execFileSync } from "node:child_process";
import { barInMadrid } from "~/shared/testing/establishment-details";

/** The account the signed-in pages are measured with: an admin (an admin may play). */
export const BENCH_ADMIN = {
  email: "bench@sonaria.test",
  password: "Banco-Sonaria-2026!",
  name: "Banco",
};

/**
 * Creates the admin and the demo catalogue in the build's database (before the server
 * starts: it migrates). A shop's pages are measured as a shop sees them, with songs to
 * list: an empty catalogue draws a shorter page than its skeleton, which no shop sees.
 */
export function createBenchAdmin(env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, ["build/node/cli.js", "seed-demo"], { env, stdio: "ignore" });
  execFileSync(
    process.execPath,
    [
      "build/node/cli.js",
      "create-admin",
      "--email",
      BENCH_ADMIN.email,
      "--password",
      BENCH_ADMIN.password,
      "--name",
      BENCH_ADMIN.name,
    ],
    { env, stdio: "ignore" },
  );
}

/**
 * Signs the admin in and gives them an establishment, as a shop has: returns the session
 * cookie (name and value) the browser is given.
 */
export async function signInBenchAdmin(appUrl: string): Promise<{ name: string; value: string }> {
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: appUrl },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const [pair = ""] = (signIn.headers.getSetCookie()[0] ?? "").split(";");
  const [name = "", ...value] = pair.split("=");
  const created = await fetch(`${appUrl}/api/establishments`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: appUrl, Cookie: pair },
    body: JSON.stringify({ ...barInMadrid, timeZone: "Europe/Madrid", floorArea: null }),
  });
  if (!created.ok) throw new Error(`the establishment answered ${created.status}`);
  return { name, value: value.join("=") };
}
