import { describe, expect, it } from 'vitest';
import {
  CreateOrderRequestSchema,
  CurrentUserSchema,
  DurationEventSchema,
  LicenceConfigSchema,
  LimitsAuthoritySchema,
  mergeWhiteLabelItems,
  QuotaItemSchema,
  UploadPolicyRequestSchema,
  VoiceOptionSchema,
  PersonaDesignSchema,
  PersonaDesignInputSchema,
  FaqItemSchema,
} from './index';

describe('entities', () => {
  it('reads the current user with its company and defaults', () => {
    const user = CurrentUserSchema.parse({
      id: 7,
      displayName: '张三',
      company: { displayName: '示例科技', validEndTime: '2030-01-01 00:00:00', codeName: null },
      roles: [{ name: '管理员' }],
    });
    expect(user.company.subscriptionServices).toEqual([]);
    expect(user.properties).toEqual([]);
    expect(user.roles[0]?.name).toBe('管理员');
  });

  it('keeps licence ids to 21–24 and accepts both status forms', () => {
    expect(LicenceConfigSchema.safeParse({ appId: 22, status: 'overdue', endTime: null }).success).toBe(true);
    expect(LicenceConfigSchema.safeParse({ appId: 22, status: 2 }).success).toBe(true);
    expect(LicenceConfigSchema.safeParse({ appId: 20, status: 1 }).success).toBe(false);
  });

  it('turns missing customizeRights flags off', () => {
    const limits = LimitsAuthoritySchema.parse({ customizeRights: { enableInteractive: true } });
    expect(limits.customizeRights).toEqual({
      enableInteractive: true,
      enableCard: false,
      enableHardware: false,
      enableSdk: false,
    });
  });

  it('reads quota items in the new and the old form', () => {
    expect(QuotaItemSchema.parse({ resourceCode: 'RSC-COM-AIGT', remaining: 3 })).toMatchObject({
      resourceCode: 'RSC-COM-AIGT',
    });
    expect(QuotaItemSchema.parse({ quotaType: 20, capacity: 1 })).toEqual({ quotaType: 20, capacity: 1 });
    expect(QuotaItemSchema.safeParse({ capacity: 1 }).success).toBe(false);
  });

  it('fixes the order amount at 1 and needs a price', () => {
    expect(CreateOrderRequestSchema.parse({ price: '99', productId: 'p1', productDesc: '体验版' })).toEqual({
      price: 99,
      amount: 1,
      productId: 'p1',
      productDesc: '体验版',
    });
    expect(CreateOrderRequestSchema.safeParse({ price: 0, productId: 'p1', productDesc: '' }).success).toBe(false);
    expect(CreateOrderRequestSchema.safeParse({ price: 9, amount: 2, productId: 'p1', productDesc: '' }).success).toBe(
      false,
    );
  });

  it('accepts duration events from 1 ms to one day', () => {
    const event = { eventName: 'stay', timestamp: 1_700_000_000_000, extra: 'kept' };
    expect(DurationEventSchema.parse({ ...event, value: 1 })).toMatchObject({ extra: 'kept' });
    expect(DurationEventSchema.safeParse({ ...event, value: 86_400_000 }).success).toBe(true);
    expect(DurationEventSchema.safeParse({ ...event, value: 0 }).success).toBe(false);
    expect(DurationEventSchema.safeParse({ ...event, value: 86_400_001 }).success).toBe(false);
  });

  it('merges white-label items flat, later groups winning', () => {
    expect(mergeWhiteLabelItems({ baseExtItems: { a: 1, b: 1 }, webExtItems: { b: 2 }, h5ExtItems: { c: 3 } })).toEqual(
      { a: 1, b: 2, c: 3 },
    );
  });

  it('fills voice and persona defaults from the spec', () => {
    expect(VoiceOptionSchema.parse({ bizId: 'v1', timbre: 'zh-CN-x' })).toMatchObject({
      rate: 1,
      pitch: 1,
      volume: 50,
      inputType: 'text',
    });
    const persona = PersonaDesignSchema.parse({ displayName: '小艾' });
    expect(persona).toMatchObject({ ageStageCode: 'youngAdulthood', personality: 'playful', sensitive: {} });
    expect(PersonaDesignInputSchema.safeParse({ displayName: '小艾', workTasks: 'x'.repeat(501) }).success).toBe(false);
    // A stored persona may have no name yet; a save may not clear it.
    expect(PersonaDesignSchema.parse({}).displayName).toBe('');
    expect(PersonaDesignInputSchema.partial().safeParse({ displayName: ' ' }).success).toBe(false);
  });

  it('bounds FAQ questions and answers', () => {
    expect(
      FaqItemSchema.safeParse({ standardQuestion: 'q'.repeat(250), standardAnswers: ['a'.repeat(500)] }).success,
    ).toBe(true);
    expect(FaqItemSchema.safeParse({ standardQuestion: 'q'.repeat(251) }).success).toBe(false);
    expect(FaqItemSchema.safeParse({ standardQuestion: 'q', standardAnswers: ['a'.repeat(501)] }).success).toBe(false);
  });

  it('asks upload policies for a positive byte limit', () => {
    expect(
      UploadPolicyRequestSchema.safeParse({
        fileName: 'a.mp4',
        maxSizeBytes: 300 * 1024 * 1024,
        ossPathType: 'AI_VIDEO_MEDIA_INPUT',
      }).success,
    ).toBe(true);
    expect(
      UploadPolicyRequestSchema.safeParse({ fileName: 'a.mp4', maxSizeBytes: 0, ossPathType: 'AI_VIDEO_MEDIA_INPUT' })
        .success,
    ).toBe(false);
  });
});
