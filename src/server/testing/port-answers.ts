import net from "node:net";

/** Whether something accepts TCP connections at the URL's host and port (tests that need a server). */
export function portAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port, protocol } = new URL(url);
  const fallbackPort = protocol === "https:" ? 443 : protocol.startsWith("postgres") ? 5432 : 80;
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname,
      port: Number(port || fallbackPort),
      timeout: timeoutMs,
    });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}
