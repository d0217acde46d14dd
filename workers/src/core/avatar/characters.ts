/**
 * How each seeded character looks: drawn, not downloaded (the catalogue ships no photos). The server
 * paints the posture pictures from these, and the render core's rig draws the moving face over them.
 */
export interface AvatarLook {
  skin: string;
  hair: string;
  suit: string;
  shirt: string;
  backdrop: [string, string];
  longHair: boolean;
}

const BLUE: [string, string] = ['#dbe8ff', '#ffffff00'];
const WARM: [string, string] = ['#ffe9d6', '#ffffff00'];
const GREEN: [string, string] = ['#dff5e8', '#ffffff00'];

export const CHARACTER_LOOKS: Readonly<Record<string, AvatarLook>> = {
  'vh-studio-xiaoya': {
    skin: '#f1c6a8',
    hair: '#2d2420',
    suit: '#1f3b63',
    shirt: '#ffffff',
    backdrop: BLUE,
    longHair: true,
  },
  'vh-studio-yunfan': {
    skin: '#e8b896',
    hair: '#1b1b1b',
    suit: '#2e3440',
    shirt: '#e5f0ff',
    backdrop: BLUE,
    longHair: false,
  },
  'vh-studio-sixin': {
    skin: '#f3cfb3',
    hair: '#4a3426',
    suit: '#8a5a44',
    shirt: '#fff6e8',
    backdrop: WARM,
    longHair: true,
  },
  'vh-studio-mingze': {
    skin: '#dcae8c',
    hair: '#2a211c',
    suit: '#35605a',
    shirt: '#ffffff',
    backdrop: GREEN,
    longHair: false,
  },
  'vh-studio-anran': {
    skin: '#f6d5bd',
    hair: '#3b2b23',
    suit: '#f4f6f8',
    shirt: '#9cc3e6',
    backdrop: GREEN,
    longHair: true,
  },
  'vh-studio-zhengyi': {
    skin: '#e2b48f',
    hair: '#121212',
    suit: '#263a5e',
    shirt: '#ffffff',
    backdrop: BLUE,
    longHair: false,
  },
  'vh-studio-lele': {
    skin: '#f7d6c0',
    hair: '#6b3f2a',
    suit: '#d9534f',
    shirt: '#ffffff',
    backdrop: WARM,
    longHair: true,
  },
  'vh-studio-xiaomin': {
    skin: '#efc3a2',
    hair: '#2f2520',
    suit: '#5b4b8a',
    shirt: '#f5f0ff',
    backdrop: WARM,
    longHair: true,
  },
};
