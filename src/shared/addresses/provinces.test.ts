import { describe, expect, it } from "vitest";
import { namesProvince, provinceOfPostcode, provinces, provinceWithCapital } from "./provinces";

/** INE's province codes, each with the name the form fills in. */
const ine: [string, string][] = [
  ["01", "Araba/Álava"],
  ["02", "Albacete"],
  ["03", "Alicante/Alacant"],
  ["04", "Almería"],
  ["05", "Ávila"],
  ["06", "Badajoz"],
  ["07", "Illes Balears"],
  ["08", "Barcelona"],
  ["09", "Burgos"],
  ["10", "Cáceres"],
  ["11", "Cádiz"],
  ["12", "Castellón/Castelló"],
  ["13", "Ciudad Real"],
  ["14", "Córdoba"],
  ["15", "A Coruña"],
  ["16", "Cuenca"],
  ["17", "Girona"],
  ["18", "Granada"],
  ["19", "Guadalajara"],
  ["20", "Gipuzkoa"],
  ["21", "Huelva"],
  ["22", "Huesca"],
  ["23", "Jaén"],
  ["24", "León"],
  ["25", "Lleida"],
  ["26", "La Rioja"],
  ["27", "Lugo"],
  ["28", "Madrid"],
  ["29", "Málaga"],
  ["30", "Murcia"],
  ["31", "Navarra"],
  ["32", "Ourense"],
  ["33", "Asturias"],
  ["34", "Palencia"],
  ["35", "Las Palmas"],
  ["36", "Pontevedra"],
  ["37", "Salamanca"],
  ["38", "Santa Cruz de Tenerife"],
  ["39", "Cantabria"],
  ["40", "Segovia"],
  ["41", "Sevilla"],
  ["42", "Soria"],
  ["43", "Tarragona"],
  ["44", "Teruel"],
  ["45", "Toledo"],
  ["46", "Valencia/València"],
  ["47", "Valladolid"],
  ["48", "Bizkaia"],
  ["49", "Zamora"],
  ["50", "Zaragoza"],
  ["51", "Ceuta"],
  ["52", "Melilla"],
];

describe("provinceOfPostcode", () => {
  it("knows all 52 provinces and nothing else", () => {
    expect(provinces.map((province) => [province.code, province.name])).toEqual(ine);
  });

  it.each(ine)("%s001 and %s999 are in %s", (code, name) => {
    expect(provinceOfPostcode(`${code}001`)?.name).toBe(name);
    expect(provinceOfPostcode(`${code}999`)?.name).toBe(name);
  });

  it("reads a postcode as typed, with blanks around it", () => {
    expect(provinceOfPostcode(" 08001 ")?.name).toBe("Barcelona");
  });

  it.each(["00001", "53001", "99999", "0800", "080011", "08O01", "", "E-08001"])(
    "finds no province for %j",
    (postcode) => expect(provinceOfPostcode(postcode)).toBeNull(),
  );
});

describe("namesProvince", () => {
  const of = (postcode: string) => {
    const province = provinceOfPostcode(postcode);
    if (!province) throw new Error(`${postcode} is in no province`);
    return province;
  };

  it.each([
    ["28001", "Madrid"],
    ["28001", " madrid "],
    ["08001", "BARCELONA"],
    ["46001", "Valencia"],
    ["46001", "València"],
    ["46001", "Valencia/València"],
    ["07001", "Baleares"],
    ["07001", "Illes Balears"],
    ["15001", "La Coruña"],
    ["15001", "A Coruña"],
    ["01001", "Alava"],
    ["48001", "Vizcaya"],
    ["35001", "Las Palmas"],
    ["38001", "Santa Cruz de Tenerife"],
    ["29001", "Malaga"],
  ])("%s is in %j", (postcode, typed) => expect(namesProvince(typed, of(postcode))).toBe(true));

  it.each([
    ["08001", "Madrid"],
    ["28001", "Barcelona"],
    ["35001", "Santa Cruz de Tenerife"],
    ["38001", "Las Palmas"],
    ["28001", "Madird"],
    ["28001", ""],
  ])("%s is not in %j", (postcode, typed) =>
    expect(namesProvince(typed, of(postcode))).toBe(false),
  );
});

describe("provinceWithCapital", () => {
  it.each([
    ["Madrid", "Madrid"],
    ["Bilbao", "Bizkaia"],
    ["donostia-san sebastián", "Gipuzkoa"],
    ["Palma de Mallorca", "Illes Balears"],
    ["Las Palmas de Gran Canaria", "Las Palmas"],
    ["Vitoria", "Araba/Álava"],
  ])("%s is the capital of %s", (city, name) => expect(provinceWithCapital(city)?.name).toBe(name));

  it.each(["L'Hospitalet de Llobregat", "Mérida", "San Cristóbal de La Laguna", ""])(
    "%s is no province's capital",
    (city) => expect(provinceWithCapital(city)).toBeNull(),
  );
});
