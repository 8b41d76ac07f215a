import { describe, expect, it, vi } from "vitest";
import { createInstallPrompt, type InstallWindow } from "./install-prompt";

class FakeMediaQuery extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
}

function fakeWindow(options: { standalone?: boolean } = {}) {
  const standalone = new FakeMediaQuery(options.standalone ?? false);
  const target = Object.assign(new EventTarget(), {
    matchMedia: (query: string) => {
      expect(query).toBe("(display-mode: standalone)");
      return standalone;
    },
  }) satisfies InstallWindow;
  return { target, standalone };
}

/** What Chromium fires when the app may be installed, answering the dialog with `outcome`. */
function offer(outcome: "accepted" | "dismissed" = "accepted") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: "web" }),
  });
  return event;
}

describe("install prompt", () => {
  it("keeps the browser's offer instead of its own banner, and tells its listeners", () => {
    const { target } = fakeWindow();
    const prompt = createInstallPrompt(target);
    const listener = vi.fn();
    prompt.subscribe(listener);
    expect(prompt.canInstall()).toBe(false);

    const event = offer();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.canInstall()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("prompts once: the offer is spent whatever the answer", async () => {
    for (const outcome of ["accepted", "dismissed"] as const) {
      const { target } = fakeWindow();
      const prompt = createInstallPrompt(target);
      const event = offer(outcome);
      target.dispatchEvent(event);

      const answer = prompt.install();
      // Hidden at once: a second click cannot reach the spent event.
      expect(prompt.canInstall()).toBe(false);
      expect(await answer).toBe(outcome);
      expect(event.prompt).toHaveBeenCalledTimes(1);
      expect(await prompt.install()).toBe("unavailable");
      expect(event.prompt).toHaveBeenCalledTimes(1);
    }
  });

  it("offers again when the browser makes a new offer", async () => {
    const { target } = fakeWindow();
    const prompt = createInstallPrompt(target);
    target.dispatchEvent(offer("dismissed"));
    await prompt.install();
    target.dispatchEvent(offer());
    expect(prompt.canInstall()).toBe(true);
  });

  it("hides once the app is installed, however it was installed", () => {
    const { target } = fakeWindow();
    const prompt = createInstallPrompt(target);
    target.dispatchEvent(offer());
    const listener = vi.fn();
    prompt.subscribe(listener);
    target.dispatchEvent(new Event("appinstalled"));
    expect(prompt.canInstall()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("never offers inside the installed app", () => {
    const { target, standalone } = fakeWindow({ standalone: true });
    const prompt = createInstallPrompt(target);
    target.dispatchEvent(offer());
    expect(prompt.canInstall()).toBe(false);

    // The same page moved out of the app window into a tab.
    const listener = vi.fn();
    prompt.subscribe(listener);
    standalone.matches = false;
    standalone.dispatchEvent(new Event("change"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(prompt.canInstall()).toBe(true);
  });

  it("answers 'unavailable' when the browser refuses to prompt", async () => {
    const { target } = fakeWindow();
    const prompt = createInstallPrompt(target);
    const event = offer();
    event.prompt.mockRejectedValue(new DOMException("already used", "InvalidStateError"));
    target.dispatchEvent(event);
    expect(await prompt.install()).toBe("unavailable");
    expect(prompt.canInstall()).toBe(false);
  });

  it("stops telling a listener that unsubscribed", () => {
    const { target } = fakeWindow();
    const prompt = createInstallPrompt(target);
    const listener = vi.fn();
    prompt.subscribe(listener)();
    target.dispatchEvent(offer());
    expect(listener).not.toHaveBeenCalled();
  });
});
