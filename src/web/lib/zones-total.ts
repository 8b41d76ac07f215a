/**
 * The plan cards' total for a number of zones (decision 027): base, IVA and total of one
 * zone's price times the number. The cards render it with React; on the prerendered
 * /pricing, which runs no React, `fillZonesTotals` runs as an inline script (inline-call.ts)
 * and rewrites the figures whenever the number changes — so it uses nothing from outside
 * its own body, and its rounding is the invoices' (IVA rounded once, in cents). It also
 * writes the number into each card's link ("zones=3" in the choice its `redirectTo`
 * carries), so that registration leads to a checkout for those zones.
 */
export const zonesTotalOptions = { locale: "es-ES", ivaPercent: 21, one: "zona", many: "zonas" };

export function fillZonesTotals(options: typeof zonesTotalOptions): void {
  const euros = (cents: number) => {
    const whole = cents % 100 === 0;
    const text = (cents / 100).toLocaleString(options.locale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    return `${text} €`;
  };
  const input = document.querySelector<HTMLInputElement>("[data-zones-chooser]");
  if (!input) return;
  const update = () => {
    const zones = Math.min(Math.max(Math.trunc(Number(input.value)) || 1, 1), 50);
    for (const total of document.querySelectorAll<HTMLElement>("[data-zones-total]")) {
      const base = Number(total.dataset.unitCents) * zones;
      const iva = Math.round((base * options.ivaPercent) / 100);
      const set = (name: string, text: string) => {
        const slot = total.querySelector(`[data-zones-${name}]`);
        if (slot) slot.textContent = text;
      };
      set("count", `${zones} ${zones === 1 ? options.one : options.many}`);
      set("base", euros(base));
      set("iva", euros(iva));
      set("sum", euros(base + iva));
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-checkout-choice]")) {
      const href = new URL(link.href);
      const choice = new URL(href.searchParams.get("redirectTo") ?? "", href);
      if (choice.origin !== href.origin) continue;
      if (zones > 1) choice.searchParams.set("zones", String(zones));
      else choice.searchParams.delete("zones");
      href.searchParams.set("redirectTo", `${choice.pathname}${choice.search}`);
      link.setAttribute("href", `${href.pathname}${href.search}`);
    }
  };
  input.addEventListener("input", update);
  update();
}
