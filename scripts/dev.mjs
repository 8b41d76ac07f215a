// Development: the API on PORT+1 with reload (tsx watch) and the web app on PORT with HMR.
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 3000);
const apiPort = String(port + 1);
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn("npx", ["react-router", "dev", "--port", String(port)], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
