import { useState } from 'react';
import { Anchor, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import type { CardInfo, CardLink } from './card-link';
import classes from './applet.module.css';

interface Playable {
  title: string;
  url: string;
  cover: string | null;
}

const PlayGlyph = () => (
  <svg width="34" height="34" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
    <circle cx="12" cy="12" r="11" fill="rgb(15 23 42 / 45%)" />
    <path d="M10 8l6 4-6 4z" />
  </svg>
);

const DocGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h5" />
  </svg>
);

function VideoTile({ video, onPlay }: { video: Playable; onPlay: () => void }) {
  // A cover that cannot be read leaves the tile's dark ground, never a broken-image icon.
  const [coverFailed, setCoverFailed] = useState(false);
  return (
    <Stack gap={4}>
      <button type="button" className={classes.videoCover} onClick={onPlay} aria-label={`播放视频 ${video.title}`}>
        {video.cover && !coverFailed ? (
          <img src={video.cover} alt="" loading="lazy" onError={() => setCoverFailed(true)} />
        ) : null}
        <span className={classes.playBadge}>
          <PlayGlyph />
        </span>
      </button>
      <Text size="xs" lineClamp={1} title={video.title}>
        {video.title || '未命名视频'}
      </Text>
    </Stack>
  );
}

/** The card's resources (videos and documents, 002 §3) and the company's published videos (applet/video/page). */
export function CardResources({ card, link }: { card: CardInfo; link: CardLink }) {
  const [playing, setPlaying] = useState<Playable | null>(null);
  const companyVideos = trpc.applet.videoPage.useQuery(
    { shareToken: link.shareToken, talkProjectId: link.projectId, pageIndex: 1, pageSize: 100_000 },
    { trpc: { context: { silent: true } }, retry: false },
  );
  const videos: Playable[] = card.resources
    .filter((r) => r.kind === 'video')
    .map((r) => ({ title: r.title, url: r.url, cover: r.previewUrl }));
  const documents = card.resources.filter((r) => r.kind === 'document');
  const published: Playable[] = (companyVideos.data?.list ?? []).map((v) => ({
    title: v.title,
    url: v.videoUrl,
    cover: v.coverUrl,
  }));

  return (
    <>
      {(videos.length > 0 || documents.length > 0) && (
        <section className={classes.section} aria-labelledby="card-resources-title">
          <div className={classes.sectionTitle} id="card-resources-title">
            名片资料
          </div>
          {videos.length > 0 && (
            <div className={classes.resourceGrid}>
              {videos.map((v) => (
                <VideoTile key={`${v.url}|${v.title}`} video={v} onPlay={() => setPlaying(v)} />
              ))}
            </div>
          )}
          {documents.length > 0 && (
            <Stack gap={6} mt={videos.length > 0 ? 'sm' : 0}>
              {documents.map((d) => (
                <Anchor
                  key={`${d.url}|${d.title}`}
                  href={d.url}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  className={classes.docLink}
                >
                  <DocGlyph />
                  {d.title || '资料文档'}
                </Anchor>
              ))}
            </Stack>
          )}
        </section>
      )}
      {(companyVideos.isPending || published.length > 0) && (
        <section className={classes.section} aria-labelledby="company-videos-title">
          <div className={classes.sectionTitle} id="company-videos-title">
            企业视频
          </div>
          {companyVideos.isPending ? (
            <div className={classes.resourceGrid} role="status" aria-label="加载中">
              <Skeleton h={96} radius="md" />
              <Skeleton h={96} radius="md" />
            </div>
          ) : (
            <div className={classes.resourceGrid}>
              {published.map((v) => (
                <VideoTile key={`${v.url}|${v.title}`} video={v} onPlay={() => setPlaying(v)} />
              ))}
            </div>
          )}
        </section>
      )}
      <Modal
        opened={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title || '视频'}
        centered
        size="lg"
        padding="xs"
      >
        {playing && (
          <video src={playing.url} poster={playing.cover ?? undefined} controls autoPlay playsInline width="100%" />
        )}
      </Modal>
    </>
  );
}
