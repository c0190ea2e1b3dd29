import { type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDate, formatDuration } from '@dharma/config/rules';
import { chromeUi, searchUi } from '@dharma/config/words';
import type { loader } from './videos.$videoId.server';

export { headers, loader } from './videos.$videoId.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.video.title ?? searchUi.videos} | ${chromeUi.siteName}` },
];

/** The player from YouTube's privacy-enhanced domain (no cookies until the learner plays it), and the playlist around it. */
export default function VideoPage() {
  const { video } = useLoaderData<typeof loader>();
  const s = searchUi;
  return (
    <div className="container section video-page">
      <p className="eyebrow">
        <Link to="/search?tab=videos">{s.backToSearch}</Link>
      </p>
      <h1>{video.title}</h1>
      <p className="muted">
        {video.playlist ? `${video.playlist.name} · ` : ''}
        {formatDate(video.date)} · {formatDuration(video.duration)}
      </p>
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}`}
          title={s.player(video.title)}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <p className="video-description">{video.description}</p>
      {video.playlist && video.neighbours.length > 1 ? (
        <section aria-labelledby="neighbours-title" className="study-card">
          <h2 id="neighbours-title">{s.neighbours(video.playlist.name)}</h2>
          <ol className="video-neighbours">
            {video.neighbours.map((n) => (
              <li key={n.id}>
                {n.current ? (
                  <span aria-current="true">
                    <strong>{n.title}</strong> <span className="slot">{s.current}</span>
                  </span>
                ) : (
                  <Link to={`/videos/${n.id}`}>{n.title}</Link>
                )}{' '}
                <span className="muted small">
                  {formatDate(n.date)} · {formatDuration(n.duration)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
