import { describe, expect, it } from 'vitest';
import {
  animationDefaultTime,
  captionDefaultWidth,
  COLOR_INPUT_PATTERN,
  IMAGE_URL_PATTERN,
  INVITATION_CODE_PATTERN,
  isOrderWaiting,
  LICENCE_APP_IDS,
  LicenceAppIdSchema,
  LicenceValiditySchema,
  MomentSortSchema,
  OrderStatusSchema,
  PRONUNCIATION_PATTERN,
  ResourceCodeSchema,
  ResourceTypeSchema,
  TEMPLATE_VARIABLE_NAME_PATTERN,
} from './index';

describe('enums and rules', () => {
  it('knows the licence ids and validity codes', () => {
    expect(LICENCE_APP_IDS.SdkLicense).toBe(24);
    expect(LicenceAppIdSchema.safeParse(21).success).toBe(true);
    expect(LicenceAppIdSchema.safeParse(25).success).toBe(false);
    expect(LicenceValiditySchema.options).toEqual([0, 1, 2]);
  });

  it('accepts numeric resource types with the spec gaps', () => {
    expect(ResourceTypeSchema.safeParse(20).success).toBe(true);
    expect(ResourceTypeSchema.safeParse(11).success).toBe(false);
  });

  it('accepts named resource codes and the hinted prefixes only', () => {
    expect(ResourceCodeSchema.safeParse('RSC-COM-AIGT').success).toBe(true);
    expect(ResourceCodeSchema.safeParse('RSC-SDK-BASIC').success).toBe(true);
    expect(ResourceCodeSchema.safeParse('RSC-XX').success).toBe(false);
  });

  it('tells waiting order statuses from final ones', () => {
    expect(OrderStatusSchema.parse('USERPAYING')).toBe('USERPAYING');
    expect(isOrderWaiting('ACCEPT')).toBe(true);
    expect(isOrderWaiting('SUCCESS')).toBe(false);
    expect(isOrderWaiting('CLOSED')).toBe(false);
  });

  it('sorts moments by the signed codes', () => {
    expect(MomentSortSchema.safeParse(-1).success).toBe(true);
    expect(MomentSortSchema.safeParse(2).success).toBe(false);
  });

  it('gives animations their default times', () => {
    expect(animationDefaultTime('blur_in')).toBe(3);
    expect(animationDefaultTime('sunset_out')).toBe(1.5);
    expect(animationDefaultTime('wipeleft')).toBe(3.5);
    expect(animationDefaultTime('doomscreentransition_up')).toBe(2);
  });

  it('sizes the caption from its font', () => {
    expect(captionDefaultWidth()).toBe(510);
    expect(captionDefaultWidth(40)).toBe(680);
  });

  it('validates the input patterns', () => {
    expect(INVITATION_CODE_PATTERN.test('Ab12C3')).toBe(true);
    expect(INVITATION_CODE_PATTERN.test('Ab12C')).toBe(false);
    expect(COLOR_INPUT_PATTERN.test('#ff0000')).toBe(true);
    expect(COLOR_INPUT_PATTERN.test('#ff000080')).toBe(true);
    expect(COLOR_INPUT_PATTERN.test('rgba(1, 2, 3, 0.5)')).toBe(true);
    expect(COLOR_INPUT_PATTERN.test('#fff')).toBe(false);
    expect(IMAGE_URL_PATTERN.test('https://cdn.example.com/a.JPG')).toBe(true);
    expect(IMAGE_URL_PATTERN.test('ftp://cdn.example.com/a.jpg')).toBe(false);
    expect(PRONUNCIATION_PATTERN.mandarin.test('shu4')).toBe(true);
    expect(PRONUNCIATION_PATTERN.mandarin.test('shu6')).toBe(false);
    expect(PRONUNCIATION_PATTERN.cantonese.test('jyut6')).toBe(true);
    const variable = new RegExp(TEMPLATE_VARIABLE_NAME_PATTERN);
    expect(variable.test('a1_-')).toBe(true);
    expect(variable.test('1abc')).toBe(false);
    expect(variable.test('a'.repeat(21))).toBe(false);
  });
});
