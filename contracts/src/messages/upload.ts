/** Upload failures and the material / inspiration file checks (000 §8, 001 §5, §8). */
export const uploadMessages = {
  /** Upload failure (upload-policy call or file post). */
  uploadFailed: '上传失败请稍后再试！',
  /** AI video material upload: wrong type (several invalid files are joined into one warning naming each file). Spec: "only JPG/JPEG/PNG/WEBP images or MOV/MP4 videos are supported, please re-upload in the right format". */
  materialTypeInvalid: '仅支持JPG/JPEG/PNG/WEBP格式的图片或MOV/MP4格式的视频，请重新上传正确格式的文件',
  /** AI video material upload: file too large (images 10 MB, videos 300 MB). Spec: "only files within {n}M are supported". */
  materialTooLarge: (megabytes: number) => `仅支持${megabytes}M以内的文件`,
  /** AI video material upload: more than 10 materials. Spec: "up to 10 materials can be uploaded". */
  materialLimitReached: '最多可上传10个素材',
  /** Inspiration media upload: wrong format. */
  inspirationFormatInvalid: '仅支持MP3/MOV/MP4/WAV格式的文件，请选择正确格式的文件重新上传',
  /** Inspiration media upload: over the size cap (300 MB). Verbatim: 仅支持{size}M以内的文件 */
  inspirationTooLarge: (size: number) => `仅支持${size}M以内的文件`,
  /** Inspiration media upload: over the duration cap (configured in seconds, shown as minutes). Verbatim: 仅支持{minutes}分钟以内的文件 */
  inspirationTooLong: (minutes: number) => `仅支持${minutes}分钟以内的文件`,
  /** Inspiration media upload: unreadable file ('file damaged, please re-upload'). */
  fileDamaged: '文件损坏，请重新上传',
  /** Upload failure inside the AI toolbox. Spec: "upload failed". */
  toolboxUploadFailed: '上传失败',
} as const;
