import { describe, expect, it } from 'vitest';
import { BRAND_IMAGE_LIMITS, opsMessages as m } from '@portal/contracts';
import { multipartRouteOf } from '../../lib/post-multipart';
import { callCatalogue } from '@portal/contracts';
import { brandImageHint, pickedFileProblem } from './post-brand-image';

describe('a picked brand picture', () => {
  it('is refused before sending when it is over its kind’s size', () => {
    expect(pickedFileProblem('logo', { size: BRAND_IMAGE_LIMITS.logo.maxBytes + 1, type: 'image/png' })).toBe(
      m.logoTooLarge,
    );
    expect(
      pickedFileProblem('loginImage', { size: BRAND_IMAGE_LIMITS.logo.maxBytes + 1, type: 'image/png' }),
    ).toBeNull();
    expect(
      pickedFileProblem('loginImage', { size: BRAND_IMAGE_LIMITS.loginImage.maxBytes + 1, type: 'image/jpeg' }),
    ).toBe(m.loginImageTooLarge);
  });

  it('is refused as an SVG by its declared type, and otherwise left to the server', () => {
    expect(pickedFileProblem('logo', { size: 1000, type: 'image/svg+xml' })).toBe(m.brandImageSvg);
    // A renamed file declares whatever its name says: the server reads its bytes.
    expect(pickedFileProblem('logo', { size: 1000, type: 'image/gif' })).toBeNull();
    expect(pickedFileProblem('logo', { size: 1000, type: '' })).toBeNull();
  });

  it('names the limits the server checks in its hint', () => {
    expect(brandImageHint('logo')).toContain('2MB');
    expect(brandImageHint('logo')).toContain(`${BRAND_IMAGE_LIMITS.logo.minShortSide}像素`);
    expect(brandImageHint('loginImage')).toContain('5MB');
    expect(brandImageHint('loginImage')).toContain(`${BRAND_IMAGE_LIMITS.loginImage.minWidth}像素`);
  });

  it('is posted to the catalogue’s path and its failures reported under the operator procedure', () => {
    expect(multipartRouteOf(callCatalogue.ops.brandImageUpload)).toEqual({
      url: '/api/ops/brand/image',
      path: 'ops.brandImageUpload',
    });
  });
});
