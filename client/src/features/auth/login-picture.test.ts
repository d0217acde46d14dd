import { describe, expect, it } from 'vitest';
import { loginPictureOf } from './login-picture';

const brand = {
  isCustomize: true,
  webIsShowPageCustom: 1,
  webPageCustomImg: '/storage/platform/brands/loginImage-0123456789abcdef01234567.jpg',
};

describe('the login picture', () => {
  it('is the brand’s picture when the brand asks to show it', () => {
    expect(loginPictureOf(brand)).toBe(brand.webPageCustomImg);
  });

  it('is none for the standard look, a hidden picture, an empty one, or no branding at all', () => {
    expect(loginPictureOf({ ...brand, isCustomize: false })).toBeNull();
    expect(loginPictureOf({ ...brand, webIsShowPageCustom: 0 })).toBeNull();
    expect(loginPictureOf({ ...brand, webPageCustomImg: '' })).toBeNull();
    expect(loginPictureOf(undefined)).toBeNull();
  });
});
