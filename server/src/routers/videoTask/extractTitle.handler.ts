/** /video-project/extract-title: the first sentence of the text, at most 20 characters. */
export const extractTitleHandler = ({ input }: { input: { text: string } }) => {
  const first = input.text.trim().split(/[。！？!?\n]/)[0] ?? '';
  return { title: [...first.replace(/[，,；;：:]+$/, '')].slice(0, 20).join('') || '未命名视频' };
};
