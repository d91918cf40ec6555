import { describe, expect, it } from "vitest";
import source from "./fonts.ts?raw";

const WEIGHTS = [300, 400, 500, 600];
const AZERBAIJANI = "əğışçöüƏĞIİŞÇÖÜ";
const RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя";

interface Face {
  family: string;
  subset: string;
  weight: number;
}

/** The fontsource faces `fonts.ts` imports, e.g. `@fontsource/poppins/latin-ext-400.css`. */
const imported: Face[] = [...source.matchAll(/^import "@fontsource\/([\w-]+)\/([\w-]+)-(\d+)\.css";$/gm)].map(
  ([, family, subset, weight]) => ({
    family: family!,
    subset: subset!,
    weight: Number(weight),
  }),
);

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<DataView> {
  const stream = new Response(bytes).body!.pipeThrough(new DecompressionStream("deflate"));
  return new DataView(await new Response(stream).arrayBuffer());
}

/** The characters a face has glyphs for: the cmap table (formats 4 and 12) of its WOFF file. */
async function charactersOf({ family, subset, weight }: Face): Promise<Set<number>> {
  const url = (await import(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff?inline`)) as {
    default: string;
  };
  const woff = Uint8Array.from(atob(url.default.split(",")[1]!), (c) => c.charCodeAt(0));
  const header = new DataView(woff.buffer);
  let cmap: DataView | undefined;
  for (let i = 0; i < header.getUint16(12); i++) {
    const entry = 44 + i * 20;
    if (String.fromCharCode(...woff.subarray(entry, entry + 4)) !== "cmap") continue;
    const [offset, length, original] = [
      header.getUint32(entry + 4),
      header.getUint32(entry + 8),
      header.getUint32(entry + 12),
    ];
    const table = woff.slice(offset, offset + length);
    cmap = length < original ? await inflate(table) : new DataView(table.buffer);
  }
  const chars = new Set<number>();
  for (let i = 0; cmap && i < cmap.getUint16(2); i++) {
    const sub = cmap.getUint32(4 + i * 8 + 4);
    const add = (from: number, to: number) => {
      for (let c = from; c <= to && c !== 0xffff; c++) chars.add(c);
    };
    if (cmap.getUint16(sub) === 4) {
      const segments = cmap.getUint16(sub + 6) / 2;
      for (let s = 0; s < segments; s++)
        add(cmap.getUint16(sub + 16 + segments * 2 + s * 2), cmap.getUint16(sub + 14 + s * 2));
    } else if (cmap.getUint16(sub) === 12) {
      for (let g = 0; g < cmap.getUint32(sub + 12); g++)
        add(cmap.getUint32(sub + 16 + g * 12), cmap.getUint32(sub + 20 + g * 12));
    }
  }
  return chars;
}

async function missing(letters: string, faces: Face[]) {
  const covered = await Promise.all(faces.map(charactersOf));
  return [...letters].filter((letter) => !covered.some((chars) => chars.has(letter.codePointAt(0)!)));
}

describe("the portal's fonts", () => {
  it("are Poppins' latin and latin-ext subsets and Montserrat's cyrillic one, in the theme's four weights, and nothing else", () => {
    const expected = WEIGHTS.flatMap((weight) => [
      { family: "poppins", subset: "latin", weight },
      { family: "poppins", subset: "latin-ext", weight },
      { family: "montserrat", subset: "cyrillic", weight },
    ]);
    const key = (face: Face) => `${face.family}/${face.subset}-${face.weight}`;
    expect(imported.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it.each(WEIGHTS)(
    "draw every Azerbaijani letter with Poppins and every Russian one with Montserrat at %i",
    async (weight) => {
      const loaded = (family: string) => imported.filter((face) => face.family === family && face.weight === weight);
      expect(await missing(AZERBAIJANI, loaded("poppins"))).toEqual([]);
      expect(await missing(RUSSIAN, loaded("montserrat"))).toEqual([]);
    },
  );
});
