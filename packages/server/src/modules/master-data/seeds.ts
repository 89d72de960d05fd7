import type { Language } from "@neraca/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { accounts, catalogueItems, ports, taxes } from "../../db/schema/index.js";
import { newId } from "../../platform/ids.js";

/** Indonesian taxes every new company starts with (editable): rates as of 2025. */
const starterTaxes = [
  { code: "PPN11", name: "PPN 12% (DPP nilai lain 11/12, efektif 11%)", kind: "vat", rate: "12", num: 11, den: 12, sell: "2102.01", buy: "1107.01" },
  { code: "PPN12", name: "PPN 12% barang mewah", kind: "vat_luxury", rate: "12", num: 1, den: 1, sell: "2102.01", buy: "1107.01" },
  { code: "PPN1.1", name: "PPN jasa pengiriman (efektif 1,1%)", kind: "vat_freight", rate: "12", num: 11, den: 120, sell: "2102.01", buy: "1107.01" },
  { code: "PPH23", name: "PPh 23 jasa 2%", kind: "withholding", rate: "2", num: 1, den: 1, sell: "1107.03", buy: "2102.03" },
  { code: "PPH4-2", name: "PPh 4 ayat 2 final (sewa 10%)", kind: "final", rate: "10", num: 1, den: 1, sell: null, buy: "2102.04" },
] as const;

/** Units common in Indonesian trade and services (editable and deletable): code, English and Indonesian name. */
const starterUnits = [
  ["PCS", "Pieces", "Buah"],
  ["UNIT", "Unit", "Unit"],
  ["KG", "Kilogram", "Kilogram"],
  ["LTR", "Litre", "Liter"],
  ["M", "Metre", "Meter"],
  ["M2", "Square metre", "Meter persegi"],
  ["M3", "Cubic metre", "Meter kubik"],
  ["TON", "Tonne", "Ton"],
  ["BOX", "Box", "Kotak"],
  ["SET", "Set", "Set"],
  ["LUSIN", "Dozen", "Lusin"],
  ["RIM", "Ream", "Rim"],
  ["PAK", "Pack", "Pak"],
  ["ROLL", "Roll", "Rol"],
  ["JAM", "Hour", "Jam"],
  ["HARI", "Day", "Hari"],
  ["BULAN", "Month", "Bulan"],
  ["TRIP", "Trip", "Trip"],
  ["KALI", "Time (per occurrence)", "Kali"],
  ["LS", "Lump sum", "Lumpsum"],
] as const;

/** A starter list of Indonesian seaports (UN/LOCODE) and airports (IATA). */
const starterSeaports = [
  ["IDTPP", "Tanjung Priok", "Jakarta"],
  ["IDSUB", "Tanjung Perak", "Surabaya"],
  ["IDBLW", "Belawan", "Medan"],
  ["IDMAK", "Makassar (Soekarno-Hatta)", "Makassar"],
  ["IDSRG", "Tanjung Emas", "Semarang"],
  ["IDPNK", "Pontianak", "Pontianak"],
  ["IDBPN", "Semayang", "Balikpapan"],
  ["IDPLM", "Boom Baru", "Palembang"],
  ["IDBTM", "Batu Ampar", "Batam"],
  ["IDJKT", "Jakarta (Sunda Kelapa)", "Jakarta"],
] as const;
const starterAirports = [
  ["CGK", "Soekarno-Hatta International", "Tangerang"],
  ["HLP", "Halim Perdanakusuma", "Jakarta"],
  ["SUB", "Juanda International", "Surabaya"],
  ["KNO", "Kualanamu International", "Deli Serdang"],
  ["DPS", "I Gusti Ngurah Rai International", "Denpasar"],
  ["UPG", "Sultan Hasanuddin International", "Makassar"],
  ["BPN", "Sultan Aji Muhammad Sulaiman Sepinggan", "Balikpapan"],
  ["YIA", "Yogyakarta International", "Kulon Progo"],
  ["SRG", "Jenderal Ahmad Yani", "Semarang"],
  ["BTH", "Hang Nadim", "Batam"],
  ["PLM", "Sultan Mahmud Badaruddin II", "Palembang"],
  ["PNK", "Supadio", "Pontianak"],
] as const;

export async function seedMasterData(tx: Tx, companyId: string, language: Language) {
  const codes = [...new Set(starterTaxes.flatMap((t) => [t.sell, t.buy]).filter((c): c is NonNullable<typeof c> => !!c))];
  const found = await tx
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.code, codes)));
  const byCode = new Map(found.map((a) => [a.code, a.id]));
  await tx.insert(taxes).values(
    starterTaxes.map((t) => ({
      companyId,
      id: newId(),
      code: t.code,
      name: t.name,
      kind: t.kind,
      rate: t.rate,
      baseNumerator: t.num,
      baseDenominator: t.den,
      sellAccountId: t.sell ? (byCode.get(t.sell) ?? null) : null,
      buyAccountId: byCode.get(t.buy) ?? null,
    })),
  );
  await tx.insert(ports).values([
    ...starterSeaports.map(([code, name, city]) => ({ companyId, id: newId(), kind: "seaport", code, name, city, country: "Indonesia" })),
    ...starterAirports.map(([code, name, city]) => ({ companyId, id: newId(), kind: "airport", code, name, city, country: "Indonesia" })),
  ]);
  await tx.insert(catalogueItems).values(
    starterUnits.map(([code, en, id]) => ({ companyId, id: newId(), kind: "unit", code, name: { en, id }[language] })),
  );
}
