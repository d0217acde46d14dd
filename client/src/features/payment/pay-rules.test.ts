import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  defaultActiveProduct,
  fromPrice,
  groupFuelPacks,
  matchesSearch,
  orderTotal,
  payDecision,
  pollStep,
  type PayProduct,
} from './pay-rules';

const product = (over: Partial<PayProduct>): PayProduct => ({
  productId: 'p',
  title: '视频合成时长',
  subtitle: '60分钟',
  price: 49,
  originPrice: null,
  unit: '元',
  features: [],
  note: '',
  btnText: '购买',
  style: 'pack',
  resourceCode: 'RSC-VD-VD',
  remaining: null,
  ...over,
});

describe('pay-wall rules', () => {
  it('clamps the quantity stepper: digits only, minimum on clear, never past the bounds', () => {
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('0')).toBe(1);
    expect(clampQuantity('1a2')).toBe(12);
    expect(clampQuantity('-3')).toBe(3);
    expect(clampQuantity('99', 1, 10)).toBe(10);
    expect(clampQuantity(5)).toBe(5);
  });

  it('multiplies price by quantity to the fen', () => {
    expect(orderTotal(0.1, 3)).toBe(0.3);
    expect(orderTotal(99, 2)).toBe(198);
  });

  it('picks the tasting package by default', () => {
    expect(
      defaultActiveProduct([
        product({ productId: 'free', style: 'free' }),
        product({ productId: 't', style: 'tasting' }),
      ])?.productId,
    ).toBe('t');
    expect(defaultActiveProduct([product({ productId: 'a', style: 'standard' })])?.productId).toBe('a');
    expect(defaultActiveProduct([])).toBeNull();
  });

  it('asks visitors to log in and ignores a free or missing price', () => {
    expect(payDecision(99, false)).toBe('login');
    expect(payDecision(99, true)).toBe('pay');
    expect(payDecision(0, true)).toBe('ignore');
    expect(payDecision(Number.NaN, true)).toBe('ignore');
  });

  it('polls while waiting, stops on success, another status or the 30-minute timeout', () => {
    for (const s of ['NOTPAY', 'USERPAYING', 'ACCEPT']) expect(pollStep(s, 0)).toBe('continue');
    expect(pollStep('SUCCESS', 0)).toBe('success');
    for (const s of ['CLOSED', 'REVOKED', 'PAYERROR', 'REFUNDED']) expect(pollStep(s, 0)).toBe('stop');
    expect(pollStep('NOTPAY', 30 * 60_000)).toBe('stop');
  });

  it('groups fuel packs by resource and shows the lowest price', () => {
    const packs = groupFuelPacks([
      product({ productId: 'a', price: 199, subtitle: '300分钟' }),
      product({ productId: 'b', price: 49 }),
      product({ productId: 'c', title: 'AI文案生成', resourceCode: 'RSC-COM-AIGT', price: 29 }),
    ]);
    expect(packs.map((p) => p.name)).toEqual(['视频合成时长', 'AI文案生成']);
    expect(fromPrice(packs[0]!)).toBe(49);
  });

  it('searches titles, subtitles and features', () => {
    expect(matchesSearch(product({ features: ['4K导出'] }), '4k')).toBe(true);
    expect(matchesSearch(product({}), '名片')).toBe(false);
    expect(matchesSearch(product({}), '  ')).toBe(true);
  });
});
