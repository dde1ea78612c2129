/** What `.ultp-video-wrapper` says about its video (Functions::get_embeded_video's data-*). */
export interface VideoData {
  url: string;
  id: string;
  type: 'youtube' | 'vimeo' | 'local';
  loop: boolean;
  mute: boolean;
  controls: boolean;
  playsinline: boolean;
  preload: string;
  poster: string;
  width: string;
  height: string;
}

/** The player the press builds: an embed iframe, or a `<video>` for a local file. */
export type Player =
  | { kind: 'iframe'; src: string; width: string; height: string; allow: string }
  | {
      kind: 'video';
      src: string;
      type: string;
      width: string;
      height: string;
      autoplay: boolean;
      loop: boolean;
      controls: boolean;
      playsinline: boolean;
      poster: string;
      preload: string;
    };

const YOUTUBE = /(?:youtu\.be\/|youtube\.com\/(?:embed\/|v\/|watch\?v=|watch\?.+&v=))((\w|-){11})/;
const VIMEO =
  /vimeo\.com\/(?:channels\/(?:\w+\/)?|groups\/([^/]*)\/videos\/|album\/(\d+)\/video\/|video\/|)(\d+)(?:$|\/|\?)/;
const LOCAL_TYPES: Record<string, string> = { mp4: 'mp4', webm: 'webm', ogg: 'ogg', avi: 'mp4', mov: 'mp4' };

/** The video's id: the printed one, else read from its address; null when there is none. */
export function videoId(data: Pick<VideoData, 'id' | 'url' | 'type'>): string | null {
  if (data.id) return data.id;
  if (data.type === 'youtube') return YOUTUBE.exec(data.url)?.[1] ?? null;
  if (data.type === 'vimeo') {
    const match = VIMEO.exec(data.url);
    return match ? (match[match.length - 1] ?? null) : null;
  }
  return 'local';
}

const flag = (on: boolean) => (on ? '1' : '0');
const isHttp = (url: string) => {
  try {
    const { protocol } = new URL(url, 'https://x.invalid/');
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The player of the plugin's ultp-video-support.js: YouTube's embed (autoplay, loop with its
 * `playlist`, mute, controls, playsinline, modestbranding, rel=0), Vimeo's player (`muted`,
 * `dnt=1`), or a `<video>` of the local file. Autoplay always mutes (browsers refuse unmuted
 * autoplay). Null when the video has no id or its address is not http(s).
 */
export function playerFor(data: VideoData, autoplay: boolean): Player | null {
  const id = videoId(data);
  const width = data.width || '100%';
  if (data.type === 'local') {
    if (!data.url || !isHttp(data.url)) return null;
    const extension = data.url.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
    return {
      kind: 'video',
      src: data.url,
      type: `video/${LOCAL_TYPES[extension] ?? 'mp4'}`,
      width,
      height: data.height || 'auto',
      autoplay,
      loop: data.loop,
      controls: data.controls,
      playsinline: data.playsinline,
      poster: data.poster && isHttp(data.poster) ? data.poster : '',
      preload: data.preload,
    };
  }
  if (!id || !/^[\w-]+$/.test(id)) return null;
  const height = data.height || '315';
  if (data.type === 'youtube') {
    const params = new URLSearchParams({
      autoplay: flag(autoplay),
      loop: flag(data.loop),
      mute: flag(data.mute || autoplay),
      controls: flag(data.controls),
      playsinline: flag(data.playsinline),
      modestbranding: '1',
      rel: '0',
    });
    if (data.loop) params.append('playlist', id);
    return {
      kind: 'iframe',
      src: `https://www.youtube.com/embed/${id}?${params}`,
      width,
      height,
      allow:
        'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    };
  }
  const params = new URLSearchParams({
    autoplay: flag(autoplay),
    loop: flag(data.loop),
    muted: flag(data.mute || autoplay),
    controls: flag(data.controls),
    playsinline: flag(data.playsinline),
    dnt: '1',
  });
  return {
    kind: 'iframe',
    src: `https://player.vimeo.com/video/${id}?${params}`,
    width,
    height,
    allow: 'autoplay; fullscreen; picture-in-picture',
  };
}
