/**
 * The shirt of a club nobody has drawn a kit for yet (a promoted club, issue 32): a plain kit in
 * neutral greys, drawn here as an SVG data URL so it needs no file, no request and no build step
 * (the CSP allows data: images). Goalkeepers' is darker, as their drawn kits differ from the
 * outfield's.
 */
const shirtSvg = (body: string, trim: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">` +
  `<path d="M44 14 L20 26 L6 52 L26 62 L32 50 L32 116 L96 116 L96 50 L102 62 L122 52 L108 26 L84 14 ` +
  `C80 24 72 30 64 30 C56 30 48 24 44 14 Z" fill="${body}" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M44 14 C48 24 56 30 64 30 C72 30 80 24 84 14" fill="none" stroke="${trim}" stroke-width="6"/>` +
  `</svg>`;

const dataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export const GENERIC_SHIRT_URL = dataUrl(shirtSvg('#d5d9e0', '#6b7280'));
export const GENERIC_GK_SHIRT_URL = dataUrl(shirtSvg('#8a94a6', '#3f4652'));
