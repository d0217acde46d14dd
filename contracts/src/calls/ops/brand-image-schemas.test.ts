import { describe, expect, it } from 'vitest';
import { opsMessages as m } from '../../messages/ops';
import { brandImageUrlSchema, isStoredBrandImage } from './brand-image-schemas';
import { OpsBrandSchema } from './ops-schemas';

const hash = '0123456789abcdef01234567';
const logoPath = `/storage/platform/brands/logo-${hash}.png`;
const loginPath = `/storage/platform/brands/loginImage-${hash}.jpg`;

describe('a brand picture URL', () => {
  it('is empty, an https link, or a picture stored for that use', () => {
    const logo = brandImageUrlSchema('logo');
    for (const ok of ['', 'https://cdn.example.com/logo.png', ` ${logoPath} `])
      expect(logo.safeParse(ok).success).toBe(true);
    expect(brandImageUrlSchema('loginImage').safeParse(loginPath).success).toBe(true);
    expect(isStoredBrandImage('logo', logoPath)).toBe(true);
    expect(isStoredBrandImage('logo', 'https://cdn.example.com/logo.png')).toBe(false);
  });

  it('refuses other schemes, other stored files and look-alike paths with the link message', () => {
    const logo = brandImageUrlSchema('logo');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://cdn.example.com/logo.png',
      '//cdn.example.com/logo.png',
      'https://cdn.example.com/a b.png',
      'https://cdn.example.com/"onerror="x',
      loginPath,
      `/storage/platform/brands/logo-${hash.toUpperCase()}.png`,
      `/storage/platform/brands/logo-${hash}.png?x=1`,
      `/storage/platform/brands/../brands/logo-${hash}.png`,
      '/storage/c/00000000-0000-0000-0000-000000000000/MATERIAL/logo.png',
    ]) {
      const parsed = logo.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(m.urlInvalid);
    }
  });

  it('is what a brand keeps as its logo and login picture', () => {
    const brand = OpsBrandSchema.parse({
      domain: 'a.example.com',
      webName: 'A',
      logoUrl: logoPath,
      webPageCustomImg: loginPath,
    });
    expect(brand).toMatchObject({ logoUrl: logoPath, webPageCustomImg: loginPath });
    expect(OpsBrandSchema.parse({ domain: 'a.example.com', webName: 'A' })).toMatchObject({
      logoUrl: '',
      webPageCustomImg: '',
    });
  });
});
