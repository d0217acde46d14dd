import type {
  COLOR_FILTERS,
  ENTRANCE_ANIMATIONS,
  EXIT_ANIMATIONS,
  LOOPING_ANIMATIONS,
  TRANSITIONS,
} from '@portal/contracts';

/**
 * Chinese names of the spec's animations (001 §3 names them in code form only; these are ours, after
 * what each does in the render core).
 */
export const ENTRANCE_LABELS: Record<(typeof ENTRANCE_ANIMATIONS)[number], string> = {
  blur_in: '模糊进入',
  slide_right_in: '向右滑入',
  slide_left_in: '向左滑入',
  sunrise_in: '日出',
  zoomout_in: '缩小进入',
  zoomin_in: '放大进入',
  slide_down_in: '向下滑入',
  slide_up_in: '向上滑入',
  open: '展开',
  withcircleopen: '圆形展开',
};
export const EXIT_LABELS: Record<(typeof EXIT_ANIMATIONS)[number], string> = {
  blur_out: '模糊退出',
  slide_right_out: '向右滑出',
  slide_left_out: '向左滑出',
  sunset_out: '日落',
  zoomin_out: '放大退出',
  slide_down_out: '向下滑出',
  slide_up_out: '向上滑出',
  close: '收起',
};
export const LOOP_LABELS: Record<(typeof LOOPING_ANIMATIONS)[number], string> = {
  shine_display: '闪光',
  heartbeat_display: '心跳',
  roll_display: '旋转',
  rollleft_display: '向左旋转',
  slightshake: '轻微晃动',
  zoominout: '呼吸缩放',
};
export const TRANSITION_LABELS: Record<(typeof TRANSITIONS)[number], string> = {
  wiperight: '向右擦除',
  wipeleft: '向左擦除',
  wipeup: '向上擦除',
  wipedown: '向下擦除',
  bounce_up: '向上弹入',
  bounce_down: '向下弹入',
  doomscreentransition_up: '向上推屏',
  doomscreentransition_down: '向下推屏',
  windowslice: '百叶窗',
  angular: '角度擦除',
  radial: '径向擦除',
  circlecrop: '圆形展开',
};
export const FILTER_LABELS: Record<(typeof COLOR_FILTERS)[number], string> = {
  PF1: '暖调复古',
  PF2: '冷调',
  PF6: '反色',
  M7: '鲜艳',
  PFB: '黑白',
  PFC: '褪色胶片',
};

export const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
