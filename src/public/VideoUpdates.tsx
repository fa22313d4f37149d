import { PlayCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../components/Card';
import type { VideoUpdate } from '../../contract/account';
import { postDate } from './blog-posts';
import { readVideoUpdates } from './public-api';

/** An address on Ritual itself opens in the app; another site's in a new tab. */
function VideoLink({ video }: { video: VideoUpdate }) {
  if (video.url.startsWith('/')) return <Link to={video.url}>{video.title}</Link>;
  return (
    <a href={video.url} target="_blank" rel="noreferrer">
      {video.title}
    </a>
  );
}

/**
 * The short videos about Ritual's features (GET /video-updates), newest first, on /blog. They
 * need the server: offline, or when it fails, the section is simply not there.
 */
export function VideoUpdates() {
  const [videos, setVideos] = useState<VideoUpdate[]>([]);
  useEffect(() => {
    let current = true;
    readVideoUpdates().then(
      (read) => current && setVideos(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (videos.length === 0) return null;
  return (
    <section className="public-videos" aria-labelledby="public-videos-heading">
      <h2 id="public-videos-heading">What’s new</h2>
      <ul className="public-videos__list" aria-label="Feature videos">
        {videos.map((video) => (
          <Card as="li" key={video.id} className="public-videos__item">
            <PlayCircle aria-hidden="true" />
            <div>
              <h3>
                <VideoLink video={video} />
              </h3>
              <time className="public-blog__date" dateTime={video.published_at}>
                {postDate(video.published_at.slice(0, 10))}
              </time>
              <p>{video.description}</p>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
