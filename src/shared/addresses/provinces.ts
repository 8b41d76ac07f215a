/**
 * Spain's 52 provinces by their INE code, which is also the first two digits of every
 * postcode in them (Correos). The name is the one written on the certificate and filled
 * into the form; the aliases are what people also type for the same province (the other
 * official language, the older Spanish form, INE's own "Coruña, A" order).
 */
export interface Province {
  code: string;
  name: string;
  aliases: readonly string[];
  /** The capital as people write it, for checking a city against a postcode. */
  capital: readonly string[];
}

const table: readonly [string, string, readonly string[], readonly string[]][] = [
  ["01", "Araba/Álava", ["Álava", "Araba"], ["Vitoria-Gasteiz", "Vitoria", "Gasteiz"]],
  ["02", "Albacete", [], ["Albacete"]],
  ["03", "Alicante/Alacant", ["Alicante", "Alacant"], ["Alicante", "Alacant"]],
  ["04", "Almería", [], ["Almería"]],
  ["05", "Ávila", [], ["Ávila"]],
  ["06", "Badajoz", [], ["Badajoz"]],
  [
    "07",
    "Illes Balears",
    ["Balears", "Balears, Illes", "Baleares", "Islas Baleares"],
    ["Palma", "Palma de Mallorca"],
  ],
  ["08", "Barcelona", [], ["Barcelona"]],
  ["09", "Burgos", [], ["Burgos"]],
  ["10", "Cáceres", [], ["Cáceres"]],
  ["11", "Cádiz", [], ["Cádiz"]],
  [
    "12",
    "Castellón/Castelló",
    ["Castellón", "Castelló"],
    ["Castellón de la Plana", "Castelló de la Plana", "Castellón", "Castelló"],
  ],
  ["13", "Ciudad Real", [], ["Ciudad Real"]],
  ["14", "Córdoba", [], ["Córdoba"]],
  ["15", "A Coruña", ["Coruña, A", "La Coruña", "Coruña"], ["A Coruña", "La Coruña"]],
  ["16", "Cuenca", [], ["Cuenca"]],
  ["17", "Girona", ["Gerona"], ["Girona", "Gerona"]],
  ["18", "Granada", [], ["Granada"]],
  ["19", "Guadalajara", [], ["Guadalajara"]],
  [
    "20",
    "Gipuzkoa",
    ["Guipúzcoa"],
    ["Donostia / San Sebastián", "Donostia-San Sebastián", "San Sebastián", "Donostia"],
  ],
  ["21", "Huelva", [], ["Huelva"]],
  ["22", "Huesca", [], ["Huesca"]],
  ["23", "Jaén", [], ["Jaén"]],
  ["24", "León", [], ["León"]],
  ["25", "Lleida", ["Lérida"], ["Lleida", "Lérida"]],
  ["26", "La Rioja", ["Rioja, La", "Rioja"], ["Logroño"]],
  ["27", "Lugo", [], ["Lugo"]],
  ["28", "Madrid", ["Comunidad de Madrid"], ["Madrid"]],
  ["29", "Málaga", [], ["Málaga"]],
  ["30", "Murcia", ["Región de Murcia"], ["Murcia"]],
  [
    "31",
    "Navarra",
    ["Nafarroa", "Comunidad Foral de Navarra"],
    ["Pamplona", "Iruña", "Pamplona/Iruña"],
  ],
  ["32", "Ourense", ["Orense"], ["Ourense", "Orense"]],
  ["33", "Asturias", ["Principado de Asturias"], ["Oviedo"]],
  ["34", "Palencia", [], ["Palencia"]],
  ["35", "Las Palmas", ["Palmas, Las"], ["Las Palmas de Gran Canaria", "Las Palmas"]],
  ["36", "Pontevedra", [], ["Pontevedra"]],
  ["37", "Salamanca", [], ["Salamanca"]],
  ["38", "Santa Cruz de Tenerife", [], ["Santa Cruz de Tenerife"]],
  ["39", "Cantabria", [], ["Santander"]],
  ["40", "Segovia", [], ["Segovia"]],
  ["41", "Sevilla", [], ["Sevilla"]],
  ["42", "Soria", [], ["Soria"]],
  ["43", "Tarragona", [], ["Tarragona"]],
  ["44", "Teruel", [], ["Teruel"]],
  ["45", "Toledo", [], ["Toledo"]],
  ["46", "Valencia/València", ["Valencia", "València"], ["Valencia", "València"]],
  ["47", "Valladolid", [], ["Valladolid"]],
  ["48", "Bizkaia", ["Vizcaya"], ["Bilbao"]],
  ["49", "Zamora", [], ["Zamora"]],
  ["50", "Zaragoza", [], ["Zaragoza"]],
  ["51", "Ceuta", [], ["Ceuta"]],
  ["52", "Melilla", [], ["Melilla"]],
];

export const provinces: readonly Province[] = table.map(([code, name, aliases, capital]) => ({
  code,
  name,
  aliases,
  capital,
}));

const byCode = new Map(provinces.map((province) => [province.code, province]));

/** Five digits whose first two are a province (01 Álava … 52 Melilla). */
export const spanishPostcodePattern = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/** The province a Spanish postcode belongs to, or null for anything that is not one. */
export function provinceOfPostcode(postcode: string): Province | null {
  const trimmed = postcode.trim();
  if (!spanishPostcodePattern.test(trimmed)) return null;
  return byCode.get(trimmed.slice(0, 2)) ?? null;
}

/** Compared as people type names: any case, with or without accents, spaces or hyphens. */
const comparable = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\-/,.']+/g, " ")
    .trim();

const matchesAny = (typed: string, names: readonly string[]) => {
  const wanted = comparable(typed);
  return names.some((name) => comparable(name) === wanted);
};

/** Whether the text typed as a province names this one. */
export const namesProvince = (typed: string, province: Province) =>
  matchesAny(typed, [province.name, ...province.aliases]);

/** The province whose capital the city typed is, if it is one (Bilbao → Bizkaia). */
export function provinceWithCapital(city: string): Province | null {
  return provinces.find((province) => matchesAny(city, province.capital)) ?? null;
}
