import sharp from "sharp";

/** A real PNG of the given size, with EXIF-like metadata to prove it is stripped. */
export async function pngBytes(width = 32, height = 32): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

export const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([bytes.slice().buffer as ArrayBuffer], name, { type });
