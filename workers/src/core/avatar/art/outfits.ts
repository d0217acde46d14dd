/**
 * Bodies and clothes as SVG path data in figure coordinates: the figure stands centred on x = 0,
 * the head's centre at y 100, shoulders at y ≈ 215, the jacket's hem at `hem`, feet at y ≈ 985.
 * A build (shoulder and waist half-widths) shapes the silhouette; an outfit adds its layers:
 * base colour, shade (folds and the side away from the light), the shirt, lapels, details.
 */
export interface Build {
  /** Shoulder half-width. */
  s: number;
  /** Waist half-width. */
  w: number;
  /** Where the top's hem is. */
  hem: number;
}

export const BUILDS = {
  man: { s: 118, w: 100, hem: 478 },
  woman: { s: 104, w: 84, hem: 462 },
  senior: { s: 112, w: 104, hem: 478 },
} as const satisfies Record<string, Build>;

export type BuildId = keyof typeof BUILDS;

/** The top's silhouette: sloped shoulders, a slight taper to the waist, the hem. */
export const torso = ({ s, w, hem }: Build) =>
  `M ${-s + 8} 228 C ${-s + 22} 210 -44 202 -22 198 L 22 198 C 44 202 ${s - 22} 210 ${s - 8} 228 C ${s + 4} 252 ${s + 2} 300 ${s - 6} 344 C ${w + 4} 392 ${w} 436 ${w + 6} ${hem} C ${w / 2} ${hem + 8} ${-w / 2} ${hem + 8} ${-w - 6} ${hem} C ${-w} 436 ${-w - 4} 392 ${-s + 6} 344 C ${-s - 2} 300 ${-s - 4} 252 ${-s + 8} 228 Z`;

/** The shaded side (light from the viewer's upper left) and the folds under the arms and at the waist. */
export const torsoShade = ({ s, w, hem }: Build) =>
  `M ${s - 10} 232 C ${s} 258 ${s - 2} 300 ${s - 8} 344 C ${w + 2} 392 ${w - 2} 436 ${w + 4} ${hem} C ${w - 10} ${hem + 3} ${w - 20} ${hem + 4} ${w - 26} ${hem + 4} C ${w - 20} 430 ${w - 12} 380 ${s - 30} 320 C ${s - 22} 280 ${s - 20} 250 ${s - 10} 232 Z ` +
  `M ${-s + 30} 300 C ${-s + 40} 320 ${-s + 44} 340 ${-s + 42} 364 C ${-s + 36} 344 ${-s + 34} 324 ${-s + 30} 300 Z ` +
  `M ${s - 40} 300 C ${s - 50} 322 ${s - 52} 342 ${s - 50} 366 C ${s - 44} 344 ${s - 42} 322 ${s - 40} 300 Z ` +
  `M -40 ${hem - 40} C -20 ${hem - 30} 10 ${hem - 30} 36 ${hem - 42} C 12 ${hem - 24} -18 ${hem - 24} -40 ${hem - 40} Z`;

/** The neck, with the shadow the chin throws on it. */
export const NECK = 'M -22 150 L 22 150 L 24 206 C 10 214 -10 214 -24 206 Z';
export const NECK_SHADE = 'M -22 160 C -10 176 10 176 22 160 L 23 178 C 10 188 -10 188 -23 178 Z';

/** A jacket open over a shirt: the V of the shirt, the collar's points and the lapels. */
export const SHIRT_V = 'M -30 199 L 30 199 L 6 320 L -6 320 Z';
export const COLLAR = 'M -26 196 L -4 226 L -18 242 L -36 204 Z M 26 196 L 4 226 L 18 242 L 36 204 Z';
export const LAPELS =
  'M -30 200 L -4 322 L -22 304 L -44 256 L -32 246 L -46 214 Z M 30 200 L 4 322 L 22 304 L 44 256 L 32 246 L 46 214 Z';
export const TIE = 'M -8 214 L 8 214 L 11 224 L 5 230 L 13 300 L 0 316 L -13 300 L -5 230 L -11 224 Z';
export const TIE_KNOT = 'M -8 214 L 8 214 L 11 224 L 5 230 L -5 230 L -11 224 Z';
/** A silk scarf knotted at the neck (service uniforms). */
export const SCARF =
  'M -30 200 C -10 214 10 214 30 200 L 34 212 C 14 228 -14 228 -34 212 Z M -4 216 L 10 216 L 26 262 L 12 268 L 2 236 Z M -4 216 L -14 262 L -26 254 L -10 218 Z';
/** A white coat's long lapels and the scrubs' V under them. */
export const SCRUBS_V = 'M -34 199 L 34 199 L 10 330 L -10 330 Z';
export const COAT_LAPELS =
  'M -34 200 L -8 340 L -24 322 L -50 262 L -38 250 L -50 214 Z M 34 200 L 8 340 L 24 322 L 50 262 L 38 250 L 50 214 Z';
export const COAT_GAP = 'M -8 330 L 8 330 L 4 480 L -4 480 Z';
export const POCKET = 'M 40 346 L 82 346 L 80 394 C 70 398 52 398 42 394 Z';
export const PEN = 'M 50 330 L 56 330 L 56 352 L 50 352 Z';
/** The stethoscope's tubes (stroked) and chest piece. */
export const STETHOSCOPE =
  'M -34 206 C -54 250 -50 300 -28 322 M 34 206 C 54 250 50 300 28 322 M -28 322 C -14 334 14 334 28 322';
export const NAME_BADGE = 'M -76 300 L -40 300 L -40 316 L -76 316 Z';
/** A crew-neck sweater (casual): round neck band and ribbed hem. */
export const CREW_NECK = 'M -32 198 C -20 224 20 224 32 198 L 38 204 C 24 236 -24 236 -38 204 Z';
export const shirtCollarTips = 'M -28 202 L -8 222 L -22 232 Z M 28 202 L 8 222 L 22 232 Z';
export const hemBand = ({ w, hem }: Build) =>
  `M ${-w - 6} ${hem - 18} C ${-w / 2} ${hem - 10} ${w / 2} ${hem - 10} ${w + 6} ${hem - 18} L ${w + 6} ${hem} C ${w / 2} ${hem + 8} ${-w / 2} ${hem + 8} ${-w - 6} ${hem} Z`;
/** A hoodie's hood lying round the neck and its two strings. */
export const HOOD =
  'M -60 206 C -50 188 -30 192 -22 200 C -10 226 10 226 22 200 C 30 192 50 188 60 206 C 48 240 -48 240 -60 206 Z';
export const HOOD_STRINGS = 'M -14 230 L -10 230 L -12 290 L -16 290 Z M 14 230 L 10 230 L 12 290 L 16 290 Z';
/** A vest (service) over the shirt: two fronts leaving the shirt's placket between them. */
export const VEST_OPENING = 'M -24 199 L 24 199 L 14 300 L 10 480 L -10 480 L -14 300 Z';

/** Full-body framing: trousers or a skirt, legs and shoes below the hem. */
export const trousers = ({ w, hem }: Build) =>
  `M ${-w - 4} ${hem - 8} L ${w + 4} ${hem - 8} C ${w + 8} 620 ${w - 4} 800 ${w - 10} 952 L 10 952 L 4 580 L -4 580 L -10 952 L ${-w + 10} 952 C ${-w + 4} 800 ${-w - 8} 620 ${-w - 4} ${hem - 8} Z`;
export const trouserShade = ({ w, hem }: Build) =>
  `M ${w - 6} ${hem} C ${w + 2} 620 ${w - 8} 800 ${w - 12} 952 L ${w - 30} 952 C ${w - 24} 800 ${w - 16} 640 ${w - 6} ${hem} Z M 4 590 L 10 952 L 20 952 L 10 600 Z`;
export const skirt = ({ w, hem }: Build) =>
  `M ${-w - 4} ${hem - 8} L ${w + 4} ${hem - 8} L ${w + 16} 700 C ${w / 2} 708 ${-w / 2} 708 ${-w - 16} 700 Z`;
export const LEGS = 'M -44 700 L -16 700 L -20 952 L -38 952 Z M 16 700 L 44 700 L 38 952 L 20 952 Z';
export const SHOES =
  'M -46 946 L -12 946 C -8 956 -8 968 -10 980 L -62 980 C -64 966 -56 952 -46 946 Z M 12 946 L 46 946 C 56 952 64 966 62 980 L 10 980 C 8 968 8 956 12 946 Z';
