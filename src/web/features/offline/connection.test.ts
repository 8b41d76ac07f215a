import { afterEach, describe, expect, it } from "vitest";
import { Connection } from "./connection";

describe("Connection", () => {
  let browserOnline = true;
  let serverAnswers = true;
  const connections: Connection[] = [];
  const connection = () => {
    const made = new Connection({
      browserOnline: () => browserOnline,
      probe: () => Promise.resolve(serverAnswers),
    });
    connections.push(made);
    return made;
  };
  afterEach(() => {
    connections.splice(0).forEach((made) => made.dispose());
    browserOnline = true;
    serverAnswers = true;
  });

  it("is offline when a request gets no answer, and online again when one does", () => {
    const link = connection();
    let changes = 0;
    link.subscribe(() => void (changes += 1));
    link.lost();
    expect(link.isOffline()).toBe(true);
    link.reached();
    expect(link.isOffline()).toBe(false);
    expect(changes).toBe(2);
  });

  it("stays offline when an answer sent before the network went is handled after", () => {
    const link = connection();
    browserOnline = false;
    link.lost();
    link.reached();
    expect(link.isOffline()).toBe(true);
  });

  it("believes the browser's network back only once the server answers", async () => {
    const link = connection();
    browserOnline = false;
    link.lost();
    browserOnline = true;
    serverAnswers = false;
    await link.browserBack();
    expect(link.isOffline()).toBe(true);
    serverAnswers = true;
    await link.browserBack();
    expect(link.isOffline()).toBe(false);
  });
});
