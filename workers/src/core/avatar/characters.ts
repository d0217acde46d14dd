/**
 * Who each seeded character is, drawn from vector art in the repository (art/hair.ts,
 * art/outfits.ts), never from downloaded pictures: the render core draws the same figure in the
 * editor, the render, the cards and the kiosk. A look picks a build, an outfit, a hair style and
 * the colours; `framing` says whether the picture shows the figure to the hips or head to toe.
 */
import type { HairStyleId } from './art/hair';
import type { BuildId } from './art/outfits';

export type Outfit = 'suit' | 'suit-tie' | 'medical' | 'service-vest' | 'service-scarf' | 'sweater' | 'hoodie';

export interface AvatarLook {
  skin: string;
  hair: string;
  /** The outer garment: jacket, white coat, vest or sweater. */
  suit: string;
  /** What shows under it: shirt, scrubs. */
  shirt: string;
  /** Tie, scarf or badge colour. */
  accent: string;
  /** Trousers or skirt (full-body framing). */
  legs: string;
  backdrop: [string, string];
  longHair: boolean;
  hairStyle: HairStyleId;
  build: BuildId;
  outfit: Outfit;
  framing: 'half' | 'full';
  skirt: boolean;
  age: 'young' | 'adult' | 'senior';
  glasses: boolean;
  /** Iris colour. */
  eyes: string;
  lips: string;
}

const BLUE: [string, string] = ['#dbe8ff', '#ffffff00'];
const WARM: [string, string] = ['#ffe9d6', '#ffffff00'];
const GREEN: [string, string] = ['#dff5e8', '#ffffff00'];

const base = {
  accent: '#c0392b',
  legs: '#2b2f3a',
  skirt: false,
  age: 'adult',
  glasses: false,
  eyes: '#3a2a20',
  lips: '#c7645e',
  framing: 'half',
} as const;

export const CHARACTER_LOOKS: Readonly<Record<string, AvatarLook>> = {
  // 金融: a young woman in a navy suit, long hair.
  'vh-studio-xiaoya': {
    ...base,
    skin: '#f4cdb0',
    hair: '#2d2420',
    suit: '#1f3b63',
    shirt: '#ffffff',
    backdrop: BLUE,
    longHair: true,
    hairStyle: 'long',
    build: 'woman',
    outfit: 'suit',
    lips: '#cf5f63',
  },
  // 金融: a man in a charcoal suit and tie.
  'vh-studio-yunfan': {
    ...base,
    skin: '#e8b896',
    hair: '#1b1b1b',
    suit: '#2e3440',
    shirt: '#e5f0ff',
    accent: '#2f6fb3',
    backdrop: BLUE,
    longHair: false,
    hairStyle: 'side',
    build: 'man',
    outfit: 'suit-tie',
    lips: '#b86a5e',
  },
  // 教育: a young teacher in a cardigan, ponytail, head to toe.
  'vh-studio-sixin': {
    ...base,
    skin: '#f3cfb3',
    hair: '#4a3426',
    suit: '#c98a5e',
    shirt: '#fff6e8',
    legs: '#3d4a63',
    backdrop: WARM,
    longHair: true,
    hairStyle: 'ponytail',
    build: 'woman',
    outfit: 'sweater',
    framing: 'full',
    age: 'young',
  },
  // 教育: a teacher in a sweater over a shirt, glasses.
  'vh-studio-mingze': {
    ...base,
    skin: '#dcae8c',
    hair: '#2a211c',
    suit: '#35605a',
    shirt: '#ffffff',
    backdrop: GREEN,
    longHair: false,
    hairStyle: 'short',
    build: 'man',
    outfit: 'sweater',
    glasses: true,
    lips: '#b06a5a',
  },
  // 医疗: a doctor in a white coat over blue scrubs, hair in a bun.
  'vh-studio-anran': {
    ...base,
    skin: '#f6d5bd',
    hair: '#3b2b23',
    suit: '#f4f6f8',
    shirt: '#7fb2dd',
    accent: '#3c4a5c',
    backdrop: GREEN,
    longHair: true,
    hairStyle: 'bun',
    build: 'woman',
    outfit: 'medical',
  },
  // 政务: a civil servant in a navy suit and red tie, head to toe.
  'vh-studio-zhengyi': {
    ...base,
    skin: '#e2b48f',
    hair: '#121212',
    suit: '#263a5e',
    shirt: '#ffffff',
    accent: '#b3262d',
    legs: '#263a5e',
    backdrop: BLUE,
    longHair: false,
    hairStyle: 'side',
    build: 'man',
    outfit: 'suit-tie',
    framing: 'full',
    lips: '#b4675a',
  },
  // 零售: a young shop assistant in a red vest with a name badge, bob.
  'vh-studio-lele': {
    ...base,
    skin: '#f7d6c0',
    hair: '#6b3f2a',
    suit: '#d9534f',
    shirt: '#ffffff',
    accent: '#f6c344',
    backdrop: WARM,
    longHair: true,
    hairStyle: 'bob',
    build: 'woman',
    outfit: 'service-vest',
    age: 'young',
  },
  // 文旅: a tour guide in a purple uniform and silk scarf, head to toe.
  'vh-studio-xiaomin': {
    ...base,
    skin: '#efc3a2',
    hair: '#2f2520',
    suit: '#5b4b8a',
    shirt: '#f5f0ff',
    accent: '#f0a73a',
    legs: '#5b4b8a',
    backdrop: WARM,
    longHair: true,
    hairStyle: 'long',
    build: 'woman',
    outfit: 'service-scarf',
    framing: 'full',
    skirt: true,
  },
  // 医疗: a senior doctor, grey hair, glasses.
  'vh-studio-wenbo': {
    ...base,
    skin: '#e6b99a',
    hair: '#b9b9b9',
    suit: '#f4f6f8',
    shirt: '#9fc6a8',
    accent: '#3c4a5c',
    backdrop: GREEN,
    longHair: false,
    hairStyle: 'short',
    build: 'senior',
    outfit: 'medical',
    age: 'senior',
    glasses: true,
    lips: '#b37263',
  },
  // 金融: a senior advisor, silver bob, burgundy suit.
  'vh-studio-huilan': {
    ...base,
    skin: '#f0c9ad',
    hair: '#cfcac6',
    suit: '#7a2e3b',
    shirt: '#fbf3ea',
    backdrop: WARM,
    longHair: true,
    hairStyle: 'bob',
    build: 'woman',
    outfit: 'suit',
    age: 'senior',
    lips: '#b9595c',
  },
  // 零售: a young man in a hoodie, head to toe.
  'vh-studio-haoyu': {
    ...base,
    skin: '#deb08d',
    hair: '#1e1a18',
    suit: '#3f7fbf',
    shirt: '#ffffff',
    accent: '#f2f2f2',
    legs: '#3b4454',
    backdrop: BLUE,
    longHair: false,
    hairStyle: 'short',
    build: 'man',
    outfit: 'hoodie',
    framing: 'full',
    age: 'young',
    lips: '#b56a5c',
  },
  // 政务: a young service-counter officer in a teal uniform and scarf, ponytail, head to toe.
  'vh-studio-jiayi': {
    ...base,
    skin: '#f5d0b5',
    hair: '#231b17',
    suit: '#1f6f78',
    shirt: '#ffffff',
    accent: '#e85d5d',
    legs: '#1f4f56',
    backdrop: GREEN,
    longHair: true,
    hairStyle: 'ponytail',
    build: 'woman',
    outfit: 'service-scarf',
    framing: 'full',
    age: 'young',
  },
};
