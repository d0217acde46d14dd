/** Route of the custom video workbench (001 §2). */
export const workbenchPath = (projectId: string) => `/home/video-generator/custom/${encodeURIComponent(projectId)}`;
