/**
 * Named parts of Human's 468-point face mesh, as index lists into the landmarks. Lids and lips run
 * from one corner to the other so that the i-th upper point faces the i-th lower one; "left" is the
 * side on the picture's left. Checked on the astronaut fixture (fixtures/assets/photo-avatars).
 */

/** The face's outline, clockwise from the top of the forehead (10) through the chin (152). */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136,
  172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;

export interface EyeContour {
  /** Upper lid between the corners (the corners themselves are the lower list's ends). */
  upper: readonly number[];
  /** Lower lid, corner to corner. */
  lower: readonly number[];
}

export const LEFT_EYE: EyeContour = {
  upper: [246, 161, 160, 159, 158, 157, 173],
  lower: [33, 7, 163, 144, 145, 153, 154, 155, 133],
};
export const RIGHT_EYE: EyeContour = {
  upper: [466, 388, 387, 386, 385, 384, 398],
  lower: [263, 249, 390, 373, 374, 380, 381, 382, 362],
};

/**
 * The lips as four rings each, outer edge to inner edge (the mouth opening), paired point by point
 * from the left corner to the right; each ring's corners are shared by its upper and lower half.
 */
export const UPPER_LIP_RINGS = [
  [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291],
  [76, 184, 74, 73, 72, 11, 302, 303, 304, 408, 306],
  [62, 183, 42, 41, 38, 12, 268, 271, 272, 407, 292],
  [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308],
] as const;
export const LOWER_LIP_RINGS = [
  [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291],
  [76, 77, 90, 180, 85, 16, 315, 404, 320, 307, 306],
  [62, 96, 89, 179, 86, 15, 316, 403, 319, 325, 292],
  [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308],
] as const;
export const INNER_UPPER_LIP = UPPER_LIP_RINGS[3];
export const INNER_LOWER_LIP = LOWER_LIP_RINGS[3];

/** Brows, both edges. */
export const LEFT_BROW = [70, 63, 105, 66, 107, 46, 53, 52, 65, 55] as const;
export const RIGHT_BROW = [300, 293, 334, 296, 336, 276, 283, 282, 295, 285] as const;

/** Landmarks that set the face's frame: the cheeks' outer edges, forehead top and chin. */
export const CHEEK_LEFT = 234;
export const CHEEK_RIGHT = 454;
export const FOREHEAD = 10;
export const CHIN = 152;
export const MOUTH_LEFT = 61;
export const MOUTH_RIGHT = 291;
