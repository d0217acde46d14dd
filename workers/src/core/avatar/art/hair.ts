/**
 * Hair styles as SVG path data in head coordinates: the head's centre at (0, 0), the face ±60 wide
 * from the forehead (y −80) to the chin (y 79). `back` is drawn behind the head (and the shoulders),
 * `front` over the forehead; `shine` is a lighter lock that gives the hair its volume.
 */
export interface HairStyle {
  back?: string;
  front: string;
  shine: string;
  /** A bun or ponytail: a separate mass behind the head. */
  extra?: string;
}

export const HAIR_STYLES = {
  // Short, side-parted, with volume over the crown (men, business).
  side: {
    front:
      'M -66 -4 C -74 -62 -44 -100 4 -102 C 52 -102 78 -70 67 -6 C 64 -26 60 -40 52 -48 C 34 -58 14 -60 -4 -58 C -22 -56 -40 -50 -52 -40 C -58 -30 -62 -18 -66 -4 Z',
    shine: 'M -30 -88 C -10 -96 20 -96 40 -84 C 22 -86 0 -86 -18 -80 Z',
  },
  // Short and neat, rounded, a little fringe (men, casual; the senior's thinning crown in grey).
  short: {
    front:
      'M -65 -6 C -72 -64 -40 -98 2 -98 C 46 -98 74 -64 65 -6 C 62 -28 56 -44 44 -54 C 26 -48 8 -50 -8 -56 C -22 -50 -40 -46 -52 -40 C -58 -30 -62 -18 -65 -6 Z',
    shine: 'M -24 -86 C -6 -92 18 -92 34 -84 C 16 -84 -4 -84 -24 -86 Z',
  },
  // Long, falling past the shoulders, a side fringe framing the face.
  long: {
    back: 'M -72 -30 C -82 -104 82 -104 72 -30 C 78 30 80 100 96 178 C 70 192 40 196 20 190 L -20 190 C -40 196 -70 192 -96 178 C -80 100 -78 30 -72 -30 Z',
    front:
      'M -68 10 C -76 -64 -34 -102 6 -100 C 50 -98 78 -64 68 4 C 66 34 70 64 76 92 C 58 70 54 30 52 -14 C 46 -44 24 -58 -2 -58 C -14 -38 -38 -22 -56 -14 C -60 24 -58 62 -64 96 C -72 64 -70 38 -68 10 Z',
    shine: 'M -40 -80 C -20 -92 14 -94 34 -84 C 12 -84 -10 -82 -40 -80 Z',
  },
  // A chin-length bob with a straight fringe.
  bob: {
    back: 'M -74 -30 C -82 -104 82 -104 74 -30 C 78 16 80 50 74 76 C 60 84 40 86 24 82 L -24 82 C -40 86 -60 84 -74 76 C -80 50 -78 16 -74 -30 Z',
    front:
      'M -68 -6 C -72 -76 -34 -102 4 -102 C 46 -102 74 -76 68 -6 C 68 20 72 54 70 74 C 60 60 56 30 54 -34 C 30 -42 -20 -44 -54 -34 C -56 30 -60 60 -70 74 C -72 54 -68 20 -68 -6 Z',
    shine: 'M -34 -84 C -12 -94 20 -94 40 -84 C 16 -86 -10 -86 -34 -84 Z',
  },
  // Pulled back into a bun (medical, service).
  bun: {
    extra: 'M -24 -96 C -26 -124 26 -124 24 -96 C 22 -84 -22 -84 -24 -96 Z',
    front:
      'M -65 -2 C -70 -70 -34 -100 2 -100 C 40 -100 72 -70 65 -2 C 60 -34 44 -58 10 -62 C -2 -50 -30 -44 -52 -36 C -58 -26 -62 -14 -65 -2 Z',
    shine: 'M -30 -86 C -10 -94 16 -94 34 -86 C 14 -88 -8 -88 -30 -86 Z',
  },
  // A high ponytail swinging behind the head (young women, casual and service).
  ponytail: {
    extra: 'M 30 -86 C 70 -104 100 -70 96 -10 C 94 36 84 76 70 104 C 72 60 70 20 58 -14 C 50 -40 40 -60 30 -86 Z',
    front:
      'M -65 -2 C -70 -70 -34 -100 2 -100 C 40 -100 72 -70 65 -2 C 60 -30 50 -46 34 -52 C 12 -56 -20 -54 -40 -40 C -52 -32 -60 -18 -65 -2 Z',
    shine: 'M -30 -86 C -10 -94 16 -94 34 -86 C 14 -88 -8 -88 -30 -86 Z',
  },
} as const satisfies Record<string, HairStyle>;

export type HairStyleId = keyof typeof HAIR_STYLES;
