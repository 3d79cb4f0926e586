/**
 * Turns an uploaded picture into the images we serve: decoded and re-encoded by sharp (libvips),
 * so no byte of the upload reaches a viewer. Metadata is dropped (EXIF with its GPS location,
 * XMP, IPTC, comments; colours are converted to sRGB and the ICC profile removed), the camera's
 * orientation is applied first so nothing shows sideways, and one square WebP is made per place
 * a picture is shown (PICTURE_SIZES). Never decodes a picture larger than MAX_PICTURE_PIXELS:
 * its header is read first, so a small file that claims 30000×30000 costs nothing.
 *
 * WebP rather than JPEG: about a third smaller at the same quality, keeps a PNG's transparency
 * (JPEG would flatten it onto a colour), and every browser the web app supports shows it.
 */
import sharp from 'sharp';
import { badRequest } from '../http/errors.js';

// Every upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Square edge in pixels of each served size, for where it is shown in the web app:
 * small for avatars in lists and the header (36–72 CSS px: header, friends, requests, search,
 * reviews, suggestion cards) at 2× density; large for the profile page's header (128 CSS px)
 * and the account screens at 3× density.
 */
export const PICTURE_SIZES = { small: 144, large: 384 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** Width × height at most: every phone camera's full resolution (8160×6120 is 49.9 MP) fits. */
export const MAX_PICTURE_PIXELS = 50_000_000;

const TOO_LARGE = 'Image dimensions are too large (at most 50 megapixels)';
const UNREADABLE = 'Error processing image';

/** A 400 that says what is wrong with the upload, from sharp's error. */
function refusal(error: unknown) {
  return badRequest(error instanceof Error && /pixel limit/i.test(error.message) ? TOO_LARGE : UNREADABLE);
}

/** Only the header: dimensions without decoding a pixel. */
async function dimensionsOf(content: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(content, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
    return { width, height };
  } catch (error) {
    throw refusal(error);
  }
}

/** Square WebP images of the picture, one per size; a 400 for anything that cannot be decoded. */
export async function pictureImages(content: Buffer): Promise<Record<PictureSize, Buffer>> {
  const { width, height } = await dimensionsOf(content);
  if (width * height > MAX_PICTURE_PIXELS) throw badRequest(TOO_LARGE);
  // The same limit again in the decoder, and a corrupt or truncated file is an error, not grey rows.
  const decoded = sharp(content, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();
  const encode = (edge: number) =>
    decoded
      .clone()
      .resize(edge, edge, { fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  try {
    const [small, large] = await Promise.all([encode(PICTURE_SIZES.small), encode(PICTURE_SIZES.large)]);
    return { small, large };
  } catch (error) {
    throw refusal(error);
  }
}
