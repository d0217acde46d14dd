/**
 * The four licensed product lines (000 §1, licence type codes 21–24). The spec names them only in
 * English; the Chinese names and one-line summaries here are ours.
 */
export interface ProductLine {
  licenceId: 21 | 22 | 23 | 24;
  name: string;
  summary: string;
}

export const productLines: readonly ProductLine[] = [
  {
    licenceId: 21,
    name: '数字员工播报视频',
    summary: '由 2D 或 3D 数字人出镜，快速制作营销短视频与语音播报。',
  },
  {
    licenceId: 22,
    name: '交互数字名片',
    summary: '为员工打造可对话的数字名片，访客扫码即可与数字人交流。',
  },
  {
    licenceId: 23,
    name: '数字人一体机',
    summary: '在展厅、前台等线下场景部署可实时互动的数字人终端。',
  },
  {
    licenceId: 24,
    name: '数字人 SDK',
    summary: '通过 SDK 与开放接口，把数字人能力集成到自有应用。',
  },
];
